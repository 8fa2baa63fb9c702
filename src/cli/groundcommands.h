// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ground.h"
#include "ruleset.h"

#include <QCommandLineParser>
#include <QJsonObject>
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

// What `act` adds for a ground-map action besides the attack options it shares with the 3d
// System (--weapon, --mode, --modifier): --situation, --option, --procedure.
void addGroundActionOptions(QCommandLineParser& p);
// The action the options describe (--weapon or else `fallbackWeapon`, or --grenade for a
// throw); throws BadInput.
ground::Action groundActionFrom(const QCommandLineParser& p, const ground::Engine& engine,
    bool isThrow, const std::string& fallbackWeapon = {});
// An outcome as `resolve` and `throw` print it, the system's own fields too.
QJsonObject groundOutcomeJson(
    const Ruleset& rs, const ground::Engine& engine, const ground::Outcome& out);

} // namespace hitspread::cli
