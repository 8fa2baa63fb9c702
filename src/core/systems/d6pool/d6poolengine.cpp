// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System d6pool (rules/other-systems.md section A) behind the ground-map interface.
#include "d6poolengine.h"

#include "d6pool.h"
#include "d6poolfigure.h"
#include "d6poolprocedures.h"

#include <algorithm>

namespace hitspread::d6pool {

namespace {
    using ground::Action;
    using ground::Figure;
    using ground::Outcome;
    using ground::Scene;

    class Engine final : public ground::Engine {
    public:
        explicit Engine(std::shared_ptr<const Rules> rules)
            : m_rules(std::move(rules))
        {
        }

        const Rules& rules() const { return *m_rules; }
        std::string system() const override { return "d6pool"; }
        int maxFace() const override { return m_rules->scatter.directionSides(); }

        std::vector<ground::WeaponChoice> weapons() const override
        {
            std::vector<ground::WeaponChoice> list;
            for (const Weapon& w : m_rules->weapons) {
                ground::WeaponChoice c { w.id, w.name,
                    w.kind == WeaponKind::Melee ? ground::WeaponKind::Melee
                                                : ground::WeaponKind::Ranged,
                    {} };
                for (FireMode m : { FireMode::Single, FireMode::Semi, FireMode::Full })
                    if (w.modes.count(m))
                        c.modes.push_back({ toString(m), toString(m), {} });
                list.push_back(std::move(c));
            }
            for (const Grenade& g : m_rules->grenades)
                list.push_back({ g.id, g.name, ground::WeaponKind::Thrown, {} });
            return list;
        }

        std::vector<ground::Choice> situations() const override
        {
            std::vector<ground::Choice> list;
            for (const Modifier& m : m_rules->modifiers)
                if (!m.whenHurt)
                    list.push_back({ m.id, m.name, signedDice(m.dice) });
            return list;
        }

        std::vector<ground::OptionSpec> options(const Action& action) const override
        {
            if (!action.procedure.empty())
                return procedureOptions(*m_rules, action);
            std::vector<ground::OptionSpec> list { { "dodge",
                HS_TEXT("core", "Dodge or parry dice"), 0, m_rules->maxDefenceDice, 0 } };
            if (!action.isThrow) {
                list.push_back({ "attacks", HS_TEXT("core", "Attacks this action"), 1, 2, 1 });
                list.push_back({ "scope", HS_TEXT("core", "Scope level"), 0, 3, 0 });
                list.push_back({ "fast_draw", HS_TEXT("core", "Fast draw (1 = yes)"), 0, 1, 0 });
            }
            list.push_back({ "simultaneous",
                HS_TEXT("core", "Same initiative as the action before (1 = yes)"), 0, 1, 0 });
            return list;
        }

        std::vector<ground::Choice> characters() const override
        {
            std::vector<ground::Choice> list;
            for (const auto& [key, c] : m_rules->characters)
                list.push_back({ key, c.name, {} });
            return list;
        }

        Figure figure(const std::string& key) const override
        {
            const Character& c = character(key);
            return { key, c.name, {}, {} };
        }

        // Health runs from 3 × STR down past 0 (unconscious) and −3 × STR (dead) as wounds come;
        // a stun lasts the turn; dodge dice are spent from the Dodge skill.
        std::vector<ground::StateKey> stateKeys(const Figure& f) const override
        {
            const Character& c = character(f.character);
            return { { "health", -99999, m_rules->health(c) }, { "stunned", 0, 1 },
                { "dodge", 0, std::max(0, c.skill(m_rules->ruleSkills.dodge)) },
                { "step_health", -99999, m_rules->health(c) }, { "step_stunned", 0, 1 },
                { "moved", 0, m_rules->movement ? m_rules->movement->most() : 0 },
                { "movement", 0, 3 }, { "prone", 0, 1 }, { "stood_up", 0, 1 },
                { "attacks_made", 0, m_rules->mostAttacks() } };
        }

        std::string defaultShooter() const override { return m_rules->defaultShooter; }
        std::string defaultTarget() const override { return m_rules->defaultTarget; }

