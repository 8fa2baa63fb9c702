// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System successpool, rules/other-systems.md section C; the dice order is in successpool.h.
#include "successpool.h"

#include "resolving.h"
#include "scatter.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace hitspread::successpool {

namespace {
    PoolRoll rollPool(int count, int minimum, int sides, DiceSource& dice, const char* purpose)
    {
        PoolRoll roll;
        roll.minimum = minimum;
        for (int i = 0; i < count; ++i) {
            roll.faces.push_back(dice.roll(purpose, sides));
            if (roll.faces.back() >= minimum)
                ++roll.successes;
        }
        return roll;
    }

    const Weapon& findWeapon(const Rules& rules, const std::string& id)
    {
        const Weapon* weapon = rules.weapon(id);
        if (!weapon)
            refuse(say(HS_TEXT("core", "The ruleset has no weapon '%1'."), id));
        return *weapon;
    }

    // What attacks and throws share: the range, the situations, the free modifier and the
    // action it takes (seed: "Minus die: hit rolls at wrong distance", cover, walking).
    Pool commonPool(const Rules& rules, const Weapon& weapon, int metres,
        const std::vector<std::string>& situations, int modifierDice, const Attacker& attacker)
    {
        if (attacker.actionsLeft < 1)
            refuse(say(HS_TEXT("core", "%1 has no action left this round."), attacker.name));
        Pool pool;
        pool.skill = attacker.skill;
        pool.bonusWounds = weapon.bonusWounds;
        const std::optional<std::string> band = rules.band(weapon, metres);
        if (!band && rules.reachOnly(weapon))
            refuse(say(HS_TEXT("core", "%1 m is beyond the reach of %2 (%3 m): out of reach."),
                metres, weapon.name, weapon.distance));
        if (!band)
            refuse(say(HS_TEXT("core",
                           "%1 m is more than %2 times the distance of %3 (%4 m): out of reach."),
                metres, rules.farMultiple, weapon.name, weapon.distance));
        pool.band = *band;
        if (pool.band == farBand)
            pool.modifiers.push_back({ "far", "", rules.farDice });
        std::set<std::string> seen;
        std::set<std::string> groups;
        for (const std::string& id : situations) {
            const Situation* s = rules.situation(id);
            if (!s)
                refuse(say(HS_TEXT("core", "The ruleset has no situation '%1'."), id));
            if (!seen.insert(id).second)
                refuse(say(HS_TEXT("core", "The situation %1 is given twice."), s->name));
            if (!s->group.empty() && !groups.insert(s->group).second)
                refuse(
                    say(HS_TEXT("core", "Only one situation of the group '%1' applies at a time."),
                        s->group));
            pool.modifiers.push_back({ s->id, s->name, s->dice });
        }
        if (modifierDice != 0)
            pool.modifiers.push_back({ "", "", modifierDice });
        return pool;
    }

    void countDice(Pool& pool)
    {
        int count = pool.skill;
        for (const AppliedModifier& m : pool.modifiers)
            count += m.dice;
        pool.diceCount = std::max(0, count);
    }

    // The dice of the reaction the target declared (evasion or parry), 0 for none.
    int reactionDice(const Rules& rules, const AttackRequest& req)
    {
        if (req.evades)
            return rules.evasion.dice == ReactionDice::One ? 1 : req.defender.evasion;
        if (req.parries)
            return rules.parry.dice == ReactionDice::One ? 1 : req.defender.parry;
        return 0;
    }

    // The chance that none of `shots` shots lands, the target reacting to each hit (evading or
    // parrying it) while it has an action left (one reaction to each shot: each is an action of
    // its own); `stop` is the chance that a reaction stops a hit.
    double noShotLands(int shots, int actions, double hit, double stop)
    {
        // unlanded[a]: no shot has landed yet and the target has a actions left.
        std::vector<double> unlanded(static_cast<std::size_t>(std::max(0, actions)) + 1, 0.0);
        unlanded.back() = 1.0;
        for (int shot = 0; shot < shots; ++shot) {
            std::vector<double> next(unlanded.size(), 0.0);
            for (std::size_t a = 0; a < unlanded.size(); ++a) {
                next[a] += unlanded[a] * (1.0 - hit);
                if (a > 0)
                    next[a - 1] += unlanded[a] * hit * stop;
            }
            unlanded = std::move(next);
        }
        double total = 0;
        for (double p : unlanded)
            total += p;
        return total;
    }
}

