// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "grenadecommands.h"

#include "aimcommand.h"
#include "cliparse.h"
#include "commands.h"
#include "grenade.h"
#include "outcomejson.h"

#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace hitspread::cli {

namespace {
    // The options of a throw that `throw` and `odds --grenade` share.
    void addThrowOptions(QCommandLineParser& p)
    {
        p.addOptions({
            { "grenade", "Grenade id.", "ID" },
            { "impact",
                "The impact point, in the lower third of the field: a label like J27, or col,row.",
                "HEX" },
            { "range", "Range band of the throw: optimum, medium, long or extreme.", "BAND" },
            { "distance", "Throwing distance in metres (sets the range band).", "METRES" },
            { "skill", "The thrower's Throwing skill (overrides the thrower's).", "N" },
            { "modifier", "The GM's free modifier (range, visibility, …).", "N" },
            { "shooter", "The thrower's character file.", "FILE" },
            { "target-sheet",
                "The target's character file, on the impact point (or FILE@METRES away from it).",
                "FILE" },
            { "bystander",
                "Someone else near the blast, METRES from the impact point (repeatable).",
                "FILE@METRES" },
            { "on-floor",
                "The grenade already lies on the floor: no throw; each character's point deviates "
                "d6 hexes." },
        });
    }

    // "FILE@METRES": the file and the distance, or none when the text after the last @ is
    // not a distance.
    std::optional<std::pair<QString, double>> splitAtDistance(const QString& text)
    {
        const qsizetype at = text.lastIndexOf('@');
        if (at <= 0)
            return std::nullopt;
        bool ok = false;
        const double metres = text.mid(at + 1).toDouble(&ok);
        if (!ok || !std::isfinite(metres) || metres < 0 || metres > 1e6)
            return std::nullopt;
        return std::make_pair(text.left(at), metres);
    }

    // `aim` chooses the impact point: it needs no --impact.
    ThrowRequest throwRequestFrom(const QCommandLineParser& p, const Ruleset& rs,
        const char* command, bool needsImpact = true)
    {
        ThrowRequest req;
        if (!p.isSet("grenade"))
            throw BadInput { QString("%1 needs --grenade ID").arg(command) };
        if (needsImpact && !p.isSet("impact"))
            throw BadInput { QString(
                "%1 needs --impact HEX (a point in the lower third of the field)")
                                 .arg(command) };
        req.grenade = p.value("grenade").toStdString();
        if (!rs.grenade(req.grenade))
            throw BadInput { "unknown grenade '" + p.value("grenade") + "'" };
        if (p.isSet("impact")) {
            auto hex = parseHex(p.value("impact").toStdString());
            if (!hex)
                throw BadInput { "--impact '" + p.value("impact")
                    + "' is not a hex: give a label like J27 or col,row" };
            req.impact = *hex;
        }
        req.onFloor = p.isSet("on-floor");
        if (req.onFloor) {
            for (const char* option : { "range", "distance", "skill", "modifier", "shooter" }) {
                if (p.isSet(option))
                    throw BadInput { QString(
                        "--on-floor: nobody throws the grenade, so --%1 does not apply")
                                         .arg(option) };
            }
            return req;
        }
        readRange(p, req.range, req.distance);
        const CharacterSheet thrower = p.isSet("shooter")
            ? sheetFromFile(rs, p.value("shooter"))
            : defaultSheet(rs, rs.defaultShooter, "thrower");
        req.thrower = thrower.name;
        req.skill = p.isSet("skill") ? intValue(p, "skill", 0, 30) : thrower.skill("throwing");
        req.modifier = p.isSet("modifier") ? intValue(p, "modifier", -99, 99) : 0;
        return req;
    }

    // The target on the impact point (or at the distance its option gives), then the
    // bystanders in the order given.
    std::vector<BlastCharacter> charactersFrom(const QCommandLineParser& p, const Ruleset& rs)
    {
        std::vector<BlastCharacter> characters;
        if (p.isSet("target-sheet")) {
            const QString value = p.value("target-sheet");
            const auto split = splitAtDistance(value);
            const CharacterSheet sheet = sheetFromFile(rs, split ? split->first : value);
            characters.push_back(
                { CharacterState::fromSheet(rs, sheet), split ? split->second : 0.0 });
        } else {
            characters.push_back(
                { CharacterState::fromSheet(rs, defaultSheet(rs, rs.defaultTarget, "target")),
                    0.0 });
        }
        for (const QString& value : p.values("bystander")) {
            const auto split = splitAtDistance(value);
            if (!split)
                throw BadInput { "--bystander must be FILE@METRES (a character file and the metres "
                                 "from the impact point, "
                                 "e.g. stormer.yaml@10), not '"
                    + value + "'" };
            characters.push_back(
                { CharacterState::fromSheet(rs, sheetFromFile(rs, split->first)), split->second });
        }
        return characters;
    }
}

