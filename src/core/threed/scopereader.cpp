// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reads scopes.yaml (rules §11 scopes; rulesets/README.md documents the format).
#include "gamedatareader.h"
#include "yamlreader.h"

#include <set>

namespace hitspread::detail {

namespace {
    const char* const bandKeys[] = { "optimum", "medium", "long", "extreme" };
}

bool readScopes(const std::string& file, Ruleset& rs, std::vector<LoadError>& errors)
{
    YamlReader r(file, errors);
    auto top = listOf(r, "scopes");
    if (!top)
        return false;
    std::set<std::string> ids;
    for (const YAML::Node& n : *top) {
        r.checkMap(n, say(HS_TEXT("core", "a scope")), { "id", "name", "band", "bonus", "sample" },
            { "id", "name", "band", "bonus" });
        if (!n.IsMap() || !n["id"])
            continue;
        auto id = r.identifier(n["id"], say(HS_TEXT("core", "scope id")));
        if (!id)
            continue;
        if (!ids.insert(*id).second) {
            r.error(n["id"], say(HS_TEXT("core", "duplicate scope id '%1'"), *id));
            continue;
        }
        const Text what = say(HS_TEXT("core", "scope '%1'"), *id);
        Scope scope;
        scope.id = *id;
        scope.name = r.name(n, "name", *id);
        scope.sample = r.boolean(n, "sample", false);
        bool bandKnown = false;
        if (auto band = n["band"] ? r.string(n["band"], keyOf(what, "band")) : std::nullopt) {
            if (auto parsed = rangeBandFromString(*band)) {
                scope.band = *parsed;
                bandKnown = true;
            } else {
                r.error(n["band"],
                    say(HS_TEXT(
                            "core", "%1 band must be optimum, medium, long or extreme, not '%2'"),
                        what, *band));
            }
        }
        const YAML::Node bonus = n["bonus"];
        if (!bonus
            || !r.checkMap(bonus, keyOf(what, "bonus"), { "optimum", "medium", "long", "extreme" },
                { "optimum", "medium", "long", "extreme" }))
            continue;
        bool bonusRead = true;
        for (std::size_t i = 0; i < scope.bonus.size(); ++i) {
            auto value = r.integer(bonus[bandKeys[i]],
                say(HS_TEXT("core", "%1 bonus at %2 range"), what, bandKeys[i]), 0, 20);
            if (value)
                scope.bonus[i] = *value;
            else
                bonusRead = false;
        }
        // §11: a scope is designed for the band "at which [it] has the highest Aiming Bonus".
        const int designed = scope.bonus[static_cast<std::size_t>(scope.band)];
        for (std::size_t i = 0; bandKnown && bonusRead && i < scope.bonus.size(); ++i) {
            if (scope.bonus[i] > designed)
                r.error(bonus[bandKeys[i]],
                    say(HS_TEXT("core",
                            "%1 is designed for %2 range, so its bonus there (%3) must be the "
                            "highest, but at %4 range it is %5"),
                        what, bandKeys[static_cast<std::size_t>(scope.band)], designed, bandKeys[i],
                        scope.bonus[i]));
        }
        rs.scopes.push_back(std::move(scope));
    }
    return true;
}

} // namespace hitspread::detail
