// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The resolvers of system d6pool (rules/other-systems.md section A): pure functions of
// (rules, request, dice) → a trace holding every die and every number used.
//
// Dice order (what --dice feeds, in turn):
//   attack:     a fast draw's dice (DEX + reflex d6) when the weapon is fast-drawn (on a failure
//               nothing more); then the defender's dodge/parry dice (if any), the attack dice,
//               then on a hit the damage dice and the resistance dice (pain resistance + armour);
//   semi/full:  each attack in turn as above (the fast draw once, first);
//   throw:      the throw's dice; on a miss the scatter metres (the ruleset's `scatter`
//               distance dice for the throw's band) and one direction die; then for each figure in
//               the blast, in the order given, an attack as above with the grenade's attack dice;
//   initiative: one die per combatant, in the order given;
//   check:      the check's dice (a fast draw: DEX + reflex d6).

#include "d6poolrules.h"
#include "dice.h"
#include "hex.h"
#include "scatter.h"
#include "text.h"

#include <optional>
#include <string>
#include <vector>

namespace hitspread::d6pool {

// Dice rolled and summed.
struct PoolRoll {
    std::vector<int> faces;
    int total = 0;
};

// Who is attacked: pain resistance and armour level resist, health takes the wounds.
struct Defender {
    std::string name;
    int painResistance = 0;
    int armourLevel = 0;
    int health = 0; // the health as it is now (3 × STR less the wounds)
    int maxHealth = 0; // 3 × STR
    int dodgeDice = 0; // dodge/parry dice left this turn (the Dodge skill at the turn's start)
    bool stunned = false; // −1 die on every roll this turn, resistance included