bool asksForGrenade(const QStringList& args)
{
    return std::any_of(args.begin(), args.end(),
        [](const QString& a) { return a == "--grenade" || a.startsWith("--grenade="); });
}

int throwCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addHelpOption();
    addRulesetOption(p);
    addThrowOptions(p);
    p.addOptions({
        { "dice", "d6 faces consumed in order: the attack roll, then the direction, e.g. 5,6,4,2.",
            "LIST" },
        { "seed", "Seed of Hitspread's dice.", "N" },
        { "json", "Print the outcome as JSON." },
    });
    parseOrThrow(p, args);
    const Ruleset rs = loadRulesetOrThrow(p);
    const ThrowRequest req = throwRequestFrom(p, rs, "throw");
    const std::vector<BlastCharacter> characters = charactersFrom(p, rs);
    DiceChoice dice = diceFrom(p);
    const ThrowOutcome outcome
        = resolveWith(dice, [&](DiceSource& d) { return resolveThrow(rs, characters, req, d); });
    finish(p, dice, throwToJson(rs, outcome), describeThrow(rs, outcome));
    return ExitOk;
}

int jumpCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addHelpOption();
    addRulesetOption(p);
    p.addOptions({
        { "grenade", "Grenade id.", "ID" },
        { "character", "The character file of the one who jumps on it.", "FILE" },
        { "json", "Print the working as JSON." },
    });
    parseOrThrow(p, args);
    const Ruleset rs = loadRulesetOrThrow(p);
    if (!p.isSet("grenade"))
        throw BadInput { "jump needs --grenade ID" };
    if (!p.isSet("character"))
        throw BadInput { "jump needs --character FILE (who jumps on the grenade)" };
    const std::string grenade = p.value("grenade").toStdString();
    if (!rs.grenade(grenade))
        throw BadInput { "unknown grenade '" + p.value("grenade") + "'" };
    const CharacterState jumper
        = CharacterState::fromSheet(rs, sheetFromFile(rs, p.value("character")));
    JumpOutcome outcome;
    try {
        outcome = hitspread::jumpOnGrenade(rs, jumper, grenade);
    } catch (const Refused& e) {
        throw BadInput { "impossible: " + qs(e.what()) };
    }
    if (p.isSet("json")) {
        printJson(jumpToJson(rs, outcome));
    } else {
        for (const std::string& line : describeJump(rs, outcome))
            print(stdout, qs(line));
    }
    return ExitOk;
}

int grenadeOddsCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addHelpOption();
    addRulesetOption(p);
    addThrowOptions(p);
    p.addOption({ "json", "Print the odds as JSON (the only output)." });
    parseOrThrow(p, args);
    if (!p.isSet("json"))
        throw BadInput { "odds prints JSON: give --json" };
    const Ruleset rs = loadRulesetOrThrow(p);
    const ThrowRequest req = throwRequestFrom(p, rs, "odds");
    const std::vector<BlastCharacter> characters = charactersFrom(p, rs);
    ThrowOdds odds;
    try {
        odds = throwOdds(rs, characters, req);
    } catch (const Refused& e) {
        throw BadInput { "impossible: " + qs(e.what()) };
    }
    printJson(throwOddsToJson(rs, odds));
    return ExitOk;
}

int grenadeAimCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addHelpOption();
    addRulesetOption(p);
    addThrowOptions(p);
    addAimOptions(p);
    parseOrThrow(p, args);
    if (p.isSet("impact"))
        throw BadInput { "aim chooses the impact point: leave out --impact" };
    if (!p.values("bystander").isEmpty())
        throw BadInput { "aim rates the impact points against the target alone: leave out "
                         "--bystander" };
    const Ruleset rs = loadRulesetOrThrow(p);
    if (rs.ground)
        throw BadInput { "ruleset '" + qs(rs.id) + "' (system " + qs(rs.system)
            + ") has no body hex grid: aim rates the hexes of a body" };
    const ThrowRequest req = throwRequestFrom(p, rs, "aim", false);
    const AimGoal goal = aimGoalFrom(p, rs);
    std::vector<BlastCharacter> characters = charactersFrom(p, rs);
    if (characters.front().distance != 0)
        throw BadInput { "aim puts the target on the impact point: give --target-sheet FILE "
                         "without @METRES" };
    const CharacterState target = characters.front().state;
    AimMap map;
    try {
        map = aimMap(rs, req, goal, aimOptionsFrom(p, target));
    } catch (const Refused& e) {
        throw BadInput { "impossible: " + qs(e.what()) };
    }
    printAimMap(p, rs, map, QString("a %1 grenade").arg(qs(req.grenade)),
        QJsonObject { { "ruleset", qs(rs.id) }, { "grenade", qs(req.grenade) },
            { "on_floor", req.onFloor } });
    return ExitOk;
}

} // namespace hitspread::cli
