// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attack.h"
#include "rulesetreader.h"
#include "tracker.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hitspread {

// The version written into session files; a file with a higher one is refused.
// 2: the combat tracker (`tracker`); files of format 1 still load.
constexpr int SessionFormatVersion = 2;

// One resolved action in the roll log: what was asked, the dice used, and the target as it
// stood before. The outcome is recomputed from these (resolvers are pure), so a session file
// never stores a trace that could disagree with the rules.
struct LogEntry {
    AttackRequest request;
    std::vector<int> dice;
    CharacterState targetBefore;
    std::vector<CharacterState> othersBefore; // walking fire: the scene's further targets
    Outcome outcome;
};

// Where the session's dice come from.
struct DiceSettings {
    bool typed = false; // "I roll my dice" instead of Hitspread's seeded generator
    std::uint64_t seed = 1;
    std::uint64_t facesUsed = 0; // how far into the seed's sequence the session has rolled
};

// Everything a session file holds: the table's state, not the program's.
struct SessionData {
    std::string rulesetId;
    CharacterSheet shooter;
    AttackRequest settings; // the Shooter panel: weapon, aims, range … and the aimed hex
    CharacterState target;
    std::vector<CharacterState> others; // further targets side by side, for walking fire (§6)
    std::vector<LogEntry> log;
    DiceSettings dice;
    TrackerState tracker; // the combat tracker; its combatants index sessionCharacters()
};

// The session's characters as the combat tracker numbers them (Combatant::character): 0 the
// shooter, 1 the target, 2 and on the further targets. A session keeps no damage for the
// shooter, so the shooter stands as its sheet.
Roster sessionCharacters(const Ruleset& ruleset, const SessionData& session);
// Takes back the characters a tracker step changed (TrackerStep::characters): the target and
// the further targets.
void adoptSessionCharacters(SessionData& session, const Roster& characters);

struct SessionLoad {
    std::optional<SessionData> session;
    std::vector<LoadError> errors; // file:line:column, like ruleset errors
};

// Writes a session as YAML text (the caller writes it atomically).
std::string writeSession(const Ruleset& ruleset, const SessionData& session);
// Reads a session against the loaded ruleset: all or nothing. A file from a newer version
// of Hitspread, for another ruleset, or with unknown ids is refused with its position.
SessionLoad readSession(const Ruleset& ruleset, const std::string& text, const std::string& fileName);

} // namespace hitspread
