// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System rollunder (rules/other-systems.md section D, seed 004 "Rob's Edit #5") and the
// shipped roll-under ruleset: each dice-count modifier, the minimums, Size against Range,
// strict roll-under, damage to armour and characteristics, blasts, and the engine with
// typed dice.
#include "ground.h"
#include "rollunder.h"
#include "rollunderengine.h"
#include "rollunderfixture.h"
#include "rulesetreader.h"
#include "testsupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace hitspread::rollunder;
using hitspread::Hex;
using hitspread::loadRuleset;
using hitspread::Refused;
using hitspread::Ruleset;
using hitspread::RulesetLoad;
using hitspread::Text;
using hitspread::TypedDice;
using namespace hitspread::test;
using namespace hitspread::test::rollunder;
namespace ground = hitspread::ground;

Q_DECLARE_METATYPE(std::vector<int>)

namespace {
const Rules& rules()
{
    return engine().rules();
}

std::vector<std::string> strings(const QStringList& list)
{
    std::vector<std::string> out;
    for (const QString& s : list)
        out.push_back(s.toStdString());
    return out;
}

// Vargas (Dex 9, Gun Combat 2, Throwing 1) at the origin; the raider (cloth, armour 5)
// `raiderAt` metres up the map; the hound (Size 4) `houndAt` metres up.
ground::Scene scene(int raiderAt, int houndAt = 3)
{
    ground::Scene s;
    s.figures.push_back({ "vargas", "Vargas", { 0, 0 }, {} });
    s.figures.push_back({ "raider", "Raider", { 0, -raiderAt }, {} });
    s.figures.push_back({ "hound", "Hound", { 3, -houndAt - 2 }, {} });
    s.shooter = 0;
    return s;
}

ground::Action attack(const std::string& weapon, int target = 1)
{
    ground::Action a;
    a.weapon = weapon;
    a.target = target;
    return a;
}

// The chance of a task's first roll succeeding, by resolving the action through the engine
// with every face tuple of that roll (padded with ones for whatever follows).
double bruteForce(const ground::Scene& s, const ground::Action& a, int diceCount)
{
    int hits = 0;
    int all = 0;
    std::vector<int> faces(static_cast<std::size_t>(diceCount), 1);
    while (true) {
        std::vector<int> typed = faces;
        typed.resize(typed.size() + 60, 1);
        TypedDice dice(typed);
        const ground::Outcome out = engine().resolve(s, a, dice);
        hits += out.rolls.front().success.value_or(false) ? 1 : 0;
        ++all;
        std::size_t i = 0;
        while (i < faces.size() && faces[i] == 6)
            faces[i++] = 1;
        if (i == faces.size())
            break;
        ++faces[i];
    }
    return static_cast<double>(hits) / all;
}
}

class TestRollUnder : public QObject {
    Q_OBJECT

private slots:
    // The shipped ruleset holds the seed's ranges, weapons and characters (tst_groundengines
    // proves it loads).
    void rulesetLoads()
    {
        QCOMPARE(rules().ranges.size(), std::size_t(7));
        QCOMPARE(rules().weapons.size(), std::size_t(7));
        QCOMPARE(rules().characters.size(), std::size_t(3));
        QCOMPARE(rules().characters.at("vargas").characteristic("dex"), 9);
        QCOMPARE(rules().armourValue(rules().characters.at("raider")), 5);
        QCOMPARE(engine().defaultShooter(), std::string("vargas"));
        QCOMPARE(engine().band("rifle", 30).value_or(""), std::string("short"));
        QVERIFY(!engine().band("pistol", 200)); // R4: beyond the pistol's Range 3
        QCOMPARE(engine().band("blade", 1).value_or(""), std::string("contact"));
        QVERIFY(!engine().band("blade", 2));
    }

