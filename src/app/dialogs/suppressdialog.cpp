// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/dialogs/suppressdialog.h"
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

SuppressDialog::SuppressDialog(const Session* session, QWidget* parent)
    : QDialog(parent)
    , m_session(session)
    , m_evasion(new QComboBox(this))
    , m_modifier(new QSpinBox(this))
    , m_note(new QLabel(this))
{
    const QString figure
        = session->targetName().isEmpty() ? tr("the target") : session->targetName();
    setWindowTitle(tr("Suppressive Fire on %1").arg(figure));
    m_evasion->addItem(tr("Dodge"), static_cast<int>(EvasionSkill::Dodge));
    m_evasion->addItem(tr("Acrobatics"), static_cast<int>(EvasionSkill::Acrobatics));
    m_evasion->setAccessibleName(tr("The skill the crossing figure rolls"));
    m_modifier->setRange(-30, 30);
    m_modifier->setAccessibleName(tr("The GM's modifier"));
    m_note->setWordWrap(true);
    m_note->setMinimumWidth(380);

    auto* form = new QFormLayout;
    form->addRow(tr("%1 &rolls:").arg(figure), m_evasion);
    form->addRow(tr("GM &modifier:"), m_modifier);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_fire = buttons->addButton(tr("&Fire"), QDialogButtonBox::AcceptRole);
    m_fire->setDefault(true);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_note, 1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_evasion, &QComboBox::currentIndexChanged, this, &SuppressDialog::update);
    connect(m_modifier, &QSpinBox::valueChanged, this, &SuppressDialog::update);
    update();
}

SuppressRequest SuppressDialog::request() const
{
    return m_session->suppressionRequest(
        static_cast<EvasionSkill>(m_evasion->currentData().toInt()), m_modifier->value());
}

void SuppressDialog::setEvasion(EvasionSkill evasion)
{
    m_evasion->setCurrentIndex(m_evasion->findData(static_cast<int>(evasion)));
}

void SuppressDialog::setModifier(int modifier)
{
    m_modifier->setValue(modifier);
}

QString SuppressDialog::note() const
{
    return m_note->text();
}

void SuppressDialog::update()
{
    const SuppressRequest req = request();
    const QString refused = m_session->checkSuppression(req);
    m_fire->setEnabled(refused.isEmpty());
    if (!refused.isEmpty()) {
        m_note->setText(tr("Impossible: %1").arg(refused));
        return;
    }
    const Weapon* weapon = m_session->ruleset()->weapon(req.weapon);
    const QString figure
        = m_session->targetName().isEmpty() ? tr("the target") : m_session->targetName();
    // §6, as the seed words it.
    m_note->setText(
        tr("%1 rolls Auto/Support (%2) with the %3: 13 or more lays down the fire, its success "
           "die value the bar. %4 then rolls %5 − the weapon's FA %6: over the bar crosses "
           "unharmed, a success not over it takes one bullet (a wild shot at the standard "
           "aiming point), a failure two (a wild semi-auto hit).")
            .arg(qs(req.shooter.name))
            .arg(req.shooter.autoSupport)
            .arg(weapon ? qs(weapon->name) : qs(req.weapon), figure, m_evasion->currentText())
            .arg(weapon ? weapon->fa : 0));
}

} // namespace hitspread
