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

    Text rollModifiers(const AttackRoll& r)
    {
        return r.modifiersOnTarget ? literal("") : modifierList(r.modifiers);
    }

    Text rollTarget(const AttackRoll& r)
    {
        if (!r.modifiersOnTarget || r.modifiers.empty())
            return argument(r.target);
        // A modifier of the roll is the opposite change to the number it must reach.
        std::vector<ModifierTerm> onTarget = r.modifiers;
        int base = r.target;
        for (ModifierTerm& m : onTarget) {
            m.value = -m.value;
            base -= m.value;
        }
        return say(HS_TEXT("core", "%1%2 = %3"), base, modifierList(onTarget), r.target);
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
        // Two names of the ruleset, each in the language the ruleset gives it.
        return joined({ argument(rs.body.subLocations[static_cast<std::size_t>(sub)].name),
            literal(" ("), argument(rs.body.locations[static_cast<std::size_t>(location)].name),
            literal(")") });
    }

    Text statTestText(const StatTest& t)
    {
        return t.modifier != 0 ? say(HS_TEXT("core", "%1,%2,%3 + %4 %5 = %6"), t.dice[0], t.dice[1],
                   t.dice[2], t.value, signedNumber(t.modifier), t.total)
                               : say(HS_TEXT("core", "%1,%2,%3 + %4 = %5"), t.dice[0], t.dice[1],
                                   t.dice[2], t.value, t.total);
    }

    // §7 knockback: the test rolled and what it did, or what the table must roll.
    Text knockbackLine(const Knockback& k)
    {
        switch (k.result) {
        case KnockbackResult::NotRolled:
            break;
        case KnockbackResult::AlreadyDown:
            return say(HS_TEXT("core",
                           "Knockback: DAM %1 above PHYS %2, but the target is down "
                           "already."),
                k.dam, k.phys);
        case KnockbackResult::KnockedBack:
            return say(HS_TEXT("core",
                           "Knockback: DAM %1 above PHYS %2: PHYS test %3 passes: initiative 0 "
                           "for this phase."),
                k.dam, k.phys, statTestText(*k.test));
        case KnockbackResult::KnockedDown:
            return say(HS_TEXT("core",
                           "Knockback: DAM %1 above PHYS %2: PHYS test %3 fails: knocked down "
                           "(+3 to be hit), initiative 0 this round, loses the next action."),
                k.dam, k.phys, statTestText(*k.test));
        case KnockbackResult::LosesRound:
            return say(HS_TEXT("core",
                           "Knockback: DAM %1 above twice PHYS %2: knocked down; PHYS test %3 "
                           "keeps it conscious; loses a full round."),
                k.dam, k.phys, statTestText(*k.test));
        case KnockbackResult::KnockedOut:
            return k.test ? say(HS_TEXT("core",
                                    "Knockback: DAM %1 above twice PHYS %2: knocked down; PHYS "
                                    "test %3 fails: unconscious."),
                       k.dam, k.phys, statTestText(*k.test))
                          : say(HS_TEXT("core",
                                    "Knockback: DAM %1 above twice PHYS %2: down and out "
                                    "already."),
                              k.dam, k.phys);
        }
        if (k.knockedDown)
            return say(HS_TEXT("core",
                           "Knockback: DAM %1 is above twice PHYS %2: knocked down, loses a full "
                           "round; PHYS test to stay conscious."),
                k.dam, k.phys);
        return say(HS_TEXT("core",
                       "Knockback: DAM %1 above PHYS %2: PHYS test at %3 or knocked "
                       "down."),
            k.dam, k.phys, signedNumber(k.testModifier));
    }

    void describeHit(const Ruleset& rs, const HitResult& h, std::vector<Text>& lines)
    {
        const Name& loc = rs.body.locations[static_cast<std::size_t>(h.location)].name;
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
        if (h.locationBruising > 0)
            lines.push_back(say(HS_TEXT("core",
                                    "Martial Arts: the %2 bruising also comes off %1: hits left "
                                    "%3 (%4)."),
                loc, h.locationBruising, h.locationHitsAfter, term(toString(h.conditionAfter))));
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
        if (h.knockback)
            lines.push_back(knockbackLine(*h.knockback));
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

    // §8: the parry or dodge made against a melee attack.
    Text defenceLine(const Ruleset& rs, const DefenceOutcome& d)
    {
        const Text who
            = d.defender.empty() ? say(HS_TEXT("core", "the target")) : literal(d.defender);
        if (!d.roll) {
            if (d.kind == DefenceKind::Parry)
                return say(HS_TEXT("core", "%1 need not parry a blow that misses."), who);
            return say(HS_TEXT("core", "%1 dodged before: %2 off the attack."), who, d.value);
        }
        const AttackRoll& r = *d.roll;
        const Text roll
            = say(HS_TEXT("core", "%1,%2,%3 + %4%5: total %6 against %7"), r.success, r.damage,
                r.penetration, r.skill, working::rollModifiers(r), r.total, working::rollTarget(r));
        if (d.kind != DefenceKind::Parry) {
            const Text kind = d.kind == DefenceKind::Dodge ? say(HS_TEXT("core", "dodges"))
                : d.kind == DefenceKind::Dance             ? say(HS_TEXT("core", "dances"))
                                                           : say(HS_TEXT("core", "quick-dodges"));
            const Text penalty = d.penalty == 0 ? literal("")
                : d.penaltyWholeRound
                ? say(HS_TEXT("core", "; %1 on all its actions this round"), d.penalty)
                : say(HS_TEXT("core", "; %1 on its next action"), d.penalty);
            if (!d.succeeded)
                return say(HS_TEXT("core", "%1 %2: %3 — fails%4."), who, kind, roll, penalty);
            return say(HS_TEXT("core", "%1 %2: %3 — %4 off the attack%5."), who, kind, roll,
                d.value, penalty);
        }
        const Weapon* with = rs.weapon(d.parryWeapon);
        const Name weapon = with ? with->name : Name(d.parryWeapon);
        if (!d.succeeded)
            return say(HS_TEXT("core", "%1 parries with %2: %3 — fails."), who, weapon, roll);
        const Text halved
            = d.bareHanded ? say(HS_TEXT("core", ", halved bare-handed")) : literal("");
        return say(HS_TEXT("core",
                       "%1 parries with %2: %3 — success value %4 + DAM %5 + STR bonus %6%7: %8 "
                       "off the DAM; handling +%9."),
            who, weapon, roll, r.successValue, d.parryWeaponDam, d.parryStrBonus, halved, d.value,
            d.handlingAdded);
    }

    Text head(const Outcome& out, const Name& weapon)
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
        const Text modifiers = working::rollModifiers(r);
        const Text target = working::rollTarget(r);
        if (r.hit)
            return say(HS_TEXT("core", "Roll %1,%2,%3 + skill %4%5: total %6 against %7 — hit."),
                r.success, r.damage, r.penetration, r.skill, modifiers, r.total, target);
        return say(HS_TEXT("core", "Roll %1,%2,%3 + skill %4%5: total %6 against %7 — miss by %8."),
            r.success, r.damage, r.penetration, r.skill, modifiers, r.total, target, r.missedBy());
    }
}

