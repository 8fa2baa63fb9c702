// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System rollunder (seed 004 "Rob's Edit #5") around the attack: power settings, the
// ammunition check and the phases of the combat round. Every die typed.
#include "ground.h"
#include "rollunder.h"
#include "rollunderengine.h"
#include "rollunderfixture.h"
#include "testsupport.h"

#include <QTest>

using namespace hitspread::rollunder;
using hitspread::Refused;
using hitspread::Ruleset;
using hitspread::Text;
using hitspread::TypedDice;
using namespace hitspread::test;
using namespace hitspread::test::rollunder;
namespace ground = hitspread::ground;

namespace {
// Vargas (Dex 9, Gun Combat 2: a ranged task below 11) and the raider (cloth 5) 30 m up the
// map (R2 Short: 2D).
ground::Scene scene()
{
    ground::Scene s;
    s.figures.push_back({ "vargas", "Vargas", { 0, 0 }, {} });
    s.figures.push_back({ "raider", "Raider", { 0, -30 }, {} });
    s.shooter = 0;
    return s;
}

ground::Action shot(const char* weapon, std::map<std::string, int> options = {})
{
    ground::Action a;
    a.weapon = weapon;
    a.target = 1;
    a.options = std::move(options);
    return a;
}

ground::Outcome resolve(const ground::Scene& s, const ground::Action& a,
    const std::vector<int>& faces, const Engine& e = engine())
{
    TypedDice dice(faces);
    ground::Outcome out = e.resolve(s, a, dice);
    if (dice.remaining() != 0)
        qFatal("%zu typed dice left over", dice.remaining());
    return out;
}

bool hasOption(const ground::Action& a, const std::string& id)
{
    for (const ground::OptionSpec& o : engine().options(a))
        if (o.id == id)
            return true;
    return false;
}

const std::vector<std::string> decisions { "Default", "Yellow", "Black", "White", "Red" };
}

class TestRollUnderRound : public QObject {
    Q_OBJECT

private slots:
    // "Weapons which have Power Settings (P1, P2, and P3)": the option `power` only for such a
    // weapon; the ammunition check for every ranged one.
    void optionsFollowTheWeapon()
    {
        QVERIFY(hasOption(shot("laser-rifle"), "power"));
        QVERIFY(!hasOption(shot("rifle"), "power"));
        QVERIFY(hasOption(shot("rifle"), "check_ammo"));
        QVERIFY(!hasOption(shot("blade"), "check_ammo"));
        QVERIFY(!hasOption(shot("frag-grenade"), "check_ammo"));
        QVERIFY(hasOption(shot("blade"), "blocks"));
        const Weapon& laser = *engine().rules().weapon("laser-rifle");
        QVERIFY(laser.powerSettings);
        QCOMPARE(laser.quality, 10);
    }

    // "P2 rolls twice damage, and rolls 2D < Quality to avoid a malfunction": 2D below the
    // laser's Quality 10 first, then the attack, then twice the damage dice and Pen dice.
    void p2RollsTwiceTheDamage()
    {
        // Malfunction roll 4+5 = 9 < 10; attack 3+3 = 6 < 11; Pen 3, 1 (twice 1D); damage 6, 5,
        // 4, 2 (twice 2D); the Pen 3 (counts 6) overcomes the cloth 5; five dice go through.
        const ground::Outcome out = resolve(scene(), shot("laser-rifle", { { "power", 2 } }),
            { 4, 5, 3, 3, 3, 1, 6, 5, 4, 2, 5, 5, 5, 5, 5 });
        QVERIFY(out.hit);
        QCOMPARE(out.rolls.size(), std::size_t(2));
        QCOMPARE(out.rolls[0].what, std::string("malfunction"));
        QCOMPARE(out.rolls[0].target.value_or(0), 10);
        QCOMPARE(out.rolls[1].what, std::string("attack"));
        const ground::FigureResult& raider = out.figures[0];
        QCOMPARE(raider.rolls[0].faces, (std::vector<int> { 3, 1 }));
        QCOMPARE(raider.rolls[1].faces, (std::vector<int> { 6, 5, 4, 2 }));
        QCOMPARE(out.after.figures[1].value("end"), 0);
        QVERIFY2(says(out, "Power setting P2: 2 times the damage dice."), working(out).c_str());
        // P1: no malfunction roll, the weapon's own damage.
        const ground::Outcome p1 = resolve(scene(), shot("laser-rifle"), { 3, 3, 3, 6, 5, 5, 5 });
        QCOMPARE(p1.rolls.size(), std::size_t(1));
        QCOMPARE(p1.figures[0].rolls[1].faces.size(), std::size_t(2));
    }

