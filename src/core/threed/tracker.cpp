// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The combat tracker's combatants and the actions of a phase; the start and end of a round
// are in trackerround.cpp, what the views ask in trackerviews.cpp.
#include "tracker.h"

#include "derived.h"
#include "trackershared.h"

#include <algorithm>
#include <numeric>

namespace hitspread {

using namespace detail;

namespace {
    void requireInRound(const TrackerState& s, const TrackerEntry& c)
    {
        requireOpenRound(s);
        if (!c.inRound)
            throw Refused(say(HS_TEXT("core",
                                  "%1 has no part in round %2 (joined after it began, or was out "
                                  "of the fight when it began)"),
                c.name, s.round));
    }

    // A combatant who may act now: in the round, conscious and alive.
    void requireCanAct(
        const Ruleset& rs, const TrackerState& s, const Roster& roster, const TrackerEntry& c)
    {
        requireInRound(s, c);
        const CharacterStatus status = characterOf(roster, c).status(rs);
        if (status != CharacterStatus::Ok)
            throw Refused(status == CharacterStatus::Dead
                    ? say(HS_TEXT("core", "%1 is dead and cannot act"), c.name)
                    : say(HS_TEXT("core", "%1 is unconscious and cannot act"), c.name));
    }

    // Why a combatant cannot act in the phase, and when it can next.
    Text noActionReason(const TrackerState& s, const TrackerEntry& c)
    {
        const int p = s.phase;
        const Text reason = c.plan[at(p)] == 0
            ? say(HS_TEXT("core", "%1 has no action planned in phase %2"), c.name, p)
            : c.plan[at(p)] == 1
            ? say(HS_TEXT("core", "%1 has taken its planned action in phase %2"), c.name, p)
            : say(HS_TEXT("core", "%1 has taken all its planned actions in phase %2"), c.name, p);
        for (int q = p + 1; q <= PhasesPerRound; ++q) {
            if (c.plan[at(q)] > c.used[at(q)])
                return say(HS_TEXT("core", "%1; its next is in phase %2"), reason, q);
        }
        return say(HS_TEXT("core", "%1; it has no action left this round"), reason);
    }

    // Spends one action of the current phase: a planned one while the phase has one, else an
    // extra one (§10: extra actions from advantages can be taken in any phase). True for extra.
    bool spendAction(const TrackerState& s, TrackerEntry& c)
    {
        const std::size_t p = at(s.phase);
        if (c.used[p] < c.plan[p]) {
            ++c.used[p];
            return false;
        }
        if (c.extraUsed < c.extraActions) {
            ++c.extraUsed;
            return true;
        }
        throw Refused(noActionReason(s, c));
    }

    Text leftText(const TrackerState& s, const TrackerEntry& c)
    {
        const int inPhase = actionsLeftInPhase(c, s.phase);
        return inPhase == 1 ? say(HS_TEXT("core", "%1 action left in this phase, %2 this round"),
                   inPhase, actionsLeftInRound(s, c))
                            : say(HS_TEXT("core", "%1 actions left in this phase, %2 this round"),
                                inPhase, actionsLeftInRound(s, c));
    }

