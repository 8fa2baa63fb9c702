// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// To hit (§1, §4), hit spread and deviation (§5), and melee (§8) of rules/3d-system.md.
#include "attackfixture.h"

#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

class TestAttack : public QObject {
    Q_OBJECT
private slots:
    // §1 worked example: skill 7, dice 5,6,2 with the success die showing 2, modifier −3.
    void difficultyOnTargetOrRoll_data()
    {
        QTest::addColumn<bool>("onRoll");
        QTest::addColumn<int>("total");
        QTest::addColumn<int>("target");
        QTest::addColumn<int>("successValue");
        QTest::newRow("on the target") << false << 20 << 16 << 4;
        QTest::newRow("on the roll") << true << 17 << 13 << 2;
    }
    void difficultyOnTargetOrRoll()
    {
        QFETCH(bool, onRoll);
        QFETCH(int, total);
        QFETCH(int, target);
        QFETCH(int, successValue);
        Ruleset rs = rulesWith({ testGun(0) });
        rs.options.difficultyOnRoll = onRoll;
        AttackRequest req = request("test-gun", "K14");
        req.shooter.skill = 7;
        req.modifier = -3;
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 2, 5, 6 });
        const AttackRoll& roll = out.shots[0].roll;
        QCOMPARE(roll.total, total);
        QCOMPARE(roll.target, target);
        QVERIFY(roll.hit);
        QCOMPARE(roll.successValue, successValue);
    }

    void seedSkillFourFailsAgainstSixteen()
    {
        // §1: skill 4, dice 3,4,3 → 14, but −3 on the target makes it 16: a failure.
        Ruleset rs = rulesWith({ testGun(0) });
        rs.options.cleanMiss = true;
        AttackRequest req = request("test-gun", "K14");
        req.shooter.skill = 4;
        req.modifier = -3;
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 3, 4, 3 });
        QCOMPARE(out.shots[0].roll.total, 14);
        QCOMPARE(out.shots[0].roll.target, 16);
        QVERIFY(!out.shots[0].roll.hit);
        QCOMPARE(out.shots[0].roll.missedBy(), 2);
        QVERIFY(!out.shots[0].landing);
    }

    // §5 the hit-spread table: effective RCL + shot type and range band − accuracy.
    void hitSpreadTable_data()
    {
        QTest::addColumn<int>("aims");
        QTest::addColumn<bool>("rapidFire");
        QTest::addColumn<QString>("range");
        QTest::addColumn<int>("spread");
        const int aimed[] = { 0, 3, 6, 9 }, wild[] = { 3, 7, 15, 22 }, snap[] = { 2, 6, 12, 18 };
        const char* bands[] = { "optimum", "medium", "long", "extreme" };
        for (int b = 0; b < 4; ++b) {
            // RCL 3: aimed shots take a stance (RCL 2); unaimed ones do not (RCL 3).
            QTest::newRow(qPrintable(QString("aimed %1").arg(bands[b])))
                << 1 << false << bands[b] << 2 + aimed[b];
            QTest::newRow(qPrintable(QString("wild %1").arg(bands[b])))
                << 0 << false << bands[b] << 3 + wild[b];
            QTest::newRow(qPrintable(QString("snap %1").arg(bands[b])))
                << 0 << true << bands[b] << 3 + snap[b];
        }
    }
    void hitSpreadTable()
    {
        QFETCH(int, aims);
        QFETCH(bool, rapidFire);
        QFETCH(QString, range);
        QFETCH(int, spread);
        const Ruleset rs = rulesWith({ testGun(3) });
        AttackRequest req = request("test-gun", "K14", aims);
        req.range = rangeBandFromString(range.toStdString());
        req.shooter.skill = 20; // always hits, even at −3
        if (rapidFire)
            req.shooter.advantages.insert("rapid_fire");
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 1, 1, 1, 3 });
        QCOMPARE(out.shots[0].spread, spread);
        QCOMPARE(out.shots[0].aimingPoints, 1 + 5); // success die 1 + critical (23 − 18)
    }

    void wildShotAtExtremeIsPlusTwentyTwo()
    {
        // §5: 9 × 2.5 = 22.5 → 22.
        const Ruleset rs = rulesWith({ testGun(0) });
        AttackRequest req = request("test-gun", "K14", 0);
        req.range = RangeBand::Extreme;
        req.shooter.skill = 20;
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 6, 6, 6, 3 });
        QCOMPARE(out.shotType, ShotType::Wild);
        QCOMPARE(out.shots[0].spread, 22);
    }

    void accuracyNarrowsOrWidens_data()
    {
        QTest::addColumn<int>("accuracy");
        QTest::addColumn<int>("spread");
        QTest::newRow("bonus +2") << 2 << 1;
        QTest::newRow("none") << 0 << 3;
        QTest::newRow("penalty -1") << -1 << 4;
    }
    void accuracyNarrowsOrWidens()
    {
        QFETCH(int, accuracy);
        QFETCH(int, spread);
        const Ruleset rs = rulesWith({ testGun(4, accuracy) });
        const Outcome out
            = resolveWith(rs, targetWith(rs), request("test-gun", "K14", 1), { 1, 1, 1, 1 });
        QCOMPARE(out.effectiveRcl, 3);
        QCOMPARE(out.shots[0].spread, spread);
    }

    // §5 missed shot, seed example: RCL 5, a wild shot that misses by 2 → 5 + 2 + 3 = 10 hexes.
    void missedWildShot_data()
    {
        QTest::addColumn<bool>("onRoll");
        QTest::addColumn<int>("total");
        QTest::newRow("difficulty on target: 14 against 16") << false << 14;
        QTest::newRow("difficulty on roll: the seed's 11 against 13") << true << 11;
    }
    void missedWildShot()
    {
        QFETCH(bool, onRoll);
        QFETCH(int, total);
        Ruleset rs = rulesWith({ testGun(5) });
        rs.options.difficultyOnRoll = onRoll;
        AttackRequest req = request("test-gun", "K14", 0);
        req.shooter.skill = 2;
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 4, 4, 4, 3 });
        const ShotTrace& shot = out.shots[0];
        QCOMPARE(shot.roll.total, total);
        QVERIFY(!shot.roll.hit);
        QCOMPARE(shot.roll.missedBy(), 2);
        QCOMPARE(shot.deviation, 10);
        QCOMPARE(shot.direction, std::optional<int>(3));
        QCOMPARE(shot.landing, std::optional<Hex>(step(*parseHex("K14"), 3, 10)));
        QCOMPARE(QString::fromStdString(label(*shot.landing)), QString("K24"));
    }

    void missedShotCanStillLandOnTheBody()
    {
        // An aimed miss by 1 with RCL 1 in a stance (0): deviation 1 straight down, still torso.
        const Ruleset rs = rulesWith({ testGun(1) });
        AttackRequest req = request("test-gun", "K14", 1);
        req.shooter.skill = 3;
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 3, 3, 3, 3 });
        QVERIFY(!out.shots[0].roll.hit);
        QCOMPARE(out.shots[0].deviation, 1);
        QCOMPARE(QString::fromStdString(label(*out.shots[0].landing)), QString("K15"));
        QCOMPARE(out.shots[0].location, rs.body.locationIndex("torso"));
        QCOMPARE(out.shots[0].hits.size(), std::size_t(1));
    }

    void deviationStepsFromTheAimedHex_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<QString>("landing");
        // K14 is col 10 (even); a deviation of 2: aim points 1 + 3 - RCL 4 stance 3 + medium 3.
        QTest::newRow("1 upper right") << 1 << "M13";
        QTest::newRow("2 lower right") << 2 << "M15";
        QTest::newRow("3 down") << 3 << "K16";
        QTest::newRow("4 lower left") << 4 << "I15";
        QTest::newRow("5 upper left") << 5 << "I13";
        QTest::newRow("6 up") << 6 << "K12";
    }
    void deviationStepsFromTheAimedHex()
    {
        QFETCH(int, face);
        QFETCH(QString, landing);
        const Ruleset rs = rulesWith({ testGun(4) });
        AttackRequest req = request("test-gun", "K14", 1);
        req.range = RangeBand::Medium;
        req.shooter.skill = 4; // 4 + 12 = 16: hit, no critical
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 4, 4, 4, face });
        QCOMPARE(out.shots[0].spread, 6);
        QCOMPARE(out.shots[0].aimingPoints, 4);
        QCOMPARE(out.shots[0].deviation, 2);
        QCOMPARE(QString::fromStdString(label(*out.shots[0].landing)), landing);
    }

    void noDirectionDieWithoutDeviation()
    {
        const Ruleset rs = rulesWith({ testGun(0) });
        TypedDice dice({ 6, 3, 3, 5 });
        const Outcome out = resolveAttack(rs, targetWith(rs), request("test-gun", "K14", 1), dice);
        QCOMPARE(out.shots[0].deviation, 0);
        QVERIFY(!out.shots[0].direction);
        QCOMPARE(out.dice.size(), std::size_t(3));
        QCOMPARE(dice.remaining(), std::size_t(1));
    }

    void landingOnEmptySpaceMisses()
    {
        const Ruleset rs = rulesWith({ testGun(0) });
        const Outcome out
            = resolveWith(rs, targetWith(rs), request("test-gun", "A1", 1), { 6, 3, 3 });
        QVERIFY(out.shots[0].roll.hit);
        QCOMPARE(out.shots[0].location, -1);
        QVERIFY(out.shots[0].hits.empty());
        QCOMPARE(out.targetAfter.incap, 30);
    }

    // §4 range bands from RNG 10: optimum ≤ 10, medium ≤ 20, long ≤ 40, extreme ≤ 80.
    void rangeBands_data()
    {
        QTest::addColumn<double>("metres");
        QTest::addColumn<int>("band");
        QTest::newRow("0") << 0.0 << 0;
        QTest::newRow("10") << 10.0 << 0;
        QTest::newRow("10.5") << 10.5 << 1;
        QTest::newRow("20") << 20.0 << 1;
        QTest::newRow("21") << 21.0 << 2;
        QTest::newRow("40") << 40.0 << 2;
        QTest::newRow("41") << 41.0 << 3;
        QTest::newRow("80") << 80.0 << 3;
        QTest::newRow("80.1 impossible") << 80.1 << -1;
    }
    void rangeBands()
    {
        QFETCH(double, metres);
        QFETCH(int, band);
        const Ruleset rs = rulesWith({ testGun(0) });
        const auto found = rangeBandFor(rs, *rs.weapon("test-gun"), metres);
        QCOMPARE(found ? static_cast<int>(*found) : -1, band);
        AttackRequest req = request("test-gun", "K14", 1);
        req.distance = metres;
        TypedDice dice({ 6, 6, 6, 1 });
        if (band < 0) {
            QVERIFY_THROWS_EXCEPTION(Refused, resolveAttack(rs, targetWith(rs), req, dice));
            QVERIFY(dice.used().empty());
        } else {
            QCOMPARE(static_cast<int>(resolveAttack(rs, targetWith(rs), req, dice).range), band);
        }
    }

    // §5 recoil and strength: −1 per point of effective RCL above STR; bruising above STR + 3.
    void recoilAgainstStrength_data()
    {
        QTest::addColumn<int>("rcl");
        QTest::addColumn<int>("str");
        QTest::addColumn<int>("modifier");
        QTest::addColumn<int>("bruising");
        QTest::newRow("RCL 5 stance 4, STR 8") << 5 << 8 << 0 << 0;
        QTest::newRow("RCL 5 stance 4, STR 4") << 5 << 4 << 0 << 0;
        QTest::newRow("RCL 5 stance 4, STR 3") << 5 << 3 << -1 << 0;
        QTest::newRow("RCL 9 stance 8, STR 4") << 9 << 4 << -4 << 1;
        QTest::newRow("RCL 12 stance 11, STR 2") << 12 << 2 << -9 << 6;
    }
    void recoilAgainstStrength()
    {
        QFETCH(int, rcl);
        QFETCH(int, str);
        QFETCH(int, modifier);
        QFETCH(int, bruising);
        const Ruleset rs = rulesWith({ testGun(rcl) });
        AttackRequest req = request("test-gun", "K14", 1);
        req.shooter.str = str;
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 6, 6, 6, 1 });
        QCOMPARE(out.shots[0].roll.modifierSum, modifier);
        QCOMPARE(out.shooterBruising, bruising);
    }

    void restAndBafflingLowerRecoil()
    {
        const Ruleset rs = rulesWith({ testGun(6) });
        AttackRequest req = request("test-gun", "K14", 2);
        req.rest = true;
        req.recoilBaffling = 1;
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 6, 6, 6, 1 });
        QCOMPARE(out.effectiveRcl, 3);
        QVERIFY(out.stance);
    }

    // §5 aiming: the first aim cancels the wild malus, each further aim +1 up to Marksman.
    void aimBonusIsCappedByMarksman_data()
    {
        QTest::addColumn<int>("aims");
        QTest::addColumn<int>("marksman");
        QTest::addColumn<int>("bonus");
        QTest::newRow("1 aim") << 1 << 5 << 0;
        QTest::newRow("3 aims, marksman 5") << 3 << 5 << 2;
        QTest::newRow("4 aims, marksman 1") << 4 << 1 << 1;
        QTest::newRow("4 aims, marksman 0") << 4 << 0 << 0;
    }
    void aimBonusIsCappedByMarksman()
    {
        QFETCH(int, aims);
        QFETCH(int, marksman);
        QFETCH(int, bonus);
        const Ruleset rs = rulesWith({ testGun(9) });
        AttackRequest req = request("test-gun", "K14", aims);
        req.shooter.marksman = marksman;
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 2, 2, 2, 1 });
        QCOMPARE(out.aimBonus, bonus);
        QCOMPARE(out.shots[0].aimingPoints, 2 + bonus);
    }

    void toHitModifiers_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<int>("sum");
        QTest::newRow("wild") << "wild" << -3;
        QTest::newRow("snap (Rapid Fire)") << "snap" << 0;
        QTest::newRow("quick draw, wild") << "quickdraw" << -6;
        QTest::newRow("quick draw with the advantage") << "quickdraw-adv" << -3;
        QTest::newRow("off hand of two, half skill") << "offhand" << -3;
        QTest::newRow("off hand, ambidextrous") << "offhand-amb" << 0;
        QTest::newRow("prone") << "prone" << -3;
        QTest::newRow("kneeling") << "kneeling" << -1;
        QTest::newRow("down") << "down" << 3;
        QTest::newRow("diving for cover") << "diving" << -4;
        QTest::newRow("two wounds") << "wounds" << -2;
    }
    void toHitModifiers()
    {
        QFETCH(QString, setup);
        QFETCH(int, sum);
        const Ruleset rs = rulesWith({ testGun(0) });
        AttackRequest req = request("test-gun", "K14", 1);
        if (setup == "wild" || setup.startsWith("quickdraw") || setup == "snap")
            req.aims = 0;
        if (setup == "snap")
            req.shooter.advantages.insert("rapid_fire");
        if (setup.startsWith("quickdraw"))
            req.quickDraw = true;
        if (setup == "quickdraw-adv")
            req.shooter.advantages.insert("quick_draw");
        if (setup.startsWith("offhand")) {
            req.twoWeapons = req.offHand = true;
            if (setup == "offhand-amb")
                req.shooter.advantages.insert("ambidextrous");
        }
        if (setup == "prone")
            req.position = TargetPosition::Prone;
        if (setup == "kneeling")
            req.position = TargetPosition::Kneeling;
        if (setup == "down")
            req.position = TargetPosition::Down;
        if (setup == "diving") {
            req.position = TargetPosition::DivingForCover;
            req.shooterInitiative = 12;
            req.targetInitiative = 15;
        }
        if (setup == "wounds")
            req.shooter.wounds = 2;
        // §11: a quick draw without the advantage passes its DEX test first.
        std::vector<int> faces { 6, 6, 6, 1 };
        if (setup == "quickdraw")
            faces.insert(faces.begin(), { 6, 6, 6 });
        const Outcome out = resolveWith(rs, targetWith(rs), req, faces);
        QCOMPARE(out.shots[0].roll.modifierSum, sum);
        QCOMPARE(out.shots[0].roll.skill, setup.startsWith("offhand") ? 5 : 10);
    }

    void impossibleRequestsAreRefused_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QString>("reason");
        QTest::newRow("seven aims") << "aims7"
                                    << "aims must be 0 to 6 (the rules allow six at most), not 7";
        QTest::newRow("six aims without rest")
            << "aims6"
            << "six aims need a firing stance and a rest for the weapon";
        QTest::newRow("five aims with two weapons")
            << "aims5two"
            << "more than four aims need a firing stance (none while firing two weapons)";
        QTest::newRow("aiming under fire") << "underfire"
                                           << "a character under fire cannot aim (the optional "
                                              "under_fire rule would allow a COOL test)";
        QTest::newRow("unknown weapon") << "unknown"
                                        << "unknown weapon 'no-such-gun'";
        QTest::newRow("mode the weapon lacks") << "mode"
                                               << "Test gun cannot fire in full mode";
        QTest::newRow("beyond 8 x RNG") << "far"
                                        << "the target is 81 m away, beyond extreme range of Test "
                                           "gun (80 m): the shot is impossible";
        QTest::newRow("aimed without aims") << "aimed0"
                                            << "an aimed shot needs at least one aim";
        QTest::newRow("snap without Rapid Fire") << "snap"
                                                 << "a snap shot needs the Rapid Fire advantage";
        QTest::newRow("diving against a faster attacker")
            << "diving"
            << "the target cannot dive for cover: the attacker acts on a higher or equal "
               "initiative";
        QTest::newRow("ammo the weapon lacks") << "ammo"
                                               << "Test gun does not fire Slug ammo";
    }
    void impossibleRequestsAreRefused()
    {
        QFETCH(QString, setup);
        QFETCH(QString, reason);
        const Ruleset rs = rulesWith({ testGun(2) });
        AttackRequest req = request("test-gun", "K14", 1);
        if (setup == "aims7")
            req.aims = 7;
        if (setup == "aims6")
            req.aims = 6;
        if (setup == "aims5two") {
            req.aims = 5;
            req.twoWeapons = true;
        }
        if (setup == "underfire")
            req.underFire = true;
        if (setup == "unknown")
            req.weapon = "no-such-gun";
        if (setup == "mode")
            req.mode = FireMode::Full;
        if (setup == "far")
            req.distance = 81;
        if (setup == "aimed0") {
            req.aims = 0;
            req.shot = ShotType::Aimed;
        }
        if (setup == "snap") {
            req.aims = 0;
            req.shot = ShotType::Snap;
        }
        if (setup == "diving") {
            req.position = TargetPosition::DivingForCover;
            req.shooterInitiative = 15;
            req.targetInitiative = 15;
        }
        if (setup == "ammo")
            req.ammo = "slug";
        TypedDice dice({ 6, 6, 6, 1 });
        try {
            resolveAttack(rs, targetWith(rs), req, dice);
            QFAIL("not refused");
        } catch (const Refused& e) {
            QCOMPARE(QString::fromStdString(e.what()), reason);
        }
        QVERIFY(dice.used().empty()); // refused before any die is rolled
    }

    void tooFewTypedDiceIsAnError()
    {
        const Ruleset rs = rulesWith({ testGun(5) });
        QVERIFY_THROWS_EXCEPTION(DiceExhausted,
            resolveWith(rs, targetWith(rs), request("test-gun", "K14", 0), { 6, 6 }));
        // A hit with deviation needs its direction die.
        QVERIFY_THROWS_EXCEPTION(DiceExhausted,
            resolveWith(rs, targetWith(rs), request("test-gun", "K14", 0), { 1, 6, 6 }));
    }

    void jammingOnThreeOnes()
    {
        Ruleset rs = rulesWith({ testGun(0) });
        rs.options.jamming = true;
        AttackRequest req = request("test-gun", "K14", 1);
        req.shooter.skill = 12;
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 1, 1, 1 });
        QVERIFY(out.shots[0].roll.jammed);
        QVERIFY(!out.shots[0].landing);
        rs.options.jamming = false;
        QVERIFY(!resolveWith(rs, targetWith(rs), req, { 1, 1, 1 }).shots[0].roll.jammed);
    }

    void underFireCoolTest()
    {
        // Optional rule: −5, less one per point the COOL test scores above 16.
        Ruleset rs = rulesWith({ testGun(0) });
        rs.options.underFire = true;
        AttackRequest req = request("test-gun", "K14", 1);
        req.underFire = true;
        req.shooter.cool = 8;
        // §11: to aim under fire the shooter first passes a COOL test at −5 per enemy (6,6,1:
        // 13 + 8 − 5 = 16); then comes the COOL test of the −5 (5,4,1: 18, two above 16).
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 6, 6, 1, 5, 4, 1, 6, 6, 6 });
        QVERIFY(out.preTest && out.preTest->passed);
        QVERIFY(out.coolTest);
        QCOMPARE(out.coolTest->total, 18);
        QCOMPARE(out.shots[0].roll.modifierSum, -3);
        QCOMPARE(out.dice.size(), std::size_t(9));
    }

    // §8 melee: deviation is the handling factor less aiming points; STR bonus on DAM.
    void meleeDeviationAndStrengthBonus()
    {
        const Ruleset rs = rulesWith({ testMeleeWeapon("test-blade", "blade_1h", 4, 2, 3) });
        AttackRequest req = request("test-blade", "K14", 1);
        req.shooter.skill = 6;
        // 2 + 4 + 3 + 6 = 15: hit, aiming points 2 + 1 aim = 3, handling 4 → deviation 1.
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 2, 4, 3, 3 });
        QVERIFY(out.melee);
        QCOMPARE(out.shots[0].spread, 4);
        QCOMPARE(out.shots[0].aimingPoints, 3);
        QCOMPARE(out.shots[0].deviation, 1);
        QCOMPARE(QString::fromStdString(label(*out.shots[0].landing)), QString("K15"));
        QCOMPARE(out.shots[0].hits[0].dam, 4 + 3 + 3); // die + DAM + STR bonus
        QCOMPARE(out.shots[0].hits[0].bodyDamage, 10);
        QCOMPARE(out.shots[0].hits[0].pen, 3 + 2);
        // A missed melee attack does not land anywhere.
        req.shooter.skill = 0;
        const Outcome miss = resolveWith(rs, targetWith(rs), req, { 1, 1, 1 });
        QVERIFY(!miss.shots[0].landing);
    }

    void martialArtsAddsRankThirdRoundedUp()
    {
        const Ruleset rs = rulesWith({ testMeleeWeapon("test-strike", "martial_arts", 0, 1, 1) });
        AttackRequest req = request("test-strike", "K14", 0);
        // The strike is made with the Martial Arts skill: its rank is the bonus's, whatever
        // the sheet's rank in the profile says (the CLI's --skill, the window's Skill).
        req.shooter.skill = 4; // ceil(4 / 3) = 2
        req.shooter.martialArts = 0;
        req.shooter.strBonus = 2;
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 6, 3, 3 });
        QCOMPARE(out.shots[0].hits[0].dam, 3 + 1 + 2 + 2);
        req.shooter.skill = 6; // ceil(6 / 3) = 2
        QCOMPARE(resolveWith(rs, targetWith(rs), req, { 6, 3, 3 }).shots[0].hits[0].dam, 8);
        req.shooter.skill = 7; // ceil(7 / 3) = 3
        QCOMPARE(resolveWith(rs, targetWith(rs), req, { 6, 3, 3 }).shots[0].hits[0].dam, 9);
    }

    // §7 knockback: "If the victim fails the roll, it is knocked down (and thus is in a down
    // (+3 To-Hit) position)": a target knocked down is down to the next attack, shot or blow,
    // though the request says it stands; and a blow takes "down" as a shot does.
    void aKnockedDownTargetIsDown()
    {
        const Ruleset& rs = shippedRuleset();
        const auto down = [](const Outcome& out) {
            for (const ModifierTerm& m : out.shots[0].roll.modifiers)
                if (std::string(m.name) == "target down")
                    return m.value;
            return 0;
        };
        CharacterState target = targetWith(rs);
        const AttackRequest shot = request("mal-anvil", "K14", 1);
        AttackRequest blow = request("combat-sword", "K14", 0);
        QCOMPARE(down(resolveWith(rs, target, shot, { 6, 3, 3 })), 0);
        QCOMPARE(down(resolveWith(rs, target, blow, { 6, 3, 3, 1 })), 0);
        target.knockedDown = true;
        QCOMPARE(down(resolveWith(rs, target, shot, { 6, 3, 3 })), rs.toHit.down);
        QCOMPARE(down(resolveWith(rs, target, blow, { 6, 3, 3, 1 })), rs.toHit.down);
        QCOMPARE(rs.toHit.down, 3);
        // Asked for by hand, down counts for a blow too.
        blow.position = TargetPosition::Down;
        QCOMPARE(down(resolveWith(rs, targetWith(rs), blow, { 6, 3, 3, 1 })), 3);
    }

    // Seed, Two Weapons: "the added recoil values of the weapons must not be higher than the
    // character's STR (or he will suffer the above mentioned To-Hit modifier and/or bruising
    // damage …). For close combat weapons the added DAM factors of the weapons must not be
    // higher than the character's strength."
    void twoWeaponsAddTheirRecoilAndTheirDam()
    {
        const Ruleset& rs = shippedRuleset();
        AttackRequest req = request("mal-anvil", "K14", 0); // RCL 5, STR 10
        req.twoWeapons = true;
        const auto recoil = [](const Outcome& out) {
            for (const ModifierTerm& m : out.shots[0].roll.modifiers)
                if (std::string(m.name) == "recoil above STR")
                    return m.value;
            return 0;
        };
        // A pair of Mal Anvils: 5 + 5 = 10, within STR 10.
        QCOMPARE(recoil(resolveWith(rs, targetWith(rs), req, { 6, 3, 3, 1 })), 0);
        // A Mal Anvil and a heavy revolver: 5 + 7 = 12, 2 above STR.
        req.otherWeapon = "heavy-revolver";
        QCOMPARE(recoil(resolveWith(rs, targetWith(rs), req, { 6, 3, 3, 1 })), -2);
        // Alone the Mal Anvil is within STR.
        req.twoWeapons = false;
        req.otherWeapon.clear();
        QCOMPARE(recoil(resolveWith(rs, targetWith(rs), req, { 6, 3, 3, 1 })), 0);

        // Two combat swords: DAM 5 + 5 = 10 ≤ STR 10; a sword and a great blade: 5 + 8 > 10.
        AttackRequest blow = request("combat-sword", "K14", 0);
        blow.twoWeapons = true;
        QVERIFY(resolveWith(rs, targetWith(rs), blow, { 6, 3, 3, 1, 1, 1 }).shots[0].roll.hit);
        blow.otherWeapon = "great-blade";
        try {
            resolveWith(rs, targetWith(rs), blow, { 6, 3, 3, 1, 1, 1 });
            QFAIL("a sword and a great blade past STR were not refused");
        } catch (const Refused& e) {
            QVERIFY2(
                e.text().english().find("DAM 5 + 8 = 13 is more than STR 10") != std::string::npos,
                e.text().english().c_str());
        }
        blow.otherWeapon = "mal-anvil";
        QVERIFY_THROWS_EXCEPTION(Refused, resolveWith(rs, targetWith(rs), blow, { 6, 3, 3 }));
    }

    // Seed, Applying Damage: "Martial Arts on the other hand uses both the body location track
    // as well as the Incap/Bruising Track, even when the Martial Artist uses bruising damage";
    // fists bruise the Incap track only.
    void martialArtsBruisingMarksTheLocationToo()
    {
        Weapon strike = testMeleeWeapon("test-strike", "martial_arts", 0, 1, 1);
        strike.bruising = true;
        Weapon fist = testMeleeWeapon("test-fist", "unarmed", 0, 1, 1);
        fist.bruising = true;
        const Ruleset rs = rulesWith({ strike, fist });
        const CharacterState before = targetWith(rs);
        const int torso = rs.body.locationIndex("torso");
        for (const char* weapon : { "test-strike", "test-fist" }) {
            AttackRequest req = request(weapon, "K14", 0);
            req.shooter.skill = 6;
            req.shooter.strBonus = 2;
            const Outcome out = resolveWith(rs, before, req, { 6, 3, 3 });
            const HitResult& hit = out.shots[0].hits[0];
            QCOMPARE(hit.location, torso);
            QCOMPARE(hit.bodyDamage, 0);
            QVERIFY(hit.bruising > 0);
            QCOMPARE(out.targetAfter.bruising, before.bruising + hit.bruising);
            QCOMPARE(out.targetAfter.incap, before.incap); // no lethal damage
            const int hitsLost = before.locations[static_cast<std::size_t>(torso)].hits
                - out.targetAfter.locations[static_cast<std::size_t>(torso)].hits;
            if (std::string(weapon) == "test-strike") {
                QCOMPARE(hit.locationBruising, hit.bruising);
                QCOMPARE(hitsLost, hit.bruising);
            } else {
                QCOMPARE(hit.locationBruising, 0);
                QCOMPARE(hitsLost, 0);
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestAttack)
#include "tst_attack.moc"
