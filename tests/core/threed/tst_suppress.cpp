// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Suppressive fire (§6 of rules/3d-system.md): the bar, the figure's roll, the bullets.
#include "attackfixture.h"
#include "suppress.h"

#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {
// A figure with Dodge 6 and Acrobatics 8, 10 hits everywhere (15 torso), Incap 30.
CharacterState runner(const Ruleset& rs, std::vector<WornArmour> armour = {}, int dodge = 6)
{
    CharacterSheet sheet;
    sheet.name = "Runner";
    sheet.stats = { 7, 7, 6, 6, 5, 6 };
    sheet.skills = { { "dodge", dodge }, { "acrobatics", 8 } };
    sheet.hits.assign(rs.body.locations.size(), 10);
    sheet.hits[static_cast<std::size_t>(rs.body.locationIndex("torso"))] = 15;
    sheet.incap = 30;
    sheet.armour = std::move(armour);
    return CharacterState::fromSheet(rs, sheet);
}

// Fen Gunhead (FA 2, single and semi as well as full auto): Auto/Support 5, SMG 6.
SuppressRequest gunhead()
{
    SuppressRequest req;
    req.weapon = "fen-gunhead";
    req.shooter.name = "Shooter";
    req.shooter.skill = 6;
    req.shooter.autoSupport = 5;
    req.shooter.str = 10;
    req.shooter.dex = 8;
    return req;
}

SuppressOutcome suppressWith(const Ruleset& rs, const CharacterState& figure,
    const SuppressRequest& req, std::vector<int> faces)
{
    TypedDice dice(std::move(faces));
    return resolveSuppression(rs, figure, req, dice);
}

// The bullet the rules call for: a wild single shot by the same shooter at `hex`.
AttackRequest wildShotAt(const SuppressRequest& req, const std::string& hex)
{
    AttackRequest shot;
    shot.weapon = req.weapon;
    shot.target = *parseHex(hex);
    shot.shooter = req.shooter;
    return shot;
}

std::vector<int> faces(const std::vector<DiceSource::Use>& uses)
{
    std::vector<int> out;
    for (const auto& use : uses)
        out.push_back(use.face);
    return out;
}

// Bullet dice: 6,6,6 hits with aiming points 12, more than any wild spread here: no deviation.
const std::vector<int> bulletDice { 6, 6, 6, 6, 6, 6, 1, 1, 1, 1 };
}

class TestSuppress : public QObject {
    Q_OBJECT
private slots:
    // Dodge 6 − FA 2: the figure needs 15 on the target (§1); Auto/Support 5 needs 8 on the dice.
    void verdicts_data()
    {
        QTest::addColumn<std::vector<int>>("rolls");
        QTest::addColumn<bool>("suppressing");
        QTest::addColumn<int>("bar");
        QTest::addColumn<int>("figureValue");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<int>("bullets");
        QTest::newRow("unharmed: 7 (critical) above the bar 3")
            << std::vector<int> { 3, 2, 3, 4, 5, 6 } << true << 3 << 7 << "unharmed" << 0;
        QTest::newRow("one bullet: 5 is not above the bar 5")
            << std::vector<int> { 5, 4, 4, 5, 2, 2 } << true << 5 << 5 << "one_bullet" << 1;
        QTest::newRow("one bullet: 4 (critical) under the bar 5")
            << std::vector<int> { 5, 4, 4, 2, 6, 6 } << true << 5 << 4 << "one_bullet" << 1;
        QTest::newRow("two bullets: 14 fails against 15")
            << std::vector<int> { 4, 4, 4, 6, 1, 1 } << true << 4 << 6 << "two_bullets" << 2;
        QTest::newRow("no suppression: Auto/Support 11 fails")
            << std::vector<int> { 1, 2, 3 } << false << 0 << -1 << "no_suppression" << 0;
        QTest::newRow("criticals raise the bar to 11; 12 beats it")
            << std::vector<int> { 6, 6, 6, 6, 6, 6 } << true << 11 << 12 << "unharmed" << 0;
    }
    void verdicts()
    {
        QFETCH(std::vector<int>, rolls);
        QFETCH(bool, suppressing);
        QFETCH(int, bar);
        QFETCH(int, figureValue);
        QFETCH(QString, verdict);
        QFETCH(int, bullets);
        const Ruleset& rs = shippedRuleset();
        std::vector<int> dice = rolls;
        dice.insert(dice.end(), bulletDice.begin(), bulletDice.end());
        const SuppressOutcome out = suppressWith(rs, runner(rs), gunhead(), dice);
        QCOMPARE(out.suppressing, suppressing);
        QCOMPARE(out.bar, bar);
        QCOMPARE(out.figureRoll.has_value(), suppressing);
        if (out.figureRoll)
            QCOMPARE(out.figureRoll->successValue, figureValue);
        QCOMPARE(QString::fromLatin1(toString(out.verdict)), verdict);
        QCOMPARE(static_cast<int>(out.bullets.size()), bullets);
        QCOMPARE(out.autoSupportRoll.skill, 5);
        if (!suppressing) {
            QCOMPARE(out.dice.size(), std::size_t(3)); // the figure rolls nothing
            QCOMPARE(out.figureAfter.incap, 30);
        }
        if (verdict == "unharmed")
            QCOMPARE(out.dice.size(), std::size_t(6));
    }

