// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "places.h"

#include "actiontracker.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <set>

namespace hitspread {

namespace {

    // A hex's centre on the map, flat-top, in hex widths (DESIGN.md: axial, y downward).
    struct Point {
        double x = 0;
        double y = 0;
    };
    Point centre(Hex h)
    {
        return { 1.5 * h.q, std::sqrt(3.0) * (h.r + h.q / 2.0) };
    }

    // The angle at `from` between the lines to `a` and to `b`, in radians (0 to π).
    double angleBetween(Hex from, Hex a, Hex b)
    {
        const Point o = centre(from), p = centre(a), q = centre(b);
        const double ax = p.x - o.x, ay = p.y - o.y, bx = q.x - o.x, by = q.y - o.y;
        return std::abs(std::atan2(ax * by - ay * bx, ax * bx + ay * by));
    }

    TargetPosition positionOf(Posture posture)
    {
        switch (posture) {
        case Posture::Kneeling:
            return TargetPosition::Kneeling;
        case Posture::Prone:
            return TargetPosition::Prone;
        case Posture::Down:
            return TargetPosition::Down;
        case Posture::Standing:
            break;
        }
        return TargetPosition::Standing;
    }

    // The farthest a weapon reaches: 8 × RNG (seed, Range).
    double extremeReach(const Ruleset& rs, const Weapon* w)
    {
        return w && !rs.rangeBands.empty() ? static_cast<double>(rs.rangeBands.back()) * w->rng
                                           : 0.0;
    }

