// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The roll log for spreadsheets and scripts: CSV with one row per die, JSON with one object
// per action. Plain C++, so the window (File > Export Roll Log) and `hitspread-cli session
// FILE --export-log` write the same bytes. The columns and keys are documented in
// docs/user-guide.md; like the CLI's JSON, fields may be added and none renamed.

#include "encounter.h"

#include <optional>
#include <string>
#include <vector>

namespace hitspread {

enum class LogFormat { Csv, Json };
// The format a file name asks for by its extension (.csv or .json, any case), or none.
std::optional<LogFormat> logFormatFor(const std::string& path);

// What one action of the log came to, as the export and the player display say it.
struct ActionSummary {
    std::string action; // single, double, semi, burst, full, melee, throw, floor, jump
    std::string item; // the weapon's or the grenade's id
    bool hit = false; // a shot or bullet on a body; a grenade that caught someone
    int hits = 0; // shots or bullets on a body; for a grenade, the characters caught
    int shots = 0; // shots or bullets fired; a grenade is one
    std::vector<int> locations; // every location hit, in order (location indices)
    int damage = 0; // damage to the body, all targets together
};
ActionSummary summarizeAction(const LogEntry& entry);

// The whole log of an encounter as CSV: a header row, then one row per die of each action
// (an action that rolled no die has one row with the die columns empty). Fields holding a
// comma, a quote or a line break are quoted, quotes doubled (RFC 4180); lines end in "\n".
std::string rollLogCsv(const Ruleset& ruleset, const Encounter& encounter);
// The same as a JSON document: {"ruleset", "entries": [{…}, …]}, with every shot's landing
// and every target as the action left it.
std::string rollLogJson(const Ruleset& ruleset, const Encounter& encounter);
std::string exportRollLog(const Ruleset& ruleset, const Encounter& encounter, LogFormat format);

} // namespace hitspread
