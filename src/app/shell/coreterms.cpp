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
        QT_TRANSLATE_NOOP("core", "unhurt"),
        QT_TRANSLATE_NOOP("core", "wounded"),
        QT_TRANSLATE_NOOP("core", "useless"),
        QT_TRANSLATE_NOOP("core", "severely damaged"),
        QT_TRANSLATE_NOOP("core", "destroyed"),
        // CharacterStatus
        QT_TRANSLATE_NOOP("core", "ok"),
        QT_TRANSLATE_NOOP("core", "unconscious"),
        QT_TRANSLATE_NOOP("core", "dead"),
        // RangeBand
        QT_TRANSLATE_NOOP("core", "optimum"),
        QT_TRANSLATE_NOOP("core", "medium"),
        QT_TRANSLATE_NOOP("core", "long"),
        QT_TRANSLATE_NOOP("core", "extreme"),
        // What a die is rolled for (DiceExhausted::purpose)
        QT_TRANSLATE_NOOP("core", "success die"),
        QT_TRANSLATE_NOOP("core", "damage die"),
        QT_TRANSLATE_NOOP("core", "penetration die"),
        QT_TRANSLATE_NOOP("core", "burst length die"),
        QT_TRANSLATE_NOOP("core", "direction"),
        QT_TRANSLATE_NOOP("core", "distance"),
        QT_TRANSLATE_NOOP("core", "aiming point direction"),
        QT_TRANSLATE_NOOP("core", "aiming point distance"),
        QT_TRANSLATE_NOOP("core", "initiative"),
        QT_TRANSLATE_NOOP("core", "stat test die"),
        QT_TRANSLATE_NOOP("core", "stat test success die"),
        // The ground map: range bands and fire modes the engines name, and the numbers
        // they ask for (ground::OptionSpec names).
        QT_TRANSLATE_NOOP("core", "short"),
        QT_TRANSLATE_NOOP("core", "point_blank"),
        QT_TRANSLATE_NOOP("core", "normal"),
        QT_TRANSLATE_NOOP("core", "far"),
        QT_TRANSLATE_NOOP("core", "melee"),
        QT_TRANSLATE_NOOP("core", "single"),
        QT_TRANSLATE_NOOP("core", "semi"),
        QT_TRANSLATE_NOOP("core", "full"),
        QT_TRANSLATE_NOOP("core", "Dodge or parry dice"),
        QT_TRANSLATE_NOOP("core", "Attacks this action"),
        QT_TRANSLATE_NOOP("core", "Scope level"),
        QT_TRANSLATE_NOOP("core", "Difficulty number (0: the middle of the level)"),
        QT_TRANSLATE_NOOP("core", "Dice off the dodge (multiple actions)"),
        QT_TRANSLATE_NOOP("core", "Actions left"),
        QT_TRANSLATE_NOOP("core", "Target evades (1 = yes)"),
        QT_TRANSLATE_NOOP("core", "New combat round (stuns end)"),
        QT_TRANSLATE_NOOP("core", "Target's cover (Book 1)"),
        QT_TRANSLATE_NOOP("core", "Attacker's cover (Book 1)"),
        QT_TRANSLATE_NOOP("core", "Behind a bulkhead wall of TL"),
    };
}

QString coreTerm(const char* word)
{
    return QCoreApplication::translate("core", word);
}

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
