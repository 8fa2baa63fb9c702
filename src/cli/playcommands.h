// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace hitspread::cli {

// hitspread-cli move FILE --combatant NAME --to Q,R [--out FILE] [--json]
int moveCommand(const QStringList& args);
// hitspread-cli act FILE --actor NAME [--target NAME] [--aim HEX] [--weapon ID | --grenade ID
// --at Q,R] [resolve's options] [--seed N | --dice LIST] [--out FILE] [--json]
int actCommand(const QStringList& args);

} // namespace hitspread::cli
