// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// System rollunder on the ground map (ground.h): a ruleset's rules behind the one Engine
// interface. The dice order is in rollunder.h.
//
// Figure::state keys (missing = the character file's value):
//   "str", "dex", "end"  the physical characteristics as they are now (damage lowers them;
//                        one at 0: unconscious, two: dead);
//   "stunned"            1 after a hasty attack hit: no attack for the rest of the round
//                        (the option new_round=1 clears every figure's);
//   "empty"              1: its ammunition check failed, it cannot fire this round; 2: it is
//                        reloading under cover this round and cannot fire either. A new round
//                        turns 1 into 2 unless the figure Moves (decision 1: "when Moving …
//                        there is no reloading possible"), and 2 into 0 (reloaded);
//   "decision"           the die colour chosen for the round, 0–4: 0 Default (autofire, snap
//                        fire, melee, a non-combat action), 1 Yellow (Move), 2 Black (Aimed
//                        Fire), 3 White (vehicles, heavy weapons, demolitions), 4 Red
//                        (Suppressing Fire). It lasts until changed.
//
// Action options: new_round (0/1); with "Book 1" cover, cover and shooter_cover (0–6);
// otherwise wall_tl (a bulkhead wall as cover: its TL is the armour, 0 = none). A ranged
// weapon: check_ammo (0/1: the ammunition check before the attack) and, with power settings,
// power (1–3). Opposed melee: blocks (0/1: the target only blocks) and second_hits (the figure
// number the winners besides the attacker hit; 0: each its nearest opponent).
// Outcome::rolls are the ammunition check and the malfunction roll when made, the attack rolls
// (one per attack of a burst or full auto), the attacker's melee roll (every other fighter's
// opens its FigureResult's rolls), or the throw, scatter and direction rolls; a roll's total
// includes the "Book 1" roll modifier. hitChance() is the chance of one attack (each of a burst's
// is the same), the ammunition check and the malfunction roll included; in opposed melee, the
// chance that the attacker wins and its blow lands.

#include "ground.h"
#include "rollunder.h"
#include "rollundermelee.h"

#include <memory>

namespace hitspread::rollunder {

class Engine final : public ground::Engine {
public:
    explicit Engine(std::shared_ptr<const Rules> rules);
    const Rules& rules() const { return *m_rules; }

    std::string system() const override { return "rollunder"; }
    // Unconscious or dead (a physical characteristic at 0, two): out of the fight.
    bool canAct(const ground::Figure& figure) const override;
    // "Actions are resolved in phases: Yellow (Move), Black (Aimed Fire), White (Vehicles and
    // special attacks), Default. Red Phase (Fire Suppression) is reactive." By each figure's
    // "decision", in list order within a phase; a Moving figure's second turn in the Default
    // phase; no die is rolled.
    ground::Initiative initiative(const ground::Scene& scene,
        const std::vector<ground::Turn>& previous, DiceSource& dice) const override;
    std::vector<ground::WeaponChoice> weapons() const override;
    std::vector<ground::Choice> situations() const override;
    std::vector<ground::OptionSpec> options(const ground::Action& action) const override;
    std::vector<ground::Choice> characters() const override;
    ground::Figure figure(const std::string& character) const override;
    std::vector<ground::StateKey> stateKeys(const ground::Figure& figure) const override;
    std::string defaultShooter() const override { return m_rules->defaultShooter; }
    std::string defaultTarget() const override { return m_rules->defaultTarget; }
    Text status(const ground::Figure& figure) const override;
    std::optional<std::string> band(const std::string& weapon, int metres) const override;
    ground::Scatter scatter(const std::string& weapon) const override;
    std::vector<ground::Ring> rings(const std::string& weapon) const override;
    // Besides attacks (rollunderprocedures.cpp): "decide", the one acting's decision for the
    // round (option colour 0–4, as the state "decision"); the combat setup's "leadership" task,
    // rolled by the one acting as the leader, and "tactics", the Tactics Mod rolled by the
    // best Tactics skill of the one acting's side. None of them spends a turn.
    std::vector<ground::Choice> procedures() const override;
    bool procedureTakesTurn(const std::string&) const override { return false; }
    ground::Outcome perform(
        const ground::Scene& scene, const ground::Action& action, DiceSource& dice) const override;
    // A new round: the stun of a hasty attack is over; an empty weapon is reloaded in a round
    // not Moving.
    ground::Figure newRound(const ground::Figure& figure) const override;
    double hitChance(const ground::Scene& scene, const ground::Action& action) const override;
    ground::Outcome resolve(
        const ground::Scene& scene, const ground::Action& action, DiceSource& dice) const override;

    // A figure's physical characteristics as they are now.
    Physical physical(const ground::Figure& figure) const;

private:
    struct Prepared {
        const Weapon* weapon = nullptr;
        std::string mode;
        const RangeBand* band = nullptr; // null for melee
        int metres = 0;
        int damage = 0; // the weapon's damage dice, or the attacker's Str dice rating unarmed
        Task task;
        int power = 1; // the power setting, P1–P3
        bool checkAmmo = false;
        bool exchange = false; // opposed melee
    };
    // The scene as the action finds it: with new_round=1, every figure as a new round finds it.
    ground::Scene startOf(const ground::Scene& scene, const ground::Action& action) const;
    Prepared prepare(const ground::Scene& scene, const ground::Action& action) const;
    const Character& character(const ground::Figure& figure) const;
    std::vector<ground::OptionSpec> procedureOptions(const ground::Action& action) const;
    // Opposed melee (rollundermeleeengine.cpp): the fighters of an exchange, and its outcome.
    std::vector<Fighter> fighters(
        const ground::Scene& scene, const ground::Action& action, const Prepared& p) const;
    void resolveExchange(const ground::Scene& start, const ground::Action& action,
        const Prepared& p, DiceSource& dice, ground::Outcome& out) const;
    // The ammunition check and the power setting's malfunction roll before a ranged attack:
    // false when it cannot fire.
    bool beforeFiring(const ground::Scene& start, const Prepared& p, DiceSource& dice,
        ground::Outcome& out) const;

    std::shared_ptr<const Rules> m_rules;
};

} // namespace hitspread::rollunder
