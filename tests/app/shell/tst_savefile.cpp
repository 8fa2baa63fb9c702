// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Saving never lies: a write that fails part way (a full disk) or a commit that fails is
// cancelled, the previous file stays whole, and the message says so in words.

#include "savefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace hitspread;

namespace {
// A file being written that fails the way the test says.
class FailingTarget final : public SaveTarget {
public:
    enum class Failure { None, Open, ShortWrite, Commit };
    Failure failure = Failure::None;
    bool full = false;
    bool committed = false;
    bool cancelled = false;

    bool open() override { return failure != Failure::Open; }
    qint64 write(const QByteArray& bytes) override
    {
        // A full disk took the first 45,056 bytes of a large session and no more.
        return failure == Failure::ShortWrite ? std::min<qint64>(bytes.size(), 45056)
                                              : bytes.size();
    }
    bool commit() override
    {
        committed = failure != Failure::Commit;
        return committed;
    }
    void cancel() override { cancelled = true; }
    QString errorString() const override { return QStringLiteral("Input/output error"); }
    bool diskFull() const override { return full; }
};

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool isUnsavedMessage(const QString& error, const QString& path)
{
    return error.startsWith(path + QStringLiteral(" was not saved ("))
        && error.endsWith(QStringLiteral("); your previous file is unchanged."));
}

// A read-only file, then a file in a read-only folder: each save is refused, the file stays
// whole, no temporary file is left, and the message says so. Only for a user whom
// permissions bind (root writes anywhere).
void saveIntoReadOnlyPlaces()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString file = tmp.filePath(QStringLiteral("read-only.hitspread"));
    QCOMPARE(saveFile(file, "first\n"), QString());
    QVERIFY(QFile::setPermissions(file, QFileDevice::ReadOwner | QFileDevice::ReadGroup));
    const QString fileError = saveFile(file, "second\n");
    QVERIFY2(isUnsavedMessage(fileError, file), qPrintable(fileError));
    QCOMPARE(readAll(file), QByteArray("first\n"));

    QVERIFY(QDir(tmp.path()).mkdir(QStringLiteral("locked")));
    const QString folder = tmp.filePath(QStringLiteral("locked"));
    const QString inFolder = folder + QStringLiteral("/session.hitspread");
    QCOMPARE(saveFile(inFolder, "first\n"), QString());
    const QFileDevice::Permissions open = QFile::permissions(folder);
    QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    const QString folderError = saveFile(inFolder, "second\n");
    const QStringList left = QDir(folder).entryList(QDir::Files | QDir::Hidden);
    QVERIFY(QFile::setPermissions(folder, open)); // so the temporary folder can go
    QVERIFY2(isUnsavedMessage(folderError, inFolder), qPrintable(folderError));
    QCOMPARE(readAll(inFolder), QByteArray("first\n"));
    QCOMPARE(left, QStringList { QStringLiteral("session.hitspread") });
}
}

class TestSaveFile : public QObject {
    Q_OBJECT

private slots:
    void failuresAreCancelledAndSaid_data()
    {
        QTest::addColumn<int>("failure");
        QTest::addColumn<bool>("full");
        QTest::addColumn<QString>("message");
        QTest::newRow("full disk, short write")
            << int(FailingTarget::Failure::ShortWrite) << true
            << "The disk is full: s.hitspread was not saved; your previous file is unchanged.";
        QTest::newRow("full disk at commit")
            << int(FailingTarget::Failure::Commit) << true
            << "The disk is full: s.hitspread was not saved; your previous file is unchanged.";
        QTest::newRow("short write, other cause")
            << int(FailingTarget::Failure::ShortWrite) << false
            << "s.hitspread was not saved (Input/output error); your previous file is unchanged.";
        QTest::newRow("cannot open")
            << int(FailingTarget::Failure::Open) << false
            << "s.hitspread was not saved (Input/output error); your previous file is unchanged.";
    }

    void failuresAreCancelledAndSaid()
    {
        QFETCH(int, failure);
        QFETCH(bool, full);
        QFETCH(QString, message);
        FailingTarget target;
        target.failure = static_cast<FailingTarget::Failure>(failure);
        target.full = full;
        const QString error
            = saveFile(target, QStringLiteral("s.hitspread"), QByteArray(100000, 'x'));
        QCOMPARE(error, message);
        QVERIFY(target.cancelled);
        QVERIFY(!target.committed);
    }

    void aWholeWriteIsCommitted()
    {
        FailingTarget target;
        QCOMPARE(
            saveFile(target, QStringLiteral("s.hitspread"), QByteArray(100000, 'x')), QString());
        QVERIFY(target.committed);
        QVERIFY(!target.cancelled);
    }

