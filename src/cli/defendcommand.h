// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace hitspread::cli {

// `hitspread-cli defend`: a dodge made before the attacks (rules §8): a regular or quick dodge,
// or a Dance or Ballet of Death; prints its value, to pass to each attack as --dodge-value or
// --dance, and the penalty it costs the dodger.
int defendCommand(const QStringList& args);

} // namespace hitspread::cli
