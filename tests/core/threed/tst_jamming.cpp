// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The jamming factor and clearing a jam (rules/3d-system.md §1, §11; the seed's "Jamming
// Factor (Optional Rule)"), with typed dice.
#include "attackfixture.h"
#include "attackrules.h"
#include "odds.h"
#include "unjam.h"

#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {

// JF 2, at most 6 bullets a round, single shots, semi-auto and three-round bursts.
Weapon jammingGun()
{
    Weapon w = testGun(2);
    w.id = "jamming-gun";
    w.jf = 2;
    w.maxPerRound = 6;
    w.modes = { FireMode::Single, FireMode::Semi, FireMode::Burst, FireMode::Full };
    w.burst = 3;
    w.faDeviation = 1;
    return w;
}

Ruleset jammingRules(bool jamming = true)
{
    Ruleset rs = rulesWith({ jammingGun(), testMeleeWeapon("test-blade", "blade_1h", 4, 2, 3) });
    rs.options.jamming = jamming;
    return rs;
}

} // namespace

class TestJamming : public QObject {
    Q_OBJECT
private slots:
    // The seed: "If a character shoots his gun in excess of the maximum number of bullets it
    // can shoot per round, subtract the excess points from the JF stat and add 4."
    void jamNumber_data()
    {
        QTest::addColumn<int>("jf");
        QTest::addColumn<int>("maxPerRound");
        QTest::addColumn<int>("roundBullets");
        QTest::addColumn<int>("jamNumber");
        QTest::newRow("within the maximum") << 2 << 6 << 6 << 0;
        QTest::newRow("one over: 2 - 1 + 4") << 2 << 6 << 7 << 5;
        QTest::newRow("three over: 2 - 3 + 4") << 2 << 6 << 9 << 3;
        QTest::newRow("JF 3, two over: 3 - 2 + 4") << 3 << 30 << 32 << 5;
        QTest::newRow("no maximum given") << 3 << 0 << 50 << 0;
    }
    void jamNumber()
    {
        QFETCH(int, jf);
        QFETCH(int, maxPerRound);
        QFETCH(int, roundBullets);
        Weapon w = jammingGun();
        w.jf = jf;
        w.maxPerRound = maxPerRound;
        QTEST(rules::jamNumber(w, roundBullets), "jamNumber");
    }

    // "This is the number the player must roll on his attack roll to avoid a weapon jam": a
    // dice total below it jams, the number itself does not; "A gun jams if all dice show a
    // '1' on an attack roll" whatever the count. Only with the optional rule.
    void attackRollsJam_data()
    {
        QTest::addColumn<bool>("jamming");
        QTest::addColumn<int>("before");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<bool>("jammed");
        QTest::newRow("7th bullet: total 4 below 5 jams")
            << true << 6 << QList<int> { 2, 1, 1 } << true;
        QTest::newRow("7th bullet: total 5 does not")
            << true << 6 << QList<int> { 3, 1, 1 } << false;
        QTest::newRow("6th bullet: within the maximum")
            << true << 5 << QList<int> { 2, 1, 1 } << false;
        QTest::newRow("three ones, within the maximum")
            << true << 0 << QList<int> { 1, 1, 1 } << true;
        QTest::newRow("the rule off") << false << 6 << QList<int> { 2, 1, 1 } << false;
        QTest::newRow("three ones, the rule off") << false << 0 << QList<int> { 1, 1, 1 } << false;
    }
    void attackRollsJam()
    {
        QFETCH(bool, jamming);
        QFETCH(int, before);
        QFETCH(QList<int>, faces);
        const Ruleset rs = jammingRules(jamming);
        AttackRequest req = request("jamming-gun", "K14", 0);
        req.bulletsThisRound = before;
        const rules::AttackSetup s = rules::prepare(rs, req);
        QCOMPARE(s.roundBullets, before + 1);
        QTEST(rules::scoreAttack(rs, s, faces[0], faces[1], faces[2]).jammed, "jammed");
        // The resolver: a jammed shot lands nowhere, and its action ends.
        const Outcome out
            = resolveWith(rs, targetWith(rs), req, { faces[0], faces[1], faces[2], 3 });
        QTEST(out.shots.front().roll.jammed, "jammed");
        if (out.shots.front().roll.jammed)
            QVERIFY(!out.shots.front().landing);
    }

