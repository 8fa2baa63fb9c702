// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the grenade files (grenade.cpp, grenadejump.cpp, grenadeworking.cpp): how they
// write a number of metres and name a character.

#include "character.h"
#include "decimal.h"

#include <string>

namespace hitspread::detail {

// A number as short as it goes: 2.5, 3 (not 2.500000, 3.000000).
inline std::string number(double value)
{
    return decimalText(value);
}

inline std::string nameOf(const CharacterState& c)
{
    return c.sheet ? c.sheet->name : std::string("someone");
}

} // namespace hitspread::detail
