// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/panels/oddspanel.h"
#include "qs.h"

#include "app/charts/effectchart.h"
#include "app/charts/ramplegend.h"
#include "app/document/coreterms.h"
#include "app/document/session.h"
#include "app/widgets/columnfit.h"
#include "bodyrenderer.h"
#include "heatcolor.h"
#include "localnumber.h"

#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hitspread {

OddsPanel::OddsPanel(Session* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_header(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_heatCheck(new QCheckBox(tr("Show the &heat map"), this))
    , m_legend(new RampLegend(heatColor, { "0 %", "25 %", "50 %", "75 %", "100 %" },
          tr("Heat map legend, 0 to 100 percent"), this))
{
    m_header->setWordWrap(true);
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels({ tr("Location"), tr("Chance") });
    m_table->verticalHeader()->hide();
    fitColumns(m_table);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The seven locations and the miss in view, not a row and a half.
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height()
        + 8 * m_table->verticalHeader()->defaultSectionSize() + 4);
    m_table->setAccessibleName(tr("Chance of each location being hit"));
    m_heatCheck->setAccessibleName(tr("Show the heat map"));
    m_legend->setVisible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_header);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_heatCheck);
    layout->addWidget(m_legend);
    layout->addWidget(new EffectChart(session, EffectChart::Action::Attack, this), 1);
    layout->addWidget(new EffectChart(session, EffectChart::Action::Grenade, this), 1);
    for (auto signal : { &Session::settingsChanged, &Session::targetChanged,
             &Session::rulesetChanged, &Session::rosterChanged }) // who stands where sets the range
        connect(session, signal, this, &OddsPanel::recompute);
    connect(m_heatCheck, &QCheckBox::toggled, this, [this](bool on) {
        m_legend->setVisible(on);
        recompute();
    });
}

bool OddsPanel::heatMapOn() const
{
    return m_heatCheck->isChecked();
}

void OddsPanel::setHeatMapOn(bool on)
{
    m_heatCheck->setChecked(on);
}

void OddsPanel::setFocusHex(std::optional<Hex> hex)
{
    if (hex == m_focus)
        return;
    m_focus = hex;
    recompute();
}

QString OddsPanel::probabilityText(const QString& location) const
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, 0)->text() == location)
            return m_table->item(row, 1)->text();
    }
    return {};
}

void OddsPanel::recompute()
{
    const Ruleset* rs = m_session->ruleset();
    m_odds.reset();
    m_table->setRowCount(0);
    if (!rs) {
        m_header->setText(tr("No ruleset is loaded."));
        emit heatChanged(std::nullopt);
        return;
    }
    // As Fire resolves it (Session::asResolved).
    AttackRequest request = m_session->asResolved(m_session->settings());
    if (m_focus)
        request.target = *m_focus;
    m_oddsHex = request.target;
    const Weapon* weapon = rs->weapon(request.weapon);
    const bool wholeAction = weapon
        && (request.mode != FireMode::Single || weapon->kind == WeaponKind::Shotgun
            || weapon->kind == WeaponKind::Rotary);
    try {
        m_odds = shotOdds(*rs, request);
        m_fireOdds = wholeAction ? std::optional<FireOdds>(fireOdds(*rs, request)) : std::nullopt;
    } catch (const Refused& e) {
        m_odds.reset();
        m_fireOdds.reset();
        m_header->setText(tr("No odds: %1").arg(QString::fromStdString(e.what())));
        emit heatChanged(std::nullopt);
        return;
    }
    const ShotOdds& odds = *m_odds;
    m_header->setText(
        tr("Aimed at %1%2: the roll succeeds %3 of the time (exact, over all %4 dice sequences).")
            .arg(QString::fromStdString(label(request.target)))
            .arg(m_focus ? tr(" (the hex under the mouse)") : QString())
            .arg(percentText(odds.probability(odds.rollSucceeds)))
            .arg(odds.denominator));
    auto addRow = [&](const QString& name, double p, const QColor& colour, bool expected) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        auto* item = new QTableWidgetItem(name);
        if (colour.isValid()) {
            item->setBackground(colour);
            item->setForeground(Qt::black);
        }
        m_table->setItem(row, 0, item);
        m_table->setItem(
            row, 1, new QTableWidgetItem(expected ? localNumber(p, 2) : percentText(p)));
    };
    std::map<Hex, double> heat;
    if (m_fireOdds) {
        // Several shots, a burst or a template: expected hits per location, bullets per hex.
        const FireOdds& action = *m_fireOdds;
        m_table->setHorizontalHeaderLabels({ tr("Location"), tr("Expected hits") });
        m_header->setText(m_header->text()
            + tr(" Whole action: %1 shots or bullets expected.").arg(localNumber(action.shots, 2)));
        for (std::size_t i = 0; i < action.locations.size(); ++i)
            addRow(qs(rs->body.locations[i].name), action.locations[i],
                BodyRenderer::locationColor(static_cast<int>(i), false), true);
        addRow(tr("Miss"), action.miss, QColor(), true);
        heat = action.hexes;
    } else {
        m_table->setHorizontalHeaderLabels({ tr("Location"), tr("Chance") });
        for (std::size_t i = 0; i < odds.locations.size(); ++i)
            addRow(qs(rs->body.locations[i].name), odds.probability(odds.locations[i]),
                BodyRenderer::locationColor(static_cast<int>(i), false), false);
        addRow(tr("Miss"), odds.probability(odds.miss), QColor(), false);
        for (const auto& [hex, weight] : odds.hexes)
            heat[hex] = odds.probability(weight);
    }
    if (!heatMapOn()) {
        emit heatChanged(std::nullopt);
        return;
    }
    emit heatChanged(std::move(heat));
}

} // namespace hitspread
