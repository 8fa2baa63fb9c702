// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the readers: what every ground-map system reads alike.

#include "ground.h"
#include "loaderror.h"
#include "yamlreader.h"

#include <initializer_list>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace hitspread::detail {

// What the reader of a ground-map system's ruleset.yaml gives: the ruleset's id and name and
// the engine that plays it.
struct SystemRuleset {
    std::string id;
    Name name;
    std::shared_ptr<const ground::Engine> engine;
};

// A `scatter:` mapping (scatter.h): `direction` hex_d6 | clock_d12, `distance` band → d6
// for the metres. `bands` are the range band names the ruleset uses; every one is required.
ground::Scatter readScatter(
    YamlReader& reader, const YAML::Node& node, const std::vector<std::string>& bands);

// A mapping of id → shown name (a ruleset's `skills:`, `attributes:`): `idWhat` names an id,
// `nameWhat` (%1 the id) a name; a second entry of an id is said with `duplicate` (%1 the id),
// or, with `duplicate` null, dropped unsaid.
void readIdNames(YamlReader& r, const YAML::Node& node, const char* key, const Text& idWhat,
    const char* nameWhat, const char* duplicate, std::map<std::string, Name>& out);

// An id at `node` that is a key of `skills` (the ruleset's), into `out`; false (said) otherwise.
template <typename Skills>
bool knownSkill(
    YamlReader& r, const YAML::Node& node, const Skills& skills, const Text& what, std::string& out)
{
    auto id = r.identifier(node, what);
    if (!id)
        return false;
    if (!skills.count(*id)) {
        r.error(
            node, say(HS_TEXT("core", "%1 '%2' is not one of the ruleset's skills"), what, *id));
        return false;
    }
    out = *id;
    return true;
}

// The id of a new entry at `node`: nullopt when it is no identifier or `list` has it already
// (said with `duplicate`, %1 the id).
template <typename T>
std::optional<std::string> newId(YamlReader& r, const YAML::Node& node, const Text& what,
    const char* duplicate, const std::vector<T>& list)
{
    auto id = r.identifier(node, what);
    if (!id)
        return std::nullopt;
    for (const T& t : list)
        if (t.id == *id) {
            r.error(node, say(duplicate, *id));
            return std::nullopt;
        }
    return id;
}

// A weapon's `kind`: one of the words of `kinds` (the system's word for each ground::WeaponKind,
// "firearm" or "ranged"), the first when absent; another word is said with `message` (%1 the
// weapon, %2 the word) and leaves `out` as it is.
inline void readWeaponKind(YamlReader& r, const YAML::Node& weapon, const Text& what,
    std::initializer_list<std::pair<const char*, ground::WeaponKind>> kinds, const char* message,
    ground::WeaponKind& out)
{
    const std::string kind = r.string(weapon, "kind", kinds.begin()->first);
    for (const auto& [word, k] : kinds)
        if (kind == word) {
            out = k;
            return;
        }
    r.error(weapon["kind"], say(message, what, kind));
}

// An armour file (`armour:`, a list of {id, name, `valueKey`}, the value a whole number from 0
// to `max`) into `out`: each an Armour { id, name, value }.
template <typename Armour>
void readArmourList(const std::string& file, const char* valueKey, int max,
    std::vector<Armour>& out, std::vector<LoadError>& errors)
{
    YamlReader r(file, errors);
    auto top = listOf(r, "armour");
    if (!top)
        return;
    for (const YAML::Node& n : *top) {
        if (!r.checkMap(n, say(HS_TEXT("core", "an armour")), { "id", "name", valueKey },
                { "id", "name", valueKey }))
            continue;
        auto id = newId(r, n["id"], say(HS_TEXT("core", "armour id")),
            HS_TEXT("core", "duplicate armour id '%1'"), out);
        if (!id)
            continue;
        out.push_back({ *id, r.name(n, "name", *id), r.integer(n, valueKey, 0, 0, max) });
    }
}

// A character's `skills:` (the node given): skill id → rank from 0 to 30, each a skill of the
// ruleset's `skills`.
template <typename Skills>
void readSkillRanks(
    YamlReader& r, const YAML::Node& node, const Skills& skills, std::map<std::string, int>& out)
{
    if (!r.isMap(node, "skills"))
        return;
    for (auto it = node.begin(); it != node.end(); ++it) {
        std::string skill;
        auto rank
            = r.integer(it->second, say(HS_TEXT("core", "skill '%1'"), it->first.Scalar()), 0, 30);
        if (knownSkill(r, it->first, skills, say(HS_TEXT("core", "skill")), skill) && rank)
            out[skill] = *rank;
    }
}

// A character's `armour:` list, when it has one (`character` is the character's mapping): ids
// of the ruleset's armour (`rules.findArmour`), into `out`.
template <typename Rules>
void readArmourIds(
    YamlReader& r, const YAML::Node& character, const Rules& rules, std::vector<std::string>& out)
{
    const YAML::Node list = character["armour"];
    if (!list || !r.isSequence(list, "armour"))
        return;
    for (const YAML::Node& a : list) {
        auto id = r.identifier(a, say(HS_TEXT("core", "armour")));
        if (id && !rules.findArmour(*id))
            r.error(a, say(HS_TEXT("core", "unknown armour '%1'"), *id));
        else if (id)
            out.push_back(*id);
    }
}

// The character files of a folder: `read(reader, key)` reads one (key: the file's name) and
// gives its character or nothing; each read is kept in `out` under its key. Gives the keys of
// all the files, read or not.
template <typename Characters, typename Read>
std::set<std::string> readCharacterFiles(
    const std::string& folder, std::vector<LoadError>& errors, Characters& out, Read&& read)
{
    std::set<std::string> keys;
    for (const auto& path : yamlFiles(folder)) {
        keys.insert(path.stem().string());
        YamlReader r(path.string(), errors);
        if (auto c = read(r, path.stem().string()))
            out.emplace(c->key, std::move(*c));
    }
    return keys;
}

// `default_shooter` and `default_target` of ruleset.yaml, each (when given) the key of one
// of `characterFiles`.
void readDefaultCharacters(YamlReader& r, const YAML::Node& top,
    const std::set<std::string>& characterFiles, std::string& shooter, std::string& target);

} // namespace hitspread::detail
