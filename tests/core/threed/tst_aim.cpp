// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The aim map (aim.h) against brute force: the odds computed anew with each body hex aimed at.
#include "aim.h"
#include "attackfixture.h"
#include "odds.h"

#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {
const AimScore& scoreOf(const AimMap& map, Hex aim)
{
    for (const AimScore& s : map.scores)
        if (s.aim == aim)
            return s;
    qFatal("hex %s is not in the aim map", label(aim).c_str());
}
}

class TestAim : public QObject {
    Q_OBJECT
private slots:
    // One aimed shot: each hex's score is the exact count of dice sequences that land on the
    // body (or the location) when that hex is aimed at, as shotOdds counts it aimed there.
    void singleShotAgreesWithTheOddsAtEveryHex_data()
    {
        QTest::addColumn<QString>("goal");
        QTest::addColumn<int>("range");
        QTest::newRow("the body, medium range") << "hits" << int(RangeBand::Medium);
        QTest::newRow("the head, long range") << "location:head" << int(RangeBand::Long);
        QTest::newRow("the left leg, optimum") << "location:left_leg" << int(RangeBand::Optimum);
    }
    void singleShotAgreesWithTheOddsAtEveryHex()
    {
        QFETCH(QString, goal);
        QFETCH(int, range);
        const Ruleset& rs = shippedRuleset();
        AttackRequest req = request("nemesis", "K14", 1);
        req.range = static_cast<RangeBand>(range);
        std::string error;
        const std::optional<AimGoal> g = parseAimGoal(rs, goal.toStdString(), error);
        QVERIFY2(g, error.c_str());
        const AimMap map = aimMap(rs, req, *g);
        QVERIFY(map.exact);
        const std::vector<Hex> aims = bodyHexes(rs.body);
        QCOMPARE(map.scores.size(), aims.size());
        for (Hex aim : aims) {
            req.target = aim;
            const ShotOdds odds = shotOdds(rs, req);
            QCOMPARE(map.denominator, odds.denominator);
            const std::uint64_t expected = g->kind == AimGoal::Kind::Hits
                ? odds.denominator - odds.miss
                : odds.locations[static_cast<std::size_t>(g->location)];
            QCOMPARE(scoreOf(map, aim).weight, expected);
        }
        // Best first.
        for (std::size_t i = 1; i < map.scores.size(); ++i)
            QVERIFY(map.scores[i - 1].weight >= map.scores[i].weight);
    }

    // A three-round burst and a shotgun's template: each hex's score is the hits expected
    // when it is aimed at, as fireOdds computes them aimed there.
    void burstAndTemplateAgreeWithTheOddsAtEveryHex_data()
    {
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<int>("mode");
        QTest::addColumn<QString>("goal");
        QTest::newRow("burst, the body") << "fen-gunhead" << int(FireMode::Burst) << "hits";
        QTest::newRow("burst, the torso")
            << "fen-gunhead" << int(FireMode::Burst) << "location:torso";
        QTest::newRow("shotgun at medium range, the head")
            << "pump-shotgun" << int(FireMode::Single) << "location:head";
    }
    void burstAndTemplateAgreeWithTheOddsAtEveryHex()
    {
        QFETCH(QString, weapon);
        QFETCH(int, mode);
        QFETCH(QString, goal);
        const Ruleset& rs = shippedRuleset();
        AttackRequest req = request(weapon.toStdString(), "K14", 1);
        req.mode = static_cast<FireMode>(mode);
        req.shooter.autoSupport = 5;
        if (weapon == "pump-shotgun")
            req.range = RangeBand::Medium;
        std::string error;
        const std::optional<AimGoal> g = parseAimGoal(rs, goal.toStdString(), error);
        QVERIFY2(g, error.c_str());
        const AimMap map = aimMap(rs, req, *g);
        QVERIFY(!map.exact);
        for (Hex aim : bodyHexes(rs.body)) {
            req.target = aim;
            const FireOdds odds = fireOdds(rs, req);
            double expected = 0;
            if (g->kind == AimGoal::Kind::Location) {
                expected = odds.locations[static_cast<std::size_t>(g->location)];
            } else {
                for (const auto& [h, p] : odds.hexes)
                    if (rs.body.locationAt(h) >= 0)
                        expected += p;
            }
            QVERIFY2(qAbs(scoreOf(map, aim).score - expected) < 1e-9,
                qPrintable(QString("%1: %2 against %3")
                               .arg(QString::fromStdString(label(aim)))
                               .arg(scoreOf(map, aim).score)
                               .arg(expected)));
        }
    }

    // An aimed Nemesis at optimum range: the best hex to hit the head is on the head, and so
    // is the runner-up.
    void bestHexForTheHeadIsOnTheHead()
    {
        const Ruleset& rs = shippedRuleset();
        AttackRequest req = request("nemesis", "K14", 1);
        req.range = RangeBand::Optimum;
        const AimGoal head { AimGoal::Kind::Location, rs.body.locationIndex("head") };
        const AimMap map = aimMap(rs, req, head);
        QCOMPARE(rs.body.locationAt(map.scores[0].aim), head.location);
        QCOMPARE(rs.body.locationAt(map.scores[1].aim), head.location);
        QVERIFY(map.scores[0].score > 0.9);
        // Aiming at the body at all, the best hex is on the torso, not at an edge.
        const AimMap body = aimMap(rs, req, AimGoal {});
        QCOMPARE(rs.body.locationAt(body.scores[0].aim), rs.body.locationIndex("torso"));
    }

    void badGoalsAreRefused()
    {
        const Ruleset& rs = shippedRuleset();
        std::string error;
        QVERIFY(!parseAimGoal(rs, "kill", error));
        QVERIFY2(error.find("unknown goal 'kill'") != std::string::npos, error.c_str());
        QVERIFY(!parseAimGoal(rs, "location:tail", error));
        QVERIFY2(error.find("no location 'tail'") != std::string::npos, error.c_str());
        QVERIFY(parseAimGoal(rs, "location:head", error));
        const AimGoal unknown { AimGoal::Kind::Location, 99 };
        QVERIFY_THROWS_EXCEPTION(Refused, aimMap(rs, request("nemesis", "K14"), unknown));
    }
};

QTEST_APPLESS_MAIN(TestAim)
#include "tst_aim.moc"
