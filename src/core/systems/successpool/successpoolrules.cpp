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

bool Rules::reachOnly(const Weapon& w) const
{
    // Seed, "Weaponless melee": "the range is 1 meter". The wrong-distance rule speaks of a
    // weapon's distance ("each weapon has a specified distance"); a bare hand is no weapon,
    // so beyond its reach it cannot attack at all.
    return w.unarmed || (w.kind == WeaponKind::Melee && !farMelee);
}

std::optional<std::string> Rules::band(const Weapon& w, int metres) const
{
    // Seed, "Minus die: Hit rolls at wrong distance": up to the distance as it is, up to the
    // double −2 dice, farther "it is not possible to shoot or attack at the target".
    if (metres <= w.distance)
        return std::string(normalBand);
    if (!reachOnly(w) && metres <= farMultiple * w.distance)
        return std::string(farBand);
    return std::nullopt;
}

} // namespace hitspread::successpool
