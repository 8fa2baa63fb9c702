// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reads a ruleset of system d6pool (rulesets/README.md, "System d6pool"): ruleset.yaml with
// the rule numbers, and the weapon, grenade, armour and character files it names.
#include "d6poolreader.h"

#include "d6poolengine.h"
#include "groundreader.h"
#include "yamlreader.h"

#include <algorithm>
#include <filesystem>
#include <memory>
#include <set>

namespace hitspread::d6pool {

using detail::YamlReader;
namespace fs = std::filesystem;

namespace {

    const char* const bandKeys[] = { "short", "medium", "long", "extreme" };

    void readBandNumbers(
        YamlReader& r, const YAML::Node& node, const char* what, std::array<int, 4>& out, int max)
    {
        if (!r.checkMap(node, what, { "short", "medium", "long", "extreme" },
                { "short", "medium", "long", "extreme" }))
            return;
        for (std::size_t i = 0; i < 4; ++i)
            out[i] = r.integer(node, bandKeys[i], out[i], 0, max);
    }

    // A weapon's or grenade's range bands: the last metre of each, growing.
    void readRanges(
        YamlReader& r, const YAML::Node& node, const Text& what, std::array<int, 4>& out)
    {
        if (!r.isSequence(node, what))
            return;
        if (node.size() != 4) {
            r.error(node,
                say(HS_TEXT(
                        "core", "%1 must list 4 distances (short, medium, long, extreme), not %2"),
                    what, node.size()));
            return;
        }
        for (std::size_t i = 0; i < 4; ++i) {
            if (auto v
                = r.integer(node[i], say(HS_TEXT("core", "%1 entry %2"), what, i + 1), 0, 100000))
                out[i] = *v;
            if (i > 0 && out[i] <= out[i - 1]) {
                r.error(node[i], say(HS_TEXT("core", "%1 must grow from band to band"), what));
                return;
            }
        }
    }

    void readFireModes(YamlReader& r, const YAML::Node& node, Rules& rules)
    {
        if (!r.checkMap(node, "fire_modes", { "single", "semi", "full" }, { "single" }))
            return;
        for (auto it = node.begin(); it != node.end(); ++it) {
            const auto mode = fireModeFromString(it->first.Scalar());
            const Text what = say(HS_TEXT("core", "fire mode '%1'"), it->first.Scalar());
            if (!mode
                || !r.checkMap(it->second, what, { "attacks", "rounds", "dice", "damage_levels" },
                    { "attacks" }))
                continue;
            FireModeRule rule;
            rule.attacks = r.integer(it->second, "attacks", 1, 1, 10);
            rule.rounds = r.integer(it->second, "rounds", 1, 1, 100);
            rule.dice = r.integer(it->second, "dice", 0, -10, 10);
            rule.damageLevels = r.integer(it->second, "damage_levels", 0, -10, 10);
            rules.fireModes[*mode] = rule;
        }
    }

    void readModifiers(YamlReader& r, const YAML::Node& node, Rules& rules)
    {
        if (!r.isMap(node, "modifiers"))
            return;
        for (auto it = node.begin(); it != node.end(); ++it) {
            auto id = r.identifier(it->first, say(HS_TEXT("core", "modifier id")));
            if (!id)
                continue;
            const Text what = say(HS_TEXT("core", "modifier '%1'"), *id);
            if (rules.modifier(*id)) {
                r.error(it->first, say(HS_TEXT("core", "duplicate %1"), what));
                continue;
            }
            if (!r.checkMap(it->second, what,
                    { "name", "dice", "not_with_autofire", "when", "aim", "draw" },
                    { "name", "dice" }))
                continue;
            Modifier m;
            m.id = *id;
            m.name = r.name(it->second, "name", *id);
            m.dice = r.integer(it->second, "dice", 0, -10, 10);
            m.notWithAutofire = r.boolean(it->second, "not_with_autofire", false);
            m.aim = r.boolean(it->second, "aim", false);
            m.draw = r.boolean(it->second, "draw", false);
            if (const YAML::Node when = it->second["when"]) {
                m.whenHurt = r.string(when, detail::keyOf(what, "when")).value_or("")
                    == "stunned_or_wounded";
                if (!m.whenHurt)
                    r.error(when,
                        say(HS_TEXT("core", "%1 when: the only condition is stunned_or_wounded"),
                            what));
            }
            rules.modifiers.push_back(std::move(m));
        }
    }

