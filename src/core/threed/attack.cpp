// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "attack.h"

#include "attackrules.h"
#include "damage.h"
#include "defence.h"

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

void fitToWeapon(const Ruleset& rs, AttackRequest& req)
{
    const Weapon* w = rs.weapon(req.weapon);
    if (!w)
        return;
    if (w->isMelee()) {
        req.scope.clear();
        req.scopeSetting.reset();
        req.dance = 0;
        req.bulletsThisRound = 0;
        req.enemiesShooting = 0;
    } else {
        req.defence = {};
        req.harder = 0;
    }
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
    // covers, each taking its hit with the given damage and penetration dice. `parried` comes
    // off a melee blow's DAM (§8).
    void hitLanding(const Ruleset& rs, const rules::AttackSetup& s, const AttackRequest& req,
        ShotTrace& shot, int damageDie, int penetrationDie, CharacterState& target,
        DiceSource& dice, int parried = 0)
    {
        const Hex landing = *shot.landing;
        shot.templateRadius = s.templateRadius;
        shot.hexes
            = s.templateRadius > 0 ? disk(landing, s.templateRadius) : std::vector<Hex> { landing };
        shot.subLocation = rs.body.subLocationAt(landing);
        shot.location = shot.subLocation < 0
            ? -1
            : rs.body.subLocations[static_cast<std::size_t>(shot.subLocation)].location;
        HitInput hit = rules::hitInput(s, req, damageDie, penetrationDie, parried);
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

    // One attack roll and where it lands, deviating from `from` (§5; semi-auto: §6). A melee
    // blow with a defence (§8) rolls it after the attack roll: a dodge's value comes off the
    // attack; a parry of a hit widens the deviation, may turn its face, and takes DAM off.
    ShotTrace fireShot(const Ruleset& rs, const rules::AttackSetup& s, Hex from, int aimBonus,
        int underFire, DiceSource& dice, const AttackRequest* defended = nullptr,
        std::optional<DefenceOutcome>* defence = nullptr)
    {
        ShotTrace shot;
        shot.aimHex = from;
        const int success = dice.roll("success die");
        const int damage = dice.roll("damage die");
        const int penetration = dice.roll("penetration die");
        rules::AttackSetup forShot = s;
        forShot.aimBonus = aimBonus;
        const DefenceKind kind = defended ? defended->defence.kind : DefenceKind::None;
        if (kind == DefenceKind::Dodge || kind == DefenceKind::QuickDodge) {
            *defence = resolveDodge(rs, *defended, dice);
            if ((*defence)->value > 0)
                forShot.modifiers.push_back(
                    { HS_TEXT("core", "target dodging"), -(*defence)->value });
        }
        shot.roll = rules::scoreAttack(rs, forShot, success, damage, penetration, underFire,
            s.rollsUnderFire ? HS_TEXT("core", "under fire") : nullptr);
        if (kind == DefenceKind::Parry && shot.roll.hit) {
            const int attackDam = damage + s.weaponDam + rules::meleeDamageBonus(s, *defended);
            *defence = resolveParry(rs, *s.weapon, *defended, attackDam, dice);
            forShot.spread += (*defence)->handlingAdded;
            if ((*defence)->stopped) {
                // §8: the parry took all the blow's DAM: it harms nobody, wherever it went.
                shot.spread = forShot.spread;
                return shot;
            }
        }
        const rules::Deviation deviation = rules::deviationOf(rs, forShot, shot.roll);
        shot.spread = deviation.spread;
        shot.aimingPoints = deviation.aimingPoints;
        shot.deviation = deviation.hexes;
        if (deviation.lands) {
            Hex landing = from;
            if (shot.deviation > 0) {
                const int face = dice.roll("direction");
                shot.direction = face;
                if (defence && *defence && (*defence)->faceShift != 0) {
                    shot.influence = (*defence)->faceShift;
                    shot.face = shiftFace(face, shot.influence);
                }
                landing = step(from, shot.face.value_or(face), shot.deviation);
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

AttackRequest againstTarget(const CharacterState& target, AttackRequest request)
{
    // §7 knockback: a victim knocked down "is in a down (+3 To-Hit) position" until it is up.
    if (request.rulesRevision >= 2 && target.knockedDown
        && request.position == TargetPosition::Standing)
        request.position = TargetPosition::Down;
    return request;
}

Outcome resolveAttack(const Ruleset& rs, const CharacterState& target,
    const std::vector<CharacterState>& others, const AttackRequest& asked, DiceSource& dice)
{
    const AttackRequest req = againstTarget(target, asked);
    rules::AttackSetup s = rules::prepareAttack(rs, req, others.size());
    checkDanceOf(target, req);
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
    out.harder = req.harder;
    out.dance = req.dance;
    // The target a bullet flies at: the first, or a further one of a walking burst.
    auto stateOf = [&](int index) -> CharacterState& {
        return index == 0 ? out.targetAfter : out.othersAfter[static_cast<std::size_t>(index - 1)];
    };

    // §11: a quick draw's DEX test, or the COOL test to aim under fire, comes first; failed,
    // the attack is not made in this action.
    if (s.preTest) {
        out.preTest = rollStatTest(dice, s.preTest->stat, s.preTest->value, s.preTest->modifier);
        if (!out.preTest->passed) {
            out.dice.assign(
                dice.used().begin() + static_cast<std::ptrdiff_t>(firstDie), dice.used().end());
            return out;
        }
    }

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
            // §11 jamming factor: the whole burst counts toward the round's bullets.
            s.roundBullets = rules::roundBulletsOfRoll(s, req.mode, 0, burst->length);
        } else {
            burst->length = w.burst;
        }
    }
    int underFire = 0;
    if (s.rollsUnderFire) {
        out.coolTest
            = rollStatTest(dice, "COOL", req.shooter.cool, rules::underFireTestModifier(req));
        underFire = rules::underFireModifier(rs, out.coolTest->total);
    }

    // The first shot (or bullet) is a normal attack at the aimed hex; a melee blow meets its
    // defence (§8) when the dodge is not one made before.
    const bool defends = req.defence.kind == DefenceKind::Parry
        || ((req.defence.kind == DefenceKind::Dodge || req.defence.kind == DefenceKind::QuickDodge)
            && !req.defence.dodgeValue);
    ShotTrace first = fireShot(rs, s, req.target, s.aimBonus, underFire, dice,
        defends ? &req : nullptr, defends ? &out.defence : nullptr);
    if (!out.defence && req.defence.kind == DefenceKind::Parry) {
        // A blow that misses needs no parry: none is rolled.
        out.defence.emplace();
        out.defence->kind = DefenceKind::Parry;
        out.defence->defender = req.defence.defender.name;
    } else if (!out.defence && req.defence.kind != DefenceKind::None) {
        out.defence = resolveDodge(rs, req, dice); // a dodge made before: no dice
    }
    const int parried
        = out.defence && out.defence->kind == DefenceKind::Parry && out.defence->succeeded
        ? out.defence->value
        : 0;
    if (first.landing)
        hitLanding(rs, s, req, first, first.roll.damage, first.roll.penetration, out.targetAfter,
            dice, parried);
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
            // §11 jamming factor: each later shot is one more bullet of the round.
            rules::AttackSetup later = s;
            later.roundBullets = rules::roundBulletsOfRoll(s, req.mode, i, 0);
            ShotTrace shot = fireShot(rs, later, from, 0, underFire, dice);
            if (shot.landing)
                hitLanding(rs, s, req, shot, shot.roll.damage, shot.roll.penetration,
                    out.targetAfter, dice);
            shot.targetAfter = std::make_shared<const CharacterState>(out.targetAfter);
            const bool jammed = shot.roll.jammed;
            out.shots.push_back(std::move(shot));
            ++shotsFired;
            if (jammed)
                break; // a jammed weapon fires nothing more this action (§1, §11)
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
