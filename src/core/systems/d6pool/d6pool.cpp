// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System d6pool, rules/other-systems.md section A; the dice order is in d6pool.h.
#include "d6pool.h"

#include "resolving.h"

#include <algorithm>
#include <cmath>

namespace hitspread::d6pool {

namespace {
    PoolRoll rollPool(int count, DiceSource& dice, const char* purpose)
    {
        PoolRoll roll;
        for (int i = 0; i < count; ++i) {
            roll.faces.push_back(dice.roll(purpose));
            roll.total += roll.faces.back();
        }
        return roll;
    }

    // The band of a distance in a weapon's or grenade's ranges (the last metre of each band).
    Band bandOf(const std::array<int, 4>& ranges, double metres, const std::string& what)
    {
        for (int i = 0; i < 4; ++i) {
            if (metres <= ranges[static_cast<std::size_t>(i)])
                return static_cast<Band>(i);
        }
        refuse(say(HS_TEXT("core", "%1 m is beyond the extreme range of %2 (%3 m)."), metres, what,
            ranges[3]));
    }

    // The situational modifiers named, in dice, checked against the mode.
    std::vector<AppliedModifier> modifiersOf(
        const Rules& rules, const std::vector<std::string>& ids, bool autofire)
    {
        std::vector<AppliedModifier> applied;
        for (const std::string& id : ids) {
            const Modifier* m = rules.modifier(id);
            if (!m)
                refuse(say(HS_TEXT("core", "The ruleset has no modifier '%1'."), id));
            if (autofire && m->notWithAutofire)
                refuse(say(HS_TEXT("core", "%1 does not help full-automatic fire."), m->name));
            applied.push_back({ m->id, m->name, m->dice });
        }
        return applied;
    }

    int sumDice(int skill, const std::vector<AppliedModifier>& modifiers)
    {
        int count = skill;
        for (const AppliedModifier& m : modifiers)
            count += m.dice;
        return std::max(0, count);
    }

    // Damage against resistance (the seed's "Calculating damage"); changes the defender.
    DamageTrace resolveDamage(int level, Defender& defender, DiceSource& dice)
    {
        DamageTrace d;
        d.level = std::max(0, level);
        d.painResistance = defender.painResistance;
        d.armourLevel = defender.armourLevel;
        d.resistanceModifier = defender.stunned ? -1 : 0;
        d.damage = rollPool(d.level, dice, "damage");
        d.resistance
            = rollPool(std::max(0, d.painResistance + d.armourLevel + d.resistanceModifier), dice,
                "resistance");
        d.healthBefore = defender.health;
        if (d.resistance.total >= d.damage.total) {
            d.stunned = true;
            defender.stunned = true;
        } else {
            d.wounds = d.damage.total - d.resistance.total;
            defender.health -= d.wounds;
        }
        d.healthAfter = defender.health;
        // Reading: below 0 unconscious and bleeding; at −Health (3 × STR) dead, as the seed's
        // gang member A, at −8 of 12, "will have −12 in 4 minutes and then he'll die".
        if (defender.health <= -defender.maxHealth)
            d.status = Status::Dead;
        else if (defender.health < 0)
            d.status = Status::Unconscious;
        else if (d.wounds > 0)
            d.status = Status::Wounded;
        else
            d.status = Status::Stunned;
        return d;
    }

    // Dodge/parry dice are declared before the attack roll: at most max_defence_dice on one
    // attack, and no more in all than are left this turn. Checked before any die is rolled.
    void checkDefence(const Rules& rules, const Defender& defender, const std::vector<int>& counts)
    {
        int total = 0;
        for (int count : counts) {
            if (count < 0 || count > rules.maxDefenceDice)
                refuse(say(
                    HS_TEXT("core", "At most %1 dodge or parry dice can meet one attack, not %2."),
                    rules.maxDefenceDice, count));
            total += count;
        }
        // Below 0 health the defender is unconscious (the seed's example: "his Temporary
        // Health is –8 and he is unconscious"): it neither dodges nor parries.
        if (total > 0 && defender.health < 0)
            refuse(say(HS_TEXT("core", "%1 is unconscious (health %2) and cannot dodge or parry."),
                defender.name, defender.health));
        if (total > defender.dodgeDice)
            refuse(say(HS_TEXT("core", "%1 has %2 dodge or parry dice left this turn, not %3."),
                defender.name, defender.dodgeDice, total));
    }