    // The weapon a combatant holds ready: its readiness's, else its sheet's first.
    const Weapon* weaponInHand(const Ruleset& rs, const Combatant& c)
    {
        if (const Weapon* w = rs.weapon(c.readiness.weapon))
            return w;
        if (c.state.sheet && !c.state.sheet->weapons.empty())
            return rs.weapon(c.state.sheet->weapons.front());
        return nullptr;
    }

} // namespace

bool holdsHex(const Ruleset& ruleset, const Combatant& combatant)
{
    return !combatant.absent && combatant.state.sheet
        && combatant.state.status(ruleset) == CharacterStatus::Ok;
}

const Combatant* holderOf(
    const Ruleset& ruleset, const Encounter& encounter, Hex hex, CombatantId except)
{
    for (const Combatant& c : encounter.combatants) {
        if (c.id != except && c.position == hex && holdsHex(ruleset, c))
            return &c;
    }
    return nullptr;
}

int metresBetween(const Combatant& a, const Combatant& b)
{
    return distance(a.position, b.position);
}

bool onMap(Hex hex)
{
    return std::abs(hex.q) <= MaxMapCoordinate && std::abs(hex.r) <= MaxMapCoordinate
        && std::abs(hex.s()) <= 2 * MaxMapCoordinate;
}

void settlePlaces(const Ruleset& ruleset, Encounter& encounter)
{
    std::set<Hex> held;
    for (Combatant& c : encounter.combatants) {
        if (!holdsHex(ruleset, c))
            continue;
        for (int radius = 1; held.count(c.position) > 0; ++radius) {
            for (Hex h : ring(c.position, radius)) {
                if (!held.count(h)) {
                    c.position = h;
                    break;
                }
            }
        }
        held.insert(c.position);
    }
}

Hex freeHexOfSide(const Ruleset& ruleset, const Encounter& encounter, int side)
{
    int column = side * DefaultLineGap;
    for (const Combatant& c : encounter.combatants) {
        if (c.side == side && !c.absent) {
            column = toOffset(c.position).col;
            break;
        }
    }
    // The first hex down the line that nobody holds.
    for (int row = 0;; ++row) {
        const Hex hex = fromOffset({ column, row });
        const bool taken = std::any_of(encounter.combatants.begin(), encounter.combatants.end(),
            [&](const Combatant& c) { return c.position == hex && holdsHex(ruleset, c); });
        if (!taken)
            return hex;
    }
}

void setOutInLines(const Ruleset& ruleset, Encounter& encounter, int metres)
{
    (void)ruleset;
    std::vector<int> rows(encounter.sides.size() + 1, 0);
    const auto place = [&](Combatant& c) {
        const int side = std::max(0, c.side);
        if (static_cast<std::size_t>(side) >= rows.size())
            rows.resize(static_cast<std::size_t>(side) + 1, 0);
        c.position = fromOffset({ side * metres, rows[static_cast<std::size_t>(side)]++ });
    };
    // The actor and its target first, each heading its side's line: they face each other at
    // the distance, in the same row (a blade's reach of 1 m stays a reach).
    std::vector<CombatantId> first;
    for (CombatantId id : { encounter.actor, encounter.target })
        if (Combatant* c = encounter.find(id)) {
            place(*c);
            first.push_back(id);
        }
    for (Combatant& c : encounter.combatants)
        if (std::find(first.begin(), first.end(), c.id) == first.end())
            place(c);
}

int impliedDistance(const Ruleset& ruleset, const AttackRequest& settings)
{
    const Weapon* w = ruleset.weapon(settings.weapon);
    if (w && w->isMelee())
        return 1;
    if (settings.distance && std::isfinite(*settings.distance))
        return std::clamp(static_cast<int>(std::lround(*settings.distance)), 1, 10000);
    if (!w || ruleset.rangeBands.empty())
        return DefaultLineGap;
    const auto band = static_cast<std::size_t>(settings.range.value_or(RangeBand::Optimum));
    const int multiple = ruleset.rangeBands[std::min(band, ruleset.rangeBands.size() - 1)];
    return std::clamp(multiple * w->rng, 1, 10000);
}

std::optional<Text> whyCannotMove(
    const Ruleset& ruleset, const Encounter& encounter, CombatantId id, Hex to)
{
    const Combatant* c = encounter.find(id);
    if (!c)
        return say(HS_TEXT("core", "no combatant number %1 in the encounter"), id);
    if (c->absent)
        return say(HS_TEXT("core", "%1 has left the fight"), c->name);
    if (!holdsHex(ruleset, *c))
        return say(HS_TEXT("core", "%1 is %2 and cannot move"), c->name,
            term(toString(c->state.status(ruleset))));
    if (!onMap(to))
        return say(HS_TEXT("core", "the hex %1,%2 is off the map (each coordinate within ±%3)"),
            to.q, to.r, MaxMapCoordinate);
    if (const Combatant* holder = holderOf(ruleset, encounter, to, id))
        return say(HS_TEXT("core", "%1 stands on the hex %2,%3"), holder->name, to.q, to.r);
    return std::nullopt;
}

void moveCombatant(const Ruleset& ruleset, Encounter& encounter, CombatantId id, Hex to)
{
    if (auto why = whyCannotMove(ruleset, encounter, id, to))
        throw Refused(*why);
    Combatant& mover = *encounter.find(id);
    if (mover.position == to)
        return;
    mover.position = to;
    mover.readiness.aims = 0;
    mover.readiness.aimedAt = 0;
    mover.readiness.firingStance = false;
    for (Combatant& aimer : encounter.combatants) {
        if (aimer.id == id || aimer.readiness.aimedAt != id)
            continue;
        if (metresBetween(aimer, mover) > extremeReach(ruleset, weaponInHand(ruleset, aimer))) {
            aimer.readiness.aims = 0;
            aimer.readiness.aimedAt = 0;
        }
    }
}

AttackRequest fittedForSheet(
    const Ruleset& ruleset, const CharacterSheet* sheet, AttackRequest form)
{
    if (const Weapon* w = ruleset.weapon(form.weapon)) {
        if (sheet)
            form.shooter = ShooterProfile::fromSheet(ruleset, *sheet, *w);
        if (!w->canFire(form.mode))
            form.mode = w->firstMode();
        if (!form.ammo.empty()
            && std::find(w->ammo.begin(), w->ammo.end(), form.ammo) == w->ammo.end())
            form.ammo.clear();
        if (!form.otherWeapon.empty() && !ruleset.weapon(form.otherWeapon))
            form.otherWeapon.clear();
        if (!form.scope.empty() && !ruleset.findScope(form.scope))
            form.scope.clear();
    }
    form.burstDice
        = form.mode == FireMode::Full ? std::max(1, form.burstDice ? form.burstDice : 3) : 0;
    form.burstAdjust = form.mode == FireMode::Full ? form.burstAdjust : 0;
    form.shots = form.mode == FireMode::Semi ? form.shots : 0;
    // Walking fire is a burst's or full auto's (§6): a setting the weapon and mode do not use
    // never blocks the action.
    if (form.mode != FireMode::Burst && form.mode != FireMode::Full)
        form.walk.clear();
    if (form.scope.empty())
        form.scopeSetting.reset();
    if (!form.twoWeapons)
        form.otherWeapon.clear();
    fitToWeapon(ruleset, form);
    return form;
}

AttackRequest readied(
    const Ruleset& ruleset, const Combatant& actor, AttackRequest form, CombatantId target)
{
    const Readiness& r = actor.readiness;
    const CharacterSheet* sheet = actor.state.sheet.get();
    if (ruleset.weapon(r.weapon))
        form.weapon = r.weapon;
    else if (sheet && !sheet->weapons.empty())
        form.weapon = sheet->weapons.front();
    form.ammo = r.ammo;
    form.mode = r.mode;
    form.scope = r.scope;
    form.scopeSetting = r.scopeSetting;
    form.stance = r.firingStance;
    form.rest = r.rest;
    form.quickDraw = r.quickDraw;
    form.twoWeapons = r.twoWeapons;
    form.otherWeapon = r.otherWeapon;
    form.aims = r.aimedAt == 0 || r.aimedAt == target ? r.aims : 0;
    if (form.aims == 0 && form.shot == ShotType::Aimed)
        form.shot.reset();
    return fittedForSheet(ruleset, sheet, std::move(form));
}

Readiness readinessOf(const AttackRequest& form, CombatantId target)
{
    Readiness r;
    r.weapon = form.weapon;
    r.ammo = form.ammo;
    r.mode = form.mode;
    r.scope = form.scope;
    r.scopeSetting = form.scopeSetting;
    r.firingStance = form.stance;
    r.rest = form.rest;
    r.aims = form.aims;
    r.aimedAt = form.aims > 0 ? target : 0;
    r.quickDraw = form.quickDraw;
    r.twoWeapons = form.twoWeapons;
    r.otherWeapon = form.otherWeapon;
    return r;
}

std::vector<CombatantId> walkOrder(const Ruleset& ruleset, const Encounter& encounter,
    CombatantId actorId, CombatantId targetId, double reach)
{
    const Combatant* actor = encounter.find(actorId);
    const Combatant* target = encounter.find(targetId);
    if (!actor || !target)
        return {};
    struct Candidate {
        double angle = 0;
        int fromTarget = 0;
        std::size_t order = 0;
        CombatantId id = 0;
    };
    std::vector<Candidate> candidates;
    for (std::size_t i = 0; i < encounter.combatants.size(); ++i) {
        const Combatant& c = encounter.combatants[i];
        if (!holdsHex(ruleset, c) || c.id == actorId || c.id == targetId
            || metresBetween(*actor, c) > reach || c.position == actor->position)
            continue;
        candidates.push_back({ angleBetween(actor->position, target->position, c.position),
            metresBetween(*target, c), i, c.id });
    }
    std::sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
        if (std::abs(a.angle - b.angle) > 1e-9)
            return a.angle < b.angle;
        if (a.fromTarget != b.fromTarget)
            return a.fromTarget < b.fromTarget;
        return a.order < b.order;
    });
    std::vector<CombatantId> ids;
    for (const Candidate& c : candidates)
        ids.push_back(c.id);
    return ids;
}

