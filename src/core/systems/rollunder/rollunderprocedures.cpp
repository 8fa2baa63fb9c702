// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System rollunder's procedures on the ground map (ground.h): a figure's decision for the
// round, and the combat setup — "1. Leadership task rolled by Leader. 2. Tactics Mod (not a
// pool!) rolled by whoever has the best Tactics score. 3. Sitrep by referee."
#include "resolving.h"
#include "rollunderengine.h"
#include "rollunderrolls.h"

namespace hitspread::rollunder {

namespace {
    constexpr const char* Decide = "decide";
    constexpr const char* Leadership = "leadership";
    constexpr const char* Tactics = "tactics";

    // A setup task of a character: dice below characteristic + skill, with the action's
    // modifier in dice (at least 1D).
    Task setupTask(const SetupTask& setup, const Character& c, int modifier)
    {
        Task t;
        t.base = setup.dice;
        if (modifier != 0)
            t.modifiers.push_back({ "", "modifier", modifier });
        t.minimum = 1;
        t.dice = std::max(1, setup.dice + modifier);
        t.target = c.characteristic(setup.characteristic) + c.skill(setup.skill);
        return t;
    }
}

std::vector<ground::Choice> Engine::procedures() const
{
    return {
        { Decide, HS_TEXT("core", "Decide (die colour)"),
            HS_TEXT("core", "the one acting, for the round") },
        { Leadership, HS_TEXT("core", "Leadership task (setup)"),
            HS_TEXT("core", "the one acting, as the leader") },
        { Tactics, HS_TEXT("core", "Tactics Mod (setup)"),
            HS_TEXT("core", "the best Tactics of the one acting's side") },
    };
}

std::vector<ground::OptionSpec> Engine::procedureOptions(const ground::Action& action) const
{
    if (action.procedure == Decide)
        return { { "colour",
            HS_TEXT("core", "0 Default, 1 Yellow (Move), 2 Black (Aimed), 3 White, 4 Red"), 0, 4,
            0 } };
    return {};
}

ground::Outcome Engine::perform(
    const ground::Scene& scene, const ground::Action& action, DiceSource& dice) const
{
    if (action.procedure != Decide && action.procedure != Leadership && action.procedure != Tactics)
        return ground::Engine::perform(scene, action, dice);
    const ground::Figure& actor
        = shown::figureAt(scene, scene.shooter, term(HS_TEXT("core", "the one acting")));
    const std::size_t first = dice.used().size();
    ground::Outcome out;
    out.after = scene;

    if (action.procedure == Decide) {
        // "2. Decision. Each player selects a die color based on his character's Action."
        const int colour = action.option("colour", 0);
        if (colour < 0 || colour > 4)
            refuse(say(HS_TEXT("core", "A decision is a colour from 0 to 4, not %1."), colour));
        ground::Figure& f = out.after.figures[static_cast<std::size_t>(scene.shooter)];
        if (colour == 0)
            f.state.erase("decision");
        else
            f.state["decision"] = colour;
        out.hit = true;
        out.working.push_back(
            say(HS_TEXT("core", "%1 decides: %2; the order follows at the next round."), actor.name,
                term(shown::decisionName(colour))));
        out.figures.push_back({ scene.shooter, 0, {}, std::nullopt, true, {}, status(f) });
        return out;
    }

    // The Leadership task is the one acting's; the Tactics Mod is rolled by the best Tactics
    // skill of its side, in the fight (ties: the one listed first).
    int roller = scene.shooter;
    if (action.procedure == Tactics) {
        int best = -1;
        for (std::size_t i = 0; i < scene.figures.size(); ++i) {
            const ground::Figure& f = scene.figures[i];
            if (f.side != actor.side || !canAct(f))
                continue;
            const int skill = character(f).skill(m_rules->tactics.skill);
            if (skill > best) {
                best = skill;
                roller = static_cast<int>(i);
            }
        }
    }
    const ground::Figure& who = scene.figures[static_cast<std::size_t>(roller)];
    if (!canAct(who))
        refuse(say(HS_TEXT("core", "%1 is %2 and cannot roll."), who.name,
            term(toString(conditionOf(physical(who))))));
    const bool lead = action.procedure == Leadership;
    const Task task
        = setupTask(lead ? m_rules->leadership : m_rules->tactics, character(who), action.modifier);
    const TaskRoll roll = rollTask(task, dice, action.procedure.c_str());
    out.rolls.push_back(shown::taskRoll(lead ? Leadership : Tactics, task, roll));
    for (Text& line : describeTask(task, roll,
             lead ? say(HS_TEXT("core", "%1's Leadership task"), who.name)
                  : say(HS_TEXT("core", "%1's Tactics roll (the best Tactics of the side)"),
                      who.name)))
        out.working.push_back(std::move(line));
    out.hit = roll.success;
    ground::FigureResult result { roller, 0, {}, std::nullopt, false, {}, status(who) };
    if (lead) {
        // "1. Strategy. If the Leadership roll at the beginning of combat was successful, the
        // team may discuss what each character should do in this round. Otherwise, skip this
        // step."
        out.working.push_back(roll.success
                ? say(HS_TEXT("core",
                    "The Leadership task succeeds: each round the team may discuss what each "
                    "character should do."))
                : say(HS_TEXT("core",
                    "The Leadership task fails: the team skips the Strategy step each round.")));
    } else {
        // Reading: the Tactics Mod is how far below its target the roll came (0 on a
        // failure); the seed does not say what it modifies, so it is shown, not applied.
        const int mod = roll.success ? task.target - (roll.total + task.rollModifier) : 0;
        out.working.push_back(say(HS_TEXT("core",
                                      "Tactics Mod %1 (how far below the target; the rules do "
                                      "not say what it modifies)."),
            mod));
    }
    out.figures.push_back(std::move(result));
    out.dice = facesSince(dice, first);
    return out;
}

} // namespace hitspread::rollunder
