// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Grenades and blast zones (§9 of rules/3d-system.md): the throw, the floor, the zone on each
// body, frag and concussion damage, jumping on a grenade, and the exact odds of a throw.
#include "attackfixture.h"
#include "grenade.h"

#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {
QString text(Hex h)
{
    return QString::fromStdString(label(h));
}

Grenade grenade(const std::string& id, GrenadeType type, int zone, int damage,
    std::optional<int> pen = std::nullopt)
{
    Grenade g;
    g.id = id;
    g.name = id;
    g.type = type;
    g.blastZone = zone;
    g.blastRadius = 0.5;
    g.damage = damage;
    g.pen = pen;
    g.rng = 20;
    return g;
}

// A body whose every location is one hex (the torso two) at a known distance from the impact
// point I = E9 (col 4, row 8): left leg 0, right leg 1, abdomen 2, left arm 3, right arm 5,
// torso 6 and 7, head 8. The locations are the shipped ones, in the shipped order, so the
// shipped armour fits.
const Hex tinyImpact = fromOffset({ 4, 8 });

Ruleset tinyRuleset()
{
    Ruleset rs = shippedRuleset();
    Body body;
    body.columns = 9;
    body.rows = 12;
    body.lowerThirdRow = 6;
    body.locations = rs.body.locations;
    body.cells.assign(static_cast<std::size_t>(body.columns * body.rows), -1);
    const std::vector<std::pair<std::string, std::vector<Hex>>> places {
        { "left_leg", { tinyImpact } },
        { "right_leg", { step(tinyImpact, 5, 1) } },
        { "abdomen", { step(tinyImpact, 6, 2) } },
        { "left_arm", { step(tinyImpact, 1, 3) } },
        { "right_arm", { step(tinyImpact, 6, 5) } },
        { "torso", { step(tinyImpact, 6, 6), step(tinyImpact, 6, 7) } },
        { "head", { step(tinyImpact, 6, 8) } },
    };
    for (const auto& [id, hexes] : places) {
        SubLocation sub;
        sub.id = sub.name = id;
        sub.location = body.locationIndex(id);
        body.subLocations.push_back(sub);
        for (Hex h : hexes) {
            const OffsetCoord c = toOffset(h);
            Q_ASSERT(body.inField(c));
            body.cells[static_cast<std::size_t>(c.row * body.columns + c.col)]
                = static_cast<int>(body.subLocations.size() - 1);
        }
    }
    body.standardAim = step(tinyImpact, 6, 6);
    rs.body = std::move(body);
    rs.grenades = {
        grenade("frag", GrenadeType::Frag, 2, 10),
        grenade("frag-pen3", GrenadeType::Frag, 2, 10, 3),
        grenade("frag-pen5", GrenadeType::Frag, 2, 10, 5),
        grenade("blast", GrenadeType::Blast, 2, 12),
        grenade("smoke", GrenadeType::Smoke, 2, 0),
    };
    return rs;
}

std::vector<std::string> locationIds(const Ruleset& rs, const std::vector<int>& locations)
{
    std::vector<std::string> ids;
    for (int l : locations)
        ids.push_back(rs.body.locations[static_cast<std::size_t>(l)].id);
    return ids;
}

ThrowRequest throwAt(const std::string& grenadeId, const std::string& hex, int skill = 5)
{
    ThrowRequest req;
    req.grenade = grenadeId;
    req.impact = *parseHex(hex);
    req.thrower = "Thrower";
    req.skill = skill;
    return req;
}

ThrowOutcome throwWith(const Ruleset& rs, const std::vector<BlastCharacter>& characters,
    const ThrowRequest& req, std::vector<int> faces)
{
    TypedDice dice(std::move(faces));
    return resolveThrow(rs, characters, req, dice);
}

const CharacterSheet& shippedSheet(const std::string& key)
{
    return shippedRuleset().characters.at(key);
}

