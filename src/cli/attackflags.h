// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The options of an attack of the 3d System (resolve, odds, aim): the weapon, the aimed hex,
// the fire mode, range, aims, shooter … (commands.cpp).

#include "attack.h"

#include <QCommandLineParser>

#include <optional>

namespace hitspread::cli {

void addAttackOptions(QCommandLineParser& p);
// The attack the options describe, with the shooter from --shooter or the ruleset's default,
// at --target or else `fallbackTarget`; throws BadInput.
AttackRequest requestFrom(const QCommandLineParser& p, const Ruleset& rs,
    std::optional<Hex> fallbackTarget = std::nullopt);

} // namespace hitspread::cli
