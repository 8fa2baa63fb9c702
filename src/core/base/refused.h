// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text.h"

#include <stdexcept>
#include <string>

namespace hitspread {

// A request the rules do not allow (beyond 8 × RNG, seven aims, …); nothing was rolled.
// what() is the English sentence (files, JSON, the command line); text() is the sentence to
// translate for the window.
class Refused : public std::runtime_error {
public:
    explicit Refused(const std::string& english)
        : std::runtime_error(english)
        , m_text(literal(english))
    {
    }
    explicit Refused(Text text)
        : std::runtime_error(text.english())
        , m_text(std::move(text))
    {
    }
    const Text& text() const { return m_text; }

private:
    Text m_text;
};

} // namespace hitspread
