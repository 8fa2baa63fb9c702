// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "working.h"

namespace hitspread {

std::vector<std::string> english(const std::vector<Text>& lines)
{
    std::vector<std::string> out;
    out.reserve(lines.size());
    for (const Text& line : lines)
        out.push_back(line.english());
    return out;
}

namespace working {
    Text signedNumber(int v)
    {
        return literal((v >= 0 ? "+" : "") + std::to_string(v));
    }

    Text hexes(int n)
    {
        return n == 1 ? say(HS_TEXT("core", "%1 hex"), n) : say(HS_TEXT("core", "%1 hexes"), n);
    }

    Text faceName(int face)
    {
        static const char* const names[]
            = { HS_TEXT("core", "1 (upper right)"), HS_TEXT("core", "2 (lower right)"),
                  HS_TEXT("core", "3 (down)"), HS_TEXT("core", "4 (lower left)"),
                  HS_TEXT("core", "5 (upper left)"), HS_TEXT("core", "6 (up)") };
        if (face < 1 || face > 6)
            return argument(face);
        return term(names[face - 1]);
    }

    Text modifierList(const std::vector<ModifierTerm>& modifiers)
    {
        Text list = literal("");
        for (const auto& m : modifiers)
            list = say(HS_TEXT("core", "%1, %2 %3"), list, term(m.name), signedNumber(m.value));
        return list;
    }

    Text statusSentence(CharacterStatus status)
    {
        switch (status) {
        case CharacterStatus::Unconscious:
            return say(HS_TEXT("core", "The target is unconscious."));
        case CharacterStatus::Dead:
            return say(HS_TEXT("core", "The target is dead."));
        case CharacterStatus::Ok:
            break;
        }
        return say(HS_TEXT("core", "The target is ok."));
    }

    Text namedStatusSentence(const std::string& name, CharacterStatus status)
    {
        switch (status) {
        case CharacterStatus::Unconscious:
            return say(HS_TEXT("core", "%1 is unconscious."), name);
        case CharacterStatus::Dead:
            return say(HS_TEXT("core", "%1 is dead."), name);
        case CharacterStatus::Ok:
            break;
        }
        return say(HS_TEXT("core", "%1 is ok."), name);
    }
}

namespace {
    using working::faceName;
    using working::hexes;
    using working::signedNumber;

    Text where(const Ruleset& rs, int location, int sub)
    {
        if (sub < 0)
            return say(HS_TEXT("core", "empty space: a miss"));
        // Two names of the ruleset: nothing to translate.
        return literal(rs.body.subLocations[static_cast<std::size_t>(sub)].name + " ("
            + rs.body.locations[static_cast<std::size_t>(location)].name + ")");
    }

