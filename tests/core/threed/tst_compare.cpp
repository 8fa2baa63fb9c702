// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Weapons compared across the range bands (compare.h): each figure is effectOdds' for the
// choice's action at that band, one shot counted exactly, a burst over seeded trials; a bad
// choice is refused, an impossible band says why; the progress may stop the work.
#include "attackfixture.h"
#include "compare.h"

#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {
const char* bandName(std::size_t b)
{
    return toString(ComparedBands[b]);
}

void sameEffect(const EffectOdds& a, const EffectOdds& b)
{
    QCOMPARE(a.exact, b.exact);
    QCOMPARE(a.sequences, b.sequences);
    QCOMPARE(a.trials, b.trials);
    QCOMPARE(a.seed, b.seed);
    QCOMPARE(a.states, b.states);
    QCOMPARE(a.statesHalfWidth, b.statesHalfWidth);
    QCOMPARE(a.stuck, b.stuck);
    QCOMPARE(a.damage, b.damage);
    QCOMPARE(a.damageHalfWidth, b.damageHalfWidth);
    QCOMPARE(a.damageDistribution, b.damageDistribution);
}

// The shipped operative with one hit left in its torso: the target as it stands, not as it
// was made.
CharacterState woundedOperative(const Ruleset& rs)
{
    CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
    const std::size_t torso = static_cast<std::size_t>(rs.body.locationIndex("torso"));
    target.incap -= target.locations[torso].hits - 1;
    target.locations[torso].hits = 1;
    target.locations[torso].wounds = 1;
    target.wounds = 1;
    return target;
}
}