    // A modifier a manner of moving gives: one of the ruleset's, picked by the user or not.
    std::string movementModifier(
        YamlReader& r, const YAML::Node& node, const Text& what, const Rules& rules)
    {
        auto id = r.string(node, what);
        if (!id)
            return {};
        const Modifier* m = rules.modifier(*id);
        if (!m || m->whenHurt) {
            r.error(node,
                say(HS_TEXT("core",
                        "%1 must name one of the ruleset's modifiers (not one with "
                        "when:), not '%2'"),
                    what, *id));
            return {};
        }
        return *id;
    }

    // The seed's "Movement during combat": metres a turn and the modifier of each manner.
    void readMovement(YamlReader& r, const YAML::Node& node, Rules& rules)
    {
        if (!r.checkMap(node, "movement", { "walk", "run", "crawl", "stand_up" }, {}))
            return;
        Movement movement;
        for (auto it = node.begin(); it != node.end(); ++it) {
            const std::string key = it->first.Scalar();
            const Text what = say(HS_TEXT("core", "movement %1"), key);
            if (key == "stand_up") {
                if (r.checkMap(it->second, what, { "modifier" }, { "modifier" }))
                    movement.standUpModifier = movementModifier(
                        r, it->second["modifier"], detail::keyOf(what, "modifier"), rules);
                continue;
            }
            if (!r.checkMap(it->second, what, { "metres", "modifier" }, { "metres" }))
                continue;
            MannerRule rule;
            rule.metres = r.integer(it->second, "metres", 0, 1, 1000);
            if (it->second["modifier"])
                rule.modifier = movementModifier(
                    r, it->second["modifier"], detail::keyOf(what, "modifier"), rules);
            if (const std::optional<Manner> manner = mannerFromString(key))
                movement.manners[*manner] = rule;
        }
        rules.movement = movement;
    }

    // "6", or "str+1" (the wielder's STR plus a number).
    void readDamage(YamlReader& r, const YAML::Node& node, const Text& what, Weapon& w)
    {
        auto text = r.string(node, what);
        if (!text)
            return;
        std::string rest = *text;
        if (rest.rfind("str", 0) == 0) {
            w.damageAddsStr = true;
            rest = rest.substr(3);
            if (rest.empty())
                rest = "0";
        }
        std::size_t used = 0;
        int value = 0;
        try {
            value = std::stoi(rest, &used);
        } catch (const std::exception&) {
            used = 0;
        }
        if (used == 0 || used != rest.size() || value < -20 || value > 99
            || (w.damageAddsStr && rest[0] != '+' && rest[0] != '-' && rest != "0"))
            r.error(node,
                say(HS_TEXT("core", "%1 must be a damage level like 6 or str+1, not '%2'"), what,
                    *text));
        w.damage = value;
    }

    void readWeapons(const std::string& file, Rules& rules, std::vector<LoadError>& errors)
    {
        YamlReader r(file, errors);
        auto top = detail::listOf(r, "weapons");
        if (!top)
            return;
        for (const YAML::Node& n : *top) {
            if (!r.checkMap(n, say(HS_TEXT("core", "a weapon")),
                    { "id", "name", "kind", "skill", "damage", "ranges", "modes" },
                    { "id", "name", "kind", "skill", "damage" }))
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
                { { "firearm", WeaponKind::Ranged }, { "melee", WeaponKind::Melee },
                    { "thrown", WeaponKind::Thrown } },
                HS_TEXT("core", "%1 kind must be firearm, melee or thrown, not '%2'"), w.kind);
            detail::knownSkill(r, n["skill"], rules.skills, detail::keyOf(what, "skill"), w.skill);
            readDamage(r, n["damage"], detail::keyOf(what, "damage"), w);
            if (n["ranges"])
                readRanges(r, n["ranges"], detail::keyOf(what, "ranges"), w.ranges);
            else if (w.kind != WeaponKind::Melee)
                r.error(n,
                    say(HS_TEXT("core", "%1 lacks the key 'ranges' (only melee weapons have none)"),
                        what));
            if (n["modes"] && r.isSequence(n["modes"], detail::keyOf(what, "modes"))) {
                for (const YAML::Node& m : n["modes"]) {
                    auto text = r.string(m, say(HS_TEXT("core", "%1 mode"), what));
                    auto mode = text ? fireModeFromString(*text) : std::nullopt;
                    if (text && !mode)
                        r.error(m,
                            say(HS_TEXT("core", "%1 mode must be single, semi or full, not '%2'"),
                                what, *text));
                    else if (mode && !rules.fireModes.count(*mode))
                        r.error(m,
                            say(HS_TEXT(
                                    "core", "%1 mode '%2' is not under the ruleset's fire_modes"),
                                what, *text));
                    else if (mode)
                        w.modes.insert(*mode);
                }
            }
            if (w.modes.empty())
                w.modes.insert(FireMode::Single);
            rules.weapons.push_back(std::move(w));
        }
    }