    const Name& skillName(const Ruleset& rs, const std::string& id)
    {
        auto it = rs.skills.find(id);
        if (it == rs.skills.end())
            throw Refused(say(HS_TEXT("core", "unknown skill '%1'"), id));
        return it->second;
    }
}

const char* toString(InitiativeEffect effect)
{
    switch (effect) {
    case InitiativeEffect::QuickDraw:
        return "quick_draw";
    case InitiativeEffect::MartialArts:
        return "martial_arts";
    case InitiativeEffect::KnockedBack:
        return "knocked_back";
    case InitiativeEffect::KnockedDown:
        return "knocked_down";
    }
    return "quick_draw";
}

std::optional<InitiativeEffect> initiativeEffectFromString(const std::string& text)
{
    for (InitiativeEffect e : { InitiativeEffect::QuickDraw, InitiativeEffect::MartialArts,
             InitiativeEffect::KnockedBack, InitiativeEffect::KnockedDown }) {
        if (text == toString(e))
            return e;
    }
    return std::nullopt;
}

// ---------------------------------------------------------------- combatants

TrackerStep addCombatant(
    const TrackerState& state, const Roster& characters, int character, const std::string& name)
{
    if (character < 0 || static_cast<std::size_t>(character) >= characters.size())
        throw Refused(say(HS_TEXT("core", "there is no character %1 in the session (it has %2)"),
            character + 1, characters.size()));
    const CharacterState& joining = characters[static_cast<std::size_t>(character)];
    if (!joining.sheet)
        throw Refused(say(HS_TEXT("core", "character %1 has no character sheet"), character + 1));
    for (const TrackerEntry& c : state.combatants) {
        if (c.character == character)
            throw Refused(say(
                HS_TEXT("core", "%1 is already in the fight as %2"), joining.sheet->name, c.name));
    }
    auto taken = [&](const std::string& candidate) {
        return std::any_of(state.combatants.begin(), state.combatants.end(),
            [&](const TrackerEntry& c) { return c.name == candidate; });
    };
    TrackerEntry c;
    c.character = character;
    if (!name.empty()) {
        if (taken(name))
            throw Refused(say(HS_TEXT("core", "a combatant is already called %1"), name));
        c.name = name;
    } else {
        // Two copies of one character file (walking fire's further targets) get numbers.
        const std::string base = joining.sheet->name.empty() ? "Combatant" : joining.sheet->name;
        c.name = base;
        for (int n = 2; taken(c.name); ++n)
            c.name = base + " " + number(n);
    }
    TrackerStep step;
    step.state = state;
    step.state.combatants.push_back(c);
    if (state.roundOpen)
        step.log.push_back(when(state,
            say(HS_TEXT("core", "%1 joins the fight and acts from round %2."), c.name,
                state.round + 1)));
    else
        step.log.push_back(say(HS_TEXT("core", "%1 joins the fight."), c.name));
    return step;
}

TrackerStep removeCombatant(const TrackerState& state, int combatant)
{
    TrackerStep step;
    step.state = state;
    const std::string name = combatantAt(step.state, combatant).name;
    step.state.combatants.erase(step.state.combatants.begin() + combatant);
    step.log.push_back(say(HS_TEXT("core", "%1 leaves the fight."), name));
    return step;
}

TrackerStep setExtraActions(const TrackerState& state, int combatant, int extraActions)
{
    TrackerStep step;
    step.state = state;
    TrackerEntry& c = combatantAt(step.state, combatant);
    if (extraActions < 0 || extraActions > 9)
        throw Refused(say(HS_TEXT("core", "extra actions run from 0 to 9, not %1"), extraActions));
    if (state.roundOpen && c.inRound && extraActions < c.extraUsed)
        throw Refused(c.extraUsed == 1
                ? say(HS_TEXT("core", "%1 has already taken %2 extra action this round"), c.name,
                    c.extraUsed)
                : say(HS_TEXT("core", "%1 has already taken %2 extra actions this round"), c.name,
                    c.extraUsed));
    c.extraActions = extraActions;
    step.log.push_back(extraActions == 1
            ? say(HS_TEXT("core", "%1 has %2 extra action a round, to take in any phase."), c.name,
                extraActions)
            : say(HS_TEXT("core", "%1 has %2 extra actions a round, to take in any phase."), c.name,
                extraActions));
    return step;
}

TrackerState withoutCharacter(const TrackerState& state, int character)
{
    TrackerState s = state;
    std::erase_if(s.combatants, [&](const TrackerEntry& c) { return c.character == character; });
    for (TrackerEntry& c : s.combatants) {
        if (c.character > character)
            --c.character;
    }
    return s;
}

// ---------------------------------------------------------------- the phase

TrackerStep planActions(
    const TrackerState& state, int combatant, std::array<int, PhasesPerRound> plan)
{
    TrackerStep step;
    step.state = state;
    TrackerEntry& c = combatantAt(step.state, combatant);
    requireInRound(state, c);
    for (int p = 1; p <= PhasesPerRound; ++p) {
        if (plan[at(p)] < 0)
            throw Refused(say(HS_TEXT("core", "phase %1 cannot have fewer than 0 actions"), p));
        if (p < state.phase && plan[at(p)] != c.plan[at(p)])
            throw Refused(
                say(HS_TEXT("core", "phase %1 is over: its actions cannot be planned anew"), p));
        if (p >= state.phase && plan[at(p)] < c.used[at(p)])
            throw Refused(c.used[at(p)] == 1
                    ? say(HS_TEXT("core", "%1 has already taken %2 action in phase %3"), c.name,
                        c.used[at(p)], p)
                    : say(HS_TEXT("core", "%1 has already taken %2 actions in phase %3"), c.name,
                        c.used[at(p)], p));
    }
    const int total = std::accumulate(plan.begin(), plan.end(), 0);
    if (total != c.actions)
        throw Refused(c.actions == 1
                ? say(HS_TEXT("core", "%1 has %2 action this round, and the plan spreads %3"),
                    c.name, c.actions, total)
                : say(HS_TEXT("core", "%1 has %2 actions this round, and the plan spreads %3"),
                    c.name, c.actions, total));
    c.plan = plan;
    step.log.push_back(when(state, say(HS_TEXT("core", "%1 plans %2."), c.name, phasesText(plan))));
    return step;
}

TrackerStep takeAction(const Ruleset& ruleset, const TrackerState& state, const Roster& characters,
    int combatant, const Name& what)
{
    TrackerStep step;
    step.state = state;
    TrackerEntry& c = combatantAt(step.state, combatant);
    requireCanAct(ruleset, state, characters, c);
    const bool extra = spendAction(state, c);
    const Text left = leftText(state, c);
    if (what.empty())
        step.log.push_back(when(state,
            extra ? say(HS_TEXT("core", "%1 takes an extra action (%2)."), c.name, left)
                  : say(HS_TEXT("core", "%1 acts (%2)."), c.name, left)));
    else
        step.log.push_back(when(state,
            extra ? say(HS_TEXT("core", "%1 takes an extra action: %2 (%3)."), c.name, what, left)
                  : say(HS_TEXT("core", "%1 acts: %2 (%3)."), c.name, what, left)));
    return step;
}

TrackerStep loseRound(const TrackerState& state, int combatant)
{
    TrackerStep step;
    step.state = state;
    TrackerEntry& c = combatantAt(step.state, combatant);
    requireInRound(state, c);
    const int lost = actionsLeftInRound(state, c);
    for (int q = state.phase; q <= PhasesPerRound; ++q)
        c.used[at(q)] = std::max(c.used[at(q)], c.plan[at(q)]);
    c.extraUsed = c.extraActions;
    c.held.clear();
    step.log.push_back(when(state,
        say(HS_TEXT("core", "%1 loses the rest of the round: %2 left untaken."), c.name,
            actionsCount(lost))));
    return step;
}

int freeParriesLeft(const Ruleset& ruleset, const TrackerEntry& combatant, const Roster& characters)
{
    const CharacterState& character = characterOf(characters, combatant);
    // §2: "free parries per combat round; this is equal to the number of his Actions divided
    // by 2" (the ruleset's formula).
    const int free = std::max(0, deriveValues(ruleset, *character.sheet).freeParries);
    return std::max(0, free - combatant.freeParriesUsed);
}

TrackerStep takeParry(
    const Ruleset& ruleset, const TrackerState& state, const Roster& characters, int combatant)
{
    TrackerStep step;
    step.state = state;
    TrackerEntry& c = combatantAt(step.state, combatant);
    requireCanAct(ruleset, state, characters, c);
    // §8: "The character can take these free parries any time during the Combat Round, even in
    // phases he usually cannot act in. Furthermore, the character can spend regular Actions for
    // Parries … only in phases he can already act in".
    if (freeParriesLeft(ruleset, c, characters) > 0) {
        ++c.freeParriesUsed;
        const int left = freeParriesLeft(ruleset, c, characters);
        step.log.push_back(when(state,
            say(HS_TEXT("core", "%1 parries with a free parry; free parries left this round: %2."),
                c.name, left)));
        return step;
    }
    spendAction(state, c);
    step.log.push_back(when(state,
        say(HS_TEXT("core", "%1 parries with an action, no free parry being left (%2)."), c.name,
            leftText(state, c))));
    return step;
}

TrackerStep holdAction(
    const Ruleset& ruleset, const TrackerState& state, const Roster& characters, int combatant)
{
    TrackerStep step;
    step.state = state;
    TrackerEntry& c = combatantAt(step.state, combatant);
    requireCanAct(ruleset, state, characters, c);
    // §10: the holder "forfeits his right to act at his Initiative Total, but gains the right
    // to act any time later in the same phase": the action is spent now and used later.
    spendAction(state, c);
    c.held.push_back({});
    step.log.push_back(when(state,
        say(HS_TEXT(
                "core", "%1 holds an opportunity action, to act at any time later in phase %2."),
            c.name, state.phase)));
    return step;
}

TrackerStep useOpportunity(const Ruleset& ruleset, const TrackerState& state,
    const Roster& characters, int combatant, const Name& what)
{
    TrackerStep step;
    step.state = state;
    TrackerEntry& c = combatantAt(step.state, combatant);
    requireCanAct(ruleset, state, characters, c);
    if (c.held.empty())
        throw Refused(say(
            HS_TEXT("core", "%1 holds no opportunity action in phase %2"), c.name, state.phase));
    const HeldAction held = c.held.front();
    c.held.erase(c.held.begin());
    Text line = say(HS_TEXT("core", "%1 takes the opportunity action"), c.name);
    if (!held.skill.empty())
        line = held.ranks == 1
            ? say(HS_TEXT("core", "%1 takes the opportunity action (the split's %2 at %3 rank)"),
                c.name, skillName(ruleset, held.skill), held.ranks)
            : say(HS_TEXT("core", "%1 takes the opportunity action (the split's %2 at %3 ranks)"),
                c.name, skillName(ruleset, held.skill), held.ranks);
    step.log.push_back(when(state,
        what.empty() ? say(HS_TEXT("core", "%1."), line)
                     : say(HS_TEXT("core", "%1: %2."), line, what)));
    return step;
}

TrackerStep splitAction(const Ruleset& ruleset, const TrackerState& state, const Roster& characters,
    const SplitRequest& request)
{
    TrackerStep step;
    step.state = state;
    TrackerEntry& c = combatantAt(step.state, request.combatant);
    requireCanAct(ruleset, state, characters, c);
    const Name& primary = skillName(ruleset, request.primarySkill);
    const Name& secondary = skillName(ruleset, request.secondarySkill);
    if (request.primaryRanks < 0 || request.secondaryRanks < 0)
        throw Refused(say(HS_TEXT("core", "the ranks of a split action are 0 or more")));
    const CharacterSheet& sheet = *characterOf(characters, c).sheet;
    // §8: "The skill rank of his primary Action now acts as a kind of skill rank pool to
    // distribute on the primary and secondary Action" — the two shares together are capped
    // by the primary rank (a player may leave ranks unused) …
    const int pool = sheet.skill(request.primarySkill);
    if (pool <= 0)
        throw Refused(say(HS_TEXT("core", "%1 has no rank in %2 to split"), c.name, primary));
    if (request.primaryRanks + request.secondaryRanks > pool)
        throw Refused(
            say(HS_TEXT("core",
                    "%1's %2 rank of %3 is the pool of the split: %4 + %5 = %6 is over it (§8)"),
                c.name, primary, pool, request.primaryRanks, request.secondaryRanks,
                request.primaryRanks + request.secondaryRanks));
    // … "the character cannot assign more points to the secondary Action than his rating with
    // this Action is" (Fix, Dodge 1: at most 1 rank to the dodge).
    const int secondaryRank = sheet.skill(request.secondarySkill);
    if (request.secondaryRanks > secondaryRank)
        throw Refused(
            say(HS_TEXT("core",
                    "%1's %2 rank is %3: the secondary action gets at most that, not %4 (§8)"),
                c.name, secondary, secondaryRank, request.secondaryRanks));
    // One action for both (§8: "two Actions within the span of a single one").
    spendAction(state, c);
    c.splits.push_back({ state.phase, request.primarySkill, request.primaryRanks,
        request.secondarySkill, request.secondaryRanks, request.holdSecondary });
    // §8: "Splitting Actions in advance is possible … declare the secondary Action as an
    // opportunity Action, taking it later in the phase."
    if (request.holdSecondary)
        c.held.push_back({ request.secondarySkill, request.secondaryRanks });
    if (request.holdSecondary)
        step.log.push_back(when(state,
            say(HS_TEXT("core",
                    "%1 splits an action: %2 at %3 and %4 at %5, from a pool of %6; %4 is held as "
                    "an opportunity action (%7)."),
                c.name, primary, request.primaryRanks, secondary, request.secondaryRanks, pool,
                leftText(state, c))));
    else
        step.log.push_back(when(state,
            say(HS_TEXT(
                    "core", "%1 splits an action: %2 at %3 and %4 at %5, from a pool of %6 (%7)."),
                c.name, primary, request.primaryRanks, secondary, request.secondaryRanks, pool,
                leftText(state, c))));
    return step;
}

TrackerStep changeInitiative(const TrackerState& state, int combatant, InitiativeEffect effect)
{
    TrackerStep step;
    step.state = state;
    TrackerEntry& c = combatantAt(step.state, combatant);
    requireInRound(state, c);
    const int p = state.phase;
    auto already = [&](InitiativeEffect e, bool thisPhaseOnly) {
        return std::any_of(c.initiativeChanges.begin(), c.initiativeChanges.end(),
            [&](const InitiativeChange& ch) {
                return ch.effect == e && (!thisPhaseOnly || ch.phase == p);
            });
    };
    switch (effect) {
    case InitiativeEffect::QuickDraw:
        break;
    case InitiativeEffect::MartialArts:
        if (c.martialArts <= 0)
            throw Refused(say(HS_TEXT("core", "%1 has no rank in Martial Arts"), c.name));
        if (already(effect, true))
            throw Refused(say(
                HS_TEXT("core", "%1 already attacks with Martial Arts in phase %2"), c.name, p));
        break;
    case InitiativeEffect::KnockedBack:
        if (already(effect, true))
            throw Refused(
                say(HS_TEXT("core", "%1 is already knocked back in phase %2"), c.name, p));
        break;
    case InitiativeEffect::KnockedDown:
        if (already(effect, false))
            throw Refused(say(HS_TEXT("core", "%1 is already knocked down this round"), c.name));
        break;
    }
    c.initiativeChanges.push_back({ effect, p });
    const int now = effectiveInitiative(c, p);
    Text line;
    switch (effect) {
    case InitiativeEffect::QuickDraw:
        line = say(
            HS_TEXT("core", "%1 draws quickly: initiative −3 for the rest of the round (now %2)"),
            c.name, now);
        break;
    case InitiativeEffect::MartialArts:
        line = say(
            HS_TEXT("core", "%1 attacks with Martial Arts: initiative + %2 in this phase (now %3)"),
            c.name, c.martialArts, now);
        break;
    case InitiativeEffect::KnockedBack:
        line = say(
            HS_TEXT("core", "%1 is knocked back: initiative 0 for the rest of this phase (now %2)"),
            c.name, now);
        break;
    case InitiativeEffect::KnockedDown:
        line = say(
            HS_TEXT("core", "%1 is knocked down: initiative 0 for the rest of the round (now %2)"),
            c.name, now);
        break;
    }
    if (effect == InitiativeEffect::KnockedDown) {
        // §7: a failed knockback test also "looses his next Action": the first one left.
        int lostIn = 0;
        for (int q = p; q <= PhasesPerRound && lostIn == 0; ++q) {
            if (c.used[at(q)] < c.plan[at(q)]) {
                ++c.used[at(q)];
                lostIn = q;
            }
        }
        if (lostIn == 0 && c.extraUsed < c.extraActions) {
            ++c.extraUsed;
            line = say(HS_TEXT("core", "%1, and loses an extra action"), line);
        } else if (lostIn != 0) {
            line = say(HS_TEXT("core", "%1, and loses the next action (phase %2)"), line, lostIn);
        } else {
            line = say(HS_TEXT("core", "%1; no action is left to lose this round"), line);
        }
    }
    step.log.push_back(when(state, say(HS_TEXT("core", "%1."), line)));
    return step;
}

} // namespace hitspread
