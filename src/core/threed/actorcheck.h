// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a combatant's state forbids it to do (rules/3d-system.md §5 and §7): an unconscious or
// dead combatant does not act; an arm that is useless or worse holds no weapon, so a weapon
// used in two hands needs both arms, and any weapon or throw needs one.

#include "attack.h"
#include "character.h"
#include "ruleset.h"
#include "text.h"

#include <optional>

namespace hitspread {

// How many hands an attack takes (§5): two for a two-handed weapon, for a weapon whose RCL is
// above the shooter's STR, and for two weapons at once; else one.
int handsNeeded(const Weapon& weapon, const AttackRequest& request);

// Why `actor` cannot make this attack, in words; nothing when it can.
std::optional<Text> whyCannotAttack(
    const Ruleset& ruleset, const CharacterState& actor, const AttackRequest& request);
// Why `actor` cannot throw a grenade (one hand) or jump on one; nothing when it can.
std::optional<Text> whyCannotThrow(const Ruleset& ruleset, const CharacterState& actor);
std::optional<Text> whyCannotJump(const Ruleset& ruleset, const CharacterState& actor);

// §1, §11: whether a roll of the action jammed its weapon (a shot's own roll: the later bullets
// of a burst roll none).
bool jammedIn(const Outcome& outcome);
// §11: a weapon that jammed stays jammed in the character's hands until the jam is cleared.
void keepJammed(CharacterState& character, const std::string& weapon);

} // namespace hitspread