    // A critical on the figure's roll counts too: 18 on the dice + Dodge 5 gives the success
    // die value 11 (6 + 5), which only equals the bar 11 (6 + 5): one bullet.
    void equalCriticalsDoNotPass()
    {
        const Ruleset& rs = shippedRuleset();
        std::vector<int> dice { 6, 6, 6, 6, 6, 6 };
        dice.insert(dice.end(), bulletDice.begin(), bulletDice.end());
        const SuppressOutcome out = suppressWith(rs, runner(rs, {}, 5), gunhead(), dice);
        QCOMPARE(out.bar, 11);
        QCOMPARE(out.figureRoll->successValue, 11);
        QCOMPARE(out.verdict, SuppressVerdict::OneBullet);
    }

    // §6: the weapon's FA stat comes off the figure's roll; on the target by default (§1).
    void faIsSubtracted_data()
    {
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<bool>("onRoll");
        QTest::addColumn<int>("total");
        QTest::addColumn<int>("target");
        QTest::addColumn<bool>("success");
        QTest::newRow("Gunhead FA 2 on the target") << "fen-gunhead" << false << 15 << 15 << true;
        QTest::newRow("assault rifle FA 3 on the target")
            << "assault-rifle" << false << 15 << 16 << false;
        QTest::newRow("Gunhead FA 2 on the roll") << "fen-gunhead" << true << 13 << 13 << true;
        QTest::newRow("assault rifle FA 3 on the roll")
            << "assault-rifle" << true << 12 << 13 << false;
    }
    void faIsSubtracted()
    {
        QFETCH(QString, weapon);
        QFETCH(bool, onRoll);
        QFETCH(int, total);
        QFETCH(int, target);
        QFETCH(bool, success);
        Ruleset rs = shippedRuleset();
        rs.options.difficultyOnRoll = onRoll;
        SuppressRequest req = gunhead();
        req.weapon = weapon.toStdString();
        std::vector<int> dice { 6, 6, 6, 4, 3, 2 };
        dice.insert(dice.end(), bulletDice.begin(), bulletDice.end());
        const SuppressOutcome out = suppressWith(rs, runner(rs), req, dice);
        const int fa = rs.weapon(req.weapon)->fa;
        QCOMPARE(out.fa, fa);
        QCOMPARE(out.figureRoll->skill, 6);
        QCOMPARE(out.figureRoll->modifiers.size(), std::size_t(1));
        QCOMPARE(QString::fromLatin1(out.figureRoll->modifiers[0].name), QString("weapon FA"));
        QCOMPARE(out.figureRoll->modifiers[0].value, -fa);
        QCOMPARE(out.figureRoll->total, total);
        QCOMPARE(out.figureRoll->target, target);
        QCOMPARE(out.figureRoll->hit, success);
    }

