// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "character.h"

#include "text.h"

namespace hitspread {

const char* toString(LocationCondition condition)
{
    switch (condition) {
    case LocationCondition::Unhurt:
        return HS_TEXT("core", "unhurt");
    case LocationCondition::Wounded:
        return HS_TEXT("core", "wounded");
    case LocationCondition::Useless:
        return HS_TEXT("core", "useless");
    case LocationCondition::SeverelyDamaged:
        return HS_TEXT("core", "severely damaged");
    case LocationCondition::Destroyed:
        return HS_TEXT("core", "destroyed");
    }
    return HS_TEXT("core", "unhurt");
}

const char* toString(CharacterStatus status)
{
    switch (status) {
    case CharacterStatus::Ok:
        return HS_TEXT("core", "ok");
    case CharacterStatus::Unconscious:
        return HS_TEXT("core", "unconscious");
    case CharacterStatus::Dead:
        return HS_TEXT("core", "dead");
    }
    return HS_TEXT("core", "ok");
}

CharacterState CharacterState::fromSheet(const Ruleset& ruleset, const CharacterSheet& sheet)
{
    CharacterState state;
    state.sheet = std::make_shared<const CharacterSheet>(sheet);
    state.incap = state.incapMax = sheet.incap;
    const auto derived = ruleset.derivedValues(sheet.stats);
    state.phys = derived.count("phys") ? derived.at("phys") : 0;
    state.woundThreshold
        = derived.count("wound_threshold") ? derived.at("wound_threshold") : state.phys;
    state.locations.resize(ruleset.body.locations.size());
    for (std::size_t i = 0; i < state.locations.size() && i < sheet.hits.size(); ++i)
        state.locations[i].hits = state.locations[i].maxHits = sheet.hits[i];
    for (const WornArmour& worn : sheet.armour) {
        const Armour* piece = ruleset.findArmour(worn.id);
        if (!piece)
            continue;
        ArmourLayer layer;
        layer.armourId = piece->id;
        layer.natural = piece->natural;
        layer.pv = worn.pv.value_or(piece->pv);
        layer.idLeft = piece->idByLocation;
        layer.idLeft.resize(state.locations.size(), -1);
        for (std::size_t i = 0; i < state.locations.size(); ++i) {
            const int hits = state.locations[i].maxHits;
            // §7 natural armour: Xeno skin ID = 3 × hits; Vevaphon ID = ceil(PV / 2) × hits.
            if (piece->natural == NaturalArmour::Xeno)
                layer.idLeft[i] = piece->idPerHit * hits;
            else if (piece->natural == NaturalArmour::Vevaphon)
                layer.idLeft[i] = (layer.pv + 1) / 2 * hits;
        }
        state.armour.push_back(std::move(layer));
    }
    return state;
}

LocationCondition CharacterState::condition(int location) const
{
    const LocationState& l = locations[static_cast<std::size_t>(location)];
    if (l.hits >= l.maxHits)
        return LocationCondition::Unhurt;
    if (l.hits > 0)
        return LocationCondition::Wounded;
    // §7: overflow past 0; ≥ half the hits severely damaged, ≥ the hits destroyed.
    const int overflow = -l.hits;
    if (overflow >= l.maxHits)
        return LocationCondition::Destroyed;
    if (overflow * 2 >= l.maxHits && overflow > 0)
        return LocationCondition::SeverelyDamaged;
    return LocationCondition::Useless;
}

CharacterStatus CharacterState::status(const Ruleset& ruleset) const
{
    // §7: head or torso at 0 hits is death (vital locations); 10 past the Incap total is fatal.
    for (std::size_t i = 0; i < locations.size(); ++i) {
        if (ruleset.body.locations[i].vital && locations[i].hits <= 0)
            return CharacterStatus::Dead;
    }
    if (incap <= -10)
        return CharacterStatus::Dead;
    if (incap <= 0 || bruising >= incap || knockedOut)
        return CharacterStatus::Unconscious;
    return CharacterStatus::Ok;
}

} // namespace hitspread
