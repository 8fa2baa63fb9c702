// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A change of the scene (scenesnapshot.h): a roster edit, a pick, a tracker step, a
// treatment. The command keeps only the parts of the scene that differ, and of each only the
// value the session does not hold now: doing and undoing swap them with the session's, so
// the values the session holds are never copied into the history.

#include "app/document/scenesnapshot.h"

#include <QStringList>
#include <QUndoCommand>

#include <memory>
#include <optional>

namespace hitspread {

class Session;

class ChangeScene : public QUndoCommand {
public:
    // `after` is the scene once done; the session holds the scene before.
    ChangeScene(Session* session, SceneSnapshot after, QStringList lines, const QString& text);
    void redo() override;
    void undo() override;

private:
    void swapWith(Encounter& encounter);

    // What a pick leaves alone: the sides, who is in the roster and the tracker. Held only by
    // a change of them (a join, a tracker step).
    struct Rare {
        std::optional<std::vector<Side>> sides;
        // The whole roster when who is in it changed.
        std::optional<std::vector<Combatant>> roster;
        std::optional<TrackerState> tracker;
    };

    Session* m_session;
    std::unique_ptr<Rare> m_rare;
    // Else only the combatants that differ, by their index in the roster: of one whose
    // readiness alone changed (a pick, a move of the turn) only that.
    std::vector<std::pair<std::size_t, Combatant>> m_changed;
    std::vector<std::pair<std::size_t, Readiness>> m_readied;
    CombatantId m_nextId;
    CombatantId m_actor;
    CombatantId m_target;
    std::uint64_t m_facesUsed;
    std::optional<std::vector<CombatantId>> m_others;
    QStringList m_lines; // what the tracker says of the step, as it happens
};

} // namespace hitspread
