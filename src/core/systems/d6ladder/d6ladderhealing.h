// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The care of a d6-ladder figure (seed 002, "Damage" and "Healing"): the 2D a mortally
// wounded character rolls at the end of each round, first aid, medical and natural healing.
// A pure resolver: (rules, request, dice) → outcome; hitspread-cli's `heal` plays it, since
// Engine::newRound (ground.h) takes no dice source and so cannot roll the mortal wound.
//
// Dice order: first aid and medical healing roll the medic's Medicine dice; natural healing
// the patient's Body dice (no armour); the mortal wound 2D.

#include "d6ladderrules.h"
#include "dice.h"
#include "text.h"

#include <optional>
#include <vector>

namespace hitspread::d6ladder {

enum class Care {
    MortalRound, // "At the end of each round, roll 2D"
    FirstAid, // Medicine (First Aid): revive, or stabilize a mortally wounded character
    Medical, // one attempt a day under a doctor's care
    Natural, // rest, then a Body roll on the seed's tables
};
const char* toString(Care care); // mortal_round, first_aid, medical, natural
std::optional<Care> careFromString(const std::string& text);

struct CareRequest {
    Care care = Care::FirstAid;
    Injury injury; // the patient's
    int rounds = 1; // MortalRound: rounds mortally wounded, this one included
    bool stabilized = false; // MortalRound: first aid stabilized him (no roll)
    DieCode skill; // the medic's Medicine (FirstAid, Medical)
    std::optional<int> difficulty; // nullopt: Easy's number (first aid), Moderate's (medical)
    DieCode body; // the patient's Body (Natural)
};

struct CareOutcome {
    Care care = Care::FirstAid;
    Injury before;
    Injury after;
    std::optional<int> difficulty;
    std::vector<int> faces; // the roll
    int total = 0;
    bool success = false; // the roll made it (first aid, medical), or he lives (mortal round)
    bool stabilized = false; // first aid on a mortally wounded character
    int restDays = 0; // natural healing: the rest before the roll
    std::vector<Text> working;
};

// Throws Refused for care the patient cannot take (first aid on a conscious stunned
// character, healing a healthy or killed one, a mortal wound roll of one not mortally
// wounded), DiceExhausted when typed dice run out.
CareOutcome care(const Rules& rules, const CareRequest& request, DiceSource& dice);

} // namespace hitspread::d6ladder
