// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracker.h"

#include "derived.h"
#include "working.h"

#include <algorithm>
#include <numeric>

namespace hitspread {

namespace {
    std::string number(int value)
    {
        return std::to_string(value);
    }

    std::string signedNumber(int value)
    {
        return (value >= 0 ? "+ " : "− ") + number(value >= 0 ? value : -value);
    }

    // A log line of the current phase: "Round 1, phase 2: …".
    Text when(const TrackerState& s, const Text& line)
    {
        return say(HS_TEXT("core", "Round %1, phase %2: %3"), s.round, s.phase, line);
    }

    Text actionsCount(int n)
    {
        return n == 1 ? say(HS_TEXT("core", "%1 action"), n)
                      : say(HS_TEXT("core", "%1 actions"), n);
    }
    Text woundsCount(int n)
    {
        return n == 1 ? say(HS_TEXT("core", "%1 wound"), n) : say(HS_TEXT("core", "%1 wounds"), n);
    }
    Text hitsCount(int n)
    {
        return n == 1 ? say(HS_TEXT("core", "%1 hit"), n) : say(HS_TEXT("core", "%1 hits"), n);
    }

    std::size_t at(int phase)
    {
        return static_cast<std::size_t>(phase - 1);
    }

    template <typename State> // TrackerState or const TrackerState
    auto& combatantAt(State& s, int index)
    {
        if (index < 0 || static_cast<std::size_t>(index) >= s.combatants.size())
            throw Refused(s.combatants.size() == 1
                    ? say(
                        HS_TEXT("core", "there is no combatant %1 (the tracker has %2 combatant)"),
                        index + 1, s.combatants.size())
                    : say(
                        HS_TEXT("core", "there is no combatant %1 (the tracker has %2 combatants)"),
                        index + 1, s.combatants.size()));
        return s.combatants[static_cast<std::size_t>(index)];
    }

    const CharacterState& characterOf(const Roster& roster, const Combatant& c)
    {
        if (c.character < 0 || static_cast<std::size_t>(c.character) >= roster.size())
            throw Refused(
                say(HS_TEXT("core", "%1's character is no longer in the session"), c.name));
        const CharacterState& character = roster[static_cast<std::size_t>(c.character)];
        if (!character.sheet)
            throw Refused(say(HS_TEXT("core", "%1 has no character sheet"), c.name));
        return character;
    }

    void requireOpenRound(const TrackerState& s)
    {
        if (s.roundOpen)
            return;
        if (s.round == 0)
            throw Refused(say(HS_TEXT("core", "the fight has not begun: start a round first")));
        throw Refused(
            say(HS_TEXT("core", "round %1 is over: start the next round first"), s.round));
    }

    void requireInRound(const TrackerState& s, const Combatant& c)
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
        const Ruleset& rs, const TrackerState& s, const Roster& roster, const Combatant& c)
    {
        requireInRound(s, c);
        const CharacterStatus status = characterOf(roster, c).status(rs);
        if (status != CharacterStatus::Ok)
            throw Refused(status == CharacterStatus::Dead
                    ? say(HS_TEXT("core", "%1 is dead and cannot act"), c.name)
                    : say(HS_TEXT("core", "%1 is unconscious and cannot act"), c.name));
    }

    Text phasesText(const std::array<int, PhasesPerRound>& actions)
    {
        static_assert(PhasesPerRound == 3);
        return say(HS_TEXT("core", "phase 1: %1, phase 2: %2, phase 3: %3"), actions[0], actions[1],
            actions[2]);
    }

    // §10: "a character's Actions are divided up into the three combat phases". Reading: the
    // tracker spreads them as evenly as it can, the odd ones to the earliest phases (2 actions:
    // phases 1 and 2); the player plans them otherwise with planActions.
    std::array<int, PhasesPerRound> evenPlan(int actions)
    {
        std::array<int, PhasesPerRound> plan {};
        for (int p = 0; p < PhasesPerRound; ++p)
            plan[static_cast<std::size_t>(p)]
                = actions / PhasesPerRound + (p < actions % PhasesPerRound ? 1 : 0);
        return plan;
    }

    // Why a combatant cannot act in the phase, and when it can next.
    Text noActionReason(const TrackerState& s, const Combatant& c)
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
    bool spendAction(const TrackerState& s, Combatant& c)
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