        Text status(const Figure& f) const override
        {
            const Defender d = defender(f);
            const char* state = d.health <= -d.maxHealth ? HS_TEXT("core", "dead")
                : d.health < 0                           ? HS_TEXT("core", "unconscious")
                : d.stunned                              ? HS_TEXT("core", "stunned")
                                                         : static_cast<const char*>("");
            if (f.value("prone", 0) != 0)
                return say(HS_TEXT("core", "Health %1 of %2, %3"), d.health, d.maxHealth,
                    *state ? say(HS_TEXT("core", "%1, prone"), term(state))
                           : term(HS_TEXT("core", "prone")));
            if (*state)
                return say(
                    HS_TEXT("core", "Health %1 of %2, %3"), d.health, d.maxHealth, term(state));
            return say(HS_TEXT("core", "Health %1 of %2"), d.health, d.maxHealth);
        }

        std::optional<std::string> band(const std::string& weapon, int metres) const override
        {
            const std::array<int, 4>* ranges = nullptr;
            if (const Weapon* w = m_rules->weapon(weapon)) {
                if (w->kind == WeaponKind::Melee)
                    return metres <= 1 ? std::optional<std::string>(HS_TEXT("core", "melee"))
                                       : std::nullopt;
                ranges = &w->ranges;
            } else if (const Grenade* g = m_rules->grenade(weapon)) {
                ranges = &g->ranges;
            } else {
                return std::nullopt;
            }
            for (int i = 0; i < 4; ++i)
                if (metres <= (*ranges)[static_cast<std::size_t>(i)])
                    return std::string(toString(static_cast<Band>(i)));
            return std::nullopt;
        }

        ground::Scatter scatter(const std::string&) const override { return m_rules->scatter; }

        std::vector<ground::Ring> rings(const std::string& weapon) const override
        {
            std::vector<ground::Ring> list;
            if (const Grenade* g = m_rules->grenade(weapon))
                for (const DamageRange& d : g->damageRanges)
                    list.push_back({ d.upTo, toString(d.band) });
            return list;
        }

        double hitChance(const Scene& scene, const Action& action) const override
        {
            // What resolve() refuses (a mode the weapon lacks, an unknown situation, too many
            // dodge dice …) is refused here too, as ground.h promises.
            // Every refusal of d6pool comes before its first die: the dry run refuses
            // exactly what resolve() would, and its trace holds the dice and the difficulty
            // of the throw, or of the action's first attack as the window shows it before the
            // roll.
            OnesDice ones;
            const Outcome dry = resolve(scene, action, ones);
            const auto& trace = static_cast<const Trace&>(*dry.detail);
            if (trace.attack && trace.attack->fastDraw) {
                // The fast draw first; when it succeeds the attack goes as though the weapon
                // had been in hand (the dry run's all-ones fast draw failed, so ask for that).
                const CheckOutcome& draw = *trace.attack->fastDraw;
                Action inHand = action;
                inHand.options.erase("fast_draw");
                return chanceToReach(draw.diceCount, draw.difficulty, 0) * hitChance(scene, inHand);
            }
            const AttackTrace& first
                = trace.attack ? trace.attack->attacks.front() : trace.throwOutcome->throwRoll;
            return chanceToReach(first.diceCount, first.baseDifficulty, first.defenceDice);
        }

        // A new turn: the stun wears off and the dodge dice renew (the seed's "renews his
        // dice only at the beginning of a new turn"); the initiative steps start again, and so
        // do the turn's metres, its movement's penalty and its attacks. Lying prone lasts.
        Figure newRound(const Figure& figure) const override
        {
            Figure f = figure;
            for (const char* key :
                { "stunned", "dodge", "moved", "movement", "stood_up", "attacks_made" })
                f.state.erase(key);
            forgetStep(f);
            return f;
        }

        // Below 0 health a figure is unconscious (the seed's damage), out of the fight; at
        // −Health it is dead, and nothing the seed gives brings it back.
        bool canAct(const Figure& f) const override { return defender(f).health >= 0; }

        // Moving, changing position and minutes passing (d6poolprocedures.cpp): "Movement is
        // resolved separately from any other action in a combat turn - a character can fire
        // and run at the same turn", so none spends the turn.
        std::vector<ground::Choice> procedures() const override { return procedureList(*m_rules); }
        bool procedureTakesTurn(const std::string&) const override { return false; }
        std::optional<int> procedureReach(const Scene& scene, const Action& action) const override
        {
            return d6pool::procedureReach(*m_rules, scene, action);
        }
        Outcome perform(const Scene& scene, const Action& action, DiceSource& dice) const override
        {
            return performProcedure(*m_rules, *this, scene, action, dice);
        }

