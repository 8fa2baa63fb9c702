// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the views ask of the combat tracker: the order of a phase, who acts next, the actions
// left, a combatant's summary.
#include "tracker.h"

#include "trackershared.h"

#include <algorithm>

namespace hitspread {

using namespace detail;

int effectiveInitiative(const TrackerEntry& c, int phase)
{
    int total = c.initiative;
    bool martialArts = false;
    for (const InitiativeChange& ch : c.initiativeChanges) {
        switch (ch.effect) {
        case InitiativeEffect::KnockedDown:
            // §7: "gets its Initiative Total reduced to 0 (and thus acts last in this and all
            // subsequent phases in this round)".
            if (ch.phase <= phase)
                return 0;
            break;
        case InitiativeEffect::KnockedBack:
            // §7: "the victim's Initiative Total is reduced to 0 for this phase".
            if (ch.phase == phase)
                return 0;
            break;
        case InitiativeEffect::QuickDraw:
            // §2: "Quick draw costs 3 initiative". Reading: from the phase of the draw on, for
            // the rest of the round (the total is rolled once a round).
            if (ch.phase <= phase)
                total -= 3;
            break;
        case InitiativeEffect::MartialArts:
            // §2: the rank is added "in order to determine who acts first in a given phase".
            if (ch.phase == phase)
                martialArts = true;
            break;
        }
    }
    return martialArts ? total + c.martialArts : total;
}

std::vector<int> phaseOrder(const TrackerState& state, int phase)
{
    std::vector<int> order;
    if (phase < 1 || phase > PhasesPerRound)
        return order;
    for (std::size_t i = 0; i < state.combatants.size(); ++i) {
        const TrackerEntry& c = state.combatants[i];
        if (c.inRound && (c.plan[at(phase)] > 0 || c.extraActions > 0))
            order.push_back(static_cast<int>(i));
    }
    // §10: "act in order of initiative total (highest first)". The rules say nothing of ties.
    // Reading: the higher INI first (the quicker character once luck is taken out), then the
    // higher DEX, then the order of the list, which the referee controls.
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const TrackerEntry& x = state.combatants[static_cast<std::size_t>(a)];
        const TrackerEntry& y = state.combatants[static_cast<std::size_t>(b)];
        const int ix = effectiveInitiative(x, phase);
        const int iy = effectiveInitiative(y, phase);
        if (ix != iy)
            return ix > iy;
        if (x.ini != y.ini)
            return x.ini > y.ini;
        return x.dex > y.dex;
    });
    return order;
}

std::optional<int> nextToAct(
    const Ruleset& ruleset, const TrackerState& state, const Roster& characters)
{
    if (!state.roundOpen)
        return std::nullopt;
    for (int index : phaseOrder(state, state.phase)) {
        const TrackerEntry& c = state.combatants[static_cast<std::size_t>(index)];
        if (actionsLeftInPhase(c, state.phase) <= 0 || c.character < 0
            || static_cast<std::size_t>(c.character) >= characters.size())
            continue;
        if (characters[static_cast<std::size_t>(c.character)].status(ruleset)
            == CharacterStatus::Ok)
            return index;
    }
    return std::nullopt;
}

int actionsLeftInPhase(const TrackerEntry& c, int phase)
{
    if (!c.inRound || phase < 1 || phase > PhasesPerRound)
        return 0;
    return std::max(0, c.plan[at(phase)] - c.used[at(phase)]);
}

int extraActionsLeft(const TrackerEntry& c)
{
    return c.inRound ? std::max(0, c.extraActions - c.extraUsed) : 0;
}

int actionsLeftInRound(const TrackerState& state, const TrackerEntry& c)
{
    if (!state.roundOpen || !c.inRound)
        return 0;
    int left = extraActionsLeft(c);
    for (int p = state.phase; p <= PhasesPerRound; ++p)
        left += actionsLeftInPhase(c, p);
    return left;
}

std::optional<int> findCombatant(const TrackerState& state, const std::string& name)
{
    for (std::size_t i = 0; i < state.combatants.size(); ++i) {
        if (state.combatants[i].name == name)
            return static_cast<int>(i);
    }
    return std::nullopt;
}

CombatantSummary summarize(
    const Ruleset& ruleset, const TrackerState& state, const Roster& characters, int combatant)
{
    const TrackerEntry& c = combatantAt(state, combatant);
    const CharacterState& character = characterOf(characters, c);
    CombatantSummary s;
    s.name = c.name;
    s.inRound = c.inRound;
    s.initiative = c.inRound ? effectiveInitiative(c, state.phase) : 0;
    s.initiativeDice = c.initiativeDice;
    s.ini = c.ini;
    if (state.roundOpen) {
        s.actionsLeftInPhase = actionsLeftInPhase(c, state.phase);
        s.actionsLeftInRound = actionsLeftInRound(state, c);
        s.extraActionsLeft = extraActionsLeft(c);
        s.held = static_cast<int>(c.held.size());
    }
    s.wounds = character.wounds;
    s.woundPenalty = character.woundPenalty();
    s.status = character.status(ruleset);
    s.bleeding = bleedingRate(character.wounds);
    if (s.bleeding.interval > 0 && s.status != CharacterStatus::Dead)
        s.roundsUntilBleeding = std::max(1, s.bleeding.interval - c.bleedRounds);
    return s;
}

} // namespace hitspread
