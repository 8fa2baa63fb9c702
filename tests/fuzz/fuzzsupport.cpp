// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzsupport.h"

#include "rulesetreader.h"

#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>

namespace hitspread::fuzz {

const Ruleset& shipped(const std::string& id)
{
    static std::map<std::string, std::unique_ptr<Ruleset>> loaded;
    std::unique_ptr<Ruleset>& slot = loaded[id];
    if (!slot) {
        RulesetLoad load = loadRuleset(std::string(HITSPREAD_SOURCE_RULESETS) + "/" + id);
        if (!load.ruleset) {
            std::fprintf(stderr, "the shipped ruleset %s does not load\n", id.c_str());
            std::abort();
        }
        slot = std::make_unique<Ruleset>(std::move(*load.ruleset));
    }
    return *slot;
}

void checkAllOrNothing(bool read, bool errors)
{
    if (read == errors) {
        std::fprintf(stderr, "a load must give what it read or errors, not both or neither\n");
        std::abort();
    }
}

} // namespace hitspread::fuzz
