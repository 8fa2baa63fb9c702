// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// System d6pool on the ground map (ground.h): the scene's figures become defenders and the
// outcome's working is d6pool's own. A figure's state (Figure::state):
//   health   the health left (missing: 3 × STR less the character's wounds)
//   stunned  1 when stunned this turn (−1 die on every roll)
//   dodge    dodge or parry dice left this turn (missing: the Dodge skill)
// Options of an action: `dodge` (dodge/parry dice the target spends on each attack, or each
// figure on the blast's damage attack), `attacks` (semi/full: attacks this action), `scope`.

#include "d6poolrules.h"
#include "ground.h"

#include <memory>

namespace hitspread::d6pool {

std::shared_ptr<const ground::Engine> makeEngine(std::shared_ptr<const Rules> rules);
// The rules and data behind an engine of system d6pool; null for another system's engine.
const Rules* rulesOf(const ground::Engine& engine);

} // namespace hitspread::d6pool
