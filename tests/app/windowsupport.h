// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the widget tests share: a shown main window on the shipped ruleset.

#include "app/document/session.h"
#include "app/window/bodytable.h"
#include "testsupport.h"

#include <QApplication>
#include <QMessageBox>
#include <QTest>
#include <QTimer>

#include <memory>

namespace hitspread::test {

// The rows of a test at the screen sizes people have, 1024 × 700, 1366 × 768 and
// 1920 × 1080, in English and in German: the columns "language" and "size".
inline void addScreenRows()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const QString& language : { QStringLiteral("en"), QStringLiteral("de") })
        for (const QSize size : { QSize(1024, 700), QSize(1366, 768), QSize(1920, 1080) })
            QTest::addRow("%s %dx%d", qPrintable(language), size.width(), size.height())
                << language << size;
}

inline std::unique_ptr<BodyTable> shownWindow()
{
    auto window = std::make_unique<BodyTable>();
    if (!window->openRuleset(rulesetPath("3d-system")).isEmpty())
        qFatal("the shipped ruleset does not load");
    window->resize(1280, 900);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        qFatal("the window is not shown");
    return window;
}

// Moves `who` to stand `metres` from `from` (in the same row of the map: q + metres), one
// undoable step: a blow reaches a hex beside the attacker's, a shot's range is the metres
// between. Why it cannot, or nothing.
inline QString standFrom(Session& session, CombatantId who, CombatantId from, int metres)
{
    const Combatant* there = session.data().find(from);
    if (!there)
        return QStringLiteral("no combatant %1").arg(from);
    return session.moveCombatant(who, there->position + Hex { metres, 0 });
}

// A message box the window opens (a refused action) would wait for a click: from now on, each
// is closed and its text printed, and the test fails where it checks what the action did.
inline void closeAnyMessageBox()
{
    QTimer::singleShot(50, [] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            qWarning("message box: %s", qPrintable(box->text()));
            box->reject();
        }
        closeAnyMessageBox();
    });
}

// The scene most widget tests are written for: the shipped ruleset's operative shooting at
// another operative (a new session sets the operative against a different character). The
// history starts empty.
inline std::unique_ptr<BodyTable> operativesWindow()
{
    auto window = shownWindow();
    Session* session = window->session();
    const CombatantId opponent = session->data().target;
    session->resetTarget("operative");
    session->removeCombatant(opponent);
    if (!session->target().sheet || session->target().sheet->key != "operative"
        || session->target().armour.empty() || session->data().combatants.size() != 2)
        qFatal("the shipped ruleset has no armoured operative");
    session->undoStack()->clear();
    return window;
}

} // namespace hitspread::test
