// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The options of an attack of the 3d System (resolve, odds, aim): the weapon, the aimed hex,
// the fire mode, range, aims, shooter … (commands.cpp).

#include "attack.h"
#include "character.h"

#include <QCommandLineParser>

#include <optional>
#include <vector>

namespace hitspread::cli {

void addAttackOptions(QCommandLineParser& p);
// The attack the options describe, with the shooter from --shooter or the ruleset's default,
// at --target or else `fallbackTarget`, with --weapon or else `fallbackWeapon`; throws
// BadInput.
AttackRequest requestFrom(const QCommandLineParser& p, const Ruleset& rs,
    std::optional<Hex> fallbackTarget = std::nullopt, const std::string& fallbackWeapon = {});
// The target of --target-sheet, or the ruleset's default target, unhurt.
CharacterState targetFrom(const QCommandLineParser& p, const Ruleset& rs);
// Walking fire's further targets: one for each --other-target file, unhurt, in order.
std::vector<CharacterState> othersFrom(const QCommandLineParser& p, const Ruleset& rs);

} // namespace hitspread::cli
