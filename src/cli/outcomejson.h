// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attack.h"
#include "odds.h"

#include <QJsonObject>

namespace hitspread {

// The `--json` outcome of DESIGN.md's hitspread-cli contract (fields may be added, none renamed).
QJsonObject outcomeToJson(const Ruleset& ruleset, const Outcome& outcome);
QJsonObject characterToJson(const Ruleset& ruleset, const CharacterState& state);
QJsonObject gridToJson(const Ruleset& ruleset);
// `odds --json`: exact probabilities per hex and per location (miss included).
QJsonObject oddsToJson(const Ruleset& ruleset, const ShotOdds& odds);

} // namespace hitspread
