// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "formula.h"
#include "hex.h"
#include "name.h"

#include <array>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace hitspread {

namespace ground {
    class Engine;
}

enum class FireMode { Single, Double, Semi, Burst, Full };
enum class RangeBand { Optimum = 0, Medium = 1, Long = 2, Extreme = 3 };
enum class ShotType { Aimed = 0, Wild = 1, Snap = 2 };

const char* toString(FireMode mode);
const char* toString(RangeBand band);
const char* toString(ShotType type);
std::optional<FireMode> fireModeFromString(const std::string& text);
std::optional<RangeBand> rangeBandFromString(const std::string& text);
std::optional<ShotType> shotTypeFromString(const std::string& text);

// One of the seven general body locations (rules §2).
struct Location {
    std::string id;
    Name name; // English, and in the other languages the ruleset gives (name.h)
    bool vital = false; // at 0 hits the character dies (head, torso)
    bool arm = false; // holds a weapon: useless or worse, it cannot (rules/3d-system.md §7)
};

// A named part of a location, drawn as one or more hexes on the body hex diagram.
struct SubLocation {
    std::string id;
    Name name;
    int location = 0; // index into Body::locations
    char glyph = '.';
};

// The body hex diagram (BHD, rules §3): a rectangular field of flat-top hexes.
struct Body {
    int columns = 0;
    int rows = 0;
    Hex standardAim;
    int lowerThirdRow = 0; // 0-based first row of the lower third (grenades, §9)
    std::vector<Location> locations;
    std::vector<SubLocation> subLocations;
    std::vector<int> cells; // sub-location index per (row × columns + col), −1 empty

    bool inField(OffsetCoord c) const
    {
        return c.col >= 0 && c.row >= 0 && c.col < columns && c.row < rows;
    }
    // The sub-location index of a hex, or −1 for empty space and hexes off the field.
    int subLocationAt(Hex h) const;
    int locationAt(Hex h) const;
    int locationIndex(const std::string& id) const;
    std::vector<Hex> bodyHexes() const;
};

// A PEN or DAM modifier of special ammo: +N, −N, ×N or ÷N (rounding down), rules §7.
struct StatModifier {
    char op = '+';
    int value = 0;
    int apply(int stat) const;
    std::string text() const;
};

enum class AmmoLoad { Bullet, Shot, Slug };

struct Ammo {
    std::string id;
    Name name;
    StatModifier pen;
    StatModifier dam;
    bool armourPiercing = false; // AP: a penetrating hit keeps its full DAM
    AmmoLoad load = AmmoLoad::Bullet;
};

enum class WeaponKind { Pistol, Rifle, Smg, Shotgun, Rotary, Support, Melee, Thrown };
const char* toString(WeaponKind kind);

// A weapon's card. RCL recoil, PEN penetration, DAM damage, AD armour damage, RNG optimum
// range in metres; accuracy is the accuracy factor (a bonus narrows the hit spread).
struct Weapon {
    std::string id;
    Name name;
    WeaponKind kind = WeaponKind::Pistol;
    std::string skill;
    int rng = 0;
    int rcl = 0;
    int pen = 0;
    int dam = 0;
    int ad = 0;
    int accuracy = 0;
    std::set<FireMode> modes;
    int burst = 0;
    int faDeviation = 0;
    int fa = 0;
    int barrels = 1;
    int handling = 0;
    bool bruising = false;
    int jf = 0;
    int maxPerRound = 0; // §11 jamming factor: bullets it can fire in a round, 0 none given
    bool twoHanded = false;
    bool vibro = false; // §8: cannot be parried bare-handed
    bool bareHands = false; // §8: fists, martial arts: a parry with it is bare-handed
    std::vector<std::string> ammo;
    bool sample = false;

    bool isMelee() const { return kind == WeaponKind::Melee; }
    bool canFire(FireMode mode) const;
    FireMode firstMode() const; // the first of single, semi, burst and full it can fire
};

enum class NaturalArmour { None, Xeno, Vevaphon };

// An armour piece: PV protection value, ID impact damage capacity per location covered.
struct Armour {
    std::string id;
    Name name;
    int pv = 0;
    std::vector<int> idByLocation; // per location index, −1 = not covered
    int dodgeModifier = 0;
    NaturalArmour natural = NaturalArmour::None;
    int idPerHit = 0; // Xeno skin: ID = idPerHit × hits
};

enum class GrenadeType { Frag, Blast, Smoke, Flash };

struct Grenade {
    std::string id;
    Name name;
    GrenadeType type = GrenadeType::Frag;
    int blastZone = 0;
    double blastRadius = 0.5;
    int damage = 0;
    std::optional<int> pen;
    int rng = 0;
};

// A scope (rules §11): designed for one range band, where its aiming bonus is highest. The
// seed gives no table, so the bonus per band is ruleset data (scopes.yaml).
struct Scope {
    std::string id;
    Name name;
    RangeBand band = RangeBand::Optimum; // the band it is designed (and comes focussed) for
    std::array<int, 4> bonus {}; // aiming bonus per band, optimum to extreme, as it comes
    bool sample = false;
};

