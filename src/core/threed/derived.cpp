// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "derived.h"

namespace hitspread {

const std::vector<std::string>& requiredDerivedNames()
{
    // §2: PHYS, KNOW, actions, free parries, INI, WT, STR bonus and the Martial Arts addition.
    static const std::vector<std::string> names { "phys", "know", "actions", "free_parries", "ini",
        "wound_threshold", "str_bonus", "martial_arts_bonus" };
    return names;
}

DerivedValues deriveValues(const Ruleset& ruleset, const CharacterSheet& sheet)
{
    DerivedValues d;
    d.values = ruleset.derivedValues(sheet.stats, sheet.skills);
    auto value = [&](const char* name) {
        auto it = d.values.find(name);
        return it == d.values.end() ? 0 : it->second;
    };
    d.phys = value("phys");
    d.know = value("know");
    d.actions = value("actions");
    d.freeParries = value("free_parries");
    d.ini = value("ini");
    d.woundThreshold = value("wound_threshold");
    d.strBonus = value("str_bonus");
    d.martialArtsBonus = value("martial_arts_bonus");
    return d;
}

} // namespace hitspread
