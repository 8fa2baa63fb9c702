// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Saving never lies: a write that fails part way (a full disk) or a commit that fails is
// cancelled, the previous file stays whole, and the message says so in words.

#include "app/document/savefile.h"
#include "testsupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <limits>

#include <unistd.h>

using namespace hitspread;
using namespace hitspread::test;

namespace {
// The system's calls, one of which fails with an error number as a full disk or a failing
// device makes it fail: the write after `failAfterBytes` bytes, the flush to the disk, the
// close or the rename.
class FailingCalls final : public FileSystemCalls {
public:
    FileWriteError::Step failing = FileWriteError::Step::Write;
    int code = ENOSPC;
    std::size_t failAfterBytes = 45056; // a full disk took the first 45,056 bytes and no more
    std::size_t written = 0;
    std::size_t piece = std::numeric_limits<std::size_t>::max(); // the most one write takes
    bool interruptFirstWrite = false; // EINTR once

    int openNew(const std::string& path, int mode) override
    {
        if (failing == FileWriteError::Step::Create)
            return failWith();
        return FileSystemCalls::openNew(path, mode);
    }
    ssize_t write(int fd, const char* bytes, std::size_t count) override
    {
        if (interruptFirstWrite) {
            interruptFirstWrite = false;
            errno = EINTR;
            return -1;
        }
        if (failing == FileWriteError::Step::Write) {
            if (written >= failAfterBytes)
                return failWith();
            count = std::min(count, failAfterBytes - written);
        }
        count = std::min(count, piece);
        const ssize_t n = FileSystemCalls::write(fd, bytes, count);
        if (n > 0)
            written += static_cast<std::size_t>(n);
        return n;
    }
    int sync(int fd) override
    {
        return failing == FileWriteError::Step::Sync ? failWith() : FileSystemCalls::sync(fd);
    }
    int close(int fd) override
    {
        const int closed = FileSystemCalls::close(fd);
        return failing == FileWriteError::Step::Close ? failWith() : closed;
    }
    int rename(const std::string& from, const std::string& to) override
    {
        return failing == FileWriteError::Step::Replace ? failWith()
                                                        : FileSystemCalls::rename(from, to);
    }

private:
    int failWith()
    {
        errno = code;
        return -1;
    }
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
    // Each system call failing in turn, as a full disk or a failing device makes it fail:
    // the old file stays byte for byte, no temporary file is left, and the message says
    // what happened.
    void failuresKeepThePreviousFile_data()
    {
        using Step = FileWriteError::Step;
        QTest::addColumn<int>("step");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        const QString full = "The disk is full: %1 was not saved; your previous file is unchanged.";
        QTest::newRow("full disk, short write") << int(Step::Write) << ENOSPC << full;
        QTest::newRow("quota, short write") << int(Step::Write) << EDQUOT << full;
        QTest::newRow("full disk at the flush") << int(Step::Sync) << ENOSPC << full;
        QTest::newRow("full disk at the close") << int(Step::Close) << ENOSPC << full;
        QTest::newRow("device error at the flush")
            << int(Step::Sync) << EIO
            << "%1 was not saved (Input/output error while flushing it to the disk); your "
               "previous file is unchanged.";
        QTest::newRow("device error writing")
            << int(Step::Write) << EIO
            << "%1 was not saved (Input/output error while writing); your previous file is "
               "unchanged.";
        QTest::newRow("cannot create")
            << int(Step::Create) << EACCES
            << "%1 was not saved (Permission denied while creating a new file beside it); your "
               "previous file is unchanged.";
        QTest::newRow("rename refused")
            << int(Step::Replace) << EXDEV
            << "%1 was not saved (Invalid cross-device link while putting it in place of the "
               "old one); your previous file is unchanged.";
    }

    void failuresKeepThePreviousFile()
    {
        QFETCH(int, step);
        QFETCH(int, code);
        QFETCH(QString, message);
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("s.hitspread"));
        const QByteArray first = QByteArray(13471, 'a');
        QCOMPARE(saveFile(path, first), QString());
        FailingCalls calls;
        calls.failing = static_cast<FileWriteError::Step>(step);
        calls.code = code;
        QCOMPARE(saveFile(path, QByteArray(100000, 'x'), calls), message.arg(path));
        QCOMPARE(readAll(path), first);
        QCOMPARE(QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden),
            QStringList { QStringLiteral("s.hitspread") });
    }

    // A write interrupted by a signal goes on; one that the system takes in pieces is
    // completed.
    void aWholeWriteIsCommitted()
    {
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("s.hitspread"));
        FailingCalls calls;
        calls.failing = FileWriteError::Step::Write;
        calls.failAfterBytes = std::numeric_limits<std::size_t>::max();
        calls.piece = 4096;
        calls.interruptFirstWrite = true;
        const QByteArray bytes(100000, 'x');
        QCOMPARE(saveFile(path, bytes, calls), QString());
        QCOMPARE(readAll(path), bytes);
    }

    // A real file: saved, then a save that cannot be made leaves it whole; its permissions
    // are kept by the next save.
    void aFailedSaveKeepsThePreviousFile()
    {
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("session.hitspread"));
        QCOMPARE(saveFile(path, "first\n"), QString());
        QCOMPARE(readAll(path), QByteArray("first\n"));
        QVERIFY(QFile::setPermissions(path,
            QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup
                | QFileDevice::WriteGroup));
        QCOMPARE(saveFile(path, "second\n"), QString());
        QCOMPARE(QFile::permissions(path) & 0x0fff,
            QFileDevice::ReadUser | QFileDevice::WriteUser | QFileDevice::ReadGroup
                | QFileDevice::WriteGroup);
        // A folder in the way of the file: refused, nothing else touched.
        QVERIFY(QDir(tmp.path()).mkdir(QStringLiteral("folder.hitspread")));
        QVERIFY(!saveFile(tmp.filePath(QStringLiteral("folder.hitspread")), "x").isEmpty());
        QCOMPARE(readAll(path), QByteArray("second\n"));
        QCOMPARE(QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden),
            QStringList { QStringLiteral("session.hitspread") });
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
    // A large save that cannot fit, then a small one on a nearly full disk (under 16 KiB free:
    // the 13,471 bytes of a session fit in the pages left only if the old file were gone
    // first): each is refused, the old file stays byte for byte and no temporary is left.
    void aFullDiskKeepsThePreviousFile_data()
    {
        QTest::addColumn<qint64>("leaveFree");
        QTest::addColumn<int>("size");
        QTest::newRow("large save") << qint64(0) << 200000;
        QTest::newRow("small save, nearly full") << qint64(16 * 1024) << 13471;
    }

    void aFullDiskKeepsThePreviousFile()
    {
        QFETCH(qint64, leaveFree);
        QFETCH(int, size);
        SmallDisk disk(64);
        QVERIFY2(disk.error().isEmpty(), qPrintable(disk.error()));
        const QString path = disk.filePath(QStringLiteral("session.hitspread"));
        const QByteArray first(13471, 'a');
        QCOMPARE(saveFile(path, first), QString());
        if (leaveFree)
            QVERIFY(disk.fillLeaving(leaveFree));
        const QString error = saveFile(path, QByteArray(size, 'b'));
        QCOMPARE(error,
            QStringLiteral("The disk is full: %1 was not saved; your previous file is unchanged.")
                .arg(path));
        QCOMPARE(readAll(path), first);
        QCOMPARE(disk.files(), QStringList { QStringLiteral("session.hitspread") });
    }
#endif
};

QTEST_GUILESS_MAIN(TestSaveFile)
#include "tst_savefile.moc"
