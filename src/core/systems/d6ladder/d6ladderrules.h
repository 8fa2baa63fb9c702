// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The data and the rule tables of a d6-ladder ruleset (system `d6ladder`, the D6 STARGATE
// combat chapter of seed 002, rules/other-systems.md section B): die codes like 4D+2 rolled
// against a difficulty number picked from a level's band; damage against Body climbs the
// wound ladder stunned → wounded → wounded twice → incapacitated → mortally wounded →
// killed. Read from the ruleset files by d6ladderreader.cpp.

#include "ground.h"
#include "scatter.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace hitspread::d6ladder {

// A die code: `dice` d6 plus `pips` ("4D+2"). As a difficulty modifier either may be
// negative ("-1D": one die rolled and taken off).
struct DieCode {
    int dice = 0;
    int pips = 0;
    friend bool operator==(const DieCode&, const DieCode&) = default;
};
// "4D+2", "3D", "2D-1"; `sign` writes "+1D" and "-1D" (a modifier), "0D" stays "0D".
std::string toString(DieCode code, bool sign = false);
// Parses "4D+2", "4d", "+1D", "-1D", "0D"; nullopt when it is none.
std::optional<DieCode> parseDieCode(const std::string& text);

// A difficulty level and its band of numbers (Heroic has no top: `to` is nullopt).
struct DifficultyLevel {
    std::string id;
    Name name;
    int from = 0;
    std::optional<int> to;
    int number = 0; // the number used unless the user picks one: the band's middle

    bool contains(int n) const { return n >= from && (!to || n <= *to); }
};

// The four range bands of firearms and thrown weapons ("3-10/30/120": closer than 3 m is
// point-blank, up to 10 short, up to 30 medium, up to 120 long, beyond out of reach).
enum class Band { PointBlank = 0, Short = 1, Medium = 2, Long = 3 };
const char* toString(Band band); // the ruleset's key: point_blank, short, medium, long
std::optional<Band> bandFromString(const std::string& text);

struct Ranges {
    int shortFrom = 0; // point-blank below it
    int shortTo = 0;
    int mediumTo = 0;
    int longTo = 0;
};
// The band of `metres`, or nullopt beyond long range.
std::optional<Band> bandOf(const Ranges& ranges, int metres);

// The rungs of the wound ladder, in order; a figure's "wound_level" holds the number.
enum class WoundLevel {
    Healthy = 0,
    Stunned = 1,
    Wounded = 2,
    WoundedTwice = 3,
    Incapacitated = 4,
    MortallyWounded = 5,
    Killed = 6,
};
const char* toString(WoundLevel level); // healthy, stunned, wounded, … (a term)
std::optional<WoundLevel> woundLevelFromString(const std::string& text);

// A damage result (what the difference of damage over Body gives): a rung, never Healthy.
using DamageResult = WoundLevel;

// One row of a difference table: up to `upTo` (nullopt: and beyond) gives `result`.
template <typename Result> struct TableRow {
    std::optional<int> upTo;
    Result result;
};

// What gets through protection: nothing, so many dice, or the damage roll in full.
struct Through {
    enum Kind { None, Dice, Full } kind = None;
    int dice = 0;
    friend bool operator==(const Through&, const Through&) = default;
};

// A situational modifier: dice (and pips) added to the difficulty number, rolled. At most
// one of a group (light smoke or thick smoke); a cover modifier is the cover part of the
// difficulty (the protection rule); one that blocks (100% cover) cannot be hit at all.
struct Modifier {
    std::string id;
    Name name;
    DieCode dice;
    std::string group;
    bool cover = false;
    bool blocks = false;
};

// How a weapon is used (ground.h); the ruleset files call Ranged "firearm".
using ground::WeaponKind;

// A blast ring of a thrown weapon: up to `upTo` metres from where it bursts, this damage.
struct BlastRing {
    int upTo = 0;
    DieCode damage;
};

struct Weapon {
    std::string id;
    Name name;
    WeaponKind kind = WeaponKind::Ranged;
    std::string skill;
    DieCode damage;
    bool damageAddsBody = false; // "body+1D": the wielder's Body die code added
    std::string difficulty; // melee and thrown: the level id
    Ranges ranges; // firearms and thrown weapons
    int reach = 1; // melee: the farthest a target may stand, metres
    std::vector<BlastRing> blast; // nearest first; none: it hurts only who stands where it lands
};

// Something a target hides behind: its body ranking resists damage that hits the cover.
struct Protection {
    std::string id;
    Name name;
    DieCode body;
};

struct Armour {
    std::string id;
    Name name;
    DieCode body; // added to the Body roll against damage, not to other Body rolls
};

// A character file: attributes and skills as die codes.
struct Character {
    std::string key; // file name without .yaml
    std::string name;
    std::map<std::string, DieCode> attributes;
    std::map<std::string, DieCode> skills; // a skill not listed rolls its attribute
    std::vector<std::string> armour;
};

