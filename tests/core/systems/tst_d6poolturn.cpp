// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System d6pool (rules/other-systems.md section A): what a combat turn allows on the ground
// map — the seed's movement, its attacks per turn by fire mode — and the minutes after it, in
// which the unconscious bleed to death. tst_d6pool holds the seed's worked example.
#include "d6pool.h"
#include "d6poolengine.h"
#include "ground.h"
#include "rulesetreader.h"
#include "testsupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace hitspread::d6pool;
using hitspread::Hex;
using hitspread::Refused;
using hitspread::Ruleset;
using hitspread::Text;
using hitspread::TypedDice;
using hitspread::ground::Action;
using hitspread::ground::Figure;
using hitspread::ground::Outcome;
using hitspread::ground::Scene;
using namespace hitspread::test;

namespace {
const Ruleset& shipped()
{
    static const Ruleset rs = loadOrStop(rulesetPath("d6-modern"));
    return rs;
}

const hitspread::ground::Engine& engine()
{
    return *shipped().ground;
}

Figure placed(const std::string& key, Hex where)
{
    Figure f = engine().figure(key);
    f.position = where;
    return f;
}

// Gang member A (the one acting) at (0, 0), Hening 8 m to his right, the point `ahead`
// metres up the map.
Scene ground(int ahead)
{
    Scene scene;
    scene.figures = { placed("gang-member-a", { 0, 0 }), placed("hening", { 8, -4 }) };
    scene.aim = { 0, -ahead };
    return scene;
}

Action procedure(const std::string& id)
{
    Action a;
    a.procedure = id;
    return a;
}

QString refusal(const hitspread::ground::Engine& e, const Scene& scene, const Action& action)
{
    TypedDice dice(std::vector<int>(40, 1));
    try {
        e.act(scene, action, dice);
    } catch (const Refused& r) {
        return QString::fromStdString(r.what());
    }
    return {};
}

QString working(const Outcome& out)
{
    QStringList lines;
    for (const Text& t : out.working)
        lines << QString::fromStdString(t.english());
    return lines.join('\n');
}

// The Baretta at Hening; its dice: the attack roll's faces (all ones, a miss).
Action shot(const std::string& mode = "single")
{
    Action a;
    a.weapon = "baretta-96f";
    a.mode = mode;
    a.target = 1;
    return a;
}

int attackDice(const Scene& scene, const Action& action)
{
    TypedDice ones(std::vector<int>(40, 1));
    const Outcome out = engine().act(scene, action, ones);
    return static_cast<int>(out.rolls.front().faces.size());
}
}

class TestD6PoolTurn : public QObject {
    Q_OBJECT

private slots:
    void theMovementIsData()
    {
        const Rules& r = *rulesOf(engine());
        QVERIFY(r.movement);
        QCOMPARE(r.movement->manners.at(Manner::Walk).metres, 5);
        QCOMPARE(r.movement->manners.at(Manner::Run).metres, 10);
        QCOMPARE(r.movement->manners.at(Manner::Crawl).metres, 2);
        QCOMPARE(r.movement->manners.at(Manner::Run).modifier, std::string("running"));
        QCOMPARE(r.movement->standUpModifier, std::string("standing_up"));
        for (const char* id :
            { "walk", "run", "crawl", "fall_prone", "stand_up", "minutes_pass" }) {
            const auto list = engine().procedures();
            QVERIFY2(std::any_of(list.begin(), list.end(),
                         [&](const hitspread::ground::Choice& c) { return c.id == id; }),
                id);
            // "Movement is resolved separately from any other action in a combat turn".
            QVERIFY(!engine().procedureTakesTurn(id));
        }
    }

