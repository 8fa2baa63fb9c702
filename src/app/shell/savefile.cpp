// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "savefile.h"

#include "coreterms.h"
#include "textfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>

namespace hitspread {

namespace {
    class QtSaveTarget final : public SaveTarget {
    public:
        explicit QtSaveTarget(const QString& path)
            : m_file(path)
        {
        }
        bool open() override { return note(m_file.open(QIODevice::WriteOnly)); }
        qint64 write(const QByteArray& bytes) override
        {
            const qint64 written = m_file.write(bytes);
            note(written == bytes.size());
            return written;
        }
        bool commit() override { return note(m_file.commit()); }
        void cancel() override { m_file.cancelWriting(); }
        QString errorString() const override { return m_file.errorString(); }
        bool diskFull() const override { return m_diskFull; }

    private:
        // QFileDevice names a full disk only as a write error (often "Unknown error"): errno
        // says what it was.
        bool note(bool ok)
        {
            if (!ok)
                m_diskFull = errno == ENOSPC || errno == EDQUOT;
            return ok;
        }

        QSaveFile m_file;
        bool m_diskFull = false;
    };
}

QString saveFile(SaveTarget& target, const QString& path, const QByteArray& bytes)
{
    const auto failed = [&] {
        target.cancel();
        if (target.diskFull())
            return QCoreApplication::translate(
                "SaveFile", "The disk is full: %1 was not saved; your previous file is unchanged.")
                .arg(path);
        return QCoreApplication::translate(
            "SaveFile", "%1 was not saved (%2); your previous file is unchanged.")
            .arg(path, target.errorString());
    };
    if (!target.open())
        return failed();
    // A short write (a full disk) must never be committed: the rename would put the cut
    // file in place of the whole one.
    if (target.write(bytes) != bytes.size())
        return failed();
    if (!target.commit())
        return failed();
    return {};
}

QString saveFile(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QtSaveTarget target(path);
    return saveFile(target, path, bytes);
}

SessionText readSessionText(const QString& path)
{
    TextFileRead read = readTextFile(
        path.toStdString(), MaxSessionFileBytes, term(HS_TEXT("core", "a session file")));
    return { std::move(read.text), read.error ? translated(*read.error) : QString() };
}

} // namespace hitspread
