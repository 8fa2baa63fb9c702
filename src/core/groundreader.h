// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the readers: what every ground-map system reads alike, and which reader plays
// which `system:` of ruleset.yaml.

#include "ground.h"
#include "rulesetreader.h"
#include "yamlreader.h"

#include <string>
#include <vector>

namespace hitspread::detail {

// The rest of a ruleset.yaml of a ground-map system and the files it names; fills
// ruleset.ground (and what else the system keeps) or records errors.
using SystemReader = void (*)(YamlReader& reader, const YAML::Node& top, const std::string& directory,
    Ruleset& ruleset, std::vector<LoadError>& errors);

// The reader of a ground-map system, or null for the 3d System and unknown names.
SystemReader groundSystemReader(const std::string& system);
// Every system this version plays, for the message naming an unknown one ("3d, d6pool, …").
std::string knownSystems();

// A `scatter:` mapping (scatter.h): `direction` hex_d6 | clock_d12, `distance` band → d6
// for the metres. `bands` are the range band names the ruleset uses; every one is required.
ground::Scatter readScatter(YamlReader& reader, const YAML::Node& node, const std::vector<std::string>& bands);

} // namespace hitspread::detail