    // "A character can walk for up to 5 meters in a combat turn. If the character wants to
    // move more than 5 meters, he must run. A running character can move up to 10 meters in a
    // single turn" and "A character can crawl up to 2 meters per combat turn".
    void movementDistances_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<int>("metres");
        QTest::addColumn<int>("movedBefore"); // with `movementBefore`
        QTest::addColumn<int>("movementBefore");
        QTest::addColumn<QString>("refused"); // empty: it moves
        QTest::addColumn<int>("movementAfter");
        QTest::newRow("walk 5 m") << "walk" << 5 << 0 << 0 << "" << 1;
        QTest::newRow("walk 6 m: he must run")
            << "walk" << 6 << 0 << 0
            << "The point is 6 m away: Gang member A walks up to 5 m a "
               "turn (further is a run)."
            << 0;
        QTest::newRow("run 8 m") << "run" << 8 << 0 << 0 << "" << 2;
        QTest::newRow("run 10 m") << "run" << 10 << 0 << 0 << "" << 2;
        QTest::newRow("run 11 m: refused")
            << "run" << 11 << 0 << 0 << "Gang member A runs up to 10 m a turn" << 0;
        QTest::newRow("crawl 2 m") << "crawl" << 2 << 0 << 0 << "" << 3;
        QTest::newRow("crawl 3 m: refused")
            << "crawl" << 3 << 0 << 0 << "Gang member A crawls up to 2 m a turn" << 0;
        QTest::newRow("walked 3, runs 7 more") << "run" << 7 << 3 << 1 << "" << 2;
        QTest::newRow("ran 4, walks 1 more: still running") << "walk" << 1 << 4 << 2 << "" << 2;
        QTest::newRow("ran 6, walks 1 more: refused")
            << "walk" << 1 << 6 << 2
            << "Gang member A has moved 6 m this turn: of the 5 m a turn of a walk, 0 m are left."
            << 0;
        QTest::newRow("crawled 1, runs 3: running") << "run" << 3 << 1 << 3 << "" << 2;
    }

    void movementDistances()
    {
        QFETCH(QString, how);
        QFETCH(int, metres);
        QFETCH(int, movedBefore);
        QFETCH(int, movementBefore);
        QFETCH(QString, refused);
        QFETCH(int, movementAfter);
        Scene scene = ground(metres);
        if (movedBefore > 0)
            scene.figures[0].state = { { "moved", movedBefore }, { "movement", movementBefore } };
        const Action action = procedure(how.toStdString());
        const int limit = how == "walk" ? 5 : how == "run" ? 10 : 2;
        QCOMPARE(engine().procedureReach(scene, action),
            std::optional<int>(std::max(0, limit - movedBefore)));
        if (!refused.isEmpty()) {
            const QString why = refusal(engine(), scene, action);
            QVERIFY2(why.contains(refused), qPrintable(why));
            return;
        }
        TypedDice none(std::vector<int> {});
        const Outcome out = engine().act(scene, action, none);
        QVERIFY(out.dice.empty());
        QCOMPARE(out.procedure, how.toStdString());
        const Figure& moved = out.after.figures[0];
        QCOMPARE(moved.position, scene.aim);
        QCOMPARE(moved.value("moved"), movedBefore + metres);
        QCOMPARE(moved.value("movement"), movementAfter);
        QCOMPARE(engine().procedureReach(out.after, action),
            std::optional<int>(limit - movedBefore - metres));
        // A new turn: the metres and the manner are forgotten.
        const Figure next = engine().newRound(moved);
        QVERIFY(!next.state.count("moved"));
        QVERIFY(!next.state.count("movement"));
    }

    // The seed's gang member B "will run forward to close the distance between him and
    // Hening": a point where a figure stands ends the move next to it.
    void aRunEndsNextToTheFigureAtThePoint()
    {
        Scene scene;
        scene.figures = { placed("gang-member-b", { 0, 8 }), placed("hening", { 0, 0 }) };
        scene.aim = { 0, 0 };
        TypedDice none(std::vector<int> {});
        const Outcome out = engine().act(scene, procedure("run"), none);
        QCOMPARE(out.after.figures[0].position, (Hex { 0, 1 }));
        QCOMPARE(out.after.figures[0].value("moved"), 7);
        QVERIFY(working(out).contains("Hening stands at the intended point: Gang member B stops "
                                      "next to him."));
        // Standing next to him already, there is nowhere to go.
        QVERIFY(refusal(engine(), out.after, procedure("walk")).contains("no free ground"));
    }

    // Who cannot move: the unconscious, and, walking or running, one lying prone.
    void whoCannotMove()
    {
        Scene scene = ground(2);
        scene.figures[0].state["health"] = -1;
        QVERIFY(refusal(engine(), scene, procedure("crawl"))
                    .contains("Gang member A is unconscious (health -1) and cannot move."));
        QCOMPARE(engine().procedureReach(scene, procedure("run")), std::optional<int>(0));
        scene.figures[0].state = { { "prone", 1 } };
        QCOMPARE(QString::fromStdString(engine().status(scene.figures[0]).english()),
            QStringLiteral("Health 12 of 12, prone"));
        QVERIFY(refusal(engine(), scene, procedure("run"))
                    .contains("Gang member A lies prone: stand up first, or crawl."));
        QCOMPARE(engine().procedureReach(scene, procedure("walk")), std::optional<int>(0));
        TypedDice none(std::vector<int> {});
        const Outcome crawled = engine().act(scene, procedure("crawl"), none);
        QCOMPARE(crawled.after.figures[0].value("prone"), 1);
        scene.aim = scene.figures[0].position;
        QVERIFY(
            refusal(engine(), scene, procedure("crawl")).contains("stands at the intended point"));
        // An attack or throw is no procedure's.
        QVERIFY(!engine().procedureReach(scene, shot()));
    }

    // "when a character performs any other movement than walking, he must take a penalty to the
    // other actions he performs in the turn": running and crawling −1 to all actions of the
    // turn, standing up too ("getting up will impose a –1 penalty to all actions in the turn"),
    // falling prone none. The −1 applies by itself, once even with the situation picked; the
    // Baretta's 4 dice (Firearms 4).
    void theMovesPenaltyAppliesByItself_data()
    {
        QTest::addColumn<QStringList>("moves");
        QTest::addColumn<QStringList>("situations");
        QTest::addColumn<int>("dice");
        QTest::newRow("standing still") << QStringList {} << QStringList {} << 4;
        QTest::newRow("walked") << QStringList { "walk" } << QStringList {} << 4;
        QTest::newRow("ran") << QStringList { "run" } << QStringList {} << 3;
        QTest::newRow("ran, Running picked too")
            << QStringList { "run" } << QStringList { "running" } << 3;
        QTest::newRow("ran, then walked") << QStringList { "run", "walk" } << QStringList {} << 3;
        QTest::newRow("crawled") << QStringList { "crawl" } << QStringList {} << 3;
        QTest::newRow("crawled, Crawling picked too")
            << QStringList { "crawl" } << QStringList { "crawling" } << 3;
        QTest::newRow("fell prone") << QStringList { "fall_prone" } << QStringList {} << 4;
        QTest::newRow("fell prone, stood up")
            << QStringList { "fall_prone", "stand_up" } << QStringList {} << 3;
        QTest::newRow("fell prone, stood up, ran")
            << QStringList { "fall_prone", "stand_up", "run" } << QStringList {} << 2;
        QTest::newRow("not yet run: Running picked for a run declared")
            << QStringList {} << QStringList { "running" } << 3;
    }

    void theMovesPenaltyAppliesByItself()
    {
        QFETCH(QStringList, moves);
        QFETCH(QStringList, situations);
        QFETCH(int, dice);
        Scene scene = ground(1);
        for (const QString& move : moves) {
            TypedDice none(std::vector<int> {});
            scene = engine().act(scene, procedure(move.toStdString()), none).after;
            scene.aim = scene.aim + Hex { 0, -1 };
        }
        Action a = shot();
        for (const QString& s : situations)
            a.situations.push_back(s.toStdString());
        QCOMPARE(attackDice(scene, a), dice);
        // The next turn, the penalty is gone; lying prone lasts.
        Scene next = scene;
        for (Figure& f : next.figures)
            f = engine().newRound(f);
        if (situations.isEmpty())
            QCOMPARE(attackDice(next, a), 4);
        QCOMPARE(next.figures[0].value("prone"),
            moves.contains("fall_prone") && !moves.contains("stand_up") ? 1 : 0);
    }

    // "The number of attacks allowed is usually 1 attack per turn. An exception is made with
    // firearms. The number of attacks depend on the type of the firearm: Single Shot (SS) 1
    // attack per turn. Semi Automatic (SA) Up to 2 separate attacks per turn. Full Automatic
    // (FA) Up to 2 bursts per turn." The attacks of a turn add up over its actions.
    void attacksPerTurn_data()
    {
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("before");
        QTest::addColumn<int>("attacks");
        QTest::addColumn<QString>("refused");
        QTest::addColumn<int>("after");
        QTest::newRow("SS: one shot") << "baretta-96f"
                                      << "single" << 0 << 1 << "" << 1;
        QTest::newRow("SS: a second shot refused")
            << "baretta-96f"
            << "single" << 1 << 1
            << "Gang member A has made 1 attack this turn, and Baretta 96F (single) allows 1 a "
               "turn (the seed: “Single Shot (SS) 1 attack per turn.”): not 1 more."
            << 0;
        QTest::newRow("SA: a second separate shot") << "baretta-96f"
                                                    << "semi" << 1 << 1 << "" << 2;
        QTest::newRow("SA: a third refused")
            << "baretta-96f"
            << "semi" << 2 << 1
            << "has made 2 attacks this turn, and Baretta 96F (semi) allows 2 a turn (the seed: "
               "“Semi Automatic (SA) Up to 2 separate attacks per turn.”)"
            << 0;
        QTest::newRow("SA: a pair after one shot refused") << "baretta-96f"
                                                           << "semi" << 1 << 2 << "not 2 more" << 0;
        QTest::newRow("FA: a third burst refused")
            << "smg"
            << "full" << 2 << 1 << "(the seed: “Full Automatic (FA) Up to 2 bursts per turn.”)"
            << 0;
        QTest::newRow("FA: a second burst") << "smg"
                                            << "full" << 1 << 1 << "" << 2;
        QTest::newRow("a knife, a second stab refused")
            << "knife"
            << "single" << 1 << 1
            << "(the seed: “The number of attacks allowed is usually 1 attack per turn.”)" << 0;
        QTest::newRow("a grenade after a shot refused")
            << "grenade"
            << "" << 1 << 1 << "usually 1 attack per turn" << 0;
        QTest::newRow("a grenade") << "grenade"
                                   << "" << 0 << 1 << "" << 1;
    }

    void attacksPerTurn()
    {
        QFETCH(QString, weapon);
        QFETCH(QString, mode);
        QFETCH(int, before);
        QFETCH(int, attacks);
        QFETCH(QString, refused);
        QFETCH(int, after);
        auto own = std::make_shared<Rules>(*rulesOf(engine()));
        Weapon smg = own->weapons.front();
        smg.id = "smg";
        smg.name = "SMG";
        smg.modes = { FireMode::Semi, FireMode::Full };
        own->weapons.push_back(smg);
        const auto e = makeEngine(own);
        Scene scene;
        scene.figures = { e->figure("gang-member-a"), e->figure("hening") };
        scene.figures[1].position = weapon == "knife" ? Hex { 0, -1 } : Hex { 0, -8 };
        scene.aim = { 0, -8 };
        scene.figures[0].state["attacks_made"] = before;
        Action a;
        a.weapon = weapon.toStdString();
        a.mode = mode.toStdString();
        a.isThrow = weapon == "grenade";
        a.target = a.isThrow ? -1 : 1;
        a.options["attacks"] = attacks;
        if (a.isThrow)
            a.options.erase("attacks");
        if (!refused.isEmpty()) {
            const QString why = refusal(*e, scene, a);
            QVERIFY2(why.contains(refused), qPrintable(why));
            QVERIFY_THROWS_EXCEPTION(Refused, e->hitChance(scene, a));
            return;
        }
        TypedDice ones(std::vector<int>(80, 1));
        const Outcome out = e->act(scene, a, ones);
        QCOMPARE(out.after.figures[0].value("attacks_made"), after);
        const int allowed = mode == "semi" || mode == "full" ? 2 : 1;
        QVERIFY2(
            working(out).contains(QString("Attacks this turn: %1 of %2.").arg(after).arg(allowed)),
            qPrintable(working(out)));
        // A new turn allows them again.
        QVERIFY(!e->newRound(out.after.figures[0]).state.count("attacks_made"));
    }

    // "Drawing – A drawing action is considered only half an action": a drawn SA weapon fires
    // one shot, and the draw takes the other half of the turn's attacks. "If the character
    // fails [a fast draw], the drawing action took the whole turn".
    void theDrawTakesHalfTheTurn()
    {
        Scene scene;
        scene.figures = { placed("gang-member-a", { 0, 0 }), placed("hening", { 0, -8 }) };
        Action drawn = shot("semi");
        drawn.situations = { "drawing" };
        TypedDice ones(std::vector<int>(40, 1));
        const Outcome out = engine().act(scene, drawn, ones);
        QCOMPARE(out.after.figures[0].value("attacks_made"), 2);
        QVERIFY2(working(out).contains("Attacks this turn: 2 of 2, the draw taking half of them."),
            qPrintable(working(out)));
        QVERIFY(refusal(engine(), out.after, shot("semi")).contains("has made 2 attacks"));

        Action fast = shot("semi");
        fast.options["fast_draw"] = 1;
        TypedDice failed({ 1, 1, 1 }); // DEX 3: 3 against 10
        const Outcome whole = engine().act(scene, fast, failed);
        QCOMPARE(whole.after.figures[0].value("attacks_made"), 2);
        QVERIFY(refusal(engine(), whole.after, shot("single")).contains("has made 2 attacks"));
    }

    // The seed's gang member A: "his Temporary Health is –8 and he is unconscious and bleeding
    // to death (he will loose 1 wound every minute so he will have a Temporary Health of –12 in
    // 4 minutes and then he'll die)." Reading: dead at −Health exactly.
    void bleedingToDeath_data()
    {
        QTest::addColumn<int>("health");
        QTest::addColumn<int>("minutes");
        QTest::addColumn<int>("after");
        QTest::addColumn<QString>("status");
        QTest::newRow("-8, 3 minutes: -11, alive")
            << -8 << 3 << -11 << "Health -11 of 12, unconscious";
        QTest::newRow("-8, 4 minutes: -12, dead") << -8 << 4 << -12 << "Health -12 of 12, dead";
        QTest::newRow("-8, 600 minutes: -12, dead") << -8 << 600 << -12 << "Health -12 of 12, dead";
        QTest::newRow("-1, 1 minute: -2") << -1 << 1 << -2 << "Health -2 of 12, unconscious";
        QTest::newRow("0 does not bleed") << 0 << 10 << 0 << "Health 0 of 12";
        QTest::newRow("5 does not bleed") << 5 << 10 << 5 << "Health 5 of 12";
        QTest::newRow("dead stays dead") << -12 << 5 << -12 << "Health -12 of 12, dead";
        QTest::newRow("dead past -Health stays") << -29 << 5 << -29 << "Health -29 of 12, dead";
    }

    void bleedingToDeath()
    {
        QFETCH(int, health);
        QFETCH(int, minutes);
        QFETCH(int, after);
        QFETCH(QString, status);
        Scene scene;
        scene.figures = { placed("hening", { 0, 15 }), placed("gang-member-a", { 2, 0 }) };
        scene.figures[1].state = { { "health", health }, { "stunned", 1 } };
        Action a = procedure("minutes_pass");
        a.options["minutes"] = minutes;
        TypedDice none(std::vector<int> {});
        const Outcome out = engine().act(scene, a, none);
        QVERIFY(out.dice.empty());
        const Figure& member = out.after.figures[1];
        QCOMPARE(member.value("health"), after);
        QCOMPARE(QString::fromStdString(engine().status(member).english()), status);
        QCOMPARE(engine().canAct(member), after >= 0);
        // A minute is twelve turns: the stun has worn off.
        QVERIFY(!member.state.count("stunned"));
        QCOMPARE(out.figures.size(), std::size_t(health < 0 && health > -12 ? 1 : 0));
        if (health < 0 && health > -12)
            QCOMPARE(out.figures.front().figure, 1);
        // Hening, unhurt, does not bleed.
        QVERIFY(!out.after.figures[0].state.count("health"));
    }

    void minutesOutOfRange()
    {
        Scene scene = ground(1);
        Action a = procedure("minutes_pass");
        QCOMPARE(engine().options(a).size(), std::size_t(1));
        QCOMPARE(engine().options(a).front().max, 600);
        for (int minutes : { 0, 601 }) {
            a.options["minutes"] = minutes;
            QVERIFY(refusal(engine(), scene, a).contains("Minutes must be from 1 to 600"));
        }
        QVERIFY(refusal(engine(), scene, procedure("first_aid")).contains("no procedure"));
    }

    // `movement:` is read with errors for what it cannot be.
    void movementErrors_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("no metres") << "walk: {metres: 5}"
                                   << "walk: {metres: 0}"
                                   << "metres";
        QTest::newRow("an unknown modifier") << "run: {metres: 10, modifier: running}"
                                             << "run: {metres: 10, modifier: sprinting}"
                                             << "movement run modifier must name one of the "
                                                "ruleset's modifiers (not one with when:), not "
                                                "'sprinting'";
        QTest::newRow("a when: modifier") << "stand_up: {modifier: standing_up}"
                                          << "stand_up: {modifier: stunned_or_wounded}"
                                          << "not 'stunned_or_wounded'";
        QTest::newRow("an unknown manner") << "crawl: {metres: 2, modifier: crawling}"
                                           << "swim: {metres: 2}"
                                           << "swim";
    }

    void movementErrors()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, message);
        QTemporaryDir tmp;
        QVERIFY(copyRulesetWithEdit("d6-modern", tmp.path(), "ruleset.yaml", from, to));
        const hitspread::RulesetLoad load = hitspread::loadRuleset(tmp.path().toStdString());
        QVERIFY(!load.ruleset);
        QVERIFY2(errorText(load).contains(message), qPrintable(errorText(load)));
    }
};

QTEST_APPLESS_MAIN(TestD6PoolTurn)
#include "tst_d6poolturn.moc"
