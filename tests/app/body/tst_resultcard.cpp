// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The roll log's result card says what happened to the shot, not only to its roll (§5: "A
// shot that lands on a body hex hits that sub-location — even a 'missed' roll can land on the
// body. A shot that lands on empty space misses.").
#include "app/window/resultcard.h"

#include <QTest>

using namespace hitspread;

namespace {
ShotTrace shot(bool rollHits, int location)
{
    ShotTrace s;
    s.roll.total = rollHits ? 18 : 11;
    s.roll.target = 13;
    s.roll.hit = rollHits;
    s.landing = Hex { 3, 4 };
    s.deviation = 4;
    s.location = location;
    return s;
}
}

class TestResultCard : public QObject {
    Q_OBJECT
private slots:
    void headlineSaysWhatTheShotDid_data()
    {
        QTest::addColumn<bool>("rollHits");
        QTest::addColumn<int>("location");
        QTest::addColumn<QString>("headline");
        QTest::addColumn<bool>("struck");
        QTest::newRow("hit, on the body") << true << 1 << "Total 18 against 13: HIT" << true;
        QTest::newRow("hit, deviated off the body")
            << true << -1 << "Total 18 against 13: roll made, deviated off the body: MISS" << false;
        QTest::newRow("missed roll, lands on the body")
            << false << 2 << "Total 11 against 13: missed by 2, lands on the body: HIT" << true;
        QTest::newRow("missed roll, off the body")
            << false << -1 << "Total 11 against 13: MISS by 2" << false;
    }
    void headlineSaysWhatTheShotDid()
    {
        QFETCH(bool, rollHits);
        QFETCH(int, location);
        QFETCH(QString, headline);
        QFETCH(bool, struck);
        ResultCard card;
        card.setShot(shot(rollHits, location));
        QCOMPARE(card.headline(), headline);
        QCOMPARE(card.struck(), struck);
        if (rollHits && location < 0)
            QVERIFY(card.summary().contains("deviated off the body: a miss"));
    }

    // A throw (§9) is told by whom its blast caught, never as a shot off the body.
    void aThrowSaysWhomItCaught()
    {
        ResultCard card;
        card.setThrow(shot(true, -1), 3);
        QCOMPARE(
            card.headline(), QString("Total 18 against 13: roll made, lands on D6: catches 3"));
        QVERIFY(card.summary().endsWith("The blast catches 3."));
        card.setThrow(shot(false, -1), 0);
        QCOMPARE(card.headline(),
            QString("Total 11 against 13: missed by 2, lands on D6: catches no one"));
        // A shot after it is a shot again.
        card.setShot(shot(true, -1));
        QCOMPARE(card.headline(),
            QString("Total 18 against 13: roll made, deviated off the body: MISS"));
    }

    // A burst's later bullet: counted, its own direction die and landing, the burst's roll.
    void aLaterBulletSaysWhereItWent()
    {
        ResultCard card;
        const ShotTrace first = shot(true, 1);
        ShotTrace later;
        later.carriesRoll = false;
        later.fromHex = Hex { 3, 4 };
        later.direction = 5;
        later.face = 4;
        later.deviation = 2;
        later.landing = Hex { 3, 6 };
        later.location = -1;
        card.setBullet(first, later, 7, 14);
        QCOMPARE(card.headline(), QString("Bullet 7 of 14: lands on D8, off the body: MISS"));
        QVERIFY(!card.struck());
        QVERIFY2(card.summary().contains("direction die 5, face 4 after the influence"),
            qPrintable(card.summary()));
        later.location = 2;
        card.setBullet(first, later, 7, 14);
        QCOMPARE(card.headline(), QString("Bullet 7 of 14: lands on D8: HIT"));
        QVERIFY(card.struck());
        card.setBullet(first, first, 1, 14);
        QCOMPARE(card.headline(), QString("Bullet 1 of 14 — Total 18 against 13: HIT"));
        QVERIFY(!card.grab().isNull());
    }
};

QTEST_MAIN(TestResultCard)
#include "tst_resultcard.moc"
