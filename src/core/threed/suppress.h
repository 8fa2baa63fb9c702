// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Suppressive fire (rules §6): a shooter sprays an area in full auto, and a figure that
// crosses it dodges the bullets or is hit by one or two of them.

#include "attack.h"

#include <optional>
#include <string>
#include <vector>

namespace hitspread {

// The skill a figure crossing the area rolls; Acrobatics may replace Dodge (§6).
enum class EvasionSkill { Dodge, Acrobatics };
const char* toString(EvasionSkill skill);

struct SuppressRequest {
    std::string weapon; // must fire full auto
    std::string ammo; // empty: the weapon's first ammo
    ShooterProfile shooter; // skill: the weapon's skill (for the bullets); autoSupport: the roll
    EvasionSkill evasion = EvasionSkill::Dodge;
    int modifier = 0; // the GM's free modifier on the figure's roll
};

// How the crossing ended.
enum class SuppressVerdict {
    NoSuppression, // the Auto/Support roll failed: the figure crosses unharmed without a roll
    Unharmed, // success with a success die value above the bar
    OneBullet, // success, but not above the bar: a wild shot at the standard aiming point
    TwoBullets, // failure: a wild semi-auto hit, two shots in turn
};
const char* toString(SuppressVerdict verdict);

// A complete trace of one figure crossing a suppressed area: every die, both rolls, the bar,
// the verdict and each bullet as the normal resolver traced it.
struct SuppressOutcome {
    std::string ruleset;
    std::string weapon;
    std::string ammo;
    std::string shooter;
    std::string figure;
    int fa = 0; // the weapon's FA (suppression) stat, taken off the figure's roll
    EvasionSkill evasion = EvasionSkill::Dodge;
    AttackRoll autoSupportRoll; // the shooter's Auto/Support roll
    bool suppressing = false; // the Auto/Support roll succeeded (and the weapon did not jam)
    int bar = 0; // the Auto/Support success die value, critical included (0 when not suppressing)
    std::optional<AttackRoll> figureRoll; // Dodge or Acrobatics; none without suppression
    SuppressVerdict verdict = SuppressVerdict::NoSuppression;
    std::vector<Outcome> bullets; // one per bullet, in order; each carries the figure after it
    std::vector<DiceSource::Use> dice;
    CharacterState figureAfter;
};

// Resolves one figure crossing an area under suppressive fire (rules §6).
// Dice: the Auto/Support roll (3 faces), then the figure's roll (3 faces), then the bullets'
// dice as the attack resolver consumes them, bullet by bullet.
// Throws Refused before any die is rolled (unknown weapon, no full auto, bad ammo), and
// DiceExhausted when typed dice run out.
SuppressOutcome resolveSuppression(const Ruleset& ruleset, const CharacterState& figure,
    const SuppressRequest& request, DiceSource& dice);

// The working as a referee would say it, line by line.
std::vector<std::string> describeSuppression(
    const Ruleset& ruleset, const SuppressOutcome& outcome);
// The same to translate (the roll log).
std::vector<Text> describeSuppressionText(const Ruleset& ruleset, const SuppressOutcome& outcome);

} // namespace hitspread