    // The figure's wounds and the GM's modifier add; armour DM comes off Dodge, not Acrobatics.
    void figureModifiers_data()
    {
        QTest::addColumn<bool>("acrobatics");
        QTest::addColumn<int>("wounds");
        QTest::addColumn<int>("modifier");
        QTest::addColumn<int>("skill");
        QTest::addColumn<int>("modifierSum");
        QTest::newRow("Dodge in a flak jacket") << false << 0 << 0 << 6 << -3;
        QTest::newRow("Acrobatics in a flak jacket") << true << 0 << 0 << 8 << -2;
        QTest::newRow("two wounds and GM +4") << true << 2 << 4 << 8 << 0;
    }
    void figureModifiers()
    {
        QFETCH(bool, acrobatics);
        QFETCH(int, wounds);
        QFETCH(int, modifier);
        QFETCH(int, skill);
        QFETCH(int, modifierSum);
        const Ruleset& rs = shippedRuleset();
        CharacterState figure = runner(rs, { { "flak-jacket", std::nullopt } });
        figure.wounds = wounds;
        SuppressRequest req = gunhead();
        req.evasion = acrobatics ? EvasionSkill::Acrobatics : EvasionSkill::Dodge;
        req.modifier = modifier;
        std::vector<int> dice { 6, 6, 6, 6, 6, 6 };
        const SuppressOutcome out = suppressWith(rs, figure, req, dice);
        QCOMPARE(out.figureRoll->skill, skill);
        QCOMPARE(out.figureRoll->modifierSum, modifierSum);
        QCOMPARE(out.dice[3].purpose, acrobatics ? "Acrobatics success die" : "Dodge success die");
    }

    // The shooter's wounds come off the Auto/Support roll.
    void shooterWounds()
    {
        const Ruleset& rs = shippedRuleset();
        SuppressRequest req = gunhead();
        req.shooter.wounds = 1;
        const SuppressOutcome out = suppressWith(rs, runner(rs), req, { 3, 2, 3 });
        QCOMPARE(out.autoSupportRoll.target, 14);
        QVERIFY(!out.suppressing);
    }

    // Dice order: Auto/Support (3), the figure's roll (3), then the bullets' dice in the order
    // the attack resolver takes them; the one bullet is exactly a wild single shot at K14.
    void oneBulletIsAWildShotAtTheStandardAim()
    {
        const Ruleset& rs = shippedRuleset();
        const SuppressRequest req = gunhead();
        const std::vector<int> bullet { 1, 2, 3,
            4 }; // 6 + 6 misses 16 by 4: RCL 3 + 4 + wild 3 = 10 hexes, face 4
        std::vector<int> dice { 5, 4, 4, 5, 2, 2 };
        dice.insert(dice.end(), bullet.begin(), bullet.end());
        const SuppressOutcome out = suppressWith(rs, runner(rs), req, dice);
        QCOMPARE(out.verdict, SuppressVerdict::OneBullet);
        QCOMPARE(faces(out.dice), dice);
        const std::vector<std::string> purposes { "Auto/Support success die",
            "Auto/Support damage die", "Auto/Support penetration die", "Dodge success die",
            "Dodge damage die", "Dodge penetration die", "success die", "damage die",
            "penetration die", "direction" };
        QCOMPARE(out.dice.size(), purposes.size());
        for (std::size_t i = 0; i < purposes.size(); ++i)
            QCOMPARE(std::string(out.dice[i].purpose), purposes[i]);

        const Outcome expected = resolveWith(rs, runner(rs), wildShotAt(req, "K14"), bullet);
        const Outcome& got = out.bullets.at(0);
        QCOMPARE(got.shotType, ShotType::Wild);
        QCOMPARE(got.shots.size(), std::size_t(1));
        QCOMPARE(got.shots[0].aimHex, rs.body.standardAim);
        QCOMPARE(got.shots[0].roll.total, expected.shots[0].roll.total);
        QCOMPARE(got.shots[0].deviation, 10);
        QCOMPARE(got.shots[0].landing, expected.shots[0].landing);
        QCOMPARE(got.shots[0].hits.size(), expected.shots[0].hits.size());
        QCOMPARE(faces(got.dice), bullet);
        QCOMPARE(out.figureAfter.incap, expected.targetAfter.incap);
    }

