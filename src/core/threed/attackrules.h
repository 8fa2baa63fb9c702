// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The steps of an attack that come before and between the dice (rules §1, §4, §5, §8),
// shared by the resolver, which rolls, and the odds engine, which enumerates every face.

#include "attack.h"
#include "damage.h"

#include <optional>
#include <vector>

namespace hitspread::rules {

// §11: a stat test the shooter must pass before the attack is made in this action — the DEX
// test of a quick draw without the Quick Draw advantage, or the COOL test of aiming under fire.
// Failed, the attack is not made: the draw does not finish, or the shooter stays in cover.
struct PreAttackTest {
    const char* stat = ""; // "DEX" or "COOL", as rollStatTest names it
    const char* rule = ""; // a string literal naming the rule
    int value = 0; // the stat
    int modifier = 0; // −1 per wound (§7); aiming under fire also −5 per enemy shooting
};

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
    // §5, §11: the aim bonus is the aims' (each after the first +1) and a scope's, capped by
    // Marksman (with the scope's or without it, as the option scope_capped_by_marksman says).
    int aimsBonus = 0; // the aims' share before the cap
    const Scope* scope = nullptr; // the scope fitted, null for none
    RangeBand scopeSetting = RangeBand::Optimum; // the band the scope is set for
    int scopeBonus = 0; // what the scope adds before the cap (0 to an unaimed shot)
    bool aimBonusCapped = false; // Marksman cut the aim bonus
    // §11 jamming factor: the bullets the weapon has fired in this round once the next attack
    // roll's are out (the earlier ones, then this roll's own: a shot, or a built-in burst; the
    // resolver adds a full-auto burst's once its length is rolled).
    int roundBullets = 1;
    // §11: the test that must pass before the attack is made: a quick draw's DEX test (none
    // with the Quick Draw advantage), else the COOL test of aiming under fire.
    std::optional<PreAttackTest> preTest;
    int martialArtsBonus = 0; // §2: added to the STR bonus of a Martial Arts strike
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
// prepare(), then what resolveAttack checks and adds before its first die: the defence (§8),
// the modifiers a harder attack, a dodge made, a Dance of Death and the attacker's own dodge
// put on the roll, and that the scene holds a target for each step of walking fire (§6).
// The resolver and the compiled shot (compiledshot.h) start from it; throws Refused.
AttackSetup prepareAttack(
    const Ruleset& ruleset, const AttackRequest& request, std::size_t otherTargets);

// §8 / §2: what a melee blow adds to the weapon's DAM: the STR bonus, and with Martial Arts
// the ruleset's martial_arts_bonus (worked out by prepare).
int meleeDamageBonus(const AttackSetup& setup, const AttackRequest& request);
// §7 (§8 for melee): what a hit with these damage and penetration dice brings to a location:
// PEN and DAM after ammo and silencer, barrels and shot fall-off, a blow's STR bonus less
// what a parry took off (`parried`).
HitInput hitInput(const AttackSetup& setup, const AttackRequest& request, int damageDie,
    int penetrationDie, int parried = 0);

// §4 under fire (optional rule): −5, reduced by 1 per point a COOL test scores above 16.
int underFireModifier(const Ruleset& ruleset, int coolTotal);
// The modifier of that COOL test: −1 per wound of the shooter ("subtracted from all dice
// rolls (whether they are stat or skill rolls)", §7).
int underFireTestModifier(const AttackRequest& request);

// §11 quick draw: "unless the character possesses the Quick Draw Advantage he has to pass a DEX
// test in order to finish the move within this Action". None without a quick draw, with the
// advantage, or for a melee weapon (Reading: like its −3, the test belongs to a firearm's shot).
std::optional<PreAttackTest> quickDrawTest(const Ruleset& ruleset, const AttackRequest& request);
// §11 aiming under fire (optional rule under_fire): "the player must pass a COOL test. For each
// enemy that shoots at the character subtract -5 from the test" (to_hit.under_fire per enemy;
// under fire, at least one enemy shoots). None when the shooter does not aim, is not under
// fire, fights in melee, or the rule is off (prepare then refuses aims under fire).
std::optional<PreAttackTest> aimUnderFireTest(
    const Ruleset& ruleset, const AttackRequest& request, int enemiesShooting);

// §11 jamming factor (optional rule jamming): firing more bullets in a round than the weapon's
// max_per_round makes the jam number JF − excess + 4, and an attack roll whose three dice total
// less jams. 0 while the weapon stays within its maximum or has none (then only three ones jam,
// §1). `roundBullets` counts the round's bullets with the roll's own.
int jamNumber(const Weapon& weapon, int roundBullets);
// The round's bullets once the `roll`th attack roll of an action (0 the first) is out: the
// setup's count, one more for each later semi-auto shot, and a full-auto burst's `burstLength`.
int roundBulletsOfRoll(const AttackSetup& setup, FireMode mode, int roll, int burstLength);

// §2: what a strike adds to the STR bonus: the ruleset's `martial_arts_bonus` formula (the
// seed: Martial Arts rank ÷ 3 rounded up) when the weapon is wielded with the Martial Arts skill,
// else 0. The formula reads the striker's STR, DEX, COOL and Martial Arts rank as the attack
// carries them (the other stats and skills read 0).
int martialArtsBonus(const Ruleset& ruleset, const Weapon& weapon, const ShooterProfile& striker,
    int rulesRevision = CurrentRulesRevision);

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
