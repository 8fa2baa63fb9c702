// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "d6poolrules.h"

#include "byid.h"

namespace hitspread::d6pool {

const char* toString(Band band)
{
    switch (band) {
    case Band::Short:
        return "short";
    case Band::Medium:
        return "medium";
    case Band::Long:
        return "long";
    case Band::Extreme:
        return "extreme";
    }
    return "short";
}

std::optional<Band> bandFromString(const std::string& text)
{
    for (Band b : { Band::Short, Band::Medium, Band::Long, Band::Extreme }) {
        if (text == toString(b))
            return b;
    }
    return std::nullopt;
}

const char* toString(FireMode mode)
{
    switch (mode) {
    case FireMode::Single:
        return "single";
    case FireMode::Semi:
        return "semi";
    case FireMode::Full:
        return "full";
    }
    return "single";
}

std::optional<FireMode> fireModeFromString(const std::string& text)
{
    for (FireMode m : { FireMode::Single, FireMode::Semi, FireMode::Full }) {
        if (text == toString(m))
            return m;
    }
    return std::nullopt;
}

const char* toString(WeaponKind kind)
{
    switch (kind) {
    case WeaponKind::Firearm:
        return "firearm";
    case WeaponKind::Melee:
        return "melee";
    case WeaponKind::Thrown:
        return "thrown";
    }
    return "firearm";
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
const Grenade* Rules::grenade(const std::string& id) const
{
    return byId(grenades, id);
}
const Armour* Rules::findArmour(const std::string& id) const
{
    return byId(armour, id);
}
const Modifier* Rules::modifier(const std::string& id) const
{
    return byId(modifiers, id);
}

int Rules::armourLevel(const Character& c) const
{
    int level = 0;
    for (const std::string& id : c.armour) {
        if (const Armour* a = findArmour(id))
            level += a->level;
    }
    return level;
}

} // namespace hitspread::d6pool
