// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fire modes and templates (§6 of rules/3d-system.md), and the odds of whole actions.
#include "attackfixture.h"
#include "odds.h"

#include <QTest>

#include <cmath>

#include <functional>

using namespace hitspread;
using namespace hitspread::test;

namespace {
AttackRequest gunheadRequest()
{
    AttackRequest req = request("fen-gunhead", "K14", 1);
    req.shooter.skill = 6;
    req.shooter.autoSupport = 5;
    return req;
}

// Every dice sequence the resolver can ask for, each with its probability 6^-length: the
// sequence grows only when the rules want another die. The sequences are counted through like
// an odometer: the last die goes up, and past 6 it goes and the one before it goes up.
void enumerateScene(const Ruleset& rs, const std::vector<CharacterState>& others,
    const AttackRequest& req, const std::function<void(const Outcome&, double)>& visit)
{
    std::vector<int> path;
    for (;;) {
        PathDice dice(path);
        const Outcome outcome = resolveAttack(rs, targetWith(rs), others, req, dice);
        path.resize(dice.consumed());
        visit(outcome, std::pow(1.0 / 6, static_cast<double>(path.size())));
        while (!path.empty() && path.back() == 6)
            path.pop_back();
        if (path.empty())
            return;
        ++path.back();
    }
}

// The resolver's expected hits per location and misses, counted over every sequence.
FireOdds countedOdds(const Ruleset& rs, const AttackRequest& req)
{
    FireOdds counted;
    counted.locations.assign(rs.body.locations.size(), 0.0);
    counted.others.resize(req.walk.size());
    for (auto& other : counted.others)
        other.locations.assign(rs.body.locations.size(), 0.0);
    const std::vector<CharacterState> others(req.walk.size(), targetWith(rs));
    enumerateScene(rs, others, req, [&](const Outcome& out, double weight) {
        for (const ShotTrace& shot : out.shots) {
            if (shot.roll.jammed && shot.carriesRoll)
                continue;
            counted.shots += weight;
            if (shot.stray) { // the bullet spent on a switch: a miss of the first target's count
                counted.miss += weight;
                continue;
            }
            if (shot.target > 0) {
                FireOdds::Target& other = counted.others[static_cast<std::size_t>(shot.target - 1)];
                other.hexes[*shot.landing] += weight;
                if (shot.location >= 0)
                    other.locations[static_cast<std::size_t>(shot.location)] += weight;
                else
                    other.miss += weight;
                continue;
            }
            if (shot.landing)
                counted.hexes[*shot.landing] += weight;
            std::vector<bool> covered(counted.locations.size(), false);
            for (Hex h : shot.hexes) {
                const int location = rs.body.locationAt(h);
                if (location >= 0)
                    covered[static_cast<std::size_t>(location)] = true;
            }
            bool any = false;
            for (std::size_t i = 0; i < covered.size(); ++i) {
                if (covered[i]) {
                    counted.locations[i] += weight;
                    any = true;
                }
            }
            if (!any)
                counted.miss += weight;
        }
    });
    return counted;
}
}

class TestFire : public QObject {
    Q_OBJECT
private slots:
    // §6 seed example: Auto/Support 5, 3d6 = 8, +2 → 10 rounds; the first deviation 4 is
    // turned to 3 (one hex straight down), the next 6 climbs back to the first bullet's hex,
    // and the third can no longer be influenced.
    void gunheadBurstFromTheSeed()
    {
        const Ruleset& rs = shippedRuleset();
        AttackRequest req = gunheadRequest();
        req.mode = FireMode::Full;
        req.burstDice = 3;
        req.burstAdjust = 2;
        req.influence = { -1, 0 };
        const Outcome out
            = resolveWith(rs, targetWith(rs), req, { 2, 3, 3, 6, 6, 6, 4, 6, 4, 1, 1, 1, 1, 1, 1 });
        QVERIFY(out.burst);
        QCOMPARE(out.burst->dice, (std::vector<int> { 2, 3, 3 }));
        QCOMPARE(out.burst->length, 10);
        QCOMPARE(out.burst->influences, 2);
        QCOMPARE(out.shots.size(), std::size_t(10));
        const Hex first = *out.shots[0].landing;
        QCOMPARE(first, *parseHex("K14"));
        QCOMPARE(*out.shots[1].direction, 4);
        QCOMPARE(out.shots[1].influence, -1);
        QCOMPARE(*out.shots[1].face, 3);
        QCOMPARE(*out.shots[1].landing, neighbour(first, 3));
        QCOMPARE(*out.shots[2].direction, 6);
        QCOMPARE(*out.shots[2].landing, first);
        QCOMPARE(out.shots[3].influence, 0);
        QCOMPARE(*out.shots[3].face, 4);
        QCOMPARE(*out.shots[3].fromHex, first);
        QVERIFY(!out.shots[3].carriesRoll);
        // Shared damage dice: every bullet on the body uses the attack roll's 6 and 6.
        for (const ShotTrace& bullet : out.shots) {
            for (const HitResult& hit : bullet.hits)
                QCOMPARE(hit.pen, 6 + rs.weapon("fen-gunhead")->pen);
        }
        QCOMPARE(out.dice.size(), std::size_t(3 + 3 + 9));
    }

