// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "grenade.h"

#include "attackrules.h"
#include "damage.h"
#include "working.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace hitspread {

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

    std::string number(double value)
    {
        std::string text = std::to_string(value);
        text.erase(text.find_last_not_of('0') + 1);
        if (!text.empty() && text.back() == '.')
            text.pop_back();
        return text;
    }

    std::string nameOf(const CharacterState& c)
    {
        return c.sheet ? c.sheet->name : std::string("someone");
    }

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
    BlastTrace blast(
        const Ruleset& rs, const Grenade& g, const BlastCharacter& c, Hex impact, DiceSource& dice)
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
        BlastTrace& t = out.characters.emplace_back(blast(rs, g, characters[i], impacts[i], dice));
        t.direction = directions[i];
        t.deviation = deviations[i];
    }
    out.dice.assign(dice.used().begin() + static_cast<std::ptrdiff_t>(firstDie), dice.used().end());
    return out;
}

JumpOutcome jumpOnGrenade(const Ruleset& rs, const CharacterState& jumper, const std::string& id)
{
    const Grenade* g = rs.grenade(id);
    if (!g)
        throw Refused(say(HS_TEXT("core", "unknown grenade '%1'"), id));
    if (g->type == GrenadeType::Smoke || g->type == GrenadeType::Flash)
        throw Refused(
            say(HS_TEXT("core", "%1 does no damage: there is nothing to shield the others from"),
                g->name));
    const int torso = rs.body.locationIndex("torso");
    const int abdomen = rs.body.locationIndex("abdomen");
    if (torso < 0 || abdomen < 0)
        throw Refused(
            say(HS_TEXT("core", "the body has no torso or no abdomen location to jump with")));
    const std::size_t chest = static_cast<std::size_t>(torso),
                      belly = static_cast<std::size_t>(abdomen);

    JumpOutcome out;
    out.ruleset = rs.id;
    out.grenade = g->id;
    out.name = nameOf(jumper);
    out.damage = g->damage;
    out.damageTimesFive = 5 * g->damage;
    out.torsoHits = std::max(0, jumper.locations[chest].hits);
    out.abdomenHits = std::max(0, jumper.locations[belly].hits);
    // §9: every piece of armour there counts with all its ID (worn and natural alike).
    for (const ArmourLayer& layer : jumper.armour) {
        out.torsoArmourId += std::max(0, layer.idLeft[chest]);
        out.abdomenArmourId += std::max(0, layer.idLeft[belly]);
    }
    out.stopped = out.torsoHits + out.abdomenHits + out.torsoArmourId + out.abdomenArmourId;
    // §9: (5 × damage − hits − ID) ÷ 5, rounded down, not below 0. The seed's worked example
    // slips (Wickham 6, Stoo 4); the rule gives Wickham 22 ÷ 5 = 4 and Stoo 10 ÷ 5 = 2.
    out.leftOver = std::max(0, out.damageTimesFive - out.stopped);
    out.passedOn = out.leftOver / 5;

    // Reading: each of the two locations takes 5 × damage; the armour's ID there soaks it up
    // first, the rest goes to the location and Incap (bruising for a concussion grenade).
    out.after = jumper;
    for (std::size_t loc : { chest, belly }) {
        int remaining = out.damageTimesFive;
        for (ArmourLayer& layer : out.after.armour) {
            int& idLeft = layer.idLeft[loc];
            const int soaked = std::min(std::max(0, idLeft), remaining);
            idLeft -= soaked;
            remaining -= soaked;
        }
        if (g->type == GrenadeType::Blast) {
            out.after.bruising += remaining;
            continue;
        }
        out.after.locations[loc].hits -= remaining;
        out.after.incap -= remaining;
        if (remaining > out.after.woundThreshold) {
            ++out.after.wounds;
            ++out.after.locations[loc].wounds;
        }
    }
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
    const std::vector<CharacterState>& others, const std::vector<double>& distances)
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
    std::vector<BlastCharacter> scene { { target, 0.0 } };
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
    out.thrown
        = resolveThrow(rs, blastScene(target, others, action.distances), action.request, dice);
    // resolveThrow keeps the characters' order: the first target, then the others.
    out.targetAfter = out.thrown->characters.front().after;
    for (std::size_t i = 0; i < others.size(); ++i)
        out.othersAfter[i] = out.thrown->characters[i + 1].after;
    return out;
}

