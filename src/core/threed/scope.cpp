// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scope.h"

#include "refused.h"
#include "text.h"

#include <algorithm>
#include <cstdlib>

namespace hitspread {

int magnificationActions(RangeBand from, RangeBand to)
{
    return std::abs(static_cast<int>(from) - static_cast<int>(to));
}

RangeBand bestScopeSetting(const Scope& scope, RangeBand shot)
{
    return std::min(scope.band, shot);
}

int scopeBonus(const Scope& scope, RangeBand setting, RangeBand shot)
{
    if (setting > scope.band)
        throw Refused(say(HS_TEXT("core",
                              "%1 is designed for %2 range: its magnification can only be "
                              "lowered from there, not set for %3 range"),
            scope.name, term(toString(scope.band)), term(toString(setting))));
    const int lowered = static_cast<int>(scope.band) - static_cast<int>(setting);
    const int column = std::min(3, static_cast<int>(shot) + lowered);
    return scope.bonus[static_cast<std::size_t>(column)];
}

} // namespace hitspread
