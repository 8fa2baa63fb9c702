// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System successpool on the ground map (rules/other-systems.md section C).
#include "successpoolengine.h"

#include "resolving.h"

#include <algorithm>
#include <tuple>

namespace hitspread::successpool {

namespace {
    const char* const wounds = "wounds";
    const char* const actions = "actions";
    const char* const priority = "priority";
    const char* const bonusDice = "bonus_dice";
    const char* const destinyDice = "destiny_dice";
    const char* const stolen = "stolen";

    std::string diceDetail(int dice)
    {
        const std::string sign = dice > 0 ? "+" : dice < 0 ? "−" : "±";
        const int n = dice < 0 ? -dice : dice;
        return sign + std::to_string(n) + (n == 1 ? " die" : " dice");
    }

    const ground::Figure& figureAt(const ground::Scene& scene, int index, bool shooter)
    {
        if (index < 0 || index >= static_cast<int>(scene.figures.size()))
            refuse(shooter
                    ? say(HS_TEXT("core", "Nobody attacks: the scene has no figure %1."), index + 1)
                    : say(HS_TEXT("core", "The scene has no figure %1 to attack."), index + 1));
        return scene.figures[static_cast<std::size_t>(index)];
    }

    ground::Roll poolRoll(const std::string& what, const PoolRoll& roll, int sides)
    {
        ground::Roll r;
        r.what = what;
        r.faces = roll.faces;
        r.sides = sides;
        r.total = roll.successes;
        r.target = roll.minimum;
        r.rule = "successes";
        r.success = roll.successes > 0;
        return r;
    }

    Text woundsResult(const std::optional<WoundTrace>& w)
    {
        if (!w)
            return say(HS_TEXT("core", "no hit"));
        if (w->wounds == 0)
            return sayCount("%n hit, stopped by protection",
                HS_TEXT_N("core", "%n hits, all stopped by protection"), w->hits);
        return sayCount("%n wound: wounds %1 → %2", HS_TEXT_N("core", "%n wounds: wounds %1 → %2"),
            w->wounds, w->before, w->after);
    }

