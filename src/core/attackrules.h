// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The steps of an attack that come before and between the dice (rules §1, §4, §5, §8),
// shared by the resolver, which rolls, and the odds engine, which enumerates every face.

#include "attack.h"

#include <vector>

namespace hitspread::rules {

// Everything about an attack that is fixed before the dice: checked against the rules.
struct AttackSetup {
    const Weapon* weapon = nullptr;
    const Ammo* ammo = nullptr;
    RangeBand band = RangeBand::Optimum;
    ShotType type = ShotType::Aimed;
    bool stance = false;
    int effectiveRcl = 0;
    int aimBonus = 0;
    int skill = 0;
    int spread = 0;
    int shooterBruising = 0;
    std::vector<ModifierTerm> modifiers;
    bool rollsUnderFire = false; // the optional under-fire rule: a COOL test before the attack
};

// Checks the request and works out everything the dice do not decide; throws Refused.
AttackSetup prepare(const Ruleset& ruleset, const AttackRequest& request);

// §4 under fire (optional rule): −5, reduced by 1 per point a COOL test scores above 16.
int underFireModifier(const Ruleset& ruleset, int coolTotal);

// §1: the attack roll of three faces with the setup's skill and modifiers (and any extra).
AttackRoll scoreAttack(const Ruleset& ruleset, const AttackSetup& setup, int success, int damage, int penetration,
    int extraModifier = 0, const char* extraName = nullptr);

// §5 (§8 for melee): how far a shot deviates, or that it lands nowhere (a jam, a missed
// melee attack, a clean miss).
struct Deviation {
    bool lands = true;
    int spread = 0;
    int aimingPoints = 0;
    int hexes = 0;
};
Deviation deviationOf(const Ruleset& ruleset, const AttackSetup& setup, const AttackRoll& roll);

} // namespace hitspread::rules
