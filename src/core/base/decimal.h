// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Numbers with a fraction, written and read the same in every locale: a file, a rule's working
// and the command line always take a point as the decimal mark, also on a desktop whose locale
// writes a comma (std::to_string and std::stod follow the C locale that a Qt program sets from
// the desktop's; std::to_chars and std::from_chars never do).

#include <optional>
#include <string>
#include <string_view>

namespace hitspread {

// As short as it goes at six places: 2.5, 3, 0.333333 (not 2.500000, 3.000000).
std::string decimalText(double value);
// The number the whole of `text` writes ("0.5", "+2", "-1e3"), or nothing (a comma, a word, a
// number followed by anything).
std::optional<double> parseDecimal(std::string_view text);

} // namespace hitspread
