// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the d6pool engine keeps on a ground figure (its health, stun and dodge dice, and how
// the current initiative step found it), and the small sayings and sums its steps share.

#include "d6pool.h"
#include "ground.h"
#include "text.h"

#include <optional>
#include <string>

namespace hitspread::d6pool {

// "+2D", "−1D": a number of dice added or taken.
std::string signedDice(int dice);
// A pool roll as the ground map's log shows it, judged against `target` when there is one.
ground::Roll roll(const char* what, const PoolRoll& pool, std::optional<int> target);
// The chance that `attackDice` d6 reach `base` + the sum of `defenceDice` d6.
double chanceToReach(int attackDice, int base, int defenceDice);

// The defender's health, stun and dodge dice into the figure's state.
void store(ground::Figure& f, const Defender& d);
// Stunned, or below its full health.
bool hurt(const Defender& d);
// The figure's record of how the current initiative step found it, gone.
void forgetStep(ground::Figure& f);
// The figure as the current initiative step found it: what the step did to him does not count
// yet in an action simultaneous with it (the seed: "Since the gang member shot was
// simultaneous with the grenade throw, Hening is not stunned yet (He will not suffer the –1
// penalty)").
ground::Figure asStepBegan(const ground::Figure& f);
// What an attack did, for the figures' table: "missed", "resists: stunned", "2 wounds: health
// 9 → 3, wounded".
Text summary(const Defender& after, const Defender& before, bool hit);

} // namespace hitspread::d6pool
