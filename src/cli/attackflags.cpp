// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The options of an attack and a defence on the command line, read into the resolvers' requests.
#include "attackflags.h"

#include "aimcommand.h"
#include "attack.h"
#include "attackflags.h"
#include "cliparse.h"
#include "comparecommand.h"
#include "d6poolengine.h"
#include "defence.h"
#include "defendcommand.h"
#include "grenadecommands.h"
#include "groundcommands.h"
#include "healcommand.h"
#include "initiativecommand.h"
#include "odds.h"
#include "outcomejson.h"
#include "playcommands.h"
#include "rulesetreader.h"
#include "sessioncommand.h"
#include "setupworking.h"
#include "sheetcommand.h"
#include "suppresscommands.h"
#include "treatcommand.h"
#include "unjamcommand.h"
#include "working.h"

#include <QCommandLineParser>
#include <QJsonDocument>

#include <cstdio>
#include <memory>
#include <random>

namespace hitspread::cli {

void addAttackOptions(QCommandLineParser& p, bool inSession)
{
    if (inSession)
        p.addOptions({
            { "target",
                "The target by its name in the session (default: the one the actor last attacked "
                "if it still stands, else the nearest enemy).",
                "NAME" },
            { "aim",
                "The hex aimed at on the target's body: a label like K14, or col,row (default: the "
                "standard aim).",
                "HEX" },
        });
    else
        p.addOption({ "target", "Target hex: a label like K14, or col,row.", "HEX" });
    p.addOptions({
        { "weapon", "Weapon id.", "ID" },
        { "mode", "Fire mode: single, semi, burst or full.", "MODE" },
        { "range", "Range band: optimum, medium, long or extreme.", "BAND" },
        { "distance", "Distance in metres (sets the range band).", "METRES" },
        { "shot", "Shot type: aimed, wild or snap (default from the aims).", "TYPE" },
        { "aims", "Aim actions, 0 to 6.", "N" },
        { "stance", "The shooter is in a firing stance." },
        { "rest", "The weapon is rested." },
        { "ammo", "Ammo id (default: the weapon's first).", "ID" },
        { "silencer", "A silencer is fitted (PEN −1)." },
        { "recoil-baffling", "Points of recoil baffling.", "N" },
        { "quick-draw", "The weapon is quick-drawn in this action." },
        { "two-weapons", "Firing two weapons (half skill each)." },
        { "other-weapon",
            "With --two-weapons: the weapon in the other hand (default: a pair of "
            "the same).",
            "ID" },
        { "off-hand", "This is the off-hand weapon of two." },
        { "under-fire", "The shooter is under fire." },
        { "position", "Target position: standing, diving, prone, kneeling or down.", "POSITION" },
        { "initiative", "Initiative totals SHOOTER,TARGET (needed for diving for cover).", "A,B" },
        { "skill", "The weapon skill (overrides the shooter's).", "N" },
        { "str", "Shooter STR.", "N" },
        { "dex", "Shooter DEX.", "N" },
        { "cool", "Shooter COOL.", "N" },
        { "marksman", "Shooter Marksman rank.", "N" },
        { "auto-support", "Shooter Auto/Support rank.", "N" },
        { "wounds", "Shooter's wounds (−1 each).", "N" },
        { "advantage", "An advantage id (repeatable).", "NAME" },
        { "modifier", "The GM's free to-hit modifier.", "N" },
        { "shooter", "Shooter character file.", "FILE" },
        { "target-sheet", "Target character file.", "FILE" },
        { "burst-dice", "Full auto: d6 rolled for the burst length.", "N" },
        { "burst-adjust", "Full auto: rounds added or taken off.", "N" },
        { "influence", "Burst deviation influences, e.g. -1,0,+1.", "LIST" },
        { "influence-policy", "Burst influences when no list is given: none or toward-aim.",
            "POLICY" },
        { "walk",
            "Walking fire: after N bullets move to the next target, paying with an influence "
            "chance or a stray bullet, e.g. 3:influence,5:stray.",
            "LIST" },
        { "other-target", "A further target side by side for walking fire (repeatable).", "FILE" },
        { "shots", "Semi-auto: shots this action (default: as many as allowed).", "N" },
        { "scope", "A scope fitted to the firearm (an id of scopes.yaml).", "ID" },
        { "scope-setting",
            "The band the scope's magnification is lowered to (default: its design band).",
            "BAND" },
        { "enemies-shooting",
            "Under fire: enemies shooting at the shooter (1 to 99, default 1); each is −5 to "
            "the COOL test to aim.",
            "N" },
        { "bullets-this-round",
            "Bullets the weapon fired earlier this round (jamming factor, 0 to 999).", "N" },
    });
}

// The attack the options describe, with the shooter from --shooter or the ruleset's default.
AttackRequest requestFrom(const QCommandLineParser& p, const Ruleset& rs,
    std::optional<Hex> fallbackTarget, const std::string& fallbackWeapon, const char* hexOption)
{
    AttackRequest req;
    req.rollKnockback = true; // §7
    if (!p.isSet("weapon") && fallbackWeapon.empty())
        throw BadInput { "resolve needs --weapon ID" };
    if (!p.isSet(hexOption) && !fallbackTarget)
        throw BadInput { "resolve needs --target HEX" };
    req.weapon = p.isSet("weapon") ? p.value("weapon").toStdString() : fallbackWeapon;
    const Weapon* weapon = rs.weapon(req.weapon);
    if (!weapon)
        throw BadInput { "unknown weapon '" + qs(req.weapon) + "'" };
    auto hex = p.isSet(hexOption) ? parseHex(p.value(hexOption).toStdString()) : fallbackTarget;
    if (!hex)
        throw BadInput { QString("--%1 '").arg(hexOption) + p.value(hexOption)
            + "' is not a hex: give a label like K14 or col,row" };
    req.target = *hex;
    if (p.isSet("mode")) {
        auto mode = fireModeFromString(p.value("mode").toStdString());
        if (!mode || *mode == FireMode::Double)
            throw BadInput { "--mode must be single, semi, burst or full, not '" + p.value("mode")
                + "'" };
        req.mode = *mode;
    }
    if (p.isSet("burst-dice"))
        req.burstDice = intValue(p, "burst-dice", 1, 20);
    if (p.isSet("burst-adjust"))
        req.burstAdjust = intValue(p, "burst-adjust", -30, 30);
    if (p.isSet("shots"))
        req.shots = intValue(p, "shots", 1, 99);
    if (p.isSet("influence")) {
        for (const QString& item : p.value("influence").split(',')) {
            bool ok = false;
            const int change = item.trimmed().toInt(&ok);
            if (!ok || change < -1 || change > 1)
                throw BadInput {
                    "--influence takes -1, 0 or +1 for each influenced deviation, not '" + item
                    + "'"
                };
            req.influence.push_back(change);
        }
    }
    if (p.isSet("walk")) {
        for (const QString& item : p.value("walk").split(',')) {
            const QStringList parts = item.trimmed().split(':');
            bool ok = false;
            const int after = parts.value(0).toInt(&ok);
            const QString pay = parts.value(1, "influence");
            if (!ok || after < 1 || parts.size() > 2 || (pay != "influence" && pay != "stray"))
                throw BadInput {
                    "--walk takes BULLETS:influence or BULLETS:stray for each switch, not '" + item
                    + "'"
                };
            req.walk.push_back({ after, pay == "influence" });
        }
    }
    if (p.isSet("influence-policy")) {
        const QString policy = p.value("influence-policy");
        if (policy == "toward-aim")
            req.influencePolicy = InfluencePolicy::TowardAim;
        else if (policy != "none")
            throw BadInput { "--influence-policy must be none or toward-aim, not '" + policy
                + "'" };
    }
    readRange(p, req.range, req.distance);
    if (p.isSet("shot")) {
        auto shot = shotTypeFromString(p.value("shot").toStdString());
        if (!shot)
            throw BadInput { "--shot must be aimed, wild or snap, not '" + p.value("shot") + "'" };
        req.shot = *shot;
    }
    if (p.isSet("position")) {
        auto position = targetPositionFromString(p.value("position").toStdString());
        if (!position)
            throw BadInput { "--position must be standing, diving, prone, kneeling or down, not '"
                + p.value("position") + "'" };
        req.position = *position;
    }
    if (p.isSet("initiative")) {
        const QStringList parts = p.value("initiative").split(',');
        bool ok1 = false, ok2 = false;
        if (parts.size() == 2) {
            req.shooterInitiative = parts[0].trimmed().toInt(&ok1);
            req.targetInitiative = parts[1].trimmed().toInt(&ok2);
        }
        if (!ok1 || !ok2)
            throw BadInput { "--initiative must be two totals SHOOTER,TARGET, not '"
                + p.value("initiative") + "'" };
    }
    req.aims = p.isSet("aims") ? intValue(p, "aims", 0, 99) : 0;
    req.stance = p.isSet("stance");
    req.rest = p.isSet("rest");
    req.silencer = p.isSet("silencer");
    req.quickDraw = p.isSet("quick-draw");
    req.twoWeapons = p.isSet("two-weapons");
    if (p.isSet("other-weapon")) {
        if (!req.twoWeapons)
            throw BadInput { "--other-weapon belongs to --two-weapons" };
        req.otherWeapon = p.value("other-weapon").toStdString();
        if (!rs.weapon(req.otherWeapon))
            throw BadInput { "--other-weapon: unknown weapon '" + p.value("other-weapon") + "'" };
    }
    req.offHand = p.isSet("off-hand");
    req.underFire = p.isSet("under-fire");
    req.recoilBaffling = p.isSet("recoil-baffling") ? intValue(p, "recoil-baffling", 0, 20) : 0;
    req.modifier = p.isSet("modifier") ? intValue(p, "modifier", -99, 99) : 0;
    if (p.isSet("ammo"))
        req.ammo = p.value("ammo").toStdString();
    if (p.isSet("scope")) {
        req.scope = p.value("scope").toStdString();
        if (!rs.findScope(req.scope)) {
            QStringList ids;
            for (const Scope& scope : rs.scopes)
                ids << qs(scope.id);
            throw BadInput { "unknown scope '" + p.value("scope") + "' (the ruleset has: "
                + (ids.isEmpty() ? QString("none") : ids.join(", ")) + ")" };
        }
    }
    if (p.isSet("scope-setting")) {
        if (!p.isSet("scope"))
            throw BadInput { "--scope-setting belongs to --scope" };
        auto band = rangeBandFromString(p.value("scope-setting").toStdString());
        if (!band)
            throw BadInput { "--scope-setting must be optimum, medium, long or extreme, not '"
                + p.value("scope-setting") + "'" };
        req.scopeSetting = *band;
    }
    if (p.isSet("bullets-this-round"))
        req.bulletsThisRound = intValue(p, "bullets-this-round", 0, 999);
    if (p.isSet("enemies-shooting")) {
        if (!p.isSet("under-fire"))
            throw BadInput { "--enemies-shooting belongs to --under-fire" };
        req.enemiesShooting = intValue(p, "enemies-shooting", 1, 99);
    }

    const CharacterSheet shooterSheet = p.isSet("shooter")
        ? sheetFromFile(rs, p.value("shooter"))
        : defaultSheet(rs, rs.defaultShooter, "shooter");
    req.shooter = ShooterProfile::fromSheet(rs, shooterSheet, *weapon);
    if (p.isSet("skill"))
        req.shooter.skill = intValue(p, "skill", 0, 30);
    if (p.isSet("str"))
        req.shooter.str = intValue(p, "str", 0, 99);
    if (p.isSet("dex"))
        req.shooter.dex = intValue(p, "dex", 0, 99);
    if (p.isSet("cool"))
        req.shooter.cool = intValue(p, "cool", 0, 99);
    if (p.isSet("marksman"))
        req.shooter.marksman = intValue(p, "marksman", 0, 30);
    if (p.isSet("auto-support"))
        req.shooter.autoSupport = intValue(p, "auto-support", 0, 30);
    if (p.isSet("wounds"))
        req.shooter.wounds = intValue(p, "wounds", 0, 99);
    if (p.isSet("str"))
        req.shooter.strBonus = rs.derivedValue(
            { req.shooter.str, req.shooter.dex, 0, 0, 0, 0 }, "str_bonus", req.shooter.str / 3);
    for (const QString& a : p.values("advantage")) {
        if (!rs.advantages.count(a.toStdString()))
            throw BadInput { "unknown advantage '" + a + "'" };
        req.shooter.advantages.insert(a.toStdString());
    }
    return req;
}

CharacterState targetFrom(const QCommandLineParser& p, const Ruleset& rs)
{
    const CharacterSheet targetSheet = p.isSet("target-sheet")
        ? sheetFromFile(rs, p.value("target-sheet"))
        : defaultSheet(rs, rs.defaultTarget, "target");
    return CharacterState::fromSheet(rs, targetSheet);
}

std::vector<CharacterState> othersFrom(const QCommandLineParser& p, const Ruleset& rs)
{
    std::vector<CharacterState> others;
    for (const QString& file : p.values("other-target"))
        others.push_back(CharacterState::fromSheet(rs, sheetFromFile(rs, file)));
    return others;
}

void addDefenceOptions(QCommandLineParser& p)
{
    p.addOptions({
        { "harder",
            "Melee: a harder attack declared, −N on the attack and +N on the "
            "defender's parry or dodge target.",
            "N" },
        { "defence", "Melee: the target's defence: none, parry, dodge or quick-dodge.", "KIND" },
        { "parry-weapon",
            "The weapon the target parries with (default: its first melee weapon, else bare "
            "hands).",
            "ID" },
        { "parry-face", "The parrier turns the deviation face by -1, 0 or +1.", "N" },
        { "defender-skill", "The target's parry or Dodge rank (overrides its sheet).", "N" },
        { "dodge-value",
            "A dodge the target already made this round or phase: its success value, 0 to 12 "
            "(nothing is rolled).",
            "N" },
        { "dance", "Ranged: the target's Dance or Ballet of Death success value this phase.", "N" },
    });
}

// The defence against the attack (§8), made by the target as it stands.
void setDefence(const QCommandLineParser& p, const Ruleset& rs, const CharacterState& target,
    AttackRequest& req)
{
    if (p.isSet("harder"))
        req.harder = intValue(p, "harder", 0, 30);
    if (p.isSet("dance"))
        req.dance = intValue(p, "dance", 0, 12);
    DefenceRequest& d = req.defence;
    if (p.isSet("defence")) {
        const auto kind = defenceKindFromString(p.value("defence").toStdString());
        if (!kind)
            throw BadInput { "--defence must be none, parry, dodge or quick-dodge, not '"
                + p.value("defence") + "'" };
        d.kind = *kind;
    }
    const bool dodging = d.kind == DefenceKind::Dodge || d.kind == DefenceKind::QuickDodge;
    if (p.isSet("parry-weapon")) {
        if (d.kind != DefenceKind::Parry)
            throw BadInput { "--parry-weapon belongs to --defence parry" };
        d.parryWeapon = p.value("parry-weapon").toStdString();
        if (!rs.weapon(d.parryWeapon))
            throw BadInput { "unknown weapon '" + p.value("parry-weapon") + "'" };
    }
    if (p.isSet("parry-face")) {
        if (d.kind != DefenceKind::Parry)
            throw BadInput { "--parry-face belongs to --defence parry" };
        d.faceShift = intValue(p, "parry-face", -1, 1);
    }
    if (p.isSet("dodge-value")) {
        if (!dodging)
            throw BadInput { "--dodge-value belongs to --defence dodge or quick-dodge" };
        d.dodgeValue = intValue(p, "dodge-value", 0, 12);
    }
    if (p.isSet("defender-skill") && d.kind == DefenceKind::None)
        throw BadInput { "--defender-skill needs a --defence" };
    if (d.kind == DefenceKind::None)
        return;
    const Weapon* parryWith = d.kind == DefenceKind::Parry
        ? parryWeaponOf(
            rs, target.sheet ? target.sheet->weapons : std::vector<std::string> {}, d.parryWeapon)
        : nullptr;
    d.defender = DefenderProfile::fromState(rs, target, parryWith);
    if (p.isSet("defender-skill")) {
        const int skill = intValue(p, "defender-skill", 0, 30);
        (dodging ? d.defender.dodgeSkill : d.defender.parrySkill) = skill;
    }
}

} // namespace hitspread::cli
