// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "d6poolrules.h"
#include "loaderror.h"

#include <optional>
#include <string>
#include <vector>

namespace YAML {
class Node;
}

namespace hitspread::detail {

class YamlReader;
struct SystemRuleset;

// The rest of a d6pool ruleset.yaml (`top`) and the files it names; fills `out` or records
// errors.
void readD6PoolRuleset(YamlReader& reader, const YAML::Node& top, const std::string& directory,
    SystemRuleset& out, std::vector<LoadError>& errors);

} // namespace hitspread::detail

namespace hitspread::d6pool {

struct CharacterLoad {
    std::optional<Character> character;
    std::vector<LoadError> errors;
};

// Reads one character file of a d6-pool ruleset (skills and armour checked against it).
CharacterLoad loadCharacter(const Rules& rules, const std::string& file);

} // namespace hitspread::d6pool
