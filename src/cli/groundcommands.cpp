// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `resolve`, `throw` and `odds` for the systems of the ground map, through ground::Engine.
// The scene is laid out as the ground map does it: the intended point (or the target) at
// hex (0, 0), forward up the map, the shooter or thrower straight below at --distance.
// A system's own flags of resolve and throw, and its own JSON fields, come from its
// SystemFlags (systemflags.h).
#include "groundcommands.h"

#include "cliparse.h"
#include "commands.h"
#include "ground.h"
#include "refused.h"
#include "rulesetreader.h"
#include "systemflags.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>
#include <map>
#include <memory>

namespace hitspread::cli {

namespace {
    using ground::Action;
    using ground::Engine;
    using ground::Figure;
    using ground::Scene;

    std::shared_ptr<const Engine> engineOf(const Ruleset& rs)
    {
        if (!rs.ground)
            throw BadInput { "ruleset '" + qs(rs.id) + "' is not played on the ground map" };
        return rs.ground;
    }

    void addOptions(QCommandLineParser& p)
    {
        p.addHelpOption();
        addRulesetOption(p);
        p.addOptions({
            { "distance", "Metres from the shooter to the target or the intended point.",
                "METRES" },
            { "mode", "Fire mode, as the weapon lists them.", "MODE" },
            { "modifier", "Any other modifier, in the system's unit (dice or points).", "N" },
            { "situation", "A situation of the ruleset by id (repeatable).", "ID" },
            { "option", "A number the system asks for, e.g. dodge=2 (repeatable).", "ID=N" },
            { "shooter", "The attacker's character file, or a ruleset character's name.", "FILE" },
            { "dice", "Dice faces consumed in order (see the README for each system's order).",
                "LIST" },
            { "seed", "Seed of Hitspread's dice.", "N" },
            { "json", "Print the outcome as JSON." },
        });
    }

    int distanceOption(const QCommandLineParser& p, int fallback)
    {
        if (!p.isSet("distance"))
            return fallback;
        bool ok = false;
        const double d = p.value("distance").toDouble(&ok);
        if (!ok || !std::isfinite(d) || d < 0 || d > 10000)
            throw BadInput { "--distance must be a distance in metres, not '" + p.value("distance")
                + "'" };
        return static_cast<int>(std::lround(d));
    }

    // A character file, or the key of one of the ruleset's characters, as a figure.
    Figure figureFrom(const Ruleset& rs, const Engine& engine, const QString& text)
    {
        const std::string key = text.toStdString();
        for (const ground::Choice& c : engine.characters())
            if (c.id == key)
                return engine.figure(key);
        // A file of the ruleset's characters folder given by path.
        for (const ground::Choice& c : engine.characters())
            if (text.endsWith("/" + qs(c.id) + ".yaml") || text == qs(c.id) + ".yaml")
                return engine.figure(c.id);
        throw BadInput { "no character '" + text + "' in ruleset '" + qs(rs.id)
            + "' (its characters: " +
            [&] {
                QStringList keys;
                for (const ground::Choice& c : engine.characters())
                    keys << qs(c.id);
                return keys.join(", ");
            }()
            + ")" };
    }

    Figure characterOption(const QCommandLineParser& p, const Ruleset& rs, const Engine& engine,
        const char* option, const std::string& fallback, const char* what)
    {
        if (p.isSet(option))
            return figureFrom(rs, engine, p.value(option));
        if (fallback.empty())
            throw BadInput {
                QString("the ruleset names no default %1; give --%2").arg(what, option)
            };
        return engine.figure(fallback);
    }