    // A real file: saved, then a save that cannot be made leaves it whole.
    void aFailedSaveKeepsThePreviousFile()
    {
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("session.hitspread"));
        QCOMPARE(saveFile(path, "first\n"), QString());
        QCOMPARE(readAll(path), QByteArray("first\n"));
        FailingTarget target;
        target.failure = FailingTarget::Failure::ShortWrite;
        target.full = true;
        QVERIFY(!saveFile(target, path, QByteArray(100000, 'y')).isEmpty());
        QCOMPARE(readAll(path), QByteArray("first\n"));
        // A folder in the way of the file: refused, nothing else touched.
        QVERIFY(QDir(tmp.path()).mkdir(QStringLiteral("folder.hitspread")));
        QVERIFY(!saveFile(tmp.filePath(QStringLiteral("folder.hitspread")), "x").isEmpty());
        QCOMPARE(readAll(path), QByteArray("first\n"));
    }

    // Read-only places, tried as a user whom permissions bind: as root (CI), the same check
    // runs in a child of this test as the user nobody (setpriv, util-linux).
    void readOnlyFolderAndFile()
    {
        if (geteuid() != 0) {
            saveIntoReadOnlyPlaces();
            return;
        }
        QProcess child;
        child.setProcessChannelMode(QProcess::MergedChannels);
        child.start(QStringLiteral("setpriv"),
            { QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                QStringLiteral("--clear-groups"), QCoreApplication::applicationFilePath(),
                QStringLiteral("readOnlyFolderAndFile") });
        QVERIFY(child.waitForFinished(120000));
        const QByteArray output = child.readAll();
        QVERIFY2(child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0,
            output.constData());
        QVERIFY2(
            output.contains("PASS   : TestSaveFile::readOnlyFolderAndFile()"), output.constData());
    }

    // A save killed (SIGKILL) at any moment: the file is always one whole version, the one
    // before or the one being saved, never a mix or a part. A helper saves 2 MB versions in
    // a loop; it is killed thirty times after a different delay each time.
    void aKilledSaveLeavesAWholeFile()
    {
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("session.hitspread"));
        const qsizetype size = 2 * 1024 * 1024;
        QCOMPARE(saveFile(path, QByteArray(size, 'a')), QString());
        QSet<char> seen;
        for (int kill = 0; kill < 30; ++kill) {
            QProcess saver;
            saver.start(QStringLiteral(HITSPREAD_SAVELOOP), { path, QString::number(size) });
            QVERIFY(saver.waitForReadyRead(30000));
            QTest::qSleep(3 + 7 * kill); // 3 ms to 206 ms: inside a write, a rename, between
            saver.kill(); // SIGKILL
            QVERIFY(saver.waitForFinished(30000));
            QCOMPARE(saver.exitStatus(), QProcess::CrashExit);
            const QByteArray after = readAll(path);
            QCOMPARE(after.size(), size);
            QVERIFY(after == QByteArray(size, after.front()));
            seen.insert(after.front());
        }
        // The loop was killed after saves and in the middle of them, not only before the first.
        QVERIFY(seen.contains('b') || seen.contains('c'));
    }

#ifdef HITSPREAD_TEST_AS_ROOT
    // A real full disk: a 64 KiB tmpfs (this build was configured by root, who may mount one).
    void aFullDiskKeepsThePreviousFile()
    {
        QTemporaryDir tmp;
        const QString mount = tmp.path();
        QProcess mounter;
        mounter.start(QStringLiteral("mount"),
            { QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                QStringLiteral("size=64k"), QStringLiteral("tmpfs"), mount });
        QVERIFY(mounter.waitForFinished());
        QVERIFY2(mounter.exitCode() == 0, mounter.readAllStandardError().constData());
        const QString path = mount + QStringLiteral("/session.hitspread");
        const QByteArray first(20000, 'a');
        QCOMPARE(saveFile(path, first), QString());
        const QString error = saveFile(path, QByteArray(200000, 'b'));
        const QByteArray after = readAll(path);
        const QStringList left = QDir(mount).entryList(QDir::Files | QDir::Hidden);
        QProcess::execute(QStringLiteral("umount"), { mount });
        QCOMPARE(error,
            QStringLiteral("The disk is full: %1 was not saved; your previous file is unchanged.")
                .arg(path));
        QCOMPARE(after, first);
        QCOMPARE(left, QStringList { QStringLiteral("session.hitspread") }); // no temporary left
    }
#endif
};

QTEST_GUILESS_MAIN(TestSaveFile)
#include "tst_savefile.moc"
