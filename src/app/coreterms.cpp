// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "coreterms.h"

#include "rulesetreader.h"

#include <QCoreApplication>

namespace hitspread {

namespace {
    // Every word core's toString() gives that the window shows, for lupdate to find.
    [[maybe_unused]] const char* const Words[] = {
        // LocationCondition
        QT_TRANSLATE_NOOP("CoreTerms", "unhurt"),
        QT_TRANSLATE_NOOP("CoreTerms", "wounded"),
        QT_TRANSLATE_NOOP("CoreTerms", "useless"),
        QT_TRANSLATE_NOOP("CoreTerms", "severely damaged"),
        QT_TRANSLATE_NOOP("CoreTerms", "destroyed"),
        // CharacterStatus
        QT_TRANSLATE_NOOP("CoreTerms", "ok"),
        QT_TRANSLATE_NOOP("CoreTerms", "unconscious"),
        QT_TRANSLATE_NOOP("CoreTerms", "dead"),
        // RangeBand
        QT_TRANSLATE_NOOP("CoreTerms", "optimum"),
        QT_TRANSLATE_NOOP("CoreTerms", "medium"),
        QT_TRANSLATE_NOOP("CoreTerms", "long"),
        QT_TRANSLATE_NOOP("CoreTerms", "extreme"),
        // What a die is rolled for (DiceExhausted::purpose)
        QT_TRANSLATE_NOOP("CoreTerms", "success die"),
        QT_TRANSLATE_NOOP("CoreTerms", "damage die"),
        QT_TRANSLATE_NOOP("CoreTerms", "penetration die"),
        QT_TRANSLATE_NOOP("CoreTerms", "burst length die"),
        QT_TRANSLATE_NOOP("CoreTerms", "direction"),
        QT_TRANSLATE_NOOP("CoreTerms", "distance"),
        QT_TRANSLATE_NOOP("CoreTerms", "aiming point direction"),
        QT_TRANSLATE_NOOP("CoreTerms", "aiming point distance"),
        QT_TRANSLATE_NOOP("CoreTerms", "initiative"),
        QT_TRANSLATE_NOOP("CoreTerms", "stat test die"),
        QT_TRANSLATE_NOOP("CoreTerms", "stat test success die"),
    };
}

QString coreTerm(const char* word) { return QCoreApplication::translate("CoreTerms", word); }

QString translated(const Text& text)
{
    if (text.literal)
        return QString::fromStdString(text.source);
    std::vector<std::string> args;
    args.reserve(text.args.size());
    for (const Text& a : text.args)
        args.push_back(translated(a).toStdString());
    const QString source = QCoreApplication::translate("core", text.source.c_str());
    return QString::fromStdString(fill(source.toStdString(), args));
}

QString translated(const LoadError& error)
{
    return QString::fromStdString(error.where()) + QStringLiteral(": ") + translated(error.message);
}

} // namespace hitspread
