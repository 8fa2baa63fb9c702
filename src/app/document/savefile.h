// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's way to write a user's file (sessions of both maps, their autosaves, character
// files, exports, sheets): the core's atomic writer (filewrite.h), its failures told in words.

#include "encounter.h"
#include "filewrite.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <string>

namespace hitspread {

// Writes `bytes` to `path` all or nothing (writeFileAtomically, its folder made when
// missing): empty when it worked, else a sentence in the window's language saying what went
// wrong and that the previous file is unchanged. `calls` lets a test fail a system call the
// way a full disk or a failing device does.
QString saveFile(const QString& path, const QByteArray& bytes);
QString saveFile(const QString& path, const QByteArray& bytes, FileSystemCalls& calls);
// The sentence for a write that failed.
QString unsavedMessage(const QString& path, const FileWriteError& error);

// A session file (of either map) as the user opens it: its text, or why it is not read in
// the window's language ("file:1:1: not a regular file …", "… more than the 16777216 a
// session file may have"). Only a regular file within the size limit is read.
struct SessionText {
    std::optional<std::string> text;
    QString error;
};
SessionText readSessionText(const QString& path);

// The head of the session file at `path` (encounter.h: a ground map session or the body
// diagram's, and the ruleset it was played with); none when it cannot be read or is neither.
std::optional<SessionHead> readSessionHead(const QString& path);

} // namespace hitspread
