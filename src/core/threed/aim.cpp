// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "aim.h"

#include "attackrules.h"
#include "effect.h"
#include "odds.h"
#include "refused.h"

#include <algorithm>
#include <limits>

namespace hitspread {

namespace {
    // A landing distribution around `origin`, dense over the box of its hexes, so that the
    // share landing at an offset from the aim is one look-up.
    template <typename T> class Offsets {
    public:
        Offsets(const std::map<Hex, T>& hexes, Hex origin)
        {
            for (const auto& [h, w] : hexes) {
                if (w == T {})
                    continue;
                const Hex d = h - origin;
                m_qMin = std::min(m_qMin, d.q);
                m_qMax = std::max(m_qMax, d.q);
                m_rMin = std::min(m_rMin, d.r);
                m_rMax = std::max(m_rMax, d.r);
            }
            if (m_qMin > m_qMax)
                return;
            m_columns = m_qMax - m_qMin + 1;
            m_values.assign(
                static_cast<std::size_t>(m_columns) * static_cast<std::size_t>(m_rMax - m_rMin + 1),
                T {});
            for (const auto& [h, w] : hexes) {
                const Hex d = h - origin;
                if (w != T {})
                    m_values[index(d)] += w;
            }
        }
        // The share landing `offset` from the aim.
        T at(Hex offset) const
        {
            if (offset.q < m_qMin || offset.q > m_qMax || offset.r < m_rMin || offset.r > m_rMax)
                return T {};
            return m_values[index(offset)];
        }

    private:
        std::size_t index(Hex d) const
        {
            return static_cast<std::size_t>(d.r - m_rMin) * static_cast<std::size_t>(m_columns)
                + static_cast<std::size_t>(d.q - m_qMin);
        }
        int m_qMin = std::numeric_limits<int>::max(), m_qMax = std::numeric_limits<int>::min();
        int m_rMin = std::numeric_limits<int>::max(), m_rMax = std::numeric_limits<int>::min();
        int m_columns = 0;
        std::vector<T> m_values;
    };

    // The hexes a shot must land on to count for the goal: the body's (or the location's), or
    // with a template those whose template covers one of them (§6).
    std::vector<Hex> counting(const Body& body, const AimGoal& goal, int templateRadius)
    {
        auto counts = [&](Hex h) {
            const int location = body.locationAt(h);
            return goal.kind == AimGoal::Kind::Hits ? location >= 0 : location == goal.location;
        };
        std::vector<Hex> hexes;
        for (int row = -templateRadius; row < body.rows + templateRadius; ++row) {
            for (int col = -templateRadius; col < body.columns + templateRadius; ++col) {
                const Hex h = fromOffset({ col, row });
                if (templateRadius == 0) {
                    if (counts(h))
                        hexes.push_back(h);
                    continue;
                }
                const std::vector<Hex> covered = disk(h, templateRadius);
                if (std::any_of(covered.begin(), covered.end(), counts))
                    hexes.push_back(h);
            }
        }
        return hexes;
    }
}

std::vector<Hex> bodyHexes(const Body& body)
{
    std::vector<Hex> hexes;
    for (int row = 0; row < body.rows; ++row)
        for (int col = 0; col < body.columns; ++col)
            if (const Hex h = fromOffset({ col, row }); body.locationAt(h) >= 0)
                hexes.push_back(h);
    return hexes;
}

std::vector<Hex> grenadeAims(const Body& body)
{
    std::vector<Hex> hexes;
    for (int row = std::max(0, body.lowerThirdRow); row < body.rows; ++row)
        for (int col = 0; col < body.columns; ++col)
            hexes.push_back(fromOffset({ col, row }));
    return hexes;
}

std::optional<AimGoal> parseAimGoal(const Ruleset& rs, const std::string& text, std::string& error)
{
    if (text == "hits" || text == "hit")
        return AimGoal {};
    if (text == "wound")
        return AimGoal { AimGoal::Kind::Wound };
    if (text == "down")
        return AimGoal { AimGoal::Kind::Down };
    const std::string prefix = "location:";
    if (text.rfind(prefix, 0) == 0) {
        const std::string id = text.substr(prefix.size());
        std::string ids;
        for (std::size_t i = 0; i < rs.body.locations.size(); ++i) {
            if (rs.body.locations[i].id == id)
                return AimGoal { AimGoal::Kind::Location, static_cast<int>(i) };
            ids += (ids.empty() ? "" : ", ") + rs.body.locations[i].id;
        }
        error = "the ruleset has no location '" + id + "' (its locations: " + ids + ")";
        return std::nullopt;
    }
    error = "unknown goal '" + text + "': give hit (or hits), location:ID, wound or down";
    return std::nullopt;
}

std::string toString(const Ruleset& rs, const AimGoal& goal)
{
    switch (goal.kind) {
    case AimGoal::Kind::Wound:
        return "wound";
    case AimGoal::Kind::Down:
        return "down";
    case AimGoal::Kind::Location:
        if (goal.location >= 0 && goal.location < static_cast<int>(rs.body.locations.size()))
            return "location:" + rs.body.locations[static_cast<std::size_t>(goal.location)].id;
        break;
    case AimGoal::Kind::Hits:
        break;
    }
    return "hits";
}

namespace {
    void checkGoal(const Ruleset& rs, const AimGoal& goal, const AimOptions& options)
    {
        if (goal.kind == AimGoal::Kind::Location
            && (goal.location < 0 || goal.location >= static_cast<int>(rs.body.locations.size())))
            throw Refused(
                say(HS_TEXT("core", "The ruleset has no location %1."), goal.location + 1));
        if (goal.needsTarget() && !options.target)
            throw Refused(say(HS_TEXT("core", "Wounding or putting down needs a target.")));
    }

