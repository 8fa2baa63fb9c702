// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Clearing a jammed firearm (rules/3d-system.md §11, the seed's "Jamming Factor"): "The
// character needs a successful roll of Weapons Maintenance to unjam the weapon. This takes up
// one Action per attempt."

#include "attack.h"
#include "ruleset.h"
#include "text.h"

#include <string>
#include <vector>

namespace hitspread {

struct UnjamOutcome {
    int skill = 0; // the Weapons Maintenance rank
    int wounds = 0; // §7: −1 each to the roll
    AttackRoll roll; // 3d6 + skill against 13, scored like every skill roll (§1)
    bool cleared = false; // the weapon fires again
    int actions = 1; // what the attempt costs, cleared or not
    std::vector<DiceSource::Use> dice;
};

// One attempt at clearing a jam: one action. Throws Refused before any die is rolled for a
// negative rank or negative wounds, and DiceExhausted when typed dice run out.
UnjamOutcome unjam(const Ruleset& ruleset, int skill, int wounds, DiceSource& dice);

// The working as a referee would say it, line by line; `who` names the one clearing the jam
// (empty: "The shooter").
std::vector<Text> describeUnjamText(const UnjamOutcome& outcome, const std::string& who);
std::vector<std::string> describeUnjam(const UnjamOutcome& outcome, const std::string& who);

} // namespace hitspread