// Resolves every sequence of `length` faces and counts what the odds must count.
ThrowOdds enumerateResolver(const Ruleset& rs, const std::vector<BlastCharacter>& characters,
    const ThrowRequest& req, int length)
{
    ThrowOdds counted;
    counted.denominator = 0;
    counted.characters.resize(characters.size());
    for (auto& c : counted.characters)
        c.locations.assign(rs.body.locations.size(), 0);
    std::vector<int> faces(static_cast<std::size_t>(length), 1);
    for (;;) {
        TypedDice dice(faces);
        const ThrowOutcome out = resolveThrow(rs, characters, req, dice);
        ++counted.denominator;
        if (out.roll && out.roll->hit)
            ++counted.rollSucceeds;
        ++counted.hexes[out.impact];
        for (std::size_t i = 0; i < characters.size(); ++i) {
            const BlastTrace& t = out.characters[i];
            counted.characters[i].radius = t.radius;
            if (t.locations.empty())
                ++counted.characters[i].unaffected;
            for (int l : t.locations)
                ++counted.characters[i].locations[static_cast<std::size_t>(l)];
        }
        std::size_t i = 0;
        while (i < faces.size() && faces[i] == 6)
            faces[i++] = 1;
        if (i == faces.size())
            break;
        ++faces[i];
    }
    return counted;
}
}

class TestGrenade : public QObject {
    Q_OBJECT
private slots:
    // §9: R − floor(distance ÷ blast radius); the seed: 0.5 m and 10 m away → 20 hexes smaller.
    void blastZoneShrinksWithDistance_data()
    {
        QTest::addColumn<int>("zone");
        QTest::addColumn<double>("increment");
        QTest::addColumn<double>("metres");
        QTest::addColumn<int>("radius");
        QTest::newRow("seed: 0.5 m at 10 m is -20") << 6 << 0.5 << 10.0 << -14;
        QTest::newRow("on the impact point") << 6 << 0.5 << 0.0 << 6;
        QTest::newRow("just short of one increment") << 6 << 0.5 << 0.49 << 6;
        QTest::newRow("one increment") << 6 << 0.5 << 0.5 << 5;
        QTest::newRow("rounds down") << 6 << 0.5 << 1.2 << 4;
        QTest::newRow("down to 0: the impact hex alone") << 6 << 0.5 << 3.0 << 0;
        QTest::newRow("a quarter metre") << 4 << 0.25 << 1.0 << 0;
        QTest::newRow("binary fractions: 0.3 / 0.1 = 3") << 8 << 0.1 << 0.3 << 5;
    }
    void blastZoneShrinksWithDistance()
    {
        QFETCH(int, zone);
        QFETCH(double, increment);
        QFETCH(double, metres);
        QFETCH(int, radius);
        Grenade g = grenade("g", GrenadeType::Frag, zone, 10);
        g.blastRadius = increment;
        QCOMPARE(rules::blastZoneRadius(g, metres), radius);
    }

    void seedBystanderTenMetresAwayIsUnaffected()
    {
        const Ruleset& rs = shippedRuleset();
        const Grenade& da90 = *rs.grenade("da-90");
        QCOMPARE(da90.blastZone - rules::blastZoneRadius(da90, 10.0), 20);
        const ThrowOutcome out = throwWith(rs,
            { { CharacterState::fromSheet(rs, shippedSheet("frother")), 0 },
                { CharacterState::fromSheet(rs, shippedSheet("stormer")), 10 } },
            throwAt("da-90", "J27", 10), { 6, 6, 6 });
        QCOMPARE(out.characters.size(), std::size_t(2));
        QVERIFY(out.characters[0].affected());
        QVERIFY(!out.characters[0].hits.empty());
        QVERIFY(!out.characters[1].affected());
        QCOMPARE(out.characters[1].radius, -14);
        QVERIFY(out.characters[1].locations.empty());
        QCOMPARE(out.characters[1].after.incap, out.characters[1].after.incapMax);
    }

