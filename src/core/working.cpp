// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "working.h"

namespace hitspread {

namespace {
    std::string signedNumber(int v) { return (v >= 0 ? "+" : "") + std::to_string(v); }
    std::string hexes(int n) { return std::to_string(n) + (n == 1 ? " hex" : " hexes"); }

    std::string faceName(int face)
    {
        static const char* const names[] = { "upper right", "lower right", "down", "lower left", "upper left", "up" };
        return std::to_string(face) + " (" + names[face - 1] + ")";
    }

    std::string where(const Ruleset& rs, int location, int sub)
    {
        if (sub < 0)
            return "empty space: a miss";
        return rs.body.subLocations[static_cast<std::size_t>(sub)].name + " ("
            + rs.body.locations[static_cast<std::size_t>(location)].name + ")";
    }

    void describeHit(const Ruleset& rs, const HitResult& h, std::vector<std::string>& lines)
    {
        const std::string loc = rs.body.locations[static_cast<std::size_t>(h.location)].name;
        if (h.halvedNaturalState)
            lines.push_back("Vevaphon in natural state: kinetic DAM halved to " + std::to_string(h.dam) + ".");
        if (!h.armoured)
            lines.push_back(loc + ": no armour with ID left; PEN " + std::to_string(h.pen) + ", DAM " + std::to_string(h.dam)
                + " goes straight through.");
        else if (h.penetrated)
            lines.push_back(loc + ": PEN " + std::to_string(h.pen) + " against PV " + std::to_string(h.pv) + " (" + h.armourId
                + ") penetrates; body takes " + std::to_string(h.bodyDamage) + " of DAM " + std::to_string(h.dam)
                + "; armour ID " + std::to_string(h.armourIdBefore) + " → " + std::to_string(h.armourIdAfter) + ".");
        else
            lines.push_back(loc + ": PEN " + std::to_string(h.pen) + " against PV " + std::to_string(h.pv) + " (" + h.armourId
                + ") is stopped; armour ID " + std::to_string(h.armourIdBefore) + " → " + std::to_string(h.armourIdAfter)
                + ", no damage to the body.");
        if (h.bruising > 0)
            lines.push_back("Bruising damage " + std::to_string(h.bruising) + " on the Incap track.");
        if (h.bodyDamage > 0)
            lines.push_back(loc + " hits left " + std::to_string(h.locationHitsAfter) + " (" + toString(h.conditionAfter)
                + "), Incap left " + std::to_string(h.incapAfter) + ".");
        if (h.wound)
            lines.push_back("A wound: damage above the wound threshold (−1 to all rolls per wound, bleeding).");
        if (h.bulletStuck)
            lines.push_back("PEN below PHYS: the bullet is stuck in the torso and must be extracted.");
        if (h.knockback) {
            if (h.knockback->knockedDown)
                lines.push_back("Knockback: DAM " + std::to_string(h.knockback->dam) + " is above twice PHYS "
                    + std::to_string(h.knockback->phys) + ": knocked down, loses a full round; PHYS test to stay conscious.");
            else
                lines.push_back("Knockback: DAM " + std::to_string(h.knockback->dam) + " above PHYS " + std::to_string(h.knockback->phys)
                    + ": PHYS test at " + signedNumber(h.knockback->testModifier) + " or knocked down.");
        }
        if (h.vevaphonTest) {
            const StatTest& t = *h.vevaphonTest;
            lines.push_back("Vevaphon CONC test " + std::to_string(t.dice[0]) + "," + std::to_string(t.dice[1]) + ","
                + std::to_string(t.dice[2]) + " + " + std::to_string(t.value) + " " + signedNumber(t.modifier) + " = "
                + std::to_string(t.total) + (t.passed ? ": holds its PV " : ": fails, PV falls to ") + std::to_string(h.pvAfter) + ".");
        }
        if (h.statusAfter != CharacterStatus::Ok)
            lines.push_back(std::string("The target is ") + toString(h.statusAfter) + ".");
    }
}

std::vector<std::string> describeOutcome(const Ruleset& rs, const Outcome& out)
{
    std::vector<std::string> lines;
    const Weapon* weapon = rs.weapon(out.weapon);
    std::string head = (weapon ? weapon->name : out.weapon);
    if (out.melee)
        head += ", melee attack";
    else
        head += std::string(", ") + toString(out.shotType) + " shot at " + toString(out.range) + " range, effective RCL "
            + std::to_string(out.effectiveRcl) + (out.stance ? " (firing stance)" : "");
    lines.push_back(head + ".");
    if (out.coolTest)
        lines.push_back("Under fire: COOL test total " + std::to_string(out.coolTest->total) + ".");
    if (out.burst) {
        std::string length = (out.mode == FireMode::Full ? "Full auto" : "Burst") + std::string(": ")
            + std::to_string(out.burst->length) + " rounds";
        if (!out.burst->dice.empty()) {
            int sum = 0;
            for (int face : out.burst->dice)
                sum += face;
            length += " (" + std::to_string(out.burst->dice.size()) + "d6 = " + std::to_string(sum)
                + (out.burst->adjust ? " " + signedNumber(out.burst->adjust) : "") + ")";
        }
        lines.push_back(length + "; " + std::to_string(out.burst->influences) + " deviations may be influenced.");
    } else if (out.mode == FireMode::Semi) {
        lines.push_back("Semi-auto: " + std::to_string(out.shots.size()) + " shots (" + std::to_string(out.shotsAllowed)
            + " allowed).");
    }
    int number = 0;
    for (const ShotTrace& shot : out.shots) {
        ++number;
        if (out.shots.size() > 1)
            lines.push_back((out.burst ? "Bullet " : "Shot ") + std::to_string(number) + ":");
        if (shot.stray) {
            lines.push_back("The fire walks on to target " + std::to_string(shot.target + 1)
                + ": this bullet strays into the space between and hits nothing.");
            continue;
        }
        if (shot.randomAim)
            lines.push_back("On target " + std::to_string(shot.target + 1) + " the fire starts at a random aiming point, "
                + label(*shot.randomAim) + ".");
        if (!shot.carriesRoll) {
            // A later bullet of a burst: a direction, maybe influenced, and the FA deviation (§6).
            std::string step = "Direction " + faceName(*shot.direction);
            if (shot.influence != 0)
                step += ", influenced " + signedNumber(shot.influence) + " to " + faceName(*shot.face);
            lines.push_back(step + ": " + hexes(shot.deviation) + " from " + label(*shot.fromHex) + " to "
                + label(*shot.landing) + ": " + where(rs, shot.location, shot.subLocation) + ".");
            for (const HitResult& h : shot.hits)
                describeHit(rs, h, lines);
            continue;
        }
        const AttackRoll& r = shot.roll;
        std::string roll = "Roll " + std::to_string(r.success) + "," + std::to_string(r.damage) + "," + std::to_string(r.penetration)
            + " + skill " + std::to_string(r.skill);
        for (const auto& m : r.modifiers)
            roll += std::string(", ") + m.name + " " + signedNumber(m.value);
        roll += ": total " + std::to_string(r.total) + " against " + std::to_string(r.target) + " — "
            + (r.hit ? "hit" : "miss by " + std::to_string(r.missedBy())) + ".";
        lines.push_back(roll);
        if (r.jammed) {
            lines.push_back("Three ones: the weapon jams; no shot.");
            continue;
        }
        if (r.hit && r.successValue != r.success)
            lines.push_back("Critical: success die " + std::to_string(r.success) + " + " + std::to_string(r.successValue - r.success)
                + " = " + std::to_string(r.successValue) + ".");
        if (!shot.landing) {
            lines.push_back(out.melee ? "The attack misses." : "A clean miss.");
            continue;
        }
        if (r.hit)
            lines.push_back("Hit spread " + std::to_string(shot.spread) + " − aiming points " + std::to_string(shot.aimingPoints)
                + " → deviation " + std::to_string(shot.deviation) + ".");
        else
            lines.push_back("Missed shot: deviation " + std::to_string(shot.deviation) + " (effective RCL + missed by"
                + (out.shotType == ShotType::Aimed ? "" : " + " + std::string(toString(out.shotType)) + " shot") + ").");
        if (shot.direction)
            lines.push_back("Direction " + faceName(*shot.direction) + ": " + hexes(shot.deviation) + " from "
                + label(shot.aimHex) + " to " + label(*shot.landing) + ".");
        lines.push_back("Lands on " + label(*shot.landing) + ": " + where(rs, shot.location, shot.subLocation) + ".");
        if (shot.templateRadius > 0)
            lines.push_back("The template covers " + hexes(static_cast<int>(shot.hexes.size())) + " and "
                + std::to_string(shot.hits.size()) + (shot.hits.size() == 1 ? " location." : " locations."));
        for (const HitResult& h : shot.hits)
            describeHit(rs, h, lines);
    }
    if (out.shooterBruising > 0)
        lines.push_back("Recoil far above STR: the firing arm takes " + std::to_string(out.shooterBruising) + " bruising.");
    return lines;
}

} // namespace hitspread