AttackRequest placedRequest(const Ruleset& ruleset, const Encounter& encounter, CombatantId actorId,
    CombatantId targetId, AttackRequest request)
{
    const Combatant* actor = encounter.find(actorId);
    const Combatant* target = encounter.find(targetId);
    if (!actor || !target || actor->id == target->id)
        return request;
    const Weapon* w = ruleset.weapon(request.weapon);
    request.range.reset();
    if (w && w->isMelee())
        request.distance.reset();
    else
        request.distance = static_cast<double>(metresBetween(*actor, *target));
    if (request.position == TargetPosition::Standing)
        request.position = positionOf(target->posture);
    // §4 diving for cover compares the two initiative totals: a running round has them, in the
    // phase under way.
    if (request.position == TargetPosition::DivingForCover) {
        const auto initiativeOf = [&](CombatantId id) -> std::optional<int> {
            const auto index = runningTrackerIndex(encounter, id);
            if (!index)
                return std::nullopt;
            return effectiveInitiative(
                encounter.tracker.combatants[static_cast<std::size_t>(*index)],
                encounter.tracker.phase);
        };
        if (!request.shooterInitiative)
            request.shooterInitiative = initiativeOf(actorId);
        if (!request.targetInitiative)
            request.targetInitiative = initiativeOf(targetId);
    }
    return request;
}

std::optional<Text> whyOutOfReach(const Ruleset& ruleset, const Encounter& encounter,
    CombatantId actorId, CombatantId targetId, const AttackRequest& request)
{
    const Combatant* actor = encounter.find(actorId);
    const Combatant* target = encounter.find(targetId);
    const Weapon* w = ruleset.weapon(request.weapon);
    if (!actor || !target || !w || !w->isMelee())
        return std::nullopt;
    // Reading: every melee weapon reaches the six hexes around its wielder.
    const int metres = metresBetween(*actor, *target);
    if (metres <= 1)
        return std::nullopt;
    return say(HS_TEXT("core",
                   "%1 is %2 m from %3: a blow reaches only a hex beside the "
                   "attacker's"),
        target->name, metres, actor->name);
}