    // §9: every location with at least one body hex inside the zone is hit.
    void zoneMembership_data()
    {
        QTest::addColumn<int>("radius");
        QTest::addColumn<QStringList>("locations");
        QTest::newRow("radius 0: the impact hex") << 0 << QStringList { "left_leg" };
        QTest::newRow("radius 1") << 1 << QStringList { "right_leg", "left_leg" };
        QTest::newRow("radius 2") << 2 << QStringList { "abdomen", "right_leg", "left_leg" };
        QTest::newRow("radius 6: one torso hex of two is enough")
            << 6
            << QStringList { "torso", "abdomen", "right_arm", "left_arm", "right_leg", "left_leg" };
        QTest::newRow("radius 8: everything")
            << 8
            << QStringList { "head", "torso", "abdomen", "right_arm", "left_arm", "right_leg",
                   "left_leg" };
        QTest::newRow("below 0: nothing") << -1 << QStringList {};
    }
    void zoneMembership()
    {
        QFETCH(int, radius);
        QFETCH(QStringList, locations);
        const Ruleset rs = tinyRuleset();
        QStringList found;
        for (const std::string& id :
            locationIds(rs, rules::locationsInZone(rs.body, tinyImpact, radius)))
            found << QString::fromStdString(id);
        QCOMPARE(found, locations);
    }

    void zoneAroundAHexOffTheBody()
    {
        // The zone is a disk on the field whatever lies under its centre: J33 is between the feet.
        const Ruleset& rs = shippedRuleset();
        QVERIFY(rs.body.locationAt(*parseHex("K33")) < 0);
        const auto ids = locationIds(rs, rules::locationsInZone(rs.body, *parseHex("K33"), 1));
        QCOMPARE(ids, (std::vector<std::string> { "right_leg", "left_leg" }));
        QVERIFY(rules::locationsInZone(rs.body, *parseHex("K33"), 0).empty());
    }

    // §9: frag takes the damage on each location and Incap damage × locations; blast bruises
    // damage × locations and nothing else; smoke shows the zone only.
    void fragBlastAndSmoke_data()
    {
        QTest::addColumn<QString>("grenadeId");
        QTest::addColumn<int>("incapDamage");
        QTest::addColumn<int>("bruising");
        QTest::addColumn<int>("hitsTaken");
        QTest::newRow("frag: 10 x 3 locations") << "frag" << 30 << 0 << 10;
        QTest::newRow("blast: 12 x 3 locations, bruising only") << "blast" << 0 << 36 << 0;
        QTest::newRow("smoke: no damage") << "smoke" << 0 << 0 << 0;
    }
    void fragBlastAndSmoke()
    {
        QFETCH(QString, grenadeId);
        QFETCH(int, incapDamage);
        QFETCH(int, bruising);
        QFETCH(int, hitsTaken);
        const Ruleset rs = tinyRuleset();
        const CharacterState target = targetWith(rs);
        ThrowRequest req = throwAt(grenadeId.toStdString(), "E9", 10);
        const ThrowOutcome out
            = throwWith(rs, { { target, 0 } }, req, { 6, 6, 6 }); // a sure throw, no deviation
        QCOMPARE(text(out.impact), QString("E9"));
        const BlastTrace& t = out.characters.front();
        QCOMPARE(t.radius, 2);
        QCOMPARE(locationIds(rs, t.locations),
            (std::vector<std::string> { "abdomen", "right_leg", "left_leg" }));
        QCOMPARE(t.hits.size(), grenadeId == "smoke" ? std::size_t(0) : std::size_t(3));
        QCOMPARE(t.incapDamage, incapDamage);
        QCOMPARE(t.bruising, bruising);
        QCOMPARE(t.after.incap, target.incap - incapDamage);
        QCOMPARE(t.after.bruising, bruising);
        for (int l : t.locations) {
            const auto i = static_cast<std::size_t>(l);
            QCOMPARE(t.after.locations[i].hits, target.locations[i].hits - hitsTaken);
        }
        QCOMPARE(QString::fromStdString(out.effect).isEmpty(), false);
    }

