// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reads a ruleset of system successpool (rulesets/README.md, "System successpool"):
// ruleset.yaml with the rule numbers, and the weapon, armour and character files it names.
#include "successpoolreader.h"

#include "groundreader.h"
#include "successpoolengine.h"

#include <filesystem>
#include <memory>
#include <set>

namespace hitspread::successpool {

using detail::YamlReader;
namespace fs = std::filesystem;

namespace {

    // A mapping of id → entry, each read by `read` into `out` (duplicates refused by yaml keys).
    template <typename Read>
    void readIdMap(YamlReader& r, const YAML::Node& node, const char* what, Read&& read)
    {
        if (!r.isMap(node, what))
            return;
        for (auto it = node.begin(); it != node.end(); ++it) {
            if (auto id = r.identifier(it->first, literal(std::string(what) + " id")))
                read(*id, it->second);
        }
    }

    // The sentences of a reaction's errors: its dice (%1 the value given), the default skill
    // missing (%1).
    struct ReactionTexts {
        const char* badDice;
        const char* lacksSkill;
    };

    // evasion: {skill, dice} or parry: {skill, dice}: a reaction's skill and dice; without the
    // key, the skill it rolls by default must be one of the ruleset's.
    void readReaction(YamlReader& r, const YAML::Node& top, const char* key,
        const ReactionTexts& texts, const std::map<std::string, Name>& skills, ReactionRule& rule)
    {
        if (const YAML::Node n = top[key];
            n && r.checkMap(n, key, { "skill", "dice" }, { "skill" })) {
            detail::knownSkill(
                r, n["skill"], skills, literal(std::string(key) + " skill"), rule.skill);
            const std::string dice = r.string(n, "dice", "one");
            if (dice == "one" || dice == "skill")
                rule.dice = dice == "one" ? ReactionDice::One : ReactionDice::Skill;
            else
                r.error(n["dice"], say(texts.badDice, dice));
        } else if (!skills.count(rule.skill)) {
            r.error(top["skills"], say(texts.lacksSkill, rule.skill));
        }
    }

    void readRuleNumbers(YamlReader& r, const YAML::Node& top, Rules& rules)
    {
        rules.poolSides = r.integer(top, "pool_die", rules.poolSides, 2, 100);
        rules.minimumRoll = r.integer(top, "minimum_roll", rules.minimumRoll, 1, 100);
        if (const YAML::Node n = top["far_range"]; n
            && r.checkMap(
                n, "far_range", { "multiple", "dice", "melee" }, { "multiple", "dice" })) {
            rules.farMultiple = r.integer(n, "multiple", rules.farMultiple, 1, 100);
            rules.farDice = r.integer(n, "dice", rules.farDice, -20, 20);
            rules.farMelee = r.boolean(n, "melee", rules.farMelee);
        }
        readReaction(r, top, "evasion",
            { HS_TEXT("core", "evasion dice must be skill or one, not '%1'"),
                HS_TEXT("core",
                    "skills lacks '%1' (evasion rolls it; evasion: {skill: …} may name "
                    "another)") },
            rules.skills, rules.evasion);
        readReaction(r, top, "parry",
            { HS_TEXT("core", "parry dice must be skill or one, not '%1'"),
                HS_TEXT("core",
                    "skills lacks '%1' (a parry rolls it; parry: {skill: …} may name another)") },
            rules.skills, rules.parry);
        if (const YAML::Node n = top["unarmed"]; n
            && r.checkMap(
                n, "unarmed", { "strength_over", "bonus_wounds", "quickness_over", "dice" }, {})) {
            rules.unarmed.strengthOver
                = r.integer(n, "strength_over", rules.unarmed.strengthOver, 0, 100);
            rules.unarmed.bonusWounds
                = r.integer(n, "bonus_wounds", rules.unarmed.bonusWounds, 0, 100);
            rules.unarmed.quicknessOver
                = r.integer(n, "quickness_over", rules.unarmed.quicknessOver, 0, 100);
            rules.unarmed.dice = r.integer(n, "dice", rules.unarmed.dice, -20, 20);
        }
    }

