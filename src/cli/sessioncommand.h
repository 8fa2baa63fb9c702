// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace hitspread::cli {

// `hitspread-cli session FILE`: a session's roster (every combatant's name, side and state)
// and the number of its log entries, for a session of any system and file format.
int sessionCommand(const QStringList& args);

} // namespace hitspread::cli
