// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the session reader: the combat tracker in a session file (`tracker:`).

#include "tracker.h"
#include "yamlreader.h"

#include <optional>

namespace hitspread::detail {

void writeTracker(YAML::Emitter& out, const TrackerState& tracker);
// Reads and checks a tracker whose combatants index `characterCount` session characters;
// every problem is recorded with its position.
std::optional<TrackerState> readTracker(
    YamlReader& r, const Ruleset& ruleset, const YAML::Node& node, int characterCount);

} // namespace hitspread::detail
