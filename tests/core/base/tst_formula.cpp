// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "formula.h"

#include <QTest>

using namespace hitspread;

class TestFormula : public QObject {
    Q_OBJECT
private slots:
    void evaluates_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("expected");
        // str 8, dex 7, dia 6, cool 5
        QTest::newRow("phys rounds down") << "(str + dex) / 2" << 7;
        QTest::newRow("precedence") << "str + dex * 2" << 22;
        QTest::newRow("max") << "max(1, (dia + cool) / 10)" << 1;
        QTest::newRow("min") << "min(str, dex)" << 7;
        QTest::newRow("ceil") << "ceil(dex / 3)" << 3;
        QTest::newRow("ceil exact") << "ceil(6 / 3)" << 2;
        QTest::newRow("negative floors") << "(0 - dex) / 2" << -4;
        QTest::newRow("unary minus") << "-str + 10" << 2;
    }
    void evaluates()
    {
        QFETCH(QString, text);
        QFETCH(int, expected);
        auto parsed = Formula::parse(text.toStdString());
        QVERIFY(std::holds_alternative<Formula>(parsed));
        const std::map<std::string, int> vars { { "str", 8 }, { "dex", 7 }, { "dia", 6 },
            { "cool", 5 } };
        QCOMPARE(std::get<Formula>(parsed).evaluate(vars), expected);
    }

    void refuses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("column");
        QTest::newRow("unclosed") << "(str + dex / 2"
                                  << "expected ')'" << 14;
        QTest::newRow("stray") << "str $ 2"
                               << "unexpected '$'" << 4;
        QTest::newRow("empty") << ""
                               << "formula ends too early" << 0;
        QTest::newRow("ceil without division") << "ceil(str)"
                                               << "ceil takes a division: ceil(a / b)" << 0;
        QTest::newRow("divide by a name") << "str / dex"
                                          << "divide only by a whole number above 0" << 6;
        QTest::newRow("divide by zero") << "(str + dex) / 0"
                                        << "divide only by a whole number above 0" << 14;
    }
    void refuses()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        QFETCH(int, column);
        auto parsed = Formula::parse(text.toStdString());
        QVERIFY(std::holds_alternative<Formula::ParseError>(parsed));
        QCOMPARE(QString::fromStdString(std::get<Formula::ParseError>(parsed).message.english()),
            message);
        QCOMPARE(std::get<Formula::ParseError>(parsed).column, column);
    }
};

QTEST_APPLESS_MAIN(TestFormula)
#include "tst_formula.moc"