    void fragIncapIsDamageTimesLocationsOnTheShippedBody_data()
    {
        QTest::addColumn<QString>("impact");
        QTest::addColumn<int>("zone");
        QTest::newRow("J27, radius 0") << "J27" << 0;
        QTest::newRow("J27, radius 1") << "J27" << 1;
        QTest::newRow("K24, radius 2") << "K24" << 2;
        QTest::newRow("K24, radius 6") << "K24" << 6;
        QTest::newRow("K24, radius 12") << "K24" << 12;
    }
    void fragIncapIsDamageTimesLocationsOnTheShippedBody()
    {
        QFETCH(QString, impact);
        QFETCH(int, zone);
        Ruleset rs = shippedRuleset();
        rs.grenades = { grenade("frag", GrenadeType::Frag, zone, 3) };
        const CharacterState stoo
            = CharacterState::fromSheet(rs, shippedSheet("stormer")); // helmet only
        const ThrowOutcome out = throwWith(
            rs, { { stoo, 0 } }, throwAt("frag", impact.toStdString(), 10), { 6, 6, 6 });
        const BlastTrace& t = out.characters.front();
        QVERIFY(!t.locations.empty());
        QCOMPARE(t.hits.size(), t.locations.size());
        QCOMPARE(t.incapDamage, 3 * static_cast<int>(t.locations.size()));
        QCOMPARE(stoo.incap - t.after.incap, t.incapDamage);
    }

    // §9 reading: a grenade's PEN is checked against PV like a shot without a penetration
    // die (AD 0); without a PEN the armour does not stop it.
    void armourAgainstTheBlast_data()
    {
        QTest::addColumn<QString>("grenadeId");
        QTest::addColumn<bool>("penetrated");
        QTest::addColumn<int>("abdomenDamage");
        QTest::addColumn<int>("idAfter");
        QTest::newRow("no PEN: straight through") << "frag" << true << 10 << 20;
        QTest::newRow("PEN 3 < PV 4: stopped, ID takes the DAM") << "frag-pen3" << false << 0 << 10;
        QTest::newRow("PEN 5 >= PV 4: DAM - PV, ID untouched") << "frag-pen5" << true << 6 << 20;
    }
    void armourAgainstTheBlast()
    {
        QFETCH(QString, grenadeId);
        QFETCH(bool, penetrated);
        QFETCH(int, abdomenDamage);
        QFETCH(int, idAfter);
        const Ruleset rs = tinyRuleset();
        const CharacterState target
            = targetWith(rs, { { "flak-jacket", std::nullopt } }); // PV 4, abdomen ID 20
        const ThrowOutcome out = throwWith(
            rs, { { target, 0 } }, throwAt(grenadeId.toStdString(), "E9", 10), { 6, 6, 6 });
        const BlastTrace& t = out.characters.front();
        const int abdomen = rs.body.locationIndex("abdomen");
        QCOMPARE(t.armourIgnored, grenadeId == "frag");
        const HitResult& hit = t.hits.front();
        QCOMPARE(hit.location, abdomen);
        QVERIFY(hit.armoured);
        QCOMPARE(hit.penetrated, penetrated);
        QCOMPARE(hit.bodyDamage, abdomenDamage);
        QCOMPARE(hit.armourIdAfter, idAfter);
        QCOMPARE(t.incapDamage, abdomenDamage + 20); // both legs are bare
    }