bool AttackTrace::landed() const
{
    return std::any_of(
        shots.begin(), shots.end(), [](const ShotTrace& s) { return s.hits > 0 && !s.stopped(); });
}

int AttackTrace::woundsDealt() const
{
    int total = 0;
    for (const ShotTrace& s : shots)
        total += s.wounds ? s.wounds->wounds : 0;
    return total;
}

std::vector<double> successOdds(int count, int minimum, int sides)
{
    const int good = std::clamp(sides - minimum + 1, 0, sides);
    const double p = static_cast<double>(good) / sides;
    std::vector<double> odds { 1.0 };
    for (int die = 0; die < count; ++die) {
        std::vector<double> next(odds.size() + 1, 0.0);
        for (std::size_t k = 0; k < odds.size(); ++k) {
            next[k] += odds[k] * (1.0 - p);
            next[k + 1] += odds[k] * p;
        }
        odds = std::move(next);
    }
    return odds;
}

double anySuccess(int count, int minimum, int sides)
{
    return 1.0 - successOdds(count, minimum, sides).front();
}

WoundTrace applyHits(
    int hits, int woundsPerHit, int bonusWounds, int protection, int penetration, int woundsBefore)
{
    WoundTrace w;
    w.hits = hits;
    w.protection = protection;
    w.penetration = penetration;
    w.stopped = std::min(hits, std::max(0, protection - penetration));
    w.through = hits - w.stopped;
    w.woundsPerHit = woundsPerHit;
    w.bonusWounds = w.through > 0 ? bonusWounds : 0;
    w.wounds = w.through * woundsPerHit + w.bonusWounds;
    w.before = woundsBefore;
    w.after = woundsBefore + w.wounds;
    return w;
}

Pool attackPool(const Rules& rules, const AttackRequest& req)
{
    const Weapon& weapon = findWeapon(rules, req.weapon);
    if (!weapon.blast.empty())
        refuse(say(HS_TEXT("core", "%1 is thrown at a point, not at a figure."), weapon.name));
    std::string mode = req.mode.empty() ? weapon.defaultMode() : req.mode;
    if (!mode.empty()
        && std::find(weapon.modes.begin(), weapon.modes.end(), mode) == weapon.modes.end())
        refuse(say(HS_TEXT("core", "%1 has no fire mode '%2'."), weapon.name, mode));
    // Seed, "Reactions": "There can only ever be one reaction by a participant to an action."
    if (req.evades && req.parries)
        refuse(say(HS_TEXT("core",
                       "%1 may evade or parry the attack, not both: \"There can only ever be one "
                       "reaction by a participant to an action.\""),
            req.defender.name));
    if (req.evades && weapon.kind != WeaponKind::Melee)
        refuse(
            say(HS_TEXT("core", "Only a melee attack can be evaded, and %1 is not a melee weapon."),
                weapon.name));
    if (req.parries && weapon.kind != WeaponKind::Melee)
        refuse(say(
            HS_TEXT("core", "Only a melee attack can be parried, and %1 is not a melee weapon."),
            weapon.name));
    // Seed, "Evasion": "This requires that the attacked character has an action available and
    // can perceive the attacker." "Reactions": "The reacting participant must directly perceive
    // the actor". The seed has no perception roll: whether it can is the referee's ruling.
    if (req.evades && req.unseen)
        refuse(say(HS_TEXT("core",
                       "%1 cannot perceive the attacker, so it cannot evade: \"This requires "
                       "that the attacked character has an action available and can perceive the "
                       "attacker. Thus, an attack from behind cannot be dodged.\""),
            req.defender.name));
    if (req.parries && req.unseen)
        refuse(say(HS_TEXT("core",
                       "%1 cannot perceive the attacker, so it cannot parry: \"The reacting "
                       "participant must directly perceive the actor, i.e. hear, see, or "
                       "otherwise become aware of his action.\""),
            req.defender.name));
    if (req.evades && req.defender.actionsLeft < 1)
        refuse(say(HS_TEXT("core", "%1 has no action left to evade with."), req.defender.name));
    if (req.parries && req.defender.actionsLeft < 1)
        refuse(say(HS_TEXT("core", "%1 has no action left to parry with."), req.defender.name));

    Pool pool
        = commonPool(rules, weapon, req.distance, req.situations, req.modifierDice, req.attacker);
    pool.mode = mode;
    // Seed, "Bonus dice: Fire modes": a mode other than the weapon's default adds dice; "Full-
    // auto: +4 dice, all the character's unspent actions must be used up for shots with this
    // weapon, after which the combat round ends for him. No actions can be saved for
    // reactions." Reading: each action left is one shot, a hit roll of the full-auto dice
    // (ActionShots::EachAction), all at the attack's target. The default mode is the
    // weapon's normal roll, whatever its name.
    if (!mode.empty() && mode != weapon.defaultMode()) {
        const FireMode* fm = rules.fireMode(mode);
        if (fm) {
            if (fm->dice != 0)
                pool.modifiers.push_back({ "mode", fm->name, fm->dice });
            pool.spendsAllActions = fm->spendsAllActions;
            if (fm->spendsAllActions) {
                pool.actionsSpent = req.attacker.actionsLeft;
                if (fm->shots == ActionShots::EachAction)
                    pool.shots = req.attacker.actionsLeft;
            }
        }
    }
    if (weapon.unarmed) {
        if (req.attacker.quickness > rules.unarmed.quicknessOver)
            pool.modifiers.push_back({ "unarmed", "", rules.unarmed.dice });
        if (req.attacker.strength > rules.unarmed.strengthOver)
            pool.bonusWounds += rules.unarmed.bonusWounds;
    }
    countDice(pool);
    return pool;
}

