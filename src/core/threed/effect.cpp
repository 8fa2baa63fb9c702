// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "effect.h"

#include "compiledshot.h"
#include "refused.h"

#include <cmath>
#include <optional>
#include <vector>

namespace hitspread {

namespace {
    // What one outcome did to the target, as the odds count it.
    struct Harm {
        TargetState state = TargetState::Unhurt;
        int lost = 0; // hits taken off the body's locations
        bool stuck = false; // a bullet left stuck
    };

    Harm harmOf(const Ruleset& rs, const CharacterState& before, const CharacterState& after)
    {
        Harm harm;
        harm.state = targetState(rs, before, after);
        for (std::size_t i = 0; i < before.locations.size() && i < after.locations.size(); ++i) {
            harm.lost += before.locations[i].hits - after.locations[i].hits;
            harm.stuck
                = harm.stuck || after.locations[i].stuckBullets > before.locations[i].stuckBullets;
        }
        return harm;
    }

    struct Tally {
        std::array<double, TargetStates> states {};
        double stuck = 0;
        double damage = 0;
        double damageSquares = 0;
        // The damage distribution by hits taken off, summed in a vector (a map look-up per
        // outcome would cost more than the outcome); a key is there once a weight came to it.
        std::vector<double> byLost;
        std::vector<bool> lostSeen;
        std::map<int, double> gained;

        void add(const Harm& harm, double weight)
        {
            states[static_cast<std::size_t>(harm.state)] += weight;
            if (harm.stuck)
                stuck += weight;
            damage += weight * harm.lost;
            damageSquares += weight * harm.lost * harm.lost;
            if (harm.lost < 0) {
                gained[harm.lost] += weight; // never in an attack, but counted all the same
                return;
            }
            const auto lost = static_cast<std::size_t>(harm.lost);
            if (lost >= byLost.size()) {
                byLost.resize(lost + 1, 0.0);
                lostSeen.resize(lost + 1, false);
            }
            byLost[lost] += weight;
            lostSeen[lost] = true;
        }
        std::map<int, double> damageDistribution() const
        {
            std::map<int, double> distribution = gained;
            for (std::size_t lost = 0; lost < byLost.size(); ++lost) {
                if (lostSeen[lost])
                    distribution.emplace(static_cast<int>(lost), byLost[lost]);
            }
            return distribution;
        }
    };

    // A compiled shot's harm, worked out once for each state of the target it can leave.
    class HarmCache {
    public:
        HarmCache(const Ruleset& rs, const CompiledShot& shot)
            : m_rs(rs)
            , m_slots(static_cast<std::size_t>(shot.stateSlots()))
        {
        }
        // Fires the shot; a state seen before is not worked out again.
        Harm fire(CompiledShot& compiled, DiceSource& dice)
        {
            CompiledShot::Shot shot = compiled.fireUnsettled(dice);
            if (shot.slot < 0)
                return harmOf(m_rs, compiled.target(), *shot.targetAfter);
            std::optional<Harm>& harm = m_slots[static_cast<std::size_t>(shot.slot)];
            if (!harm) {
                compiled.settle(shot);
                harm = harmOf(m_rs, compiled.target(), *shot.targetAfter);
            }
            return *harm;
        }

