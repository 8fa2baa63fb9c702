// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reads the ruleset.yaml of the 3d System (DESIGN.md, "Ruleset files") and the files it names.
#include "derived.h"
#include "gamedatareader.h"
#include "yamlreader.h"

#include <set>

namespace hitspread::detail {

namespace fs = std::filesystem;

namespace {

    const char* const statNames[] = { "str", "dex", "dia", "conc", "cha", "cool" };

    void readToHit(YamlReader& r, const YAML::Node& node, ToHitModifiers& m)
    {
        if (!r.checkMap(node, "to_hit",
                { "wild_shot", "quick_draw", "off_hand", "under_fire", "diving_for_cover", "prone",
                    "kneeling", "down" },
                {}))
            return;
        m.wildShot = r.integer(node, "wild_shot", m.wildShot, -30, 30);
        m.quickDraw = r.integer(node, "quick_draw", m.quickDraw, -30, 30);
        m.offHand = r.integer(node, "off_hand", m.offHand, -30, 30);
        m.underFire = r.integer(node, "under_fire", m.underFire, -30, 30);
        m.divingForCover = r.integer(node, "diving_for_cover", m.divingForCover, -30, 30);
        m.prone = r.integer(node, "prone", m.prone, -30, 30);
        m.kneeling = r.integer(node, "kneeling", m.kneeling, -30, 30);
        m.down = r.integer(node, "down", m.down, -30, 30);
    }

    template <std::size_t N>
    void readRow(YamlReader& r, const YAML::Node& node, const Text& what, std::array<int, N>& out,
        int min, int max)
    {
        if (!r.isSequence(node, what))
            return;
        if (node.size() != N) {
            r.error(node,
                say(HS_TEXT("core", "%1 must list %2 numbers, not %3"), what, N, node.size()));
            return;
        }
        for (std::size_t i = 0; i < N; ++i) {
            if (auto v
                = r.integer(node[i], say(HS_TEXT("core", "%1 entry %2"), what, i + 1), min, max))
                out[i] = *v;
        }
    }

    void readHitSpread(YamlReader& r, const YAML::Node& node, Ruleset& rs)
    {
        if (!r.checkMap(
                node, "hit_spread", { "aimed", "wild", "snap" }, { "aimed", "wild", "snap" }))
            return;
        readRow(r, node["aimed"], literal("hit_spread aimed"), rs.hitSpread[0], 0, 99);
        readRow(r, node["wild"], literal("hit_spread wild"), rs.hitSpread[1], 0, 99);
        readRow(r, node["snap"], literal("hit_spread snap"), rs.hitSpread[2], 0, 99);
    }

    void readMissExtra(YamlReader& r, const YAML::Node& node, Ruleset& rs)
    {
        if (!r.checkMap(node, "missed_shot_extra", { "aimed", "wild", "snap" }, {}))
            return;
        rs.missedShotExtra[0] = r.integer(node, "aimed", rs.missedShotExtra[0], 0, 99);
        rs.missedShotExtra[1] = r.integer(node, "wild", rs.missedShotExtra[1], 0, 99);
        rs.missedShotExtra[2] = r.integer(node, "snap", rs.missedShotExtra[2], 0, 99);
    }

