// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System d6pool's own flags of `resolve` and `throw` and its own fields of their JSON, on top of
// the ground map's shared ones (groundcommands.cpp): what its scripts had before it played on
// the ground map, with the same names and values. The flags become d6pool::ScriptOptions, so the
// engine plays the action as d6pool's own commands did.
#include "cliparse.h"
#include "d6pool.h"
#include "d6poolengine.h"
#include "d6poolreader.h"
#include "systemflags.h"

#include <QFileInfo>
#include <QJsonArray>

#include <type_traits>

namespace hitspread::cli {

// The d6-pool names hide the 3d System's of the same name.
using d6pool::AppliedModifier;
using d6pool::AttackOutcome;
using d6pool::AttackTrace;
using d6pool::DamageTrace;
using d6pool::Defender;
using d6pool::FigureTrace;
using d6pool::PoolRoll;
using d6pool::Rules;
using d6pool::ScriptOptions;
using d6pool::Status;
using d6pool::ThrowOutcome;
using d6pool::toString;
using d6pool::Trace;

namespace {
    const Rules& rulesOf(const ground::Engine& engine)
    {
        const Rules* rules = d6pool::rulesOf(engine);
        if (!rules)
            throw BadInput { "system d6pool's options given to system " + qs(engine.system()) };
        return *rules;
    }

