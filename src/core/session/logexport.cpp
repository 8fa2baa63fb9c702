// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "logexport.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <utility>

namespace hitspread {

namespace {

    // A JSON value, enough for the export: written with two-space indents, keys in the order
    // given (core has no JSON library, and the export's key order is part of its readability).
    struct Json {
        using Array = std::vector<Json>;
        using Object = std::vector<std::pair<std::string, Json>>;
        // A kind and a member per kind, not a std::variant: GCC 12 warns falsely of
        // uninitialised members when a variant of vectors is moved (its bug 105329's kin).
        enum class Kind { Null, Bool, Number, String, Array, Object };
        Kind kind = Kind::Null;
        bool boolean = false;
        long long number = 0;
        std::string text;
        Array array;
        Object object;

        Json() = default;
        Json(bool b)
            : kind(Kind::Bool)
            , boolean(b)
        {
        }
        Json(int n)
            : kind(Kind::Number)
            , number(n)
        {
        }
        Json(std::string s)
            : kind(Kind::String)
            , text(std::move(s))
        {
        }
        Json(const char* s)
            : kind(Kind::String)
            , text(s)
        {
        }
        Json(Array a)
            : kind(Kind::Array)
            , array(std::move(a))
        {
        }
        Json(Object o)
            : kind(Kind::Object)
            , object(std::move(o))
        {
        }
    };

