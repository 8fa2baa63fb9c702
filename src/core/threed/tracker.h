// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The combat tracker: rounds of three phases (rules §10), initiative 3d6 + INI (§2, §10),
// actions spread over the phases, opportunity actions (§10), split actions (§8), and the end
// of a round, when characters bleed (§7) and Stormers regenerate (§10).
//
// Every step is a pure function: it takes a tracker state (and, where it needs them, the
// ruleset, the session's characters and a dice source) and returns a new state with log
// lines, or throws Refused with the reason and changes nothing. A view undoes a step by
// keeping the whole states from before and after it.

#include "attack.h"
#include "character.h"
#include "dice.h"
#include "roundend.h"
#include "ruleset.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace hitspread {

constexpr int PhasesPerRound = 3; // §10

// The characters the combatants stand for, indexed by TrackerEntry::character. A session gives
// them with sessionCharacters() (sessiondata.h).
using Roster = std::vector<CharacterState>;

// An opportunity action held in the current phase (§10): its holder gave up acting at his
// initiative total and may act at any time later in the same phase.
struct HeldAction {
    std::string
        skill; // the secondary action of a split action, held for later (§8); empty: a plain hold
    int ranks = 0; // the ranks the split gave that secondary action

    bool operator==(const HeldAction&) const = default;
};

// Two actions within the span of one (§8): the primary skill's rank is a pool shared between
// them, and the secondary gets no more than the character's own rank in it.
struct SplitAction {
    int phase = 1;
    std::string primarySkill; // skill ids of the ruleset
    int primaryRanks = 0;
    std::string secondarySkill;
    int secondaryRanks = 0;
    bool secondaryHeld = false; // the secondary waits as an opportunity action (§8, "in advance")

    bool operator==(const SplitAction&) const = default;
};

// What changes a combatant's initiative total during a round.
enum class InitiativeEffect {
    QuickDraw, // §2: a quick draw costs 3 initiative, from its phase to the end of the round
    MartialArts, // §2: attacking with Martial Arts adds its rank, in that phase
    KnockedBack, // §7: knockback test passed: initiative 0 for the phase
    KnockedDown, // §7: knockback test failed: initiative 0 for the rest of the round
};
const char* toString(
    InitiativeEffect effect); // quick_draw, martial_arts, knocked_back, knocked_down
std::optional<InitiativeEffect> initiativeEffectFromString(const std::string& text);

struct InitiativeChange {
    InitiativeEffect effect = InitiativeEffect::QuickDraw;
    int phase = 1;

    bool operator==(const InitiativeChange&) const = default;
};

// One side of the fight: a character of the session and what it does this round.
struct TrackerEntry {
    std::string name; // unique among the combatants
    int character = 0; // index into the Roster
    int extraActions = 0; // actions from advantages, any phase (§10); the referee sets how many
    // Actions per phase (§10), as last planned; kept for the next round while the number of
    // actions stays the same.
    std::array<int, PhasesPerRound> plan {};
    int bleedRounds = 0; // §7: round ends counted since the last hit lost to bleeding

    // The round, from its start.
    bool inRound = false; // false: joined after the round began, or was out of the fight then
    std::array<int, PhasesPerRound> initiativeDice {}; // the 3d6, in the order rolled
    int ini = 0; // INI (§2) when the round began
    int dex = 0; // DEX, for ties
    int martialArts = 0; // Martial Arts rank, for InitiativeEffect::MartialArts
    int initiative = 0; // the initiative total: 3d6 + INI (and the wound penalty, by option)
    int actions = 0; // actions per round (§2)
    std::array<int, PhasesPerRound> used {}; // actions taken per phase
    int extraUsed = 0;
    int freeParriesUsed = 0; // §8: parries of the round that cost no action, taken
    std::vector<HeldAction> held; // opportunity actions held in the current phase
    std::vector<SplitAction> splits;
    std::vector<InitiativeChange> initiativeChanges;

    bool operator==(const TrackerEntry&) const = default;
};

struct TrackerState {
    std::vector<TrackerEntry> combatants;
    int round = 0; // the round under way, or the last one ended; 0 before the first
    int phase = 1; // 1 to 3
    bool roundOpen = false; // started, and its third phase not yet ended

    bool empty() const { return combatants.empty() && round == 0; }
    // Whole states compare, so an undo stack can tell a step that changed nothing.
    bool operator==(const TrackerState&) const = default;
};

// A step's result: the tracker after it; the characters after it when the step changed them
// (the end of a round); what happened, one line each, for the roll log; the faces it rolled.
struct TrackerStep {
    TrackerState state;
    std::optional<Roster> characters;
    std::vector<Text> log; // to translate in the window; english() elsewhere
    std::vector<int> dice;
};

// ---------------------------------------------------------------- steps
// Each throws Refused, naming the reason, for a request the tracker cannot carry out (an
// unknown combatant, no action left, a split over its cap, …). Combatants are given by index.

// A character joins the fight under its own name or `name`. During a round it acts from the next.
TrackerStep addCombatant(const TrackerState& state, const Roster& characters, int character,
    const std::string& name = {});
