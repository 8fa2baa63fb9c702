// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The best hex to aim at, before anyone rolls: every body hex rated as an aiming point by a
// goal the player picks, from the exact landing odds (odds.h).
//
// Where an action's shots land relative to the hex aimed at does not depend on that hex: a
// deviation is straight steps from it (§3, §5), a burst walks from bullet to bullet (§6) and
// the shooter steers toward the aimed hex. So one landing distribution, taken around any hex,
// serves every aiming point: an aim's score is that distribution summed over the hexes that
// count for the goal, each shifted by the aim. Computed, not sampled.
//
// Whether the target is wounded or put down also depends on the dice after the landing and on
// the target as it stands: those goals run the resolver itself at every aim (effect.h), over
// every dice sequence for one shot or a grenade with few enough of them, else over seeded
// trials, the same dice at every aim so that neighbouring hexes differ by the aim and not by
// luck.

#include "attack.h"
#include "grenade.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace hitspread {

struct AimGoal {
    enum class Kind {
        Hits, // the body at all: a single shot's chance to hit it; several, the hits expected
        Location, // one location: a single shot's chance to hit it; several, the hits expected
        Wound, // the chance the target is hurt at all (wounded or worse, effect.h)
        Down, // the chance it is put down: unconscious or dead
    };
    Kind kind = Kind::Hits;
    int location = -1; // Location: index into the body's locations

    bool needsTarget() const { return kind == Kind::Wound || kind == Kind::Down; }
};

// "hits", "location:ID" (an id of the ruleset's locations), "wound" or "down"; nullopt with
// the reason in `error` for anything else.
std::optional<AimGoal> parseAimGoal(
    const Ruleset& ruleset, const std::string& text, std::string& error);
std::string toString(const Ruleset& ruleset, const AimGoal& goal);

struct AimScore {
    Hex aim;
    double score = 0; // the chance (one shot) or the hits expected (several)
    std::uint64_t weight = 0; // exact: dice sequences out of AimMap::denominator
    double halfWidth = 0; // sampled: the 95 % interval's half width
};

struct AimMap {
    AimGoal goal;
    bool grenade = false; // the aims are impact points in the lower third of the field (§9)
    // Each score an exact count of dice sequences out of `denominator` (6^n): one one-hex shot,
    // a grenade, or wound and down for one shot. Otherwise a score is an expectation (hits and
    // location of several shots, exact too, not sampled) or, for wound and down of several,
    // the share of `trials` seeded trials at that aim, with its interval.
    bool exact = false;
    std::uint64_t denominator = 0;
    bool expectation = false; // the scores are hits expected, not chances
    int trials = 0; // sampled: trials at each aim …
    std::uint64_t seed = 0; // … on the same dice
    // Every aim, best first; equal scores nearest the standard aiming point first, then by
    // column and row.
    std::vector<AimScore> scores;
    // No aim does anything for the goal (the best scores 0): none is better than another.
    bool noneCan() const { return scores.empty() || scores.front().score <= 0; }
};

// Wound and down count every dice sequence at every aim when the action has at most this many
// (at the standard aiming point); an action with more is sampled at each aim instead.
constexpr std::uint64_t MaxExactAimSequences = 60'000;

// How the goals that depend on the target are worked out.
struct AimOptions {
    const CharacterState* target = nullptr; // as it stands; wound, down and grenades need it
    // Walking fire (§6): the scene's further targets as they stand, one for each WalkStep of
    // the request; wound and down are the target's own.
    std::vector<CharacterState> others;
    int trials = 2'000; // seeded trials at each aim where wound or down is sampled
    std::uint64_t seed = 1;
    // Told after each aim worked out (done of total); returning false stops the work with
    // AimStopped.
    std::function<bool(std::size_t done, std::size_t total)> progress;
};
struct AimStopped { };
// The most trials at each aim (the CLI's --trials): 235 aims of a 40-round burst at this many
// take about half a minute.
constexpr int MaxAimTrials = 20'000;

// The field's hexes that belong to the body, column by column within each row.
std::vector<Hex> bodyHexes(const Body& body);

// The impact points a thrower may pick: the lower third of the field (§9), row by row.
std::vector<Hex> grenadeAims(const Body& body);

// Rates every body hex as the aim of `request` (its target hex is ignored). Throws Refused
// like the resolver for an impossible action, and for wound or down without a target.
AimMap aimMap(const Ruleset& ruleset, const AttackRequest& request, const AimGoal& goal,
    const AimOptions& options = {});
// Rates every impact point of the lower third for a throw (its impact is ignored) against the
// target on it: hits is the chance the blast reaches the body, location that it reaches the
// location; exact over the dice. Throws Refused like resolveThrow, and without a target.
AimMap aimMap(const Ruleset& ruleset, const ThrowRequest& request, const AimGoal& goal,
    const AimOptions& options);

} // namespace hitspread
