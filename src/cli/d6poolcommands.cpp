// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `resolve` and `throw` for rulesets of system d6pool. The options the 3d System shares keep
// their meaning (--modifier is in dice here); the JSON has the 3d System's top-level shape.
#include "d6poolcommands.h"

#include "attack.h"
#include "cliparse.h"
#include "commands.h"
#include "d6pool.h"
#include "d6poolengine.h"
#include "d6poolreader.h"
#include "rulesetreader.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace hitspread::cli {

// The d6-pool names hide the 3d System's of the same name.
using d6pool::AppliedModifier;
using d6pool::AttackOutcome;
using d6pool::AttackRequest;
using d6pool::AttackTrace;
using d6pool::Band;
using d6pool::bandFromString;
using d6pool::Character;
using d6pool::CharacterLoad;
using d6pool::DamageTrace;
using d6pool::Defender;
using d6pool::describe;
using d6pool::FigureTrace;
using d6pool::FireMode;
using d6pool::fireModeFromString;
using d6pool::Grenade;
using d6pool::GroundFigure;
using d6pool::loadCharacter;
using d6pool::PoolRoll;
using d6pool::resolveAttack;
using d6pool::resolveThrow;
using d6pool::Rules;
using d6pool::Status;
using d6pool::ThrowOutcome;
using d6pool::ThrowRequest;
using d6pool::toString;
using d6pool::Weapon;

namespace {
    const Rules& rulesOf(const Ruleset& rs)
    {
        const Rules* rules = rs.ground ? d6pool::rulesOf(*rs.ground) : nullptr;
        if (!rules)
            throw BadInput { "ruleset '" + qs(rs.id) + "' is not of system d6pool" };
        return *rules;
    }

    // A character file, or the key of one of the ruleset's characters.
    Character characterFrom(const Rules& rules, const QString& text)
    {
        if (!QFileInfo::exists(text)) {
            auto it = rules.characters.find(text.toStdString());
            if (it == rules.characters.end())
                throw BadInput { "no character file or ruleset character '" + text + "'" };
            return it->second;
        }
        CharacterLoad load = loadCharacter(rules, text.toStdString());
        if (!load.character) {
            QStringList lines;
            for (const auto& e : load.errors)
                lines << qs(e.text());
            throw BadInput { lines.join('\n') };
        }
        return *load.character;
    }

    Character characterOption(const QCommandLineParser& p, const Rules& rules, const char* option,
        const std::string& fallback, const char* what)
    {
        if (p.isSet(option))
            return characterFrom(rules, p.value(option));
        auto it = rules.characters.find(fallback);
        if (it == rules.characters.end())
            throw BadInput {
                QString("the ruleset names no default %1; give --%2").arg(what, option)
            };
        return it->second;
    }

    std::optional<Band> bandOption(const QCommandLineParser& p)
    {
        if (p.isSet("range") && p.isSet("distance"))
            throw BadInput { "give --range or --distance, not both" };
        if (!p.isSet("range"))
            return std::nullopt;
        auto band = bandFromString(p.value("range").toStdString());
        if (!band)
            throw BadInput { "--range must be short, medium, long or extreme, not '"
                + p.value("range") + "'" };
        return band;
    }

    std::optional<double> distanceOption(const QCommandLineParser& p)
    {
        if (!p.isSet("distance"))
            return std::nullopt;
        bool ok = false;
        const double d = p.value("distance").toDouble(&ok);
        if (!ok || !std::isfinite(d) || d < 0 || d > 1e6)
            throw BadInput { "--distance must be a distance in metres, not '" + p.value("distance")
                + "'" };
        return d;
    }

    std::vector<int> numberList(const QCommandLineParser& p, const char* option, int max)
    {
        std::vector<int> list;
        if (!p.isSet(option))
            return list;
        for (const QString& item : p.value(option).split(',')) {
            bool ok = false;
            const int n = item.trimmed().toInt(&ok);
            if (!ok || n < 0 || n > max)
                throw BadInput { QString("--%1 takes whole numbers from 0 to %2, not '%3'")
                                     .arg(option)
                                     .arg(max)
                                     .arg(item) };
            list.push_back(n);
        }
        return list;
    }

