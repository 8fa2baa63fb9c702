// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "character.h"

#include <array>
#include <string>
#include <utility>
#include <vector>

namespace hitspread {

// One number printed on a combat sheet: a characteristic or a derived value (rules §2).
struct SheetValue {
    std::string id; // "str", "phys", "free_parries"
    std::string label; // "STR", "PHYS", "Free parries"
    std::string formula; // the ruleset's formula; empty for a characteristic
    int value = 0;
};

// One armour layer over a location: PV protection value, ID impact damage capacity.
struct SheetArmour {
    Name name;
    int pv = 0;
    int idMax = 0; // the ID the layer started with on this location
    int idLeft = 0;
};

// One of the seven locations as the sheet shows it (rules §7).
struct SheetLocation {
    std::string id;
    Name name;
    bool vital = false;
    int maxHits = 0;
    int hitsLeft = 0; // below 0 is overflow
    LocationCondition condition = LocationCondition::Unhurt;
    // The layers a hit meets there, as the damage rules pick them: the strongest piece, or
    // every piece with the layered-armour option. Empty: no armour.
    std::vector<SheetArmour> armour;
    int pv = 0; // the PV a hit is checked against now (layered: highest + 1 per extra layer; 0 when
                // worn through)

    int damage() const { return maxHits - hitsLeft; }
};

// A carried weapon's line in the sheet's weapons table.
struct SheetWeapon {
    Name name;
    Name skill; // the skill's shown name
    int skillRank = 0;
    int rcl = 0, pen = 0, dam = 0, ad = 0, rng = 0, accuracy = 0;
    int burst = 0;
    int faDeviation = 0;
    int handling = 0;
    int barrels = 1;
    bool melee = false;
    bool bruising = false; // deals bruising damage only
    bool twoHanded = false;
    int damageBonus = 0; // melee: the STR bonus, with Martial Arts its rank / 3 rounded up (§2)
    std::array<int, 4> rangeLimits {}; // metres: optimum, medium, long, extreme (rules §4)
    std::string modes; // "single, semi, burst 3, full"
};

// Everything a filled combat sheet prints about one character in play.
struct SheetFigures {
    std::string name;
    std::string species;
    std::vector<SheetValue> characteristics; // STR … COOL
    std::vector<SheetValue> derived; // in the ruleset's order
    int actions = 1;
    int freeParries = 0;
    int initiative = 0; // INI; the initiative total is 3d6 + INI
    int woundThreshold = 0;
    int strBonus = 0;
    int martialArtsBonus = 0; // martial_arts_bonus, added to the STR bonus (rules §2)
    int martialArtsRank = 0; // added to the initiative total when attacking with it
    std::vector<SheetLocation> locations;
    int incapMax = 0;
    int incapLeft = 0; // below 0: past unconscious; 10 past the total is fatal
    int bruising = 0;
    int wounds = 0;
    int woundPenalty = 0; // −1 to all rolls per wound
    CharacterStatus status = CharacterStatus::Ok;
    std::vector<SheetWeapon> weapons;
    std::vector<std::pair<Name, int>> skills; // shown name and rank, by English name
    std::vector<Name> advantages; // shown names, by English name

    int standardDamage() const { return incapMax - incapLeft; }
};

SheetFigures sheetFigures(const Ruleset& ruleset, const CharacterState& character);

// The characteristics and derived values a blank sheet labels (values 0), rules §2.
std::vector<SheetValue> characteristicLabels();
std::vector<SheetValue> derivedLabels(const Ruleset& ruleset);
// The sheet's name of a derived value: "phys" → "PHYS", "free_parries" → "Free parries",
// "wound_threshold" → "WT".
std::string derivedLabel(const std::string& id);
// A ruleset formula with the sheet's names: "(str + dex) / 2" → "(STR + DEX) / 2".
std::string readableFormula(const std::string& formula);
// A weapon's fire modes for people: "single, semi, burst 3, full".
std::string modesText(const Weapon& weapon);

} // namespace hitspread
