// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attack.h"
#include "attackrules.h"
#include "grenade.h"
#include "odds.h"
#include "suppress.h"
#include "treatment.h"
#include "unjam.h"

#include <QJsonObject>

namespace hitspread {

// The `--json` outcome of DESIGN.md's hitspread-cli contract (fields may be added, none renamed).
QJsonObject outcomeToJson(const Ruleset& ruleset, const Outcome& outcome);
// A parry or dodge (§8): its roll, what it took off, the face shift and the defender's penalty.
QJsonObject defenceToJson(const DefenceOutcome& defence);
QJsonObject characterToJson(const Ruleset& ruleset, const CharacterState& state);
QJsonObject gridToJson(const Ruleset& ruleset);
// `odds --json`: exact probabilities per hex and per location (miss included).
QJsonObject oddsToJson(const Ruleset& ruleset, const ShotOdds& odds);
// `odds --json` for bursts, semi-auto and templates: expected bullets per hex and location.
QJsonObject fireOddsToJson(const Ruleset& ruleset, const FireOdds& odds);
struct AimMap;
// Every body hex as an aiming point, best first, with its score (and exact weight).
QJsonObject aimToJson(const Ruleset& ruleset, const AimMap& map);
// `throw --json`, `jump --json` and `odds --grenade … --json` (rules §9).
QJsonObject throwToJson(const Ruleset& ruleset, const ThrowOutcome& outcome);
QJsonObject jumpToJson(const Ruleset& ruleset, const JumpOutcome& outcome);
QJsonObject treatToJson(const Ruleset& ruleset, const TreatOutcome& outcome);
// `unjam --json` (rules §11 jamming factor): the Weapons Maintenance roll and its verdict.
QJsonObject unjamToJson(
    const Ruleset& ruleset, const UnjamOutcome& outcome, const std::string& who);
// `resolve --json` (rules §11): adds "scope" when a scope is fitted and "jamming" when the
// optional jamming rule applies to a firearm, from the attack's setup (rules::prepare).
void addSetupToJson(QJsonObject& json, const Ruleset& ruleset, const rules::AttackSetup& setup,
    const Outcome& outcome);
QJsonObject throwOddsToJson(const Ruleset& ruleset, const ThrowOdds& odds);
// `suppress --json` (rules §6): both rolls, the bar, the verdict and each bullet's outcome.
QJsonObject suppressionToJson(const Ruleset& ruleset, const SuppressOutcome& outcome);

} // namespace hitspread