    // §9 throw: deviation 6 − aiming points after a success; a failure deviates 6 + the amount
    // missed; each band beyond optimum drifts 3 hexes straight down after the d6 deviation.
    void throwDeviation_data()
    {
        QTest::addColumn<int>("skill");
        QTest::addColumn<QString>("range");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<bool>("hit");
        QTest::addColumn<int>("deviation");
        QTest::addColumn<int>("drift");
        QTest::addColumn<QString>("deviated");
        QTest::addColumn<QString>("impact");
        // J27 is col 9 (odd); two steps lower left reach H28.
        QTest::newRow("hit, success die 4 pulls 6 back to 2")
            << 5 << "optimum" << QList<int> { 4, 3, 2, 4 } << true << 2 << 0 << "H28"
            << "H28";
        QTest::newRow("critical pulls all the way back")
            << 10 << "optimum" << QList<int> { 6, 5, 4 } << true << 0 << 0 << "J27"
            << "J27";
        QTest::newRow("miss by 5: 6 + 5 = 11 up")
            << 2 << "optimum" << QList<int> { 1, 2, 3, 6 } << false << 11 << 0 << "J16"
            << "J16";
        QTest::newRow("medium: 3 down after the d6")
            << 5 << "medium" << QList<int> { 4, 3, 2, 4 } << true << 2 << 3 << "H28"
            << "H31";
        QTest::newRow("long: 6 down")
            << 10 << "long" << QList<int> { 6, 5, 4 } << true << 0 << 6 << "J27"
            << "J33";
        QTest::newRow("extreme, missed: 16 up, then 9 down")
            << 0 << "extreme" << QList<int> { 1, 1, 1, 6 } << false << 16 << 9 << "J11"
            << "J20";
    }
    void throwDeviation()
    {
        QFETCH(int, skill);
        QFETCH(QString, range);
        QFETCH(QList<int>, dice);
        QFETCH(bool, hit);
        QFETCH(int, deviation);
        QFETCH(int, drift);
        QFETCH(QString, deviated);
        QFETCH(QString, impact);
        const Ruleset& rs = shippedRuleset();
        ThrowRequest req = throwAt("da-90", "J27", skill);
        req.range = rangeBandFromString(range.toStdString());
        const ThrowOutcome out
            = throwWith(rs, { { targetWith(rs), 0 } }, req, { dice.begin(), dice.end() });
        QVERIFY(out.roll);
        QCOMPARE(out.roll->hit, hit);
        QCOMPARE(out.deviation, deviation);
        QCOMPARE(out.direction.has_value(), deviation > 0);
        QCOMPARE(out.drift, drift);
        QCOMPARE(text(out.deviated), deviated);
        QCOMPARE(text(out.impact), impact);
        QCOMPARE(out.impact, step(out.deviated, 3, drift));
        // The dice in contract order: the attack roll, then the direction if it deviates.
        QCOMPARE(out.dice.size(), std::size_t(deviation > 0 ? 4 : 3));
        QCOMPARE(std::string(out.dice[0].purpose), std::string("success die"));
        if (deviation > 0)
            QCOMPARE(std::string(out.dice[3].purpose), std::string("direction"));
    }

    // §1 through the throw: modifiers on the target keep the critical, on the roll they cut it.
    void difficultyOnTargetOrRoll_data()
    {
        QTest::addColumn<bool>("onRoll");
        QTest::addColumn<int>("aimingPoints");
        QTest::newRow("on the target: 2 + 2 critical") << false << 4;
        QTest::newRow("on the roll: no critical") << true << 2;
    }
    void difficultyOnTargetOrRoll()
    {
        QFETCH(bool, onRoll);
        QFETCH(int, aimingPoints);
        Ruleset rs = shippedRuleset();
        rs.options.difficultyOnRoll = onRoll;
        rs.options.jamming = true; // a throw never jams, even on three ones
        ThrowRequest req = throwAt("da-90", "J27", 7);
        req.modifier = -3;
        const ThrowOutcome out = throwWith(rs, { { targetWith(rs), 0 } }, req, { 2, 5, 6, 1 });
        QVERIFY(out.roll->hit);
        QCOMPARE(out.aimingPoints, aimingPoints);
        QCOMPARE(out.deviation, 6 - aimingPoints);
        const ThrowOutcome ones
            = throwWith(rs, { { targetWith(rs), 0 } }, throwAt("da-90", "J27", 10), { 1, 1, 1, 1 });
        QVERIFY(!ones.roll->jammed);
    }

    void distanceSetsTheRangeBand_data()
    {
        QTest::addColumn<double>("metres");
        QTest::addColumn<int>("drift");
        QTest::newRow("20 m: optimum") << 20.0 << 0;
        QTest::newRow("21 m: medium") << 21.0 << 3;
        QTest::newRow("80 m: long") << 80.0 << 6;
        QTest::newRow("160 m: extreme") << 160.0 << 9;
    }
    void distanceSetsTheRangeBand()
    {
        QFETCH(double, metres);
        QFETCH(int, drift);
        const Ruleset& rs = shippedRuleset();
        ThrowRequest req = throwAt("da-90", "J24", 10);
        req.distance = metres;
        const ThrowOutcome out = throwWith(rs, { { targetWith(rs), 0 } }, req, { 6, 6, 6 });
        QCOMPARE(out.drift, drift);
        QCOMPARE(out.impact, step(*parseHex("J24"), 3, drift));
    }

