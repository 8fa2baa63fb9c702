// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Opposed melee of system rollunder (seed 004, "Rob's Edit #5"): "Melee Attack, Ram, or
// Block: 2D < Skill … Lowest success wins." and "Melee combat involving more than two people
// all roll the attack task. The two lowest successes win and choose who gets hit." Pure
// functions: who wins, and the exact chance that the attacker's blow lands. The engine
// (rollundermeleeengine.cpp) finds the fighters on the ground and rolls their tasks.

#include "rollunder.h"

#include <optional>
#include <vector>

namespace hitspread::rollunder {

// One fighter of an exchange: the attacker first, its target second, then whoever joins.
struct Fighter {
    int figure = -1; // index into the scene's figures
    const Weapon* weapon = nullptr;
    Task task;
    bool rolls = true; // false: stunned, out of the fight or without a melee weapon
    bool blocks = false; // rolls only to stop the blow: a win deals no hit and takes none
    int opponent = -1; // index into the fighters: whose reach and Size count, whom it hits
};

// How many of the lowest successes win: "Lowest success wins" between two fighters that
// roll; "The two lowest successes win" among more.
int winnersAmong(int rolling);

// Which fighters win, given each one's roll as compared (the total with any roll modifier)
// when it succeeded, nullopt when it failed or did not roll. Reading (ties): a fighter wins
// when fewer than `winners` fighters succeeded with a strictly lower roll, so fighters tied
// on a winning roll all win.
std::vector<bool> meleeWinners(const std::vector<std::optional<int>>& successes, int winners);

// The exact chance that fighter 0 (the attacker) wins and its blow lands on fighter 1 (the
// target): not when the target blocks and wins too. Every die of every fighter counted.
double meleeHitChance(const std::vector<Fighter>& fighters);

} // namespace hitspread::rollunder
