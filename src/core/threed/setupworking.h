// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The working of what an attack's setup decides before the dice (rules §11): a scope's bonus
// and the jamming factor of a weapon fired beyond its maximum in a round.

#include "attackrules.h"
#include "text.h"

#include <vector>

namespace hitspread {

// Lines for the working after its first: none without a scope or a jam number.
std::vector<Text> describeSetupText(
    const Ruleset& ruleset, const rules::AttackSetup& setup, const Outcome& outcome);

} // namespace hitspread
