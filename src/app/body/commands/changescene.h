// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "encounter.h"

#include <QStringList>
#include <QUndoCommand>

namespace hitspread {

class Session;

// The encounter without its log, settings and grenade: the roster (each combatant's sheet and
// state), who is picked, the combat tracker and how far the dice have rolled. What a roster
// edit, a tracker step or a treatment changes, and all an undo needs to put back: the log is
// not copied.
struct SceneSnapshot {
    std::vector<Side> sides;
    std::vector<Combatant> combatants;
    CombatantId nextId = 1;
    CombatantId actor = 0;
    CombatantId target = 0;
    std::vector<CombatantId> others;
    TrackerState tracker;
    std::uint64_t facesUsed = 0;

    static SceneSnapshot of(const Encounter& encounter);
    void applyTo(Encounter& encounter) const;
};

// A change of the scene (§10's tracker steps, first aid, a combatant added, removed, renamed,
// moved to another side, picked as actor or target, its sheet edited): undo puts the roster,
// the tracker and the dice back exactly; the change's lines go into the tracker's log and come
// out again. When the roster keeps its combatants in order, only those the change touched are
// stored (picking the actor stores none), so the undo stack grows with what changed.
class ChangeScene : public QUndoCommand {
public:
    ChangeScene(Session* session, SceneSnapshot before, SceneSnapshot after, QStringList lines,
        const QString& text);
    void redo() override;
    void undo() override;

private:
    void apply(const SceneSnapshot& scene, const std::vector<Combatant>& changed, bool forward);

    Session* m_session;
    SceneSnapshot m_before; // without its combatants when only `m_changed` differ
    SceneSnapshot m_after;
    bool m_patch = false;
    std::vector<std::size_t> m_changed; // indexes into the roster
    std::vector<Combatant> m_changedBefore;
    std::vector<Combatant> m_changedAfter;
    QStringList m_lines;
};

} // namespace hitspread
