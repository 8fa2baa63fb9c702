// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rollunderrules.h"

#include "byid.h"

namespace hitspread::rollunder {

int Character::characteristic(const std::string& id) const
{
    auto it = characteristics.find(id);
    return it == characteristics.end() ? 0 : it->second;
}

int Character::skill(const std::string& id) const
{
    auto it = skills.find(id);
    return it == skills.end() ? 0 : it->second;
}

Physical Character::physical() const
{
    return { characteristic("str"), characteristic("dex"), characteristic("end") };
}

const Weapon* Rules::weapon(const std::string& id) const
{
    return byId(weapons, id);
}
const FireMode* Rules::mode(const std::string& id) const
{
    return byId(modes, id);
}
const Situation* Rules::situation(const std::string& id) const
{
    return byId(situations, id);
}
const Armour* Rules::findArmour(const std::string& id) const
{
    return byId(armour, id);
}
const RangeBand* Rules::band(const std::string& id) const
{
    return byId(ranges, id);
}

const RangeBand* Rules::bandAt(int metres) const
{
    for (const RangeBand& b : ranges)
        if (metres <= b.upTo)
            return &b;
    return nullptr;
}

int Rules::armourValue(const Character& c) const
{
    int total = 0;
    for (const std::string& id : c.armour)
        if (const Armour* a = findArmour(id))
            total += a->value;
    return total;
}

const Weapon* Rules::meleeWeaponOf(const Character& c) const
{
    for (const std::string& id : c.weapons)
        if (const Weapon* w = weapon(id); w && w->kind == WeaponKind::Melee)
            return w;
    for (const Weapon& w : weapons)
        if (w.unarmed)
            return &w;
    return nullptr;
}

} // namespace hitspread::rollunder
