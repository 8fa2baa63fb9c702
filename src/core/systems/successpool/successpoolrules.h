// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The data of a success-pool ruleset (system `successpool`, the success-counting chapter of
// seed 003, rules/other-systems.md section C): a character rolls as many dice as its skill,
// every die at or above its minimum roll is a success, and every success is a hit. Read
// from the ruleset files by successpoolreader.cpp.

#include "ground.h"
#include "scatter.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace hitspread::successpool {

// How a weapon is used (ground.h): Ranged (Shooting), Melee (Hand to hand, can be evaded),
// Thrown.
using ground::WeaponKind;

// How a mode that spends every action left fires them (seed, "Bonus dice: Fire modes": "all
// the character's unspent actions must be used up for shots with this weapon"): EachAction,
// one hit roll (a shot) for every action spent, as the seed says; One, a single roll that
// costs them all, for a group that reads the shots as one long burst.
enum class ActionShots { EachAction, One };

// A fire mode: dice added when a weapon fires in it and it is not the weapon's default
// (seed: single +1, semi +2, full auto +4 spending every action left on shots).
struct FireMode {
    std::string id;
    Name name;
    int dice = 0;
    bool spendsAllActions = false;
    ActionShots shots = ActionShots::EachAction; // only with spendsAllActions
};

// A situation the user ticks: dice added to (negative: taken from) the roll. Of the
// situations sharing a `group` (cover) at most one applies.
struct Situation {
    std::string id;
    Name name;
    int dice = 0;
    std::string group;
};

// A blast ring: a figure up to `upTo` metres from where the grenade lands takes `hits`
// hits of `wounds` wounds each ("3 hits with 2 wounds each").
struct BlastRing {
    int upTo = 0;
    Name name;
    int hits = 0;
    int wounds = 0;
};

struct Weapon {
    std::string id;
    Name name;
    WeaponKind kind = WeaponKind::Ranged;
    std::string skill;
    int distance = 1; // the distance normal, metres; up to twice it at a penalty
    int penetration = 0; // taken off the target's protection
    int wounds = 1; // per hit not stopped
    int bonusWounds = 0; // once, when any regular hit becomes wounds
    bool unarmed = false; // the seed's weaponless melee bonuses apply
    std::vector<std::string> modes; // fire mode ids, the first the weapon's default; may be empty
    std::vector<BlastRing> blast; // nearest first; empty: no blast

    const std::string& defaultMode() const;
};

struct Armour {
    std::string id;
    Name name;
    int protection = 0; // hits of one attack it stops (less the weapon's penetration)
};

// A lineage ("human"): the actions a member has each round.
struct Lineage {
    std::string id;
    Name name;
    int actions = 2;
};

// A character file of a success-pool ruleset.
struct Character {
    std::string key; // file name without .yaml
    std::string name;
    std::string lineage;
    int speed = 0; // initiative: d6 + Speed
    int quickness = 0; // ties; unarmed +1 die above 2
    int deftness = 0; // ties after Quickness
    int strength = 0; // unarmed: a bonus wound above 2
    int minimumRoll = 5; // a die this high or higher is a success
    std::map<std::string, int> skills;
    std::vector<std::string> armour;
    int wounds = 0; // wounds already taken
    // Seed, "Actions through bonus dice": the bonus and destiny dice the character holds.
    int bonusDice = 0;
    int destinyDice = 0;

    int skill(const std::string& id) const;
};

// Weaponless melee (seed: "higher than 2" gives one bonus wound / one die).
struct UnarmedRule {
    int strengthOver = 2;
    int bonusWounds = 1;
    int quicknessOver = 2;
    int dice = 1;
};

// How many dice a reaction to a melee attack rolls (an evasion, a parry). Reading: the seed's
// "rolls a die to his value in Evasion" is read like its "throws to its value in Throwing", as
// many dice as the skill; `one` rolls a single die.
enum class ReactionDice { Skill, One };

// A reaction that can stop a melee attack completely: the skill it rolls at the reacting
// figure's minimum roll, and how many dice.
struct ReactionRule {
    std::string skill;
    ReactionDice dice = ReactionDice::One;
};

struct Rules {
    int poolSides = 6; // the dice of every pool (the d12 is only the scatter direction)
    int minimumRoll = 5; // a character's minimum roll unless its file says another
    int farMultiple = 2; // beyond the distance normal up to this many times it …
    int farDice = -2; // … at this many dice; farther is out of reach
    // Whether melee weapons have the far band too (far_range: {melee: …}); the unarmed attack
    // never has it: its range of 1 m is its reach (seed, "Weaponless melee").
    bool farMelee = true;
    // Seed, "Evasion": "the character rolls a die to his value in Evasion on his normal
    // minimum roll" (evasion: {skill, dice}).
    ReactionRule evasion { "evasion", ReactionDice::One };
    // Seed, "Actor and actions": "Parry with a weapon or object." The seed gives no roll for
    // it. Reading: rolled like the evasion, on Hand to hand (parry: {skill, dice}).
    ReactionRule parry { "hand_to_hand", ReactionDice::One };
    UnarmedRule unarmed;
    ground::Scatter scatter;
    std::map<std::string, Name> skills; // id → shown name
    std::map<std::string, Lineage> lineages;
    std::vector<FireMode> fireModes;
    std::vector<Situation> situations;
    std::vector<Weapon> weapons;
    std::vector<Armour> armour;
    std::map<std::string, Character> characters;
    std::string defaultShooter;
    std::string defaultTarget;

    const Weapon* weapon(const std::string& id) const;
    const FireMode* fireMode(const std::string& id) const;
    const Situation* situation(const std::string& id) const;
    const Armour* findArmour(const std::string& id) const;
    const Character* character(const std::string& key) const;
    int protection(const Character& c) const; // the sum of its armour's
    int actions(const Character& c) const; // its lineage's
    // Whether a weapon reaches only its distance, with no far band: the unarmed attack, and
    // melee weapons when far_range says melee: false.
    bool reachOnly(const Weapon& w) const;
    // The range band of `w` at `metres` (normalBand, farBand); nullopt out of reach.
    std::optional<std::string> band(const Weapon& w, int metres) const;
};

// The range bands of the ground map: up to the distance normal, up to `farMultiple` times it.
inline constexpr const char* normalBand = HS_TEXT("core", "normal");
inline constexpr const char* farBand = HS_TEXT("core", "far");

} // namespace hitspread::successpool
