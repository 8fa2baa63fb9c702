// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the resolvers of the ground-map systems share: refusing a request, and the faces
// rolled since a point.

#include "dice.h"
#include "refused.h"
#include "text.h"

#include <cstddef>
#include <vector>

namespace hitspread {

// Refuses the request with a sentence (ground.h: resolve() throws Refused).
[[noreturn]] inline void refuse(const Text& why)
{
    throw Refused(why);
}

// The faces `dice` gave from its `first` use on, in order.
inline std::vector<int> facesSince(const DiceSource& dice, std::size_t first)
{
    std::vector<int> faces;
    for (std::size_t i = first; i < dice.used().size(); ++i)
        faces.push_back(dice.used()[i].face);
    return faces;
}

} // namespace hitspread
