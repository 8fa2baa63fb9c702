// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reads a ruleset of system d6ladder (rulesets/README.md, "System d6ladder"): ruleset.yaml
// with the levels, modifiers and tables, and the weapon, armour, protection and character
// files it names.
#include "d6ladderreader.h"

#include "d6ladderengine.h"
#include "groundreader.h"

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <set>

namespace hitspread::d6ladder {

using detail::YamlReader;
namespace fs = std::filesystem;

namespace {
    const char* const bandKeys[] = { "point_blank", "short", "medium", "long" };

    // "4D+2"; a modifier may be signed ("+1D", "-1D") and be no dice at all ("0D").
    std::optional<DieCode> dieCode(
        YamlReader& r, const YAML::Node& node, const Text& what, bool modifier = false)
    {
        auto text = r.string(node, what);
        if (!text)
            return std::nullopt;
        std::optional<DieCode> code = parseDieCode(*text);
        const bool sign = (*text)[0] == '+' || (*text)[0] == '-';
        if (!code || (!modifier && (sign || code->pips < 0 || code->dice > 30))
            || (modifier && std::abs(code->dice) > 30)) {
            r.error(node,
                modifier ? say(HS_TEXT("core", "%1 must be dice like +1D, -1D or +2D+1, not '%2'"),
                    what, *text)
                         : say(HS_TEXT("core", "%1 must be a die code like 4D or 3D+2, not '%2'"),
                             what, *text));
            return std::nullopt;
        }
        return code;
    }

    // "3-10/30/120": short from 3 to 10 m, medium to 30, long to 120.
    std::optional<Ranges> readRanges(YamlReader& r, const YAML::Node& node, const Text& what)
    {
        auto text = r.string(node, what);
        if (!text)
            return std::nullopt;
        Ranges ranges;
        int* fields[] = { &ranges.shortFrom, &ranges.shortTo, &ranges.mediumTo, &ranges.longTo };
        const char separators[] = { '-', '/', '/' };
        std::size_t at = 0;
        bool ok = true;
        for (int i = 0; i < 4 && ok; ++i) {
            const std::size_t start = at;
            long value = 0;
            while (at < text->size() && std::isdigit(static_cast<unsigned char>((*text)[at]))
                && at - start < 6)
                value = value * 10 + ((*text)[at++] - '0');
            ok = at > start
                && (i == 3 ? at == text->size()
                           : at < text->size() && (*text)[at++] == separators[i]);
            *fields[i] = static_cast<int>(value);
        }
        if (!ok) {
            r.error(node,
                say(HS_TEXT("core", "%1 must be ranges like 3-10/30/120, not '%2'"), what, *text));
            return std::nullopt;
        }
        if (ranges.shortFrom > ranges.shortTo || ranges.shortTo >= ranges.mediumTo
            || ranges.mediumTo >= ranges.longTo) {
            r.error(node,
                say(HS_TEXT("core", "%1 must grow from band to band, not '%2'"), what, *text));
            return std::nullopt;
        }
        return ranges;
    }

    template <typename T>
    std::optional<std::string> newId(
        YamlReader& r, const YAML::Node& node, const Text& what, const std::vector<T>& existing)
    {
        auto id = r.identifier(node, what);
        if (!id)
            return std::nullopt;
        for (const T& t : existing)
            if (t.id == *id) {
                r.error(node, say(HS_TEXT("core", "duplicate %1 '%2'"), what, *id));
                return std::nullopt;
            }
        return id;
    }

    void readLevels(YamlReader& r, const YAML::Node& node, Rules& rules)
    {
        if (!r.isMap(node, "difficulty_levels"))
            return;
        rules.levels.clear();
        for (auto it = node.begin(); it != node.end(); ++it) {
            auto id = newId(r, it->first, say(HS_TEXT("core", "difficulty level")), rules.levels);
            if (!id)
                continue;
            const Text what = say(HS_TEXT("core", "difficulty level '%1'"), *id);
            if (!r.checkMap(
                    it->second, what, { "name", "from", "to", "number" }, { "name", "from" }))
                continue;
            DifficultyLevel level;
            level.id = *id;
            level.name = r.name(it->second, "name", *id);
            level.from = r.integer(it->second, "from", 0, 0, 999);
            if (it->second["to"])
                level.to = r.integer(it->second, "to", level.from, level.from, 999);
            if (it->second["number"])
                level.number = r.integer(
                    it->second, "number", level.from, level.from, level.to.value_or(999));
            else if (level.to)
                level.number = (level.from + *level.to) / 2;
            else
                r.error(it->second,
                    say(HS_TEXT("core", "%1 has no top ('to'), so it needs a 'number'"), what));
            if (!rules.levels.empty() && level.from <= rules.levels.back().to.value_or(999))
                r.error(it->second["from"],
                    say(HS_TEXT("core", "%1 must start above the level before it"), what));
            rules.levels.push_back(std::move(level));
        }
    }

