// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Penetration, armour, damage, wounds and natural armour (§7 of rules/3d-system.md).
#include "attackfixture.h"
#include "damage.h"
#include "defence.h"

#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {
int torso(const Ruleset& rs)
{
    return rs.body.locationIndex("torso");
}
int abdomen(const Ruleset& rs)
{
    return rs.body.locationIndex("abdomen");
}
int head(const Ruleset& rs)
{
    return rs.body.locationIndex("head");
}

HitResult hitTorso(const Ruleset& rs, CharacterState& target, int pen, int dam, int ad,
    bool ap = false, std::vector<int> faces = {})
{
    TypedDice dice(std::move(faces));
    HitInput input;
    input.pen = pen;
    input.dam = dam;
    input.ad = ad;
    input.armourPiercing = ap;
    return applyHit(rs, target, torso(rs), -1, input, dice);
}
}

class TestArmour : public QObject {
    Q_OBJECT
private slots:
    // The flak jacket: PV 4, ID 20 on torso and abdomen.
    void armourCases_data()
    {
        QTest::addColumn<int>("pen");
        QTest::addColumn<int>("dam");
        QTest::addColumn<bool>("ap");
        QTest::addColumn<int>("idBefore");
        QTest::addColumn<bool>("penetrated");
        QTest::addColumn<int>("body");
        QTest::addColumn<int>("idAfter");
        QTest::newRow("PEN = PV penetrates, DAM - PV, ID - AD")
            << 4 << 10 << false << 20 << true << 6 << 18;
        QTest::newRow("PEN > PV") << 9 << 12 << false << 20 << true << 8 << 18;
        QTest::newRow("PEN < PV stopped, ID - DAM") << 3 << 10 << false << 20 << false << 0 << 10;
        QTest::newRow("stopped, ID never below 0") << 3 << 25 << false << 20 << false << 0 << 0;
        QTest::newRow("DAM below PV does nothing") << 6 << 3 << false << 20 << true << 0 << 18;
        QTest::newRow("AP keeps its full DAM") << 5 << 10 << true << 20 << true << 10 << 18;
        QTest::newRow("AP stopped all the same") << 2 << 10 << true << 20 << false << 0 << 10;
        QTest::newRow("ID 0: straight through") << 1 << 10 << false << 0 << true << 10 << -1;
    }
    void armourCases()
    {
        QFETCH(int, pen);
        QFETCH(int, dam);
        QFETCH(bool, ap);
        QFETCH(int, idBefore);
        QFETCH(bool, penetrated);
        QFETCH(int, body);
        QFETCH(int, idAfter);
        const Ruleset& rs = shippedRuleset();
        CharacterState target = targetWith(rs, { { "flak-jacket", std::nullopt } });
        target.armour[0].idLeft[static_cast<std::size_t>(torso(rs))] = idBefore;
        const HitResult r = hitTorso(rs, target, pen, dam, 2, ap);
        QCOMPARE(r.penetrated, penetrated);
        QCOMPARE(r.bodyDamage, body);
        QCOMPARE(r.armoured, idBefore > 0);
        QCOMPARE(r.armourIdAfter, idAfter);
        QCOMPARE(target.locations[static_cast<std::size_t>(torso(rs))].hits, 15 - body);
        QCOMPARE(target.incap, 30 - body);
    }

    void idZeroAfterAStoppedShotLetsTheNextThrough()
    {
        const Ruleset& rs = shippedRuleset();
        CharacterState target = targetWith(rs, { { "flak-jacket", std::nullopt } });
        QCOMPARE(hitTorso(rs, target, 1, 20, 2).armourIdAfter, 0);
        const HitResult next = hitTorso(rs, target, 1, 9, 2);
        QVERIFY(!next.armoured);
        QCOMPARE(next.bodyDamage, 9);
    }

