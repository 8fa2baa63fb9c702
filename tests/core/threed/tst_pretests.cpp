// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What an attack must pass or adds before its dice (rules/3d-system.md §2, §4, §11): the DEX
// test of a quick draw, the COOL tests of the optional under-fire rule, and the Martial Arts
// addition to the STR bonus from the ruleset's formula.
#include "attackfixture.h"
#include "attackrules.h"
#include "odds.h"
#include "sheetfigures.h"

#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {

Ruleset testRules()
{
    return rulesWith({ testGun(2), testMeleeWeapon("test-blade", "blade_1h", 4, 2, 3),
        testMeleeWeapon("test-kick", "martial_arts", 2, 0, 2) });
}

// Ways three d6 reach at least `needed`.
std::uint64_t waysAtLeast(int needed)
{
    std::uint64_t ways = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            for (int c = 1; c <= 6; ++c)
                ways += a + b + c >= needed ? 1 : 0;
    return ways;
}

} // namespace

class TestPreTests : public QObject {
    Q_OBJECT
private slots:
    // The seed's "Quick Draw": "unless the character possesses the Quick Draw Advantage he has
    // to pass a DEX test in order to finish the move within this Action". Each wound is −1 to
    // "all dice rolls (whether they are stat or skill rolls)".
    void quickDrawTest_data()
    {
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<bool>("quickDraw");
        QTest::addColumn<bool>("advantage");
        QTest::addColumn<int>("wounds");
        QTest::addColumn<bool>("test");
        QTest::addColumn<int>("modifier");
        QTest::newRow("a quick draw") << "test-gun" << true << false << 0 << true << 0;
        QTest::newRow("a wounded quick draw") << "test-gun" << true << false << 2 << true << -2;
        QTest::newRow("the Quick Draw advantage") << "test-gun" << true << true << 0 << false << 0;
        QTest::newRow("no quick draw") << "test-gun" << false << false << 0 << false << 0;
        QTest::newRow("a blade") << "test-blade" << true << false << 0 << false << 0;
    }
    void quickDrawTest()
    {
        QFETCH(QString, weapon);
        QFETCH(bool, quickDraw);
        QFETCH(bool, advantage);
        QFETCH(int, wounds);
        QFETCH(bool, test);
        const Ruleset rs = testRules();
        AttackRequest req = request(weapon.toStdString(), "K14", 0);
        req.quickDraw = quickDraw;
        req.shooter.dex = 7;
        req.shooter.wounds = wounds;
        if (advantage)
            req.shooter.advantages.insert("quick_draw");
        const auto drawTest = rules::quickDrawTest(rs, req);
        QCOMPARE(bool(drawTest), test);
        QCOMPARE(bool(rules::prepare(rs, req).preTest), test);
        if (!drawTest)
            return;
        QCOMPARE(QString(drawTest->stat), QString("DEX"));
        QCOMPARE(drawTest->value, 7);
        QTEST(drawTest->modifier, "modifier");
    }

    // The seed's "Under fire (Optional Rule)": "In order to do so [aim while being shot at],
    // the player must pass a COOL test. For each enemy that shoots at the character subtract
    // -5 from the test."
    void aimUnderFireTest_data()
    {
        QTest::addColumn<bool>("rule");
        QTest::addColumn<bool>("underFire");
        QTest::addColumn<int>("aims");
        QTest::addColumn<int>("enemies");
        QTest::addColumn<int>("wounds");
        QTest::addColumn<bool>("test");
        QTest::addColumn<int>("modifier");
        QTest::newRow("one enemy") << true << true << 2 << 1 << 0 << true << -5;
        QTest::newRow("three enemies") << true << true << 2 << 3 << 0 << true << -15;
        QTest::newRow("under fire: at least one") << true << true << 1 << 0 << 0 << true << -5;
        QTest::newRow("two enemies and a wound") << true << true << 1 << 2 << 1 << true << -11;
        QTest::newRow("no aim") << true << true << 0 << 2 << 0 << false << 0;
        QTest::newRow("not under fire") << true << false << 2 << 2 << 0 << false << 0;
        QTest::newRow("the rule off") << false << true << 2 << 2 << 0 << false << 0;
    }
    void aimUnderFireTest()
    {
        QFETCH(bool, rule);
        QFETCH(bool, underFire);
        QFETCH(int, aims);
        QFETCH(int, enemies);
        QFETCH(int, wounds);
        QFETCH(bool, test);
        Ruleset rs = testRules();
        rs.options.underFire = rule;
        AttackRequest req = request("test-gun", "K14", aims);
        req.underFire = underFire;
        req.shooter.cool = 8;
        req.shooter.wounds = wounds;
        const auto aimTest = rules::aimUnderFireTest(rs, req, enemies);
        QCOMPARE(bool(aimTest), test);
        if (!aimTest)
            return;
        QCOMPARE(QString(aimTest->stat), QString("COOL"));
        QCOMPARE(aimTest->value, 8);
        QTEST(aimTest->modifier, "modifier");
    }

