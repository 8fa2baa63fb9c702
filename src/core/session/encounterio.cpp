// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Session files of format 3: an encounter as YAML that people can read. Each combatant keeps
// its sheet (so the file opens without the character files) and, when hurt, its state; each
// log entry names its actor and targets and keeps the request and the dice. The log is
// replayed in a chain: everyone starts as their sheet, each entry leaves its targets as its
// outcome says, and an entry writes a state under `before:` only where the chain does not
// reach it (a tracker's bleeding, an edit between actions).
#include "encounter.h"

#include "characterio.h"
#include "places.h"
#include "placesio.h"
#include "replay.h"
#include "requestio.h"
#include "trackerio.h"
#include "yamlreader.h"

#include <map>
#include <set>

namespace hitspread {

using detail::YamlReader;
using namespace detail;

namespace {

    const char* const fileHeader
        = "# Hitspread session — written by Hitspread; safe to read, edit with care.\n"
          "# hitspread_session is the file format, ruleset the ruleset played. sides and\n"
          "# combatants are the fight: each combatant holds its sheet in the character-file\n"
          "# format and, when hurt, its state (hits left per location, armour ID left on each\n"
          "# location it covers), its position on the map (hexes q and r, 1 hex = 1 m) and its\n"
          "# readiness (the weapon in hand and how it is set, aims taken and at whom, whom it\n"
          "# attacked last). picked, settings and grenade are the action set up. Each log\n"
          "# entry names its actor and targets and keeps the request and the dice; everyone\n"
          "# starts the log as their sheet, and 'before' gives a state where the log alone does\n"
          "# not lead to it. Hitspread resolves every entry again on reading and refuses a file\n"
          "# whose log does not replay. tracker is the combat tracker: its combatants name the\n"
          "# fight's combatants by number, from 0 in the order listed.\n";

    // Everyone's state as the log alone leaves it: each combatant as its sheet at the start,
    // each action's targets as its outcome leaves them.
    class Chain {
    public:
        Chain(const Ruleset& rs, const Encounter& encounter)
        {
            for (const Combatant& c : encounter.combatants)
                m_states.emplace(c.id,
                    CharacterState::fromSheet(
                        rs, c.state.sheet ? *c.state.sheet : CharacterSheet {}));
        }
        const CharacterState& state(CombatantId id) const { return m_states.at(id); }
        void set(CombatantId id, const CharacterState& state) { m_states[id] = state; }
        void follow(const EncounterEntry& entry)
        {
            set(entry.actor, entry.actorAfter);
            const LogEntry& log = entry.action;
            for (std::size_t i = 0; i < entry.targets.size(); ++i) {
                if (i == 0)
                    set(entry.targets[i], log.targetAfter());
                else if (i - 1 < log.othersAfter().size())
                    set(entry.targets[i], log.othersAfter()[i - 1]);
            }
        }

    private:
        std::map<CombatantId, CharacterState> m_states;
    };

    // ------------------------------------------------------------------ writing

    const std::string& nameOf(const Encounter& e, CombatantId id)
    {
        static const std::string nobody;
        const Combatant* c = e.find(id);
        return c ? c->name : nobody;
    }