// What a character sheet may hold: stats 0–MaxStat, skill ranks 0–MaxSkillRank (the
// character reader refuses more; derived formulas are checked for these ranges).
constexpr int MaxStat = 99;
constexpr int MaxSkillRank = 30;

struct Stats {
    int str = 0, dex = 0, dia = 0, conc = 0, cha = 0, cool = 0;
    bool operator==(const Stats&) const = default;
};

struct WornArmour {
    std::string id;
    std::optional<int> pv; // a Vevaphon's chosen PV
    bool operator==(const WornArmour&) const = default;
};

// A character file: the sheet as written, before any damage.
struct CharacterSheet {
    std::string key; // file name without .yaml
    std::string name;
    std::string species;
    Stats stats;
    std::map<std::string, int> skills;
    std::set<std::string> advantages;
    std::vector<int> hits; // per location index
    int incap = 0;
    std::vector<WornArmour> armour;
    std::vector<std::string> weapons;
    bool regenerates = false;

    int skill(const std::string& id) const;
    bool has(const std::string& advantage) const { return advantages.count(advantage) > 0; }
    bool operator==(const CharacterSheet&) const = default;
};

// Situational to-hit modifiers of rules §4, from the ruleset.
struct ToHitModifiers {
    int wildShot = -3;
    int quickDraw = -3;
    int offHand = -3;
    int underFire = -5;
    int divingForCover = -4;
    int prone = -3;
    int kneeling = -1;
    int down = 3;
};

// Rule readings a group may change (rules/3d-system.md).
struct RuleOptions {
    bool difficultyOnRoll = false; // difficulty_applies_to: roll
    int autoSupportDivisor = 2;
    bool burstDamagePerBullet = false;
    bool cleanMiss = false;
    bool jamming = false;
    bool underFire = false;
    bool layeredArmour = false;
    bool woundPenaltyOnInitiative
        = false; // wound_penalty_on_initiative: wounds lower the initiative roll
    // first_aid_short_die_damages: a first-aid roll that succeeds with a success die below the
    // patient's wounds does the failure's 1 damage too (false: it closes nothing, harmlessly).
    bool firstAidShortDieDamages = true;
    // bare_hand_parry: halve_roll (default) halves the parry roll's total (§8 "halve your total
    // Parry score"; the seed's "Parry total" is the roll); halve_reduction halves what the
    // parry takes off the attack's DAM instead (the reading of rules revisions 1–3).
    // Unset: halve_roll for actions of rules revision 4 on, halve_reduction for those logged
    // under 1–3 (their default); set in the ruleset, at every revision.
    std::optional<bool> bareHandParryHalvesRoll;
    // failed_dodge_penalty: a dodge that fails still costs its −(7 − success die) (§8).
    bool failedDodgePenalty = true;
    // scope_capped_by_marksman: a scope's aiming bonus and the aims' share one Marksman cap
    // (§11 reading); false: only the aims' bonus is capped and the scope's adds to it.
    bool scopeCappedByMarksman = true;
    // xeno_skin: full_damage (default): a hit whose PEN gets through Xeno skin does its whole
    // DAM to the location's hits (§7 "subtract the damage from the hits in the body locations
    // directly"); minus_pv: DAM − PV as through worn armour (the reading of revisions 1–3).
    bool xenoSkinMinusPv = false;
    // extraction_least_damage: what extracting a bullet does at the least, however high the
    // success die (§7 "This operation will always cause damage"; 0: none from a die of 6 up).
    int extractionLeastDamage = 1;
};

struct Ruleset {
    std::string id;
    Name name;
    std::string system;
    std::string directory;
    Body body;
    std::vector<Weapon> weapons;
    std::map<std::string, Ammo> ammo;
    std::vector<Armour> armour;
    std::vector<Grenade> grenades;
    std::vector<Scope> scopes;
    std::map<std::string, CharacterSheet> characters;
    std::string defaultShooter;
    std::string defaultTarget;
    std::map<std::string, Name> skills;
    std::map<std::string, Name> advantages;
    std::vector<std::pair<std::string, Formula>> derived;
    ToHitModifiers toHit;
    std::array<std::array<int, 4>, 3> hitSpread { { { 0, 3, 6, 9 }, { 3, 7, 15, 22 },
        { 2, 6, 12, 18 } } };
    std::array<int, 3> missedShotExtra { 0, 3, 2 };
    std::array<int, 4> rangeBands { 1, 2, 4, 8 };
    RuleOptions options;
    // A system played on the ground map (d6pool and the others of rules/other-systems.md):
    // its engine; null for the 3d System.
    std::shared_ptr<const ground::Engine> ground;

    const Weapon* weapon(const std::string& id) const;
    const Armour* findArmour(const std::string& id) const;
    const Grenade* grenade(const std::string& id) const;
    const Ammo* findAmmo(const std::string& id) const;
    const Scope* findScope(const std::string& id) const;
    // The stats, every skill of the ruleset (the rank in `skills`, else 0) and every derived
    // value (phys, str_bonus, …) of a character (rules §2), by name.
    std::map<std::string, int> derivedValues(
        const Stats& stats, const std::map<std::string, int>& skills = {}) const;
    int derivedValue(const Stats& stats, const std::string& name, int fallback) const;
};

} // namespace hitspread
