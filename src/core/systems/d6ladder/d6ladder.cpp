// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System d6ladder, rules/other-systems.md section B: the resolvers, which roll what the engine
// (d6ladderengine.cpp) plans; the dice order is in d6ladder.h.
#include "d6ladder.h"

#include "d6ladderplan.h"
#include "resolving.h"

#include <algorithm>
#include <cstdlib>

namespace hitspread::d6ladder {

using ground::Action;
using ground::Figure;
using ground::FigureResult;
using ground::Outcome;
using ground::Roll;
using ground::Scene;

namespace {
    DieCode plus(DieCode a, DieCode b)
    {
        return { a.dice + b.dice, a.pips + b.pips };
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

    // Why a roll has fewer dice: "−1D wounded, −1D stunned".
    Text penaltyText(const Penalty& penalty)
    {
        std::vector<Text> parts;
        if (penalty.wounds > 0)
            parts.push_back(say(HS_TEXT("core", "−%1D wounded"), penalty.wounds));
        if (penalty.stun > 0)
            parts.push_back(say(HS_TEXT("core", "−%1D stunned"), penalty.stun));
        if (penalty.actions > 0)
            parts.push_back(
                say(HS_TEXT("core", "−%1D for other actions this round"), penalty.actions));
        if (penalty.byHand > 0)
            parts.push_back(say(HS_TEXT("core", "−%1D by hand"), penalty.byHand));
        Text text = parts.empty() ? literal("") : parts.front();
        for (std::size_t i = 1; i < parts.size(); ++i)
            text = say(HS_TEXT("core", "%1, %2"), text, parts[i]);
        return text;
    }

    // One more action of the figure this round (the multiple-action penalty counts it).
    void countAction(Figure& figure)
    {
        figure.state["actions"] = std::max(0, figure.value("actions")) + 1;
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
            // roll, and a stunned one −1D for the rest of the round and the next: Body against
            // damage too (the seed's "Damage" section); armour is not Body and adds in full.
            const Injury before = injuryOf(figure);
            const DieCode resist = plus(
                lessDice(body, conditionPenalty(rules, figure).total()), rules.armourDice(c));
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

        // With sneak_attack, the opposed roll: the attacker's Special Ops [Sneak] against the
        // target's Savvy (seed, "Combat Modifiers", Surprise). Returns whether it surprised.
        bool surprise(const Plan& p, const Figure& target)
        {
            Roll sneak = rollCode(p.sneakDice, dice, "sneak", "sneak");
            Roll notice = rollCode(p.noticeDice, dice, "notice", "notice");
            // Reading: "successfully perform an opposed roll" — the attacker must roll higher; a
            // tie goes to the target.
            const bool surprised = sneak.total > notice.total;
            sneak.target = notice.total + 1;
            sneak.rule = "at_least";
            sneak.success = surprised;
            out.working.push_back(surprised
                    ? say(HS_TEXT("core",
                              "Sneak %1: %2 = %3 against %4's Savvy %5: %6 = %7: surprised, no "
                              "reaction to this first action."),
                        toString(p.sneakDice), facesText(sneak.faces, p.sneakDice.pips),
                        sneak.total, target.name, toString(p.noticeDice),
                        facesText(notice.faces, p.noticeDice.pips), notice.total)
                    : say(HS_TEXT("core",
                              "Sneak %1: %2 = %3 against %4's Savvy %5: %6 = %7: not surprised."),
                        toString(p.sneakDice), facesText(sneak.faces, p.sneakDice.pips),
                        sneak.total, target.name, toString(p.noticeDice),
                        facesText(notice.faces, p.noticeDice.pips), notice.total));
            out.rolls.push_back(std::move(sneak));
            out.rolls.push_back(std::move(notice));
            return surprised;
        }

        // The part of the difficulty before the attack roll; returns the basic difficulty
        // (without the cover) and sets `full`. The target reacts as planned unless surprised.
        int difficulty(const Plan& p, int& full)
        {
            int number = p.number;
            out.working.push_back(say(HS_TEXT("core", "%1 at %2 m (%3): %4, difficulty number %5."),
                p.weapon->name, p.metres, p.band, p.level->name, p.number));
            bool reacts = p.reaction != Reaction::None;
            if (p.sneak)
                reacts = !surprise(p, out.after.figures[static_cast<std::size_t>(p.targetIndex)])
                    && reacts;
            if (reacts) {
                const bool regular = p.reaction == Reaction::Dodge;
                Roll roll
                    = rollCode(p.reactionDice, dice, regular ? "dodge" : "full_dodge", "dodge");
                number = regular ? roll.total : number + roll.total;
                const Text why = penaltyText(p.reactionPenalty);
                const bool less = p.reactionPenalty.total() > 0;
                const std::string code = toString(p.reactionDice);
                const std::string faces = facesText(roll.faces, p.reactionDice.pips);
                if (regular && less)
                    out.working.push_back(
                        say(HS_TEXT("core", "Dodge %1 (%2): %3 = %4, the new difficulty number."),
                            code, why, faces, roll.total));
                else if (regular)
                    out.working.push_back(
                        say(HS_TEXT("core", "Dodge %1: %2 = %3, the new difficulty number."), code,
                            faces, roll.total));
                else if (less)
                    out.working.push_back(
                        say(HS_TEXT("core", "Full dodge %1 (%2): %3 = %4 added: %5."), code, why,
                            faces, roll.total, number));
                else
                    out.working.push_back(say(HS_TEXT("core", "Full dodge %1: %2 = %3 added: %4."),
                        code, faces, roll.total, number));
                out.rolls.push_back(std::move(roll));
                // The dodge is one more action of the target this round; a full dodge takes the
                // place of its other actions for the rest of the round.
                Figure& dodger = out.after.figures[static_cast<std::size_t>(p.targetIndex)];
                countAction(dodger);
                if (!regular)
                    dodger.state["full_dodge"] = 1;
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
            out.working.push_back(p.penalty.total() > 0
                    ? say(HS_TEXT("core", "%1 rolls %2 (%3): %4 = %5 against %6."), p.shooter->name,
                        toString(p.attack), penaltyText(p.penalty),
                        facesText(roll.faces, p.attack.pips), roll.total, full)
                    : say(HS_TEXT("core", "%1 rolls %2: %3 = %4 against %5."), p.shooter->name,
                        toString(p.attack), facesText(roll.faces, p.attack.pips), roll.total,
                        full));
            out.rolls.push_back(roll);
            return roll;
        }

        void attack(const Plan& p)
        {
            countAction(out.after.figures[static_cast<std::size_t>(out.after.shooter)]);
            int full = 0;
            const int basic = difficulty(p, full);
            const Roll roll = skillRoll(p, full, "attack");
            out.hit = roll.total >= full;
            Figure& figure = out.after.figures[static_cast<std::size_t>(p.targetIndex)];
            FigureResult result;
            result.figure = p.targetIndex;
            result.distance = p.metres;
            result.band = p.band;
            const DieCode damage = p.damage;
            if (out.hit) {
                result.affected = true;
                out.working.push_back(say(HS_TEXT("core", "Hit.")));
                Roll d = damageRoll(damage, "damage");
                result.rolls.push_back(d);
                againstBody(*p.target, figure, d.total, result);
            } else if (p.cover && roll.total >= basic) {
                coverHit(
                    p, figure, damage, result, say(HS_TEXT("core", "The shot hit the cover.")));
            } else {
                out.working.push_back(say(HS_TEXT("core", "Miss.")));
                result.result = say(HS_TEXT("core", "Missed."));
            }
            out.figures.push_back(std::move(result));
        }

        // The roll beat the difficulty without the cover but not with it: the cover is hit.
        // `shielded` is the figure's result when no protection is named.
        void coverHit(const Plan& p, Figure& figure, DieCode damage, FigureResult& result,
            const Text& shielded)
        {
            if (!p.protection) {
                out.working.push_back(say(HS_TEXT("core",
                    "The cover is hit; it gives no protection named, so the target is missed.")));
                result.result = shielded;
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
            countAction(out.after.figures[static_cast<std::size_t>(scene.shooter)]);
            int full = 0;
            const int basic = difficulty(p, full);
            const Roll roll = skillRoll(p, full, "throw");
            // Seed, "Protection": a roll that beats the basic difficulty but not the cover
            // "hit whatever the character is hiding behind" — a throw too, which then lands
            // where aimed (option thrown_cover_hit_scatters: it misses and scatters).
            const bool onCover = p.cover && roll.total < full && roll.total >= basic
                && !rules.options.thrownCoverHitScatters;
            out.hit = roll.total >= full || onCover;
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
            } else if (onCover) {
                out.working.push_back(
                    say(HS_TEXT("core", "It hits %1's cover and lands where it was thrown, at %2."),
                        scene.figures[static_cast<std::size_t>(p.targetIndex)].name,
                        label(out.landing)));
            } else {
                out.working.push_back(say(
                    HS_TEXT("core", "It lands where it was thrown, at %1."), label(out.landing)));
            }
            std::vector<BlastRing> blast = p.weapon->blast;
            if (blast.empty())
                blast.push_back({ 0, p.damage });
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
                if (onCover && result.figure == p.targetIndex) {
                    result.affected = false;
                    coverHit(p, figure, ring->damage, result,
                        say(HS_TEXT("core", "The cover took it.")));
                } else {
                    Roll d = damageRoll(ring->damage, "damage");
                    result.rolls.push_back(d);
                    againstBody(c, figure, d.total, result);
                }
                out.figures.push_back(std::move(result));
            }
        }
    };
}

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

const Character& characterOf(const Rules& rules, const Figure& f)
{
    auto it = rules.characters.find(f.character);
    if (it == rules.characters.end())
        refuse(say(HS_TEXT("core", "%1: the ruleset has no character '%2'."), f.name, f.character));
    return it->second;
}

DieCode lessDice(DieCode code, int dice)
{
    code.dice = std::max(0, code.dice - dice);
    return code;
}

void resolveAttack(const Rules& rules, const Plan& p, Outcome& out, DiceSource& dice)
{
    Resolution { rules, out, dice }.attack(p);
}

void resolveThrow(
    const Rules& rules, const Plan& p, const Scene& scene, Outcome& out, DiceSource& dice)
{
    Resolution { rules, out, dice }.throwAt(p, scene);
}

Injury injuryOf(const Figure& figure)
{
    Injury injury;
    injury.level = static_cast<WoundLevel>(std::clamp(figure.value("wound_level"), 0, 6));
    injury.stuns = std::max(0, figure.value("stuns"));
    injury.unconscious = figure.value("unconscious") != 0;
    injury.stunRounds = std::clamp(figure.value("stun_rounds"), 0, 2);
    injury.prone = figure.value("prone") != 0;
    injury.noActions = figure.value("no_actions") != 0;
    return injury;
}

void setInjury(Figure& figure, const Injury& injury)
{
    figure.state["wound_level"] = static_cast<int>(injury.level);
    figure.state["stuns"] = injury.stuns;
    figure.state["unconscious"] = injury.unconscious ? 1 : 0;
    // What lasts a round, and the posture, are written only while they hold (missing = 0), so
    // a figure's state stays as short as its story.
    auto put = [&](const char* key, int value) {
        if (value != 0)
            figure.state[key] = value;
        else
            figure.state.erase(key);
    };
    put("stun_rounds", injury.stunRounds);
    put("prone", injury.prone ? 1 : 0);
    put("no_actions", injury.noActions ? 1 : 0);
}

int woundPenalty(WoundLevel level)
{
    return level == WoundLevel::Wounded ? 1 : level == WoundLevel::WoundedTwice ? 2 : 0;
}

Penalty conditionPenalty(const Rules& rules, const Figure& figure)
{
    const Injury injury = injuryOf(figure);
    Penalty p;
    p.wounds = woundPenalty(injury.level);
    // Seed, "Damage": the stun's "-1D to skill and attribute rolls for the rest of the round
    // and for the next round", on the stunned character's own rolls.
    const int stun = injury.stunRounds > 0 ? 1 : 0;
    p.stun = rules.options.stunAddsToWoundPenalty ? stun : std::max(0, stun - p.wounds);
    return p;
}

Penalty actionPenalty(const Rules& rules, const Figure& figure, int declared)
{
    Penalty p = conditionPenalty(rules, figure);
    // "Don't forget to add penalties for multiple actions": this action is the figure's
    // (actions taken + 1)th of the round, or one of the `declared`, whichever is more.
    const int actions = std::max(std::max(0, declared), std::max(0, figure.value("actions")) + 1);
    p.actions = (actions - 1) * std::max(0, rules.options.multipleActionDice);
    return p;
}

Figure nextRound(const Figure& figure)
{
    Figure f = figure;
    const Injury injury = injuryOf(f);
    if (f.state.count("wound_level") || injury.stunRounds > 0 || injury.noActions)
        setInjury(f, hitspread::d6ladder::nextRound(injury));
    f.state.erase("actions");
    f.state.erase("full_dodge");
    return f;
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

} // namespace hitspread::d6ladder
