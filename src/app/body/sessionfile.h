// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sessiondata.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace hitspread {

// Writes a session file atomically (QSaveFile): a crash mid-write leaves the old file.
// Returns an error message, or nothing.
QString writeSessionFile(const Ruleset& ruleset, const SessionData& session, const QString& path);

struct SessionFileRead {
    std::optional<SessionData> session;
    QStringList errors;
};
SessionFileRead readSessionFile(const Ruleset& ruleset, const QString& path);

} // namespace hitspread
