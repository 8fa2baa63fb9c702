// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The working of a success-pool outcome, as sentences.
#include "successpoolengine.h"

namespace hitspread::successpool {

namespace {
    std::string facesText(const std::vector<int>& faces)
    {
        if (faces.empty())
            return "no dice";
        std::string text;
        for (int face : faces)
            text += (text.empty() ? "" : ", ") + std::to_string(face);
        return text;
    }

    std::string signedNumber(int n)
    {
        return (n >= 0 ? "+" : "−") + std::to_string(n < 0 ? -n : n);
    }

    Name modifierName(const AppliedModifier& m)
    {
        if (m.id == "far")
            return "beyond the distance normal";
        if (m.id == "unarmed")
            return "unarmed, Quickness";
        return m.name.empty() ? Name("modifier") : m.name;
    }

    Text poolSentence(const Pool& pool, const std::string& who)
    {
        std::vector<Text> mods;
        for (const AppliedModifier& m : pool.modifiers)
            mods.insert(mods.end(),
                { literal(" " + signedNumber(m.dice) + " ("), argument(modifierName(m)),
                    literal(")") });
        return say(HS_TEXT("core", "%1: skill %2%3 = %4 dice."), who, pool.skill, joined(mods),
            pool.diceCount);
    }

    Text rollSentence(const PoolRoll& roll)
    {
        return sayCount("Roll %1 at %2 or more: %n success.",
            HS_TEXT_N("core", "Roll %1 at %2 or more: %n successes."), roll.successes,
            facesText(roll.faces), roll.minimum);
    }
}

Text woundsText(int wounds)
{
    return sayCount("%n wound", HS_TEXT_N("core", "%n wounds"), wounds);
}

std::vector<Text> describeWounds(const WoundTrace& w, const std::string& who)
{
    std::vector<Text> lines;
    lines.push_back(
        sayCount("%n hit against protection %1 less penetration %2: %3 stopped, %4 through.",
            HS_TEXT_N("core",
                "%n hits against protection %1 less penetration %2: %3 stopped, %4 through."),
            w.hits, w.protection, w.penetration, w.stopped, w.through));
    if (w.through > 0)
        lines.push_back(say(HS_TEXT("core", "%1 × %2 + %3 bonus = %4: %5 has %6 → %7."), w.through,
            woundsText(w.woundsPerHit), w.bonusWounds, woundsText(w.wounds), who,
            woundsText(w.before), woundsText(w.after)));
    return lines;
}

std::vector<Text> describe(
    const AttackTrace& t, const std::string& attacker, const std::string& defender)
{
    std::vector<Text> lines;
    lines.push_back(poolSentence(t.pool, attacker));
    if (t.unseen)
        lines.push_back(
            say(HS_TEXT("core", "%1 cannot perceive %2, so it cannot react."), defender, attacker));
    if (t.pool.shots > 1)
        lines.push_back(sayCount("%1 fires a shot for each of the %n actions left.",
            HS_TEXT_N("core", "%1 fires a shot for each of the %n actions left."), t.pool.shots,
            attacker));
    for (std::size_t n = 0; n < t.shots.size(); ++n) {
        const ShotTrace& shot = t.shots[n];
        if (t.shots.size() > 1)
            lines.push_back(sayCount("Shot %1: roll %2 at %3 or more: %n success.",
                HS_TEXT_N("core", "Shot %1: roll %2 at %3 or more: %n successes."),
                shot.roll.successes, static_cast<int>(n) + 1, facesText(shot.roll.faces),
                shot.roll.minimum));
        else
            lines.push_back(rollSentence(shot.roll));
        if (shot.evasion) {
            lines.push_back(sayCount("%1 evades: %2 at %3 or more, %n success.",
                HS_TEXT_N("core", "%1 evades: %2 at %3 or more, %n successes."),
                shot.evasion->successes, defender, facesText(shot.evasion->faces),
                shot.evasion->minimum));
            lines.push_back(shot.evaded
                    ? say(HS_TEXT("core", "%1 dodges the attack completely."), defender)
                    : say(HS_TEXT("core", "%1 fails to dodge."), defender));
        } else if (shot.parry) {
            lines.push_back(sayCount("%1 parries: %2 at %3 or more, %n success.",
                HS_TEXT_N("core", "%1 parries: %2 at %3 or more, %n successes."),
                shot.parry->successes, defender, facesText(shot.parry->faces),
                shot.parry->minimum));
            lines.push_back(shot.parried
                    ? say(HS_TEXT("core", "%1 parries the attack completely."), defender)
                    : say(HS_TEXT("core", "%1 fails to parry."), defender));
        } else if (t.evasionDeclared && shot.hits > 0) {
            lines.push_back(
                say(HS_TEXT("core", "%1 has no action left to evade this shot."), defender));
        } else if (t.parryDeclared && shot.hits > 0) {
            lines.push_back(
                say(HS_TEXT("core", "%1 has no action left to parry this shot."), defender));
        }
        if (shot.wounds) {
            for (Text& line : describeWounds(*shot.wounds, defender))
                lines.push_back(std::move(line));
        } else if (shot.hits == 0) {
            lines.push_back(say(HS_TEXT("core", "No success: a miss.")));
        }
    }
    lines.push_back(sayCount("%1 spends %n action, %2 left.",
        HS_TEXT_N("core", "%1 spends %n actions, %2 left."), t.actionsSpent, attacker,
        t.attackerActionsLeft));
    if (t.pool.spendsAllActions)
        lines.push_back(
            say(HS_TEXT("core", "The combat round ends for %1: no action is kept for a reaction."),
                attacker));
    return lines;
}

std::vector<Text> describe(const ThrowTrace& t, const std::string& thrower)
{
    std::vector<Text> lines;
    lines.push_back(poolSentence(t.pool, thrower));
    lines.push_back(rollSentence(t.roll));
    if (t.onTarget) {
        lines.push_back(say(HS_TEXT("core", "It lands on the intended point.")));
    } else if (t.direction) {
        lines.push_back(say(
            HS_TEXT("core",
                "No success: it goes astray towards %1 o'clock as the thrower sees it, %2 = %3 m."),
            *t.direction, facesText(t.metresFaces), t.drift));
        // The map counts metres hex by hex (1 hex = 1 m), as the blast rings do; between two
        // hex sides (the clock's odd hours) the hex holding the point can be a step farther.
        const int counted = distance(t.aim, t.landing);
        if (counted == t.drift)
            lines.push_back(
                say(HS_TEXT("core", "It lands in the hex %1 m from the intended point."), counted));
        else
            lines.push_back(say(HS_TEXT("core",
                                    "The point %1 m off lies in the hex counted %2 m from the "
                                    "intended point, hex by hex as the blast rings count."),
                t.drift, counted));
    }
    lines.push_back(sayCount("%1 spends %n action, %2 left.",
        HS_TEXT_N("core", "%1 spends %n actions, %2 left."), t.actionsSpent, thrower,
        t.attackerActionsLeft));
    return lines;
}

} // namespace hitspread::successpool