    void writeCombatant(
        YAML::Emitter& out, const Ruleset& rs, const Encounter& e, const Combatant& c)
    {
        out << YAML::BeginMap;
        out << YAML::Key << "name" << YAML::Value << c.name;
        out << YAML::Key << "side" << YAML::Value
            << (c.side >= 0 && static_cast<std::size_t>(c.side) < e.sides.size()
                       ? e.sides[static_cast<std::size_t>(c.side)].name
                       : std::string());
        if (c.posture != Posture::Standing)
            out << YAML::Key << "posture" << YAML::Value << toString(c.posture);
        if (c.absent)
            out << YAML::Key << "absent" << YAML::Value << true;
        out << YAML::Key << "position" << YAML::Value;
        writePosition(out, c.position);
        if (hasReadiness(c.readiness)) {
            out << YAML::Key << "readiness" << YAML::Value;
            writeReadiness(out, e, c.readiness);
        }
        const CharacterSheet sheet = c.state.sheet ? *c.state.sheet : CharacterSheet {};
        if (!sheet.key.empty())
            out << YAML::Key << "key" << YAML::Value << sheet.key;
        out << YAML::Key << "character" << YAML::Value;
        writeSheet(out, rs, sheet);
        // Unhurt, the state is the sheet's: not written.
        if (!sameState(c.state, CharacterState::fromSheet(rs, sheet))) {
            out << YAML::Key << "state" << YAML::Value;
            writeState(out, rs, c.state);
        }
        out << YAML::EndMap;
    }

    void writeEntry(YAML::Emitter& out, const Ruleset& rs, const Encounter& e,
        const EncounterEntry& entry, Chain& chain)
    {
        const LogEntry& log = entry.action;
        out << YAML::BeginMap;
        out << YAML::Key << "actor" << YAML::Value << nameOf(e, entry.actor);
        out << YAML::Key << "targets" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (CombatantId id : entry.targets)
            out << nameOf(e, id);
        out << YAML::EndSeq;
        if (log.grenade) {
            out << YAML::Key << "grenade" << YAML::Value;
            writeGrenade(out, *log.grenade);
        } else {
            out << YAML::Key << "request" << YAML::Value;
            writeRequest(out, log.request);
        }
        out << YAML::Key << "dice" << YAML::Value << YAML::Flow << log.dice;
        // The states the chain does not reach, actor first.
        std::vector<std::pair<CombatantId, const CharacterState*>> involved { { entry.actor,
            &entry.actorBefore } };
        for (std::size_t i = 0; i < entry.targets.size(); ++i) {
            const CharacterState* before = i == 0 ? &log.targetBefore
                : i - 1 < log.othersBefore.size() ? &log.othersBefore[i - 1]
                                                  : nullptr;
            if (before)
                involved.emplace_back(entry.targets[i], before);
        }
        bool opened = false;
        std::set<CombatantId> written; // a thrower its own blast caught is named once
        for (const auto& [id, state] : involved) {
            if (sameState(*state, chain.state(id)) || !written.insert(id).second)
                continue;
            if (!opened) {
                out << YAML::Key << "before" << YAML::Value << YAML::BeginMap;
                opened = true;
            }
            out << YAML::Key << nameOf(e, id) << YAML::Value;
            writeState(out, rs, *state);
        }
        if (opened)
            out << YAML::EndMap;
        out << YAML::EndMap;
        chain.follow(entry);
    }

    // ------------------------------------------------------------------ reading

    bool isColour(const std::string& text)
    {
        if (text.size() != 7 || text[0] != '#')
            return false;
        for (std::size_t i = 1; i < text.size(); ++i) {
            if (!std::isxdigit(static_cast<unsigned char>(text[i])))
                return false;
        }
        return true;
    }

    void readSides(YamlReader& r, const YAML::Node& node, Encounter& e)
    {
        if (!r.isSequence(node, "sides"))
            return;
        if (node.size() == 0)
            r.error(node, say(HS_TEXT("core", "sides lists no side")));
        std::size_t number = 0;
        for (const YAML::Node& entry : node) {
            const Text what = say(HS_TEXT("core", "side %1"), ++number);
            if (!r.checkMap(entry, what, { "name", "colour" }, { "name", "colour" }))
                continue;
            Side side;
            // An empty or missing name is refused by string() itself.
            side.name = r.string(entry["name"], keyOf(what, "name"), MaxNameLength).value_or("");
            for (const Side& other : e.sides) {
                if (!side.name.empty() && other.name == side.name)
                    r.error(
                        entry["name"], say(HS_TEXT("core", "two sides are named '%1'"), side.name));
            }
            side.colour = r.string(entry["colour"], keyOf(what, "colour")).value_or("");
            if (!isColour(side.colour))
                r.error(entry["colour"],
                    say(HS_TEXT("core", "the colour of %1 must be #rrggbb, not '%2'"), what,
                        side.colour));
            e.sides.push_back(std::move(side));
        }
    }

