// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dice.h"

#include <QTest>

using namespace hitspread;

class TestDice : public QObject {
    Q_OBJECT
private slots:
    void seedGivesTheSameFacesEverywhere()
    {
        // The generator's algorithm is Hitspread's own: these faces hold on every platform.
        SeededDice dice(42);
        std::vector<int> faces;
        for (int i = 0; i < 12; ++i)
            faces.push_back(dice.roll("test"));
        SeededDice again(42);
        for (int i = 0; i < 12; ++i)
            QCOMPARE(again.roll("test"), faces[static_cast<std::size_t>(i)]);
        // The same faces as an independent SplitMix64 + xoshiro256** implementation gives.
        QCOMPARE(faces, (std::vector<int> { 1, 1, 6, 6, 5, 1, 5, 4, 5, 6, 2, 2 }));
        SeededDice other(43);
        std::vector<int> otherFaces;
        for (int i = 0; i < 12; ++i)
            otherFaces.push_back(other.roll("test"));
        QVERIFY(otherFaces != faces);
    }

    // A session's dice go on where they stopped: the generator skipped ahead by n faces gives
    // the faces a fresh one gives after n, and keeps no record of the skipped ones (a skip of
    // the most faces a session may have rolled costs steps, not memory).
    void skippingAheadGivesTheSameFaces()
    {
        SeededDice fresh(42);
        std::vector<int> faces;
        for (int i = 0; i < 12; ++i)
            faces.push_back(fresh.roll("test"));
        for (std::uint64_t skipped : { 0, 1, 5, 11 }) {
            SeededDice later(42, skipped);
            QVERIFY(later.used().empty());
            for (std::size_t i = skipped; i < faces.size(); ++i)
                QCOMPARE(later.roll("test"), faces[i]);
        }
        SeededDice far(42, MaxFacesUsed);
        QVERIFY(far.used().empty());
        const int face = far.roll("test");
        QVERIFY(face >= 1 && face <= 6);
        QCOMPARE(far.used().size(), std::size_t(1));
    }

    // A roll of everyone in turn names whose die is wanted next, and only while it lasts.
    void whoseDieIsMissing()
    {
        TypedDice dice({ 4 });
        {
            const DiceSource::Whose whose(dice, "Wickham 2");
            QCOMPARE(dice.roll("initiative"), 4);
            try {
                dice.roll("initiative");
                QFAIL("no die was missing");
            } catch (const DiceExhausted& e) {
                QCOMPARE(e.whose(), std::string("Wickham 2"));
                QCOMPARE(std::string(e.what()),
                    std::string("not enough dice: die 2 (initiative of Wickham 2) is missing"));
            }
        }
        try {
            dice.roll("success die");
            QFAIL("no die was missing");
        } catch (const DiceExhausted& e) {
            QVERIFY(e.whose().empty());
        }
    }

    void facesAreFair()
    {
        // 60 000 rolls: each face within 3 % of 10 000 (a fixed seed, so this never flickers).
        SeededDice dice(20261121);
        int counts[7] = {};
        for (int i = 0; i < 60000; ++i) {
            const int face = dice.roll("test");
            QVERIFY(face >= 1 && face <= 6);
            ++counts[face];
        }
        for (int face = 1; face <= 6; ++face)
            QVERIFY2(std::abs(counts[face] - 10000) < 300,
                qPrintable(QString("face %1: %2").arg(face).arg(counts[face])));
    }

    void everyFaceIsRecorded()
    {
        TypedDice dice({ 5, 6, 4, 2 });
        QCOMPARE(dice.roll("success die"), 5);
        QCOMPARE(dice.roll("damage die"), 6);
        QCOMPARE(dice.faces(), (std::vector<int> { 5, 6 }));
        QCOMPARE(std::string(dice.used()[1].purpose), std::string("damage die"));
        QCOMPARE(dice.remaining(), std::size_t(2));
        QCOMPARE(dice.leftOver(), (std::vector<int> { 4, 2 }));
    }

    void typedDiceNeverRunOutSilently()
    {
        TypedDice dice({ 3 });
        dice.roll("success die");
        try {
            dice.roll("direction");
            QFAIL("no exception");
        } catch (const DiceExhausted& e) {
            QCOMPARE(e.purpose(), std::string("direction"));
            QCOMPARE(e.position(), std::size_t(1));
            QCOMPARE(std::string(e.what()),
                std::string("not enough dice: die 2 (direction) is missing"));
        }
    }

    void facesOutsideOneToSixAreRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("seven") << "5,7,1"
                               << "die 2 is 7: a d6 shows 1 to 6";
        QTest::newRow("zero") << "0"
                              << "die 1 is 0: a d6 shows 1 to 6";
        QTest::newRow("word") << "5,six"
                              << "die 2 is 'six': expected a number from 1 to 6";
        QTest::newRow("empty item") << "5,,4"
                                    << "die 2 is '': expected a number from 1 to 6";
        QTest::newRow("negative") << "-1"
                                  << "die 1 is -1: a d6 shows 1 to 6";
    }
    void facesOutsideOneToSixAreRefused()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        try {
            TypedDice::parseList(text.toStdString());
            QFAIL("accepted");
        } catch (const std::invalid_argument& e) {
            QCOMPARE(QString::fromStdString(e.what()), message);
        }
    }

    void constructorRefusesBadFaces()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TypedDice({ 1, 2, 9 }));
        QCOMPARE(TypedDice::parseList(" 1, 2 ,6"), (std::vector<int> { 1, 2, 6 }));
    }
};

QTEST_APPLESS_MAIN(TestDice)
#include "tst_dice.moc"
