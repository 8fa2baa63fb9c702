// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the session readers and writers: a character sheet inline (the character-file
// format), a character's state in play, and the dice record.

#include "sessiondata.h"
#include "yamlreader.h"

#include <cstdint>
#include <limits>
#include <optional>

namespace hitspread::detail {

void writeSheet(YAML::Emitter& out, const Ruleset& rs, const CharacterSheet& sheet);
// incap, bruising, wounds, knocked_down, locations and armour as they stand.
void writeState(YAML::Emitter& out, const Ruleset& rs, const CharacterState& state);
// A character in play: {key, character, state}.
void writeCharacterState(YAML::Emitter& out, const Ruleset& rs, const CharacterState& state);
void writeDice(YAML::Emitter& out, const DiceSettings& dice);
// The head of a body-diagram session file: its format, ruleset, number of log entries (first,
// so a file cut short anywhere is told from a whole one) and dice; `out` is in its top map.
void writeSessionHead(YAML::Emitter& out, int format, const std::string& rulesetId,
    std::size_t logEntries, const DiceSettings& dice);

// YamlReader's whole numbers are ints; a seed takes the whole uint64 range (up to `max`).
std::uint64_t unsigned64(YamlReader& r, const YAML::Node& map, const char* key,
    std::uint64_t fallback, std::uint64_t max = std::numeric_limits<std::uint64_t>::max());
// A character sheet inline under `character:`, with the file name it came from under `key:`.
std::optional<CharacterSheet> readInlineSheet(
    YamlReader& r, const Ruleset& rs, const YAML::Node& node);
// The sheet's state (`s`, built from the sheet) with everything that happened to it laid over
// it; false, with the errors recorded, when the state does not fit the sheet and the rules.
bool readState(YamlReader& r, const Ruleset& rs, const YAML::Node& node, CharacterState& s);
// {key, character, state} as written by writeCharacterState.
std::optional<CharacterState> readCharacterState(
    YamlReader& r, const Ruleset& rs, const YAML::Node& node, const Text& what);
void readDice(YamlReader& r, const YAML::Node& node, DiceSettings& dice);
// A log entry has either `request` (a shot) or `grenade` (a grenade): false, said, when it has
// both or neither.
bool hasRequestOrGrenade(YamlReader& r, const YAML::Node& entry, const Text& what);
// A log entry's `dice`: d6 faces in the order used.
std::vector<int> readFaces(YamlReader& r, const YAML::Node& dice);

// Two states of one character alike in everything play changes (the sheet is not compared).
bool sameState(const CharacterState& a, const CharacterState& b);

} // namespace hitspread::detail