    // The action of the options; --situation may name one of `situations`.
    Action actionFrom(const QCommandLineParser& p, const Engine& engine,
        const std::vector<ground::Choice>& situations, bool isThrow,
        const std::string& fallbackWeapon = {})
    {
        Action a;
        a.isThrow = isThrow;
        const char* weaponOption = isThrow ? "grenade" : "weapon";
        a.weapon = p.isSet(weaponOption) || fallbackWeapon.empty()
            ? p.value(weaponOption).toStdString()
            : fallbackWeapon;
        if (!isThrow && p.optionNames().contains("procedure")) {
            // One of the system's procedures (ground.h): no weapon, only its options.
            a.procedure = p.value("procedure").toStdString();
            QStringList ids;
            for (const ground::Choice& c : engine.procedures())
                ids << qs(c.id);
            if (!ids.contains(qs(a.procedure)))
                throw BadInput { "unknown procedure '" + qs(a.procedure) + "' ("
                    + (ids.isEmpty() ? QString("the rules have none")
                                     : "the rules have: " + ids.join(", "))
                    + ")" };
            if (p.isSet("weapon") || p.isSet("mode") || p.isSet("situation"))
                throw BadInput { "--procedure takes no --weapon, --mode or --situation" };
            a.weapon.clear();
        }
        bool found = !a.procedure.empty();
        for (const ground::WeaponChoice& w : engine.weapons()) {
            if (w.id != a.weapon)
                continue;
            found = true;
            if (isThrow != (w.kind == ground::WeaponKind::Thrown))
                throw BadInput { "'" + qs(a.weapon)
                    + (isThrow ? "' is not thrown: use resolve --weapon"
                               : "' is thrown: use throw --grenade") };
        }
        if (!found)
            throw BadInput {
                QString("unknown %1 '%2'").arg(isThrow ? "grenade" : "weapon", qs(a.weapon))
            };
        a.mode = p.value("mode").toStdString();
        for (const QString& id : p.values("situation")) {
            bool known = false;
            for (const ground::Choice& c : situations)
                known = known || c.id == id.toStdString();
            if (!known)
                throw BadInput { "unknown situation '" + id + "'" };
            a.situations.push_back(id.toStdString());
        }
        a.modifier = p.isSet("modifier") ? intValue(p, "modifier", -99, 99) : 0;
        const std::vector<ground::OptionSpec> specs = engine.options(a);
        for (const QString& item : p.values("option")) {
            const qsizetype eq = item.indexOf('=');
            bool ok = false;
            const int value = eq > 0 ? item.mid(eq + 1).toInt(&ok) : 0;
            const std::string id = item.left(eq).toStdString();
            auto spec = std::find_if(specs.begin(), specs.end(),
                [&](const ground::OptionSpec& s) { return s.id == id; });
            if (eq <= 0 || !ok)
                throw BadInput { "--option takes ID=N, not '" + item + "'" };
            if (spec == specs.end()) {
                QStringList ids;
                for (const ground::OptionSpec& s : specs)
                    ids << qs(s.id);
                throw BadInput { "unknown option '" + qs(id)
                    + "' (this action takes: " + ids.join(", ") + ")" };
            }
            if (value < spec->min || value > spec->max)
                throw BadInput { QString("--option %1 must be from %2 to %3, not %4")
                                     .arg(qs(id))
                                     .arg(spec->min)
                                     .arg(spec->max)
                                     .arg(value) };
            a.options[id] = value;
        }
        return a;
    }

    // --shooter-state / --target-state KEY=N: values of the figure's state, each a key the
    // system keeps for it within its range (Engine::stateKeys).
    void setState(
        const QCommandLineParser& p, const char* option, const Engine& engine, Figure& figure)
    {
        const std::vector<ground::StateKey> keys = engine.stateKeys(figure);
        for (const QString& item : p.values(option)) {
            const qsizetype eq = item.indexOf('=');
            bool ok = false;
            const int value = eq > 0 ? item.mid(eq + 1).toInt(&ok) : 0;
            if (eq <= 0 || !ok)
                throw BadInput { QString("--%1 takes KEY=N, not '%2'").arg(option, item) };
            const std::string key = item.left(eq).toStdString();
            auto it = std::find_if(
                keys.begin(), keys.end(), [&](const ground::StateKey& k) { return k.key == key; });
            if (it == keys.end()) {
                QStringList names;
                for (const ground::StateKey& k : keys)
                    names << qs(k.key);
                throw BadInput { QString("--%1: the rules keep no '%2' for %3 (they keep: %4)")
                                     .arg(option, qs(key), qs(figure.name), names.join(", ")) };
            }
            if (value < it->min || value > it->max)
                throw BadInput { QString("--%1 %2 must be from %3 to %4, not %5")
                                     .arg(option, qs(key))
                                     .arg(it->min)
                                     .arg(it->max)
                                     .arg(value) };
            figure.state[key] = value;
        }
    }

    // The shooter straight below hex (0, 0) at `metres`.
    Hex below(int metres)
    {
        return { 0, metres };
    }

    QJsonValue optionalInt(const std::optional<int>& v)
    {
        return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
    }

    QJsonArray rollsJson(const std::vector<ground::Roll>& rolls)
    {
        QJsonArray list;
        for (const ground::Roll& r : rolls) {
            QJsonObject o { { "what", qs(r.what) }, { "faces", jsonArray(r.faces) },
                { "sides", r.sides }, { "total", r.total }, { "target", optionalInt(r.target) } };
            if (!r.rule.empty())
                o.insert("rule", qs(r.rule));
            o.insert("success", r.success ? QJsonValue(*r.success) : QJsonValue(QJsonValue::Null));
            list.append(o);
        }
        return list;
    }

