// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Defending against an attack (rules §8): a parry or a dodge against a melee attack, and the
// knockback a hit calls for (§7). Pure functions over a dice source; the attack resolver
// (attack.h) calls them in the order of the dice: the attack roll, then the defence roll,
// then the direction, then the tests the damage calls for.

#include "attack.h"

namespace hitspread {

// Checks a defence before any die is rolled: throws Refused for a dodge or parry against a
// ranged attack, a dodge without the Dodge skill, a parry with a weapon that is not a melee
// weapon the defender holds, a bare-handed parry of a vibro-weapon, a value out of range.
void checkDefence(const Ruleset& ruleset, const Weapon& attackWeapon, const AttackRequest& request);
// The Dodge penalty of the armour a character wears (§8, §7): "Certain armors have a Dodge
// Modifier … it is subtracted from a character's Dodge roll", each piece's DM (natural armour
// has none); with layered armour (§7, the option layered_armour) "each layer worn increases
// the Dodge penalty by 1" for each layer past the first.
int armourDodgeModifier(const Ruleset& ruleset, const CharacterState& state);
// A Dance of Death declared against the attack (`request.dance`) is the target's own: §8 gives
// it only to a character with Dance or Ballet of Death. Throws Refused for any other target
// (one without a sheet, a bare state, is not checked).
void checkDanceOf(const CharacterState& target, const AttackRequest& request);

// The parrying weapon: the one named, else the defender's first melee weapon, else bare
// hands (the ruleset's first bare-handed weapon). Null when the ruleset has none of them.
const Weapon* parryWeaponOf(
    const Ruleset& ruleset, const std::vector<std::string>& held, const std::string& named);

// A dodge (§8): rolled (three dice) or, with a value given, already made. Its success value
// comes off the attack; its penalty falls on the dodger.
DefenceOutcome resolveDodge(const Ruleset& ruleset, const AttackRequest& request, DiceSource& dice);

// A dodge made on its own (§8): a regular dodge (its value off all attacks this round, its
// penalty on all the dodger's actions this round), a quick dodge (this phase; the penalty on the
// next action) or a Dance or Ballet of Death (ranged attacks this phase, no action spent; the
// Dance's penalty on the next action, none for the Ballet). Three dice; the Dodge rank less the
// armour's DM and the wounds; a harder attack declared raises its target. Throws Refused without
// the Dodge skill, or for a dance without the advantage.
DefenceOutcome rollDodge(const Ruleset& ruleset, DefenceKind kind, const DefenderProfile& defender,
    int harder, DiceSource& dice);

// A parry (§8) of a melee attack that hit with `attackDam` (the weapon's DAM, the STR bonus
// and the damage die): three dice. On success it takes its value off the DAM, adds its
// success value to the handling factor and turns the deviation face as asked.
DefenceOutcome resolveParry(const Ruleset& ruleset, const Weapon& attackWeapon,
    const AttackRequest& request, int attackDam, DiceSource& dice);

// The knockback test of a hit on `target` (§7), rolled (three dice) unless the target lies
// down already; its result lands on the target (knocked down, knocked out).
void rollKnockback(Knockback& knockback, CharacterState& target, DiceSource& dice);

} // namespace hitspread