    void writeString(std::string& out, const std::string& text)
    {
        out += '"';
        for (const char c : text) {
            switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char escaped[8];
                    std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned>(c));
                    out += escaped;
                } else {
                    out += c; // UTF-8 passes through
                }
            }
        }
        out += '"';
    }

    void write(std::string& out, const Json& json, int depth)
    {
        const std::string indent(static_cast<std::size_t>(2 * (depth + 1)), ' ');
        const std::string closing(static_cast<std::size_t>(2 * depth), ' ');
        switch (json.kind) {
        case Json::Kind::Null:
            out += "null";
            break;
        case Json::Kind::Bool:
            out += json.boolean ? "true" : "false";
            break;
        case Json::Kind::Number:
            out += std::to_string(json.number);
            break;
        case Json::Kind::String:
            writeString(out, json.text);
            break;
        case Json::Kind::Array: {
            // Arrays of plain values stay on one line: dice, names, locations.
            const Json::Array& a = json.array;
            const bool flat = std::none_of(a.begin(), a.end(), [](const Json& j) {
                return j.kind == Json::Kind::Array || j.kind == Json::Kind::Object;
            });
            out += '[';
            for (std::size_t i = 0; i < a.size(); ++i) {
                out += i ? (flat ? ", " : ",\n") : (flat ? "" : "\n");
                if (!flat)
                    out += indent;
                write(out, a[i], depth + 1);
            }
            if (!flat && !a.empty())
                out += '\n' + closing;
            out += ']';
            break;
        }
        case Json::Kind::Object: {
            const Json::Object& o = json.object;
            out += '{';
            for (std::size_t i = 0; i < o.size(); ++i) {
                out += i ? ",\n" : "\n";
                out += indent;
                writeString(out, o[i].first);
                out += ": ";
                write(out, o[i].second, depth + 1);
            }
            if (!o.empty())
                out += '\n' + closing;
            out += '}';
            break;
        }
        }
    }

    std::string locationId(const Ruleset& rs, int location)
    {
        return location < 0 || location >= static_cast<int>(rs.body.locations.size())
            ? std::string("miss")
            : rs.body.locations[static_cast<std::size_t>(location)].id;
    }

    std::string combatantName(const Encounter& e, CombatantId id)
    {
        const Combatant* c = e.find(id);
        return c ? c->name : std::string();
    }

    const std::vector<DiceSource::Use>& diceOf(const LogEntry& entry)
    {
        static const std::vector<DiceSource::Use> none;
        if (!entry.grenade)
            return entry.outcome.dice;
        return entry.grenadeOutcome.thrown ? entry.grenadeOutcome.thrown->dice : none;
    }

    // The entry's targets in order, each with its name and its state after the action.
    std::vector<std::pair<std::string, const CharacterState*>> targetsAfter(
        const Encounter& e, const EncounterEntry& entry)
    {
        std::vector<std::pair<std::string, const CharacterState*>> targets;
        const LogEntry& action = entry.action;
        for (std::size_t i = 0; i < entry.targets.size(); ++i) {
            const CharacterState* state = i == 0      ? &action.targetAfter()
                : i - 1 < action.othersAfter().size() ? &action.othersAfter()[i - 1]
                                                      : nullptr;
            if (state)
                targets.emplace_back(combatantName(e, entry.targets[i]), state);
        }
        return targets;
    }

    std::string resultWord(const LogEntry& entry, const ActionSummary& summary)
    {
        if (entry.grenade && entry.grenadeOutcome.jump)
            return "jump";
        return summary.hit ? "hit" : "miss";
    }

    // One CSV field, quoted when it must be (RFC 4180).
    std::string csvField(const std::string& text)
    {
        if (text.find_first_of(",\"\r\n") == std::string::npos)
            return text;
        std::string quoted = "\"";
        for (const char c : text) {
            if (c == '"')
                quoted += '"';
            quoted += c;
        }
        return quoted + '"';
    }

    Json stateJson(const Ruleset& rs, const std::string& name, const CharacterState& s)
    {
        Json::Object locations;
        for (std::size_t i = 0; i < s.locations.size() && i < rs.body.locations.size(); ++i)
            locations.emplace_back(rs.body.locations[i].id,
                Json::Object { { "hits", s.locations[i].hits },
                    { "max_hits", s.locations[i].maxHits }, { "wounds", s.locations[i].wounds },
                    { "condition", toString(s.condition(static_cast<int>(i))) } });
        return Json::Object { { "name", name }, { "status", toString(s.status(rs)) },
            { "incap", s.incap }, { "incap_max", s.incapMax }, { "bruising", s.bruising },
            { "wounds", s.wounds }, { "knocked_down", s.knockedDown },
            { "locations", std::move(locations) } };
    }

    Json hitsJson(const Ruleset& rs, const std::vector<HitResult>& hits)
    {
        Json::Array array;
        for (const HitResult& h : hits)
            array.push_back(Json::Object { { "location", locationId(rs, h.location) },
                { "dam", h.dam }, { "body_damage", h.bodyDamage }, { "wound", h.wound } });
        return array;
    }

    // Where each shot or bullet went, or where the grenade went and whom it caught.
    void addLandings(
        Json::Object& o, const Ruleset& rs, const Encounter& e, const EncounterEntry& entry)
    {
        const LogEntry& action = entry.action;
        auto targetName = [&](int index) {
            return index >= 0 && index < static_cast<int>(entry.targets.size())
                ? Json(combatantName(e, entry.targets[static_cast<std::size_t>(index)]))
                : Json();
        };
        if (!action.grenade) {
            Json::Array shots;
            for (const ShotTrace& s : action.outcome.shots) {
                shots.push_back(Json::Object { { "target", targetName(s.target) },
                    { "aim_hex", label(s.fromHex.value_or(s.aimHex)) },
                    { "landing_hex", s.landing ? Json(label(*s.landing)) : Json() },
                    { "location", locationId(rs, s.location) }, { "on_body", !s.hits.empty() },
                    { "hits", hitsJson(rs, s.hits) } });
            }
            o.emplace_back("landings", std::move(shots));
            return;
        }
        if (const std::optional<JumpOutcome>& jump = action.grenadeOutcome.jump) {
            o.emplace_back("jumper", jump->name);
            o.emplace_back("passed_on", jump->passedOn);
            return;
        }
        const ThrowOutcome& thrown = *action.grenadeOutcome.thrown;
        o.emplace_back("intended_hex", label(thrown.intended));
        o.emplace_back("impact_hex", label(thrown.impact));
        Json::Array characters;
        for (std::size_t i = 0; i < thrown.characters.size(); ++i) {
            const BlastTrace& t = thrown.characters[i];
            Json::Array locations;
            for (int l : t.locations)
                locations.push_back(locationId(rs, l));
            characters.push_back(Json::Object { { "target", targetName(static_cast<int>(i)) },
                { "impact_hex", label(t.impact) }, { "radius", t.radius },
                { "locations", std::move(locations) }, { "hits", hitsJson(rs, t.hits) },
                { "incap_damage", t.incapDamage }, { "bruising", t.bruising } });
        }
        o.emplace_back("characters", std::move(characters));
    }

} // namespace