    // The ground map's own coordinates: metres right and forward of the intended point.
    QJsonObject placeJson(Hex h, Hex origin)
    {
        const ground::Point p = ground::centre(h - origin);
        return { { "right", std::round(p.x * 1000) / 1000 },
            { "forward", std::round(-p.y * 1000) / 1000 }, { "q", h.q - origin.q },
            { "r", h.r - origin.r } };
    }

    QJsonObject stateJson(const Figure& f)
    {
        QJsonObject state;
        for (const auto& [key, value] : f.state)
            state.insert(qs(key), value);
        return state;
    }

    QJsonObject outcomeJson(const Ruleset& rs, const Engine& engine, const ground::Outcome& out)
    {
        QJsonArray characters;
        for (const ground::FigureResult& fr : out.figures) {
            const Figure& after = out.after.figures[static_cast<std::size_t>(fr.figure)];
            characters.append(
                QJsonObject { { "name", qs(after.name) }, { "character", qs(after.character) },
                    { "distance", fr.distance }, { "band", qs(fr.band) },
                    { "ring", optionalInt(fr.ring) }, { "affected", fr.affected },
                    { "rolls", rollsJson(fr.rolls) }, { "result", qs(fr.result.english()) },
                    { "status_after", qs(engine.status(after).english()) },
                    { "state_after", stateJson(after) } });
        }
        QJsonObject json { { "ruleset", qs(rs.id) }, { "system", qs(engine.system()) },
            { "weapon", qs(out.weapon) }, { "mode", qs(out.mode) }, { "range", qs(out.band) },
            { "distance", out.distance }, { "dice", jsonArray(out.dice) },
            { "rolls", rollsJson(out.rolls) }, { "hit", out.hit }, { "characters", characters } };
        if (!out.procedure.empty())
            json.insert("procedure", qs(out.procedure));
        if (out.isThrow) {
            json.insert("grenade", qs(out.weapon));
            json.insert("direction", optionalInt(out.direction));
            json.insert("direction_sides", out.directionSides);
            json.insert("deviation", out.drift);
            json.insert("drift", out.drift);
            json.insert("intended", placeJson(out.aim, out.aim));
            json.insert("landing", placeJson(out.landing, out.aim));
        } else if (!characters.isEmpty()) {
            json.insert("target_after", characters.first());
        }
        return json;
    }

    // Rolls the action and prints the outcome, with the system's own JSON fields.
    int play(const QCommandLineParser& p, const Ruleset& rs, const Engine& engine,
        const SystemFlags& flags, const Scene& scene, const Action& action)
    {
        DiceChoice choice = diceFrom(p, engine.maxFace());
        const ground::Outcome out = resolveWith(
            choice, [&](DiceSource& dice) { return engine.act(scene, action, dice); });
        QJsonObject json = outcomeJson(rs, engine, out);
        flags.addJson(json, engine, out);
        finish(p, choice, json, out.working);
        return ExitOk;
    }

    // Figures of --figure FILE@METRES (that far beyond the intended point) or FILE@X,Y
    // (metres right and forward of it, as hexes: X a column, Y a row of the map).
    void addFigures(
        const QCommandLineParser& p, const Ruleset& rs, const Engine& engine, Scene& scene)
    {
        for (const QString& text : p.values("figure")) {
            const qsizetype at = text.lastIndexOf('@');
            if (at <= 0)
                throw BadInput { "--figure takes FILE@METRES or FILE@X,Y, not '" + text + "'" };
            Figure f = figureFrom(rs, engine, text.left(at));
            const QStringList where = text.mid(at + 1).split(',');
            bool ok = where.size() <= 2;
            std::vector<int> numbers;
            for (const QString& w : where) {
                bool isNumber = false;
                numbers.push_back(w.trimmed().toInt(&isNumber));
                ok = ok && isNumber && std::abs(numbers.back()) <= 10000;
            }
            if (!ok || (where.size() == 1 && numbers[0] < 0))
                throw BadInput { "--figure takes FILE@METRES or FILE@X,Y in whole metres, not '"
                    + text + "'" };
            f.position = where.size() == 1 ? Hex { 0, -numbers[0] }
                                           : fromOffset({ numbers[0], -numbers[1] });
            // Names stay unique, as on the map.
            int same = 0;
            for (const Figure& other : scene.figures)
                same += other.character == f.character ? 1 : 0;
            if (same > 0)
                f.name += " " + std::to_string(same + 1);
            scene.figures.push_back(std::move(f));
        }
    }
}

QString askedSystem(const QStringList& args)
{
    QString wanted;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == "--ruleset" && i + 1 < args.size())
            wanted = args[i + 1];
        else if (args[i].startsWith("--ruleset="))
            wanted = args[i].mid(10);
    }
    if (wanted.isEmpty())
        return {};
    const std::string dir = findRuleset(wanted.toStdString(), rulesetFolders());
    if (dir.empty())
        return {};
    RulesetLoad load = loadRuleset(dir);
    return load.ruleset && load.ruleset->ground ? qs(load.ruleset->system) : QString();
}

