// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedatareader.h"
#include "yamlreader.h"

#include <algorithm>
#include <filesystem>

namespace hitspread {

namespace fs = std::filesystem;
using detail::YamlReader;

namespace {
    std::optional<CharacterSheet> readSheet(YamlReader& r, const Ruleset& rs,
        const detail::Available& available, const std::string* text = nullptr)
    {
        auto doc = text ? r.parse(*text) : r.load();
        if (!doc
            || !r.checkMap(
                *doc, say(HS_TEXT("core", "the file")), { "character" }, { "character" }))
            return std::nullopt;
        const YAML::Node top = (*doc)["character"];
        return detail::readCharacterNode(r, top, rs, available);
    }
}

namespace detail {

    std::optional<CharacterSheet> readCharacterNode(
        YamlReader& r, const YAML::Node& top, const Ruleset& rs, const Available& available)
    {
        if (!r.checkMap(top, "character",
                { "name", "species", "stats", "skills", "advantages", "hits", "incap", "armour",
                    "weapons", "regenerates" },
                { "name", "stats", "hits", "incap" }))
            return std::nullopt;
        const std::size_t before = r.errorCount();
        CharacterSheet c;
        c.name = r.string(top["name"], "'name'").value_or("");
        c.species = r.string(top, "species", "");
        const YAML::Node stats = top["stats"];
        if (r.checkMap(stats, "stats", { "str", "dex", "dia", "conc", "cha", "cool" },
                { "str", "dex", "dia", "conc", "cha", "cool" })) {
            c.stats.str = r.integer(stats, "str", 0, 0, MaxStat);
            c.stats.dex = r.integer(stats, "dex", 0, 0, MaxStat);
            c.stats.dia = r.integer(stats, "dia", 0, 0, MaxStat);
            c.stats.conc = r.integer(stats, "conc", 0, 0, MaxStat);
            c.stats.cha = r.integer(stats, "cha", 0, 0, MaxStat);
            c.stats.cool = r.integer(stats, "cool", 0, 0, MaxStat);
        }
        if (const YAML::Node skills = top["skills"]; skills && r.isMap(skills, "skills")) {
            for (auto it = skills.begin(); it != skills.end(); ++it) {
                const std::string id = it->first.Scalar();
                if (!rs.skills.count(id)) {
                    r.error(it->first,
                        say(HS_TEXT("core", "unknown skill '%1' (ruleset.yaml lists the skills)"),
                            id));
                    continue;
                }
                if (!c.skills
                         .emplace(id,
                             r.integer(it->second, say(HS_TEXT("core", "skill '%1'"), id), 0,
                                  MaxSkillRank)
                                 .value_or(0))
                         .second)
                    r.error(it->first, say(HS_TEXT("core", "duplicate skill '%1'"), id));
            }
        }
        if (const YAML::Node advantages = top["advantages"];
            advantages && r.isSequence(advantages, "advantages")) {
            for (const YAML::Node& a : advantages) {
                auto id = r.identifier(a, say(HS_TEXT("core", "advantage")));
                if (id && !rs.advantages.count(*id))
                    r.error(a,
                        say(HS_TEXT("core",
                                "unknown advantage '%1' (ruleset.yaml lists the advantages)"),
                            *id));
                else if (id)
                    c.advantages.insert(*id);
            }
        }
        c.hits.assign(rs.body.locations.size(), 0);
        if (const YAML::Node hits = top["hits"]; r.isMap(hits, "hits")) {
            std::vector<bool> seen(rs.body.locations.size(), false);
            for (auto it = hits.begin(); it != hits.end(); ++it) {
                const std::string id = it->first.Scalar();
                const int index = rs.body.locationIndex(id);
                if (index < 0) {
                    r.error(it->first, say(HS_TEXT("core", "unknown location '%1' in hits"), id));
                    continue;
                }
                seen[static_cast<std::size_t>(index)] = true;
                c.hits[static_cast<std::size_t>(index)]
                    = r.integer(it->second, say(HS_TEXT("core", "hits of %1"), id), 1, 999)
                          .value_or(1);
            }
            for (std::size_t i = 0; i < seen.size(); ++i) {
                if (!seen[i])
                    r.error(hits,
                        say(HS_TEXT("core", "hits lacks the location '%1'"),
                            rs.body.locations[i].id));
            }
        }
        c.incap = r.integer(top["incap"], "'incap'", 1, 9999).value_or(1);
        if (const YAML::Node armour = top["armour"]; armour && r.isSequence(armour, "armour")) {
            for (const YAML::Node& a : armour) {
                WornArmour worn;
                // A plain id, or {id, pv} for natural armour with a chosen PV. (yaml-cpp's
                // Node assignment writes into the node, so the id node is bound once.)
                if (a.IsMap()) {
                    if (!r.checkMap(
                            a, say(HS_TEXT("core", "an armour entry")), { "id", "pv" }, { "id" }))
                        continue;
                    if (a["pv"])
                        worn.pv = r.integer(a["pv"], "armour pv", 0, 99);
                }
                const YAML::Node idNode = a.IsMap() ? a["id"] : a;
                auto id = r.identifier(idNode, say(HS_TEXT("core", "armour")));
                if (!id)
                    continue;
                const Armour* piece = rs.findArmour(*id);
                if (!piece) {
                    if (available.armour)
                        r.error(idNode, say(HS_TEXT("core", "unknown armour '%1'"), *id));
                    continue;
                }
                if (worn.pv && piece->natural != NaturalArmour::Vevaphon)
                    r.error(a.IsMap() ? a["pv"] : a,
                        say(HS_TEXT("core",
                                "only Vevaphon natural armour takes a chosen pv; '%1' has PV %2"),
                            *id, piece->pv));
                worn.id = *id;
                c.armour.push_back(worn);
            }
        }
        if (const YAML::Node weapons = top["weapons"];
            weapons && r.isSequence(weapons, "weapons")) {
            for (const YAML::Node& w : weapons) {
                auto id = r.identifier(w, say(HS_TEXT("core", "weapon")));
                if (id && !rs.weapon(*id) && available.weapons)
                    r.error(w, say(HS_TEXT("core", "unknown weapon '%1'"), *id));
                else if (id)
                    c.weapons.push_back(*id);
            }
        }
        c.regenerates = r.boolean(top, "regenerates", false);
        if (r.errorCount() != before)
            return std::nullopt;
        return c;
    }