AttackTrace resolveAttack(const Rules& rules, const AttackRequest& req, DiceSource& dice)
{
    const std::size_t first = dice.used().size();
    AttackTrace t;
    t.pool = attackPool(rules, req);
    const Weapon& weapon = *rules.weapon(req.weapon);
    t.weapon = weapon.id;
    t.distance = req.distance;
    t.actionsSpent = t.pool.actionsSpent;
    t.attackerActionsLeft = req.attacker.actionsLeft - t.actionsSpent;
    t.defenderAfter = req.defender;
    t.evasionDeclared = req.evades;
    t.parryDeclared = req.parries;
    t.unseen = req.unseen;
    const int reaction = reactionDice(rules, req);
    // Each shot in turn: its roll, the target's reaction to it, then its hits against the
    // protection ("Actions should not be performed together, but always one after the other").
    for (int n = 0; n < t.pool.shots; ++n) {
        ShotTrace shot;
        shot.roll
            = rollPool(t.pool.diceCount, req.attacker.minimumRoll, rules.poolSides, dice, "attack");
        shot.hits = shot.roll.successes;
        t.hits += shot.hits;
        // Reading: the evasion or parry answers a hit; against a miss nothing is rolled or
        // spent. "There can only ever be one reaction by a participant to an action", each
        // costing an action: a later shot finds the target with one action fewer. One success
        // stops the attack completely.
        if ((req.evades || req.parries) && shot.hits > 0 && t.defenderAfter.actionsLeft > 0) {
            const PoolRoll roll = rollPool(reaction, req.defender.minimumRoll, rules.poolSides,
                dice, req.evades ? "evasion" : "parry");
            if (req.evades) {
                shot.evasion = roll;
                shot.evaded = roll.successes > 0;
            } else {
                shot.parry = roll;
                shot.parried = roll.successes > 0;
            }
            t.defenderAfter.actionsLeft -= 1;
        }
        if (shot.hits > 0 && !shot.stopped()) {
            shot.wounds = applyHits(shot.hits, weapon.wounds, t.pool.bonusWounds,
                req.defender.protection, weapon.penetration, t.defenderAfter.wounds);
            t.defenderAfter.wounds = shot.wounds->after;
        }
        t.shots.push_back(std::move(shot));
    }
    t.dice = facesSince(dice, first);
    return t;
}

