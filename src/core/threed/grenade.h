// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Grenades (rules §9): the throw, a grenade already on the floor, the blast zone on each
// character's body field, jumping on a grenade, and the exact odds of a throw.

#include "attack.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace hitspread {

const char* toString(GrenadeType type);

// Someone near the blast: the character as in play and how far from the impact point.
struct BlastCharacter {
    CharacterState state;
    double distance = 0; // metres from the impact point; the target stands on it (0)
};

struct ThrowRequest {
    std::string grenade;
    Hex impact; // the point the thrower (or, on the floor, the GM) picks in the lower third
    bool onFloor = false; // already lying there: no throw, each character's point deviates d6
    std::optional<RangeBand> range;
    std::optional<double> distance; // throwing distance in metres; sets the range band
    std::string thrower;
    int skill = 0; // Throwing
    int wounds = 0;
    int modifier = 0; // the GM's free modifier (range, visibility, …)
    // The readings the throw is resolved by (attack.h, CurrentRulesRevision): a throw logged
    // under revisions 1–3 has a hit through Xeno skin lose the skin's PV.
    int rulesRevision = CurrentRulesRevision;
    bool operator==(const ThrowRequest&) const = default;
};

// What the blast did to one character.
struct BlastTrace {
    std::string name;
    double distance = 0;
    int radius = 0; // the blast zone on this character's field; below 0 unaffected
    Hex impact; // on the floor each character has a point of its own
    std::optional<int> direction; // on the floor: the d6 direction …
    int deviation = 0; // … and the d6 hexes
    std::vector<int> locations; // location indices with a body hex in the zone, in body order
    std::vector<HitResult> hits; // frag and blast: one per location
    bool armourIgnored = false; // the grenade has no PEN: armour does not stop it
    int incapDamage = 0;
    int bruising = 0;
    CharacterState after;

    bool affected() const { return radius >= 0; }
};

// A complete trace of a throw (or of a grenade on the floor): every die, every step.
struct ThrowOutcome {
    std::string ruleset;
    std::string grenade;
    GrenadeType type = GrenadeType::Frag;
    bool onFloor = false;
    RangeBand range = RangeBand::Optimum;
    std::string thrower;
    std::optional<AttackRoll> roll; // none on the floor
    Hex intended;
    // The deviation, the hexes and the direction: on the floor, those of the first character
    // (each character's own are in `characters`).
    int aimingPoints = 0;
    int deviation = 0;
    std::optional<int> direction;
    Hex deviated; // after the d6 deviation, before the drift for range
    int drift = 0; // hexes straight down (face 3) for the range bands beyond optimum
    Hex impact;
    std::string effect;
    std::vector<DiceSource::Use> dice;
    std::vector<BlastTrace> characters;
};

// Throws (or sets off on the floor) a grenade among the characters, in their order.
// Throws Refused before any die is rolled, and DiceExhausted when typed dice run out.
// Dice: the attack roll (success, damage, penetration), then the direction if the grenade
// deviates; on the floor, each character's direction then its distance, character by
// character. Only then the blasts: a Vevaphon's CONC test follows each location hit that
// reaches it, as for shots (characters in order, locations in body order).
ThrowOutcome resolveThrow(const Ruleset& ruleset, const std::vector<BlastCharacter>& characters,
    const ThrowRequest& request, DiceSource& dice);

// Jumping on a grenade (§9): chest and abdomen take damage × 5 each.
struct JumpOutcome {
    std::string ruleset;
    std::string grenade;
    std::string name;
    int damage = 0; // the grenade's damage rating
    int damageTimesFive = 0;
    int torsoHits = 0;
    int abdomenHits = 0;
    int torsoArmourId = 0;
    int abdomenArmourId = 0;
    int stopped = 0; // hits and ID in the way
    int leftOver = 0; // 5 × damage − stopped, not below 0
    int passedOn = 0; // leftOver ÷ 5, rounded down: what the others take
    CharacterState after;
};
JumpOutcome jumpOnGrenade(
    const Ruleset& ruleset, const CharacterState& jumper, const std::string& grenade);

