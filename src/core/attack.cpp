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

Outcome resolveAttack(
    const Ruleset& rs, const CharacterState& target, const AttackRequest& req, DiceSource& dice)
{
    const rules::AttackSetup s = rules::prepare(rs, req);
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
    out.shooterBruising = s.shooterBruising;
    out.targetAfter = target;

    int underFire = 0;
    if (s.rollsUnderFire) {
        out.coolTest = rollStatTest(dice, "COOL", req.shooter.cool, 0);
        underFire = rules::underFireModifier(rs, out.coolTest->total);
    }
    ShotTrace& shot = out.shots.emplace_back();
    shot.aimHex = req.target;
    const int success = dice.roll("success die");
    const int damage = dice.roll("damage die");
    const int penetration = dice.roll("penetration die");
    shot.roll = rules::scoreAttack(
        rs, s, success, damage, penetration, underFire, s.rollsUnderFire ? "under fire" : nullptr);
    const rules::Deviation deviation = rules::deviationOf(rs, s, shot.roll);
    shot.spread = deviation.spread;
    shot.aimingPoints = deviation.aimingPoints;
    shot.deviation = deviation.hexes;
    if (deviation.lands) {
        Hex landing = req.target;
        if (shot.deviation > 0) {
            const int face = dice.roll("direction");
            shot.direction = face;
            landing = step(req.target, face, shot.deviation);
        }
        shot.landing = landing;
        shot.hexes = { landing };
        shot.subLocation = rs.body.subLocationAt(landing);
    }
    if (shot.subLocation >= 0) {
        shot.location = rs.body.subLocations[static_cast<std::size_t>(shot.subLocation)].location;
        HitInput hit;
        // §7: ammo modifies PEN and DAM before the dice; a silencer costs 1 PEN.
        const int weaponPen = s.ammo ? s.ammo->pen.apply(w.pen) : w.pen;
        const int weaponDam = s.ammo ? s.ammo->dam.apply(w.dam) : w.dam;
        hit.pen = shot.roll.penetration + weaponPen - (req.silencer ? 1 : 0);
        hit.dam = shot.roll.damage + weaponDam;
        hit.ad = w.ad;
        hit.armourPiercing = s.ammo && s.ammo->armourPiercing;
        if (w.isMelee()) {
            // §8 / §2: melee adds the STR bonus; Martial Arts adds rank / 3 rounded up.
            hit.melee = true;
            hit.dam += req.shooter.strBonus + (req.shooter.martialArts + 2) / 3;
            hit.bruisingOnly = w.bruising;
        }
        shot.hits.push_back(
            applyHit(rs, out.targetAfter, shot.location, shot.subLocation, hit, dice));
    }
    out.dice.assign(dice.used().begin() + static_cast<std::ptrdiff_t>(firstDie), dice.used().end());
    return out;
}

} // namespace hitspread
