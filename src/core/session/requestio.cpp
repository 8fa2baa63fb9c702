// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Private to the session reader: what the Shooter and Grenade panels ask for (an attack request,
// a grenade action), written and read in session files, in the settings and in the log.
#include "requestio.h"

#include "placesio.h"

#include <charconv>
#include <set>

namespace hitspread::detail {

std::string decimalText(double value)
{
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

namespace {
    // The defence made against a melee attack (§8), with the defender as it stood.
    void writeDefence(YAML::Emitter& out, const DefenceRequest& d)
    {
        out << YAML::Key << "defence" << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "kind" << YAML::Value << toString(d.kind);
        if (!d.parryWeapon.empty())
            out << YAML::Key << "parry_weapon" << YAML::Value << d.parryWeapon;
        if (d.dodgeValue)
            out << YAML::Key << "dodge_value" << YAML::Value << *d.dodgeValue;
        if (d.faceShift != 0)
            out << YAML::Key << "face_shift" << YAML::Value << d.faceShift;
        const DefenderProfile& p = d.defender;
        out << YAML::Key << "defender" << YAML::Value << YAML::BeginMap;
        if (!p.name.empty())
            out << YAML::Key << "name" << YAML::Value << p.name;
        out << YAML::Key << "parry_skill" << YAML::Value << p.parrySkill;
        out << YAML::Key << "dodge_skill" << YAML::Value << p.dodgeSkill;
        out << YAML::Key << "str_bonus" << YAML::Value << p.strBonus;
        out << YAML::Key << "wounds" << YAML::Value << p.wounds;
        out << YAML::Key << "dodge_modifier" << YAML::Value << p.dodgeModifier;
        out << YAML::Key << "weapons" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (const std::string& id : p.weapons)
            out << id;
        out << YAML::EndSeq;
        out << YAML::EndMap;
        out << YAML::EndMap;
    }

    void readDefence(YamlReader& r, const Ruleset& rs, const YAML::Node& node, DefenceRequest& d)
    {
        if (!r.checkMap(node, "'defence'",
                { "kind", "parry_weapon", "dodge_value", "face_shift", "defender" },
                { "kind", "defender" }))
            return;
        const std::string kind = r.string(node, "kind", "none");
        if (auto parsed = defenceKindFromString(kind))
            d.kind = *parsed;
        else
            r.error(node["kind"],
                say(HS_TEXT("core", "'kind' must be none, parry, dodge or quick-dodge, not '%1'"),
                    kind));
        if (const YAML::Node weapon = node["parry_weapon"]) {
            if (auto id = r.identifier(weapon, "'parry_weapon'")) {
                if (!rs.weapon(*id))
                    r.error(weapon, say(HS_TEXT("core", "unknown weapon '%1'"), *id));
                d.parryWeapon = *id;
            }
        }
        if (const YAML::Node value = node["dodge_value"])
            d.dodgeValue = r.integer(value, "'dodge_value'", 0, 12);
        d.faceShift = r.integer(node, "face_shift", 0, -1, 1);
        const YAML::Node defender = node["defender"];
        if (!r.checkMap(defender, "'defender'",
                { "name", "parry_skill", "dodge_skill", "str_bonus", "wounds", "dodge_modifier",
                    "weapons" },
                {}))
            return;
        DefenderProfile& p = d.defender;
        p.name = r.string(defender, "name", "");
        p.parrySkill = r.integer(defender, "parry_skill", 0, 0, 30);
        p.dodgeSkill = r.integer(defender, "dodge_skill", 0, 0, 30);
        p.strBonus = r.integer(defender, "str_bonus", 0, -99, 999);
        p.wounds = r.integer(defender, "wounds", 0, 0, 99);
        p.dodgeModifier = r.integer(defender, "dodge_modifier", 0, 0, 99);
        if (const YAML::Node weapons = defender["weapons"];
            weapons && r.isSequence(weapons, "'weapons'")) {
            for (const YAML::Node& item : weapons)
                if (auto id = r.identifier(item, "a weapon"))
                    p.weapons.push_back(*id);
        }
    }
}

void writeRequest(YAML::Emitter& out, const AttackRequest& req)
{
    auto flag
        = [&](const char* key, bool value) { out << YAML::Key << key << YAML::Value << value; };
    auto number
        = [&](const char* key, int value) { out << YAML::Key << key << YAML::Value << value; };
    out << YAML::BeginMap;
    out << YAML::Key << "weapon" << YAML::Value << req.weapon;
    if (!req.ammo.empty())
        out << YAML::Key << "ammo" << YAML::Value << req.ammo;
    out << YAML::Key << "mode" << YAML::Value << toString(req.mode);
    if (req.range)
        out << YAML::Key << "range" << YAML::Value << toString(*req.range);
    if (req.distance)
        out << YAML::Key << "distance" << YAML::Value << decimalText(*req.distance);
    if (req.shot)
        out << YAML::Key << "shot" << YAML::Value << toString(*req.shot);
    number("aims", req.aims);
    flag("stance", req.stance);
    flag("rest", req.rest);
    flag("silencer", req.silencer);
    number("recoil_baffling", req.recoilBaffling);
    flag("quick_draw", req.quickDraw);
    flag("two_weapons", req.twoWeapons);
    if (!req.otherWeapon.empty())
        out << YAML::Key << "other_weapon" << YAML::Value << req.otherWeapon;
    flag("off_hand", req.offHand);
    flag("under_fire", req.underFire);
    out << YAML::Key << "position" << YAML::Value << toString(req.position);
    if (req.shooterInitiative)
        number("shooter_initiative", *req.shooterInitiative);
    if (req.targetInitiative)
        number("target_initiative", *req.targetInitiative);
    number("modifier", req.modifier);
    out << YAML::Key << "target" << YAML::Value << label(req.target);
    if (req.shots != 0)
        number("shots", req.shots);
    if (req.burstDice != 0)
        number("burst_dice", req.burstDice);
    if (req.burstAdjust != 0)
        number("burst_adjust", req.burstAdjust);
    if (!req.influence.empty()) {
        out << YAML::Key << "influence" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (int change : req.influence)
            out << change;
        out << YAML::EndSeq;
    }
    if (!req.walk.empty()) {
        out << YAML::Key << "walk" << YAML::Value << YAML::BeginSeq;
        for (const WalkStep& walk : req.walk)
            out << YAML::Flow << YAML::BeginMap << YAML::Key << "after" << YAML::Value
                << walk.afterBullets << YAML::Key << "pay" << YAML::Value
                << (walk.spendInfluence ? "influence" : "stray") << YAML::EndMap;
        out << YAML::EndSeq;
    }
    if (req.influencePolicy == InfluencePolicy::TowardAim)
        out << YAML::Key << "influence_policy" << YAML::Value << "toward_aim";
    else if (req.influencePolicy == InfluencePolicy::Ask)
        out << YAML::Key << "influence_policy" << YAML::Value << "ask";
    if (!req.scope.empty())
        out << YAML::Key << "scope" << YAML::Value << req.scope;
    if (req.scopeSetting)
        out << YAML::Key << "scope_setting" << YAML::Value << toString(*req.scopeSetting);
    if (req.bulletsThisRound != 0)
        number("bullets_this_round", req.bulletsThisRound);
    if (req.enemiesShooting != 0)
        number("enemies_shooting", req.enemiesShooting);
    if (req.harder != 0)
        number("harder", req.harder);
    if (req.dance != 0)
        number("dance", req.dance);
    if (req.ownDodgePenalty != 0)
        number("own_dodge_penalty", req.ownDodgePenalty);
    if (req.defence.kind != DefenceKind::None)
        writeDefence(out, req.defence);
    // §7: files written before the knockback test was rolled say nothing of it.
    if (req.rollKnockback)
        out << YAML::Key << "knockback" << YAML::Value << "rolled";
    // The readings it was resolved by (attack.h); files before revision 2 say nothing.
    if (req.rulesRevision > 1)
        number("rules", req.rulesRevision);

    const ShooterProfile& p = req.shooter;
    out << YAML::Key << "shooter" << YAML::Value << YAML::BeginMap;
    if (!p.name.empty())
        out << YAML::Key << "name" << YAML::Value << p.name;
    number("skill", p.skill);
    number("str", p.str);
    number("dex", p.dex);
    number("cool", p.cool);
    number("marksman", p.marksman);
    number("auto_support", p.autoSupport);
    number("str_bonus", p.strBonus);
    number("martial_arts", p.martialArts);
    number("wounds", p.wounds);
    out << YAML::Key << "advantages" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    for (const std::string& id : p.advantages)
        out << id;
    out << YAML::EndSeq;
    out << YAML::EndMap;
    out << YAML::EndMap;
}

void writeGrenade(YAML::Emitter& out, const GrenadeAction& action)
{
    const ThrowRequest& req = action.request;
    out << YAML::BeginMap;
    out << YAML::Key << "grenade" << YAML::Value << req.grenade;
    out << YAML::Key << "impact" << YAML::Value << label(req.impact);
    out << YAML::Key << "on_floor" << YAML::Value << req.onFloor;
    if (req.range)
        out << YAML::Key << "range" << YAML::Value << toString(*req.range);
    if (req.distance)
        out << YAML::Key << "distance" << YAML::Value << decimalText(*req.distance);
    if (!req.thrower.empty())
        out << YAML::Key << "thrower" << YAML::Value << req.thrower;
    out << YAML::Key << "skill" << YAML::Value << req.skill;
    out << YAML::Key << "wounds" << YAML::Value << req.wounds;
    out << YAML::Key << "modifier" << YAML::Value << req.modifier;
    out << YAML::Key << "rules" << YAML::Value << req.rulesRevision;
    out << YAML::Key << "distances" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    for (double d : action.distances)
        out << decimalText(d);
    out << YAML::EndSeq;
    if (action.targetDistance != 0)
        out << YAML::Key << "target_distance" << YAML::Value << decimalText(action.targetDistance);
    if (action.jumper)
        out << YAML::Key << "jumper" << YAML::Value << *action.jumper;
    if (action.point) {
        out << YAML::Key << "point" << YAML::Value;
        writePosition(out, *action.point);
    }
    out << YAML::EndMap;
}

static void readAdvantages(
    YamlReader& r, const Ruleset& rs, const YAML::Node& node, std::set<std::string>& out)
{
    if (!r.isSequence(node, "advantages"))
        return;
    for (const YAML::Node& a : node) {
        auto id = r.identifier(a, say(HS_TEXT("core", "advantage")));
        if (id && !rs.advantages.count(*id))
            r.error(a,
                say(HS_TEXT("core", "unknown advantage '%1' (ruleset.yaml lists the advantages)"),
                    *id));
        else if (id)
            out.insert(*id);
    }
}

static void readShooterProfile(
    YamlReader& r, const Ruleset& rs, const YAML::Node& node, ShooterProfile& p)
{
    if (!r.checkMap(node, say(HS_TEXT("core", "shooter profile")),
            { "name", "skill", "str", "dex", "cool", "marksman", "auto_support", "str_bonus",
                "martial_arts", "wounds", "advantages" },
            { "skill" }))
        return;
    if (const YAML::Node name = node["name"])
        p.name = r.string(name, "'name'").value_or("");
    p.skill = r.integer(node, "skill", 0, 0, 30);
    p.str = r.integer(node, "str", 0, 0, 99);
    p.dex = r.integer(node, "dex", 0, 0, 99);
    p.cool = r.integer(node, "cool", 0, 0, 99);
    p.marksman = r.integer(node, "marksman", 0, 0, 30);
    p.autoSupport = r.integer(node, "auto_support", 0, 0, 30);
    p.strBonus = r.integer(node, "str_bonus", 0, -99, 99);
    p.martialArts = r.integer(node, "martial_arts", 0, 0, 30);
    p.wounds = r.integer(node, "wounds", 0, 0, 99);
    if (const YAML::Node advantages = node["advantages"])
        readAdvantages(r, rs, advantages, p.advantages);
}

std::optional<AttackRequest> readRequest(
    YamlReader& r, const Ruleset& rs, const YAML::Node& node, const Text& what)
{
    if (!r.checkMap(node, what,
            { "weapon", "ammo", "mode", "range", "distance", "shot", "aims", "stance", "rest",
                "silencer", "recoil_baffling", "quick_draw", "two_weapons", "other_weapon",
                "off_hand", "under_fire", "position", "shooter_initiative", "target_initiative",
                "modifier", "target", "shooter", "shots", "burst_dice", "burst_adjust", "influence",
                "influence_policy", "walk", "scope", "scope_setting", "bullets_this_round",
                "enemies_shooting", "harder", "dance", "own_dodge_penalty", "defence", "knockback",
                "rules" },
            { "weapon", "target", "shooter" }))
        return std::nullopt;
    const std::size_t before = r.errorCount();
    AttackRequest req;
    const YAML::Node weapon = node["weapon"];
    if (auto id = r.identifier(weapon, "'weapon'")) {
        if (!rs.weapon(*id))
            r.error(weapon, say(HS_TEXT("core", "unknown weapon '%1'"), *id));
        req.weapon = *id;
    }
    if (const YAML::Node ammo = node["ammo"]) {
        if (auto id = r.identifier(ammo, "'ammo'")) {
            if (!rs.findAmmo(*id))
                r.error(ammo, say(HS_TEXT("core", "unknown ammo '%1'"), *id));
            req.ammo = *id;
        }
    }
    if (auto mode = choice(r, node, "mode", &fireModeFromString,
            say(HS_TEXT("core", "single, double, semi, burst or full"))))
        req.mode = *mode;
    req.range = choice(r, node, "range", &rangeBandFromString,
        say(HS_TEXT("core", "optimum, medium, long or extreme")));
    if (const YAML::Node distance = node["distance"])
        req.distance = r.decimal(distance, "'distance'", 0, 1e6);
    req.shot
        = choice(r, node, "shot", &shotTypeFromString, say(HS_TEXT("core", "aimed, wild or snap")));
    req.aims = r.integer(node, "aims", 0, 0, 6);
    req.stance = r.boolean(node, "stance", false);
    req.rest = r.boolean(node, "rest", false);
    req.silencer = r.boolean(node, "silencer", false);
    req.recoilBaffling = r.integer(node, "recoil_baffling", 0, 0, 20);
    req.quickDraw = r.boolean(node, "quick_draw", false);
    req.twoWeapons = r.boolean(node, "two_weapons", false);
    if (const YAML::Node other = node["other_weapon"]) {
        if (auto id = r.identifier(other, "'other_weapon'")) {
            if (!rs.weapon(*id))
                r.error(other, say(HS_TEXT("core", "unknown weapon '%1'"), *id));
            req.otherWeapon = *id;
        }
    }
    req.offHand = r.boolean(node, "off_hand", false);
    req.underFire = r.boolean(node, "under_fire", false);
    if (auto position = choice(r, node, "position", &targetPositionFromString,
            say(HS_TEXT("core", "standing, diving, prone, kneeling or down"))))
        req.position = *position;
    if (const YAML::Node initiative = node["shooter_initiative"])
        req.shooterInitiative = r.integer(initiative, "'shooter_initiative'", -999, 999);
    if (const YAML::Node initiative = node["target_initiative"])
        req.targetInitiative = r.integer(initiative, "'target_initiative'", -999, 999);
    req.modifier = r.integer(node, "modifier", 0, -99, 99);
    req.shots = r.integer(node, "shots", 0, 0, 99);
    req.burstDice = r.integer(node, "burst_dice", 0, 0, 20);
    req.burstAdjust = r.integer(node, "burst_adjust", 0, -30, 30);
    if (const YAML::Node influence = node["influence"];
        influence && r.isSequence(influence, "'influence'")) {
        for (const YAML::Node& change : influence)
            req.influence.push_back(
                r.integer(change, say(HS_TEXT("core", "an influence")), -1, 1).value_or(0));
    }
    if (const YAML::Node walk = node["walk"]; walk && r.isSequence(walk, "'walk'")) {
        for (const YAML::Node& item : walk) {
            if (!r.checkMap(item, say(HS_TEXT("core", "a walk step")), { "after", "pay" },
                    { "after", "pay" }))
                continue;
            WalkStep step;
            step.afterBullets = r.integer(item, "after", 1, 1, 100);
            const std::string pay = r.string(item, "pay", "influence");
            if (pay != "influence" && pay != "stray")
                r.error(item["pay"],
                    say(HS_TEXT("core", "'pay' must be influence or stray, not '%1'"), pay));
            step.spendInfluence = pay == "influence";
            req.walk.push_back(step);
        }
    }
    if (const YAML::Node policy = node["influence_policy"]) {
        const auto text = r.string(policy, "'influence_policy'");
        if (text && *text == "toward_aim")
            req.influencePolicy = InfluencePolicy::TowardAim;
        else if (text && *text == "ask")
            req.influencePolicy = InfluencePolicy::Ask;
        else if (text && *text != "none")
            r.error(policy,
                say(HS_TEXT("core", "'influence_policy' must be none, toward_aim or ask, not '%1'"),
                    *text));
    }
    const YAML::Node target = node["target"];
    if (auto text = r.string(target, "'target'")) {
        if (auto hex = parseHex(*text))
            req.target = *hex;
        else
            r.error(target,
                say(HS_TEXT("core", "'target' '%1' is not a hex (a label like K14, or col,row)"),
                    *text));
    }
    if (const YAML::Node scope = node["scope"]) {
        if (auto id = r.identifier(scope, "'scope'"))
            req.scope = *id;
    }
    req.scopeSetting = choice(r, node, "scope_setting", &rangeBandFromString,
        say(HS_TEXT("core", "optimum, medium, long or extreme")));
    req.bulletsThisRound = r.integer(node, "bullets_this_round", 0, 0, 999);
    req.enemiesShooting = r.integer(node, "enemies_shooting", 0, 0, 99);
    req.harder = r.integer(node, "harder", 0, 0, 30);
    req.dance = r.integer(node, "dance", 0, 0, 12);
    req.ownDodgePenalty = r.integer(node, "own_dodge_penalty", 0, -6, 0);
    if (const YAML::Node defence = node["defence"])
        readDefence(r, rs, defence, req.defence);
    // §7: an action written before Hitspread rolled the knockback test replays without it.
    req.rollKnockback = false;
    if (const YAML::Node knockback = node["knockback"]) {
        const std::string text = r.string(knockback, "'knockback'").value_or("");
        if (text == "rolled")
            req.rollKnockback = true;
        else
            r.error(knockback, say(HS_TEXT("core", "'knockback' must be rolled, not '%1'"), text));
    }
    // An action logged under earlier readings replays by them (attack.h: CurrentRulesRevision).
    req.rulesRevision = r.integer(node, "rules", 1, 1, CurrentRulesRevision);
    readShooterProfile(r, rs, node["shooter"], req.shooter);
    if (r.errorCount() != before)
        return std::nullopt;
    return req;
}

// A grenade action (the Grenade panel, or a grenade in the log).
std::optional<GrenadeAction> readGrenade(
    YamlReader& r, const Ruleset& rs, const YAML::Node& node, const Text& what)
{
    if (!r.checkMap(node, what,
            { "grenade", "impact", "on_floor", "range", "distance", "thrower", "skill", "wounds",
                "modifier", "rules", "distances", "target_distance", "jumper", "point" },
            { "grenade", "impact" }))
        return std::nullopt;
    const std::size_t before = r.errorCount();
    GrenadeAction action;
    ThrowRequest& req = action.request;
    const YAML::Node grenade = node["grenade"];
    if (auto id = r.identifier(grenade, "'grenade'")) {
        if (!rs.grenade(*id))
            r.error(grenade, say(HS_TEXT("core", "unknown grenade '%1'"), *id));
        req.grenade = *id;
    }
    const YAML::Node impact = node["impact"];
    if (auto text = r.string(impact, "'impact'")) {
        if (auto hex = parseHex(*text))
            req.impact = *hex;
        else
            r.error(impact,
                say(HS_TEXT("core", "'impact' '%1' is not a hex (a label like K30, or col,row)"),
                    *text));
    }
    req.onFloor = r.boolean(node, "on_floor", false);
    req.range = choice(r, node, "range", &rangeBandFromString,
        say(HS_TEXT("core", "optimum, medium, long or extreme")));
    if (const YAML::Node distance = node["distance"])
        req.distance = r.decimal(distance, "'distance'", 0, 1e6);
    if (const YAML::Node thrower = node["thrower"])
        req.thrower = r.string(thrower, "'thrower'").value_or("");
    req.skill = r.integer(node, "skill", 0, 0, 30);
    req.wounds = r.integer(node, "wounds", 0, 0, 99);
    req.modifier = r.integer(node, "modifier", 0, -99, 99);
    // A throw logged before its readings were written replays by the first ones.
    req.rulesRevision = r.integer(node, "rules", 1, 1, CurrentRulesRevision);
    if (const YAML::Node distances = node["distances"];
        distances && r.isSequence(distances, "'distances'")) {
        for (const YAML::Node& d : distances)
            action.distances.push_back(
                r.decimal(d, say(HS_TEXT("core", "a distance")), 0, 1e6).value_or(0));
    }
    if (const YAML::Node distance = node["target_distance"])
        action.targetDistance = r.decimal(distance, "'target_distance'", 0, 1e6).value_or(0);
    if (const YAML::Node jumper = node["jumper"])
        action.jumper = r.integer(jumper, "'jumper'", 0, 999);
    if (const YAML::Node point = node["point"])
        action.point = readPosition(r, point, say(HS_TEXT("core", "'point'")));
    if (r.errorCount() != before)
        return std::nullopt;
    return action;
}

} // namespace hitspread::detail
