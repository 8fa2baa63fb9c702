// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The resolvers of system successpool (rules/other-systems.md section C): pure functions of
// (rules, request, dice) → a trace holding every die and every number used.
//
// Dice order (what --dice feeds, in turn; pool dice are the ruleset's pool_die, d6):
//   attack:     the attack dice; then, when the target evades or parries a melee attack
//               that scored a hit, the evasion or parry dice. Full auto fires one shot for
//               each action left, each shot so rolled in turn. Nothing else is rolled: hits,
//               protection and wounds are counted.
//   throw:      the throw's dice; on a miss (no success) one d12 for the clock direction,
//               then the scatter metres (the band's d6, 1d6 in the shipped ruleset). A
//               blast rolls nothing: each ring's hits are fixed.
//   initiative: one d6 per participant, in the order given.

#include "dice.h"
#include "hex.h"
#include "successpoolrules.h"
#include "text.h"

#include <optional>
#include <string>
#include <vector>

namespace hitspread::successpool {

// Dice rolled and their successes (faces ≥ minimum).
struct PoolRoll {
    std::vector<int> faces;
    int minimum = 0;
    int successes = 0;
};

// The exact chance of each number of successes of `count` dice with `sides` sides at
// `minimum` (index = successes; binomial).
std::vector<double> successOdds(int count, int minimum, int sides);
// The exact chance of at least one success.
double anySuccess(int count, int minimum, int sides);

// Who attacks or throws.
struct Attacker {
    std::string name;
    int skill = 0; // the weapon's skill
    int minimumRoll = 5;
    int strength = 0;
    int quickness = 0;
    int actionsLeft = 2; // before this attack
};

// Who takes the hits.
struct Defender {
    std::string name;
    int protection = 0;
    int wounds = 0; // taken so far
    int evasion = 0; // the Evasion skill
    int parry = 0; // the skill a parry rolls (Hand to hand)
    int minimumRoll = 5;
    int actionsLeft = 0; // none before its first priority (seed, "Start of the combat")
};

struct AppliedModifier {
    std::string id; // a situation id, "mode", "far", "unarmed", or empty for the free one
    Name name;
    int dice = 0;
};

// Hits against protection (seed, "Hit and penetration"). Reading: protection less the
// penetration, not below 0, is how many of the hits of one attack (or one blast) it stops;
// the rest become `woundsPerHit` each, plus the bonus wounds once if any hit went through.
struct WoundTrace {
    int hits = 0;
    int protection = 0;
    int penetration = 0;
    int stopped = 0;
    int through = 0;
    int woundsPerHit = 0;
    int bonusWounds = 0; // the weapon's, given only when through > 0
    int wounds = 0; // through × per hit + bonus
    int before = 0;
    int after = 0;
};

WoundTrace applyHits(
    int hits, int woundsPerHit, int bonusWounds, int protection, int penetration, int woundsBefore);

// The dice of an attack or throw before it is rolled: what resolve and hitChance share.
struct Pool {
    std::string band; // normalBand or farBand
    std::string mode; // the fire mode used ("" for none)
    bool spendsAllActions = false;
    int skill = 0;
    std::vector<AppliedModifier> modifiers;
    int diceCount = 0; // skill + modifiers, never below 0, for each shot
    int bonusWounds = 0; // the weapon's plus the unarmed bonus, per shot that gets through
    int shots = 1; // hit rolls: full auto one for each action left (ActionShots::EachAction)
    int actionsSpent = 1;
};

struct AttackRequest {
    std::string weapon;
    std::string mode; // empty: the weapon's default
    int distance = 1; // metres to the target
    std::vector<std::string> situations;
    int modifierDice = 0;
    // The target's reaction to a melee attack, one at most (seed, "Reactions": "There can only
    // ever be one reaction by a participant to an action"), each costing it an action:
    bool evades = false; // it evades (seed, "Evasion")
    bool parries = false; // it parries with a weapon or object (seed, "Actor and actions")
    // The target cannot perceive the attacker (an attack from behind): no reaction at all
    // (seed, "Reactions": "The reacting participant must directly perceive the actor").
    bool unseen = false;
    Attacker attacker;
    Defender defender;
};

// The pool of an attack; throws Refused for what the rules forbid (out of reach, a mode the
// weapon lacks, two covers, no action left, evading or parrying a shot, evading and parrying
// at once, a reaction to an attacker the target cannot perceive …). Nothing is rolled.
Pool attackPool(const Rules& rules, const AttackRequest& request);

// One hit roll of an attack: its successes are hits, each shot an attack of its own for
// the target's reaction, protection and bonus wounds.
struct ShotTrace {
    PoolRoll roll;
    int hits = 0; // the successes
    std::optional<PoolRoll> evasion; // rolled only against a hit, while the target has an action
    bool evaded = false;
    std::optional<PoolRoll> parry; // the same, when the target parries
    bool parried = false;
    std::optional<WoundTrace> wounds; // hits that reached the target

