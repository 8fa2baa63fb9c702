// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System successpool on the ground map (rules/other-systems.md section C).
#include "successpoolengine.h"

#include "resolving.h"

namespace hitspread::successpool {

namespace {
    const char* const wounds = "wounds";
    const char* const actions = "actions";

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
            return say(HS_TEXT("core", "%1 hits, all stopped by protection"), w->hits);
        return say(HS_TEXT("core", "%1 wounds: wounds %2 → %3"), w->wounds, w->before, w->after);
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
            c.modes.push_back({ id, m ? m->name : id, detail });
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
    int usual = 2;
    if (const Character* c = m_rules->character(defaultShooter()))
        usual = m_rules->actions(*c);
    std::vector<ground::OptionSpec> list { { "actions_left", HS_TEXT("core", "Actions left"), 0, 20,
        usual } };
    const Weapon* w = m_rules->weapon(action.weapon);
    if (!action.isThrow && w && w->kind == WeaponKind::Melee)
        list.push_back({ "evades", HS_TEXT("core", "Target evades (1 = yes)"), 0, 1, 0 });
    return list;
}

std::vector<ground::Choice> Engine::characters() const
{
    std::vector<ground::Choice> list;
    for (const auto& [key, c] : m_rules->characters) {
        auto lineage = m_rules->lineages.find(c.lineage);
        list.push_back(
            { key, c.name, lineage == m_rules->lineages.end() ? c.lineage : lineage->second.name });
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

// Wounds taken, and the actions left this round (up to the 20 an action count may reach with
// the actions_left option).
std::vector<ground::StateKey> Engine::stateKeys(const ground::Figure& figure) const
{
    characterOf(figure);
    return { { wounds, 0, 999 }, { actions, 0, 20 } };
}

Text Engine::status(const ground::Figure& figure) const
{
    const Character& c = characterOf(figure);
    return say(HS_TEXT("core", "wounds %1, actions left %2 of %3"), figure.value(wounds, c.wounds),
        figure.value(actions, m_rules->actions(c)), m_rules->actions(c));
}

std::optional<std::string> Engine::band(const std::string& weapon, int metres) const
{
    const Weapon* w = m_rules->weapon(weapon);
    if (!w)
        refuse(say(HS_TEXT("core", "The ruleset has no weapon '%1'."), weapon));
    if (metres <= w->distance)
        return std::string(normalBand);
    if (metres <= m_rules->farMultiple * w->distance)
        return std::string(farBand);
    return std::nullopt;
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

Attacker Engine::attacker(
    const ground::Figure& figure, const Weapon& weapon, const ground::Action& action) const
{
    const Character& c = characterOf(figure);
    Attacker a;
    a.name = figure.name;
    a.skill = c.skill(weapon.skill);
    a.minimumRoll = c.minimumRoll;
    a.strength = c.strength;
    a.quickness = c.quickness;
    a.actionsLeft = action.option("actions_left", figure.value(actions, m_rules->actions(c)));
    return a;
}

Defender Engine::defender(const ground::Figure& figure) const
{
    const Character& c = characterOf(figure);
    Defender d;
    d.name = figure.name;
    d.protection = m_rules->protection(c);
    d.wounds = figure.value(wounds, c.wounds);
    d.evasion = c.skill(m_rules->evasionSkill);
    d.minimumRoll = c.minimumRoll;
    d.actionsLeft = figure.value(actions, m_rules->actions(c));
    return d;
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
    req.attacker = attacker(shooter, *weapon, action);
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
    req.attacker = attacker(shooter, *weapon, action);
    if (!weapon->blast.empty())
        for (const ground::Figure& f : scene.figures)
            req.figures.push_back({ f.position, defender(f) });
    return req;
}

double Engine::hitChance(const ground::Scene& scene, const ground::Action& action) const
{
    if (action.isThrow) {
        const ThrowRequest req = throwRequest(scene, action);
        return anySuccess(
            throwPool(*m_rules, req).diceCount, req.attacker.minimumRoll, m_rules->poolSides);
    }
    return attackHitChance(*m_rules, attackRequest(scene, action));
}

ground::Outcome Engine::resolve(
    const ground::Scene& scene, const ground::Action& action, DiceSource& dice) const
{
    return action.isThrow ? throwOutcome(scene, action, dice) : attackOutcome(scene, action, dice);
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
    out.rolls.push_back(poolRoll("attack", t.attack, m_rules->poolSides));
    out.hit = t.hits > 0 && !t.evaded;
    ground::FigureResult fr;
    fr.figure = action.target;
    fr.distance = t.distance;
    fr.band = t.pool.band;
    fr.affected = out.hit;
    if (t.evasion)
        fr.rolls.push_back(poolRoll("evasion", *t.evasion, m_rules->poolSides));
    fr.result = t.evaded ? say(HS_TEXT("core", "evaded")) : woundsResult(t.wounds);
    out.figures.push_back(std::move(fr));
    out.working = describe(t, req.attacker.name, req.defender.name);
    out.dice = t.dice;
    out.after = scene;
    out.after.figures[static_cast<std::size_t>(scene.shooter)].state[actions]
        = t.attackerActionsLeft;
    ground::Figure& target = out.after.figures[static_cast<std::size_t>(action.target)];
    if (t.evasion)
        target.state[actions] = t.defenderAfter.actionsLeft;
    if (t.wounds)
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
            out.working.push_back(say(
                HS_TEXT("core", "%1 is %2 m from the burst, within %3: %4 hits of %5 wounds each."),
                req.figures[i].defender.name, b.distance, ring.name, ring.hits, ring.wounds));
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
    ground::Figure f = figure;
    f.state.erase("actions");
    return f;
}

} // namespace hitspread::successpool
