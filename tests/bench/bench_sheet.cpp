// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One filled combat sheet written to a PDF, as `hitspread-cli sheet` and the window's
// Export PDF do it (target: 150 ms).
#include "combatsheet.h"
#include "testsupport.h"

#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTest>

using namespace hitspread;

class BenchSheet : public QObject {
    Q_OBJECT
private slots:
    void filledSheetToPdf()
    {
        const Ruleset& rs = test::shippedRuleset();
        CharacterState state = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        state.locations[static_cast<std::size_t>(rs.body.locationIndex("torso"))].hits = 9;
        state.incap = 20;
        state.bruising = 3;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath("sheet.pdf");
        QString error;
        // The first sheet loads the fonts once; each later one is what a user waits for.
        QVERIFY2(writeCombatSheetPdf(file, QPageSize::A4, rs, &state, &error), qPrintable(error));
        QBENCHMARK
        {
            writeCombatSheetPdf(file, QPageSize::A4, rs, &state, &error);
        }
    }
};

QTEST_MAIN(BenchSheet)
#include "bench_sheet.moc"
