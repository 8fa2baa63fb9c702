// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System d6ladder, rules/other-systems.md section B; the dice order is in d6ladder.h.
#include "d6ladder.h"

#include "resolving.h"

#include <algorithm>
#include <cstdlib>
#include <set>

namespace hitspread::d6ladder {

using ground::Action;
using ground::Figure;
using ground::FigureResult;
using ground::Outcome;
using ground::Roll;
using ground::Scene;

namespace {
    Text levelName(WoundLevel level)
    {
        switch (level) {
        case WoundLevel::Healthy:
            return term(HS_TEXT("core", "Healthy"));
        case WoundLevel::Stunned:
            return term(HS_TEXT("core", "Stunned"));
        case WoundLevel::Wounded:
            return term(HS_TEXT("core", "Wounded"));
        case WoundLevel::WoundedTwice:
            return term(HS_TEXT("core", "Wounded twice"));
        case WoundLevel::Incapacitated:
            return term(HS_TEXT("core", "Incapacitated"));
        case WoundLevel::MortallyWounded:
            return term(HS_TEXT("core", "Mortally wounded"));
        case WoundLevel::Killed:
            return term(HS_TEXT("core", "Killed"));
        }
        return term(HS_TEXT("core", "Healthy"));
    }

    DieCode plus(DieCode a, DieCode b)
    {
        return { a.dice + b.dice, a.pips + b.pips };
    }

    std::map<int, double> convolve(const std::map<int, double>& a, const std::map<int, double>& b)
    {
        std::map<int, double> out;
        for (const auto& [x, p] : a)
            for (const auto& [y, q] : b)
                out[x + y] += p * q;
        return out;
    }

    // A part of the difficulty: dice rolled and added (or, negative, taken off).
    struct Part {
        std::string id;
        std::string name;
        DieCode dice;
    };

    enum class Reaction { None, Dodge, FullDodge };

    // What an action asks for, checked before any die is rolled.
    struct Plan {
        const Weapon* weapon = nullptr;
        const Character* shooter = nullptr;
        const Character* target = nullptr;
        int metres = 0;
        std::string band;
        const DifficultyLevel* level = nullptr;
        int number = 0;
        Reaction reaction = Reaction::None;
        DieCode reactionDice;
        std::vector<Part> modifiers;
        std::optional<Part> cover;
        const Protection* protection = nullptr;
        DieCode attack;
        int penalty = 0;
    };

