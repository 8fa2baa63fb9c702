// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace hitspread::cli {

// `hitspread-cli compare`: up to four choices (weapon, ammo, fire mode, aims) against the
// target, across the range bands: the chance to put it down and the hits taken off its body
// (effect.h), exact for one shot, else over seeded trials with their 95 % intervals.
int compareCommand(const QStringList& args);

} // namespace hitspread::cli
