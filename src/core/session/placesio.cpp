// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "placesio.h"

#include "places.h"
#include "requestio.h"

#include <map>

namespace hitspread::detail {

namespace {

    std::optional<std::string> knownId(YamlReader& r, const YAML::Node& node, const Text& what,
        bool known, const char* unknownText)
    {
        auto id = r.identifier(node, what);
        if (id && !known)
            r.error(node, say(unknownText, *id));
        return id;
    }

} // namespace

CombatantId namedCombatant(
    YamlReader& r, const Encounter& e, const YAML::Node& node, const Text& what)
{
    const auto name = r.string(node, what);
    if (!name)
        return 0;
    if (const Combatant* c = e.findByName(*name))
        return c->id;
    r.error(
        node, say(HS_TEXT("core", "%1 names '%2', who is not among the combatants"), what, *name));
    return 0;
}

void writePosition(YAML::Emitter& out, Hex position)
{
    out << YAML::Flow << YAML::BeginMap << YAML::Key << "q" << YAML::Value << position.q
        << YAML::Key << "r" << YAML::Value << position.r << YAML::EndMap;
}

bool hasReadiness(const Readiness& readiness)
{
    return !(readiness == Readiness {});
}

void writeReadiness(YAML::Emitter& out, const Encounter& e, const Readiness& x)
{
    const auto nameOf = [&](CombatantId id) -> std::string {
        const Combatant* c = e.find(id);
        return c ? c->name : std::string();
    };
    out << YAML::BeginMap;
    if (!x.weapon.empty())
        out << YAML::Key << "weapon" << YAML::Value << x.weapon;
    if (!x.ammo.empty())
        out << YAML::Key << "ammo" << YAML::Value << x.ammo;
    if (x.mode != FireMode::Single)
        out << YAML::Key << "mode" << YAML::Value << toString(x.mode);
    if (!x.scope.empty())
        out << YAML::Key << "scope" << YAML::Value << x.scope;
    if (x.scopeSetting)
        out << YAML::Key << "scope_setting" << YAML::Value << toString(*x.scopeSetting);
    if (x.firingStance)
        out << YAML::Key << "firing_stance" << YAML::Value << true;
    if (x.rest)
        out << YAML::Key << "rest" << YAML::Value << true;
    if (x.aims != 0)
        out << YAML::Key << "aims" << YAML::Value << x.aims;
    if (!nameOf(x.aimedAt).empty())
        out << YAML::Key << "aimed_at" << YAML::Value << nameOf(x.aimedAt);
    if (x.quickDraw)
        out << YAML::Key << "quick_draw" << YAML::Value << true;
    if (x.twoWeapons)
        out << YAML::Key << "two_weapons" << YAML::Value << true;
    if (!x.otherWeapon.empty())
        out << YAML::Key << "other_weapon" << YAML::Value << x.otherWeapon;
    if (!nameOf(x.lastTarget).empty())
        out << YAML::Key << "last_target" << YAML::Value << nameOf(x.lastTarget);
    out << YAML::EndMap;
}

std::optional<Hex> readPosition(YamlReader& r, const YAML::Node& node, const Text& what)
{
    if (!r.checkMap(node, what, { "q", "r" }, { "q", "r" }))
        return std::nullopt;
    auto q = r.integer(node["q"], keyOf(what, "q"), -MaxMapCoordinate, MaxMapCoordinate);
    auto rr = r.integer(node["r"], keyOf(what, "r"), -MaxMapCoordinate, MaxMapCoordinate);
    if (!q || !rr)
        return std::nullopt;
    const Hex hex { *q, *rr };
    if (!onMap(hex)) {
        r.error(node,
            say(HS_TEXT("core", "%1: the hex %2,%3 is off the map (each coordinate within ±%4)"),
                what, hex.q, hex.r, MaxMapCoordinate));
        return std::nullopt;
    }
    return hex;
}

std::optional<Readiness> readReadiness(
    YamlReader& r, const Ruleset& rs, const Encounter& e, const YAML::Node& node, const Text& what)
{
    if (!r.checkMap(node, what,
            { "weapon", "ammo", "mode", "scope", "scope_setting", "firing_stance", "rest", "aims",
                "aimed_at", "quick_draw", "two_weapons", "other_weapon", "last_target" },
            {}))
        return std::nullopt;
    const std::size_t before = r.errorCount();
    Readiness x;
    if (const YAML::Node n = node["weapon"])
        x.weapon = knownId(r, n, keyOf(what, "weapon"), rs.weapon(n.Scalar()) != nullptr,
            HS_TEXT("core", "unknown weapon '%1'"))
                       .value_or("");
    if (const YAML::Node n = node["ammo"])
        x.ammo = knownId(r, n, keyOf(what, "ammo"), rs.findAmmo(n.Scalar()) != nullptr,
            HS_TEXT("core", "unknown ammo '%1'"))
                     .value_or("");
    if (auto mode = choice(
            r, node, "mode", &fireModeFromString, literal("single, double, semi, burst, full")))
        x.mode = *mode;
    if (const YAML::Node n = node["scope"])
        x.scope = knownId(r, n, keyOf(what, "scope"), rs.findScope(n.Scalar()) != nullptr,
            HS_TEXT("core", "unknown scope '%1'"))
                      .value_or("");
    x.scopeSetting = choice(
        r, node, "scope_setting", &rangeBandFromString, literal("optimum, medium, long, extreme"));
    x.firingStance = r.boolean(node, "firing_stance", false);
    x.rest = r.boolean(node, "rest", false);
    x.aims = r.integer(node, "aims", 0, 0, 6);
    if (const YAML::Node n = node["aimed_at"])
        x.aimedAt = namedCombatant(r, e, n, keyOf(what, "aimed_at"));
    x.quickDraw = r.boolean(node, "quick_draw", false);
    x.twoWeapons = r.boolean(node, "two_weapons", false);
    if (const YAML::Node n = node["other_weapon"])
        x.otherWeapon = knownId(r, n, keyOf(what, "other_weapon"), rs.weapon(n.Scalar()) != nullptr,
            HS_TEXT("core", "unknown weapon '%1'"))
                            .value_or("");
    if (const YAML::Node n = node["last_target"])
        x.lastTarget = namedCombatant(r, e, n, keyOf(what, "last_target"));
    if (r.errorCount() != before)
        return std::nullopt;
    return x;
}

void checkPlaces(
    YamlReader& r, const Ruleset& rs, const Encounter& e, const std::vector<YAML::Node>& positions)
{
    std::map<Hex, const Combatant*> held;
    for (std::size_t i = 0; i < e.combatants.size() && i < positions.size(); ++i) {
        const Combatant& c = e.combatants[i];
        if (!holdsHex(rs, c))
            continue;
        const auto [it, fresh] = held.emplace(c.position, &c);
        if (!fresh)
            r.error(positions[i],
                say(HS_TEXT("core", "%1 and %2 both stand on the hex %3,%4"), it->second->name,
                    c.name, c.position.q, c.position.r));
    }
}

} // namespace hitspread::detail