    std::vector<std::string> situations(const QCommandLineParser& p, const Rules& rules)
    {
        std::vector<std::string> ids;
        for (const QString& id : p.values("situation")) {
            if (!rules.modifier(id.toStdString()))
                throw BadInput { "unknown situation '" + id + "'" };
            ids.push_back(id.toStdString());
        }
        return ids;
    }

    QJsonArray facesJson(const PoolRoll& roll)
    {
        return jsonArray(roll.faces);
    }

    QJsonValue damageJson(const std::optional<DamageTrace>& d)
    {
        if (!d)
            return QJsonValue(QJsonValue::Null);
        return QJsonObject { { "level", d->level }, { "faces", facesJson(d->damage) },
            { "total", d->damage.total }, { "pain_resistance", d->painResistance },
            { "armour_level", d->armourLevel }, { "resistance_modifier", d->resistanceModifier },
            { "resistance_faces", facesJson(d->resistance) }, { "resistance", d->resistance.total },
            { "stunned", d->stunned }, { "wounds", d->wounds },
            { "health_before", d->healthBefore }, { "health_after", d->healthAfter },
            { "status", toString(d->status) } };
    }

    QJsonObject attackJson(const AttackTrace& t)
    {
        QJsonArray modifiers;
        for (const AppliedModifier& m : t.modifiers)
            modifiers.append(
                QJsonObject { { "id", qs(m.id) }, { "name", qs(m.name) }, { "dice", m.dice } });
        const QJsonObject roll { { "skill", t.skill }, { "modifiers", modifiers },
            { "dice", t.diceCount }, { "faces", facesJson(t.attack) }, { "total", t.attack.total },
            { "base_target", t.baseDifficulty }, { "target", t.difficulty }, { "hit", t.hit },
            { "band", t.band ? QJsonValue(toString(*t.band)) : QJsonValue(QJsonValue::Null) } };
        return { { "roll", roll },
            { "defence",
                QJsonObject { { "dice", t.defenceDice }, { "faces", facesJson(t.defence) },
                    { "total", t.defence.total } } },
            { "damage", damageJson(t.damage) } };
    }

    QJsonObject defenderJson(const Defender& d, Status status)
    {
        return { { "name", qs(d.name) }, { "health", d.health }, { "max_health", d.maxHealth },
            { "status", toString(status) }, { "stunned", d.stunned },
            { "dodge_dice_left", d.dodgeDice } };
    }

    // The state a defender is left in after the last damage it took.
    Status statusAfter(const Defender& d)
    {
        if (d.health <= -d.maxHealth)
            return Status::Dead;
        if (d.health < 0)
            return Status::Unconscious;
        if (d.health < d.maxHealth)
            return Status::Wounded;
        return d.stunned ? Status::Stunned : Status::Ok;
    }

    void addCommonOptions(QCommandLineParser& p)
    {
        p.addHelpOption();
        addRulesetOption(p);
        p.addOptions({
            { "range", "Range band: short, medium, long or extreme.", "BAND" },
            { "distance", "Distance in metres (sets the range band).", "METRES" },
            { "skill", "The attacker's skill (overrides the sheet's).", "N" },
            { "modifier", "Any other modifier, in dice.", "N" },
            { "situation",
                "A modifier of the ruleset by id, e.g. running or laser_sight (repeatable).",
                "ID" },
            { "shooter", "The attacker's character file, or a ruleset character's name.", "FILE" },
            { "dodge-dice",
                "Dodge or parry dice spent on each attack (on each figure for throw), e.g. 2,1.",
                "LIST" },
            { "dice", "d6 faces consumed in order (see the README for the order).", "LIST" },
            { "seed", "Seed of Hitspread's dice.", "N" },
            { "json", "Print the outcome as JSON." },
        });
    }
}