std::vector<Text> describeThrowText(const Ruleset& rs, const ThrowOutcome& out)
{
    using working::faceName;
    using working::signedNumber;
    std::vector<Text> lines;
    const Grenade* g = rs.grenade(out.grenade);
    const std::string name = g ? g->name : out.grenade;
    const Text type = term(toString(out.type));
    Text head;
    if (!g)
        head = say(HS_TEXT("core", "%1 (%2)"), name, type);
    else if (g->pen)
        head = say(HS_TEXT("core", "%1 (%2, blast zone %3, blast radius %4 m, damage %5, PEN %6)"),
            name, type, g->blastZone, number(g->blastRadius), g->damage, *g->pen);
    else
        head = say(HS_TEXT("core", "%1 (%2, blast zone %3, blast radius %4 m, damage %5)"), name,
            type, g->blastZone, number(g->blastRadius), g->damage);
    if (out.onFloor)
        lines.push_back(say(HS_TEXT("core", "%1 lies on the floor; the GM's point is %2."), head,
            label(out.intended)));
    else if (out.thrower.empty())
        lines.push_back(say(HS_TEXT("core", "%1 thrown at %2 range at %3."), head,
            term(toString(out.range)), label(out.intended)));
    else
        lines.push_back(say(HS_TEXT("core", "%1 thrown by %2 at %3 range at %4."), head,
            out.thrower, term(toString(out.range)), label(out.intended)));
    if (out.roll) {
        const AttackRoll& r = *out.roll;
        const Text modifiers = working::modifierList(r.modifiers);
        if (r.hit)
            lines.push_back(say(
                HS_TEXT("core", "Roll %1,%2,%3 + Throwing %4%5: total %6 against %7 — success."),
                r.success, r.damage, r.penetration, r.skill, modifiers, r.total, r.target));
        else
            lines.push_back(
                say(HS_TEXT("core",
                        "Roll %1,%2,%3 + Throwing %4%5: total %6 against %7 — failure by %8."),
                    r.success, r.damage, r.penetration, r.skill, modifiers, r.total, r.target,
                    r.missedBy()));
        if (r.hit && r.successValue != r.success)
            lines.push_back(say(HS_TEXT("core", "Critical: success die %1 + %2 = %3."), r.success,
                r.successValue - r.success, r.successValue));
        if (r.hit)
            lines.push_back(say(HS_TEXT("core", "Deviation 6 − aiming points %1 → %2."),
                out.aimingPoints, out.deviation));
        else
            lines.push_back(
                say(HS_TEXT("core", "Failed throw: deviation 6 + missed by %1 = %2, no pull-back."),
                    r.missedBy(), out.deviation));
        if (out.direction)
            lines.push_back(say(HS_TEXT("core", "Direction %1: %2 hexes from %3 to %4."),
                faceName(*out.direction), out.deviation, label(out.intended), label(out.deviated)));
        if (out.drift > 0)
            lines.push_back(
                say(HS_TEXT("core",
                        "Beyond optimum (%1 range): %2 hexes straight down, from %3 to %4."),
                    term(toString(out.range)), out.drift, label(out.deviated), label(out.impact)));
        lines.push_back(say(HS_TEXT("core", "Goes off at %1."), label(out.impact)));
    }
    lines.push_back(term(out.effect)); // marked with HS_TEXT in effectOf()
    for (const BlastTrace& t : out.characters) {
        if (out.onFloor && t.direction)
            lines.push_back(say(
                HS_TEXT("core", "%1: the point deviates %2 hexes in direction %3, from %4 to %5."),
                t.name, t.deviation, faceName(*t.direction), label(out.intended), label(t.impact)));
        const int shrink = g ? g->blastZone - t.radius : 0;
        const std::string zone = g ? std::to_string(g->blastZone) : std::string("?");
        if (!t.affected()) {
            lines.push_back(
                say(HS_TEXT("core",
                        "%1, %2 m from the impact point: blast zone %3 − %4 = %5: unaffected."),
                    t.name, number(t.distance), zone, shrink, t.radius));
            continue;
        }
        lines.push_back(
            say(HS_TEXT("core",
                    "%1, %2 m from the impact point: blast zone %3 − %4 = %5 hexes around %6."),
                t.name, number(t.distance), zone, shrink, t.radius, label(t.impact)));
        if (t.locations.empty()) {
            lines.push_back(say(HS_TEXT("core", "No body hex of %1 lies in the zone."), t.name));
            continue;
        }
        std::string inZone; // names of the ruleset
        for (std::size_t i = 0; i < t.locations.size(); ++i)
            inZone += (i ? ", " : "")
                + rs.body.locations[static_cast<std::size_t>(t.locations[i])].name;
        lines.push_back(say(HS_TEXT("core", "In the zone: %1."), inZone));
        for (const HitResult& h : t.hits) {
            const std::string loc = rs.body.locations[static_cast<std::size_t>(h.location)].name;
            Text what;
            if (t.armourIgnored)
                what = h.armoured
                    ? say(HS_TEXT("core", "DAM %1 (no PEN: the armour does not stop it)"), h.dam)
                    : say(HS_TEXT("core", "DAM %1"), h.dam);
            else if (!h.armoured)
                what = say(HS_TEXT("core", "PEN %1, DAM %2, no armour"), h.pen, h.dam);
            else if (h.penetrated)
                what = say(HS_TEXT("core",
                               "PEN %1 against PV %2 (%3) penetrates, %4 of DAM %5 gets through"),
                    h.pen, h.pv, h.armourId, h.bodyDamage + h.bruising, h.dam);
            else
                what = say(
                    HS_TEXT("core", "PEN %1 against PV %2 (%3) is stopped; armour ID %4 → %5"),
                    h.pen, h.pv, h.armourId, h.armourIdBefore, h.armourIdAfter);
            Text line = say(HS_TEXT("core", "%1: %2"), loc, what);
            if (h.bodyDamage > 0)
                line = say(HS_TEXT("core", "%1; hits left %2 (%3)"), line, h.locationHitsAfter,
                    term(toString(h.conditionAfter)));
            if (h.bruising > 0)
                line = say(HS_TEXT("core", "%1; %2 bruising"), line, h.bruising);
            if (h.wound)
                line = say(HS_TEXT("core", "%1; a wound"), line);
            if (h.bulletStuck)
                line = say(HS_TEXT("core", "%1; shrapnel stuck in the torso"), line);
            if (h.halvedNaturalState)
                line = say(HS_TEXT("core", "%1; halved in the Vevaphon's natural state"), line);
            if (h.knockback)
                line = h.knockback->knockedDown
                    ? say(HS_TEXT("core", "%1; knocked down"), line)
                    : say(HS_TEXT("core", "%1; PHYS test at %2 or knocked down"), line,
                        signedNumber(h.knockback->testModifier));
            if (h.vevaphonTest) {
                const StatTest& c = *h.vevaphonTest;
                line = c.passed
                    ? say(HS_TEXT("core", "%1; CONC test %2,%3,%4 + %5 %6 = %7, holds PV %8"), line,
                        c.dice[0], c.dice[1], c.dice[2], c.value, signedNumber(c.modifier), c.total,
                        h.pvAfter)
                    : say(HS_TEXT("core", "%1; CONC test %2,%3,%4 + %5 %6 = %7, PV falls to %8"),
                        line, c.dice[0], c.dice[1], c.dice[2], c.value, signedNumber(c.modifier),
                        c.total, h.pvAfter);
            }
            lines.push_back(say(HS_TEXT("core", "%1."), line));
        }
        if (out.type == GrenadeType::Frag)
            lines.push_back(say(
                HS_TEXT("core", "Incap damage %1 (Incap left %2)."), t.incapDamage, t.after.incap));
        if (out.type == GrenadeType::Blast)
            lines.push_back(say(HS_TEXT("core", "Bruising %1 on the Incap track (%2 in all)."),
                t.bruising, t.after.bruising));
        if (const CharacterStatus status = t.after.status(rs); status != CharacterStatus::Ok)
            lines.push_back(working::namedStatusSentence(t.name, status));
    }
    return lines;
}

