// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleset.h"

#include "byid.h"
#include "text.h"

#include <algorithm>

namespace hitspread {

namespace {
    template <typename Enum, std::size_t N>
    std::optional<Enum> lookup(const std::array<const char*, N>& names, const std::string& text)
    {
        for (std::size_t i = 0; i < N; ++i) {
            if (text == names[i])
                return static_cast<Enum>(i);
        }
        return std::nullopt;
    }
    constexpr std::array<const char*, 5> fireModeNames { HS_TEXT("core", "single"),
        HS_TEXT("core", "double"), HS_TEXT("core", "semi"), HS_TEXT("core", "burst"),
        HS_TEXT("core", "full") };
    constexpr std::array<const char*, 4> rangeBandNames { HS_TEXT("core", "optimum"),
        HS_TEXT("core", "medium"), HS_TEXT("core", "long"), HS_TEXT("core", "extreme") };
    constexpr std::array<const char*, 3> shotTypeNames { HS_TEXT("core", "aimed"),
        HS_TEXT("core", "wild"), HS_TEXT("core", "snap") };
    constexpr std::array<const char*, 8> weaponKindNames { "pistol", "rifle", "smg", "shotgun",
        "rotary", "support", "melee", "thrown" };
}

const char* toString(FireMode mode)
{
    return fireModeNames[static_cast<std::size_t>(mode)];
}
const char* toString(RangeBand band)
{
    return rangeBandNames[static_cast<std::size_t>(band)];
}
const char* toString(ShotType type)
{
    return shotTypeNames[static_cast<std::size_t>(type)];
}
const char* toString(WeaponKind kind)
{
    return weaponKindNames[static_cast<std::size_t>(kind)];
}
std::optional<FireMode> fireModeFromString(const std::string& text)
{
    return lookup<FireMode>(fireModeNames, text);
}
std::optional<RangeBand> rangeBandFromString(const std::string& text)
{
    return lookup<RangeBand>(rangeBandNames, text);
}
std::optional<ShotType> shotTypeFromString(const std::string& text)
{
    return lookup<ShotType>(shotTypeNames, text);
}

int Body::subLocationAt(Hex h) const
{
    const OffsetCoord c = toOffset(h);
    if (!inField(c))
        return -1;
    return cells[static_cast<std::size_t>(c.row * columns + c.col)];
}

int Body::locationAt(Hex h) const
{
    const int sub = subLocationAt(h);
    return sub < 0 ? -1 : subLocations[static_cast<std::size_t>(sub)].location;
}

int Body::locationIndex(const std::string& id) const
{
    for (std::size_t i = 0; i < locations.size(); ++i) {
        if (locations[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

std::vector<Hex> Body::bodyHexes() const
{
    std::vector<Hex> result;
    for (int col = 0; col < columns; ++col) {
        for (int row = 0; row < rows; ++row) {
            if (cells[static_cast<std::size_t>(row * columns + col)] >= 0)
                result.push_back(fromOffset({ col, row }));
        }
    }
    return result;
}

int StatModifier::apply(int stat) const
{
    switch (op) {
    case '*':
        return stat * value;
    case '/':
        return stat / value; // stats are never negative here: rounds down (§7)
    default:
        return stat + value;
    }
}

std::string StatModifier::text() const
{
    if (op == '+')
        return (value < 0 ? "" : "+") + std::to_string(value);
    return std::string(op == '*' ? "×" : "÷") + std::to_string(value);
}

bool Weapon::canFire(FireMode mode) const
{
    if (mode == FireMode::Single) // one shot: any weapon that fires single shots
        return isMelee() || modes.count(FireMode::Single) || modes.count(FireMode::Double)
            || modes.count(FireMode::Semi);
    return modes.count(mode) > 0;
}

FireMode Weapon::firstMode() const
{
    for (FireMode mode : { FireMode::Single, FireMode::Semi, FireMode::Burst, FireMode::Full }) {
        if (canFire(mode))
            return mode;
    }
    return FireMode::Single;
}

int CharacterSheet::skill(const std::string& id) const
{
    auto it = skills.find(id);
    return it == skills.end() ? 0 : it->second;
}

const Weapon* Ruleset::weapon(const std::string& id) const
{
    return byId(weapons, id);
}

const Armour* Ruleset::findArmour(const std::string& id) const
{
    return byId(armour, id);
}

const Grenade* Ruleset::grenade(const std::string& id) const
{
    return byId(grenades, id);
}

const Ammo* Ruleset::findAmmo(const std::string& id) const
{
    auto it = ammo.find(id);
    return it == ammo.end() ? nullptr : &it->second;
}

const Scope* Ruleset::findScope(const std::string& id) const
{
    return byId(scopes, id);
}

std::map<std::string, int> Ruleset::derivedValues(
    const Stats& s, const std::map<std::string, int>& ranks) const
{
    std::map<std::string, int> values { { "str", s.str }, { "dex", s.dex }, { "dia", s.dia },
        { "conc", s.conc }, { "cha", s.cha }, { "cool", s.cool } };
    // Formulas may read skill ranks (martial_arts_bonus, §2); a skill the character lacks is 0.
    for (const auto& [id, name] : skills) {
        auto rank = ranks.find(id);
        values.emplace(id, rank == ranks.end() ? 0 : rank->second);
    }
    for (const auto& [name, formula] : derived)
        values[name] = formula.evaluate(values);
    return values;
}

int Ruleset::derivedValue(const Stats& stats, const std::string& name, int fallback) const
{
    const auto values = derivedValues(stats);
    auto it = values.find(name);
    return it == values.end() ? fallback : it->second;
}

} // namespace hitspread