// The exact odds of a throw: each weight counts dice sequences out of `denominator` (6^n).
// On the floor every character's point deviates on dice of its own; each character's
// weights and the hexes then count that character's two dice (denominator 36).
struct ThrowOdds {
    struct Character {
        std::string name;
        double distance = 0;
        int radius = 0;
        std::vector<std::uint64_t> locations; // per location index: inside the zone
        std::uint64_t unaffected = 0; // no location inside the zone
    };
    bool onFloor = false; // no throwing roll
    std::uint64_t denominator = 1;
    std::map<Hex, std::uint64_t> hexes; // impact hexes
    std::uint64_t rollSucceeds = 0;
    std::vector<Character> characters;

    double probability(std::uint64_t weight) const
    {
        return static_cast<double>(weight) / static_cast<double>(denominator);
    }
};
ThrowOdds throwOdds(const Ruleset& ruleset, const std::vector<BlastCharacter>& characters,
    const ThrowRequest& request);

// A grenade among the scene's characters, as the session keeps it: the first target stands
// on the impact point (0 m), the further targets at their distances; or one of them jumps
// on the grenade (§9) instead.
struct GrenadeAction {
    ThrowRequest request;
    std::vector<double> distances; // metres from the impact point, one per further target
    // Metres of the first target from the impact point: 0 when it stands on it (a throw at its
    // body field); a throw at a point of the map catches the nearest at its distance.
    double targetDistance = 0;
    std::optional<int> jumper; // jumping on it: 0 the first target, 1 … the further targets
    // The hex of the map it is thrown at (places.h: the distances come from where everyone
    // stands); none: at the first target's body, the distances as given.
    std::optional<Hex> point;
    bool operator==(const GrenadeAction&) const = default;
};

// What a grenade action did: the throw (or the jump) and everyone as they stand after it.
struct GrenadeOutcome {
    std::optional<ThrowOutcome> thrown;
    std::optional<JumpOutcome> jump;
    CharacterState targetAfter;
    std::vector<CharacterState> othersAfter;
};

// The scene as a throw sees it: the first target at `targetDistance` (0 m: on the impact
// point), the others at their distances.
// Throws Refused when a distance is missing.
std::vector<BlastCharacter> blastScene(const CharacterState& target,
    const std::vector<CharacterState>& others, const std::vector<double>& distances,
    double targetDistance = 0);
// Resolves a grenade action on the scene (a jump rolls no dice). Throws like resolveThrow.
GrenadeOutcome resolveGrenade(const Ruleset& ruleset, const CharacterState& target,
    const std::vector<CharacterState>& others, const GrenadeAction& action, DiceSource& dice);

// The working as a referee would say it, line by line.
std::vector<std::string> describeThrow(const Ruleset& ruleset, const ThrowOutcome& outcome);
std::vector<std::string> describeJump(const Ruleset& ruleset, const JumpOutcome& outcome);
// The same to translate (the roll log).
std::vector<Text> describeThrowText(const Ruleset& ruleset, const ThrowOutcome& outcome);
std::vector<Text> describeJumpText(const Ruleset& ruleset, const JumpOutcome& outcome);

namespace rules {
    // §9: R − floor(distance ÷ blast-radius increment); below 0 the character is unaffected.
    int blastZoneRadius(const Grenade& grenade, double metres);
    // The most whole metres from the impact point at which the blast still catches someone
    // (blastZoneRadius ≥ 0).
    int blastReach(const Grenade& grenade);
    // §9: the impact hex of a grenade that lands at the feet when none is aimed at on the body
    // field: the middle of the lower third, below the standard aim.
    Hex feetImpact(const Body& body);
    // §9: the locations with at least one body hex within `radius` of the impact hex.
    std::vector<int> locationsInZone(const Body& body, Hex impact, int radius);
}

} // namespace hitspread
