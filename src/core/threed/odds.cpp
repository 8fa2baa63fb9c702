// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "odds.h"

#include "attackrules.h"

#include <algorithm>
#include <array>

namespace hitspread {

namespace {
    // Ways two d6 make each sum 2…12; the damage and penetration dice only count as a sum
    // toward the total, so 66 (success die, sum) pairs stand for all 216 attack rolls.
    constexpr std::array<std::uint64_t, 13> twoDiceWays { 0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 };

    // Ways three d6 make each sum 3…18 (a stat test).
    std::array<std::uint64_t, 19> threeDiceWays()
    {
        std::array<std::uint64_t, 19> ways {};
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                for (int c = 1; c <= 6; ++c)
                    ++ways[static_cast<std::size_t>(a + b + c)];
        return ways;
    }
}

std::uint64_t ShotOdds::hexWeight(Hex hex) const
{
    auto it = hexes.find(hex);
    return it == hexes.end() ? 0 : it->second;
}

ShotOdds shotOdds(const Ruleset& rs, const AttackRequest& req)
{
    const rules::AttackSetup setup = rules::prepare(rs, req);
    ShotOdds odds;
    odds.locations.assign(rs.body.locations.size(), 0);
    auto land = [&](Hex hex, std::uint64_t weight) {
        odds.hexes[hex] += weight;
        const int location = rs.body.locationAt(hex);
        if (location < 0)
            odds.miss += weight;
        else
            odds.locations[static_cast<std::size_t>(location)] += weight;
    };

    // §11: a test before the attack (a quick draw's DEX test, or the COOL test to aim under
    // fire) comes first; failed, no attack is made, which is a miss.
    std::uint64_t prePass = 1, preFail = 0;
    if (setup.preTest) {
        prePass = 0;
        const std::array<std::uint64_t, 19> ways = threeDiceWays();
        for (int sum = 3; sum <= 18; ++sum)
            (sum + setup.preTest->value + setup.preTest->modifier >= StatTest {}.target ? prePass
                                                                                        : preFail)
                += ways[static_cast<std::size_t>(sum)];
    }
    // The optional under-fire COOL test comes next: its total sets a modifier (§4).
    std::array<std::uint64_t, 19> coolWays {};
    if (setup.rollsUnderFire)
        coolWays = threeDiceWays();
    else
        coolWays[3] = 1; // one "total" that is never used
    const std::uint64_t attackDenominator
        = (setup.rollsUnderFire ? 216 : 1) * 216 * 6; // …and the direction die
    odds.denominator = (setup.preTest ? 216 : 1) * attackDenominator;
    odds.miss = preFail * attackDenominator;

    for (int coolSum = 3; coolSum <= 18; ++coolSum) {
        const std::uint64_t coolWeight = coolWays[static_cast<std::size_t>(coolSum)];
        if (coolWeight == 0)
            continue;
        const int underFire = setup.rollsUnderFire ? rules::underFireModifier(rs,
                                  coolSum + req.shooter.cool + rules::underFireTestModifier(req))
                                                   : 0;
        for (int success = 1; success <= 6; ++success) {
            for (int pair = 2; pair <= 12; ++pair) {
                // Any two faces with this sum; (1, 1) only for 2, which keeps a jam exact.
                const int damage = std::min(6, pair - 1);
                const int penetration = pair - damage;
                const AttackRoll roll = rules::scoreAttack(rs, setup, success, damage, penetration,
                    underFire, setup.rollsUnderFire ? "under fire" : nullptr);
                const std::uint64_t weight
                    = prePass * coolWeight * twoDiceWays[static_cast<std::size_t>(pair)];
                if (roll.hit)
                    odds.rollSucceeds += weight * 6;
                const rules::Deviation deviation = rules::deviationOf(rs, setup, roll);
                if (!deviation.lands)
                    odds.miss += weight * 6;
                else if (deviation.hexes == 0)
                    land(req.target,
                        weight * 6); // no direction die: all six of its faces count alike
                else
                    for (int face = 1; face <= 6; ++face)
                        land(step(req.target, face, deviation.hexes), weight);
            }
        }
    }
    return odds;
}

} // namespace hitspread