        // The seed's "Initiative": "each participant rolls 1D6 and adds his Dexterity to the
        // result. The one with the higher Initiative score goes first. If two combatants get the
        // same Initiative score, they take their actions simultaneously." A total of 10 or more
        // (`second_action_at`) gives another action, "resolved after all the participants have
        // taken their first action", the higher score first. A reflex enhancer adds its level.
        ground::Initiative initiative(
            const Scene& scene, const std::vector<ground::Turn>&, DiceSource& dice) const override
        {
            std::vector<int> who;
            std::vector<InitiativeEntry> entries;
            for (std::size_t i = 0; i < scene.figures.size(); ++i) {
                const Figure& f = scene.figures[i];
                if (!canAct(f))
                    continue;
                const Character& c = character(f.character);
                who.push_back(static_cast<int>(i));
                entries.push_back({ f.name, c.dex, c.reflex });
            }
            const InitiativeOutcome rolled = rollInitiative(*m_rules, entries, dice);
            ground::Initiative out;
            out.dice = rolled.dice;
            for (std::size_t k = 0; k < rolled.rolls.size(); ++k) {
                const InitiativeRoll& r = rolled.rolls[k];
                out.working.push_back(entries[k].reflex != 0
                        ? say(HS_TEXT("core", "%1: initiative die %2 + DEX %3 + reflex %4 = %5."),
                            r.name, r.face, entries[k].dex, entries[k].reflex, r.total)
                        : say(HS_TEXT("core", "%1: initiative die %2 + DEX %3 = %4."), r.name,
                            r.face, entries[k].dex, r.total));
                if (r.secondAction)
                    out.working.push_back(say(HS_TEXT("core",
                                                  "%1 has %2, %3 or more: a second action after "
                                                  "everyone's first."),
                        r.name, r.total, m_rules->secondActionAt));
            }
            std::vector<bool> actedOnce(rolled.rolls.size(), false);
            for (const std::vector<int>& group : rolled.order) {
                for (std::size_t g = 0; g < group.size(); ++g) {
                    const auto k = static_cast<std::size_t>(group[g]);
                    out.turns.push_back(
                        { who[k], rolled.rolls[k].total, actedOnce[k] ? 2 : 1, g > 0 });
                }
                for (int k : group)
                    actedOnce[static_cast<std::size_t>(k)] = true;
            }
            return out;
        }

        // The seed's "Initiative": "If two combatants get the same Initiative score, they take
        // their actions simultaneously." An action simultaneous with the one before stays in
        // its initiative step; any other opens a new one, where what the steps before did
        // counts for everyone.
        Outcome resolve(const Scene& scene, const Action& action, DiceSource& dice) const override
        {
            Scene step = scene;
            if (action.option("simultaneous", 0) == 0)
                for (Figure& f : step.figures)
                    forgetStep(f);
            Outcome out = action.isThrow ? resolveThrowIn(step, action, dice)
                                         : resolveAttackIn(step, action, dice);
            for (std::size_t i = 0; i < step.figures.size(); ++i)
                recordStep(step.figures[i], out.after.figures[i]);
            // Say so when the step's stun or wounds are why the one acting takes no −1 (a
            // script's action takes only the situations it names).
            const Figure& actor = step.figures[static_cast<std::size_t>(step.shooter)];
            if (!scriptOf(action) && hurt(defender(actor)) && !hurt(defender(asStepBegan(actor))))
                out.working.insert(out.working.begin() + (out.working.empty() ? 0 : 1),
                    say(HS_TEXT("core",
                            "%1 acts at the same time as the action before: the stun or wounds "
                            "taken in this initiative step do not count yet."),
                        actor.name));
            return out;
        }

    private:
        const Character& character(const std::string& key) const
        {
            auto it = m_rules->characters.find(key);
            if (it == m_rules->characters.end())
                throw Refused(say(HS_TEXT("core", "The ruleset has no character '%1'."), key));
            return it->second;
        }

        Defender defender(const Figure& f) const
        {
            Defender d = Defender::fromCharacter(*m_rules, character(f.character));
            d.name = f.name;
            d.health = f.value("health", d.health);
            d.stunned = f.value("stunned", 0) != 0;
            d.dodgeDice = f.value("dodge", d.dodgeDice);
            return d;
        }

