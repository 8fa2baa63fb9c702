// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tracker.h"

#include <QDialog>
#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace hitspread {

class Session;

// The Tracker dock (§10): the scene's combatants in the order they act this phase, each with
// initiative, actions left, held opportunity actions, wounds and their penalty, state and
// bleeding; the round and phase; and the steps — start a round (initiative from the session's
// dice), act, hold, use an opportunity action, split an action (§8), plan the phases, end the
// phase (bleeding and regeneration after the third). Every step is undoable and saved.
class TrackerPanel : public QWidget {
    Q_OBJECT
public:
    explicit TrackerPanel(Session* session, QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    QString roundText() const;
    QString logText() const;
    QString lastError() const { return m_error; }
    // The combatant (index into the tracker) of a table row, and the row selected.
    std::optional<int> combatantAt(int row) const;
    std::optional<int> selectedCombatant() const;
    void selectCombatant(int combatant);
    QPushButton* button(const QString& name) const; // by object name: "act", "hold", …

    // The steps, as the buttons do them (the tests call them too); each returns why not.
    QString act();
    QString hold();
    QString useOpportunity();
    QString endPhase();
    QString plan(std::array<int, PhasesPerRound> phases);
    QString split(const SplitRequest& request);
    QString remove();

signals:
    // Starting a round needs dice: the window asks for them when the player rolls by hand.
    void startRoundRequested();

private:
    void refresh();
    QString step(const QString& description,
        const std::function<TrackerStep(const Ruleset&, const TrackerState&, const Roster&, int)>&
            action);
    void report(const QString& error);

    Session* m_session;
    QLabel* m_round;
    QLabel* m_next;
    QTableWidget* m_table;
    QSpinBox* m_plan[PhasesPerRound];
    QPlainTextEdit* m_log;
    QLabel* m_status;
    QString m_error;
};

// Splitting an action (§8): the primary skill and the ranks it keeps, the secondary skill and
// the ranks it gets, and whether the secondary waits as an opportunity action.
class SplitDialog : public QDialog {
    Q_OBJECT
public:
    SplitDialog(const Ruleset& ruleset, const CharacterState& character, int combatant,
        QWidget* parent = nullptr);
    SplitRequest request() const;

private:
    void showCap();

    const CharacterState& m_character;
    int m_combatant;
    QComboBox* m_primary;
    QSpinBox* m_primaryRanks;
    QComboBox* m_secondary;
    QSpinBox* m_secondaryRanks;
    QCheckBox* m_hold;
    QLabel* m_cap;
};

} // namespace hitspread