    // Each of the seed's difficulty modifiers changes the dice by exactly what it says.
    // Base: a rifle at Range 4 (long) against a human (Size 5): 4D.
    void diceModifiers_data()
    {
        QTest::addColumn<QStringList>("situations");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("size");
        QTest::addColumn<bool>("unconscious");
        QTest::addColumn<int>("dice");
        QTest::addColumn<int>("attacks");
        QTest::addColumn<int>("damageDice");
        QTest::newRow("none") << QStringList {} << "" << 5 << false << 4 << 1 << 0;
        QTest::newRow("attacker moving +1D")
            << QStringList { "attacker_moving" } << "" << 5 << false << 5 << 1 << 0;
        QTest::newRow("target moving +1D")
            << QStringList { "target_moving" } << "" << 5 << false << 5 << 1 << 0;
        QTest::newRow("autofire +1D, +1D damage")
            << QStringList { "autofire" } << "" << 5 << false << 5 << 1 << 1;
        QTest::newRow("snap +2D, +2D damage")
            << QStringList { "snap_fire" } << "" << 5 << false << 6 << 1 << 2;
        QTest::newRow("suppressing +2D, +2D damage")
            << QStringList { "suppressing_fire" } << "" << 5 << false << 6 << 1 << 2;
        QTest::newRow("burst +1D, two attacks")
            << QStringList { "autofire" } << "burst" << 5 << false << 6 << 2 << 1;
        QTest::newRow("full auto +2D, three attacks")
            << QStringList { "snap_fire" } << "full" << 5 << false << 8 << 3 << 2;
        QTest::newRow("cautious -1D")
            << QStringList { "cautious" } << "" << 5 << false << 3 << 1 << 0;
        QTest::newRow("hasty +1D") << QStringList { "hasty" } << "" << 5 << false << 5 << 1 << 0;
        QTest::newRow("small target +1D") << QStringList {} << "" << 4 << false << 5 << 1 << 0;
        QTest::newRow("large target -1D") << QStringList {} << "" << 6 << false << 3 << 1 << 0;
        QTest::newRow("unaware -1D")
            << QStringList { "unaware" } << "" << 5 << false << 3 << 1 << 0;
        QTest::newRow("unconscious -1D by itself")
            << QStringList {} << "" << 5 << true << 3 << 1 << 0;
        QTest::newRow("unconscious and unaware: once")
            << QStringList { "unaware" } << "" << 5 << true << 3 << 1 << 0;
        QTest::newRow("all together")
            << QStringList { "attacker_moving", "target_moving", "autofire" } << "burst" << 6
            << false << 7 << 2 << 1;
    }

    void diceModifiers()
    {
        QFETCH(QStringList, situations);
        QFETCH(QString, mode);
        QFETCH(int, size);
        QFETCH(bool, unconscious);
        QFETCH(int, dice);
        QFETCH(int, attacks);
        QFETCH(int, damageDice);
        TaskRequest req;
        req.weapon = rules().weapon("rifle");
        req.mode = mode.toStdString();
        req.situations = strings(situations);
        req.range = 4;
        req.characteristic = 9;
        req.skill = 2;
        req.targetSize = size;
        req.targetUnconscious = unconscious;
        const Task task = attackTask(rules(), req);
        QCOMPARE(task.base, 4);
        QCOMPARE(task.dice, dice);
        QCOMPARE(task.attacks, attacks);
        QCOMPARE(task.damageDice, damageDice);
        QCOMPARE(task.target, 11);
        QCOMPARE(task.nextRound, situations.contains("cautious"));
        QCOMPARE(task.stuns, situations.contains("hasty"));
    }

    // Minimum task 2D ranged, 1D melee; melee is 2D < skill, +1D against a longer reach.
    void minimums_data()
    {
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<int>("range");
        QTest::addColumn<QStringList>("situations");
        QTest::addColumn<int>("dice");
        QTest::addColumn<int>("target");
        QTest::addColumn<int>("opponentReach");
        QTest::newRow("R0 pistol: 2D") << "pistol" << 0 << QStringList {} << 2 << 11 << 0;
        QTest::newRow("R1 pistol: 2D") << "pistol" << 1 << QStringList {} << 2 << 11 << 0;
        QTest::newRow("R2 cautious: still 2D")
            << "pistol" << 2 << QStringList { "cautious" } << 2 << 11 << 0;
        QTest::newRow("R3 cautious: 2D")
            << "pistol" << 3 << QStringList { "cautious" } << 2 << 11 << 0;
        QTest::newRow("R3 moving: 4D")
            << "pistol" << 3 << QStringList { "attacker_moving" } << 4 << 11 << 0;
        QTest::newRow("melee: 2D < skill") << "blade" << 0 << QStringList {} << 2 << 1 << 0;
        QTest::newRow("melee cautious: 1D")
            << "blade" << 0 << QStringList { "cautious" } << 1 << 1 << 0;
        QTest::newRow("melee cautious, unaware: still 1D")
            << "blade" << 0 << QStringList { "cautious", "unaware" } << 1 << 1 << 0;
        // "+1D if the opponent has a longer reach": a blade (1 m) against a spear (2 m).
        QTest::newRow("melee longer reach: 3D") << "blade" << 0 << QStringList {} << 3 << 1 << 2;
        QTest::newRow("melee, the same reach: 2D") << "blade" << 0 << QStringList {} << 2 << 1 << 1;
    }

    void minimums()
    {
        QFETCH(QString, weapon);
        QFETCH(int, range);
        QFETCH(QStringList, situations);
        QFETCH(int, dice);
        QFETCH(int, target);
        QFETCH(int, opponentReach);
        TaskRequest req;
        req.weapon = rules().weapon(weapon.toStdString());
        req.reach = 1;
        req.opponentReach = opponentReach;
        req.situations = strings(situations);
        req.range = range;
        req.characteristic = 9;
        req.skill = weapon == "blade" ? 1 : 2;
        const Task task = attackTask(rules(), req);
        QCOMPARE(task.dice, dice);
        QCOMPARE(task.target, target);
    }

