// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "encounter.h"

namespace hitspread {

// The encounter without its log, settings and grenade: the roster (each combatant's sheet and
// state), who is picked, the combat tracker and how far the dice have rolled. What a roster
// edit, a tracker step or a treatment makes of the scene, handed to the session whole; its
// undo command keeps only the parts that differ (commands/changescene.h).
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

// Whether two combatants are the same in every part a scene change may touch.
bool sameCombatant(const Combatant& a, const Combatant& b);

} // namespace hitspread
