// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to system d6ladder's files: the engine (d6ladderengine.cpp) turns a scene and an
// action into a Plan, checked before any die is rolled; the resolvers (d6ladder.cpp) roll it.

#include "d6ladder.h"

#include <optional>
#include <string>
#include <vector>

namespace hitspread::d6ladder {

// A rung's name, as the working and a figure's status say it.
Text levelName(WoundLevel level);
// The character a figure stands for; refuses one the ruleset does not have.
const Character& characterOf(const Rules& rules, const ground::Figure& f);
// `dice` dice fewer (a wound's or a dodge's penalty), never below 0D.
DieCode lessDice(DieCode code, int dice);

// A part of the difficulty: dice rolled and added (or, negative, taken off).
struct Part {
    std::string id;
    Name name;
    DieCode dice;
};

enum class Reaction { None, Dodge, FullDodge };

// What an action asks for, checked before any die is rolled.
struct Plan {
    const Weapon* weapon = nullptr;
    const Character* shooter = nullptr;
    const Character* target = nullptr;
    int targetIndex = -1; // the figure attacked, or standing where the throw is aimed; −1: none
    int metres = 0;
    std::string band;
    const DifficultyLevel* level = nullptr;
    int number = 0;
    Reaction reaction = Reaction::None;
    DieCode reactionDice; // less reactionPenalty
    Penalty reactionPenalty;
    bool surprised = false; // the target cannot react to this first action
    bool sneak = false; // the attacker tries to surprise: Sneak against Savvy
    DieCode sneakDice; // less the attacker's penalty
    DieCode noticeDice; // the target's Savvy, less its penalty
    std::vector<Part> modifiers;
    std::optional<Part> cover;
    const Protection* protection = nullptr;
    DieCode attack; // less penalty
    Penalty penalty;
    DieCode damage; // the weapon's, with the wielder's Body when it adds it
};

// Rolls what `p` plans, an attack on p.targetIndex or a throw at scene.aim, into `out`:
// its rolls, working, figures and the scene after (out.after starts as the scene before).
void resolveAttack(const Rules& rules, const Plan& p, ground::Outcome& out, DiceSource& dice);
void resolveThrow(const Rules& rules, const Plan& p, const ground::Scene& scene,
    ground::Outcome& out, DiceSource& dice);

} // namespace hitspread::d6ladder
