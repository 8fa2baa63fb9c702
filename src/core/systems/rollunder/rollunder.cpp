// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System rollunder, rules/other-systems.md section D; the dice order is in rollunder.h.
#include "rollunder.h"

#include "resolving.h"
#include "scatter.h"

#include <algorithm>
#include <functional>

namespace hitspread::rollunder {

namespace {
    std::vector<int> rollDice(int count, DiceSource& dice, const char* purpose)
    {
        std::vector<int> faces;
        for (int i = 0; i < count; ++i)
            faces.push_back(dice.roll(purpose));
        return faces;
    }

    void sortDice(std::vector<int>& faces, bool tooDeadly)
    {
        if (tooDeadly)
            std::sort(faces.begin(), faces.end());
        else
            std::sort(faces.begin(), faces.end(), std::greater<int>());
    }

    std::string facesText(const std::vector<int>& faces)
    {
        if (faces.empty())
            return "no dice";
        std::string text;
        for (int face : faces)
            text += (text.empty() ? "" : "+") + std::to_string(face);
        return text;
    }

    std::string signedNumber(int n)
    {
        return (n >= 0 ? "+" : "") + std::to_string(n);
    }

    std::string diceOf(const std::vector<DamageDie>& dice)
    {
        std::vector<int> faces;
        for (const DamageDie& d : dice)
            faces.push_back(d.penetration ? 2 * d.face : d.face);
        return facesText(faces);
    }

