// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Grenades (rules §9): a throw or a grenade on the floor, its blast, its exact odds. Jumping on
// one is in grenadejump.cpp, the working of a throw in grenadeworking.cpp.
#include "grenade.h"

#include "attackrules.h"
#include "damage.h"
#include "grenadeshared.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace hitspread {

using namespace detail;

namespace {
    // §9: a successful throw deviates 6 hexes, pulled back by the aiming points; each range
    // band beyond optimum carries it 3 hexes further straight down (face 3, §3).
    constexpr int throwDeviation = 6;
    constexpr int driftPerBand = 3;
    constexpr int driftFace = 3;
    // A grenade without a PEN is not stopped by armour (§9 reading): it goes through any PV.
    constexpr int unstoppablePen = std::numeric_limits<int>::max() / 2;

    // Ways two d6 make each sum 2…12: the damage and penetration dice only count toward the
    // total, so 66 (success die, sum) pairs stand for all 216 throwing rolls (as in odds.cpp).
    constexpr std::array<std::uint64_t, 13> twoDiceWays { 0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 };

    // Everything about a throw that the dice do not decide, checked against the rules.
    struct ThrowSetup {
        const Grenade* grenade = nullptr;
        Weapon thrown; // the grenade as a thrown weapon: Throwing skill, the grenade's RNG
        RangeBand band = RangeBand::Optimum;
        int drift = 0;
        int skill = 0;
        std::vector<ModifierTerm> modifiers;
    };

    ThrowSetup prepareThrow(
        const Ruleset& rs, const ThrowRequest& req, const std::vector<BlastCharacter>& characters)
    {
        ThrowSetup s;
        s.grenade = rs.grenade(req.grenade);
        if (!s.grenade)
            throw Refused(say(HS_TEXT("core", "unknown grenade '%1'"), req.grenade));
        const Grenade& g = *s.grenade;
        const Body& body = rs.body;
        const OffsetCoord at = toOffset(req.impact);
        if (!body.inField(at))
            throw Refused(
                say(HS_TEXT("core", "the impact point %1 is outside the field (A1 to %2)"),
                    label(req.impact), label(OffsetCoord { body.columns - 1, body.rows - 1 })));
        if (at.row < body.lowerThirdRow)
            throw Refused(say(HS_TEXT("core",
                                  "the impact point %1 is not in the lower third of the field "
                                  "(rows %2 to %3): a grenade "
                                  "lands at the feet (§9)"),
                label(req.impact), body.lowerThirdRow + 1, body.rows));
        for (const BlastCharacter& c : characters) {
            if (!(c.distance >= 0) || !std::isfinite(c.distance))
                throw Refused(
                    say(HS_TEXT("core",
                            "the distance of %1 from the impact point must be 0 or more metres"),
                        nameOf(c.state)));
        }
        if (req.onFloor) {
            if (req.range || req.distance)
                throw Refused(say(
                    HS_TEXT("core", "a grenade on the floor is not thrown: it has no range band")));
            return s;
        }
        s.thrown.id = g.id;
        s.thrown.name = g.name;
        s.thrown.kind = WeaponKind::Thrown;
        s.thrown.skill = "throwing";
        s.thrown.rng = g.rng;
        // §4 range bands of the grenade's RNG; beyond extreme the throw is impossible.
        if (req.distance) {
            if (!(*req.distance >= 0) || !std::isfinite(*req.distance))
                throw Refused(
                    say(HS_TEXT("core", "the throwing distance must be 0 or more metres")));
            auto band = rangeBandFor(rs, s.thrown, *req.distance);
            if (!band)
                throw Refused(say(HS_TEXT("core",
                                      "the target is %1 m away, beyond extreme range of %2 (%3 m): "
                                      "the throw is impossible"),
                    number(*req.distance), g.name, rs.rangeBands[3] * g.rng));
            s.band = *band;
        } else {
            s.band = req.range.value_or(RangeBand::Optimum);
        }
        s.drift = driftPerBand * static_cast<int>(s.band);
        // §1: the Throwing skill with the thrower's wounds and the GM's modifier (range,
        // visibility, …: the seed leaves them to the GM; range itself shows as the drift).
        s.skill = req.skill;
        if (req.wounds != 0)
            s.modifiers.push_back({ HS_TEXT("core", "wounds"), -req.wounds });
        if (req.modifier != 0)
            s.modifiers.push_back({ HS_TEXT("core", "GM modifier"), req.modifier });
        return s;
    }

