// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "initiativecommand.h"

#include "cliparse.h"
#include "commands.h"
#include "groundsession.h"
#include "textfile.h"
#include "uniquenames.h"

namespace hitspread::cli {

namespace {
    // The figures of a ground session file and its round's order.
    GroundSessionData sessionFrom(const Ruleset& rs, const QString& file)
    {
        TextFileRead read = readTextFile(
            file.toStdString(), MaxSessionFileBytes, term(HS_TEXT("core", "a session file")));
        if (!read.text)
            throw BadInput { qs(read.error->text()) };
        GroundSessionLoad load = readGroundSession(rs, *read.text, file.toStdString());
        if (!load.session) {
            QStringList lines;
            for (const LoadError& e : load.errors)
                lines << qs(e.text());
            throw BadInput { lines.join('\n') };
        }
        return std::move(*load.session);
    }

    // A fresh figure of each character named (a key of the ruleset, or its file's name).
    ground::Scene sceneOf(const ground::Engine& engine, const QStringList& wanted)
    {
        ground::Scene scene;
        UniqueNames names; // as the window makes them ("Thug", "Thug 2")
        const std::vector<ground::Choice> characters = engine.characters();
        for (const QString& name : wanted) {
            std::string key;
            QStringList known;
            for (const ground::Choice& c : characters) {
                if (name == qs(c.id) || name == qs(c.id) + ".yaml"
                    || name.endsWith("/" + qs(c.id) + ".yaml"))
                    key = c.id;
                known << qs(c.id);
            }
            if (key.empty())
                throw BadInput { QString("--figure: no character '%1' (the ruleset's characters: "
                                         "%2)")
                                     .arg(name, known.join(", ")) };
            ground::Figure f = engine.figure(key);
            f.name = names.take(f.name);
            scene.figures.push_back(std::move(f));
        }
        return scene;
    }
} // namespace

int initiativeCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addHelpOption();
    addRulesetOption(p);
    p.addOptions({
        { "session",
            "A ground session file: its figures as they stand, and the order of its round (kept "
            "where the system keeps it for the fight).",
            "FILE" },
        { "figure",
            "A character of the ruleset taking part (repeat for each; default: the ruleset's "
            "default shooter and target).",
            "KEY" },
        { "dice", "Faces consumed in order, e.g. 5,6,4.", "LIST" },
        { "seed", "Seed of Hitspread's dice.", "N" },
        { "json", "Print the order as JSON." },
    });
    parseOrThrow(p, args);
    const Ruleset rs = loadRulesetOrThrow(p);
    if (!rs.ground)
        throw BadInput { "initiative plays the ground map's rulesets; ruleset '" + qs(rs.id)
            + "' plays on the body diagram (its tracker: the window's Start Round)" };
    const ground::Engine& engine = *rs.ground;
    if (p.isSet("session") && p.isSet("figure"))
        throw BadInput { "give --session or --figure, not both" };
    ground::Scene scene;
    ground::Round before;
    if (p.isSet("session")) {
        GroundSessionData session = sessionFrom(rs, p.value("session"));
        scene = std::move(session.scene);
        before = session.round;
    } else {
        QStringList names = p.values("figure");
        if (names.isEmpty())
            names = { qs(engine.defaultShooter()), qs(engine.defaultTarget()) };
        scene = sceneOf(engine, names);
    }
    // The round begins: what lasts a round wears off first.
    for (ground::Figure& f : scene.figures)
        f = engine.newRound(f);

    DiceChoice choice = diceFrom(p, engine.maxFace());
    const ground::Initiative out = resolveWith(
        choice, [&](DiceSource& dice) { return engine.initiative(scene, before.turns, dice); });
    QJsonArray turns;
    QStringList order;
    int place = 0;
    for (const ground::Turn& t : out.turns) {
        const QString name = qs(scene.figures[static_cast<std::size_t>(t.figure)].name);
        turns.append(QJsonObject { { "figure", t.figure }, { "name", name }, { "score", t.score },
            { "action", t.action }, { "with_previous", t.withPrevious } });
        const QString what = t.action == 1 ? name : QString("%1 (second action)").arg(name);
        if (t.withPrevious && !order.isEmpty())
            order.last() += " and " + what + " together";
        else
            order << QString("%1. %2").arg(++place).arg(what);
    }
    QJsonArray outOfFight;
    for (std::size_t i = 0; i < scene.figures.size(); ++i)
        if (!engine.canAct(scene.figures[i]))
            outOfFight.append(qs(scene.figures[i].name));
    std::vector<Text> working = out.working;
    working.push_back(literal(
        (order.isEmpty() ? QString("Nobody is in a state to act.") : "Order: " + order.join("; "))
            .toStdString()));
    finish(p, choice,
        QJsonObject { { "ruleset", qs(rs.id) }, { "system", qs(engine.system()) },
            { "round", before.number + 1 }, { "turns", turns }, { "out_of_fight", outOfFight },
            { "dice", jsonArray(out.dice) } },
        working);
    return ExitOk;
}

} // namespace hitspread::cli