    void describeHit(const Ruleset& rs, const HitResult& h, std::vector<Text>& lines)
    {
        const std::string loc = rs.body.locations[static_cast<std::size_t>(h.location)].name;
        if (h.halvedNaturalState)
            lines.push_back(say(
                HS_TEXT("core", "Vevaphon in natural state: kinetic DAM halved to %1."), h.dam));
        if (!h.armoured)
            lines.push_back(
                say(HS_TEXT("core",
                        "%1: no armour with ID left; PEN %2, DAM %3 goes straight through."),
                    loc, h.pen, h.dam));
        else if (h.penetrated)
            lines.push_back(say(HS_TEXT("core",
                                    "%1: PEN %2 against PV %3 (%4) penetrates; body takes %5 of "
                                    "DAM %6; armour ID %7 → %8."),
                loc, h.pen, h.pv, h.armourId, h.bodyDamage, h.dam, h.armourIdBefore,
                h.armourIdAfter));
        else
            lines.push_back(say(HS_TEXT("core",
                                    "%1: PEN %2 against PV %3 (%4) is stopped; armour ID %5 → %6, "
                                    "no damage to the body."),
                loc, h.pen, h.pv, h.armourId, h.armourIdBefore, h.armourIdAfter));
        if (h.bruising > 0)
            lines.push_back(
                say(HS_TEXT("core", "Bruising damage %1 on the Incap track."), h.bruising));
        if (h.bodyDamage > 0)
            lines.push_back(say(HS_TEXT("core", "%1 hits left %2 (%3), Incap left %4."), loc,
                h.locationHitsAfter, term(toString(h.conditionAfter)), h.incapAfter));
        if (h.wound)
            lines.push_back(say(HS_TEXT("core",
                "A wound: damage above the wound threshold (−1 to all rolls per wound, "
                "bleeding).")));
        if (h.bulletStuck)
            lines.push_back(say(HS_TEXT("core",
                "PEN below PHYS: the bullet is stuck in the torso and must be extracted.")));
        if (h.knockback) {
            if (h.knockback->knockedDown)
                lines.push_back(say(HS_TEXT("core",
                                        "Knockback: DAM %1 is above twice PHYS %2: knocked down, "
                                        "loses a full round; PHYS test to "
                                        "stay conscious."),
                    h.knockback->dam, h.knockback->phys));
            else
                lines.push_back(say(
                    HS_TEXT("core",
                        "Knockback: DAM %1 above PHYS %2: PHYS test at %3 or knocked down."),
                    h.knockback->dam, h.knockback->phys, signedNumber(h.knockback->testModifier)));
        }
        if (h.vevaphonTest) {
            const StatTest& t = *h.vevaphonTest;
            if (t.passed)
                lines.push_back(say(
                    HS_TEXT("core", "Vevaphon CONC test %1,%2,%3 + %4 %5 = %6: holds its PV %7."),
                    t.dice[0], t.dice[1], t.dice[2], t.value, signedNumber(t.modifier), t.total,
                    h.pvAfter));
            else
                lines.push_back(
                    say(HS_TEXT("core",
                            "Vevaphon CONC test %1,%2,%3 + %4 %5 = %6: fails, PV falls to %7."),
                        t.dice[0], t.dice[1], t.dice[2], t.value, signedNumber(t.modifier), t.total,
                        h.pvAfter));
        }
        if (h.statusAfter != CharacterStatus::Ok)
            lines.push_back(working::statusSentence(h.statusAfter));
    }

    Text head(const Outcome& out, const std::string& weapon)
    {
        if (out.melee)
            return say(HS_TEXT("core", "%1, melee attack."), weapon);
        if (out.stance)
            return say(
                HS_TEXT("core", "%1, %2 shot at %3 range, effective RCL %4 (firing stance)."),
                weapon, term(toString(out.shotType)), term(toString(out.range)), out.effectiveRcl);
        return say(HS_TEXT("core", "%1, %2 shot at %3 range, effective RCL %4."), weapon,
            term(toString(out.shotType)), term(toString(out.range)), out.effectiveRcl);
    }

    Text burstLine(const Outcome& out)
    {
        Text dice = literal("");
        if (!out.burst->dice.empty()) {
            int sum = 0;
            for (int face : out.burst->dice)
                sum += face;
            const int count = static_cast<int>(out.burst->dice.size());
            dice = out.burst->adjust ? say(HS_TEXT("core", " (%1d6 = %2 %3)"), count, sum,
                       signedNumber(out.burst->adjust))
                                     : say(HS_TEXT("core", " (%1d6 = %2)"), count, sum);
        }
        if (out.mode == FireMode::Full)
            return say(HS_TEXT("core", "Full auto: %1 rounds%2; %3 deviations may be influenced."),
                out.burst->length, dice, out.burst->influences);
        return say(HS_TEXT("core", "Burst: %1 rounds%2; %3 deviations may be influenced."),
            out.burst->length, dice, out.burst->influences);
    }

