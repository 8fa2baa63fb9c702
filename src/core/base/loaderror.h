// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text.h"

#include <string>

namespace hitspread {

// One problem in a ruleset, character or session file, at a 1-based line and column. The
// message is a sentence of the core's (text.h): the window shows it translated, text() in
// English.
struct LoadError {
    std::string file;
    int line = 0;
    int column = 0;
    Text message;
    std::string where() const; // "file:line:column"
    std::string text() const; // "file:line:column: message", the message in English
};

} // namespace hitspread
