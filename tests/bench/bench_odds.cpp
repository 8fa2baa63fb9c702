// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Exact odds of one aimed single shot (the Odds panel recomputes them on every change).
#include "aim.h"
#include "effect.h"
#include "odds.h"
#include "testsupport.h"

#include <QTest>

using namespace hitspread;

class BenchOdds : public QObject {
    Q_OBJECT
private slots:
    void aimedSingleShot()
    {
        const Ruleset& rs = test::shippedRuleset();
        AttackRequest req = test::aimedAnvilShot(rs);
        std::uint64_t total = 0;
        QBENCHMARK
        {
            total += shotOdds(rs, req).denominator;
        }
        QVERIFY(total > 0);
    }

    // What that shot does to an armoured operative (the Odds dock's effect chart): every dice
    // sequence counted, the knockback test's included.
    void effectOfAimedSingleShot()
    {
        const Ruleset& rs = test::shippedRuleset();
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        AttackRequest req = test::aimedAnvilShot(rs);
        req.rollKnockback = true;
        std::uint64_t sequences = 0;
        QBENCHMARK
        {
            sequences += effectOdds(rs, target, req).sequences;
        }
        QVERIFY(sequences > 0);
    }

    // A 40-round full-auto burst with FA deviation 2: every bullet's landing distribution.
    void fullAutoFortyRounds()
    {
        Ruleset rs = fortyRoundRules();
        const AttackRequest req = fortyRoundBurst(rs);
        double shots = 0;
        QBENCHMARK
        {
            shots = fireOdds(rs, req).shots;
        }
        QVERIFY(shots > 20);
    }

    // The aim map of that burst: every body hex rated as its aim (aim.h), for the hits on the
    // body and for the head.
    void aimMapFortyRounds_data()
    {
        QTest::addColumn<QString>("goal");
        QTest::newRow("hits") << "hits";
        QTest::newRow("head") << "location:head";
    }
    void aimMapFortyRounds()
    {
        QFETCH(QString, goal);
        Ruleset rs = fortyRoundRules();
        const AttackRequest req = fortyRoundBurst(rs);
        std::string error;
        const AimGoal g = *parseAimGoal(rs, goal.toStdString(), error);
        std::size_t hexes = 0;
        QBENCHMARK
        {
            hexes = aimMap(rs, req, g).scores.size();
        }
        QVERIFY(hexes > 100);
    }

    // What 100,000 ten-round bursts do to an armoured operative: seeded trials of the whole
    // resolver, damage and state included (effect.h).
    void simulatedTenRoundBursts()
    {
        Ruleset rs = test::shippedRuleset();
        Weapon gun = *rs.weapon("fen-gunhead");
        gun.id = "bench-ten";
        gun.burst = 10;
        rs.weapons.push_back(gun);
        AttackRequest req;
        req.weapon = "bench-ten";
        req.mode = FireMode::Burst;
        req.target = rs.body.standardAim;
        req.aims = 1;
        req.range = RangeBand::Medium;
        req.rollKnockback = true;
        req.shooter = ShooterProfile::fromSheet(rs, rs.characters.at("gunner"), gun);
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        QVERIFY(!target.armour.empty());
        double down = 0;
        QBENCHMARK_ONCE
        {
            down = effectOdds(rs, target, req, 100'000, 1).down();
        }
        QVERIFY(down > 0);
    }

private:
    static Ruleset fortyRoundRules()
    {
        Ruleset rs = test::shippedRuleset();
        Weapon gun = *rs.weapon("fen-gunhead");
        gun.id = "bench-gun";
        gun.faDeviation = 2;
        rs.weapons.push_back(gun);
        return rs;
    }

    static AttackRequest fortyRoundBurst(const Ruleset& rs)
    {
        const Weapon& gun = *rs.weapon("bench-gun");
        AttackRequest req;
        req.weapon = "bench-gun";
        req.mode = FireMode::Full;
        req.burstDice = 8; // 8 to 48 rounds: the mean is 28; the longest 40-odd
        req.burstAdjust = -8;
        req.target = rs.body.standardAim;
        req.aims = 1;
        req.range = RangeBand::Medium;
        req.shooter = ShooterProfile::fromSheet(rs, rs.characters.at("gunner"), gun);
        req.shooter.autoSupport = 16;
        req.influencePolicy = InfluencePolicy::TowardAim;
        return req;
    }
};

QTEST_GUILESS_MAIN(BenchOdds)
#include "bench_odds.moc"
