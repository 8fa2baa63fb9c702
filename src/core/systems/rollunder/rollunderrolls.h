// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rolls and figure changes of system rollunder as the ground map shows them, shared by
// the engine's files (rollunderengine.cpp, rollundermeleeengine.cpp).

#include "ground.h"
#include "rollunder.h"

namespace hitspread::rollunder::shown {

inline ground::Roll taskRoll(const char* what, const Task& task, const TaskRoll& roll)
{
    return { what, roll.faces, 6, roll.total + task.rollModifier, task.target, "below",
        roll.success };
}

inline ground::Roll plainRoll(const char* what, const std::vector<int>& faces)
{
    int total = 0;
    for (int face : faces)
        total += face;
    return { what, faces, 6, total, std::nullopt, "", std::nullopt };
}

inline void addDamageRolls(const DamageTrace& d, std::vector<ground::Roll>& rolls)
{
    if (!d.penetration.empty())
        rolls.push_back(plainRoll("penetration", d.penetration));
    rolls.push_back(plainRoll("damage", d.damage));
    if (!d.extra.empty())
        rolls.push_back(plainRoll("damage on penetration", d.extra));
    for (const Hurt& h : d.hurts)
        rolls.push_back(plainRoll("characteristic", { h.pick }));
}

inline void store(ground::Figure& figure, const Physical& p)
{
    figure.state["str"] = p.str;
    figure.state["dex"] = p.dex;
    figure.state["end"] = p.end;
}

inline const ground::Figure& figureAt(const ground::Scene& scene, int index, const Text& role)
{
    if (index < 0 || index >= static_cast<int>(scene.figures.size()))
        refuse(say(HS_TEXT("core", "The scene has no figure %1 (%2)."), index + 1, role));
    return scene.figures[static_cast<std::size_t>(index)];
}

// The die colour of a decision (the state "decision"): "(Red) Suppressing Fire, (Yellow)
// Move, (Black) Aimed Fire, (White) Operate a Vehicle, Heavy Weapons, Demolitions, etc, or
// (Default) AutoFire/SnapFire/Melee or a non-combat action".
inline const char* decisionName(int decision)
{
    switch (decision) {
    case 1:
        return HS_TEXT("core", "Yellow (Move)");
    case 2:
        return HS_TEXT("core", "Black (Aimed Fire)");
    case 3:
        return HS_TEXT("core", "White (Vehicles and special attacks)");
    case 4:
        return HS_TEXT("core", "Red (Suppressing Fire)");
    default:
        return HS_TEXT("core", "Default");
    }
}

} // namespace hitspread::rollunder::shown
