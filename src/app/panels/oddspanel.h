// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "odds.h"

#include <QWidget>

#include <map>
#include <optional>

class QCheckBox;
class QLabel;
class QTableWidget;

namespace hitspread {

class Session;

// The Odds dock: the exact chance of each location being hit by the shot the Shooter panel
// describes, aimed at the hovered hex (or the aimed one), miss included; and the switch for
// the heat map on the diagram, with its legend.
class OddsPanel : public QWidget {
    Q_OBJECT
public:
    explicit OddsPanel(Session* session, QWidget* parent = nullptr);

    // The hex the odds are for while the mouse is over the diagram.
    void setFocusHex(std::optional<Hex> hex);
    const std::optional<ShotOdds>& odds() const { return m_odds; }
    const std::optional<FireOdds>& actionOdds() const { return m_fireOdds; }
    Hex oddsHex() const { return m_oddsHex; }
    bool heatMapOn() const;
    void setHeatMapOn(bool on);
    QString probabilityText(const QString& location) const;

signals:
    void heatChanged(std::optional<std::map<hitspread::Hex, double>> heat);

private:
    void recompute();

    Session* m_session;
    QLabel* m_header;
    QTableWidget* m_table;
    QCheckBox* m_heatCheck;
    QWidget* m_legend;
    std::optional<Hex> m_focus;
    std::optional<ShotOdds> m_odds;
    std::optional<FireOdds> m_fireOdds; // bursts, semi-auto and templates
    Hex m_oddsHex;
};

} // namespace hitspread