    // The COOL test that lessens the −5 of being under fire counts the shooter's wounds too.
    void underFireTestCountsWounds()
    {
        AttackRequest req = request("test-gun", "K14", 0);
        QCOMPARE(rules::underFireTestModifier(req), 0);
        req.shooter.wounds = 3;
        QCOMPARE(rules::underFireTestModifier(req), -3);
        // "each point in excess of 16 reduces the modifier by 1"
        QCOMPARE(rules::underFireModifier(shippedRuleset(), 18), -3);
        QCOMPARE(rules::underFireModifier(shippedRuleset(), 15), -5);
        QCOMPARE(rules::underFireModifier(shippedRuleset(), 22), 0);
    }

    // The odds count the quick draw's DEX test first: a failed draw makes no attack, a miss.
    // Against the same shot with the quick draw's −3 as the GM's modifier and no test, every
    // landing's weight is the passing DEX tests' share of 216.
    void theOddsCountTheDrawTest_data()
    {
        QTest::addColumn<int>("dex");
        QTest::addColumn<int>("wounds");
        QTest::newRow("DEX 6: 10 or more on 3d6") << 6 << 0;
        QTest::newRow("DEX 9, two wounds: 9 or more") << 9 << 2;
    }
    void theOddsCountTheDrawTest()
    {
        QFETCH(int, dex);
        QFETCH(int, wounds);
        const Ruleset rs = testRules();
        AttackRequest plain = request("test-gun", "K14", 0);
        plain.shooter.dex = dex;
        plain.shooter.wounds = wounds;
        plain.modifier = rs.toHit.quickDraw;
        AttackRequest drawn = plain;
        drawn.modifier = 0;
        drawn.quickDraw = true;
        const ShotOdds a = shotOdds(rs, plain), b = shotOdds(rs, drawn);
        const std::uint64_t pass = waysAtLeast(16 - dex + wounds);
        QCOMPARE(b.denominator, a.denominator * 216);
        QCOMPARE(b.rollSucceeds, a.rollSucceeds * pass);
        QCOMPARE(b.hexWeight(plain.target), a.hexWeight(plain.target) * pass);
        QCOMPARE(b.miss, a.miss * pass + (216 - pass) * a.denominator);
        std::uint64_t total = b.miss;
        for (std::uint64_t w : b.locations)
            total += w;
        QCOMPARE(total, b.denominator);
        // A whole semi-auto action: every expectation shrinks by the chance of the draw.
        plain.mode = drawn.mode = FireMode::Semi;
        const FireOdds fa = fireOdds(rs, plain), fb = fireOdds(rs, drawn);
        const double p = static_cast<double>(pass) / 216;
        QVERIFY(qAbs(fb.shots - fa.shots * p) < 1e-9);
        QVERIFY(qAbs(fb.miss - fa.miss * p) < 1e-9);
        for (std::size_t i = 0; i < fa.locations.size(); ++i)
            QVERIFY(qAbs(fb.locations[i] - fa.locations[i] * p) < 1e-9);
    }

