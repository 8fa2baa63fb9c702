// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The core's sentences: a template with %1 … %9 and its arguments, English when filled in.
#include "text.h"
#include "uniquenames.h"

#include <QTest>

using namespace hitspread;

class TestText : public QObject {
    Q_OBJECT
private slots:
    // A second "Thug" is "Thug 2", a third "Thug 3"; a number taken by hand is passed over,
    // and a name that is free stays as it is.
    void uniqueNames()
    {
        UniqueNames names(std::vector<std::string> { "Thug", "Thug 3" });
        QCOMPARE(names.take("Thug"), std::string("Thug 2"));
        QCOMPARE(names.take("Thug"), std::string("Thug 4"));
        QCOMPARE(names.take("Kaar"), std::string("Kaar"));
        QCOMPARE(names.take("Thug 2"), std::string("Thug 2 2"));
        QCOMPARE(names.take("Kaar"), std::string("Kaar 2"));
        UniqueNames many;
        for (int i = 1; i <= 5000; ++i)
            QCOMPARE(many.take("Thug"), i == 1 ? std::string("Thug") : "Thug " + std::to_string(i));
    }

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

    // A counted noun takes its plural form: "1 success", "2 successes", "0 successes" (the
    // success-pool working said "1 successes").
    void countedSentencesTakeTheirPluralForm_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("english");
        QTest::newRow("none") << 0 << "Mara spends 0 actions, 2 left.";
        QTest::newRow("one") << 1 << "Mara spends 1 action, 2 left.";
        QTest::newRow("two") << 2 << "Mara spends 2 actions, 2 left.";
    }

    void countedSentencesTakeTheirPluralForm()
    {
        QFETCH(int, count);
        QFETCH(QString, english);
        const Text t = sayCount("%1 spends %n action, %2 left.",
            HS_TEXT_N("core", "%1 spends %n actions, %2 left."), count, "Mara", 2);
        QCOMPARE(QString::fromStdString(t.english()), english);
        QCOMPARE(t.count, static_cast<long long>(count));
        QCOMPARE(QString::fromStdString(t.source), QString("%1 spends %n actions, %2 left."));
        QCOMPARE(QString::fromStdString(withCount("%n of %n, 100%", 3)), QString("3 of 3, 100%"));
    }
};

QTEST_APPLESS_MAIN(TestText)
#include "tst_text.moc"
