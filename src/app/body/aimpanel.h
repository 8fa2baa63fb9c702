// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "aim.h"

#include <QWidget>

#include <map>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;

namespace hitspread {

class Session;

// The aim map over the body (aim.h), apart from the landing heat map: every body hex rated
// as the aim of the action the Shooter panel sets up, by the goal picked here.
struct AimOverlay {
    std::map<Hex, double> shade; // each hex's score as a share of the best one's (0 … 1)
    std::vector<Hex> best; // the best hex and the runner-up
};

// The Best Aim dock: the goal (the body at all, or one location), the switch for the aim map,
// the best hex and the runner-up with their scores, and Aim There.
class AimPanel : public QWidget {
    Q_OBJECT
public:
    explicit AimPanel(Session* session, QWidget* parent = nullptr);

    bool aimMapOn() const;
    void setAimMapOn(bool on);
    const std::optional<AimMap>& aimMap() const { return m_map; }
    // Aims at the best hex (Aim There), or at the next one down the list on each call after
    // it (View ▸ Next Best Aim): one undoable change of the aimed hex.
    void aimThere();
    void aimAtNext();

signals:
    void aimMapChanged(std::optional<hitspread::AimOverlay> overlay);

private:
    void rebuildGoals();
    void recompute();
    void aimAtRank(std::size_t rank);

    Session* m_session;
    QComboBox* m_goal;
    QCheckBox* m_show;
    QLabel* m_summary;
    QPushButton* m_aimThere;
    QWidget* m_legend;
    std::optional<AimMap> m_map;
    std::size_t m_next = 0; // the rank Next Best Aim goes to
};

} // namespace hitspread
