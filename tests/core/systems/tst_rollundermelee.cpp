// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Opposed melee of system rollunder (seed 004 "Rob's Edit #5"): "Melee Attack, Ram, or Block:
// 2D < Skill (Unarmed, Blade, etc) - Minimum task 1D. - +1D if the opponent has a longer
// reach. - Lowest success wins. - Damage is per weapon, or Dice Rating for STR with no
// weapon." and "Melee combat involving more than two people all roll the attack task. The two
// lowest successes win and choose who gets hit." Every die typed.
#include "ground.h"
#include "rollunderengine.h"
#include "rollunderfixture.h"
#include "rollundermelee.h"
#include "testsupport.h"

#include <QTest>

using namespace hitspread::rollunder;
using hitspread::Hex;
using hitspread::Refused;
using hitspread::Ruleset;
using hitspread::Text;
using hitspread::TypedDice;
using namespace hitspread::test;
using namespace hitspread::test::rollunder;
namespace ground = hitspread::ground;

Q_DECLARE_METATYPE(std::vector<int>)

namespace {
ground::Figure figure(const char* character, const char* name, Hex at, int side)
{
    ground::Figure f = engine().figure(character);
    f.name = name;
    f.position = at;
    f.side = side;
    return f;
}

// Two raiders (Blade 6, a blade each, cloth 5) a metre apart, on two sides.
ground::Scene raiders()
{
    ground::Scene s;
    s.figures.push_back(figure("raider", "Raider A", { 0, 0 }, 0));
    s.figures.push_back(figure("raider", "Raider B", { 0, -1 }, 1));
    s.shooter = 0;
    return s;
}

// Hounds (Unarmed 6, Size 4, no armour, Str dice 1D): A (side 0) bites B (side 1); C (side 1)
// stands beside A and D (side 0) far off; E (side 0) beside B when `withE`.
ground::Scene hounds(bool withE)
{
    ground::Scene s;
    s.figures.push_back(figure("hound", "A", { 0, 0 }, 0));
    s.figures.push_back(figure("hound", "B", { 0, -1 }, 1));
    s.figures.push_back(figure("hound", "C", { 1, 0 }, 1));
    s.figures.push_back(figure("hound", "D", { 0, -10 }, 0));
    if (withE)
        s.figures.push_back(figure("hound", "E", { -1, -1 }, 0));
    s.shooter = 0;
    return s;
}

ground::Action melee(const char* weapon, int target = 1)
{
    ground::Action a;
    a.weapon = weapon;
    a.target = target;
    return a;
}

ground::Outcome resolve(const ground::Scene& s, const ground::Action& a,
    const std::vector<int>& faces, const Engine& e = engine())
{
    TypedDice dice(faces);
    ground::Outcome out = e.resolve(s, a, dice);
    if (dice.remaining() != 0)
        qFatal("%zu typed dice left over", dice.remaining());
    if (out.dice != faces)
        qFatal("the outcome lists other dice than it used");
    return out;
}

// The chance that the attacker's blow lands, by resolving every face tuple of the fighters'
// `diceCount` task dice through the engine (padded with ones for the damage).
double bruteForce(
    const ground::Scene& s, const ground::Action& a, int diceCount, const Engine& e = engine())
{
    int hits = 0;
    int all = 0;
    std::vector<int> faces(static_cast<std::size_t>(diceCount), 1);
    while (true) {
        std::vector<int> typed = faces;
        typed.resize(typed.size() + 60, 1);
        TypedDice dice(typed);
        hits += e.resolve(s, a, dice).hit ? 1 : 0;
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

class TestRollUnderMelee : public QObject {
    Q_OBJECT

private slots:
    // "Lowest success wins": both raiders succeed (2D < Blade 6), the target's 3 beats the
    // attacker's 4, and the target's blade hits the attacker.
    void lowestSuccessWins()
    {
        // A: 2+2 = 4; B: 1+2 = 3. B's blade: 6, 6; the first meets the cloth 5 (spent whole),
        // the second goes through; pick 1: A's Str 7 → 1.
        const ground::Outcome out = resolve(raiders(), melee("blade"), { 2, 2, 1, 2, 6, 6, 1 });
        QVERIFY(!out.hit);
        QCOMPARE(out.rolls.size(), std::size_t(1));
        QCOMPARE(out.rolls[0].what, std::string("melee"));
        QCOMPARE(out.rolls[0].total, 4);
        // The target's result first (as in any attack), then the attacker's.
        QCOMPARE(out.figures.size(), std::size_t(2));
        QCOMPARE(out.figures[0].figure, 1);
        QVERIFY(!out.figures[0].affected);
        QCOMPARE(out.figures[0].rolls.size(), std::size_t(1));
        QCOMPARE(out.figures[0].rolls[0].what, std::string("melee"));
        QCOMPARE(out.figures[0].rolls[0].faces, (std::vector<int> { 1, 2 }));
        QCOMPARE(out.figures[1].figure, 0);
        QVERIFY(out.figures[1].affected);
        QVERIFY(out.figures[1].rolls.size() > 0); // the damage it took; its roll is out.rolls'
        QCOMPARE(out.figures[1].rolls[0].what, std::string("damage"));
        QCOMPARE(out.after.figures[0].value("str"), 1);
        QCOMPARE(out.after.figures[1], raiders().figures[1]);
        QVERIFY2(says(out, "Raider B wins with 3.\nRaider B hits Raider A with Blade."),
            working(out).c_str());
        QVERIFY(out.figures[1].result.english().rfind("beaten; ", 0) == 0);
        QVERIFY(out.figures[0].result.english().rfind("won; ", 0) == 0);
    }

    // Reading: fighters tied on the lowest success all win, so two tied fighters hit each
    // other (the attacker's blow first).
    void tiedFightersHitEachOther()
    {
        // A: 1+2 = 3, B: 2+1 = 3. A's blade 6, 6 (pick 5: B's End 8 → 2), then B's 6, 6 (pick
        // 3: A's Dex 7 → 1).
        const ground::Outcome out
            = resolve(raiders(), melee("blade"), { 1, 2, 2, 1, 6, 6, 5, 6, 6, 3 });
        QVERIFY(out.hit);
        QCOMPARE(out.after.figures[1].value("end"), 2);
        QCOMPARE(out.after.figures[0].value("dex"), 1);
        QVERIFY(says(out, "Raider A wins with 3.\nRaider B wins with 3."));
    }

    // Nobody succeeding: nobody is hit, and no damage die is rolled.
    void nobodySucceeds()
    {
        const ground::Outcome out = resolve(raiders(), melee("blade"), { 3, 3, 4, 4 });
        QVERIFY(!out.hit);
        QCOMPARE(out.after, raiders());
        QVERIFY(says(out, "Nobody succeeds: nobody is hit."));
        QVERIFY(out.figures[0].result.english().rfind("failed; ", 0) == 0);
    }

    // "+1D if the opponent has a longer reach": A's spear (2 m) against B's blade (1 m): B
    // rolls 3D, A 2D.
    void longerReachAddsADie()
    {
        // A: 5+5 = 10 fails; B: 1+1+1 = 3 wins; its blade 6, 6, pick 1: A's Str 7 → 1.
        const ground::Outcome out = resolve(raiders(), melee("spear"), { 5, 5, 1, 1, 1, 6, 6, 1 });
        QCOMPARE(out.figures[0].rolls[0].faces.size(), std::size_t(3));
        QCOMPARE(out.rolls[0].faces.size(), std::size_t(2));
        QVERIFY2(
            says(out, "Raider B with Blade: 2D +1D (the opponent's longer reach) = 3D below 6."),
            working(out).c_str());
        QCOMPARE(out.after.figures[0].value("str"), 1);
        // The spear reaches 2 m, so the attack is made from there too, and B still fights back.
        ground::Scene apart = raiders();
        apart.figures[1].position = { 0, -2 };
        const ground::Outcome far = resolve(apart, melee("spear"), { 5, 5, 1, 1, 1, 6, 6, 1 });
        QCOMPARE(far.after.figures[0].value("str"), 1);
    }

    // "Melee combat involving more than two people all roll the attack task. The two lowest
    // successes win and choose who gets hit." C, beside A and of B's side, joins; D, far off,
    // does not. A hits its target B; C its nearest opponent, A.
    void moreThanTwoAllRoll()
    {
        // Every hound rolls 3D (2D +1D against a Size 4 opponent) below Unarmed 6: A 1+1+2 = 4,
        // B 2+2+2 = 6 fails, C 1+1+1 = 3. C and A win. A's bite 1D: 4, pick 3: B's Dex 9 → 5;
        // C's bite: 2, pick 6: A's End 5 → 3.
        const std::vector<int> faces { 1, 1, 2, 2, 2, 2, 1, 1, 1, 4, 3, 2, 6 };
        const ground::Outcome out = resolve(hounds(false), melee("unarmed"), faces);
        QVERIFY(out.hit);
        QCOMPARE(out.figures.size(), std::size_t(3)); // A, B, C; not D
        QCOMPARE(out.figures[2].figure, 2);
        QCOMPARE(out.figures[2].rolls[0].faces, (std::vector<int> { 1, 1, 1 }));
        QCOMPARE(out.after.figures[1].value("dex"), 5);
        QCOMPARE(out.after.figures[0].value("end"), 3);
        QCOMPARE(out.after.figures[3], hounds(false).figures[3]);
        QVERIFY2(says(out, "C wins with 3.") && says(out, "A wins with 4.")
                && says(out, "C hits A with Unarmed."),
            working(out).c_str());
        QVERIFY(says(out, "the two lowest successes win and choose who gets hit"));
        // The same fighters all on one side: nobody joins, and the lowest success alone wins.
        ground::Scene oneSide = hounds(false);
        for (ground::Figure& f : oneSide.figures)
            f.side = 0;
        const ground::Outcome two = resolve(oneSide, melee("unarmed"), { 1, 1, 2, 2, 2, 2, 4, 3 });
        QCOMPARE(two.figures.size(), std::size_t(2));
        QVERIFY(says(two, "Opposed melee: the lowest success wins."));
    }

    // "… choose who gets hit": the option second_hits picks whom the winners besides the
    // attacker hit; one of their own side cannot be chosen, one not in the melee is refused.
    void theOtherWinnerChooses()
    {
        // E, beside B and of A's side, joins. C picks E (figure 5) instead of its nearest, A.
        ground::Action a = melee("unarmed");
        a.options["second_hits"] = 5;
        const std::vector<int> faces { 1, 1, 2, 2, 2, 2, 1, 1, 1, 6, 6, 6, 4, 3, 2, 6 };
        const ground::Outcome out = resolve(hounds(true), a, faces);
        QCOMPARE(out.figures.size(), std::size_t(4));
        QVERIFY2(says(out, "C hits E with Unarmed."), working(out).c_str());
        QCOMPARE(out.after.figures[4].value("end"), 3);
        QCOMPARE(out.after.figures[0], hounds(true).figures[0]);
        // B (figure 2) is of C's own side: C hits its nearest opponent instead.
        a.options["second_hits"] = 2;
        const ground::Outcome own = resolve(hounds(true), a, faces);
        QVERIFY2(says(own, "B cannot be chosen by C, who hits its nearest opponent instead.")
                && says(own, "C hits A with Unarmed."),
            working(own).c_str());
        // D (figure 4) is not in the melee.
        a.options["second_hits"] = 4;
        TypedDice dice(faces);
        QVERIFY_THROWS_EXCEPTION(Refused, engine().resolve(hounds(true), a, dice));
        QCOMPARE(dice.remaining(), faces.size());
    }

    // "Melee Attack, Ram, or Block": a target that only blocks stops the blow when it wins,
    // and deals none.
    void blockStopsTheBlow()
    {
        ground::Action a = melee("blade");
        a.options["blocks"] = 1;
        // B's 3 beats A's 4: nobody is hit, no damage die rolled.
        const ground::Outcome blocked = resolve(raiders(), a, { 2, 2, 1, 2 });
        QVERIFY(!blocked.hit);
        QCOMPARE(blocked.after, raiders());
        QVERIFY(says(blocked, "Raider B blocks: no blow lands on it, and it deals none."));
        // Tied on 3: both win; the block still stops A's blow.
        const ground::Outcome tied = resolve(raiders(), a, { 1, 2, 2, 1 });
        QVERIFY(!tied.hit);
        QVERIFY(says(tied, "Raider B blocks Raider A's blow."));
        // A's 2 beats B's 4: A's blade lands: 6, 6, pick 1: B's Str 7 → 1.
        const ground::Outcome through = resolve(raiders(), a, { 1, 1, 2, 2, 6, 6, 1 });
        QVERIFY(through.hit);
        QCOMPARE(through.after.figures[1].value("str"), 1);
    }

    // A stunned target ("cannot attack … for the rest of this combat round") does not roll;
    // the attacker's success alone wins.
    void stunnedTargetDoesNotRoll()
    {
        ground::Scene s = raiders();
        s.figures[1].state["stunned"] = 1;
        const ground::Outcome out = resolve(s, melee("blade"), { 2, 2, 6, 6, 1 });
        QVERIFY(out.hit);
        QVERIFY(says(out, "Raider B cannot fight back and does not roll."));
    }

    // The ruleset option opposed_melee: false keeps the one-sided attack: only the
    // attacker rolls.
    void oneSidedWhenTheRulesetSaysSo()
    {
        auto rules = std::make_shared<Rules>(engine().rules());
        rules->opposedMelee = false;
        const Engine oneSided(rules);
        const ground::Outcome out = resolve(raiders(), melee("blade"), { 2, 2, 6, 6, 1 }, oneSided);
        QVERIFY(out.hit);
        QCOMPARE(out.figures.size(), std::size_t(1));
        QCOMPARE(out.rolls[0].what, std::string("attack"));
        ground::Action blocks = melee("blade");
        blocks.options["blocks"] = 1;
        QVERIFY_THROWS_EXCEPTION(Refused, oneSided.hitChance(raiders(), blocks));
        for (const ground::OptionSpec& o : oneSided.options(melee("blade")))
            QVERIFY(o.id != "blocks" && o.id != "second_hits");
    }

    // Ties as the reading has them: a fighter wins when fewer than the winners' number of
    // fighters succeeded strictly lower.
    void winnersOfTies_data()
    {
        QTest::addColumn<std::vector<int>>("rolls"); // 0: a failure
        QTest::addColumn<int>("winners");
        QTest::addColumn<std::vector<int>>("wins");
        QTest::newRow("lowest wins") << std::vector<int> { 4, 3 } << 1 << std::vector<int> { 0, 1 };
        QTest::newRow("tie: both") << std::vector<int> { 3, 3 } << 1 << std::vector<int> { 1, 1 };
        QTest::newRow("a failure never wins")
            << std::vector<int> { 0, 5 } << 1 << std::vector<int> { 0, 1 };
        QTest::newRow("two lowest of three")
            << std::vector<int> { 4, 5, 3 } << 2 << std::vector<int> { 1, 0, 1 };
        QTest::newRow("tied second: both")
            << std::vector<int> { 2, 3, 3, 5 } << 2 << std::vector<int> { 1, 1, 1, 0 };
        QTest::newRow("three tied lowest")
            << std::vector<int> { 3, 3, 3 } << 2 << std::vector<int> { 1, 1, 1 };
    }

    void winnersOfTies()
    {
        QFETCH(std::vector<int>, rolls);
        QFETCH(int, winners);
        QFETCH(std::vector<int>, wins);
        std::vector<std::optional<int>> successes;
        for (int r : rolls)
            successes.push_back(r == 0 ? std::nullopt : std::optional<int>(r));
        const std::vector<bool> got = meleeWinners(successes, winners);
        for (std::size_t i = 0; i < wins.size(); ++i)
            QCOMPARE(got[i], wins[i] != 0);
    }

    // hitChance of a melee attack is the exact chance that the attacker wins and its blow
    // lands: equal to resolving every face tuple of every fighter's task through the engine.
    void hitChanceIsExact()
    {
        const ground::Action blade = melee("blade");
        const double two = engine().hitChance(raiders(), blade);
        QCOMPARE(two, bruteForce(raiders(), blade, 4));
        QVERIFY(two > 0 && two < 1);
        ground::Action blocks = blade;
        blocks.options["blocks"] = 1;
        QCOMPARE(engine().hitChance(raiders(), blocks), bruteForce(raiders(), blocks, 4));
        QVERIFY(engine().hitChance(raiders(), blocks) < two);
        QCOMPARE(engine().hitChance(raiders(), melee("spear")),
            bruteForce(raiders(), melee("spear"), 5));
        // Three raiders: C (B's side) beside A joins; 2D each.
        ground::Scene three = raiders();
        three.figures.push_back(figure("raider", "Raider C", { 1, 0 }, 1));
        QCOMPARE(engine().hitChance(three, blade), bruteForce(three, blade, 6));
    }
};

QTEST_APPLESS_MAIN(TestRollUnderMelee)
#include "tst_rollundermelee.moc"
