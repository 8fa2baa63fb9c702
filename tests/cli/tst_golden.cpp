// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Golden outputs of hitspread-cli: every case of tests/data/golden/cases.txt is run and what
// it prints is compared byte for byte with the file of its name. A change that means to
// alter an output rewrites the files (HITSPREAD_UPDATE_GOLDEN=1) and shows every difference
// in its diff.

#include "clirun.h"

#include <QFile>
#include <QTest>

using namespace hitspread::clitest;

class TestGolden : public QObject {
    Q_OBJECT

    static QString goldenPath(const QString& name) { return dataPath("golden/" + name); }

private slots:
    void outputsAreUnchanged_data()
    {
        QTest::addColumn<QStringList>("args");
        QFile list(goldenPath("cases.txt"));
        QVERIFY2(list.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(list.fileName()));
        int cases = 0;
        while (!list.atEnd()) {
            const QString line = QString::fromUtf8(list.readLine()).trimmed();
            if (line.isEmpty() || line.startsWith('#'))
                continue;
            const qsizetype tab = line.indexOf('\t');
            QVERIFY2(tab > 0, qPrintable(line));
            QStringList args = line.mid(tab + 1).split(' ', Qt::SkipEmptyParts);
            for (QString& arg : args) {
                arg.replace(
                    QStringLiteral("@RULESETS@"), QStringLiteral(HITSPREAD_SOURCE_RULESETS));
                arg.replace(QStringLiteral("@TESTDATA@"), QStringLiteral(HITSPREAD_TEST_DATA));
            }
            QTest::newRow(qPrintable(line.left(tab))) << args;
            ++cases;
        }
        QVERIFY(cases > 100);
    }

    void outputsAreUnchanged()
    {
        QFETCH(QStringList, args);
        const Run run = cli(args);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(!run.out.isEmpty());
        // Paths of the rulesets are written as the cases give them, so a clone anywhere
        // compares alike.
        const QByteArray out = QByteArray(run.out)
                                   .replace(HITSPREAD_SOURCE_RULESETS, "@RULESETS@")
                                   .replace(HITSPREAD_TEST_DATA, "@TESTDATA@");
        QFile golden(goldenPath(QString::fromUtf8(QTest::currentDataTag()) + ".out"));
        if (qEnvironmentVariableIsSet("HITSPREAD_UPDATE_GOLDEN")) {
            QVERIFY(golden.open(QIODevice::WriteOnly));
            QCOMPARE(golden.write(out), out.size());
            return;
        }
        QVERIFY2(golden.open(QIODevice::ReadOnly), qPrintable(golden.fileName() + " is missing"));
        const QByteArray expected = golden.readAll();
        if (out != expected) {
            // The first line that differs, so the failure says where.
            const QList<QByteArray> got = out.split('\n'), want = expected.split('\n');
            for (qsizetype i = 0; i < std::max(got.size(), want.size()); ++i) {
                const QByteArray a = i < got.size() ? got[i] : QByteArray("(none)");
                const QByteArray b = i < want.size() ? want[i] : QByteArray("(none)");
                if (a != b)
                    QFAIL(qPrintable(
                        QStringLiteral("line %1 differs:\n  got:  %2\n  want: %3")
                            .arg(i + 1)
                            .arg(QString::fromUtf8(a.left(300)), QString::fromUtf8(b.left(300)))));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestGolden)
#include "tst_golden.moc"
