// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An action option a ground system once asked for and no longer has. A session file that
// carries one still opens: the value is read as the number it was (a value that never was one
// is still an error) and dropped, and the action replays without it. Saved again, the file no
// longer has it.

#include <string>

namespace hitspread {

struct RetiredOption {
    const char* system;
    const char* id;
    int min;
    int max;
};

// The retired option `id` of the system `system`, or null when it is none.
const RetiredOption* retiredOption(const std::string& system, const std::string& id);

} // namespace hitspread
