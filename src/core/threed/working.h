// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attack.h"
#include "text.h"

#include <string>
#include <vector>

namespace hitspread {

// The working of an outcome as a referee would say it, line by line: for the roll log (to
// translate) and, in English, for the CLI.
std::vector<Text> describeOutcomeText(const Ruleset& ruleset, const Outcome& outcome);
std::vector<std::string> describeOutcome(const Ruleset& ruleset, const Outcome& outcome);

// A parry or dodge made (§8), in one line: the roll, what it takes off, the penalty.
Text describeDefence(const Ruleset& ruleset, const DefenceOutcome& defence);

// Lines in English.
std::vector<std::string> english(const std::vector<Text>& lines);

namespace working {
    // Pieces the working of throws and suppressive fire share with that of shots.
    Text signedNumber(int value);
    Text faceName(int face); // "3 (down)"
    Text hexes(int count); // "1 hex", "4 hexes"
    // ", wounds −1, GM modifier +2" after a roll's skill: empty without modifiers.
    Text modifierList(const std::vector<ModifierTerm>& modifiers);
    // A roll's working, written so that it adds up as it reads: the modifiers beside the
    // skill when they changed the total, else beside the target number, their signs turned
    // ("total 15 against 13, wounds +1, target dodging +7 = 21").
    Text rollModifiers(const AttackRoll& roll); // after the skill
    Text rollTarget(const AttackRoll& roll); // after "against"
    // "The target is dead.": for a status other than ok.
    Text statusSentence(CharacterStatus status);
    // "Smith is dead.": for a status other than ok.
    Text namedStatusSentence(const std::string& name, CharacterStatus status);
}

} // namespace hitspread
