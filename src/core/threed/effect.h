// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What an action does to the target as it stands, before anyone rolls: the chance of each
// state the target ends in (unhurt, wounded, a location made useless, unconscious, dead),
// of a bullet left stuck, and the damage to its body. The resolver itself is run, so every
// rule of the shot counts: exactly, over every dice sequence, where there are few enough
// (a single shot, a template); otherwise over seeded trials, each figure with its 95 %
// interval.

#include "attack.h"
#include "grenade.h"

#include <array>
#include <cstdint>
#include <map>
#include <vector>

namespace hitspread {

// The worst the target comes to, in order.
enum class TargetState { Unhurt, Wounded, LocationUseless, Unconscious, Dead };
constexpr std::size_t TargetStates = 5;
const char* toString(TargetState state); // unhurt, wounded, location_useless, unconscious, dead

struct EffectOdds {
    bool exact = false; // every dice sequence counted; else `trials` seeded trials
    std::uint64_t sequences = 0; // exact: the dice sequences counted
    // Exact: each state's dice sequences out of `denominator` (6^n, n the longest sequence's
    // dice; a shorter sequence counts 6^(n - its length) times). 0 when n is above 24.
    std::uint64_t denominator = 0;
    std::array<std::uint64_t, TargetStates> stateWeights {};
    int trials = 0;
    std::uint64_t seed = 0;
    std::array<double, TargetStates> states {}; // by TargetState; they add up to 1
    std::array<double, TargetStates> statesHalfWidth {}; // 95 % interval (0 when exact)
    double stuck = 0; // a bullet left stuck in the target
    double stuckHalfWidth = 0;
    double damage = 0; // expected hits taken off the body's locations
    double damageHalfWidth = 0;
    std::map<int, double> damageDistribution; // hits taken off → chance

    double state(TargetState s) const { return states[static_cast<std::size_t>(s)]; }
    // Down: unconscious or dead.
    double down() const { return state(TargetState::Unconscious) + state(TargetState::Dead); }
    double downHalfWidth() const;
};

// The damage distribution in at most `most` bins of equal width for a chart: hits taken off
// from `from` to `to` (both counted), with the chance of landing in them; every count from
// the least to the most seen has a bin, so a gap shows as a bin of chance 0.
struct DamageBin {
    int from = 0;
    int to = 0;
    double chance = 0;
};
std::vector<DamageBin> damageBins(const EffectOdds& effect, std::size_t most = 12);

// How many dice sequences an action may have before its odds are sampled instead.
constexpr std::uint64_t MaxExactSequences = 2'000'000;

// The effect of `request` on `target`: exact when the action is one shot (or a template)
// whose dice sequences number at most MaxExactSequences, else `trials` seeded trials (at
// least 1; Refused otherwise); `sample` takes trials even where it could count. Throws
// Refused like the resolver for an impossible action.
EffectOdds effectOdds(const Ruleset& ruleset, const CharacterState& target,
    const AttackRequest& request, int trials = 100'000, std::uint64_t seed = 1,
    bool sample = false);
// The same for walking fire (§6): `others` are the scene's further targets side by side, one
// for each of the request's WalkSteps; the figures are those of `target`, where the fire
// starts.
EffectOdds effectOdds(const Ruleset& ruleset, const CharacterState& target,
    const std::vector<CharacterState>& others, const AttackRequest& request, int trials = 100'000,
    std::uint64_t seed = 1, bool sample = false);

// What a throw (grenade.h) does to `target`, standing on the impact point: exact over every
// dice sequence where they number at most MaxExactSequences, else seeded trials, as above.
EffectOdds throwEffectOdds(const Ruleset& ruleset, const CharacterState& target,
    const ThrowRequest& request, int trials = 100'000, std::uint64_t seed = 1, bool sample = false);

// The state a target is in after an action, against before it.
TargetState targetState(
    const Ruleset& ruleset, const CharacterState& before, const CharacterState& after);

} // namespace hitspread
