// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dicerun.h"

namespace hitspread {

DiceSupply DiceSupply::seeded(std::uint64_t seed, std::uint64_t alreadyRolled)
{
    DiceSupply supply;
    supply.m_seed = seed;
    supply.m_alreadyRolled = alreadyRolled;
    return supply;
}

DiceSupply DiceSupply::typed(std::vector<int> faces, int maxFace)
{
    // TypedDice checks every face and names the first one out of range.
    const TypedDice check(faces, maxFace);
    DiceSupply supply;
    supply.m_faces = std::move(faces);
    supply.m_maxFace = maxFace;
    return supply;
}

} // namespace hitspread
