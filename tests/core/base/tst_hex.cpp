// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hex.h"

#include <QTest>

#include <set>

using namespace hitspread;

class TestHex : public QObject {
    Q_OBJECT
private slots:
    void faces_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<int>("dq");
        QTest::addColumn<int>("dr");
        QTest::newRow("1 upper right") << 1 << 1 << -1;
        QTest::newRow("2 lower right") << 2 << 1 << 0;
        QTest::newRow("3 down") << 3 << 0 << 1;
        QTest::newRow("4 lower left") << 4 << -1 << 1;
        QTest::newRow("5 upper left") << 5 << -1 << 0;
        QTest::newRow("6 up") << 6 << 0 << -1;
    }
    void faces()
    {
        QFETCH(int, face);
        QFETCH(int, dq);
        QFETCH(int, dr);
        QCOMPARE(faceDelta(face), (Hex { dq, dr }));
        QCOMPARE(distance({ 0, 0 }, faceDelta(face)), 1);
    }

    void faceThreeIsStraightDownInOffset()
    {
        // Straight down keeps the column and adds one row, for even and odd columns alike.
        for (int col = 0; col < 6; ++col) {
            const Hex h = fromOffset({ col, 4 });
            QCOMPARE(toOffset(neighbour(h, 3)), (OffsetCoord { col, 5 }));
            QCOMPARE(toOffset(neighbour(h, 6)), (OffsetCoord { col, 3 }));
        }
    }

    void shiftFaceWraps_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<int>("delta");
        QTest::addColumn<int>("expected");
        QTest::newRow("6+1") << 6 << 1 << 1;
        QTest::newRow("1-1") << 1 << -1 << 6;
        QTest::newRow("4-1") << 4 << -1 << 3;
        QTest::newRow("3+0") << 3 << 0 << 3;
    }
    void shiftFaceWraps()
    {
        QFETCH(int, face);
        QFETCH(int, delta);
        QFETCH(int, expected);
        QCOMPARE(shiftFace(face, delta), expected);
    }

    void ringAndDiskSizes_data()
    {
        QTest::addColumn<int>("radius");
        for (int r = 0; r <= 12; ++r)
            QTest::newRow(qPrintable(QString::number(r))) << r;
    }
    void ringAndDiskSizes()
    {
        QFETCH(int, radius);
        const Hex centre = fromOffset({ 7, 9 });
        const auto ringHexes = ring(centre, radius);
        QCOMPARE(static_cast<int>(ringHexes.size()), radius == 0 ? 1 : 6 * radius);
        for (Hex h : ringHexes)
            QCOMPARE(distance(centre, h), radius);
        QCOMPARE(std::set<Hex>(ringHexes.begin(), ringHexes.end()).size(), ringHexes.size());
        const auto diskHexes = disk(centre, radius);
        QCOMPARE(static_cast<int>(diskHexes.size()), 3 * radius * (radius + 1) + 1);
        for (Hex h : diskHexes)
            QVERIFY(distance(centre, h) <= radius);
    }

    void stepIsStraightInAxial()
    {
        // Diagonal steps never drift a column sideways (the offset-stepping bug).
        const Hex start = fromOffset({ 10, 13 });
        for (int face = 1; face <= 6; ++face) {
            for (int n = 0; n <= 9; ++n) {
                const Hex end = step(start, face, n);
                QCOMPARE(distance(start, end), n);
                const auto path = line(start, end);
                QCOMPARE(static_cast<int>(path.size()), n + 1);
                for (int i = 0; i <= n; ++i)
                    QCOMPARE(path[static_cast<std::size_t>(i)], step(start, face, i));
            }
        }
    }

    void lineIsConnected()
    {
        const Hex a = fromOffset({ 2, 3 }), b = fromOffset({ 17, 25 });
        const auto path = line(a, b);
        QCOMPARE(path.front(), a);
        QCOMPARE(path.back(), b);
        for (std::size_t i = 1; i < path.size(); ++i)
            QCOMPARE(distance(path[i - 1], path[i]), 1);
    }

    void labels_data()
    {
        QTest::addColumn<int>("col");
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("text");
        QTest::newRow("A1") << 0 << 0 << "A1";
        QTest::newRow("K14") << 10 << 13 << "K14";
        QTest::newRow("Z3") << 25 << 2 << "Z3";
        QTest::newRow("AA1") << 26 << 0 << "AA1";
        QTest::newRow("AB7") << 27 << 6 << "AB7";
        QTest::newRow("AZ2") << 51 << 1 << "AZ2";
        QTest::newRow("BA60") << 52 << 59 << "BA60";
    }
    void labels()
    {
        QFETCH(int, col);
        QFETCH(int, row);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(label(OffsetCoord { col, row })), text);
        const auto parsed = parseLabel(text.toStdString());
        QVERIFY(parsed);
        QCOMPARE(*parsed, (OffsetCoord { col, row }));
        QCOMPARE(parseHex(text.toLower().toStdString()), fromOffset({ col, row }));
    }

    void roundTripsOverAWholeField()
    {
        for (int col = 0; col < 60; ++col) {
            for (int row = 0; row < 60; ++row) {
                const OffsetCoord c { col, row };
                const Hex h = fromOffset(c);
                QCOMPARE(toOffset(h), c);
                QCOMPARE(parseLabel(label(c)), std::optional<OffsetCoord>(c));
                QCOMPARE(parseHex(std::to_string(col) + "," + std::to_string(row)),
                    std::optional<Hex>(h));
            }
        }
    }

    void badLabelsAreRefused_data()
    {
        QTest::addColumn<QString>("text");
        for (const char* bad : { "", "K", "14", "K0", "K-3", "1,", ",2", "K14x", "a,b", "K 14" })
            QTest::newRow(bad) << QString::fromLatin1(bad);
    }
    void badLabelsAreRefused()
    {
        QFETCH(QString, text);
        QVERIFY(!parseHex(text.toStdString()));
    }
};

QTEST_APPLESS_MAIN(TestHex)
#include "tst_hex.moc"
