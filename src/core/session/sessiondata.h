// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attack.h"
#include "characterfile.h"
#include "grenade.h"
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
// A grenade (§9) has its action in place of the request, and its outcome beside the shot's.
struct LogEntry {
    AttackRequest request;
    std::optional<GrenadeAction> grenade; // a grenade thrown, on the floor or jumped on
    std::vector<int> dice;
    CharacterState targetBefore;
    std::vector<CharacterState> othersBefore; // walking fire: the scene's further targets
    Outcome outcome; // a shot's; empty for a grenade
    GrenadeOutcome grenadeOutcome; // a grenade's

    const CharacterState& targetAfter() const
    {
        return grenade ? grenadeOutcome.targetAfter : outcome.targetAfter;
    }
    const std::vector<CharacterState>& othersAfter() const
    {
        return grenade ? grenadeOutcome.othersAfter : outcome.othersAfter;
    }
    // The steps a replay reveals one by one: a shot's bullets; a throw's flight to the
    // deviated point and, beyond optimum range, its drift down; a jump has none.
    int steps() const
    {
        if (!grenade)
            return static_cast<int>(outcome.shots.size());
        if (!grenadeOutcome.thrown)
            return 0;
        return grenadeOutcome.thrown->drift > 0 ? 2 : 1;
    }
};

// Where the session's dice come from.
struct DiceSettings {
    bool typed = false; // "I roll my dice" instead of Hitspread's seeded generator
    std::uint64_t seed = 1;
    std::uint64_t facesUsed = 0; // how far into the seed's sequence the session has rolled
    bool operator==(const DiceSettings&) const = default;
};

// Everything a session file holds: the table's state, not the program's.
struct SessionData {
    std::string rulesetId;
    CharacterSheet shooter;
    AttackRequest settings; // the Shooter panel: weapon, aims, range … and the aimed hex
    CharacterState target;
    std::vector<CharacterState> others; // further targets side by side, for walking fire (§6)
    // The Grenade panel: the grenade, how it is thrown and how far the further targets stand
    // from the impact point (the impact point itself is the hex aimed at in `settings`).
    GrenadeAction grenade;
    std::vector<LogEntry> log;
    DiceSettings dice;
    TrackerState tracker; // the combat tracker; its combatants index sessionCharacters()
};

// The session's characters as the combat tracker numbers them (TrackerEntry::character): 0 the
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
SessionLoad readSession(
    const Ruleset& ruleset, const std::string& text, const std::string& fileName);

} // namespace hitspread
