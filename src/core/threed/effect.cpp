// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "effect.h"

#include "refused.h"

#include <cmath>
#include <vector>

namespace hitspread {

namespace {
    struct Tally {
        std::array<double, TargetStates> states {};
        double stuck = 0;
        double damage = 0;
        double damageSquares = 0;
        std::map<int, double> damageDistribution;

        void add(const Ruleset& rs, const CharacterState& before, const CharacterState& after,
            double weight)
        {
            states[static_cast<std::size_t>(targetState(rs, before, after))] += weight;
            int lost = 0;
            bool stuckNow = false;
            for (std::size_t i = 0; i < before.locations.size() && i < after.locations.size();
                 ++i) {
                lost += before.locations[i].hits - after.locations[i].hits;
                stuckNow = stuckNow
                    || after.locations[i].stuckBullets > before.locations[i].stuckBullets;
            }
            if (stuckNow)
                stuck += weight;
            damage += weight * lost;
            damageSquares += weight * lost * lost;
            damageDistribution[lost] += weight;
        }
    };

    double proportionHalfWidth(double p, int n)
    {
        return 1.96 * std::sqrt(std::max(0.0, p * (1 - p)) / n);
    }
}

const char* toString(TargetState state)
{
    switch (state) {
    case TargetState::Unhurt:
        return "unhurt";
    case TargetState::Wounded:
        return "wounded";
    case TargetState::LocationUseless:
        return "location_useless";
    case TargetState::Unconscious:
        return "unconscious";
    case TargetState::Dead:
        return "dead";
    }
    return "unhurt";
}

double EffectOdds::downHalfWidth() const
{
    return exact ? 0.0 : proportionHalfWidth(down(), trials);
}

TargetState targetState(
    const Ruleset& rs, const CharacterState& before, const CharacterState& after)
{
    switch (after.status(rs)) {
    case CharacterStatus::Dead:
        return TargetState::Dead;
    case CharacterStatus::Unconscious:
        return TargetState::Unconscious;
    case CharacterStatus::Ok:
        break;
    }
    bool hurt = after.incap < before.incap || after.bruising > before.bruising
        || after.wounds > before.wounds;
    for (std::size_t i = 0; i < after.locations.size() && i < before.locations.size(); ++i) {
        const int location = static_cast<int>(i);
        if (after.condition(location) >= LocationCondition::Useless
            && after.condition(location) > before.condition(location))
            return TargetState::LocationUseless;
        hurt = hurt || after.locations[i].hits < before.locations[i].hits
            || after.locations[i].wounds > before.locations[i].wounds;
    }
    return hurt ? TargetState::Wounded : TargetState::Unhurt;
}

EffectOdds effectOdds(const Ruleset& rs, const CharacterState& target, const AttackRequest& request,
    int trials, std::uint64_t seed, bool sample)
{
    if (trials < 1)
        throw Refused(say(HS_TEXT("core", "The odds need at least one trial, not %1."), trials));
    {
        OnesDice dryRun; // whatever the rules refuse is refused before anything is counted
        resolveAttack(rs, target, request, dryRun);
    }
    EffectOdds odds;
    Tally tally;
    // One shot (a one-hex shot or a template): every dice sequence, counted.
    if (request.mode == FireMode::Single && !sample) {
        std::vector<int> path;
        std::uint64_t sequences = 0;
        for (;;) {
            PathDice dice(path);
            const Outcome outcome = resolveAttack(rs, target, request, dice);
            path.resize(dice.consumed());
            tally.add(rs, target, outcome.targetAfter,
                std::pow(1.0 / 6, static_cast<double>(path.size())));
            ++sequences;
            while (!path.empty() && path.back() == 6)
                path.pop_back();
            if (path.empty() || sequences > MaxExactSequences)
                break;
            ++path.back();
        }
        if (sequences <= MaxExactSequences) {
            odds.exact = true;
            odds.sequences = sequences;
            odds.states = tally.states;
            odds.stuck = tally.stuck;
            odds.damage = tally.damage;
            odds.damageDistribution = std::move(tally.damageDistribution);
            return odds;
        }
        tally = Tally {};
    }
    // Several shots or bullets: seeded trials, each figure with its 95 % interval.
    SeededDice dice(seed);
    const double weight = 1.0 / trials;
    for (int i = 0; i < trials; ++i) {
        dice.forgetUsed();
        const Outcome outcome = resolveAttack(rs, target, request, dice);
        tally.add(rs, target, outcome.targetAfter, weight);
    }
    odds.trials = trials;
    odds.seed = seed;
    odds.states = tally.states;
    for (std::size_t i = 0; i < TargetStates; ++i)
        odds.statesHalfWidth[i] = proportionHalfWidth(odds.states[i], trials);
    odds.stuck = tally.stuck;
    odds.stuckHalfWidth = proportionHalfWidth(odds.stuck, trials);
    odds.damage = tally.damage;
    const double variance = std::max(0.0, tally.damageSquares - tally.damage * tally.damage);
    odds.damageHalfWidth = 1.96 * std::sqrt(variance / trials);
    odds.damageDistribution = std::move(tally.damageDistribution);
    return odds;
}

} // namespace hitspread
