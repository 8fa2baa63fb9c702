// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Exact odds of one aimed single shot (the Odds panel recomputes them on every change).
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
        AttackRequest req;
        req.weapon = "mal-anvil";
        req.target = rs.body.standardAim;
        req.aims = 2;
        req.range = RangeBand::Medium;
        req.shooter = ShooterProfile::fromSheet(rs, rs.characters.at("operative"), *rs.weapon("mal-anvil"));
        std::uint64_t total = 0;
        QBENCHMARK {
            total += shotOdds(rs, req).denominator;
        }
        QVERIFY(total > 0);
    }
};

QTEST_GUILESS_MAIN(BenchOdds)
#include "bench_odds.moc"
