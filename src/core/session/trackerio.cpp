// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The combat tracker in a session file: the round, the phase and each combatant with the
// character it stands for, its plan, its bleeding clock and, while it takes part in a round,
// its initiative dice and what it has done.
#include "trackerio.h"

#include <map>
#include <numeric>
#include <set>

namespace hitspread::detail {

namespace {
    void writeTriple(
        YAML::Emitter& out, const char* key, const std::array<int, PhasesPerRound>& values)
    {
        out << YAML::Key << key << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (int v : values)
            out << v;
        out << YAML::EndSeq;
    }

    void writeRound(YAML::Emitter& out, const TrackerEntry& c)
    {
        auto number
            = [&](const char* key, int value) { out << YAML::Key << key << YAML::Value << value; };
        out << YAML::BeginMap;
        writeTriple(out, "initiative_dice", c.initiativeDice);
        number("ini", c.ini);
        number("dex", c.dex);
        number("martial_arts", c.martialArts);
        number("initiative", c.initiative);
        number("actions", c.actions);
        writeTriple(out, "used", c.used);
        number("extra_used", c.extraUsed);
        if (c.freeParriesUsed != 0)
            number("free_parries_used", c.freeParriesUsed);
        // The lists are written only when they hold something; the reader takes none for empty.
        if (!c.held.empty()) {
            out << YAML::Key << "held" << YAML::Value << YAML::Flow << YAML::BeginSeq;
            for (const HeldAction& held : c.held) {
                out << YAML::Flow << YAML::BeginMap;
                if (!held.skill.empty())
                    out << YAML::Key << "skill" << YAML::Value << held.skill << YAML::Key << "ranks"
                        << YAML::Value << held.ranks;
                out << YAML::EndMap;
            }
            out << YAML::EndSeq;
        }
        if (!c.splits.empty()) {
            out << YAML::Key << "splits" << YAML::Value << YAML::BeginSeq;
            for (const SplitAction& split : c.splits) {
                out << YAML::Flow << YAML::BeginMap;
                out << YAML::Key << "phase" << YAML::Value << split.phase;
                out << YAML::Key << "primary" << YAML::Value << split.primarySkill;
                out << YAML::Key << "primary_ranks" << YAML::Value << split.primaryRanks;
                out << YAML::Key << "secondary" << YAML::Value << split.secondarySkill;
                out << YAML::Key << "secondary_ranks" << YAML::Value << split.secondaryRanks;
                out << YAML::Key << "held" << YAML::Value << split.secondaryHeld;
                out << YAML::EndMap;
            }
            out << YAML::EndSeq;
        }
        if (!c.initiativeChanges.empty()) {
            out << YAML::Key << "initiative_changes" << YAML::Value << YAML::Flow << YAML::BeginSeq;
            for (const InitiativeChange& change : c.initiativeChanges)
                out << YAML::Flow << YAML::BeginMap << YAML::Key << "effect" << YAML::Value
                    << toString(change.effect) << YAML::Key << "phase" << YAML::Value
                    << change.phase << YAML::EndMap;
            out << YAML::EndSeq;
        }
        out << YAML::EndMap;
    }

    bool readTriple(YamlReader& r, const YAML::Node& node, const char* what, int min, int max,
        std::array<int, PhasesPerRound>& out)
    {
        if (!r.isSequence(node, what))
            return false;
        if (node.size() != out.size()) {
            r.error(node,
                say(HS_TEXT("core", "%1 must list %2 numbers, one per phase, not %3"), what,
                    out.size(), node.size()));
            return false;
        }
        bool ok = true;
        for (std::size_t i = 0; i < out.size(); ++i) {
            if (auto v
                = r.integer(node[i], say(HS_TEXT("core", "%1 entry %2"), what, i + 1), min, max))
                out[i] = *v;
            else
                ok = false;
        }
        return ok;
    }

    std::optional<std::string> skill(
        YamlReader& r, const Ruleset& rs, const YAML::Node& node, const char* what)
    {
        auto id = r.identifier(node, what);
        if (id && !rs.skills.count(*id)) {
            r.error(node,
                say(HS_TEXT("core", "unknown skill '%1' (ruleset.yaml lists the skills)"), *id));
            return std::nullopt;
        }
        return id;
    }

