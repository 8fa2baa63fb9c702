// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Opposed melee of system rollunder on the ground map: "Melee Attack, Ram, or Block: 2D <
// Skill … Lowest success wins." and "Melee combat involving more than two people all roll
// the attack task. The two lowest successes win and choose who gets hit."
#include "resolving.h"
#include "rollunderengine.h"
#include "rollunderrolls.h"

#include <limits>

namespace hitspread::rollunder {

using ground::Action;
using ground::Figure;
using ground::FigureResult;
using ground::Outcome;
using ground::Scene;

namespace {
    const Figure& figureOf(const Scene& scene, const Fighter& f)
    {
        return scene.figures[static_cast<std::size_t>(f.figure)];
    }

    // Who counts as an opponent: a fighter of another side, and always the attacker and its
    // target for each other.
    bool opponents(
        const Scene& scene, const std::vector<Fighter>& fighters, std::size_t a, std::size_t b)
    {
        if (a == b)
            return false;
        if ((a == 0 && b == 1) || (a == 1 && b == 0))
            return true;
        return figureOf(scene, fighters[a]).side != figureOf(scene, fighters[b]).side;
    }

    // The nearest opponent of a fighter (ties: the one listed first in the scene); -1: none.
    int nearestOpponent(const Scene& scene, const std::vector<Fighter>& fighters, std::size_t i)
    {
        int best = -1;
        int bestDistance = std::numeric_limits<int>::max();
        const Hex from = figureOf(scene, fighters[i]).position;
        for (std::size_t j = 0; j < fighters.size(); ++j) {
            if (!opponents(scene, fighters, i, j))
                continue;
            const int d = distance(from, figureOf(scene, fighters[j]).position);
            if (d < bestDistance
                || (d == bestDistance
                    && fighters[j].figure < fighters[static_cast<std::size_t>(best)].figure)) {
                best = static_cast<int>(j);
                bestDistance = d;
            }
        }
        return best;
    }
}

std::vector<Fighter> Engine::fighters(
    const Scene& scene, const Action& action, const Prepared& p) const
{
    const Rules& rules = *m_rules;
    std::vector<Fighter> list;
    list.push_back({ scene.shooter, p.weapon, p.task, true, false, 1 });
    const Figure& target = scene.figures[static_cast<std::size_t>(action.target)];
    Fighter defender { action.target, rules.meleeWeaponOf(character(target)), {}, true,
        action.option("blocks", 0) != 0, 0 };
    // A stunned figure "cannot attack or operate equipment for the rest of this combat round";
    // one out of the fight or without a melee weapon cannot roll either.
    defender.rolls = defender.weapon && canAct(target) && target.value("stunned") == 0;
    list.push_back(defender);

    // "Melee combat involving more than two people all roll the attack task." Reading: a
    // figure in the fight joins when its melee weapon reaches the attacker or the target and
    // that one is of another side.
    const Figure& attacker = scene.figures[static_cast<std::size_t>(scene.shooter)];
    for (std::size_t i = 0; i < scene.figures.size(); ++i) {
        const auto index = static_cast<int>(i);
        const Figure& f = scene.figures[i];
        if (index == scene.shooter || index == action.target || !canAct(f)
            || f.value("stunned") != 0)
            continue;
        const Weapon* w = rules.meleeWeaponOf(character(f));
        if (!w)
            continue;
        const int reach = rules.reachOf(*w);
        const bool reachesAttacker
            = f.side != attacker.side && distance(f.position, attacker.position) <= reach;
        const bool reachesTarget
            = f.side != target.side && distance(f.position, target.position) <= reach;
        if (reachesAttacker || reachesTarget)
            list.push_back({ index, w, {}, true, false, -1 });
    }
    for (std::size_t i = 2; i < list.size(); ++i)
        list[i].opponent = nearestOpponent(scene, list, i);

    // Everyone's task but the attacker's (the action's situations are the attacker's): 2D <
    // its skill against its opponent, whose Size and reach count; with "Book 1" cover, the
    // cover options of the attacker (shooter_cover) and the target (cover) count both ways.
    auto coverOf = [&](int figure) {
        return figure == scene.shooter ? action.option("shooter_cover", 0)
            : figure == action.target  ? action.option("cover", 0)
                                       : 0;
    };
    for (std::size_t i = 1; i < list.size(); ++i) {
        Fighter& f = list[i];
        if (!f.weapon || f.opponent < 0)
            continue;
        const Fighter& opponent = list[static_cast<std::size_t>(f.opponent)];
        const Figure& opponentFigure = figureOf(scene, opponent);
        const Character& self = character(figureOf(scene, f));
        const Character& other = character(opponentFigure);
        TaskRequest req;
        req.weapon = f.weapon;
        req.skill = self.skill(f.weapon->skill);
        req.targetSize = other.size;
        req.targetUnconscious = !canAct(opponentFigure);
        req.targetArmour = rules.armourValue(other);
        req.targetCover = coverOf(opponent.figure);
        req.shooterCover = coverOf(f.figure);
        req.reach = rules.reachOf(*f.weapon);
        req.opponentReach = opponent.weapon ? rules.reachOf(*opponent.weapon) : 0;
        f.task = attackTask(rules, req);
    }
    return list;
}

void Engine::resolveExchange(const Scene& start, const Action& action, const Prepared& p,
    DiceSource& dice, Outcome& out) const
{
    const Rules& rules = *m_rules;
    const std::vector<Fighter> fs = fighters(start, action, p);
    int rolling = 0;
    for (const Fighter& f : fs)
        rolling += f.rolls ? 1 : 0;
    const int winners = winnersAmong(rolling);
    out.working.push_back(winners == 1
            ? say(HS_TEXT("core", "Opposed melee: the lowest success wins."))
            : say(HS_TEXT("core",
                "Melee of more than two: all roll the attack task; the two lowest "
                "successes win and choose who gets hit.")));

    std::vector<FigureResult> results(fs.size());
    std::vector<std::optional<int>> successes(fs.size());
    std::vector<std::optional<TaskRoll>> rolls(fs.size());
    for (std::size_t i = 0; i < fs.size(); ++i) {
        const Fighter& f = fs[i];
        const Figure& figure = figureOf(start, f);
        results[i].figure = f.figure;
        results[i].distance = distance(figureOf(start, fs[0]).position, figure.position);
        if (!f.rolls) {
            out.working.push_back(
                say(HS_TEXT("core", "%1 cannot fight back and does not roll."), figure.name));
            continue;
        }
        const TaskRoll roll = rollTask(f.task, dice, "melee");
        rolls[i] = roll;
        // The attacker's roll is the attack roll (Outcome::rolls); every other fighter's opens
        // its own rolls.
        (i == 0 ? out.rolls : results[i].rolls).push_back(shown::taskRoll("melee", f.task, roll));
        const Text what = f.blocks
            ? say(HS_TEXT("core", "%1 blocks with %2"), figure.name, f.weapon->name)
            : say(HS_TEXT("core", "%1 with %2"), figure.name, f.weapon->name);
        for (Text& line : describeTask(f.task, roll, what))
            out.working.push_back(std::move(line));
        if (roll.success)
            successes[i] = roll.total + f.task.rollModifier;
    }
    const std::vector<bool> wins = meleeWinners(successes, winners);

    bool anyWinner = false;
    for (std::size_t i = 0; i < fs.size(); ++i) {
        if (!wins[i])
            continue;
        anyWinner = true;
        out.working.push_back(
            say(HS_TEXT("core", "%1 wins with %2."), figureOf(start, fs[i]).name, *successes[i]));
    }
    if (!anyWinner)
        out.working.push_back(say(HS_TEXT("core", "Nobody succeeds: nobody is hit.")));

    // Whom each winner hits: the attacker its target; any other its nearest opponent, or the
    // figure the action's second_hits names when that is an opponent of it.
    const int chosen = action.option("second_hits", 0) - 1;
    auto victimOf = [&](std::size_t i) -> int {
        if (i == 0)
            return 1;
        for (std::size_t j = 0; chosen >= 0 && j < fs.size(); ++j) {
            if (fs[j].figure != chosen)
                continue;
            if (opponents(start, fs, i, j))
                return static_cast<int>(j);
            out.working.push_back(say(HS_TEXT("core",
                                          "%1 cannot be chosen by %2, who hits its nearest "
                                          "opponent instead."),
                figureOf(start, fs[j]).name, figureOf(start, fs[i]).name));
        }
        return i == 1 ? 0 : fs[i].opponent;
    };
    for (std::size_t i = 0; i < fs.size(); ++i) {
        if (!wins[i])
            continue;
        const Figure& winner = figureOf(start, fs[i]);
        if (fs[i].blocks) {
            out.working.push_back(
                say(HS_TEXT("core", "%1 blocks: no blow lands on it, and it deals none."),
                    winner.name));
            continue;
        }
        const int v = victimOf(i);
        if (v < 0)
            continue;
        const auto victim = static_cast<std::size_t>(v);
        Figure& hurt = out.after.figures[static_cast<std::size_t>(fs[victim].figure)];
        if (fs[victim].blocks && wins[victim]) {
            out.working.push_back(
                say(HS_TEXT("core", "%1 blocks %2's blow."), hurt.name, winner.name));
            continue;
        }
        // "Damage is per weapon, or Dice Rating for STR with no weapon."
        Weapon w = *fs[i].weapon;
        w.damage = damageDice(w, character(winner));
        out.working.push_back(
            say(HS_TEXT("core", "%1 hits %2 with %3."), winner.name, hurt.name, w.name));
        if (w.unarmed)
            out.working.push_back(
                say(HS_TEXT("core", "Unarmed: damage is %1's Str dice rating, %2D."), winner.name,
                    w.damage));
        const int armour
            = rules.armourValue(character(hurt)) + (victim == 1 ? p.task.coverArmour : 0);
        const DamageTrace d
            = resolveDamage(rules, w, i == 0 ? p.task.damageDice : 0, armour, physical(hurt), dice);
        shown::addDamageRolls(d, results[victim].rolls);
        shown::store(hurt, d.after);
        results[victim].affected = true;
        for (Text& line : describeDamage(d, hurt.name))
            out.working.push_back(std::move(line));
        if (i == 0) {
            out.hit = true;
            if (p.task.stuns) {
                hurt.state["stunned"] = 1;
                out.working.push_back(say(HS_TEXT("core",
                                              "Hasty: %1 cannot attack or operate equipment for "
                                              "the rest of this combat round."),
                    hurt.name));
            }
        }
    }

    for (std::size_t i = 0; i < fs.size(); ++i) {
        const char* verdict = !rolls[i] ? HS_TEXT("core", "did not roll")
            : wins[i]                   ? HS_TEXT("core", "won")
            : rolls[i]->success         ? HS_TEXT("core", "beaten")
                                        : HS_TEXT("core", "failed");
        results[i].result = say(HS_TEXT("core", "%1; %2"), term(verdict),
            status(out.after.figures[static_cast<std::size_t>(fs[i].figure)]));
    }
    // The target's result first, as in any attack, then the attacker's and the others'.
    std::swap(results[0], results[1]);
    for (FigureResult& r : results)
        out.figures.push_back(std::move(r));
}

} // namespace hitspread::rollunder
