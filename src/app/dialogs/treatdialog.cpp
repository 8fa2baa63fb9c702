// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/dialogs/treatdialog.h"
#include "qs.h"

#include "app/document/session.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hitspread {

TreatDialog::TreatDialog(const Session* session, QWidget* parent)
    : QDialog(parent)
    , m_session(session)
    , m_treatment(new QComboBox(this))
    , m_location(new QComboBox(this))
    , m_skill(new QSpinBox(this))
    , m_medicWounds(new QSpinBox(this))
    , m_modifier(new QSpinBox(this))
    , m_note(new QLabel(this))
{
    const Ruleset* rs = session->ruleset();
    const CharacterState& patient = session->target();
    const CharacterSheet& medic = session->shooter();
    const QString patientName
        = session->targetName().isEmpty() ? tr("the target") : session->targetName();
    setWindowTitle(tr("Treat %1").arg(patientName));

    m_treatment->addItem(tr("Close a wound"), static_cast<int>(Treatment::CloseWound));
    m_treatment->addItem(tr("Extract a stuck bullet"), static_cast<int>(Treatment::ExtractBullet));
    m_treatment->setAccessibleName(tr("Treatment"));
    // Each location with what there is to treat in it; the first that has something is picked.
    int first = -1;
    for (std::size_t i = 0; rs && i < rs->body.locations.size() && i < patient.locations.size();
         ++i) {
        const LocationState& l = patient.locations[i];
        QString label = qs(rs->body.locations[i].name);
        QStringList what;
        if (l.wounds > 0)
            what << tr("%n wound(s)", nullptr, l.wounds);
        if (l.stuckBullets > 0)
            what << tr("%n bullet(s) stuck", nullptr, l.stuckBullets);
        if (!what.isEmpty()) {
            label += " — " + what.join(", ");
            if (first < 0)
                first = static_cast<int>(i);
        }
        m_location->addItem(label, QString::fromStdString(rs->body.locations[i].id));
    }
    m_location->setCurrentIndex(std::max(0, first));
    m_location->setAccessibleName(tr("Location treated"));
    m_skill->setRange(0, 30);
    m_skill->setValue(medic.skill("paramedic"));
    m_skill->setAccessibleName(tr("The medic's Paramedic rank"));
    m_medicWounds->setRange(0, 99);
    m_medicWounds->setAccessibleName(tr("The medic's wounds"));
    m_modifier->setRange(-30, 30);
    m_modifier->setAccessibleName(tr("The GM's modifier"));
    m_note->setWordWrap(true);
    m_note->setMinimumWidth(380);

    auto* form = new QFormLayout;
    form->addRow(tr("&Treatment:"), m_treatment);
    form->addRow(tr("&Location:"), m_location);
    form->addRow(tr("%1's &Paramedic:").arg(qs(medic.name)), m_skill);
    form->addRow(tr("Medic's &wounds:"), m_medicWounds);
    form->addRow(tr("GM &modifier:"), m_modifier);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_treat = buttons->addButton(tr("&Treat"), QDialogButtonBox::AcceptRole);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_note, 1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QComboBox* box : { m_treatment, m_location })
        connect(box, &QComboBox::currentIndexChanged, this, &TreatDialog::update);
    for (QSpinBox* spin : { m_skill, m_medicWounds, m_modifier })
        connect(spin, &QSpinBox::valueChanged, this, &TreatDialog::update);
    // A bullet to pull and no wound to close: extraction is what is wanted.
    if (patient.wounds == 0 && first >= 0)
        setTreatment(Treatment::ExtractBullet);
    update();
}

TreatRequest TreatDialog::request() const
{
    TreatRequest req;
    req.treatment = static_cast<Treatment>(m_treatment->currentData().toInt());
    const Ruleset* rs = m_session->ruleset();
    req.location
        = rs ? rs->body.locationIndex(m_location->currentData().toString().toStdString()) : -1;
    req.medic = m_session->shooter().name;
    req.skill = m_skill->value();
    req.medicWounds = m_medicWounds->value();
    req.modifier = m_modifier->value();
    return req;
}

void TreatDialog::setTreatment(Treatment treatment)
{
    m_treatment->setCurrentIndex(m_treatment->findData(static_cast<int>(treatment)));
}

void TreatDialog::setLocation(const std::string& id)
{
    m_location->setCurrentIndex(m_location->findData(QString::fromStdString(id)));
}

void TreatDialog::setSkill(int skill)
{
    m_skill->setValue(skill);
}

QString TreatDialog::note() const
{
    return m_note->text();
}

void TreatDialog::update()
{
    const TreatRequest req = request();
    const QString refused = m_session->checkTreatment(req);
    m_treat->setEnabled(refused.isEmpty());
    if (!refused.isEmpty()) {
        m_note->setText(tr("Impossible: %1").arg(refused));
        return;
    }
    const int wounds = m_session->target().wounds;
    m_note->setText(req.treatment == Treatment::CloseWound
            ? tr("3d6 + Paramedic must reach 13 with a success die of %1 or more (the patient's "
                 "wounds) to close one wound; anything less does 1 damage.")
                  .arg(wounds)
            : tr("A success takes the bullet out and does 6 − the success die damage, %1 at the "
                 "least; a failure does the full 6 and the bullet stays.")
                  .arg(m_session->ruleset()->options.extractionLeastDamage));
}

} // namespace hitspread
