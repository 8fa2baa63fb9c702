// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "actiontracker.h"

#include "scope.h"

namespace hitspread {

std::optional<int> runningTrackerIndex(const Encounter& encounter, CombatantId id)
{
    const int character = encounter.indexOf(id);
    if (!encounter.tracker.roundOpen || character < 0)
        return std::nullopt;
    for (std::size_t i = 0; i < encounter.tracker.combatants.size(); ++i) {
        const TrackerEntry& t = encounter.tracker.combatants[i];
        if (t.character == character && t.inRound)
            return static_cast<int>(i);
    }
    return std::nullopt;
}

ActionOnTracker trackerAfterAction(const Ruleset& rs, const Encounter& encounter,
    const EncounterEntry& entry, const ActionWords& words)
{
    ActionOnTracker out;
    out.tracker = encounter.tracker;
    const LogEntry& action = entry.action;
    const Roster characters = encounterRoster(encounter);
    const auto append = [&](const TrackerStep& step) {
        out.tracker = step.state;
        out.log.insert(out.log.end(), step.log.begin(), step.log.end());
    };
    if (const auto index = runningTrackerIndex(encounter, entry.actor)) {
        // §11: "Lowering maginifcation takes up one Action per Range Band shifted": from the
        // band the actor's scope was last set for (as it came, at first) to the one set now.
        if (const Scope* scope = action.grenade ? nullptr : rs.findScope(action.request.scope)) {
            RangeBand was = scope->band;
            for (const EncounterEntry& e : encounter.log)
                if (e.actor == entry.actor && !e.action.grenade
                    && e.action.request.scope == scope->id)
                    was = e.action.request.scopeSetting.value_or(scope->band);
            const RangeBand now = action.request.scopeSetting.value_or(scope->band);
            for (int i = 0; i < magnificationActions(was, now); ++i) {
                const Name what = words.focusing
                    ? words.focusing(*scope, now)
                    : Name("setting " + scope->name.english() + " for " + toString(now) + " range");
                append(takeAction(rs, out.tracker, characters, *index, what));
            }
        }
        const Name what = action.grenade       ? Name(action.grenade->request.grenade)
            : rs.weapon(action.request.weapon) ? rs.weapon(action.request.weapon)->name
                                               : Name(action.request.weapon);
        try {
            append(takeAction(rs, out.tracker, characters, *index, what));
        } catch (const Refused&) {
            append(useOpportunity(rs, out.tracker, characters, *index, what));
        }
    }
    // The actor's initiative in a running round, changed by what it did (tracker.h); a change
    // the tracker refuses (no rank, once a phase) leaves it as it is.
    const auto changeActorInitiative = [&](InitiativeEffect effect) {
        const auto index = runningTrackerIndex(encounter, entry.actor);
        if (!index)
            return;
        try {
            append(changeInitiative(out.tracker, *index, effect));
        } catch (const Refused&) {
        }
    };
    // §2: "Initiative Total … (+ Martial Arts rank when attacking with Martial Arts)".
    if (const Weapon* w = action.grenade ? nullptr : rs.weapon(action.request.weapon);
        w && w->skill == "martial_arts")
        changeActorInitiative(InitiativeEffect::MartialArts);
    // Seed, Quick Draw: "it costs him 3 points of his Initiative Total", from this phase to the
    // end of the round (tracker.h), for each weapon drawn quickly.
    if (!action.grenade && action.request.quickDraw)
        changeActorInitiative(InitiativeEffect::QuickDraw);
    // §8: a parry or dodge rolled against the blow is the target's to pay in a running round:
    // a parry takes a free parry or else an action of the phase, a dodge an action.
    if (const auto& defence = action.outcome.defence;
        !action.grenade && defence && defence->roll && !entry.targets.empty()) {
        if (const auto index = runningTrackerIndex(encounter, entry.targets.front()))
            append(defence->kind == DefenceKind::Parry
                    ? takeParry(rs, out.tracker, characters, *index)
                    : takeAction(rs, out.tracker, characters, *index, words.dodge));
    }
    // §7: the knockbacks the action rolled land on the targets' places in a running round:
    // initiative 0 for the phase, or knocked down for the round with the next action lost.
    if (action.grenade)
        return out;
    for (const ShotTrace& shot : action.outcome.shots) {
        for (const HitResult& hit : shot.hits) {
            if (!hit.knockback || static_cast<std::size_t>(shot.target) >= entry.targets.size())
                continue;
            const KnockbackResult result = hit.knockback->result;
            if (result != KnockbackResult::KnockedBack && result != KnockbackResult::KnockedDown
                && result != KnockbackResult::LosesRound)
                continue;
            const auto index = runningTrackerIndex(
                encounter, entry.targets[static_cast<std::size_t>(shot.target)]);
            if (!index)
                continue;
            try {
                append(changeInitiative(out.tracker, *index,
                    result == KnockbackResult::KnockedBack ? InitiativeEffect::KnockedBack
                                                           : InitiativeEffect::KnockedDown));
                if (result == KnockbackResult::LosesRound)
                    append(loseRound(out.tracker, *index));
                out.knocked = true;
            } catch (const Refused&) {
                // Knocked back or down already: the tracker has it.
            }
        }
    }
    return out;
}

} // namespace hitspread
