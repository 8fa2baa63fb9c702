// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleset.h"

#include <optional>
#include <string>
#include <vector>

namespace hitspread {

// One problem in a ruleset or character file, at a 1-based line and column.
struct LoadError {
    std::string file;
    int line = 0;
    int column = 0;
    std::string message;
    std::string text() const; // "file:line:column: message"
};

struct RulesetLoad {
    std::optional<Ruleset> ruleset; // set only when there is no error at all
    std::vector<LoadError> errors;
};

// Reads and validates a ruleset folder; all or nothing.
RulesetLoad loadRuleset(const std::string& directory);

struct CharacterLoad {
    std::optional<CharacterSheet> sheet;
    std::vector<LoadError> errors;
};

// Reads one character file against a loaded ruleset (ids and locations are checked).
CharacterLoad loadCharacter(const Ruleset& ruleset, const std::string& file);
// The same for a character file's text (a character editor checks what it would save).
CharacterLoad readCharacterText(const Ruleset& ruleset, const std::string& text, const std::string& fileName);
// A character file's text (the `character:` format the reader reads).
std::string writeCharacter(const Ruleset& ruleset, const CharacterSheet& sheet);

// The folders where Hitspread looks for rulesets, in order: HITSPREAD_RULESETS, the
// user's data folder, the installed data folder, the source tree the build came from.
std::vector<std::string> rulesetSearchPath(const std::string& installedDataDir);
// A ruleset folder by id or path; empty when none is found.
std::string findRuleset(const std::string& idOrPath, const std::vector<std::string>& searchPath);

} // namespace hitspread