const SystemFlags& systemFlags(const std::string& system)
{
    static const SystemFlags shared;
    static const std::map<std::string, const SystemFlags*> bySystem {
        { "d6pool", &d6PoolFlags() },
        { "successpool", &successPoolFlags() },
    };
    auto it = bySystem.find(system);
    return it == bySystem.end() ? shared : *it->second;
}

int groundResolveCommand(const QStringList& args, const QString& system)
{
    const SystemFlags& flags = systemFlags(system.toStdString());
    QCommandLineParser p;
    addOptions(p);
    p.addOptions({
        { "weapon", "Weapon id.", "ID" },
        { "procedure",
            "Instead of an attack, one of the system's procedures by id (first aid, a bonus die "
            "spent …); an id the rules lack lists those they have.",
            "ID" },
        { "target-sheet", "The target's character file, or a ruleset character's name.", "FILE" },
        { "target", "Accepted for the 3d System's scripts; the ground map has no body hexes.",
            "HEX" },
        { "shooter-state",
            "A value of the one acting's state, as the system keeps it (e.g. wounds=3; "
            "repeatable; the README lists each system's keys).",
            "KEY=N" },
        { "target-state", "A value of the target's state, e.g. wound_level=5 (repeatable).",
            "KEY=N" },
    });
    flags.addOptions(p, false);
    parseOrThrow(p, args);
    const Ruleset rs = loadRulesetOrThrow(p);
    const std::shared_ptr<const Engine> played = flags.engine(p, false, engineOf(rs));
    const Engine& engine = *played;
    if (!p.isSet("weapon") && !p.isSet("procedure"))
        throw BadInput { "resolve needs --weapon ID (or --procedure ID)" };
    Action action = actionFrom(p, engine, flags.situations(engine), false);
    Scene scene;
    Figure target
        = characterOption(p, rs, engine, "target-sheet", engine.defaultTarget(), "target");
    Figure shooter = characterOption(p, rs, engine, "shooter", engine.defaultShooter(), "shooter");
    if (shooter.name == target.name)
        shooter.name += " 2";
    shooter.position = below(distanceOption(p, 1));
    setState(p, "shooter-state", engine, shooter);
    setState(p, "target-state", engine, target);
    target.side = 1; // the target is an opponent
    scene.figures = { shooter, target };
    scene.shooter = 0;
    action.target = 1;
    flags.read(p, engine, scene, action);
    return play(p, rs, engine, flags, scene, action);
}

int groundThrowCommand(const QStringList& args, const QString& system)
{
    const SystemFlags& flags = systemFlags(system.toStdString());
    QCommandLineParser p;
    addOptions(p);
    p.addOptions({
        { "grenade", "Grenade (thrown weapon) id.", "ID" },
        { "impact", "Accepted for the 3d System's scripts; the ground map has no body hexes.",
            "HEX" },
        { "figure",
            "A figure near the intended point: FILE@METRES beyond it or FILE@X,Y (metres right, "
            "forward); repeatable.",
            "FILE@WHERE" },
    });
    flags.addOptions(p, true);
    parseOrThrow(p, args);
    const Ruleset rs = loadRulesetOrThrow(p);
    const std::shared_ptr<const Engine> played = flags.engine(p, true, engineOf(rs));
    const Engine& engine = *played;
    if (!p.isSet("grenade"))
        throw BadInput { "throw needs --grenade ID" };
    Action action = actionFrom(p, engine, flags.situations(engine), true);
    Scene scene;
    // The thrower first, then each --figure in turn (SystemFlags::read relies on the order).
    Figure thrower = characterOption(p, rs, engine, "shooter", engine.defaultShooter(), "thrower");
    thrower.position = below(distanceOption(p, 10));
    scene.figures.push_back(thrower);
    addFigures(p, rs, engine, scene);
    flags.read(p, engine, scene, action);
    return play(p, rs, engine, flags, scene, action);
}

