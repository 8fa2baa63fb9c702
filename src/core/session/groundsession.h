// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Session files of the ground map (the systems of rules/other-systems.md): the scene, the
// action set up, and the roll log as YAML that people can read. Like the body diagram's
// session files, the log keeps what was asked, the scene before it and the dice; the
// outcomes are resolved again on reading, so a file never disagrees with the rules.

#include "ground.h"
#include "loaderror.h"
#include "ruleset.h"
#include "sessiondata.h"

#include <optional>
#include <string>
#include <vector>

namespace hitspread {

// The version written into ground session files; a file with a higher one is refused.
// Format 2 adds the dice record; files of format 1 open with Hitspread's dice at seed 1.
// Format 3 adds each figure's readiness (the weapon in hand and its mode).
constexpr int GroundSessionFormatVersion = 3;

// One resolved action of the roll log.
struct GroundSessionEntry {
    ground::Action action;
    ground::Scene before; // the scene the action was resolved on
    std::vector<int> dice; // every face it used, in order
    ground::Outcome outcome; // resolved again from the three above when read; not written
};

struct GroundSessionData {
    std::string rulesetId; // empty: the ruleset written with
    int fileFormat = GroundSessionFormatVersion; // the format of the file it was read from
    ground::Scene start; // the scene at the start of the log
    ground::Scene scene; // the scene now
    ground::Action action; // what is set up to happen next
    DiceSettings dice; // Hitspread's or the player's, the seed and the faces rolled
    ground::Round round; // the tracker: the round under way, its order, whose turn it is
    std::vector<GroundSessionEntry> log;
};

struct GroundSessionLoad {
    std::optional<GroundSessionData> session; // set only when there is no error at all
    std::vector<LoadError> errors; // file:line:column
};

// Writes a ground session as YAML text (the caller writes it atomically). The ruleset must
// play on the ground map.
std::string writeGroundSession(const Ruleset& ruleset, const GroundSessionData& session);
// Reads a ground session against the loaded ruleset: all or nothing. Every id is checked
// against the ruleset's engine and every log entry is replayed with its dice; what does not
// fit is said with its position. Never throws.
GroundSessionLoad readGroundSession(
    const Ruleset& ruleset, const std::string& text, const std::string& fileName);

} // namespace hitspread
