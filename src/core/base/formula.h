// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>

namespace hitspread {

// The limits of a formula, so that no ruleset can exhaust the stack or overflow an int: a
// formula is at most MaxFormulaLength characters and nests at most MaxFormulaDepth levels
// (parentheses, minus signs, max/min/ceil); every value it can reach for the inputs' ranges
// (range()) must stay within ±MaxFormulaValue.
constexpr int MaxFormulaLength = 1000;
constexpr int MaxFormulaDepth = 64;
constexpr int MaxFormulaValue = 1'000'000;

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
    // The values the formula can take when every name lies in its range (interval
    // arithmetic: a bound, possibly wider than what is reached); none when some part of it
    // can leave ±MaxFormulaValue. Throws std::out_of_range naming an unknown variable.
    struct Range {
        long double low = 0;
        long double high = 0;
    };
    std::optional<Range> boundedRange(const std::map<std::string, Range>& names) const;
    // Names the formula reads.
    void collectNames(std::map<std::string, int>& names) const;
    const std::string& text() const { return m_text; }

private:
    std::string m_text;
    std::shared_ptr<const Node> m_root;
};

} // namespace hitspread
