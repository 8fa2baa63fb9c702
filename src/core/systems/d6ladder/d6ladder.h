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
// The target of an attack is action.target; the target of a throw is the figure standing on
// the hex thrown at (scene.aim), if any: it may dodge and be in cover like any target (the
// seed's Dodge avoids "any sort of attack"). A throw that hits its target's cover lands where
// aimed, and the protection shields that target from it (option thrownCoverHitScatters: it
// scatters like a miss).
//
// Penalties (dice off a roll, never below 0D): a wounded figure's −1D (wounded twice −2D)
// and a stun's −1D for the rest of the round and the next, on every skill and attribute roll
// of that figure (attack, throw, dodge, Sneak, Savvy, Body against damage); on an action and
// on a dodge, the multiple-action penalty too (Options::multipleActionDice for each other
// action of the figure this round: those taken, or option `declared_actions`), and on a
// dodge option `dodge_penalty`.
//
// Surprise: situation `surprised` (the target is surprised: it cannot dodge this first
// action) or `sneak_attack` (the attacker tries: his Special Ops [Sneak] against the
// target's Savvy; a higher roll surprises, and a dodge chosen is then not rolled).
//
// Dice order (what typed dice feed, in turn):
//   attack: with sneak_attack the attacker's Sneak dice, then the target's Savvy dice; the
//           target's dodge dice (situation dodge or full_dodge, unless surprised); the dice
//           of each modifier: the situations in the ruleset's order, then the free modifier;
//           the cover's dice; the attacker's skill dice;
//           on a hit: the damage dice, then the target's Body + armour dice;
//           on a hit on the cover with a protection: the damage dice, the protection's body
//           dice, and when damage gets through: the dice that get through (4D, 2D, 1D; none
//           for "full", which is the damage roll itself), then the target's Body + armour;
//   throw:  with sneak_attack Sneak and Savvy as above; the target's dodge dice; the range
//           dice, the situations' dice, the free modifier's, the cover's; the throw's skill
//           dice; on a miss the scatter direction (one d6, 1 = beyond the target, then
//           clockwise) then the scatter metres (1, 1, 2 or 3 d6 by band: the ruleset's
//           `scatter`); then for each figure within a blast ring, in scene order, the ring's
//           damage dice, for a target whose cover was hit the protection's body dice and the
//           dice that get through, and its Body + armour dice (a weapon without blast hurts
//           only a figure on the hex where it lands).
//
// Figure::state keys (missing = 0):
//   wound_level  the rung: 0 healthy, 1 stunned, 2 wounded, 3 wounded twice,
//                4 incapacitated, 5 mortally wounded, 6 killed (WoundLevel);
//   stuns        concurrent stun injuries (the one that reaches the Body dice knocks out);
//   unconscious  1 when knocked out (by stuns, incapacitated, mortally wounded);
//   stun_rounds  rounds the latest stun's −1D still counts, this one included (2, then 1);
//   prone        1 when fallen (wounded or worse); it stays: the seed has no getting up;
//   no_actions   1 when wounded this round: no more actions (nor dodges) until the next;
//   full_dodge   1 after a full dodge: no other actions this round (dodges still);
//   actions      actions taken this round (attacks, throws, dodges).
// Engine::newRound ends what lasts a round (nextRound below).

#include "d6ladderrules.h"
#include "ground.h"

#include <map>

namespace hitspread::d6ladder {

Injury injuryOf(const ground::Figure& figure);
void setInjury(ground::Figure& figure, const Injury& injury);
// A wounded character's penalty on skill and attribute rolls, in dice (wounded 1, wounded
// twice 2).
int woundPenalty(WoundLevel level);

// The dice a figure rolls fewer on one roll, and why.
struct Penalty {
    int wounds = 0; // wounded 1, wounded twice 2, until healed
    int stun = 0; // 1 while a stun's −1D lasts (unless the wounds' already count it)
    int actions = 0; // the multiple-action penalty
    int byHand = 0; // option dodge_penalty
    int total() const { return wounds + stun + actions + byHand; }
};
// A figure's penalty on any skill or attribute roll: its wounds and a fresh stun.
Penalty conditionPenalty(const Rules& rules, const ground::Figure& figure);
// The same on the roll of the figure's next action (an attack, a throw, a dodge), with the
// multiple-action penalty: `declared` actions this round, or those taken and this one.
Penalty actionPenalty(const Rules& rules, const ground::Figure& figure, int declared);
// The figure as the next round finds it: a stun's penalty a round shorter, actions and a full
// dodge spent, lost actions back; the wounds and a prone posture stay.
ground::Figure nextRound(const ground::Figure& figure);

// The exact chance of each total of a die code (negative dice are subtracted), by total.
std::map<int, double> codeOdds(DieCode code);

} // namespace hitspread::d6ladder
