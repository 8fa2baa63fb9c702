// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The combat tracker's round: its start (initiative, actions) and the end of each phase, the
// last of which ends the round (bleeding, regeneration).
#include "tracker.h"

#include "derived.h"
#include "trackershared.h"
#include "working.h"

#include <algorithm>
#include <numeric>

namespace hitspread {

using namespace detail;

namespace {
    std::string signedNumber(int value)
    {
        return (value >= 0 ? "+ " : "− ") + number(value >= 0 ? value : -value);
    }

    Text woundsCount(int n)
    {
        return n == 1 ? say(HS_TEXT("core", "%1 wound"), n) : say(HS_TEXT("core", "%1 wounds"), n);
    }
    Text hitsCount(int n)
    {
        return n == 1 ? say(HS_TEXT("core", "%1 hit"), n) : say(HS_TEXT("core", "%1 hits"), n);
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
}

TrackerStep startRound(
    const Ruleset& ruleset, const TrackerState& state, const Roster& characters, DiceSource& dice)
{
    if (state.roundOpen)
        throw Refused(
            say(HS_TEXT("core", "round %1 is still under way (phase %2): end its phases first"),
                state.round, state.phase));
    if (state.combatants.empty())
        throw Refused(say(HS_TEXT("core", "there are no combatants: add some first")));
    for (const TrackerEntry& c : state.combatants)
        characterOf(characters, c); // every reference checked before a die is rolled

    TrackerStep step;
    step.state = state;
    TrackerState& s = step.state;
    ++s.round;
    s.phase = 1;
    s.roundOpen = true;
    step.log.push_back(say(HS_TEXT("core", "Round %1 begins."), s.round));
    const std::size_t diceBefore = dice.used().size();
    for (TrackerEntry& c : s.combatants) {
        const CharacterState& character = characterOf(characters, c);
        c.used = {};
        c.extraUsed = 0;
        c.freeParriesUsed = 0;
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
        const DiceSource::Whose whose(dice, c.name);
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

TrackerStep endPhase(const Ruleset& ruleset, const TrackerState& state, const Roster& characters)
{
    requireOpenRound(state);
    TrackerStep step;
    step.state = state;
    TrackerState& s = step.state;
    const int p = s.phase;
    for (TrackerEntry& c : s.combatants) {
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
    // §8: a quick dodge and a dance count for their phase, a regular dodge for its round; a
    // penalty still to be paid on the next action stays.
    Roster after = characters;
    bool dodgesEnded = false;
    for (const TrackerEntry& c : s.combatants) {
        characterOf(characters, c);
        CharacterState& character = after[static_cast<std::size_t>(c.character)];
        if (!character.dodge)
            continue;
        ActiveDodge& d = *character.dodge;
        const bool regular = static_cast<DefenceKind>(d.kind) == DefenceKind::Dodge;
        if (regular && p < PhasesPerRound)
            continue;
        if (regular)
            d.penalty = 0;
        if (d.value > 0)
            step.log.push_back(when(state, say(HS_TEXT("core", "%1's dodge ends."), c.name)));
        d.value = 0;
        if (d.penalty == 0)
            character.dodge.reset();
        dodgesEnded = true;
    }
    if (p < PhasesPerRound) {
        s.phase = p + 1;
        step.log.push_back(say(HS_TEXT("core", "Round %1, phase %2 begins."), s.round, s.phase));
        if (dodgesEnded)
            step.characters = std::move(after);
        return step;
    }

    // §10 and §7: "Bleeding occurs in the third phase of a round, after all Actions are taken";
    // Stormer regeneration likewise. Each combatant's character bleeds first, then regenerates.
    s.roundOpen = false;
    auto end = [&s](const Text& line) {
        return say(HS_TEXT("core", "End of round %1: %2"), s.round, line);
    };
    for (TrackerEntry& c : s.combatants) {
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
                    const Name& where
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

} // namespace hitspread
