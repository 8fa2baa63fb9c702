// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Jumping on a grenade (rules §9): the arithmetic, and its working.
#include "grenade.h"

#include "grenadeshared.h"
#include "working.h"

#include <algorithm>

namespace hitspread {

using namespace detail;

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

std::vector<Text> describeJumpText(const Ruleset& rs, const JumpOutcome& out)
{
    const Grenade* g = rs.grenade(out.grenade);
    std::vector<Text> lines;
    lines.push_back(say(HS_TEXT("core", "%1 jumps on the %2 (damage %3)."), out.name,
        g ? g->name : Name(out.grenade), out.damage));
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
