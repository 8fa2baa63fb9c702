// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedatareader.h"
#include "yamlreader.h"

#include <set>

namespace hitspread::detail {

namespace {
    std::optional<StatModifier> statModifier(
        YamlReader& r, const YAML::Node& node, const Text& what)
    {
        auto text = r.string(node, what);
        if (!text)
            return std::nullopt;
        StatModifier m;
        m.op = (*text)[0];
        std::size_t used = 0;
        bool ok = m.op == '+' || m.op == '-' || m.op == '*' || m.op == '/';
        if (ok) {
            try {
                m.value = std::stoi(text->substr(1), &used);
            } catch (const std::exception&) {
                ok = false;
            }
        }
        ok = ok && used + 1 == text->size() && m.value >= 0 && m.value <= 100
            && !(m.op == '/' && m.value == 0);
        if (!ok) {
            r.error(node, say(HS_TEXT("core", "%1 '%2' must be +N, -N, *N or /N"), what, *text));
            return std::nullopt;
        }
        if (m.op == '-') {
            m.op = '+';
            m.value = -m.value;
        }
        return m;
    }

    const std::map<std::string, WeaponKind> weaponKinds { { "pistol", WeaponKind::Pistol },
        { "rifle", WeaponKind::Rifle }, { "smg", WeaponKind::Smg },
        { "shotgun", WeaponKind::Shotgun }, { "rotary", WeaponKind::Rotary },
        { "support", WeaponKind::Support }, { "melee", WeaponKind::Melee },
        { "thrown", WeaponKind::Thrown } };
}

bool readAmmo(const std::string& file, Ruleset& rs, std::vector<LoadError>& errors)
{
    YamlReader r(file, errors);
    auto top = fileValue(r, "ammo");
    if (!top || !r.isMap(*top, "ammo"))
        return false;
    for (auto it = top->begin(); it != top->end(); ++it) {
        auto id = r.identifier(it->first, say(HS_TEXT("core", "ammo id")));
        if (!id)
            continue;
        if (rs.ammo.count(*id)) {
            r.error(it->first, say(HS_TEXT("core", "duplicate ammo id '%1'"), *id));
            continue;
        }
        const YAML::Node n = it->second;
        const Text what = say(HS_TEXT("core", "ammo '%1'"), *id);
        r.checkMap(n, what, { "name", "pen", "dam", "ap", "load" }, { "name", "pen", "dam" });
        if (!n.IsMap())
            continue;
        Ammo ammo;
        ammo.id = *id;
        ammo.name = r.name(n, "name", *id);
        auto pen = n["pen"] ? statModifier(r, n["pen"], keyOf(what, "pen")) : std::nullopt;
        auto dam = n["dam"] ? statModifier(r, n["dam"], keyOf(what, "dam")) : std::nullopt;
        ammo.armourPiercing = r.boolean(n, "ap", false);
        const std::string load = r.string(n, "load", "bullet");
        if (load == "shot")
            ammo.load = AmmoLoad::Shot;
        else if (load == "slug")
            ammo.load = AmmoLoad::Slug;
        else if (load != "bullet")
            r.error(n["load"],
                say(HS_TEXT("core", "%1 load must be bullet, shot or slug, not '%2'"), what, load));
        ammo.pen = pen.value_or(StatModifier {});
        ammo.dam = dam.value_or(StatModifier {});
        rs.ammo.emplace(*id, ammo);
    }
    return true;
}

bool readWeapons(const std::string& file, Ruleset& rs, std::vector<LoadError>& errors,
    const Available& available)
{
    YamlReader r(file, errors);
    auto top = listOf(r, "weapons");
    if (!top)
        return false;
    std::set<std::string> ids;
    for (const YAML::Node& n : *top) {
        // An entry with a bad key is still read, so that what names it does not fail as well.
        r.checkMap(n, say(HS_TEXT("core", "a weapon")),
            { "id", "name", "kind", "skill", "rng", "rcl", "pen", "dam", "ad", "accuracy", "modes",
                "burst", "fa_deviation", "fa", "barrels", "handling", "bruising", "jf",
                "max_per_round", "two_handed", "vibro", "bare_hands", "ammo", "sample" },
            { "id", "name", "kind", "skill", "pen", "dam" });
        if (!n.IsMap() || !n["id"])
            continue;
        auto id = r.identifier(n["id"], say(HS_TEXT("core", "weapon id")));
        if (!id)
            continue;
        if (!ids.insert(*id).second) {
            r.error(n["id"], say(HS_TEXT("core", "duplicate weapon id '%1'"), *id));
            continue;
        }
        const Text what = say(HS_TEXT("core", "weapon '%1'"), *id);
        Weapon w;
        w.id = *id;
        w.name = r.name(n, "name", *id);
        if (auto kind = r.string(n["kind"], keyOf(what, "kind"))) {
            auto found = weaponKinds.find(*kind);
            if (found == weaponKinds.end())
                r.error(n["kind"],
                    say(HS_TEXT("core",
                            "unknown weapon kind '%1' (pistol, rifle, smg, shotgun, rotary, "
                            "support, melee, thrown)"),
                        *kind));
            else
                w.kind = found->second;
        }
        if (auto skill = r.identifier(n["skill"], keyOf(what, "skill"))) {
            if (!rs.skills.count(*skill))
                r.error(n["skill"],
                    say(HS_TEXT("core", "unknown skill '%1' in %2 (ruleset.yaml lists the skills)"),
                        *skill, what));
            w.skill = *skill;
        }
        w.rng = r.integer(n, "rng", 0, 0, 100000);
        w.rcl = r.integer(n, "rcl", 0, 0, 99);
        w.pen = r.integer(n, "pen", 0, -20, 99);
        w.dam = r.integer(n, "dam", 0, 0, 999);
        w.ad = r.integer(n, "ad", 0, 0, 999);
        w.accuracy = r.integer(n, "accuracy", 0, -20, 20);
        w.burst = r.integer(n, "burst", 0, 0, 100);
        w.faDeviation = r.integer(n, "fa_deviation", 0, 0, 20);
        w.fa = r.integer(n, "fa", 0, 0, 99);
        w.barrels = r.integer(n, "barrels", 1, 1, 20);
        w.handling = r.integer(n, "handling", 0, 0, 99);
        w.bruising = r.boolean(n, "bruising", false);
        w.jf = r.integer(n, "jf", 0, 0, 99);
        w.maxPerRound = r.integer(n, "max_per_round", 0, 0, 1000);
        w.twoHanded = r.boolean(n, "two_handed", false);
        w.vibro = r.boolean(n, "vibro", false);
        w.bareHands = r.boolean(n, "bare_hands", false);
        w.sample = r.boolean(n, "sample", false);
        if (w.kind != WeaponKind::Melee && w.kind != WeaponKind::Thrown && w.rng <= 0)
            r.error(n["rng"] ? n["rng"] : n,
                say(HS_TEXT("core", "%1 is a firearm and needs an 'rng' above 0"), what));
        if (const YAML::Node modes = n["modes"];
            modes && r.isSequence(modes, keyOf(what, "modes"))) {
            for (const YAML::Node& m : modes) {
                auto text = r.string(m, say(HS_TEXT("core", "%1 mode"), what));
                if (!text)
                    continue;
                const auto mode = fireModeFromString(*text);
                if (mode && !w.modes.insert(*mode).second)
                    r.error(m, say(HS_TEXT("core", "%1 lists the mode '%2' twice"), what, *text));
                else if (!mode)
                    r.error(m,
                        say(HS_TEXT("core",
                                "unknown fire mode '%1' (single, double, semi, burst, full)"),
                            *text));
            }
        }
        if (w.modes.count(FireMode::Burst) && w.burst < 2)
            r.error(n["burst"] ? n["burst"] : n,
                say(HS_TEXT("core", "%1 fires bursts and needs 'burst' of 2 or more"), what));
        if (const YAML::Node ammo = n["ammo"]; ammo && r.isSequence(ammo, keyOf(what, "ammo"))) {
            for (const YAML::Node& a : ammo) {
                auto ammoId = r.identifier(a, keyOf(what, "ammo"));
                if (!ammoId)
                    continue;
                if (!rs.ammo.count(*ammoId) && available.ammo)
                    r.error(a, say(HS_TEXT("core", "unknown ammo '%1' in %2"), *ammoId, what));
                else
                    w.ammo.push_back(*ammoId);
            }
        }
        rs.weapons.push_back(std::move(w));
    }
    return true;
}

bool readArmour(const std::string& file, Ruleset& rs, std::vector<LoadError>& errors,
    const Available& available)
{
    YamlReader r(file, errors);
    auto top = listOf(r, "armour");
    if (!top)
        return false;
    std::set<std::string> ids;
    for (const YAML::Node& n : *top) {
        r.checkMap(n, say(HS_TEXT("core", "an armour")),
            { "id", "name", "pv", "id_by_location", "dodge_modifier", "natural", "id_per_hit" },
            { "id", "name", "pv" });
        if (!n.IsMap() || !n["id"])
            continue;
        auto id = r.identifier(n["id"], say(HS_TEXT("core", "armour id")));
        if (!id)
            continue;
        if (!ids.insert(*id).second) {
            r.error(n["id"], say(HS_TEXT("core", "duplicate armour id '%1'"), *id));
            continue;
        }
        const Text what = say(HS_TEXT("core", "armour '%1'"), *id);
        Armour a;
        a.id = *id;
        a.name = r.name(n, "name", *id);
        a.pv = r.integer(n, "pv", 0, 0, 99);
        a.dodgeModifier = r.integer(n, "dodge_modifier", 0, 0, 20);
        a.idByLocation.assign(rs.body.locations.size(), -1);
        const std::string natural = r.string(n, "natural", "none");
        if (natural == "xeno")
            a.natural = NaturalArmour::Xeno;
        else if (natural == "vevaphon")
            a.natural = NaturalArmour::Vevaphon;
        else if (natural != "none")
            r.error(n["natural"],
                say(HS_TEXT("core", "%1 natural must be xeno or vevaphon, not '%2'"), what,
                    natural));
        if (a.natural == NaturalArmour::None) {
            if (n["id_per_hit"])
                r.error(n["id_per_hit"],
                    say(HS_TEXT(
                            "core", "%1 is worn armour: 'id_per_hit' belongs to natural armour"),
                        what));
            const YAML::Node byLocation = n["id_by_location"];
            if (!byLocation) {
                r.error(n,
                    say(HS_TEXT("core",
                            "%1 lacks 'id_by_location' (the ID of each location it covers)"),
                        what));
            } else if (r.isMap(byLocation, keyOf(what, "id_by_location"))) {
                for (auto it = byLocation.begin(); it != byLocation.end(); ++it) {
                    const std::string loc = it->first.Scalar();
                    const int index = rs.body.locationIndex(loc);
                    if (index < 0) {
                        if (available.body)
                            r.error(it->first,
                                say(HS_TEXT("core", "unknown location '%1' in %2"), loc, what));
                        continue;
                    }
                    if (auto v = r.integer(
                            it->second, say(HS_TEXT("core", "%1 ID of %2"), what, loc), 0, 9999))
                        a.idByLocation[static_cast<std::size_t>(index)] = *v;
                }
            }
        } else {
            if (n["id_by_location"])
                r.error(n["id_by_location"],
                    say(HS_TEXT("core", "%1 is natural armour: its ID follows the location's hits"),
                        what));
            a.idPerHit
                = r.integer(n, "id_per_hit", a.natural == NaturalArmour::Xeno ? 3 : 0, 0, 99);
            if (a.natural == NaturalArmour::Vevaphon && n["id_per_hit"])
                r.error(n["id_per_hit"],
                    say(HS_TEXT("core",
                            "%1: a Vevaphon's ID is ceil(PV / 2) × hits, not a fixed id_per_hit"),
                        what));
        }
        rs.armour.push_back(std::move(a));
    }
    return true;
}

void readGrenades(const std::string& file, Ruleset& rs, std::vector<LoadError>& errors)
{
    YamlReader r(file, errors);
    auto top = listOf(r, "grenades");
    if (!top)
        return;
    std::set<std::string> ids;
    for (const YAML::Node& n : *top) {
        r.checkMap(n, say(HS_TEXT("core", "a grenade")),
            { "id", "name", "type", "blast_zone", "blast_radius", "damage", "pen", "rng" },
            { "id", "name", "type", "blast_zone", "blast_radius", "damage", "rng" });
        if (!n.IsMap() || !n["id"])
            continue;
        auto id = r.identifier(n["id"], say(HS_TEXT("core", "grenade id")));
        if (!id)
            continue;
        if (!ids.insert(*id).second) {
            r.error(n["id"], say(HS_TEXT("core", "duplicate grenade id '%1'"), *id));
            continue;
        }
        const Text what = say(HS_TEXT("core", "grenade '%1'"), *id);
        Grenade g;
        g.id = *id;
        g.name = r.name(n, "name", *id);
        const std::string type = r.string(n, "type", "frag");
        if (type == "frag")
            g.type = GrenadeType::Frag;
        else if (type == "blast")
            g.type = GrenadeType::Blast;
        else if (type == "smoke")
            g.type = GrenadeType::Smoke;
        else if (type == "flash")
            g.type = GrenadeType::Flash;
        else
            r.error(n["type"],
                say(HS_TEXT("core", "%1 type must be frag, blast, smoke or flash, not '%2'"), what,
                    type));
        g.blastZone = r.integer(n, "blast_zone", 0, 0, 99);
        if (n["blast_radius"])
            g.blastRadius = r.decimal(n["blast_radius"], keyOf(what, "blast_radius"), 0.01, 1000)
                                .value_or(0.5);
        g.damage = r.integer(n, "damage", 0, 0, 999);
        if (n["pen"])
            g.pen = r.integer(n, "pen", 0, -20, 99);
        g.rng = r.integer(n, "rng", 0, 0, 10000);
        rs.grenades.push_back(std::move(g));
    }
}

} // namespace hitspread::detail