    std::optional<CharacterSheet> readCharacterFile(const std::string& file, const Ruleset& rs,
        std::vector<LoadError>& errors, const Available& available)
    {
        YamlReader r(file, errors);
        std::optional<CharacterSheet> sheet;
        try {
            sheet = readSheet(r, rs, available);
        } catch (const YAML::Exception& e) {
            // yaml-cpp throws on a node of a shape no check expected: still the file's error.
            r.error(e.mark, literal(e.msg));
            sheet.reset();
        }
        if (sheet)
            sheet->key = fs::path(file).stem().string();
        return sheet;
    }

    std::set<std::string> readCharacters(const std::string& folder, Ruleset& rs,
        std::vector<LoadError>& errors, const Available& available)
    {
        std::set<std::string> names;
        for (const auto& path : detail::yamlFiles(folder)) {
            names.insert(path.stem().string());
            if (auto sheet = readCharacterFile(path.string(), rs, errors, available))
                rs.characters.emplace(sheet->key, std::move(*sheet));
        }
        return names;
    }

}

CharacterLoad loadCharacter(const Ruleset& ruleset, const std::string& file)
{
    CharacterLoad result;
    result.sheet = detail::readCharacterFile(file, ruleset, result.errors, detail::Available {});
    return result;
}

CharacterLoad readCharacterText(
    const Ruleset& ruleset, const std::string& text, const std::string& fileName)
{
    CharacterLoad result;
    YamlReader r(fileName, result.errors);
    try {
        result.sheet = readSheet(r, ruleset, detail::Available {}, &text);
    } catch (const YAML::Exception& e) {
        r.error(e.mark, literal(e.msg));
    }
    if (!result.errors.empty())
        result.sheet.reset();
    if (result.sheet)
        result.sheet->key = fs::path(fileName).stem().string();
    return result;
}

} // namespace hitspread