    void readGrenades(const std::string& file, Rules& rules, std::vector<LoadError>& errors)
    {
        YamlReader r(file, errors);
        auto top = detail::listOf(r, "grenades");
        if (!top)
            return;
        for (const YAML::Node& n : *top) {
            if (!r.checkMap(n, say(HS_TEXT("core", "a grenade")),
                    { "id", "name", "skill", "attack", "ranges", "damage_ranges" },
                    { "id", "name", "skill", "attack", "ranges", "damage_ranges" }))
                continue;
            auto id = detail::newId(r, n["id"], say(HS_TEXT("core", "grenade id")),
                HS_TEXT("core", "duplicate grenade id '%1'"), rules.grenades);
            if (!id)
                continue;
            const Text what = say(HS_TEXT("core", "grenade '%1'"), *id);
            Grenade g;
            g.id = *id;
            g.name = r.name(n, "name", *id);
            detail::knownSkill(r, n["skill"], rules.skills, detail::keyOf(what, "skill"), g.skill);
            g.attack = r.integer(n, "attack", 4, 0, 30);
            readRanges(r, n["ranges"], detail::keyOf(what, "ranges"), g.ranges);
            const YAML::Node table = n["damage_ranges"];
            if (!r.isSequence(table, detail::keyOf(what, "damage_ranges")))
                continue;
            for (const YAML::Node& row : table) {
                if (!r.checkMap(row, say(HS_TEXT("core", "%1 damage range"), what),
                        { "band", "up_to", "difficulty", "damage" },
                        { "band", "up_to", "difficulty", "damage" }))
                    continue;
                DamageRange d;
                auto band
                    = r.string(row["band"], say(HS_TEXT("core", "%1 damage range band"), what));
                if (band && !bandFromString(*band))
                    r.error(row["band"],
                        say(HS_TEXT("core",
                                "%1 damage range band must be short, medium, long or extreme, not "
                                "'%2'"),
                            what, *band));
                d.band = band ? bandFromString(*band).value_or(Band::Short) : Band::Short;
                d.upTo = r.integer(row, "up_to", 0, 0, 10000);
                d.difficulty = r.integer(row, "difficulty", 0, 0, 999);
                d.damage = r.integer(row, "damage", 0, 0, 99);
                if (!g.damageRanges.empty() && d.upTo <= g.damageRanges.back().upTo)
                    r.error(row["up_to"],
                        say(HS_TEXT("core",
                                "%1 damage_ranges must grow: each up_to beyond the one before"),
                            what));
                g.damageRanges.push_back(d);
            }
            if (table.size() == 0)
                r.error(table, say(HS_TEXT("core", "%1 damage_ranges lists no range"), what));
            rules.grenades.push_back(std::move(g));
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
                { "name", "str", "dex", "reflex", "skills", "armour", "wounds" },
                { "name", "str", "dex" }))
            return std::nullopt;
        Character c;
        c.key = key;
        c.name = r.string(n, "name", key);
        c.str = r.integer(n, "str", 0, 0, 30);
        c.dex = r.integer(n, "dex", 0, 0, 30);
        c.reflex = r.integer(n, "reflex", 0, 0, 10);
        c.wounds = r.integer(n, "wounds", 0, 0, 999);
        if (n["skills"])
            detail::readSkillRanks(r, n["skills"], rules.skills, c.skills);
        detail::readArmourIds(r, n, rules, c.armour);
        if (r.errorCount() != before)
            return std::nullopt;
        return c;
    }

}

CharacterLoad loadCharacter(const Rules& rules, const std::string& file)
{
    CharacterLoad load;
    std::error_code ec;
    if (!fs::is_regular_file(file, ec)) {
        load.errors.push_back({ file, 1, 1, say(HS_TEXT("core", "no such character file")) });
        return load;
    }
    YamlReader r(file, load.errors);
    load.character = detail::guarded(
        load.errors, file, [&] { return readCharacter(r, rules, fs::path(file).stem().string()); });
    if (!load.errors.empty())
        load.character.reset();
    return load;
}

} // namespace hitspread::d6pool