    // §9 on the floor: each character's point deviates on its own dice, direction then distance.
    void grenadeOnTheFloor()
    {
        const Ruleset& rs = shippedRuleset();
        ThrowRequest req = throwAt("da-90", "K27");
        req.onFloor = true;
        TypedDice dice({ 2, 3, 5, 1 });
        const ThrowOutcome out
            = resolveThrow(rs, { { targetWith(rs), 0 }, { targetWith(rs), 1.0 } }, req, dice);
        QVERIFY(!out.roll);
        QCOMPARE(out.dice.size(), std::size_t(4));
        QCOMPARE(std::string(out.dice[0].purpose), std::string("direction"));
        QCOMPARE(std::string(out.dice[1].purpose), std::string("distance"));
        QCOMPARE(out.characters[0].impact, step(*parseHex("K27"), 2, 3));
        QCOMPARE(out.characters[0].direction, std::optional<int>(2));
        QCOMPARE(out.characters[0].deviation, 3);
        QCOMPARE(out.characters[1].impact, step(*parseHex("K27"), 5, 1));
        QCOMPARE(out.characters[1].radius, 4);
        QCOMPARE(out.impact, out.characters[0].impact);
        QCOMPARE(out.drift, 0);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("grenadeId");
        QTest::addColumn<QString>("impact");
        QTest::addColumn<double>("distance");
        QTest::addColumn<double>("bystander");
        QTest::addColumn<bool>("onFloor");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown grenade")
            << "pineapple"
            << "J27" << -1.0 << 0.0 << false << "unknown grenade 'pineapple'";
        QTest::newRow("above the lower third")
            << "da-90"
            << "K14" << -1.0 << 0.0 << false << "not in the lower third";
        QTest::newRow("row 22 is just above it")
            << "da-90"
            << "K22" << -1.0 << 0.0 << false << "not in the lower third";
        QTest::newRow("off the field")
            << "da-90"
            << "X30" << -1.0 << 0.0 << false << "outside the field (A1 to W33)";
        QTest::newRow("below the field") << "da-90"
                                         << "K34" << -1.0 << 0.0 << false << "outside the field";
        QTest::newRow("beyond 8 x RNG") << "da-90"
                                        << "J27" << 161.0 << 0.0 << false << "beyond extreme range";
        QTest::newRow("a bystander at -1 m")
            << "da-90"
            << "J27" << -1.0 << -1.0 << false << "0 or more metres";
        QTest::newRow("range on the floor") << "da-90"
                                            << "J27" << 10.0 << 0.0 << true << "not thrown";
    }
    void refusals()
    {
        QFETCH(QString, grenadeId);
        QFETCH(QString, impact);
        QFETCH(double, distance);
        QFETCH(double, bystander);
        QFETCH(bool, onFloor);
        QFETCH(QString, message);
        const Ruleset& rs = shippedRuleset();
        ThrowRequest req = throwAt(grenadeId.toStdString(), impact.toStdString());
        if (distance >= 0)
            req.distance = distance;
        req.onFloor = onFloor;
        const std::vector<BlastCharacter> characters { { targetWith(rs), 0 },
            { targetWith(rs), bystander } };
        TypedDice dice({ 6, 6, 6, 6 });
        try {
            resolveThrow(rs, characters, req, dice);
            QFAIL("not refused");
        } catch (const Refused& e) {
            QVERIFY2(QString(e.what()).contains(message), e.what());
        }
        QVERIFY(dice.used().empty()); // refused before any die
        QVERIFY_THROWS_EXCEPTION(Refused, throwOdds(rs, characters, req));
    }

