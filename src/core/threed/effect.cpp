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

        // Returns the state the target came to.
        TargetState add(const Ruleset& rs, const CharacterState& before,
            const CharacterState& after, double weight)
        {
            const TargetState state = targetState(rs, before, after);
            states[static_cast<std::size_t>(state)] += weight;
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
            return state;
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

namespace {
    // 6^n, or 0 when it does not fit.
    std::uint64_t powerOfSix(std::size_t n)
    {
        if (n > 24)
            return 0;
        std::uint64_t p = 1;
        for (std::size_t i = 0; i < n; ++i)
            p *= 6;
        return p;
    }

    // The effect of `resolve` (the dice → the target as it stands after): every dice sequence
    // counted where `countable` and they are few enough, else seeded trials.
    template <typename Resolve>
    EffectOdds tallyEffect(const Ruleset& rs, const CharacterState& target, bool countable,
        int trials, std::uint64_t seed, Resolve&& resolve)
    {
        if (trials < 1)
            throw Refused(
                say(HS_TEXT("core", "The odds need at least one trial, not %1."), trials));
        {
            OnesDice dryRun; // whatever the rules refuse is refused before anything is counted
            resolve(dryRun);
        }
        EffectOdds odds;
        Tally tally;
        if (countable) {
            // Each state's sequences by their length, to add up as fractions of 6^n after.
            std::vector<std::array<std::uint64_t, TargetStates>> byLength;
            std::vector<int> path;
            std::uint64_t sequences = 0;
            for (;;) {
                PathDice dice(path);
                const CharacterState after = resolve(dice);
                path.resize(dice.consumed());
                const TargetState state = tally.add(
                    rs, target, after, std::pow(1.0 / 6, static_cast<double>(path.size())));
                if (byLength.size() <= path.size())
                    byLength.resize(path.size() + 1);
                ++byLength[path.size()][static_cast<std::size_t>(state)];
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
                const std::size_t longest = byLength.size() - 1;
                odds.denominator = powerOfSix(longest);
                if (odds.denominator != 0)
                    for (std::size_t length = 0; length <= longest; ++length)
                        for (std::size_t s = 0; s < TargetStates; ++s)
                            odds.stateWeights[s]
                                += byLength[length][s] * powerOfSix(longest - length);
                return odds;
            }
            tally = Tally {};
        }
        // Seeded trials, each figure with its 95 % interval.
        SeededDice dice(seed);
        const double weight = 1.0 / trials;
        for (int i = 0; i < trials; ++i) {
            dice.forgetUsed();
            tally.add(rs, target, resolve(dice), weight);
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
}

EffectOdds effectOdds(const Ruleset& rs, const CharacterState& target, const AttackRequest& request,
    int trials, std::uint64_t seed, bool sample)
{
    // One shot (a one-hex shot or a template): every dice sequence, counted; several shots or
    // bullets: seeded trials.
    return tallyEffect(rs, target, request.mode == FireMode::Single && !sample, trials, seed,
        [&](DiceSource& dice) { return resolveAttack(rs, target, request, dice).targetAfter; });
}

EffectOdds throwEffectOdds(const Ruleset& rs, const CharacterState& target,
    const ThrowRequest& request, int trials, std::uint64_t seed, bool sample)
{
    const std::vector<BlastCharacter> scene { { target, 0.0 } };
    return tallyEffect(rs, target, !sample, trials, seed, [&](DiceSource& dice) {
        return resolveThrow(rs, scene, request, dice).characters.front().after;
    });
}

} // namespace hitspread
