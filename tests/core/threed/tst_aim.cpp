// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The aim map (aim.h) against brute force: the odds computed anew with each body hex aimed at.
#include "aim.h"
#include "attackfixture.h"
#include "effect.h"
#include "odds.h"

#include <QTest>

#include <cmath>

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

// Brute force, apart from effect.h: every dice sequence of `resolve` run once, each state's
// sequences counted as fractions of 6^n (n the longest sequence).
struct Counted {
    std::uint64_t denominator = 1;
    std::array<std::uint64_t, TargetStates> states {};
};
template <typename Resolve>
Counted countEveryDiceSequence(const Ruleset& rs, const CharacterState& target, Resolve resolve)
{
    std::vector<std::pair<std::size_t, TargetState>> seen; // length, state
    std::vector<int> path;
    std::size_t longest = 0;
    do {
        PathDice dice(path);
        const CharacterState after = resolve(dice);
        path.resize(dice.consumed());
        seen.emplace_back(path.size(), targetState(rs, target, after));
        longest = std::max(longest, path.size());
        while (!path.empty() && path.back() == 6)
            path.pop_back();
        if (!path.empty())
            ++path.back();
    } while (!path.empty());
    Counted c;
    for (std::size_t i = 0; i < longest; ++i)
        c.denominator *= 6;
    for (const auto& [length, state] : seen) {
        std::uint64_t weight = 1;
        for (std::size_t i = length; i < longest; ++i)
            weight *= 6;
        c.states[static_cast<std::size_t>(state)] += weight;
    }
    return c;
}