    private:
        const Ruleset& m_rs;
        std::vector<std::optional<Harm>> m_slots;
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

std::vector<DamageBin> damageBins(const EffectOdds& e, std::size_t most)
{
    std::vector<DamageBin> bins;
    if (e.damageDistribution.empty() || most == 0)
        return bins;
    const int least = e.damageDistribution.begin()->first;
    const int greatest = e.damageDistribution.rbegin()->first;
    const auto span = static_cast<std::size_t>(greatest - least) + 1;
    const auto width = static_cast<int>((span + most - 1) / most); // hits a bin
    for (int from = least; from <= greatest; from += width)
        bins.push_back({ from, std::min(greatest, from + width - 1), 0.0 });
    for (const auto& [lost, chance] : e.damageDistribution)
        bins[static_cast<std::size_t>((lost - least) / width)].chance += chance;
    return bins;
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

    // The effect of `fire` (the dice → the harm done): every dice sequence counted where
    // `countable` and they are few enough, else seeded trials. `dryRun` refuses what the rules
    // refuse before anything is counted.
    template <typename DryRun, typename Fire>
    EffectOdds tallyEffect(
        bool countable, int trials, std::uint64_t seed, DryRun&& dryRun, Fire&& fire)
    {
        if (trials < 1)
            throw Refused(
                say(HS_TEXT("core", "The odds need at least one trial, not %1."), trials));
        {
            OnesDice dice;
            dryRun(dice);
        }
        EffectOdds odds;
        Tally tally;
        if (countable) {
            std::vector<int> path;
            std::vector<double> weights; // 6^-n, by the sequence's length n
            // Each state's sequences by their length, to add up as fractions of 6^n after.
            std::vector<std::array<std::uint64_t, TargetStates>> byLength;
            std::uint64_t sequences = 0;
            PathDice dice(path);
            for (;;) {
                dice.rewind();
                const Harm harm = fire(dice);
                path.resize(dice.consumed());
                if (path.size() >= weights.size()) {
                    for (std::size_t n = weights.size(); n <= path.size(); ++n)
                        weights.push_back(std::pow(1.0 / 6, static_cast<double>(n)));
                    byLength.resize(path.size() + 1);
                }
                tally.add(harm, weights[path.size()]);
                ++byLength[path.size()][static_cast<std::size_t>(harm.state)];
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
                odds.damageDistribution = tally.damageDistribution();
                std::size_t longest = 0;
                for (std::size_t n = 0; n < byLength.size(); ++n)
                    for (std::uint64_t count : byLength[n])
                        if (count != 0)
                            longest = n;
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
            tally.add(fire(dice), weight);
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
        odds.damageDistribution = tally.damageDistribution();
        return odds;
    }
}

EffectOdds effectOdds(const Ruleset& rs, const CharacterState& target, const AttackRequest& request,
    int trials, std::uint64_t seed, bool sample)
{
    return effectOdds(rs, target, {}, request, trials, seed, sample);
}

EffectOdds effectOdds(const Ruleset& rs, const CharacterState& target,
    const std::vector<CharacterState>& others, const AttackRequest& request, int trials,
    std::uint64_t seed, bool sample)
{
    auto resolve
        = [&](DiceSource& dice) { return resolveAttack(rs, target, others, request, dice); };
    // A single one-hex shot is compiled (compiledshot.h): the same outcomes, each in a few
    // table look-ups. Anything else runs the resolver. One shot (a one-hex shot or a
    // template) is counted over every dice sequence; several shots or bullets are sampled.
    std::optional<CompiledShot> compiled;
    std::optional<HarmCache> harms;
    return tallyEffect(
        request.mode == FireMode::Single && !sample, trials, seed,
        [&](DiceSource& dice) {
            resolve(dice);
            compiled = CompiledShot::compile(rs, target, request);
            if (compiled)
                harms.emplace(rs, *compiled);
        },
        [&](DiceSource& dice) {
            if (compiled)
                return harms->fire(*compiled, dice);
            return harmOf(rs, target, resolve(dice).targetAfter);
        });
}

EffectOdds throwEffectOdds(const Ruleset& rs, const CharacterState& target,
    const ThrowRequest& request, int trials, std::uint64_t seed, bool sample)
{
    const std::vector<BlastCharacter> scene { { target, 0.0 } };
    auto after = [&](DiceSource& dice) {
        return resolveThrow(rs, scene, request, dice).characters.front().after;
    };
    return tallyEffect(
        !sample, trials, seed, [&](DiceSource& dice) { after(dice); },
        [&](DiceSource& dice) { return harmOf(rs, target, after(dice)); });
}

} // namespace hitspread
