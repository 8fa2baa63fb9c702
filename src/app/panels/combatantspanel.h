// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "encounter.h"

#include <QWidget>

#include <optional>

class QLabel;
class QMenu;
class QTableWidget;
class QToolButton;

namespace hitspread {

class Session;

// The Combatants dock: everyone in the fight, a row each — name, side, state, Incap, wounds,
// initiative and the part each plays now (acts, target, further target, next to act) — and
// the roster's edits: add a combatant (a character of the ruleset or a character file),
// duplicate, remove, rename, change side, and pick who acts on whom. Every edit is undoable.
class CombatantsPanel : public QWidget {
    Q_OBJECT
public:
    explicit CombatantsPanel(Session* session, QWidget* parent = nullptr);

    enum Column { Name, Part, Side, State, Incap, Wounds, Initiative, ColumnCount };

    QTableWidget* table() const { return m_table; }
    QToolButton* button(const QString& name) const; // by object name: "add", "act", …
    QString lastError() const { return m_error; }
    // The combatant of a table row, and the one selected.
    std::optional<CombatantId> combatantAt(int row) const;
    std::optional<CombatantId> selected() const;
    void select(CombatantId id);

    // The edits, as the buttons do them (the tests call them too); each returns why not.
    QString addCharacter(const std::string& key, int side);
    QString addFromFile(const QString& path, int side);
    QString duplicate();
    QString remove();
    QString rename(const QString& name);
    QString changeSide(int side);
    QString act();
    QString target();
    QString furtherTarget();

private:
    void refresh();
    void rebuildMenus();
    void updateButtons();
    QString say(const QString& error); // shows an error (or clears it) and returns it
    void renameAsked();
    void addFromFileAsked();
    int sideForNew() const; // the selected combatant's side, else the target's

    Session* m_session;
    QTableWidget* m_table;
    QLabel* m_status;
    QMenu* m_addMenu;
    QMenu* m_sideMenu;
    QString m_error;
};

} // namespace hitspread