    void tell(const AimOptions& options, std::size_t done, std::size_t total)
    {
        if (options.progress && !options.progress(done, total))
            throw AimStopped {};
    }

    // Best first; equal scores nearest the standard aiming point first, then by column and row.
    void rank(const Body& body, AimMap& map)
    {
        const Hex centre = body.standardAim;
        std::sort(map.scores.begin(), map.scores.end(), [&](const AimScore& a, const AimScore& b) {
            const bool same = map.exact ? a.weight == b.weight : a.score == b.score;
            if (!same)
                return map.exact ? a.weight > b.weight : a.score > b.score;
            const int da = distance(a.aim, centre), db = distance(b.aim, centre);
            if (da != db)
                return da < db;
            const OffsetCoord oa = toOffset(a.aim), ob = toOffset(b.aim);
            return oa.col != ob.col ? oa.col < ob.col : oa.row < ob.row;
        });
    }

    // Wound or down at every aim, from the effect there (effect.h): `effectAt(aim, sample)`.
    // Every dice sequence is counted at every aim when the action at the standard aiming point
    // (`probe`) has at most MaxExactAimSequences of them; else each aim takes the seeded
    // trials.
    template <typename EffectAt>
    void scoreEffects(Hex probeAt, const std::vector<Hex>& aims, const AimGoal& goal,
        const AimOptions& options, AimMap& map, EffectAt&& effectAt)
    {
        const EffectOdds probe = effectAt(probeAt, false);
        const bool countable = probe.exact && probe.sequences <= MaxExactAimSequences;
        std::vector<EffectOdds> effects;
        effects.reserve(aims.size());
        bool exact = true;
        std::uint64_t denominator = 1;
        for (std::size_t i = 0; i < aims.size(); ++i) {
            effects.push_back(effectAt(aims[i], !countable));
            const EffectOdds& e = effects.back();
            exact = exact && e.exact && e.denominator != 0;
            denominator = std::max(denominator, e.denominator);
            tell(options, i + 1, aims.size());
        }
        map.exact = exact;
        map.denominator = exact ? denominator : 0;
        if (!exact) {
            map.trials = options.trials;
            map.seed = options.seed;
        }
        const bool down = goal.kind == AimGoal::Kind::Down;
        for (std::size_t i = 0; i < aims.size(); ++i) {
            const EffectOdds& e = effects[i];
            AimScore score { aims[i], down ? e.down() : 1.0 - e.state(TargetState::Unhurt), 0, 0 };
            if (exact) {
                // Every denominator is a power of six: each count scaled to the largest.
                const auto& w = e.stateWeights;
                const std::uint64_t count = down
                    ? w[static_cast<std::size_t>(TargetState::Unconscious)]
                        + w[static_cast<std::size_t>(TargetState::Dead)]
                    : e.denominator - w[static_cast<std::size_t>(TargetState::Unhurt)];
                score.weight = count * (denominator / e.denominator);
                score.score = static_cast<double>(score.weight) / static_cast<double>(denominator);
            } else if (!e.exact) {
                score.halfWidth = down
                    ? e.downHalfWidth()
                    : e.statesHalfWidth[static_cast<std::size_t>(TargetState::Unhurt)];
            }
            map.scores.push_back(score);
        }
    }
}

AimMap aimMap(
    const Ruleset& rs, const AttackRequest& request, const AimGoal& goal, const AimOptions& options)
{
    checkGoal(rs, goal, options);
    AttackRequest req = request;
    req.target = rs.body.standardAim; // any hex would do: the landings move with the aim
    const rules::AttackSetup setup = rules::prepare(rs, req);
    const Weapon& weapon = *setup.weapon;
    const bool oneHex = req.mode == FireMode::Single && weapon.kind != WeaponKind::Shotgun
        && weapon.kind != WeaponKind::Rotary;

    AimMap map;
    map.goal = goal;
    const std::vector<Hex> aims = bodyHexes(rs.body);
    map.scores.reserve(aims.size());
    if (goal.needsTarget()) {
        scoreEffects(rs.body.standardAim, aims, goal, options, map, [&](Hex aim, bool sample) {
            AttackRequest at = req;
            at.target = aim;
            return effectOdds(
                rs, *options.target, options.others, at, options.trials, options.seed, sample);
        });
        rank(rs.body, map);
        return map;
    }
    const std::vector<Hex> counts = counting(rs.body, goal, oneHex ? 0 : setup.templateRadius);
    if (oneHex) {
        const ShotOdds odds = shotOdds(rs, req);
        const Offsets<std::uint64_t> landing(odds.hexes, req.target);
        map.exact = true;
        map.denominator = odds.denominator;
        for (Hex aim : aims) {
            std::uint64_t weight = 0;
            for (Hex h : counts)
                weight += landing.at(h - aim);
            map.scores.push_back({ aim, odds.probability(weight), weight });
        }
    } else {
        const FireOdds odds = fireOdds(rs, req);
        const Offsets<double> landing(odds.hexes, req.target);
        map.expectation = true;
        for (Hex aim : aims) {
            double expected = 0;
            for (Hex h : counts)
                expected += landing.at(h - aim);
            map.scores.push_back({ aim, expected, 0 });
        }
    }
    rank(rs.body, map);
    return map;
}

AimMap aimMap(
    const Ruleset& rs, const ThrowRequest& request, const AimGoal& goal, const AimOptions& options)
{
    checkGoal(rs, goal, options);
    if (!options.target)
        throw Refused(say(HS_TEXT("core", "A grenade's aim map needs a target.")));
    AimMap map;
    map.goal = goal;
    map.grenade = true;
    const std::vector<Hex> aims = grenadeAims(rs.body);
    map.scores.reserve(aims.size());
    auto at = [&](Hex aim) {
        ThrowRequest req = request;
        req.impact = aim;
        return req;
    };
    if (goal.needsTarget()) {
        // Probed where a thrower would pick: the lower third's first row, under the aiming point.
        const Hex probe
            = fromOffset({ toOffset(rs.body.standardAim).col, std::max(0, rs.body.lowerThirdRow) });
        scoreEffects(probe, aims, goal, options, map, [&](Hex aim, bool sample) {
            return throwEffectOdds(
                rs, *options.target, at(aim), options.trials, options.seed, sample);
        });
        rank(rs.body, map);
        return map;
    }
    const std::vector<BlastCharacter> scene { { *options.target, 0.0 } };
    map.exact = true;
    for (std::size_t i = 0; i < aims.size(); ++i) {
        const ThrowOdds odds = throwOdds(rs, scene, at(aims[i]));
        const ThrowOdds::Character& c = odds.characters.front();
        const std::uint64_t weight = goal.kind == AimGoal::Kind::Location
            ? c.locations[static_cast<std::size_t>(goal.location)]
            : odds.denominator - c.unaffected;
        map.denominator = odds.denominator; // the same dice at every aim
        map.scores.push_back({ aims[i], odds.probability(weight), weight });
        tell(options, i + 1, aims.size());
    }
    rank(rs.body, map);
    return map;
}

} // namespace hitspread
