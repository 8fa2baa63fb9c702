// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The data of a roll-under ruleset (system `rollunder`, the Traveller-5-style task
// resolution of seed 004, "Rob's Edit #5", rules/other-systems.md section D): a task rolls
// so many d6 and succeeds when the total is strictly below a target number. Read from the
// ruleset files by rollunderreader.cpp.

#include "ground.h"
#include "scatter.h"

#include <map>
#include <string>
#include <vector>

namespace hitspread::rollunder {

// A range band: up to `upTo` metres the task of a ranged attack rolls `range` dice ("Range"
// in the seed is the band's number, R0 … R6).
struct RangeBand {
    std::string id;
    Name name;
    int upTo = 0;
    int range = 0;
};

// Single shot, burst (+1D, two attacks), full auto (+2D, three attacks).
struct FireMode {
    std::string id;
    Name name;
    int dice = 0;
    int attacks = 1;
    // The ammunition check's extra dice: "+1D when in burst mode" (full auto: a reading).
    int ammoDice = 0;
};

// What picking a situation does besides its dice.
enum class Effect {
    None,
    NextRound, // cautious: the attack is rolled in the next combat round
    Stuns, // hasty: on a hit the target cannot attack for the rest of the round
    Unaware, // target unaware: applies by itself to an unconscious target
};

// Which attacks a situation may modify.
enum class Applies { Any, Ranged, Melee };

// A difficulty modifier of the seed (dice added to the task, or taken away) or a cover
// material (armour added to the target's).
struct Situation {
    std::string id;
    Name name;
    int dice = 0;
    int damageDice = 0; // autofire +1D, snap/suppressing +2D: damage dice on penetration
    bool fireAction = false; // autofire, snap, suppressing: the only ones allowing burst/full
    int armour = 0; // cover as armour (wood 2, stone 10, …)
    Effect effect = Effect::None;
    Applies applies = Applies::Any;
};

// +1D against a target of Size ≤ smallUpTo, −1D against Size ≥ largeFrom (human: 5).
struct SizeRule {
    int smallUpTo = 4;
    int smallDice = 1;
    int largeFrom = 6;
    int largeDice = -1;
    int dice(int size) const
    {
        return size <= smallUpTo ? smallDice : size >= largeFrom ? largeDice : 0;
    }
};

using ground::WeaponKind; // ground.h

struct Weapon {
    std::string id;
    Name name;
    WeaponKind kind = WeaponKind::Ranged;
    std::string characteristic = "dex"; // added to the skill (ranged and thrown)
    std::string skill;
    int damage = 0; // ordinary damage dice (none for the unarmed attack)
    // The unarmed attack: melee whose damage is the attacker's Str dice rating ("Damage is
    // per weapon, or Dice Rating for STR with no weapon").
    bool unarmed = false;
    int penetration = 0; // Pen dice: rolled besides, applied first, double against armour
    int maxRange = 0; // the farthest Range it reaches (ranged and thrown)
    std::vector<std::string> modes; // fire mode ids; the first is the default
    int tl = 0; // tech level: the blast task's and the ammunition check's target
    int blast = 0; // metres from the burst that count as "close" (0: no blast)
    int reach = 0; // melee: metres it reaches (0: the ruleset's melee reach)
    // "Weapons which have Power Settings (P1, P2, and P3)": P2 and P3 roll 2D or 3D below
    // the quality to avoid a malfunction.
    bool powerSettings = false;
    int quality = 0;
    // The ammunition check: "+1D for pistols and exotic weapons".
    enum class Class { Standard, Pistol, Exotic } weaponClass = Class::Standard;
};

struct Armour {
    std::string id;
    Name name;
    int value = 0;
};

// The physical characteristics, which take the damage.
struct Physical {
    int str = 0;
    int dex = 0;
    int end = 0;
    int& operator[](const std::string& key)
    {
        return key == "str" ? str : key == "dex" ? dex : end;
    }
    int at(const std::string& key) const { return key == "str" ? str : key == "dex" ? dex : end; }
    int atZero() const { return (str <= 0) + (dex <= 0) + (end <= 0); }
    friend bool operator==(const Physical&, const Physical&) = default;
};

struct Character {
    std::string key; // file name without .yaml
    std::string name;
    std::map<std::string, int> characteristics; // str, dex, end, int, edu, soc (as given)
    int size = 5; // human: 5
    // Str's dice rating: the d6 it is rolled on (human 2D), the damage of an unarmed attack.
    int strDice = 2;
    std::map<std::string, int> skills;
    std::vector<std::string> armour;
    // What it carries: its first melee weapon is what it fights back with in opposed melee.
    std::vector<std::string> weapons;

    int characteristic(const std::string& id) const;
    int skill(const std::string& id) const; // 0 for a skill it lacks
    Physical physical() const;
};

// A task of the combat setup: "1. Leadership task rolled by Leader. 2. Tactics Mod (not a
// pool!) rolled by whoever has the best Tactics score." The seed names neither task's
// characteristic: the ruleset does (a reading).
struct SetupTask {
    std::string characteristic;
    std::string skill;
    int dice = 2;
};

struct Rules {
    std::vector<RangeBand> ranges; // nearest first
    int rangedMinimum = 2; // minimum task 2D
    int meleeDice = 2; // melee: 2D < skill
    int meleeMinimum = 1;
    int meleeReach = 1; // metres: a melee attack reaches the neighbouring hex
    SizeRule size;
    std::vector<FireMode> modes;
    std::vector<Situation> situations;
    bool tooDeadly = false; // damage: low values first
    bool book1Cover = false; // cover 1–6 and armour ÷ 10 as roll modifiers
    // "Lowest success wins": a melee attack is an exchange (false: one-sided, the attacker's
    // roll alone).
    bool opposedMelee = true;
    // The power settings' malfunction roll: before the attack (a malfunction: no shot), or
    // after it (a malfunction spoils the hit).
    bool malfunctionBefore = true;
    SetupTask leadership { "soc", "leadership", 2 };
    SetupTask tactics { "int", "tactics", 2 };
    ground::Scatter scatter;
    std::map<std::string, Name> skills; // id → shown name
    std::vector<Weapon> weapons;
    std::vector<Armour> armour;
    std::map<std::string, Character> characters;
    std::string defaultShooter;
    std::string defaultTarget;

    const Weapon* weapon(const std::string& id) const;
    const FireMode* mode(const std::string& id) const;
    const Situation* situation(const std::string& id) const;
    const Armour* findArmour(const std::string& id) const;
    const RangeBand* band(const std::string& id) const;
    // The band of a distance; null beyond the last.
    const RangeBand* bandAt(int metres) const;
    int armourValue(const Character& c) const; // worn armour values add up
    // The metres a melee weapon reaches.
    int reachOf(const Weapon& w) const { return w.reach > 0 ? w.reach : meleeReach; }
    // The melee weapon a character fights with when it does not choose: its first melee
    // weapon, else the ruleset's unarmed attack; null when the ruleset has neither.
    const Weapon* meleeWeaponOf(const Character& c) const;
};

} // namespace hitspread::rollunder
