// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attack.h"

namespace hitspread {

// What one hit brings to a location (rules §7): PEN and DAM with the dice already added.
struct HitInput {
    int pen = 0;
    int dam = 0;
    int ad = 0;
    bool armourPiercing = false;
    bool melee = false; // §8: PEN ≤ PV stops it with no harm to the armour; PEN ≤ 0 bruises
    bool bruisingOnly = false; // fists and blunt weapons
    // Martial Arts' bruising damage also marks the location hit (seed, Applying Damage: it
    // "uses both the body location track as well as the Incap/Bruising Track, even when the
    // Martial Artist uses bruising damage").
    bool locationTrackToo = false;
    bool rollKnockback = false; // §7: roll the knockback PHYS test (defence.h)
    // A blow the armour stopped whole knocks back as any other (the reading of rules revisions
    // 1 and 2; since 3 it does nothing: "neither the victim, nor the armor takes any damage").
    bool stoppedBlowKnocksBack = false;
    // A hit through Xeno skin loses the skin's PV off its DAM like one through worn armour
    // (the reading of rules revisions 1–3; since 4 it does its whole DAM, §7 Xeno Skin Armour,
    // unless the ruleset's xeno_skin says minus_pv).
    bool xenoSkinTakesPv = false;
};

// Applies one hit to a location of the target, rolling a Vevaphon's CONC test and then the
// knockback PHYS test if needed.
HitResult applyHit(const Ruleset& ruleset, CharacterState& target, int location, int subLocation,
    const HitInput& hit, DiceSource& dice);

// 3d6 + stat + modifier against 16; points above 21 add to the success die (§1).
StatTest rollStatTest(DiceSource& dice, const char* stat, int value, int modifier);

} // namespace hitspread
