// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The data of a d6-pool ruleset (system `d6pool`, the modern d6 skill-dice game of seed 001,
// rules/other-systems.md section A): a character rolls as many d6 as its skill and sums them
// against a difficulty. Read from the ruleset files by d6poolreader.cpp.

#include "ground.h"
#include "scatter.h"

#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace hitspread::d6pool {

// The four range bands of a weapon (and of a grenade's throw and blast).
enum class Band { Short = 0, Medium = 1, Long = 2, Extreme = 3 };
const char* toString(Band band);
std::optional<Band> bandFromString(const std::string& text);

// SS single shot, SA semi-automatic, FA full automatic.
enum class FireMode { Single, Semi, Full };
const char* toString(FireMode mode);
std::optional<FireMode> fireModeFromString(const std::string& text);

// What a fire mode allows: attacks per turn, rounds per attack, dice added to the attack
// (FA: −2 for the recoil) and damage levels added (FA: +2, five rounds).
struct FireModeRule {
    int attacks = 1;
    int rounds = 1;
    int dice = 0;
    int damageLevels = 0;
};

// A situational modifier: dice added to (or, negative, taken from) the attack roll.
struct Modifier {
    std::string id;
    Name name;
    int dice = 0;
    bool notWithAutofire = false; // the laser sight
    // `when: stunned_or_wounded`: on the ground map, which keeps each figure's state, it
    // applies by itself to a figure that is stunned or wounded (and is not offered to pick).
    bool whenHurt = false;
    // `aim: true`, the seed's "Aiming": it counts for the first attack of the action only
    // ("After the first attack, the aim is ruined"), and a scope needs it.
    bool aim = false;
    // `draw: true`, the seed's "Drawing": the weapon is drawn in this action, which is "only
    // half an action" — half the weapon's attacks a turn are left, none of a 1-attack weapon.
    bool draw = false;
};

// The rule readings a group may change (`options:` of ruleset.yaml; rulesets/README.md).
struct Options {
    // The seed: "A scope is effective only when the character is aiming". false: the scope
    // lowers the band of the aimed (first) attack only; true: of every attack of the action.
    bool scopeAllAttacks = false;
};

// The seed's "Movement during combat": the manners of moving in a turn. Stored in a figure's
// state `movement` by these numbers (d6poolengine.h).
enum class Manner { Walk = 1, Run = 2, Crawl = 3 };
const char* toString(Manner manner); // "walk", "run", "crawl"
std::optional<Manner> mannerFromString(const std::string& text);

// How far a manner moves a figure in a turn, and the modifier it gives to the figure's
// actions for the rest of the turn (the seed: running and crawling, −1; walking none).
struct MannerRule {
    int metres = 0;
    std::string modifier; // id of one of the ruleset's modifiers; empty: none
};

// `movement:` of ruleset.yaml. A ruleset without it plays no movement on the ground map.
struct Movement {
    std::map<Manner, MannerRule> manners;
    // `stand_up: {modifier: …}`: the figure may fall prone and stand up; standing up gives this
    // modifier to its actions for the rest of the turn ("getting up will impose a –1
    // penalty to all actions in the turn"). Empty: no falling prone nor standing up.
    std::string standUpModifier;
    int most() const; // the most metres any manner moves a turn
};

// How a weapon is used (ground.h); the ruleset files call Ranged "firearm".
using ground::WeaponKind;

struct Weapon {
    std::string id;
    Name name;
    WeaponKind kind = WeaponKind::Ranged;
    std::string skill;
    int damage = 0; // the damage level: d6 rolled for damage
    bool damageAddsStr = false; // "STR+1": the wielder's STR added to `damage`
    std::array<int, 4> ranges { 0, 0, 0, 0 }; // each band's last metre (melee: unused)
    std::set<FireMode> modes;
};

// One row of a grenade's damage range table: up to `upTo` metres from where it bursts the
// damage attack has this difficulty and damage level.
struct DamageRange {
    Band band = Band::Short;
    int upTo = 0;
    int difficulty = 0;
    int damage = 0;
};

struct Grenade {
    std::string id;
    Name name;
    std::string skill; // the throw
    int attack = 4; // dice of each damage attack
    std::array<int, 4> ranges { 0, 0, 0, 0 }; // the throw's range bands, last metre of each
    std::vector<DamageRange> damageRanges; // nearest first
};

struct Armour {
    std::string id;
    Name name;
    int level = 0; // armour level: d6 added to the pain resistance roll
};

// A character file of a d6-pool ruleset.
struct Character {
    std::string key; // file name without .yaml
    std::string name;
    int str = 0;
    int dex = 0;
    int reflex = 0; // reflex enhancer level, added to initiative
    std::map<std::string, int> skills;
    std::vector<std::string> armour;
    int wounds = 0; // wounds already taken

    int skill(const std::string& id) const;
};

// The names of the skills the rules themselves use.
struct RuleSkills {
    std::string dodge = "dodge"; // dodge and parry dice per turn
    std::string painResistance = "pain_resistance";
};

struct Rules {
    std::array<int, 4> rangeDifficulty { 10, 15, 20, 30 };
    int meleeDifficulty = 10;
    int fastDrawDifficulty = 10;
    int maxDefenceDice = 2; // dodge or parry dice on one attack
    int healthPerStr = 3;
    int secondActionAt = 10; // an initiative total this high acts twice
    ground::Scatter scatter; // where a missed throw lands: direction die, d6 metres by band
    std::map<FireMode, FireModeRule> fireModes;
    std::vector<Modifier> modifiers;
    std::optional<Movement> movement;
    Options options;
    RuleSkills ruleSkills;
    std::map<std::string, Name> skills; // id → shown name
    std::vector<Weapon> weapons;
    std::vector<Grenade> grenades;
    std::vector<Armour> armour;
    std::map<std::string, Character> characters;
    std::string defaultShooter;
    std::string defaultTarget;

    const Weapon* weapon(const std::string& id) const;
    const Grenade* grenade(const std::string& id) const;
    const Armour* findArmour(const std::string& id) const;
    const Modifier* modifier(const std::string& id) const;
    int health(const Character& c) const { return healthPerStr * c.str; }
    // The most attacks a turn any fire mode allows (at least 1): what a failed fast draw,
    // which "took the whole turn", leaves no more of.
    int mostAttacks() const;
    int armourLevel(const Character& c) const;
};

} // namespace hitspread::d6pool
