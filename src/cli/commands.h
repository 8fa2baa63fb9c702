// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace hitspread::cli {

// Exit codes of the contract: 0 success, 2 bad input (with a message on stderr).
constexpr int ExitOk = 0;
constexpr int ExitBadInput = 2;

int run(const QStringList& arguments);

} // namespace hitspread::cli
