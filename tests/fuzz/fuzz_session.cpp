// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The 3d System's session reader on any bytes (files of every format, 1 to 3): it reads the
// session or refuses it with a position, and never crashes, hangs or throws. A session it
// reads is written again as format 3, and that file reads back.
#include "encounter.h"
#include "fuzzsupport.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace hitspread;
    const Ruleset& rs = fuzz::shipped("3d-system");
    const EncounterLoad load = readEncounter(rs, fuzz::textOf(data, size), "fuzz.yaml");
    fuzz::checkAllOrNothing(load.encounter.has_value(), !load.errors.empty());
    if (load.encounter) {
        const EncounterLoad again
            = readEncounter(rs, writeEncounter(rs, *load.encounter), "again.yaml");
        if (!again.encounter) {
            std::fprintf(stderr, "a session read does not read back once written: %s\n",
                again.errors.empty() ? "" : again.errors.front().text().c_str());
            std::abort();
        }
    }
    return 0;
}