        // The first time an initiative step changes a figure's health or stun, `after` keeps
        // how `before` stood.
        void recordStep(const Figure& before, Figure& after) const
        {
            if (before.state == after.state || after.state.count("step_health"))
                return;
            const Defender was = defender(before);
            const Defender is = defender(after);
            if (was.health == is.health && was.stunned == is.stunned)
                return;
            after.state["step_health"] = was.health;
            after.state["step_stunned"] = was.stunned ? 1 : 0;
        }

        static const ScriptOptions* scriptOf(const Action& action)
        {
            return dynamic_cast<const ScriptOptions*>(action.extra.get());
        }

        static const Figure& at(const Scene& scene, int index, const char* who)
        {
            if (index < 0 || index >= static_cast<int>(scene.figures.size()))
                throw Refused(
                    say(HS_TEXT("core", "The scene has no %1 (figure %2)."), term(who), index + 1));
            return scene.figures[static_cast<std::size_t>(index)];
        }

        Attacker attacker(const Figure& f, const std::string& skill) const
        {
            const Character& c = character(f.character);
            const Defender d = defender(asStepBegan(f));
            if (d.health < 0)
                throw Refused(say(HS_TEXT("core", "%1 is unconscious (health %2) and cannot act."),
                    f.name, d.health));
            return { f.name, c.skill(skill), c.str, c.dex, c.reflex };
        }

        // The situations picked, and those that apply by themselves (`when:
        // stunned_or_wounded`) when the one acting is stunned or wounded as the initiative
        // step found him, and those of his moves this turn (running, crawling, standing up:
        // "must take a –1 penalty to all actions performed in the combat turn") — never twice.
        std::vector<std::string> situationsOf(const Figure& actor, const Action& action) const
        {
            std::vector<std::string> ids;
            for (const std::string& id : action.situations) {
                const Modifier* m = m_rules->modifier(id);
                if (!m || !m->whenHurt)
                    ids.push_back(id);
            }
            if (hurt(defender(asStepBegan(actor))))
                for (const Modifier& m : m_rules->modifiers)
                    if (m.whenHurt)
                        ids.push_back(m.id);
            for (const std::string& id : movementModifiers(*m_rules, actor))
                if (std::find(ids.begin(), ids.end(), id) == ids.end())
                    ids.push_back(id);
            return ids;
        }

        AttackRequest attackRequest(const Scene& scene, const Action& action) const
        {
            const Figure& shooter = at(scene, scene.shooter, HS_TEXT("core", "shooter"));
            const Figure& target = at(scene, action.target, HS_TEXT("core", "target"));
            if (action.target == scene.shooter)
                throw Refused(say(HS_TEXT("core", "%1 cannot attack themselves."), shooter.name));
            const Weapon* w = m_rules->weapon(action.weapon);
            if (!w)
                throw Refused(
                    say(HS_TEXT("core", "The ruleset has no weapon '%1'."), action.weapon));
            AttackRequest req;
            req.weapon = w->id;
            req.mode = action.mode.empty()
                ? *w->modes.begin()
                : fireModeFromString(action.mode).value_or(FireMode::Single);
            if (!action.mode.empty() && !fireModeFromString(action.mode))
                throw Refused(say(HS_TEXT("core", "Unknown fire mode '%1'."), action.mode));
            const ScriptOptions* script = scriptOf(action);
            const int metres = distance(shooter.position, target.position);
            if (script) {
                // The resolver checks the band or distance given, and refuses both in melee.
                req.range = script->range;
                req.distance = script->distance;
            } else if (!band(w->id, metres)) {
                throw Refused(w->kind == WeaponKind::Melee
                        ? say(HS_TEXT("core", "%1 is %2 m away: a melee attack reaches 1 m."),
                            target.name, metres)
                        : say(HS_TEXT("core", "%1 is %2 m away, beyond the extreme range of %3."),
                            target.name, metres, w->name));
            } else if (w->kind != WeaponKind::Melee) {
                req.distance = metres;
            }
            req.scope = w->kind == WeaponKind::Melee && !script ? 0 : action.option("scope", 0);
            req.modifiers = script ? action.situations : situationsOf(shooter, action);
            req.modifierDice = action.modifier;
            req.attacks = action.option("attacks", 1);
            req.attacksBefore = shooter.value("attacks_made", 0);
            req.fastDraw = action.option("fast_draw", 0) != 0;
            if (script && script->defenceDice)
                req.defenceDice = *script->defenceDice;
            else
                req.defenceDice.assign(
                    static_cast<std::size_t>(req.attacks), action.option("dodge", 0));
            req.attacker = attacker(shooter, w->skill);
            if (script) {
                req.attacker.skill = script->skill.value_or(req.attacker.skill);
                req.attacker.str = script->str.value_or(req.attacker.str);
            }
            req.defender = defender(target);
            return req;
        }

