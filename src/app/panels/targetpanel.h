// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;

namespace Ui {
class TargetPanel;
}

namespace hitspread {

class BurstPlayer;
class Session;

// The Target dock: the target's sheet as it stands — hits per location, armour PV and ID,
// Incap, bruising, wounds and status. Hits, ID, Incap, bruising and wounds can be edited
// (each edit undoable), for damage dealt outside Hitspread.
class TargetPanel : public QWidget {
    Q_OBJECT
public:
    TargetPanel(Session* session, BurstPlayer* player, QWidget* parent = nullptr);
    ~TargetPanel() override;

    QString statusText() const;
    int hitsShown(int location) const;

private:
    void populate();
    void showTarget();
    void cellEdited(int row, int column);
    void numberEdited();

    std::unique_ptr<Ui::TargetPanel> m_ui;
    QComboBox* m_otherCombo = nullptr;
    QLabel* m_sceneLabel = nullptr;
    Session* m_session;
    BurstPlayer* m_player; // what a replay has revealed
    bool m_updating = false;
};

} // namespace hitspread
