// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System d6pool's procedures on the ground map: movement (the seed's "Movement during combat")
// and minutes passing, in which the unconscious bleed to death (the seed's combat example).
#include "d6poolprocedures.h"

#include "d6pool.h"
#include "d6poolfigure.h"
#include "resolving.h"

#include <algorithm>

namespace hitspread::d6pool {

namespace {
    using ground::Action;
    using ground::Figure;
    using ground::Outcome;
    using ground::Scene;

    constexpr const char* FallProne = "fall_prone";
    constexpr const char* StandUp = "stand_up";
    constexpr const char* MinutesPass = "minutes_pass";
    constexpr int MostMinutes = 600;

    const Character& characterOf(const Rules& rules, const Figure& f)
    {
        auto it = rules.characters.find(f.character);
        if (it == rules.characters.end())
            refuse(say(HS_TEXT("core", "The ruleset has no character '%1'."), f.character));
        return it->second;
    }

    // Health now and 3 × STR.
    struct Health {
        int now = 0;
        int most = 0;
    };

    Health healthOf(const Rules& rules, const Figure& f)
    {
        const int most = rules.health(characterOf(rules, f));
        return { f.value("health", most - characterOf(rules, f).wounds), most };
    }

    const Figure& actorOf(const Scene& scene)
    {
        if (scene.shooter < 0 || scene.shooter >= static_cast<int>(scene.figures.size()))
            refuse(say(
                HS_TEXT("core", "Nobody acts: the scene has no figure %1."), scene.shooter + 1));
        return scene.figures[static_cast<std::size_t>(scene.shooter)];
    }

    // The manner of a movement procedure's id ("walk", "run", "crawl") the ruleset plays.
    const MannerRule* mannerRule(const Rules& rules, const std::string& id, Manner* manner)
    {
        const std::optional<Manner> m = mannerFromString(id);
        if (!m || !rules.movement)
            return nullptr;
        auto it = rules.movement->manners.find(*m);
        if (it == rules.movement->manners.end())
            return nullptr;
        if (manner)
            *manner = *m;
        return &it->second;
    }

    bool walksUpright(Manner manner)
    {
        return manner == Manner::Walk || manner == Manner::Run;
    }

    int metresLeft(const MannerRule& rule, Manner manner, const Figure& f)
    {
        if (walksUpright(manner) && f.value("prone", 0) != 0)
            return 0;
        return std::max(0, rule.metres - f.value("moved", 0));
    }

    // Reading: the ground map has no obstacles, so a figure moves straight to the intended
    // point; where another figure stands there, it stops on the nearest free hex of the way
    // ("run forward to close the distance between him and Hening").
    Hex destination(const Scene& scene, const Figure& actor, std::vector<Text>& working)
    {
        auto standing = [&](Hex h) -> const Figure* {
            for (std::size_t i = 0; i < scene.figures.size(); ++i)
                if (static_cast<int>(i) != scene.shooter && scene.figures[i].position == h)
                    return &scene.figures[i];
            return nullptr;
        };
        const Figure* there = standing(scene.aim);
        if (!there)
            return scene.aim;
        const std::vector<Hex> way = line(actor.position, scene.aim);
        for (std::size_t i = way.size() - 1; i-- > 1;)
            if (!standing(way[i])) {
                working.push_back(
                    say(HS_TEXT("core", "%1 stands at the intended point: %2 stops next to him."),
                        there->name, actor.name));
                return way[i];
            }
        refuse(say(HS_TEXT("core",
                       "%1 stands at the intended point, with no free ground on %2's "
                       "way to it."),
            there->name, actor.name));
    }

    // The modifier of a manner, or of standing up, said as it applies from now on.
    void sayModifier(
        const Rules& rules, const std::string& id, const Figure& actor, std::vector<Text>& working)
    {
        if (const Modifier* m = id.empty() ? nullptr : rules.modifier(id))
            working.push_back(say(HS_TEXT("core",
                                      "%1 (%2) applies by itself to %3's actions for the rest "
                                      "of the turn."),
                m->name, signedDice(m->dice), actor.name));
    }

