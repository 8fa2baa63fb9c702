// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "suppresscommands.h"

#include "cliparse.h"
#include "commands.h"
#include "outcomejson.h"
#include "suppress.h"

#include <QJsonDocument>

namespace hitspread::cli {

namespace {
    SuppressRequest requestFrom(const QCommandLineParser& p, const Ruleset& rs)
    {
        if (!p.isSet("weapon"))
            throw BadInput { "suppress needs --weapon ID" };
        SuppressRequest req;
        req.weapon = p.value("weapon").toStdString();
        const Weapon* weapon = rs.weapon(req.weapon);
        if (!weapon)
            throw BadInput { "unknown weapon '" + p.value("weapon") + "'" };
        if (p.isSet("dodge") && p.isSet("acrobatics"))
            throw BadInput { "give --dodge or --acrobatics, not both" };
        req.evasion = p.isSet("acrobatics") ? EvasionSkill::Acrobatics : EvasionSkill::Dodge;
        req.modifier = p.isSet("modifier") ? intValue(p, "modifier", -99, 99) : 0;
        const CharacterSheet shooter = p.isSet("shooter")
            ? sheetFromFile(rs, p.value("shooter"))
            : defaultSheet(rs, rs.defaultShooter, "shooter");
        req.shooter = ShooterProfile::fromSheet(rs, shooter, *weapon);
        if (p.isSet("auto-support"))
            req.shooter.autoSupport = intValue(p, "auto-support", 0, 30);
        return req;
    }
}

int suppressCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addHelpOption();
    addRulesetOption(p);
    p.addOptions({
        { "weapon", "The weapon laying down the fire (it must fire full auto).", "ID" },
        { "shooter", "The shooter's character file.", "FILE" },
        { "auto-support", "The shooter's Auto/Support rank (overrides the shooter's).", "N" },
        { "figure", "The character file of the figure crossing the area.", "FILE" },
        { "dodge", "The figure rolls Dodge (the default)." },
        { "acrobatics", "The figure rolls Acrobatics instead of Dodge." },
        { "modifier", "The GM's free modifier on the figure's roll.", "N" },
        { "dice",
            "d6 faces consumed in order: the Auto/Support roll, the figure's roll, then the "
            "bullets' dice, e.g. 5,6,4,2,3,1.",
            "LIST" },
        { "seed", "Seed of Hitspread's dice.", "N" },
        { "json", "Print the outcome as JSON." },
    });
    parseOrThrow(p, args);
    const Ruleset rs = loadRulesetOrThrow(p);
    const SuppressRequest req = requestFrom(p, rs);
    const CharacterSheet figureSheet = p.isSet("figure")
        ? sheetFromFile(rs, p.value("figure"))
        : defaultSheet(rs, rs.defaultTarget, "figure");
    const CharacterState figure = CharacterState::fromSheet(rs, figureSheet);
    DiceChoice dice = diceFrom(p);
    const SuppressOutcome outcome
        = resolveWith(dice, [&](DiceSource& d) { return resolveSuppression(rs, figure, req, d); });
    finish(p, dice, suppressionToJson(rs, outcome), describeSuppression(rs, outcome));
    return ExitOk;
}

} // namespace hitspread::cli