std::optional<LogFormat> logFormatFor(const std::string& path)
{
    const std::size_t dot = path.find_last_of('.');
    const std::size_t slash = path.find_last_of("/\\");
    if (dot == std::string::npos || (slash != std::string::npos && dot < slash))
        return std::nullopt;
    std::string extension = path.substr(dot + 1);
    std::transform(extension.begin(), extension.end(), extension.begin(),
        [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (extension == "csv")
        return LogFormat::Csv;
    if (extension == "json")
        return LogFormat::Json;
    return std::nullopt;
}

ActionSummary summarizeAction(const LogEntry& entry)
{
    ActionSummary s;
    if (!entry.grenade) {
        const Outcome& out = entry.outcome;
        s.action = out.melee ? "melee" : toString(out.mode);
        s.item = entry.request.weapon;
        s.shots = static_cast<int>(std::count_if(
            out.shots.begin(), out.shots.end(), [](const ShotTrace& shot) { return !shot.stray; }));
        for (const ShotTrace& shot : out.shots) {
            s.hits += shot.hits.empty() ? 0 : 1;
            for (const HitResult& h : shot.hits) {
                s.locations.push_back(h.location);
                s.damage += h.bodyDamage;
            }
        }
        s.hit = s.hits > 0;
        return s;
    }
    const GrenadeOutcome& g = entry.grenadeOutcome;
    s.item = entry.grenade->request.grenade;
    if (g.jump) {
        s.action = "jump";
        // What the jumper's torso and abdomen lost.
        const int jumper = entry.grenade->jumper.value_or(0);
        const CharacterState* before = jumper == 0 ? &entry.targetBefore
            : jumper - 1 < static_cast<int>(entry.othersBefore.size())
            ? &entry.othersBefore[static_cast<std::size_t>(jumper - 1)]
            : nullptr;
        if (before) {
            for (std::size_t i = 0;
                 i < before->locations.size() && i < g.jump->after.locations.size(); ++i)
                s.damage
                    += std::max(0, before->locations[i].hits - g.jump->after.locations[i].hits);
        }
        return s;
    }
    if (!g.thrown)
        return s;
    s.action = g.thrown->onFloor ? "floor" : "throw";
    s.shots = 1;
    for (const BlastTrace& t : g.thrown->characters) {
        s.hits += t.locations.empty() ? 0 : 1;
        s.locations.insert(s.locations.end(), t.locations.begin(), t.locations.end());
        for (const HitResult& h : t.hits)
            s.damage += h.bodyDamage;
    }
    s.hit = s.hits > 0;
    return s;
}

std::string rollLogCsv(const Ruleset& rs, const Encounter& e)
{
    std::string out = "entry,actor,target,others,action,weapon,die,role,face,result,hits,shots,"
                      "locations,damage,target_status,target_incap,target_wounds\n";
    int number = 0;
    for (const EncounterEntry& entry : e.log) {
        ++number;
        const LogEntry& action = entry.action;
        const ActionSummary summary = summarizeAction(action);
        std::string others, locations;
        for (std::size_t i = 1; i < entry.targets.size(); ++i)
            others += (i > 1 ? ";" : "") + combatantName(e, entry.targets[i]);
        for (std::size_t i = 0; i < summary.locations.size(); ++i)
            locations += (i ? ";" : "") + locationId(rs, summary.locations[i]);
        const CharacterState& after = action.targetAfter();
        const std::string before = std::to_string(number) + ','
            + csvField(combatantName(e, entry.actor)) + ','
            + csvField(entry.targets.empty() ? std::string() : combatantName(e, entry.targets[0]))
            + ',' + csvField(others) + ',' + summary.action + ',' + csvField(summary.item) + ',';
        const std::string result = resultWord(action, summary) + ',' + std::to_string(summary.hits)
            + ',' + std::to_string(summary.shots) + ',' + locations + ','
            + std::to_string(summary.damage) + ',' + toString(after.status(rs)) + ','
            + std::to_string(after.incap) + ',' + std::to_string(after.wounds) + '\n';
        const std::vector<DiceSource::Use>& dice = diceOf(action);
        if (dice.empty())
            out += before + ",,," + result;
        for (std::size_t i = 0; i < dice.size(); ++i)
            out += before + std::to_string(i + 1) + ',' + csvField(dice[i].purpose) + ','
                + std::to_string(dice[i].face) + ',' + result;
    }
    return out;
}

std::string rollLogJson(const Ruleset& rs, const Encounter& e)
{
    Json::Array entries;
    int number = 0;
    for (const EncounterEntry& entry : e.log) {
        const LogEntry& action = entry.action;
        const ActionSummary summary = summarizeAction(action);
        Json::Array targets, dice, roles, locations, after;
        for (CombatantId id : entry.targets)
            targets.push_back(combatantName(e, id));
        for (const DiceSource::Use& use : diceOf(action)) {
            dice.push_back(use.face);
            roles.push_back(use.purpose);
        }
        for (int l : summary.locations)
            locations.push_back(locationId(rs, l));
        for (const auto& [name, state] : targetsAfter(e, entry))
            after.push_back(stateJson(rs, name, *state));
        Json::Object o { { "entry", ++number }, { "actor", combatantName(e, entry.actor) },
            { "targets", std::move(targets) }, { "action", summary.action },
            { action.grenade ? "grenade" : "weapon", summary.item }, { "dice", std::move(dice) },
            { "dice_roles", std::move(roles) }, { "result", resultWord(action, summary) },
            { "hits", summary.hits }, { "shots", summary.shots },
            { "locations", std::move(locations) }, { "damage", summary.damage } };
        addLandings(o, rs, e, entry);
        o.emplace_back("targets_after", std::move(after));
        entries.push_back(std::move(o));
    }
    std::string out;
    write(out,
        Json::Object { { "ruleset", rs.id }, { "log_entries", static_cast<int>(e.log.size()) },
            { "entries", std::move(entries) } },
        0);
    return out + '\n';
}

std::string exportRollLog(const Ruleset& rs, const Encounter& e, LogFormat format)
{
    return format == LogFormat::Csv ? rollLogCsv(rs, e) : rollLogJson(rs, e);
}

} // namespace hitspread
