// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The resolvers of system d6ladder (rules/other-systems.md section B, the D6 STARGATE chapter
// of seed 002); the ground-map engine (d6ladderengine.h) puts them together. The rule tables
// themselves are in d6ladderrules.h.
//
// The difficulty: the number picked in the level's band (option `difficulty`, 0 = the
// band's middle) — a regular dodge's roll takes its place, a full dodge's is added — plus
// the dice of every modifier, rolled: a thrown weapon's range dice, the situations (called
// shot, smoke, light …), the free modifier (Action::modifier, in dice), and last the cover's
// dice. A roll that beats the difficulty without the cover but not with it hits the cover:
// the damage meets the protection's body first (situation = a protection id).
//
// Dice order (what typed dice feed, in turn):
//   attack: the target's dodge dice (situation dodge or full_dodge, less option
//           dodge_penalty and the target's wound penalty); the dice of each modifier: the
//           situations in the ruleset's order, then the free modifier; the cover's dice;
//           the attacker's skill dice (less his wound penalty);
//           on a hit: the damage dice, then the target's Body + armour dice;
//           on a hit on the cover with a protection: the damage dice, the protection's body
//           dice, and when damage gets through: the dice that get through (4D, 2D, 1D; none
//           for "full", which is the damage roll itself), then the target's Body + armour;
//   throw:  the range dice, the situations' dice, the free modifier's, the throw's skill
//           dice; on a miss the scatter direction (one d6, 1 = beyond the target, then
//           clockwise) then the scatter metres (1, 1, 2 or 3 d6 by band: the ruleset's
//           `scatter`); then for each figure within a blast ring, in scene order, the ring's
//           damage dice and its Body + armour dice (a weapon without blast hurts only a
//           figure on the hex where it lands).
//
// Figure::state keys (missing = 0):
//   wound_level  the rung: 0 healthy, 1 stunned, 2 wounded, 3 wounded twice,
//                4 incapacitated, 5 mortally wounded, 6 killed (WoundLevel);
//   stuns        concurrent stun injuries (the one that reaches the Body dice knocks out);
//   unconscious  1 when knocked out (by stuns, incapacitated, mortally wounded).

#include "d6ladderrules.h"
#include "ground.h"

#include <map>

namespace hitspread::d6ladder {

Injury injuryOf(const ground::Figure& figure);
void setInjury(ground::Figure& figure, const Injury& injury);
// A wounded character's penalty on skill and attribute rolls, in dice (wounded 1, wounded
// twice 2).
int woundPenalty(WoundLevel level);

// The exact chance of each total of a die code (negative dice are subtracted), by total.
std::map<int, double> codeOdds(DieCode code);

} // namespace hitspread::d6ladder
