// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "outcomejson.h"

#include "aim.h"

#include "qs.h"
#include "scope.h"

#include <QJsonArray>

namespace hitspread {

namespace {
    QString hexLabel(Hex h)
    {
        return qs(label(h));
    }

    // Every die of an outcome in the order it was used, and what each one was for.
    std::pair<QJsonArray, QJsonArray> diceToJson(const std::vector<DiceSource::Use>& used)
    {
        QJsonArray dice, roles;
        for (const auto& use : used) {
            dice.append(use.face);
            roles.append(QString::fromLatin1(use.purpose));
        }
        return { dice, roles };
    }

    QJsonValue locationId(const Ruleset& rs, int location)
    {
        return location < 0
            ? QJsonValue(QStringLiteral("miss"))
            : QJsonValue(qs(rs.body.locations[static_cast<std::size_t>(location)].id));
    }

    QJsonValue subLocationId(const Ruleset& rs, int sub)
    {
        return sub < 0 ? QJsonValue(QJsonValue::Null)
                       : QJsonValue(qs(rs.body.subLocations[static_cast<std::size_t>(sub)].id));
    }

    QJsonObject statTestToJson(const StatTest& t)
    {
        return { { "stat", qs(t.stat) }, { "dice", QJsonArray { t.dice[0], t.dice[1], t.dice[2] } },
            { "value", t.value }, { "modifier", t.modifier }, { "total", t.total },
            { "target", t.target }, { "passed", t.passed }, { "success_value", t.successValue } };
    }

    QJsonObject rollToJson(const AttackRoll& r)
    {
        QJsonArray modifiers;
        for (const auto& m : r.modifiers)
            modifiers.append(
                QJsonObject { { "name", QString::fromUtf8(m.name) }, { "value", m.value } });
        return { { "success", r.success }, { "damage", r.damage }, { "penetration", r.penetration },
            { "skill", r.skill }, { "modifiers", modifiers }, { "modifier_sum", r.modifierSum },
            { "total", r.total }, { "target", r.target }, { "hit", r.hit },
            { "success_value", r.successValue }, { "missed_by", r.missedBy() },
            { "jammed", r.jammed } };
    }

    QJsonObject hitToJson(const Ruleset& rs, const HitResult& h)
    {
        QJsonObject o { { "location", locationId(rs, h.location) },
            { "sub_location", subLocationId(rs, h.subLocation) }, { "pen", h.pen }, { "pv", h.pv },
            { "armoured", h.armoured }, { "penetrated", h.penetrated }, { "dam", h.dam },
            { "body_damage", h.bodyDamage }, { "bruising", h.bruising },
            { "armour",
                h.armourId.empty() ? QJsonValue(QJsonValue::Null) : QJsonValue(qs(h.armourId)) },
            { "armour_id_before",
                h.armoured ? QJsonValue(h.armourIdBefore) : QJsonValue(QJsonValue::Null) },
            { "armour_id_after",
                h.armoured ? QJsonValue(h.armourIdAfter) : QJsonValue(QJsonValue::Null) },
            { "location_hits_after", h.locationHitsAfter }, { "incap_after", h.incapAfter },
            { "condition_after", toString(h.conditionAfter) },
            { "status_after", toString(h.statusAfter) }, { "wound", h.wound },
            { "bullet_stuck", h.bulletStuck }, { "natural_state_halved", h.halvedNaturalState } };
        if (h.knockback)
            o.insert("knockback",
                QJsonObject { { "dam", h.knockback->dam }, { "phys", h.knockback->phys },
                    { "test_modifier", h.knockback->testModifier },
                    { "knocked_down", h.knockback->knockedDown },
                    { "result", toString(h.knockback->result) },
                    { "roll",
                        h.knockback->test ? QJsonValue(statTestToJson(*h.knockback->test))
                                          : QJsonValue(QJsonValue::Null) } });
        if (h.vevaphonTest) {
            o.insert("vevaphon_test", statTestToJson(*h.vevaphonTest));
            o.insert("pv_after", h.pvAfter);
        }
        return o;
    }

