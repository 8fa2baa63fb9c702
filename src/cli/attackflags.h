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

// In a session (`act`), --target names a combatant and --aim is the hex aimed at.
void addAttackOptions(QCommandLineParser& p, bool inSession = false);
// The attack the options describe, with the shooter from --shooter or the ruleset's default,
// at --target (or the `hexOption` given) or else `fallbackTarget`, with --weapon or else
// `fallbackWeapon`; throws BadInput.
AttackRequest requestFrom(const QCommandLineParser& p, const Ruleset& rs,
    std::optional<Hex> fallbackTarget = std::nullopt, const std::string& fallbackWeapon = {},
    const char* hexOption = "target");
// A melee attack's defence (§8) and a ranged one's dance: --harder, --defence, --parry-weapon,
// --parry-face, --defender-skill, --dodge-value, --dance.
void addDefenceOptions(QCommandLineParser& p);
// The defence the options describe, made by `target` as it stands; throws BadInput.
void setDefence(const QCommandLineParser& p, const Ruleset& rs, const CharacterState& target,
    AttackRequest& req);
// The target of --target-sheet, or the ruleset's default target, unhurt.
CharacterState targetFrom(const QCommandLineParser& p, const Ruleset& rs);
// Walking fire's further targets: one for each --other-target file, unhurt, in order.
std::vector<CharacterState> othersFrom(const QCommandLineParser& p, const Ruleset& rs);

} // namespace hitspread::cli