    std::vector<int> numberList(const QCommandLineParser& p, const char* option, int max)
    {
        std::vector<int> list;
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

    template <typename T> QJsonValue orNull(const std::optional<T>& v)
    {
        if (!v)
            return QJsonValue(QJsonValue::Null);
        if constexpr (std::is_enum_v<T>)
            return QJsonValue(toString(*v));
        else
            return QJsonValue(*v);
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
            { "band", orNull(t.band) } };
        return { { "roll", roll },
            { "defence",
                QJsonObject { { "dice", t.defenceDice }, { "faces", facesJson(t.defence) },
                    { "total", t.defence.total } } },
            { "damage", damageJson(t.damage) } };
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

    QJsonObject defenderJson(const Defender& d)
    {
        return { { "name", qs(d.name) }, { "health", d.health }, { "max_health", d.maxHealth },
            { "status", toString(statusAfter(d)) }, { "stunned", d.stunned },
            { "dodge_dice_left", d.dodgeDice } };
    }

    // `base` with `own`'s fields, `own`'s winning on a name both have.
    QJsonObject merged(QJsonObject base, const QJsonObject& own)
    {
        for (auto it = own.begin(); it != own.end(); ++it)
            base.insert(it.key(), it.value());
        return base;
    }

    void addAttackJson(
        QJsonObject& json, const Rules& rules, const AttackOutcome& out, const std::string& shooter)
    {
        QJsonArray shots;
        for (const AttackTrace& t : out.attacks)
            shots.append(attackJson(t));
        if (const std::optional<d6pool::CheckOutcome>& draw = out.fastDraw)
            json.insert("fast_draw",
                QJsonObject { { "dice", draw->diceCount }, { "faces", facesJson(draw->roll) },
                    { "total", draw->roll.total }, { "target", draw->difficulty },
                    { "success", draw->success } });
        json = merged(json,
            { { "weapon", qs(out.weapon) }, { "weapon_name", qs(rules.weapon(out.weapon)->name) },
                { "mode", toString(out.mode) }, { "range", orNull(out.rangeBand) },
                { "distance", orNull(out.distance) }, { "shooter", qs(shooter) },
                { "dice", jsonArray(out.dice) }, { "shots", shots },
                { "target_after",
                    merged(json.value("target_after").toObject(),
                        defenderJson(out.defenderAfter)) } });
    }

    void addThrowJson(
        QJsonObject& json, const Rules& rules, const ThrowOutcome& out, const std::string& thrower)
    {
        // The engine's figures are the trace's, in its order.
        const QJsonArray shared = json.value("characters").toArray();
        QJsonArray characters;
        for (std::size_t i = 0; i < out.figures.size(); ++i) {
            const FigureTrace& f = out.figures[i];
            QJsonObject c { { "name", qs(f.name) }, { "distance", f.distance },
                { "damage_range", orNull(f.damageBand) },
                { "damage_level",
                    f.damageBand ? QJsonValue(f.damageLevel) : QJsonValue(QJsonValue::Null) },
                { "affected", f.attack.has_value() }, { "after", defenderJson(f.after) } };
            if (f.attack)
                c = merged(c, attackJson(*f.attack));
            characters.append(merged(shared.at(static_cast<qsizetype>(i)).toObject(), c));
        }
        const OffsetCoord landing = toOffset(out.landing);
        json = merged(json,
            { { "grenade", qs(out.grenade) },
                { "grenade_name", qs(rules.grenade(out.grenade)->name) },
                { "range", orNull(out.rangeBand) }, { "distance", orNull(out.distance) },
                { "thrower", qs(thrower) }, { "dice", jsonArray(out.dice) },
                { "roll", attackJson(out.throwRoll).value("roll") },
                { "direction", orNull(out.direction) }, { "scatter", facesJson(out.scatter) },
                { "deviation", out.drift }, { "drift", out.drift },
                { "landing",
                    QJsonObject { { "right", landing.col }, { "forward", -landing.row },
                        { "q", out.landing.q }, { "r", out.landing.r } } },
                { "characters", characters } });
    }

    class D6PoolFlags final : public SystemFlags {
    public:
        void addOptions(QCommandLineParser& p, bool isThrow) const override
        {
            p.addOptions({
                { "range", "Range band: short, medium, long or extreme (instead of --distance).",
                    "BAND" },
                { "skill", "The attacker's skill (overrides the sheet's).", "N" },
                { "dodge-dice",
                    "Dodge or parry dice spent on each attack (on each figure for throw), e.g. "
                    "2,1.",
                    "LIST" },
            });
            if (isThrow)
                return;
            p.addOptions({
                { "shots", "Semi or full auto: attacks this action (default 1).", "N" },
                { "scope", "Scope level: lowers the range band (needs --situation aiming).", "N" },
                { "str", "The attacker's STR (for str+N weapons).", "N" },
            });
        }

        // A character file given for a character (an existing file comes before a ruleset
        // character of that name) joins the ruleset's characters under the text naming it.
        std::shared_ptr<const ground::Engine> engine(const QCommandLineParser& p, bool isThrow,
            std::shared_ptr<const ground::Engine> ruleset) const override
        {
            QStringList names = p.values("shooter");
            if (isThrow) {
                for (const QString& figure : p.values("figure"))
                    names << figure.left(figure.lastIndexOf('@'));
            } else {
                names << p.values("target-sheet");
            }
            std::shared_ptr<Rules> rules;
            for (const QString& name : names) {
                if (name.isEmpty() || !QFileInfo::exists(name))
                    continue;
                if (!rules)
                    rules = std::make_shared<Rules>(rulesOf(*ruleset));
                d6pool::CharacterLoad load = d6pool::loadCharacter(*rules, name.toStdString());
                if (!load.character) {
                    QStringList lines;
                    for (const auto& e : load.errors)
                        lines << qs(e.text());
                    throw BadInput { lines.join('\n') };
                }
                rules->characters[name.toStdString()] = *load.character;
            }
            return rules ? d6pool::makeEngine(rules) : ruleset;
        }

        // Every modifier of the ruleset, those the ground map applies by itself too.
        std::vector<ground::Choice> situations(const ground::Engine& engine) const override
        {
            std::vector<ground::Choice> list;
            for (const d6pool::Modifier& m : rulesOf(engine).modifiers)
                list.push_back({ m.id, m.name, {} });
            return list;
        }

        void read(const QCommandLineParser& p, const ground::Engine& engine, ground::Scene& scene,
            ground::Action& action) const override
        {
            auto script = std::make_shared<ScriptOptions>();
            if (!action.isThrow && p.isSet("mode")
                && !d6pool::fireModeFromString(p.value("mode").toStdString()))
                throw BadInput { "--mode must be single, semi or full, not '" + p.value("mode")
                    + "'" };
            if (p.isSet("range") && p.isSet("distance"))
                throw BadInput { "give --range or --distance, not both" };
            if (p.isSet("range")) {
                script->range = d6pool::bandFromString(p.value("range").toStdString());
                if (!script->range)
                    throw BadInput { "--range must be short, medium, long or extreme, not '"
                        + p.value("range") + "'" };
            }
            if (p.isSet("distance"))
                script->distance = p.value("distance").toDouble(); // checked by the shared path
            if (p.isSet("skill"))
                script->skill = intValue(p, "skill", 0, 30);
            if (p.isSet("dodge-dice"))
                script->defenceDice = numberList(p, "dodge-dice", 20);
            if (action.isThrow) {
                readThrow(p, engine, scene, *script);
            } else {
                if (p.isSet("str"))
                    script->str = intValue(p, "str", 0, 30);
                if (p.isSet("shots"))
                    action.options["attacks"] = intValue(p, "shots", 1, 10);
                if (p.isSet("scope"))
                    action.options["scope"] = intValue(p, "scope", 0, 3);
            }
            // Each figure is named by its character, as before: names may repeat.
            for (ground::Figure& f : scene.figures)
                f.name = engine.figure(f.character).name;
            action.extra = std::move(script);
        }

        void addJson(QJsonObject& json, const ground::Engine& engine,
            const ground::Outcome& out) const override
        {
            const auto* trace = dynamic_cast<const Trace*>(out.detail.get());
            if (!trace)
                return;
            const std::string& actor
                = out.after.figures[static_cast<std::size_t>(out.after.shooter)].name;
            if (trace->attack)
                addAttackJson(json, rulesOf(engine), *trace->attack, actor);
            if (trace->throwOutcome)
                addThrowJson(json, rulesOf(engine), *trace->throwOutcome, actor);
        }

    private:
        static void readThrow(const QCommandLineParser& p, const ground::Engine& engine,
            ground::Scene& scene, ScriptOptions& script)
        {
            // Without --shooter the ruleset's default target throws (the seed's worked example
            // has Hening throw), where the shared path put the thrower.
            ground::Figure& thrower = scene.figures[static_cast<std::size_t>(scene.shooter)];
            if (!p.isSet("shooter")) {
                if (engine.defaultTarget().empty())
                    throw BadInput { "the ruleset names no default thrower; give --shooter" };
                const Hex at = thrower.position;
                thrower = engine.figure(engine.defaultTarget());
                thrower.position = at;
            }
            // FILE@METRES stands that far from where the grenade lands. The shared path lays
            // out the thrower first, then each --figure in turn.
            const QStringList figures = p.values("figure");
            for (qsizetype i = 0; i < figures.size(); ++i) {
                const QString where = figures[i].mid(figures[i].lastIndexOf('@') + 1);
                if (!where.contains(','))
                    script.fromLanding[static_cast<int>(i) + 1] = where.trimmed().toInt();
            }
        }
    };
}

const SystemFlags& d6PoolFlags()
{
    static const D6PoolFlags flags;
    return flags;
}

} // namespace hitspread::cli