    void readTables(YamlReader& r, const YAML::Node& top, Rules& rules)
    {
        readIdMap(r, top["lineages"], "lineages", [&](const std::string& id, const YAML::Node& n) {
            if (!r.checkMap(n, say(HS_TEXT("core", "lineage '%1'"), id), { "name", "actions" },
                    { "name", "actions" }))
                return;
            rules.lineages[id] = { id, r.name(n, "name", id), r.integer(n, "actions", 2, 1, 20) };
        });
        if (top["fire_modes"])
            readIdMap(r, top["fire_modes"], "fire_modes",
                [&](const std::string& id, const YAML::Node& n) {
                    const Text what = say(HS_TEXT("core", "fire mode '%1'"), id);
                    if (!r.checkMap(n, what, { "name", "dice", "spends_all_actions", "shots" },
                            { "name", "dice" }))
                        return;
                    FireMode mode { id, r.name(n, "name", id), r.integer(n, "dice", 0, -20, 20),
                        r.boolean(n, "spends_all_actions", false) };
                    if (n["shots"]) {
                        const std::string shots = r.string(n, "shots", "each_action");
                        if (!mode.spendsAllActions)
                            r.error(n["shots"],
                                say(HS_TEXT("core",
                                        "%1 has shots, which only a mode that spends_all_actions "
                                        "takes"),
                                    what));
                        else if (shots == "each_action" || shots == "one")
                            mode.shots
                                = shots == "one" ? ActionShots::One : ActionShots::EachAction;
                        else
                            r.error(n["shots"],
                                say(HS_TEXT(
                                        "core", "%1 shots must be each_action or one, not '%2'"),
                                    what, shots));
                    }
                    rules.fireModes.push_back(std::move(mode));
                });
        if (top["situations"])
            readIdMap(r, top["situations"], "situations",
                [&](const std::string& id, const YAML::Node& n) {
                    if (!r.checkMap(n, say(HS_TEXT("core", "situation '%1'"), id),
                            { "name", "dice", "group" }, { "name", "dice" }))
                        return;
                    rules.situations.push_back({ id, r.name(n, "name", id),
                        r.integer(n, "dice", 0, -20, 20), r.string(n, "group", "") });
                });
    }

    void readBlast(YamlReader& r, const YAML::Node& node, const Text& what, Weapon& w)
    {
        if (!r.isSequence(node, what))
            return;
        for (const YAML::Node& row : node) {
            if (!r.checkMap(row, what, { "up_to", "name", "hits", "wounds" },
                    { "up_to", "hits", "wounds" }))
                continue;
            BlastRing ring;
            ring.upTo = r.integer(row, "up_to", 0, 0, 1000);
            ring.name = r.name(row, "name", std::to_string(ring.upTo) + " m");
            ring.hits = r.integer(row, "hits", 0, 0, 100);
            ring.wounds = r.integer(row, "wounds", 0, 0, 100);
            if (!w.blast.empty() && ring.upTo <= w.blast.back().upTo)
                r.error(row["up_to"],
                    say(HS_TEXT("core", "%1 must grow: each up_to beyond the one before"), what));
            w.blast.push_back(std::move(ring));
        }
        if (node.size() == 0)
            r.error(node, say(HS_TEXT("core", "%1 lists no ring"), what));
    }

