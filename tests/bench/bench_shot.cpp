// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One aimed single shot with damage against an armoured target, seeded dice: resolved, and
// compiled once and fired (compiledshot.h).
#include "attack.h"
#include "compiledshot.h"
#include "testsupport.h"

#include <QTest>

using namespace hitspread;

using test::aimedAnvilShot;

class BenchShot : public QObject {
    Q_OBJECT
private slots:
    void aimedShotAgainstArmour()
    {
        const Ruleset& rs = test::shippedRuleset();
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        const AttackRequest req = aimedAnvilShot(rs);
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

    // The same shot compiled once, as the odds of what it does fire it: each shot its four
    // dice and a few table look-ups, with the same landing, hit and target afterwards.
    void compiledShotAgainstArmour()
    {
        const Ruleset& rs = test::shippedRuleset();
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        std::optional<CompiledShot> shot = CompiledShot::compile(rs, target, aimedAnvilShot(rs));
        QVERIFY(shot);
        SeededDice dice(1);
        int hits = 0;
        // The hits are worked out as shots first need them: fill them first, as the odds of
        // what the shot does do, so that one measured shot (-callgrind) is a shot like the rest.
        for (int i = 0; i < 100'000; ++i) {
            dice.forgetUsed();
            hits += shot->fire(dice).hit ? 1 : 0;
        }
        QBENCHMARK
        {
            dice.forgetUsed();
            hits += shot->fire(dice).hit ? 1 : 0;
        }
        QVERIFY(hits > 0);
    }

    // Compiling it: the checks, every attack roll and every landing; the hits are worked out
    // as shots first need them.
    void compileShot()
    {
        const Ruleset& rs = test::shippedRuleset();
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        const AttackRequest req = aimedAnvilShot(rs);
        int compiled = 0;
        QBENCHMARK
        {
            compiled += CompiledShot::compile(rs, target, req) ? 1 : 0;
        }
        QVERIFY(compiled > 0);
    }
};

QTEST_GUILESS_MAIN(BenchShot)
#include "bench_shot.moc"
