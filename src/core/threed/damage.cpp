// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "damage.h"

#include "defence.h"

#include <algorithm>

namespace hitspread {

StatTest rollStatTest(DiceSource& dice, const char* stat, int value, int modifier)
{
    StatTest test;
    test.stat = stat;
    test.dice[0] = dice.roll("stat test success die");
    test.dice[1] = dice.roll("stat test die");
    test.dice[2] = dice.roll("stat test die");
    test.value = value;
    test.modifier = modifier;
    test.total = test.dice[0] + test.dice[1] + test.dice[2] + value + modifier;
    test.passed = test.total >= test.target;
    test.successValue = test.dice[0] + std::max(0, test.total - 21);
    return test;
}

namespace {
    // A layer still protects a location while it has ID there and some PV.
    bool protects(const ArmourLayer& layer, std::size_t location)
    {
        return layer.idLeft[location] > 0 && layer.pv > 0;
    }

    bool inNaturalState(const CharacterState& target)
    {
        return std::any_of(target.armour.begin(), target.armour.end(),
            [](const ArmourLayer& l) { return l.natural == NaturalArmour::Vevaphon && l.pv == 0; });
    }
}

HitResult applyHit(const Ruleset& ruleset, CharacterState& target, int location, int subLocation,
    const HitInput& hit, DiceSource& dice)
{
    HitResult r;
    r.location = location;
    r.subLocation = subLocation;
    r.pen = hit.pen;
    r.dam = hit.dam;
    // §7 Vevaphon: in natural state (no PV) kinetic DAM is halved.
    if (inNaturalState(target)) {
        r.dam /= 2;
        r.halvedNaturalState = true;
    }

    // The layers that take part: every protecting layer with the layered-armour option,
    // otherwise (Reading) only the strongest piece over the location. No allocation here:
    // this is the hot path of every shot.
    const std::size_t loc = static_cast<std::size_t>(location);
    ArmourLayer* strongest = nullptr;
    int layerCount = 0;
    for (ArmourLayer& layer : target.armour) {
        if (!protects(layer, loc))
            continue;
        ++layerCount;
        if (!strongest || layer.pv > strongest->pv)
            strongest = &layer;
    }
    const bool layered = ruleset.options.layeredArmour;
    if (!layered && layerCount > 1)
        layerCount = 1;
    auto takeFromId = [&](int amount) {
        for (ArmourLayer& layer : target.armour) {
            if ((layered && protects(layer, loc)) || &layer == strongest) {
                int& id = layer.idLeft[loc];
                id = std::max(0, id - amount);
            }
        }
    };
    if (strongest) {
        r.armoured = true;
        r.pv = strongest->pv + layerCount - 1; // §7 layered: +1 per extra layer
        r.armourId = strongest->armourId;
        r.armourIdBefore = strongest->idLeft[loc];
    }

    // §7 Xeno Skin Armour: "if the PEN is higher than the PV subtract the damage from the hits
    // in the body locations directly": the whole DAM, no PV off it (PEN equal to PV gets
    // through as it does worn armour).
    const bool wholeDamThrough = strongest && strongest->natural == NaturalArmour::Xeno
        && !hit.xenoSkinTakesPv && !ruleset.options.xenoSkinMinusPv;
    const int throughArmour = wholeDamThrough ? r.dam : std::max(0, r.dam - r.pv);
    int bodyDamage = 0;
    if (hit.melee) {
        // §8: PEN ≤ PV: no damage to body or armour. PEN ≤ 0: bruising only.
        if (r.armoured && hit.pen <= r.pv) {
            r.penetrated = false;
        } else if (r.armoured) {
            bodyDamage = throughArmour;
            takeFromId(hit.ad);
        } else if (hit.pen <= 0) {
            r.bruising = r.dam;
        } else {
            bodyDamage = r.dam;
        }
    } else if (r.armoured && hit.pen >= r.pv) {
        // §7: penetrates; DAM − PV reaches the body (AP keeps its full DAM); ID loses AD.
        bodyDamage = hit.armourPiercing ? r.dam : throughArmour;
        takeFromId(hit.ad);
    } else if (r.armoured) {
        // §7: stopped; the armour takes all the DAM (the specific section wins).
        r.penetrated = false;
        takeFromId(r.dam);
    } else {
        bodyDamage = r.dam; // ID 0 or no armour: straight through with full DAM
    }
    if (hit.bruisingOnly && bodyDamage > 0) {
        r.bruising += bodyDamage;
        if (hit.locationTrackToo) {
            // The location's track takes it too, with its effects as if it were lethal; the
            // Incap track takes it as bruising, so it counts no wound (damage above the wound
            // threshold is lethal damage, §7).
            r.locationBruising = bodyDamage;
            target.locations[loc].hits -= bodyDamage;
        }
        bodyDamage = 0;
    }
    if (r.armoured)
        r.armourIdAfter = strongest->idLeft[loc];

    const int phys = target.phys;
    const int woundThreshold = target.woundThreshold;
    r.bodyDamage = bodyDamage;
    target.bruising += r.bruising;
    if (bodyDamage > 0) {
        target.locations[loc].hits -= bodyDamage;
        target.incap -= bodyDamage;
        // §7 wounds: damage dealt above the wound threshold (PHYS) is a wound.
        if (bodyDamage > woundThreshold) {
            r.wound = true;
            ++target.wounds;
            ++target.locations[loc].wounds;
        }
        // §7: a torso hit whose PEN is below PHYS stays in the body (a bullet: no blade stays).
        if (!hit.melee && ruleset.body.locations[loc].id == "torso" && hit.pen < phys) {
            r.bulletStuck = true;
            ++target.locations[loc].stuckBullets;
        }
    }
    // §7 Vevaphon: after each hit a CONC test minus DAM; failure lowers PV by (7 − success die).
    for (ArmourLayer& layer : target.armour) {
        if (layer.natural != NaturalArmour::Vevaphon || layer.pv == 0)
            continue;
        StatTest test = rollStatTest(dice, "CONC", target.sheet->stats.conc, -r.dam);
        if (!test.passed) {
            layer.pv = std::max(0, layer.pv - (7 - test.dice[0]));
            for (std::size_t i = 0; i < layer.idLeft.size(); ++i)
                layer.idLeft[i]
                    = std::min(layer.idLeft[i], (layer.pv + 1) / 2 * target.locations[i].maxHits);
        }
        r.pvAfter = layer.pv;
        r.vevaphonTest = test;
    }
    if (r.armoured && !r.vevaphonTest)
        r.pvAfter = r.pv;
    // §7 knockback: the attack's DAM above PHYS; its PHYS test comes after the CONC test. §8: a
    // blow whose PEN the armour's PV stops harms "neither the victim, nor the armor": it knocks
    // nobody back.
    const bool stoppedBlow = hit.melee && r.armoured && !r.penetrated;
    if (r.dam > phys && (!stoppedBlow || hit.stoppedBlowKnocksBack)) {
        Knockback k;
        k.dam = r.dam;
        k.phys = phys;
        k.testModifier = -(r.dam - phys);
        k.knockedDown = r.dam > 2 * phys;
        if (hit.rollKnockback)
            rollKnockback(k, target, dice);
        else if (k.knockedDown)
            target.knockedDown = true;
        r.knockback = k;
    }
    r.locationHitsAfter = target.locations[loc].hits;
    r.incapAfter = target.incap;
    r.conditionAfter = target.condition(location);
    r.statusAfter = target.status(ruleset);
    return r;
}

} // namespace hitspread
