// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System successpool's procedures on the ground map (ground.h): the bonus and destiny dice
// of the seed's "Actions through bonus dice", spent by the one acting or by its target.
#include "successpoolengine.h"

#include "resolving.h"

namespace hitspread::successpool {

namespace {
    constexpr const char* BonusDie = "bonus_die";
    constexpr const char* DestinyDie = "destiny_die";
} // namespace

std::vector<ground::Choice> Engine::procedures() const
{
    return {
        { BonusDie, HS_TEXT("core", "Spend a bonus die"), HS_TEXT("core", "gains an action") },
        { DestinyDie, HS_TEXT("core", "Spend a destiny die"),
            HS_TEXT("core", "steals an action from an opponent") },
    };
}

std::vector<ground::OptionSpec> Engine::procedureOptions(const ground::Action& action) const
{
    if (action.procedure == BonusDie || action.procedure == DestinyDie)
        return { { "by_target",
            HS_TEXT("core", "The target spends it, to react (1 = yes; 0: the one acting)"), 0, 1,
            0 } };
    return {};
}

ground::Outcome Engine::perform(
    const ground::Scene& scene, const ground::Action& action, DiceSource& dice) const
{
    const bool bonus = action.procedure == BonusDie;
    if (!bonus && action.procedure != DestinyDie)
        return ground::Engine::perform(scene, action, dice);
    // Seed, "Actor and actions": "If it is a participant's turn, he has the priority": the one
    // acting has its actions refreshed before it spends anything.
    ground::Outcome out;
    out.after = acting(scene);
    const bool byTarget = action.option("by_target", 0) != 0;
    const int spenderIndex = byTarget ? action.target : scene.shooter;
    const int otherIndex = byTarget ? scene.shooter : action.target;
    auto figure = [&](int index) -> ground::Figure& {
        if (index < 0 || index >= static_cast<int>(out.after.figures.size()))
            refuse(say(HS_TEXT("core", "Pick the target: the scene has no figure %1."),
                action.target + 1));
        return out.after.figures[static_cast<std::size_t>(index)];
    };
    ground::Figure& spender = figure(spenderIndex);
    const Character& c = characterOf(spender);
    const char* const key = bonus ? "bonus_dice" : "destiny_dice";
    const int held = spender.value(key, bonus ? c.bonusDice : c.destinyDice);
    if (held < 1)
        refuse(bonus ? say(HS_TEXT("core", "%1 has no bonus die to spend."), spender.name)
                     : say(HS_TEXT("core", "%1 has no destiny die to spend."), spender.name));

    ground::FigureResult spent;
    spent.figure = spenderIndex;
    spent.affected = true;
    if (bonus) {
        // "To gain an additional action, a bonus die can be subtracted. The additional action
        // is available immediately, including for a reaction."
        spender.state[key] = held - 1;
        spender.state["actions"] = spender.value("actions", 0) + 1;
        spent.result = sayCount("spends a bonus die: %n action left",
            HS_TEXT_N("core", "spends a bonus die: %n actions left"), spender.value("actions", 0));
        out.working.push_back(say(HS_TEXT("core",
                                      "%1 spends a bonus die (%2 left) and gains an action, "
                                      "available at once, even to react: %3 now."),
            spender.name, held - 1,
            sayCount("%n action", HS_TEXT_N("core", "%n actions"), spender.value("actions", 0))));
        out.figures.push_back(spent);
        out.hit = true;
        return out;
    }
    // "If a destiny die is spent, an action can be stolen from an opponent. This action is no
    // longer available to the opponent in his current (or next, if it is not his turn) turn.
    // The participant who spent the destiny dice has the action immediately available, even
    // as a reaction."
    if (otherIndex == spenderIndex)
        refuse(say(HS_TEXT("core", "%1 cannot steal an action from itself."), spender.name));
    ground::Figure& victim = figure(otherIndex);
    if (victim.side == spender.side)
        refuse(say(HS_TEXT("core",
                       "%1 and %2 fight on the same side: an action is stolen from "
                       "an opponent."),
            spender.name, victim.name));
    spender.state[key] = held - 1;
    spender.state["actions"] = spender.value("actions", 0) + 1;
    const bool thisTurn = otherIndex == scene.shooter && victim.value("actions", 0) > 0;
    Text fromWhen;
    if (thisTurn) {
        victim.state["actions"] = victim.value("actions", 0) - 1;
        fromWhen = say(HS_TEXT("core", "from this turn of %1's"), victim.name);
    } else {
        // Reading: the one acting with no action left in this turn loses one of his next.
        victim.state["stolen"] = victim.value("stolen", 0) + 1;
        fromWhen = say(HS_TEXT("core", "from %1's next turn"), victim.name);
    }
    spent.result = sayCount("steals an action: %n action left",
        HS_TEXT_N("core", "steals an action: %n actions left"), spender.value("actions", 0));
    out.figures.push_back(spent);
    ground::FigureResult lost;
    lost.figure = otherIndex;
    lost.affected = true;
    lost.result = thisTurn
        ? sayCount("loses an action: %n action left",
            HS_TEXT_N("core", "loses an action: %n actions left"), victim.value("actions", 0))
        : say(HS_TEXT("core", "loses an action of the next turn"));
    out.figures.push_back(lost);
    out.working.push_back(say(HS_TEXT("core",
                                  "%1 spends a destiny die (%2 left) and steals an action %3; "
                                  "the action is %1's at once, even to react."),
        spender.name, held - 1, fromWhen));
    out.hit = true;
    return out;
}

} // namespace hitspread::successpool
