// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "encounter.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace hitspread {

// Writes a session file (format 3) atomically (QSaveFile): a crash mid-write leaves the old file.
// Returns an error message, or nothing.
QString writeSessionFile(const Ruleset& ruleset, const Encounter& session, const QString& path);

// Reads a session file of any format (1 and 2 open as a fight of two sides).
struct SessionFileRead {
    std::optional<Encounter> session;
    QStringList errors;
};
SessionFileRead readSessionFile(const Ruleset& ruleset, const QString& path);

} // namespace hitspread
