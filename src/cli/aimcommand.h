// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "aim.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QStringList>

namespace hitspread::cli {

// `hitspread-cli aim`: every body hex rated as the aim of the action by a goal, best first
// (aim.h); with --grenade, every impact point of the lower third for the throw.
int aimCommand(const QStringList& args);

// The options every aim map takes: --goal, --trials, --seed, --top, --json.
void addAimOptions(QCommandLineParser& p);
// The goal and how the target-dependent goals are worked out, from those options; throws
// BadInput.
AimGoal aimGoalFrom(const QCommandLineParser& p, const Ruleset& rs);
AimOptions aimOptionsFrom(const QCommandLineParser& p, const CharacterState& target);
// Prints the map as --json or --top ask: `what` names the action, `json` holds its fields.
void printAimMap(const QCommandLineParser& p, const Ruleset& rs, const AimMap& map,
    const QString& what, QJsonObject json);

} // namespace hitspread::cli