    // The seed's "Martial Arts": "Divide your Rank in Martial Arts by three (round up) and add
    // it to your usual Strength Bonus [...] you must attack using your Martial Arts skill":
    // the ruleset's formula martial_arts_bonus, so a group's own formula counts.
    void martialArtsBonusComesFromTheFormula_data()
    {
        QTest::addColumn<QString>("formula");
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<int>("rank");
        QTest::addColumn<int>("bonus");
        QTest::newRow("rank 4: ceil(4 / 3)") << ""
                                             << "test-kick" << 4 << 2;
        QTest::newRow("rank 3: ceil(3 / 3)") << ""
                                             << "test-kick" << 3 << 1;
        QTest::newRow("rank 7: ceil(7 / 3)") << ""
                                             << "test-kick" << 7 << 3;
        QTest::newRow("rank 0") << ""
                                << "test-kick" << 0 << 0;
        QTest::newRow("a group's formula: rank / 2") << "martial_arts / 2"
                                                     << "test-kick" << 5 << 2;
        QTest::newRow("a group's formula reading STR") << "ceil(martial_arts / 3) + str / 10"
                                                       << "test-kick" << 4 << 3;
        QTest::newRow("a blade: no Martial Arts strike") << ""
                                                         << "test-blade" << 4 << 0;
    }
    void martialArtsBonusComesFromTheFormula()
    {
        QFETCH(QString, formula);
        QFETCH(QString, weapon);
        QFETCH(int, rank);
        Ruleset rs = testRules();
        if (!formula.isEmpty()) {
            for (auto& [name, f] : rs.derived) {
                if (name == "martial_arts_bonus")
                    f = std::get<Formula>(Formula::parse(formula.toStdString()));
            }
        }
        AttackRequest req = request(weapon.toStdString(), "K14", 0);
        req.shooter.str = 12;
        // A strike is made at the rank of the skill it is rolled with (Martial Arts).
        req.shooter.skill = rank;
        req.shooter.martialArts = rank;
        QTEST(rules::martialArtsBonus(rs, *rs.weapon(req.weapon), req.shooter), "bonus");
        QTEST(rules::prepare(rs, req).martialArtsBonus, "bonus");
        // The combat sheet shows the same figure for a character with that rank.
        CharacterSheet sheet = *targetWith(rs).sheet;
        sheet.stats.str = 12;
        sheet.skills["martial_arts"] = rank;
        if (weapon == "test-kick")
            QTEST(sheetFigures(rs, CharacterState::fromSheet(rs, sheet)).martialArtsBonus, "bonus");
    }

    // The resolver rolls the test first; failed, "the move" does not "finish within this
    // Action" (quick draw) or the character "simply stays in cover" (aiming under fire): no
    // attack, no further die.
    void theResolverRollsTheTestFirst_data()
    {
        QTest::addColumn<bool>("quickDraw");
        QTest::addColumn<int>("enemies");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<bool>("passed");
        QTest::addColumn<int>("dice");
        // DEX 7, a wound: 3d6 + 7 − 1 ≥ 16 needs 10; then the attack, wild and −3.
        QTest::newRow("a quick draw that finishes")
            << true << 0 << QList<int> { 4, 3, 3, 6, 6, 6 } << true << 6;
        QTest::newRow("a quick draw that does not")
            << true << 0 << QList<int> { 4, 3, 2, 6, 6, 6 } << false << 3;
        // COOL 8, two enemies, a wound: 3d6 + 8 − 10 − 1 ≥ 16 needs 19: never.
        QTest::newRow("aiming under two enemies' fire")
            << false << 2 << QList<int> { 6, 6, 6, 6, 6, 6, 6, 6, 6 } << false << 3;
        // One enemy: needs 14; then the COOL test of the −5, then the attack.
        QTest::newRow("aiming under one enemy's fire")
            << false << 1 << QList<int> { 6, 4, 4, 3, 3, 3, 6, 6, 6 } << true << 9;
    }
    void theResolverRollsTheTestFirst()
    {
        QFETCH(bool, quickDraw);
        QFETCH(int, enemies);
        QFETCH(QList<int>, faces);
        QFETCH(bool, passed);
        QFETCH(int, dice);
        Ruleset rs = testRules();
        rs.options.underFire = true;
        AttackRequest req = request("test-gun", "K14", quickDraw ? 0 : 2);
        req.quickDraw = quickDraw;
        req.underFire = !quickDraw;
        req.enemiesShooting = enemies;
        req.shooter.dex = 7;
        req.shooter.cool = 8;
        req.shooter.wounds = 1;
        const Outcome out
            = resolveWith(rs, targetWith(rs), req, std::vector<int>(faces.begin(), faces.end()));
        QVERIFY(out.preTest);
        QCOMPARE(QString::fromStdString(out.preTest->stat), QString(quickDraw ? "DEX" : "COOL"));
        QTEST(out.preTest->passed, "passed");
        QCOMPARE(out.shots.empty(), !passed);
        QCOMPARE(int(out.dice.size()), dice);
        QCOMPARE(QString::fromLatin1(out.dice.front().purpose), QString("stat test success die"));
        if (!quickDraw && passed) {
            QVERIFY(out.coolTest); // the COOL test of the −5 comes after the aim's
            QCOMPARE(out.coolTest->modifier, -1); // a wound
        }
    }