    // The seed's "Movement during combat": "A character can walk for up to 5 meters in a
    // combat turn. If the character wants to move more than 5 meters, he must run. A running
    // character can move up to 10 meters in a single turn, but must take a –1 penalty to all
    // actions performed in the combat turn." "A character can crawl up to 2 meters per combat
    // turn, but again he must take a –1 penalty to all actions performed." Reading: the metres
    // of a turn add up whatever the manner, each move within its own manner's metres; a
    // prone figure crawls, or stands up first.
    Outcome move(const Rules& rules, const Scene& scene, Manner manner, const MannerRule& rule)
    {
        const Figure& actor = actorOf(scene);
        const Health health = healthOf(rules, actor);
        if (health.now < 0)
            refuse(say(HS_TEXT("core", "%1 is unconscious (health %2) and cannot move."),
                actor.name, health.now));
        if (walksUpright(manner) && actor.value("prone", 0) != 0)
            refuse(say(HS_TEXT("core", "%1 lies prone: stand up first, or crawl."), actor.name));
        if (scene.aim == actor.position)
            refuse(say(HS_TEXT("core",
                           "%1 stands at the intended point: click on the map where %1 is to go."),
                actor.name));
        Outcome out;
        const Hex to = destination(scene, actor, out.working);
        const int metres = distance(actor.position, to);
        const int moved = actor.value("moved", 0);
        const int left = metresLeft(rule, manner, actor);
        if (metres > left) {
            if (moved == 0)
                refuse(say(
                    manner == Manner::Walk ? HS_TEXT("core",
                        "The point is %1 m away: %2 walks up to %3 m a turn (further is a run).")
                        : manner == Manner::Run
                        ? HS_TEXT("core", "The point is %1 m away: %2 runs up to %3 m a turn.")
                        : HS_TEXT("core", "The point is %1 m away: %2 crawls up to %3 m a turn."),
                    metres, actor.name, rule.metres));
            refuse(say(HS_TEXT("core",
                           "The point is %1 m away, and %2 has moved %3 m this turn: of the %4 m "
                           "a turn of a %5, %6 m are left."),
                metres, actor.name, moved, rule.metres, term(toString(manner)), left));
        }
        out.after = scene;
        Figure& after = out.after.figures[static_cast<std::size_t>(scene.shooter)];
        after.position = to;
        after.state["moved"] = moved + metres;
        // A penalised manner stays the turn's: a walk after a run does not lift the −1.
        const int was = actor.value("movement", 0);
        const MannerRule* wasRule
            = was > 0 ? mannerRule(rules, toString(static_cast<Manner>(was)), nullptr) : nullptr;
        if (!rule.modifier.empty() || !wasRule || wasRule->modifier.empty())
            after.state["movement"] = static_cast<int>(manner);
        const char* said = manner == Manner::Walk
            ? HS_TEXT("core", "%1 walks %2 m (up to %3 m a turn): %4 m left this turn.")
            : manner == Manner::Run
            ? HS_TEXT("core", "%1 runs %2 m (up to %3 m a turn): %4 m left this turn.")
            : HS_TEXT("core", "%1 crawls %2 m (up to %3 m a turn): %4 m left this turn.");
        out.working.push_back(say(said, actor.name, metres, rule.metres, left - metres));
        if (!rule.modifier.empty())
            sayModifier(rules, rule.modifier, actor, out.working);
        ground::FigureResult result;
        result.figure = scene.shooter;
        result.distance = metres;
        result.affected = true;
        result.result = say(HS_TEXT("core", "%1 %2 m, %3 m left this turn"), term(toString(manner)),
            metres, left - metres);
        out.figures.push_back(result);
        out.aim = scene.aim;
        out.landing = to;
        out.distance = metres;
        return out;
    }