    // "P3 rolls thrice damage, and rolls 3D < Quality to avoid a malfunction": 4+4+4 = 12 is
    // not below 10: a malfunction, no shot (the ruleset's malfunction_roll: before).
    void p3MalfunctionMeansNoShot()
    {
        const ground::Outcome out
            = resolve(scene(), shot("laser-rifle", { { "power", 3 } }), { 4, 4, 4 });
        QVERIFY(!out.hit);
        QCOMPARE(out.rolls.size(), std::size_t(1));
        QCOMPARE(out.rolls[0].faces.size(), std::size_t(3));
        QVERIFY(says(out, "'Laser rifle' malfunctions: no shot."));
        QCOMPARE(out.after, scene());
    }

    // The reading malfunction_roll: after — the attack first; the malfunction roll only at
    // a hit, a malfunction spoiling it.
    void malfunctionRollAfterTheAttack()
    {
        auto rules = std::make_shared<Rules>(engine().rules());
        rules->malfunctionBefore = false;
        const Engine after(rules);
        const ground::Action p2 = shot("laser-rifle", { { "power", 2 } });
        const ground::Outcome miss = resolve(scene(), p2, { 6, 6 }, after);
        QCOMPARE(miss.rolls.size(), std::size_t(1));
        const ground::Outcome spoiled = resolve(scene(), p2, { 1, 1, 6, 6 }, after);
        QVERIFY(!spoiled.hit);
        QCOMPARE(spoiled.rolls[1].what, std::string("malfunction"));
        QCOMPARE(spoiled.after, scene());
        const ground::Outcome hits
            = resolve(scene(), p2, { 1, 1, 4, 5, 3, 1, 6, 5, 4, 2, 5, 5, 5, 5, 5 }, after);
        QVERIFY(hits.hit);
    }

    // The hit chance counts the malfunction roll: 2D < 11 (33 in 36) times 2D < 10 (30 in 36).
    // A weapon without power settings has no P2.
    void powerSettingsOdds()
    {
        QCOMPARE(engine().hitChance(scene(), shot("laser-rifle", { { "power", 2 } })),
            33.0 / 36 * 30.0 / 36);
        QCOMPARE(engine().hitChance(scene(), shot("laser-rifle")), 33.0 / 36);
        QVERIFY_THROWS_EXCEPTION(
            Refused, engine().hitChance(scene(), shot("rifle", { { "power", 2 } })));
    }

    // "Make a Check Ammo (2D) task against the weapon's TL to verify that ammunition remains;
    // +1D when in burst mode, and +1D for pistols and exotic weapons." Full auto: +2D (a
    // reading, the ruleset's ammo_dice).
    void ammunitionCheckDice_data()
    {
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("weaponClass");
        QTest::addColumn<int>("dice");
        QTest::newRow("rifle, single shot: 2D") << "rifle"
                                                << "single"
                                                << "" << 2;
        QTest::newRow("rifle, burst: 3D") << "rifle"
                                          << "burst"
                                          << "" << 3;
        QTest::newRow("rifle, full auto: 4D") << "rifle"
                                              << "full"
                                              << "" << 4;
        QTest::newRow("pistol: 3D") << "pistol"
                                    << "single"
                                    << "" << 3;
        QTest::newRow("exotic: 3D") << "rifle"
                                    << "single"
                                    << "exotic" << 3;
        QTest::newRow("exotic, burst: 4D") << "rifle"
                                           << "burst"
                                           << "exotic" << 4;
    }