    // The combatants; from format 4 each with its place (`positions` gets each one's node).
    void readCombatants(YamlReader& r, const Ruleset& rs, const YAML::Node& node, int format,
        Encounter& e, std::vector<YAML::Node>& positions)
    {
        if (!r.isSequence(node, "combatants"))
            return;
        std::size_t number = 0;
        for (const YAML::Node& entry : node) {
            const Text what = say(HS_TEXT("core", "combatant %1"), ++number);
            const bool placed = format >= 4;
            const bool known = placed ? r.checkMap(entry, what,
                                   { "name", "side", "posture", "absent", "key", "character",
                                       "state", "position", "readiness" },
                                   { "name", "side", "character", "position" })
                                      : r.checkMap(entry, what,
                                          { "name", "side", "posture", "absent", "key", "character",
                                              "state", "position", "readiness" },
                                          { "name", "side", "character" });
            if (!known)
                continue;
            if (!placed && (entry["position"] || entry["readiness"]))
                r.error(entry["position"] ? entry["position"] : entry["readiness"],
                    say(HS_TEXT("core",
                            "%1: places and readiness belong to session files of format 4 and "
                            "later"),
                        what));
            const std::size_t errorsBefore = r.errorCount();
            Combatant c;
            c.name = r.string(entry["name"], keyOf(what, "name"), MaxNameLength).value_or("");
            if (!c.name.empty() && e.findByName(c.name))
                r.error(
                    entry["name"], say(HS_TEXT("core", "two combatants are named '%1'"), c.name));
            if (auto side = r.string(entry["side"], keyOf(what, "side"))) {
                const auto it = std::find_if(
                    e.sides.begin(), e.sides.end(), [&](const Side& s) { return s.name == *side; });
                if (it == e.sides.end())
                    r.error(entry["side"], say(HS_TEXT("core", "no side named '%1'"), *side));
                else
                    c.side = static_cast<int>(it - e.sides.begin());
            }
            if (const YAML::Node posture = entry["posture"]) {
                const auto text = r.string(posture, keyOf(what, "posture"));
                if (const auto p = text ? postureFromString(*text) : std::nullopt)
                    c.posture = *p;
                else if (text)
                    r.error(posture,
                        say(HS_TEXT("core",
                                "posture must be standing, kneeling, prone or down, not '%1'"),
                            *text));
            }
            c.absent = r.boolean(entry, "absent", false);
            if (placed) {
                if (auto at = readPosition(r, entry["position"], keyOf(what, "position")))
                    c.position = *at;
            }
            auto sheet = readInlineSheet(r, rs, entry);
            if (!sheet)
                continue;
            c.state = CharacterState::fromSheet(rs, *sheet);
            if (const YAML::Node state = entry["state"])
                readState(r, rs, state, c.state);
            if (r.errorCount() != errorsBefore)
                continue;
            c.id = e.nextId++;
            e.combatants.push_back(std::move(c));
            positions.push_back(entry["position"] ? entry["position"] : entry);
        }
    }

    // Each combatant's readiness, once every name of the roster is known.
    void readReadinesses(YamlReader& r, const Ruleset& rs, const YAML::Node& node, Encounter& e)
    {
        std::size_t index = 0;
        for (const YAML::Node& entry : node) {
            if (index >= e.combatants.size())
                break;
            if (const YAML::Node readiness = entry["readiness"]) {
                const Text what = say(HS_TEXT("core", "combatant %1"), index + 1);
                if (auto x = readReadiness(r, rs, e, readiness, keyOf(what, "readiness")))
                    e.combatants[index].readiness = std::move(*x);
            }
            ++index;
        }
    }