    void readOptions(YamlReader& r, const YAML::Node& node, RuleOptions& o)
    {
        if (!r.checkMap(node, "options",
                { "difficulty_applies_to", "auto_support_divisor", "burst_damage_dice",
                    "clean_miss", "jamming", "under_fire", "layered_armour",
                    "wound_penalty_on_initiative", "first_aid_short_die_damages", "bare_hand_parry",
                    "failed_dodge_penalty", "scope_capped_by_marksman", "xeno_skin",
                    "extraction_least_damage" },
                {}))
            return;
        if (const YAML::Node d = node["difficulty_applies_to"]) {
            if (auto text = r.string(d, "'difficulty_applies_to'")) {
                if (*text == "roll" || *text == "target")
                    o.difficultyOnRoll = *text == "roll";
                else
                    r.error(d,
                        say(HS_TEXT(
                                "core", "'difficulty_applies_to' must be target or roll, not '%1'"),
                            *text));
            }
        }
        o.autoSupportDivisor = r.integer(node, "auto_support_divisor", o.autoSupportDivisor, 1, 10);
        if (const YAML::Node b = node["burst_damage_dice"]) {
            if (auto text = r.string(b, "'burst_damage_dice'")) {
                if (*text == "shared" || *text == "per_bullet")
                    o.burstDamagePerBullet = *text == "per_bullet";
                else
                    r.error(b,
                        say(HS_TEXT("core",
                                "'burst_damage_dice' must be shared or per_bullet, not '%1'"),
                            *text));
            }
        }
        o.cleanMiss = r.boolean(node, "clean_miss", o.cleanMiss);
        o.jamming = r.boolean(node, "jamming", o.jamming);
        o.underFire = r.boolean(node, "under_fire", o.underFire);
        o.layeredArmour = r.boolean(node, "layered_armour", o.layeredArmour);
        o.woundPenaltyOnInitiative
            = r.boolean(node, "wound_penalty_on_initiative", o.woundPenaltyOnInitiative);
        o.firstAidShortDieDamages
            = r.boolean(node, "first_aid_short_die_damages", o.firstAidShortDieDamages);
        if (const YAML::Node b = node["bare_hand_parry"]) {
            if (auto text = r.string(b, "'bare_hand_parry'")) {
                if (*text == "halve_reduction" || *text == "halve_roll")
                    o.bareHandParryHalvesRoll = *text == "halve_roll";
                else
                    r.error(b,
                        say(HS_TEXT("core",
                                "'bare_hand_parry' must be halve_reduction or halve_roll, not "
                                "'%1'"),
                            *text));
            }
        }
        o.failedDodgePenalty = r.boolean(node, "failed_dodge_penalty", o.failedDodgePenalty);
        o.scopeCappedByMarksman
            = r.boolean(node, "scope_capped_by_marksman", o.scopeCappedByMarksman);
        if (const YAML::Node x = node["xeno_skin"]) {
            if (auto text = r.string(x, "'xeno_skin'")) {
                if (*text == "full_damage" || *text == "minus_pv")
                    o.xenoSkinMinusPv = *text == "minus_pv";
                else
                    r.error(x,
                        say(HS_TEXT(
                                "core", "'xeno_skin' must be full_damage or minus_pv, not '%1'"),
                            *text));
            }
        }
        o.extractionLeastDamage
            = r.integer(node, "extraction_least_damage", o.extractionLeastDamage, 0, 6);
    }

    void readIdNames(
        YamlReader& r, const YAML::Node& node, const Text& what, std::map<std::string, Name>& out)
    {
        if (!r.isMap(node, what))
            return;
        for (auto it = node.begin(); it != node.end(); ++it) {
            auto id = r.identifier(it->first, say(HS_TEXT("core", "%1 id"), what));
            auto name
                = r.name(it->second, say(HS_TEXT("core", "%1 '%2'"), what, it->first.Scalar()));
            if (id && name && !out.emplace(*id, *name).second)
                r.error(it->first, say(HS_TEXT("core", "duplicate %1 id '%2'"), what, *id));
        }
    }

