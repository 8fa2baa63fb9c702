// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracker.h"

#include "derived.h"

#include <algorithm>
#include <numeric>

namespace hitspread {

namespace {
    std::string number(int value) { return std::to_string(value); }

    std::string counted(int n, const char* one, const char* many)
    {
        return number(n) + " " + (n == 1 ? one : many);
    }

    std::string signedNumber(int value) { return (value >= 0 ? "+ " : "− ") + number(value >= 0 ? value : -value); }

    std::string when(const TrackerState& s) { return "Round " + number(s.round) + ", phase " + number(s.phase) + ": "; }

    std::size_t at(int phase) { return static_cast<std::size_t>(phase - 1); }

    template <typename State> // TrackerState or const TrackerState
    auto& combatantAt(State& s, int index)
    {
        if (index < 0 || static_cast<std::size_t>(index) >= s.combatants.size())
            throw Refused("there is no combatant " + number(index + 1) + " (the tracker has "
                + counted(static_cast<int>(s.combatants.size()), "combatant", "combatants") + ")");
        return s.combatants[static_cast<std::size_t>(index)];
    }

    const CharacterState& characterOf(const Roster& roster, const Combatant& c)
    {
        if (c.character < 0 || static_cast<std::size_t>(c.character) >= roster.size())
            throw Refused(c.name + "'s character is no longer in the session");
        const CharacterState& character = roster[static_cast<std::size_t>(c.character)];
        if (!character.sheet)
            throw Refused(c.name + " has no character sheet");
        return character;
    }

    void requireOpenRound(const TrackerState& s)
    {
        if (s.roundOpen)
            return;
        if (s.round == 0)
            throw Refused("the fight has not begun: start a round first");
        throw Refused("round " + number(s.round) + " is over: start the next round first");
    }

    void requireInRound(const TrackerState& s, const Combatant& c)
    {
        requireOpenRound(s);
        if (!c.inRound)
            throw Refused(c.name + " has no part in round " + number(s.round)
                + " (joined after it began, or was out of the fight when it began)");
    }

    // A combatant who may act now: in the round, conscious and alive.
    void requireCanAct(const Ruleset& rs, const TrackerState& s, const Roster& roster, const Combatant& c)
    {
        requireInRound(s, c);
        const CharacterStatus status = characterOf(roster, c).status(rs);
        if (status != CharacterStatus::Ok)
            throw Refused(c.name + " is " + toString(status) + " and cannot act");
    }

    std::string phasesText(const std::array<int, PhasesPerRound>& actions)
    {
        std::string text;
        for (int p = 1; p <= PhasesPerRound; ++p)
            text += (p > 1 ? ", " : "") + std::string("phase ") + number(p) + ": " + number(actions[at(p)]);
        return text;
    }

    // §10: "a character's Actions are divided up into the three combat phases". Reading: the
    // tracker spreads them as evenly as it can, the odd ones to the earliest phases (2 actions:
    // phases 1 and 2); the player plans them otherwise with planActions.
    std::array<int, PhasesPerRound> evenPlan(int actions)
    {
        std::array<int, PhasesPerRound> plan {};
        for (int p = 0; p < PhasesPerRound; ++p)
            plan[static_cast<std::size_t>(p)] = actions / PhasesPerRound + (p < actions % PhasesPerRound ? 1 : 0);
        return plan;
    }