int d6PoolResolveCommand(const QStringList& args)
{
    QCommandLineParser p;
    addCommonOptions(p);
    p.addOptions({
        { "weapon", "Weapon id.", "ID" },
        { "target", "Accepted for the 3d System's scripts; a d6-pool ruleset has no body hexes.",
            "HEX" },
        { "mode", "Fire mode: single, semi or full.", "MODE" },
        { "shots", "Semi or full auto: attacks this action (default 1).", "N" },
        { "scope", "Scope level: lowers the range band (needs --situation aiming).", "N" },
        { "str", "The attacker's STR (for str+N weapons).", "N" },
        { "target-sheet", "The defender's character file, or a ruleset character's name.", "FILE" },
    });
    parseOrThrow(p, args);
    const Ruleset rs = loadRulesetOrThrow(p);
    const Rules& rules = rulesOf(rs);
    if (!p.isSet("weapon"))
        throw BadInput { "resolve needs --weapon ID" };
    AttackRequest req;
    req.weapon = p.value("weapon").toStdString();
    const Weapon* weapon = rules.weapon(req.weapon);
    if (!weapon)
        throw BadInput { "unknown weapon '" + p.value("weapon") + "'" };
    if (p.isSet("mode")) {
        auto mode = fireModeFromString(p.value("mode").toStdString());
        if (!mode)
            throw BadInput { "--mode must be single, semi or full, not '" + p.value("mode") + "'" };
        req.mode = *mode;
    }
    req.range = bandOption(p);
    req.distance = distanceOption(p);
    req.scope = p.isSet("scope") ? intValue(p, "scope", 0, 3) : 0;
    req.modifiers = situations(p, rules);
    req.modifierDice = p.isSet("modifier") ? intValue(p, "modifier", -30, 30) : 0;
    req.attacks = p.isSet("shots") ? intValue(p, "shots", 1, 10) : 1;
    req.defenceDice = numberList(p, "dodge-dice", 20);
    const Character shooter = characterOption(p, rules, "shooter", rules.defaultShooter, "shooter");
    const Character target
        = characterOption(p, rules, "target-sheet", rules.defaultTarget, "target");
    req.attacker = { shooter.name, shooter.skill(weapon->skill), shooter.str };
    if (p.isSet("skill"))
        req.attacker.skill = intValue(p, "skill", 0, 30);
    if (p.isSet("str"))
        req.attacker.str = intValue(p, "str", 0, 30);
    req.defender = Defender::fromCharacter(rules, target);

    DiceChoice choice = diceFrom(p);
    const AttackOutcome out
        = resolveWith(choice, [&](DiceSource& dice) { return resolveAttack(rules, req, dice); });
    QJsonArray shots;
    for (const AttackTrace& t : out.attacks)
        shots.append(attackJson(t));
    const QJsonObject json { { "ruleset", qs(rs.id) }, { "system", "d6pool" },
        { "weapon", qs(out.weapon) }, { "weapon_name", qs(weapon->name) },
        { "mode", toString(out.mode) },
        { "range",
            out.rangeBand ? QJsonValue(toString(*out.rangeBand)) : QJsonValue(QJsonValue::Null) },
        { "distance", out.distance ? QJsonValue(*out.distance) : QJsonValue(QJsonValue::Null) },
        { "shooter", qs(req.attacker.name) }, { "dice", jsonArray(out.dice) }, { "shots", shots },
        { "target_after", defenderJson(out.defenderAfter, statusAfter(out.defenderAfter)) } };
    finish(p, choice, json, describe(rules, out));
    return ExitOk;
}

