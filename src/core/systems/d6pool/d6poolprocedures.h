// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// System d6pool's procedures on the ground map (ground.h), besides an attack or a throw: the
// seed's "Movement during combat" (walk, run, crawl to the intended point; fall prone, stand
// up) and minutes passing, in which the unconscious bleed (the seed's combat example). None
// is one of the figure's actions: "Movement is resolved separately from any other action in
// a combat turn". The figure state keys they keep are in d6poolengine.h.

#include "d6poolrules.h"
#include "ground.h"

#include <optional>
#include <string>
#include <vector>

namespace hitspread::d6pool {

// The procedures of the rules: the movement ones only with the ruleset's `movement:`.
std::vector<ground::Choice> procedureList(const Rules& rules);
std::vector<ground::OptionSpec> procedureOptions(const Rules& rules, const ground::Action& action);
// The metres the one acting may still move this turn by the move picked; nullopt for a
// procedure that is not a move.
std::optional<int> procedureReach(
    const Rules& rules, const ground::Scene& scene, const ground::Action& action);
// Throws Refused for a procedure the rules lack or the one acting cannot do now. `engine`
// gives the figures as a new turn finds them (minutes passing) and how they stand.
// `dice` only for the refusal of a procedure the rules lack: none rolls a die.
ground::Outcome performProcedure(const Rules& rules, const ground::Engine& engine,
    const ground::Scene& scene, const ground::Action& action, DiceSource& dice);
// The modifiers a figure's moves this turn give its actions by themselves (running,
// crawling, standing up), by id.
std::vector<std::string> movementModifiers(const Rules& rules, const ground::Figure& figure);

} // namespace hitspread::d6pool