    void readPicked(YamlReader& r, const YAML::Node& node, Encounter& e)
    {
        if (!r.checkMap(node, "picked", { "actor", "target", "others" }, {}))
            return;
        if (const YAML::Node actor = node["actor"])
            e.actor = namedCombatant(r, e, actor, literal("'actor'"));
        if (const YAML::Node target = node["target"])
            e.target = namedCombatant(r, e, target, literal("'target'"));
        if (const YAML::Node others = node["others"]; others && r.isSequence(others, "others")) {
            for (const YAML::Node& other : others) {
                if (const CombatantId id = namedCombatant(r, e, other, literal("'others'")))
                    e.others.push_back(id);
            }
        }
    }

    // One log entry, resolved again on the chain.
    void readEntry(YamlReader& r, const Ruleset& rs, const YAML::Node& node, std::size_t number,
        Encounter& chain)
    {
        const Text what = say(HS_TEXT("core", "log entry %1"), number);
        if (!r.checkMap(node, what, { "actor", "targets", "request", "grenade", "dice", "before" },
                { "actor", "targets", "dice" }))
            return;
        if (!hasRequestOrGrenade(r, node, what))
            return;
        const std::size_t errorsBefore = r.errorCount();
        const CombatantId actor = namedCombatant(r, chain, node["actor"], literal("'actor'"));
        std::vector<CombatantId> targets;
        if (const YAML::Node list = node["targets"]; r.isSequence(list, "targets")) {
            for (const YAML::Node& target : list)
                targets.push_back(namedCombatant(r, chain, target, literal("'targets'")));
        }
        EncounterAction action;
        if (node["request"]) {
            if (auto request = readRequest(r, rs, node["request"], literal("request")))
                action.request = std::move(*request);
        } else {
            action.grenade = readGrenade(r, rs, node["grenade"], literal("grenade"));
        }
        const std::vector<int> faces = readFaces(r, node["dice"]);
        if (const YAML::Node before = node["before"]; before && r.isMap(before, "before")) {
            for (auto it = before.begin(); it != before.end(); ++it) {
                const CombatantId id = namedCombatant(r, chain, it->first, literal("'before'"));
                if (id == 0)
                    continue;
                if (id != actor && std::find(targets.begin(), targets.end(), id) == targets.end()) {
                    r.error(it->first,
                        say(HS_TEXT("core", "'before' names '%1', who takes no part in %2"),
                            it->first.Scalar(), what));
                    continue;
                }
                Combatant* c = chain.find(id);
                CharacterState state = CharacterState::fromSheet(rs, *c->state.sheet);
                if (readState(r, rs, it->second, state))
                    c->state = std::move(state);
            }
        }
        if (r.errorCount() != errorsBefore)
            return;
        Text why;
        auto entry = replayWithDice(faces, 6, what, why, [&](DiceSource& dice) {
            return resolveEncounterAction(rs, chain, actor, targets, action, dice);
        });
        if (!entry) {
            r.error(node, why);
            return;
        }
        applyEntry(chain, *entry);
    }

