// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The combat round of system rollunder: "2. Decision. Each player selects a die color based
// on his character's Action … 3. Actions are resolved in phases: Yellow (Move), Black (Aimed
// Fire), White (Vehicles and special attacks), Default. Red Phase (Fire Suppression) is
// reactive."
#include "rollunderengine.h"

namespace hitspread::rollunder {

namespace {
    enum Decision { Default = 0, Yellow = 1, Black = 2, White = 3, Red = 4 };

    std::string names(const std::vector<std::string>& list)
    {
        std::string text;
        for (std::size_t i = 0; i < list.size(); ++i)
            text += (i == 0 ? "" : ", ") + list[i];
        return text;
    }
}

ground::Initiative Engine::initiative(
    const ground::Scene& scene, const std::vector<ground::Turn>&, DiceSource&) const
{
    ground::Initiative out;
    auto phase = [&](const char* name, auto&& takes) {
        std::vector<std::string> who;
        for (std::size_t i = 0; i < scene.figures.size(); ++i) {
            const ground::Figure& f = scene.figures[i];
            if (!canAct(f))
                continue;
            if (const int action = takes(f.value("decision")); action > 0) {
                out.turns.push_back({ static_cast<int>(i), 0, action, false });
                who.push_back(action == 2
                        ? say(HS_TEXT("core", "%1 (its Default action)"), f.name).english()
                        : f.name);
            }
        }
        out.working.push_back(who.empty()
                ? say(HS_TEXT("core", "%1 phase: nobody."), term(name))
                : say(HS_TEXT("core", "%1 phase: %2."), term(name), names(who)));
    };
    out.working.push_back(say(HS_TEXT("core",
        "Actions are resolved in phases by each figure's decision, in the order the figures "
        "are listed; no die is rolled.")));
    phase(HS_TEXT("core", "Yellow (Move)"), [](int d) { return d == Yellow ? 1 : 0; });
    phase(HS_TEXT("core", "Black (Aimed Fire)"), [](int d) { return d == Black ? 1 : 0; });
    phase(HS_TEXT("core", "White (Vehicles and special attacks)"),
        [](int d) { return d == White ? 1 : 0; });
    // "A character Moving may also take a Default action during the Default phase."
    phase(HS_TEXT("core", "Default"), [](int d) { return d == Default ? 1 : d == Yellow ? 2 : 0; });
    std::vector<std::string> red;
    for (const ground::Figure& f : scene.figures)
        if (canAct(f) && f.value("decision") == Red)
            red.push_back(f.name);
    if (!red.empty())
        out.working.push_back(sayCount(
            "Red (Suppressing Fire): %1 takes no turn of its own and fires when an opponent "
            "makes an attack.",
            HS_TEXT_N("core",
                "Red (Suppressing Fire): %1 take no turn of their own and fire when an opponent "
                "makes an attack."),
            static_cast<long long>(red.size()), names(red)));
    return out;
}

} // namespace hitspread::rollunder