        // The figures a throw's blast may meet, by index: every one, or with a script's
        // options every one but the thrower.
        static std::vector<int> nearBlast(const Scene& scene, const Action& action)
        {
            std::vector<int> list;
            for (int i = 0; i < static_cast<int>(scene.figures.size()); ++i)
                if (!scriptOf(action) || i != scene.shooter)
                    list.push_back(i);
            return list;
        }

        ThrowRequest throwRequest(const Scene& scene, const Action& action) const
        {
            const Figure& thrower = at(scene, scene.shooter, HS_TEXT("core", "thrower"));
            const Grenade* g = m_rules->grenade(action.weapon);
            if (!g)
                throw Refused(
                    say(HS_TEXT("core", "The ruleset has no grenade '%1'."), action.weapon));
            ThrowRequest req;
            req.grenade = g->id;
            const ScriptOptions* script = scriptOf(action);
            const int metres = distance(thrower.position, scene.aim);
            if (script) {
                req.range = script->range;
                req.distance = script->distance;
            } else if (!band(g->id, metres)) {
                throw Refused(say(
                    HS_TEXT("core",
                        "The intended point is %1 m away, beyond the extreme range of %2 (%3 m)."),
                    metres, g->name, g->ranges[3]));
            } else {
                req.distance = metres;
            }
            req.modifiers = script ? action.situations : situationsOf(thrower, action);
            req.modifierDice = action.modifier;
            req.thrower = attacker(thrower, g->skill);
            req.attacksBefore = thrower.value("attacks_made", 0);
            if (script)
                req.thrower.skill = script->skill.value_or(req.thrower.skill);
            req.forward = thrower.position == scene.aim
                ? 0.0
                : ground::bearing(thrower.position, scene.aim);
            for (int i : nearBlast(scene, action)) {
                const Figure& f = scene.figures[static_cast<std::size_t>(i)];
                GroundFigure gf;
                gf.defender = defender(f);
                gf.position = f.position - scene.aim;
                gf.dodgeDice = std::min(action.option("dodge", 0), gf.defender.dodgeDice);
                if (script && script->fromLanding.count(i)) {
                    gf.position.reset();
                    gf.distance = script->fromLanding.at(i);
                }
                if (script && script->defenceDice) {
                    const std::size_t k = req.figures.size();
                    gf.dodgeDice = k < script->defenceDice->size() ? (*script->defenceDice)[k] : 0;
                }
                // An unconscious figure (below 0 health) does not dodge the blast; dice named
                // for it one by one are refused like a dodge against an attack.
                else if (gf.defender.health < 0)
                    gf.dodgeDice = 0;
                req.figures.push_back(std::move(gf));
            }
            return req;
        }

        Outcome resolveAttackIn(const Scene& scene, const Action& action, DiceSource& dice) const
        {
            const AttackRequest req = attackRequest(scene, action);
            const AttackOutcome a = resolveAttack(*m_rules, req, dice);
            Outcome out;
            out.weapon = a.weapon;
            out.mode = toString(a.mode);
            out.band = a.rangeBand ? toString(*a.rangeBand) : HS_TEXT("core", "melee");
            out.distance = distance(scene.figures[static_cast<std::size_t>(scene.shooter)].position,
                scene.figures[static_cast<std::size_t>(action.target)].position);
            ground::FigureResult fr;
            fr.figure = action.target;
            fr.distance = out.distance;
            fr.band = out.band;
            if (a.fastDraw)
                out.rolls.push_back(roll("fast draw", a.fastDraw->roll, a.fastDraw->difficulty));
            for (const AttackTrace& t : a.attacks) {
                if (t.defenceDice > 0)
                    out.rolls.push_back(roll("dodge", t.defence, std::nullopt));
                out.rolls.push_back(roll("attack", t.attack, t.difficulty));
                out.hit = out.hit || t.hit;
                if (t.damage) {
                    fr.affected = true;
                    fr.rolls.push_back(roll("damage", t.damage->damage, std::nullopt));
                    fr.rolls.push_back(roll("resistance", t.damage->resistance, std::nullopt));
                }
            }
            fr.result = a.fastDraw && !a.fastDraw->success
                ? say(HS_TEXT("core", "the fast draw failed: no attack"))
                : summary(a.defenderAfter, req.defender, fr.affected);
            out.figures.push_back(std::move(fr));
            out.working = describe(*m_rules, a);
            out.dice = a.dice;
            out.after = scene;
            store(out.after.figures[static_cast<std::size_t>(action.target)], a.defenderAfter);
            out.after.figures[static_cast<std::size_t>(scene.shooter)].state["attacks_made"]
                = a.attacksAfter;
            auto trace = std::make_shared<Trace>();
            trace->attack = a;
            out.detail = std::move(trace);
            return out;
        }