    // §1, through the same scoring as every attack roll (difficulty on the target or the roll,
    // criticals); only firearms jam, so a throw never does.
    AttackRoll scoreThrow(
        const Ruleset& rs, const ThrowSetup& s, int success, int damage, int penetration)
    {
        rules::AttackSetup attack;
        attack.weapon = &s.thrown;
        attack.skill = s.skill;
        attack.modifiers = s.modifiers;
        AttackRoll roll = rules::scoreAttack(rs, attack, success, damage, penetration);
        roll.jammed = false;
        return roll;
    }

    struct ThrowDeviation {
        int aimingPoints = 0;
        int hexes = 0;
    };

    // §9: a hit deviates max(0, 6 − aiming points); Reading: a failed throw deviates
    // 6 + the amount missed, with no pull-back.
    ThrowDeviation deviationOf(const AttackRoll& roll)
    {
        if (roll.hit)
            return { roll.successValue, std::max(0, throwDeviation - roll.successValue) };
        return { 0, throwDeviation + roll.missedBy() };
    }

    // §9 blast zone on one character's field: frag hits every location in it with the damage
    // rating, a concussion grenade bruises every one; smoke and flash do no damage.
    BlastTrace blast(const Ruleset& rs, const Grenade& g, const BlastCharacter& c, Hex impact,
        int rulesRevision, DiceSource& dice)
    {
        BlastTrace t;
        t.name = nameOf(c.state);
        t.distance = c.distance;
        t.radius = rules::blastZoneRadius(g, c.distance);
        t.impact = impact;
        t.after = c.state;
        t.locations = rules::locationsInZone(rs.body, impact, t.radius);
        if (g.type != GrenadeType::Frag && g.type != GrenadeType::Blast)
            return t;
        t.armourIgnored = !g.pen;
        for (int location : t.locations) {
            HitInput hit;
            hit.dam = g.damage;
            // §9 reading: a PEN is checked against PV like a shot without a penetration die;
            // without one the armour does not stop it (full damage, the armour untouched).
            hit.pen = g.pen.value_or(unstoppablePen);
            hit.armourPiercing = !g.pen;
            hit.ad = 0; // Reading: grenades list no AD, so a penetrating blast leaves the ID alone
            hit.bruisingOnly = g.type == GrenadeType::Blast;
            hit.xenoSkinTakesPv = rulesRevision < 4;
            HitResult r = applyHit(rs, t.after, location, -1, hit, dice);
            if (!g.pen)
                r.pen = 0;
            t.incapDamage += r.bodyDamage;
            t.bruising += r.bruising;
            t.hits.push_back(std::move(r));
        }
        return t;
    }

    const char* effectOf(GrenadeType type)
    {
        switch (type) {
        case GrenadeType::Frag:
            return HS_TEXT("core",
                "Fragmentation: every location in the blast zone takes the damage rating, and "
                "Incap takes it once per location.");
        case GrenadeType::Blast:
            return HS_TEXT("core",
                "Concussion: every location in the blast zone takes the damage rating as "
                "bruising, on the Incap/bruising track only.");
        case GrenadeType::Smoke:
            return HS_TEXT(
                "core", "Smoke fills the blast zone and blocks sight through it; no damage.");
        case GrenadeType::Flash:
            return HS_TEXT("core",
                "Flash/bang: everyone in the blast zone is blinded and deafened; no damage.");
        }
        return "";
    }
}

const char* toString(GrenadeType type)
{
    switch (type) {
    case GrenadeType::Frag:
        return HS_TEXT("core", "frag");
    case GrenadeType::Blast:
        return HS_TEXT("core", "blast");
    case GrenadeType::Smoke:
        return HS_TEXT("core", "smoke");
    case GrenadeType::Flash:
        return HS_TEXT("core", "flash");
    }
    return HS_TEXT("core", "frag");
}

