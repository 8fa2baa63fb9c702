// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scopes (rules/3d-system.md §11, the seed's "Scopes"): the ruleset's scopes.yaml, a scope's
// bonus per band and setting, magnification changes, and the aim bonus of a shot through one.
#include "attackfixture.h"
#include "attackrules.h"
#include "odds.h"
#include "scope.h"

#include <QTemporaryDir>
#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {

// Designed for long range: {optimum 1, medium 2, long 3, extreme 2}.
Scope longScope()
{
    Scope s;
    s.id = "long-scope";
    s.name = "Long scope";
    s.band = RangeBand::Long;
    s.bonus = { 1, 2, 3, 2 };
    return s;
}

Ruleset rulesWithScope()
{
    Ruleset rs = rulesWith({ testGun(2), testMeleeWeapon("test-blade", "blade_1h", 4, 2, 3) });
    rs.scopes.push_back(longScope());
    return rs;
}

} // namespace

class TestScope : public QObject {
    Q_OBJECT
private slots:
    void shippedScopesLoad()
    {
        const Ruleset& rs = shippedRuleset();
        QVERIFY(rs.scopes.size() >= 3);
        // The seed: "the MAL CombatSniper scope comes focussed for Long Range".
        const Scope* sniper = rs.findScope("mal-combatsniper");
        QVERIFY(sniper);
        QCOMPARE(sniper->band, RangeBand::Long);
        QVERIFY(sniper->sample);
        for (const Scope& scope : rs.scopes) {
            // "at this range the scope has the highest Aiming Bonus"
            for (int bonus : scope.bonus)
                QVERIFY(bonus <= scope.bonus[static_cast<std::size_t>(scope.band)]);
        }
        QVERIFY(!rs.findScope("no-such-scope"));
        QVERIFY(rs.options.scopeCappedByMarksman);
    }