    void tooFewDice()
    {
        const Ruleset& rs = shippedRuleset();
        QVERIFY_THROWS_EXCEPTION(DiceExhausted,
            throwWith(rs, { { targetWith(rs), 0 } }, throwAt("da-90", "J27", 5), { 4, 3, 2 }));
    }

    // §9 jumping on a grenade: (5 × damage − torso and abdomen hits − their armour ID) ÷ 5.
    // The seed's worked example slips: it writes 6 for Wickham and 4 for Stoo; the rule gives
    // 50 − 28 = 22 → 4 and 50 − 40 = 10 → 2.
    void jumpingOnAGrenade_data()
    {
        QTest::addColumn<QString>("character");
        QTest::addColumn<QString>("grenadeId");
        QTest::addColumn<int>("stopped");
        QTest::addColumn<int>("leftOver");
        QTest::addColumn<int>("passedOn");
        QTest::newRow("Wickham on a DA 90 (seed writes 6)") << "frother"
                                                            << "da-90" << 28 << 22 << 4;
        QTest::newRow("Stoo on a DA 90 (seed writes 4)") << "stormer"
                                                         << "da-90" << 40 << 10 << 2;
        QTest::newRow("Wickham on a heavy frag") << "frother"
                                                 << "heavy-frag" << 28 << 42 << 8;
        QTest::newRow("Max.Rock's flak jacket counts its ID")
            << "operative"
            << "da-90" << 15 + 12 + 20 + 20 << 0 << 0;
    }
    void jumpingOnAGrenade()
    {
        QFETCH(QString, character);
        QFETCH(QString, grenadeId);
        QFETCH(int, stopped);
        QFETCH(int, leftOver);
        QFETCH(int, passedOn);
        const Ruleset& rs = shippedRuleset();
        const CharacterState jumper
            = CharacterState::fromSheet(rs, shippedSheet(character.toStdString()));
        const JumpOutcome out = jumpOnGrenade(rs, jumper, grenadeId.toStdString());
        QCOMPARE(out.damageTimesFive, 5 * rs.grenade(grenadeId.toStdString())->damage);
        QCOMPARE(out.stopped, stopped);
        QCOMPARE(out.leftOver, leftOver);
        QCOMPARE(out.passedOn, passedOn);
        const auto lines = describeJump(rs, out);
        QVERIFY(!lines.empty());
    }

    void wickhamsWorking()
    {
        const Ruleset& rs = shippedRuleset();
        const JumpOutcome out
            = jumpOnGrenade(rs, CharacterState::fromSheet(rs, shippedSheet("frother")), "da-90");
        QCOMPARE(out.torsoHits, 15);
        QCOMPARE(out.abdomenHits, 13);
        QCOMPARE(out.after.status(rs), CharacterStatus::Dead);
        QStringList lines;
        for (const auto& line : describeJump(rs, out))
            lines << QString::fromStdString(line);
        QVERIFY2(lines.join('\n').contains("50 − 28 = 22 left over; 22 ÷ 5 = 4"),
            qPrintable(lines.join('\n')));
        QVERIFY_THROWS_EXCEPTION(Refused, jumpOnGrenade(rs, out.after, "smoke"));
        QVERIFY_THROWS_EXCEPTION(Refused, jumpOnGrenade(rs, out.after, "pineapple"));
    }