Text describeDefence(const Ruleset& rs, const DefenceOutcome& defence)
{
    return defenceLine(rs, defence);
}

std::vector<Text> describeOutcomeText(const Ruleset& rs, const Outcome& out)
{
    std::vector<Text> lines;
    const Weapon* weapon = rs.weapon(out.weapon);
    lines.push_back(head(out, weapon ? weapon->name : Name(out.weapon)));
    if (out.preTest) {
        // §11: the quick draw's DEX test or the COOL test to aim under fire, before the attack.
        const StatTest& t = *out.preTest;
        const Text roll = say(HS_TEXT("core", "%1 test %2,%3,%4 + %5%6: total %7 against %8"),
            t.stat, t.dice[0], t.dice[1], t.dice[2], t.value,
            literal(t.modifier != 0 ? " " + signedNumber(t.modifier).english() : ""), t.total,
            t.target);
        if (t.stat == "DEX")
            lines.push_back(t.passed
                    ? say(
                        HS_TEXT("core", "Quick draw: %1 — the draw finishes in this action."), roll)
                    : say(HS_TEXT("core",
                              "Quick draw: %1 — the draw does not finish in this action: no "
                              "attack."),
                        roll));
        else
            lines.push_back(t.passed
                    ? say(HS_TEXT("core", "Aiming under fire: %1 — the shooter aims."), roll)
                    : say(HS_TEXT("core",
                              "Aiming under fire: %1 — the shooter stays in cover: no aim and no "
                              "attack."),
                        roll));
    }
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
        const bool parry = out.defence && out.defence->kind == DefenceKind::Parry;
        if (out.defence && !parry && number == 1)
            lines.push_back(defenceLine(rs, *out.defence)); // a dodge comes before the blow
        lines.push_back(rollLine(r));
        if (r.jammed) {
            // §1 three ones, or §11 a dice total below the jam number of a weapon fired beyond
            // its maximum this round.
            lines.push_back(r.success == 1 && r.damage == 1 && r.penetration == 1
                    ? say(HS_TEXT("core", "Three ones: the weapon jams; no shot."))
                    : say(HS_TEXT("core",
                              "Dice total %1 is below the jam number: the weapon jams; no shot."),
                        r.success + r.damage + r.penetration));
            continue;
        }
        if (r.hit && r.successValue != r.success)
            lines.push_back(say(HS_TEXT("core", "Critical: success die %1 + %2 = %3."), r.success,
                r.successValue - r.success, r.successValue));
        if (parry && number == 1)
            lines.push_back(defenceLine(rs, *out.defence));
        if (parry && out.defence->stopped) {
            lines.push_back(
                say(HS_TEXT("core", "The parry takes all the DAM: the blow does no harm.")));
            continue;
        }
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
        if (shot.direction && shot.face)
            lines.push_back(say(HS_TEXT("core",
                                    "Direction %1, turned %2 by the parry to %3: %4 "
                                    "from %5 to %6."),
                faceName(*shot.direction), signedNumber(shot.influence), faceName(*shot.face),
                hexes(shot.deviation), label(shot.aimHex), label(*shot.landing)));
        else if (shot.direction)
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
    if (out.recoilTest)
        lines.push_back(out.recoilTest->passed
                ? say(HS_TEXT("core", "PHYS roll to stay conscious: %1 against %2: conscious."),
                    statTestText(*out.recoilTest), out.recoilTest->target)
                : say(HS_TEXT("core",
                          "PHYS roll to stay conscious: %1 against %2: the shooter passes out."),
                    statTestText(*out.recoilTest), out.recoilTest->target));
    return lines;
}

std::vector<std::string> describeOutcome(const Ruleset& rs, const Outcome& out)
{
    return english(describeOutcomeText(rs, out));
}

} // namespace hitspread