    bool stopped() const { return evaded || parried; } // a reaction stopped it completely
};

struct AttackTrace {
    std::string weapon;
    int distance = 0;
    Pool pool;
    std::vector<ShotTrace> shots; // pool.shots of them, in the order rolled
    int hits = 0; // the successes of every shot
    bool evasionDeclared = false;
    bool parryDeclared = false;
    bool unseen = false; // the target cannot perceive the attacker
    int actionsSpent = 0;
    int attackerActionsLeft = 0;
    Defender defenderAfter;
    std::vector<int> dice;

    bool landed() const; // any shot hit and was neither evaded nor parried
    int woundsDealt() const; // the wounds of every shot
};

AttackTrace resolveAttack(const Rules& rules, const AttackRequest& request, DiceSource& dice);
// The exact chance that the attack scores at least one hit the target does not evade or
// parry (with several shots: any of them).
double attackHitChance(const Rules& rules, const AttackRequest& request);

// A figure near a throw, on the ground map.
struct GroundTarget {
    Hex position;
    Defender defender;
};

struct ThrowRequest {
    std::string weapon;
    Hex thrower;
    Hex aim;
    std::vector<std::string> situations;
    int modifierDice = 0;
    Attacker attacker;
    std::vector<GroundTarget> figures;
};

Pool throwPool(const Rules& rules, const ThrowRequest& request);

struct BlastTrace {
    int distance = 0; // metres from where it landed
    std::optional<int> ring; // index into the weapon's blast
    std::optional<WoundTrace> wounds;
    Defender after;
};

struct ThrowTrace {
    std::string weapon;
    int distance = 0; // thrower to the intended point
    Pool pool;
    PoolRoll roll;
    bool onTarget = false; // at least one success
    std::optional<int> direction; // the d12 clock face, on a miss
    std::vector<int> metresFaces;
    int drift = 0;
    Hex aim;
    Hex landing;
    std::vector<BlastTrace> figures; // in the order given
    int actionsSpent = 0;
    int attackerActionsLeft = 0;
    std::vector<int> dice;
};

ThrowTrace resolveThrow(const Rules& rules, const ThrowRequest& request, DiceSource& dice);

struct InitiativeEntry {
    std::string name;
    int speed = 0;
    int quickness = 0;
    int deftness = 0;
};

struct InitiativeRoll {
    int face = 0;
    int total = 0; // face + Speed
};

struct InitiativeOutcome {
    std::vector<InitiativeRoll> rolls; // in the order given
    // Indices into `rolls`, first to act first: total, then Quickness, then Deftness, all
    // highest first. Reading: a tie on all three keeps the order given.
    std::vector<int> order;
    std::vector<int> dice;
};

InitiativeOutcome rollInitiative(const std::vector<InitiativeEntry>& entries, DiceSource& dice);

} // namespace hitspread::successpool
