// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "d6poolrules.h"

#include "byid.h"
#include "text.h"

#include <algorithm>

namespace hitspread::d6pool {

const char* toString(Band band)
{
    switch (band) {
    case Band::Short:
        return HS_TEXT("core", "short");
    case Band::Medium:
        return HS_TEXT("core", "medium");
    case Band::Long:
        return HS_TEXT("core", "long");
    case Band::Extreme:
        return HS_TEXT("core", "extreme");
    }
    return HS_TEXT("core", "short");
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
        return HS_TEXT("core", "single");
    case FireMode::Semi:
        return HS_TEXT("core", "semi");
    case FireMode::Full:
        return HS_TEXT("core", "full");
    }
    return HS_TEXT("core", "single");
}

std::optional<FireMode> fireModeFromString(const std::string& text)
{
    for (FireMode m : { FireMode::Single, FireMode::Semi, FireMode::Full }) {
        if (text == toString(m))
            return m;
    }
    return std::nullopt;
}

const char* toString(Manner manner)
{
    switch (manner) {
    case Manner::Walk:
        return HS_TEXT("core", "walk");
    case Manner::Run:
        return HS_TEXT("core", "run");
    case Manner::Crawl:
        return HS_TEXT("core", "crawl");
    }
    return HS_TEXT("core", "walk");
}

std::optional<Manner> mannerFromString(const std::string& text)
{
    for (Manner m : { Manner::Walk, Manner::Run, Manner::Crawl }) {
        if (text == toString(m))
            return m;
    }
    return std::nullopt;
}

int Movement::most() const
{
    int most = 0;
    for (const auto& [manner, rule] : manners)
        most = std::max(most, rule.metres);
    return most;
}

int Rules::mostAttacks() const
{
    int most = 1;
    for (const auto& [mode, rule] : fireModes)
        most = std::max(most, rule.attacks);
    return most;
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
