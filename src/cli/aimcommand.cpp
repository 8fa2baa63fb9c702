// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "aimcommand.h"

#include "aim.h"
#include "attackflags.h"
#include "cliparse.h"
#include "commands.h"
#include "outcomejson.h"

#include <QJsonDocument>

namespace hitspread::cli {

int aimCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addHelpOption();
    addRulesetOption(p);
    addAttackOptions(p);
    p.addOptions({
        { "goal",
            "What the aim is for: hits (the body at all; the default) or location:ID (one "
            "location, e.g. location:head).",
            "GOAL" },
        { "top", "How many of the best hexes to print without --json (default 10).", "N" },
        { "json", "Print every body hex with its score, best first, as JSON." },
    });
    parseOrThrow(p, args);
    const Ruleset rs = loadRulesetOrThrow(p);
    if (rs.ground)
        throw BadInput { "ruleset '" + qs(rs.id) + "' (system " + qs(rs.system)
            + ") has no body hex grid: aim rates the hexes of a body" };
    // The aimed hex is what aim chooses: --target may be left out.
    const AttackRequest req = requestFrom(p, rs, rs.body.standardAim);
    std::string error;
    const std::optional<AimGoal> goal
        = parseAimGoal(rs, p.isSet("goal") ? p.value("goal").toStdString() : "hits", error);
    if (!goal)
        throw BadInput { "--goal: " + qs(error) };
    AimMap map;
    try {
        map = aimMap(rs, req, *goal);
    } catch (const Refused& e) {
        throw BadInput { "impossible: " + qs(e.what()) };
    }
    if (p.isSet("json")) {
        QJsonObject json = aimToJson(rs, map);
        json.insert("ruleset", qs(rs.id));
        json.insert("weapon", qs(req.weapon));
        json.insert("mode", qs(toString(req.mode)));
        print(stdout,
            QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented)).trimmed());
        return ExitOk;
    }
    const int top = p.isSet("top") ? intValue(p, "top", 1, 10000) : 10;
    print(stdout,
        QString("Aiming %1 (%2) for %3: %4")
            .arg(qs(req.weapon), qs(toString(req.mode)), qs(toString(rs, map.goal)),
                map.exact ? QString("the chance of the one shot")
                          : QString("the hits expected of the action")));
    for (int i = 0; i < top && i < static_cast<int>(map.scores.size()); ++i) {
        const AimScore& s = map.scores[static_cast<std::size_t>(i)];
        const int location = rs.body.locationAt(s.aim);
        const QString value = map.exact ? QString("%1 %").arg(100.0 * s.score, 0, 'f', 2)
                                        : QString::number(s.score, 'f', 3);
        print(stdout,
            QString("%1. %2 %3  %4")
                .arg(i + 1, 3)
                .arg(qs(label(s.aim)), -4)
                .arg(qs(rs.body.locations[static_cast<std::size_t>(location)].name), -12)
                .arg(value));
    }
    return ExitOk;
}

} // namespace hitspread::cli
