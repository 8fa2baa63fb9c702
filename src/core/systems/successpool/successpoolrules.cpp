// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "successpoolrules.h"

#include "byid.h"

namespace hitspread::successpool {

const std::string& Weapon::defaultMode() const
{
    static const std::string none;
    return modes.empty() ? none : modes.front();
}

int Character::skill(const std::string& id) const
{
    auto it = skills.find(id);
    return it == skills.end() ? 0 : it->second;
}

const Weapon* Rules::weapon(const std::string& id) const
{
    return byId(weapons, id);
}
const FireMode* Rules::fireMode(const std::string& id) const
{
    return byId(fireModes, id);
}
const Situation* Rules::situation(const std::string& id) const
{
    return byId(situations, id);
}
const Armour* Rules::findArmour(const std::string& id) const
{
    return byId(armour, id);
}

const Character* Rules::character(const std::string& key) const
{
    auto it = characters.find(key);
    return it == characters.end() ? nullptr : &it->second;
}

int Rules::protection(const Character& c) const
{
    int total = 0;
    for (const std::string& id : c.armour) {
        if (const Armour* a = findArmour(id))
            total += a->protection;
    }
    return total;
}

int Rules::actions(const Character& c) const
{
    auto it = lineages.find(c.lineage);
    return it == lineages.end() ? 2 : it->second.actions;
}

} // namespace hitspread::successpool
