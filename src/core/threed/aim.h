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

#include "attack.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hitspread {

struct AimGoal {
    enum class Kind {
        Hits, // the body at all: a single shot's chance to hit it; several, the hits expected
        Location, // one location: a single shot's chance to hit it; several, the hits expected
    };
    Kind kind = Kind::Hits;
    int location = -1; // Location: index into the body's locations
};

// "hits" or "location:ID" (an id of the ruleset's locations); nullopt with the reason in
// `error` for anything else.
std::optional<AimGoal> parseAimGoal(
    const Ruleset& ruleset, const std::string& text, std::string& error);
std::string toString(const Ruleset& ruleset, const AimGoal& goal);

struct AimScore {
    Hex aim;
    double score = 0; // the chance (one shot) or the hits expected (several)
    std::uint64_t weight = 0; // exact: dice sequences out of AimMap::denominator
};

struct AimMap {
    AimGoal goal;
    // One one-hex shot: each score is an exact count of dice sequences out of `denominator`
    // (6^n); otherwise the scores are expectations (exact too, not sampled) and denominator 0.
    bool exact = false;
    std::uint64_t denominator = 0;
    // Every body hex, best first; equal scores nearest the standard aiming point first, then
    // by column and row.
    std::vector<AimScore> scores;
};

// The field's hexes that belong to the body, column by column within each row.
std::vector<Hex> bodyHexes(const Body& body);

// Rates every body hex as the aim of `request` (its target hex is ignored). Throws Refused
// like the resolver for an impossible action.
AimMap aimMap(const Ruleset& ruleset, const AttackRequest& request, const AimGoal& goal);

} // namespace hitspread
