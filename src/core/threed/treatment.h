// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Treating the wounded (the seed's "First Aid"; rules/3d-system.md §11): closing a wound with
// a Paramedic roll, and extracting a bullet stuck in the body.

#include "attack.h"
#include "character.h"
#include "ruleset.h"
#include "text.h"

#include <optional>
#include <string>
#include <vector>

namespace hitspread {

enum class Treatment { CloseWound, ExtractBullet };
const char* toString(Treatment treatment); // close_wound, extract_bullet
std::optional<Treatment> treatmentFromString(const std::string& text);

struct TreatRequest {
    Treatment treatment = Treatment::CloseWound;
    int location = -1; // the location treated: one with a wound, or with a stuck bullet
    std::string medic; // the medic's name, for the working
    int skill = 0; // the medic's Paramedic rank
    int medicWounds = 0; // §7: −1 each to the medic's roll
    int modifier = 0; // the GM's free modifier
};

struct TreatOutcome {
    Treatment treatment = Treatment::CloseWound;
    std::string medic;
    std::string patient;
    int location = -1;
    AttackRoll roll; // the Paramedic roll, scored like every skill roll (§1)
    int woundsBefore = 0; // the patient's wounds: what the success die must reach
    bool closed = false; // a wound is closed
    bool extracted = false; // the bullet is out
    int damage = 0; // done to the location and to Incap
    bool wound = false; // the damage was above the wound threshold (§7)
    std::vector<DiceSource::Use> dice;
    CharacterState after;
};

// One treatment: one action of the medic. Throws Refused before any die is rolled for a
// location the body does not have, a patient with no wound there (or none at all), no bullet
// stuck there, or a dead patient; DiceExhausted when typed dice run out.
//
// Closing a wound: 3d6 + Paramedic ≥ 13 with a success die (critical included) at least the
// patient's number of wounds closes one wound of the location. Otherwise the medic does 1
// damage; with the ruleset option `first_aid_short_die_damages: false` a roll that succeeds
// with too low a success die closes nothing and does no harm.
// Extracting a bullet: a success takes the bullet out and does 6 − the success die damage
// (not below 0); a failure does the full 6 and the bullet stays. Damage above the wound
// threshold is a wound (§7).
TreatOutcome treat(const Ruleset& ruleset, const CharacterState& patient,
    const TreatRequest& request, DiceSource& dice);

// The working as a referee would say it, line by line.
std::vector<Text> describeTreatmentText(const Ruleset& ruleset, const TreatOutcome& outcome);
std::vector<std::string> describeTreatment(const Ruleset& ruleset, const TreatOutcome& outcome);

} // namespace hitspread
