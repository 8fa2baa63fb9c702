// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Files that are not what they claim: a device, a pipe, a folder or a file too large is
// refused at once with its name and the reason, never read without end. Through the ruleset
// reader too: a characters/x.yaml that is /dev/zero or a pipe refuses the ruleset with the
// file named.
#include "rulesetreader.h"
#include "testsupport.h"
#include "textfile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace hitspread;
using namespace hitspread::test;

namespace {
QString english(const TextFileRead& read)
{
    return read.error ? QString::fromStdString(read.error->text()) : QString();
}

TextFileRead readSession(const QString& path)
{
    return readTextFile(path.toStdString(), MaxSessionFileBytes, term("a session file"));
}
} // namespace

class TestTextFile : public QObject {
    Q_OBJECT
private slots:
    void readsARegularFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("a.yaml");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("ruleset: x\n");
        file.close();
        const TextFileRead read = readSession(path);
        QVERIFY(read.text);
        QCOMPARE(QString::fromStdString(*read.text), QString("ruleset: x\n"));
        QVERIFY(!read.error);
    }

    void refusesWhatIsNotARegularFile_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("device") << "device"
                                << "not a regular file (a device or a pipe)";
        QTest::newRow("pipe") << "pipe"
                              << "not a regular file (a device or a pipe)";
        QTest::newRow("folder") << "folder"
                                << "this is a folder, not a file";
        QTest::newRow("missing") << "missing"
                                 << "cannot open the file";
    }

    // Each is refused at once: /dev/zero would be read until memory runs out, a pipe with no
    // writer would wait for ever.
    void refusesWhatIsNotARegularFile()
    {
        QFETCH(QString, kind);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath("session.yaml");
        if (kind == "device")
            QVERIFY(QFile::link("/dev/zero", path));
        else if (kind == "pipe")
            QCOMPARE(mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        else if (kind == "folder")
            QVERIFY(QDir(dir.path()).mkdir("session.yaml"));
        const TextFileRead read = readSession(path);
        QVERIFY(!read.text);
        QVERIFY2(english(read).startsWith(path + ":1:1: " + message), qPrintable(english(read)));
    }

    // One byte over the limit is refused, the limit named; a sparse file makes it cheap.
    void refusesAFileOverTheLimit()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("big.yaml");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(qint64(MaxSessionFileBytes) + 1));
        file.close();
        const TextFileRead read = readSession(path);
        QVERIFY(!read.text);
        QCOMPARE(english(read),
            path
                + QString(":1:1: the file has %1 bytes, more than the %2 a session file may have")
                      .arg(qint64(MaxSessionFileBytes) + 1)
                      .arg(qint64(MaxSessionFileBytes)));
    }

    void aRulesetWithADeviceOrAPipeForACharacterIsRefused_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("device") << "device";
        QTest::newRow("pipe") << "pipe";
        QTest::newRow("too large") << "large";
    }

    void aRulesetWithADeviceOrAPipeForACharacterIsRefused()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        QVERIFY(copyRuleset("3d-system", dir.path()));
        const QString path = dir.filePath("characters/x.yaml");
        if (kind == "device") {
            QVERIFY(QFile::link("/dev/zero", path));
        } else if (kind == "pipe") {
            QCOMPARE(mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        } else {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QVERIFY(file.resize(qint64(MaxYamlFileBytes) + 1));
        }
        const RulesetLoad load = loadRuleset(dir.path().toStdString());
        QVERIFY(!load.ruleset);
        const QString errors = errorText(load);
        QVERIFY2(errors.contains(path + ":1:1: "), qPrintable(errors));
        QVERIFY2(errors.contains(kind == "large"
                         ? "more than the 4194304 a ruleset or character file may have"
                         : "not a regular file (a device or a pipe): not read"),
            qPrintable(errors));
    }
};

QTEST_APPLESS_MAIN(TestTextFile)
#include "tst_textfile.moc"