    // Two bullets land as semi-auto's two shots would: the second deviates from the first's hex,
    // and the figure's state carries from one to the next.
    void twoBulletsAreAWildSemiAutoHit()
    {
        const Ruleset& rs = shippedRuleset();
        const SuppressRequest req = gunhead();
        // A hit on K14 whose DAM 11 above PHYS 7 rolls the knockback test (6,6,6: passed,
        // knocked back, not down), then a miss by 4: 10 hexes up (face 6).
        const std::vector<int> bullets { 6, 6, 6, 6, 6, 6, 4, 1, 1, 6 };
        std::vector<int> dice { 4, 4, 4, 6, 1, 1 };
        dice.insert(dice.end(), bullets.begin(), bullets.end());
        const SuppressOutcome out = suppressWith(rs, runner(rs), req, dice);
        QCOMPARE(out.verdict, SuppressVerdict::TwoBullets);
        QCOMPARE(out.bullets.size(), std::size_t(2));
        QCOMPARE(faces(out.dice), dice);

        AttackRequest semi = wildShotAt(req, "K14");
        semi.mode = FireMode::Semi;
        semi.shots = 2;
        semi.rollKnockback = true;
        const Outcome expected = resolveWith(rs, runner(rs), semi, bullets);
        for (std::size_t i = 0; i < 2; ++i) {
            const ShotTrace& got = out.bullets[i].shots.at(0);
            const ShotTrace& want = expected.shots.at(i);
            QCOMPARE(got.aimHex, want.aimHex);
            QCOMPARE(got.roll.total, want.roll.total);
            QCOMPARE(got.deviation, want.deviation);
            QCOMPARE(got.direction, want.direction);
            QCOMPARE(got.landing, want.landing);
            QCOMPARE(got.hits.size(), want.hits.size());
        }
        QCOMPARE(out.bullets[1].shots[0].aimHex, *out.bullets[0].shots[0].landing);
        QCOMPARE(out.bullets[1].targetAfter.incap, out.figureAfter.incap);
        QCOMPARE(out.figureAfter.incap, expected.targetAfter.incap);
        QVERIFY(out.bullets[0].targetAfter.incap < 30); // the first bullet hit the torso
        // §7: a bullet of the spray rolls knockback like any hit.
        const HitResult& first = out.bullets[0].shots[0].hits.at(0);
        QVERIFY(first.knockback);
        QCOMPARE(first.knockback->result, KnockbackResult::KnockedBack);
    }

    // A support gun fires neither single shots nor semi-auto; its bullets are still wild shots.
    void supportGunBullets()
    {
        const Ruleset& rs = shippedRuleset();
        SuppressRequest req = gunhead();
        req.weapon = "support-mg";
        std::vector<int> dice { 4, 4, 4, 1, 1, 1 };
        dice.insert(dice.end(), bulletDice.begin(), bulletDice.end());
        const SuppressOutcome out = suppressWith(rs, runner(rs), req, dice);
        QCOMPARE(out.fa, 4);
        QCOMPARE(out.verdict, SuppressVerdict::TwoBullets);
        QCOMPARE(out.bullets.size(), std::size_t(2));
        QCOMPARE(out.bullets[0].mode, FireMode::Single);
        QCOMPARE(out.figureRoll->jammed, false); // three ones on a Dodge roll jam nothing
    }

    // §6 calls each bullet a wild shot: Rapid Fire does not make it a snap shot.
    void rapidFireStillWild()
    {
        const Ruleset& rs = shippedRuleset();
        SuppressRequest req = gunhead();
        req.shooter.advantages.insert("rapid_fire");
        std::vector<int> dice { 5, 4, 4, 5, 2, 2 };
        dice.insert(dice.end(), bulletDice.begin(), bulletDice.end());
        const SuppressOutcome out = suppressWith(rs, runner(rs), req, dice);
        QCOMPARE(out.bullets.at(0).shotType, ShotType::Wild);
    }

