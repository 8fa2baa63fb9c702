// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attack.h"
#include "grenade.h"
#include "odds.h"
#include "suppress.h"
#include "treatment.h"

#include <QJsonObject>

namespace hitspread {

// The `--json` outcome of DESIGN.md's hitspread-cli contract (fields may be added, none renamed).
QJsonObject outcomeToJson(const Ruleset& ruleset, const Outcome& outcome);
QJsonObject characterToJson(const Ruleset& ruleset, const CharacterState& state);
QJsonObject gridToJson(const Ruleset& ruleset);
// `odds --json`: exact probabilities per hex and per location (miss included).
QJsonObject oddsToJson(const Ruleset& ruleset, const ShotOdds& odds);
// `odds --json` for bursts, semi-auto and templates: expected bullets per hex and location.
QJsonObject fireOddsToJson(const Ruleset& ruleset, const FireOdds& odds);
// `throw --json`, `jump --json` and `odds --grenade … --json` (rules §9).
QJsonObject throwToJson(const Ruleset& ruleset, const ThrowOutcome& outcome);
QJsonObject jumpToJson(const Ruleset& ruleset, const JumpOutcome& outcome);
QJsonObject treatToJson(const Ruleset& ruleset, const TreatOutcome& outcome);
QJsonObject throwOddsToJson(const Ruleset& ruleset, const ThrowOdds& odds);
// `suppress --json` (rules §6): both rolls, the bar, the verdict and each bullet's outcome.
QJsonObject suppressionToJson(const Ruleset& ruleset, const SuppressOutcome& outcome);

} // namespace hitspread