namespace hitspread::detail {

void readD6PoolRuleset(YamlReader& r, const YAML::Node& top, const std::string& directory,
    SystemRuleset& rs, std::vector<LoadError>& errors)
{
    using namespace d6pool;
    if (!r.checkMap(top, "ruleset",
            { "id", "name", "system", "weapons", "grenades", "armour", "characters",
                "default_shooter", "default_target", "skills", "rule_skills", "range_difficulty",
                "melee_difficulty", "fast_draw_difficulty", "max_defence_dice", "health_per_str",
                "second_action_at", "scatter", "fire_modes", "modifiers", "movement", "options" },
            { "id", "name", "system", "weapons", "skills", "range_difficulty", "fire_modes",
                "scatter" }))
        return;
    auto rules = std::make_shared<Rules>();
    rs.id = r.identifier(top["id"], "'id'").value_or("");
    rs.name = r.name(top["name"], "'name'").value_or(Name());
    readIdNames(r, top["skills"], "skills", say(HS_TEXT("core", "skill id")),
        HS_TEXT("core", "skill '%1'"), HS_TEXT("core", "duplicate skill id '%1'"), rules->skills);
    if (const YAML::Node n = top["rule_skills"];
        n && r.checkMap(n, "rule_skills", { "dodge", "pain_resistance" }, {})) {
        if (n["dodge"])
            knownSkill(r, n["dodge"], rules->skills, literal("rule_skills dodge"),
                rules->ruleSkills.dodge);
        if (n["pain_resistance"])
            knownSkill(r, n["pain_resistance"], rules->skills,
                literal("rule_skills pain_resistance"), rules->ruleSkills.painResistance);
    }
    for (const std::string* skill :
        { &rules->ruleSkills.dodge, &rules->ruleSkills.painResistance }) {
        if (!rules->skills.count(*skill))
            r.error(top["skills"],
                say(HS_TEXT("core",
                        "skills lacks '%1' (the rules roll it; rule_skills may name another)"),
                    *skill));
    }
    readBandNumbers(r, top["range_difficulty"], "range_difficulty", rules->rangeDifficulty, 999);
    rules->meleeDifficulty = r.integer(top, "melee_difficulty", rules->meleeDifficulty, 0, 999);
    rules->fastDrawDifficulty
        = r.integer(top, "fast_draw_difficulty", rules->fastDrawDifficulty, 0, 999);
    rules->maxDefenceDice = r.integer(top, "max_defence_dice", rules->maxDefenceDice, 0, 20);
    rules->healthPerStr = r.integer(top, "health_per_str", rules->healthPerStr, 1, 20);
    rules->secondActionAt = r.integer(top, "second_action_at", rules->secondActionAt, 1, 999);
    rules->scatter = readScatter(r, top["scatter"], { "short", "medium", "long", "extreme" });
    readFireModes(r, top["fire_modes"], *rules);
    if (top["modifiers"])
        readModifiers(r, top["modifiers"], *rules);
    if (top["movement"])
        readMovement(r, top["movement"], *rules);
    if (const YAML::Node n = top["options"];
        n && r.checkMap(n, "options", { "scope_all_attacks" }, {}))
        rules->options.scopeAllAttacks = r.boolean(n, "scope_all_attacks", false);

    const fs::path dir(directory);
    const std::string weapons = detail::includePath(r, top, "weapons", dir, false);
    const std::string grenades = detail::includePath(r, top, "grenades", dir, false);
    const std::string armour = detail::includePath(r, top, "armour", dir, false);
    const std::string characters = detail::includePath(r, top, "characters", dir, true);
    if (!weapons.empty())
        guarded(errors, weapons, [&] { d6pool::readWeapons(weapons, *rules, errors); });
    if (!grenades.empty())
        guarded(errors, grenades, [&] { d6pool::readGrenades(grenades, *rules, errors); });
    if (!armour.empty())
        guarded(
            errors, armour, [&] { readArmourList(armour, "level", 30, rules->armour, errors); });
    std::set<std::string> characterFiles;
    if (!characters.empty())
        characterFiles = guarded(errors, characters, [&] {
            return readCharacterFiles(
                characters, errors, rules->characters, [&](YamlReader& cr, const std::string& key) {
                    return d6pool::readCharacter(cr, *rules, key);
                });
        });
    readDefaultCharacters(r, top, characterFiles, rules->defaultShooter, rules->defaultTarget);
    rs.engine = makeEngine(rules);
}

} // namespace hitspread::detail
