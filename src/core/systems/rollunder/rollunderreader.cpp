// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reads a ruleset of system rollunder (rulesets/README.md, "System rollunder"): ruleset.yaml
// with the range bands, fire modes, situations and options, and the weapon, armour and
// character files it names.
#include "rollunderreader.h"

#include "groundreader.h"
#include "rollunderengine.h"

#include <algorithm>
#include <filesystem>
#include <memory>
#include <set>

namespace hitspread::rollunder {

using detail::YamlReader;
namespace fs = std::filesystem;

namespace {

    const char* const characteristicKeys[] = { "str", "dex", "end", "int", "edu", "soc" };

    bool isCharacteristic(const std::string& key)
    {
        return std::find_if(std::begin(characteristicKeys), std::end(characteristicKeys),
                   [&](const char* k) { return key == k; })
            != std::end(characteristicKeys);
    }

    void readRanges(YamlReader& r, const YAML::Node& node, Rules& rules)
    {
        if (!r.isSequence(node, "ranges"))
            return;
        for (const YAML::Node& n : node) {
            if (!r.checkMap(n, say(HS_TEXT("core", "a range band")),
                    { "id", "name", "up_to", "range" }, { "id", "name", "up_to", "range" }))
                continue;
            auto id = detail::newId(r, n["id"], say(HS_TEXT("core", "range band id")),
                HS_TEXT("core", "duplicate range band '%1'"), rules.ranges);
            if (!id)
                continue;
            RangeBand b { *id, r.name(n, "name", *id), r.integer(n, "up_to", 0, 0, 1000000),
                r.integer(n, "range", 0, 0, 20) };
            if (!rules.ranges.empty() && b.upTo <= rules.ranges.back().upTo)
                r.error(n["up_to"],
                    say(HS_TEXT("core", "range band '%1' must reach beyond the one before"), *id));
            if (!rules.ranges.empty() && b.range <= rules.ranges.back().range)
                r.error(n["range"],
                    say(HS_TEXT(
                            "core", "range band '%1' must have a higher Range than the one before"),
                        *id));
            rules.ranges.push_back(std::move(b));
        }
        if (rules.ranges.empty())
            r.error(node, say(HS_TEXT("core", "ranges lists no range band")));
    }

    void readFireModes(YamlReader& r, const YAML::Node& node, Rules& rules)
    {
        if (!r.isMap(node, "fire_modes"))
            return;
        for (auto it = node.begin(); it != node.end(); ++it) {
            auto id = r.identifier(it->first, say(HS_TEXT("core", "fire mode id")));
            if (!id)
                continue;
            const Text what = say(HS_TEXT("core", "fire mode '%1'"), *id);
            if (!r.checkMap(
                    it->second, what, { "name", "dice", "attacks", "ammo_dice" }, { "name" }))
                continue;
            rules.modes.push_back(
                { *id, r.name(it->second, "name", *id), r.integer(it->second, "dice", 0, -10, 10),
                    r.integer(it->second, "attacks", 1, 1, 10),
                    r.integer(it->second, "ammo_dice", 0, 0, 10) });
        }
    }

    void readSituations(YamlReader& r, const YAML::Node& node, Rules& rules)
    {
        if (!r.isMap(node, "situations"))
            return;
        for (auto it = node.begin(); it != node.end(); ++it) {
            auto id = r.identifier(it->first, say(HS_TEXT("core", "situation id")));
            if (!id)
                continue;
            const Text what = say(HS_TEXT("core", "situation '%1'"), *id);
            if (rules.situation(*id)) {
                r.error(it->first, say(HS_TEXT("core", "duplicate %1"), what));
                continue;
            }
            const YAML::Node n = it->second;
            if (!r.checkMap(n, what,
                    { "name", "dice", "damage_dice", "fire_action", "armour", "effect", "applies" },
                    { "name" }))
                continue;
            Situation s;
            s.id = *id;
            s.name = r.name(n, "name", *id);
            s.dice = r.integer(n, "dice", 0, -10, 10);
            s.damageDice = r.integer(n, "damage_dice", 0, 0, 10);
            s.fireAction = r.boolean(n, "fire_action", false);
            s.armour = r.integer(n, "armour", 0, 0, 1000);
            const std::string effect = r.string(n, "effect", "none");
            if (effect == "next_round")
                s.effect = Effect::NextRound;
            else if (effect == "stuns")
                s.effect = Effect::Stuns;
            else if (effect == "unaware")
                s.effect = Effect::Unaware;
            else if (effect != "none")
                r.error(n["effect"],
                    say(HS_TEXT("core",
                            "%1 effect must be none, next_round, stuns or unaware, not '%2'"),
                        what, effect));
            const std::string applies = r.string(n, "applies", "any");
            if (applies == "ranged")
                s.applies = Applies::Ranged;
            else if (applies == "melee")
                s.applies = Applies::Melee;
            else if (applies != "any")
                r.error(n["applies"],
                    say(HS_TEXT("core", "%1 applies must be any, ranged or melee, not '%2'"), what,
                        applies));
            rules.situations.push_back(std::move(s));
        }
    }