    // "Not possible if Size < Range": the hound (Size 4) at R4 yes, at R5 no.
    void sizeAgainstRange()
    {
        TaskRequest req;
        req.weapon = rules().weapon("rifle");
        req.characteristic = 9;
        req.skill = 2;
        req.targetSize = 4;
        req.range = 4;
        QCOMPARE(attackTask(rules(), req).dice, 5); // 4D, +1D small
        req.range = 5;
        QVERIFY_THROWS_EXCEPTION(Refused, attackTask(rules(), req));
        // And through the engine: 600 m is R5 (very long).
        ground::Scene s = scene(30, 600);
        QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(s, attack("rifle", 2)));
        TypedDice dice({ 1, 1, 1, 1, 1, 1 });
        QVERIFY_THROWS_EXCEPTION(Refused, engine().resolve(s, attack("rifle", 2), dice));
        QCOMPARE(dice.remaining(), std::size_t(6)); // nothing rolled
        s.figures[2].position = { 0, -400 }; // R4: possible
        QVERIFY(engine().hitChance(s, attack("rifle", 2)) > 0);
    }

    // The total must be strictly below: equal fails.
    void strictlyBelow_data()
    {
        QTest::addColumn<std::vector<int>>("faces");
        QTest::addColumn<int>("rollModifier");
        QTest::addColumn<bool>("success");
        QTest::newRow("10 < 11") << std::vector<int> { 4, 6 } << 0 << true;
        QTest::newRow("11 = 11 fails") << std::vector<int> { 5, 6 } << 0 << false;
        QTest::newRow("12 fails") << std::vector<int> { 6, 6 } << 0 << false;
        QTest::newRow("8 + 2 < 11") << std::vector<int> { 4, 4 } << 2 << true;
        QTest::newRow("8 + 3 = 11 fails") << std::vector<int> { 4, 4 } << 3 << false;
    }

    void strictlyBelow()
    {
        QFETCH(std::vector<int>, faces);
        QFETCH(int, rollModifier);
        QFETCH(bool, success);
        Task task;
        task.dice = 2;
        task.target = 11;
        task.rollModifier = rollModifier;
        TypedDice dice(faces);
        const TaskRoll roll = rollTask(task, dice, "attack");
        QCOMPARE(roll.faces, faces);
        QCOMPARE(roll.success, success);
    }

    // Pen dice first, high values first (too deadly: low first); Pen counts twice against the
    // armour; a die meeting the armour is spent on it whole.
    void armour_data()
    {
        QTest::addColumn<int>("armour");
        QTest::addColumn<std::vector<int>>("pen");
        QTest::addColumn<std::vector<int>>("damage");
        QTest::addColumn<bool>("tooDeadly");
        QTest::addColumn<std::vector<int>>("through");
        QTest::addColumn<int>("left");
        QTest::newRow("high first") << 5 << std::vector<int> { 2 } << std::vector<int> { 3, 6, 1 }
                                    << false << std::vector<int> { 3, 1 } << 0;
        QTest::newRow("too deadly: low first")
            << 5 << std::vector<int> { 2 } << std::vector<int> { 3, 6, 1 } << true
            << std::vector<int> { 3, 6 } << 0;
        QTest::newRow("Pen counts twice") << 4 << std::vector<int> { 2 } << std::vector<int> { 5 }
                                          << false << std::vector<int> { 5 } << 0;
        QTest::newRow("without Pen the 5 is spent")
            << 4 << std::vector<int> {} << std::vector<int> { 2, 5 } << false
            << std::vector<int> { 2 } << 0;
        QTest::newRow("Pen first even when low")
            << 6 << std::vector<int> { 1, 3 } << std::vector<int> { 6 } << false
            << std::vector<int> { 1, 6 } << 0;
        QTest::newRow("armour holds") << 35 << std::vector<int> { 6 } << std::vector<int> { 6, 6 }
                                      << false << std::vector<int> {} << 11;
        QTest::newRow("no armour") << 0 << std::vector<int> { 2 } << std::vector<int> { 1, 4 }
                                   << false << std::vector<int> { 2, 4, 1 } << 0;
    }

    void armour()
    {
        QFETCH(int, armour);
        QFETCH(std::vector<int>, pen);
        QFETCH(std::vector<int>, damage);
        QFETCH(bool, tooDeadly);
        QFETCH(std::vector<int>, through);
        QFETCH(int, left);
        const ArmourTrace t = applyToArmour(armour, pen, damage, tooDeadly);
        std::vector<int> faces;
        for (const DamageDie& d : t.through)
            faces.push_back(d.face);
        QCOMPARE(faces, through);
        QCOMPARE(t.armourLeft, left);
        QCOMPARE(t.overcome, left == 0);
        QCOMPARE(t.absorbed.size() + t.through.size(), pen.size() + damage.size());
    }

    // Dice that get through go at face value to Str (1–2), Dex (3–4) or End (5–6), picked by
    // a d6 each; one characteristic at 0 is unconscious, two dead.
    void characteristics()
    {
        const Weapon& blade = *rules().weapon("blade");
        {
            TypedDice dice({ 3, 5, 1, 6 }); // damage 3, 5; picks Str, End
            const DamageTrace d = resolveDamage(rules(), blade, 0, 0, { 7, 7, 8 }, dice);
            QCOMPARE(d.damage, (std::vector<int> { 3, 5 }));
            QCOMPARE(d.hurts.size(), std::size_t(2));
            QCOMPARE(d.hurts[0].characteristic, std::string("str"));
            QCOMPARE(d.hurts[0].points, 5); // high first
            QCOMPARE(d.hurts[1].characteristic, std::string("end"));
            QCOMPARE(d.hurts[1].points, 3);
            QCOMPARE(d.after, (Physical { 2, 7, 5 }));
            QCOMPARE(static_cast<int>(d.condition), static_cast<int>(Condition::Ok));
            QCOMPARE(dice.remaining(), std::size_t(0));
        }
        {
            TypedDice dice({ 6, 4, 3, 4 }); // 6 and 4 both to Dex: 7 → 1 → 0
            const DamageTrace d = resolveDamage(rules(), blade, 0, 0, { 7, 7, 8 }, dice);
            QCOMPARE(d.after, (Physical { 7, 0, 8 }));
            QCOMPARE(d.hurts[1].before, 1);
            QCOMPARE(d.hurts[1].after, 0);
            QCOMPARE(static_cast<int>(d.condition), static_cast<int>(Condition::Unconscious));
        }
        {
            TypedDice dice({ 6, 4, 2, 5 });
            const DamageTrace d = resolveDamage(rules(), blade, 0, 0, { 2, 7, 3 }, dice);
            QCOMPARE(d.after, (Physical { 0, 7, 0 }));
            QCOMPARE(static_cast<int>(d.condition), static_cast<int>(Condition::Dead));
        }
        for (int face = 1; face <= 6; ++face)
            QCOMPARE(std::string(characteristicOfDie(face)),
                std::string(face <= 2 ? "str"
                        : face <= 4   ? "dex"
                                      : "end"));
    }

    // Too deadly (low first) through the rules, and "Book 1" damage at half value.
    void damageOptions()
    {
        Rules deadly = rules();
        deadly.tooDeadly = true;
        const Weapon& rifle = *rules().weapon("rifle"); // 2 Pen + 2 dice
        {
            TypedDice dice({ 1, 5, 6, 2, 3, 4 }); // Pen 1,5; dice 6,2; picks 3, 4
            const DamageTrace d = resolveDamage(deadly, rifle, 0, 5, { 7, 7, 7 }, dice);
            // Pen low first: 1 (2), 5 (10 → armour down); then low first: 2, 6.
            QCOMPARE(d.hurts.size(), std::size_t(2));
            QCOMPARE(d.hurts[0].points, 2);
            QCOMPARE(d.hurts[1].points, 6);
            QCOMPARE(d.after, (Physical { 7, 0, 7 }));
        }
        Rules book1 = rules();
        book1.book1Cover = true;
        {
            TypedDice dice({ 5, 3, 1, 5 });
            const DamageTrace d
                = resolveDamage(book1, *rules().weapon("blade"), 0, 35, { 7, 7, 7 }, dice);
            QVERIFY(d.halfValue);
            QCOMPARE(d.hurts[0].points, 2); // 5 halved, rounded down
            QCOMPARE(d.hurts[1].points, 1);
            QCOMPARE(d.after, (Physical { 5, 7, 6 }));
        }
        // "Book 1": cover 3 and armour 5 (÷ 10, up: 1) against; own cover 3 (half: 1).
        TaskRequest req;
        req.weapon = rules().weapon("rifle");
        req.range = 2;
        req.characteristic = 9;
        req.skill = 2;
        req.targetArmour = 5;
        req.targetCover = 3;
        req.shooterCover = 3;
        QCOMPARE(attackTask(book1, req).rollModifier, 5);
        QVERIFY_THROWS_EXCEPTION(Refused, attackTask(rules(), req));
        req.targetCover = 0;
        req.shooterCover = 0;
        req.situations = { "cover_stone" };
        QVERIFY_THROWS_EXCEPTION(Refused, attackTask(book1, req));
        QCOMPARE(attackTask(rules(), req).coverArmour, 10);
        // "For bulkhead walls, use the wall's TL": a wall of TL 12 is armour 12 on top of the
        // target's; not with another cover too, and not with "Book 1" cover.
        req.atFigure = true;
        req.wallTl = 12;
        QVERIFY_THROWS_EXCEPTION(Refused, attackTask(rules(), req));
        req.situations.clear();
        QCOMPARE(attackTask(rules(), req).coverArmour, 12);
        QVERIFY_THROWS_EXCEPTION(Refused, attackTask(book1, req));
        req.wallTl = 0;
        QCOMPARE(attackTask(rules(), req).coverArmour, 0);
    }

    // The blast: rings are the range bands up to the blast radius; each rolls its Range in
    // dice below the weapon's TL.
    void blastRings()
    {
        const std::vector<ground::Ring> rings = engine().rings("frag-grenade");
        QCOMPARE(rings.size(), std::size_t(3));
        QCOMPARE(rings[0].upTo, 1);
        QCOMPARE(rings[1].upTo, 5);
        QCOMPARE(rings[2].upTo, 10); // R2 cut at the blast radius
        QCOMPARE(rings[2].name, std::string("R2 Short"));
        QVERIFY(engine().rings("rifle").empty());
        const Weapon& frag = *rules().weapon("frag-grenade");
        QCOMPARE(blastTask(frag, 0).dice, 0);
        QCOMPARE(blastTask(frag, 2).dice, 2);
        QCOMPARE(blastTask(frag, 2).target, 8);
        QCOMPARE(taskChance(blastTask(frag, 0)), 1.0);
        QCOMPARE(taskChance(blastTask(frag, 1)), 1.0); // 1D < 8 always
        QCOMPARE(taskChance(blastTask(frag, 2)), 21.0 / 36.0); // 2D ≤ 7
        QCOMPARE(taskChance(blastTask(frag, 3)), 35.0 / 216.0); // 3D ≤ 7
        TypedDice dice({ 3, 4, 4, 4 });
        QVERIFY(rollTask(blastTask(frag, 2), dice, "blast").success); // 7 < 8
        QVERIFY(!rollTask(blastTask(frag, 2), dice, "blast").success); // 8 is not below 8
    }

    // A burst through the engine, every die typed and checked.
    void burstThroughTheEngine()
    {
        const ground::Scene s = scene(30); // R2 Short
        ground::Action a = attack("rifle");
        a.mode = "burst";
        a.situations = { "autofire" };
        // Attack 1: 4D (R2 +1D burst +1D autofire) = 2+3+1+4 = 10 < Dex 9 + Gun Combat 2.
        // Pen 4, 1; damage 2, 6; cloth 5 falls to the Pen 4 (counts 8); then Pen 1, 6, 2 and
        // the autofire die 3 go through; picks 1 Str, 3 Dex, 5 End, 2 Str.
        // Attack 2: 6+6+1+1 = 14: miss.
        const std::vector<int> faces { 2, 3, 1, 4, 4, 1, 2, 6, 3, 1, 3, 5, 2, 6, 6, 1, 1 };
        TypedDice dice(faces);
        const ground::Outcome out = engine().resolve(s, a, dice);
        QCOMPARE(dice.remaining(), std::size_t(0));
        QCOMPARE(out.dice, faces);
        QCOMPARE(out.band, std::string("short"));
        QCOMPARE(out.distance, 30);
        QCOMPARE(out.mode, std::string("burst"));
        QVERIFY(out.hit);
        QCOMPARE(out.rolls.size(), std::size_t(2));
        QCOMPARE(out.rolls[0].faces, (std::vector<int> { 2, 3, 1, 4 }));
        QCOMPARE(out.rolls[0].total, 10);
        QCOMPARE(out.rolls[0].target.value_or(0), 11);
        QCOMPARE(out.rolls[0].rule, std::string("below"));
        QVERIFY(out.rolls[0].success.value_or(false));
        QCOMPARE(out.rolls[1].total, 14);
        QVERIFY(!out.rolls[1].success.value_or(true));
        QCOMPARE(out.figures.size(), std::size_t(1));
        const ground::FigureResult& raider = out.figures[0];
        QCOMPARE(raider.figure, 1);
        QVERIFY(raider.affected);
        QCOMPARE(raider.rolls.size(), std::size_t(7)); // Pen, damage, on penetration, 4 picks
        QCOMPARE(raider.rolls[0].what, std::string("penetration"));
        QCOMPARE(raider.rolls[0].faces, (std::vector<int> { 4, 1 }));
        QCOMPARE(raider.rolls[1].faces, (std::vector<int> { 2, 6 }));
        QCOMPARE(raider.rolls[2].what, std::string("damage on penetration"));
        QCOMPARE(raider.rolls[2].faces, (std::vector<int> { 3 }));
        const ground::Figure& after = out.after.figures[1];
        QCOMPARE(after.value("str"), 7 - 1 - 3);
        QCOMPARE(after.value("dex"), 7 - 6);
        QCOMPARE(after.value("end"), 8 - 2);
        QCOMPARE(out.after.figures[0], s.figures[0]);
        const std::string text = working(out);
        QVERIFY2(
            text.find("Roll 2+3+1+4 = 10 against 11: success.") != std::string::npos, text.c_str());
        QVERIFY2(
            text.find("Roll 6+6+1+1 = 14 against 11: failure.") != std::string::npos, text.c_str());
        QVERIFY2(text.find("Armour 5 meets 8 (Pen counts twice): 0 left, overcome.")
                != std::string::npos,
            text.c_str());
        QCOMPARE(engine().hitChance(s, a), bruteForce(s, a, 4));
    }

    // Hasty: a hit stuns the target, who then cannot attack until a new round; cautious is
    // marked for the next round.
    void hastyAndCautious()
    {
        ground::Scene s = scene(3); // R1
        ground::Action a = attack("pistol");
        a.situations = { "hasty" };
        TypedDice dice({ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 }); // 3D = 3 < 11; Pen 1, damage 1+1; picks
        const ground::Outcome out = engine().resolve(s, a, dice);
        QVERIFY(out.hit);
        QCOMPARE(out.after.figures[1].value("stunned"), 1);
        QVERIFY(
            engine().status(out.after.figures[1]).english().find("stunned") != std::string::npos);
        ground::Scene next = out.after;
        next.shooter = 1;
        ground::Action back = attack("pistol", 0);
        QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(next, back));
        back.options["new_round"] = 1;
        TypedDice more({ 6, 6 });
        const ground::Outcome again = engine().resolve(next, back, more);
        QCOMPARE(again.after.figures[1].value("stunned"), 0);

        ground::Action careful = attack("pistol");
        careful.situations = { "cautious" };
        TypedDice six({ 6, 6 });
        const ground::Outcome later = engine().resolve(s, careful, six);
        QVERIFY(working(later).find("next combat round") != std::string::npos);
    }

    // A throw that misses, scatters and catches two figures in different rings.
    void throwThroughTheEngine()
    {
        ground::Scene s;
        s.figures.push_back({ "vargas", "Vargas", { 0, 0 }, {} });
        s.figures.push_back({ "raider", "Raider", { 0, -25 }, {} });
        s.figures.push_back({ "hound", "Hound", { 0, -16 }, {} });
        s.aim = { 0, -20 }; // 20 m: R2 Short, 2D < Dex 9 + Throwing 1
        ground::Action a;
        a.isThrow = true;
        a.weapon = "frag-grenade";
        // Throw 6+5 = 11: miss. Scatter 2d6 (short) 1+2 = 3 m, direction 1 (beyond): lands at
        // (0, −23). Vargas 23 m off: outside. Raider 2 m: R1 ring, 1D 6 < TL 8, damage 1, 2, 3
        // against cloth 5 (3 and 2 spent), the 1 to End (pick 6). Hound 7 m: R2, 4+4 = 8: not
        // below 8.
        const std::vector<int> faces { 6, 5, 1, 2, 1, 6, 1, 2, 3, 6, 4, 4 };
        TypedDice dice(faces);
        const ground::Outcome out = engine().resolve(s, a, dice);
        QCOMPARE(dice.remaining(), std::size_t(0));
        QCOMPARE(out.dice, faces);
        QVERIFY(!out.hit);
        QCOMPARE(out.band, std::string("short"));
        QCOMPARE(out.rolls.size(), std::size_t(3));
        QCOMPARE(out.rolls[0].what, std::string("throw"));
        QCOMPARE(out.rolls[0].target.value_or(0), 10);
        QCOMPARE(out.rolls[1].what, std::string("scatter"));
        QCOMPARE(out.rolls[1].total, 3);
        QCOMPARE(out.direction.value_or(0), 1);
        QCOMPARE(out.drift, 3);
        QCOMPARE(out.landing, (Hex { 0, -23 }));
        QCOMPARE(out.figures.size(), std::size_t(2));
        QCOMPARE(out.figures[0].figure, 1);
        QCOMPARE(out.figures[0].distance, 2);
        QCOMPARE(out.figures[0].ring.value_or(-1), 1);
        QVERIFY(out.figures[0].affected);
        QCOMPARE(out.figures[0].rolls[0].faces, (std::vector<int> { 6 }));
        QCOMPARE(out.figures[0].rolls[0].target.value_or(0), 8);
        QCOMPARE(out.after.figures[1].value("end"), 7);
        QCOMPARE(out.after.figures[1].value("str", -1), 7);
        QCOMPARE(out.figures[1].figure, 2);
        QCOMPARE(out.figures[1].distance, 7);
        QCOMPARE(out.figures[1].ring.value_or(-1), 2);
        QVERIFY(!out.figures[1].affected);
        QCOMPARE(out.after.figures[2], s.figures[2]);
        QCOMPARE(engine().hitChance(s, a), bruteForce(s, a, 2));

        // The landing odds sum to 1, the intended point holding the hit chance.
        const std::map<Hex, double> odds = ground::landingOdds(engine(), s, a);
        double sum = 0;
        for (const auto& [hex, p] : odds)
            sum += p;
        QVERIFY(std::abs(sum - 1.0) < 1e-12);
        QVERIFY(odds.at(s.aim) >= engine().hitChance(s, a) - 1e-12);
        QCOMPARE(engine().hitChance(s, a), 30.0 / 36.0); // 2D ≤ 9
    }

    // "Book 1" cover: the armour ÷ 10 (rounded up) is a roll modifier on attacks against the
    // character, the blast's included: the raider's cloth 5 adds 1 to its blast roll.
    void book1ArmourCountsAgainstTheBlast()
    {
        QTemporaryDir tmp;
        QVERIFY(copyRulesetWithEdit(
            "roll-under", tmp.path(), "ruleset.yaml", "book1_cover: false", "book1_cover: true"));
        const RulesetLoad load = loadRuleset(tmp.path().toStdString());
        QVERIFY(load.ruleset && load.ruleset->ground);
        ground::Scene s;
        s.figures.push_back({ "vargas", "Vargas", { 0, 0 }, {} });
        s.figures.push_back({ "raider", "Raider", { 0, -25 }, {} });
        s.aim = { 0, -20 };
        ground::Action a;
        a.isThrow = true;
        a.weapon = "frag-grenade";
        // As above: a miss, 3 m beyond; the raider 2 m off in the R1 ring rolls a 6.
        const std::vector<int> faces { 6, 5, 1, 2, 1, 6, 1, 2, 3, 6, 6, 6, 6, 6 };
        const ground::Engine* plain = &engine();
        for (const ground::Engine* e : { plain, load.ruleset->ground.get() }) {
            TypedDice dice(faces);
            const ground::Outcome out = e->resolve(s, a, dice);
            QCOMPARE(out.figures.size(), std::size_t(1));
            const ground::Roll& blast = out.figures[0].rolls[0];
            QCOMPARE(blast.faces, (std::vector<int> { 6 }));
            QCOMPARE(blast.total, e == plain ? 6 : 7);
            QVERIFY(out.figures[0].affected); // 6 or 7, both below TL 8
        }
    }

    // hitChance is exact: equal to resolving every face tuple of the task through the engine.
    void hitChanceExact_data()
    {
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<int>("metres");
        QTest::addColumn<QStringList>("situations");
        QTest::addColumn<int>("shooter");
        QTest::addColumn<int>("target");
        QTest::addColumn<int>("dice");
        QTest::newRow("rifle R3") << "rifle" << 100 << QStringList {} << 0 << 1 << 3;
        QTest::newRow("rifle R4 moving")
            << "rifle" << 400 << QStringList { "attacker_moving" } << 0 << 1 << 5;
        QTest::newRow("pistol R1, unaware: 2D")
            << "pistol" << 4 << QStringList { "unaware" } << 0 << 1 << 2;
        QTest::newRow("pistol at the hound, behind steel")
            << "pistol" << 40 << QStringList { "cover_steel" } << 0 << 2 << 3;
        // The raider's Blade 6: 2D < 6. Vargas fights back unarmed with Unarmed 0, which never
        // succeeds, so the raider's own roll decides (tst_rollundermelee: both succeeding).
        QTest::newRow("blade") << "blade" << 1 << QStringList {} << 1 << 0 << 2;
        QTest::newRow("blade cautious: 1D")
            << "blade" << 1 << QStringList { "cautious" } << 1 << 0 << 1;
        QTest::newRow("spear") << "spear" << 1 << QStringList {} << 1 << 0 << 2;
    }

    void hitChanceExact()
    {
        QFETCH(QString, weapon);
        QFETCH(int, metres);
        QFETCH(QStringList, situations);
        QFETCH(int, shooter);
        QFETCH(int, target);
        QFETCH(int, dice);
        ground::Scene s = scene(metres, metres);
        s.figures[2].position = { 0, -metres };
        s.figures[1].position = { 0, -metres };
        if (shooter == 1) {
            s.figures[0].position = { 0, -metres - 1 };
            s.figures[2].position = { 1, -metres };
        }
        s.shooter = shooter;
        ground::Action a = attack(weapon.toStdString(), target);
        a.situations = strings(situations);
        const double chance = engine().hitChance(s, a);
        QCOMPARE(chance, bruteForce(s, a, dice));
        QVERIFY(chance > 0 && chance < 1);
    }

    // What the seed forbids is refused before any die is rolled.
    void refusals_data()
    {
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<int>("metres");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QStringList>("situations");
        QTest::addColumn<int>("wallTl");
        QTest::newRow("burst as aimed fire") << "rifle" << 30 << "burst" << QStringList {} << 0;
        QTest::newRow("two fire actions")
            << "rifle" << 30 << "" << QStringList { "autofire", "snap_fire" } << 0;
        QTest::newRow("cautious and hasty")
            << "rifle" << 30 << "" << QStringList { "cautious", "hasty" } << 0;
        QTest::newRow("autofire with a blade")
            << "blade" << 1 << "" << QStringList { "autofire" } << 0;
        QTest::newRow("spear at 3 m") << "spear" << 3 << "" << QStringList {} << 0;
        QTest::newRow("blade at 2 m") << "blade" << 2 << "" << QStringList {} << 0;
        QTest::newRow("pistol at R4") << "pistol" << 200 << "" << QStringList {} << 0;
        QTest::newRow("pistol has no burst")
            << "pistol" << 30 << "burst" << QStringList { "autofire" } << 0;
        QTest::newRow("unknown situation") << "rifle" << 30 << "" << QStringList { "prone" } << 0;
        QTest::newRow("twice") << "rifle" << 30 << "" << QStringList { "hasty", "hasty" } << 0;
        QTest::newRow("two covers")
            << "rifle" << 30 << "" << QStringList { "cover_wood", "cover_stone" } << 0;
        QTest::newRow("cover and wall")
            << "rifle" << 30 << "" << QStringList { "cover_wood" } << 12;
        QTest::newRow("grenade at a figure") << "frag-grenade" << 10 << "" << QStringList {} << 0;
        QTest::newRow("beyond every band") << "rifle" << 6000 << "" << QStringList {} << 0;
    }

    void refusals()
    {
        QFETCH(QString, weapon);
        QFETCH(int, metres);
        QFETCH(QString, mode);
        QFETCH(QStringList, situations);
        QFETCH(int, wallTl);
        const ground::Scene s = scene(metres);
        ground::Action a = attack(weapon.toStdString());
        a.mode = mode.toStdString();
        a.situations = strings(situations);
        if (wallTl)
            a.options["wall_tl"] = wallTl;
        TypedDice dice(std::vector<int>(40, 1));
        QVERIFY_THROWS_EXCEPTION(Refused, engine().resolve(s, a, dice));
        QCOMPARE(dice.remaining(), std::size_t(40));
        QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(s, a));
    }

    // "Melee Attack, Ram, or Block: 2D < Skill (Unarmed, Blade, etc) … Damage is per weapon,
    // or Dice Rating for STR with no weapon." The unarmed attack is melee (2D < Unarmed, no
    // characteristic, reach 1 m) and rolls the attacker's Str dice rating as damage.
    void unarmedByStr()
    {
        const Weapon* unarmed = rules().weapon("unarmed");
        QVERIFY(unarmed);
        QVERIFY(unarmed->unarmed);
        QCOMPARE(unarmed->kind, WeaponKind::Melee);
        QCOMPARE(damageDice(*unarmed, rules().characters.at("vargas")), 2); // human: 2D
        QCOMPARE(damageDice(*unarmed, rules().characters.at("hound")), 1);
        QCOMPARE(damageDice(*rules().weapon("blade"), rules().characters.at("hound")), 2);
        QCOMPARE(engine().band("unarmed", 1).value_or(""), std::string("contact"));
        QVERIFY(!engine().band("unarmed", 2));

        // One hound bites another: 2D +1D (Size 4) = 3D below Unarmed 6; 1+2+1 = 4 succeeds.
        // The other bites back ("Lowest success wins"): 3D = 6+6+6, a failure. Damage 1D (the
        // hound's Str dice rating): 5, no armour; the pick 3 hurts Dex 9 → 4.
        ground::Scene s;
        s.figures.push_back({ "hound", "Hound", { 0, 0 }, {} });
        s.figures.push_back({ "hound", "Other hound", { 0, -1 }, {} });
        s.shooter = 0;
        const ground::Action a = attack("unarmed");
        const std::vector<int> faces { 1, 2, 1, 6, 6, 6, 5, 3 };
        TypedDice dice(faces);
        const ground::Outcome out = engine().resolve(s, a, dice);
        QCOMPARE(dice.remaining(), std::size_t(0));
        QCOMPARE(out.dice, faces);
        QVERIFY(out.hit);
        QCOMPARE(out.rolls.front().faces, (std::vector<int> { 1, 2, 1 }));
        QCOMPARE(out.rolls.front().target.value_or(0), 6);
        QCOMPARE(out.figures.size(), std::size_t(2)); // the two fighters, the target first
        const ground::FigureResult& bitten = out.figures[0];
        QCOMPARE(bitten.figure, 1);
        QCOMPARE(bitten.rolls.size(), std::size_t(3)); // its melee roll, damage, pick: no Pen
        QCOMPARE(bitten.rolls[0].what, std::string("melee"));
        QCOMPARE(bitten.rolls[0].faces, (std::vector<int> { 6, 6, 6 }));
        QCOMPARE(bitten.rolls[1].what, std::string("damage"));
        QCOMPARE(bitten.rolls[1].faces, (std::vector<int> { 5 }));
        QCOMPARE(out.after.figures[1].value("dex"), 4);
        QCOMPARE(out.after.figures[1].value("str"), 4);
        const std::string text = working(out);
        QVERIFY2(text.find("Unarmed: damage is Hound's Str dice rating, 1D.") != std::string::npos,
            text.c_str());
        QVERIFY2(
            text.find("2D +1D (target Size 4) = 3D below 6.") != std::string::npos, text.c_str());

        // Reach 1 m; and Vargas, with no Unarmed skill, rolls 2D below 0.
        s.figures[1].position = { 0, -2 };
        QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(s, a));
        ground::Scene human = scene(1);
        QCOMPARE(engine().hitChance(human, attack("unarmed")), 0.0);
    }

    void unconsciousCannotAttack()
    {
        ground::Scene s = scene(30);
        s.figures[0].state["dex"] = 0;
        QVERIFY(engine().status(s.figures[0]).english().find("unconscious") != std::string::npos);
        QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(s, attack("rifle")));
        // Thrown weapons are thrown, others are not.
        ground::Action a = attack("rifle");
        a.isThrow = true;
        QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(scene(30), a));
    }
};

QTEST_APPLESS_MAIN(TestRollUnder)
#include "tst_rollunder.moc"
