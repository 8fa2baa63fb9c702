// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// GroundTable's Action dock: the weapon, fire mode, target, situations and the numbers
// each system asks for, read into the scene's next action.
#include "app/window/groundtable.h"

#include "qs.h"

#include "app/document/coreterms.h"
#include "app/widgets/docklayout.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hitspread {

QWidget* GroundTable::buildActionPanel()
{
    auto* panel = new QWidget(this);
    panel->setMinimumWidth(340);
    auto* layout = new QVBoxLayout(panel);
    auto* form = new QFormLayout;
    // What the one acting does: an attack or throw, or one of the system's procedures.
    m_procedure = new QComboBox(panel);
    m_procedure->setObjectName(QStringLiteral("groundProcedure"));
    form->addRow(tr("&Do:"), m_procedure);
    m_weapon = new QComboBox(panel);
    m_weapon->setObjectName(QStringLiteral("groundWeapon"));
    m_mode = new QComboBox(panel);
    m_mode->setObjectName(QStringLiteral("groundMode"));
    m_target = new QComboBox(panel);
    m_target->setObjectName(QStringLiteral("groundTarget"));
    m_modifier = new QSpinBox(panel);
    m_modifier->setRange(-30, 30);
    m_modifier->setObjectName(QStringLiteral("groundModifier"));
    form->addRow(tr("&Weapon:"), m_weapon);
    form->addRow(tr("Fire &mode:"), m_mode);
    form->addRow(tr("&Target:"), m_target);
    form->addRow(tr("Other m&odifier:"), m_modifier);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Situations:"), panel));
    m_situations = new QListWidget(panel);
    m_situations->setObjectName(QStringLiteral("groundSituations"));
    m_situations->setMaximumHeight(170);
    wrapEntries(m_situations);
    layout->addWidget(m_situations);
    m_optionForm = new QFormLayout;
    layout->addLayout(m_optionForm);
    m_showOdds = new QCheckBox(tr("Show where it may land"), panel);
    m_showOdds->setObjectName(QStringLiteral("groundShowOdds"));
    m_showOdds->setChecked(true);
    layout->addWidget(m_showOdds);
    // The odds and the Resolve button stand under the panel, outside its scrolling (the
    // window's constructor places them): in view however short the dock.
    m_oddsLabel = new QLabel(panel);
    m_oddsLabel->setObjectName(QStringLiteral("groundOdds"));
    m_oddsLabel->setWordWrap(true);
    m_resolve = new QPushButton(tr("Resolve"), panel);
    m_resolve->setObjectName(QStringLiteral("groundResolve"));
    layout->addStretch();

    auto changed = [this] { readPanel(); };
    connect(m_weapon, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating)
            return;
        m_updating = true;
        m_mode->clear();
        for (const ground::WeaponChoice& w : m_scene->engine()->weapons())
            if (qs(w.id) == m_weapon->currentData().toString())
                for (const ground::Choice& m : w.modes)
                    m_mode->addItem(shownTerm(m.name), qs(m.id));
        // The action's own mode when the weapon has it (a session opened keeps its mode).
        m_mode->setCurrentIndex(std::max(0, m_mode->findData(qs(m_scene->action().mode))));
        m_mode->setEnabled(m_mode->count() > 1);
        m_updating = false;
        readPanel();
    });
    connect(m_procedure, &QComboBox::currentIndexChanged, this, changed);
    connect(m_mode, &QComboBox::currentIndexChanged, this, changed);
    connect(m_target, &QComboBox::currentIndexChanged, this, changed);
    connect(m_modifier, &QSpinBox::valueChanged, this, changed);
    connect(m_situations, &QListWidget::itemChanged, this, changed);
    connect(m_showOdds, &QCheckBox::toggled, this, &GroundTable::refresh);
    connect(m_resolve, &QPushButton::clicked, this, [this] {
        const QString why = resolveNow();
        if (!why.isEmpty())
            QMessageBox::information(this, tr("Not possible"), why);
    });
    return panel;
}

