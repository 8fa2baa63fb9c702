// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What an action does to a running round (§10), the same in the window and hitspread-cli's
// `act`: the actor spends an action (a planned or extra one of the phase, else an opportunity
// action it held), and before it one per range band its scope's magnification is lowered (§11);
// a Martial Arts strike and a quick draw change its initiative (§2, seed: Quick Draw); the
// target pays for a parry or dodge it rolled (§8); a knockback lands on its victim (§7).

#include "encounter.h"

#include <functional>
#include <optional>

namespace hitspread {

// The words the tracker's log names these by; English unless the window gives its own.
struct ActionWords {
    Name dodge = "a dodge";
    // Lowering a scope's magnification to `band`.
    std::function<Name(const Scope& scope, RangeBand band)> focusing;
};

// The combat tracker's entry of combatant `id` in the running round, if it has one.
std::optional<int> runningTrackerIndex(const Encounter& encounter, CombatantId id);

// The tracker after `entry` (the action `action` resolved, not yet applied), with its log; the
// tracker as it was when no round is running or nothing changed. `knocked` says whether a
// knockback landed (the tracker may stay the same). Throws Refused when the actor has no action
// left to spend, before anything changes.
struct ActionOnTracker {
    TrackerState tracker;
    std::vector<Text> log;
    bool knocked = false;
};
ActionOnTracker trackerAfterAction(const Ruleset& ruleset, const Encounter& encounter,
    const EncounterEntry& entry, const ActionWords& words = {});

} // namespace hitspread
