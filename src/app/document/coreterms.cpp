// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/document/coreterms.h"

#include "rulesetreader.h"
#include "shownname.h"

#include <QCoreApplication>

#include <algorithm>

namespace hitspread {

namespace {
    // Every word of the 3d System's toString() and dice purposes that the window shows, for
    // lupdate to find; the ground-map systems mark theirs with HS_TEXT where they define them.
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
    };
}

QString coreTerm(const char* word)
{
    return QCoreApplication::translate("core", word);
}

QString shownTerm(const Name& name)
{
    if (translationFor(name.translations(), nameLanguage()))
        return shown(name);
    return translated(term(name.english()));
}

QString translated(const Text& text)
{
    if (text.literal)
        return shown(text.source, text.translations);
    std::vector<std::string> args;
    args.reserve(text.args.size());
    for (const Text& a : text.args)
        args.push_back(translated(a).toStdString());
    // A counted sentence takes the plural form the language gives its count (%n); with no
    // translation at hand (no translator installed) the core's own English forms.
    QString source;
    if (text.count >= 0) {
        const int n = static_cast<int>(text.count);
        source = QCoreApplication::translate("core", text.source.c_str(), nullptr, n);
        if (source == QString::fromStdString(withCount(text.source, n)))
            source = QString::fromStdString(
                withCount(n == 1 ? text.singular : text.source, text.count));
    } else {
        source = QCoreApplication::translate("core", text.source.c_str());
    }
    return QString::fromStdString(fill(source.toStdString(), args));
}

QString translated(const LoadError& error)
{
    return QString::fromStdString(error.where()) + QStringLiteral(": ") + translated(error.message);
}

QString hitsLeft(int left, int total, const QString& separator)
{
    const QString shown = QString::number(std::max(0, left)) + separator + QString::number(total);
    return left >= 0 ? shown
                     : QCoreApplication::translate("hitspread::coreterms", "%1, %2 beyond")
                           .arg(shown)
                           .arg(-left);
}

} // namespace hitspread
