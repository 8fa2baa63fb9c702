// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Session files: the table's state as YAML that people can read. Characters are written in
// the character-file format; the log keeps requests, dice and the target before each attack,
// and the outcomes are resolved again on reading, so a file never disagrees with the rules.
#include "sessiondata.h"

#include "characterio.h"
#include "gamedatareader.h"
#include "replay.h"
#include "requestio.h"
#include "trackerio.h"
#include "yamlreader.h"

#include <set>

namespace hitspread {

using detail::YamlReader;
using namespace detail;

namespace {

    const char* const fileHeader
        = "# Hitspread session — written by Hitspread; safe to read, edit with care.\n"
          "# hitspread_session is the file format, ruleset the ruleset played. shooter and target\n"
          "# hold character sheets in the character-file format; the target's state is what has\n"
          "# happened to it (hits left per location, armour ID left on each location it covers).\n"
          "# settings is the Shooter panel. Each log entry keeps the request, the dice and the\n"
          "# target before the attack; Hitspread resolves it again on reading and refuses a file\n"
          "# whose log does not replay. tracker is the combat tracker: its combatants name the\n"
          "# session's characters by number (0 the shooter, 1 the target, 2 and on the others).\n";

    // One log entry, its outcome resolved again from the request, dice and target before.
    std::optional<LogEntry> readLogEntry(
        YamlReader& r, const Ruleset& rs, const YAML::Node& node, std::size_t number)
    {
        const Text what = say(HS_TEXT("core", "log entry %1"), number);
        if (!r.checkMap(node, what,
                { "request", "grenade", "dice", "target_before", "others_before" },
                { "dice", "target_before" }))
            return std::nullopt;
        // A shot has its request, a grenade its action: one of the two.
        if (!hasRequestOrGrenade(r, node, what))
            return std::nullopt;
        const std::size_t before = r.errorCount();
        LogEntry entry;
        std::optional<AttackRequest> request;
        if (node["request"])
            request = readRequest(r, rs, node["request"], literal("request"));
        else if (auto grenade = readGrenade(r, rs, node["grenade"], literal("grenade")))
            entry.grenade = std::move(*grenade);
        entry.dice = readFaces(r, node["dice"]);
        auto target = readCharacterState(r, rs, node["target_before"], literal("target_before"));
        if (r.errorCount() != before || (!request && !entry.grenade) || !target)
            return std::nullopt;
        if (request)
            entry.request = std::move(*request);
        entry.targetBefore = std::move(*target);
        if (const YAML::Node others = node["others_before"];
            others && r.isSequence(others, "others_before")) {
            for (const YAML::Node& other : others) {
                auto state
                    = readCharacterState(r, rs, other, say(HS_TEXT("core", "a further target")));
                if (!state)
                    return std::nullopt;
                entry.othersBefore.push_back(std::move(*state));
            }
        }

        Text why;
        if (entry.grenade) {
            auto outcome = replayWithDice(entry.dice, 6, what, why, [&](DiceSource& dice) {
                return resolveGrenade(
                    rs, entry.targetBefore, entry.othersBefore, *entry.grenade, dice);
            });
            if (!outcome) {
                r.error(node, why);
                return std::nullopt;
            }
            entry.grenadeOutcome = std::move(*outcome);
        } else {
            auto outcome = replayWithDice(entry.dice, 6, what, why, [&](DiceSource& dice) {
                return resolveAttack(
                    rs, entry.targetBefore, entry.othersBefore, entry.request, dice);
            });
            if (!outcome) {
                r.error(node, why);
                return std::nullopt;
            }
            entry.outcome = std::move(*outcome);
        }
        return entry;
    }