    void readModifiers(YamlReader& r, const YAML::Node& node, Rules& rules)
    {
        if (!r.isMap(node, "modifiers"))
            return;
        for (auto it = node.begin(); it != node.end(); ++it) {
            auto id = newId(r, it->first, say(HS_TEXT("core", "modifier")), rules.modifiers);
            if (!id)
                continue;
            const Text what = say(HS_TEXT("core", "modifier '%1'"), *id);
            if (*id == "dodge" || *id == "full_dodge" || *id == "range" || *id == "modifier"
                || *id == "surprised" || *id == "sneak_attack") {
                r.error(it->first, say(HS_TEXT("core", "%1: the id is the engine's own"), what));
                continue;
            }
            if (!r.checkMap(
                    it->second, what, { "name", "dice", "group", "cover", "blocks" }, { "name" }))
                continue;
            Modifier m;
            m.id = *id;
            m.name = r.name(it->second, "name", *id);
            m.group = r.string(it->second, "group", "");
            m.cover = r.boolean(it->second, "cover", false);
            m.blocks = r.boolean(it->second, "blocks", false);
            if (it->second["dice"])
                m.dice = dieCode(r, it->second["dice"], detail::keyOf(what, "dice"), true)
                             .value_or(DieCode {});
            else if (!m.blocks)
                r.error(it->second,
                    say(HS_TEXT("core", "%1 lacks the key 'dice' (only one that blocks has none)"),
                        what));
            rules.modifiers.push_back(std::move(m));
        }
    }

    // A difference table: rows growing by `up_to`, the last one without.
    template <typename Result, typename ReadResult>
    void readTable(YamlReader& r, const YAML::Node& node, const char* key, const char* resultKey,
        std::vector<TableRow<Result>>& out, ReadResult readResult)
    {
        if (!r.isSequence(node, key))
            return;
        out.clear();
        for (std::size_t i = 0; i < node.size(); ++i) {
            const YAML::Node row = node[i];
            const bool last = i + 1 == node.size();
            if (!r.checkMap(row, say(HS_TEXT("core", "%1 row %2"), key, i + 1),
                    { "up_to", resultKey },
                    last ? std::initializer_list<const char*> { resultKey }
                         : std::initializer_list<const char*> { "up_to", resultKey }))
                continue;
            TableRow<Result> entry { std::nullopt, {} };
            if (row["up_to"]) {
                entry.upTo = r.integer(row, "up_to", 0, 0, 999);
                if (!out.empty() && out.back().upTo && *entry.upTo <= *out.back().upTo)
                    r.error(row["up_to"],
                        say(HS_TEXT("core", "%1 must grow: each up_to beyond the one before"),
                            key));
            }
            auto result = readResult(row[resultKey]);
            if (result)
                entry.result = *result;
            out.push_back(entry);
        }
        if (out.empty() || out.back().upTo)
            r.error(node,
                say(HS_TEXT("core", "%1 must end with a row without up_to (and beyond)"), key));
    }