    void specialAmmo_data()
    {
        QTest::addColumn<QString>("ammo");
        QTest::addColumn<int>("pen");
        QTest::addColumn<int>("dam");
        // §7 seed example: 12.7 mm standard PEN 6 DAM 10; HEAP 8/12; HESH 3/20.
        QTest::newRow("standard") << "standard" << 6 << 10;
        QTest::newRow("HEAP") << "heap" << 8 << 12;
        QTest::newRow("HESH") << "hesh" << 3 << 20;
    }
    void specialAmmo()
    {
        QFETCH(QString, ammo);
        QFETCH(int, pen);
        QFETCH(int, dam);
        const Ruleset& rs = shippedRuleset();
        const Ammo* a = rs.findAmmo(ammo.toStdString());
        QVERIFY(a);
        QCOMPARE(a->pen.apply(6), pen);
        QCOMPARE(a->dam.apply(10), dam);
        // In a shot the dice are added after the ammo: penetration die 4, damage die 5.
        Weapon rifle = testGun(0);
        rifle.pen = 6;
        rifle.dam = 10;
        const Ruleset withRifle = rulesWith({ rifle });
        AttackRequest req = request("test-gun", "K14", 1);
        req.ammo = ammo.toStdString();
        const Outcome out = resolveWith(withRifle, targetWith(withRifle), req, { 6, 5, 4 });
        QCOMPARE(out.shots[0].hits[0].pen, pen + 4);
        QCOMPARE(out.shots[0].hits[0].dam, dam + 5);
    }