int groundOddsCommand(const QStringList& args)
{
    QCommandLineParser p;
    addOptions(p);
    p.addOptions({
        { "weapon", "Weapon id: the chance to hit.", "ID" },
        { "target-sheet", "The target's character file, or a ruleset character's name.", "FILE" },
        { "grenade", "Grenade id: where it lands, and each figure's chance to be in each ring.",
            "ID" },
        { "impact", "Accepted for the 3d System's scripts; the ground map has no body hexes.",
            "HEX" },
        { "figure", "A figure near the intended point: FILE@METRES or FILE@X,Y; repeatable.",
            "FILE@WHERE" },
    });
    parseOrThrow(p, args);
    const Ruleset rs = loadRulesetOrThrow(p);
    const Engine& engine = *engineOf(rs);
    if (p.isSet("weapon") == p.isSet("grenade"))
        throw BadInput { "odds needs --weapon ID or --grenade ID" };
    const bool isThrow = p.isSet("grenade");
    Action action = actionFrom(p, engine, engine.situations(), isThrow);
    Scene scene;
    Figure shooter = characterOption(p, rs, engine, "shooter", engine.defaultShooter(), "shooter");
    shooter.position = below(distanceOption(p, isThrow ? 10 : 1));
    scene.figures.push_back(shooter);
    QJsonObject json { { "ruleset", qs(rs.id) }, { "system", qs(engine.system()) },
        { "weapon", qs(action.weapon) } };
    try {
        if (!isThrow) {
            Figure target
                = characterOption(p, rs, engine, "target-sheet", engine.defaultTarget(), "target");
            if (target.name == shooter.name)
                target.name += " 2";
            scene.figures.push_back(target);
            action.target = 1;
            json.insert("hit", engine.hitChance(scene, action));
            printJson(json);
            return ExitOk;
        }
        addFigures(p, rs, engine, scene);
        const std::map<Hex, double> landing = ground::landingOdds(engine, scene, action);
        QJsonArray hexes;
        double total = 0;
        for (const auto& [hex, chance] : landing) {
            QJsonObject h = placeJson(hex, scene.aim);
            h.insert("p", chance);
            hexes.append(h);
            total += chance;
        }
        const std::vector<ground::Ring> rings = engine.rings(action.weapon);
        std::vector<int> upTo;
        for (const ground::Ring& r : rings)
            upTo.push_back(r.upTo);
        QJsonArray figures;
        for (std::size_t i = 1; i < scene.figures.size(); ++i) {
            const std::vector<double> odds
                = ground::ringOdds(landing, scene.figures[i].position, upTo);
            QJsonObject ringsJson;
            for (std::size_t k = 0; k < rings.size(); ++k)
                ringsJson.insert(qs(rings[k].name), odds[k]);
            ringsJson.insert("outside", odds.back());
            figures.append(
                QJsonObject { { "name", qs(scene.figures[i].name) }, { "rings", ringsJson } });
        }
        json.insert("grenade", qs(action.weapon));
        json.insert("hit", engine.hitChance(scene, action));
        json.insert("direction", ground::toString(engine.scatter(action.weapon).direction));
        json.insert("landing", hexes);
        json.insert("total", total);
        json.insert("figures", figures);
    } catch (const Refused& e) {
        throw BadInput { "impossible: " + qs(e.what()) };
    }
    printJson(json);
    return ExitOk;
}

void addGroundActionOptions(QCommandLineParser& p)
{
    p.addOptions({
        { "situation", "Ground map: a situation of the ruleset by id (repeatable).", "ID" },
        { "option", "Ground map: a number the system asks for, e.g. dodge=2 (repeatable).",
            "ID=N" },
        { "procedure",
            "Ground map: instead of an attack, one of the system's procedures by id (first aid "
            "…).",
            "ID" },
    });
}

ground::Action groundActionFrom(const QCommandLineParser& p, const ground::Engine& engine,
    bool isThrow, const std::string& fallbackWeapon)
{
    return actionFrom(p, engine, engine.situations(), isThrow, fallbackWeapon);
}

QJsonObject groundOutcomeJson(
    const Ruleset& rs, const ground::Engine& engine, const ground::Outcome& out)
{
    QJsonObject json = outcomeJson(rs, engine, out);
    systemFlags(engine.system()).addJson(json, engine, out);
    return json;
}

} // namespace hitspread::cli
