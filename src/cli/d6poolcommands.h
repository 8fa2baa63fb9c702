// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace hitspread::cli {

// `hitspread-cli resolve` for system d6pool: shots and melee attacks.
int d6PoolResolveCommand(const QStringList& args);
// `hitspread-cli throw` for system d6pool: a grenade on the ground map.
int d6PoolThrowCommand(const QStringList& args);

} // namespace hitspread::cli