TrackerStep removeCombatant(const TrackerState& state, int combatant);
// Actions from advantages (e.g. Ambidextrous, §2), usable in any phase; 0 to 9.
TrackerStep setExtraActions(const TrackerState& state, int combatant, int extraActions);

// Rolls initiative 3d6 + INI for each combatant in listing order ("initiative" dice; typed
// dice run out with DiceExhausted, and then nothing changes), gives each its actions and
// begins phase 1. Unconscious and dead combatants roll nothing and have no actions.
TrackerStep startRound(
    const Ruleset& ruleset, const TrackerState& state, const Roster& characters, DiceSource& dice);

// Spreads a combatant's actions over the phases anew. Phases already over keep their plan; the
// current phase may not drop below the actions already taken in it.
TrackerStep planActions(
    const TrackerState& state, int combatant, std::array<int, PhasesPerRound> plan);

// One action in the current phase: a planned one if the phase has one left, else an extra one.
TrackerStep takeAction(const Ruleset& ruleset, const TrackerState& state, const Roster& characters,
    int combatant, const Name& what = {});
// A parry (§8): one of the round's free parries (the ruleset's `free_parries`), in any phase,
// or else an action of the current phase ("only in phases he can already act in").
TrackerStep takeParry(
    const Ruleset& ruleset, const TrackerState& state, const Roster& characters, int combatant);
// §7: a knockback whose DAM is above twice PHYS, stayed conscious: "loses one full round
// (= 3 phases) of Action". Reading: every action the combatant has left this round is lost
// (the tracker plans rounds one at a time).
TrackerStep loseRound(const TrackerState& state, int combatant);
// The free parries a combatant has left this round.
int freeParriesLeft(
    const Ruleset& ruleset, const TrackerEntry& combatant, const Roster& characters);

// Spends an action of the phase on an opportunity action, to be used later in the phase.
TrackerStep holdAction(
    const Ruleset& ruleset, const TrackerState& state, const Roster& characters, int combatant);
TrackerStep useOpportunity(const Ruleset& ruleset, const TrackerState& state,
    const Roster& characters, int combatant, const Name& what = {});

struct SplitRequest {
    int combatant = 0;
    std::string primarySkill;
    int primaryRanks = 0;
    std::string secondarySkill;
    int secondaryRanks = 0;
    bool holdSecondary = false;
};
// One action split in two (§8): primary + secondary ranks ≤ the primary rank, secondary ranks
// ≤ the character's rank in the secondary skill.
TrackerStep splitAction(const Ruleset& ruleset, const TrackerState& state, const Roster& characters,
    const SplitRequest& request);

// An initiative effect in the current phase.
TrackerStep changeInitiative(const TrackerState& state, int combatant, InitiativeEffect effect);

// Ends the current phase: unused opportunity actions lapse (§10). After phase 3 the round
// ends: bleeding (§7) and, every fourth round, Stormer regeneration (§10) change the
// characters, which the step returns.
TrackerStep endPhase(const Ruleset& ruleset, const TrackerState& state, const Roster& characters);

// The tracker without the combatants of a character the session dropped; the combatants of
// later characters are renumbered to match.
TrackerState withoutCharacter(const TrackerState& state, int character);

// ---------------------------------------------------------------- what a view shows

// The initiative total in a phase, the effects of InitiativeEffect applied.
int effectiveInitiative(const TrackerEntry& combatant, int phase);
// The combatants who may act in a phase (an action planned there, or extra actions), in the
// order they act (§10).
std::vector<int> phaseOrder(const TrackerState& state, int phase);
// Who acts next in the current phase: the first in phaseOrder with a planned action left,
// who is neither unconscious nor dead.
std::optional<int> nextToAct(
    const Ruleset& ruleset, const TrackerState& state, const Roster& characters);
int actionsLeftInPhase(const TrackerEntry& combatant, int phase); // planned ones
int extraActionsLeft(const TrackerEntry& combatant);
// Planned actions of the current and later phases not yet taken, plus extra actions left.
int actionsLeftInRound(const TrackerState& state, const TrackerEntry& combatant);
std::optional<int> findCombatant(const TrackerState& state, const std::string& name);

// One row of a tracker view.
struct CombatantSummary {
    std::string name;
    bool inRound = false;
    int initiative = 0; // in the current phase
    std::array<int, PhasesPerRound> initiativeDice {};
    int ini = 0;
    int actionsLeftInPhase = 0;
    int actionsLeftInRound = 0;
    int extraActionsLeft = 0;
    int held = 0;
    int wounds = 0;
    int woundPenalty = 0; // to every roll (§7)
    CharacterStatus status = CharacterStatus::Ok;
    BleedingRate bleeding;
    int roundsUntilBleeding = 0; // round ends until the next hit lost to bleeding; 0: not bleeding
};
CombatantSummary summarize(
    const Ruleset& ruleset, const TrackerState& state, const Roster& characters, int combatant);

} // namespace hitspread
