// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The ground map's session reader on any bytes, against the ruleset the text names (the
// first shipped ground ruleset whose id it holds, d6-modern when none): it reads the session
// or refuses it with a position, and never crashes, hangs or throws.
#include "fuzzsupport.h"
#include "groundsession.h"

#include <array>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace hitspread;
    static const std::array<const char*, 4> ids
        = { "d6-modern", "d6-stargate", "success-pool", "roll-under" };
    const std::string text = fuzz::textOf(data, size);
    const char* id = ids[0];
    for (const char* candidate : ids)
        if (text.find(candidate) != std::string::npos) {
            id = candidate;
            break;
        }
    const GroundSessionLoad load = readGroundSession(fuzz::shipped(id), text, "fuzz.yaml");
    fuzz::checkAllOrNothing(load.session.has_value(), !load.errors.empty());
    return 0;
}
