// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attack.h"

#include <cstdint>
#include <map>
#include <vector>

namespace hitspread {

// The exact odds of where one attack lands, before anyone rolls: every die is enumerated,
// so each weight is a count of dice sequences out of `denominator` (6^n), not a sample.
struct ShotOdds {
    std::uint64_t denominator = 1;
    std::map<Hex, std::uint64_t> hexes; // landings per hex, on the body or not
    std::vector<std::uint64_t> locations; // per location index
    std::uint64_t miss = 0; // landing on empty space, off the field, or nowhere
    std::uint64_t rollSucceeds = 0; // the to-hit roll itself succeeding

    double probability(std::uint64_t weight) const
    {
        return static_cast<double>(weight) / static_cast<double>(denominator);
    }
    std::uint64_t hexWeight(Hex hex) const;
};

// The first (or only) shot of an attack (rules §1, §4, §5, §8). Throws Refused like the
// resolver.
ShotOdds shotOdds(const Ruleset& ruleset, const AttackRequest& request);

// Where a whole action's shots or bullets land, computed, not sampled: each later bullet's
// landing distribution follows from the one before (a Markov chain over hexes, §6).
// Expected counts, so a burst can put more than one bullet in a hex or a location.
struct FireOdds {
    std::map<Hex, double> hexes; // expected shots or bullets landing on each hex
    std::vector<double> locations; // expected hits per location (templates: covers per location)
    double miss = 0; // expected shots or bullets that hit no location
    double shots = 0; // expected number of shots or bullets fired
    // Walking fire: what reaches each further target of the scene (stray bullets count in
    // the first target's `miss`).
    struct Target {
        std::map<Hex, double> hexes;
        std::vector<double> locations;
        double miss = 0;
    };
    std::vector<Target> others;
};
FireOdds fireOdds(const Ruleset& ruleset, const AttackRequest& request);

} // namespace hitspread