    const char* characteristicName(const std::string& key)
    {
        return key == "str" ? "Str" : key == "dex" ? "Dex" : "End";
    }
}

Task attackTask(const Rules& rules, const TaskRequest& request)
{
    const Weapon& w = *request.weapon;
    const bool melee = w.kind == WeaponKind::Melee;
    Task t;
    if (melee) {
        t.base = rules.meleeDice;
        t.minimum = rules.meleeMinimum;
        t.target = request.skill;
    } else {
        t.base = request.range;
        t.minimum = rules.rangedMinimum;
        t.target = request.characteristic + request.skill;
        if (request.range > w.maxRange)
            refuse(say(HS_TEXT("core", "'%1' reaches Range %2, not Range %3."), w.name, w.maxRange,
                request.range));
        // "Not possible if Size < Range."
        if (request.atFigure && request.targetSize < request.range)
            refuse(say(HS_TEXT("core", "Not possible: the target's Size %1 is less than Range %2."),
                request.targetSize, request.range));
    }

    const std::string modeId = !request.mode.empty() ? request.mode
        : w.modes.empty()                            ? std::string()
                                                     : w.modes.front();
    const FireMode* mode = nullptr;
    if (!modeId.empty()) {
        if (std::find(w.modes.begin(), w.modes.end(), modeId) == w.modes.end())
            refuse(say(HS_TEXT("core", "'%1' has no fire mode '%2'."), w.name, modeId));
        mode = rules.mode(modeId);
        if (!mode)
            refuse(say(HS_TEXT("core", "The ruleset has no fire mode '%1'."), modeId));
        t.attacks = mode->attacks;
        if (mode->dice != 0)
            t.modifiers.push_back({ mode->id, mode->name, mode->dice });
    }

    const Situation* fireAction = nullptr;
    const Situation* cover = nullptr;
    bool unaware = false;
    std::vector<std::string> seen;
    for (const std::string& id : request.situations) {
        const Situation* s = rules.situation(id);
        if (!s)
            refuse(say(HS_TEXT("core", "The ruleset has no situation '%1'."), id));
        if (std::find(seen.begin(), seen.end(), id) != seen.end())
            refuse(say(HS_TEXT("core", "'%1' is given twice."), s->name));
        seen.push_back(id);
        if (melee && s->applies == Applies::Ranged)
            refuse(say(HS_TEXT("core", "%1 does not apply to a melee attack."), s->name));
        if (!melee && s->applies == Applies::Melee)
            refuse(say(HS_TEXT("core", "%1 applies only to a melee attack."), s->name));
        const bool onFigure
            = s->armour > 0 || s->effect == Effect::Stuns || s->effect == Effect::Unaware;
        if (onFigure && !request.atFigure)
            refuse(
                say(HS_TEXT("core", "%1 needs a figure as the target, not a point on the ground."),
                    s->name));
        if (s->fireAction) {
            if (fireAction)
                refuse(say(HS_TEXT("core", "One attack is %1 or %2, not both."), fireAction->name,
                    s->name));
            fireAction = s;
        }
        if (s->armour > 0) {
            if (rules.book1Cover)
                refuse(say(HS_TEXT("core", "With \"Book 1\" cover, cover is a value 1–6, not %1."),
                    s->name));
            if (cover)
                refuse(say(HS_TEXT("core", "The target is behind %1 or %2, not both."), cover->name,
                    s->name));
            cover = s;
        }
        if ((s->effect == Effect::NextRound && t.stuns)
            || (s->effect == Effect::Stuns && t.nextRound))
            refuse(say(HS_TEXT("core", "An attack cannot be both cautious and hasty.")));
        t.nextRound = t.nextRound || s->effect == Effect::NextRound;
        t.stuns = t.stuns || s->effect == Effect::Stuns;
        unaware = unaware || s->effect == Effect::Unaware;
        t.damageDice += s->damageDice;
        t.coverArmour += s->armour;
        if (s->dice != 0)
            t.modifiers.push_back({ s->id, s->name, s->dice });
    }
    // "Aimed Fire is always single shot mode"; autofire, snap and suppressing fire may be any.
    if (mode && mode->attacks > 1 && !fireAction)
        refuse(
            say(HS_TEXT("core",
                    "%1 needs autofire, snap fire or suppressing fire: aimed fire is single shot."),
                mode->name));

    if (request.atFigure) {
        // −1D against an unconscious target, as against an unaware one (not twice).
        if (request.targetUnconscious && !unaware) {
            for (const Situation& s : rules.situations) {
                if (s.effect == Effect::Unaware) {
                    t.modifiers.push_back({ s.id, s.name, s.dice });
                    break;
                }
            }
        }
        if (const int dice = rules.size.dice(request.targetSize))
            t.modifiers.push_back(
                { "", say(HS_TEXT("core", "target Size %1"), request.targetSize).english(), dice });
        if (request.wallTl > 0) {
            if (rules.book1Cover)
                refuse(say(HS_TEXT(
                    "core", "With \"Book 1\" cover, cover is a value 1–6, not a wall's TL.")));
            if (cover)
                refuse(say(HS_TEXT("core", "The target is behind %1 or a wall of TL %2, not both."),
                    cover->name, request.wallTl));
            t.coverArmour += request.wallTl;
        }
    }
    // "+1D if the opponent has a longer reach."
    if (melee && request.opponentReach > request.reach)
        t.modifiers.push_back({ "", HS_TEXT("core", "the opponent's longer reach"), 1 });
    if (request.modifier != 0)
        t.modifiers.push_back({ "", "modifier", request.modifier });

    int count = t.base;
    for (const AppliedModifier& m : t.modifiers)
        count += m.dice;
    t.dice = std::max(t.minimum, count);

    if (rules.book1Cover) {
        // "Book 1" cover: the target's cover 1–6 and its armour ÷ 10 (rounded up) are added to
        // the roll; the attacker's own cover at half value, rounded down (a reading).
        if (request.atFigure)
            t.rollModifier = request.targetCover + (request.targetArmour + 9) / 10;
        t.rollModifier += request.shooterCover / 2;
    } else if (request.targetCover != 0 || request.shooterCover != 0) {
        refuse(say(HS_TEXT("core", "This ruleset takes cover as armour, not as a value 1–6.")));
    }
    return t;
}

Task blastTask(const Weapon& weapon, int range)
{
    // "Blast and Frag damage attack everyone close to the target with the task roll
    // Range [dice] < Weapon TL." Reading: no minimum, so at the burst (Range 0) it always hits.
    Task t;
    t.base = range;
    t.dice = range;
    t.target = weapon.tl;
    return t;
}

Task ammoTask(const Weapon& weapon, const FireMode* mode)
{
    Task t;
    t.base = 2;
    t.target = weapon.tl;
    if (mode && mode->ammoDice != 0)
        t.modifiers.push_back({ mode->id, mode->name, mode->ammoDice });
    if (weapon.weaponClass == Weapon::Class::Pistol)
        t.modifiers.push_back({ "", HS_TEXT("core", "pistol"), 1 });
    else if (weapon.weaponClass == Weapon::Class::Exotic)
        t.modifiers.push_back({ "", HS_TEXT("core", "exotic weapon"), 1 });
    t.dice = t.base;
    for (const AppliedModifier& m : t.modifiers)
        t.dice += m.dice;
    return t;
}

Task malfunctionTask(const Weapon& weapon, int power)
{
    Task t;
    t.base = power;
    t.dice = power;
    t.target = weapon.quality;
    return t;
}

double taskChance(const Task& task)
{
    const std::vector<double> odds = ground::sumOdds(task.dice);
    double chance = 0;
    for (std::size_t total = 0; total < odds.size(); ++total)
        if (static_cast<int>(total) + task.rollModifier < task.target)
            chance += odds[total];
    return chance;
}

TaskRoll rollTask(const Task& task, DiceSource& dice, const char* purpose)
{
    TaskRoll roll;
    roll.faces = rollDice(task.dice, dice, purpose);
    for (int face : roll.faces)
        roll.total += face;
    roll.success = roll.total + task.rollModifier < task.target;
    return roll;
}

ArmourTrace applyToArmour(
    int armour, const std::vector<int>& penetration, const std::vector<int>& damage, bool tooDeadly)
{
    std::vector<int> pen = penetration;
    std::vector<int> rest = damage;
    sortDice(pen, tooDeadly);
    sortDice(rest, tooDeadly);
    std::vector<DamageDie> order;
    for (int face : pen)
        order.push_back({ face, true, false });
    for (int face : rest)
        order.push_back({ face, false, false });

    ArmourTrace trace;
    trace.armour = std::max(0, armour);
    trace.armourLeft = trace.armour;
    for (const DamageDie& die : order) {
        if (trace.armourLeft > 0) {
            trace.armourLeft = std::max(0, trace.armourLeft - (die.penetration ? 2 : 1) * die.face);
            trace.absorbed.push_back(die);
        } else {
            trace.through.push_back(die);
        }
    }
    trace.overcome = trace.armourLeft == 0;
    return trace;
}

const char* toString(Condition condition)
{
    switch (condition) {
    case Condition::Ok:
        return HS_TEXT("core", "able");
    case Condition::Unconscious:
        return HS_TEXT("core", "unconscious");
    case Condition::Dead:
        return HS_TEXT("core", "dead");
    }
    return "able";
}

Condition conditionOf(const Physical& physical)
{
    const int atZero = physical.atZero();
    return atZero >= 2 ? Condition::Dead : atZero == 1 ? Condition::Unconscious : Condition::Ok;
}

const char* characteristicOfDie(int face)
{
    // Reading: the seed says "a random physical characteristic"; a d6 picks it evenly.
    return face <= 2 ? "str" : face <= 4 ? "dex" : "end";
}

void applyToCharacteristics(
    const std::vector<DamageDie>& through, bool halfValue, DamageTrace& trace, DiceSource& dice)
{
    for (const DamageDie& die : through) {
        Hurt hurt;
        hurt.pick = dice.roll("characteristic");
        hurt.characteristic = characteristicOfDie(hurt.pick);
        hurt.points = halfValue ? die.face / 2 : die.face;
        hurt.before = trace.after.at(hurt.characteristic);
        hurt.after = std::max(0, hurt.before - hurt.points);
        trace.after[hurt.characteristic] = hurt.after;
        trace.hurts.push_back(std::move(hurt));
    }
    trace.condition = conditionOf(trace.after);
}

int damageDice(const Weapon& weapon, const Character& attacker)
{
    return weapon.unarmed ? attacker.strDice : weapon.damage;
}

DamageTrace resolveDamage(const Rules& rules, const Weapon& weapon, int extraDice, int armour,
    const Physical& physical, DiceSource& dice)
{
    DamageTrace t;
    t.before = physical;
    t.after = physical;
    t.penetration = rollDice(weapon.penetration, dice, "penetration");
    t.damage = rollDice(weapon.damage, dice, "damage");
    if (rules.book1Cover) {
        // "If the attack succeeds, armor is also penetrated; roll damage and apply each die
        // at half value, rounding down, against a random characteristic."
        t.halfValue = true;
        t.armour = applyToArmour(0, t.penetration, t.damage, rules.tooDeadly);
        t.armour.armour = armour;
    } else {
        t.armour = applyToArmour(armour, t.penetration, t.damage, rules.tooDeadly);
    }
    std::vector<DamageDie> through = t.armour.through;
    if (t.armour.overcome && extraDice > 0) {
        t.extra = rollDice(extraDice, dice, "damage on penetration");
        std::vector<int> sorted = t.extra;
        sortDice(sorted, rules.tooDeadly);
        for (int face : sorted)
            through.push_back({ face, false, true });
    }
    applyToCharacteristics(through, t.halfValue, t, dice);
    return t;
}

std::vector<Text> describeTask(const Task& task, const TaskRoll& roll, const Text& what)
{
    std::vector<Text> parts;
    for (const AppliedModifier& m : task.modifiers)
        parts.insert(parts.end(),
            { literal(" " + signedNumber(m.dice) + "D ("), argument(m.name), literal(")") });
    const Text mods = joined(parts);
    int count = task.base;
    for (const AppliedModifier& m : task.modifiers)
        count += m.dice;
    std::vector<Text> lines;
    if (task.dice != count)
        lines.push_back(say(HS_TEXT("core", "%1: %2D%3, at least %4D: %5D below %6."), what,
            task.base, mods, task.minimum, task.dice, task.target));
    else
        lines.push_back(say(HS_TEXT("core", "%1: %2D%3 = %4D below %5."), what, task.base, mods,
            task.dice, task.target));
    const Text verdict
        = roll.success ? term(HS_TEXT("core", "success")) : term(HS_TEXT("core", "failure"));
    if (task.rollModifier != 0)
        lines.push_back(
            say(HS_TEXT("core", "Roll %1 = %2, %3 for cover and armour = %4 against %5: %6."),
                facesText(roll.faces), roll.total, signedNumber(task.rollModifier),
                roll.total + task.rollModifier, task.target, verdict));
    else
        lines.push_back(say(HS_TEXT("core", "Roll %1 = %2 against %3: %4."), facesText(roll.faces),
            roll.total, task.target, verdict));
    return lines;
}

std::vector<Text> describeDamage(const DamageTrace& t, const std::string& figure)
{
    std::vector<Text> lines;
    lines.push_back(say(HS_TEXT("core", "Damage: Pen %1, dice %2."), facesText(t.penetration),
        facesText(t.damage)));
    if (t.halfValue)
        lines.push_back(say(HS_TEXT(
            "core", "\"Book 1\" cover: the armour is in the roll; each die at half value.")));
    else if (t.armour.armour > 0)
        lines.push_back(say(HS_TEXT("core", "Armour %1 meets %2 (Pen counts twice): %3 left, %4."),
            t.armour.armour, diceOf(t.armour.absorbed), t.armour.armourLeft,
            t.armour.overcome ? term(HS_TEXT("core", "overcome"))
                              : term(HS_TEXT("core", "holding"))));
    if (!t.extra.empty())
        lines.push_back(say(
            HS_TEXT("core", "On penetration %1 more: %2."), t.extra.size(), facesText(t.extra)));
    for (const Hurt& h : t.hurts)
        lines.push_back(say(HS_TEXT("core", "Die %1 picks %2: %3 takes %4, %5 → %6."), h.pick,
            characteristicName(h.characteristic), figure, h.points, h.before, h.after));
    if (t.hurts.empty())
        lines.push_back(say(HS_TEXT("core", "%1 takes no damage."), figure));
    if (t.condition != Condition::Ok)
        lines.push_back(say(HS_TEXT("core", "%1 is %2."), figure, term(toString(t.condition))));
    return lines;
}

} // namespace hitspread::rollunder
