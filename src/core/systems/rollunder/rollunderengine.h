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
//                        (the option new_round=1 clears every figure's).
//
// Action options: new_round (0/1); with "Book 1" cover, cover and shooter_cover (0–6);
// otherwise wall_tl (a bulkhead wall as cover: its TL is the armour, 0 = none).
// Outcome::rolls are the attack rolls (one per attack of a burst or full auto) or the throw,
// scatter and direction rolls; a roll's total includes the "Book 1" roll modifier.
// hitChance() is the chance of one attack (each of a burst's is the same).

#include "ground.h"
#include "rollunder.h"

#include <memory>

namespace hitspread::rollunder {

class Engine final : public ground::Engine {
public:
    explicit Engine(std::shared_ptr<const Rules> rules);
    const Rules& rules() const { return *m_rules; }

    std::string system() const override { return "rollunder"; }
    // Unconscious or dead (a physical characteristic at 0, two): out of the fight. The
    // round's phases go by each player's decision, which Hitspread does not hold: the figures
    // in the fight act in the order they are listed.
    bool canAct(const ground::Figure& figure) const override;
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
    // A new round: the stun of a hasty attack is over.
    ground::Figure newRound(const ground::Figure& figure) const override;
    double hitChance(const ground::Scene& scene, const ground::Action& action) const override;
    ground::Outcome resolve(
        const ground::Scene& scene, const ground::Action& action, DiceSource& dice) const override;

    // A figure's physical characteristics as they are now.
    Physical physical(const ground::Figure& figure) const;

private:
    struct Prepared;
    Prepared prepare(const ground::Scene& scene, const ground::Action& action) const;
    const Character& character(const ground::Figure& figure) const;

    std::shared_ptr<const Rules> m_rules;
};

} // namespace hitspread::rollunder
