// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "d6poolrules.h"
#include "rulesetreader.h"

#include <optional>
#include <string>
#include <vector>

namespace hitspread::d6pool {

struct CharacterLoad {
    std::optional<Character> character;
    std::vector<LoadError> errors;
};

// Reads one character file of a d6-pool ruleset (skills and armour checked against it).
CharacterLoad loadCharacter(const Rules& rules, const std::string& file);

} // namespace hitspread::d6pool
