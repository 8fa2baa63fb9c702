// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The session's dice for one resolution, shared by the files of Session's actions.

#include "dicerun.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace hitspread::sessiondice {

// The session's seeded dice, going on where they stopped: undoing a shot and firing again
// rolls the same faces.
inline DiceSupply seededAt(const DiceSettings& dice)
{
    return DiceSupply::seeded(dice.seed, dice.facesUsed);
}

// Typed faces for exactly one resolution: faces it did not need are an error, `what`
// ("the shot needs") saying so.
template <typename Resolve>
auto exactly(const std::vector<int>& faces, const char* what, Resolve&& resolve)
{
    auto run = runWithDice(DiceSupply::typed(faces), resolve);
    if (!run.leftOver.empty())
        throw std::invalid_argument(std::string("more dice than ") + what);
    return std::move(run.outcome);
}

} // namespace hitspread::sessiondice
