// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Weapons compared before anyone rolls: up to four choices (a weapon, its ammo, a fire mode,
// the aims) against the target as it stands, at each range band of §4, each with what the
// action does to it (effect.h): the chance to put it down and the hits taken off its body.
// hitspread-cli compare prints it; the window's Compare Weapons charts it.

#include "effect.h"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace hitspread {

// One choice: what the Shooter panel's weapon, ammo, fire mode and aims would be.
struct WeaponChoice {
    std::string weapon;
    std::string ammo; // empty: the weapon's first
    FireMode mode = FireMode::Single;
    int aims = 0;

    bool operator==(const WeaponChoice&) const = default;
};

constexpr std::size_t MaxChoices = 4;
// The bands compared, nearest first (§4; beyond extreme a shot is impossible).
constexpr std::array<RangeBand, 4> ComparedBands { RangeBand::Optimum, RangeBand::Medium,
    RangeBand::Long, RangeBand::Extreme };

// Throws Refused for a choice that cannot be compared at any range: a weapon the ruleset
// lacks, a thrown or melee one (no range bands), ammo the ruleset lacks or the weapon does not
// fire, a fire mode it lacks, aims outside 0 to 6 (§5).
void checkChoice(const Ruleset& ruleset, const WeaponChoice& choice);

// The action of `choice` at `band`: `base` (the shooter, the aimed hex, the situation) with
// the choice's weapon, ammo, fire mode and aims, the figures of other fire modes dropped as
// the Shooter panel drops them (full auto rolls 3d6 for its length when `base` gives none).
// With the shooter's sheet, a weapon other than base's is fired with the sheet's skill in it.
AttackRequest choiceRequest(const Ruleset& ruleset, const AttackRequest& base,
    const WeaponChoice& choice, RangeBand band, const CharacterSheet* shooter = nullptr);

// One choice at one band: what it does, or why it is impossible there.
struct BandComparison {
    RangeBand band = RangeBand::Optimum;
    std::optional<EffectOdds> effect;
    std::optional<Text> impossible;

    bool workedOut() const { return effect || impossible; }
};

struct ChoiceComparison {
    WeaponChoice choice;
    std::optional<Text> refused; // checkChoice's reason; every band is impossible for it then
    std::array<BandComparison, ComparedBands.size()> bands;
};

struct Comparison {
    std::vector<ChoiceComparison> choices;
    bool stopped = false; // the progress asked to stop: the bands not worked out are empty
};

// Called after each choice's band is worked out, with how many of all of them are; returns
// false to stop there.
using CompareProgress = std::function<bool(int done, int total)>;

// The most trials a comparison samples of each choice at each band (the CLI's --trials, the
// window's Trials): four choices at four bands of a 40-round burst take about a minute there.
constexpr int MaxCompareTrials = 1'000'000;

// Every choice at every band of ComparedBands: effectOdds(ruleset, target, choiceRequest(…),
// trials, seed), exact for one shot, else `trials` seeded trials with the same seed at every
// band, or why the rules refuse it there. Throws Refused for more than MaxChoices choices or
// fewer than one trial. `others` are walking fire's further targets (§6), for a choice of
// burst or full auto that keeps `base`'s walk.
Comparison compare(const Ruleset& ruleset, const CharacterState& target, const AttackRequest& base,
    const std::vector<WeaponChoice>& choices, int trials = 100'000, std::uint64_t seed = 1,
    const CharacterSheet* shooter = nullptr, const CompareProgress& progress = {},
    const std::vector<CharacterState>& others = {});

} // namespace hitspread
