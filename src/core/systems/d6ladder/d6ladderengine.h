// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// System d6ladder on the ground map (ground.h): a ruleset's rules behind the one Engine
// interface. resolve() is a pure function (scene, action, dice) → outcome; the difficulty,
// the dice order and the Figure::state keys are in d6ladder.h.

#include "d6ladder.h"
#include "ground.h"

#include <memory>

namespace hitspread::d6ladder {

class Engine final : public ground::Engine {
public:
    explicit Engine(std::shared_ptr<const Rules> rules);
    const Rules& rules() const { return *m_rules; }

    std::string system() const override { return "d6ladder"; }
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
    double hitChance(const ground::Scene& scene, const ground::Action& action) const override;
    ground::Outcome resolve(
        const ground::Scene& scene, const ground::Action& action, DiceSource& dice) const override;
    // What lasts a round wears off (nextRound, d6ladder.h).
    ground::Figure newRound(const ground::Figure& figure) const override;
    // Unconscious, incapacitated, mortally wounded or killed: out of the fight. The seed gives
    // no initiative, so the figures in the fight act in the order they are listed.
    bool canAct(const ground::Figure& figure) const override;
    // Seed, "Damage": a mortally wounded character "may die. At the end of each round, roll
    // 2D. If the roll is less than the number of rounds that the character has been mortally
    // wounded, the character dies." The rounds are counted in the state `mortal_rounds`; one
    // stabilized by first aid (`stabilized`) rolls nothing.
    ground::RoundEnd endRound(const ground::Scene& scene, DiceSource& dice) const override;

    // Seed, "Healing": first aid, medical and natural healing, by the one acting (the medic)
    // on the target (the patient), as procedures (d6ladderprocedures.cpp). Only first aid is
    // an action of a round.
    std::vector<ground::Choice> procedures() const override;
    bool procedureTakesTurn(const std::string& procedure) const override;
    ground::Outcome perform(
        const ground::Scene& scene, const ground::Action& action, DiceSource& dice) const override;

private:
    std::vector<ground::OptionSpec> procedureOptions(const ground::Action& action) const;
    std::shared_ptr<const Rules> m_rules;
};

} // namespace hitspread::d6ladder