    Text leftText(const TrackerState& s, const Combatant& c)
    {
        const int inPhase = actionsLeftInPhase(c, s.phase);
        return inPhase == 1 ? say(HS_TEXT("core", "%1 action left in this phase, %2 this round"),
                   inPhase, actionsLeftInRound(s, c))
                            : say(HS_TEXT("core", "%1 actions left in this phase, %2 this round"),
                                inPhase, actionsLeftInRound(s, c));
    }

    const std::string& skillName(const Ruleset& rs, const std::string& id)
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
    for (const Combatant& c : state.combatants) {
        if (c.character == character)
            throw Refused(say(
                HS_TEXT("core", "%1 is already in the fight as %2"), joining.sheet->name, c.name));
    }
    auto taken = [&](const std::string& candidate) {
        return std::any_of(state.combatants.begin(), state.combatants.end(),
            [&](const Combatant& c) { return c.name == candidate; });
    };
    Combatant c;
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
    Combatant& c = combatantAt(step.state, combatant);
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
    std::erase_if(s.combatants, [&](const Combatant& c) { return c.character == character; });
    for (Combatant& c : s.combatants) {
        if (c.character > character)
            --c.character;
    }
    return s;
}

// ---------------------------------------------------------------- the round

TrackerStep startRound(
    const Ruleset& ruleset, const TrackerState& state, const Roster& characters, DiceSource& dice)
{
    if (state.roundOpen)
        throw Refused(
            say(HS_TEXT("core", "round %1 is still under way (phase %2): end its phases first"),
                state.round, state.phase));
    if (state.combatants.empty())
        throw Refused(say(HS_TEXT("core", "there are no combatants: add some first")));
    for (const Combatant& c : state.combatants)
        characterOf(characters, c); // every reference checked before a die is rolled

    TrackerStep step;
    step.state = state;
    TrackerState& s = step.state;
    ++s.round;
    s.phase = 1;
    s.roundOpen = true;
    step.log.push_back(say(HS_TEXT("core", "Round %1 begins."), s.round));
    const std::size_t diceBefore = dice.used().size();
    for (Combatant& c : s.combatants) {
        const CharacterState& character = characterOf(characters, c);
        c.used = {};
        c.extraUsed = 0;
        c.held.clear();
        c.splits.clear();
        c.initiativeChanges.clear();
        c.initiativeDice = {};
        c.initiative = 0;
        c.actions = 0;
        // Reading: an unconscious or dead combatant takes no part in the round; it rolls no
        // initiative, so the dice of the others do not depend on it.
        const CharacterStatus status = character.status(ruleset);
        if (status != CharacterStatus::Ok) {
            c.inRound = false;
            step.log.push_back(status == CharacterStatus::Dead
                    ? say(HS_TEXT("core", "%1 is dead: no initiative and no actions this round."),
                        c.name)
                    : say(HS_TEXT("core",
                              "%1 is unconscious: no initiative and no actions this round."),
                        c.name));
            continue;
        }
        const DerivedValues derived = deriveValues(ruleset, *character.sheet);
        // §10: the initiative total is 3d6 + INI, rolled in the order of the list.
        int rolled = 0;
        for (int& face : c.initiativeDice) {
            face = dice.roll("initiative");
            rolled += face;
        }
        c.ini = derived.ini;
        c.dex = character.sheet->stats.dex;
        c.martialArts = character.sheet->skill("martial_arts");
        // §7: each wound is −1 to all rolls "whether they are stat or skill rolls"; the
        // initiative roll is neither, so by default (the option off) wounds leave it alone.
        const int woundPenalty
            = ruleset.options.woundPenaltyOnInitiative ? character.woundPenalty() : 0;
        c.initiative = rolled + c.ini + woundPenalty;
        // §2: actions per round from the ruleset's formula.
        c.actions = std::max(0, derived.actions);
        if (std::accumulate(c.plan.begin(), c.plan.end(), 0) != c.actions)
            c.plan = evenPlan(c.actions);
        c.inRound = true;
        const Text wounds = woundPenalty != 0
            ? say(HS_TEXT("core", " %1 for wounds"), signedNumber(woundPenalty))
            : literal("");
        step.log.push_back(
            say(HS_TEXT("core", "%1: initiative %2 + %3 + %4 + INI %5%6 = %7; %8 (%9)."), c.name,
                c.initiativeDice[0], c.initiativeDice[1], c.initiativeDice[2], c.ini, wounds,
                c.initiative, actionsCount(c.actions), phasesText(c.plan)));
    }
    for (std::size_t i = diceBefore; i < dice.used().size(); ++i)
        step.dice.push_back(dice.used()[i].face);
    return step;
}