    void readWeapons(const std::string& file, Rules& rules, std::vector<LoadError>& errors)
    {
        YamlReader r(file, errors);
        auto top = detail::listOf(r, "weapons");
        if (!top)
            return;
        for (const YAML::Node& n : *top) {
            if (!r.checkMap(n, say(HS_TEXT("core", "a weapon")),
                    { "id", "name", "kind", "characteristic", "skill", "damage", "penetration",
                        "max_range", "modes", "tl", "blast", "unarmed", "reach", "power_settings",
                        "quality", "class" },
                    { "id", "name", "kind", "skill" }))
                continue;
            auto id = detail::newId(r, n["id"], say(HS_TEXT("core", "weapon id")),
                HS_TEXT("core", "duplicate weapon id '%1'"), rules.weapons);
            if (!id)
                continue;
            const Text what = say(HS_TEXT("core", "weapon '%1'"), *id);
            Weapon w;
            w.id = *id;
            w.name = r.name(n, "name", *id);
            detail::readWeaponKind(r, n, what,
                { { "ranged", WeaponKind::Ranged }, { "melee", WeaponKind::Melee },
                    { "thrown", WeaponKind::Thrown } },
                HS_TEXT("core", "%1 kind must be ranged, melee or thrown, not '%2'"), w.kind);
            w.characteristic = r.string(n, "characteristic", "dex");
            if (!isCharacteristic(w.characteristic))
                r.error(n["characteristic"],
                    say(HS_TEXT("core",
                            "%1 characteristic must be str, dex, end, int, edu or soc, not '%2'"),
                        what, w.characteristic));
            detail::knownSkill(r, n["skill"], rules.skills, detail::keyOf(what, "skill"), w.skill);
            w.unarmed = r.boolean(n, "unarmed", false);
            if (w.unarmed && w.kind != WeaponKind::Melee)
                r.error(n["unarmed"],
                    say(HS_TEXT("core", "%1: only a melee attack can be unarmed"), what));
            // "Damage is per weapon, or Dice Rating for STR with no weapon."
            if (w.unarmed && n["damage"])
                r.error(n["damage"],
                    say(HS_TEXT("core",
                            "%1 is unarmed: its damage is the attacker's Str dice rating, not "
                            "'damage'"),
                        what));
            else if (!w.unarmed && !n["damage"])
                r.error(n, say(HS_TEXT("core", "%1 lacks the key '%2'"), what, "damage"));
            w.damage = r.integer(n, "damage", 0, 0, 30);
            w.penetration = r.integer(n, "penetration", 0, 0, 30);
            if (n["max_range"]) {
                w.maxRange = r.integer(n, "max_range", 0, 0, 20);
                if (!rules.ranges.empty() && w.maxRange > rules.ranges.back().range)
                    r.error(n["max_range"],
                        say(HS_TEXT(
                                "core", "%1 max_range %2 is beyond the last range band's Range %3"),
                            what, w.maxRange, rules.ranges.back().range));
            } else if (w.kind != WeaponKind::Melee)
                r.error(n,
                    say(HS_TEXT(
                            "core", "%1 lacks the key 'max_range' (only melee weapons have none)"),
                        what));
            w.tl = r.integer(n, "tl", 0, 0, 33);
            w.blast = r.integer(n, "blast", 0, 0, 10000);
            if (w.blast > 0 && w.tl == 0)
                r.error(n,
                    say(HS_TEXT(
                            "core", "%1 has a blast but no 'tl' (the blast task rolls against it)"),
                        what));
            if (n["reach"]) {
                w.reach = r.integer(n, "reach", 0, 1, 100);
                if (w.kind != WeaponKind::Melee)
                    r.error(n["reach"],
                        say(HS_TEXT("core", "%1: only a melee weapon has a reach"), what));
            }
            w.powerSettings = r.boolean(n, "power_settings", false);
            w.quality = r.integer(n, "quality", 0, 0, 30);
            if (w.powerSettings && w.kind != WeaponKind::Ranged)
                r.error(n["power_settings"],
                    say(HS_TEXT("core", "%1: only a ranged weapon has power settings"), what));
            else if (w.powerSettings && !n["quality"])
                r.error(n,
                    say(HS_TEXT("core",
                            "%1 has power settings but no 'quality' (the malfunction roll "
                            "is below it)"),
                        what));
            else if (!w.powerSettings && n["quality"])
                r.error(n["quality"],
                    say(HS_TEXT("core", "%1: 'quality' needs power_settings: true"), what));
            const std::string weaponClass = r.string(n, "class", "standard");
            if (weaponClass == "pistol")
                w.weaponClass = Weapon::Class::Pistol;
            else if (weaponClass == "exotic")
                w.weaponClass = Weapon::Class::Exotic;
            else if (weaponClass != "standard")
                r.error(n["class"],
                    say(HS_TEXT("core", "%1 class must be standard, pistol or exotic, not '%2'"),
                        what, weaponClass));
            if (n["modes"] && r.isSequence(n["modes"], detail::keyOf(what, "modes"))) {
                for (const YAML::Node& m : n["modes"]) {
                    auto mode = r.identifier(m, say(HS_TEXT("core", "%1 mode"), what));
                    if (mode && !rules.mode(*mode))
                        r.error(m,
                            say(HS_TEXT(
                                    "core", "%1 mode '%2' is not under the ruleset's fire_modes"),
                                what, *mode));
                    else if (mode && w.kind != WeaponKind::Ranged)
                        r.error(m,
                            say(HS_TEXT("core", "%1: only ranged weapons have fire modes"), what));
                    else if (mode)
                        w.modes.push_back(*mode);
                }
            }
            rules.weapons.push_back(std::move(w));
        }
    }

