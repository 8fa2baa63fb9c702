// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System d6ladder on the ground map: scenes and actions turned into the resolvers' plans.
#include "d6ladderengine.h"

#include "d6ladderplan.h"
#include "resolving.h"

#include <algorithm>
#include <set>

namespace hitspread::d6ladder {

using ground::Action;
using ground::Figure;
using ground::Outcome;
using ground::Scene;

namespace {
    std::map<int, double> convolve(const std::map<int, double>& a, const std::map<int, double>& b)
    {
        std::map<int, double> out;
        for (const auto& [x, p] : a)
            for (const auto& [y, q] : b)
                out[x + y] += p * q;
        return out;
    }

    const Figure& figureAt(const Scene& scene, int index, const Text& who)
    {
        if (index < 0 || index >= static_cast<int>(scene.figures.size()))
            refuse(say(HS_TEXT("core", "The scene has no figure %1 (%2)."), index + 1, who));
        return scene.figures[static_cast<std::size_t>(index)];
    }

    bool outOfAction(const Injury& injury)
    {
        return injury.unconscious || injury.level >= WoundLevel::Incapacitated;
    }

    Plan plan(const Rules& rules, const Scene& scene, const Action& action)
    {
        Plan p;
        const Figure& shooter
            = figureAt(scene, scene.shooter, say(HS_TEXT("core", "the attacker")));
        p.shooter = &characterOf(rules, shooter);
        const Injury hurt = injuryOf(shooter);
        if (outOfAction(hurt))
            refuse(say(HS_TEXT("core", "%1 cannot act: %2."), shooter.name, levelName(hurt.level)));
        p.weapon = rules.weapon(action.weapon);
        if (!p.weapon)
            refuse(say(HS_TEXT("core", "The ruleset has no weapon '%1'."), action.weapon));
        const bool thrown = p.weapon->kind == WeaponKind::Thrown;
        if (action.isThrow != thrown)
            refuse(thrown ? say(
                       HS_TEXT("core", "%1 is thrown at a point on the ground, not at a figure."),
                       p.weapon->name)
                          : say(HS_TEXT("core", "%1 is not a thrown weapon."), p.weapon->name));
        const Figure* target = nullptr;
        if (action.isThrow) {
            p.metres = distance(shooter.position, scene.aim);
        } else {
            target = &figureAt(scene, action.target, say(HS_TEXT("core", "the target")));
            if (action.target == scene.shooter)
                refuse(say(HS_TEXT("core", "%1 cannot attack himself."), shooter.name));
            p.target = &characterOf(rules, *target);
            p.metres = distance(shooter.position, target->position);
        }

        std::string levelId = p.weapon->difficulty;
        if (p.weapon->kind == WeaponKind::Melee) {
            if (p.metres > p.weapon->reach)
                refuse(say(HS_TEXT("core", "%1 reaches %2 m, not %3 m."), p.weapon->name,
                    p.weapon->reach, p.metres));
            p.band = "melee";
        } else {
            const std::optional<Band> band = bandOf(p.weapon->ranges, p.metres);
            if (!band)
                refuse(say(HS_TEXT("core", "%1 m is beyond the long range of %2 (%3 m)."), p.metres,
                    p.weapon->name, p.weapon->ranges.longTo));
            p.band = toString(*band);
            const auto b = static_cast<std::size_t>(*band);
            if (thrown) {
                const DieCode range = rules.thrownRangeDice[b];
                if (range.dice != 0 || range.pips != 0)
                    p.modifiers.push_back({ "range", p.band + " range", range });
            } else {
                levelId = rules.rangeDifficulty[b];
            }
        }
        p.level = rules.level(levelId);
        if (!p.level)
            refuse(say(HS_TEXT("core", "The ruleset has no difficulty level '%1'."), levelId));
        const int picked = action.option("difficulty", 0);
        if (picked != 0 && !p.level->contains(picked))
            refuse(say(HS_TEXT("core", "%1 is not a %2 difficulty number (%3 to %4)."), picked,
                p.level->name, p.level->from,
                p.level->to ? std::to_string(*p.level->to) : std::string("…")));
        p.number = picked != 0 ? picked : p.level->number;

        const std::set<std::string> chosen(action.situations.begin(), action.situations.end());
        for (const std::string& id : chosen) {
            if (id == "dodge" || id == "full_dodge") {
                if (action.isThrow)
                    refuse(say(HS_TEXT(
                        "core", "Nobody dodges a throw at a point; the blast is not dodged.")));
                if (p.reaction != Reaction::None)
                    refuse(say(HS_TEXT("core", "A dodge is regular or full, not both.")));
                p.reaction = id == "dodge" ? Reaction::Dodge : Reaction::FullDodge;
            } else if (const Protection* protection = rules.findProtection(id)) {
                if (action.isThrow)
                    refuse(say(HS_TEXT("core",
                        "Protection shields a target of an attack, not a point thrown at.")));
                if (p.protection)
                    refuse(
                        say(HS_TEXT("core", "A target hides behind one protection, not %1 and %2."),
                            p.protection->name, protection->name));
                p.protection = protection;
            } else if (!rules.modifier(id)) {
                refuse(say(HS_TEXT("core", "The ruleset has no situation '%1'."), id));
            }
        }
        std::map<std::string, const Modifier*> groups;
        for (const Modifier& m : rules.modifiers) {
            if (!chosen.count(m.id))
                continue;
            if (!m.group.empty()) {
                auto [it, fresh] = groups.emplace(m.group, &m);
                if (!fresh)
                    refuse(say(
                        HS_TEXT("core", "%1 and %2 cannot both apply."), it->second->name, m.name));
            }
            if (m.blocks)
                refuse(say(HS_TEXT("core",
                               "%1: the target cannot be hit until the protection is removed."),
                    m.name));
            if (m.cover && action.isThrow)
                refuse(say(HS_TEXT(
                    "core", "Cover shields a target of an attack, not a point thrown at.")));
            if (m.cover)
                p.cover = Part { m.id, m.name, m.dice };
            else
                p.modifiers.push_back({ m.id, m.name, m.dice });
        }
        if (p.protection && !p.cover)
            refuse(say(HS_TEXT("core",
                           "Behind %1 the target needs a cover situation too (how much of it is "
                           "covered)."),
                p.protection->name));
        if (action.modifier != 0)
            p.modifiers.push_back({ "modifier", "", DieCode { action.modifier, 0 } });

        if (p.reaction != Reaction::None) {
            const Injury targetHurt = injuryOf(*target);
            if (outOfAction(targetHurt))
                refuse(say(HS_TEXT("core", "%1 cannot dodge: %2."), target->name,
                    levelName(targetHurt.level)));
            const int dodgePenalty = std::max(0, action.option("dodge_penalty", 0));
            p.reactionDice = lessDice(rules.skill(*p.target, rules.dodgeSkill),
                dodgePenalty + woundPenalty(targetHurt.level));
        }
        p.penalty = woundPenalty(hurt.level);
        p.attack = lessDice(rules.skill(*p.shooter, p.weapon->skill), p.penalty);
        return p;
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
        list.push_back({ w.id, w.name, w.kind, {} });
    }
    return list;
}

std::vector<ground::Choice> Engine::situations() const
{
    std::vector<ground::Choice> list;
    for (const Modifier& m : m_rules->modifiers)
        list.push_back({ m.id, m.name, m.blocks ? "cannot be hit" : toString(m.dice, true) });
    list.push_back({ "dodge", "Dodge (regular: the roll is the difficulty)", "reaction" });
    list.push_back({ "full_dodge", "Full dodge (the roll is added)", "reaction" });
    for (const Protection& p : m_rules->protection)
        list.push_back({ p.id, p.name, "protection, body " + toString(p.body) });
    return list;
}

std::vector<ground::OptionSpec> Engine::options(const Action& action) const
{
    std::vector<ground::OptionSpec> list;
    list.push_back({ "difficulty",
        HS_TEXT("core", "Difficulty number (0: the middle of the level)"), 0, 999, 0 });
    if (!action.isThrow)
        list.push_back({ "dodge_penalty", HS_TEXT("core", "Dice off the dodge (multiple actions)"),
            0, 10, 0 });
    return list;
}

std::vector<ground::Choice> Engine::characters() const
{
    std::vector<ground::Choice> list;
    for (const auto& [key, c] : m_rules->characters)
        list.push_back({ key, c.name, "Body " + toString(m_rules->body(c)) });
    return list;
}

Figure Engine::figure(const std::string& character) const
{
    auto it = m_rules->characters.find(character);
    if (it == m_rules->characters.end())
        throw Refused(say(HS_TEXT("core", "The ruleset has no character '%1'."), character));
    Figure f;
    f.character = character;
    f.name = it->second.name;
    return f;
}

// The wound ladder from healthy (0) to killed (6), the stuns counted towards unconsciousness,
// and whether the stuns knocked the figure out.
std::vector<ground::StateKey> Engine::stateKeys(const Figure& figure) const
{
    if (!m_rules->characters.count(figure.character))
        throw Refused(say(HS_TEXT("core", "The ruleset has no character '%1'."), figure.character));
    return { { "wound_level", 0, static_cast<int>(WoundLevel::Killed) }, { "stuns", 0, 999 },
        { "unconscious", 0, 1 } };
}

Text Engine::status(const Figure& figure) const
{
    const Injury injury = injuryOf(figure);
    if (injury.stuns > 0 && injury.unconscious && injury.level < WoundLevel::Incapacitated)
        return say(
            HS_TEXT("core", "%1, unconscious (%2 stuns)"), levelName(injury.level), injury.stuns);
    if (injury.stuns > 0)
        return say(HS_TEXT("core", "%1 (%2 stuns)"), levelName(injury.level), injury.stuns);
    return levelName(injury.level);
}

std::optional<std::string> Engine::band(const std::string& weapon, int metres) const
{
    const Weapon* w = m_rules->weapon(weapon);
    if (!w)
        return std::nullopt;
    if (w->kind == WeaponKind::Melee)
        return metres <= w->reach ? std::optional<std::string>("melee") : std::nullopt;
    const std::optional<Band> b = bandOf(w->ranges, metres);
    return b ? std::optional<std::string>(toString(*b)) : std::nullopt;
}

ground::Scatter Engine::scatter(const std::string&) const
{
    return m_rules->scatter;
}

std::vector<ground::Ring> Engine::rings(const std::string& weapon) const
{
    std::vector<ground::Ring> list;
    if (const Weapon* w = m_rules->weapon(weapon))
        for (const BlastRing& r : w->blast)
            list.push_back({ r.upTo, toString(r.damage) });
    return list;
}

double Engine::hitChance(const Scene& scene, const Action& action) const
{
    const Plan p = plan(*m_rules, scene, action);
    std::map<int, double> difficulty { { p.number, 1.0 } };
    if (p.reaction == Reaction::Dodge)
        difficulty = codeOdds(p.reactionDice);
    else if (p.reaction == Reaction::FullDodge)
        difficulty = convolve(difficulty, codeOdds(p.reactionDice));
    for (const Part& m : p.modifiers)
        difficulty = convolve(difficulty, codeOdds(m.dice));
    if (p.cover)
        difficulty = convolve(difficulty, codeOdds(p.cover->dice));
    const std::map<int, double> attack = codeOdds(p.attack);
    double chance = 0;
    for (const auto& [d, pd] : difficulty)
        for (const auto& [a, pa] : attack)
            if (a >= d)
                chance += pd * pa;
    return chance;
}

Outcome Engine::resolve(const Scene& scene, const Action& action, DiceSource& dice) const
{
    const Plan p = plan(*m_rules, scene, action);
    const std::size_t first = dice.used().size();
    Outcome out;
    out.weapon = p.weapon->id;
    out.isThrow = action.isThrow;
    out.band = p.band;
    out.distance = p.metres;
    out.after = scene;
    if (action.isThrow)
        resolveThrow(*m_rules, p, scene, out, dice);
    else
        resolveAttack(*m_rules, p, action, out, dice);
    out.dice = facesSince(dice, first);
    return out;
}

} // namespace hitspread::d6ladder
