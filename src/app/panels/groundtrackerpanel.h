// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;
class QTextBrowser;

namespace hitspread {

class GroundScene;

// The ground map's Tracker dock: the round under way and its order as the system rolled it
// (d6-modern 1d6 + DEX, a second action at 10+, equal totals together; success-pool d6 +
// Speed once for the fight; the others as listed), whose turn it is, and the rolls in words.
// Start Round rolls a new order; End Turn passes to the next figure in the fight.
class GroundTrackerPanel : public QWidget {
    Q_OBJECT
public:
    explicit GroundTrackerPanel(GroundScene* scene, QWidget* parent = nullptr);
    QTableWidget* table() const { return m_table; }

signals:
    void startRoundRequested();
    void nextTurnRequested();

private:
    void refresh();

    GroundScene* m_scene;
    QLabel* m_round;
    QTableWidget* m_table;
    QTextBrowser* m_working;
    QPushButton* m_start;
    QPushButton* m_next;
};

} // namespace hitspread