        Outcome resolveThrowIn(const Scene& scene, const Action& action, DiceSource& dice) const
        {
            const ThrowRequest req = throwRequest(scene, action);
            const ThrowOutcome t = resolveThrow(*m_rules, req, dice);
            Outcome out;
            out.isThrow = true;
            out.weapon = t.grenade;
            out.band = t.rangeBand ? toString(*t.rangeBand) : "";
            out.distance = distance(
                scene.figures[static_cast<std::size_t>(scene.shooter)].position, scene.aim);
            out.rolls.push_back(roll("throw", t.throwRoll.attack, t.throwRoll.difficulty));
            out.hit = t.throwRoll.hit;
            out.aim = scene.aim;
            out.landing = scene.aim + t.landing;
            out.direction = t.direction;
            out.directionSides = m_rules->scatter.directionSides();
            out.drift = t.drift;
            if (t.direction) {
                out.rolls.push_back(roll("scatter", t.scatter, std::nullopt));
                ground::Roll d;
                d.what = "direction";
                d.faces = { *t.direction };
                d.sides = out.directionSides;
                d.total = *t.direction;
                out.rolls.push_back(d);
            }
            out.after = scene;
            const std::vector<ground::Ring> ringList = rings(t.grenade);
            const std::vector<int> near = nearBlast(scene, action);
            for (std::size_t i = 0; i < t.figures.size(); ++i) {
                const FigureTrace& ft = t.figures[i];
                ground::FigureResult fr;
                fr.figure = near[i];
                fr.distance = ft.distance;
                if (ft.damageBand) {
                    fr.band = toString(*ft.damageBand);
                    fr.ring = static_cast<int>(
                        std::find_if(ringList.begin(), ringList.end(),
                            [&](const ground::Ring& r) { return r.name == fr.band; })
                        - ringList.begin());
                }
                if (ft.attack) {
                    if (ft.attack->defenceDice > 0)
                        fr.rolls.push_back(roll("dodge", ft.attack->defence, std::nullopt));
                    fr.rolls.push_back(roll("attack", ft.attack->attack, ft.attack->difficulty));
                    if (ft.attack->damage) {
                        fr.affected = true;
                        fr.rolls.push_back(roll("damage", ft.attack->damage->damage, std::nullopt));
                        fr.rolls.push_back(
                            roll("resistance", ft.attack->damage->resistance, std::nullopt));
                    }
                }
                fr.result = ft.attack ? summary(ft.after, req.figures[i].defender, fr.affected)
                                      : say(HS_TEXT("core", "outside the blast"));
                store(out.after.figures[static_cast<std::size_t>(fr.figure)], ft.after);
                out.figures.push_back(std::move(fr));
            }
            out.after.figures[static_cast<std::size_t>(scene.shooter)].state["attacks_made"]
                = t.attacksAfter;
            out.working = describe(*m_rules, t);
            out.dice = t.dice;
            auto trace = std::make_shared<Trace>();
            trace->throwOutcome = t;
            out.detail = std::move(trace);
            return out;
        }

        std::shared_ptr<const Rules> m_rules;
    };
}

std::shared_ptr<const ground::Engine> makeEngine(std::shared_ptr<const Rules> rules)
{
    return std::make_shared<Engine>(std::move(rules));
}

const Rules* rulesOf(const ground::Engine& engine)
{
    const auto* own = dynamic_cast<const Engine*>(&engine);
    return own ? &own->rules() : nullptr;
}

} // namespace hitspread::d6pool