    void readDerived(YamlReader& r, const YAML::Node& node, Ruleset& rs)
    {
        if (!r.isMap(node, "derived"))
            return;
        // Formulas read the stats, the skill ranks (0 for a skill the character lacks) and
        // the derived values above them.
        std::map<std::string, int> known;
        // The range each name can take: a stat 0–99 and a skill rank 0–30, as the character
        // reader allows, and each derived value what its formula can reach.
        std::map<std::string, Formula::Range> ranges;
        for (const char* stat : statNames) {
            known.emplace(stat, 0);
            ranges[stat] = { 0, MaxStat };
        }
        for (const auto& [skill, name] : rs.skills) {
            known.emplace(skill, 0);
            ranges[skill] = { 0, MaxSkillRank };
        }
        for (auto it = node.begin(); it != node.end(); ++it) {
            auto name = r.identifier(it->first, say(HS_TEXT("core", "derived value name")));
            auto text = r.string(it->second, say(HS_TEXT("core", "formula")));
            if (!name || !text)
                continue;
            if (known.count(*name)) {
                r.error(it->first,
                    say(HS_TEXT("core",
                            "derived value '%1' is defined twice or names a stat or a skill"),
                        *name));
                continue;
            }
            // A broken formula still defines its name, so the formulas using it are not blamed
            // (nor judged by its range).
            known.emplace(*name, 0);
            ranges[*name] = { 0, 0 };
            auto parsed = Formula::parse(*text);
            if (auto* failure = std::get_if<Formula::ParseError>(&parsed)) {
                r.error(detail::scalarMark(it->second, failure->column),
                    say(HS_TEXT("core", "formula of '%1': %2"), *name, failure->message));
                continue;
            }
            Formula formula = std::get<Formula>(parsed);
            std::map<std::string, int> used;
            formula.collectNames(used);
            bool ok = true;
            for (const auto& [usedName, unused] : used) {
                if (!known.count(usedName)) {
                    r.error(it->second,
                        say(HS_TEXT("core",
                                "formula of '%1' uses '%2', which is neither a stat, a skill nor a "
                                "derived value defined above it"),
                            *name, usedName));
                    ok = false;
                }
            }
            if (!ok)
                continue;
            const auto range = formula.boundedRange(ranges);
            if (!range) {
                r.error(it->second,
                    say(HS_TEXT("core",
                            "formula of '%1' can go beyond ±%2 for stats up to %3 and skill ranks "
                            "up to %4"),
                        *name, MaxFormulaValue, MaxStat, MaxSkillRank));
                continue;
            }
            ranges[*name] = *range;
            rs.derived.emplace_back(*name, std::move(formula));
        }
        for (const std::string& needed : requiredDerivedNames()) {
            if (!known.count(needed) || rs.skills.count(needed))
                r.error(
                    node, say(HS_TEXT("core", "derived lacks '%1' (the rules need it)"), needed));
        }
    }

}

void readThreeDRuleset(YamlReader& r, const YAML::Node& top, const std::string& directory,
    Ruleset& rs, std::vector<LoadError>& errors, const std::string& knownSystems)
{
    const fs::path dir(directory);
    if (!r.checkMap(top, "ruleset",
            { "id", "name", "system", "body", "weapons", "ammo", "armour", "grenades", "scopes",
                "characters", "default_shooter", "default_target", "skills", "advantages",
                "derived", "to_hit", "hit_spread", "missed_shot_extra", "range_bands", "options" },
            { "id", "name", "system", "body", "weapons", "skills", "derived" }))
        return;

    rs.id = r.identifier(top["id"], "'id'").value_or("");
    rs.name = r.name(top["name"], "'name'").value_or(Name());
    rs.system = r.string(top["system"], "'system'").value_or("");
    if (!rs.system.empty() && rs.system != "3d")
        r.error(top["system"],
            say(HS_TEXT("core", "unknown system '%1' (this version plays: %2)"), rs.system,
                knownSystems));
    readIdNames(r, top["skills"], say(HS_TEXT("core", "skill")), rs.skills);
    if (top["advantages"])
        readIdNames(r, top["advantages"], say(HS_TEXT("core", "advantage")), rs.advantages);
    readDerived(r, top["derived"], rs);
    if (top["to_hit"])
        readToHit(r, top["to_hit"], rs.toHit);
    if (top["hit_spread"])
        readHitSpread(r, top["hit_spread"], rs);
    if (top["missed_shot_extra"])
        readMissExtra(r, top["missed_shot_extra"], rs);
    if (top["range_bands"]) {
        readRow(r, top["range_bands"], literal("range_bands"), rs.rangeBands, 1, 100);
        for (std::size_t i = 1; i < rs.rangeBands.size(); ++i) {
            if (rs.rangeBands[i] <= rs.rangeBands[i - 1]) {
                r.error(top["range_bands"],
                    say(HS_TEXT("core", "range_bands must grow from band to band")));
                break;
            }
        }
    }
    if (top["options"])
        readOptions(r, top["options"], rs.options);

    // The files the ruleset names; each is read even when another failed, so every error shows.
    const std::string body = includePath(r, top, "body", dir, false);
    const std::string weapons = includePath(r, top, "weapons", dir, false);
    const std::string ammo = includePath(r, top, "ammo", dir, false);
    const std::string armour = includePath(r, top, "armour", dir, false);
    const std::string grenades = includePath(r, top, "grenades", dir, false);
    const std::string scopes = includePath(r, top, "scopes", dir, false);
    const std::string characters = includePath(r, top, "characters", dir, true);

    // yaml-cpp throws on a node of an unexpected shape that a check let through; that is
    // still the file's error, reported at its position, never a crash.
    Available available;
    available.body
        = !body.empty() && guarded(errors, body, [&] { return readBody(body, rs, errors); });
    available.ammo
        = !ammo.empty() && guarded(errors, ammo, [&] { return readAmmo(ammo, rs, errors); });
    available.weapons = !weapons.empty()
        && guarded(errors, weapons, [&] { return readWeapons(weapons, rs, errors, available); });
    available.armour = !armour.empty()
        && guarded(errors, armour, [&] { return readArmour(armour, rs, errors, available); });
    if (!grenades.empty())
        guarded(errors, grenades, [&] { readGrenades(grenades, rs, errors); });
    if (!scopes.empty())
        guarded(errors, scopes, [&] { readScopes(scopes, rs, errors); });
    std::set<std::string> characterFiles;
    if (!characters.empty() && available.body)
        characterFiles = guarded(
            errors, characters, [&] { return readCharacters(characters, rs, errors, available); });

    for (const char* key : { "default_shooter", "default_target" }) {
        if (const YAML::Node node = top[key]) {
            auto name = r.identifier(node, literal(std::string("'") + key + "'"));
            if (name && !characters.empty() && available.body && !characterFiles.count(*name))
                r.error(node,
                    say(HS_TEXT("core", "'%1' names no character file: '%2.yaml'"), key, *name));
            (std::string(key) == "default_shooter" ? rs.defaultShooter : rs.defaultTarget)
                = name.value_or("");
        }
    }
}

} // namespace hitspread::detail
