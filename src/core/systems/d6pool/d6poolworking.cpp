// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The working of a d6-pool outcome, as sentences.
#include "d6pool.h"

namespace hitspread::d6pool {

namespace {
    std::string facesText(const PoolRoll& roll)
    {
        if (roll.faces.empty())
            return "no dice";
        std::string text;
        for (int face : roll.faces)
            text += (text.empty() ? "" : "+") + std::to_string(face);
        return text;
    }

    std::string signedNumber(int n)
    {
        return (n >= 0 ? "+" : "") + std::to_string(n);
    }

    void describeDamage(const DamageTrace& d, const std::string& defender, std::vector<Text>& lines)
    {
        lines.push_back(say(HS_TEXT("core",
                                "Damage %1d6: %2 = %3 against resistance %4d6 (pain resistance %5 "
                                "+ armour %6%7): %8 = %9."),
            d.level, facesText(d.damage), d.damage.total,
            d.painResistance + d.armourLevel + d.resistanceModifier, d.painResistance,
            d.armourLevel,
            d.resistanceModifier != 0 ? ", stunned " + signedNumber(d.resistanceModifier)
                                      : std::string(),
            facesText(d.resistance), d.resistance.total));
        if (d.stunned)
            lines.push_back(say(
                HS_TEXT("core",
                    "%1 resists: no wounds, stunned for the rest of the turn (−1 to every roll)."),
                defender));
        else
            lines.push_back(sayCount("%1 takes %n wound: health %2 → %3 (%4).",
                HS_TEXT_N("core", "%1 takes %n wounds: health %2 → %3 (%4)."), d.wounds, defender,
                d.healthBefore, d.healthAfter, toString(d.status)));
    }

    void describeAttack(const AttackTrace& t, const std::string& defender, std::vector<Text>& lines)
    {
        if (t.aimSpent)
            lines.push_back(t.band
                    ? say(HS_TEXT("core",
                              "The aim was ruined by the first attack: no aiming dice; %1 range, "
                              "difficulty %2."),
                        toString(*t.band), t.baseDifficulty)
                    : say(HS_TEXT(
                        "core", "The aim was ruined by the first attack: no aiming dice.")));
        std::vector<Text> mods;
        for (const AppliedModifier& m : t.modifiers)
            mods.insert(mods.end(),
                { literal(" " + signedNumber(m.dice) + " ("),
                    argument(m.name.empty() ? Name("modifier") : m.name), literal(")") });
        lines.push_back(
            say(HS_TEXT("core", "Skill %1%2: %3d6."), t.skill, joined(mods), t.diceCount));
        if (t.defenceDice > 0)
            lines.push_back(
                say(HS_TEXT("core",
                        "%1 spends %2 dodge or parry dice: %3 = %4; difficulty %5 + %4 = %6."),
                    defender, t.defenceDice, facesText(t.defence), t.defence.total,
                    t.baseDifficulty, t.difficulty));
        lines.push_back(say(HS_TEXT("core", "Roll %1 = %2 against %3: %4."), facesText(t.attack),
            t.attack.total, t.difficulty, t.hit ? std::string("hit") : std::string("miss")));
        if (t.damage)
            describeDamage(*t.damage, defender, lines);
    }
}

std::vector<Text> describe(const Rules& rules, const AttackOutcome& out)
{
    std::vector<Text> lines;
    const Weapon* weapon = rules.weapon(out.weapon);
    const Name name = weapon ? weapon->name : Name(out.weapon);
    if (out.rangeBand) {
        const Band used = out.attacks.empty() ? *out.rangeBand : *out.attacks.front().band;
        lines.push_back(
            say(HS_TEXT("core", "%1, %2, %3 range: difficulty %4."), name, toString(out.mode),
                toString(used), rules.rangeDifficulty[static_cast<std::size_t>(used)]));
    } else {
        lines.push_back(
            say(HS_TEXT("core", "%1, melee: difficulty %2."), name, rules.meleeDifficulty));
    }
    if (const std::optional<CheckOutcome>& draw = out.fastDraw) {
        lines.push_back(
            say(HS_TEXT("core", "Fast draw, DEX + reflex %1d6: %2 = %3 against %4: %5."),
                draw->diceCount, facesText(draw->roll), draw->roll.total, draw->difficulty,
                draw->success ? std::string("success") : std::string("failure")));
        if (!draw->success)
            lines.push_back(say(HS_TEXT(
                "core", "The draw took the whole turn: no attack (not even half an action).")));
    }
    if (!out.attacks.empty())
        lines.push_back(out.drawn
                ? say(HS_TEXT("core", "Attacks this turn: %1 of %2, the draw taking half of them."),
                    out.attacksAfter, out.attacksAllowed)
                : say(HS_TEXT("core", "Attacks this turn: %1 of %2."), out.attacksAfter,
                    out.attacksAllowed));
    for (std::size_t i = 0; i < out.attacks.size(); ++i) {
        if (out.attacks.size() > 1)
            lines.push_back(say(HS_TEXT("core", "Attack %1:"), i + 1));
        describeAttack(out.attacks[i], out.defenderAfter.name, lines);
    }
    return lines;
}

std::vector<Text> describe(const Rules& rules, const ThrowOutcome& out)
{
    std::vector<Text> lines;
    const Grenade* grenade = rules.grenade(out.grenade);
    const Name name = grenade ? grenade->name : Name(out.grenade);
    lines.push_back(say(HS_TEXT("core", "%1 thrown at %2 range: difficulty %3."), name,
        toString(out.rangeBand.value_or(Band::Short)), out.throwRoll.difficulty));
    lines.push_back(say(HS_TEXT("core", "Attacks this turn: %1 of %2."), out.attacksAfter, 1));
    describeAttack(out.throwRoll, std::string(), lines);
    if (out.direction)
        lines.push_back(say(HS_TEXT("core", "Missed: it lands %1 m off (%2), direction %3."),
            out.drift, facesText(out.scatter), *out.direction));
    else
        lines.push_back(say(HS_TEXT("core", "It lands where it was thrown.")));
    for (const FigureTrace& f : out.figures) {
        if (!f.attack) {
            lines.push_back(
                say(HS_TEXT("core", "%1, %2 m away: outside the blast."), f.name, f.distance));
            continue;
        }
        lines.push_back(say(
            HS_TEXT("core", "%1, %2 m away: %3 damage range, difficulty %4, damage level %5."),
            f.name, f.distance, toString(*f.damageBand), f.attack->baseDifficulty, f.damageLevel));
        describeAttack(*f.attack, f.name, lines);
    }
    return lines;
}

} // namespace hitspread::d6pool
