// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "actorcheck.h"

#include <algorithm>
#include <string>
#include <vector>

namespace hitspread {

namespace {

    std::string nameOf(const CharacterState& actor)
    {
        return actor.sheet && !actor.sheet->name.empty() ? actor.sheet->name : "the combatant";
    }

    // §7: at 0 hits the character is unconscious, 10 or more beyond it dead; a dead or
    // unconscious combatant takes no action.
    std::optional<Text> whyNotAwake(const Ruleset& ruleset, const CharacterState& actor)
    {
        switch (actor.status(ruleset)) {
        case CharacterStatus::Dead:
            return say(HS_TEXT("core", "%1 is dead and cannot act"), nameOf(actor));
        case CharacterStatus::Unconscious:
            return say(HS_TEXT("core", "%1 is unconscious and cannot act"), nameOf(actor));
        case CharacterStatus::Ok:
            break;
        }
        return std::nullopt;
    }

    // The arms of the body (locations marked `arm`) that are useless or worse (§7).
    struct Arms {
        int total = 0;
        std::vector<std::size_t> lost;
    };
    Arms armsOf(const Ruleset& ruleset, const CharacterState& actor)
    {
        Arms arms;
        for (std::size_t i = 0; i < ruleset.body.locations.size() && i < actor.locations.size();
             ++i) {
            if (!ruleset.body.locations[i].arm)
                continue;
            ++arms.total;
            if (actor.condition(static_cast<int>(i)) >= LocationCondition::Useless)
                arms.lost.push_back(i);
        }
        return arms;
    }

    // How many arms can hold something; a body without arms (a ruleset that marks none)
    // holds anything.
    int usableArms(const Arms& arms)
    {
        return arms.total == 0 ? 2 : arms.total - static_cast<int>(arms.lost.size());
    }

} // namespace

int handsNeeded(const Weapon& weapon, const AttackRequest& request)
{
    if (weapon.twoHanded || request.twoWeapons || weapon.rcl > request.shooter.str)
        return 2;
    return 1;
}

std::optional<Text> whyCannotAttack(
    const Ruleset& ruleset, const CharacterState& actor, const AttackRequest& request)
{
    if (auto why = whyNotAwake(ruleset, actor))
        return why;
    const Weapon* weapon = ruleset.weapon(request.weapon);
    if (!weapon)
        return std::nullopt; // the resolver names the unknown weapon
    // §11: "The character needs a successful roll of Weapons Maintenance to unjam the weapon."
    if (std::find(actor.jammedWeapons.begin(), actor.jammedWeapons.end(), weapon->id)
        != actor.jammedWeapons.end())
        return say(HS_TEXT("core",
                       "%1's %2 is jammed: clear the jam first (Weapons Maintenance, one action)"),
            nameOf(actor), weapon->name);
    const Arms arms = armsOf(ruleset, actor);
    const int usable = usableArms(arms);
    if (usable == 0)
        return say(HS_TEXT("core", "%1 cannot use %2: every arm is useless or worse"),
            nameOf(actor), weapon->name);
    if (usable < handsNeeded(*weapon, request))
        return say(HS_TEXT("core", "%1 cannot hold %2 in two hands: the %3 is useless or worse"),
            nameOf(actor), weapon->name, ruleset.body.locations[arms.lost.front()].name);
    return std::nullopt;
}

std::optional<Text> whyCannotThrow(const Ruleset& ruleset, const CharacterState& actor)
{
    if (auto why = whyNotAwake(ruleset, actor))
        return why;
    if (usableArms(armsOf(ruleset, actor)) == 0)
        return say(
            HS_TEXT("core", "%1 cannot throw: every arm is useless or worse"), nameOf(actor));
    return std::nullopt;
}

std::optional<Text> whyCannotJump(const Ruleset& ruleset, const CharacterState& actor)
{
    return whyNotAwake(ruleset, actor);
}

bool jammedIn(const Outcome& outcome)
{
    return std::any_of(outcome.shots.begin(), outcome.shots.end(),
        [](const ShotTrace& shot) { return shot.carriesRoll && shot.roll.jammed; });
}

void keepJammed(CharacterState& character, const std::string& weapon)
{
    std::vector<std::string>& jammed = character.jammedWeapons;
    if (std::find(jammed.begin(), jammed.end(), weapon) == jammed.end())
        jammed.push_back(weapon);
}

} // namespace hitspread
