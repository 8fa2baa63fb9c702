// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one way Hitspread writes a user's file (sessions of both maps, their autosaves,
// character files): atomically, every byte count checked. On any failure the writing is
// cancelled, so the file already there, and any other, stays as it was; the user is told in
// words.

#include <QByteArray>
#include <QString>

#include <optional>
#include <string>

namespace hitspread {

// What saveFile needs of a file being written: QSaveFile's calls, so that a test can give one
// that fails the way a full disk does.
class SaveTarget {
public:
    virtual ~SaveTarget() = default;
    virtual bool open() = 0;
    virtual qint64 write(const QByteArray& bytes) = 0;
    virtual bool commit() = 0;
    virtual void cancel() = 0;
    virtual QString errorString() const = 0;
    // Whether the last failure was the disk running full.
    virtual bool diskFull() const = 0;
};

// Writes `bytes` through `target`, named `path` in messages: empty when it worked, else a
// sentence saying what went wrong and that the previous file is unchanged.
QString saveFile(SaveTarget& target, const QString& path, const QByteArray& bytes);
// The same with a QSaveFile at `path` (its folder made when missing).
QString saveFile(const QString& path, const QByteArray& bytes);

// A session file (of either map) as the user opens it: its text, or why it is not read in
// the window's language ("file:1:1: not a regular file …", "… more than the 67108864 a
// session file may have"). Only a regular file within the size limit is read.
struct SessionText {
    std::optional<std::string> text;
    QString error;
};
SessionText readSessionText(const QString& path);

} // namespace hitspread
