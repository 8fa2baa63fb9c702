// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System d6ladder on the ground map: scenes and actions turned into the resolvers' plans.
#include "d6ladderengine.h"

#include "d6ladderhealing.h"
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

    // Refuses an action by a figure whose state forbids it, saying why.
    void checkCanAct(const Figure& f)
    {
        const Injury injury = injuryOf(f);
        if (outOfAction(injury))
            refuse(say(HS_TEXT("core", "%1 cannot act: %2."), f.name, levelName(injury.level)));
        // Seed, "Damage": "A Wounded character falls prone and can take no actions for the rest
        // of the round."
        if (injury.noActions)
            refuse(say(HS_TEXT("core",
                           "%1 cannot act until the next round: %2, he fell prone and can take no "
                           "actions for the rest of the round."),
                f.name, levelName(injury.level)));
        // Seed, "Reacting to Attacks": full reactions "are made instead of whatever other
        // actions you would have taken for the rest of this round".
        if (f.value("full_dodge") != 0)
            refuse(say(HS_TEXT("core",
                           "%1 cannot act until the next round: his full dodge takes the place of "
                           "his other actions this round."),
                f.name));
    }

    // The same for a reaction: a dodge is refused to a figure out of action or fallen this
    // round (reading: a reaction is an action, as the multiple-action penalty counts it).
    void checkCanDodge(const Figure& f)
    {
        const Injury injury = injuryOf(f);
        if (outOfAction(injury))
            refuse(say(HS_TEXT("core", "%1 cannot dodge: %2."), f.name, levelName(injury.level)));
        if (injury.noActions)
            refuse(say(HS_TEXT("core",
                           "%1 cannot dodge until the next round: %2, he fell prone and can take "
                           "no actions for the rest of the round."),
                f.name, levelName(injury.level)));
    }

    // The target of a throw: the one figure other than the thrower on the hex thrown at.
    // `wanted` names what needs it (a dodge, a cover …); nullopt when nothing does.
    int throwTarget(const Scene& scene, const Weapon& weapon, const std::optional<Text>& wanted)
    {
        std::vector<int> there;
        for (std::size_t i = 0; i < scene.figures.size(); ++i)
            if (static_cast<int>(i) != scene.shooter && scene.figures[i].position == scene.aim)
                there.push_back(static_cast<int>(i));
        if (!wanted)
            return there.size() == 1 ? there.front() : -1;
        if (there.empty())
            refuse(
                say(HS_TEXT("core", "Nobody stands where %1 is thrown: %2 needs a target there."),
                    weapon.name, *wanted));
        if (there.size() > 1)
            refuse(say(HS_TEXT("core",
                           "%1 and %2 both stand where %3 is thrown: %4 needs one target there."),
                scene.figures[static_cast<std::size_t>(there[0])].name,
                scene.figures[static_cast<std::size_t>(there[1])].name, weapon.name, *wanted));
        return there.front();
    }

    Plan plan(const Rules& rules, const Scene& scene, const Action& action)
    {
        Plan p;
        const Figure& shooter
            = figureAt(scene, scene.shooter, say(HS_TEXT("core", "the attacker")));
        p.shooter = &characterOf(rules, shooter);
        checkCanAct(shooter);
        p.weapon = rules.weapon(action.weapon);
        if (!p.weapon)
            refuse(say(HS_TEXT("core", "The ruleset has no weapon '%1'."), action.weapon));
        const bool thrown = p.weapon->kind == WeaponKind::Thrown;
        if (action.isThrow != thrown)
            refuse(thrown ? say(
                       HS_TEXT("core", "%1 is thrown at a point on the ground, not at a figure."),
                       p.weapon->name)
                          : say(HS_TEXT("core", "%1 is not a thrown weapon."), p.weapon->name));
        const std::set<std::string> chosen(action.situations.begin(), action.situations.end());
        if (action.isThrow) {
            p.metres = distance(shooter.position, scene.aim);
            // What needs a target where the throw is aimed, named for the refusal.
            std::optional<Text> wanted;
            for (const std::string& id : chosen) {
                const Modifier* m = rules.modifier(id);
                const Protection* protection = rules.findProtection(id);
                if (id == "dodge" || id == "full_dodge")
                    wanted = say(HS_TEXT("core", "a dodge"));
                else if (id == "surprised" || id == "sneak_attack")
                    wanted = say(HS_TEXT("core", "a surprise"));
                else if ((m && m->cover) || protection)
                    wanted = literal(m ? m->name : protection->name);
            }
            p.targetIndex = throwTarget(scene, *p.weapon, wanted);
        } else {
            figureAt(scene, action.target, say(HS_TEXT("core", "the target")));
            if (action.target == scene.shooter)
                refuse(say(HS_TEXT("core", "%1 cannot attack himself."), shooter.name));
            p.targetIndex = action.target;
        }
        const Figure* target = p.targetIndex >= 0
            ? &scene.figures[static_cast<std::size_t>(p.targetIndex)]
            : nullptr;
        if (target) {
            p.target = &characterOf(rules, *target);
            if (!action.isThrow)
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

        for (const std::string& id : chosen) {
            if (id == "dodge" || id == "full_dodge") {
                if (p.reaction != Reaction::None)
                    refuse(say(HS_TEXT("core", "A dodge is regular or full, not both.")));
                p.reaction = id == "dodge" ? Reaction::Dodge : Reaction::FullDodge;
            } else if (id == "surprised") {
                p.surprised = true;
            } else if (id == "sneak_attack") {
                p.sneak = true;
            } else if (const Protection* protection = rules.findProtection(id)) {
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

        // Seed, "Combat Modifiers": "The surprised side cannot use reaction skills against this
        // first action."
        if (p.surprised && p.reaction != Reaction::None)
            refuse(say(HS_TEXT("core",
                "A surprised target cannot use reaction skills against this first action.")));
        if (p.surprised && p.sneak)
            refuse(say(HS_TEXT(
                "core", "The target is surprised already: there is no roll to surprise him.")));
        const int declared = action.option("declared_actions", 0);
        p.penalty = actionPenalty(rules, shooter, declared);
        p.attack = lessDice(rules.skill(*p.shooter, p.weapon->skill), p.penalty.total());
        if (p.sneak) {
            const Injury targetHurt = injuryOf(*target);
            if (outOfAction(targetHurt))
                refuse(say(HS_TEXT("core", "%1 cannot be surprised: %2."), target->name,
                    levelName(targetHurt.level)));
            p.sneakDice = lessDice(rules.skill(*p.shooter, rules.sneakSkill), p.penalty.total());
            p.noticeDice = lessDice(rules.skill(*p.target, rules.noticeSkill),
                conditionPenalty(rules, *target).total());
        }
        if (p.reaction != Reaction::None) {
            checkCanDodge(*target);
            p.reactionPenalty = actionPenalty(rules, *target, 0);
            p.reactionPenalty.byHand = std::max(0, action.option("dodge_penalty", 0));
            p.reactionDice
                = lessDice(rules.skill(*p.target, rules.dodgeSkill), p.reactionPenalty.total());
        }
        p.damage = p.weapon->damage;
        if (p.weapon->damageAddsBody) {
            const DieCode body = rules.body(*p.shooter);
            p.damage = { p.damage.dice + body.dice, p.damage.pips + body.pips };
        }
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
    // The system's own situations: words of the core, which the window translates.
    list.push_back({ "dodge", HS_TEXT("core", "Dodge (regular: the roll is the difficulty)"),
        HS_TEXT("core", "reaction") });
    list.push_back({ "full_dodge", HS_TEXT("core", "Full dodge (the roll is added)"),
        HS_TEXT("core", "reaction") });
    list.push_back(
        { "surprised", HS_TEXT("core", "Target surprised (no reaction to this first action)"),
            HS_TEXT("core", "surprise") });
    list.push_back(
        { "sneak_attack", HS_TEXT("core", "Try to surprise (Sneak against the target's Savvy)"),
            HS_TEXT("core", "surprise") });
    for (const Protection& p : m_rules->protection)
        list.push_back({ p.id, p.name, "protection, body " + toString(p.body) });
    return list;
}

std::vector<ground::OptionSpec> Engine::options(const Action& action) const
{
    if (!action.procedure.empty())
        return procedureOptions(action);
    std::vector<ground::OptionSpec> list;
    list.push_back({ "difficulty",
        HS_TEXT("core", "Difficulty number (0: the middle of the level)"), 0, 999, 0 });
    // A throw's target (the figure where it is aimed) may dodge too.
    list.push_back(
        { "dodge_penalty", HS_TEXT("core", "Dice off the dodge (multiple actions)"), 0, 10, 0 });
    if (m_rules->options.multipleActionDice > 0)
        list.push_back({ "declared_actions",
            HS_TEXT("core", "Actions the attacker declared this round (0: counted as taken)"), 0,
            10, 0 });
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
// whether the stuns knocked the figure out, and what lasts a round (d6ladder.h).
std::vector<ground::StateKey> Engine::stateKeys(const Figure& figure) const
{
    if (!m_rules->characters.count(figure.character))
        throw Refused(say(HS_TEXT("core", "The ruleset has no character '%1'."), figure.character));
    return { { "wound_level", 0, static_cast<int>(WoundLevel::Killed) }, { "stuns", 0, 999 },
        { "unconscious", 0, 1 }, { "stun_rounds", 0, 2 }, { "prone", 0, 1 }, { "no_actions", 0, 1 },
        { "full_dodge", 0, 1 }, { "actions", 0, 999 }, { "mortal_rounds", 0, 999 },
        { "stabilized", 0, 1 } };
}

Text Engine::status(const Figure& figure) const
{
    const Injury injury = injuryOf(figure);
    Text text = levelName(injury.level);
    if (injury.stuns > 0 && injury.unconscious && injury.level < WoundLevel::Incapacitated)
        text = sayCount("%1, unconscious (%n stun)",
            HS_TEXT_N("core", "%1, unconscious (%n stuns)"), injury.stuns, levelName(injury.level));
    else if (injury.stuns > 0)
        text = sayCount("%1 (%n stun)", HS_TEXT_N("core", "%1 (%n stuns)"), injury.stuns,
            levelName(injury.level));
    if (injury.stunRounds > 0 && !outOfAction(injury))
        text = injury.stunRounds > 1 ? say(HS_TEXT("core", "%1, −1D this round and the next"), text)
                                     : say(HS_TEXT("core", "%1, −1D this round"), text);
    if (injury.prone)
        text = say(HS_TEXT("core", "%1, prone"), text);
    if (injury.noActions && !outOfAction(injury))
        text = say(HS_TEXT("core", "%1, no more actions this round"), text);
    return text;
}

bool Engine::canAct(const Figure& figure) const
{
    return !outOfAction(injuryOf(figure));
}

ground::RoundEnd Engine::endRound(const ground::Scene& scene, DiceSource& dice) const
{
    ground::RoundEnd end { scene, {} };
    for (Figure& f : end.scene.figures) {
        const Injury injury = injuryOf(f);
        if (injury.level != WoundLevel::MortallyWounded)
            continue;
        CareRequest request;
        request.care = Care::MortalRound;
        request.injury = injury;
        request.rounds = f.value("mortal_rounds") + 1;
        request.stabilized = f.value("stabilized") != 0;
        const CareOutcome out = care(*m_rules, request, dice);
        end.working.push_back(sayCount("%1, mortally wounded for %n round:",
            HS_TEXT_N("core", "%1, mortally wounded for %n rounds:"), request.rounds, f.name));
        end.working.insert(end.working.end(), out.working.begin(), out.working.end());
        setInjury(f, out.after);
        f.state["mortal_rounds"] = request.rounds;
    }
    return end;
}

Figure Engine::newRound(const Figure& figure) const
{
    return nextRound(figure);
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
    const std::map<int, double> attack = codeOdds(p.attack);
    // A throw that only hits the cover still lands where aimed (d6ladder.h): it needs the
    // number without the cover, or with it when the cover's dice are negative.
    const bool onCover = action.isThrow && p.cover && !m_rules->options.thrownCoverHitScatters;
    auto chanceWith = [&](Reaction reaction) {
        std::map<int, double> difficulty { { p.number, 1.0 } };
        if (reaction == Reaction::Dodge)
            difficulty = codeOdds(p.reactionDice);
        else if (reaction == Reaction::FullDodge)
            difficulty = convolve(difficulty, codeOdds(p.reactionDice));
        for (const Part& m : p.modifiers)
            difficulty = convolve(difficulty, codeOdds(m.dice));
        if (p.cover && onCover) {
            std::map<int, double> lands;
            for (const auto& [d, pd] : difficulty)
                for (const auto& [c, pc] : codeOdds(p.cover->dice))
                    lands[std::min(d, d + c)] += pd * pc;
            difficulty = std::move(lands);
        } else if (p.cover) {
            difficulty = convolve(difficulty, codeOdds(p.cover->dice));
        }
        double chance = 0;
        for (const auto& [d, pd] : difficulty)
            for (const auto& [a, pa] : attack)
                if (a >= d)
                    chance += pd * pa;
        return chance;
    };
    if (!p.sneak || p.reaction == Reaction::None)
        return chanceWith(p.reaction);
    // Surprised (Sneak above Savvy), the target does not dodge.
    double surprise = 0;
    const std::map<int, double> notice = codeOdds(p.noticeDice);
    for (const auto& [s, ps] : codeOdds(p.sneakDice))
        for (const auto& [n, pn] : notice)
            if (s > n)
                surprise += ps * pn;
    return surprise * chanceWith(Reaction::None) + (1 - surprise) * chanceWith(p.reaction);
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
        resolveAttack(*m_rules, p, out, dice);
    out.dice = facesSince(dice, first);
    return out;
}

} // namespace hitspread::d6ladder