    bool anyModifier(const Rules& rules, const std::vector<std::string>& ids, bool Modifier::*flag)
    {
        return std::any_of(ids.begin(), ids.end(), [&](const std::string& id) {
            const Modifier* m = rules.modifier(id);
            return m && m->*flag;
        });
    }

    // The seed's "Drawing": "A drawing action is considered only half an action. This means
    // that a character which is allowed 2 attacks per turn (using SA or FA weapons) can still
    // fire one shot or burst. A character that is allowed only 1 attack (an SS weapon, a
    // knife) can't attack at the same round in which the weapon is drawn." Reading: a weapon's
    // attacks a turn are the most any of its modes allows, so a drawn Baretta (SA) fires one
    // shot in single mode as in semi. A thrown weapon has one attack a turn.
    void checkDrawn(const Rules& rules, const std::vector<std::string>& ids, const Name& weaponName,
        int attacksATurn, int attacks, bool fastDraw)
    {
        auto drawing = std::find_if(ids.begin(), ids.end(), [&](const std::string& id) {
            const Modifier* m = rules.modifier(id);
            return m && m->draw;
        });
        if (drawing == ids.end())
            return;
        const Modifier& m = *rules.modifier(*drawing);
        // "If the character succeeds, the draw action took only a negligible amount of time";
        // if he fails he does not attack at all: either way the drawing's rule is not his.
        if (fastDraw)
            refuse(say(HS_TEXT("core", "A fast draw replaces %1: pick one or the other."), m.name));
        const int left = attacksATurn / 2;
        if (left == 0)
            refuse(say(HS_TEXT("core",
                           "The draw is half an action: %1 allows one attack a turn, so drawn "
                           "this turn it cannot attack."),
                weaponName));
        if (attacks > left)
            refuse(say(HS_TEXT("core",
                           "The draw is half an action: drawn this turn, %1 allows %2 of its %3 "
                           "attacks, not %4."),
                weaponName, left, attacksATurn, attacks));
    }

    // The seed's "Ranged Attack": "The number of attacks allowed is usually 1 attack per turn.
    // An exception is made with firearms. The number of attacks depend on the type of the
    // firearm: Single Shot (SS) 1 attack per turn. Semi Automatic (SA) Up to 2 separate attacks
    // per turn. Full Automatic (FA) Up to 2 bursts per turn." The attacks of a turn add up
    // across its actions, whatever the weapon.
    const char* seedOnAttacks(const Weapon* weapon, FireMode mode)
    {
        if (!weapon || weapon->kind != WeaponKind::Ranged)
            return "The number of attacks allowed is usually 1 attack per turn.";
        switch (mode) {
        case FireMode::Single:
            return "Single Shot (SS) 1 attack per turn.";
        case FireMode::Semi:
            return "Semi Automatic (SA) Up to 2 separate attacks per turn.";
        case FireMode::Full:
            return "Full Automatic (FA) Up to 2 bursts per turn.";
        }
        return "";
    }

    void checkTurnAttacks(const std::string& who, const Text& what, const char* seed, int allowed,
        int before, int attacks)
    {
        if (before + attacks <= allowed)
            return;
        refuse(sayCount("%1 has made %n attack this turn, and %2 allows %3 a turn (the seed: "
                        "“%4”): not %5 more.",
            HS_TEXT_N("core",
                "%1 has made %n attacks this turn, and %2 allows %3 a turn (the seed: “%4”): not "
                "%5 more."),
            before, who, what, allowed, std::string(seed), attacks));
    }

