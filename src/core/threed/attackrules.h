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
    // What a hit brings before its dice (§6, §7): ammo, silencer, shot fall-off and barrels.
    int weaponPen = 0;
    int weaponDam = 0;
    int templateRadius = 0;
    int damageMultiplier = 1; // rotary guns: each hit is a hit with all barrels
    bool splitDamage = false; // rotary guns: DAM × barrels split between the locations covered
    int shots = 1; // semi-auto: shots in this action
    int shotsAllowed = 1;
    int influences = 0; // burst: deviations the shooter may influence
};

// What each later bullet of a burst does under walking fire (§6): flies on at its target,
// is the stray that pays for a switch, or starts at a random aiming point on a new target.
// Fixed by the bullets' numbers, so the resolver and the odds share one plan.
struct BulletPlan {
    int target = 0;
    bool stray = false;
    bool newTarget = false;
    int chance = 0; // its index among the influence chances
};
std::vector<BulletPlan> walkPlan(const AttackRequest& request, int length);

// Picks the face a burst's deviation uses after the shooter's influence (§6): the explicit
// choice for this deviation, or the policy's. `index` counts the influenceable deviations.
int influencedFace(const AttackSetup& setup, const AttackRequest& request, int index,
    int rolledFace, Hex from, int distance, int& influence);

// Checks the request and works out everything the dice do not decide; throws Refused.
AttackSetup prepare(const Ruleset& ruleset, const AttackRequest& request);

// §4 under fire (optional rule): −5, reduced by 1 per point a COOL test scores above 16.
int underFireModifier(const Ruleset& ruleset, int coolTotal);

// §1: the attack roll of three faces with the setup's skill and modifiers (and any extra).
AttackRoll scoreAttack(const Ruleset& ruleset, const AttackSetup& setup, int success, int damage,
    int penetration, int extraModifier = 0, const char* extraName = nullptr);

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
