// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare.h"

#include "refused.h"

#include <algorithm>

namespace hitspread {

void checkChoice(const Ruleset& rs, const WeaponChoice& choice)
{
    // The resolver's own sentences, so a choice reads alike refused here or by the shot.
    const Weapon* w = rs.weapon(choice.weapon);
    if (!w)
        throw Refused(say(HS_TEXT("core", "unknown weapon '%1'"), choice.weapon));
    if (w->kind == WeaponKind::Thrown)
        throw Refused(say(HS_TEXT("core", "%1 is thrown: resolve it as a throw"), w->name));
    // §4: range bands are a firearm's; a blow lands the same at any of them.
    if (w->isMelee())
        throw Refused(say(
            HS_TEXT("core", "%1 is a melee weapon: it has no range bands to compare"), w->name));
    if (!w->canFire(choice.mode))
        throw Refused(say(
            HS_TEXT("core", "%1 cannot fire in %2 mode"), w->name, term(toString(choice.mode))));
    if (!w->isMelee() && !choice.ammo.empty()) {
        const Ammo* ammo = rs.findAmmo(choice.ammo);
        if (!ammo)
            throw Refused(say(HS_TEXT("core", "unknown ammo '%1'"), choice.ammo));
        if (std::find(w->ammo.begin(), w->ammo.end(), choice.ammo) == w->ammo.end())
            throw Refused(say(HS_TEXT("core", "%1 does not fire %2 ammo"), w->name, ammo->name));
    }
    // §5: six aims at most.
    if (choice.aims < 0 || choice.aims > 6)
        throw Refused(
            say(HS_TEXT("core", "aims must be 0 to 6 (the rules allow six at most), not %1"),
                choice.aims));
}

AttackRequest choiceRequest(const Ruleset& rs, const AttackRequest& base,
    const WeaponChoice& choice, RangeBand band, const CharacterSheet* shooter)
{
    AttackRequest req = base;
    req.weapon = choice.weapon;
    req.ammo = choice.ammo;
    req.mode = choice.mode;
    req.aims = choice.aims;
    req.range = band;
    req.distance.reset();
    // §6: the figures of one fire mode do not carry over into another.
    if (req.mode != FireMode::Full) {
        req.burstDice = 0;
        req.burstAdjust = 0;
    } else if (req.burstDice == 0) {
        req.burstDice = 3;
    }
    if (req.mode != FireMode::Semi)
        req.shots = 0;
    if (req.mode != FireMode::Burst && req.mode != FireMode::Full) {
        req.influence.clear();
        req.walk.clear();
    }
    const Weapon* w = rs.weapon(req.weapon);
    if (shooter && w && req.weapon != base.weapon) {
        const ShooterProfile fresh = ShooterProfile::fromSheet(rs, *shooter, *w);
        req.shooter.skill = fresh.skill;
        req.shooter.martialArts = fresh.martialArts;
    }
    fitToWeapon(rs, req);
    return req;
}

Comparison compare(const Ruleset& rs, const CharacterState& target, const AttackRequest& base,
    const std::vector<WeaponChoice>& choices, int trials, std::uint64_t seed,
    const CharacterSheet* shooter, const CompareProgress& progress,
    const std::vector<CharacterState>& others)
{
    if (choices.size() > MaxChoices)
        throw Refused(say(
            HS_TEXT("core", "up to %1 choices are compared, not %2"), MaxChoices, choices.size()));
    if (trials < 1)
        throw Refused(say(HS_TEXT("core", "The odds need at least one trial, not %1."), trials));
    Comparison result;
    result.choices.resize(choices.size());
    // A choice refused outright is impossible at every band and costs no time.
    for (std::size_t c = 0; c < choices.size(); ++c) {
        ChoiceComparison& out = result.choices[c];
        out.choice = choices[c];
        for (std::size_t b = 0; b < ComparedBands.size(); ++b)
            out.bands[b].band = ComparedBands[b];
        try {
            checkChoice(rs, choices[c]);
        } catch (const Refused& refused) {
            out.refused = refused.text();
            for (BandComparison& band : out.bands)
                band.impossible = refused.text();
        }
    }
    const int total = static_cast<int>(choices.size() * ComparedBands.size());
    int done = 0;
    for (ChoiceComparison& out : result.choices) {
        for (BandComparison& band : out.bands) {
            if (!out.refused) {
                try {
                    const AttackRequest req
                        = choiceRequest(rs, base, out.choice, band.band, shooter);
                    // A walk that was dropped with its fire mode leaves no further target.
                    band.effect = effectOdds(rs, target,
                        req.walk.empty() ? std::vector<CharacterState> {} : others, req, trials,
                        seed);
                } catch (const Refused& refused) {
                    band.impossible = refused.text();
                }
            }
            ++done;
            if (progress && !progress(done, total)) {
                result.stopped = done < total;
                return result;
            }
        }
    }
    return result;
}

} // namespace hitspread