    void readWeapons(const std::string& file, Rules& rules, std::vector<LoadError>& errors)
    {
        YamlReader r(file, errors);
        auto top = detail::listOf(r, "weapons");
        if (!top)
            return;
        for (const YAML::Node& n : *top) {
            if (!r.checkMap(n, say(HS_TEXT("core", "a weapon")),
                    { "id", "name", "kind", "skill", "damage", "difficulty", "ranges", "reach",
                        "blast" },
                    { "id", "name", "kind", "skill", "damage" }))
                continue;
            auto id = newId(r, n["id"], say(HS_TEXT("core", "weapon id")), rules.weapons);
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
            if (auto skill = r.identifier(n["skill"], detail::keyOf(what, "skill"))) {
                if (!rules.skills.count(*skill) && !rules.attributes.count(*skill))
                    r.error(n["skill"],
                        say(HS_TEXT("core",
                                "%1 skill '%2' is neither a skill nor an attribute of the ruleset"),
                            what, *skill));
                w.skill = *skill;
            }
            // "4D", or "body+1D": the wielder's Body and so many dice more.
            if (auto text = r.string(n["damage"], detail::keyOf(what, "damage"))) {
                std::string rest = *text;
                const std::string body = rules.bodyAttribute;
                if (rest.rfind(body, 0) == 0) {
                    w.damageAddsBody = true;
                    rest = rest.substr(body.size());
                }
                std::optional<DieCode> code = rest.empty() ? DieCode {} : parseDieCode(rest);
                if (!code || (!w.damageAddsBody && (rest[0] == '+' || rest[0] == '-'))
                    || (w.damageAddsBody && !rest.empty() && rest[0] != '+'))
                    r.error(n["damage"],
                        say(HS_TEXT(
                                "core", "%1 damage must be a die code like 4D or %2+1D, not '%3'"),
                            what, body, *text));
                w.damage = code.value_or(DieCode {});
            }
            const bool melee = w.kind == WeaponKind::Melee;
            if (n["difficulty"]) {
                auto level = r.identifier(n["difficulty"], detail::keyOf(what, "difficulty"));
                if (level && !rules.level(*level))
                    r.error(n["difficulty"],
                        say(HS_TEXT(
                                "core", "%1 difficulty '%2' is not one of the difficulty levels"),
                            what, *level));
                else if (level && w.kind == WeaponKind::Ranged)
                    r.error(n["difficulty"],
                        say(HS_TEXT("core", "%1 is a firearm: its difficulty comes from the range"),
                            what));
                w.difficulty = level.value_or("");
            } else if (w.kind != WeaponKind::Ranged) {
                r.error(n,
                    say(HS_TEXT("core",
                            "%1 lacks the key 'difficulty' (melee and thrown weapons have one)"),
                        what));
            }
            if (n["ranges"]) {
                if (melee)
                    r.error(n["ranges"],
                        say(HS_TEXT("core", "%1 is a melee weapon: no ranges (it has a reach)"),
                            what));
                else if (auto ranges = readRanges(r, n["ranges"], detail::keyOf(what, "ranges")))
                    w.ranges = *ranges;
            } else if (!melee) {
                r.error(n,
                    say(HS_TEXT("core", "%1 lacks the key 'ranges' (only melee weapons have none)"),
                        what));
            }
            if (n["reach"] && !melee)
                r.error(
                    n["reach"], say(HS_TEXT("core", "%1: only a melee weapon has a reach"), what));
            w.reach = r.integer(n, "reach", 1, 0, 10);
            if (const YAML::Node blast = n["blast"]) {
                if (w.kind != WeaponKind::Thrown)
                    r.error(
                        blast, say(HS_TEXT("core", "%1: only a thrown weapon has a blast"), what));
                else if (r.isSequence(blast, detail::keyOf(what, "blast"))) {
                    for (const YAML::Node& ring : blast) {
                        if (!r.checkMap(ring, say(HS_TEXT("core", "%1 blast ring"), what),
                                { "up_to", "damage" }, { "up_to", "damage" }))
                            continue;
                        BlastRing b;
                        b.upTo = r.integer(ring, "up_to", 0, 0, 1000);
                        b.damage = dieCode(
                            r, ring["damage"], say(HS_TEXT("core", "%1 blast damage"), what))
                                       .value_or(DieCode {});
                        if (!w.blast.empty() && b.upTo <= w.blast.back().upTo)
                            r.error(ring["up_to"],
                                say(HS_TEXT("core",
                                        "%1 blast rings must grow: each up_to beyond the one "
                                        "before"),
                                    what));
                        w.blast.push_back(b);
                    }
                }
            }
            rules.weapons.push_back(std::move(w));
        }
    }