    std::optional<Encounter> readDocument(
        YamlReader& r, const Ruleset& rs, const YAML::Node& doc, int format)
    {
        if (!r.checkMap(doc, say(HS_TEXT("core", "the file")),
                { "hitspread_session", "ruleset", "log_entries", "dice", "sides", "combatants",
                    "picked", "settings", "grenade", "log", "tracker" },
                { "hitspread_session", "ruleset", "log_entries", "sides", "combatants" }))
            return std::nullopt;
        Encounter e;
        e.rulesetId = rs.id;
        if (const YAML::Node dice = doc["dice"])
            readDice(r, dice, e.dice);
        const std::size_t errorsBefore = r.errorCount();
        readSides(r, doc["sides"], e);
        std::vector<YAML::Node> positions;
        readCombatants(r, rs, doc["combatants"], format, e, positions);
        // The rest names the combatants: with one of them unread, it would only say so again.
        if (r.errorCount() != errorsBefore)
            return std::nullopt;
        if (format >= 4) {
            checkPlaces(r, rs, e, positions);
            readReadinesses(r, rs, doc["combatants"], e);
        }
        if (const YAML::Node picked = doc["picked"])
            readPicked(r, picked, e);
        // A file without settings sets up as a new fight does: at the standard aim, rolling
        // the knockback tests (§7).
        e.settings.rollKnockback = true;
        e.settings.target = rs.body.standardAim;
        if (const YAML::Node settings = doc["settings"]) {
            if (auto request = readRequest(r, rs, settings, literal("settings")))
                e.settings = std::move(*request);
        }
        if (const YAML::Node grenade = doc["grenade"]) {
            if (auto action = readGrenade(r, rs, grenade, literal("grenade")))
                e.grenade = std::move(*action);
        }
        // What is set up now is resolved by the readings of now, whatever revision the file's
        // settings name; only the logged actions keep theirs.
        e.settings.rulesRevision = CurrentRulesRevision;
        e.grenade.request.rulesRevision = CurrentRulesRevision;
        if (const YAML::Node tracker = doc["tracker"]) {
            if (auto state
                = detail::readTracker(r, rs, tracker, static_cast<int>(e.combatants.size())))
                e.tracker = std::move(*state);
        }
        // The log is replayed on everyone as their sheet, present or not.
        Encounter chain = e;
        const Chain start(rs, e);
        for (Combatant& c : chain.combatants) {
            c.state = start.state(c.id);
            c.absent = false;
        }
        std::size_t entries = 0;
        if (const YAML::Node log = doc["log"]; log && r.isSequence(log, "log")) {
            for (const YAML::Node& node : log)
                readEntry(r, rs, node, ++entries, chain);
        }
        checkLogEntries(r, doc["log_entries"], entries);
        e.log = std::move(chain.log);
        if (format < 4) {
            // A file of format 3 places nobody: the sides face each other at the distance the
            // range setting implied, the actor with what its Shooter panel had set; whom each
            // last attacked is the log's.
            setOutInLines(rs, e, impliedDistance(rs, e.settings));
            for (Combatant& c : e.combatants)
                if (const Combatant* played = chain.find(c.id))
                    c.readiness.lastTarget = played->readiness.lastTarget;
            if (Combatant* actor = e.find(e.actor)) {
                const CombatantId last = actor->readiness.lastTarget;
                actor->readiness = readinessOf(e.settings, e.target);
                actor->readiness.lastTarget = last;
            }
        }
        return e;
    }

