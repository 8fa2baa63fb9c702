// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Opposed melee of system rollunder: who wins an exchange, and the exact chance of the
// attacker's blow.
#include "rollundermelee.h"

#include "scatter.h"

#include <algorithm>

namespace hitspread::rollunder {

namespace {
    // A fighter's roll as compared, with its chance: nullopt for a failure.
    struct Result {
        std::optional<int> value;
        double chance = 0;
    };

    std::vector<Result> resultsOf(const Fighter& f)
    {
        if (!f.rolls)
            return { { std::nullopt, 1.0 } };
        std::vector<Result> list;
        double failure = 0;
        const std::vector<double> odds = ground::sumOdds(f.task.dice);
        for (std::size_t total = 0; total < odds.size(); ++total) {
            if (odds[total] == 0)
                continue;
            const int value = static_cast<int>(total) + f.task.rollModifier;
            if (value < f.task.target)
                list.push_back({ value, odds[total] });
            else
                failure += odds[total];
        }
        if (failure > 0)
            list.push_back({ std::nullopt, failure });
        return list;
    }

    bool below(const std::optional<int>& value, const std::optional<int>& than)
    {
        return value && than && *value < *than;
    }
}

int winnersAmong(int rolling)
{
    return rolling > 2 ? 2 : 1;
}

std::vector<bool> meleeWinners(const std::vector<std::optional<int>>& successes, int winners)
{
    std::vector<bool> wins(successes.size(), false);
    for (std::size_t i = 0; i < successes.size(); ++i) {
        if (!successes[i])
            continue;
        int lower = 0;
        for (const std::optional<int>& other : successes)
            lower += below(other, successes[i]) ? 1 : 0;
        wins[i] = lower < winners;
    }
    return wins;
}

double meleeHitChance(const std::vector<Fighter>& fighters)
{
    if (fighters.size() < 2)
        return 0;
    int rolling = 0;
    for (const Fighter& f : fighters)
        rolling += f.rolls ? 1 : 0;
    const int winners = winnersAmong(rolling);
    const std::vector<Result> attacker = resultsOf(fighters[0]);
    const std::vector<Result> target = resultsOf(fighters[1]);
    std::vector<std::vector<Result>> others;
    for (std::size_t i = 2; i < fighters.size(); ++i)
        others.push_back(resultsOf(fighters[i]));

    // counts[a][t]: the chance that `a` of the others succeeded below the attacker and `t`
    // below the target (each capped at `winners`, which already decides).
    const auto side = static_cast<std::size_t>(winners + 1);
    double chance = 0;
    for (const Result& a : attacker) {
        if (!a.value)
            continue;
        for (const Result& t : target) {
            std::vector<double> counts(side * side, 0.0);
            counts[0] = 1;
            for (const std::vector<Result>& results : others) {
                std::vector<double> next(side * side, 0.0);
                for (std::size_t ca = 0; ca < side; ++ca) {
                    for (std::size_t ct = 0; ct < side; ++ct) {
                        const double p = counts[ca * side + ct];
                        if (p == 0)
                            continue;
                        for (const Result& o : results) {
                            const std::size_t na
                                = std::min(side - 1, ca + (below(o.value, a.value) ? 1 : 0));
                            const std::size_t nt
                                = std::min(side - 1, ct + (below(o.value, t.value) ? 1 : 0));
                            next[na * side + nt] += p * o.chance;
                        }
                    }
                }
                counts = std::move(next);
            }
            for (std::size_t ca = 0; ca < side; ++ca) {
                for (std::size_t ct = 0; ct < side; ++ct) {
                    const int lowerThanAttacker
                        = static_cast<int>(ca) + (below(t.value, a.value) ? 1 : 0);
                    const int lowerThanTarget
                        = static_cast<int>(ct) + (below(a.value, t.value) ? 1 : 0);
                    const bool attackerWins = lowerThanAttacker < winners;
                    const bool targetWins = t.value && lowerThanTarget < winners;
                    if (attackerWins && !(fighters[1].blocks && targetWins))
                        chance += a.chance * t.chance * counts[ca * side + ct];
                }
            }
        }
    }
    return chance;
}

} // namespace hitspread::rollunder
