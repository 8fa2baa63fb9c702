// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Saving never lies: a write that fails part way (a full disk) or a commit that fails is
// cancelled, the previous file stays whole, and the message says so in words.

#include "savefile.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

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
