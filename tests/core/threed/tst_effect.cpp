// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What an action does to the target (effect.h): the exact count over every dice sequence
// against the resolver's own outcomes, and the seeded trials within their interval of it.
#include "attackfixture.h"
#include "effect.h"

#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

class TestEffect : public QObject {
    Q_OBJECT
private slots:
    // One aimed Anvil shot at an armoured operative: every state's chance is counted over
    // all the shot's dice sequences and they add up to 1, as the damage does.
    void oneShotIsCountedExactly()
    {
        const Ruleset& rs = shippedRuleset();
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        AttackRequest req = request("mal-anvil", "K14", 1);
        req.range = RangeBand::Long;
        req.rollKnockback = true;
        const EffectOdds e = effectOdds(rs, target, req);
        QVERIFY(e.exact);
        QVERIFY(e.sequences >= 1296); // success, damage, penetration, direction at least
        double states = 0;
        for (double p : e.states)
            states += p;
        QVERIFY(qAbs(states - 1.0) < 1e-12);
        double damage = 0, mean = 0;
        for (const auto& [hits, p] : e.damageDistribution) {
            damage += p;
            mean += hits * p;
        }
        QVERIFY(qAbs(damage - 1.0) < 1e-12);
        QVERIFY(qAbs(mean - e.damage) < 1e-9);
        QVERIFY(e.state(TargetState::Unhurt) > 0); // some shots miss
        QVERIFY(e.state(TargetState::Wounded) > 0);
        // The same as fractions of 6^n.
        QVERIFY(e.denominator >= 1296);
        std::uint64_t counted = 0;
        for (std::size_t i = 0; i < TargetStates; ++i) {
            counted += e.stateWeights[i];
            QVERIFY(qAbs(double(e.stateWeights[i]) / double(e.denominator) - e.states[i]) < 1e-12);
        }
        QCOMPARE(counted, e.denominator);

        // The seeded trials of the same shot land within their 95 % interval of the exact
        // answer (a fixed seed: the same trials every run).
        const EffectOdds sampled = effectOdds(rs, target, req, 100'000, 7, true);
        QVERIFY(!sampled.exact);
        QCOMPARE(sampled.trials, 100'000);
        for (std::size_t i = 0; i < TargetStates; ++i)
            QVERIFY2(qAbs(sampled.states[i] - e.states[i]) <= sampled.statesHalfWidth[i] + 1e-12,
                qPrintable(QString("%1: %2 ± %3 against %4")
                               .arg(toString(static_cast<TargetState>(i)))
                               .arg(sampled.states[i])
                               .arg(sampled.statesHalfWidth[i])
                               .arg(e.states[i])));
        QVERIFY(qAbs(sampled.damage - e.damage) <= sampled.damageHalfWidth);
        QVERIFY(qAbs(sampled.down() - e.down()) <= sampled.downHalfWidth() + 1e-12);
    }

    // A frag grenade thrown at the feet of an unarmoured target: every dice sequence of the
    // throw counted; the seeded trials of it land within their interval.
    void aGrenadeIsCountedExactly()
    {
        const Ruleset& rs = shippedRuleset();
        const CharacterState target = targetWith(rs);
        ThrowRequest req;
        req.grenade = "da-90";
        req.skill = 2;
        req.impact = *parseHex("K25");
        const EffectOdds e = throwEffectOdds(rs, target, req);
        QVERIFY(e.exact);
        QVERIFY(e.sequences >= 216); // the attack roll at least
        double states = 0;
        for (double p : e.states)
            states += p;
        QVERIFY(qAbs(states - 1.0) < 1e-12);
        QVERIFY(e.state(TargetState::Unhurt) < 1);
        const EffectOdds sampled = throwEffectOdds(rs, target, req, 20'000, 3, true);
        QVERIFY(!sampled.exact);
        QVERIFY(qAbs(sampled.down() - e.down()) <= sampled.downHalfWidth() + 1e-12);
        QVERIFY(qAbs(sampled.damage - e.damage) <= sampled.damageHalfWidth + 1e-12);
    }

    // A burst is sampled: its figures carry their intervals and the seed repeats them.
    void aBurstIsSampledWithItsInterval()
    {
        const Ruleset& rs = shippedRuleset();
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        AttackRequest req = request("fen-gunhead", "K14", 1);
        req.mode = FireMode::Burst;
        req.shooter.autoSupport = 5;
        const EffectOdds a = effectOdds(rs, target, req, 5'000, 3);
        const EffectOdds b = effectOdds(rs, target, req, 5'000, 3);
        QVERIFY(!a.exact);
        QCOMPARE(a.trials, 5'000);
        QCOMPARE(a.states, b.states);
        QVERIFY(a.damage > 0);
        QVERIFY(a.damageHalfWidth > 0);
        QVERIFY(a.downHalfWidth() >= 0);
        double states = 0;
        for (double p : a.states)
            states += p;
        QVERIFY(qAbs(states - 1.0) < 1e-9);
    }

    // The damage distribution in bins of equal width for the chart: every count from the least
    // to the most has its bin, and the chances add up as they were.
    void damageBinsCoverTheDistribution()
    {
        EffectOdds e;
        e.damageDistribution = { { 0, 0.5 }, { 3, 0.2 }, { 4, 0.05 }, { 30, 0.25 } };
        const std::vector<DamageBin> bins = damageBins(e, 12);
        QCOMPARE(bins.size(), std::size_t(11)); // 0 to 30: 31 counts, 3 a bin
        QCOMPARE(bins.front().from, 0);
        QCOMPARE(bins.front().to, 2);
        QCOMPARE(bins.front().chance, 0.5);
        QCOMPARE(bins[1].from, 3);
        QCOMPARE(bins[1].to, 5);
        QVERIFY(qAbs(bins[1].chance - 0.25) < 1e-12);
        QCOMPARE(bins[5].chance, 0.0); // a gap shows
        QCOMPARE(bins.back().from, 30);
        QCOMPARE(bins.back().to, 30);
        QCOMPARE(bins.back().chance, 0.25);
        for (std::size_t i = 1; i < bins.size(); ++i)
            QCOMPARE(bins[i].from, bins[i - 1].to + 1);
        // Few counts: one bin each.
        e.damageDistribution = { { 0, 0.9 }, { 2, 0.1 } };
        const std::vector<DamageBin> each = damageBins(e, 12);
        QCOMPARE(each.size(), std::size_t(3));
        QCOMPARE(each[1].from, 1);
        QCOMPARE(each[1].to, 1);
        QVERIFY(damageBins(EffectOdds {}).empty());
    }

    // Walking fire (§6): the effect on the first target with the further target side by side;
    // the rules refuse a walk with nobody to walk onto.
    void walkingFireNeedsItsFurtherTargets()
    {
        const Ruleset& rs = shippedRuleset();
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        AttackRequest req = request("fen-gunhead", "K14", 1);
        req.mode = FireMode::Full;
        req.burstDice = 2;
        req.shooter.autoSupport = 5;
        req.walk = { { 3, false } };
        QVERIFY_THROWS_EXCEPTION(Refused, effectOdds(rs, target, req, 1'000, 3));
        const EffectOdds a = effectOdds(rs, target, { targetWith(rs) }, req, 5'000, 3);
        const EffectOdds b = effectOdds(rs, target, { targetWith(rs) }, req, 5'000, 3);
        QVERIFY(!a.exact);
        QCOMPARE(a.states, b.states);
        QVERIFY(a.damage > 0);
    }

    void badInputIsRefused()
    {
        const Ruleset& rs = shippedRuleset();
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        AttackRequest req = request("mal-anvil", "K14", 1);
        QVERIFY_THROWS_EXCEPTION(Refused, effectOdds(rs, target, req, 0));
        req.aims = 9;
        QVERIFY_THROWS_EXCEPTION(Refused, effectOdds(rs, target, req));
    }
};

QTEST_APPLESS_MAIN(TestEffect)
#include "tst_effect.moc"