PlacedAction attackFromPlaces(const Ruleset& ruleset, const Encounter& encounter,
    CombatantId actorId, CombatantId targetId, AttackRequest request)
{
    const Combatant& actor = presentCombatant(encounter, actorId);
    const Combatant& target = presentCombatant(encounter, targetId);
    if (actor.id == target.id)
        throw Refused(say(HS_TEXT("core", "%1 cannot be its own target"), actor.name));
    const Weapon* w = ruleset.weapon(request.weapon);
    if (!w)
        throw Refused(say(HS_TEXT("core", "unknown weapon '%1'"), request.weapon));
    if (const auto why = whyOutOfReach(ruleset, encounter, actorId, targetId, request))
        throw Refused(*why);
    PlacedAction placed;
    placed.distance = metresBetween(actor, target);
    request = placedRequest(ruleset, encounter, actorId, targetId, std::move(request));
    placed.targets.push_back(target.id);
    if (!request.walk.empty()) {
        const std::vector<CombatantId> order
            = walkOrder(ruleset, encounter, actorId, targetId, extremeReach(ruleset, w));
        if (order.size() < request.walk.size())
            throw Refused(sayCount("the fire cannot walk on %n time: %1 more stand within reach "
                                   "of the shooter's line beside %2",
                HS_TEXT_N("core",
                    "the fire cannot walk on %n times: %1 more stand within reach of the "
                    "shooter's line beside %2"),
                static_cast<long long>(request.walk.size()), order.size(), target.name));
        placed.targets.insert(placed.targets.end(), order.begin(),
            order.begin() + static_cast<std::ptrdiff_t>(request.walk.size()));
    }
    placed.action.request = std::move(request);
    return placed;
}

PlacedAction throwFromPlaces(const Ruleset& ruleset, const Encounter& encounter,
    CombatantId throwerId, Hex point, GrenadeAction action)
{
    const Combatant& thrower = presentCombatant(encounter, throwerId);
    const Grenade* g = ruleset.grenade(action.request.grenade);
    if (!g)
        throw Refused(say(HS_TEXT("core", "unknown grenade '%1'"), action.request.grenade));
    if (!onMap(point))
        throw Refused(
            say(HS_TEXT("core", "the hex %1,%2 is off the map (each coordinate within ±%3)"),
                point.q, point.r, MaxMapCoordinate));
    PlacedAction placed;
    placed.distance = distance(thrower.position, point);
    // One lying on the floor is not thrown: no range band (§9).
    if (!action.request.onFloor)
        action.request.distance = static_cast<double>(placed.distance);
    action.request.range.reset();
    struct Caught {
        int metres = 0;
        std::size_t order = 0;
        CombatantId id = 0;
    };
    std::vector<Caught> caught;
    for (std::size_t i = 0; i < encounter.combatants.size(); ++i) {
        const Combatant& c = encounter.combatants[i];
        const int metres = distance(c.position, point);
        if (!c.absent && rules::blastZoneRadius(*g, metres) >= 0)
            caught.push_back({ metres, i, c.id });
    }
    std::stable_sort(caught.begin(), caught.end(),
        [](const Caught& a, const Caught& b) { return a.metres < b.metres; });
    if (caught.empty()) {
        const int reach = rules::blastReach(*g);
        throw Refused(say(
            HS_TEXT("core",
                "nobody stands within the blast of %1 at %2,%3: it catches up to %4 m from there"),
            g->name, point.q, point.r, reach));
    }
    action.distances.clear();
    for (std::size_t i = 0; i < caught.size(); ++i) {
        placed.targets.push_back(caught[i].id);
        if (i == 0)
            action.targetDistance = caught[i].metres;
        else
            action.distances.push_back(caught[i].metres);
    }
    placed.action.grenade = std::move(action);
    return placed;
}

CombatantId defaultTarget(const Ruleset& ruleset, const Encounter& encounter, CombatantId actorId)
{
    const Combatant* actor = encounter.find(actorId);
    if (!actor)
        return 0;
    // The one it has aimed at, its aims kept; else the one it last attacked.
    const Readiness& r = actor->readiness;
    for (CombatantId id : { r.aims > 0 ? r.aimedAt : CombatantId(0), r.lastTarget }) {
        if (const Combatant* c = encounter.find(id); c && c->id != actorId && holdsHex(ruleset, *c))
            return c->id;
    }
    const Combatant* best = nullptr;
    for (const Combatant& c : encounter.combatants) {
        if (c.id == actorId || c.side == actor->side || !holdsHex(ruleset, c))
            continue;
        if (!best || metresBetween(*actor, c) < metresBetween(*actor, *best))
            best = &c;
    }
    return best ? best->id : 0;
}

} // namespace hitspread