    // "Changing position is also considered movement for combat purposes and therefore can be
    // done independently of any action taken in a combat turn. A character can fall prone
    // without any penalty, but getting up will impose a –1 penalty to all actions in the
    // turn."
    Outcome changePosition(const Rules& rules, const Scene& scene, bool standUp)
    {
        const Figure& actor = actorOf(scene);
        const Health health = healthOf(rules, actor);
        if (health.now < 0)
            refuse(say(HS_TEXT("core", "%1 is unconscious (health %2) and cannot move."),
                actor.name, health.now));
        const bool prone = actor.value("prone", 0) != 0;
        if (standUp && !prone)
            refuse(say(HS_TEXT("core", "%1 is not lying prone: there is nothing to stand up from."),
                actor.name));
        if (!standUp && prone)
            refuse(say(HS_TEXT("core", "%1 lies prone already."), actor.name));
        Outcome out;
        out.after = scene;
        Figure& after = out.after.figures[static_cast<std::size_t>(scene.shooter)];
        ground::FigureResult result;
        result.figure = scene.shooter;
        result.affected = true;
        if (standUp) {
            after.state.erase("prone");
            after.state["stood_up"] = 1;
            out.working.push_back(say(HS_TEXT("core", "%1 stands up."), actor.name));
            sayModifier(rules, rules.movement->standUpModifier, actor, out.working);
            result.result = say(HS_TEXT("core", "stood up"));
        } else {
            after.state["prone"] = 1;
            out.working.push_back(
                say(HS_TEXT("core", "%1 falls prone, without any penalty."), actor.name));
            result.result = say(HS_TEXT("core", "prone"));
        }
        out.figures.push_back(result);
        return out;
    }

