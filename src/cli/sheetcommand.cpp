// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetcommand.h"

#include "cliparse.h"
#include "combatsheet.h"
#include "commands.h"

#include <cstring>

namespace hitspread::cli {

bool asksForSheet(int argc, char* argv[])
{
    return argc > 1 && std::strcmp(argv[1], "sheet") == 0;
}

int sheetCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addHelpOption();
    addRulesetOption(p);
    p.addOptions({
        { "character", "The character file whose sheet to print.", "FILE" },
        { "out", "The PDF file to write.", "FILE.pdf" },
        { "blank", "A blank sheet: empty boxes, no name, no damage." },
        { "page", "Page size: a4 (default) or letter.", "SIZE" },
    });
    parseOrThrow(p, args);
    if (!p.isSet("character"))
        throw BadInput { "sheet needs --character FILE" };
    if (!p.isSet("out") || p.value("out").isEmpty())
        throw BadInput { "sheet needs --out FILE.pdf" };
    QPageSize::PageSizeId page = QPageSize::A4;
    if (p.isSet("page")) {
        const QString size = p.value("page").toLower();
        if (size == "letter")
            page = QPageSize::Letter;
        else if (size != "a4")
            throw BadInput { "--page must be a4 or letter, not '" + p.value("page") + "'" };
    }
    const Ruleset rs = loadRulesetOrThrow(p);
    // The character file is read even for a blank sheet: a broken file is still an error.
    const CharacterSheet sheet = sheetFromFile(rs, p.value("character"));
    const CharacterState state = CharacterState::fromSheet(rs, sheet);
    const bool blank = p.isSet("blank");
    QString error;
    if (!writeCombatSheetPdf(p.value("out"), page, rs, blank ? nullptr : &state, &error))
        throw BadInput { error };
    print(stdout,
        QString("Wrote the %1 combat sheet%2 to %3 (%4).")
            .arg(blank ? "blank" : "filled", blank ? QString() : " of " + qs(sheet.name),
                p.value("out"), page == QPageSize::A4 ? "A4" : "Letter"));
    return ExitOk;
}

} // namespace hitspread::cli