    QJsonObject shotToJson(const Ruleset& rs, const ShotTrace& s)
    {
        QJsonArray hexes;
        for (Hex h : s.hexes)
            hexes.append(hexLabel(h));
        QJsonArray hits;
        for (const HitResult& h : s.hits)
            hits.append(hitToJson(rs, h));
        QJsonObject o { { "aim_hex", hexLabel(s.aimHex) }, { "deviation", s.deviation },
            { "target", s.target },
            { "direction", s.direction ? QJsonValue(*s.direction) : QJsonValue(QJsonValue::Null) },
            { "influence", s.influence },
            { "landing_hex",
                s.landing ? QJsonValue(hexLabel(*s.landing)) : QJsonValue(QJsonValue::Null) },
            { "location", locationId(rs, s.location) },
            { "sub_location", subLocationId(rs, s.subLocation) }, { "hexes", hexes },
            { "hits", hits }, { "template_radius", s.templateRadius } };
        if (s.stray)
            o.insert("stray", true);
        if (s.randomAim)
            o.insert("random_aim", hexLabel(*s.randomAim));
        if (s.stray) {
            // The bullet spent on switching targets: no die, no landing.
        } else if (s.carriesRoll) {
            o.insert("roll", rollToJson(s.roll));
            o.insert("spread", s.spread);
            o.insert("aiming_points", s.aimingPoints);
            if (s.face) // a parry turned the deviation face (§8)
                o.insert("face", *s.face);
        } else {
            // A later bullet of a burst: the face rolled, the influence and the face used (§6).
            o.insert("from_hex", hexLabel(*s.fromHex));
            o.insert("face", *s.face);
        }
        return o;
    }
}

QJsonObject characterToJson(const Ruleset& rs, const CharacterState& c)
{
    QJsonObject locations;
    for (std::size_t i = 0; i < c.locations.size(); ++i) {
        const LocationState& l = c.locations[i];
        QJsonArray armour;
        for (const ArmourLayer& layer : c.armour) {
            if (layer.idLeft[i] >= 0)
                armour.append(QJsonObject { { "id", qs(layer.armourId) }, { "pv", layer.pv },
                    { "id_left", layer.idLeft[i] } });
        }
        locations.insert(qs(rs.body.locations[i].id),
            QJsonObject { { "hits", l.hits }, { "max_hits", l.maxHits }, { "wounds", l.wounds },
                { "stuck_bullets", l.stuckBullets },
                { "condition", toString(c.condition(static_cast<int>(i))) },
                { "armour", armour } });
    }
    return { { "name", qs(c.sheet ? c.sheet->name : std::string()) }, { "incap", c.incap },
        { "incap_max", c.incapMax }, { "bruising", c.bruising }, { "wounds", c.wounds },
        { "knocked_down", c.knockedDown }, { "knocked_out", c.knockedOut },
        { "status", toString(c.status(rs)) }, { "locations", locations } };
}

QJsonObject outcomeToJson(const Ruleset& rs, const Outcome& out)
{
    const auto [dice, roles] = diceToJson(out.dice);
    QJsonArray shots;
    for (const ShotTrace& s : out.shots)
        shots.append(shotToJson(rs, s));
    QJsonObject o { { "ruleset", qs(out.ruleset) }, { "weapon", qs(out.weapon) },
        { "mode", toString(out.mode) }, { "melee", out.melee }, { "dice", dice },
        { "dice_roles", roles }, { "shots", shots },
        { "target_after", characterToJson(rs, out.targetAfter) },
        { "shooter_bruising", out.shooterBruising } };
    if (!out.melee) {
        o.insert("ammo", qs(out.ammo));
        o.insert("range", toString(out.range));
        o.insert("shot_type", toString(out.shotType));
        o.insert("effective_rcl", out.effectiveRcl);
        o.insert("stance", out.stance);
    }
    o.insert("aim_bonus", out.aimBonus);
    if (out.mode == FireMode::Semi)
        o.insert("shots_allowed", out.shotsAllowed);
    if (!out.othersAfter.empty()) {
        QJsonArray others;
        for (const CharacterState& other : out.othersAfter)
            others.append(characterToJson(rs, other));
        o.insert("others_after", others);
    }
    if (out.burst) {
        QJsonArray burstDice;
        for (int face : out.burst->dice)
            burstDice.append(face);
        o.insert("burst",
            QJsonObject { { "dice", burstDice }, { "adjust", out.burst->adjust },
                { "length", out.burst->length }, { "influences", out.burst->influences } });
    }
    if (out.preTest) {
        // §11: the test before the attack; failed, the attack is not made.
        QJsonObject test = statTestToJson(*out.preTest);
        test.insert("rule", out.preTest->stat == "DEX" ? "quick_draw" : "aim_under_fire");
        o.insert("pre_test", test);
        o.insert("attack_made", out.preTest->passed);
    }
    if (out.coolTest)
        o.insert("cool_test", statTestToJson(*out.coolTest));
    if (out.recoilTest)
        o.insert("recoil_test", statTestToJson(*out.recoilTest));
    if (out.harder > 0)
        o.insert("harder", out.harder);
    if (out.dance > 0)
        o.insert("dance", out.dance);
    if (out.defence)
        o.insert("defence", defenceToJson(*out.defence));
    return o;
}

QJsonObject defenceToJson(const DefenceOutcome& d)
{
    QJsonObject o { { "kind", toString(d.kind) }, { "defender", qs(d.defender) },
        { "roll", d.roll ? QJsonValue(rollToJson(*d.roll)) : QJsonValue(QJsonValue::Null) },
        { "succeeded", d.succeeded }, { "value", d.value }, { "penalty", d.penalty },
        { "penalty_whole_round", d.penaltyWholeRound } };
    if (d.kind == DefenceKind::Parry) {
        o.insert("parry_weapon", qs(d.parryWeapon));
        o.insert("parry_weapon_dam", d.parryWeaponDam);
        o.insert("str_bonus", d.parryStrBonus);
        o.insert("bare_handed", d.bareHanded);
        o.insert("dam_taken_off", d.value);
        o.insert("handling_added", d.handlingAdded);
        o.insert("face_shift", d.faceShift);
        o.insert("stopped", d.stopped);
    }
    return o;
}

QJsonObject oddsToJson(const Ruleset& rs, const ShotOdds& odds)
{
    QJsonArray hexes;
    for (const auto& [hex, weight] : odds.hexes) {
        const int sub = rs.body.subLocationAt(hex);
        hexes.append(QJsonObject { { "hex", hexLabel(hex) }, { "p", odds.probability(weight) },
            { "weight", QString::number(weight) },
            { "location",
                sub < 0 ? QJsonValue(QJsonValue::Null)
                        : locationId(
                            rs, rs.body.subLocations[static_cast<std::size_t>(sub)].location) },
            { "sub_location", subLocationId(rs, sub) } });
    }
    QJsonObject locations, weights;
    for (std::size_t i = 0; i < odds.locations.size(); ++i) {
        locations.insert(qs(rs.body.locations[i].id), odds.probability(odds.locations[i]));
        weights.insert(qs(rs.body.locations[i].id), QString::number(odds.locations[i]));
    }
    locations.insert("miss", odds.probability(odds.miss));
    weights.insert("miss", QString::number(odds.miss));
    // Weights are exact counts of dice sequences out of the denominator (6^n), as text so
    // that no reader rounds them.
    return { { "hexes", hexes }, { "locations", locations }, { "weights", weights },
        { "denominator", QString::number(odds.denominator) },
        { "roll_succeeds", odds.probability(odds.rollSucceeds) } };
}

QJsonObject fireOddsToJson(const Ruleset& rs, const FireOdds& odds)
{
    QJsonArray hexes;
    for (const auto& [hex, expected] : odds.hexes) {
        if (expected <= 0)
            continue;
        const int sub = rs.body.subLocationAt(hex);
        hexes.append(QJsonObject { { "hex", hexLabel(hex) }, { "p", expected },
            { "location",
                sub < 0 ? QJsonValue(QJsonValue::Null)
                        : locationId(
                            rs, rs.body.subLocations[static_cast<std::size_t>(sub)].location) },
            { "sub_location", subLocationId(rs, sub) } });
    }
    QJsonObject locations;
    for (std::size_t i = 0; i < odds.locations.size(); ++i)
        locations.insert(qs(rs.body.locations[i].id), odds.locations[i]);
    locations.insert("miss", odds.miss);
    return { { "hexes", hexes }, { "locations", locations }, { "expected_shots", odds.shots },
        { "expected", true } };
}

QJsonObject aimToJson(const Ruleset& rs, const AimMap& map)
{
    const bool sampled = !map.exact && !map.expectation;
    QJsonArray hexes;
    for (const AimScore& s : map.scores) {
        QJsonObject o { { "hex", hexLabel(s.aim) }, { "score", s.score },
            { "location", locationId(rs, rs.body.locationAt(s.aim)) },
            { "sub_location", subLocationId(rs, rs.body.subLocationAt(s.aim)) } };
        if (map.exact)
            o.insert("weight", QString::number(s.weight));
        if (sampled)
            o.insert("interval", QJsonArray { s.score - s.halfWidth, s.score + s.halfWidth });
        hexes.append(o);
    }
    QJsonObject json { { "goal", qs(toString(rs, map.goal)) }, { "exact", map.exact },
        { "score_is", map.expectation ? "expected_hits" : "chance" }, { "hexes", hexes },
        { "best", map.scores.empty() ? QJsonValue() : QJsonValue(hexLabel(map.scores[0].aim)) },
        { "runner_up",
            map.scores.size() < 2 ? QJsonValue() : QJsonValue(hexLabel(map.scores[1].aim)) },
        { "none_can", map.noneCan() } };
    if (map.exact)
        json.insert("denominator", QString::number(map.denominator));
    if (sampled) {
        json.insert("trials", map.trials);
        json.insert("seed", QString::number(map.seed));
    }
    if (map.grenade)
        json.insert("aims_are", "impact_points");
    return json;
}

QJsonObject gridToJson(const Ruleset& rs)
{
    const Body& body = rs.body;
    QJsonArray hexes;
    for (int row = 0; row < body.rows; ++row) {
        for (int col = 0; col < body.columns; ++col) {
            const Hex h = fromOffset({ col, row });
            const int sub = body.subLocationAt(h);
            if (sub < 0)
                continue;
            hexes.append(QJsonObject { { "hex", hexLabel(h) }, { "col", col }, { "row", row },
                { "location",
                    locationId(rs, body.subLocations[static_cast<std::size_t>(sub)].location) },
                { "sub_location", subLocationId(rs, sub) } });
        }
    }
    QJsonObject locations;
    for (const Location& l : body.locations)
        locations.insert(qs(l.id), QJsonObject { { "name", qs(l.name) }, { "vital", l.vital } });
    return { { "ruleset", qs(rs.id) }, { "columns", body.columns }, { "rows", body.rows },
        { "standard_aim", hexLabel(body.standardAim) }, { "lower_third_row", body.lowerThirdRow },
        { "locations", locations }, { "hexes", hexes } };
}

QJsonObject throwToJson(const Ruleset& rs, const ThrowOutcome& out)
{
    const auto [dice, roles] = diceToJson(out.dice);
    QJsonArray characters;
    for (const BlastTrace& t : out.characters) {
        QJsonArray locations, hits;
        for (int location : t.locations)
            locations.append(locationId(rs, location));
        for (const HitResult& h : t.hits) {
            QJsonObject hit = hitToJson(rs, h);
            // §9 reading: a grenade without a PEN goes through armour; it has no PEN to show.
            hit.insert("armour_ignored", t.armourIgnored && h.armoured);
            if (t.armourIgnored)
                hit.insert("pen", QJsonValue(QJsonValue::Null));
            hits.append(hit);
        }
        QJsonObject c { { "name", qs(t.name) }, { "distance", t.distance }, { "radius", t.radius },
            { "affected", t.affected() }, { "impact_hex", hexLabel(t.impact) },
            { "locations", locations }, { "hits", hits }, { "incap_damage", t.incapDamage },
            { "bruising", t.bruising }, { "after", characterToJson(rs, t.after) } };
        if (out.onFloor) {
            c.insert(
                "direction", t.direction ? QJsonValue(*t.direction) : QJsonValue(QJsonValue::Null));
            c.insert("deviation", t.deviation);
        }
        characters.append(c);
    }
    const Grenade* g = rs.grenade(out.grenade);
    return { { "ruleset", qs(out.ruleset) }, { "grenade", qs(out.grenade) },
        { "grenade_name", g ? QJsonValue(qs(g->name)) : QJsonValue(QJsonValue::Null) },
        { "type", toString(out.type) },
        { "damage", g ? QJsonValue(g->damage) : QJsonValue(QJsonValue::Null) },
        { "pen", g && g->pen ? QJsonValue(*g->pen) : QJsonValue(QJsonValue::Null) },
        { "on_floor", out.onFloor },
        { "range", out.onFloor ? QJsonValue(QJsonValue::Null) : QJsonValue(toString(out.range)) },
        { "thrower", out.onFloor ? QJsonValue(QJsonValue::Null) : QJsonValue(qs(out.thrower)) },
        { "dice", dice }, { "dice_roles", roles },
        { "roll", out.roll ? QJsonValue(rollToJson(*out.roll)) : QJsonValue(QJsonValue::Null) },
        { "intended_hex", hexLabel(out.intended) }, { "aiming_points", out.aimingPoints },
        { "direction", out.direction ? QJsonValue(*out.direction) : QJsonValue(QJsonValue::Null) },
        { "deviation", out.deviation }, { "deviated_hex", hexLabel(out.deviated) },
        { "drift", out.drift }, { "impact_hex", hexLabel(out.impact) },
        { "effect", qs(out.effect) }, { "characters", characters } };
}

QJsonObject jumpToJson(const Ruleset& rs, const JumpOutcome& out)
{
    return { { "ruleset", qs(out.ruleset) }, { "grenade", qs(out.grenade) },
        { "character", qs(out.name) }, { "damage", out.damage },
        { "damage_x5", out.damageTimesFive }, { "torso_hits", out.torsoHits },
        { "abdomen_hits", out.abdomenHits }, { "torso_armour_id", out.torsoArmourId },
        { "abdomen_armour_id", out.abdomenArmourId }, { "stopped", out.stopped },
        { "left_over", out.leftOver }, { "passed_on", out.passedOn },
        { "character_after", characterToJson(rs, out.after) } };
}

QJsonObject treatToJson(const Ruleset& rs, const TreatOutcome& out)
{
    QJsonArray dice;
    QJsonArray roles;
    for (const DiceSource::Use& use : out.dice) {
        dice.append(use.face);
        roles.append(QString::fromUtf8(use.purpose));
    }
    return { { "ruleset", qs(rs.id) }, { "treatment", toString(out.treatment) },
        { "medic", qs(out.medic) }, { "patient", qs(out.patient) },
        { "location", locationId(rs, out.location) }, { "dice", dice }, { "dice_roles", roles },
        { "roll", rollToJson(out.roll) }, { "wounds_before", out.woundsBefore },
        { "closed", out.closed }, { "extracted", out.extracted }, { "damage", out.damage },
        { "wound", out.wound }, { "patient_after", characterToJson(rs, out.after) } };
}

QJsonObject unjamToJson(const Ruleset& rs, const UnjamOutcome& out, const std::string& who)
{
    const auto [dice, roles] = diceToJson(out.dice);
    return { { "ruleset", qs(rs.id) }, { "shooter", qs(who) }, { "skill", out.skill },
        { "wounds", out.wounds }, { "dice", dice }, { "dice_roles", roles },
        { "roll", rollToJson(out.roll) }, { "cleared", out.cleared }, { "actions", out.actions } };
}

void addSetupToJson(
    QJsonObject& json, const Ruleset& rs, const rules::AttackSetup& setup, const Outcome& out)
{
    if (const Scope* scope = setup.scope) {
        // §11: the scope as set, and what lowering its magnification to the shot's band would
        // cost and give.
        const RangeBand best = bestScopeSetting(*scope, setup.band);
        json.insert("scope",
            QJsonObject { { "id", qs(scope->id) }, { "name", qs(scope->name) },
                { "band", toString(scope->band) }, { "setting", toString(setup.scopeSetting) },
                { "bonus", setup.scopeBonus }, { "aims_bonus", setup.aimsBonus },
                { "capped_by_marksman", setup.aimBonusCapped }, { "refocus_band", toString(best) },
                { "refocus_actions", magnificationActions(setup.scopeSetting, best) },
                { "refocused_bonus", scopeBonus(*scope, best, setup.band) },
                { "sample", scope->sample } });
    }
    const Weapon* w = setup.weapon;
    if (!w || w->isMelee() || !rs.options.jamming)
        return;
    // §11 jamming factor: each attack roll's jam number, from the bullets fired in the round
    // with that roll's (semi-auto: one more each shot; full auto: the rolled burst).
    const int before = setup.roundBullets
        - (out.mode == FireMode::Burst ? w->burst : (out.mode == FireMode::Full ? 0 : 1));
    const int burst = out.mode == FireMode::Full && out.burst ? out.burst->length : 0;
    QJsonArray jamNumbers;
    int fired = 0, rolls = 0;
    bool jammed = false;
    for (const ShotTrace& shot : out.shots) {
        if (shot.carriesRoll) {
            jamNumbers.append(
                rules::jamNumber(*w, rules::roundBulletsOfRoll(setup, out.mode, rolls++, burst)));
            if (shot.roll.jammed) {
                jammed = true; // a jammed roll fires nothing, and nothing after it
                break;
            }
        }
        ++fired;
    }
    json.insert("jamming",
        QJsonObject { { "jf", w->jf }, { "max_per_round", w->maxPerRound },
            { "bullets_before", before }, { "jam_numbers", jamNumbers }, { "bullets_fired", fired },
            { "bullets_after", before + fired }, { "jammed", jammed } });
}

QJsonObject throwOddsToJson(const Ruleset& rs, const ThrowOdds& odds)
{
    QJsonArray hexes, characters;
    for (const auto& [hex, weight] : odds.hexes)
        hexes.append(QJsonObject { { "hex", hexLabel(hex) }, { "p", odds.probability(weight) },
            { "weight", QString::number(weight) } });
    for (const ThrowOdds::Character& c : odds.characters) {
        QJsonObject locations, weights;
        for (std::size_t i = 0; i < c.locations.size(); ++i) {
            locations.insert(qs(rs.body.locations[i].id), odds.probability(c.locations[i]));
            weights.insert(qs(rs.body.locations[i].id), QString::number(c.locations[i]));
        }
        characters.append(QJsonObject { { "name", qs(c.name) }, { "distance", c.distance },
            { "radius", c.radius }, { "locations", locations }, { "weights", weights },
            { "unaffected", odds.probability(c.unaffected) },
            { "unaffected_weight", QString::number(c.unaffected) } });
    }
    // Each location's p is the chance that it lies in that character's zone; several can at
    // once, so they need not sum to 1. Weights are exact counts out of the denominator.
    return { { "hexes", hexes }, { "characters", characters },
        { "denominator", QString::number(odds.denominator) }, { "on_floor", odds.onFloor },
        { "roll_succeeds",
            odds.onFloor ? QJsonValue(QJsonValue::Null)
                         : QJsonValue(odds.probability(odds.rollSucceeds)) } };
}

QJsonObject suppressionToJson(const Ruleset& rs, const SuppressOutcome& out)
{
    const auto [dice, roles] = diceToJson(out.dice);
    QJsonArray bullets;
    for (const Outcome& bullet : out.bullets)
        bullets.append(outcomeToJson(rs, bullet));
    return { { "ruleset", qs(out.ruleset) }, { "weapon", qs(out.weapon) }, { "ammo", qs(out.ammo) },
        { "fa", out.fa }, { "shooter", qs(out.shooter) }, { "figure", qs(out.figure) },
        { "skill", toString(out.evasion) }, { "dice", dice }, { "dice_roles", roles },
        { "auto_support_roll", rollToJson(out.autoSupportRoll) },
        { "suppressing", out.suppressing },
        { "bar", out.suppressing ? QJsonValue(out.bar) : QJsonValue(QJsonValue::Null) },
        { "figure_roll",
            out.figureRoll ? QJsonValue(rollToJson(*out.figureRoll))
                           : QJsonValue(QJsonValue::Null) },
        { "verdict", toString(out.verdict) }, { "bullets", bullets },
        { "figure_after", characterToJson(rs, out.figureAfter) } };
}

} // namespace hitspread
