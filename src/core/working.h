// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attack.h"

#include <string>
#include <vector>

namespace hitspread {

// The working of an outcome as a referee would say it, line by line (CLI and roll log).
std::vector<std::string> describeOutcome(const Ruleset& ruleset, const Outcome& outcome);

} // namespace hitspread
