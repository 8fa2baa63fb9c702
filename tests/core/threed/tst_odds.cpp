// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The exact odds engine against the resolver itself: every dice sequence, counted.
#include "attackfixture.h"
#include "odds.h"

#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {
// Resolves every sequence of `length` faces and counts landings, as the odds must.
ShotOdds enumerateResolver(const Ruleset& rs, const AttackRequest& req, int length)
{
    ShotOdds counted;
    counted.locations.assign(rs.body.locations.size(), 0);
    std::vector<int> faces(static_cast<std::size_t>(length), 1);
    const CharacterState target = targetWith(rs);
    for (;;) {
        TypedDice dice(faces);
        const Outcome out = resolveAttack(rs, target, req, dice);
        ++counted.denominator;
        const ShotTrace& shot = out.shots.front();
        if (shot.roll.hit)
            ++counted.rollSucceeds;
        if (shot.landing)
            ++counted.hexes[*shot.landing];
        if (shot.location >= 0)
            ++counted.locations[static_cast<std::size_t>(shot.location)];
        else
            ++counted.miss;
        std::size_t i = 0;
        while (i < faces.size() && faces[i] == 6)
            faces[i++] = 1;
        if (i == faces.size())
            break;
        ++faces[i];
    }
    --counted.denominator; // started from 1
    return counted;
}
}

class TestOdds : public QObject {
    Q_OBJECT
private slots:
    void agreesWithTheResolverOverEverySequence_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::newRow("aimed, medium") << "aimed";
        QTest::newRow("wild, long") << "wild";
        QTest::newRow("snap, extreme") << "snap";
        QTest::newRow("clean miss") << "cleanmiss";
        QTest::newRow("difficulty on the roll") << "onroll";
        QTest::newRow("jamming") << "jam";
        QTest::newRow("melee") << "melee";
        QTest::newRow("aimed at the edge of the field") << "edge";
        QTest::newRow("under fire (a COOL test first)") << "underfire";
    }
    void agreesWithTheResolverOverEverySequence()
    {
        QFETCH(QString, setup);
        Ruleset rs = rulesWith({ testGun(4), testMeleeWeapon("test-blade", "blade_1h", 4, 2, 3) });
        AttackRequest req = request("test-gun", "K14", 2);
        req.shooter.skill = 5;
        req.shooter.marksman = 1;
        int length = 4;
        if (setup == "aimed")
            req.range = RangeBand::Medium;
        if (setup == "wild") {
            req.aims = 0;
            req.range = RangeBand::Long;
        }
        if (setup == "snap") {
            req.aims = 0;
            req.range = RangeBand::Extreme;
            req.shooter.advantages.insert("rapid_fire");
        }
        if (setup == "cleanmiss")
            rs.options.cleanMiss = true;
        if (setup == "onroll") {
            rs.options.difficultyOnRoll = true;
            req.modifier = -2;
        }
        if (setup == "jam") {
            rs.options.jamming = true;
            req.shooter.skill = 12;
        }
        if (setup == "melee")
            req.weapon = "test-blade";
        if (setup == "edge")
            req.target = *parseHex("B2");
        if (setup == "underfire") {
            rs.options.underFire = true;
            req.underFire = true;
            req.shooter.cool = 7;
            req.aims = 0; // §11: aiming under fire takes a COOL test of its own first
            length = 7;
        }
        const ShotOdds odds = shotOdds(rs, req);
        const ShotOdds counted = enumerateResolver(rs, req, length);
        QCOMPARE(odds.denominator, counted.denominator);
        QCOMPARE(odds.rollSucceeds, counted.rollSucceeds);
        QCOMPARE(odds.miss, counted.miss);
        QCOMPARE(odds.locations, counted.locations);
        QCOMPARE(odds.hexes, counted.hexes);
    }

    void probabilitiesSumToOneExactly()
    {
        const Ruleset rs = rulesWith({ testGun(6) });
        for (int aims = 0; aims <= 4; ++aims) {
            for (int band = 0; band < 4; ++band) {
                AttackRequest req = request("test-gun", "K14", aims);
                req.range = static_cast<RangeBand>(band);
                const ShotOdds odds = shotOdds(rs, req);
                std::uint64_t locations = odds.miss;
                for (auto w : odds.locations)
                    locations += w;
                QCOMPARE(locations, odds.denominator);
                std::uint64_t landed = 0;
                for (const auto& [hex, w] : odds.hexes)
                    landed += w;
                QCOMPARE(landed, odds.denominator); // every shot lands somewhere here
                QCOMPARE(odds.denominator, std::uint64_t(1296));
            }
        }
    }

    void aSureShotHitsItsHex()
    {
        // RCL 0, aimed at optimum: spread 0, so every hit lands on the aimed hex.
        const Ruleset rs = rulesWith({ testGun(0) });
        AttackRequest req = request("test-gun", "K14", 1);
        req.shooter.skill = 10; // 3d6 + 10 ≥ 13 always
        const ShotOdds odds = shotOdds(rs, req);
        QCOMPARE(odds.hexWeight(*parseHex("K14")), odds.denominator);
        QCOMPARE(odds.probability(
                     odds.locations[static_cast<std::size_t>(rs.body.locationIndex("torso"))]),
            1.0);
        QCOMPARE(odds.miss, std::uint64_t(0));
    }

    void refusesWhatTheResolverRefuses()
    {
        const Ruleset rs = rulesWith({ testGun(0) });
        AttackRequest req = request("test-gun", "K14", 7);
        QVERIFY_THROWS_EXCEPTION(Refused, shotOdds(rs, req));
    }
};

QTEST_APPLESS_MAIN(TestOdds)
#include "tst_odds.moc"
