// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the readers: the reader of a `system: d6ladder` ruleset (rulesets/README.md,
// "System d6ladder"), registered in groundreader.cpp.

#include "rulesetreader.h"
#include "yamlreader.h"

#include <string>
#include <vector>

namespace hitspread::detail {

// The rest of a `system: d6ladder` ruleset.yaml and the files it names; sets ruleset.ground
// to a d6ladder::Engine, or records errors.
void readD6LadderRuleset(YamlReader& reader, const YAML::Node& top, const std::string& directory,
    Ruleset& ruleset, std::vector<LoadError>& errors);

} // namespace hitspread::detail