struct Skill {
    Name name;
    std::string attribute; // rolled when a character has no dice in the skill
    // A skill rolled before the attribute when the character lacks this one (Martial Arts:
    // "lacking that, Melee itself or simply the Flex attribute"); empty for none.
    std::string fallback;
};

// The rule readings a group may change (ruleset.yaml `options`, rulesets/README.md).
struct Options {
    // "A Stunned character suffers a penalty of -1D … for the rest of the round and for the
    // next round": true adds it to a wound's penalty; false counts only the larger of the two.
    bool stunAddsToWoundPenalty = true;
    // "(Don't forget to add penalties for multiple actions, if any.)" — the chapter defers the
    // amount to a chapter the seed lacks: dice off every action for each other action of the
    // figure this round (0 dice: not played).
    int multipleActionDice = 1;
    // A throw that beats the difficulty without the cover but not with it: false, it hits the
    // cover and lands where aimed, its target shielded by the protection; true, it misses
    // and scatters.
    bool thrownCoverHitScatters = false;
};

struct Rules {
    std::map<std::string, Name> attributes; // id → shown name
    std::map<std::string, Skill> skills;
    std::string bodyAttribute = "body";
    std::string dodgeSkill = "dodge";
    // Surprise: "an opposed roll of the attacker's Special Ops [Sneak] vs. the target's Savvy"
    // (skills or attributes of the ruleset).
    std::string sneakSkill = "special_ops_sneak";
    std::string noticeSkill = "savvy";
    Options options;
    std::vector<DifficultyLevel> levels; // easiest first
    std::array<std::string, 4> rangeDifficulty; // firearms: the level id of each band
    std::array<DieCode, 4> thrownRangeDice; // thrown: dice added to the difficulty by band
    std::vector<Modifier> modifiers;
    std::vector<TableRow<DamageResult>> woundTable;
    std::vector<TableRow<Through>> protectionTable;
    ground::Scatter scatter;
    std::vector<Weapon> weapons;
    std::vector<Armour> armour;
    std::vector<Protection> protection;
    std::map<std::string, Character> characters;
    std::string defaultShooter;
    std::string defaultTarget;

    Rules(); // the seed's tables and levels
    const DifficultyLevel* level(const std::string& id) const;
    const Weapon* weapon(const std::string& id) const;
    const Modifier* modifier(const std::string& id) const;
    const Protection* findProtection(const std::string& id) const;
    const Armour* findArmour(const std::string& id) const;
    // A character's dice in a skill (its attribute's when it has none listed).
    DieCode skill(const Character& c, const std::string& id) const;
    DieCode attribute(const Character& c, const std::string& id) const;
    DieCode body(const Character& c) const { return attribute(c, bodyAttribute); }
    // The armour's dice added to the Body roll against damage.
    DieCode armourDice(const Character& c) const;
};

// The result of damage exceeding (or equalling) Body by `difference` (0 or more).
DamageResult damageResult(const Rules& rules, int difference);
// What of a damage roll gets through protection it beat by `difference` (0 or more).
Through throughProtection(const Rules& rules, int difference);

// What a figure has of the ladder: its rung, its concurrent stuns, knocked out or not, and
// what its injuries do to it this round: the rounds a stun's −1D still lasts, fallen prone,
// no more actions this round.
struct Injury {
    WoundLevel level = WoundLevel::Healthy;
    int stuns = 0;
    bool unconscious = false;
    int stunRounds = 0; // 2: this round and the next; 1: this round
    bool prone = false;
    bool noActions = false; // until the next round
    friend bool operator==(const Injury&, const Injury&) = default;
};

// One damage result stacked on an injury as the seed says: a stun adds a stun (the one that
// makes them as many as the Body dice knocks out) and its −1D lasts the rest of the round and
// the next; wounded on wounded is wounded twice, on wounded twice incapacitated; wounded or
// incapacitated on incapacitated is mortally wounded; a result never lowers the rung. A
// result that raises the rung to wounded or beyond fells the character: prone, and no more
// actions this round. Reading: anything from wounded up on a mortally wounded character kills.
Injury applyDamage(Injury injury, DamageResult result, int bodyDice);
// A new round: the stun's penalty counts one round fewer, the lost actions come back; the
// rung, the stuns and a prone posture stay.
Injury nextRound(Injury injury);
// First aid on a character knocked out by stuns: awake, the most recent stun removed.
Injury reviveFromStuns(Injury injury);

// Natural healing: the rung after resting and rolling `bodyRollTotal` (the seed's tables;
// a stun heals with a minute's rest, healthy and killed stay).
WoundLevel naturalHealing(WoundLevel level, int bodyRollTotal);
// The days of rest before the natural healing roll (stunned: none, a minute is enough).
int restDays(WoundLevel level);
// Medical healing, one successful attempt a day: the highest wound erased, one rung down.
WoundLevel medicalHealing(WoundLevel level);
// At the end of each round a mortally wounded character rolls 2D: below the rounds spent
// mortally wounded, he dies.
bool diesOfMortalWound(int twoDiceTotal, int roundsMortallyWounded);

} // namespace hitspread::d6ladder
