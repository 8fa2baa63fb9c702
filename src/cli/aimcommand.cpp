// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "aimcommand.h"

#include "attackflags.h"
#include "cliparse.h"
#include "commands.h"
#include "grenadecommands.h"
#include "outcomejson.h"

namespace hitspread::cli {

void addAimOptions(QCommandLineParser& p)
{
    p.addOptions({
        { "goal",
            "What the aim is for: hits or hit (the body at all; the default), location:ID (one "
            "location, e.g. location:head), wound (the target hurt at all) or down (unconscious "
            "or dead).",
            "GOAL" },
        { "trials",
            "Seeded trials at each aim where wound or down of several shots is sampled "
            "(default 2000, at most 20000).",
            "N" },
        { "seed", "Seed of those trials' dice (default 1).", "N" },
        { "top", "How many of the best hexes to print without --json (default 10).", "N" },
        { "json", "Print every aim with its score, best first, as JSON." },
    });
}

AimGoal aimGoalFrom(const QCommandLineParser& p, const Ruleset& rs)
{
    std::string error;
    const std::optional<AimGoal> goal
        = parseAimGoal(rs, p.isSet("goal") ? p.value("goal").toStdString() : "hits", error);
    if (!goal)
        throw BadInput { "--goal: " + qs(error) };
    return *goal;
}

AimOptions aimOptionsFrom(const QCommandLineParser& p, const CharacterState& target)
{
    AimOptions options;
    options.target = &target;
    if (p.isSet("trials"))
        options.trials = intValue(p, "trials", 1, MaxAimTrials);
    if (p.isSet("seed"))
        options.seed = static_cast<std::uint64_t>(intValue(p, "seed", 0, 2'000'000'000));
    return options;
}

void printAimMap(const QCommandLineParser& p, const Ruleset& rs, const AimMap& map,
    const QString& what, QJsonObject json)
{
    if (p.isSet("json")) {
        const QJsonObject fields = aimToJson(rs, map);
        for (auto it = fields.begin(); it != fields.end(); ++it)
            json.insert(it.key(), it.value());
        printJson(json);
        return;
    }
    const int top = p.isSet("top") ? intValue(p, "top", 1, 10000) : 10;
    const QString scoreIs = map.expectation ? QString("the hits expected of the action")
        : !map.exact
        ? QString("the chance over %1 trials at each aim (seed %2)").arg(map.trials).arg(map.seed)
        : map.goal.needsTarget() || map.grenade ? QString("the chance, over every dice sequence")
                                                : QString("the chance of the one shot");
    print(stdout, QString("Aiming %1 for %2: %3").arg(what, qs(toString(rs, map.goal)), scoreIs));
    if (map.noneCan()) {
        print(stdout,
            map.expectation ? QString("No hex can: no hit is expected at any aim.")
                : map.exact ? QString("No hex can: the chance is 0 % at every aim.")
                            : QString("No hex did in %1 trials at each aim (seed %2).")
                                  .arg(map.trials)
                                  .arg(map.seed));
        return;
    }
    for (int i = 0; i < top && i < static_cast<int>(map.scores.size()); ++i) {
        const AimScore& s = map.scores[static_cast<std::size_t>(i)];
        const int location = rs.body.locationAt(s.aim);
        QString value = map.expectation ? QString::number(s.score, 'f', 3)
                                        : QString("%1 %").arg(100.0 * s.score, 0, 'f', 2);
        if (!map.exact && !map.expectation)
            value += QString(" (±%1 %)").arg(100.0 * s.halfWidth, 0, 'f', 1);
        const QString where = location >= 0
            ? qs(rs.body.locations[static_cast<std::size_t>(location)].name)
            : QString("off the body");
        print(stdout,
            QString("%1. %2 %3  %4")
                .arg(i + 1, 3)
                .arg(qs(label(s.aim)), -4)
                .arg(where, -12)
                .arg(value));
    }
}

int aimCommand(const QStringList& args)
{
    if (asksForGrenade(args))
        return grenadeAimCommand(args);
    QCommandLineParser p;
    p.addHelpOption();
    addRulesetOption(p);
    addAttackOptions(p);
    addAimOptions(p);
    parseOrThrow(p, args);
    const Ruleset rs = loadRulesetOrThrow(p);
    if (rs.ground)
        throw BadInput { "ruleset '" + qs(rs.id) + "' (system " + qs(rs.system)
            + ") has no body hex grid: aim rates the hexes of a body" };
    // The aimed hex is what aim chooses: --target may be left out.
    const AttackRequest req = requestFrom(p, rs, rs.body.standardAim);
    const AimGoal goal = aimGoalFrom(p, rs);
    const CharacterState target = targetFrom(p, rs);
    AimMap map;
    try {
        AimOptions options = aimOptionsFrom(p, target);
        options.others = othersFrom(p, rs);
        map = aimMap(rs, req, goal, options);
    } catch (const Refused& e) {
        throw BadInput { "impossible: " + qs(e.what()) };
    }
    printAimMap(p, rs, map, QString("%1 (%2)").arg(qs(req.weapon), qs(toString(req.mode))),
        QJsonObject { { "ruleset", qs(rs.id) }, { "weapon", qs(req.weapon) },
            { "mode", qs(toString(req.mode)) } });
    return ExitOk;
}

} // namespace hitspread::cli