    void silencerCostsOnePen()
    {
        const Ruleset rs = rulesWith({ testGun(0) });
        AttackRequest req = request("test-gun", "K14", 1);
        req.silencer = true;
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 6, 5, 4 });
        QCOMPARE(out.shots[0].hits[0].pen, 4 + 2 - 1);
    }

    void naturalArmour_data()
    {
        QTest::addColumn<QString>("armour");
        QTest::addColumn<int>("pv");
        QTest::addColumn<int>("hits");
        QTest::addColumn<int>("id");
        // §7: Xeno skin ID = 3 × hits (10 → 30); Vevaphon ID = ceil(PV / 2) × hits.
        QTest::newRow("Xeno, 10 hits") << "xeno-skin" << -1 << 10 << 30;
        QTest::newRow("Vevaphon PV 9, 10 hits") << "vevaphon-cells" << 9 << 10 << 50;
        QTest::newRow("Vevaphon PV 4, 8 hits") << "vevaphon-cells" << 4 << 8 << 16;
    }
    void naturalArmour()
    {
        QFETCH(QString, armour);
        QFETCH(int, pv);
        QFETCH(int, hits);
        QFETCH(int, id);
        const Ruleset& rs = shippedRuleset();
        CharacterSheet sheet;
        sheet.stats = { 8, 8, 6, 6, 5, 6 };
        sheet.hits.assign(rs.body.locations.size(), 12);
        sheet.hits[static_cast<std::size_t>(abdomen(rs))] = hits;
        sheet.incap = 40;
        sheet.armour = { { armour.toStdString(), pv < 0 ? std::nullopt : std::optional<int>(pv) } };
        const CharacterState state = CharacterState::fromSheet(rs, sheet);
        QCOMPARE(state.armour[0].idLeft[static_cast<std::size_t>(abdomen(rs))], id);
        QCOMPARE(state.armour[0].pv, pv < 0 ? 7 : pv);
    }

    // §8: "Certain armors have a Dodge Modifier … it is subtracted from a character's Dodge
    // roll": each piece's DM counts, not only the largest; layered armour (§7) adds 1 for
    // each layer past the first.
    void everyPiecesDodgeModifierCounts()
    {
        Ruleset rs = shippedRuleset();
        CharacterSheet sheet = rs.characters.at("operative");
        sheet.armour = { { "flak-jacket", {} }, { "riot-armour", {} } };
        QCOMPARE(rs.findArmour("flak-jacket")->dodgeModifier, 1);
        QCOMPARE(rs.findArmour("riot-armour")->dodgeModifier, 2);
        const CharacterState state = CharacterState::fromSheet(rs, sheet);
        rs.options.layeredArmour = false;
        QCOMPARE(armourDodgeModifier(rs, state), 3);
        rs.options.layeredArmour = true;
        QCOMPARE(armourDodgeModifier(rs, state), 4);
        sheet.armour = { { "ballistic-vest", {} } };
        QCOMPARE(armourDodgeModifier(rs, CharacterState::fromSheet(rs, sheet)), 0);
    }

    void shippedXenoHasIdThirtyInTheAbdomen()
    {
        const Ruleset& rs = shippedRuleset();
        const CharacterState xeno = CharacterState::fromSheet(rs, rs.characters.at("xeno"));
        QCOMPARE(xeno.locations[static_cast<std::size_t>(abdomen(rs))].maxHits, 10);
        QCOMPARE(xeno.armour[0].idLeft[static_cast<std::size_t>(abdomen(rs))], 30);
    }

    // §7 Xeno Skin Armour: "PV of 7 with ID equal to trice the hits … If he is hit and the PEN
    // is lower than the PV, subtract all DAM from the ID; if the PEN is higher than the PV
    // subtract the damage from the hits in the body locations directly." The shipped Xeno's
    // abdomen: 10 hits, ID 30; each hit DAM 12, AD 2.
    void xenoSkin_data()
    {
        QTest::addColumn<int>("pen");
        QTest::addColumn<bool>("melee");
        QTest::addColumn<bool>("takesPv"); // rules revisions 1–3 (HitInput::xenoSkinTakesPv)
        QTest::addColumn<bool>("minusPvOption"); // xeno_skin: minus_pv
        QTest::addColumn<int>("body");
        QTest::addColumn<int>("idAfter");
        QTest::newRow("PEN 9 > PV 7: the whole DAM") << 9 << false << false << false << 12 << 28;
        QTest::newRow("PEN 7 = PV: through, the whole DAM")
            << 7 << false << false << false << 12 << 28;
        QTest::newRow("PEN 6 < PV: all DAM off the ID") << 6 << false << false << false << 0 << 18;
        QTest::newRow("a blow through: the whole DAM") << 9 << true << false << false << 12 << 28;
        QTest::newRow("rules 3: DAM − PV") << 9 << false << true << false << 5 << 28;
        QTest::newRow("xeno_skin: minus_pv") << 9 << false << false << true << 5 << 28;
    }
    void xenoSkin()
    {
        QFETCH(int, pen);
        QFETCH(bool, melee);
        QFETCH(bool, takesPv);
        QFETCH(bool, minusPvOption);
        QFETCH(int, body);
        QFETCH(int, idAfter);
        Ruleset rs = shippedRuleset();
        rs.options.xenoSkinMinusPv = minusPvOption;
        CharacterState xeno = CharacterState::fromSheet(rs, rs.characters.at("xeno"));
        const auto loc = static_cast<std::size_t>(abdomen(rs));
        const int hitsBefore = xeno.locations[loc].hits;
        HitInput input;
        input.pen = pen;
        input.dam = 12;
        input.ad = 2;
        input.melee = melee;
        input.xenoSkinTakesPv = takesPv;
        TypedDice dice({ 6, 6, 6 }); // a knockback test, passed, if one is rolled
        const HitResult r = applyHit(rs, xeno, abdomen(rs), -1, input, dice);
        QVERIFY(r.armoured);
        QCOMPARE(r.pv, 7);
        QCOMPARE(r.bodyDamage, body);
        QCOMPARE(r.armourIdAfter, idAfter);
        QCOMPARE(xeno.locations[loc].hits, hitsBefore - body);
    }

    void vevaphonConcTest()
    {
        const Ruleset& rs = shippedRuleset();
        CharacterState vev = CharacterState::fromSheet(rs, rs.characters.at("vevaphon"));
        const int conc = vev.sheet->stats.conc;
        const int torsoHits = vev.locations[static_cast<std::size_t>(torso(rs))].maxHits;
        // PEN 3 against PV 9: stopped, DAM 8 off the ID; CONC test 1,1,1 fails: PV 9 − (7 − 1) = 3.
        const HitResult r = hitTorso(rs, vev, 3, 8, 2, false, { 1, 1, 1 });
        QVERIFY(!r.penetrated);
        QVERIFY(r.vevaphonTest);
        QCOMPARE(r.vevaphonTest->total, 3 + conc - 8);
        QVERIFY(!r.vevaphonTest->passed);
        QCOMPARE(r.pvAfter, 3);
        QCOMPARE(vev.armour[0].pv, 3);
        // ID becomes the new state's ID (ceil(3/2) × hits) or stays, whichever is lower.
        QCOMPARE(vev.armour[0].idLeft[static_cast<std::size_t>(torso(rs))],
            std::min(5 * torsoHits - 8, 2 * torsoHits));
        // A passed test keeps the PV.
        CharacterState fresh = CharacterState::fromSheet(rs, rs.characters.at("vevaphon"));
        const HitResult held = hitTorso(rs, fresh, 3, 2, 2, false, { 6, 6, 6 });
        QVERIFY(held.vevaphonTest->passed);
        QCOMPARE(fresh.armour[0].pv, 9);
    }

    void vevaphonInNaturalStateHalvesDamage()
    {
        const Ruleset& rs = shippedRuleset();
        CharacterState vev = targetWith(rs, { { "vevaphon-cells", 0 } });
        const HitResult r = hitTorso(rs, vev, 5, 11, 2);
        QVERIFY(r.halvedNaturalState);
        QCOMPARE(r.dam, 5);
        QCOMPARE(r.bodyDamage, 5);
    }

    void layeredArmour()
    {
        Ruleset rs = shippedRuleset();
        rs.options.layeredArmour = true;
        // Flak jacket PV 4 over synthskin PV 2: PV 4 + 1 = 5; AD goes to both layers.
        CharacterState target
            = targetWith(rs, { { "flak-jacket", std::nullopt }, { "synthskin", std::nullopt } });
        const HitResult r = hitTorso(rs, target, 5, 9, 3);
        QCOMPARE(r.pv, 5);
        QVERIFY(r.penetrated);
        QCOMPARE(r.bodyDamage, 4);
        QCOMPARE(target.armour[0].idLeft[static_cast<std::size_t>(torso(rs))], 17);
        QCOMPARE(target.armour[1].idLeft[static_cast<std::size_t>(torso(rs))], 7);
        // Without the option only the strongest piece counts.
        rs.options.layeredArmour = false;
        CharacterState plain
            = targetWith(rs, { { "flak-jacket", std::nullopt }, { "synthskin", std::nullopt } });
        const HitResult single = hitTorso(rs, plain, 4, 9, 3);
        QCOMPARE(single.pv, 4);
        QCOMPARE(plain.armour[1].idLeft[static_cast<std::size_t>(torso(rs))], 10);
    }

    void locationConditions_data()
    {
        QTest::addColumn<int>("damage");
        QTest::addColumn<QString>("condition");
        // An arm of 10 hits.
        QTest::newRow("none") << 0 << "unhurt";
        QTest::newRow("9") << 9 << "wounded";
        QTest::newRow("10: useless") << 10 << "useless";
        QTest::newRow("14: overflow 4") << 14 << "useless";
        QTest::newRow("15: overflow half") << 15 << "severely damaged";
        QTest::newRow("20: overflow all") << 20 << "destroyed";
    }
    void locationConditions()
    {
        QFETCH(int, damage);
        QFETCH(QString, condition);
        const Ruleset& rs = shippedRuleset();
        CharacterState target = targetWith(rs);
        const int arm = rs.body.locationIndex("left_arm");
        target.locations[static_cast<std::size_t>(arm)].hits -= damage;
        QCOMPARE(QString(toString(target.condition(arm))), condition);
    }

    void deathAndUnconsciousness()
    {
        const Ruleset& rs = shippedRuleset();
        CharacterState target = targetWith(rs);
        QCOMPARE(target.status(rs), CharacterStatus::Ok);
        target.locations[static_cast<std::size_t>(head(rs))].hits = 0;
        QCOMPARE(target.status(rs), CharacterStatus::Dead);
        target = targetWith(rs);
        target.incap = 0;
        QCOMPARE(target.status(rs), CharacterStatus::Unconscious);
        target.incap = -9;
        QCOMPARE(target.status(rs), CharacterStatus::Unconscious);
        target.incap = -10;
        QCOMPARE(target.status(rs), CharacterStatus::Dead);
        target = targetWith(rs);
        target.incap = 12;
        target.bruising = 12;
        QCOMPARE(target.status(rs), CharacterStatus::Unconscious);
    }

    void woundsStuckBulletsAndKnockback()
    {
        const Ruleset& rs = shippedRuleset();
        CharacterState target = targetWith(rs); // PHYS 7, wound threshold 7
        const HitResult small = hitTorso(rs, target, 5, 7, 1);
        QVERIFY(!small.wound);
        QVERIFY(small.bulletStuck); // PEN 5 < PHYS 7
        QVERIFY(!small.knockback);
        const HitResult big = hitTorso(rs, target, 9, 8, 1);
        QVERIFY(big.wound);
        QVERIFY(!big.bulletStuck);
        QCOMPARE(target.wounds, 1);
        QVERIFY(big.knockback);
        QCOMPARE(big.knockback->testModifier, -1);
        QVERIFY(!big.knockback->knockedDown);
        const HitResult huge = hitTorso(rs, target, 9, 15, 1);
        QVERIFY(huge.knockback->knockedDown);
        QVERIFY(target.knockedDown);
        QCOMPARE(target.woundPenalty(), -2);
    }

    void meleeArmourAndBruising_data()
    {
        QTest::addColumn<QString>("armour");
        QTest::addColumn<int>("pen");
        QTest::addColumn<bool>("bruisingWeapon");
        QTest::addColumn<int>("body");
        QTest::addColumn<int>("bruising");
        QTest::addColumn<int>("idAfter");
        QTest::addColumn<int>("rules");
        QTest::addColumn<bool>("knockback");
        // §8: PEN ≤ PV: nothing to body or armour ("neither the victim, nor the armor takes any
        // damage"), so no knockback either (rules revision 3; 2 knocked back); PEN ≤ 0:
        // bruising only. DAM 10 is above the target's PHYS 7: §7 knockback otherwise.
        QTest::newRow("PEN = PV: nothing")
            << "flak-jacket" << 4 << false << 0 << 0 << 20 << 3 << false;
        QTest::newRow("PEN = PV, rules 2: knockback")
            << "flak-jacket" << 4 << false << 0 << 0 << 20 << 2 << true;
        QTest::newRow("PEN > PV: DAM - PV, ID - AD")
            << "flak-jacket" << 5 << false << 6 << 0 << 18 << 3 << true;
        QTest::newRow("unarmoured, PEN 0: bruising")
            << "" << 0 << false << 0 << 10 << -1 << 3 << true;
        QTest::newRow("unarmoured, PEN 2") << "" << 2 << false << 10 << 0 << -1 << 3 << true;
        QTest::newRow("club: bruising") << "" << 3 << true << 0 << 10 << -1 << 3 << true;
    }
    void meleeArmourAndBruising()
    {
        QFETCH(QString, armour);
        QFETCH(int, pen);
        QFETCH(bool, bruisingWeapon);
        QFETCH(int, body);
        QFETCH(int, bruising);
        QFETCH(int, idAfter);
        QFETCH(int, rules);
        QFETCH(bool, knockback);
        const Ruleset& rs = shippedRuleset();
        std::vector<WornArmour> worn;
        if (!armour.isEmpty())
            worn.push_back({ armour.toStdString(), std::nullopt });
        CharacterState target = targetWith(rs, worn);
        HitInput input;
        input.pen = pen;
        input.dam = 10;
        input.ad = 2;
        input.melee = true;
        input.bruisingOnly = bruisingWeapon;
        input.stoppedBlowKnocksBack = rules < 3;
        TypedDice dice({});
        const HitResult r = applyHit(rs, target, torso(rs), -1, input, dice);
        QCOMPARE(r.bodyDamage, body);
        QCOMPARE(r.bruising, bruising);
        QCOMPARE(target.bruising, bruising);
        QCOMPARE(r.armourIdAfter, idAfter);
        QCOMPARE(r.wound, body > 7);
        QCOMPARE(r.knockback.has_value(), knockback);
    }
};

QTEST_APPLESS_MAIN(TestArmour)
#include "tst_armour.moc"
