// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/document/scenesnapshot.h"

namespace hitspread {

SceneSnapshot SceneSnapshot::of(const Encounter& encounter)
{
    return { encounter.sides, encounter.combatants, encounter.nextId, encounter.actor,
        encounter.target, encounter.others, encounter.tracker, encounter.dice.facesUsed };
}

void SceneSnapshot::applyTo(Encounter& encounter) const
{
    encounter.sides = sides;
    encounter.combatants = combatants;
    encounter.nextId = nextId;
    encounter.actor = actor;
    encounter.target = target;
    encounter.others = others;
    encounter.tracker = tracker;
    encounter.dice.facesUsed = facesUsed;
}

namespace {
    bool sameState(const CharacterState& a, const CharacterState& b)
    {
        return a.sheet == b.sheet && a.locations == b.locations && a.armour == b.armour
            && a.incap == b.incap && a.incapMax == b.incapMax && a.bruising == b.bruising
            && a.wounds == b.wounds && a.knockedDown == b.knockedDown
            && a.knockedOut == b.knockedOut && a.dodge == b.dodge
            && a.jammedWeapons == b.jammedWeapons && a.phys == b.phys
            && a.woundThreshold == b.woundThreshold;
    }
}

bool sameCombatant(const Combatant& a, const Combatant& b)
{
    return a.id == b.id && a.name == b.name && a.side == b.side && a.posture == b.posture
        && a.absent == b.absent && a.position == b.position && a.readiness == b.readiness
        && sameState(a.state, b.state);
}

} // namespace hitspread