    // The odds enumerate the test as the resolver rolls it: every sequence of a quick-drawn
    // shot's seven dice, resolved, lands as the odds say.
    void theOddsAgreeWithTheResolver()
    {
        const Ruleset rs = testRules();
        AttackRequest req = request("test-gun", "K14", 0);
        req.quickDraw = true;
        req.shooter.dex = 6;
        req.shooter.skill = 5;
        const ShotOdds odds = shotOdds(rs, req);
        std::map<Hex, std::uint64_t> hexes;
        std::uint64_t miss = 0, sequences = 0;
        std::vector<int> faces(7, 1);
        const CharacterState target = targetWith(rs);
        for (;;) {
            TypedDice typed(faces);
            const Outcome out = resolveAttack(rs, target, req, typed);
            ++sequences;
            if (out.shots.empty() || out.shots.front().location < 0)
                ++miss;
            if (!out.shots.empty() && out.shots.front().landing)
                ++hexes[*out.shots.front().landing];
            std::size_t i = 0;
            while (i < faces.size() && faces[i] == 6)
                faces[i++] = 1;
            if (i == faces.size())
                break;
            ++faces[i];
        }
        QCOMPARE(odds.denominator, sequences);
        QCOMPARE(odds.miss, miss);
        for (const auto& [hex, count] : hexes)
            QCOMPARE(odds.hexWeight(hex), count);
    }

    // The under-fire COOL test counts the shooter's wounds in the resolver as in the odds.
    void theUnderFireTestCountsWounds()
    {
        Ruleset rs = testRules();
        rs.options.underFire = true;
        AttackRequest req = request("test-gun", "K14", 0);
        req.underFire = true;
        req.shooter.cool = 8;
        req.shooter.wounds = 2;
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 6, 6, 6, 6, 6, 6, 3 });
        QVERIFY(out.coolTest);
        QCOMPARE(out.coolTest->modifier, -2);
        QCOMPARE(out.coolTest->total, 24); // 18 + 8 − 2: 8 above 16, the −5 gone
        QVERIFY(!out.preTest); // no aim, no test to aim
    }

    // A Martial Arts blow adds the formula's bonus to the STR bonus (the seed: "add it to your
    // usual Strength Bonus to get your adjusted Strength Bonus").
    void aMartialArtsBlowAddsTheFormula_data()
    {
        QTest::addColumn<QString>("formula");
        QTest::addColumn<int>("dam");
        // The kick: DAM 2 + damage die 4 + STR bonus 3 + bonus.
        QTest::newRow("ceil(5 / 3) = 2") << "" << 11;
        QTest::newRow("a group's martial_arts / 5 = 1") << "martial_arts / 5" << 10;
    }
    void aMartialArtsBlowAddsTheFormula()
    {
        QFETCH(QString, formula);
        Ruleset rs = testRules();
        if (!formula.isEmpty()) {
            for (auto& [name, f] : rs.derived) {
                if (name == "martial_arts_bonus")
                    f = std::get<Formula>(Formula::parse(formula.toStdString()));
            }
        }
        AttackRequest req = request("test-kick", "K14", 0);
        req.shooter.skill = 5; // the kick is made at Martial Arts 5
        req.shooter.martialArts = 5;
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 6, 4, 3 });
        QVERIFY(!out.shots.front().hits.empty());
        QTEST(out.shots.front().hits.front().dam, "dam");
    }
};

QTEST_GUILESS_MAIN(TestPreTests)
#include "tst_pretests.moc"
