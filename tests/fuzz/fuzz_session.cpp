// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The 3d System's session reader on any bytes: it reads the session or refuses it with a
// position, and never crashes, hangs or throws.
#include "fuzzsupport.h"
#include "sessiondata.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace hitspread;
    const SessionLoad load
        = readSession(fuzz::shipped("3d-system"), fuzz::textOf(data, size), "fuzz.yaml");
    fuzz::checkAllOrNothing(load.session.has_value(), !load.errors.empty());
    return 0;
}
