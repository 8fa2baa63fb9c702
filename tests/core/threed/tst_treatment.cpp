// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// First aid and extracting a stuck bullet (the seed's "First Aid"; rules/3d-system.md §11),
// with typed dice.
#include "attackfixture.h"
#include "treatment.h"

#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {

const int torso = 1;

// The test target (PHYS 7, torso 15 hits, Incap 30) with `wounds` wounds in the torso and
// `stuck` bullets there.
CharacterState patient(const Ruleset& rs, int wounds, int stuck = 0)
{
    CharacterState p = targetWith(rs);
    p.wounds = wounds;
    p.locations[torso].wounds = wounds;
    p.locations[torso].stuckBullets = stuck;
    return p;
}

TreatOutcome treatWith(const Ruleset& rs, const CharacterState& p, Treatment treatment, int skill,
    std::vector<int> faces, int medicWounds = 0)
{
    TreatRequest req;
    req.treatment = treatment;
    req.location = torso;
    req.medic = "Medic";
    req.skill = skill;
    req.medicWounds = medicWounds;
    TypedDice dice(std::move(faces));
    return treat(rs, p, req, dice);
}

} // namespace

class TestTreatment : public QObject {
    Q_OBJECT
private slots:
    void theTorsoIsLocationOne()
    {
        QCOMPARE(qs(shippedRuleset().body.locations[torso].id), QString("torso"));
    }

    void closingAWound_data()
    {
        QTest::addColumn<int>("wounds");
        QTest::addColumn<int>("skill");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<bool>("closed");
        QTest::addColumn<int>("damage");
        // Success die ≥ the patient's wounds: one wound closed, no harm.
        QTest::newRow("success die 5, 2 wounds") << 2 << 0 << QList<int> { 5, 6, 4 } << true << 0;
        QTest::newRow("success die 3, 3 wounds") << 3 << 4 << QList<int> { 3, 3, 3 } << true << 0;
        // A critical counts: total 24 is 6 above 18, success die 2 + 6 = 8 ≥ 7 wounds.
        QTest::newRow("critical") << 7 << 10 << QList<int> { 2, 6, 6 } << true << 0;
        // "Should he fail his roll, he causes one point of damage".
        QTest::newRow("failed roll") << 1 << 0 << QList<int> { 2, 5, 3 } << false << 1;
        // A success whose die falls short of the wounds fails to close one: 1 damage too.
        QTest::newRow("success die short") << 3 << 5 << QList<int> { 2, 5, 3 } << false << 1;
    }
    void closingAWound()
    {
        QFETCH(int, wounds);
        QFETCH(int, skill);
        QFETCH(QList<int>, faces);
        QFETCH(bool, closed);
        QFETCH(int, damage);
        const Ruleset& rs = shippedRuleset();
        const CharacterState before = patient(rs, wounds);
        const TreatOutcome out = treatWith(
            rs, before, Treatment::CloseWound, skill, std::vector<int>(faces.begin(), faces.end()));
        QCOMPARE(out.closed, closed);
        QCOMPARE(out.damage, damage);
        QCOMPARE(out.woundsBefore, wounds);
        QCOMPARE(out.after.wounds, closed ? wounds - 1 : wounds);
        QCOMPARE(out.after.locations[torso].wounds, closed ? wounds - 1 : wounds);
        QCOMPARE(out.after.locations[torso].hits, before.locations[torso].hits - damage);
        QCOMPARE(out.after.incap, before.incap - damage);
        QCOMPARE(out.dice.size(), std::size_t(3));
        QVERIFY(!describeTreatment(rs, out).empty());
    }

    // The ruleset option: a success die short of the wounds closes nothing but does no harm.
    void aShortSuccessDieHarmlessByOption()
    {
        Ruleset rs = shippedRuleset();
        rs.options.firstAidShortDieDamages = false;
        const TreatOutcome shortDie
            = treatWith(rs, patient(rs, 3), Treatment::CloseWound, 5, { 2, 5, 3 });
        QVERIFY(!shortDie.closed);
        QCOMPARE(shortDie.damage, 0);
        const TreatOutcome failed
            = treatWith(rs, patient(rs, 1), Treatment::CloseWound, 0, { 2, 5, 3 });
        QCOMPARE(failed.damage, 1);
    }

    // The medic's own wounds count against the roll (§7).
    void theMedicsWoundsCount()
    {
        const Ruleset& rs = shippedRuleset();
        const TreatOutcome out
            = treatWith(rs, patient(rs, 1), Treatment::CloseWound, 0, { 5, 4, 4 }, 1);
        QCOMPARE(out.roll.modifierSum, -1);
        QVERIFY(!out.roll.hit); // 13 needs 14 with the wound
        QCOMPARE(out.damage, 1);
    }

