// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the readers: the reader of a `system: rollunder` ruleset.yaml (rulesets/README.md,
// "System rollunder"), registered in groundreader.cpp.

#include "rulesetreader.h"
#include "yamlreader.h"

#include <string>
#include <vector>

namespace hitspread::detail {

// The rest of a `system: rollunder` ruleset.yaml and the files it names; puts the engine
// into ruleset.ground or records errors.
void readRollUnderRuleset(YamlReader& reader, const YAML::Node& top, const std::string& directory,
    Ruleset& ruleset, std::vector<LoadError>& errors);

} // namespace hitspread::detail
