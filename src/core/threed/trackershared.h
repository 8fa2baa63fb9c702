// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the combat tracker's files (tracker.cpp, trackerround.cpp, trackerviews.cpp):
// the look-ups, checks and log texts that more than one of them needs.

#include "tracker.h"

#include <array>
#include <cstddef>
#include <string>

namespace hitspread::detail {

inline std::string number(int value)
{
    return std::to_string(value);
}

// A log line of the current phase: "Round 1, phase 2: …".
// "1 action", "3 actions".
inline Text actionsCount(int n)
{
    return n == 1 ? say(HS_TEXT("core", "%1 action"), n) : say(HS_TEXT("core", "%1 actions"), n);
}

inline Text when(const TrackerState& s, const Text& line)
{
    return say(HS_TEXT("core", "Round %1, phase %2: %3"), s.round, s.phase, line);
}

// The index of a phase (1 to 3) in a combatant's per-phase arrays.
inline std::size_t at(int phase)
{
    return static_cast<std::size_t>(phase - 1);
}

template <typename State> // TrackerState or const TrackerState
auto& combatantAt(State& s, int index)
{
    if (index < 0 || static_cast<std::size_t>(index) >= s.combatants.size())
        throw Refused(s.combatants.size() == 1
                ? say(HS_TEXT("core", "there is no combatant %1 (the tracker has %2 combatant)"),
                    index + 1, s.combatants.size())
                : say(HS_TEXT("core", "there is no combatant %1 (the tracker has %2 combatants)"),
                    index + 1, s.combatants.size()));
    return s.combatants[static_cast<std::size_t>(index)];
}

// The character a combatant stands for, with its sheet.
inline const CharacterState& characterOf(const Roster& roster, const TrackerEntry& c)
{
    if (c.character < 0 || static_cast<std::size_t>(c.character) >= roster.size())
        throw Refused(say(HS_TEXT("core", "%1's character is no longer in the session"), c.name));
    const CharacterState& character = roster[static_cast<std::size_t>(c.character)];
    if (!character.sheet)
        throw Refused(say(HS_TEXT("core", "%1 has no character sheet"), c.name));
    return character;
}

inline void requireOpenRound(const TrackerState& s)
{
    if (s.roundOpen)
        return;
    if (s.round == 0)
        throw Refused(say(HS_TEXT("core", "the fight has not begun: start a round first")));
    throw Refused(say(HS_TEXT("core", "round %1 is over: start the next round first"), s.round));
}

inline Text phasesText(const std::array<int, PhasesPerRound>& actions)
{
    static_assert(PhasesPerRound == 3);
    return say(HS_TEXT("core", "phase 1: %1, phase 2: %2, phase 3: %3"), actions[0], actions[1],
        actions[2]);
}

} // namespace hitspread::detail
