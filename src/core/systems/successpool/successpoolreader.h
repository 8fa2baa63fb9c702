// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads a ruleset of system successpool (rulesets/README.md, "System successpool"): called by the
// ruleset loader once ruleset.yaml names the system.

#include "loaderror.h"

#include <string>
#include <vector>

namespace YAML {
class Node;
}

namespace hitspread::detail {

class YamlReader;
struct SystemRuleset;

// The rest of ruleset.yaml (`top`) and the files it names; fills `out` or records errors.
void readSuccessPoolRuleset(YamlReader& reader, const YAML::Node& top, const std::string& directory,
    SystemRuleset& out, std::vector<LoadError>& errors);

} // namespace hitspread::detail