    // The exact odds count every dice sequence: the resolver, run on all of them, agrees.
    void oddsAgreeWithTheResolverOverEverySequence_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::newRow("optimum") << "optimum";
        QTest::newRow("long range drift") << "long";
        QTest::newRow("a poor thrower") << "poor";
        QTest::newRow("difficulty on the roll") << "onroll";
        QTest::newRow("near the edge of the field") << "edge";
        QTest::newRow("on the floor, two characters") << "floor";
    }
    void oddsAgreeWithTheResolverOverEverySequence()
    {
        QFETCH(QString, setup);
        Ruleset rs = shippedRuleset();
        ThrowRequest req = throwAt("da-90", "J27", 4);
        std::vector<BlastCharacter> characters { { targetWith(rs), 0 }, { targetWith(rs), 1.5 } };
        int length = 4;
        if (setup == "long")
            req.range = RangeBand::Long;
        if (setup == "poor") {
            req.skill = 0;
            req.modifier = -4;
        }
        if (setup == "onroll") {
            rs.options.difficultyOnRoll = true;
            req.modifier = -2;
        }
        if (setup == "edge")
            req.impact = *parseHex("W33");
        if (setup == "floor")
            req.onFloor = true;
        const ThrowOdds odds = throwOdds(rs, characters, req);
        const ThrowOdds counted = enumerateResolver(rs, characters, req, length);
        QCOMPARE(counted.denominator, std::uint64_t(1296));
        std::uint64_t sum = 0;
        for (const auto& [hex, w] : odds.hexes)
            sum += w;
        QCOMPARE(sum, odds.denominator); // every throw goes off somewhere
        if (setup == "floor") {
            // Each character's point rolls its own two dice: the 4-die count is 36 × the odds.
            QCOMPARE(odds.denominator, std::uint64_t(36));
            for (std::size_t i = 0; i < characters.size(); ++i) {
                for (std::size_t l = 0; l < odds.characters[i].locations.size(); ++l)
                    QCOMPARE(
                        counted.characters[i].locations[l], 36 * odds.characters[i].locations[l]);
                QCOMPARE(counted.characters[i].unaffected, 36 * odds.characters[i].unaffected);
            }
            return;
        }
        QCOMPARE(odds.denominator, counted.denominator);
        QCOMPARE(odds.rollSucceeds, counted.rollSucceeds);
        QCOMPARE(odds.hexes, counted.hexes);
        for (std::size_t i = 0; i < characters.size(); ++i) {
            QCOMPARE(odds.characters[i].radius, counted.characters[i].radius);
            QCOMPARE(odds.characters[i].locations, counted.characters[i].locations);
            QCOMPARE(odds.characters[i].unaffected, counted.characters[i].unaffected);
        }
    }

    void aSureThrowLandsOnItsPoint()
    {
        const Ruleset rs = tinyRuleset();
        ThrowRequest req = throwAt("frag", "E9", 30); // 3d6 + 30: a critical of at least 15
        const ThrowOdds odds = throwOdds(rs, { { targetWith(rs), 0 } }, req);
        QCOMPARE(odds.hexes.size(), std::size_t(1));
        QCOMPARE(odds.hexes.at(tinyImpact), odds.denominator);
        const auto& locations = odds.characters.front().locations;
        QCOMPARE(locations[static_cast<std::size_t>(rs.body.locationIndex("abdomen"))],
            odds.denominator);
        QCOMPARE(
            locations[static_cast<std::size_t>(rs.body.locationIndex("head"))], std::uint64_t(0));
    }

    void workingNamesEveryStep()
    {
        const Ruleset& rs = shippedRuleset();
        ThrowRequest req = throwAt("da-90", "J27", 5);
        req.range = RangeBand::Medium;
        const ThrowOutcome out = throwWith(rs,
            { { CharacterState::fromSheet(rs, shippedSheet("frother")), 0 } }, req, { 4, 3, 2, 4 });
        QStringList lines;
        for (const auto& line : describeThrow(rs, out))
            lines << QString::fromStdString(line);
        const QString all = lines.join('\n');
        QVERIFY2(all.contains("Roll 4,3,2 + Throwing 5: total 14 against 13 — success."),
            qPrintable(all));
        QVERIFY2(all.contains("Deviation 6 − aiming points 4 → 2."), qPrintable(all));
        QVERIFY2(
            all.contains("Direction 4 (lower left): 2 hexes from J27 to H28."), qPrintable(all));
        QVERIFY2(all.contains("3 hexes straight down, from H28 to H31."), qPrintable(all));
        QVERIFY2(all.contains(
                     "Wickham, 0 m from the impact point: blast zone 6 − 0 = 6 hexes around H31."),
            qPrintable(all));
        QVERIFY2(all.contains("Incap damage"), qPrintable(all));
    }
};

QTEST_APPLESS_MAIN(TestGrenade)
#include "tst_grenade.moc"