    const Character& characterOf(const Rules& rules, const Figure& f)
    {
        auto it = rules.characters.find(f.character);
        if (it == rules.characters.end())
            refuse(say(
                HS_TEXT("core", "%1: the ruleset has no character '%2'."), f.name, f.character));
        return it->second;
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

    DieCode lessDice(DieCode code, int dice)
    {
        code.dice = std::max(0, code.dice - dice);
        return code;
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

    std::string facesText(const std::vector<int>& faces, int pips)
    {
        if (faces.empty() && pips == 0)
            return "0";
        std::string text;
        for (int face : faces)
            text += (text.empty() ? "" : "+") + std::to_string(face);
        if (pips != 0)
            text += (pips > 0 ? "+" : "") + std::to_string(pips);
        return text;
    }

    // Rolls a die code; the total is signed (a −1D modifier takes its die off).
    Roll rollCode(DieCode code, DiceSource& dice, const std::string& what, const char* purpose)
    {
        Roll roll;
        roll.what = what;
        int sum = 0;
        for (int i = 0; i < std::abs(code.dice); ++i) {
            roll.faces.push_back(dice.roll(purpose));
            sum += roll.faces.back();
        }
        roll.total = (code.dice < 0 ? -sum : sum) + code.pips;
        return roll;
    }

    struct Resolution {
        const Rules& rules;
        Outcome& out;
        DiceSource& dice;

        // A damage total against the target's Body + armour; the figure's injury changes.
        void againstBody(const Character& c, Figure& figure, int damage, FigureResult& result)
        {
            const DieCode body = rules.body(c);
            // A wounded character rolls −1D (wounded twice −2D) on every skill and attribute
            // roll, Body against damage too (the seed's "Damage" section); armour is not
            // Body and adds in full.
            const Injury before = injuryOf(figure);
            const DieCode resist
                = plus(lessDice(body, woundPenalty(before.level)), rules.armourDice(c));
            Roll roll = rollCode(resist, dice, "body", "body");
            roll.target = damage + 1;
            roll.rule = "at_least";
            roll.success = roll.total > damage;
            result.rolls.push_back(roll);
            if (roll.total > damage) {
                result.result = say(HS_TEXT("core", "Body %1 (%2: %3) beats damage %4: no damage."),
                    roll.total, toString(resist), facesText(roll.faces, resist.pips), damage);
            } else {
                const DamageResult hit = damageResult(rules, damage - roll.total);
                const Injury after = applyDamage(before, hit, body.dice);
                setInjury(figure, after);
                result.result = after.unconscious && !before.unconscious
                        && after.level < WoundLevel::Incapacitated
                    ? say(HS_TEXT("core",
                              "Damage %1 against Body %2 (%3: %4): %5 over, %6; now %7, and stun "
                              "%8 of %9 Body dice knocks out for 2D minutes."),
                        damage, roll.total, toString(resist), facesText(roll.faces, resist.pips),
                        damage - roll.total, levelName(hit), levelName(after.level), after.stuns,
                        body.dice)
                    : say(
                        HS_TEXT("core", "Damage %1 against Body %2 (%3: %4): %5 over, %6; now %7."),
                        damage, roll.total, toString(resist), facesText(roll.faces, resist.pips),
                        damage - roll.total, levelName(hit), levelName(after.level));
            }
            out.working.push_back(say(HS_TEXT("core", "%1: %2"), figure.name, result.result));
        }

        Roll damageRoll(DieCode code, const char* what)
        {
            Roll roll = rollCode(code, dice, what, "damage");
            out.working.push_back(say(HS_TEXT("core", "Damage %1: %2 = %3."), toString(code),
                facesText(roll.faces, code.pips), roll.total));
            return roll;
        }

        // The part of the difficulty before the attack roll; returns the basic difficulty
        // (without the cover) and sets `full`.
        int difficulty(const Plan& p, int& full)
        {
            int number = p.number;
            out.working.push_back(say(HS_TEXT("core", "%1 at %2 m (%3): %4, difficulty number %5."),
                p.weapon->name, p.metres, p.band, p.level->name, p.number));
            if (p.reaction != Reaction::None) {
                const bool regular = p.reaction == Reaction::Dodge;
                Roll roll
                    = rollCode(p.reactionDice, dice, regular ? "dodge" : "full_dodge", "dodge");
                number = regular ? roll.total : number + roll.total;
                out.working.push_back(regular
                        ? say(HS_TEXT("core", "Dodge %1: %2 = %3, the new difficulty number."),
                            toString(p.reactionDice), facesText(roll.faces, p.reactionDice.pips),
                            roll.total)
                        : say(HS_TEXT("core", "Full dodge %1: %2 = %3 added: %4."),
                            toString(p.reactionDice), facesText(roll.faces, p.reactionDice.pips),
                            roll.total, number));
                out.rolls.push_back(std::move(roll));
            }
            for (const Part& m : p.modifiers) {
                Roll roll = rollCode(m.dice, dice, m.id, "difficulty");
                number += roll.total;
                out.working.push_back(say(HS_TEXT("core", "%1 %2: %3 = %4, difficulty %5."),
                    m.name.empty() ? term(HS_TEXT("core", "Modifier")) : literal(m.name),
                    toString(m.dice, true), facesText(roll.faces, m.dice.pips), roll.total,
                    number));
                out.rolls.push_back(std::move(roll));
            }
            full = number;
            if (p.cover) {
                Roll roll = rollCode(p.cover->dice, dice, p.cover->id, "cover");
                full += roll.total;
                out.working.push_back(
                    say(HS_TEXT("core", "%1 %2: %3 = %4, difficulty %5 (%6 without the cover)."),
                        p.cover->name, toString(p.cover->dice, true),
                        facesText(roll.faces, p.cover->dice.pips), roll.total, full, number));
                out.rolls.push_back(std::move(roll));
            }
            return number;
        }

        Roll skillRoll(const Plan& p, int full, const char* what)
        {
            Roll roll = rollCode(p.attack, dice, what, what);
            roll.target = full;
            roll.rule = "at_least";
            roll.success = roll.total >= full;
            out.working.push_back(p.penalty > 0
                    ? say(HS_TEXT("core", "%1 rolls %2 (−%3D for wounds): %4 = %5 against %6."),
                        p.shooter->name, toString(p.attack), p.penalty,
                        facesText(roll.faces, p.attack.pips), roll.total, full)
                    : say(HS_TEXT("core", "%1 rolls %2: %3 = %4 against %5."), p.shooter->name,
                        toString(p.attack), facesText(roll.faces, p.attack.pips), roll.total,
                        full));
            out.rolls.push_back(roll);
            return roll;
        }

        void attack(const Plan& p, const Action& action)
        {
            int full = 0;
            const int basic = difficulty(p, full);
            const Roll roll = skillRoll(p, full, "attack");
            out.hit = roll.total >= full;
            Figure& figure = out.after.figures[static_cast<std::size_t>(action.target)];
            FigureResult result;
            result.figure = action.target;
            result.distance = p.metres;
            result.band = p.band;
            const DieCode damage = p.weapon->damageAddsBody
                ? plus(p.weapon->damage, rules.body(*p.shooter))
                : p.weapon->damage;
            if (out.hit) {
                result.affected = true;
                out.working.push_back(say(HS_TEXT("core", "Hit.")));
                Roll d = damageRoll(damage, "damage");
                result.rolls.push_back(d);
                againstBody(*p.target, figure, d.total, result);
            } else if (p.cover && roll.total >= basic) {
                coverHit(p, figure, damage, result);
            } else {
                out.working.push_back(say(HS_TEXT("core", "Miss.")));
                result.result = say(HS_TEXT("core", "Missed."));
            }
            out.figures.push_back(std::move(result));
        }

        // The roll beat the difficulty without the cover but not with it: the cover is hit.
        void coverHit(const Plan& p, Figure& figure, DieCode damage, FigureResult& result)
        {
            if (!p.protection) {
                out.working.push_back(say(HS_TEXT("core",
                    "The cover is hit; it gives no protection named, so the target is missed.")));
                result.result = say(HS_TEXT("core", "The shot hit the cover."));
                return;
            }
            out.working.push_back(say(HS_TEXT("core", "The cover is hit: %1, body %2."),
                p.protection->name, toString(p.protection->body)));
            Roll d = damageRoll(damage, "damage");
            result.rolls.push_back(d);
            Roll body = rollCode(p.protection->body, dice, "protection", "protection");
            body.target = d.total;
            body.rule = "at_least";
            body.success = d.total < body.total;
            result.rolls.push_back(body);
            if (d.total < body.total) {
                result.result = say(HS_TEXT("core", "%1 holds: %2 against damage %3, no damage."),
                    p.protection->name, body.total, d.total);
                out.working.push_back(result.result);
                return;
            }
            const int difference = d.total - body.total;
            const Through through = throughProtection(rules, difference);
            if (through.kind == Through::None) {
                result.result
                    = say(HS_TEXT("core", "%1 (%2) is damaged, %3 over: nothing gets through."),
                        p.protection->name, body.total, difference);
                out.working.push_back(result.result);
                return;
            }
            result.affected = true;
            int passing = d.total;
            if (through.kind == Through::Dice) {
                out.working.push_back(
                    say(HS_TEXT("core", "%1 (%2) is damaged, %3 over: %4D gets through."),
                        p.protection->name, body.total, difference, through.dice));
                Roll t = damageRoll(DieCode { through.dice, 0 }, "through");
                passing = t.total;
                result.rolls.push_back(t);
            } else {
                out.working.push_back(say(
                    HS_TEXT("core", "%1 (%2) is broken, %3 over: the full damage %4 gets through."),
                    p.protection->name, body.total, difference, d.total));
            }
            againstBody(*p.target, figure, passing, result);
        }

        void throwAt(const Plan& p, const Scene& scene)
        {
            int full = 0;
            difficulty(p, full);
            const Roll roll = skillRoll(p, full, "throw");
            out.hit = roll.total >= full;
            out.aim = scene.aim;
            out.landing = scene.aim;
            const Hex thrower = scene.figures[static_cast<std::size_t>(scene.shooter)].position;
            if (!out.hit) {
                const int face = dice.roll("scatter direction", rules.scatter.directionSides());
                Roll direction;
                direction.what = "direction";
                direction.sides = rules.scatter.directionSides();
                direction.faces = { face };
                direction.total = face;
                out.rolls.push_back(direction);
                Roll metres = rollCode(
                    DieCode { rules.scatter.dice(p.band), 0 }, dice, "scatter", "scatter metres");
                out.rolls.push_back(metres);
                out.direction = face;
                out.directionSides = rules.scatter.directionSides();
                out.drift = metres.total;
                out.landing
                    = ground::landing(rules.scatter, thrower, scene.aim, face, metres.total);
                out.working.push_back(
                    say(HS_TEXT("core", "Missed: direction %1, %2 m off (%3): it lands at %4."),
                        face, metres.total, facesText(metres.faces, 0), label(out.landing)));
            } else {
                out.working.push_back(say(
                    HS_TEXT("core", "It lands where it was thrown, at %1."), label(out.landing)));
            }
            std::vector<BlastRing> blast = p.weapon->blast;
            if (blast.empty())
                blast.push_back({ 0, p.weapon->damage });
            for (std::size_t i = 0; i < scene.figures.size(); ++i) {
                Figure& figure = out.after.figures[i];
                FigureResult result;
                result.figure = static_cast<int>(i);
                result.distance = distance(figure.position, out.landing);
                auto ring = std::find_if(blast.begin(), blast.end(),
                    [&](const BlastRing& r) { return result.distance <= r.upTo; });
                if (ring == blast.end())
                    continue;
                result.ring = static_cast<int>(ring - blast.begin());
                result.band = std::to_string(ring->upTo) + " m";
                result.affected = true;
                const Character& c = characterOf(rules, figure);
                out.working.push_back(
                    say(HS_TEXT("core", "%1, %2 m from the burst: ring %3, damage %4."),
                        figure.name, result.distance, *result.ring + 1, toString(ring->damage)));
                Roll d = damageRoll(ring->damage, "damage");
                result.rolls.push_back(d);
                againstBody(c, figure, d.total, result);
                out.figures.push_back(std::move(result));
            }
        }
    };
}

Injury injuryOf(const Figure& figure)
{
    Injury injury;
    injury.level = static_cast<WoundLevel>(std::clamp(figure.value("wound_level"), 0, 6));
    injury.stuns = std::max(0, figure.value("stuns"));
    injury.unconscious = figure.value("unconscious") != 0;
    return injury;
}

void setInjury(Figure& figure, const Injury& injury)
{
    figure.state["wound_level"] = static_cast<int>(injury.level);
    figure.state["stuns"] = injury.stuns;
    figure.state["unconscious"] = injury.unconscious ? 1 : 0;
}

int woundPenalty(WoundLevel level)
{
    // Reading: a stun's −1D lasts this round and the next, which the scene does not track.
    return level == WoundLevel::Wounded ? 1 : level == WoundLevel::WoundedTwice ? 2 : 0;
}

std::map<int, double> codeOdds(DieCode code)
{
    const std::vector<double> sums = ground::sumOdds(std::abs(code.dice));
    std::map<int, double> odds;
    for (std::size_t s = 0; s < sums.size(); ++s)
        if (sums[s] > 0)
            odds[(code.dice < 0 ? -static_cast<int>(s) : static_cast<int>(s)) + code.pips]
                += sums[s];
    return odds;
}

Engine::Engine(std::shared_ptr<const Rules> rules)
    : m_rules(std::move(rules))
{
}

std::vector<ground::WeaponChoice> Engine::weapons() const
{
    std::vector<ground::WeaponChoice> list;
    for (const Weapon& w : m_rules->weapons) {
        const ground::WeaponKind kind = w.kind == WeaponKind::Firearm ? ground::WeaponKind::Ranged
            : w.kind == WeaponKind::Melee                             ? ground::WeaponKind::Melee
                                                                      : ground::WeaponKind::Thrown;
        list.push_back({ w.id, w.name, kind, {} });
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
    list.push_back({ "difficulty", "Difficulty number (0: the middle of the level)", 0, 999, 0 });
    if (!action.isThrow)
        list.push_back({ "dodge_penalty", "Dice off the dodge (multiple actions)", 0, 10, 0 });
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
    Resolution r { *m_rules, out, dice };
    if (action.isThrow)
        r.throwAt(p, scene);
    else
        r.attack(p, action);
    out.dice = facesSince(dice, first);
    return out;
}

} // namespace hitspread::d6ladder
