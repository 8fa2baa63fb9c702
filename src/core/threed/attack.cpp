// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "attack.h"

#include "attackrules.h"
#include "damage.h"

#include <algorithm>

namespace hitspread {

namespace {
    constexpr std::array<const char*, 5> positionNames { "standing", "diving", "prone", "kneeling",
        "down" };
}

const char* toString(TargetPosition position)
{
    return positionNames[static_cast<std::size_t>(position)];
}

std::optional<TargetPosition> targetPositionFromString(const std::string& text)
{
    for (std::size_t i = 0; i < positionNames.size(); ++i) {
        if (text == positionNames[i])
            return static_cast<TargetPosition>(i);
    }
    return std::nullopt;
}

ShooterProfile ShooterProfile::fromSheet(
    const Ruleset& rs, const CharacterSheet& sheet, const Weapon& weapon)
{
    ShooterProfile p;
    p.name = sheet.name;
    p.skill = sheet.skill(weapon.skill);
    p.str = sheet.stats.str;
    p.dex = sheet.stats.dex;
    p.cool = sheet.stats.cool;
    p.marksman = sheet.skill("marksman");
    p.autoSupport = sheet.skill("auto_support");
    p.martialArts = weapon.skill == "martial_arts" ? sheet.skill("martial_arts") : 0;
    p.strBonus = rs.derivedValue(sheet.stats, "str_bonus", sheet.stats.str / 3);
    p.advantages = sheet.advantages;
    return p;
}

std::optional<RangeBand> rangeBandFor(const Ruleset& rs, const Weapon& weapon, double metres)
{
    for (std::size_t i = 0; i < rs.rangeBands.size(); ++i) {
        if (metres <= static_cast<double>(rs.rangeBands[i]) * weapon.rng)
            return static_cast<RangeBand>(i);
    }
    return std::nullopt;
}

namespace {
    // The hits a landing brings (§6, §7): the landing hex, or every location a template
    // covers, each taking its hit with the given damage and penetration dice.
    void hitLanding(const Ruleset& rs, const rules::AttackSetup& s, const AttackRequest& req,
        ShotTrace& shot, int damageDie, int penetrationDie, CharacterState& target,
        DiceSource& dice)
    {
        const Hex landing = *shot.landing;
        shot.templateRadius = s.templateRadius;
        shot.hexes
            = s.templateRadius > 0 ? disk(landing, s.templateRadius) : std::vector<Hex> { landing };
        shot.subLocation = rs.body.subLocationAt(landing);
        shot.location = shot.subLocation < 0
            ? -1
            : rs.body.subLocations[static_cast<std::size_t>(shot.subLocation)].location;
        const Weapon& w = *s.weapon;
        HitInput hit;
        hit.pen = penetrationDie + s.weaponPen;
        hit.dam = (damageDie + s.weaponDam) * s.damageMultiplier;
        hit.ad = w.ad;
        hit.armourPiercing = s.ammo && s.ammo->armourPiercing;
        if (w.isMelee()) {
            // §8 / §2: melee adds the STR bonus; Martial Arts adds rank / 3 rounded up.
            hit.melee = true;
            hit.dam += req.shooter.strBonus + (req.shooter.martialArts + 2) / 3;
            hit.bruisingOnly = w.bruising;
        }
        if (s.templateRadius == 0) {
            if (shot.location >= 0)
                shot.hits.push_back(
                    applyHit(rs, target, shot.location, shot.subLocation, hit, dice));
            return;
        }
        // Each location the template covers, once, at the first of its hexes the template meets.
        std::vector<std::pair<int, int>> covered; // location, sub-location
        for (Hex h : shot.hexes) {
            const int sub = rs.body.subLocationAt(h);
            if (sub < 0)
                continue;
            const int location = rs.body.subLocations[static_cast<std::size_t>(sub)].location;
            if (std::none_of(covered.begin(), covered.end(),
                    [&](const auto& c) { return c.first == location; }))
                covered.emplace_back(location, sub);
        }
        if (s.splitDamage && !covered.empty())
            hit.dam /= static_cast<int>(covered.size()); // §6 rotary: split evenly, rounding down
        for (const auto& [location, sub] : covered)
            shot.hits.push_back(applyHit(rs, target, location, sub, hit, dice));
    }

