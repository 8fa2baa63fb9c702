// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "unjam.h"

#include "attackrules.h"
#include "working.h"

namespace hitspread {

UnjamOutcome unjam(const Ruleset& rs, int skill, int wounds, DiceSource& dice)
{
    if (skill < 0)
        throw Refused(
            say(HS_TEXT("core", "a Weapons Maintenance rank cannot be negative, not %1"), skill));
    if (wounds < 0)
        throw Refused(say(HS_TEXT("core", "wounds cannot be negative, not %1"), wounds));
    UnjamOutcome out;
    out.skill = skill;
    out.wounds = wounds;
    // §1: 3d6 + skill against 13 with the shooter's wounds; criticals add to the success die.
    rules::AttackSetup setup;
    setup.skill = skill;
    if (wounds != 0)
        setup.modifiers.push_back({ HS_TEXT("core", "wounds"), -wounds });
    const std::size_t first = dice.used().size();
    const int success = dice.roll("Weapons Maintenance success die");
    const int second = dice.roll("Weapons Maintenance die");
    const int third = dice.roll("Weapons Maintenance die");
    out.roll = rules::scoreAttack(rs, setup, success, second, third);
    out.cleared = out.roll.hit;
    out.dice.assign(dice.used().begin() + static_cast<std::ptrdiff_t>(first), dice.used().end());
    return out;
}

std::vector<Text> describeUnjamText(const UnjamOutcome& out, const std::string& who)
{
    std::vector<Text> lines;
    const AttackRoll& r = out.roll;
    lines.push_back(say(HS_TEXT("core", "%1 works at the jammed weapon: one action."),
        who.empty() ? say(HS_TEXT("core", "The shooter")) : literal(who)));
    const Text roll = say(
        HS_TEXT("core", "Weapons Maintenance roll %1,%2,%3 + skill %4%5: total %6 against %7"),
        r.success, r.damage, r.penetration, r.skill, working::rollModifiers(r), r.total,
        working::rollTarget(r));
    lines.push_back(r.hit ? say(HS_TEXT("core", "%1 — success: the weapon fires again."), roll)
                          : say(HS_TEXT("core",
                                    "%1 — failure by %2: still jammed; another attempt costs "
                                    "another action."),
                              roll, r.missedBy()));
    return lines;
}

std::vector<std::string> describeUnjam(const UnjamOutcome& out, const std::string& who)
{
    return english(describeUnjamText(out, who));
}

} // namespace hitspread
