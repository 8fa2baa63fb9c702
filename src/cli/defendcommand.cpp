// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "defendcommand.h"

#include "cliparse.h"
#include "commands.h"
#include "defence.h"
#include "outcomejson.h"
#include "working.h"

namespace hitspread::cli {

int defendCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addHelpOption();
    addRulesetOption(p);
    p.addOptions({
        { "kind",
            "dodge (this round), quick-dodge (this phase) or dance (Dance or Ballet of Death).",
            "KIND" },
        { "character", "The dodger's character file (default: the ruleset's default target).",
            "FILE" },
        { "skill", "The Dodge rank (overrides the sheet).", "N" },
        { "wounds", "The dodger's wounds (−1 each).", "N" },
        { "harder", "A harder attack declared against it: +N on its target.", "N" },
        { "dice", "d6 faces consumed in order, e.g. 5,6,4.", "LIST" },
        { "seed", "Seed of Hitspread's dice.", "N" },
        { "json", "Print the outcome as JSON." },
    });
    parseOrThrow(p, args);
    const Ruleset rs = loadRulesetOrThrow(p);
    if (!p.isSet("kind"))
        throw BadInput { "defend needs --kind dodge, quick-dodge or dance" };
    const auto kind = defenceKindFromString(p.value("kind").toStdString());
    if (!kind
        || (*kind != DefenceKind::Dodge && *kind != DefenceKind::QuickDodge
            && *kind != DefenceKind::Dance))
        throw BadInput { "--kind must be dodge, quick-dodge or dance, not '" + p.value("kind")
            + "'" };
    const CharacterSheet sheet = p.isSet("character")
        ? sheetFromFile(rs, p.value("character"))
        : defaultSheet(rs, rs.defaultTarget, "dodger");
    CharacterState dodger = CharacterState::fromSheet(rs, sheet);
    if (p.isSet("wounds"))
        dodger.wounds = intValue(p, "wounds", 0, 99);
    DefenderProfile defender = DefenderProfile::fromState(rs, dodger, nullptr);
    if (p.isSet("skill"))
        defender.dodgeSkill = intValue(p, "skill", 0, 30);
    const int harder = p.isSet("harder") ? intValue(p, "harder", 0, 30) : 0;
    DiceChoice choice = diceFrom(p);
    const DefenceOutcome outcome = resolveWith(
        choice, [&](DiceSource& dice) { return rollDodge(rs, *kind, defender, harder, dice); });
    finish(p, choice, defenceToJson(outcome), std::vector<Text> { describeDefence(rs, outcome) });
    return ExitOk;
}

} // namespace hitspread::cli
