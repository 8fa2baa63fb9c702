// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace hitspread::cli {

// `hitspread-cli aim`: every body hex rated as the aim of the action, by a goal (aim.h).
int aimCommand(const QStringList& args);

} // namespace hitspread::cli