    void burstLimitsAreRefused_data()
    {
        QTest::addColumn<int>("adjust");
        QTest::addColumn<QString>("influence");
        QTest::addColumn<QString>("reason");
        QTest::newRow("adjust beyond Auto/Support ÷ 2")
            << 3 << ""
            << "the burst can be changed by at most Auto/Support 5 ÷ 2 = 2 rounds, not 3";
        QTest::newRow("a third influence")
            << 0 << "-1,0,1"
            << "Auto/Support 5 allows 2 influenced deviations, not 3";
        QTest::newRow("an influence of 2")
            << 0 << "2"
            << "an influence changes a deviation by −1, 0 or +1, not 2";
    }
    void burstLimitsAreRefused()
    {
        QFETCH(int, adjust);
        QFETCH(QString, influence);
        QFETCH(QString, reason);
        AttackRequest req = gunheadRequest();
        req.mode = FireMode::Full;
        req.burstDice = 3;
        req.burstAdjust = adjust;
        for (const QString& item : influence.split(',', Qt::SkipEmptyParts))
            req.influence.push_back(item.toInt());
        TypedDice dice({ 6, 6, 6, 6, 6, 6 });
        try {
            resolveAttack(shippedRuleset(), targetWith(shippedRuleset()), req, dice);
            QFAIL("not refused");
        } catch (const Refused& e) {
            QCOMPARE(QString::fromStdString(e.what()), reason);
        }
        QVERIFY(dice.used().empty());
    }

