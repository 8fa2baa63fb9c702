// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The working of a throw (rules §9), line by line.
#include "grenade.h"

#include "grenadeshared.h"
#include "working.h"

namespace hitspread {

using namespace detail;

std::vector<Text> describeThrowText(const Ruleset& rs, const ThrowOutcome& out)
{
    using working::faceName;
    using working::signedNumber;
    std::vector<Text> lines;
    const Grenade* g = rs.grenade(out.grenade);
    const Name name = g ? g->name : Name(out.grenade);
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
        const Text modifiers = working::rollModifiers(r);
        const Text target = working::rollTarget(r);
        if (r.hit)
            lines.push_back(say(
                HS_TEXT("core", "Roll %1,%2,%3 + Throwing %4%5: total %6 against %7 — success."),
                r.success, r.damage, r.penetration, r.skill, modifiers, r.total, target));
        else
            lines.push_back(
                say(HS_TEXT("core",
                        "Roll %1,%2,%3 + Throwing %4%5: total %6 against %7 — failure by %8."),
                    r.success, r.damage, r.penetration, r.skill, modifiers, r.total, target,
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
        std::vector<Text> inZone; // names of the ruleset
        for (std::size_t i = 0; i < t.locations.size(); ++i) {
            if (i)
                inZone.push_back(literal(", "));
            inZone.push_back(
                argument(rs.body.locations[static_cast<std::size_t>(t.locations[i])].name));
        }
        lines.push_back(say(HS_TEXT("core", "In the zone: %1."), joined(inZone)));
        for (const HitResult& h : t.hits) {
            const Name& loc = rs.body.locations[static_cast<std::size_t>(h.location)].name;
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

} // namespace hitspread