    Text rollLine(const AttackRoll& r)
    {
        const Text modifiers = working::modifierList(r.modifiers);
        if (r.hit)
            return say(HS_TEXT("core", "Roll %1,%2,%3 + skill %4%5: total %6 against %7 — hit."),
                r.success, r.damage, r.penetration, r.skill, modifiers, r.total, r.target);
        return say(HS_TEXT("core", "Roll %1,%2,%3 + skill %4%5: total %6 against %7 — miss by %8."),
            r.success, r.damage, r.penetration, r.skill, modifiers, r.total, r.target,
            r.missedBy());
    }
}

std::vector<Text> describeOutcomeText(const Ruleset& rs, const Outcome& out)
{
    std::vector<Text> lines;
    const Weapon* weapon = rs.weapon(out.weapon);
    lines.push_back(head(out, weapon ? weapon->name : out.weapon));
    if (out.coolTest)
        lines.push_back(
            say(HS_TEXT("core", "Under fire: COOL test total %1."), out.coolTest->total));
    if (out.burst)
        lines.push_back(burstLine(out));
    else if (out.mode == FireMode::Semi)
        lines.push_back(say(HS_TEXT("core", "Semi-auto: %1 shots (%2 allowed)."), out.shots.size(),
            out.shotsAllowed));
    int number = 0;
    for (const ShotTrace& shot : out.shots) {
        ++number;
        if (out.shots.size() > 1)
            lines.push_back(out.burst ? say(HS_TEXT("core", "Bullet %1:"), number)
                                      : say(HS_TEXT("core", "Shot %1:"), number));
        if (shot.stray) {
            lines.push_back(say(HS_TEXT("core",
                                    "The fire walks on to target %1: this bullet strays into the "
                                    "space between and hits nothing."),
                shot.target + 1));
            continue;
        }
        if (shot.randomAim)
            lines.push_back(
                say(HS_TEXT("core", "On target %1 the fire starts at a random aiming point, %2."),
                    shot.target + 1, label(*shot.randomAim)));
        if (!shot.carriesRoll) {
            // A later bullet of a burst: a direction, maybe influenced, and the FA deviation (§6).
            const Text landing = where(rs, shot.location, shot.subLocation);
            if (shot.influence != 0)
                lines.push_back(say(
                    HS_TEXT("core", "Direction %1, influenced %2 to %3: %4 from %5 to %6: %7."),
                    faceName(*shot.direction), signedNumber(shot.influence), faceName(*shot.face),
                    hexes(shot.deviation), label(*shot.fromHex), label(*shot.landing), landing));
            else
                lines.push_back(say(HS_TEXT("core", "Direction %1: %2 from %3 to %4: %5."),
                    faceName(*shot.direction), hexes(shot.deviation), label(*shot.fromHex),
                    label(*shot.landing), landing));
            for (const HitResult& h : shot.hits)
                describeHit(rs, h, lines);
            continue;
        }
        const AttackRoll& r = shot.roll;
        lines.push_back(rollLine(r));
        if (r.jammed) {
            lines.push_back(say(HS_TEXT("core", "Three ones: the weapon jams; no shot.")));
            continue;
        }
        if (r.hit && r.successValue != r.success)
            lines.push_back(say(HS_TEXT("core", "Critical: success die %1 + %2 = %3."), r.success,
                r.successValue - r.success, r.successValue));
        if (!shot.landing) {
            lines.push_back(out.melee ? say(HS_TEXT("core", "The attack misses."))
                                      : say(HS_TEXT("core", "A clean miss.")));
            continue;
        }
        if (r.hit)
            lines.push_back(say(HS_TEXT("core", "Hit spread %1 − aiming points %2 → deviation %3."),
                shot.spread, shot.aimingPoints, shot.deviation));
        else if (out.shotType == ShotType::Aimed)
            lines.push_back(
                say(HS_TEXT("core", "Missed shot: deviation %1 (effective RCL + missed by)."),
                    shot.deviation));
        else
            lines.push_back(say(
                HS_TEXT("core", "Missed shot: deviation %1 (effective RCL + missed by + %2 shot)."),
                shot.deviation, term(toString(out.shotType))));
        if (shot.direction)
            lines.push_back(
                say(HS_TEXT("core", "Direction %1: %2 from %3 to %4."), faceName(*shot.direction),
                    hexes(shot.deviation), label(shot.aimHex), label(*shot.landing)));
        lines.push_back(say(HS_TEXT("core", "Lands on %1: %2."), label(*shot.landing),
            where(rs, shot.location, shot.subLocation)));
        if (shot.templateRadius > 0) {
            const int covered = static_cast<int>(shot.hexes.size());
            lines.push_back(shot.hits.size() == 1
                    ? say(HS_TEXT("core", "The template covers %1 and %2 location."),
                        hexes(covered), shot.hits.size())
                    : say(HS_TEXT("core", "The template covers %1 and %2 locations."),
                        hexes(covered), shot.hits.size()));
        }
        for (const HitResult& h : shot.hits)
            describeHit(rs, h, lines);
    }
    if (out.shooterBruising > 0)
        lines.push_back(
            say(HS_TEXT("core", "Recoil far above STR: the firing arm takes %1 bruising."),
                out.shooterBruising));
    return lines;
}

std::vector<std::string> describeOutcome(const Ruleset& rs, const Outcome& out)
{
    return english(describeOutcomeText(rs, out));
}

} // namespace hitspread