    // The format a session file says it is, when it says so plainly; the reader of that
    // format says what is wrong with anything else.
    int declaredFormat(const YAML::Node& doc)
    {
        if (!doc.IsMap())
            return 0;
        const YAML::Node version = doc["hitspread_session"];
        if (!version || !version.IsScalar())
            return 0;
        const std::string& text = version.Scalar();
        return text == "1" ? 1 : text == "2" ? 2 : 0;
    }

} // namespace

std::string writeEncounter(const Ruleset& ruleset, const Encounter& e)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    writeSessionHead(out, EncounterFormatVersion, e.rulesetId.empty() ? ruleset.id : e.rulesetId,
        e.log.size(), e.dice);
    out << YAML::Key << "sides" << YAML::Value << YAML::BeginSeq;
    for (const Side& side : e.sides) {
        out << YAML::Flow << YAML::BeginMap << YAML::Key << "name" << YAML::Value << side.name
            << YAML::Key << "colour" << YAML::Value << side.colour << YAML::EndMap;
    }
    out << YAML::EndSeq;
    out << YAML::Key << "combatants" << YAML::Value << YAML::BeginSeq;
    for (const Combatant& c : e.combatants)
        writeCombatant(out, ruleset, e, c);
    out << YAML::EndSeq;
    if (e.actor || e.target || !e.others.empty()) {
        out << YAML::Key << "picked" << YAML::Value << YAML::BeginMap;
        if (e.find(e.actor))
            out << YAML::Key << "actor" << YAML::Value << nameOf(e, e.actor);
        if (e.find(e.target))
            out << YAML::Key << "target" << YAML::Value << nameOf(e, e.target);
        if (!e.others.empty()) {
            out << YAML::Key << "others" << YAML::Value << YAML::Flow << YAML::BeginSeq;
            for (CombatantId id : e.others) {
                if (e.find(id))
                    out << nameOf(e, id);
            }
            out << YAML::EndSeq;
        }
        out << YAML::EndMap;
    }
    if (!e.settings.weapon.empty()) {
        out << YAML::Key << "settings" << YAML::Value;
        writeRequest(out, e.settings);
    }
    if (!e.grenade.request.grenade.empty()) {
        out << YAML::Key << "grenade" << YAML::Value;
        writeGrenade(out, e.grenade);
    }
    out << YAML::Key << "log" << YAML::Value << YAML::BeginSeq;
    Chain chain(ruleset, e);
    for (const EncounterEntry& entry : e.log)
        writeEntry(out, ruleset, e, entry, chain);
    out << YAML::EndSeq;
    if (!e.tracker.empty()) {
        out << YAML::Key << "tracker" << YAML::Value;
        writeTracker(out, e.tracker);
    }
    out << YAML::EndMap;
    return std::string(fileHeader) + out.c_str() + "\n";
}

EncounterLoad readEncounter(
    const Ruleset& ruleset, const std::string& text, const std::string& fileName)
{
    EncounterLoad result;
    YamlReader r(fileName, result.errors);
    try {
        const std::optional<YAML::Node> doc = r.parse(text);
        if (doc && (!doc->IsDefined() || doc->IsNull()))
            r.error(YAML::Mark::null_mark(),
                say(HS_TEXT("core", "the file is empty, not a Hitspread session")));
        else if (doc && declaredFormat(*doc) > 0) {
            // Formats 1 and 2: one shooter and its targets, read by their own reader.
            result.fileFormat = declaredFormat(*doc);
            SessionLoad old = readSession(ruleset, text, fileName);
            result.errors = std::move(old.errors);
            if (old.session)
                result.encounter = encounterFromSession(ruleset, *old.session);
        } else if (doc && r.isMap(*doc, say(HS_TEXT("core", "the file")))
            && readSessionHead(r, *doc, "hitspread_session",
                say(HS_TEXT("core",
                    "the file lacks the key 'hitspread_session': it is not a Hitspread session")),
                EncounterFormatVersion, ruleset.id)) {
            const std::string& version = (*doc)["hitspread_session"].Scalar();
            result.fileFormat = version == "3" ? 3 : EncounterFormatVersion;
            result.encounter = readDocument(r, ruleset, *doc, result.fileFormat);
        }
    } catch (const YAML::Exception& e) {
        r.error(e.mark, literal(e.msg));
    }
    if (!result.errors.empty())
        result.encounter.reset();
    return result;
}

std::optional<SessionHead> sessionHead(const std::string& text)
{
    std::vector<LoadError> errors;
    YamlReader r("", errors);
    try {
        const std::optional<YAML::Node> doc = r.parse(text);
        if (!doc || !doc->IsMap())
            return std::nullopt;
        SessionHead head;
        head.ground = static_cast<bool>((*doc)["hitspread_ground_session"]);
        if (!head.ground && !(*doc)["hitspread_session"])
            return std::nullopt;
        const YAML::Node ruleset = (*doc)["ruleset"];
        if (!ruleset || !ruleset.IsScalar())
            return std::nullopt;
        head.rulesetId = ruleset.Scalar();
        return head;
    } catch (const YAML::Exception&) {
        return std::nullopt;
    }
}

} // namespace hitspread
