// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text.h"

#include <map>
#include <memory>
#include <string>
#include <variant>

namespace hitspread {

// An integer formula from a ruleset ("(str + dex) / 2"): + − * /, parentheses, names,
// max(a, b), min(a, b) and ceil(a / N). Division rounds down (rules: "all fractions round
// down"); ceil(a / N) rounds up. Divisors are whole numbers above 0.
class Formula {
public:
    struct Node;
    // Parses text; on error returns the message and the 0-based column where it went wrong.
    struct ParseError {
        Text message;
        int column;
    };
    static std::variant<Formula, ParseError> parse(const std::string& text);

    // Throws std::out_of_range naming an unknown variable.
    int evaluate(const std::map<std::string, int>& variables) const;
    // Names the formula reads.
    void collectNames(std::map<std::string, int>& names) const;
    const std::string& text() const { return m_text; }

private:
    std::string m_text;
    std::shared_ptr<const Node> m_root;
};

} // namespace hitspread
