// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The landing distributions of a whole action: semi-auto shots and burst bullets (§6).
#include "odds.h"

#include "attackrules.h"

#include <algorithm>
#include <array>
#include <cassert>

namespace hitspread {

namespace {
    constexpr std::array<int, 13> twoDiceWays { 0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 };

    // Where one attack roll sends a shot, relative to the hex it starts from.
    struct Kernel {
        std::vector<std::pair<Hex, double>> offsets;
        double nowhere
            = 0; // lands nowhere (a clean or melee miss): the next shot starts where this one did
        double jam = 0; // the weapon jams: the action ends
    };

    Kernel kernelFor(
        const Ruleset& rs, const rules::AttackSetup& setup, int aimBonus, int underFire)
    {
        rules::AttackSetup s = setup;
        s.aimBonus = aimBonus;
        Kernel k;
        std::map<Hex, double> offsets;
        for (int success = 1; success <= 6; ++success) {
            for (int pair = 2; pair <= 12; ++pair) {
                const int damage = std::min(6, pair - 1);
                const double p = twoDiceWays[static_cast<std::size_t>(pair)] / 216.0;
                const AttackRoll roll = rules::scoreAttack(rs, s, success, damage, pair - damage,
                    underFire, s.rollsUnderFire ? "under fire" : nullptr);
                const rules::Deviation d = rules::deviationOf(rs, s, roll);
                if (roll.jammed)
                    k.jam += p;
                else if (!d.lands)
                    k.nowhere += p;
                else if (d.hexes == 0)
                    offsets[Hex {}] += p;
                else
                    for (int face = 1; face <= 6; ++face)
                        offsets[faceDelta(face) * d.hexes] += p / 6;
            }
        }
        k.offsets.assign(offsets.begin(), offsets.end());
        return k;
    }

    // A probability per hex over a square of axial coordinates around a centre hex.
    class Grid {
    public:
        Grid(Hex centre, int radius)
            : m_centre(centre)
            , m_radius(radius)
            , m_side(2 * radius + 1)
            , m_p(static_cast<std::size_t>(m_side) * static_cast<std::size_t>(m_side), 0.0)
        {
        }
        double& at(Hex h)
        {
            const Hex d = h - m_centre;
            const int col = d.q + m_radius, row = d.r + m_radius;
            m_colMin = std::min(m_colMin, col);
            m_colMax = std::max(m_colMax, col);
            m_rowMin = std::min(m_rowMin, row);
            m_rowMax = std::max(m_rowMax, row);
            return m_p[static_cast<std::size_t>(row * m_side + col)];
        }
        // The same cell without widening the box: for a writer that has widened it already
        // (cover()), in the loops where the bookkeeping per write would cost most of the time.
        double& raw(Hex h)
        {
            const Hex d = h - m_centre;
            return m_p[static_cast<std::size_t>((d.r + m_radius) * m_side + d.q + m_radius)];
        }
        // Widens the box to hold `other`'s (same centre and radius) moved by up to `by` hexes
        // each way: where a step of `by` from it can land.
        void cover(const Grid& other, int by)
        {
            if (other.m_colMin > other.m_colMax)
                return;
            m_colMin = std::min(m_colMin, std::max(0, other.m_colMin - by));
            m_colMax = std::max(m_colMax, std::min(m_side - 1, other.m_colMax + by));
            m_rowMin = std::min(m_rowMin, std::max(0, other.m_rowMin - by));
            m_rowMax = std::max(m_rowMax, std::min(m_side - 1, other.m_rowMax + by));
        }
        // Visits the hexes with some probability; only the box that was ever written is read.
        template <typename F> void forEach(F f) const
        {
            forEachCell([&f](Hex h, std::ptrdiff_t, double p) { f(h, p); });
        }
        // Cells by their index, for a writer that steps the same way from every cell of a
        // grid of the same centre and radius (an index offset instead of a hex sum).
        std::ptrdiff_t offsetOf(Hex step) const
        {
            return static_cast<std::ptrdiff_t>(step.r) * m_side + step.q;
        }
        bool sameFrame(const Grid& other) const
        {
            return m_centre == other.m_centre && m_radius == other.m_radius;
        }
        double& cell(std::ptrdiff_t index) { return m_p[static_cast<std::size_t>(index)]; }
        template <typename F> void forEachCell(F f) const
        {
            for (int row = m_rowMin; row <= m_rowMax; ++row) {
                for (int col = m_colMin; col <= m_colMax; ++col) {
                    const auto index = static_cast<std::ptrdiff_t>(row) * m_side + col;
                    const double p = m_p[static_cast<std::size_t>(index)];
                    if (p != 0)
                        f(Hex { m_centre.q + col - m_radius, m_centre.r + row - m_radius }, index,
                            p);
                }
            }
        }
        // The same, column by column: in the order of Hex's operator<, so that a sorted
        // container can take each at its end.
        template <typename F> void forEachInHexOrder(F f) const
        {
            for (int col = m_colMin; col <= m_colMax; ++col) {
                for (int row = m_rowMin; row <= m_rowMax; ++row) {
                    const double p = m_p[static_cast<std::size_t>(row * m_side + col)];
                    if (p != 0)
                        f(Hex { m_centre.q + col - m_radius, m_centre.r + row - m_radius }, p);
                }
            }
        }
        void clear()
        {
            for (int row = m_rowMin; row <= m_rowMax; ++row)
                std::fill_n(m_p.begin() + row * m_side + m_colMin,
                    std::max(0, m_colMax - m_colMin + 1), 0.0);
            m_colMin = m_rowMin = m_side;
            m_colMax = m_rowMax = -1;
        }