    void perBulletDamageDice()
    {
        Ruleset rs = shippedRuleset();
        rs.options.burstDamagePerBullet = true;
        AttackRequest req = gunheadRequest();
        req.mode = FireMode::Burst; // the Gunhead's built-in 3
        // Attack 6,6,6; bullet 2: direction 3 then its own damage 1 and penetration 2.
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 6, 6, 6, 3, 1, 2, 6, 1, 1 });
        QCOMPARE(out.shots.size(), std::size_t(3));
        QCOMPARE(out.shots[1].hits[0].pen, 2 + rs.weapon("fen-gunhead")->pen);
        QCOMPARE(out.shots[2].hits[0].pen, 1 + rs.weapon("fen-gunhead")->pen);
    }

    // §6 semi-auto, Max.Rock: STR 8, DEX 6. Anvil RCL 5 → 3 shots; a Nemesis (RCL 1) would
    // allow 7 but DEX 6 caps it at 3.
    void semiAutoShots_data()
    {
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<int>("str");
        QTest::addColumn<int>("dex");
        QTest::addColumn<int>("allowed");
        QTest::newRow("Anvil, STR 8") << "mal-anvil" << 8 << 6 << 3;
        QTest::newRow("Nemesis, capped by DEX 6") << "nemesis" << 8 << 6 << 3;
        QTest::newRow("Nemesis, DEX 16") << "nemesis" << 8 << 16 << 7;
        QTest::newRow("Anvil, STR 4: at least 1") << "mal-anvil" << 4 << 6 << 1;
    }
    void semiAutoShots()
    {
        QFETCH(QString, weapon);
        QFETCH(int, str);
        QFETCH(int, dex);
        QFETCH(int, allowed);
        const Ruleset& rs = shippedRuleset();
        AttackRequest req = request(weapon.toStdString(), "K14", 1);
        req.mode = FireMode::Semi;
        req.shooter.str = str;
        req.shooter.dex = dex;
        req.shooter.skill = 20;
        std::vector<int> faces;
        for (int i = 0; i < 4 * allowed; ++i)
            faces.push_back(6);
        TypedDice dice(faces);
        const Outcome out = resolveAttack(rs, targetWith(rs), req, dice);
        QCOMPARE(out.shotsAllowed, allowed);
        QCOMPARE(static_cast<int>(out.shots.size()), allowed);
        req.shots = allowed + 1;
        TypedDice more(faces);
        QVERIFY_THROWS_EXCEPTION(Refused, resolveAttack(rs, targetWith(rs), req, more));
    }

    void laterSemiShotsStartWhereTheLastLandedUnaimed()
    {
        const Ruleset rs = rulesWith({ testGun(4) });
        AttackRequest req = request("test-gun", "K14", 3);
        req.mode = FireMode::Semi;
        req.shooter.marksman = 2;
        req.shots = 2;
        // Shot 1: 4,4,4 + 10 = 22, success 4 + 4 = 8, +2 aim = 10 ≥ spread 3: on K14.
        // Shot 2: 1,4,4 + 10 = 19, success 1 + 1 = 2, no aim bonus: deviation 1, direction 3.
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 4, 4, 4, 1, 4, 4, 3 });
        QCOMPARE(out.shots.size(), std::size_t(2));
        QCOMPARE(out.shots[0].aimingPoints, 10);
        QCOMPARE(out.shots[1].aimHex, *out.shots[0].landing);
        QCOMPARE(out.shots[1].aimingPoints, 2);
        QCOMPARE(out.shots[1].deviation, 1);
        QCOMPARE(*out.shots[1].landing, neighbour(*out.shots[0].landing, 3));
    }

    // §6 the WarMonger: six barrels; a template over two locations gives each DAM × 3.
    void warmongerSplitsBetweenLocations()
    {
        const Ruleset& rs = shippedRuleset();
        std::optional<Hex> twoLocations;
        for (Hex h : rs.body.bodyHexes()) {
            std::set<int> locations;
            for (Hex t : disk(h, 1))
                if (rs.body.locationAt(t) >= 0)
                    locations.insert(rs.body.locationAt(t));
            if (locations
                == std::set<int> {
                    rs.body.locationIndex("torso"), rs.body.locationIndex("abdomen") }) {
                twoLocations = h;
                break;
            }
        }
        QVERIFY(twoLocations);
        AttackRequest req = request("warmonger", label(*twoLocations), 1);
        req.mode = FireMode::Full;
        req.burstDice = 1;
        req.shooter.skill = 20;
        req.shooter.str = 10;
        // Burst die 1: one bullet; attack 6,4,3: DAM (4 + 4) × 6 = 48, split in two: 24 each.
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 1, 6, 4, 3 });
        QCOMPARE(out.shots.size(), std::size_t(1));
        QCOMPARE(out.shots[0].hexes.size(), std::size_t(7));
        QCOMPARE(out.shots[0].hits.size(), std::size_t(2));
        for (const HitResult& hit : out.shots[0].hits) {
            QCOMPARE(hit.dam, (4 + rs.weapon("warmonger")->dam) * 6 / 2);
            QCOMPARE(hit.pen, 3 + rs.weapon("warmonger")->pen);
        }
    }

    // §6 shotguns: 1, 7, 19, 37 hexes by band; shot halves PEN and DAM per band; a slug doubles
    // PEN.
    void shotgunTemplates_data()
    {
        QTest::addColumn<int>("band");
        QTest::addColumn<QString>("ammo");
        QTest::addColumn<int>("hexes");
        QTest::addColumn<int>("divisor");
        QTest::newRow("shot, optimum") << 0 << "shot" << 1 << 1;
        QTest::newRow("shot, medium") << 1 << "shot" << 7 << 2;
        QTest::newRow("shot, long") << 2 << "shot" << 19 << 4;
        QTest::newRow("shot, extreme") << 3 << "shot" << 37 << 8;
        QTest::newRow("slug, long") << 2 << "slug" << 1 << 0;
    }
    void shotgunTemplates()
    {
        QFETCH(int, band);
        QFETCH(QString, ammo);
        QFETCH(int, hexes);
        QFETCH(int, divisor);
        const Ruleset& rs = shippedRuleset();
        const Weapon& shotgun = *rs.weapon("pump-shotgun");
        AttackRequest req = request("pump-shotgun", "K18", 1);
        req.range = static_cast<RangeBand>(band);
        req.ammo = ammo.toStdString();
        req.shooter.skill = 20;
        const Outcome out = resolveWith(rs, targetWith(rs), req, { 6, 5, 4 });
        const ShotTrace& shot = out.shots.front();
        QCOMPARE(static_cast<int>(shot.hexes.size()), hexes);
        QVERIFY(!shot.hits.empty());
        for (const HitResult& hit : shot.hits) {
            if (divisor == 0) { // slug: PEN × 2, DAM unchanged, no fall-off
                QCOMPARE(hit.pen, 4 + shotgun.pen * 2);
                QCOMPARE(hit.dam, 5 + shotgun.dam);
            } else {
                QCOMPARE(hit.pen, 4 + shotgun.pen / divisor);
                QCOMPARE(hit.dam, 5 + shotgun.dam / divisor);
            }
        }
        // Each location the template covers takes one hit.
        std::set<int> covered;
        for (Hex h : shot.hexes)
            if (rs.body.locationAt(h) >= 0)
                covered.insert(rs.body.locationAt(h));
        QCOMPARE(shot.hits.size(), covered.size());
    }

    // The odds of whole actions against every dice sequence the resolver can ask for.
    void actionOddsAgreeWithEnumeration_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::newRow("burst, no influence") << "burst";
        QTest::newRow("burst, steered toward the aim") << "steer";
        QTest::newRow("burst, explicit influences") << "explicit";
        QTest::newRow("burst, wild at long range") << "wild";
        QTest::newRow("semi-auto, two shots") << "semi";
        QTest::newRow("semi-auto, clean misses") << "semi-clean";
        QTest::newRow("shotgun at medium range") << "shotgun";
        QTest::newRow("full auto, one burst die") << "full";
        QTest::newRow("walking fire, paid with a chance") << "walk-chance";
        QTest::newRow("walking fire, paid with a stray") << "walk-stray";
    }
    void actionOddsAgreeWithEnumeration()
    {
        QFETCH(QString, setup);
        Ruleset rs = shippedRuleset();
        AttackRequest req = gunheadRequest();
        req.mode = FireMode::Burst;
        if (setup == "steer")
            req.influencePolicy = InfluencePolicy::TowardAim;
        if (setup == "explicit")
            req.influence = { 1, -1 };
        if (setup == "wild") {
            req.aims = 0;
            req.range = RangeBand::Long;
        }
        if (setup.startsWith("semi")) {
            req = request("mal-anvil", "J12", 1);
            req.mode = FireMode::Semi;
            req.shots = 2;
            req.shooter.skill = 6;
            req.shooter.str = 8;
            req.shooter.dex = 6;
            rs.options.cleanMiss = setup == "semi-clean";
        }
        if (setup == "shotgun") {
            req = request("pump-shotgun", "K12", 1);
            req.range = RangeBand::Medium;
            req.shooter.skill = 5;
        }
        if (setup == "full") {
            req.mode = FireMode::Full;
            req.burstDice = 1;
            req.burstAdjust = -2; // 1 to 4 rounds
            req.weapon = "fen-gunhead";
            req.shooter.skill = 14; // no misses, to keep the sequences few
        }
        if (setup.startsWith("walk")) {
            req.mode = FireMode::Burst;
            req.shooter.skill = 14;
            req.walk = { { 1, setup == "walk-chance" } };
        }
        const FireOdds odds = fireOdds(rs, req);
        const FireOdds counted = countedOdds(rs, req);
        QCOMPARE(odds.others.size(), counted.others.size());
        for (std::size_t t = 0; t < odds.others.size(); ++t) {
            QVERIFY(qAbs(odds.others[t].miss - counted.others[t].miss) < 1e-9);
            for (std::size_t i = 0; i < odds.locations.size(); ++i)
                QVERIFY(qAbs(odds.others[t].locations[i] - counted.others[t].locations[i]) < 1e-9);
        }
        QVERIFY(qAbs(odds.shots - counted.shots) < 1e-9);
        QVERIFY2(qAbs(odds.miss - counted.miss) < 1e-9,
            qPrintable(QString("%1 vs %2").arg(odds.miss).arg(counted.miss)));
        for (std::size_t i = 0; i < odds.locations.size(); ++i)
            QVERIFY2(qAbs(odds.locations[i] - counted.locations[i]) < 1e-9,
                qPrintable(QString("%1: %2 vs %3")
                               .arg(i)
                               .arg(odds.locations[i])
                               .arg(counted.locations[i])));
        for (const auto& [hex, expected] : counted.hexes)
            QVERIFY(qAbs(odds.hexes.count(hex) ? odds.hexes.at(hex) - expected : expected) < 1e-9);
    }

    // §6 walking fire: after two bullets on the first target the fire moves on; the switch
    // costs an influence chance (or a stray bullet) and the next bullet starts at a random
    // aiming point on the new body.
    void walkingFire_data()
    {
        QTest::addColumn<bool>("spendInfluence");
        QTest::newRow("paid with an influence chance") << true;
        QTest::newRow("paid with a stray bullet") << false;
    }
    void walkingFire()
    {
        QFETCH(bool, spendInfluence);
        const Ruleset& rs = shippedRuleset();
        AttackRequest req = gunheadRequest();
        req.mode = FireMode::Full;
        req.burstDice = 1;
        req.walk = { { 2, spendInfluence } };
        std::vector<CharacterState> others { targetWith(rs) };
        // Burst die 5; attack 6,6,6 on K14; bullet 2: direction 3; then the switch.
        std::vector<int> faces { 5, 6, 6, 6, 3 };
        if (spendInfluence)
            faces.insert(
                faces.end(), { 2, 1, 4, 4, 4 }); // random aim: face 2, 1 hex; then directions
        else
            faces.insert(faces.end(), { 2, 1, 4, 4 }); // the stray takes no die
        TypedDice dice(faces);
        const Outcome out = resolveAttack(rs, targetWith(rs), others, req, dice);
        QCOMPARE(out.shots.size(), std::size_t(5));
        QCOMPARE(out.shots[0].target, 0);
        QCOMPARE(out.shots[1].target, 0);
        const ShotTrace& moved = out.shots[spendInfluence ? 2 : 3];
        if (!spendInfluence) {
            QVERIFY(out.shots[2].stray);
            QVERIFY(!out.shots[2].landing);
        }
        QCOMPARE(moved.target, 1);
        QCOMPARE(moved.randomAim, std::optional<Hex>(step(rs.body.standardAim, 2, 1)));
        QCOMPARE(*moved.fromHex, step(rs.body.standardAim, 2, 1));
        QCOMPARE(*moved.landing, step(*moved.fromHex, 4, 1));
        // Auto/Support 5: two chances. Bullet 2 used the first; a paid switch the second, so
        // the next deviation can no longer be influenced.
        QCOMPARE(out.othersAfter.size(), std::size_t(1));
        int hitsOnSecond = 0;
        for (const ShotTrace& shot : out.shots)
            hitsOnSecond += shot.target == 1 ? static_cast<int>(shot.hits.size()) : 0;
        QCOMPARE(out.othersAfter[0].incap<others[0].incap, hitsOnSecond> 0);
        QCOMPARE(dice.remaining(), std::size_t(0));
    }

    void walkingFireRefusals()
    {
        const Ruleset& rs = shippedRuleset();
        AttackRequest req = gunheadRequest();
        req.mode = FireMode::Burst;
        req.walk = { { 1, true } };
        TypedDice dice({ 6, 6, 6 });
        QVERIFY_THROWS_EXCEPTION(
            Refused, resolveAttack(rs, targetWith(rs), {}, req, dice)); // no second target
        req.mode = FireMode::Single;
        QVERIFY_THROWS_EXCEPTION(
            Refused, resolveAttack(rs, targetWith(rs), { targetWith(rs) }, req, dice));
        req.mode = FireMode::Burst;
        req.walk
            = { { 1, true }, { 1, true }, { 1, true } }; // three chances, Auto/Support 5 gives two
        QVERIFY_THROWS_EXCEPTION(Refused,
            resolveAttack(
                rs, targetWith(rs), { targetWith(rs), targetWith(rs), targetWith(rs) }, req, dice));
        QVERIFY(dice.used().empty());
    }

    void fullAutoExpectsTheMeanBurst()
    {
        AttackRequest req = gunheadRequest();
        req.mode = FireMode::Full;
        req.burstDice = 2;
        req.burstAdjust = 1;
        req.shooter.skill = 14;
        const FireOdds odds = fireOdds(shippedRuleset(), req);
        QVERIFY(qAbs(odds.shots - 8.0) < 1e-9); // 2d6 averages 7, +1
    }
};

QTEST_APPLESS_MAIN(TestFire)
#include "tst_fire.moc"