double attackHitChance(const Rules& rules, const AttackRequest& req)
{
    const Pool pool = attackPool(rules, req);
    const double hit = anySuccess(pool.diceCount, req.attacker.minimumRoll, rules.poolSides);
    const bool reacts = req.evades || req.parries;
    const double stop = reacts
        ? anySuccess(reactionDice(rules, req), req.defender.minimumRoll, rules.poolSides)
        : 0.0;
    if (pool.shots == 1)
        return hit * (1.0 - stop);
    return 1.0 - noShotLands(pool.shots, reacts ? req.defender.actionsLeft : 0, hit, stop);
}

Pool throwPool(const Rules& rules, const ThrowRequest& req)
{
    const Weapon& weapon = findWeapon(rules, req.weapon);
    if (weapon.kind != WeaponKind::Thrown)
        refuse(say(HS_TEXT("core", "%1 is not a thrown weapon."), weapon.name));
    Pool pool = commonPool(rules, weapon, distance(req.thrower, req.aim), req.situations,
        req.modifierDice, req.attacker);
    countDice(pool);
    return pool;
}

ThrowTrace resolveThrow(const Rules& rules, const ThrowRequest& req, DiceSource& dice)
{
    const std::size_t first = dice.used().size();
    ThrowTrace t;
    t.pool = throwPool(rules, req);
    const Weapon& weapon = *rules.weapon(req.weapon);
    t.weapon = weapon.id;
    t.distance = distance(req.thrower, req.aim);
    t.roll = rollPool(t.pool.diceCount, req.attacker.minimumRoll, rules.poolSides, dice, "throw");
    t.onTarget = t.roll.successes > 0;
    t.actionsSpent = 1;
    t.attackerActionsLeft = req.attacker.actionsLeft - 1;
    t.aim = req.aim;
    t.landing = req.aim;
    if (!t.onTarget) {
        // The seed: first the W12 for the direction, then the D6 for the metres.
        t.direction = dice.roll("scatter direction", rules.scatter.directionSides());
        for (int i = 0; i < rules.scatter.dice(t.pool.band); ++i) {
            t.metresFaces.push_back(dice.roll("scatter metres", 6));
            t.drift += t.metresFaces.back();
        }
        t.landing = ground::landing(rules.scatter, req.thrower, req.aim, *t.direction, t.drift);
    }
    for (const GroundTarget& f : req.figures) {
        BlastTrace b;
        b.distance = distance(f.position, t.landing);
        b.after = f.defender;
        for (std::size_t k = 0; k < weapon.blast.size(); ++k) {
            if (b.distance <= weapon.blast[k].upTo) {
                b.ring = static_cast<int>(k);
                break;
            }
        }
        if (b.ring) {
            const BlastRing& ring = weapon.blast[static_cast<std::size_t>(*b.ring)];
            b.wounds = applyHits(ring.hits, ring.wounds, weapon.bonusWounds, f.defender.protection,
                weapon.penetration, f.defender.wounds);
            b.after.wounds = b.wounds->after;
        }
        t.figures.push_back(std::move(b));
    }
    t.dice = facesSince(dice, first);
    return t;
}

InitiativeOutcome rollInitiative(const std::vector<InitiativeEntry>& entries, DiceSource& dice)
{
    const std::size_t first = dice.used().size();
    InitiativeOutcome out;
    for (const InitiativeEntry& e : entries) {
        InitiativeRoll r;
        const DiceSource::Whose whose(dice, e.name);
        r.face = dice.roll("initiative", 6);
        r.total = r.face + e.speed;
        out.rolls.push_back(r);
        out.order.push_back(static_cast<int>(out.order.size()));
    }
    auto key = [&](int i) {
        const auto at = static_cast<std::size_t>(i);
        return std::tuple(out.rolls[at].total, entries[at].quickness, entries[at].deftness);
    };
    std::stable_sort(
        out.order.begin(), out.order.end(), [&](int a, int b) { return key(a) > key(b); });
    out.dice = facesSince(dice, first);
    return out;
}

} // namespace hitspread::successpool