    void ammunitionCheckDice()
    {
        QFETCH(QString, weapon);
        QFETCH(QString, mode);
        QFETCH(QString, weaponClass);
        QFETCH(int, dice);
        Weapon w = *engine().rules().weapon(weapon.toStdString());
        if (weaponClass == "exotic")
            w.weaponClass = Weapon::Class::Exotic;
        const Task task = ammoTask(w, engine().rules().mode(mode.toStdString()));
        QCOMPARE(task.dice, dice);
        QCOMPARE(task.target, 8); // the weapon's TL
    }

    // "On failure, the weapon is empty, and the character cannot fire this round." The check
    // comes before the attack; an empty weapon is refused until reloaded.
    void emptyWeaponCannotFire()
    {
        const ground::Action checked = shot("rifle", { { "check_ammo", 1 } });
        // 3+4 = 7 < TL 8: ammunition remains; the attack follows (6+6: a miss).
        const ground::Outcome fires = resolve(scene(), checked, { 3, 4, 6, 6 });
        QCOMPARE(fires.rolls.size(), std::size_t(2));
        QCOMPARE(fires.rolls[0].what, std::string("ammunition"));
        QCOMPARE(fires.after.figures[0].value("empty"), 0);
        // 4+4 = 8: empty; no attack is rolled.
        const ground::Outcome empty = resolve(scene(), checked, { 4, 4 });
        QVERIFY(!empty.hit);
        QCOMPARE(empty.rolls.size(), std::size_t(1));
        QCOMPARE(empty.after.figures[0].value("empty"), 1);
        QVERIFY(says(empty, "The weapon is empty: Vargas cannot fire this round"));
        QVERIFY(engine().status(empty.after.figures[0]).english().find("weapon empty")
            != std::string::npos);

        // "… cannot fire this round": any ranged weapon is refused, melee is not.
        ground::Scene s = empty.after;
        QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(s, shot("pistol")));
        ground::Scene close = s;
        close.figures[1].position = { 0, -1 };
        QCOMPARE(engine().hitChance(close, shot("blade")), 0.0); // Blade 1: never below

