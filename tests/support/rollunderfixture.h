// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the roll-under suites share: the shipped ruleset's engine, and an outcome's working
// read as one English text.

#include "ground.h"
#include "rollunderengine.h"
#include "ruleset.h"
#include "testsupport.h"

#include <string>

namespace hitspread::test::rollunder {

inline const Ruleset& shipped()
{
    static const Ruleset rs = loadOrStop(rulesetPath("roll-under"), true);
    return rs;
}

inline const hitspread::rollunder::Engine& engine()
{
    return dynamic_cast<const hitspread::rollunder::Engine&>(*shipped().ground);
}

inline std::string working(const ground::Outcome& out)
{
    std::string all;
    for (const Text& line : out.working)
        all += line.english() + "\n";
    return all;
}

inline bool says(const ground::Outcome& out, const std::string& line)
{
    return working(out).find(line) != std::string::npos;
}

} // namespace hitspread::test::rollunder
