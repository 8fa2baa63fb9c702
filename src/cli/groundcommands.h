// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace hitspread::cli {

// The system of the ruleset the arguments' --ruleset loads: empty for the 3d System and for
// a ruleset that does not load (the usual command reports its errors).
QString askedSystem(const QStringList& args);

// `resolve`, `throw` and `odds` for any system played on the ground map (ground.h);
// `system` (askedSystem) picks the system's own flags of resolve and throw (systemflags.h).
int groundResolveCommand(const QStringList& args, const QString& system);
int groundThrowCommand(const QStringList& args, const QString& system);
int groundOddsCommand(const QStringList& args);

} // namespace hitspread::cli