    void spendDefence(Defender& defender, int count, AttackTrace& t, DiceSource& dice)
    {
        defender.dodgeDice -= count;
        t.defenceDice = count;
        t.defence = rollPool(count, dice, "dodge or parry");
        t.difficulty = t.baseDifficulty + t.defence.total;
    }
}

const char* toString(Status status)
{
    switch (status) {
    case Status::Ok:
        return "ok";
    case Status::Stunned:
        return "stunned";
    case Status::Wounded:
        return "wounded";
    case Status::Unconscious:
        return "unconscious";
    case Status::Dead:
        return "dead";
    }
    return "ok";
}

Defender Defender::fromCharacter(const Rules& rules, const Character& c)
{
    Defender d;
    d.name = c.name;
    d.painResistance = c.skill(rules.ruleSkills.painResistance);
    d.armourLevel = rules.armourLevel(c);
    d.maxHealth = rules.health(c);
    d.health = d.maxHealth - c.wounds;
    d.dodgeDice = c.skill(rules.ruleSkills.dodge);
    return d;
}

AttackOutcome resolveAttack(const Rules& rules, const AttackRequest& req, DiceSource& dice)
{
    const std::size_t first = dice.used().size();
    const Weapon* weapon = rules.weapon(req.weapon);
    if (!weapon)
        refuse(say(HS_TEXT("core", "The ruleset has no weapon '%1'."), req.weapon));
    if (!weapon->modes.count(req.mode))
        refuse(say(HS_TEXT("core", "%1 cannot fire %2."), weapon->name, toString(req.mode)));
    auto modeRule = rules.fireModes.find(req.mode);
    const FireModeRule mode
        = modeRule == rules.fireModes.end() ? FireModeRule {} : modeRule->second;
    if (req.attacks < 1 || req.attacks > mode.attacks)
        refuse(say(HS_TEXT("core", "Fire mode %1 allows %2 attacks a turn, not %3."),
            toString(req.mode), mode.attacks, req.attacks));

    std::vector<AppliedModifier> modifiers
        = modifiersOf(rules, req.modifiers, req.mode == FireMode::Full);
    const bool aimed = anyModifier(rules, req.modifiers, &Modifier::aim);
    int attacksATurn = 1;
    for (FireMode m : weapon->modes) {
        auto rule = rules.fireModes.find(m);
        if (rule != rules.fireModes.end())
            attacksATurn = std::max(attacksATurn, rule->second.attacks);
    }
    checkTurnAttacks(req.attacker.name,
        weapon->kind == WeaponKind::Ranged ? joined(
            { argument(weapon->name), literal(std::string(" (") + toString(req.mode) + ")") })
                                           : argument(weapon->name),
        seedOnAttacks(weapon, req.mode), mode.attacks, req.attacksBefore, req.attacks);
    checkDrawn(rules, req.modifiers, weapon->name, attacksATurn, req.attacksBefore + req.attacks,
        req.fastDraw);

    AttackOutcome out;
    out.weapon = weapon->id;
    // Drawn, the draw takes the other half of the weapon's attacks a turn.
    out.drawn = anyModifier(rules, req.modifiers, &Modifier::draw);
    out.attacksAllowed = out.drawn ? attacksATurn : mode.attacks;
    out.attacksAfter
        = req.attacksBefore + req.attacks + (out.drawn ? attacksATurn - attacksATurn / 2 : 0);
    out.mode = req.mode;
    out.distance = req.distance;
    std::optional<Band> band; // without the scope
    std::optional<Band> aimedBand; // with it
    if (weapon->kind != WeaponKind::Melee) {
        if (req.range)
            band = req.range;
        else if (req.distance)
            band = bandOf(weapon->ranges, *req.distance, weapon->name);
        else
            band = Band::Short;
        out.rangeBand = band;
        aimedBand = band;
        if (req.scope > 0) {
            // The seed: "A scope is effective only when the character is aiming for at least 1
            // turn" and "the closest range a scope can reduce to is Short range".
            if (!aimed)
                refuse(say(HS_TEXT(
                    "core", "A scope helps only an aimed attack: add the modifier aiming.")));
            aimedBand = static_cast<Band>(std::max(0, static_cast<int>(*band) - req.scope));
        }
    } else if (req.range || req.distance || req.scope) {
        refuse(say(HS_TEXT("core", "%1 is a melee weapon: no range and no scope."), weapon->name));
    }

    if (mode.dice != 0)
        modifiers.push_back({ "fire_mode", toString(req.mode), mode.dice });
    if (req.modifierDice != 0)
        modifiers.push_back({ "", "", req.modifierDice });
    // The seed's "Aiming": "Aiming is good only for one attack, even if the character is
    // allowed more than one attack the next combat turn. After the first attack, the aim is
    // ruined." The attacks after the first go without the aim's dice.
    std::vector<AppliedModifier> unaimed;
    for (const AppliedModifier& m : modifiers) {
        const Modifier* rule = m.id.empty() ? nullptr : rules.modifier(m.id);
        if (!rule || !rule->aim)
            unaimed.push_back(m);
    }
    const int damageLevel
        = weapon->damage + (weapon->damageAddsStr ? req.attacker.str : 0) + mode.damageLevels;

    std::vector<int> defence = req.defenceDice;
    defence.resize(static_cast<std::size_t>(req.attacks), 0);
    checkDefence(rules, req.defender, defence);
    Defender defender = req.defender;
    if (req.fastDraw) {
        // The seed: "To resolve the fast draw, roll Dexterity (with reflex modifiers) with a
        // difficulty number of 10." "If the character fails, the drawing action took the
        // whole turn, and the character is not allowed the half action he would have gotten".
        out.fastDraw = rollCheck(
            req.attacker.dex + req.attacker.reflex, rules.fastDrawDifficulty, dice, "fast draw");
        if (!out.fastDraw->success) {
            out.attacksAfter = rules.mostAttacks(); // "the drawing action took the whole turn"
            out.defenderAfter = defender;
            out.dice = facesSince(dice, first);
            return out;
        }
    }
    for (int i = 0; i < req.attacks; ++i) {
        AttackTrace t;
        t.skill = req.attacker.skill;
        t.aimSpent = i > 0 && aimed;
        t.modifiers = t.aimSpent ? unaimed : modifiers;
        // Reading (option scope_all_attacks): the scope needs the aim, so it goes with it.
        t.band = t.aimSpent && !rules.options.scopeAllAttacks ? band : aimedBand;
        t.baseDifficulty = t.band ? rules.rangeDifficulty[static_cast<std::size_t>(*t.band)]
                                  : rules.meleeDifficulty;
        t.difficulty = t.baseDifficulty;
        t.diceCount = sumDice(t.skill, t.modifiers);
        const std::size_t at = static_cast<std::size_t>(i);
        spendDefence(defender, defence[at], t, dice);
        t.attack = rollPool(t.diceCount, dice, "attack");
        t.hit = t.attack.total >= t.difficulty;
        if (t.hit)
            t.damage = resolveDamage(damageLevel, defender, dice);
        out.attacks.push_back(std::move(t));
    }
    out.defenderAfter = defender;
    out.dice = facesSince(dice, first);
    return out;
}

Hex groundDirection(int face)
{
    // The body's faces start at upper right; the ground's face 1 is straight up (forward).
    return faceDelta(shiftFace(face, -1));
}

ThrowOutcome resolveThrow(const Rules& rules, const ThrowRequest& req, DiceSource& dice)
{
    const std::size_t first = dice.used().size();
    const Grenade* grenade = rules.grenade(req.grenade);
    if (!grenade)
        refuse(say(HS_TEXT("core", "The ruleset has no grenade '%1'."), req.grenade));
    for (const GroundFigure& f : req.figures) {
        if (!f.position && !f.distance)
            refuse(say(
                HS_TEXT("core", "Where is %1? Give a position or a distance."), f.defender.name));
        checkDefence(rules, f.defender, { f.dodgeDice });
    }
    // "The number of attacks allowed is usually 1 attack per turn": a grenade drawn in this
    // action cannot be thrown in it.
    checkDrawn(rules, req.modifiers, grenade->name, 1, 1, false);
    checkTurnAttacks(req.thrower.name, argument(grenade->name),
        seedOnAttacks(nullptr, FireMode::Single), 1, req.attacksBefore, 1);

    ThrowOutcome out;
    out.grenade = grenade->id;
    out.attacksAfter = req.attacksBefore + 1;
    out.distance = req.distance;
    Band band = req.range ? *req.range
        : req.distance    ? bandOf(grenade->ranges, *req.distance, grenade->name)
                          : Band::Short;
    out.rangeBand = band;
    AttackTrace& t = out.throwRoll;
    t.skill = req.thrower.skill;
    t.modifiers = modifiersOf(rules, req.modifiers, false);
    if (req.modifierDice != 0)
        t.modifiers.push_back({ "", "", req.modifierDice });
    t.diceCount = sumDice(t.skill, t.modifiers);
    t.band = band;
    t.baseDifficulty = rules.rangeDifficulty[static_cast<std::size_t>(band)];
    t.difficulty = t.baseDifficulty; // the throw itself cannot be dodged
    t.attack = rollPool(t.diceCount, dice, "throw");
    t.hit = t.attack.total >= t.difficulty;
    if (!t.hit) {
        out.scatter = rollPool(rules.scatter.dice(toString(band)), dice, "scatter metres");
        out.direction = dice.roll("scatter direction", rules.scatter.directionSides());
        out.drift = out.scatter.total;
        out.landing
            = ground::displaced({}, req.forward + rules.scatter.bearing(*out.direction), out.drift);
    }

    for (const GroundFigure& f : req.figures) {
        FigureTrace ft;
        ft.name = f.defender.name;
        ft.distance = f.position ? hitspread::distance(*f.position, out.landing) : *f.distance;
        ft.after = f.defender;
        auto row = std::find_if(grenade->damageRanges.begin(), grenade->damageRanges.end(),
            [&](const DamageRange& d) { return ft.distance <= d.upTo; });
        if (row != grenade->damageRanges.end()) {
            ft.damageBand = row->band;
            ft.damageLevel = row->damage;
            AttackTrace a;
            a.skill = grenade->attack;
            a.diceCount = grenade->attack;
            a.band = row->band;
            a.baseDifficulty = row->difficulty;
            a.difficulty = row->difficulty;
            spendDefence(ft.after, f.dodgeDice, a, dice);
            a.attack = rollPool(a.diceCount, dice, "grenade attack");
            a.hit = a.attack.total >= a.difficulty;
            if (a.hit)
                a.damage = resolveDamage(row->damage, ft.after, dice);
            ft.attack = std::move(a);
        }
        out.figures.push_back(std::move(ft));
    }
    out.dice = facesSince(dice, first);
    return out;
}

InitiativeOutcome rollInitiative(
    const Rules& rules, const std::vector<InitiativeEntry>& entries, DiceSource& dice)
{
    const std::size_t first = dice.used().size();
    InitiativeOutcome out;
    for (const InitiativeEntry& e : entries) {
        InitiativeRoll r;
        r.name = e.name;
        const DiceSource::Whose whose(dice, e.name);
        r.face = dice.roll("initiative");
        r.total = r.face + e.dex + e.reflex;
        r.secondAction = r.total >= rules.secondActionAt;
        out.rolls.push_back(r);
    }
    // Equal totals act together; everyone's first action before anyone's second.
    auto groups = [&](bool second) {
        std::vector<int> totals;
        for (const InitiativeRoll& r : out.rolls) {
            if (!second || r.secondAction)
                totals.push_back(r.total);
        }
        std::sort(totals.begin(), totals.end(), std::greater<>());
        totals.erase(std::unique(totals.begin(), totals.end()), totals.end());
        for (int total : totals) {
            std::vector<int> group;
            for (std::size_t i = 0; i < out.rolls.size(); ++i) {
                if (out.rolls[i].total == total && (!second || out.rolls[i].secondAction))
                    group.push_back(static_cast<int>(i));
            }
            out.order.push_back(group);
        }
    };
    groups(false);
    groups(true);
    out.dice = facesSince(dice, first);
    return out;
}

CheckOutcome rollCheck(int diceCount, int difficulty, DiceSource& dice, const char* purpose)
{
    CheckOutcome c;
    c.diceCount = std::max(0, diceCount);
    c.difficulty = difficulty;
    c.roll = rollPool(c.diceCount, dice, purpose);
    c.success = c.roll.total >= difficulty;
    return c;
}

} // namespace hitspread::d6pool