    void readHeld(YamlReader& r, const Ruleset& rs, const YAML::Node& node, TrackerEntry& c)
    {
        if (!r.isSequence(node, "held"))
            return;
        for (const YAML::Node& item : node) {
            if (!r.checkMap(item, say(HS_TEXT("core", "a held action")), { "skill", "ranks" }, {}))
                continue;
            HeldAction held;
            if (const YAML::Node id = item["skill"]) {
                held.skill = skill(r, rs, id, "'skill'").value_or("");
                held.ranks = r.integer(item, "ranks", 0, 0, 99);
            } else if (item["ranks"]) {
                r.error(item["ranks"],
                    say(HS_TEXT("core",
                        "'ranks' belongs to the held secondary action of a split: it needs a "
                        "'skill'")));
            }
            c.held.push_back(held);
        }
    }

    void readSplits(YamlReader& r, const Ruleset& rs, const YAML::Node& node, TrackerEntry& c)
    {
        if (!r.isSequence(node, "splits"))
            return;
        for (const YAML::Node& item : node) {
            if (!r.checkMap(item, say(HS_TEXT("core", "a split action")),
                    { "phase", "primary", "primary_ranks", "secondary", "secondary_ranks", "held" },
                    { "phase", "primary", "primary_ranks", "secondary", "secondary_ranks",
                        "held" }))
                continue;
            SplitAction split;
            split.phase = r.integer(item, "phase", 1, 1, PhasesPerRound);
            split.primarySkill = skill(r, rs, item["primary"], "'primary'").value_or("");
            split.primaryRanks = r.integer(item, "primary_ranks", 0, 0, 99);
            split.secondarySkill = skill(r, rs, item["secondary"], "'secondary'").value_or("");
            split.secondaryRanks = r.integer(item, "secondary_ranks", 0, 0, 99);
            split.secondaryHeld = r.boolean(item, "held", false);
            c.splits.push_back(split);
        }
    }

    void readChanges(YamlReader& r, const YAML::Node& node, TrackerEntry& c)
    {
        if (!r.isSequence(node, "initiative_changes"))
            return;
        for (const YAML::Node& item : node) {
            if (!r.checkMap(item, say(HS_TEXT("core", "an initiative change")),
                    { "effect", "phase" }, { "effect", "phase" }))
                continue;
            InitiativeChange change;
            const YAML::Node effect = item["effect"];
            if (auto text = r.string(effect, "'effect'")) {
                if (auto e = initiativeEffectFromString(*text))
                    change.effect = *e;
                else
                    r.error(effect,
                        say(HS_TEXT("core",
                                "'effect' must be quick_draw, martial_arts, knocked_back or "
                                "knocked_down, not '%1'"),
                            *text));
            }
            change.phase = r.integer(item, "phase", 1, 1, PhasesPerRound);
            c.initiativeChanges.push_back(change);
        }
    }