    void extractingABullet_data()
    {
        QTest::addColumn<int>("skill");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<bool>("extracted");
        QTest::addColumn<int>("damage");
        QTest::addColumn<int>("least"); // extraction_least_damage
        // "This operation will always cause damage, but the higher the Success Die on this
        // roll, the less damage it causes. Standard DAM for this operation is 6 points, but
        // each point scored on the Success Die lowers this value by one point."
        QTest::newRow("success die 4: 2 damage") << 2 << QList<int> { 4, 5, 3 } << true << 2 << 1;
        QTest::newRow("success die 6: always 1") << 2 << QList<int> { 6, 5, 3 } << true << 1 << 1;
        QTest::newRow("critical: always 1") << 10 << QList<int> { 5, 6, 6 } << true << 1 << 1;
        QTest::newRow("least 0: success die 6, none")
            << 2 << QList<int> { 6, 5, 3 } << true << 0 << 0;
        QTest::newRow("least 0: critical, not below 0")
            << 10 << QList<int> { 5, 6, 6 } << true << 0 << 0;
        QTest::newRow("failure: the full 6, the bullet stays")
            << 0 << QList<int> { 1, 2, 1 } << false << 6 << 1;
    }
    void extractingABullet()
    {
        QFETCH(int, skill);
        QFETCH(QList<int>, faces);
        QFETCH(bool, extracted);
        QFETCH(int, damage);
        QFETCH(int, least);
        Ruleset rs = shippedRuleset();
        QCOMPARE(rs.options.extractionLeastDamage, 1); // the shipped ruleset follows the seed
        rs.options.extractionLeastDamage = least;
        const CharacterState before = patient(rs, 0, 2);
        const TreatOutcome out = treatWith(rs, before, Treatment::ExtractBullet, skill,
            std::vector<int>(faces.begin(), faces.end()));
        QCOMPARE(out.extracted, extracted);
        QCOMPARE(out.damage, damage);
        QCOMPARE(out.after.locations[torso].stuckBullets, extracted ? 1 : 2);
        QCOMPARE(out.after.locations[torso].hits, before.locations[torso].hits - damage);
        // 6 is not above the wound threshold 7: no wound.
        QVERIFY(!out.wound);
        QCOMPARE(out.after.wounds, 0);
    }

    // Damage above the wound threshold is a wound (§7).
    void extractionDamageAboveTheThresholdWounds()
    {
        const Ruleset& rs = shippedRuleset();
        CharacterState weak = patient(rs, 0, 1);
        weak.woundThreshold = 5;
        const TreatOutcome out = treatWith(rs, weak, Treatment::ExtractBullet, 0, { 1, 2, 1 });
        QCOMPARE(out.damage, 6);
        QVERIFY(out.wound);
        QCOMPARE(out.after.wounds, 1);
        QCOMPARE(out.after.locations[torso].wounds, 1);
    }

    void refusals()
    {
        const Ruleset& rs = shippedRuleset();
        std::size_t rolled = 0;
        const auto refusal = [&](const CharacterState& p, Treatment t, int location) {
            TreatRequest req;
            req.treatment = t;
            req.location = location;
            TypedDice dice({ 6, 6, 6 });
            try {
                treat(rs, p, req, dice);
            } catch (const Refused& e) {
                rolled += dice.faces().size(); // refused before any die
                return QString::fromStdString(e.what());
            }
            return QString();
        };
        QCOMPARE(refusal(patient(rs, 0), Treatment::CloseWound, torso),
            QString("Target has no wound to close"));
        QCOMPARE(refusal(patient(rs, 1), Treatment::CloseWound, 0),
            QString("Target has no wound in the Head"));
        QCOMPARE(refusal(patient(rs, 1), Treatment::ExtractBullet, torso),
            QString("no bullet is stuck in Target's Torso"));
        QCOMPARE(refusal(patient(rs, 1), Treatment::CloseWound, 9),
            QString("no location number 9 on the body"));
        CharacterState dead = patient(rs, 1);
        dead.locations[0].hits = 0;
        QCOMPARE(refusal(dead, Treatment::CloseWound, torso),
            QString("Target is dead: there is nothing left to treat"));
        QCOMPARE(rolled, std::size_t(0));
    }
};

QTEST_GUILESS_MAIN(TestTreatment)
#include "tst_treatment.moc"
