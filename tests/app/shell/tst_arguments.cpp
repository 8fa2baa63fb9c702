// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The program's command line: `--session FILE` and `--session=FILE`, the spellings --help
// shows, open the file (Qt would take them as its X11 session manager's option), as `--open`
// does; `-session ID` with one dash stays the session manager's.
#include "app/main/arguments.h"
#include "testsupport.h"

#include <QCommandLineParser>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {
QStringList rewritten(const QStringList& given)
{
    std::vector<QByteArray> bytes;
    std::vector<char*> argv;
    for (const QString& g : given)
        bytes.push_back(g.toLocal8Bit());
    for (QByteArray& b : bytes)
        argv.push_back(b.data());
    ProgramArguments arguments(static_cast<int>(argv.size()), argv.data());
    QStringList out;
    for (int i = 0; i < arguments.argc(); ++i)
        out << QString::fromLocal8Bit(arguments.argv()[i]);
    return out;
}
}

class TestArguments : public QObject {
    Q_OBJECT

private slots:
    void sessionBecomesOpen_data()
    {
        QTest::addColumn<QStringList>("given");
        QTest::addColumn<QStringList>("passed");
        QTest::newRow("--session FILE") << QStringList { "hitspread", "--session", "f.yaml" }
                                        << QStringList { "hitspread", "--open", "f.yaml" };
        QTest::newRow("--session=FILE") << QStringList { "hitspread", "--session=f.yaml" }
                                        << QStringList { "hitspread", "--open=f.yaml" };
        QTest::newRow("the session manager's -session") << QStringList { "hitspread", "-session",
            "1234" } << QStringList { "hitspread", "-session", "1234" };
        QTest::newRow("after --") << QStringList { "hitspread", "--", "--session" }
                                  << QStringList { "hitspread", "--", "--session" };
    }

    void sessionBecomesOpen()
    {
        QFETCH(QStringList, given);
        QFETCH(QStringList, passed);
        QCOMPARE(rewritten(given), passed);
        if (passed.contains(QStringLiteral("--open"))
            || passed.filter(QStringLiteral("--open=")).size() == 1) {
            QCommandLineParser parser;
            parser.addOption(openSessionOption());
            QVERIFY(parser.parse(passed));
            QCOMPARE(parser.value(QStringLiteral("session")), QStringLiteral("f.yaml"));
        }
    }

    // The program itself: a session that does not open says so (printed, as a screenshot is
    // taken without anyone to close a message), naming the file; one that opens says nothing.
    void theProgramOpensTheSession_data()
    {
        QTest::addColumn<QString>("form");
        QTest::newRow("--session FILE") << "--session";
        QTest::newRow("--session=FILE") << "--session=";
        QTest::newRow("--open FILE") << "--open";
    }

    void theProgramOpensTheSession()
    {
        QFETCH(QString, form);
        QTemporaryDir tmp;
        const auto run = [&](const QString& file) {
            QStringList args { QStringLiteral("--ruleset"), rulesetPath("3d-system") };
            if (form.endsWith('='))
                args << form + file;
            else
                args << form << file;
            args << QStringLiteral("--screenshot") << tmp.filePath(QStringLiteral("w.png"));
            QProcess program;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
            env.insert(QStringLiteral("XDG_CONFIG_HOME"), tmp.filePath(QStringLiteral("config")));
            env.insert(QStringLiteral("XDG_DATA_HOME"), tmp.filePath(QStringLiteral("data")));
            program.setProcessEnvironment(env);
            program.start(QStringLiteral(HITSPREAD_PROGRAM), args);
            const bool finished = program.waitForFinished(120000);
            return std::make_pair(finished && program.exitCode() == 0,
                QString::fromLocal8Bit(program.readAllStandardError()));
        };
        const QString missing = tmp.filePath(QStringLiteral("missing.yaml"));
        const auto [missingRan, missingSaid] = run(missing);
        QVERIFY(missingRan);
        QVERIFY2(missingSaid.contains(missing), qPrintable(missingSaid));
        const auto [ran, said] = run(dataPath(QStringLiteral("sessions/encounter/exports.yaml")));
        QVERIFY(ran);
        QVERIFY2(!said.contains(QStringLiteral("exports.yaml")), qPrintable(said));
    }
};

QTEST_GUILESS_MAIN(TestArguments)
#include "tst_arguments.moc"
