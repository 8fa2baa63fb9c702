// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Scopes (rules/3d-system.md §11; the seed's "Scopes"): a scope comes focussed for the band
// it is designed for, where its aiming bonus is highest; its magnification can be lowered to
// a nearer band, one action per band shifted.

#include "ruleset.h"

namespace hitspread {

// The actions it takes to shift a scope's magnification from one band to another: "one
// Action per Range Band shifted".
int magnificationActions(RangeBand from, RangeBand to);

// The band a scope is best set for when shooting at `shot`: that band when it is nearer than
// the band the scope is designed for (magnification is only lowered), else the design band.
RangeBand bestScopeSetting(const Scope& scope, RangeBand shot);

// The aiming bonus of a scope set for `setting` (its design band, or a nearer band its
// magnification was lowered to) at a shot at `shot`. As it comes, the bonus is its table's
// figure for the band; lowered by n bands, its table moves n bands nearer (Reading: the seed
// gives the bonus "at their optimum (and magnification-changed range)" as one figure), beyond
// extreme the extreme figure. Throws Refused for a setting beyond the design band.
int scopeBonus(const Scope& scope, RangeBand setting, RangeBand shot);

} // namespace hitspread