    private:
        Hex m_centre;
        int m_radius;
        int m_side;
        std::vector<double> m_p;
        int m_colMin = m_side, m_colMax = -1, m_rowMin = m_side, m_rowMax = -1;
    };

    int reachOf(const Kernel& k)
    {
        int reach = 0;
        for (const auto& [offset, p] : k.offsets)
            reach = std::max(reach, distance(Hex {}, offset));
        return reach;
    }
}

FireOdds fireOdds(const Ruleset& rs, const AttackRequest& req)
{
    const rules::AttackSetup setup = rules::prepare(rs, req);
    const Weapon& w = *setup.weapon;
    FireOdds odds;
    odds.locations.assign(rs.body.locations.size(), 0.0);

    // How many bullets (or shots) there are, and the chance of at least k of them. §11 jamming
    // factor: the first roll's jam number counts the bullets it fires, and full auto rolls
    // their number; each jam number is then a world of its own, weighted by the chance of the
    // burst lengths that give it (one world without the rule, or with a length fixed).
    struct World {
        rules::AttackSetup setup; // the first roll's, with the round's bullets
        std::vector<double> atLeast; // atLeast[k] = P(length ≥ k + 1, in this world)
    };
    std::vector<World> worlds;
    if (req.mode == FireMode::Full) {
        std::vector<double> sums { 1.0 }; // distribution of the sum of the burst dice
        for (int i = 0; i < req.burstDice; ++i) {
            std::vector<double> next(sums.size() + 6, 0.0);
            for (std::size_t s = 0; s < sums.size(); ++s)
                for (int face = 1; face <= 6; ++face)
                    next[s + static_cast<std::size_t>(face)] += sums[s] / 6;
            sums = std::move(next);
        }
        const int longest = std::max(1, static_cast<int>(sums.size()) - 1 + req.burstAdjust);
        std::map<int, std::size_t> byJamNumber;
        for (std::size_t s = 0; s < sums.size(); ++s) {
            if (sums[s] == 0)
                continue;
            const int length = std::max(1, static_cast<int>(s) + req.burstAdjust);
            rules::AttackSetup first = setup;
            first.roundBullets = rules::roundBulletsOfRoll(setup, req.mode, 0, length);
            // Below 4 a jam number adds nothing to three ones.
            const int jam = rs.options.jamming ? rules::jamNumber(w, first.roundBullets) : 0;
            const auto [world, added] = byJamNumber.emplace(jam > 3 ? jam : 0, worlds.size());
            if (added)
                worlds.push_back({ first, std::vector<double>(static_cast<std::size_t>(longest)) });
            for (int k = 0; k < length; ++k)
                worlds[world->second].atLeast[static_cast<std::size_t>(k)] += sums[s];
        }
    } else {
        const int length = req.mode == FireMode::Burst
            ? w.burst
            : (req.mode == FireMode::Semi ? setup.shots : 1);
        worlds.push_back({ setup, std::vector<double>(static_cast<std::size_t>(length), 1.0) });
    }

    // The kernels of every COOL total first: the grids must reach as far as the widest.
    std::array<double, 19> coolWeights {};
    if (setup.rollsUnderFire) {
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                for (int c = 1; c <= 6; ++c)
                    coolWeights[static_cast<std::size_t>(a + b + c)] += 1.0 / 216;
    } else {
        coolWeights[3] = 1.0;
    }
    // The first roll's kernel, and semi-auto's later shots' one by one (§11: each shot is one
    // more bullet of the round, and may jam where the one before did not).
    struct Kernels {
        Kernel first;
        std::vector<Kernel> later; // by shot number
    };
    std::vector<std::array<Kernels, 19>> kernels(worlds.size());
    const int length = static_cast<int>(worlds.front().atLeast.size());
    int radius = 1;
    for (std::size_t world = 0; world < worlds.size(); ++world) {
        for (int coolSum = 3; coolSum <= 18; ++coolSum) {
            if (coolWeights[static_cast<std::size_t>(coolSum)] == 0)
                continue;
            const int underFire = setup.rollsUnderFire
                ? rules::underFireModifier(
                    rs, coolSum + req.shooter.cool + rules::underFireTestModifier(req))
                : 0;
            Kernels& k = kernels[world][static_cast<std::size_t>(coolSum)];
            k.first = kernelFor(rs, worlds[world].setup, setup.aimBonus, underFire);
            int laterReach = 0;
            if (req.mode == FireMode::Semi) {
                k.later.resize(static_cast<std::size_t>(length));
                for (int shot = 1; shot < length; ++shot) {
                    rules::AttackSetup later = setup;
                    later.roundBullets = rules::roundBulletsOfRoll(setup, req.mode, shot, 0);
                    k.later[static_cast<std::size_t>(shot)] = kernelFor(rs, later, 0, underFire);
                    laterReach
                        = std::max(laterReach, reachOf(k.later[static_cast<std::size_t>(shot)]));
                }
            }
            radius = std::max(
                radius, reachOf(k.first) + (length - 1) * std::max(laterReach, w.faDeviation) + 1);
        }
    }
    Grid totals(req.target, radius);

    // Walking fire (§6): what each later bullet does is fixed by its number.
    const std::vector<rules::BulletPlan> plan = rules::walkPlan(req, length);
    odds.others.resize(req.walk.size());
    for (auto& other : odds.others)
        other.locations.assign(rs.body.locations.size(), 0.0);
    // A random aiming point: a d6 direction and a d6 distance from the standard aiming point.
    std::map<Hex, double> randomAim;
    for (int direction = 1; direction <= 6; ++direction)
        for (int distance = 1; distance <= 6; ++distance)
            randomAim[step(rs.body.standardAim, direction, distance)] += 1.0 / 36;
    const int otherRadius = 6 + length * w.faDeviation + 2;

    auto contributeOther = [&](const Grid& grid, double weight, FireOdds::Target& other) {
        grid.forEach([&](Hex h, double p) {
            const double share = weight * p;
            other.hexes[h] += share;
            const int location = rs.body.locationAt(h);
            if (location < 0)
                other.miss += share;
            else
                other.locations[static_cast<std::size_t>(location)] += share;
        });
    };
    // The first target's landings add up over the bullets; which locations they hit is read
    // off the sum once, at the end (the hits are linear in the landings).
    auto contribute = [&](const Grid& grid, double weight) {
        totals.cover(grid, 0);
        grid.forEach([&](Hex h, double p) { totals.raw(h) += weight * p; });
    };

    // The optional under-fire COOL test is rolled once for the whole action: each total is a
    // world of its own, weighted by its chance (and so is each jam number of a full-auto burst).
    Grid from(req.target, radius), landing(req.target, radius), next(req.target, radius);
    for (std::size_t world = 0; world < worlds.size(); ++world) {
        for (int coolSum = 3; coolSum <= 18; ++coolSum) {
            const double coolWeight = coolWeights[static_cast<std::size_t>(coolSum)];
            if (coolWeight == 0)
                continue;
            const std::vector<double>& atLeast = worlds[world].atLeast;
            const Kernel& first = kernels[world][static_cast<std::size_t>(coolSum)].first;
            const std::vector<Kernel>& laters
                = kernels[world][static_cast<std::size_t>(coolSum)].later;
            if (!req.walk.empty()) {
                from = Grid(req.target, radius);
                landing = Grid(req.target, radius);
                next = Grid(req.target, radius);
            }
            from.clear();
            landing.clear();

            // The first shot: from the aimed hex.
            from.at(req.target) = 1.0;
            for (const auto& [offset, p] : first.offsets)
                landing.at(req.target + offset) += p;
            contribute(landing, coolWeight * atLeast[0]);
            odds.shots += coolWeight * atLeast[0] * (1.0 - first.jam);
            odds.miss += coolWeight * atLeast[0] * first.nowhere;

            for (int k = 1; k < length; ++k) {
                const double weight = coolWeight * atLeast[static_cast<std::size_t>(k)];
                const rules::BulletPlan& st = plan[static_cast<std::size_t>(k - 1)];
                // Past the first bullet a burst goes on unless the first roll jammed.
                const double goesOn = 1.0 - first.jam;
                if (st.stray) {
                    // The bullet that pays for the switch hits nothing.
                    const double mass = goesOn;
                    odds.miss += weight * mass;
                    odds.shots += weight * mass;
                    continue;
                }
                if (st.newTarget) {
                    // The first bullet on the next target starts at a random aiming point there.
                    const double mass = goesOn;
                    from = Grid(rs.body.standardAim, otherRadius);
                    landing = Grid(rs.body.standardAim, otherRadius);
                    next = Grid(rs.body.standardAim, otherRadius);
                    for (const auto& [hex, p] : randomAim)
                        landing.at(hex) = p * mass; // read below as where this bullet starts
                }
                // Where this shot starts: where the last one landed, or where it started when it
                // landed nowhere. A jam ends the action: its share goes no further.
                const double nowhere = k == 1    ? first.nowhere
                    : req.mode == FireMode::Semi ? laters[static_cast<std::size_t>(k - 1)].nowhere
                                                 : 0.0;
                if (nowhere > 0) {
                    next.clear();
                    landing.forEach([&](Hex h, double p) { next.at(h) += p; });
                    from.forEach([&](Hex h, double p) { next.at(h) += p * nowhere; });
                    std::swap(from, next);
                } else {
                    std::swap(from, landing);
                }
                landing.clear();
                double mass = 0;
                if (req.mode == FireMode::Semi) {
                    const Kernel& later = laters[static_cast<std::size_t>(k)];
                    from.forEach([&](Hex h, double p) {
                        for (const auto& [offset, q] : later.offsets)
                            landing.at(h + offset) += p * q;
                        mass += p;
                    });
                    odds.miss += weight * mass * later.nowhere;
                    odds.shots += weight * mass;
                } else {
                    // §6: each later bullet steps the FA deviation in a d6 direction, influenced.
                    const bool influenced = st.chance < setup.influences;
                    // The grids share their centre and radius, so a step is an index offset.
                    assert(landing.sameFrame(from));
                    std::array<std::ptrdiff_t, 7> steps {};
                    for (int face = 1; face <= 6; ++face)
                        steps[static_cast<std::size_t>(face)]
                            = from.offsetOf(faceDelta(face) * w.faDeviation);
                    // Every step is at most the FA deviation along q and r.
                    landing.cover(from, w.faDeviation);
                    from.forEachCell([&](Hex h, std::ptrdiff_t cell, double p) {
                        const double share = p / 6;
                        if (!influenced) {
                            for (int face = 1; face <= 6; ++face)
                                landing.cell(cell + steps[static_cast<std::size_t>(face)]) += share;
                        } else {
                            for (int face = 1; face <= 6; ++face) {
                                int influence = 0;
                                const int used = rules::influencedFace(
                                    setup, req, st.chance, face, h, w.faDeviation, influence);
                                landing.cell(cell + steps[static_cast<std::size_t>(used)]) += share;
                            }
                        }
                        mass += p;
                    });
                    odds.shots += weight * mass;
                }
                if (st.target == 0)
                    contribute(landing, weight);
                else
                    contributeOther(
                        landing, weight, odds.others[static_cast<std::size_t>(st.target - 1)]);
            }
        }
    }
    // A 40-round burst lands on some 35,000 hexes: each goes in at the map's end (a search
    // from its root for each took a fifth of the time).
    totals.forEachInHexOrder([&](Hex h, double share) {
        odds.hexes.emplace_hint(odds.hexes.end(), h, share);
        if (setup.templateRadius == 0) {
            const int location = rs.body.locationAt(h);
            if (location < 0)
                odds.miss += share;
            else
                odds.locations[static_cast<std::size_t>(location)] += share;
            return;
        }
        // A template covers each of its locations once (§6).
        std::vector<bool> covered(odds.locations.size(), false);
        for (Hex t : disk(h, setup.templateRadius)) {
            const int location = rs.body.locationAt(t);
            if (location >= 0)
                covered[static_cast<std::size_t>(location)] = true;
        }
        bool any = false;
        for (std::size_t i = 0; i < covered.size(); ++i) {
            if (covered[i]) {
                odds.locations[i] += share;
                any = true;
            }
        }
        if (!any)
            odds.miss += share;
    });
    // §11: a test before the attack (a quick draw's DEX test, or the COOL test to aim under
    // fire) that fails makes no attack: every expectation shrinks by its chance of passing.
    if (setup.preTest) {
        double pass = 0;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                for (int c = 1; c <= 6; ++c)
                    if (a + b + c + setup.preTest->value + setup.preTest->modifier
                        >= StatTest {}.target)
                        pass += 1.0 / 216;
        auto scale
            = [pass](std::map<Hex, double>& hexes, std::vector<double>& locations, double& miss) {
                  for (auto& [hex, p] : hexes)
                      p *= pass;
                  for (double& p : locations)
                      p *= pass;
                  miss *= pass;
              };
        scale(odds.hexes, odds.locations, odds.miss);
        for (FireOdds::Target& other : odds.others)
            scale(other.hexes, other.locations, other.miss);
        odds.shots *= pass;
    }
    return odds;
}

} // namespace hitspread