    // The seed's Health: "Gang member A's Strength is 4, so his Health is 12 – this means that
    // his Temporary Health is –8 and he is unconscious and bleeding to death (he will loose 1
    // wound every minute so he will have a Temporary Health of –12 in 4 minutes and then he'll
    // die)." Reading: dead at −Health (−3 × STR) exactly, where the bleeding stops. What lasts a
    // turn has worn off after a minute (12 turns of 5 seconds).
    Outcome minutesPass(
        const Rules& rules, const ground::Engine& engine, const Scene& scene, const Action& action)
    {
        const int minutes = action.option("minutes", 1);
        if (minutes < 1 || minutes > MostMinutes)
            refuse(say(
                HS_TEXT("core", "Minutes must be from 1 to %1, not %2."), MostMinutes, minutes));
        Outcome out;
        out.after = scene;
        out.working.push_back(sayCount("%n minute passes: what lasts a turn wears off, and "
                                       "everyone below 0 health loses 1 health a minute.",
            HS_TEXT_N("core",
                "%n minutes pass: what lasts a turn wears off, and everyone below 0 health "
                "loses 1 health a minute."),
            minutes));
        for (std::size_t i = 0; i < out.after.figures.size(); ++i) {
            Figure& f = out.after.figures[i];
            f = engine.newRound(f);
            const Health health = healthOf(rules, f);
            if (health.now >= 0 || health.now <= -health.most)
                continue;
            const int lost = std::min(minutes, health.now + health.most);
            const int now = health.now - lost;
            f.state["health"] = now;
            const bool dead = now <= -health.most;
            out.working.push_back(dead
                    ? sayCount("%1 bleeds %n wound: health %2 → %3, dead at −Health (3 × STR = "
                               "%4).",
                        HS_TEXT_N("core",
                            "%1 bleeds %n wounds: health %2 → %3, dead at −Health (3 × STR = "
                            "%4)."),
                        lost, f.name, health.now, now, health.most)
                    : sayCount("%1 bleeds %n wound: health %2 → %3, unconscious and bleeding.",
                        HS_TEXT_N("core",
                            "%1 bleeds %n wounds: health %2 → %3, unconscious and bleeding."),
                        lost, f.name, health.now, now));
            ground::FigureResult result;
            result.figure = static_cast<int>(i);
            result.affected = true;
            result.result = sayCount("%n wound bled: health %1 → %2, %3",
                HS_TEXT_N("core", "%n wounds bled: health %1 → %2, %3"), lost, health.now, now,
                term(dead ? HS_TEXT("core", "dead") : HS_TEXT("core", "unconscious")));
            out.figures.push_back(result);
        }
        if (out.figures.empty())
            out.working.push_back(say(HS_TEXT("core", "Nobody is bleeding.")));
        return out;
    }
} // namespace

std::vector<ground::Choice> procedureList(const Rules& rules)
{
    std::vector<ground::Choice> list;
    if (rules.movement) {
        const char* to = HS_TEXT("core", "the one acting, to the intended point");
        if (mannerRule(rules, "walk", nullptr))
            list.push_back({ toString(Manner::Walk), HS_TEXT("core", "Walk"), to });
        if (mannerRule(rules, "run", nullptr))
            list.push_back({ toString(Manner::Run), HS_TEXT("core", "Run"), to });
        if (mannerRule(rules, "crawl", nullptr))
            list.push_back({ toString(Manner::Crawl), HS_TEXT("core", "Crawl"), to });
        if (!rules.movement->standUpModifier.empty()) {
            list.push_back(
                { FallProne, HS_TEXT("core", "Fall prone"), HS_TEXT("core", "the one acting") });
            list.push_back(
                { StandUp, HS_TEXT("core", "Stand up"), HS_TEXT("core", "the one acting") });
        }
    }
    list.push_back({ MinutesPass, HS_TEXT("core", "Minutes pass"),
        HS_TEXT("core", "everyone below 0 health bleeds") });
    return list;
}

std::vector<ground::OptionSpec> procedureOptions(const Rules&, const Action& action)
{
    if (action.procedure == MinutesPass)
        return { { "minutes", HS_TEXT("core", "Minutes"), 1, MostMinutes, 1 } };
    return {};
}

std::optional<int> procedureReach(const Rules& rules, const Scene& scene, const Action& action)
{
    Manner manner = Manner::Walk;
    const MannerRule* rule = mannerRule(rules, action.procedure, &manner);
    if (!rule || scene.shooter < 0 || scene.shooter >= static_cast<int>(scene.figures.size()))
        return std::nullopt;
    const Figure& actor = scene.figures[static_cast<std::size_t>(scene.shooter)];
    if (!rules.characters.count(actor.character) || healthOf(rules, actor).now < 0)
        return 0;
    return metresLeft(*rule, manner, actor);
}

Outcome performProcedure(const Rules& rules, const ground::Engine& engine, const Scene& scene,
    const Action& action, DiceSource& dice)
{
    Manner manner = Manner::Walk;
    if (const MannerRule* rule = mannerRule(rules, action.procedure, &manner))
        return move(rules, scene, manner, *rule);
    if (rules.movement && !rules.movement->standUpModifier.empty()
        && (action.procedure == FallProne || action.procedure == StandUp))
        return changePosition(rules, scene, action.procedure == StandUp);
    if (action.procedure == MinutesPass)
        return minutesPass(rules, engine, scene, action);
    return engine.ground::Engine::perform(scene, action, dice);
}

std::vector<std::string> movementModifiers(const Rules& rules, const Figure& figure)
{
    std::vector<std::string> ids;
    if (!rules.movement)
        return ids;
    if (const int manner = figure.value("movement", 0); manner > 0) {
        const MannerRule* rule = mannerRule(rules, toString(static_cast<Manner>(manner)), nullptr);
        if (rule && !rule->modifier.empty())
            ids.push_back(rule->modifier);
    }
    if (figure.value("stood_up", 0) != 0 && !rules.movement->standUpModifier.empty())
        ids.push_back(rules.movement->standUpModifier);
    return ids;
}

} // namespace hitspread::d6pool
