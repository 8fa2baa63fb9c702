// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleset.h"

#include <map>
#include <string>
#include <vector>

namespace hitspread {

// The values rules §2 derives from a character's stats and skills, worked out with the
// ruleset's formulas (`derived` in ruleset.yaml), so a group that plays them differently
// changes the file, not the program.
struct DerivedValues {
    int phys = 0; // PHYS, physique
    int know = 0; // KNOW, knowledge
    int actions = 0; // actions per round
    int freeParries = 0; // parries per round that cost no action (§8)
    int ini = 0; // INI: the initiative total is 3d6 + INI (§10)
    int woundThreshold = 0; // WT: damage above it is a wound (§7)
    int strBonus = 0; // added to melee damage (§8)
    int martialArtsBonus = 0; // added to the STR bonus when striking with Martial Arts
    // Every stat, skill rank and formula by name, a group's own formulas included.
    std::map<std::string, int> values;

    // The STR bonus of a Martial Arts strike (§2: "adjusted Strength Bonus").
    int adjustedStrBonus() const { return strBonus + martialArtsBonus; }
};

// The formula names the program reads; a ruleset must define every one (the reader checks).
const std::vector<std::string>& requiredDerivedNames();

// Cheap enough for a character editor to call on every keystroke. A name the ruleset does not
// define (only possible for a ruleset not built by loadRuleset) reads as 0.
DerivedValues deriveValues(const Ruleset& ruleset, const CharacterSheet& sheet);

} // namespace hitspread
