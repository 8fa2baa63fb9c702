// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "characterfile.h"
#include "loaderror.h"
#include "ruleset.h"

#include <optional>
#include <string>
#include <vector>

namespace hitspread {

struct RulesetLoad {
    std::optional<Ruleset> ruleset; // set only when there is no error at all
    std::vector<LoadError> errors;
};

// Reads and validates a ruleset folder of any system (the system's reader reads what is
// its own); all or nothing.
RulesetLoad loadRuleset(const std::string& directory);

// The folders where Hitspread looks for rulesets, in order:
//   1. $HITSPREAD_RULESETS;
//   2. the source tree the build came from, but only when the program runs from its build
//      tree, that is when `relocatedDataDir` is given and holds no rulesets folder;
//   3. the user's: $XDG_DATA_HOME/hitspread/rulesets, by default ~/.local/share/hitspread/rulesets;
//   4. the installation's: `relocatedDataDir`/rulesets, the data folder found relative to the
//      running program (e.g. /usr/bin/../share/hitspread), so an installed tree may move;
//   5. the system's: each of $XDG_DATA_DIRS (by default /usr/local/share:/usr/share) +
//      /hitspread/rulesets;
//   6. `installedDataDir`/rulesets, the data folder of the prefix the build was configured for.
// Without a `relocatedDataDir` the source tree comes last. Folders are named once each.
std::vector<std::string> rulesetSearchPath(
    const std::string& installedDataDir, const std::string& relocatedDataDir = {});
// A ruleset folder by id or path; empty when none is found.
std::string findRuleset(const std::string& idOrPath, const std::vector<std::string>& searchPath);

// A ruleset folder found in the search path; an id found twice is listed once, where it is
// found first (the folder findRuleset(id) gives).
struct RulesetEntry {
    std::string id; // the folder's name
    std::string directory;
};
// Every folder holding a ruleset.yaml one level below a search path folder, by id.
std::vector<RulesetEntry> listRulesets(const std::vector<std::string>& searchPath);

} // namespace hitspread
