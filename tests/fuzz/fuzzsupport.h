// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the fuzz targets share: the shipped rulesets, loaded once per process.
#pragma once

#include "ruleset.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace hitspread::fuzz {

// The shipped ruleset `id` (rulesets/<id> of the source tree), loaded on first use; the
// process ends with a message when it does not load (the harness, not the input, is wrong).
const Ruleset& shipped(const std::string& id);

// A reader's answer must be the thing read or errors, never both or neither; the process ends
// loudly (a finding) when it is not.
void checkAllOrNothing(bool read, bool errors);

// The bytes libFuzzer gives, as text.
inline std::string textOf(const std::uint8_t* data, std::size_t size)
{
    return std::string(reinterpret_cast<const char*>(data), size);
}

} // namespace hitspread::fuzz
