// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared set-up of the combat tracker tests: characters from the shipped ruleset (or sheets
// whose stats a test controls), a tracker holding them, and whole rounds played with typed dice.

#include "testsupport.h"
#include "tracker.h"

#include <QStringList>
#include <QTest>

namespace hitspread::test {

// A sample character of the shipped ruleset, unhurt. Their §2 figures, worked out by hand:
//   operative  Max.Rock  INI 13, DEX 6, 2 actions, Incap 30
//   frother    Wickham   INI 14, DEX 7, 2 actions, Incap 32
//   stormer    Stoo      INI 15, DEX 7, 2 actions, Incap 50, regenerates
//   gunner     Torn      INI 13, DEX 6, 2 actions
//   vevaphon   Ooze      INI 13, DEX 8, 1 action
inline CharacterState sample(const std::string& key)
{
    return CharacterState::fromSheet(shippedRuleset(), shippedRuleset().characters.at(key));
}

// A character with the given stats and skills; hits and Incap as Max.Rock's.
inline CharacterState custom(
    const std::string& name, const Stats& stats, std::map<std::string, int> skills = {})
{
    CharacterSheet sheet = shippedRuleset().characters.at("operative");
    sheet.key.clear();
    sheet.name = name;
    sheet.stats = stats;
    sheet.skills = std::move(skills);
    return CharacterState::fromSheet(shippedRuleset(), sheet);
}

// Gives a character `count` wounds on one location (as damage.cpp counts them).
inline void wound(CharacterState& character, const std::string& location, int count)
{
    const int index = shippedRuleset().body.locationIndex(location);
    QVERIFY(index >= 0);
    character.wounds += count;
    character.locations[static_cast<std::size_t>(index)].wounds += count;
}

inline LocationState& locationOf(CharacterState& character, const std::string& location)
{
    return character
        .locations[static_cast<std::size_t>(shippedRuleset().body.locationIndex(location))];
}

// Every character of the roster a combatant, in roster order.
inline TrackerState trackerOf(const Roster& roster)
{
    TrackerState state;
    for (int i = 0; i < static_cast<int>(roster.size()); ++i)
        state = addCombatant(state, roster, i).state;
    return state;
}

inline TrackerStep startWith(const TrackerState& state, const Roster& roster,
    std::vector<int> faces, const Ruleset& ruleset = shippedRuleset())
{
    TypedDice dice(std::move(faces));
    TrackerStep step = startRound(ruleset, state, roster, dice);
    if (dice.remaining() != 0)
        qFatal("startWith: %zu faces left over", dice.remaining());
    return step;
}

// One whole round: initiative with 3s for everyone able to roll, nobody acts, the three
// phases end. The characters the end of the round changed replace the roster; returns the
// round's log.
inline QStringList playRound(TrackerState& state, Roster& roster)
{
    QStringList log;
    auto collect = [&](const TrackerStep& step) {
        for (const Text& line : step.log)
            log << QString::fromStdString(line.english());
    };
    std::size_t rolling = 0;
    for (const TrackerEntry& c : state.combatants) {
        if (roster[static_cast<std::size_t>(c.character)].status(shippedRuleset())
            == CharacterStatus::Ok)
            ++rolling;
    }
    TrackerStep step = startWith(state, roster, std::vector<int>(3 * rolling, 3));
    collect(step);
    for (int phase = 1; phase <= PhasesPerRound; ++phase) {
        step = endPhase(shippedRuleset(), step.state, roster);
        collect(step);
    }
    state = step.state;
    if (step.characters)
        roster = *step.characters;
    return log;
}

inline QStringList lines(const std::vector<Text>& log)
{
    QStringList out;
    for (const Text& line : log)
        out << QString::fromStdString(line.english());
    return out;
}

inline QStringList names(const TrackerState& state, const std::vector<int>& order)
{
    QStringList out;
    for (int index : order)
        out << QString::fromStdString(state.combatants[static_cast<std::size_t>(index)].name);
    return out;
}

} // namespace hitspread::test

// The reason a step was refused, or "" when it was not.
#define REFUSAL(expression)                                                                        \
    [&]() -> QString {                                                                             \
        try {                                                                                      \
            (void)(expression);                                                                    \
        } catch (const hitspread::Refused& refused) {                                              \
            return QString::fromStdString(refused.what());                                         \
        }                                                                                          \
        return QString();                                                                          \
    }()
