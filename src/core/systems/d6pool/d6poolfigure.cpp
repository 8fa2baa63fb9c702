// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "d6poolfigure.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace hitspread::d6pool {

std::string signedDice(int dice)
{
    return (dice >= 0 ? "+" : "−") + std::to_string(std::abs(dice)) + "D";
}

ground::Roll roll(const char* what, const PoolRoll& pool, std::optional<int> target)
{
    ground::Roll r;
    r.what = what;
    r.faces = pool.faces;
    r.total = pool.total;
    r.target = target;
    if (target) {
        r.rule = "at_least";
        r.success = pool.total >= *target;
    }
    return r;
}

double chanceToReach(int attackDice, int base, int defenceDice)
{
    const std::vector<double> attack = ground::sumOdds(attackDice);
    const std::vector<double> defence = ground::sumOdds(defenceDice);
    std::vector<double> atLeast(attack.size() + 1, 0.0); // P(attack ≥ t)
    for (std::size_t t = attack.size(); t-- > 0;)
        atLeast[t] = atLeast[t + 1] + attack[t];
    double p = 0;
    for (std::size_t d = 0; d < defence.size(); ++d) {
        const int need = std::max(0, base + static_cast<int>(d));
        if (static_cast<std::size_t>(need) < atLeast.size())
            p += defence[d] * atLeast[static_cast<std::size_t>(need)];
    }
    return p;
}

void store(ground::Figure& f, const Defender& d)
{
    f.state["health"] = d.health;
    f.state["stunned"] = d.stunned ? 1 : 0;
    f.state["dodge"] = d.dodgeDice;
}

bool hurt(const Defender& d)
{
    return d.stunned || d.health < d.maxHealth;
}

void forgetStep(ground::Figure& f)
{
    f.state.erase("step_health");
    f.state.erase("step_stunned");
}

ground::Figure asStepBegan(const ground::Figure& f)
{
    ground::Figure g = f;
    if (auto it = f.state.find("step_health"); it != f.state.end())
        g.state["health"] = it->second;
    if (auto it = f.state.find("step_stunned"); it != f.state.end())
        g.state["stunned"] = it->second;
    return g;
}

Text summary(const Defender& after, const Defender& before, bool hit)
{
    if (!hit)
        return say(HS_TEXT("core", "missed"));
    if (after.health == before.health)
        return say(HS_TEXT("core", "resists: stunned"));
    const char* state = after.health <= -after.maxHealth ? HS_TEXT("core", "dead")
        : after.health < 0                               ? HS_TEXT("core", "unconscious")
                                                         : HS_TEXT("core", "wounded");
    return sayCount("%n wound: health %1 → %2, %3",
        HS_TEXT_N("core", "%n wounds: health %1 → %2, %3"), before.health - after.health,
        before.health, after.health, term(state));
}

} // namespace hitspread::d6pool