        // "Once ammunition is depleted, the character must stop and take cover for a round to
        // reload": the next round it reloads (still no fire), the one after it fires.
        ground::Figure f = engine().newRound(s.figures[0]);
        QCOMPARE(f.value("empty"), 2);
        s.figures[0] = f;
        QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(s, shot("rifle")));
        f = engine().newRound(f);
        QCOMPARE(f.value("empty"), 0);
        // "… when Moving, however, there is no reloading possible."
        ground::Figure moving = empty.after.figures[0];
        moving.state["decision"] = 1;
        QCOMPARE(engine().newRound(moving).value("empty"), 1);
    }

    // The ammunition check is asked only of what is fired, against a TL; its chance counts.
    void ammunitionCheckOdds()
    {
        // 2D < 8: 21 in 36; the attack 2D < 11: 33 in 36.
        QCOMPARE(engine().hitChance(scene(), shot("rifle", { { "check_ammo", 1 } })),
            21.0 / 36 * 33.0 / 36);
        ground::Scene close = scene();
        close.figures[1].position = { 0, -1 };
        QVERIFY_THROWS_EXCEPTION(
            Refused, engine().hitChance(close, shot("blade", { { "check_ammo", 1 } })));
        auto rules = std::make_shared<Rules>(engine().rules());
        for (Weapon& w : rules->weapons)
            w.tl = 0;
        const Engine noTl(rules);
        QVERIFY_THROWS_EXCEPTION(
            Refused, noTl.hitChance(scene(), shot("rifle", { { "check_ammo", 1 } })));
    }

    // "Actions are resolved in phases: Yellow (Move), Black (Aimed Fire), White (Vehicles and
    // special attacks), Default. Red Phase (Fire Suppression) is reactive." and "A character
    // Moving may also take a Default action during the Default phase." Five figures with five
    // decisions, listed Red, Default, White, Yellow, Black.
    void phasesOfTheRound()
    {
        ground::Scene s;
        const char* names[] = { "Ana", "Bo", "Cy", "Di", "Ed" };
        const int decision[] = { 4, 0, 3, 1, 2 };
        for (int i = 0; i < 5; ++i) {
            ground::Figure f = engine().figure("raider");
            f.name = names[i];
            f.state["decision"] = decision[i];
            s.figures.push_back(f);
        }
        TypedDice none({});
        const ground::Initiative order = engine().initiative(s, {}, none);
        const std::vector<ground::Turn> expected { { 3, 0, 1, false }, { 4, 0, 1, false },
            { 2, 0, 1, false }, { 1, 0, 1, false }, { 3, 0, 2, false } };
        QCOMPARE(order.turns, expected);
        QVERIFY(order.dice.empty());
        std::string text;
        for (const Text& line : order.working)
            text += line.english() + "\n";
        QVERIFY2(text.find("Yellow (Move) phase: Di.\nBlack (Aimed Fire) phase: Ed.\nWhite "
                           "(Vehicles and special attacks) phase: Cy.\nDefault phase: Bo, Di "
                           "(its Default action).\nRed (Suppressing Fire): Ana takes no turn "
                           "of its own")
                != std::string::npos,
            text.c_str());
        // One out of the fight takes no turn; the decision lasts through a new round.
        s.figures[3].state["str"] = 0;
        QCOMPARE(engine().initiative(s, {}, none).turns.size(), std::size_t(3));
        QCOMPARE(engine().newRound(s.figures[4]).value("decision"), 2);
    }

    // "Aimed Fire is always single shot mode": a figure that decided on Black fires single
    // shots only, and no autofire or snap fire.
    void aimedFireIsSingleShot()
    {
        ground::Scene s = scene();
        s.figures[0].state["decision"] = 2;
        ground::Action burst = shot("rifle");
        burst.mode = "burst";
        burst.situations = { "autofire" };
        QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(s, burst));
        ground::Action snap = shot("rifle");
        snap.situations = { "snap_fire" };
        QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(s, snap));
        QCOMPARE(engine().hitChance(s, shot("rifle")), 33.0 / 36);
        try {
            engine().hitChance(s, burst);
            QFAIL("aimed fire in bursts was not refused");
        } catch (const Refused& r) {
            QCOMPARE(QString::fromStdString(r.text().english()),
                QString("Vargas decided on Aimed Fire: \"Aimed Fire is always single shot mode\", "
                        "not Burst."));
        }
        // The same on the Default decision is allowed.
        s.figures[0].state["decision"] = 0;
        QVERIFY(engine().hitChance(s, burst) > 0);
    }

    // "2. Decision. Each player selects a die color based on his character's Action": the
    // procedure decide sets the one acting's decision (option colour), rolls nothing and
    // spends no turn; the next round's order follows it.
    void decideSetsTheDecision()
    {
        ground::Scene s = scene();
        ground::Action decide;
        decide.procedure = "decide";
        decide.options["colour"] = 1;
        QVERIFY(!engine().procedureTakesTurn("decide"));
        bool listed = false;
        for (const ground::Choice& c : engine().procedures())
            listed = listed || c.id == "decide";
        QVERIFY(listed);
        QCOMPARE(engine().options(decide).front().id, std::string("colour"));
        TypedDice none({});
        const ground::Outcome out = engine().act(s, decide, none);
        QCOMPARE(out.procedure, std::string("decide"));
        QVERIFY(out.dice.empty());
        QCOMPARE(out.after.figures[0].value("decision"), 1);
        QVERIFY(says(out, "Vargas decides: Yellow (Move)"));
        // Vargas moves: first in the Yellow phase, again in the Default phase, where he is
        // listed before the raider.
        const ground::Initiative order = engine().initiative(out.after, {}, none);
        const std::vector<ground::Turn> expected { { 0, 0, 1, false }, { 0, 0, 2, false },
            { 1, 0, 1, false } };
        QCOMPARE(order.turns, expected);
        // Back to Default.
        decide.options["colour"] = 0;
        QCOMPARE(engine().act(out.after, decide, none).after.figures[0].state.count("decision"),
            std::size_t(0));
    }

    // "1. Leadership task rolled by Leader." Reading: 2D below Soc + Leadership, the one
    // acting being the leader (Vargas: Soc 5 + Leadership 2 = 7).
    void leadershipTask()
    {
        ground::Action lead;
        lead.procedure = "leadership";
        TypedDice six({ 3, 3 });
        const ground::Outcome out = engine().act(scene(), lead, six);
        QVERIFY(out.hit);
        QCOMPARE(out.rolls.size(), std::size_t(1));
        QCOMPARE(out.rolls[0].what, std::string("leadership"));
        QCOMPARE(out.rolls[0].target.value_or(0), 7);
        QVERIFY(says(out, "each round the team may discuss what each character should do"));
        TypedDice seven({ 3, 4 });
        const ground::Outcome fails = engine().act(scene(), lead, seven);
        QVERIFY(!fails.hit);
        QVERIFY(says(fails, "the team skips the Strategy step each round"));
    }

    // "2. Tactics Mod (not a pool!) rolled by whoever has the best Tactics score": the best
    // Tactics of the one acting's side rolls 2D below Int + Tactics (a reading); the Mod is
    // how far below (a reading), not applied anywhere.
    void tacticsModByTheBestTactics()
    {
        ground::Scene s = scene();
        s.figures[1].side = 0; // the raider (Tactics 2, Int 5) beside Vargas (Tactics 1)
        ground::Action tactics;
        tactics.procedure = "tactics";
        TypedDice dice({ 2, 1 });
        const ground::Outcome out = engine().act(s, tactics, dice);
        QCOMPARE(out.figures[0].figure, 1);
        QCOMPARE(out.rolls[0].target.value_or(0), 7);
        QVERIFY2(says(out, "Tactics Mod 4"), working(out).c_str());
        // On its own side Vargas is the best.
        s.figures[1].side = 1;
        TypedDice again({ 2, 1 });
        const ground::Outcome own = engine().act(s, tactics, again);
        QCOMPARE(own.figures[0].figure, 0);
        QCOMPARE(own.rolls[0].target.value_or(0), 8);
        ground::Action unknown;
        unknown.procedure = "sitrep";
        TypedDice none({});
        QVERIFY_THROWS_EXCEPTION(Refused, engine().act(s, unknown, none));
    }

    // The state keys and their ranges.
    void stateKeys()
    {
        const std::vector<ground::StateKey> keys = engine().stateKeys(engine().figure("vargas"));
        bool decision = false;
        bool empty = false;
        for (const ground::StateKey& k : keys) {
            decision = decision || (k.key == "decision" && k.min == 0 && k.max == 4);
            empty = empty || (k.key == "empty" && k.min == 0 && k.max == 2);
        }
        QVERIFY(decision && empty);
        ground::Figure f = engine().figure("vargas");
        for (int d = 1; d <= 4; ++d) {
            f.state["decision"] = d;
            QVERIFY(engine().status(f).english().find(decisions[static_cast<std::size_t>(d)])
                != std::string::npos);
        }
    }
};

QTEST_APPLESS_MAIN(TestRollUnderRound)
#include "tst_rollunderround.moc"