    // The bullets of the first attack roll count with those fired before: one shot, or the
    // whole built-in burst; a full-auto burst's length is added once rolled.
    void roundBulletsOfTheFirstRoll_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("before");
        QTest::addColumn<int>("roundBullets");
        QTest::newRow("single") << int(FireMode::Single) << 4 << 5;
        QTest::newRow("semi") << int(FireMode::Semi) << 4 << 5;
        QTest::newRow("burst") << int(FireMode::Burst) << 4 << 7;
        QTest::newRow("full") << int(FireMode::Full) << 4 << 4;
    }
    void roundBulletsOfTheFirstRoll()
    {
        QFETCH(int, mode);
        QFETCH(int, before);
        const Ruleset rs = jammingRules();
        AttackRequest req = request("jamming-gun", "K14", 0);
        req.mode = static_cast<FireMode>(mode);
        req.burstDice = req.mode == FireMode::Full ? 2 : 0;
        req.bulletsThisRound = before;
        const rules::AttackSetup s = rules::prepare(rs, req);
        QTEST(s.roundBullets, "roundBullets");
        // Later semi-auto shots one more each; full auto its length.
        QCOMPARE(rules::roundBulletsOfRoll(s, req.mode, 2, 7),
            s.roundBullets + (req.mode == FireMode::Full ? 7 : 0) + 2);
    }

    // A built-in burst fires its three bullets with one roll: the 5th to 7th of the round go
    // beyond 6, jam number 2 − 1 + 4 = 5, and a total of 4 jams the first bullet: no more.
    void aBurstBeyondTheMaximumJams()
    {
        const Ruleset rs = jammingRules();
        AttackRequest req = request("jamming-gun", "K14", 0);
        req.mode = FireMode::Burst;
        req.bulletsThisRound = 4;
        const Outcome jammed = resolveWith(rs, targetWith(rs), req, { 2, 1, 1 });
        QCOMPARE(jammed.shots.size(), std::size_t(1));
        QVERIFY(jammed.shots.front().roll.jammed);
        req.bulletsThisRound = 3; // the 4th to 6th: within the maximum
        const Outcome fired = resolveWith(rs, targetWith(rs), req, { 2, 1, 1, 3, 3, 3, 3 });
        QVERIFY(!fired.shots.front().roll.jammed);
        QCOMPARE(fired.shots.size(), std::size_t(3));
    }

    // The odds count each roll's own jam number. Full auto after 2 bullets, one die for the
    // length: 5 rounds make 7 (jam number 5: totals 3 and 4, 4 of 216), 6 make 8 (jam number
    // 4: only three ones, 1 of 216), fewer stay within the maximum (three ones). A jammed
    // first roll fires nothing.
    void theOddsCountTheJamNumbers()
    {
        const Ruleset rs = jammingRules();
        AttackRequest req = request("jamming-gun", "K14", 0);
        req.mode = FireMode::Full;
        req.burstDice = 1;
        req.bulletsThisRound = 2;
        const double threeOnes = 1.0 / 216, belowFive = 4.0 / 216;
        double expected = 0;
        for (int length = 1; length <= 6; ++length)
            expected += length * (1 - (length == 5 ? belowFive : threeOnes)) / 6;
        QVERIFY(qAbs(fireOdds(rs, req).shots - expected) < 1e-12);
        // Semi-auto after 5: the 6th bullet within the maximum, the 7th with jam number 5; a
        // jammed shot ends the action.
        req.mode = FireMode::Semi;
        req.burstDice = 0;
        req.shots = 3;
        req.bulletsThisRound = 5;
        const double first = 1 - threeOnes, second = 1 - belowFive;
        QVERIFY(qAbs(fireOdds(rs, req).shots - (first + first + first * second)) < 1e-12);
    }

    // Semi-auto: each shot is one more bullet of the round. After 5, the first shot is the 6th
    // (within the maximum) and the second the 7th: jam number 5, and 2,1,1 jams it.
    void aLaterSemiAutoShotJams()
    {
        const Ruleset rs = jammingRules();
        AttackRequest req = request("jamming-gun", "K14", 0);
        req.mode = FireMode::Semi;
        req.shots = 3;
        req.bulletsThisRound = 5;
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 2, 1, 1, 3, 2, 1, 1 });
        QCOMPARE(out.shots.size(), std::size_t(2));
        QVERIFY(!out.shots[0].roll.jammed);
        QVERIFY(out.shots[1].roll.jammed);
    }

    // Full auto: the burst's rolled length counts. After 2, a burst of 5 (a die of 5) takes
    // the round to 7: jam number 5; a burst of 4 stays within the maximum.
    void aFullAutoBurstCountsItsLength_data()
    {
        QTest::addColumn<int>("lengthDie");
        QTest::addColumn<bool>("jammed");
        QTest::newRow("5 rounds: the 7th jams on 4") << 5 << true;
        QTest::newRow("4 rounds: within the maximum") << 4 << false;
    }
    void aFullAutoBurstCountsItsLength()
    {
        QFETCH(int, lengthDie);
        const Ruleset rs = jammingRules();
        AttackRequest req = request("jamming-gun", "K14", 0);
        req.mode = FireMode::Full;
        req.burstDice = 1;
        req.bulletsThisRound = 2;
        const Outcome out
            = resolveWith(rs, targetWith(rs), req, { lengthDie, 2, 1, 1, 3, 3, 3, 3, 3, 3, 3 });
        QTEST(out.shots.front().roll.jammed, "jammed");
    }

    void badCountsAreRefused_data()
    {
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<int>("before");
        QTest::addColumn<QString>("message");
        QTest::newRow("negative") << "jamming-gun" << -1
                                  << "the bullets fired earlier this round cannot be negative, "
                                     "not -1";
        QTest::newRow("a melee weapon")
            << "test-blade" << 2 << "test-blade is a melee weapon: it fires no bullets";
    }
    void badCountsAreRefused()
    {
        QFETCH(QString, weapon);
        QFETCH(int, before);
        QFETCH(QString, message);
        AttackRequest req = request(weapon.toStdString(), "K14", 0);
        req.bulletsThisRound = before;
        try {
            rules::prepare(jammingRules(), req);
            QFAIL("not refused");
        } catch (const Refused& e) {
            QCOMPARE(QString::fromStdString(e.what()), message);
        }
    }

    // The seed: "The character needs a successful roll of Weapons Maintenance to unjam the
    // weapon. This takes up one Action per attempt." 3d6 + skill − wounds against 13 (§1).
    void unjamming_data()
    {
        QTest::addColumn<int>("skill");
        QTest::addColumn<int>("wounds");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<bool>("cleared");
        QTest::addColumn<int>("total");
        QTest::addColumn<int>("target");
        QTest::newRow("13 clears") << 3 << 0 << QList<int> { 4, 3, 3 } << true << 13 << 13;
        QTest::newRow("12 does not") << 3 << 0 << QList<int> { 4, 3, 2 } << false << 12 << 13;
        QTest::newRow("a wound is -1") << 3 << 1 << QList<int> { 4, 3, 3 } << false << 13 << 14;
        QTest::newRow("no skill") << 0 << 0 << QList<int> { 6, 6, 1 } << true << 13 << 13;
    }
    void unjamming()
    {
        QFETCH(int, skill);
        QFETCH(int, wounds);
        QFETCH(QList<int>, faces);
        TypedDice dice(std::vector<int>(faces.begin(), faces.end()));
        const UnjamOutcome out = unjam(shippedRuleset(), skill, wounds, dice);
        QTEST(out.cleared, "cleared");
        QTEST(out.roll.total, "total");
        QTEST(out.roll.target, "target");
        QCOMPARE(out.actions, 1);
        QCOMPARE(out.dice.size(), std::size_t(3));
        QCOMPARE(QString::fromLatin1(out.dice.front().purpose),
            QString("Weapons Maintenance success die"));
        const std::vector<std::string> working = describeUnjam(out, "Max");
        QCOMPARE(working.size(), std::size_t(2));
        QVERIFY(QString::fromStdString(working.back())
                    .contains(out.cleared ? "the weapon fires again" : "still jammed"));
    }

    void unjammingRefusesNegatives()
    {
        TypedDice dice({ 6, 6, 6 });
        QVERIFY_THROWS_EXCEPTION(Refused, unjam(shippedRuleset(), -1, 0, dice));
        QVERIFY_THROWS_EXCEPTION(Refused, unjam(shippedRuleset(), 2, -1, dice));
        QVERIFY(dice.used().empty()); // refused before any die
    }
};

QTEST_GUILESS_MAIN(TestJamming)
#include "tst_jamming.moc"