    // What every shot of an attack did to its target, as one result.
    Text attackResult(const AttackTrace& t, int woundsBefore)
    {
        if (t.hits == 0)
            return woundsResult(std::nullopt);
        if (!t.landed())
            return t.parryDeclared ? say(HS_TEXT("core", "parried"))
                                   : say(HS_TEXT("core", "evaded"));
        WoundTrace all;
        for (const ShotTrace& shot : t.shots)
            all.hits += shot.wounds ? shot.wounds->hits : 0;
        all.wounds = t.woundsDealt();
        all.before = woundsBefore;
        all.after = t.defenderAfter.wounds;
        return woundsResult(all);
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
        ground::WeaponChoice c;
        c.id = w.id;
        c.name = w.name;
        c.kind = w.kind;
        for (const std::string& id : w.modes) {
            const FireMode* m = m_rules->fireMode(id);
            std::string detail
                = id == w.defaultMode() ? std::string("default") : diceDetail(m ? m->dice : 0);
            if (id != w.defaultMode() && m && m->spendsAllActions)
                detail += ", every action left";
            c.modes.push_back({ id, m ? m->name : Name(id), detail });
        }
        list.push_back(std::move(c));
    }
    return list;
}

std::vector<ground::Choice> Engine::situations() const
{
    std::vector<ground::Choice> list;
    for (const Situation& s : m_rules->situations)
        list.push_back({ s.id, s.name, diceDetail(s.dice) });
    return list;
}

std::vector<ground::OptionSpec> Engine::options(const ground::Action& action) const
{
    if (!action.procedure.empty())
        return procedureOptions(action);
    // No option for the actions: the figure's own count is the only one.
    std::vector<ground::OptionSpec> list;
    const Weapon* w = m_rules->weapon(action.weapon);
    if (!action.isThrow && w && w->kind == WeaponKind::Melee) {
        list.push_back({ "evades", HS_TEXT("core", "Target evades (1 = yes)"), 0, 1, 0 });
        list.push_back({ "parries", HS_TEXT("core", "Target parries (1 = yes)"), 0, 1, 0 });
        list.push_back({ "unseen", HS_TEXT("core", "Target cannot perceive the attacker (1 = yes)"),
            0, 1, 0 });
    }
    return list;
}

std::vector<ground::Choice> Engine::characters() const
{
    std::vector<ground::Choice> list;
    for (const auto& [key, c] : m_rules->characters) {
        auto lineage = m_rules->lineages.find(c.lineage);
        list.push_back({ key, c.name,
            lineage == m_rules->lineages.end() ? Name(c.lineage) : lineage->second.name });
    }
    return list;
}

ground::Figure Engine::figure(const std::string& character) const
{
    const Character* c = m_rules->character(character);
    if (!c)
        refuse(say(HS_TEXT("core", "The ruleset has no character '%1'."), character));
    return { c->key, c->name, {}, {} };
}

std::string Engine::defaultShooter() const
{
    if (!m_rules->defaultShooter.empty() || m_rules->characters.empty())
        return m_rules->defaultShooter;
    return m_rules->characters.begin()->first;
}

std::string Engine::defaultTarget() const
{
    if (!m_rules->defaultTarget.empty() || m_rules->characters.empty())
        return m_rules->defaultTarget;
    return m_rules->characters.rbegin()->first;
}

const Character& Engine::characterOf(const ground::Figure& figure) const
{
    const Character* c = m_rules->character(figure.character);
    if (!c)
        refuse(say(HS_TEXT("core", "%1 is no character of the ruleset ('%2')."), figure.name,
            figure.character));
    return *c;
}

// Wounds taken, the actions left (up to the 20 a lineage may have), whether the figure has
// received the priority this round.
std::vector<ground::StateKey> Engine::stateKeys(const ground::Figure& figure) const
{
    characterOf(figure);
    return { { wounds, 0, 999 }, { actions, 0, 20 }, { priority, 0, 1 }, { bonusDice, 0, 99 },
        { destinyDice, 0, 99 }, { stolen, 0, 20 } };
}

Text Engine::status(const ground::Figure& figure) const
{
    const Character& c = characterOf(figure);
    const Text text = say(HS_TEXT("core", "wounds %1, actions left %2 of %3"),
        figure.value(wounds, c.wounds), figure.value(actions, 0), m_rules->actions(c));
    const int bonus = figure.value(bonusDice, c.bonusDice);
    const int destiny = figure.value(destinyDice, c.destinyDice);
    if (bonus == 0 && destiny == 0)
        return text;
    return say(HS_TEXT("core", "%1, bonus dice %2, destiny dice %3"), text, bonus, destiny);
}

std::optional<std::string> Engine::band(const std::string& weapon, int metres) const
{
    const Weapon* w = m_rules->weapon(weapon);
    if (!w)
        refuse(say(HS_TEXT("core", "The ruleset has no weapon '%1'."), weapon));
    return m_rules->band(*w, metres);
}

ground::Scatter Engine::scatter(const std::string&) const
{
    return m_rules->scatter;
}

std::vector<ground::Ring> Engine::rings(const std::string& weapon) const
{
    std::vector<ground::Ring> list;
    if (const Weapon* w = m_rules->weapon(weapon))
        for (const BlastRing& ring : w->blast)
            list.push_back({ ring.upTo, ring.name });
    return list;
}

Attacker Engine::attacker(const ground::Figure& figure, const Weapon& weapon) const
{
    const Character& c = characterOf(figure);
    Attacker a;
    a.name = figure.name;
    a.skill = c.skill(weapon.skill);
    a.minimumRoll = c.minimumRoll;
    a.strength = c.strength;
    a.quickness = c.quickness;
    a.actionsLeft = figure.value(actions, 0);
    return a;
}

Defender Engine::defender(const ground::Figure& figure) const
{
    const Character& c = characterOf(figure);
    Defender d;
    d.name = figure.name;
    d.protection = m_rules->protection(c);
    d.wounds = figure.value(wounds, c.wounds);
    d.evasion = c.skill(m_rules->evasion.skill);
    d.parry = c.skill(m_rules->parry.skill);
    d.minimumRoll = c.minimumRoll;
    d.actionsLeft = figure.value(actions, 0);
    return d;
}

ground::Figure Engine::receivesPriority(const ground::Figure& figure) const
{
    // Seed, "Sequence of rounds": "In each combat round, each participant gets priority once";
    // "Actor and actions": "'Refresh' therefore means that all actions are available again."
    if (figure.value(priority, 0) != 0)
        return figure;
    ground::Figure f = figure;
    // "Actions through bonus dice": an action stolen by a destiny die "is no longer available
    // to the opponent in his current (or next, if it is not his turn) turn".
    f.state[actions] = std::max(0, m_rules->actions(characterOf(figure)) - figure.value(stolen, 0));
    f.state.erase(stolen);
    f.state[priority] = 1;
    return f;
}

ground::Scene Engine::acting(const ground::Scene& scene) const
{
    ground::Scene s = scene;
    const ground::Figure& shooter = figureAt(scene, scene.shooter, true);
    // Seed, "Actor and actions": "If it is a participant's turn, he has the priority, he is the
    // actor at this moment."
    s.figures[static_cast<std::size_t>(scene.shooter)] = receivesPriority(shooter);
    return s;
}

AttackRequest Engine::attackRequest(const ground::Scene& scene, const ground::Action& action) const
{
    if (action.isThrow)
        refuse(say(HS_TEXT("core", "A throw is not an attack on a figure.")));
    const ground::Figure& shooter = figureAt(scene, scene.shooter, true);
    const ground::Figure& target = figureAt(scene, action.target, false);
    if (action.target == scene.shooter)
        refuse(say(HS_TEXT("core", "%1 cannot attack itself."), shooter.name));
    const Weapon* weapon = m_rules->weapon(action.weapon);
    if (!weapon)
        refuse(say(HS_TEXT("core", "The ruleset has no weapon '%1'."), action.weapon));
    AttackRequest req;
    req.weapon = weapon->id;
    req.mode = action.mode;
    req.distance = distance(shooter.position, target.position);
    req.situations = action.situations;
    req.modifierDice = action.modifier;
    req.evades = action.option("evades", 0) != 0;
    req.parries = action.option("parries", 0) != 0;
    req.unseen = action.option("unseen", 0) != 0;
    req.attacker = attacker(shooter, *weapon);
    req.defender = defender(target);
    return req;
}

ThrowRequest Engine::throwRequest(const ground::Scene& scene, const ground::Action& action) const
{
    if (!action.isThrow)
        refuse(say(HS_TEXT("core", "An attack is not a throw at a point.")));
    const ground::Figure& shooter = figureAt(scene, scene.shooter, true);
    const Weapon* weapon = m_rules->weapon(action.weapon);
    if (!weapon)
        refuse(say(HS_TEXT("core", "The ruleset has no weapon '%1'."), action.weapon));
    if (!action.mode.empty())
        refuse(say(HS_TEXT("core", "%1 has no fire mode '%2'."), weapon->name, action.mode));
    ThrowRequest req;
    req.weapon = weapon->id;
    req.thrower = shooter.position;
    req.aim = scene.aim;
    req.situations = action.situations;
    req.modifierDice = action.modifier;
    req.attacker = attacker(shooter, *weapon);
    if (!weapon->blast.empty())
        for (const ground::Figure& f : scene.figures)
            req.figures.push_back({ f.position, defender(f) });
    return req;
}

double Engine::hitChance(const ground::Scene& scene, const ground::Action& action) const
{
    const ground::Scene now = acting(scene);
    if (action.isThrow) {
        const ThrowRequest req = throwRequest(now, action);
        return anySuccess(
            throwPool(*m_rules, req).diceCount, req.attacker.minimumRoll, m_rules->poolSides);
    }
    return attackHitChance(*m_rules, attackRequest(now, action));
}

ground::Outcome Engine::resolve(
    const ground::Scene& scene, const ground::Action& action, DiceSource& dice) const
{
    const ground::Scene now = acting(scene);
    return action.isThrow ? throwOutcome(now, action, dice) : attackOutcome(now, action, dice);
}

ground::Outcome Engine::attackOutcome(
    const ground::Scene& scene, const ground::Action& action, DiceSource& dice) const
{
    const AttackRequest req = attackRequest(scene, action);
    const AttackTrace t = resolveAttack(*m_rules, req, dice);
    ground::Outcome out;
    out.weapon = t.weapon;
    out.mode = t.pool.mode;
    out.band = t.pool.band;
    out.distance = t.distance;
    for (const ShotTrace& shot : t.shots)
        out.rolls.push_back(poolRoll("attack", shot.roll, m_rules->poolSides));
    out.hit = t.landed();
    ground::FigureResult fr;
    fr.figure = action.target;
    fr.distance = t.distance;
    fr.band = t.pool.band;
    fr.affected = out.hit;
    bool reacted = false;
    for (const ShotTrace& shot : t.shots) {
        if (shot.evasion) {
            fr.rolls.push_back(poolRoll("evasion", *shot.evasion, m_rules->poolSides));
            reacted = true;
        }
        if (shot.parry) {
            fr.rolls.push_back(poolRoll("parry", *shot.parry, m_rules->poolSides));
            reacted = true;
        }
    }
    fr.result = attackResult(t, req.defender.wounds);
    out.figures.push_back(std::move(fr));
    out.working = describe(t, req.attacker.name, req.defender.name);
    out.dice = t.dice;
    // `scene` is the scene as the one acting finds it: with the priority it has now.
    out.after = scene;
    out.after.figures[static_cast<std::size_t>(scene.shooter)].state[actions]
        = t.attackerActionsLeft;
    ground::Figure& target = out.after.figures[static_cast<std::size_t>(action.target)];
    if (reacted)
        target.state[actions] = t.defenderAfter.actionsLeft;
    if (std::any_of(t.shots.begin(), t.shots.end(),
            [](const ShotTrace& shot) { return shot.wounds.has_value(); }))
        target.state[wounds] = t.defenderAfter.wounds;
    return out;
}

ground::Outcome Engine::throwOutcome(
    const ground::Scene& scene, const ground::Action& action, DiceSource& dice) const
{
    const ThrowRequest req = throwRequest(scene, action);
    const ThrowTrace t = resolveThrow(*m_rules, req, dice);
    const Weapon& weapon = *m_rules->weapon(t.weapon);
    ground::Outcome out;
    out.weapon = t.weapon;
    out.isThrow = true;
    out.band = t.pool.band;
    out.distance = t.distance;
    out.rolls.push_back(poolRoll("throw", t.roll, m_rules->poolSides));
    out.hit = t.onTarget;
    out.aim = req.aim;
    out.landing = t.landing;
    out.directionSides = m_rules->scatter.directionSides();
    if (t.direction) {
        out.direction = t.direction;
        out.rolls.push_back(
            { "direction", { *t.direction }, out.directionSides, *t.direction, {}, "", {} });
        out.rolls.push_back({ "scatter", t.metresFaces, 6, t.drift, {}, "", {} });
    }
    out.drift = t.drift;
    out.working = describe(t, req.attacker.name);
    out.after = scene;
    out.after.figures[static_cast<std::size_t>(scene.shooter)].state[actions]
        = t.attackerActionsLeft;
    for (std::size_t i = 0; i < t.figures.size(); ++i) {
        const BlastTrace& b = t.figures[i];
        ground::FigureResult fr;
        fr.figure = static_cast<int>(i);
        fr.distance = b.distance;
        fr.ring = b.ring;
        fr.affected = b.ring.has_value();
        if (b.ring) {
            const BlastRing& ring = weapon.blast[static_cast<std::size_t>(*b.ring)];
            fr.band = ring.name;
            fr.result = woundsResult(b.wounds);
            out.working.push_back(
                say(HS_TEXT("core", "%1 is %2 m from the burst, within %3: %4 of %5 each."),
                    req.figures[i].defender.name, b.distance, ring.name,
                    sayCount("%n hit", HS_TEXT_N("core", "%n hits"), ring.hits),
                    woundsText(ring.wounds)));
            for (Text& line : describeWounds(*b.wounds, req.figures[i].defender.name))
                out.working.push_back(std::move(line));
            out.after.figures[i].state[wounds] = b.after.wounds;
        } else {
            fr.result = say(HS_TEXT("core", "outside the blast"));
        }
        out.figures.push_back(std::move(fr));
    }
    out.dice = t.dice;
    return out;
}

ground::Figure Engine::newRound(const ground::Figure& figure) const
{
    // Seed, "Sequence of rounds": "each participant gets priority once" a round; the actions
    // refresh only with it ("At the beginning of the turn, the actions of the participant
    // refresh"), so what a figure kept stays available for reactions until its turn.
    ground::Figure f = figure;
    f.state.erase(priority);
    return f;
}

ground::Initiative Engine::initiative(
    const ground::Scene& scene, const std::vector<ground::Turn>& previous, DiceSource& dice) const
{
    ground::Initiative out;
    // Who already has a place in the order, and who rolls now (all at the start of the fight).
    std::vector<ground::Turn> placed;
    std::vector<bool> hasPlace(scene.figures.size(), false);
    for (const ground::Turn& t : previous)
        if (t.figure >= 0 && t.figure < static_cast<int>(scene.figures.size())
            && !hasPlace[static_cast<std::size_t>(t.figure)]) {
            placed.push_back(t);
            hasPlace[static_cast<std::size_t>(t.figure)] = true;
        }
    std::vector<int> rolling;
    std::vector<InitiativeEntry> entries;
    for (std::size_t i = 0; i < scene.figures.size(); ++i) {
        if (hasPlace[i])
            continue;
        const Character& c = characterOf(scene.figures[i]);
        rolling.push_back(static_cast<int>(i));
        entries.push_back({ scene.figures[i].name, c.speed, c.quickness, c.deftness });
    }
    if (!placed.empty())
        out.working.push_back(say(HS_TEXT("core",
            "The order rolled at the start of the fight holds: the next round begins with the "
            "first participant again.")));
    const InitiativeOutcome rolled = rollInitiative(entries, dice);
    out.dice = rolled.dice;
    for (std::size_t k = 0; k < entries.size(); ++k) {
        const InitiativeRoll& r = rolled.rolls[k];
        out.working.push_back(say(HS_TEXT("core", "%1: initiative die %2 + Speed %3 = %4."),
            entries[k].name, r.face, entries[k].speed, r.total));
        placed.push_back({ rolling[k], r.total, 1, false });
    }
    // Highest score first; ties by Quickness, then Deftness; a tie on all three keeps the
    // order they had (the order rolled before, then the order listed).
    auto key = [&](const ground::Turn& t) {
        const Character& c = characterOf(scene.figures[static_cast<std::size_t>(t.figure)]);
        return std::tuple(t.score, c.quickness, c.deftness);
    };
    std::stable_sort(placed.begin(), placed.end(),
        [&](const ground::Turn& a, const ground::Turn& b) { return key(a) > key(b); });
    out.turns = std::move(placed);
    return out;
}

} // namespace hitspread::successpool
