// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared set-up of the rules tests: the shipped ruleset plus weapons and targets whose
// figures each test controls.

#include "attack.h"
#include "testsupport.h"

namespace hitspread::test {

inline Weapon testGun(int rcl, int accuracy = 0)
{
    Weapon w;
    w.id = "test-gun";
    w.name = "Test gun";
    w.kind = WeaponKind::Pistol;
    w.skill = "pistol";
    w.rng = 10;
    w.rcl = rcl;
    w.pen = 2;
    w.dam = 5;
    w.ad = 2;
    w.accuracy = accuracy;
    w.modes = { FireMode::Single, FireMode::Semi };
    w.ammo = { "standard", "ap", "heap", "hesh" };
    return w;
}

inline Weapon testMeleeWeapon(
    const std::string& id, const std::string& skill, int handling, int pen, int dam)
{
    Weapon w;
    w.id = id;
    w.name = id;
    w.kind = WeaponKind::Melee;
    w.skill = skill;
    w.handling = handling;
    w.pen = pen;
    w.dam = dam;
    w.modes = { FireMode::Single };
    return w;
}

inline Ruleset rulesWith(std::vector<Weapon> weapons)
{
    Ruleset rs = shippedRuleset();
    for (auto& w : weapons)
        rs.weapons.push_back(std::move(w));
    return rs;
}

// A target with 10 hits everywhere (15 torso), Incap 30, PHYS 7, and the given armour.
inline CharacterState targetWith(const Ruleset& rs, std::vector<WornArmour> armour = {})
{
    CharacterSheet sheet;
    sheet.name = "Target";
    sheet.stats = { 7, 7, 6, 6, 5, 6 };
    sheet.hits.assign(rs.body.locations.size(), 10);
    sheet.hits[static_cast<std::size_t>(rs.body.locationIndex("torso"))] = 15;
    sheet.incap = 30;
    sheet.armour = std::move(armour);
    return CharacterState::fromSheet(rs, sheet);
}

inline AttackRequest request(const std::string& weapon, const std::string& hex, int aims = 1)
{
    AttackRequest req;
    req.weapon = weapon;
    req.target = *parseHex(hex);
    req.aims = aims;
    req.shooter.skill = 10;
    req.shooter.str = 10;
    req.shooter.dex = 8;
    req.shooter.strBonus = 3;
    return req;
}

inline Outcome resolveWith(const Ruleset& rs, const CharacterState& target,
    const AttackRequest& req, std::vector<int> faces)
{
    TypedDice dice(std::move(faces));
    return resolveAttack(rs, target, req, dice);
}

} // namespace hitspread::test