    // One attack roll and where it lands, deviating from `from` (§5; semi-auto: §6).
    ShotTrace fireShot(const Ruleset& rs, const rules::AttackSetup& s, Hex from, int aimBonus,
        int underFire, DiceSource& dice)
    {
        ShotTrace shot;
        shot.aimHex = from;
        const int success = dice.roll("success die");
        const int damage = dice.roll("damage die");
        const int penetration = dice.roll("penetration die");
        rules::AttackSetup forShot = s;
        forShot.aimBonus = aimBonus;
        shot.roll = rules::scoreAttack(rs, forShot, success, damage, penetration, underFire,
            s.rollsUnderFire ? HS_TEXT("core", "under fire") : nullptr);
        const rules::Deviation deviation = rules::deviationOf(rs, forShot, shot.roll);
        shot.spread = deviation.spread;
        shot.aimingPoints = deviation.aimingPoints;
        shot.deviation = deviation.hexes;
        if (deviation.lands) {
            Hex landing = from;
            if (shot.deviation > 0) {
                const int face = dice.roll("direction");
                shot.direction = face;
                landing = step(from, face, shot.deviation);
            }
            shot.landing = landing;
        }
        return shot;
    }
}

Outcome resolveAttack(
    const Ruleset& rs, const CharacterState& target, const AttackRequest& req, DiceSource& dice)
{
    return resolveAttack(rs, target, {}, req, dice);
}

Outcome resolveAttack(const Ruleset& rs, const CharacterState& target,
    const std::vector<CharacterState>& others, const AttackRequest& req, DiceSource& dice)
{
    const rules::AttackSetup s = rules::prepare(rs, req);
    if (others.size() < req.walk.size())
        throw Refused(
            say(HS_TEXT("core", "the fire walks on %1 times but the scene holds %2 targets"),
                req.walk.size(), others.size() + 1));
    const Weapon& w = *s.weapon;
    const std::size_t firstDie = dice.used().size();
    Outcome out;
    out.ruleset = rs.id;
    out.weapon = w.id;
    out.ammo = s.ammo ? s.ammo->id : "";
    out.mode = req.mode;
    out.melee = w.isMelee();
    out.range = s.band;
    out.shotType = s.type;
    out.effectiveRcl = s.effectiveRcl;
    out.aimBonus = s.aimBonus;
    out.stance = s.stance;
    out.shotsAllowed = s.shotsAllowed;
    out.targetAfter = target;
    out.othersAfter = others;
    // The target a bullet flies at: the first, or a further one of a walking burst.
    auto stateOf = [&](int index) -> CharacterState& {
        return index == 0 ? out.targetAfter : out.othersAfter[static_cast<std::size_t>(index - 1)];
    };

    // §6 full auto: the burst-length dice come first, then the attack roll.
    std::optional<BurstInfo> burst;
    if (req.mode == FireMode::Burst || req.mode == FireMode::Full) {
        burst.emplace();
        burst->influences = s.influences;
        if (req.mode == FireMode::Full) {
            int sum = 0;
            for (int i = 0; i < req.burstDice; ++i)
                sum += burst->dice.emplace_back(dice.roll("burst length die"));
            burst->adjust = req.burstAdjust;
            burst->length = std::max(1, sum + req.burstAdjust);
        } else {
            burst->length = w.burst;
        }
    }
    int underFire = 0;
    if (s.rollsUnderFire) {
        out.coolTest = rollStatTest(dice, "COOL", req.shooter.cool, 0);
        underFire = rules::underFireModifier(rs, out.coolTest->total);
    }

    // The first shot (or bullet) is a normal attack at the aimed hex.
    ShotTrace first = fireShot(rs, s, req.target, s.aimBonus, underFire, dice);
    if (first.landing)
        hitLanding(
            rs, s, req, first, first.roll.damage, first.roll.penetration, out.targetAfter, dice);
    const AttackRoll firstRoll = first.roll;
    if (req.mode != FireMode::Single)
        first.targetAfter = std::make_shared<const CharacterState>(out.targetAfter);
    out.shots.push_back(std::move(first));
    int shotsFired = 1;

    if (firstRoll.jammed) {
        // A jammed weapon fires nothing more this action.
    } else if (req.mode == FireMode::Semi) {
        // §6 semi-auto: each later shot is its own roll, unaimed, deviating from the hex the
        // previous shot landed on (Reading: with the first shot's spread and modifiers).
        for (int i = 1; i < s.shots; ++i) {
            const ShotTrace& previous = out.shots.back();
            const Hex from = previous.landing.value_or(previous.aimHex);
            ShotTrace shot = fireShot(rs, s, from, 0, underFire, dice);
            if (shot.landing)
                hitLanding(rs, s, req, shot, shot.roll.damage, shot.roll.penetration,
                    out.targetAfter, dice);
            shot.targetAfter = std::make_shared<const CharacterState>(out.targetAfter);
            out.shots.push_back(std::move(shot));
            ++shotsFired;
        }
    } else if (burst) {
        // §6: every later bullet rolls a direction and steps the FA deviation from the
        // previous bullet's hex; the first influence chances may turn the face by one. Walking
        // fire: after so many bullets on a target the fire moves to the next one, paying a
        // chance or a stray bullet, and starts at a random aiming point there (Reading: a d6
        // direction and a d6 distance from the body's standard aiming point).
        const std::vector<rules::BulletPlan> plan = rules::walkPlan(req, burst->length);
        for (int k = 1; k < burst->length; ++k) {
            const rules::BulletPlan& planned = plan[static_cast<std::size_t>(k - 1)];
            ShotTrace bullet;
            bullet.carriesRoll = false;
            bullet.roll = firstRoll;
            bullet.aimHex = req.target;
            bullet.target = planned.target;
            if (planned.stray) {
                bullet.stray = true;
                out.shots.push_back(std::move(bullet));
                ++shotsFired;
                continue;
            }
            Hex from;
            if (planned.newTarget) {
                const int direction = dice.roll("aiming point direction");
                const int distance = dice.roll("aiming point distance");
                from = step(rs.body.standardAim, direction, distance);
                bullet.randomAim = from;
            } else {
                const ShotTrace& previous = out.shots.back();
                from = previous.landing.value_or(previous.aimHex);
            }
            bullet.fromHex = from;
            const int rolled = dice.roll("direction");
            bullet.direction = rolled;
            bullet.face = rules::influencedFace(
                s, req, planned.chance, rolled, from, w.faDeviation, bullet.influence);
            bullet.deviation = w.faDeviation;
            bullet.landing = step(from, *bullet.face, w.faDeviation);
            int damageDie = firstRoll.damage, penetrationDie = firstRoll.penetration;
            const std::vector<Hex> reach = disk(*bullet.landing, s.templateRadius);
            const bool onBody = std::any_of(
                reach.begin(), reach.end(), [&](Hex h) { return rs.body.subLocationAt(h) >= 0; });
            if (rs.options.burstDamagePerBullet && onBody) {
                // Reading (burst_damage_dice: per_bullet): fresh dice for each bullet that lands.
                damageDie = dice.roll("damage die");
                penetrationDie = dice.roll("penetration die");
            }
            CharacterState& hitState = stateOf(planned.target);
            hitLanding(rs, s, req, bullet, damageDie, penetrationDie, hitState, dice);
            bullet.targetAfter = std::make_shared<const CharacterState>(hitState);
            out.shots.push_back(std::move(bullet));
            ++shotsFired;
        }
        out.burst = burst;
    }
    out.shooterBruising = s.shooterBruising * shotsFired; // §5: per shot fired
    out.dice.assign(dice.used().begin() + static_cast<std::ptrdiff_t>(firstDie), dice.used().end());
    return out;
}

} // namespace hitspread