    std::optional<SessionData> readDocument(YamlReader& r, const Ruleset& rs, const YAML::Node& doc)
    {
        if (!doc.IsDefined() || doc.IsNull()) {
            r.error(YAML::Mark::null_mark(),
                say(HS_TEXT("core", "the file is empty, not a Hitspread session")));
            return std::nullopt;
        }
        if (!r.isMap(doc, say(HS_TEXT("core", "the file"))))
            return std::nullopt;
        // The version and ruleset first: a file from a newer Hitspread or for another
        // ruleset is refused with one message, not one per key or id it does not know.
        if (!readSessionHead(r, doc, "hitspread_session",
                say(HS_TEXT("core",
                    "the file lacks the key 'hitspread_session': it is not a Hitspread session")),
                SessionFormatVersion, rs.id))
            return std::nullopt;
        if (!r.checkMap(doc, say(HS_TEXT("core", "the file")),
                { "hitspread_session", "ruleset", "log_entries", "dice", "shooter", "settings",
                    "target", "others", "grenade", "log", "tracker" },
                { "hitspread_session", "ruleset", "shooter", "settings", "target" }))
            return std::nullopt;

        SessionData session;
        session.rulesetId = rs.id;
        if (const YAML::Node dice = doc["dice"])
            readDice(r, dice, session.dice);
        const YAML::Node shooter = doc["shooter"];
        if (r.checkMap(shooter, "shooter", { "key", "character" }, { "character" })) {
            if (auto sheet = readInlineSheet(r, rs, shooter))
                session.shooter = std::move(*sheet);
        }
        if (auto settings = readRequest(r, rs, doc["settings"], literal("settings")))
            session.settings = std::move(*settings);
        // What is set up now is resolved by the readings of now (the log keeps its own).
        session.settings.rulesRevision = CurrentRulesRevision;
        if (auto target = readCharacterState(r, rs, doc["target"], literal("target")))
            session.target = std::move(*target);
        if (const YAML::Node others = doc["others"]; others && r.isSequence(others, "others")) {
            if (others.size() > 3)
                r.error(
                    others, say(HS_TEXT("core", "the scene holds at most three further targets")));
            for (const YAML::Node& other : others) {
                if (auto state
                    = readCharacterState(r, rs, other, say(HS_TEXT("core", "a further target"))))
                    session.others.push_back(std::move(*state));
            }
        }
        if (const YAML::Node grenade = doc["grenade"]) {
            if (auto action = readGrenade(r, rs, grenade, literal("grenade")))
                session.grenade = std::move(*action);
            session.grenade.request.rulesRevision = CurrentRulesRevision;
        }
        // Older files have no tracker: it stays empty. Read after the others, whose number it
        // checks.
        if (const YAML::Node tracker = doc["tracker"]) {
            const int characters = 2 + static_cast<int>(session.others.size());
            if (auto state = detail::readTracker(r, rs, tracker, characters))
                session.tracker = std::move(*state);
        }
        std::size_t entries = 0;
        if (const YAML::Node log = doc["log"]; log && r.isSequence(log, "log")) {
            for (const YAML::Node& node : log) {
                if (auto entry = readLogEntry(r, rs, node, ++entries))
                    session.log.push_back(std::move(*entry));
            }
        }
        // Files written before the count was kept have none; every later one does.
        if (const YAML::Node count = doc["log_entries"])
            checkLogEntries(r, count, entries);
        return session;
    }

} // namespace

std::string writeCharacter(const Ruleset& ruleset, const CharacterSheet& sheet)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap << YAML::Key << "character" << YAML::Value;
    writeSheet(out, ruleset, sheet);
    out << YAML::EndMap;
    return std::string("# A character of the ") + ruleset.name.english()
        + " ruleset, written by Hitspread.\n" + out.c_str() + "\n";
}

std::string writeSession(const Ruleset& ruleset, const SessionData& session)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    writeSessionHead(out, SessionFormatVersion,
        session.rulesetId.empty() ? ruleset.id : session.rulesetId, session.log.size(),
        session.dice);
    out << YAML::Key << "shooter" << YAML::Value << YAML::BeginMap;
    if (!session.shooter.key.empty())
        out << YAML::Key << "key" << YAML::Value << session.shooter.key;
    out << YAML::Key << "character" << YAML::Value;
    writeSheet(out, ruleset, session.shooter);
    out << YAML::EndMap;
    out << YAML::Key << "settings" << YAML::Value;
    writeRequest(out, session.settings);
    out << YAML::Key << "target" << YAML::Value;
    writeCharacterState(out, ruleset, session.target);
    if (!session.others.empty()) {
        out << YAML::Key << "others" << YAML::Value << YAML::BeginSeq;
        for (const CharacterState& other : session.others)
            writeCharacterState(out, ruleset, other);
        out << YAML::EndSeq;
    }
    if (!session.grenade.request.grenade.empty()) {
        out << YAML::Key << "grenade" << YAML::Value;
        writeGrenade(out, session.grenade);
    }
    out << YAML::Key << "log" << YAML::Value << YAML::BeginSeq;
    for (const LogEntry& entry : session.log) {
        out << YAML::BeginMap;
        if (entry.grenade) {
            out << YAML::Key << "grenade" << YAML::Value;
            writeGrenade(out, *entry.grenade);
        } else {
            out << YAML::Key << "request" << YAML::Value;
            writeRequest(out, entry.request);
        }
        out << YAML::Key << "dice" << YAML::Value << YAML::Flow << entry.dice;
        out << YAML::Key << "target_before" << YAML::Value;
        writeCharacterState(out, ruleset, entry.targetBefore);
        if (!entry.othersBefore.empty()) {
            out << YAML::Key << "others_before" << YAML::Value << YAML::BeginSeq;
            for (const CharacterState& other : entry.othersBefore)
                writeCharacterState(out, ruleset, other);
            out << YAML::EndSeq;
        }
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
    if (!session.tracker.empty()) {
        out << YAML::Key << "tracker" << YAML::Value;
        detail::writeTracker(out, session.tracker);
    }
    out << YAML::EndMap;
    return std::string(fileHeader) + out.c_str() + "\n";
}

SessionLoad readSession(
    const Ruleset& ruleset, const std::string& text, const std::string& fileName)
{
    SessionLoad result;
    YamlReader r(fileName, result.errors);
    result.session = readOneDocument(
        r, text, [&](const YAML::Node& doc) { return readDocument(r, ruleset, doc); });
    return result;
}

} // namespace hitspread