    void readWeapons(const std::string& file, Rules& rules, std::vector<LoadError>& errors)
    {
        YamlReader r(file, errors);
        auto top = detail::listOf(r, "weapons");
        if (!top)
            return;
        for (const YAML::Node& n : *top) {
            if (!r.checkMap(n, say(HS_TEXT("core", "a weapon")),
                    { "id", "name", "kind", "skill", "distance", "penetration", "wounds",
                        "bonus_wounds", "unarmed", "modes", "blast" },
                    { "id", "name", "kind", "skill", "distance", "wounds" }))
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
            detail::knownSkill(r, n["skill"], rules.skills, detail::keyOf(what, "skill"), w.skill);
            w.distance = r.integer(n, "distance", 1, 1, 100000);
            w.penetration = r.integer(n, "penetration", 0, 0, 100);
            w.wounds = r.integer(n, "wounds", 1, 0, 100);
            w.bonusWounds = r.integer(n, "bonus_wounds", 0, 0, 100);
            w.unarmed = r.boolean(n, "unarmed", false);
            if (w.unarmed && w.kind != WeaponKind::Melee)
                r.error(n["unarmed"],
                    say(HS_TEXT("core", "%1 is unarmed, so its kind must be melee"), what));
            if (n["modes"] && r.isSequence(n["modes"], detail::keyOf(what, "modes"))) {
                for (const YAML::Node& m : n["modes"]) {
                    auto mode = r.identifier(m, say(HS_TEXT("core", "%1 mode"), what));
                    if (mode && !rules.fireMode(*mode))
                        r.error(m,
                            say(HS_TEXT(
                                    "core", "%1 mode '%2' is not under the ruleset's fire_modes"),
                                what, *mode));
                    else if (mode)
                        w.modes.push_back(*mode);
                }
            }
            if (n["blast"]) {
                if (w.kind != WeaponKind::Thrown)
                    r.error(n["blast"],
                        say(HS_TEXT("core", "%1 has a blast, so its kind must be thrown"), what));
                readBlast(r, n["blast"], detail::keyOf(what, "blast"), w);
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
                { "name", "lineage", "speed", "quickness", "deftness", "strength", "minimum_roll",
                    "skills", "armour", "wounds", "bonus_dice", "destiny_dice" },
                { "name", "lineage", "speed", "quickness", "deftness", "strength", "skills" }))
            return std::nullopt;
        Character c;
        c.key = key;
        c.name = r.string(n, "name", key);
        if (auto lineage = r.identifier(n["lineage"], "lineage")) {
            if (!rules.lineages.count(*lineage))
                r.error(n["lineage"],
                    say(HS_TEXT("core", "unknown lineage '%1' (not under the ruleset's lineages)"),
                        *lineage));
            c.lineage = *lineage;
        }
        c.speed = r.integer(n, "speed", 0, 0, 30);
        c.quickness = r.integer(n, "quickness", 0, 0, 30);
        c.deftness = r.integer(n, "deftness", 0, 0, 30);
        c.strength = r.integer(n, "strength", 0, 0, 30);
        c.minimumRoll = r.integer(n, "minimum_roll", rules.minimumRoll, 1, rules.poolSides);
        c.wounds = r.integer(n, "wounds", 0, 0, 999);
        c.bonusDice = r.integer(n, "bonus_dice", 0, 0, 99);
        c.destinyDice = r.integer(n, "destiny_dice", 0, 0, 99);
        detail::readSkillRanks(r, n["skills"], rules.skills, c.skills);
        detail::readArmourIds(r, n, rules, c.armour);
        if (r.errorCount() != before)
            return std::nullopt;
        return c;
    }
}

} // namespace hitspread::successpool

namespace hitspread::detail {

void readSuccessPoolRuleset(YamlReader& r, const YAML::Node& top, const std::string& directory,
    SystemRuleset& rs, std::vector<LoadError>& errors)
{
    using namespace successpool;
    if (!r.checkMap(top, "ruleset",
            { "id", "name", "system", "weapons", "armour", "characters", "default_shooter",
                "default_target", "skills", "pool_die", "minimum_roll", "far_range", "evasion",
                "parry", "unarmed", "lineages", "fire_modes", "situations", "scatter" },
            { "id", "name", "system", "weapons", "characters", "skills", "lineages", "scatter" }))
        return;
    auto rules = std::make_shared<Rules>();
    rs.id = r.identifier(top["id"], "'id'").value_or("");
    rs.name = r.name(top["name"], "'name'").value_or(Name());
    readIdNames(r, top["skills"], "skills", say(HS_TEXT("core", "skill id")),
        HS_TEXT("core", "skill '%1'"), nullptr, rules->skills);
    readRuleNumbers(r, top, *rules);
    readTables(r, top, *rules);
    rules->scatter = readScatter(r, top["scatter"], { normalBand, farBand });

    const fs::path dir(directory);
    const std::string weapons = includePath(r, top, "weapons", dir, false);
    const std::string armour = includePath(r, top, "armour", dir, false);
    const std::string characters = includePath(r, top, "characters", dir, true);
    if (!weapons.empty())
        guarded(errors, weapons, [&] { readWeapons(weapons, *rules, errors); });
    if (!armour.empty())
        guarded(errors, armour,
            [&] { readArmourList(armour, "protection", 100, rules->armour, errors); });
    std::set<std::string> characterFiles;
    if (!characters.empty()) {
        characterFiles = guarded(errors, characters, [&] {
            return readCharacterFiles(
                characters, errors, rules->characters, [&](YamlReader& cr, const std::string& key) {
                    return readCharacter(cr, *rules, key);
                });
        });
    }
    readDefaultCharacters(r, top, characterFiles, rules->defaultShooter, rules->defaultTarget);
    rs.engine = std::make_shared<successpool::Engine>(std::move(rules));
}

} // namespace hitspread::detail
