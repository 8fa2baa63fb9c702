// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "grenade.h"

#include <QWidget>

#include <functional>
#include <map>
#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace hitspread {

class Session;

// The Grenade dock (§9): which grenade, how it is thrown (or that it lies on the floor), the
// scene's characters with their distance from the impact point, each one's blast zone and
// chance to be caught, the exact odds per location, and the Throw and Jump buttons. The
// impact point is the hex aimed at on the diagram. Every edit is undoable.
class GrenadePanel : public QWidget {
    Q_OBJECT
public:
    explicit GrenadePanel(Session* session, QWidget* parent = nullptr);

    QComboBox* grenadeBox() const { return m_grenade; }
    QCheckBox* onFloorBox() const { return m_onFloor; }
    QDoubleSpinBox* distanceBox() const { return m_distance; }
    QSpinBox* skillBox() const { return m_skill; }
    QTableWidget* sceneTable() const { return m_scene; }
    QTableWidget* oddsTable() const { return m_oddsTable; }
    QPushButton* throwButton() const { return m_throw; }
    QPushButton* jumpButton() const { return m_jump; }
    // The spin box of a further target's distance (1 the first further target).
    QDoubleSpinBox* distanceOf(int character) const;
    QString refusal() const; // why the grenade cannot be thrown now, or nothing
    const std::optional<ThrowOdds>& odds() const { return m_odds; }
    bool heatMapOn() const;
    void setHeatMapOn(bool on);

signals:
    void throwRequested();
    void jumpRequested();
    void heatChanged(std::optional<std::map<hitspread::Hex, double>> heat);

private:
    void showRuleset();
    void showAction();
    void showScene();
    void showOdds();
    void edit(const QString& description, const std::function<void(GrenadeAction&)>& change);

    Session* m_session;
    QComboBox* m_grenade;
    QLabel* m_info;
    QCheckBox* m_onFloor;
    QDoubleSpinBox* m_distance;
    QLabel* m_band;
    QSpinBox* m_skill;
    QSpinBox* m_modifier;
    QLabel* m_impact;
    QPushButton* m_atBody;
    QTableWidget* m_scene;
    QTableWidget* m_oddsTable;
    QCheckBox* m_heatCheck;
    QLabel* m_status;
    QPushButton* m_throw;
    QPushButton* m_jump;
    std::optional<ThrowOdds> m_odds;
};

} // namespace hitspread
