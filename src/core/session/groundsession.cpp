// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Ground session files: the ground map's scene, the action set up and the roll log as YAML
// that people can read. The log keeps each action, the scene before it and the dice it used;
// the outcomes are resolved again on reading, so a file never disagrees with the rules.
#include "groundsession.h"

#include "characterio.h"
#include "replay.h"
#include "ruleset.h"
#include "yamlreader.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <set>

namespace hitspread {

using detail::YamlReader;
using namespace detail;

namespace {

    const char* const fileHeader
        = "# Hitspread ground map session — written by Hitspread; safe to read, edit with care.\n"
          "# hitspread_ground_session is the file format, ruleset the ruleset played. A scene "
          "lists\n"
          "# its sides (name and colour) and its figures (a character of the ruleset by key, the\n"
          "# name shown, its side counted from 0, the hex q/r it stands on and what the system\n"
          "# tracks of it), the figure that acts (shooter, counted from 0) and the intended point "
          "of\n"
          "# a throw (aim). start is the scene when the log began, scene the scene now, action "
          "what\n"
          "# is set up to happen next. dice says who rolls: the players (typed) or Hitspread's\n"
          "# generator of seed, faces_used faces into it. round is the tracker's round under way:\n"
          "# its turns in order (the figure, its initiative score, its first or second action,\n"
          "# whether it acts with the turn before) and the current one. Each log entry keeps the\n"
          "# action, the dice it used and the scene before it; Hitspread resolves it again on\n"
          "# reading and refuses a file whose log does not replay. log_entries closes the file: a\n"
          "# file cut short is refused.\n";

    void writeHex(YAML::Emitter& out, Hex hex)
    {
        out << YAML::Flow << YAML::BeginMap << YAML::Key << "q" << YAML::Value << hex.q << YAML::Key
            << "r" << YAML::Value << hex.r << YAML::EndMap;
    }

    void writeRound(YAML::Emitter& out, const ground::Round& round)
    {
        out << YAML::BeginMap;
        out << YAML::Key << "number" << YAML::Value << round.number;
        out << YAML::Key << "current" << YAML::Value << round.current;
        out << YAML::Key << "turns" << YAML::Value << YAML::BeginSeq;
        for (const ground::Turn& t : round.turns) {
            out << YAML::Flow << YAML::BeginMap;
            out << YAML::Key << "figure" << YAML::Value << t.figure;
            out << YAML::Key << "score" << YAML::Value << t.score;
            out << YAML::Key << "action" << YAML::Value << t.action;
            out << YAML::Key << "with_previous" << YAML::Value << t.withPrevious;
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
        out << YAML::EndMap;
    }

    void writeScene(YAML::Emitter& out, const ground::Scene& scene)
    {
        out << YAML::BeginMap;
        out << YAML::Key << "shooter" << YAML::Value << scene.shooter;
        out << YAML::Key << "aim" << YAML::Value;
        writeHex(out, scene.aim);
        out << YAML::Key << "sides" << YAML::Value << YAML::BeginSeq;
        for (const Side& side : scene.sides) {
            out << YAML::Flow << YAML::BeginMap;
            out << YAML::Key << "name" << YAML::Value << side.name;
            out << YAML::Key << "colour" << YAML::Value << side.colour;
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
        out << YAML::Key << "figures" << YAML::Value << YAML::BeginSeq;
        for (const ground::Figure& f : scene.figures) {
            out << YAML::BeginMap;
            out << YAML::Key << "character" << YAML::Value << f.character;
            out << YAML::Key << "name" << YAML::Value << f.name;
            out << YAML::Key << "side" << YAML::Value << f.side;
            out << YAML::Key << "position" << YAML::Value;
            writeHex(out, f.position);
            if (!f.weapon.empty())
                out << YAML::Key << "weapon" << YAML::Value << f.weapon;
            if (!f.mode.empty())
                out << YAML::Key << "mode" << YAML::Value << f.mode;
            if (!f.state.empty()) {
                out << YAML::Key << "state" << YAML::Value << YAML::Flow << YAML::BeginMap;
                for (const auto& [key, value] : f.state)
                    out << YAML::Key << key << YAML::Value << value;
                out << YAML::EndMap;
            }
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
        out << YAML::EndMap;
    }

    void writeAction(YAML::Emitter& out, const ground::Action& action)
    {
        out << YAML::BeginMap;
        if (!action.procedure.empty())
            out << YAML::Key << "procedure" << YAML::Value << action.procedure;
        out << YAML::Key << "weapon" << YAML::Value << action.weapon;
        if (!action.mode.empty())
            out << YAML::Key << "mode" << YAML::Value << action.mode;
        out << YAML::Key << "throw" << YAML::Value << action.isThrow;
        out << YAML::Key << "target" << YAML::Value << action.target;
        out << YAML::Key << "situations" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (const std::string& id : action.situations)
            out << id;
        out << YAML::EndSeq;
        out << YAML::Key << "modifier" << YAML::Value << action.modifier;
        out << YAML::Key << "options" << YAML::Value << YAML::Flow << YAML::BeginMap;
        for (const auto& [id, value] : action.options)
            out << YAML::Key << id << YAML::Value << value;
        out << YAML::EndMap;
        out << YAML::EndMap;
    }

} // namespace

std::string writeGroundSession(const Ruleset& ruleset, const GroundSessionData& session)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    out << YAML::Key << "hitspread_ground_session" << YAML::Value << GroundSessionFormatVersion;
    out << YAML::Key << "ruleset" << YAML::Value
        << (session.rulesetId.empty() ? ruleset.id : session.rulesetId);
    out << YAML::Key << "action" << YAML::Value;
    writeAction(out, session.action);
    out << YAML::Key << "start" << YAML::Value;
    writeScene(out, session.start);
    out << YAML::Key << "scene" << YAML::Value;
    writeScene(out, session.scene);
    out << YAML::Key << "dice" << YAML::Value;
    writeDice(out, session.dice);
    if (session.round.number > 0) {
        out << YAML::Key << "round" << YAML::Value;
        writeRound(out, session.round);
    }
    out << YAML::Key << "log" << YAML::Value << YAML::BeginSeq;
    for (const GroundSessionEntry& entry : session.log) {
        out << YAML::BeginMap;
        out << YAML::Key << "action" << YAML::Value;
        writeAction(out, entry.action);
        out << YAML::Key << "dice" << YAML::Value << YAML::Flow << entry.dice;
        out << YAML::Key << "before" << YAML::Value;
        writeScene(out, entry.before);
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
    out << YAML::Key << "log_entries" << YAML::Value << session.log.size();
    out << YAML::EndMap;
    return std::string(fileHeader) + out.c_str() + "\n";
}

} // namespace hitspread
