// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Character files of the 3d System (DESIGN.md, "character"): read against a loaded ruleset,
// and written back.

#include "loaderror.h"
#include "ruleset.h"

#include <optional>
#include <string>
#include <vector>

namespace hitspread {

struct CharacterLoad {
    std::optional<CharacterSheet> sheet;
    std::vector<LoadError> errors;
};

// Reads one character file against a loaded ruleset (ids and locations are checked).
CharacterLoad loadCharacter(const Ruleset& ruleset, const std::string& file);
// The same for a character file's text (a character editor checks what it would save).
CharacterLoad readCharacterText(
    const Ruleset& ruleset, const std::string& text, const std::string& fileName);
// A character file's text (the `character:` format the reader reads).
std::string writeCharacter(const Ruleset& ruleset, const CharacterSheet& sheet);

} // namespace hitspread