    // The optional jamming rule: three ones on the Auto/Support roll jam the gun, no suppression.
    void jammedSuppression()
    {
        Ruleset rs = shippedRuleset();
        rs.options.jamming = true;
        SuppressRequest req = gunhead();
        req.shooter.autoSupport = 10; // 3 + 10 would succeed
        const SuppressOutcome out = suppressWith(rs, runner(rs), req, { 1, 1, 1 });
        QVERIFY(out.autoSupportRoll.jammed);
        QVERIFY(!out.suppressing);
        QCOMPARE(out.verdict, SuppressVerdict::NoSuppression);
    }

    // A full-auto weapon whose FA stat is 0 suppresses; nothing comes off the figure's roll.
    void faZeroIsAStat()
    {
        Weapon w = testGun(2);
        w.modes = { FireMode::Full };
        w.fa = 0;
        const Ruleset rs = rulesWith({ w });
        SuppressRequest req = gunhead();
        req.weapon = "test-gun";
        const SuppressOutcome out = suppressWith(rs, runner(rs), req, { 6, 6, 6, 6, 6, 6 });
        QVERIFY(out.figureRoll->modifiers.empty());
        QCOMPARE(out.figureRoll->target, 13);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<QString>("ammo");
        QTest::addColumn<QString>("reason");
        QTest::newRow("unknown weapon") << "pea-shooter"
                                        << ""
                                        << "unknown weapon 'pea-shooter'";
        QTest::newRow("no full auto")
            << "mal-anvil"
            << ""
            << "MAL Anvil cannot fire full auto: suppressive fire sprays an area";
        QTest::newRow("melee") << "combat-knife"
                               << ""
                               << "cannot fire full auto";
        QTest::newRow("wrong ammo") << "fen-gunhead"
                                    << "slug"
                                    << "does not fire";
    }
    void refusals()
    {
        QFETCH(QString, weapon);
        QFETCH(QString, ammo);
        QFETCH(QString, reason);
        const Ruleset& rs = shippedRuleset();
        SuppressRequest req = gunhead();
        req.weapon = weapon.toStdString();
        req.ammo = ammo.toStdString();
        TypedDice dice({ 6, 6, 6, 6, 6, 6 });
        try {
            resolveSuppression(rs, runner(rs), req, dice);
            QFAIL("not refused");
        } catch (const Refused& e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(reason), e.what());
        }
        QCOMPARE(dice.used().size(), std::size_t(0)); // refused before any die
    }

    void tooFewDice()
    {
        const Ruleset& rs = shippedRuleset();
        QVERIFY_THROWS_EXCEPTION(
            DiceExhausted, suppressWith(rs, runner(rs), gunhead(), { 5, 4, 4, 5, 2, 2 }));
    }

    void working()
    {
        const Ruleset& rs = shippedRuleset();
        std::vector<int> dice { 4, 4, 4, 6, 1, 1 };
        dice.insert(dice.end(), bulletDice.begin(), bulletDice.end());
        const SuppressOutcome out = suppressWith(rs, runner(rs), gunhead(), dice);
        const std::vector<std::string> lines = describeSuppression(rs, out);
        QVERIFY(lines.size() > 6);
        QCOMPARE(QString::fromStdString(lines[1]),
            QString("Auto/Support roll 4,4,4 + skill 5: total 17 against 13 — success, success die "
                    "value 4."));
        QCOMPARE(QString::fromStdString(lines[2]), QString("The bar is 4."));
        QCOMPARE(QString::fromStdString(lines[3]),
            QString("Dodge roll 6,1,1 + skill 6: total 14 against 13, weapon FA +2 = 15 — failure "
                    "by 1."));
        QVERIFY(QString::fromStdString(lines[4]).startsWith("Failure: hit by two bullets"));
        QCOMPARE(QString::fromStdString(lines[5]), QString("Bullet 1:"));
    }
};

QTEST_GUILESS_MAIN(TestSuppress)
#include "tst_suppress.moc"
