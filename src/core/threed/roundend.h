// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What happens to a character at the end of a round's third phase: bleeding (rules §7) and
// Stormer regeneration (§10). The combat tracker keeps the clocks; these change one character.

#include "character.h"
#include "text.h"

#include <string>
#include <vector>

namespace hitspread {

// How fast a character bleeds (§7): `hits` hits every `interval` rounds; interval 0: not at all.
struct BleedingRate {
    int interval = 0;
    int hits = 0;
};
BleedingRate bleedingRate(int wounds);

// Where the next hit lost to bleeding comes from: the wounded location (see roundend.cpp for
// which one when several are wounded), or the torso once that location has no hits left.
int bleedingLocation(const Ruleset& ruleset, const CharacterState& character);

// Takes `hits` hits, one at a time, from the bleeding location and from Incap. Returns how many
// came off each location (by location index).
std::vector<int> bleed(const Ruleset& ruleset, CharacterState& character, int hits);

// One step of a Stormer's regeneration (§10): a wound if it has any, else a hit.
struct Regeneration {
    enum class Kind { Nothing, Wound, Hit } kind = Kind::Nothing;
    int location = -1; // the location that lost the wound or gained the hit; −1 for none
    bool incap = false; // a hit regenerated on the Incap track too
};
Regeneration regenerate(CharacterState& character);

// "1 from Left arm, 1 from Torso": where the hits of a bleed came from, for log lines.
Text describeBleed(const Ruleset& ruleset, const std::vector<int>& perLocation);

} // namespace hitspread
