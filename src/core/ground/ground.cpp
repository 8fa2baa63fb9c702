// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ground.h"

#include "refused.h"

#include <algorithm>
#include <cstdlib>
#include <set>

namespace hitspread::ground {

Initiative Engine::initiative(const Scene& scene, const std::vector<Turn>&, DiceSource&) const
{
    Initiative out;
    for (std::size_t i = 0; i < scene.figures.size(); ++i)
        if (canAct(scene.figures[i]))
            out.turns.push_back({ static_cast<int>(i), 0, 1, false });
    out.working.push_back(say(HS_TEXT(
        "core", "The rules roll no initiative: the figures act in the order they are listed.")));
    return out;
}

Outcome Engine::perform(const Scene&, const Action& action, DiceSource&) const
{
    throw Refused(say(HS_TEXT("core", "The rules of system '%1' have no procedure '%2'."), system(),
        action.procedure));
}

Outcome Engine::act(const Scene& scene, const Action& action, DiceSource& dice) const
{
    if (action.procedure.empty())
        return resolve(scene, action, dice);
    Outcome out = perform(scene, action, dice);
    out.procedure = action.procedure;
    return out;
}

const char* toString(WeaponKind kind)
{
    switch (kind) {
    case WeaponKind::Ranged:
        return "ranged";
    case WeaponKind::Melee:
        return "melee";
    case WeaponKind::Thrown:
        return "thrown";
    }
    return "ranged";
}

std::map<Hex, double> landingOdds(const Engine& engine, const Scene& scene, const Action& action)
{
    if (scene.shooter < 0 || scene.shooter >= static_cast<int>(scene.figures.size()))
        throw Refused(
            say(HS_TEXT("core", "Nobody throws: the scene has no figure %1."), scene.shooter + 1));
    const Hex thrower = scene.figures[static_cast<std::size_t>(scene.shooter)].position;
    const int metres = distance(thrower, scene.aim);
    const std::optional<std::string> band = engine.band(action.weapon, metres);
    if (!band)
        throw Refused(say(HS_TEXT("core", "%1 m is out of reach of '%2'."), metres, action.weapon));
    return landingOdds(
        engine.scatter(action.weapon), *band, thrower, scene.aim, engine.hitChance(scene, action));
}

bool beginTurn(const Engine& engine, Scene& scene, Round& round)
{
    for (; round.current < static_cast<int>(round.turns.size()); ++round.current) {
        const int index = round.turns[static_cast<std::size_t>(round.current)].figure;
        if (index < 0 || index >= static_cast<int>(scene.figures.size()))
            continue;
        Figure& f = scene.figures[static_cast<std::size_t>(index)];
        if (!engine.canAct(f))
            continue;
        scene.shooter = index;
        f = engine.receivesPriority(f);
        return true;
    }
    round.current = std::max(0, static_cast<int>(round.turns.size()) - 1);
    return false;
}

bool turnPasses(const Engine& engine, const Round& round, int actor, const Figure& actorAfter,
    const Action& action)
{
    const bool anAction = action.procedure.empty() || engine.procedureTakesTurn(action.procedure);
    return anAction && round.number > 0 && round.current + 1 < static_cast<int>(round.turns.size())
        && round.turns[static_cast<std::size_t>(round.current)].figure == actor
        && engine.turnSpent(actorAfter);
}

std::optional<Text> whyCannotMove(const Engine& engine, const Scene& scene, int index, Hex to)
{
    if (index < 0 || index >= static_cast<int>(scene.figures.size()))
        return say(HS_TEXT("core", "no figure number %1 on the map"), index + 1);
    const Figure& f = scene.figures[static_cast<std::size_t>(index)];
    if (!engine.canAct(f))
        return say(HS_TEXT("core", "%1 is out of the fight and cannot move"), f.name);
    if (std::abs(to.q) > MaxPlaceCoordinate || std::abs(to.r) > MaxPlaceCoordinate)
        return say(HS_TEXT("core", "the hex %1,%2 is off the map (each coordinate within ±%3)"),
            to.q, to.r, MaxPlaceCoordinate);
    for (std::size_t i = 0; i < scene.figures.size(); ++i) {
        const Figure& other = scene.figures[i];
        if (static_cast<int>(i) != index && other.position == to && engine.canAct(other))
            return say(HS_TEXT("core", "%1 stands on the hex %2,%3"), other.name, to.q, to.r);
    }
    return std::nullopt;
}

void settle(const Engine& engine, Scene& scene)
{
    std::set<Hex> held;
    for (Figure& f : scene.figures) {
        if (!engine.canAct(f))
            continue;
        for (int radius = 0; held.count(f.position) > 0; ++radius) {
            for (Hex h : ring(f.position, radius + 1)) {
                if (!held.count(h)) {
                    f.position = h;
                    break;
                }
            }
        }
        held.insert(f.position);
    }
}

} // namespace hitspread::ground