    // A broken scopes.yaml of the shipped ruleset is refused whole, at its position.
    void brokenScopesFileIsRefused_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("error");
        QTest::newRow("a YAML syntax error") << "band: long\n"
                                             << "band: [long\n"
                                             << "scopes.yaml:";
        QTest::newRow("a bonus above 20") << "extreme: 4}"
                                          << "extreme: 40}"
                                          << "scopes.yaml:47:54: scope 'long-range-scope' bonus "
                                             "at extreme range is 40, outside 0 to 20";
        QTest::newRow("no band") << "    band: optimum\n"
                                 << ""
                                 << "scopes.yaml:30:5: a scope lacks the key 'band'";
    }
    void brokenScopesFileIsRefused()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, error);
        QTemporaryDir dir;
        QVERIFY(copyRulesetWithEdit("3d-system", dir.path(), "scopes.yaml", from, to));
        const RulesetLoad load = loadRuleset(dir.path().toStdString());
        QVERIFY(!load.ruleset);
        const QString errors = errorText(load);
        QVERIFY2(errors.contains(error), qPrintable(errors));
    }

    // The seed: "Working with scopes at lower ranges than the range they were designed for is
    // possible, but usually they give not the full bonus [...] unless their magnification
    // factor is lowered" and "The boni for Scopes used at their optimum (and
    // maginifcation-changed range)": lowered n bands, the scope's table moves n bands nearer.
    void bonusBySettingAndBand_data()
    {
        QTest::addColumn<int>("setting");
        QTest::addColumn<int>("shot");
        QTest::addColumn<int>("bonus");
        QTest::newRow("as it comes, at long") << 2 << 2 << 3;
        QTest::newRow("as it comes, at medium") << 2 << 1 << 2;
        QTest::newRow("as it comes, at optimum") << 2 << 0 << 1;
        QTest::newRow("as it comes, at extreme") << 2 << 3 << 2;
        QTest::newRow("lowered to medium, at medium: the full bonus") << 1 << 1 << 3;
        QTest::newRow("lowered to optimum, at optimum: the full bonus") << 0 << 0 << 3;
        QTest::newRow("lowered to medium, at optimum") << 1 << 0 << 2;
        QTest::newRow("lowered to medium, at long") << 1 << 2 << 2;
        QTest::newRow("lowered to optimum, at extreme: the extreme figure") << 0 << 3 << 2;
    }
    void bonusBySettingAndBand()
    {
        QFETCH(int, setting);
        QFETCH(int, shot);
        QFETCH(int, bonus);
        QCOMPARE(
            scopeBonus(longScope(), static_cast<RangeBand>(setting), static_cast<RangeBand>(shot)),
            bonus);
    }

    void magnificationIsOnlyLowered()
    {
        QVERIFY_THROWS_EXCEPTION(
            Refused, scopeBonus(longScope(), RangeBand::Extreme, RangeBand::Extreme));
        QCOMPARE(bestScopeSetting(longScope(), RangeBand::Extreme), RangeBand::Long);
        QCOMPARE(bestScopeSetting(longScope(), RangeBand::Medium), RangeBand::Medium);
    }

    // The seed: "Lowering maginifcation takes up one Action per Range Band shifted".
    void oneActionPerBandShifted_data()
    {
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<int>("actions");
        QTest::newRow("no shift") << 2 << 2 << 0;
        QTest::newRow("one band") << 2 << 1 << 1;
        QTest::newRow("two bands") << 2 << 0 << 2;
        QTest::newRow("three bands") << 3 << 0 << 3;
        QTest::newRow("back up one band") << 1 << 2 << 1;
    }
    void oneActionPerBandShifted()
    {
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(int, actions);
        QCOMPARE(magnificationActions(static_cast<RangeBand>(from), static_cast<RangeBand>(to)),
            actions);
    }

    // §11 reading: "The scope's bonus adds to the aiming points like the aim bonus (capped by
    // Marksman together with the aim bonus)"; with scope_capped_by_marksman false, only the
    // aims' share is capped. An unaimed shot gets nothing from the scope.
    void aimBonusWithAScope_data()
    {
        QTest::addColumn<int>("aims");
        QTest::addColumn<int>("marksman");
        QTest::addColumn<int>("band");
        QTest::addColumn<bool>("capTogether");
        QTest::addColumn<int>("scopeBonus");
        QTest::addColumn<int>("aimBonus");
        QTest::addColumn<bool>("capped");
        QTest::newRow("two aims and +3 at long, Marksman 5")
            << 2 << 5 << 2 << true << 3 << 4 << false;
        QTest::newRow("two aims and +3 at long, Marksman 2")
            << 2 << 2 << 2 << true << 3 << 2 << true;
        QTest::newRow("one aim: the scope alone, capped") << 1 << 1 << 1 << true << 2 << 1 << true;
        QTest::newRow("Marksman 0 caps the scope too") << 1 << 0 << 2 << true << 3 << 0 << true;
        QTest::newRow("not capped together: Marksman 2") << 4 << 2 << 2 << false << 3 << 5 << true;
        QTest::newRow("not capped together: Marksman 0") << 1 << 0 << 2 << false << 3 << 3 << false;
        QTest::newRow("no aim: no scope bonus") << 0 << 5 << 2 << true << 0 << 0 << false;
    }
    void aimBonusWithAScope()
    {
        QFETCH(int, aims);
        QFETCH(int, marksman);
        QFETCH(int, band);
        QFETCH(bool, capTogether);
        Ruleset rs = rulesWithScope();
        rs.options.scopeCappedByMarksman = capTogether;
        AttackRequest req = request("test-gun", "K14", aims);
        req.stance = aims > 4;
        req.rest = aims == 6;
        req.range = static_cast<RangeBand>(band);
        req.shooter.marksman = marksman;
        req.scope = "long-scope";
        const rules::AttackSetup s = rules::prepare(rs, req);
        QCOMPARE(s.scope, rs.findScope("long-scope"));
        QCOMPARE(s.scopeSetting, RangeBand::Long);
        QTEST(s.scopeBonus, "scopeBonus");
        QTEST(s.aimBonus, "aimBonus");
        QTEST(s.aimBonusCapped, "capped");
    }

    // The scope's bonus adds to the aiming points, which the deviation of a hit subtracts (§5).
    void theScopeNarrowsTheDeviation()
    {
        const Ruleset rs = rulesWithScope();
        AttackRequest req = request("test-gun", "K14", 2);
        req.range = RangeBand::Long;
        req.shooter.marksman = 5;
        // Success die 2, no critical (skill 10 + 8 = 18); spread RCL 2 − 1 (stance) + 6 = 7.
        const Outcome without = resolveWith(rs, targetWith(rs), req, { 2, 3, 3, 1 });
        QCOMPARE(without.shots.front().aimingPoints, 3); // 2 + aims 1
        QCOMPARE(without.shots.front().deviation, 4);
        req.scope = "long-scope";
        const Outcome with = resolveWith(rs, targetWith(rs), req, { 2, 3, 3, 1 });
        QCOMPARE(with.aimBonus, 4); // aims 1 + scope 3
        QCOMPARE(with.shots.front().aimingPoints, 6);
        QCOMPARE(with.shots.front().deviation, 1);
        // The odds see the same bonus: a scope makes the aimed hex likelier.
        AttackRequest plain = request("test-gun", "K14", 2);
        plain.shooter.marksman = 5;
        plain.range = RangeBand::Long;
        AttackRequest scoped = plain;
        scoped.scope = "long-scope";
        QVERIFY(
            shotOdds(rs, scoped).hexWeight(req.target) > shotOdds(rs, plain).hexWeight(req.target));
    }

    void scopesAreRefusedWhereTheyDoNotFit_data()
    {
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<QString>("scope");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown scope") << "test-gun"
                                       << "bino"
                                       << "unknown scope 'bino'";
        QTest::newRow("a melee weapon")
            << "test-blade"
            << "long-scope"
            << "test-blade is a melee weapon: a scope fits only a firearm";
    }
    void scopesAreRefusedWhereTheyDoNotFit()
    {
        QFETCH(QString, weapon);
        QFETCH(QString, scope);
        QFETCH(QString, message);
        const Ruleset rs = rulesWithScope();
        AttackRequest req = request(weapon.toStdString(), "K14", 1);
        req.scope = scope.toStdString();
        try {
            rules::prepare(rs, req);
            QFAIL("not refused");
        } catch (const Refused& e) {
            QCOMPARE(QString::fromStdString(e.what()), message);
        }
    }
};

QTEST_GUILESS_MAIN(TestScope)
#include "tst_scope.moc"