namespace rules {
    int blastZoneRadius(const Grenade& g, double metres)
    {
        if (!std::isfinite(metres) || metres < 0)
            return -1; // not a distance: nobody stands there
        if (!(g.blastRadius > 0))
            return metres > 0 ? -1 : g.blastZone;
        // The allowance keeps exact quotients such as 0.3 ÷ 0.1 whole despite binary fractions.
        const double increments = std::floor(metres / g.blastRadius + 1e-9);
        return g.blastZone - static_cast<int>(std::min(increments, 1e6));
    }

    Hex feetImpact(const Body& body)
    {
        const OffsetCoord standard = toOffset(body.standardAim);
        return fromOffset({ standard.col, (body.lowerThirdRow + body.rows - 1) / 2 });
    }

    int blastReach(const Grenade& g)
    {
        int reach = 0;
        while (reach < 1000000 && blastZoneRadius(g, reach + 1) >= 0)
            ++reach;
        return reach;
    }

    std::vector<int> locationsInZone(const Body& body, Hex impact, int radius)
    {
        std::vector<int> found;
        if (radius < 0)
            return found;
        std::vector<bool> inside(body.locations.size(), false);
        for (int row = 0; row < body.rows; ++row) {
            for (int col = 0; col < body.columns; ++col) {
                const int sub = body.cells[static_cast<std::size_t>(row * body.columns + col)];
                if (sub >= 0 && distance(fromOffset({ col, row }), impact) <= radius)
                    inside[static_cast<std::size_t>(
                        body.subLocations[static_cast<std::size_t>(sub)].location)]
                        = true;
            }
        }
        for (std::size_t i = 0; i < inside.size(); ++i) {
            if (inside[i])
                found.push_back(static_cast<int>(i));
        }
        return found;
    }
}

ThrowOutcome resolveThrow(const Ruleset& rs, const std::vector<BlastCharacter>& characters,
    const ThrowRequest& req, DiceSource& dice)
{
    const ThrowSetup s = prepareThrow(rs, req, characters);
    const Grenade& g = *s.grenade;
    const std::size_t firstDie = dice.used().size();
    ThrowOutcome out;
    out.ruleset = rs.id;
    out.grenade = g.id;
    out.type = g.type;
    out.onFloor = req.onFloor;
    out.range = s.band;
    out.thrower = req.thrower;
    out.intended = out.deviated = out.impact = req.impact;
    out.effect = effectOf(g.type);

    std::vector<Hex> impacts(characters.size(), req.impact);
    std::vector<std::optional<int>> directions(characters.size());
    std::vector<int> deviations(characters.size(), 0);
    if (req.onFloor) {
        // §9: the GM's point deviates for each character on its own: direction, then distance.
        for (std::size_t i = 0; i < characters.size(); ++i) {
            directions[i] = dice.roll("direction");
            deviations[i] = dice.roll("distance");
            impacts[i] = step(req.impact, *directions[i], deviations[i]);
        }
        if (!characters.empty()) {
            out.direction = directions.front();
            out.deviation = deviations.front();
            out.deviated = out.impact = impacts.front();
        }
    } else {
        const int success = dice.roll("success die");
        const int damage = dice.roll("damage die");
        const int penetration = dice.roll("penetration die");
        out.roll = scoreThrow(rs, s, success, damage, penetration);
        const ThrowDeviation deviation = deviationOf(*out.roll);
        out.aimingPoints = deviation.aimingPoints;
        out.deviation = deviation.hexes;
        if (deviation.hexes > 0) {
            out.direction = dice.roll("direction");
            out.deviated = step(req.impact, *out.direction, deviation.hexes);
        }
        // §9: the drift for range comes after the d6 deviation (steps add, so the order only
        // matters to the telling: the d6 first, as the dice are rolled).
        out.drift = s.drift;
        out.impact = step(out.deviated, driftFace, s.drift);
        std::fill(impacts.begin(), impacts.end(), out.impact);
    }
    for (std::size_t i = 0; i < characters.size(); ++i) {
        BlastTrace& t = out.characters.emplace_back(
            blast(rs, g, characters[i], impacts[i], req.rulesRevision, dice));
        t.direction = directions[i];
        t.deviation = deviations[i];
    }
    out.dice.assign(dice.used().begin() + static_cast<std::ptrdiff_t>(firstDie), dice.used().end());
    return out;
}

