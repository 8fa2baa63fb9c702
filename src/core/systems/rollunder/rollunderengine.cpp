// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System rollunder on the ground map: scenes and actions turned into the resolvers' requests.
#include "rollunderengine.h"

#include "resolving.h"
#include "rollunderrolls.h"

#include <algorithm>

namespace hitspread::rollunder {

using ground::Action;
using ground::Figure;
using ground::FigureResult;
using ground::Outcome;
using ground::Roll;
using ground::Scene;

using shown::addDamageRolls;
using shown::figureAt;
using shown::plainRoll;
using shown::store;
using shown::taskRoll;

namespace {
    std::string signedDice(int n)
    {
        return (n >= 0 ? "+" : "") + std::to_string(n) + "D";
    }

    // "P2 … rolls 2D < Quality to avoid a malfunction; P3 … rolls 3D < Quality."
    bool malfunctions(const Weapon& weapon, int power, DiceSource& dice, Outcome& out)
    {
        const Task task = malfunctionTask(weapon, power);
        const TaskRoll roll = rollTask(task, dice, "malfunction");
        out.rolls.push_back(taskRoll("malfunction", task, roll));
        for (Text& line : describeTask(task, roll,
                 say(HS_TEXT("core", "P%1 malfunction roll against Quality %2"), power,
                     weapon.quality)))
            out.working.push_back(std::move(line));
        if (!roll.success)
            out.working.push_back(say(HS_TEXT("core", "'%1' malfunctions: no shot."), weapon.name));
        return !roll.success;
    }
}

Engine::Engine(std::shared_ptr<const Rules> rules)
    : m_rules(std::move(rules))
{
}

std::vector<ground::WeaponChoice> Engine::weapons() const
{
    std::vector<ground::WeaponChoice> list;
    for (const Weapon& w : m_rules->weapons) {
        ground::WeaponChoice c { w.id, w.name, w.kind, {} };
        for (const std::string& id : w.modes) {
            const FireMode* m = m_rules->mode(id);
            std::string detail = m->dice != 0 ? signedDice(m->dice) : std::string();
            if (m->attacks > 1)
                detail += (detail.empty() ? "" : ", ") + std::to_string(m->attacks) + " attacks";
            c.modes.push_back({ m->id, m->name, detail });
        }
        list.push_back(std::move(c));
    }
    return list;
}

std::vector<ground::Choice> Engine::situations() const
{
    std::vector<ground::Choice> list;
    for (const Situation& s : m_rules->situations) {
        std::string detail = s.dice != 0 ? signedDice(s.dice) : std::string();
        if (s.damageDice != 0)
            detail += (detail.empty() ? "" : ", ") + signedDice(s.damageDice) + " damage";
        if (s.armour != 0)
            detail
                += (detail.empty() ? "" : ", ") + std::string("armour ") + std::to_string(s.armour);
        list.push_back({ s.id, s.name, detail });
    }
    return list;
}

std::vector<ground::OptionSpec> Engine::options(const Action& action) const
{
    if (!action.procedure.empty())
        return procedureOptions(action);
    std::vector<ground::OptionSpec> list { { "new_round",
        HS_TEXT("core", "New combat round (stuns end)"), 0, 1, 0 } };
    if (m_rules->book1Cover) {
        list.push_back({ "cover", HS_TEXT("core", "Target's cover (Book 1)"), 0, 6, 0 });
        list.push_back({ "shooter_cover", HS_TEXT("core", "Attacker's cover (Book 1)"), 0, 6, 0 });
    } else {
        list.push_back({ "wall_tl", HS_TEXT("core", "Behind a bulkhead wall of TL"), 0, 30, 0 });
    }
    const Weapon* w = m_rules->weapon(action.weapon);
    if (w && w->kind == WeaponKind::Ranged) {
        list.push_back({ "check_ammo", HS_TEXT("core", "Check ammunition first"), 0, 1, 0 });
        if (w->powerSettings)
            list.push_back({ "power", HS_TEXT("core", "Power setting (P1–P3)"), 1, 3, 1 });
    }
    if (w && w->kind == WeaponKind::Melee && m_rules->opposedMelee) {
        list.push_back({ "blocks", HS_TEXT("core", "The target only blocks"), 0, 1, 0 });
        list.push_back({ "second_hits",
            HS_TEXT("core", "Figure the other winner hits (0: its nearest)"), 0, 999, 0 });
    }
    return list;
}

std::vector<ground::Choice> Engine::characters() const
{
    std::vector<ground::Choice> list;
    for (const auto& [key, c] : m_rules->characters)
        list.push_back({ key, c.name, {} });
    return list;
}

Figure Engine::figure(const std::string& key) const
{
    auto it = m_rules->characters.find(key);
    if (it == m_rules->characters.end())
        refuse(say(HS_TEXT("core", "The ruleset has no character '%1'."), key));
    return { key, it->second.name, {}, {} };
}

const Character& Engine::character(const Figure& figure) const
{
    auto it = m_rules->characters.find(figure.character);
    if (it == m_rules->characters.end())
        refuse(say(HS_TEXT("core", "The ruleset has no character '%1'."), figure.character));
    return it->second;
}

Physical Engine::physical(const Figure& figure) const
{
    const Physical sheet = character(figure).physical();
    return { figure.value("str", sheet.str), figure.value("dex", sheet.dex),
        figure.value("end", sheet.end) };
}

// The physical characteristics as damage left them, from 0 up to the character's own; a
// stun from a hasty hit; an empty weapon (1) or one reloading (2); the decision's colour.
std::vector<ground::StateKey> Engine::stateKeys(const Figure& figure) const
{
    const Physical sheet = character(figure).physical();
    return { { "str", 0, sheet.str }, { "dex", 0, sheet.dex }, { "end", 0, sheet.end },
        { "stunned", 0, 1 }, { "empty", 0, 2 }, { "decision", 0, 4 } };
}

Text Engine::status(const Figure& figure) const
{
    const Physical sheet = character(figure).physical();
    const Physical now = physical(figure);
    Text text = say(HS_TEXT("core", "Str %1 of %2, Dex %3 of %4, End %5 of %6"), now.str, sheet.str,
        now.dex, sheet.dex, now.end, sheet.end);
    if (const Condition c = conditionOf(now); c != Condition::Ok)
        text = say(HS_TEXT("core", "%1: %2"), text, term(toString(c)));
    if (figure.value("stunned") != 0)
        text = say(HS_TEXT("core", "%1, stunned this round"), text);
    if (figure.value("empty") == 1)
        text = say(HS_TEXT("core", "%1, weapon empty"), text);
    else if (figure.value("empty") == 2)
        text = say(HS_TEXT("core", "%1, reloading"), text);
    if (figure.value("decision") != 0)
        text = say(
            HS_TEXT("core", "%1, %2"), text, term(shown::decisionName(figure.value("decision"))));
    return text;
}

std::optional<std::string> Engine::band(const std::string& weaponId, int metres) const
{
    const Weapon* w = m_rules->weapon(weaponId);
    const RangeBand* b = m_rules->bandAt(metres);
    if (!w || !b)
        return std::nullopt;
    if (w->kind == WeaponKind::Melee ? metres > m_rules->reachOf(*w) : b->range > w->maxRange)
        return std::nullopt;
    return b->id;
}

ground::Scatter Engine::scatter(const std::string&) const
{
    return m_rules->scatter;
}

std::vector<ground::Ring> Engine::rings(const std::string& weaponId) const
{
    // The blast's rings are the range bands up to the weapon's blast radius: each figure's
    // blast task rolls its ring's Range in dice.
    std::vector<ground::Ring> list;
    const Weapon* w = m_rules->weapon(weaponId);
    if (!w || w->blast <= 0)
        return list;
    for (const RangeBand& b : m_rules->ranges) {
        list.push_back({ std::min(b.upTo, w->blast), b.name });
        if (b.upTo >= w->blast)
            break;
    }
    return list;
}

Scene Engine::startOf(const Scene& scene, const Action& action) const
{
    Scene start = scene;
    if (action.option("new_round", 0) != 0)
        for (Figure& f : start.figures)
            f = newRound(f);
    return start;
}

Engine::Prepared Engine::prepare(const Scene& scene, const Action& action) const
{
    Prepared p;
    const Figure& shooter = figureAt(scene, scene.shooter, term(HS_TEXT("core", "the attacker")));
    const Character& sc = character(shooter);
    p.weapon = m_rules->weapon(action.weapon);
    if (!p.weapon)
        refuse(say(HS_TEXT("core", "The ruleset has no weapon '%1'."), action.weapon));
    const Weapon& w = *p.weapon;
    if (action.isThrow != (w.kind == WeaponKind::Thrown))
        refuse(action.isThrow
                ? say(HS_TEXT("core", "'%1' is not thrown or launched."), w.name)
                : say(HS_TEXT("core", "'%1' is thrown at a point on the ground."), w.name));
    if (conditionOf(physical(shooter)) != Condition::Ok)
        refuse(say(HS_TEXT("core", "%1 is %2 and cannot attack."), shooter.name,
            term(toString(conditionOf(physical(shooter))))));
    if (shooter.value("stunned") != 0)
        refuse(say(HS_TEXT("core",
                       "%1 was hit by a hasty attack and cannot attack for the rest of this combat "
                       "round."),
            shooter.name));
    // "On failure, the weapon is empty, and the character cannot fire this round." "Once
    // ammunition is depleted, the character must stop and take cover for a round to reload."
    if (w.kind == WeaponKind::Ranged && shooter.value("empty") != 0)
        refuse(shooter.value("empty") == 1
                ? say(HS_TEXT("core",
                          "%1's weapon is empty: it cannot fire this round, and must take cover "
                          "for a round to reload."),
                    shooter.name)
                : say(HS_TEXT("core", "%1 is reloading under cover this round and cannot fire."),
                    shooter.name));
    // "Aimed Fire is always single shot mode."
    if (shooter.value("decision") == 2 && w.kind == WeaponKind::Ranged) {
        if (!action.mode.empty()) {
            if (const FireMode* m = m_rules->mode(action.mode); m && m->attacks > 1)
                refuse(say(HS_TEXT("core",
                               "%1 decided on Aimed Fire: \"Aimed Fire is always single shot "
                               "mode\", not %2."),
                    shooter.name, m->name));
        }
        for (const std::string& id : action.situations)
            if (const Situation* s = m_rules->situation(id); s && s->fireAction)
                refuse(say(HS_TEXT("core",
                               "%1 decided on Aimed Fire: \"Aimed Fire is always single shot "
                               "mode\", not %2."),
                    shooter.name, s->name));
    }
    p.power = action.option("power", 1);
    if (p.power < 1 || p.power > 3)
        refuse(say(HS_TEXT("core", "The power setting is P1, P2 or P3, not P%1."), p.power));
    if (p.power != 1 && !w.powerSettings)
        refuse(say(HS_TEXT("core", "'%1' has no power settings."), w.name));
    p.checkAmmo = action.option("check_ammo", 0) != 0;
    if (p.checkAmmo && w.kind != WeaponKind::Ranged)
        refuse(say(HS_TEXT("core", "'%1' needs no ammunition check: it is not fired."), w.name));
    if (p.checkAmmo && w.tl <= 0)
        refuse(say(HS_TEXT("core",
                       "'%1' has no TL: the ammunition check is rolled against the weapon's TL."),
            w.name));

    const Physical now = physical(shooter);
    TaskRequest req;
    req.weapon = p.weapon;
    req.mode = action.mode;
    req.situations = action.situations;
    req.modifier = action.modifier;
    // A damaged physical characteristic counts as it is now.
    req.characteristic
        = (w.characteristic == "str" || w.characteristic == "dex" || w.characteristic == "end")
        ? now.at(w.characteristic)
        : sc.characteristic(w.characteristic);
    req.skill = sc.skill(w.skill);
    req.shooterCover = action.option("shooter_cover", 0);
    Hex to = scene.aim;
    if (action.isThrow) {
        req.atFigure = false;
    } else {
        if (action.target == scene.shooter)
            refuse(say(HS_TEXT("core", "%1 cannot attack themself."), shooter.name));
        const Figure& target = figureAt(scene, action.target, term(HS_TEXT("core", "the target")));
        const Character& tc = character(target);
        to = target.position;
        req.targetSize = tc.size;
        req.targetUnconscious = conditionOf(physical(target)) != Condition::Ok;
        req.targetArmour = m_rules->armourValue(tc);
        req.targetCover = action.option("cover", 0);
        req.wallTl = action.option("wall_tl", 0);
        if (w.kind == WeaponKind::Melee) {
            req.reach = m_rules->reachOf(w);
            const Weapon* held = m_rules->meleeWeaponOf(tc);
            req.opponentReach = held ? m_rules->reachOf(*held) : 0;
        }
    }
    p.metres = distance(shooter.position, to);
    if (w.kind == WeaponKind::Melee) {
        if (p.metres > m_rules->reachOf(w))
            refuse(say(HS_TEXT("core", "%1 m: '%2' reaches %3 m."), p.metres, w.name,
                m_rules->reachOf(w)));
    } else {
        p.band = m_rules->bandAt(p.metres);
        if (!p.band)
            refuse(say(HS_TEXT("core", "%1 m is beyond the last range band (%2 m)."), p.metres,
                m_rules->ranges.back().upTo));
        req.range = p.band->range;
    }
    p.task = attackTask(*m_rules, req);
    p.damage = damageDice(w, sc);
    p.mode = action.mode.empty() && !w.modes.empty() ? w.modes.front() : action.mode;
    p.exchange = w.kind == WeaponKind::Melee && m_rules->opposedMelee;
    const int secondHits = action.option("second_hits", 0);
    if (!p.exchange && (action.option("blocks", 0) != 0 || secondHits != 0))
        refuse(say(HS_TEXT("core", "Blocking and choosing who gets hit belong to opposed melee.")));
    if (p.exchange && secondHits != 0) {
        bool fighting = false;
        for (const Fighter& f : fighters(scene, action, p))
            fighting = fighting || f.figure == secondHits - 1;
        if (!fighting)
            refuse(say(
                HS_TEXT("core", "Figure %1 is not in this melee: it cannot be chosen to be hit."),
                secondHits));
    }
    return p;
}

double Engine::hitChance(const Scene& scene, const Action& action) const
{
    const Scene start = startOf(scene, action);
    const Prepared p = prepare(start, action);
    if (p.exchange)
        return meleeHitChance(fighters(start, action, p));
    double chance = taskChance(p.task);
    if (p.checkAmmo)
        chance *= taskChance(ammoTask(*p.weapon, m_rules->mode(p.mode)));
    if (p.power > 1)
        chance *= taskChance(malfunctionTask(*p.weapon, p.power));
    return chance;
}

bool Engine::beforeFiring(
    const Scene& start, const Prepared& p, DiceSource& dice, Outcome& out) const
{
    const Figure& shooter = start.figures[static_cast<std::size_t>(start.shooter)];
    if (p.checkAmmo) {
        // "Make a Check Ammo (2D) task against the weapon's TL to verify that ammunition
        // remains; +1D when in burst mode, and +1D for pistols and exotic weapons."
        const Task task = ammoTask(*p.weapon, m_rules->mode(p.mode));
        const TaskRoll roll = rollTask(task, dice, "ammunition");
        out.rolls.push_back(taskRoll("ammunition", task, roll));
        for (Text& line : describeTask(task, roll, say(HS_TEXT("core", "Check Ammo"))))
            out.working.push_back(std::move(line));
        if (!roll.success) {
            // "On failure, the weapon is empty, and the character cannot fire this round."
            out.after.figures[static_cast<std::size_t>(start.shooter)].state["empty"] = 1;
            out.working.push_back(say(HS_TEXT("core",
                                          "The weapon is empty: %1 cannot fire this round, and "
                                          "must take cover for a round to reload."),
                shooter.name));
            return false;
        }
    }
    if (p.power > 1) {
        out.working.push_back(
            say(HS_TEXT("core", "Power setting P%1: %1 times the damage dice."), p.power));
        if (m_rules->malfunctionBefore)
            return !malfunctions(*p.weapon, p.power, dice, out);
    }
    return true;
}

Outcome Engine::resolve(const Scene& scene, const Action& action, DiceSource& dice) const
{
    const Scene start = startOf(scene, action);
    const Prepared p = prepare(start, action);
    const Rules& rules = *m_rules;
    Weapon w = *p.weapon;
    // "P2 rolls twice damage …; P3 rolls thrice damage": the damage and the Pen dice.
    w.damage = p.damage * p.power;
    w.penetration *= p.power;
    const std::size_t firstDie = dice.used().size();

    Outcome out;
    out.weapon = w.id;
    out.mode = p.mode;
    out.isThrow = action.isThrow;
    out.band = p.band ? p.band->id : std::string();
    out.distance = p.metres;
    out.after = start;
    if (action.option("new_round", 0) != 0)
        out.working.push_back(say(HS_TEXT("core", "A new combat round: stuns end.")));
    if (p.task.nextRound)
        out.working.push_back(
            say(HS_TEXT("core", "Cautious: this attack is rolled in the next combat round.")));
    if (p.exchange) {
        resolveExchange(start, action, p, dice, out);
        out.dice = facesSince(dice, firstDie);
        return out;
    }
    if (w.unarmed)
        out.working.push_back(say(HS_TEXT("core", "Unarmed: damage is %1's Str dice rating, %2D."),
            start.figures[static_cast<std::size_t>(start.shooter)].name, w.damage));

    auto damageTo = [&](FigureResult& fr, int extraDice, int armour) {
        Figure& f = out.after.figures[static_cast<std::size_t>(fr.figure)];
        const DamageTrace d = resolveDamage(rules, w, extraDice, armour, physical(f), dice);
        addDamageRolls(d, fr.rolls);
        store(f, d.after);
        for (Text& line : describeDamage(d, f.name))
            out.working.push_back(std::move(line));
    };

    if (!action.isThrow) {
        const Figure& target = start.figures[static_cast<std::size_t>(action.target)];
        const int armour = rules.armourValue(character(target)) + p.task.coverArmour;
        FigureResult fr;
        fr.figure = action.target;
        fr.distance = p.metres;
        fr.band = p.band ? p.band->name.english() : std::string();
        // The malfunction roll after the attack comes with the first hit (reading).
        bool malfunctionRolled = p.power == 1 || rules.malfunctionBefore;
        const bool fires = beforeFiring(start, p, dice, out);
        for (int a = 0; fires && a < p.task.attacks; ++a) {
            const TaskRoll roll = rollTask(p.task, dice, "attack");
            out.rolls.push_back(taskRoll("attack", p.task, roll));
            const Text what = p.task.attacks > 1
                ? say(HS_TEXT("core", "Attack %1 of %2 on %3"), a + 1, p.task.attacks, target.name)
                : say(HS_TEXT("core", "Attack on %1"), target.name);
            for (Text& line : describeTask(p.task, roll, what))
                out.working.push_back(std::move(line));
            if (!roll.success)
                continue;
            if (!malfunctionRolled) {
                malfunctionRolled = true;
                if (malfunctions(*p.weapon, p.power, dice, out))
                    break;
            }
            out.hit = true;
            fr.affected = true;
            damageTo(fr, p.task.damageDice, armour);
            if (p.task.stuns) {
                out.after.figures[static_cast<std::size_t>(action.target)].state["stunned"] = 1;
                out.working.push_back(
                    say(HS_TEXT("core",
                            "Hasty: %1 cannot attack or operate equipment for the "
                            "rest of this combat round."),
                        target.name));
            }
        }
        fr.result = status(out.after.figures[static_cast<std::size_t>(action.target)]);
        out.figures.push_back(std::move(fr));
    } else {
        const Figure& thrower = start.figures[static_cast<std::size_t>(start.shooter)];
        const TaskRoll roll = rollTask(p.task, dice, "throw");
        out.rolls.push_back(taskRoll("throw", p.task, roll));
        for (Text& line : describeTask(p.task, roll, say(HS_TEXT("core", "Throw of %1"), w.name)))
            out.working.push_back(std::move(line));
        out.hit = roll.success;
        out.aim = start.aim;
        out.landing = start.aim;
        if (!roll.success) {
            const ground::Scatter& sc = rules.scatter;
            std::vector<int> drift;
            for (int i = 0; i < sc.dice(p.band->id); ++i)
                drift.push_back(dice.roll("scatter"));
            const Roll metres = plainRoll("scatter", drift);
            const int face = dice.roll("direction", sc.directionSides());
            out.rolls.push_back(metres);
            out.rolls.push_back({ "direction", { face }, sc.directionSides(), face, std::nullopt,
                "", std::nullopt });
            out.direction = face;
            out.directionSides = sc.directionSides();
            out.drift = metres.total;
            out.landing = ground::landing(sc, thrower.position, start.aim, face, metres.total);
            out.working.push_back(say(HS_TEXT("core", "It lands %1 m off, direction %2, at %3."),
                out.drift, face, label(out.landing)));
        }
        const std::vector<ground::Ring> rings = this->rings(w.id);
        for (std::size_t i = 0; i < start.figures.size() && !rings.empty(); ++i) {
            const Figure& f = start.figures[i];
            FigureResult fr;
            fr.figure = static_cast<int>(i);
            fr.distance = distance(out.landing, f.position);
            std::size_t ring = 0;
            while (ring < rings.size() && fr.distance > rings[ring].upTo)
                ++ring;
            if (ring == rings.size())
                continue;
            fr.ring = static_cast<int>(ring);
            fr.band = rings[ring].name;
            Task task = blastTask(w, rules.ranges[ring].range);
            // "Book 1" cover: the armour ÷ 10 (rounded up) is a roll modifier on every attack
            // against the character, the blast's too (and damage then ignores the armour).
            if (rules.book1Cover)
                task.rollModifier = (rules.armourValue(character(f)) + 9) / 10;
            const TaskRoll blast = rollTask(task, dice, "blast");
            fr.rolls.push_back(taskRoll("blast", task, blast));
            for (Text& line : describeTask(task, blast,
                     say(HS_TEXT("core", "Blast on %1 at %2 m (%3)"), f.name, fr.distance,
                         rings[ring].name)))
                out.working.push_back(std::move(line));
            fr.affected = blast.success;
            if (blast.success)
                damageTo(fr, 0, rules.armourValue(character(f)));
            fr.result = status(out.after.figures[i]);
            out.figures.push_back(std::move(fr));
        }
    }
    out.dice = facesSince(dice, firstDie);
    return out;
}

ground::Figure Engine::newRound(const ground::Figure& figure) const
{
    ground::Figure f = figure;
    f.state.erase("stunned");
    // "Once ammunition is depleted, the character must stop and take cover for a round to
    // reload." "Reloading is typically done when under cover; when Moving, however, there is
    // no reloading possible." Reading: the round after it ran empty, a figure not Moving
    // reloads (it still cannot fire); the round after that it fires again.
    if (f.value("empty") == 2)
        f.state.erase("empty");
    else if (f.value("empty") == 1 && f.value("decision") != 1)
        f.state["empty"] = 2;
    return f;
}

bool Engine::canAct(const Figure& figure) const
{
    return conditionOf(physical(figure)) == Condition::Ok;
}

} // namespace hitspread::rollunder