    std::optional<Character> readCharacter(
        YamlReader& r, const Rules& rules, const std::string& key)
    {
        const std::size_t before = r.errorCount();
        const auto doc = detail::fileValue(r, "character");
        if (!doc)
            return std::nullopt;
        const YAML::Node n = *doc;
        if (!r.checkMap(n, "character",
                { "name", "characteristics", "size", "str_dice", "skills", "armour", "weapons" },
                { "name", "characteristics" }))
            return std::nullopt;
        Character c;
        c.key = key;
        c.name = r.string(n, "name", key);
        c.size = r.integer(n, "size", 5, 0, 30);
        c.strDice = r.integer(n, "str_dice", c.strDice, 0, 10);
        const YAML::Node chars = n["characteristics"];
        if (r.checkMap(chars, "characteristics", { "str", "dex", "end", "int", "edu", "soc" },
                { "str", "dex", "end" })) {
            for (const char* k : characteristicKeys)
                if (chars[k])
                    c.characteristics[k] = r.integer(chars, k, 0, 0, 30);
        }
        if (n["skills"])
            detail::readSkillRanks(r, n["skills"], rules.skills, c.skills);
        detail::readArmourIds(r, n, rules, c.armour);
        if (n["weapons"] && r.isSequence(n["weapons"], "weapons")) {
            for (const YAML::Node& w : n["weapons"]) {
                auto id = r.identifier(w, say(HS_TEXT("core", "weapon id")));
                if (id && !rules.weapon(*id))
                    r.error(w, say(HS_TEXT("core", "unknown weapon '%1'"), *id));
                else if (id)
                    c.weapons.push_back(*id);
            }
        }
        if (r.errorCount() != before)
            return std::nullopt;
        return c;
    }

}

} // namespace hitspread::rollunder