class TestCompare : public QObject {
    Q_OBJECT
private slots:
    // An Anvil's single shot and a Gunhead's burst against a wounded operative: at every band
    // the comparison holds what effectOdds works out for the choice's action there; the shot
    // is exact, the burst sampled with the trials and seed given.
    void everyBandIsEffectOdds()
    {
        const Ruleset& rs = shippedRuleset();
        const CharacterState target = woundedOperative(rs);
        AttackRequest base = request("mal-anvil", "K14", 1);
        base.rollKnockback = true;
        base.shooter.autoSupport = 5;
        const std::vector<WeaponChoice> choices {
            { "mal-anvil", "", FireMode::Single, 1 },
            { "fen-gunhead", "", FireMode::Burst, 2 },
        };
        const Comparison c = compare(rs, target, base, choices, 1'500, 11);
        QVERIFY(!c.stopped);
        QCOMPARE(c.choices.size(), std::size_t(2));
        for (std::size_t i = 0; i < choices.size(); ++i) {
            QCOMPARE(c.choices[i].choice, choices[i]);
            QVERIFY(!c.choices[i].refused);
            for (std::size_t b = 0; b < ComparedBands.size(); ++b) {
                const BandComparison& band = c.choices[i].bands[b];
                QCOMPARE(band.band, ComparedBands[b]);
                QVERIFY2(band.effect && !band.impossible, bandName(b));
                AttackRequest req = base;
                req.weapon = choices[i].weapon;
                req.mode = choices[i].mode;
                req.aims = choices[i].aims;
                req.range = ComparedBands[b];
                sameEffect(*band.effect, effectOdds(rs, target, req, 1'500, 11));
                // One shot is counted over every dice sequence; the burst is sampled.
                QCOMPARE(band.effect->exact, i == 0);
                if (i == 1) {
                    QCOMPARE(band.effect->trials, 1'500);
                    QCOMPARE(band.effect->seed, std::uint64_t(11));
                    QVERIFY(band.effect->downHalfWidth() >= 0);
                }
            }
        }
        // The wounds count: the same shot at an unhurt operative puts it down less often.
        const CharacterState unhurt = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        const Comparison fresh = compare(rs, unhurt, base, { choices[0] }, 1'500, 11);
        QVERIFY(fresh.choices[0].bands[2].effect->down() < c.choices[0].bands[2].effect->down());
        // The same seed, the same figures.
        const Comparison again = compare(rs, target, base, choices, 1'500, 11);
        for (std::size_t b = 0; b < ComparedBands.size(); ++b)
            sameEffect(*again.choices[1].bands[b].effect, *c.choices[1].bands[b].effect);
    }

    // A single shot's figures are exact: the states add up to 1 over every dice sequence.
    void aSingleShotIsExact()
    {
        const Ruleset& rs = shippedRuleset();
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        const AttackRequest base = request("nemesis", "K14", 2);
        const Comparison c = compare(rs, target, base, { { "nemesis", "", FireMode::Single, 2 } });
        for (const BandComparison& band : c.choices[0].bands) {
            QVERIFY(band.effect);
            QVERIFY(band.effect->exact);
            QVERIFY(band.effect->sequences > 0);
            QCOMPARE(band.effect->trials, 0);
            QCOMPARE(band.effect->downHalfWidth(), 0.0);
            QCOMPARE(band.effect->damageHalfWidth, 0.0);
            double states = 0;
            for (double p : band.effect->states)
                states += p;
            QVERIFY(qAbs(states - 1.0) < 1e-9);
        }
        // The band counts: the shot spreads wider at extreme range than at optimum.
        QVERIFY(c.choices[0].bands[0].effect->states != c.choices[0].bands[3].effect->states);
    }

    // The action of a choice: the base with its weapon, ammo, mode and aims at the band; the
    // figures of other fire modes dropped; with the shooter's sheet, its skill in the weapon.
    void theChoicesAction()
    {
        const Ruleset& rs = shippedRuleset();
        AttackRequest base = request("mal-anvil", "K14", 1);
        base.distance = 30;
        base.shots = 2;
        base.mode = FireMode::Semi;
        base.modifier = -2;
        const WeaponChoice full { "fen-gunhead", "", FireMode::Full, 0 };
        AttackRequest req = choiceRequest(rs, base, full, RangeBand::Long);
        QCOMPARE(req.weapon, std::string("fen-gunhead"));
        QCOMPARE(req.mode, FireMode::Full);
        QCOMPARE(req.aims, 0);
        QCOMPARE(req.range, std::optional<RangeBand>(RangeBand::Long));
        QVERIFY(!req.distance);
        QCOMPARE(req.shots, 0);
        QCOMPARE(req.burstDice, 3);
        QCOMPARE(req.modifier, -2);
        QCOMPARE(req.shooter.skill, base.shooter.skill);

        const CharacterSheet& sheet = rs.characters.at("operative");
        const Weapon& gunhead = *rs.weapon("fen-gunhead");
        req = choiceRequest(rs, base, full, RangeBand::Optimum, &sheet);
        QCOMPARE(req.shooter.skill, sheet.skill(gunhead.skill));
        // The base's own weapon keeps the skill the base gives it.
        base.shooter.skill = 9;
        req = choiceRequest(
            rs, base, { "mal-anvil", "", FireMode::Single, 1 }, RangeBand::Medium, &sheet);
        QCOMPARE(req.shooter.skill, 9);
        QCOMPARE(req.shots, 0);
    }

    void badChoicesAreRefused_data()
    {
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<QString>("ammo");
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("aims");
        QTest::addColumn<QString>("why");
        QTest::newRow("unknown weapon")
            << "bfg"
            << "" << int(FireMode::Single) << 0 << "unknown weapon 'bfg'";
        QTest::newRow("unknown ammo")
            << "mal-anvil"
            << "bogus" << int(FireMode::Single) << 0 << "unknown ammo 'bogus'";
        QTest::newRow("a mode it lacks")
            << "mal-anvil"
            << "" << int(FireMode::Full) << 1 << "MAL Anvil cannot fire in full mode";
        QTest::newRow("a melee weapon")
            << "combat-knife"
            << "" << int(FireMode::Single) << 0
            << "Combat knife is a melee weapon: it has no range bands to compare";
        QTest::newRow("seven aims") << "mal-anvil"
                                    << "" << int(FireMode::Single) << 7
                                    << "aims must be 0 to 6 (the rules allow six at most), not 7";
    }
    void badChoicesAreRefused()
    {
        QFETCH(QString, weapon);
        QFETCH(QString, ammo);
        QFETCH(int, mode);
        QFETCH(int, aims);
        QFETCH(QString, why);
        const Ruleset& rs = shippedRuleset();
        const WeaponChoice choice { weapon.toStdString(), ammo.toStdString(),
            static_cast<FireMode>(mode), aims };
        try {
            checkChoice(rs, choice);
            QFAIL("the choice was taken");
        } catch (const Refused& refused) {
            QCOMPARE(QString::fromStdString(refused.what()), why);
        }
        // In a comparison: the choice is refused and impossible at every band, the others
        // are worked out.
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        const Comparison c = compare(rs, target, request("mal-anvil", "K14", 1),
            { { "mal-anvil", "", FireMode::Single, 1 }, choice }, 100, 1);
        QVERIFY(c.choices[0].bands[0].effect);
        QVERIFY(c.choices[1].refused);
        QCOMPARE(QString::fromStdString(c.choices[1].refused->english()), why);
        for (const BandComparison& band : c.choices[1].bands) {
            QVERIFY(!band.effect);
            QVERIFY(band.impossible);
            QCOMPARE(QString::fromStdString(band.impossible->english()), why);
        }
    }

    // An ammo a weapon does not fire is refused; one it fires is taken.
    void ammoOfTheWeapon()
    {
        const Ruleset& rs = shippedRuleset();
        const Weapon& anvil = *rs.weapon("mal-anvil");
        QVERIFY(!anvil.ammo.empty());
        checkChoice(rs, { "mal-anvil", anvil.ammo.back(), FireMode::Single, 0 });
        std::string foreign;
        for (const auto& [id, ammo] : rs.ammo)
            if (std::find(anvil.ammo.begin(), anvil.ammo.end(), id) == anvil.ammo.end())
                foreign = id;
        QVERIFY(!foreign.empty());
        QVERIFY_THROWS_EXCEPTION(
            Refused, checkChoice(rs, { "mal-anvil", foreign, FireMode::Single, 0 }));
    }

    // What the rules refuse for the action as set up (six aims without a rest) is impossible
    // at each band, with the resolver's reason.
    void anImpossibleActionSaysWhy()
    {
        const Ruleset& rs = shippedRuleset();
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        const Comparison c = compare(rs, target, request("mal-anvil", "K14", 1),
            { { "mal-anvil", "", FireMode::Single, 6 } });
        QVERIFY(!c.choices[0].refused);
        for (const BandComparison& band : c.choices[0].bands) {
            QVERIFY(!band.effect);
            QVERIFY(band.impossible);
            QCOMPARE(QString::fromStdString(band.impossible->english()),
                QString("six aims need a firing stance and a rest for the weapon"));
        }
    }

    void tooManyChoicesOrNoTrials()
    {
        const Ruleset& rs = shippedRuleset();
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        const AttackRequest base = request("mal-anvil", "K14", 1);
        const WeaponChoice anvil { "mal-anvil", "", FireMode::Single, 1 };
        QVERIFY_THROWS_EXCEPTION(Refused, compare(rs, target, base, std::vector(5, anvil)));
        QVERIFY_THROWS_EXCEPTION(Refused, compare(rs, target, base, { anvil }, 0));
        QCOMPARE(compare(rs, target, base, {}).choices.size(), std::size_t(0));
    }

    // The progress hears of each band as it is done and may stop the work: the bands left
    // are not worked out, and the comparison says it stopped.
    void theProgressMayStop()
    {
        const Ruleset& rs = shippedRuleset();
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        AttackRequest base = request("fen-gunhead", "K14", 1);
        base.shooter.autoSupport = 5;
        const std::vector<WeaponChoice> choices { { "fen-gunhead", "", FireMode::Burst, 1 },
            { "fen-gunhead", "", FireMode::Burst, 2 } };
        std::vector<std::pair<int, int>> heard;
        const Comparison c
            = compare(rs, target, base, choices, 200, 1, nullptr, [&heard](int done, int total) {
                  heard.emplace_back(done, total);
                  return done < 3;
              });
        QVERIFY(c.stopped);
        QCOMPARE(heard.size(), std::size_t(3));
        QCOMPARE(heard.back(), std::make_pair(3, 8));
        QVERIFY(c.choices[0].bands[2].workedOut());
        QVERIFY(!c.choices[0].bands[3].workedOut());
        QVERIFY(!c.choices[1].bands[0].workedOut());
    }
};

QTEST_APPLESS_MAIN(TestCompare)
#include "tst_compare.moc"