TrackerStep planActions(
    const TrackerState& state, int combatant, std::array<int, PhasesPerRound> plan)
{
    TrackerStep step;
    step.state = state;
    Combatant& c = combatantAt(step.state, combatant);
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
    int combatant, const std::string& what)
{
    TrackerStep step;
    step.state = state;
    Combatant& c = combatantAt(step.state, combatant);
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

TrackerStep holdAction(
    const Ruleset& ruleset, const TrackerState& state, const Roster& characters, int combatant)
{
    TrackerStep step;
    step.state = state;
    Combatant& c = combatantAt(step.state, combatant);
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
    const Roster& characters, int combatant, const std::string& what)
{
    TrackerStep step;
    step.state = state;
    Combatant& c = combatantAt(step.state, combatant);
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
    Combatant& c = combatantAt(step.state, request.combatant);
    requireCanAct(ruleset, state, characters, c);
    const std::string& primary = skillName(ruleset, request.primarySkill);
    const std::string& secondary = skillName(ruleset, request.secondarySkill);
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
    Combatant& c = combatantAt(step.state, combatant);
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

TrackerStep endPhase(const Ruleset& ruleset, const TrackerState& state, const Roster& characters)
{
    requireOpenRound(state);
    TrackerStep step;
    step.state = state;
    TrackerState& s = step.state;
    const int p = s.phase;
    for (Combatant& c : s.combatants) {
        if (!c.inRound)
            continue;
        // Reading (§10): an action planned for a phase lets its owner act in that phase only
        // ("a character can only act in a combat phase if he has an action available in this
        // phase"), so one not taken there is gone.
        const int unused = c.plan[at(p)] - c.used[at(p)];
        if (unused > 0)
            step.log.push_back(when(state,
                unused == 1
                    ? say(HS_TEXT("core", "%1 lets %2 planned action go unused."), c.name, unused)
                    : say(
                        HS_TEXT("core", "%1 lets %2 planned actions go unused."), c.name, unused)));
        // §10: "Unused Opportunity Actions do not carry over into the next phase."
        if (c.held.size() == 1)
            step.log.push_back(when(
                state, say(HS_TEXT("core", "%1's opportunity action lapses unused."), c.name)));
        else if (c.held.size() > 1)
            step.log.push_back(when(state,
                say(HS_TEXT("core", "%1's %2 opportunity actions lapse unused."), c.name,
                    c.held.size())));
        c.held.clear();
    }
    if (p < PhasesPerRound) {
        s.phase = p + 1;
        step.log.push_back(say(HS_TEXT("core", "Round %1, phase %2 begins."), s.round, s.phase));
        return step;
    }

    // §10 and §7: "Bleeding occurs in the third phase of a round, after all Actions are taken";
    // Stormer regeneration likewise. Each combatant's character bleeds first, then regenerates.
    s.roundOpen = false;
    Roster after = characters;
    auto end = [&s](const Text& line) {
        return say(HS_TEXT("core", "End of round %1: %2"), s.round, line);
    };
    for (Combatant& c : s.combatants) {
        characterOf(characters, c);
        CharacterState& character = after[static_cast<std::size_t>(c.character)];
        const CharacterStatus before = character.status(ruleset);
        // Reading: the dead neither bleed nor regenerate.
        if (before == CharacterStatus::Dead) {
            c.bleedRounds = 0;
            continue;
        }
        // §7 bleeding: one clock per character. It counts the ends of rounds from the first
        // one after the character was wounded (the round of the wound is the first of its
        // interval); a later wound shortens the interval without starting the count anew.
        const BleedingRate rate = bleedingRate(character.wounds);
        if (rate.interval == 0) {
            c.bleedRounds = 0;
        } else if (++c.bleedRounds >= rate.interval) {
            c.bleedRounds = 0;
            const std::vector<int> lost = bleed(ruleset, character, rate.hits);
            const Text pace = rate.interval != 1
                ? say(HS_TEXT("core", "1 hit every %1 rounds"), rate.interval)
                : rate.hits == 1 ? say(HS_TEXT("core", "%1 hit every round"), rate.hits)
                                 : say(HS_TEXT("core", "%1 hits every round"), rate.hits);
            step.log.push_back(end(say(HS_TEXT("core", "%1 bleeds %2 (%3: %4): %5; Incap %6 left."),
                c.name, hitsCount(rate.hits), woundsCount(character.wounds), pace,
                describeBleed(ruleset, lost), character.incap)));
        }
        // §10: "Every fourth round, in the third phase, after all Actions have been taken, a
        // Stormer may regenerate one Wound … then one Hit Point". Reading: every fourth round of
        // the tracker's count (rounds 4, 8, 12 …).
        if (character.sheet->regenerates && s.round % 4 == 0
            && character.status(ruleset) != CharacterStatus::Dead) {
            const Regeneration r = regenerate(character);
            if (r.kind == Regeneration::Kind::Wound) {
                if (character.wounds == 0)
                    c.bleedRounds = 0;
                step.log.push_back(end(r.location >= 0
                        ? say(HS_TEXT("core", "%1 regenerates a wound (%2); %3 left."), c.name,
                            ruleset.body.locations[static_cast<std::size_t>(r.location)].name,
                            woundsCount(character.wounds))
                        : say(HS_TEXT("core", "%1 regenerates a wound; %2 left."), c.name,
                            woundsCount(character.wounds))));
            } else if (r.kind == Regeneration::Kind::Hit) {
                Text line = say(HS_TEXT("core", "%1 regenerates a hit:."), c.name);
                if (r.location >= 0) {
                    const LocationState& l
                        = character.locations[static_cast<std::size_t>(r.location)];
                    const std::string& where
                        = ruleset.body.locations[static_cast<std::size_t>(r.location)].name;
                    line = r.incap
                        ? say(HS_TEXT("core", "%1 regenerates a hit: %2 %3 of %4, Incap %5 of %6."),
                            c.name, where, l.hits, l.maxHits, character.incap, character.incapMax)
                        : say(HS_TEXT("core", "%1 regenerates a hit: %2 %3 of %4."), c.name, where,
                            l.hits, l.maxHits);
                } else if (r.incap) {
                    line = say(HS_TEXT("core", "%1 regenerates a hit: Incap %2 of %3."), c.name,
                        character.incap, character.incapMax);
                }
                step.log.push_back(end(line));
            }
        }
        const CharacterStatus now = character.status(ruleset);
        if (now != before)
            step.log.push_back(end(working::namedStatusSentence(c.name, now)));
    }
    step.log.push_back(say(HS_TEXT("core", "Round %1 ends."), s.round));
    step.characters = std::move(after);
    return step;
}

// ---------------------------------------------------------------- views

int effectiveInitiative(const Combatant& c, int phase)
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
        const Combatant& c = state.combatants[i];
        if (c.inRound && (c.plan[at(phase)] > 0 || c.extraActions > 0))
            order.push_back(static_cast<int>(i));
    }
    // §10: "act in order of initiative total (highest first)". The rules say nothing of ties.
    // Reading: the higher INI first (the quicker character once luck is taken out), then the
    // higher DEX, then the order of the list, which the referee controls.
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const Combatant& x = state.combatants[static_cast<std::size_t>(a)];
        const Combatant& y = state.combatants[static_cast<std::size_t>(b)];
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
        const Combatant& c = state.combatants[static_cast<std::size_t>(index)];
        if (actionsLeftInPhase(c, state.phase) <= 0 || c.character < 0
            || static_cast<std::size_t>(c.character) >= characters.size())
            continue;
        if (characters[static_cast<std::size_t>(c.character)].status(ruleset)
            == CharacterStatus::Ok)
            return index;
    }
    return std::nullopt;
}

int actionsLeftInPhase(const Combatant& c, int phase)
{
    if (!c.inRound || phase < 1 || phase > PhasesPerRound)
        return 0;
    return std::max(0, c.plan[at(phase)] - c.used[at(phase)]);
}

int extraActionsLeft(const Combatant& c)
{
    return c.inRound ? std::max(0, c.extraActions - c.extraUsed) : 0;
}

int actionsLeftInRound(const TrackerState& state, const Combatant& c)
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
    const Combatant& c = combatantAt(state, combatant);
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