std::uint64_t downOf(const Counted& c)
{
    return c.states[static_cast<std::size_t>(TargetState::Unconscious)]
        + c.states[static_cast<std::size_t>(TargetState::Dead)];
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

    // A three-round burst against the dice themselves: at every body hex aimed at, every dice
    // sequence of the resolver is run and the bullets landing on the body are summed, each
    // sequence weighted 6^-n; the aim map's hits expected agree.
    void burstCountedOverTheDiceAtEveryHex()
    {
        const Ruleset& rs = shippedRuleset();
        AttackRequest req = request("fen-gunhead", "K14", 1);
        req.mode = FireMode::Burst;
        req.shooter.skill = 14; // every roll made: the sequences stay few
        const AimMap map = aimMap(rs, req, AimGoal {});
        QVERIFY(map.expectation);
        const CharacterState target = targetWith(rs);
        for (Hex aim : bodyHexes(rs.body)) {
            req.target = aim;
            double expected = 0;
            std::vector<int> path;
            do {
                PathDice dice(path);
                const Outcome out = resolveAttack(rs, target, req, dice);
                path.resize(dice.consumed());
                const double weight = std::pow(1.0 / 6, static_cast<double>(path.size()));
                for (const ShotTrace& shot : out.shots)
                    if (shot.landing && rs.body.locationAt(*shot.landing) >= 0)
                        expected += weight;
                while (!path.empty() && path.back() == 6)
                    path.pop_back();
                if (!path.empty())
                    ++path.back();
            } while (!path.empty());
            QVERIFY2(qAbs(scoreOf(map, aim).score - expected) < 1e-9,
                qPrintable(QString("%1: %2 against %3")
                               .arg(QString::fromStdString(label(aim)))
                               .arg(scoreOf(map, aim).score)
                               .arg(expected)));
        }
    }

    // Walking fire (§6): wounding the first target is rated at every aim with the scene's
    // further target side by side; without it the rules refuse the walk.
    void walkingFireIsRatedWithTheFurtherTarget()
    {
        const Ruleset& rs = shippedRuleset();
        AttackRequest req = request("fen-gunhead", "K14", 1);
        req.mode = FireMode::Burst;
        req.shooter.autoSupport = 5;
        req.walk = { { 2, true } };
        const CharacterState target = targetWith(rs);
        AimOptions options;
        options.target = &target;
        options.trials = 200;
        QVERIFY_THROWS_EXCEPTION(
            Refused, aimMap(rs, req, AimGoal { AimGoal::Kind::Wound, -1 }, options));
        options.others = { targetWith(rs) };
        const AimMap walking = aimMap(rs, req, AimGoal { AimGoal::Kind::Wound, -1 }, options);
        QCOMPARE(walking.scores.size(), bodyHexes(rs.body).size());
        QVERIFY(!walking.exact);
        QCOMPARE(walking.trials, 200);
        QVERIFY(walking.scores.front().score > 0);
        // The walk takes bullets off the first target: at the best aim, fewer hits land on it
        // than when the whole burst stays there.
        AttackRequest staying = req;
        staying.walk.clear();
        staying.target = walking.scores.front().aim;
        req.target = staying.target;
        const EffectOdds walked = effectOdds(rs, target, options.others, req, 20'000, 5);
        const EffectOdds stayed = effectOdds(rs, target, staying, 20'000, 5);
        QVERIFY2(walked.damage + walked.damageHalfWidth < stayed.damage - stayed.damageHalfWidth,
            qPrintable(QString("%1 against %2").arg(walked.damage).arg(stayed.damage)));
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

    // Wounding and putting down with one aimed shot: each hex's score counts every dice
    // sequence of the shot aimed there, as brute force over the resolver counts it; wounding is
    // never less likely than putting down.
    void woundAndDownOfOneShotCountEveryDiceSequence()
    {
        const Ruleset& rs = shippedRuleset();
        const CharacterState target = targetWith(rs);
        AttackRequest req = request("mal-anvil", "K14", 1);
        req.range = RangeBand::Optimum;
        AimOptions options;
        options.target = &target;
        std::size_t told = 0;
        options.progress = [&](std::size_t done, std::size_t total) {
            told = done;
            return done <= total;
        };
        const AimMap down = aimMap(rs, req, AimGoal { AimGoal::Kind::Down }, options);
        QCOMPARE(told, bodyHexes(rs.body).size());
        const AimMap wound = aimMap(rs, req, AimGoal { AimGoal::Kind::Wound }, options);
        QVERIFY(down.exact && wound.exact);
        QVERIFY(!down.expectation);
        QCOMPARE(down.scores.size(), bodyHexes(rs.body).size());
        for (const AimScore& s : down.scores) {
            QVERIFY(
                s.weight <= scoreOf(wound, s.aim).weight * (down.denominator / wound.denominator));
            QVERIFY(qAbs(s.score - double(s.weight) / double(down.denominator)) < 1e-12);
        }
        QVERIFY(down.scores[0].weight > 0);
        QVERIFY(down.scores[0].weight > down.scores.back().weight);
        const std::vector<Hex> body = bodyHexes(rs.body);
        for (Hex hex : { *parseHex("K3"), *parseHex("K14"), body.front(), body.back() }) {
            AttackRequest at = req;
            at.target = hex;
            const Counted c = countEveryDiceSequence(rs, target,
                [&](DiceSource& dice) { return resolveAttack(rs, target, at, dice).targetAfter; });
            QVERIFY(down.denominator % c.denominator == 0);
            const std::uint64_t scale = down.denominator / c.denominator;
            QCOMPARE(scoreOf(down, at.target).weight, downOf(c) * scale);
            QCOMPARE(scoreOf(wound, at.target).weight,
                (c.denominator - c.states[static_cast<std::size_t>(TargetState::Unhurt)])
                    * (wound.denominator / c.denominator));
        }
    }

    // One shot with too many dice sequences to count at every aim (an Anvil against an
    // armoured operative, knockback tests and all): sampled at each aim, and it says so.
    void aShotWithManySequencesIsSampled()
    {
        const Ruleset& rs = shippedRuleset();
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        AttackRequest req = request("mal-anvil", "K14", 1);
        req.range = RangeBand::Medium;
        req.rollKnockback = true;
        QVERIFY(effectOdds(rs, target, req).sequences > MaxExactAimSequences);
        AimOptions options;
        options.target = &target;
        options.trials = 200;
        const AimMap map = aimMap(rs, req, AimGoal { AimGoal::Kind::Down }, options);
        QVERIFY(!map.exact && !map.expectation);
        QCOMPARE(map.trials, 200);
        AttackRequest at = req;
        at.target = *parseHex("K4");
        const EffectOdds e = effectOdds(rs, target, at, 200, 1, true);
        QCOMPARE(scoreOf(map, at.target).score, e.down());
    }

    // Several shots: wound and down are seeded trials at each aim, the same dice at every aim,
    // so a hex's score is effectOdds' with that seed there; each with its interval.
    void downOfABurstIsSampledOnTheSameDiceAtEveryHex()
    {
        const Ruleset& rs = shippedRuleset();
        const CharacterState target = targetWith(rs);
        AttackRequest req = request("fen-gunhead", "K14", 1);
        req.mode = FireMode::Burst;
        AimOptions options;
        options.target = &target;
        options.trials = 300;
        options.seed = 7;
        const AimMap map = aimMap(rs, req, AimGoal { AimGoal::Kind::Down }, options);
        QVERIFY(!map.exact && !map.expectation);
        QCOMPARE(map.trials, 300);
        QCOMPARE(map.seed, std::uint64_t(7));
        for (const char* hex : { "K3", "K14", "I23" }) {
            AttackRequest at = req;
            at.target = *parseHex(hex);
            const EffectOdds e = effectOdds(rs, target, at, 300, 7);
            QCOMPARE(scoreOf(map, at.target).score, e.down());
            QCOMPARE(scoreOf(map, at.target).halfWidth, e.downHalfWidth());
        }
        for (std::size_t i = 1; i < map.scores.size(); ++i)
            QVERIFY(map.scores[i - 1].score >= map.scores[i].score);
        // Stopped half way: AimStopped, nothing else.
        options.progress = [](std::size_t done, std::size_t) { return done < 5; };
        QVERIFY_THROWS_EXCEPTION(
            AimStopped, aimMap(rs, req, AimGoal { AimGoal::Kind::Down }, options));
    }

    // A grenade: every impact point of the lower third; hits and a location agree with the
    // throw's exact odds there, down with brute force over the throw's dice.
    void grenadeRatesEveryImpactPointOfTheLowerThird()
    {
        const Ruleset& rs = shippedRuleset();
        const CharacterState target = targetWith(rs);
        ThrowRequest req;
        req.grenade = "da-90";
        req.skill = 2;
        AimOptions options;
        options.target = &target;
        const std::vector<Hex> aims = grenadeAims(rs.body);
        QCOMPARE(int(aims.size()), (rs.body.rows - rs.body.lowerThirdRow) * rs.body.columns);
        const int leg = rs.body.locationIndex("left_leg");
        const AimMap hits = aimMap(rs, req, AimGoal {}, options);
        const AimMap legMap = aimMap(rs, req, AimGoal { AimGoal::Kind::Location, leg }, options);
        QVERIFY(hits.grenade && hits.exact && legMap.exact);
        QCOMPARE(hits.scores.size(), aims.size());
        const std::vector<BlastCharacter> scene { { target, 0.0 } };
        for (Hex aim : aims) {
            ThrowRequest at = req;
            at.impact = aim;
            const ThrowOdds odds = throwOdds(rs, scene, at);
            QCOMPARE(hits.denominator, odds.denominator);
            QCOMPARE(scoreOf(hits, aim).weight, odds.denominator - odds.characters[0].unaffected);
            QCOMPARE(scoreOf(legMap, aim).weight,
                odds.characters[0].locations[static_cast<std::size_t>(leg)]);
        }
        const AimMap down = aimMap(rs, req, AimGoal { AimGoal::Kind::Down }, options);
        QVERIFY(down.exact);
        for (Hex aim : { aims.front(), aims[aims.size() / 2], aims.back() }) {
            ThrowRequest at = req;
            at.impact = aim;
            const Counted c = countEveryDiceSequence(rs, target, [&](DiceSource& dice) {
                return resolveThrow(rs, scene, at, dice).characters.front().after;
            });
            QCOMPARE(scoreOf(down, aim).weight, downOf(c) * (down.denominator / c.denominator));
        }
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
        QVERIFY(parseAimGoal(rs, "wound", error));
        QVERIFY(parseAimGoal(rs, "down", error));
        // Wounding needs a target; so does any grenade's map.
        QVERIFY_THROWS_EXCEPTION(
            Refused, aimMap(rs, request("nemesis", "K14"), AimGoal { AimGoal::Kind::Down }));
        ThrowRequest grenade;
        grenade.grenade = "da-90";
        QVERIFY_THROWS_EXCEPTION(Refused, aimMap(rs, grenade, AimGoal {}, AimOptions {}));
        const CharacterState target = targetWith(rs);
        AimOptions none;
        none.target = &target;
        none.trials = 0;
        AttackRequest burst = request("fen-gunhead", "K14");
        burst.mode = FireMode::Burst;
        QVERIFY_THROWS_EXCEPTION(
            Refused, aimMap(rs, burst, AimGoal { AimGoal::Kind::Wound }, none));
    }
};

QTEST_APPLESS_MAIN(TestAim)
#include "tst_aim.moc"