    static Defender fromCharacter(const Rules& rules, const Character& c);
};

enum class Status { Ok, Stunned, Wounded, Unconscious, Dead };
const char* toString(Status status);

struct DamageTrace {
    int level = 0; // damage dice
    PoolRoll damage;
    int painResistance = 0;
    int armourLevel = 0;
    int resistanceModifier = 0; // −1 when stunned
    PoolRoll resistance;
    bool stunned = false; // resistance ≥ damage: no wounds
    int wounds = 0;
    int healthBefore = 0;
    int healthAfter = 0;
    Status status = Status::Ok;
};

struct AppliedModifier {
    std::string id; // empty for the free modifier
    Name name;
    int dice = 0;
};

struct AttackTrace {
    int skill = 0;
    std::vector<AppliedModifier> modifiers; // situational ones, the fire mode's, stunned, free
    // A later attack of an aimed action: the aim's dice are not in `modifiers` (the seed: "After
    // the first attack, the aim is ruined"), nor, unless scope_all_attacks, the scope in `band`.
    bool aimSpent = false;
    int diceCount = 0; // skill + modifiers, never below 0
    std::optional<Band> band; // ranged attacks
    int baseDifficulty = 0;
    int defenceDice = 0;
    PoolRoll defence; // the dodge or parry roll
    int difficulty = 0; // base + defence
    PoolRoll attack;
    bool hit = false; // attack total ≥ difficulty
    std::optional<DamageTrace> damage;
};

// What the shooter or wielder brings.
struct Attacker {
    std::string name;
    int skill = 0; // the weapon's skill
    int str = 0; // for "str+N" damage
    int dex = 0; // DEX and the reflex enhancer's level: the fast draw's dice
    int reflex = 0;
};

struct AttackRequest {
    std::string weapon;
    FireMode mode = FireMode::Single;
    std::optional<Band> range; // ranged: the band, or
    std::optional<double> distance; // the distance in metres
    int scope = 0; // scope level: lowers the band, only when aiming
    std::vector<std::string> modifiers; // ids of the ruleset's modifiers
    int modifierDice = 0; // any other modifier, in dice
    int attacks = 1; // SA/FA: attacks this action (up to the mode's; drawing halves them)
    // Attacks the attacker made earlier this turn (a draw counting as half the weapon's):
    // with this action's they stay within what the fire mode allows a turn.
    int attacksBefore = 0;
    // The weapon is fast-drawn in this action: DEX + reflex d6 against fast_draw_difficulty
    // first. Success: as though in hand from the turn's start; failure: no attack this turn.
    bool fastDraw = false;
    std::vector<int> defenceDice; // dodge/parry dice spent on each attack (missing: 0)
    Attacker attacker;
    Defender defender;
};

struct CheckOutcome {
    int diceCount = 0;
    int difficulty = 0;
    PoolRoll roll;
    bool success = false;
};

struct AttackOutcome {
    std::string weapon;
    FireMode mode = FireMode::Single;
    std::optional<double> distance;
    std::optional<Band> rangeBand; // before the scope
    std::optional<CheckOutcome> fastDraw; // rolled before any attack
    std::vector<AttackTrace> attacks; // none when the fast draw failed
    // The attacker's attacks this turn after this action, of the `attacksAllowed` a turn
    // (the fire mode's; drawn, the weapon's); a failed fast draw leaves none:
    // Rules::mostAttacks(). `drawn`: the weapon is drawn in this action, half of them.
    int attacksAfter = 0;
    int attacksAllowed = 0;
    bool drawn = false;
    Defender defenderAfter;
    std::vector<int> dice;
};

// A shot or melee attack (semi/full: several). Throws Refused for what the rules forbid
// (out of range, more attacks this turn than the mode allows or, drawing, than half an
// action allows, too many dodge dice …) before any die is rolled.
AttackOutcome resolveAttack(const Rules& rules, const AttackRequest& request, DiceSource& dice);

// A figure near a grenade: where it stands on the ground map (hex offset from the intended
// point, 1 hex = 1 metre, forward = up), or simply how far from where the grenade lands.
struct GroundFigure {
    Defender defender;
    std::optional<Hex> position;
    std::optional<int> distance;
    int dodgeDice = 0; // dodge dice spent on the damage attack
};

struct ThrowRequest {
    std::string grenade;
    std::optional<Band> range;
    std::optional<double> distance; // thrower to intended point, metres
    std::vector<std::string> modifiers;
    int modifierDice = 0;
    Attacker thrower;
    int attacksBefore = 0; // as AttackRequest's: a throw is an attack, one a turn
    std::vector<GroundFigure> figures;
    // The bearing (degrees clockwise from up the map) of "forward", from the thrower to the
    // intended point; 0 when the thrower stands straight below it.
    double forward = 0;
};

struct FigureTrace {
    std::string name;
    int distance = 0; // metres from where the grenade lands
    std::optional<Band> damageBand; // none: outside the damage range table
    int damageLevel = 0; // by the damage range
    std::optional<AttackTrace> attack; // the damage attack
    Defender after;
};

struct ThrowOutcome {
    std::string grenade;
    AttackTrace throwRoll; // no damage; hit = lands where aimed
    std::optional<Band> rangeBand;
    std::optional<double> distance;
    PoolRoll scatter; // metres off (a miss)
    std::optional<int> direction; // the d6: 1 forward, then clockwise
    int drift = 0; // metres
    Hex landing; // from the intended point (0, 0), forward = −r
    std::vector<FigureTrace> figures;
    int attacksAfter = 1; // the thrower's attacks this turn with the throw
    std::vector<int> dice;
};

// The hex offset of scatter direction `face` on the ground map: 1 forward (away from the
// thrower, up), 2 forward-right, 3 back-right, 4 back, 5 back-left, 6 forward-left.
Hex groundDirection(int face);

// Throws Refused as resolveAttack does; a grenade drawn in this action cannot be thrown (one
// attack a turn).
ThrowOutcome resolveThrow(const Rules& rules, const ThrowRequest& request, DiceSource& dice);

struct InitiativeEntry {
    std::string name;
    int dex = 0;
    int reflex = 0;
};

struct InitiativeRoll {
    std::string name;
    int face = 0;
    int total = 0; // face + DEX + reflex
    bool secondAction = false; // total ≥ second_action_at
};

struct InitiativeOutcome {
    std::vector<InitiativeRoll> rolls; // in the order given
    // Who acts when: groups of indices into `rolls` acting together (equal totals), first
    // actions highest first, then the second actions highest first.
    std::vector<std::vector<int>> order;
    std::vector<int> dice;
};

InitiativeOutcome rollInitiative(
    const Rules& rules, const std::vector<InitiativeEntry>& entries, DiceSource& dice);

// A plain check: so many d6 against a difficulty (a fast draw: DEX + reflex against 10).
CheckOutcome rollCheck(int diceCount, int difficulty, DiceSource& dice, const char* purpose);

// The working, sentence by sentence, for people.
std::vector<Text> describe(const Rules& rules, const AttackOutcome& outcome);
std::vector<Text> describe(const Rules& rules, const ThrowOutcome& outcome);

} // namespace hitspread::d6pool