    // armour.yaml and protection.yaml: a list of {id, name, body}; armour's body is added
    // dice ("+1D"), a protection's its own ("2D").
    template <typename T>
    void readBodies(const std::string& file, const char* key, const Text& kind, bool added,
        std::vector<T>& out, std::vector<LoadError>& errors)
    {
        YamlReader r(file, errors);
        auto top = detail::listOf(r, key);
        if (!top)
            return;
        for (const YAML::Node& n : *top) {
            if (!r.checkMap(n, kind, { "id", "name", "body" }, { "id", "name", "body" }))
                continue;
            auto id = newId(r, n["id"], kind, out);
            if (!id)
                continue;
            const Text what = say(HS_TEXT("core", "%1 '%2'"), kind, *id);
            T t;
            t.id = *id;
            t.name = r.name(n, "name", *id);
            t.body = dieCode(r, n["body"], detail::keyOf(what, "body"), added).value_or(DieCode {});
            out.push_back(std::move(t));
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
        if (!r.checkMap(n, "character", { "name", "attributes", "skills", "armour" },
                { "name", "attributes" }))
            return std::nullopt;
        Character c;
        c.key = key;
        c.name = r.string(n, "name", key);
        auto codes = [&](const YAML::Node& map, const char* what, bool attributes,
                         std::map<std::string, DieCode>& out) {
            if (!r.isMap(map, what))
                return;
            for (auto it = map.begin(); it != map.end(); ++it) {
                auto id = r.identifier(it->first, literal(what));
                if (!id)
                    continue;
                if (attributes ? !rules.attributes.count(*id) : !rules.skills.count(*id)) {
                    r.error(it->first,
                        attributes
                            ? say(
                                HS_TEXT("core", "'%1' is not one of the ruleset's attributes"), *id)
                            : say(HS_TEXT("core", "skill '%1' is not one of the ruleset's skills"),
                                *id));
                    continue;
                }
                if (auto code
                    = dieCode(r, it->second, say(HS_TEXT("core", "%1 %2"), literal(what), *id)))
                    out[*id] = *code;
            }
        };
        codes(n["attributes"], "attributes", true, c.attributes);
        if (n["skills"])
            codes(n["skills"], "skills", false, c.skills);
        for (const auto& [id, name] : rules.attributes)
            if (n["attributes"].IsMap() && !n["attributes"][id])
                r.error(
                    n["attributes"], say(HS_TEXT("core", "attributes lacks '%1' (%2)"), id, name));
        detail::readArmourIds(r, n, rules, c.armour);
        if (r.errorCount() != before)
            return std::nullopt;
        return c;
    }

    void readRuleNumbers(YamlReader& r, const YAML::Node& top, Rules& rules)
    {
        detail::readIdNames(r, top["attributes"], "attributes",
            say(HS_TEXT("core", "attribute id")), HS_TEXT("core", "attribute '%1'"),
            HS_TEXT("core", "duplicate attribute '%1'"), rules.attributes);
        if (r.isMap(top["skills"], "skills"))
            for (auto it = top["skills"].begin(); it != top["skills"].end(); ++it) {
                auto id = r.identifier(it->first, say(HS_TEXT("core", "skill id")));
                const Text what = say(HS_TEXT("core", "skill '%1'"), it->first.Scalar());
                if (!id
                    || !r.checkMap(it->second, what, { "name", "attribute", "fallback" },
                        { "name", "attribute" }))
                    continue;
                Skill s { r.name(it->second, "name", *id), r.string(it->second, "attribute", ""),
                    r.string(it->second, "fallback", "") };
                if (!rules.attributes.count(s.attribute))
                    r.error(it->second["attribute"],
                        say(HS_TEXT(
                                "core", "%1 attribute '%2' is not one of the ruleset's attributes"),
                            what, s.attribute));
                if (rules.attributes.count(*id) || !rules.skills.emplace(*id, s).second)
                    r.error(it->first, say(HS_TEXT("core", "duplicate skill id '%1'"), *id));
            }
        if (r.isMap(top["skills"], "skills"))
            for (auto it = top["skills"].begin(); it != top["skills"].end(); ++it) {
                auto s = rules.skills.find(it->first.Scalar());
                if (s != rules.skills.end() && !s->second.fallback.empty()
                    && (!rules.skills.count(s->second.fallback) || s->second.fallback == s->first))
                    r.error(it->second["fallback"],
                        say(HS_TEXT("core",
                                "skill '%1' fallback '%2' is not another of the ruleset's skills"),
                            s->first, s->second.fallback));
            }
        if (const YAML::Node n = top["rule_skills"];
            n && r.checkMap(n, "rule_skills", { "body", "dodge", "sneak", "notice" }, {})) {
            rules.bodyAttribute = r.string(n, "body", rules.bodyAttribute);
            rules.dodgeSkill = r.string(n, "dodge", rules.dodgeSkill);
            rules.sneakSkill = r.string(n, "sneak", rules.sneakSkill);
            rules.noticeSkill = r.string(n, "notice", rules.noticeSkill);
        }
        // Surprise rolls a skill or an attribute on each side.
        for (const auto& [key, id] :
            { std::pair<const char*, const std::string*> { "sneak", &rules.sneakSkill },
                { "notice", &rules.noticeSkill } })
            if (!rules.skills.count(*id) && !rules.attributes.count(*id))
                r.error(top["rule_skills"] ? top["rule_skills"] : top,
                    say(HS_TEXT("core",
                            "rule_skills %1: '%2' is neither a skill nor an attribute of the "
                            "ruleset"),
                        key, *id));
        if (!rules.attributes.count(rules.bodyAttribute))
            r.error(top["attributes"],
                say(HS_TEXT("core",
                        "attributes lacks '%1' (damage is resisted with it; rule_skills body may "
                        "name another)"),
                    rules.bodyAttribute));
        if (!rules.skills.count(rules.dodgeSkill))
            r.error(top["skills"],
                say(HS_TEXT("core",
                        "skills lacks '%1' (reactions roll it; rule_skills dodge may name "
                        "another)"),
                    rules.dodgeSkill));
        if (top["difficulty_levels"])
            readLevels(r, top["difficulty_levels"], rules);
        if (const YAML::Node n = top["range_difficulty"]; n
            && r.checkMap(n, "range_difficulty", { "point_blank", "short", "medium", "long" },
                { "point_blank", "short", "medium", "long" }))
            for (std::size_t i = 0; i < 4; ++i) {
                auto id = r.identifier(
                    n[bandKeys[i]], literal(std::string("range_difficulty ") + bandKeys[i]));
                if (id && !rules.level(*id))
                    r.error(n[bandKeys[i]],
                        say(HS_TEXT("core",
                                "range_difficulty %1: '%2' is not one of the difficulty levels"),
                            bandKeys[i], *id));
                rules.rangeDifficulty[i] = id.value_or("");
            }
        for (const std::string& id : rules.rangeDifficulty)
            if (!top["range_difficulty"] && !rules.level(id))
                r.error(top,
                    say(HS_TEXT("core",
                            "range_difficulty is needed: the difficulty levels have no '%1'"),
                        id));
        if (const YAML::Node n = top["thrown_range_dice"]; n
            && r.checkMap(n, "thrown_range_dice", { "point_blank", "short", "medium", "long" },
                { "point_blank", "short", "medium", "long" }))
            for (std::size_t i = 0; i < 4; ++i)
                rules.thrownRangeDice[i] = dieCode(r, n[bandKeys[i]],
                    literal(std::string("thrown_range_dice ") + bandKeys[i]), true)
                                               .value_or(DieCode {});
        if (top["modifiers"])
            readModifiers(r, top["modifiers"], rules);
        if (top["wound_table"])
            readTable<DamageResult>(r, top["wound_table"], "wound_table", "result",
                rules.woundTable, [&](const YAML::Node& node) -> std::optional<DamageResult> {
                    auto text = r.string(node, "wound_table result");
                    auto level = text ? woundLevelFromString(*text) : std::nullopt;
                    if (text && (!level || *level == WoundLevel::Healthy)) {
                        r.error(node,
                            say(HS_TEXT("core",
                                    "wound_table result must be stunned, wounded, wounded_twice, "
                                    "incapacitated, mortally_wounded or killed, not '%1'"),
                                *text));
                        return std::nullopt;
                    }
                    return level;
                });
        if (top["protection_table"])
            readTable<Through>(r, top["protection_table"], "protection_table", "through",
                rules.protectionTable, [&](const YAML::Node& node) -> std::optional<Through> {
                    auto text = r.string(node, "protection_table through");
                    if (!text)
                        return std::nullopt;
                    if (*text == "none")
                        return Through {};
                    if (*text == "full")
                        return Through { Through::Full, 0 };
                    auto code = parseDieCode(*text);
                    if (!code || code->pips != 0 || code->dice <= 0 || (*text)[0] == '+') {
                        r.error(node,
                            say(HS_TEXT("core",
                                    "protection_table through must be none, full or dice like 4D, "
                                    "not '%1'"),
                                *text));
                        return std::nullopt;
                    }
                    return Through { Through::Dice, code->dice };
                });
        rules.scatter
            = detail::readScatter(r, top["scatter"], { "point_blank", "short", "medium", "long" });
        if (const YAML::Node n = top["options"]; n
            && r.checkMap(n, "options",
                { "stun_adds_to_wound_penalty", "multiple_action_penalty",
                    "thrown_cover_hit_scatters" },
                {})) {
            Options& o = rules.options;
            o.stunAddsToWoundPenalty
                = r.boolean(n, "stun_adds_to_wound_penalty", o.stunAddsToWoundPenalty);
            o.thrownCoverHitScatters
                = r.boolean(n, "thrown_cover_hit_scatters", o.thrownCoverHitScatters);
            if (n["multiple_action_penalty"]) {
                const Text what = literal("options multiple_action_penalty");
                const std::optional<DieCode> code = dieCode(r, n["multiple_action_penalty"], what);
                if (code && (code->pips != 0 || code->dice > 10))
                    r.error(n["multiple_action_penalty"],
                        say(HS_TEXT("core",
                                "%1 must be whole dice from 0D to 10D (dice off each action for "
                                "each other action)"),
                            what));
                else if (code)
                    o.multipleActionDice = code->dice;
            }
        }
    }
}

} // namespace hitspread::d6ladder

namespace hitspread::detail {

void readD6LadderRuleset(YamlReader& r, const YAML::Node& top, const std::string& directory,
    SystemRuleset& rs, std::vector<LoadError>& errors)
{
    using namespace d6ladder;
    if (!r.checkMap(top, "ruleset",
            { "id", "name", "system", "weapons", "armour", "protection", "characters",
                "default_shooter", "default_target", "attributes", "skills", "rule_skills",
                "difficulty_levels", "range_difficulty", "thrown_range_dice", "modifiers",
                "wound_table", "protection_table", "scatter", "options" },
            { "id", "name", "system", "weapons", "attributes", "skills", "scatter" }))
        return;
    auto rules = std::make_shared<Rules>();
    rs.id = r.identifier(top["id"], "'id'").value_or("");
    rs.name = r.name(top["name"], "'name'").value_or(Name());
    d6ladder::readRuleNumbers(r, top, *rules);

    const fs::path dir(directory);
    const std::string weapons = includePath(r, top, "weapons", dir, false);
    const std::string armour = includePath(r, top, "armour", dir, false);
    const std::string protection = includePath(r, top, "protection", dir, false);
    const std::string characters = includePath(r, top, "characters", dir, true);
    if (!weapons.empty())
        guarded(errors, weapons, [&] { d6ladder::readWeapons(weapons, *rules, errors); });
    if (!armour.empty())
        guarded(errors, armour, [&] {
            d6ladder::readBodies(
                armour, "armour", say(HS_TEXT("core", "armour")), true, rules->armour, errors);
        });
    if (!protection.empty())
        guarded(errors, protection, [&] {
            d6ladder::readBodies(protection, "protection", say(HS_TEXT("core", "protection")),
                false, rules->protection, errors);
        });
    for (const Protection& p : rules->protection)
        if (rules->modifier(p.id) || p.id == "dodge" || p.id == "full_dodge" || p.id == "surprised"
            || p.id == "sneak_attack")
            errors.push_back({ protection, 1, 1,
                say(HS_TEXT("core", "protection '%1' has the id of a situation; ids must differ"),
                    p.id) });
    // A character file that throws is its own error; the other files are still read.
    std::set<std::string> characterFiles;
    if (!characters.empty())
        characterFiles = readCharacterFiles(
            characters, errors, rules->characters, [&](YamlReader& cr, const std::string& key) {
                return guarded(
                    errors, cr.file(), [&] { return d6ladder::readCharacter(cr, *rules, key); });
            });
    readDefaultCharacters(r, top, characterFiles, rules->defaultShooter, rules->defaultTarget);
    rs.engine = std::make_shared<d6ladder::Engine>(std::move(rules));
}

} // namespace hitspread::detail
