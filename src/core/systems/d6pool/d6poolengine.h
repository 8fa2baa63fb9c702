// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// System d6pool on the ground map (ground.h): the scene's figures become defenders and the
// outcome's working is d6pool's own. A figure's state (Figure::state):
//   health        the health left (missing: 3 × STR less the character's wounds)
//   stunned       1 when stunned this turn (−1 die on every roll)
//   dodge         dodge or parry dice left this turn (missing: the Dodge skill)
//   step_health,  the health and stun the figure had when the current initiative step
//   step_stunned  began; only on a figure the step changed. An action simultaneous with the
//                 one before (the seed: equal initiative totals "take their actions
//                 simultaneously") plays its actor as the step found him: "Hening is not
//                 stunned yet". An action that is not opens a new step, and forgets them.
//   attacks_made  the attacks made this turn, a draw counting as half the weapon's (0 to the
//                 most any fire mode allows); an attack beyond the fire mode's a turn is
//                 refused; a failed fast draw "took the whole turn" and sets the most
//   moved         the metres moved this turn (0 to the ruleset's farthest manner)
//   movement      how the figure moved this turn: 1 walked, 2 ran, 3 crawled; a run or a
//                 crawl stays the turn's (its −1 applies by itself to the figure's actions)
//   stood_up      1 when the figure stood up this turn (−1 to its actions by itself)
//   prone         1 while the figure lies prone (it lasts from turn to turn)
// A new turn (newRound) clears stunned, dodge, the step's keys, attacks_made, moved, movement
// and stood_up; health and prone stay.
// Procedures (d6poolprocedures.h): walk, run, crawl to the intended point, fall_prone,
// stand_up, and minutes_pass (option `minutes`), none spending the turn.
// Options of an action: `dodge` (dodge/parry dice the target spends on each attack, or each
// figure on the blast's damage attack), `attacks` (semi/full: attacks this action), `scope`,
// `fast_draw` (an attack: 1 rolls a fast draw first), `simultaneous` (1: in the same
// initiative step as the action before).

#include "d6pool.h"
#include "d6poolrules.h"
#include "ground.h"

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace hitspread::d6pool {

// What hitspread-cli's flags of system d6pool say (Action::extra): its scripts had them before
// the ground map, so with them an action plays as it did then.
// - The range is `range`'s band or `distance`'s metres (neither: short), not the distance
//   between the figures; a melee attack takes neither.
// - `skill` and `str` replace the attacker's (or thrower's) from the sheet.
// - `defenceDice` are spent on each attack in turn, or by each figure of a throw in turn
//   (missing: 0), instead of the option `dodge` (which serves when they are not given).
// - The situations are those named: none applies by itself to a hurt figure.
// - A throw's blast meets every figure but the thrower; those of `fromLanding` stand so many
//   metres from wherever it lands instead of on their hex.
struct ScriptOptions final : ground::ActionExtra {
    std::optional<Band> range;
    std::optional<double> distance;
    std::optional<int> skill;
    std::optional<int> str;
    std::optional<std::vector<int>> defenceDice;
    std::map<int, int> fromLanding; // figure index → metres
};

// The resolver's trace behind an outcome of the engine (Outcome::detail): an attack's or a
// throw's; a throw's figures are in the order of the outcome's.
struct Trace final : ground::OutcomeDetail {
    std::optional<AttackOutcome> attack;
    std::optional<ThrowOutcome> throwOutcome;
};

std::shared_ptr<const ground::Engine> makeEngine(std::shared_ptr<const Rules> rules);
// The rules and data behind an engine of system d6pool; null for another system's engine.
const Rules* rulesOf(const ground::Engine& engine);

} // namespace hitspread::d6pool
