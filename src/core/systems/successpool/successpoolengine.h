// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// System successpool on the ground map: the resolvers of successpool.h behind
// ground::Engine, a figure's health kept in Figure::state.
//
// Figure::state keys:
//   "wounds"    wounds taken so far (missing: the file's `wounds`, usually 0);
//   "actions"   actions left (missing: none). Seed, "Start of the combat": "All participants
//               of the combat have no actions available at the beginning of the combat. Only
//               when they receive the priority for the first time do their actions refresh."
//               An attack or throw spends one, full auto every one left, an evasion or a
//               parry one of the target's. Nothing else sets them: the figure's count is the
//               only truth.
//   "priority"  1 once the figure has received the priority this round: its actions refreshed
//               to the lineage's then (seed, "Actor and actions": "At the beginning of the
//               turn, the actions of the participant refresh"). The one acting receives it
//               when it first acts, or when the window makes it the one acting; a new round
//               clears it ("each participant gets priority once"), leaving the actions as they
//               are until the figure's own turn.
//
//   "bonus_dice", the bonus and destiny dice held (missing: the character file's
//   "destiny_dice" `bonus_dice`, `destiny_dice`, else 0); a procedure spends them.
//   "stolen"    actions a destiny die took from the figure's next turn: its next refresh
//               gives that many fewer.
//
// Procedures: "bonus_die" and "destiny_die", each with the option "by_target" (1: the target
// spends it, to react, instead of the one acting).
//
// Action options (melee attacks only; a figure makes one reaction to an action at most, so
// "evades" and "parries" together are refused):
//   "evades"    1: the target of a melee attack evades (it costs one of its actions).
//   "parries"   1: the target parries it with a weapon or object (one of its actions too).
//   "unseen"    1: the target cannot perceive the attacker (an attack from behind), so it
//               cannot react: "evades" or "parries" with it is refused. The seed has no
//               perception roll: this is the referee's ruling.

#include "ground.h"
#include "successpool.h"
#include "successpoolrules.h"

#include <memory>

namespace hitspread::successpool {

class Engine final : public ground::Engine {
public:
    explicit Engine(std::shared_ptr<const Rules> rules);
    const Rules& rules() const { return *m_rules; }

    std::string system() const override { return "successpool"; }
    int maxFace() const override { return 12; }
    std::vector<ground::WeaponChoice> weapons() const override;
    std::vector<ground::Choice> situations() const override;
    std::vector<ground::OptionSpec> options(const ground::Action& action) const override;
    std::vector<ground::Choice> characters() const override;
    ground::Figure figure(const std::string& character) const override;
    std::vector<ground::StateKey> stateKeys(const ground::Figure& figure) const override;
    std::string defaultShooter() const override;
    std::string defaultTarget() const override;
    Text status(const ground::Figure& figure) const override;
    std::optional<std::string> band(const std::string& weapon, int metres) const override;
    ground::Scatter scatter(const std::string& weapon) const override;
    std::vector<ground::Ring> rings(const std::string& weapon) const override;
    // A new round: each figure may receive the priority again; its actions stay as they are.
    ground::Figure newRound(const ground::Figure& figure) const override;
    // The figure's turn begins: its actions refresh to the lineage's, once a round.
    ground::Figure receivesPriority(const ground::Figure& figure) const override;
    // Seed, "Start of the combat": d6 + Speed, ties by Quickness, then Deftness; the order
    // holds for every round of the fight ("If the last participant has acted, the next combat
    // round begins with the first participant"). A figure that joins later rolls its own and
    // takes its place by its score.
    ground::Initiative initiative(const ground::Scene& scene,
        const std::vector<ground::Turn>& previous, DiceSource& dice) const override;
    // Seed, "Actor and actions": the participant "performs actions one after another" in his
    // turn; it ends when none is left.
    bool turnSpent(const ground::Figure& figure) const override
    {
        return figure.value("actions", 0) <= 0;
    }
    double hitChance(const ground::Scene& scene, const ground::Action& action) const override;
    ground::Outcome resolve(
        const ground::Scene& scene, const ground::Action& action, DiceSource& dice) const override;

    // What a figure brings to an attack (its skill for `weapon`) and to a defence, with the
    // actions it has now.
    Attacker attacker(const ground::Figure& figure, const Weapon& weapon) const;
    Defender defender(const ground::Figure& figure) const;

    // Seed, "Actions through bonus dice": a bonus die spent gains an action, a destiny die
    // spent steals one from an opponent (successpoolprocedures.cpp). Neither takes an action.
    std::vector<ground::Choice> procedures() const override;
    bool procedureTakesTurn(const std::string&) const override { return false; }
    ground::Outcome perform(
        const ground::Scene& scene, const ground::Action& action, DiceSource& dice) const override;

private:
    std::vector<ground::OptionSpec> procedureOptions(const ground::Action& action) const;
    const Character& characterOf(const ground::Figure& figure) const;
    // The scene as the one acting finds it: it has the priority (its actions refreshed if this
    // is its first action of the round).
    ground::Scene acting(const ground::Scene& scene) const;
    AttackRequest attackRequest(const ground::Scene& scene, const ground::Action& action) const;
    ThrowRequest throwRequest(const ground::Scene& scene, const ground::Action& action) const;
    ground::Outcome attackOutcome(
        const ground::Scene& scene, const ground::Action& action, DiceSource& dice) const;
    ground::Outcome throwOutcome(
        const ground::Scene& scene, const ground::Action& action, DiceSource& dice) const;

    std::shared_ptr<const Rules> m_rules;
};

// The working, sentence by sentence, for people.
std::vector<Text> describe(
    const AttackTrace& trace, const std::string& attacker, const std::string& defender);
std::vector<Text> describe(const ThrowTrace& trace, const std::string& thrower);
std::vector<Text> describeWounds(const WoundTrace& wounds, const std::string& who);
// "1 wound", "3 wounds": a count of wounds in the plural form its number takes.
Text woundsText(int wounds);

} // namespace hitspread::successpool