ThrowOdds throwOdds(
    const Ruleset& rs, const std::vector<BlastCharacter>& characters, const ThrowRequest& req)
{
    const ThrowSetup s = prepareThrow(rs, req, characters);
    ThrowOdds odds;
    odds.onFloor = req.onFloor;
    if (req.onFloor) {
        odds.denominator = 36; // one character's direction and distance dice
        for (int face = 1; face <= 6; ++face)
            for (int hexes = 1; hexes <= 6; ++hexes)
                ++odds.hexes[step(req.impact, face, hexes)];
    } else {
        odds.denominator = 216 * 6; // the attack roll and the direction die
        for (int success = 1; success <= 6; ++success) {
            for (int pair = 2; pair <= 12; ++pair) {
                const int damage = std::min(6, pair - 1);
                const AttackRoll roll = scoreThrow(rs, s, success, damage, pair - damage);
                const std::uint64_t weight = twoDiceWays[static_cast<std::size_t>(pair)];
                if (roll.hit)
                    odds.rollSucceeds += weight * 6;
                const ThrowDeviation deviation = deviationOf(roll);
                if (deviation.hexes == 0) {
                    odds.hexes[step(req.impact, driftFace, s.drift)]
                        += weight * 6; // no direction die
                    continue;
                }
                for (int face = 1; face <= 6; ++face)
                    odds.hexes[step(step(req.impact, face, deviation.hexes), driftFace, s.drift)]
                        += weight;
            }
        }
    }
    // Zone membership depends only on the impact hex, so each hex is looked at once.
    for (const BlastCharacter& c : characters) {
        ThrowOdds::Character& o = odds.characters.emplace_back();
        o.name = nameOf(c.state);
        o.distance = c.distance;
        o.radius = rules::blastZoneRadius(*s.grenade, c.distance);
        o.locations.assign(rs.body.locations.size(), 0);
        for (const auto& [hex, weight] : odds.hexes) {
            const std::vector<int> inside = rules::locationsInZone(rs.body, hex, o.radius);
            if (inside.empty())
                o.unaffected += weight;
            for (int location : inside)
                o.locations[static_cast<std::size_t>(location)] += weight;
        }
    }
    return odds;
}

std::vector<BlastCharacter> blastScene(const CharacterState& target,
    const std::vector<CharacterState>& others, const std::vector<double>& distances,
    double targetDistance)
{
    if (distances.size() != others.size())
        throw Refused(others.size() == 1
                ? say(HS_TEXT("core",
                          "the scene has %1 further target but %2 distances from the impact point"),
                    others.size(), distances.size())
                : say(
                    HS_TEXT("core",
                        "the scene has %1 further targets but %2 distances from the impact point"),
                    others.size(), distances.size()));
    std::vector<BlastCharacter> scene { { target, targetDistance } };
    for (std::size_t i = 0; i < others.size(); ++i)
        scene.push_back({ others[i], distances[i] });
    return scene;
}

GrenadeOutcome resolveGrenade(const Ruleset& rs, const CharacterState& target,
    const std::vector<CharacterState>& others, const GrenadeAction& action, DiceSource& dice)
{
    GrenadeOutcome out;
    out.targetAfter = target;
    out.othersAfter = others;
    if (action.jumper) {
        const int who = *action.jumper;
        if (who < 0 || who > static_cast<int>(others.size()))
            throw Refused(
                say(HS_TEXT("core", "nobody in the scene is number %1 to jump on the grenade"),
                    who + 1));
        CharacterState& jumper
            = who == 0 ? out.targetAfter : out.othersAfter[static_cast<std::size_t>(who - 1)];
        out.jump = jumpOnGrenade(rs, jumper, action.request.grenade);
        jumper = out.jump->after;
        return out;
    }
    out.thrown = resolveThrow(rs,
        blastScene(target, others, action.distances, action.targetDistance), action.request, dice);
    // resolveThrow keeps the characters' order: the first target, then the others.
    out.targetAfter = out.thrown->characters.front().after;
    for (std::size_t i = 0; i < others.size(); ++i)
        out.othersAfter[i] = out.thrown->characters[i + 1].after;
    return out;
}

} // namespace hitspread
