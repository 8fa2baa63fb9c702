// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "setupworking.h"

#include "scope.h"

namespace hitspread {

std::vector<Text> describeSetupText(
    const Ruleset& rs, const rules::AttackSetup& setup, const Outcome& out)
{
    std::vector<Text> lines;
    if (const Scope* scope = setup.scope) {
        lines.push_back(say(HS_TEXT("core", "Scope: %1, designed for %2 range, set for %3 range."),
            scope->name, term(toString(scope->band)), term(toString(setup.scopeSetting))));
        if (out.shotType != ShotType::Aimed)
            lines.push_back(say(HS_TEXT("core", "The shot is not aimed: the scope adds nothing.")));
        else if (setup.aimBonusCapped)
            lines.push_back(say(HS_TEXT("core",
                                    "Aim bonus: aims +%1, scope +%2 at %3 range, capped by "
                                    "Marksman: +%4."),
                setup.aimsBonus, setup.scopeBonus, term(toString(setup.band)), setup.aimBonus));
        else
            lines.push_back(say(HS_TEXT("core", "Aim bonus: aims +%1, scope +%2 at %3 range: +%4."),
                setup.aimsBonus, setup.scopeBonus, term(toString(setup.band)), setup.aimBonus));
        // §11: "Lowering maginifcation takes up one Action per Range Band shifted".
        const RangeBand best = bestScopeSetting(*scope, setup.band);
        if (best != setup.scopeSetting)
            lines.push_back(sayCount(
                "Lowering its magnification to %1 range would take %n action and give +%2.",
                HS_TEXT_N("core",
                    "Lowering its magnification to %1 range would take %n actions and give +%2."),
                magnificationActions(setup.scopeSetting, best), term(toString(best)),
                scopeBonus(*scope, best, setup.band)));
    }
    const Weapon* w = setup.weapon;
    if (!w || w->isMelee() || !rs.options.jamming)
        return lines;
    // §11 jamming factor: each attack roll whose bullets take the round beyond the maximum.
    const int burst = out.mode == FireMode::Full && out.burst ? out.burst->length : 0;
    int roll = 0;
    for (const ShotTrace& shot : out.shots) {
        if (!shot.carriesRoll)
            continue;
        const int bullets = rules::roundBulletsOfRoll(setup, out.mode, roll++, burst);
        if (const int jam = rules::jamNumber(*w, bullets); jam > 0)
            lines.push_back(say(HS_TEXT("core",
                                    "Jamming factor: %1 bullets this round, %2 above the maximum "
                                    "of %3: jam number JF %4 − %2 + 4 = %5; attack dice totalling "
                                    "less jam."),
                bullets, bullets - w->maxPerRound, w->maxPerRound, w->jf, jam));
        if (shot.roll.jammed)
            break;
    }
    return lines;
}

} // namespace hitspread
