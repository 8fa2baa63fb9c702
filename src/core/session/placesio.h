// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the session reader: a combatant's place on the map and its readiness in a session
// file of format 4 (`position: {q: 3, r: -2}`, `readiness: {weapon: …, aimed_at: NAME, …}`).

#include "encounter.h"
#include "yamlreader.h"

#include <optional>

namespace hitspread::detail {

// A combatant named in the file: its id, or 0 with the error recorded.
CombatantId namedCombatant(
    YamlReader& r, const Encounter& encounter, const YAML::Node& node, const Text& what);

void writePosition(YAML::Emitter& out, Hex position);
// Only what differs from a fresh combatant's readiness is written; names stand for ids.
void writeReadiness(YAML::Emitter& out, const Encounter& encounter, const Readiness& readiness);
bool hasReadiness(const Readiness& readiness);
// Two integers q and r within the map, or nothing with the problem recorded.
std::optional<Hex> readPosition(YamlReader& r, const YAML::Node& node, const Text& what);
// Reads a readiness against the roster (aimed_at and last_target name combatants).
std::optional<Readiness> readReadiness(YamlReader& r, const Ruleset& rs, const Encounter& encounter,
    const YAML::Node& node, const Text& what);
// Two combatants who hold their hexes on one: refused at the second one's position.
void checkPlaces(YamlReader& r, const Ruleset& rs, const Encounter& encounter,
    const std::vector<YAML::Node>& positions);

} // namespace hitspread::detail
