// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The 3d System's character reader on any bytes: it reads the sheet or refuses it with a
// position, and never crashes, hangs or throws.
#include "characterfile.h"
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace hitspread;
    const CharacterLoad load
        = readCharacterText(fuzz::shipped("3d-system"), fuzz::textOf(data, size), "fuzz.yaml");
    fuzz::checkAllOrNothing(load.sheet.has_value(), !load.errors.empty());
    return 0;
}