    // Why a combatant cannot act in the phase, and when it can next.
    std::string noActionReason(const TrackerState& s, const Combatant& c)
    {
        const int p = s.phase;
        std::string reason = c.plan[at(p)] == 0
            ? c.name + " has no action planned in phase " + number(p)
            : c.name + " has taken " + (c.plan[at(p)] == 1 ? "its planned action" : "all its planned actions") + " in phase "
                + number(p);
        for (int q = p + 1; q <= PhasesPerRound; ++q) {
            if (c.plan[at(q)] > c.used[at(q)])
                return reason + "; its next is in phase " + number(q);
        }
        return reason + "; it has no action left this round";
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

    std::string leftText(const TrackerState& s, const Combatant& c)
    {
        return counted(actionsLeftInPhase(c, s.phase), "action", "actions") + " left in this phase, "
            + number(actionsLeftInRound(s, c)) + " this round";
    }

    const std::string& skillName(const Ruleset& rs, const std::string& id)
    {
        auto it = rs.skills.find(id);
        if (it == rs.skills.end())
            throw Refused("unknown skill '" + id + "'");
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
    for (InitiativeEffect e : { InitiativeEffect::QuickDraw, InitiativeEffect::MartialArts, InitiativeEffect::KnockedBack,
             InitiativeEffect::KnockedDown }) {
        if (text == toString(e))
            return e;
    }
    return std::nullopt;
}

// ---------------------------------------------------------------- combatants

TrackerStep addCombatant(const TrackerState& state, const Roster& characters, int character, const std::string& name)
{
    if (character < 0 || static_cast<std::size_t>(character) >= characters.size())
        throw Refused("there is no character " + number(character + 1) + " in the session (it has "
            + number(static_cast<int>(characters.size())) + ")");
    const CharacterState& joining = characters[static_cast<std::size_t>(character)];
    if (!joining.sheet)
        throw Refused("character " + number(character + 1) + " has no character sheet");
    for (const Combatant& c : state.combatants) {
        if (c.character == character)
            throw Refused(joining.sheet->name + " is already in the fight as " + c.name);
    }
    auto taken = [&](const std::string& candidate) {
        return std::any_of(state.combatants.begin(), state.combatants.end(),
            [&](const Combatant& c) { return c.name == candidate; });
    };
    Combatant c;
    c.character = character;
    if (!name.empty()) {
        if (taken(name))
            throw Refused("a combatant is already called " + name);
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
        step.log.push_back(when(state) + c.name + " joins the fight and acts from round " + number(state.round + 1) + ".");
    else
        step.log.push_back(c.name + " joins the fight.");
    return step;
}

TrackerStep removeCombatant(const TrackerState& state, int combatant)
{
    TrackerStep step;
    step.state = state;
    const std::string name = combatantAt(step.state, combatant).name;
    step.state.combatants.erase(step.state.combatants.begin() + combatant);
    step.log.push_back(name + " leaves the fight.");
    return step;
}

TrackerStep setExtraActions(const TrackerState& state, int combatant, int extraActions)
{
    TrackerStep step;
    step.state = state;
    Combatant& c = combatantAt(step.state, combatant);
    if (extraActions < 0 || extraActions > 9)
        throw Refused("extra actions run from 0 to 9, not " + number(extraActions));
    if (state.roundOpen && c.inRound && extraActions < c.extraUsed)
        throw Refused(c.name + " has already taken " + counted(c.extraUsed, "extra action", "extra actions") + " this round");
    c.extraActions = extraActions;
    step.log.push_back(c.name + " has " + counted(extraActions, "extra action", "extra actions")
        + " a round, to take in any phase.");
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

TrackerStep startRound(const Ruleset& ruleset, const TrackerState& state, const Roster& characters, DiceSource& dice)
{
    if (state.roundOpen)
        throw Refused("round " + number(state.round) + " is still under way (phase " + number(state.phase)
            + "): end its phases first");
    if (state.combatants.empty())
        throw Refused("there are no combatants: add some first");
    for (const Combatant& c : state.combatants)
        characterOf(characters, c); // every reference checked before a die is rolled

    TrackerStep step;
    step.state = state;
    TrackerState& s = step.state;
    ++s.round;
    s.phase = 1;
    s.roundOpen = true;
    step.log.push_back("Round " + number(s.round) + " begins.");
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
            step.log.push_back(c.name + " is " + toString(status) + ": no initiative and no actions this round.");
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
        const int woundPenalty = ruleset.options.woundPenaltyOnInitiative ? character.woundPenalty() : 0;
        c.initiative = rolled + c.ini + woundPenalty;
        // §2: actions per round from the ruleset's formula.
        c.actions = std::max(0, derived.actions);
        if (std::accumulate(c.plan.begin(), c.plan.end(), 0) != c.actions)
            c.plan = evenPlan(c.actions);
        c.inRound = true;
        std::string line = c.name + ": initiative " + number(c.initiativeDice[0]) + " + " + number(c.initiativeDice[1])
            + " + " + number(c.initiativeDice[2]) + " + INI " + number(c.ini);
        if (woundPenalty != 0)
            line += " " + signedNumber(woundPenalty) + " for wounds";
        line += " = " + number(c.initiative) + "; " + counted(c.actions, "action", "actions") + " (" + phasesText(c.plan) + ").";
        step.log.push_back(line);
    }
    for (std::size_t i = diceBefore; i < dice.used().size(); ++i)
        step.dice.push_back(dice.used()[i].face);
    return step;
}

TrackerStep planActions(const TrackerState& state, int combatant, std::array<int, PhasesPerRound> plan)
{
    TrackerStep step;
    step.state = state;
    Combatant& c = combatantAt(step.state, combatant);
    requireInRound(state, c);
    for (int p = 1; p <= PhasesPerRound; ++p) {
        if (plan[at(p)] < 0)
            throw Refused("phase " + number(p) + " cannot have fewer than 0 actions");
        if (p < state.phase && plan[at(p)] != c.plan[at(p)])
            throw Refused("phase " + number(p) + " is over: its actions cannot be planned anew");
        if (p >= state.phase && plan[at(p)] < c.used[at(p)])
            throw Refused(c.name + " has already taken " + counted(c.used[at(p)], "action", "actions") + " in phase "
                + number(p));
    }
    const int total = std::accumulate(plan.begin(), plan.end(), 0);
    if (total != c.actions)
        throw Refused(c.name + " has " + counted(c.actions, "action", "actions") + " this round, and the plan spreads "
            + number(total));
    c.plan = plan;
    step.log.push_back(when(state) + c.name + " plans " + phasesText(plan) + ".");
    return step;
}

TrackerStep takeAction(const Ruleset& ruleset, const TrackerState& state, const Roster& characters, int combatant,
    const std::string& what)
{
    TrackerStep step;
    step.state = state;
    Combatant& c = combatantAt(step.state, combatant);
    requireCanAct(ruleset, state, characters, c);
    const bool extra = spendAction(state, c);
    step.log.push_back(when(state) + c.name + (extra ? " takes an extra action" : " acts") + (what.empty() ? "" : ": " + what)
        + " (" + leftText(state, c) + ").");
    return step;
}

TrackerStep holdAction(const Ruleset& ruleset, const TrackerState& state, const Roster& characters, int combatant)
{
    TrackerStep step;
    step.state = state;
    Combatant& c = combatantAt(step.state, combatant);
    requireCanAct(ruleset, state, characters, c);
    // §10: the holder "forfeits his right to act at his Initiative Total, but gains the right
    // to act any time later in the same phase": the action is spent now and used later.
    spendAction(state, c);
    c.held.push_back({});
    step.log.push_back(when(state) + c.name + " holds an opportunity action, to act at any time later in phase "
        + number(state.phase) + ".");
    return step;
}

TrackerStep useOpportunity(const Ruleset& ruleset, const TrackerState& state, const Roster& characters, int combatant,
    const std::string& what)
{
    TrackerStep step;
    step.state = state;
    Combatant& c = combatantAt(step.state, combatant);
    requireCanAct(ruleset, state, characters, c);
    if (c.held.empty())
        throw Refused(c.name + " holds no opportunity action in phase " + number(state.phase));
    const HeldAction held = c.held.front();
    c.held.erase(c.held.begin());
    std::string line = when(state) + c.name + " takes the opportunity action";
    if (!held.skill.empty())
        line += " (the split's " + skillName(ruleset, held.skill) + " at " + counted(held.ranks, "rank", "ranks") + ")";
    step.log.push_back(line + (what.empty() ? "" : ": " + what) + ".");
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
        throw Refused("the ranks of a split action are 0 or more");
    const CharacterSheet& sheet = *characterOf(characters, c).sheet;
    // §8: "The skill rank of his primary Action now acts as a kind of skill rank pool to
    // distribute on the primary and secondary Action" — the two shares together are capped
    // by the primary rank (a player may leave ranks unused) …
    const int pool = sheet.skill(request.primarySkill);
    if (pool <= 0)
        throw Refused(c.name + " has no rank in " + primary + " to split");
    if (request.primaryRanks + request.secondaryRanks > pool)
        throw Refused(c.name + "'s " + primary + " rank of " + number(pool) + " is the pool of the split: "
            + number(request.primaryRanks) + " + " + number(request.secondaryRanks) + " = "
            + number(request.primaryRanks + request.secondaryRanks) + " is over it (§8)");
    // … "the character cannot assign more points to the secondary Action than his rating with
    // this Action is" (Fix, Dodge 1: at most 1 rank to the dodge).
    const int secondaryRank = sheet.skill(request.secondarySkill);
    if (request.secondaryRanks > secondaryRank)
        throw Refused(c.name + "'s " + secondary + " rank is " + number(secondaryRank)
            + ": the secondary action gets at most that, not " + number(request.secondaryRanks) + " (§8)");
    // One action for both (§8: "two Actions within the span of a single one").
    spendAction(state, c);
    c.splits.push_back({ state.phase, request.primarySkill, request.primaryRanks, request.secondarySkill,
        request.secondaryRanks, request.holdSecondary });
    // §8: "Splitting Actions in advance is possible … declare the secondary Action as an
    // opportunity Action, taking it later in the phase."
    if (request.holdSecondary)
        c.held.push_back({ request.secondarySkill, request.secondaryRanks });
    step.log.push_back(when(state) + c.name + " splits an action: " + primary + " at " + number(request.primaryRanks)
        + " and " + secondary + " at " + number(request.secondaryRanks) + ", from a pool of " + number(pool)
        + (request.holdSecondary ? "; " + secondary + " is held as an opportunity action" : "") + " ("
        + leftText(state, c) + ").");
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
            [&](const InitiativeChange& ch) { return ch.effect == e && (!thisPhaseOnly || ch.phase == p); });
    };
    std::string line = when(state) + c.name;
    switch (effect) {
    case InitiativeEffect::QuickDraw:
        line += " draws quickly: initiative −3 for the rest of the round";
        break;
    case InitiativeEffect::MartialArts:
        if (c.martialArts <= 0)
            throw Refused(c.name + " has no rank in Martial Arts");
        if (already(effect, true))
            throw Refused(c.name + " already attacks with Martial Arts in phase " + number(p));
        line += " attacks with Martial Arts: initiative + " + number(c.martialArts) + " in this phase";
        break;
    case InitiativeEffect::KnockedBack:
        if (already(effect, true))
            throw Refused(c.name + " is already knocked back in phase " + number(p));
        line += " is knocked back: initiative 0 for the rest of this phase";
        break;
    case InitiativeEffect::KnockedDown:
        if (already(effect, false))
            throw Refused(c.name + " is already knocked down this round");
        line += " is knocked down: initiative 0 for the rest of the round";
        break;
    }
    c.initiativeChanges.push_back({ effect, p });
    line += " (now " + number(effectiveInitiative(c, p)) + ")";
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
            line += ", and loses an extra action";
        } else if (lostIn != 0) {
            line += ", and loses the next action (phase " + number(lostIn) + ")";
        } else {
            line += "; no action is left to lose this round";
        }
    }
    step.log.push_back(line + ".");
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
            step.log.push_back(when(state) + c.name + " lets " + counted(unused, "planned action", "planned actions")
                + " go unused.");
        // §10: "Unused Opportunity Actions do not carry over into the next phase."
        if (c.held.size() == 1)
            step.log.push_back(when(state) + c.name + "'s opportunity action lapses unused.");
        else if (c.held.size() > 1)
            step.log.push_back(when(state) + c.name + "'s " + number(static_cast<int>(c.held.size()))
                + " opportunity actions lapse unused.");
        c.held.clear();
    }
    if (p < PhasesPerRound) {
        s.phase = p + 1;
        step.log.push_back("Round " + number(s.round) + ", phase " + number(s.phase) + " begins.");
        return step;
    }

    // §10 and §7: "Bleeding occurs in the third phase of a round, after all Actions are taken";
    // Stormer regeneration likewise. Each combatant's character bleeds first, then regenerates.
    s.roundOpen = false;
    Roster after = characters;
    const std::string end = "End of round " + number(s.round) + ": ";
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
            const std::string pace = rate.interval == 1
                ? counted(rate.hits, "hit", "hits") + " every round"
                : "1 hit every " + number(rate.interval) + " rounds";
            step.log.push_back(end + c.name + " bleeds " + counted(rate.hits, "hit", "hits") + " ("
                + counted(character.wounds, "wound", "wounds") + ": " + pace + "): " + describeBleed(ruleset, lost)
                + "; Incap " + number(character.incap) + " left.");
        }
        // §10: "Every fourth round, in the third phase, after all Actions have been taken, a
        // Stormer may regenerate one Wound … then one Hit Point". Reading: every fourth round of
        // the tracker's count (rounds 4, 8, 12 …).
        if (character.sheet->regenerates && s.round % 4 == 0 && character.status(ruleset) != CharacterStatus::Dead) {
            const Regeneration r = regenerate(character);
            if (r.kind == Regeneration::Kind::Wound) {
                if (character.wounds == 0)
                    c.bleedRounds = 0;
                step.log.push_back(end + c.name + " regenerates a wound"
                    + (r.location >= 0 ? " (" + ruleset.body.locations[static_cast<std::size_t>(r.location)].name + ")" : "")
                    + "; " + counted(character.wounds, "wound", "wounds") + " left.");
            } else if (r.kind == Regeneration::Kind::Hit) {
                std::string line = end + c.name + " regenerates a hit:";
                if (r.location >= 0) {
                    const LocationState& l = character.locations[static_cast<std::size_t>(r.location)];
                    line += " " + ruleset.body.locations[static_cast<std::size_t>(r.location)].name + " "
                        + number(l.hits) + " of " + number(l.maxHits) + (r.incap ? "," : "");
                }
                if (r.incap)
                    line += " Incap " + number(character.incap) + " of " + number(character.incapMax);
                step.log.push_back(line + ".");
            }
        }
        const CharacterStatus now = character.status(ruleset);
        if (now != before)
            step.log.push_back(end + c.name + " is " + toString(now) + ".");
    }
    step.log.push_back("Round " + number(s.round) + " ends.");
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

std::optional<int> nextToAct(const Ruleset& ruleset, const TrackerState& state, const Roster& characters)
{
    if (!state.roundOpen)
        return std::nullopt;
    for (int index : phaseOrder(state, state.phase)) {
        const Combatant& c = state.combatants[static_cast<std::size_t>(index)];
        if (actionsLeftInPhase(c, state.phase) <= 0 || c.character < 0
            || static_cast<std::size_t>(c.character) >= characters.size())
            continue;
        if (characters[static_cast<std::size_t>(c.character)].status(ruleset) == CharacterStatus::Ok)
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

int extraActionsLeft(const Combatant& c) { return c.inRound ? std::max(0, c.extraActions - c.extraUsed) : 0; }

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

CombatantSummary summarize(const Ruleset& ruleset, const TrackerState& state, const Roster& characters, int combatant)
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
