// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetfigures.h"

#include <algorithm>
#include <cctype>

namespace hitspread {

namespace {
    const std::array<const char*, 6> characteristicIds { "str", "dex", "dia", "conc", "cha",
        "cool" };

    std::string upper(std::string text)
    {
        for (char& c : text)
            c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        return text;
    }

    Name armourName(const Ruleset& ruleset, const ArmourLayer& layer)
    {
        const Armour* piece = ruleset.findArmour(layer.armourId);
        return piece ? piece->name : Name(layer.armourId);
    }

    // The layers over one location as applyHit() meets them (rules §7): a layer covers the
    // location if it started with ID there; the strongest covering layer takes the hit, or
    // every one with the layered-armour option. A layer worn through (ID 0) still shows.
    void addArmour(const Ruleset& ruleset, const CharacterState& now, const CharacterState& fresh,
        std::size_t location, SheetLocation& out)
    {
        std::vector<std::size_t> covering;
        for (std::size_t i = 0; i < now.armour.size() && i < fresh.armour.size(); ++i) {
            if (location < fresh.armour[i].idLeft.size() && fresh.armour[i].idLeft[location] > 0)
                covering.push_back(i);
        }
        if (covering.empty())
            return;
        auto protects = [&](std::size_t i) {
            return now.armour[i].idLeft[location] > 0 && now.armour[i].pv > 0;
        };
        std::vector<std::size_t> shown;
        if (ruleset.options.layeredArmour) {
            shown = covering;
        } else {
            // The strongest layer that still protects; if none does, the strongest of all.
            std::size_t best = covering.front();
            bool bestProtects = protects(best);
            for (std::size_t i : covering) {
                const bool p = protects(i);
                if ((p && !bestProtects)
                    || (p == bestProtects && now.armour[i].pv > now.armour[best].pv)) {
                    best = i;
                    bestProtects = p;
                }
            }
            shown.push_back(best);
        }
        int highest = 0;
        int protecting = 0;
        for (std::size_t i : shown) {
            const ArmourLayer& layer = now.armour[i];
            out.armour.push_back({ armourName(ruleset, layer), layer.pv,
                fresh.armour[i].idLeft[location], std::max(0, layer.idLeft[location]) });
            if (protects(i)) {
                highest = std::max(highest, layer.pv);
                ++protecting;
            }
        }
        // A hit meets no armour where every layer is worn through (ID 0).
        out.pv = highest + std::max(0, protecting - 1); // §7 layered: +1 per extra layer
    }
}

std::string derivedLabel(const std::string& id)
{
    static const std::array<std::pair<const char*, const char*>, 8> known { {
        { "phys", "PHYS" }, { "know", "KNOW" }, { "actions", "Actions" },
        { "free_parries", "Free parries" }, { "ini", "INI" },
        { "wound_threshold", "WT" }, // the seed's own abbreviation
        { "str_bonus", "STR bonus" },
        { "martial_arts_bonus", "MA bonus" }, // added to the STR bonus of a Martial Arts strike
    } };
    for (const auto& [key, label] : known) {
        if (id == key)
            return label;
    }
    // A value the ruleset adds: its id in capitals, words apart.
    std::string label = upper(id);
    std::replace(label.begin(), label.end(), '_', ' ');
    return label;
}

std::string readableFormula(const std::string& formula)
{
    std::string out;
    for (std::size_t i = 0; i < formula.size();) {
        const auto isName = [&](std::size_t at) {
            const unsigned char c = static_cast<unsigned char>(formula[at]);
            return std::isalpha(c) || c == '_' || (at > i && std::isdigit(c));
        };
        if (!isName(i)) {
            out += formula[i++];
            continue;
        }
        std::size_t end = i;
        while (end < formula.size() && isName(end))
            ++end;
        const std::string name = formula.substr(i, end - i);
        const bool function = end < formula.size() && formula[end] == '(';
        const bool characteristic
            = std::find(characteristicIds.begin(), characteristicIds.end(), name)
            != characteristicIds.end();
        out += function ? name : characteristic ? upper(name) : derivedLabel(name);
        i = end;
    }
    return out;
}

std::vector<SheetValue> characteristicLabels()
{
    std::vector<SheetValue> values;
    for (const char* id : characteristicIds)
        values.push_back({ id, upper(id), "", 0 });
    return values;
}

std::vector<SheetValue> derivedLabels(const Ruleset& ruleset)
{
    std::vector<SheetValue> values;
    for (const auto& [id, formula] : ruleset.derived)
        values.push_back({ id, derivedLabel(id), formula.text(), 0 });
    return values;
}

std::string modesText(const Weapon& weapon)
{
    std::string text;
    auto add = [&](const std::string& part) { text += (text.empty() ? "" : ", ") + part; };
    if (weapon.canFire(FireMode::Single))
        add("single");
    if (weapon.canFire(FireMode::Double))
        add("double");
    if (weapon.canFire(FireMode::Semi))
        add("semi");
    if (weapon.canFire(FireMode::Burst))
        add(weapon.burst > 0 ? "burst " + std::to_string(weapon.burst) : "burst");
    if (weapon.canFire(FireMode::Full))
        add("full");
    return text;
}

SheetFigures sheetFigures(const Ruleset& ruleset, const CharacterState& character)
{
    SheetFigures f;
    static const CharacterSheet noSheet;
    const CharacterSheet& sheet = character.sheet ? *character.sheet : noSheet;
    f.name = sheet.name;
    f.species = sheet.species;

    // §2: every value comes from the ruleset's formulas; the fallbacks are the rules' own.
    const std::map<std::string, int> values = ruleset.derivedValues(sheet.stats, sheet.skills);
    auto value = [&](const char* id, int fallback) {
        auto it = values.find(id);
        return it == values.end() ? fallback : it->second;
    };
    f.characteristics = characteristicLabels();
    for (SheetValue& v : f.characteristics)
        v.value = values.at(v.id);
    f.derived = derivedLabels(ruleset);
    for (SheetValue& v : f.derived)
        v.value = values.at(v.id);
    const Stats& s = sheet.stats;
    const int phys = value("phys", (s.str + s.dex) / 2);
    f.actions = value("actions", std::max(1, (s.dia + phys + s.cool) / 10));
    f.freeParries = value("free_parries", f.actions / 2);
    f.initiative = value("ini", (s.dia + s.cool + phys + s.dex) / 2);
    f.woundThreshold = value("wound_threshold", phys);
    f.strBonus = value("str_bonus", s.str / 3);
    f.martialArtsRank = sheet.skill("martial_arts");
    // §2: the ruleset's formula, which reads the character's Martial Arts rank.
    f.martialArtsBonus = value("martial_arts_bonus", (f.martialArtsRank + 2) / 3);

    const CharacterState fresh = CharacterState::fromSheet(ruleset, sheet);
    for (std::size_t i = 0; i < ruleset.body.locations.size() && i < character.locations.size();
         ++i) {
        const Location& location = ruleset.body.locations[i];
        SheetLocation out;
        out.id = location.id;
        out.name = location.name;
        out.vital = location.vital;
        out.maxHits = character.locations[i].maxHits;
        out.hitsLeft = character.locations[i].hits;
        out.condition = character.condition(static_cast<int>(i));
        addArmour(ruleset, character, fresh, i, out);
        f.locations.push_back(std::move(out));
    }
    f.incapMax = character.incapMax;
    f.incapLeft = character.incap;
    f.bruising = character.bruising;
    f.wounds = character.wounds;
    f.woundPenalty = character.woundPenalty();
    f.status = character.status(ruleset);

    for (const std::string& id : sheet.weapons) {
        const Weapon* w = ruleset.weapon(id);
        if (!w)
            continue;
        SheetWeapon out;
        out.name = w->name;
        auto skill = ruleset.skills.find(w->skill);
        out.skill = skill == ruleset.skills.end() ? Name(w->skill) : skill->second;
        out.skillRank = sheet.skill(w->skill);
        out.rcl = w->rcl;
        out.pen = w->pen;
        out.dam = w->dam;
        out.ad = w->ad;
        out.rng = w->rng;
        out.accuracy = w->accuracy;
        out.burst = w->burst;
        out.faDeviation = w->faDeviation;
        out.handling = w->handling;
        out.barrels = w->barrels;
        out.melee = w->isMelee();
        out.twoHanded = w->twoHanded;
        out.bruising = w->bruising;
        if (out.melee)
            out.damageBonus = f.strBonus + (w->skill == "martial_arts" ? f.martialArtsBonus : 0);
        for (std::size_t band = 0; band < out.rangeLimits.size(); ++band)
            out.rangeLimits[band] = w->rng * ruleset.rangeBands[band];
        out.modes = modesText(*w);
        f.weapons.push_back(std::move(out));
    }
    auto shownName = [](const std::map<std::string, Name>& names, const std::string& id) {
        auto it = names.find(id);
        return it == names.end() ? Name(id) : it->second;
    };
    const auto byEnglish = [](const Name& a, const Name& b) { return a.english() < b.english(); };
    for (const auto& [id, rank] : sheet.skills)
        f.skills.emplace_back(shownName(ruleset.skills, id), rank);
    std::sort(f.skills.begin(), f.skills.end(), [&](const auto& a, const auto& b) {
        return a.first.english() != b.first.english() ? byEnglish(a.first, b.first)
                                                      : a.second < b.second;
    });
    for (const std::string& id : sheet.advantages)
        f.advantages.push_back(shownName(ruleset.advantages, id));
    std::sort(f.advantages.begin(), f.advantages.end(), byEnglish);
    return f;
}

} // namespace hitspread
