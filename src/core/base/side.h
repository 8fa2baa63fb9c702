// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sides of a fight, in every system: the body diagram's encounter and the ground map.

#include <string>
#include <vector>

namespace hitspread {

struct Side {
    std::string name; // unique among the sides
    std::string colour; // "#rrggbb"
    bool operator==(const Side&) const = default;
};

// The two sides of a new fight (and of a file written before there were sides).
inline std::vector<Side> defaultSides()
{
    return { { "Side A", "#2f6fb0" }, { "Side B", "#b03a2f" } };
}

} // namespace hitspread