    // What the combatant did in the round: read, then checked against its plan and extra actions.
    void readRound(YamlReader& r, const Ruleset& rs, const YAML::Node& node, TrackerEntry& c,
        const YAML::Node& planNode)
    {
        if (!r.checkMap(node, "this_round",
                { "initiative_dice", "ini", "dex", "martial_arts", "initiative", "actions", "used",
                    "extra_used", "free_parries_used", "held", "splits", "initiative_changes" },
                { "initiative_dice", "ini", "dex", "martial_arts", "initiative", "actions", "used",
                    "extra_used" }))
            return;
        c.inRound = true;
        readTriple(r, node["initiative_dice"], "initiative_dice", 1, 6, c.initiativeDice);
        c.ini = r.integer(node, "ini", 0, -999, 999);
        c.dex = r.integer(node, "dex", 0, -999, 999);
        c.martialArts = r.integer(node, "martial_arts", 0, 0, 99);
        c.initiative = r.integer(node, "initiative", 0, -999, 999);
        c.actions = r.integer(node, "actions", 0, 0, 99);
        const bool usedRead = readTriple(r, node["used"], "used", 0, 99, c.used);
        c.extraUsed = r.integer(node, "extra_used", 0, 0, 99);
        c.freeParriesUsed = r.integer(node, "free_parries_used", 0, 0, 99);
        if (const YAML::Node held = node["held"])
            readHeld(r, rs, held, c);
        if (const YAML::Node splits = node["splits"])
            readSplits(r, rs, splits, c);
        if (const YAML::Node changes = node["initiative_changes"])
            readChanges(r, changes, c);

        const int planned = std::accumulate(c.plan.begin(), c.plan.end(), 0);
        if (planNode && planned != c.actions)
            r.error(planNode,
                say(HS_TEXT("core", "the plan spreads %1 actions, but %2 has %3 this round"),
                    planned, c.name, c.actions));
        for (std::size_t p = 0; usedRead && p < c.used.size(); ++p) {
            if (c.used[p] > c.plan[p]) {
                r.error(node["used"],
                    say(HS_TEXT("core", "%1 took %2 actions in phase %3, more than the %4 planned"),
                        c.name, c.used[p], p + 1, c.plan[p]));
                break;
            }
        }
        if (c.extraUsed > c.extraActions)
            r.error(node["extra_used"],
                say(HS_TEXT("core", "%1 took %2 extra actions but has %3"), c.name, c.extraUsed,
                    c.extraActions));
    }
}

void writeTracker(YAML::Emitter& out, const TrackerState& tracker)
{
    out << YAML::BeginMap;
    out << YAML::Key << "round" << YAML::Value << tracker.round;
    out << YAML::Key << "phase" << YAML::Value << tracker.phase;
    out << YAML::Key << "round_open" << YAML::Value << tracker.roundOpen;
    out << YAML::Key << "combatants" << YAML::Value << YAML::BeginSeq;
    for (const TrackerEntry& c : tracker.combatants) {
        out << YAML::BeginMap;
        out << YAML::Key << "name" << YAML::Value << c.name;
        out << YAML::Key << "character" << YAML::Value << c.character;
        out << YAML::Key << "extra_actions" << YAML::Value << c.extraActions;
        writeTriple(out, "plan", c.plan);
        out << YAML::Key << "bleed_rounds" << YAML::Value << c.bleedRounds;
        if (c.inRound) {
            out << YAML::Key << "this_round" << YAML::Value;
            writeRound(out, c);
        }
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
    out << YAML::EndMap;
}

std::optional<TrackerState> readTracker(
    YamlReader& r, const Ruleset& ruleset, const YAML::Node& node, int characterCount)
{
    if (!r.checkMap(node, "tracker", { "round", "phase", "round_open", "combatants" },
            { "round", "phase", "round_open", "combatants" }))
        return std::nullopt;
    const std::size_t before = r.errorCount();
    TrackerState tracker;
    tracker.round = r.integer(node, "round", 0, 0, 999999);
    tracker.phase = r.integer(node, "phase", 1, 1, PhasesPerRound);
    tracker.roundOpen = r.boolean(node, "round_open", false);
    if (tracker.roundOpen && tracker.round == 0)
        r.error(node["round_open"], say(HS_TEXT("core", "a round is open, but 'round' is 0")));
    const YAML::Node combatants = node["combatants"];
    if (!r.isSequence(combatants, "combatants"))
        return std::nullopt;
    std::set<std::string> names;
    std::map<int, std::string> characters;
    for (const YAML::Node& item : combatants) {
        if (!r.checkMap(item, say(HS_TEXT("core", "a combatant")),
                { "name", "character", "extra_actions", "plan", "bleed_rounds", "this_round" },
                { "name", "character", "plan" }))
            continue;
        TrackerEntry c;
        const YAML::Node name = item["name"];
        c.name = r.string(name, "'name'").value_or("");
        if (!c.name.empty() && !names.insert(c.name).second)
            r.error(name, say(HS_TEXT("core", "two combatants are called %1"), c.name));
        // Combatants index sessionCharacters(): 0 the shooter, 1 the target, 2 … the further
        // targets.
        const YAML::Node character = item["character"];
        if (auto index = r.integer(character, "'character'", 0, 999)) {
            c.character = *index;
            if (*index >= characterCount)
                r.error(character,
                    say(HS_TEXT("core",
                            "'character' is %1, but the session has %2 characters (0 the shooter, "
                            "1 the target, 2 and on the further targets)"),
                        *index, characterCount));
            else if (!characters.emplace(*index, c.name).second)
                r.error(character,
                    say(HS_TEXT("core", "character %1 is already the combatant %2"), *index,
                        characters[*index]));
        }
        c.extraActions = r.integer(item, "extra_actions", 0, 0, 9);
        readTriple(r, item["plan"], "plan", 0, 99, c.plan);
        c.bleedRounds = r.integer(item, "bleed_rounds", 0, 0, 999999);
        if (const YAML::Node round = item["this_round"]) {
            if (tracker.round == 0)
                r.error(round,
                    say(HS_TEXT("core", "%1 has a round's actions, but no round has begun"),
                        c.name));
            else
                readRound(r, ruleset, round, c, item["plan"]);
        }
        tracker.combatants.push_back(std::move(c));
    }
    if (r.errorCount() != before)
        return std::nullopt;
    return tracker;
}

} // namespace hitspread::detail