int d6PoolThrowCommand(const QStringList& args)
{
    QCommandLineParser p;
    addCommonOptions(p);
    p.addOptions({
        { "grenade", "Grenade id.", "ID" },
        { "figure",
            "Someone near the intended point: FILE@METRES (metres from where the grenade lands) or "
            "FILE@X,Y "
            "(X metres right, Y forward of the intended point on the ground map); FILE may be a "
            "ruleset "
            "character's name (repeatable).",
            "FILE@WHERE" },
    });
    parseOrThrow(p, args);
    const Ruleset rs = loadRulesetOrThrow(p);
    const Rules& rules = rulesOf(rs);
    if (!p.isSet("grenade"))
        throw BadInput { "throw needs --grenade ID" };
    ThrowRequest req;
    req.grenade = p.value("grenade").toStdString();
    const Grenade* grenade = rules.grenade(req.grenade);
    if (!grenade)
        throw BadInput { "unknown grenade '" + p.value("grenade") + "'" };
    req.range = bandOption(p);
    req.distance = distanceOption(p);
    req.modifiers = situations(p, rules);
    req.modifierDice = p.isSet("modifier") ? intValue(p, "modifier", -30, 30) : 0;
    const Character thrower = characterOption(p, rules, "shooter", rules.defaultTarget, "thrower");
    req.thrower = { thrower.name, thrower.skill(grenade->skill), thrower.str };
    if (p.isSet("skill"))
        req.thrower.skill = intValue(p, "skill", 0, 30);
    const std::vector<int> dodge = numberList(p, "dodge-dice", 20);
    for (const QString& text : p.values("figure")) {
        const qsizetype at = text.lastIndexOf('@');
        if (at <= 0)
            throw BadInput { "--figure takes FILE@METRES or FILE@X,Y, not '" + text + "'" };
        GroundFigure f;
        f.defender = Defender::fromCharacter(rules, characterFrom(rules, text.left(at)));
        const QStringList where = text.mid(at + 1).split(',');
        bool ok = where.size() <= 2;
        std::vector<int> numbers;
        for (const QString& w : where) {
            bool isNumber = false;
            numbers.push_back(w.trimmed().toInt(&isNumber));
            ok = ok && isNumber && std::abs(numbers.back()) <= 10000;
        }
        if (!ok || (where.size() == 1 && numbers[0] < 0))
            throw BadInput { "--figure takes FILE@METRES or FILE@X,Y in whole metres, not '" + text
                + "'" };
        if (where.size() == 1)
            f.distance = numbers[0];
        else
            f.position = fromOffset({ numbers[0], -numbers[1] }); // forward is up the map
        const std::size_t i = req.figures.size();
        f.dodgeDice = i < dodge.size() ? dodge[i] : 0;
        req.figures.push_back(std::move(f));
    }

    DiceChoice choice = diceFrom(p);
    const ThrowOutcome out
        = resolveWith(choice, [&](DiceSource& dice) { return resolveThrow(rules, req, dice); });
    QJsonArray characters;
    for (const FigureTrace& f : out.figures) {
        QJsonObject c { { "name", qs(f.name) }, { "distance", f.distance },
            { "damage_range",
                f.damageBand ? QJsonValue(toString(*f.damageBand)) : QJsonValue(QJsonValue::Null) },
            { "damage_level",
                f.damageBand ? QJsonValue(f.damageLevel) : QJsonValue(QJsonValue::Null) },
            { "affected", f.attack.has_value() },
            { "after", defenderJson(f.after, statusAfter(f.after)) } };
        if (f.attack) {
            const QJsonObject a = attackJson(*f.attack);
            for (auto it = a.begin(); it != a.end(); ++it)
                c.insert(it.key(), it.value());
        }
        characters.append(c);
    }
    const OffsetCoord landing = toOffset(out.landing);
    const QJsonObject json { { "ruleset", qs(rs.id) }, { "system", "d6pool" },
        { "grenade", qs(out.grenade) }, { "grenade_name", qs(grenade->name) },
        { "range",
            out.rangeBand ? QJsonValue(toString(*out.rangeBand)) : QJsonValue(QJsonValue::Null) },
        { "distance", out.distance ? QJsonValue(*out.distance) : QJsonValue(QJsonValue::Null) },
        { "thrower", qs(req.thrower.name) }, { "dice", jsonArray(out.dice) },
        { "roll", attackJson(out.throwRoll).value("roll") },
        { "direction", out.direction ? QJsonValue(*out.direction) : QJsonValue(QJsonValue::Null) },
        { "scatter", facesJson(out.scatter) }, { "deviation", out.drift }, { "drift", out.drift },
        { "landing",
            QJsonObject { { "right", landing.col }, { "forward", -landing.row },
                { "q", out.landing.q }, { "r", out.landing.r } } },
        { "characters", characters } };
    finish(p, choice, json, describe(rules, out));
    return ExitOk;
}

} // namespace hitspread::cli