void GroundTable::rebuildChoices()
{
    const ground::Engine* engine = m_scene->engine();
    m_updating = true;
    m_procedure->clear();
    m_procedure->addItem(tr("Attack or throw"), QString());
    for (const ground::Choice& c : engine->procedures())
        m_procedure->addItem(c.detail.empty()
                ? shownTerm(c.name)
                : tr("%1 (%2)").arg(shownTerm(c.name), shownTerm(c.detail)),
            qs(c.id));
    m_procedure->setCurrentIndex(
        std::max(0, m_procedure->findData(qs(m_scene->action().procedure))));
    m_procedure->setEnabled(m_procedure->count() > 1);
    m_weapon->clear();
    for (const ground::WeaponChoice& w : engine->weapons()) {
        const QString kind = w.kind == ground::WeaponKind::Thrown ? tr("thrown")
            : w.kind == ground::WeaponKind::Melee                 ? tr("melee")
                                                                  : tr("ranged");
        m_weapon->addItem(tr("%1 (%2)").arg(qs(w.name), kind), qs(w.id));
    }
    m_weapon->setCurrentIndex(m_weapon->findData(qs(m_scene->action().weapon)));
    m_situations->clear();
    for (const ground::Choice& c : engine->situations()) {
        auto* item = new QListWidgetItem(c.detail.empty()
                ? shownTerm(c.name)
                : tr("%1 (%2)").arg(shownTerm(c.name), shownTerm(c.detail)),
            m_situations);
        item->setData(Qt::UserRole, qs(c.id));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    m_updating = false;
    // The fire modes of the weapon picked.
    emit m_weapon->currentIndexChanged(m_weapon->currentIndex());
}

void GroundTable::rebuildOptions()
{
    const ground::Engine* engine = m_scene->engine();
    if (!engine)
        return;
    const std::vector<ground::OptionSpec> specs = engine->options(m_scene->action());
    bool same = specs.size() == m_options.size();
    for (std::size_t i = 0; same && i < specs.size(); ++i)
        same = specs[i].id == m_options[i].first;
    if (same) {
        // The same numbers asked: they show what the action holds now (the tracker sets
        // d6-modern's `simultaneous` by itself).
        const bool updating = m_updating;
        m_updating = true;
        for (const auto& [id, spin] : m_options)
            spin->setValue(m_scene->action().option(id, spin->value()));
        m_updating = updating;
        return;
    }
    while (m_optionForm->rowCount() > 0)
        m_optionForm->removeRow(0);
    m_options.clear();
    for (const ground::OptionSpec& s : specs) {
        auto* spin = new QSpinBox;
        spin->setObjectName(QStringLiteral("groundOption_") + qs(s.id));
        spin->setRange(s.min, s.max);
        spin->setValue(m_scene->action().option(s.id, s.value));
        connect(spin, &QSpinBox::valueChanged, this, [this] { readPanel(); });
        auto* label = new QLabel(shownTerm(s.name) + QLatin1Char(':'));
        label->setWordWrap(true);
        label->setBuddy(spin);
        spin->setToolTip(shownTerm(s.name));
        m_optionForm->addRow(label, spin);
        m_options.emplace_back(s.id, spin);
    }
}

void GroundTable::readPanel()
{
    if (m_updating || !m_scene->engine())
        return;
    ground::Action a = m_scene->action();
    a.procedure = m_procedure->currentData().toString().toStdString();
    a.weapon = m_weapon->currentData().toString().toStdString();
    a.isThrow = false;
    for (const ground::WeaponChoice& w : m_scene->engine()->weapons())
        if (w.id == a.weapon)
            a.isThrow = a.procedure.empty() && w.kind == ground::WeaponKind::Thrown;
    a.mode = m_mode->currentData().toString().toStdString();
    if (m_target->currentData().isValid())
        a.target = m_target->currentData().toInt();
    a.modifier = m_modifier->value();
    a.situations.clear();
    for (int i = 0; i < m_situations->count(); ++i)
        if (m_situations->item(i)->checkState() == Qt::Checked)
            a.situations.push_back(
                m_situations->item(i)->data(Qt::UserRole).toString().toStdString());
    a.options.clear();
    for (const auto& [id, spin] : m_options)
        a.options[id] = spin->value();
    m_scene->setAction(a);
}

} // namespace hitspread