std::vector<std::string> describeThrow(const Ruleset& rs, const ThrowOutcome& out)
{
    return english(describeThrowText(rs, out));
}

std::vector<Text> describeJumpText(const Ruleset& rs, const JumpOutcome& out)
{
    const Grenade* g = rs.grenade(out.grenade);
    std::vector<Text> lines;
    lines.push_back(say(HS_TEXT("core", "%1 jumps on the %2 (damage %3)."), out.name,
        g ? g->name : out.grenade, out.damage));
    lines.push_back(say(HS_TEXT("core", "Chest (torso) and abdomen each take %1 × 5 = %2."),
        out.damage, out.damageTimesFive));
    lines.push_back(say(
        HS_TEXT("core", "In the way: torso hits %1 + abdomen hits %2 + armour ID %3 + %4 = %5."),
        out.torsoHits, out.abdomenHits, out.torsoArmourId, out.abdomenArmourId, out.stopped));
    lines.push_back(
        say(HS_TEXT("core",
                "%1 − %2 = %3 left over; %3 ÷ 5 = %4 (rounded down) passes on to the others."),
            out.damageTimesFive, out.stopped, out.leftOver, out.passedOn));
    if (const CharacterStatus status = out.after.status(rs); status != CharacterStatus::Ok)
        lines.push_back(working::namedStatusSentence(out.name, status));
    return lines;
}

std::vector<std::string> describeJump(const Ruleset& rs, const JumpOutcome& out)
{
    return english(describeJumpText(rs, out));
}

} // namespace hitspread
