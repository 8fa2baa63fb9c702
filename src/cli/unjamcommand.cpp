// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "unjamcommand.h"

#include "cliparse.h"
#include "commands.h"
#include "outcomejson.h"
#include "unjam.h"

namespace hitspread::cli {

int unjamCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addHelpOption();
    addRulesetOption(p);
    p.addOptions({
        { "shooter",
            "The character clearing the jam, a character file (default: the ruleset's default "
            "shooter).",
            "FILE" },
        { "skill", "The Weapons Maintenance rank (overrides the shooter's sheet).", "N" },
        { "wounds", "The shooter's wounds (−1 each).", "N" },
        { "dice", "d6 faces consumed in order, e.g. 5,6,4.", "LIST" },
        { "seed", "Seed of Hitspread's dice.", "N" },
        { "json", "Print the outcome as JSON." },
    });
    parseOrThrow(p, args);
    const Ruleset rs = loadRulesetOrThrow(p);
    const CharacterSheet shooter = p.isSet("shooter")
        ? sheetFromFile(rs, p.value("shooter"))
        : defaultSheet(rs, rs.defaultShooter, "shooter");
    const int skill
        = p.isSet("skill") ? intValue(p, "skill", 0, 30) : shooter.skill("weapons_maintenance");
    const int wounds = p.isSet("wounds") ? intValue(p, "wounds", 0, 99) : 0;

    DiceChoice choice = diceFrom(p);
    const UnjamOutcome outcome
        = resolveWith(choice, [&](DiceSource& dice) { return unjam(rs, skill, wounds, dice); });
    finish(p, choice, unjamToJson(rs, outcome, shooter.name),
        describeUnjamText(outcome, shooter.name));
    return ExitOk;
}

} // namespace hitspread::cli
