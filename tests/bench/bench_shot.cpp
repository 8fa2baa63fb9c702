// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One aimed single shot with damage against an armoured target, seeded dice.
#include "attack.h"
#include "testsupport.h"

#include <QTest>

using namespace hitspread;

class BenchShot : public QObject {
    Q_OBJECT
private slots:
    void aimedShotAgainstArmour()
    {
        const Ruleset& rs = test::shippedRuleset();
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        AttackRequest req;
        req.weapon = "mal-anvil";
        req.target = rs.body.standardAim;
        req.aims = 2;
        req.range = RangeBand::Medium;
        req.shooter
            = ShooterProfile::fromSheet(rs, rs.characters.at("operative"), *rs.weapon("mal-anvil"));
        // One long-lived source, as a session keeps it.
        SeededDice dice(1);
        int hits = 0;
        QBENCHMARK
        {
            dice.forgetUsed();
            const Outcome out = resolveAttack(rs, target, req, dice);
            hits += out.shots.front().hits.empty() ? 0 : 1;
        }
        QVERIFY(hits > 0);
    }
};

QTEST_GUILESS_MAIN(BenchShot)
#include "bench_shot.moc"
