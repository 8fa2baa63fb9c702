// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "attackrules.h"

#include "decimal.h"

#include "defence.h"
#include "scope.h"

#include <algorithm>
#include <cstdlib>
#include <string>

namespace hitspread::rules {

namespace {
    std::string number(double metres)
    {
        return decimalText(metres);
    }

    void add(std::vector<ModifierTerm>& terms, const char* name, int value)
    {
        if (value != 0)
            terms.push_back({ name, value });
    }

}

AttackSetup prepare(const Ruleset& rs, const AttackRequest& req)
{
    AttackSetup s;
    s.weapon = rs.weapon(req.weapon);
    if (!s.weapon)
        throw Refused(say(HS_TEXT("core", "unknown weapon '%1'"), req.weapon));
    const Weapon& w = *s.weapon;
    const bool sprayBullet
        = req.suppressiveBullet && req.mode == FireMode::Single && w.canFire(FireMode::Full);
    if (!w.canFire(req.mode) && !sprayBullet)
        throw Refused(
            say(HS_TEXT("core", "%1 cannot fire in %2 mode"), w.name, term(toString(req.mode))));
    if (w.kind == WeaponKind::Thrown)
        throw Refused(say(HS_TEXT("core", "%1 is thrown: resolve it as a throw"), w.name));
    if (!w.isMelee()) {
        const std::string ammoId
            = req.ammo.empty() ? (w.ammo.empty() ? "" : w.ammo.front()) : req.ammo;
        if (!ammoId.empty()) {
            s.ammo = rs.findAmmo(ammoId);
            if (!s.ammo)
                throw Refused(say(HS_TEXT("core", "unknown ammo '%1'"), ammoId));
            if (std::find(w.ammo.begin(), w.ammo.end(), ammoId) == w.ammo.end())
                throw Refused(
                    say(HS_TEXT("core", "%1 does not fire %2 ammo"), w.name, s.ammo->name));
        }
    }
    // §11: a scope fits a firearm (a thrown weapon was refused above).
    if (!req.scope.empty()) {
        s.scope = rs.findScope(req.scope);
        if (!s.scope)
            throw Refused(say(HS_TEXT("core", "unknown scope '%1'"), req.scope));
        if (w.isMelee())
            throw Refused(
                say(HS_TEXT("core", "%1 is a melee weapon: a scope fits only a firearm"), w.name));
    }
    // §11 jamming factor: the bullets the weapon fired earlier in this round.
    if (req.bulletsThisRound < 0)
        throw Refused(
            say(HS_TEXT("core", "the bullets fired earlier this round cannot be negative, not %1"),
                req.bulletsThisRound));
    if (req.bulletsThisRound > 0 && w.isMelee())
        throw Refused(say(HS_TEXT("core", "%1 is a melee weapon: it fires no bullets"), w.name));
    const ShooterProfile& shooter = req.shooter;

    // §5 aiming: six aims at most; more than four need a stance, six a stance and a rest.
    if (req.aims < 0 || req.aims > 6)
        throw Refused(
            say(HS_TEXT("core", "aims must be 0 to 6 (the rules allow six at most), not %1"),
                req.aims));
    if (req.underFire && req.aims > 0 && !rs.options.underFire)
        throw Refused(say(HS_TEXT("core",
            "a character under fire cannot aim (the optional under_fire rule would allow a COOL "
            "test)")));
    if (req.quickDraw && req.aims > 0)
        throw Refused(say(HS_TEXT(
            "core", "a quick-drawn weapon fires in the same action: the shot cannot be aimed")));
    if (req.offHand && !req.twoWeapons)
        throw Refused(
            say(HS_TEXT("core", "the off-hand penalty applies only when firing two weapons")));
    // Seed, Two Weapons: the other hand's weapon, a pair of this one unless named.
    const Weapon* other = nullptr;
    if (req.twoWeapons && req.rulesRevision >= 2) {
        other = req.otherWeapon.empty() ? &w : rs.weapon(req.otherWeapon);
        if (!other)
            throw Refused(say(HS_TEXT("core", "unknown weapon '%1'"), req.otherWeapon));
        if (other->isMelee() != w.isMelee())
            throw Refused(say(
                HS_TEXT("core",
                    "two weapons at once are two firearms or two close combat weapons, not %1 and "
                    "%2"),
                w.name, other->name));
        // "For close combat weapons the added DAM factors of the weapons must not be higher
        // than the character's strength."
        if (w.isMelee() && w.dam + other->dam > shooter.str)
            throw Refused(say(HS_TEXT("core",
                                  "%1 and %2 together: DAM %3 + %4 = %5 is more than STR %6, "
                                  "and two close combat weapons may not add up past it"),
                w.name, other->name, w.dam, other->dam, w.dam + other->dam, shooter.str));
    }
    s.stance = req.stance || (req.aims > 0 && !req.twoWeapons);
    if (req.aims > 4 && !s.stance)
        throw Refused(say(HS_TEXT(
            "core", "more than four aims need a firing stance (none while firing two weapons)")));
    if (req.aims == 6 && !req.rest)
        throw Refused(
            say(HS_TEXT("core", "six aims need a firing stance and a rest for the weapon")));
    if (req.rest && !s.stance && !w.isMelee())
        throw Refused(say(HS_TEXT("core", "a rest lowers recoil only in a firing stance")));

    if (w.isMelee()) {
        // §8: deviation is the handling factor; each aim action gives +1 to the aiming die.
        s.type = ShotType::Aimed;
        s.aimBonus = req.aims;
        s.spread = w.handling;
        s.martialArtsBonus = martialArtsBonus(rs, w, shooter, req.rulesRevision);
    } else {
        // §4 range bands.
        if (req.distance) {
            if (*req.distance < 0)
                throw Refused(say(HS_TEXT("core", "distance cannot be negative")));
            auto band = rangeBandFor(rs, w, *req.distance);
            if (!band)
                throw Refused(say(HS_TEXT("core",
                                      "the target is %1 m away, beyond extreme range of %2 (%3 m): "
                                      "the shot is impossible"),
                    number(*req.distance), w.name, rs.rangeBands[3] * w.rng));
            s.band = *band;
        } else {
            s.band = req.range.value_or(RangeBand::Optimum);
        }
        // §5 shot type; Reading: snap is an unaimed shot by a shooter with Rapid Fire.
        const bool rapidFire = shooter.has("rapid_fire");
        ShotType natural
            = req.aims > 0 ? ShotType::Aimed : (rapidFire ? ShotType::Snap : ShotType::Wild);
        if (req.shot) {
            if (*req.shot == ShotType::Aimed && req.aims == 0)
                throw Refused(say(HS_TEXT("core", "an aimed shot needs at least one aim")));
            if (*req.shot != ShotType::Aimed && req.aims > 0)
                throw Refused(*req.shot == ShotType::Snap
                        ? say(HS_TEXT("core", "a snap shot has no aims"))
                        : say(HS_TEXT("core", "a wild shot has no aims")));
            if (*req.shot == ShotType::Snap && !rapidFire)
                throw Refused(say(HS_TEXT("core", "a snap shot needs the Rapid Fire advantage")));
            if (*req.shot == ShotType::Wild && rapidFire)
                natural = ShotType::Snap; // Rapid Fire turns every unaimed shot into a snap shot
            else
                natural = *req.shot;
        }
        s.type = natural;
        // §5 effective RCL: −1 in a firing stance, −1 more with a rest, less any baffling.
        s.effectiveRcl = std::max(
            0, w.rcl - (s.stance ? 1 : 0) - (s.stance && req.rest ? 1 : 0) - req.recoilBaffling);
        // §5: the first aim cancels the wild-shot malus; each further aim +1, capped by Marksman.
        // §11: a scope adds its bonus to an aimed shot's (Reading: looking through it is the
        // aiming; an unaimed shot gets none). Reading (scope_capped_by_marksman): Marksman caps
        // the aims' and the scope's bonus together.
        s.aimsBonus = std::max(0, req.aims - 1);
        if (s.scope) {
            // As it comes, focussed for its design band, or lowered to a nearer one.
            s.scopeSetting = req.scopeSetting.value_or(s.scope->band);
            if (static_cast<int>(s.scopeSetting) > static_cast<int>(s.scope->band))
                throw Refused(say(HS_TEXT("core",
                                      "%1 is made for %2 range: its magnification is lowered to a "
                                      "nearer band, never raised to %3"),
                    s.scope->name, term(toString(s.scope->band)), term(toString(s.scopeSetting))));
            s.scopeBonus = req.aims > 0 ? scopeBonus(*s.scope, s.scopeSetting, s.band) : 0;
        }
        const bool scopeCapped = rs.options.scopeCappedByMarksman;
        const int cappable = s.aimsBonus + (scopeCapped ? s.scopeBonus : 0);
        s.aimBonusCapped = cappable > shooter.marksman;
        s.aimBonus = std::min(cappable, shooter.marksman) + (scopeCapped ? 0 : s.scopeBonus);
        s.spread = s.effectiveRcl
            + rs.hitSpread[static_cast<std::size_t>(s.type)][static_cast<std::size_t>(s.band)]
            - w.accuracy;
    }

    // §4 to-hit modifiers, each named in the outcome.
    s.skill = req.twoWeapons ? shooter.skill / 2 : shooter.skill;
    if (!w.isMelee()) {
        if (s.type == ShotType::Wild)
            add(s.modifiers, HS_TEXT("core", "wild shot"), rs.toHit.wildShot);
        if (req.quickDraw && !shooter.has("quick_draw"))
            add(s.modifiers, HS_TEXT("core", "quick draw"), rs.toHit.quickDraw);
        // Seed, Two Weapons: "the added recoil values of the weapons must not be higher than
        // the character's STR (or he will suffer the above mentioned To-Hit modifier and/or
        // bruising damage …)": the recoil borne is both weapons'.
        const int recoil = s.effectiveRcl + (other ? other->rcl : 0);
        if (recoil > shooter.str) {
            add(s.modifiers, HS_TEXT("core", "recoil above STR"), -(recoil - shooter.str));
            s.shooterBruising = std::max(0, recoil - (shooter.str + 3));
        }
        switch (req.position) {
        case TargetPosition::DivingForCover:
            if (!req.shooterInitiative || !req.targetInitiative)
                throw Refused(say(HS_TEXT("core",
                    "diving for cover needs both initiative totals (the target's must be "
                    "higher)")));
            if (*req.targetInitiative <= *req.shooterInitiative)
                throw Refused(say(HS_TEXT("core",
                    "the target cannot dive for cover: the attacker acts on a higher or equal "
                    "initiative")));
            add(s.modifiers, HS_TEXT("core", "target diving for cover"), rs.toHit.divingForCover);
            break;
        case TargetPosition::Prone:
            add(s.modifiers, HS_TEXT("core", "target prone"), rs.toHit.prone);
            break;
        case TargetPosition::Kneeling:
            add(s.modifiers, HS_TEXT("core", "target kneeling"), rs.toHit.kneeling);
            break;
        case TargetPosition::Down:
            add(s.modifiers, HS_TEXT("core", "target down"), rs.toHit.down);
            break;
        case TargetPosition::Standing:
            break;
        }
    } else if (req.position == TargetPosition::Down && req.rulesRevision >= 2) {
        // §7 knockback: a victim knocked down "is in a down (+3 To-Hit) position", to a blow
        // as to a shot. (Prone, kneeling and diving for cover are cover from fire, §4.)
        add(s.modifiers, HS_TEXT("core", "target down"), rs.toHit.down);
    }
    if (req.twoWeapons && req.offHand && !shooter.has("ambidextrous"))
        add(s.modifiers, HS_TEXT("core", "off-hand weapon"), rs.toHit.offHand);
    add(s.modifiers, HS_TEXT("core", "wounds"), -shooter.wounds);
    add(s.modifiers, HS_TEXT("core", "GM modifier"), req.modifier);
    s.rollsUnderFire = req.underFire && rs.options.underFire && !w.isMelee();

    // §7: ammo modifies PEN and DAM before the dice; a silencer costs 1 PEN.
    s.weaponPen = (s.ammo ? s.ammo->pen.apply(w.pen) : w.pen) - (req.silencer ? 1 : 0);
    s.weaponDam = s.ammo ? s.ammo->dam.apply(w.dam) : w.dam;
    if (w.kind == WeaponKind::Shotgun && !(s.ammo && s.ammo->load == AmmoLoad::Slug)) {
        // §6 shot: the template grows a ring per band beyond optimum and PEN and DAM halve per
        // band (Reading: the weapon's figures halve before the dice are added, as ammo does).
        const int band = static_cast<int>(s.band);
        s.templateRadius = band;
        s.weaponPen >>= band;
        s.weaponDam >>= band;
    }
    if (w.kind == WeaponKind::Rotary) {
        // §6 rotary: the landing hex and its six neighbours, DAM × barrels, PEN unchanged.
        s.templateRadius = 1;
        s.damageMultiplier = w.barrels;
        s.splitDamage = true;
    }

    // §6 semi-auto: STR − RCL shots per action (at least 1), never more than DEX ÷ 2 a round.
    if (req.mode == FireMode::Semi) {
        const int byStrength = std::max(1, shooter.str - w.rcl);
        s.shotsAllowed = std::min(byStrength, shooter.dex / 2);
        if (s.shotsAllowed < 1)
            throw Refused(say(
                HS_TEXT("core", "DEX %1 allows no shot at all in a round (DEX ÷ 2)"), shooter.dex));
        s.shots = req.shots == 0 ? s.shotsAllowed : req.shots;
        if (s.shots < 1 || s.shots > s.shotsAllowed)
            throw Refused(say(HS_TEXT("core",
                                  "semi-auto allows %1 shots here (STR %2 − RCL %3 = %4, at most "
                                  "DEX ÷ 2 = %5), not %6"),
                s.shotsAllowed, shooter.str, w.rcl, byStrength, shooter.dex / 2, s.shots));
    } else if (req.shots != 0 && req.shots != 1) {
        throw Refused(say(HS_TEXT("core", "a number of shots belongs to semi-auto fire")));
    }
    // §6 burst and full auto: the length and the influences.
    const int divisor = std::max(1, rs.options.autoSupportDivisor);
    if (req.mode == FireMode::Full) {
        if (req.burstDice < 1 || req.burstDice > 20)
            throw Refused(say(HS_TEXT(
                "core", "full auto needs the number of d6 for the burst length (1 to 20)")));
        if (std::abs(req.burstAdjust) > shooter.autoSupport / divisor)
            throw Refused(say(
                HS_TEXT("core",
                    "the burst can be changed by at most Auto/Support %1 ÷ %2 = %3 rounds, not %4"),
                shooter.autoSupport, divisor, shooter.autoSupport / divisor, req.burstAdjust));
    } else if (req.burstDice != 0 || req.burstAdjust != 0) {
        throw Refused(say(HS_TEXT("core", "burst dice and adjustments belong to full-auto fire")));
    }
    if (req.mode == FireMode::Burst || req.mode == FireMode::Full) {
        s.influences = shooter.autoSupport / divisor;
        if (static_cast<int>(req.influence.size()) > s.influences)
            throw Refused(
                say(HS_TEXT("core", "Auto/Support %1 allows %2 influenced deviations, not %3"),
                    shooter.autoSupport, s.influences, req.influence.size()));
        for (int change : req.influence) {
            if (change < -1 || change > 1)
                throw Refused(
                    say(HS_TEXT("core", "an influence changes a deviation by −1, 0 or +1, not %1"),
                        change));
        }
    } else if (!req.influence.empty()) {
        throw Refused(say(HS_TEXT("core", "influences belong to burst and full-auto fire")));
    }
    // §6 walking fire: up to four targets; each switch costs an influence chance or a bullet.
    if (!req.walk.empty()) {
        if (req.mode != FireMode::Burst && req.mode != FireMode::Full)
            throw Refused(say(HS_TEXT(
                "core", "the fire walks from target to target only in a burst or full auto")));
        if (req.walk.size() > 3)
            throw Refused(
                say(HS_TEXT("core", "walking fire covers at most four targets side by side")));
        int spent = 0;
        for (const WalkStep& step : req.walk) {
            if (step.afterBullets < 1)
                throw Refused(
                    say(HS_TEXT("core", "the fire walks on after one bullet or more on a target")));
            spent += step.spendInfluence ? 1 : 0;
        }
        if (spent > s.influences)
            throw Refused(say(HS_TEXT("core",
                                  "switching targets %1 times with influence chances needs that "
                                  "many; Auto/Support %2 gives %3"),
                spent, shooter.autoSupport, s.influences));
    }
    // §11 jamming factor: the first attack roll fires a shot or the built-in burst; the
    // resolver adds a full-auto burst's bullets once the burst-length dice are rolled.
    s.roundBullets = req.bulletsThisRound
        + (req.mode == FireMode::Burst ? w.burst : (req.mode == FireMode::Full ? 0 : 1));
    s.preTest = quickDrawTest(rs, req);
    if (!s.preTest)
        s.preTest = aimUnderFireTest(rs, req, req.enemiesShooting);
    return s;
}

AttackSetup prepareAttack(const Ruleset& rs, const AttackRequest& req, std::size_t otherTargets)
{
    AttackSetup s = prepare(rs, req);
    checkDefence(rs, *s.weapon, req);
    // §8: a harder attack declared is a penalty on the attack; a dodge already made and a
    // Dance or Ballet of Death come off it.
    if (req.harder > 0)
        s.modifiers.push_back({ HS_TEXT("core", "harder attack"), -req.harder });
    if (req.defence.dodgeValue && *req.defence.dodgeValue > 0)
        s.modifiers.push_back({ HS_TEXT("core", "target dodging"), -*req.defence.dodgeValue });
    if (req.dance > 0)
        s.modifiers.push_back({ HS_TEXT("core", "Dance of Death"), -req.dance });
    if (req.ownDodgePenalty < -6 || req.ownDodgePenalty > 0)
        throw Refused(say(HS_TEXT("core", "a dodge costs 0 to −6 on the dodger's actions, not %1"),
            req.ownDodgePenalty));
    if (req.ownDodgePenalty < 0)
        s.modifiers.push_back({ HS_TEXT("core", "own dodge"), req.ownDodgePenalty });
    if (otherTargets < req.walk.size())
        throw Refused(
            say(HS_TEXT("core", "the fire walks on %1 times but the scene holds %2 targets"),
                req.walk.size(), otherTargets + 1));
    return s;
}

int meleeDamageBonus(const AttackSetup& s, const AttackRequest& req)
{
    return req.shooter.strBonus + s.martialArtsBonus;
}

HitInput hitInput(
    const AttackSetup& s, const AttackRequest& req, int damageDie, int penetrationDie, int parried)
{
    const Weapon& w = *s.weapon;
    HitInput hit;
    hit.pen = penetrationDie + s.weaponPen;
    hit.dam = (damageDie + s.weaponDam) * s.damageMultiplier;
    hit.ad = w.ad;
    hit.armourPiercing = s.ammo && s.ammo->armourPiercing;
    hit.rollKnockback = req.rollKnockback;
    hit.stoppedBlowKnocksBack = req.rulesRevision < 3;
    hit.xenoSkinTakesPv = req.rulesRevision < 4;
    if (w.isMelee()) {
        hit.melee = true;
        hit.dam += meleeDamageBonus(s, req) - parried;
        hit.bruisingOnly = w.bruising;
        hit.locationTrackToo = w.bruising && w.skill == "martial_arts";
    }
    return hit;
}

std::vector<BulletPlan> walkPlan(const AttackRequest& req, int length)
{
    std::vector<BulletPlan> plan(static_cast<std::size_t>(std::max(0, length - 1)));
    int target = 0, onTarget = 1, chance = 0;
    std::size_t walked = 0;
    bool strayNext = false, newTarget = false;
    for (int k = 1; k < length; ++k) {
        BulletPlan& bullet = plan[static_cast<std::size_t>(k - 1)];
        if (walked < req.walk.size() && !strayNext && !newTarget
            && onTarget == req.walk[walked].afterBullets) {
            const WalkStep& walk = req.walk[walked++];
            ++target;
            onTarget = 0;
            newTarget = true;
            // A switch costs one influence chance, or one bullet that hits nothing.
            if (walk.spendInfluence)
                ++chance;
            else
                strayNext = true;
        }
        bullet.target = target;
        if (strayNext) {
            bullet.stray = true;
            strayNext = false;
            continue;
        }
        bullet.newTarget = newTarget;
        newTarget = false;
        bullet.chance = chance++;
        ++onTarget;
    }
    return plan;
}

int influencedFace(const AttackSetup& setup, const AttackRequest& req, int index, int rolledFace,
    Hex from, int distance, int& influence)
{
    influence = 0;
    if (index >= setup.influences)
        return rolledFace;
    if (!req.influence.empty()) {
        if (index < static_cast<int>(req.influence.size()))
            influence = req.influence[static_cast<std::size_t>(index)];
    } else if (req.influencePolicy == InfluencePolicy::TowardAim) {
        // Steer toward the aimed hex: the change that lands nearest it; no change on a tie.
        int best = hitspread::distance(step(from, rolledFace, distance), req.target);
        for (int change : { -1, 1 }) {
            const int d = hitspread::distance(
                step(from, shiftFace(rolledFace, change), distance), req.target);
            if (d < best) {
                best = d;
                influence = change;
            }
        }
    }
    return shiftFace(rolledFace, influence);
}

int underFireModifier(const Ruleset& rs, int coolTotal)
{
    return std::min(0, rs.toHit.underFire + std::max(0, coolTotal - 16));
}

int underFireTestModifier(const AttackRequest& req)
{
    return -req.shooter.wounds;
}

std::optional<PreAttackTest> quickDrawTest(const Ruleset& rs, const AttackRequest& req)
{
    const Weapon* w = rs.weapon(req.weapon);
    if (!req.quickDraw || req.shooter.has("quick_draw") || !w || w->isMelee())
        return std::nullopt;
    return PreAttackTest { "DEX", HS_TEXT("core", "quick draw"), req.shooter.dex,
        -req.shooter.wounds };
}

std::optional<PreAttackTest> aimUnderFireTest(
    const Ruleset& rs, const AttackRequest& req, int enemiesShooting)
{
    const Weapon* w = rs.weapon(req.weapon);
    if (!rs.options.underFire || !req.underFire || req.aims <= 0 || !w || w->isMelee())
        return std::nullopt;
    return PreAttackTest { "COOL", HS_TEXT("core", "aiming under fire"), req.shooter.cool,
        rs.toHit.underFire * std::max(1, enemiesShooting) - req.shooter.wounds };
}

int jamNumber(const Weapon& weapon, int roundBullets)
{
    const int excess = roundBullets - weapon.maxPerRound;
    if (weapon.maxPerRound <= 0 || excess <= 0)
        return 0;
    return weapon.jf - excess + 4;
}

int roundBulletsOfRoll(const AttackSetup& setup, FireMode mode, int roll, int burstLength)
{
    return setup.roundBullets + (mode == FireMode::Full ? burstLength : 0) + roll;
}

int martialArtsBonus(
    const Ruleset& rs, const Weapon& weapon, const ShooterProfile& striker, int rulesRevision)
{
    if (weapon.skill != "martial_arts")
        return 0;
    // Seed, Martial Arts: "Divide your Rank in Martial Arts by three (round up) and add it to
    // your usual Strength Bonus … you must attack using your Martial Arts skill": the strike
    // is rolled with that skill, so its rank is the rank the strike is made at (the window's
    // Skill, the CLI's --skill).
    const int rank = rulesRevision >= 2 ? striker.skill : striker.martialArts;
    const auto values = rs.derivedValues(
        { striker.str, striker.dex, 0, 0, 0, striker.cool }, { { "martial_arts", rank } });
    auto it = values.find("martial_arts_bonus");
    return it == values.end() ? (rank + 2) / 3 : it->second;
}

AttackRoll scoreAttack(const Ruleset& rs, const AttackSetup& setup, int success, int damage,
    int penetration, int extraModifier, const char* extraName)
{
    AttackRoll roll;
    roll.success = success;
    roll.damage = damage;
    roll.penetration = penetration;
    roll.skill = setup.skill;
    roll.modifiers = setup.modifiers;
    if (extraName)
        add(roll.modifiers, extraName, extraModifier);
    for (const auto& t : roll.modifiers)
        roll.modifierSum += t.value;
    const int dice = success + damage + penetration;
    // §1: modifiers on the target leave the critical alone; on the roll they change it.
    roll.modifiersOnTarget = !rs.options.difficultyOnRoll;
    if (rs.options.difficultyOnRoll) {
        roll.total = dice + setup.skill + roll.modifierSum;
        roll.target = 13;
    } else {
        roll.total = dice + setup.skill;
        roll.target = 13 - roll.modifierSum;
    }
    roll.hit = roll.total >= roll.target;
    roll.successValue = success + std::max(0, roll.total - 18);
    // §1: three ones jam a firearm; §11: so does a dice total below the jam number of a weapon
    // fired beyond its maximum this round (optional rule jamming for both).
    roll.jammed = rs.options.jamming && setup.weapon && !setup.weapon->isMelee()
        && ((success == 1 && damage == 1 && penetration == 1)
            || dice < jamNumber(*setup.weapon, setup.roundBullets));
    return roll;
}

Deviation deviationOf(const Ruleset& rs, const AttackSetup& setup, const AttackRoll& roll)
{
    Deviation d;
    if (roll.jammed)
        d.lands = false;
    else if (roll.hit) {
        // §5: deviation of a hit = max(0, hit spread − aiming points).
        d.spread = setup.spread;
        d.aimingPoints = roll.successValue + setup.aimBonus;
        d.hexes = std::max(0, d.spread - d.aimingPoints);
    } else if (setup.weapon->isMelee() || rs.options.cleanMiss) {
        // §8: a missed melee attack does not land; clean_miss: a missed shot simply misses.
        d.lands = false;
    } else {
        // §5 missed shot: effective RCL + the amount missed (+3 wild, +2 snap); aiming does not
        // help.
        d.spread = setup.effectiveRcl + roll.missedBy()
            + rs.missedShotExtra[static_cast<std::size_t>(setup.type)];
        d.hexes = d.spread;
    }
    return d;
}

} // namespace hitspread::rules
