// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the reader: the files a ruleset includes. Each reads one file into the
// ruleset and records every problem; none throws.

#include "rulesetreader.h"

namespace hitspread::detail {

bool readBody(const std::string& file, Ruleset& ruleset, std::vector<LoadError>& errors);
void readAmmo(const std::string& file, Ruleset& ruleset, std::vector<LoadError>& errors);
void readWeapons(const std::string& file, Ruleset& ruleset, std::vector<LoadError>& errors);
void readArmour(const std::string& file, Ruleset& ruleset, std::vector<LoadError>& errors, bool bodyLoaded);
void readGrenades(const std::string& file, Ruleset& ruleset, std::vector<LoadError>& errors);
void readCharacters(const std::string& folder, Ruleset& ruleset, std::vector<LoadError>& errors);

} // namespace hitspread::detail