namespace hitspread::detail {

void readRollUnderRuleset(YamlReader& r, const YAML::Node& top, const std::string& directory,
    SystemRuleset& rs, std::vector<LoadError>& errors)
{
    using rollunder::Engine;
    using rollunder::Rules;
    using rollunder::SizeRule;
    if (!r.checkMap(top, "ruleset",
            { "id", "name", "system", "weapons", "armour", "characters", "default_shooter",
                "default_target", "skills", "ranges", "ranged_minimum", "melee", "size",
                "fire_modes", "situations", "options", "scatter", "setup" },
            { "id", "name", "system", "weapons", "skills", "ranges", "fire_modes", "situations",
                "scatter" }))
        return;
    auto rules = std::make_shared<Rules>();
    rs.id = r.identifier(top["id"], "'id'").value_or("");
    rs.name = r.name(top["name"], "'name'").value_or(Name());
    readIdNames(r, top["skills"], "skills", say(HS_TEXT("core", "skill id")),
        HS_TEXT("core", "skill '%1'"), HS_TEXT("core", "duplicate skill id '%1'"), rules->skills);
    rollunder::readRanges(r, top["ranges"], *rules);
    rules->rangedMinimum = r.integer(top, "ranged_minimum", rules->rangedMinimum, 0, 10);
    if (const YAML::Node n = top["melee"];
        n && r.checkMap(n, "melee", { "dice", "minimum", "reach" }, {})) {
        rules->meleeDice = r.integer(n, "dice", rules->meleeDice, 0, 10);
        rules->meleeMinimum = r.integer(n, "minimum", rules->meleeMinimum, 0, 10);
        rules->meleeReach = r.integer(n, "reach", rules->meleeReach, 1, 100);
    }
    if (const YAML::Node n = top["size"]; n
        && r.checkMap(n, "size", { "small_up_to", "small_dice", "large_from", "large_dice" }, {})) {
        SizeRule& s = rules->size;
        s.smallUpTo = r.integer(n, "small_up_to", s.smallUpTo, -1, 30);
        s.smallDice = r.integer(n, "small_dice", s.smallDice, -10, 10);
        s.largeFrom = r.integer(n, "large_from", s.largeFrom, 0, 100);
        s.largeDice = r.integer(n, "large_dice", s.largeDice, -10, 10);
        if (s.largeFrom <= s.smallUpTo)
            r.error(n, say(HS_TEXT("core", "size: large_from must be above small_up_to")));
    }
    rollunder::readFireModes(r, top["fire_modes"], *rules);
    rollunder::readSituations(r, top["situations"], *rules);
    if (const YAML::Node n = top["options"]; n
        && r.checkMap(n, "options",
            { "too_deadly", "book1_cover", "opposed_melee", "malfunction_roll" }, {})) {
        rules->tooDeadly = r.boolean(n, "too_deadly", false);
        rules->book1Cover = r.boolean(n, "book1_cover", false);
        rules->opposedMelee = r.boolean(n, "opposed_melee", true);
        const std::string malfunction = r.string(n, "malfunction_roll", "before");
        if (malfunction == "after")
            rules->malfunctionBefore = false;
        else if (malfunction != "before")
            r.error(n["malfunction_roll"],
                say(HS_TEXT("core", "options: malfunction_roll must be before or after, not '%1'"),
                    malfunction));
    }
    if (const YAML::Node n = top["setup"];
        n && r.checkMap(n, "setup", { "leadership", "tactics" }, {})) {
        for (const char* key : { "leadership", "tactics" }) {
            const YAML::Node t = n[key];
            rollunder::SetupTask& task
                = std::string(key) == "leadership" ? rules->leadership : rules->tactics;
            const Text what = say(HS_TEXT("core", "setup %1"), key);
            if (!t || !r.checkMap(t, what, { "characteristic", "skill", "dice" }, {}))
                continue;
            task.characteristic = r.string(t, "characteristic", task.characteristic);
            if (!rollunder::isCharacteristic(task.characteristic))
                r.error(t["characteristic"],
                    say(HS_TEXT("core",
                            "%1 characteristic must be str, dex, end, int, edu or soc, not '%2'"),
                        what, task.characteristic));
            if (t["skill"])
                detail::knownSkill(
                    r, t["skill"], rules->skills, detail::keyOf(what, "skill"), task.skill);
            task.dice = r.integer(t, "dice", task.dice, 1, 10);
        }
    }
    std::vector<std::string> bands;
    for (const rollunder::RangeBand& b : rules->ranges)
        bands.push_back(b.id);
    rules->scatter = readScatter(r, top["scatter"], bands);

    const std::filesystem::path dir(directory);
    const std::string weapons = includePath(r, top, "weapons", dir, false);
    const std::string armour = includePath(r, top, "armour", dir, false);
    const std::string characters = includePath(r, top, "characters", dir, true);
    if (!weapons.empty())
        guarded(errors, weapons, [&] { rollunder::readWeapons(weapons, *rules, errors); });
    if (!armour.empty())
        guarded(
            errors, armour, [&] { readArmourList(armour, "value", 1000, rules->armour, errors); });
    std::set<std::string> characterFiles;
    if (!characters.empty())
        characterFiles = guarded(errors, characters, [&] {
            return readCharacterFiles(
                characters, errors, rules->characters, [&](YamlReader& cr, const std::string& key) {
                    return rollunder::readCharacter(cr, *rules, key);
                });
        });
    readDefaultCharacters(r, top, characterFiles, rules->defaultShooter, rules->defaultTarget);
    rs.engine = std::make_shared<Engine>(std::move(rules));
}

} // namespace hitspread::detail
