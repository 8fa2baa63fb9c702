// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The core's sentences: a template with %1 … %9 and its arguments, English when filled in.
#include "text.h"

#include <QTest>

using namespace hitspread;

class TestText : public QObject {
    Q_OBJECT
private slots:
    void fillsArgumentsInTheirPlaces()
    {
        QCOMPARE(QString::fromStdString(fill("%2 before %1", { "one", "two" })),
            QString("two before one"));
        // An argument that holds %1 is not filled again; a placeholder without argument stays.
        QCOMPARE(QString::fromStdString(fill("%1 and %3", { "%2", "x" })), QString("%2 and %3"));
        QCOMPARE(QString::fromStdString(fill("100% sure, %0", {})), QString("100% sure, %0"));
    }

    void sentencesAndTheirArguments()
    {
        const Text roll = say(HS_TEXT("core", "Roll %1 + skill %2: total %3."), "5,6,4", 8, 23);
        QCOMPARE(
            QString::fromStdString(roll.english()), QString("Roll 5,6,4 + skill 8: total 23."));
        QVERIFY(!roll.literal);
        QCOMPARE(roll.args.size(), std::size_t(3));
        QVERIFY(roll.args[1].literal);
        QCOMPARE(QString::fromStdString(roll.args[1].source), QString("8"));
        // A sentence inside a sentence stays a sentence (translated in its turn).
        const Text outer = say(HS_TEXT("core", "Bullet %1: %2"), 2, roll);
        QCOMPARE(QString::fromStdString(outer.english()),
            QString("Bullet 2: Roll 5,6,4 + skill 8: total 23."));
        QVERIFY(!outer.args[1].literal);
        QCOMPARE(QString::fromStdString(argument(0.5).english()), QString("0.5"));
        QCOMPARE(QString::fromStdString(argument(12.0).english()), QString("12"));
    }
};

QTEST_APPLESS_MAIN(TestText)
#include "tst_text.moc"
