// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Everyone stands on the map: range bands from the places (seed 000, Range), a blow's reach, a
// grenade's blast on everyone near its point (§9), walking fire in the order the shooter's line
// passes them (§6), each combatant's readiness kept across turns and files, and session files
// of every format opening with places.
#include "dicerun.h"
#include "encounter.h"
#include "places.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {

QString sessions()
{
    return QStringLiteral(HITSPREAD_TEST_DATA "/sessions/");
}

// An encounter of two sides with nobody in it yet.
Encounter emptyFight(const Ruleset& rs)
{
    Encounter e;
    e.rulesetId = rs.id;
    e.sides = { { "Operatives", "#2f6fb0" }, { "Frothers", "#b03a2f" } };
    e.dice.seed = 7;
    return e;
}

CombatantId joinAt(Encounter& e, const Ruleset& rs, const std::string& key, int side, Hex at)
{
    const CombatantId id = joinEncounter(e, rs, rs.characters.at(key), side);
    e.find(id)->position = at;
    return id;
}

// The hex `metres` straight to the right of the origin along row 0 (odd-q): as far in hexes.
Hex right(int metres)
{
    return fromOffset({ metres, 0 });
}

AttackRequest shotWith(const Ruleset& rs, const Combatant& actor, const std::string& weapon)
{
    AttackRequest r;
    r.weapon = weapon;
    r.target = rs.body.standardAim;
    r.shooter = ShooterProfile::fromSheet(rs, *actor.state.sheet, *rs.weapon(weapon));
    return r;
}

EncounterEntry resolved(const Ruleset& rs, const Encounter& e, CombatantId actor,
    const PlacedAction& placed, std::uint64_t seed = 3)
{
    return runWithDice(DiceSupply::seeded(seed), [&](DiceSource& dice) {
        return resolveEncounterAction(rs, e, actor, placed.targets, placed.action, dice);
    }).outcome;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

} // namespace

class TestPlaces : public QObject {
    Q_OBJECT

private slots:
    void theBandComesFromTheMetresBetweenThem_data()
    {
        QTest::addColumn<int>("metres");
        QTest::addColumn<QString>("band"); // empty: refused
        // The Mal Anvil's RNG is 15 m.
        QTest::newRow("RNG") << 15 << "optimum";
        QTest::newRow("RNG + 1") << 16 << "medium";
        QTest::newRow("2 × RNG") << 30 << "medium";
        QTest::newRow("2 × RNG + 1") << 31 << "long";
        QTest::newRow("4 × RNG") << 60 << "long";
        QTest::newRow("4 × RNG + 1") << 61 << "extreme";
        QTest::newRow("8 × RNG") << 120 << "extreme";
        QTest::newRow("8 × RNG + 1") << 121 << "";
    }
    void theBandComesFromTheMetresBetweenThem()
    {
        QFETCH(int, metres);
        QFETCH(QString, band);
        const Ruleset& rs = shippedRuleset();
        QCOMPARE(rs.weapon("mal-anvil")->rng, 15);
        Encounter e = emptyFight(rs);
        const CombatantId a = joinAt(e, rs, "operative", 0, { 0, 0 });
        const CombatantId b = joinAt(e, rs, "frother", 1, right(metres));
        QCOMPARE(metresBetween(*e.find(a), *e.find(b)), metres);
        const PlacedAction placed
            = attackFromPlaces(rs, e, a, b, shotWith(rs, *e.find(a), "mal-anvil"));
        QCOMPARE(placed.distance, metres);
        if (band.isEmpty()) {
            try {
                resolved(rs, e, a, placed);
                QFAIL("a shot beyond 8 × RNG was resolved");
            } catch (const Refused& refused) {
                const QString why = QString::fromStdString(refused.what());
                QVERIFY2(why.contains("121 m") && why.contains("120 m"), qPrintable(why));
            }
            return;
        }
        const EncounterEntry entry = resolved(rs, e, a, placed);
        QCOMPARE(QString(toString(entry.action.outcome.range)), band);
    }

    void aBlowReachesOnlyTheHexesBeside()
    {
        const Ruleset& rs = shippedRuleset();
        Encounter e = emptyFight(rs);
        const CombatantId a = joinAt(e, rs, "frother", 1, { 0, 0 });
        const CombatantId b = joinAt(e, rs, "operative", 0, { 1, 0 });
        const PlacedAction beside
            = attackFromPlaces(rs, e, a, b, shotWith(rs, *e.find(a), "combat-sword"));
        QCOMPARE(beside.distance, 1);
        QCOMPARE(resolved(rs, e, a, beside).action.outcome.melee, true);
        moveCombatant(rs, e, b, { 2, 0 });
        try {
            attackFromPlaces(rs, e, a, b, shotWith(rs, *e.find(a), "combat-sword"));
            QFAIL("a blow reached two hexes");
        } catch (const Refused& refused) {
            QVERIFY(QString(refused.what()).contains("2 m"));
        }
    }

    // §9: heavy frag, zone 8, shrinking one hex per 0.5 m: 1 m → 6, 2 m → 4, 4 m → 0, 5 m → −2.
    void aGrenadeCatchesEveryoneNearItsPointByTheirDistance()
    {
        const Ruleset& rs = shippedRuleset();
        Encounter e = emptyFight(rs);
        const CombatantId thrower = joinAt(e, rs, "operative", 0, { 0, 0 });
        const Hex point = right(12);
        const CombatantId near = joinAt(e, rs, "frother", 1, point + Hex { 1, 0 });
        const CombatantId middle = joinAt(e, rs, "frother", 1, point + Hex { 0, 2 });
        const CombatantId edge = joinAt(e, rs, "frother", 1, point + Hex { 4, -2 });
        const CombatantId beyond = joinAt(e, rs, "frother", 1, point + Hex { -5, 0 });
        GrenadeAction g;
        g.request.grenade = "heavy-frag";
        g.request.impact = *parseHex("K27");
        g.request.skill = 8;
        const PlacedAction placed = throwFromPlaces(rs, e, thrower, point, g);
        QCOMPARE(placed.distance, 12);
        QVERIFY(placed.targets == (std::vector<CombatantId> { near, middle, edge }));
        QCOMPARE(placed.action.grenade->targetDistance, 1.0);
        QVERIFY(placed.action.grenade->distances == (std::vector<double> { 2.0, 4.0 }));
        const EncounterEntry entry = resolved(rs, e, thrower, placed);
        const ThrowOutcome& thrown = *entry.action.grenadeOutcome.thrown;
        QCOMPARE(thrown.range, RangeBand::Optimum); // 12 m of the grenade's RNG 15
        QCOMPARE(thrown.characters.size(), std::size_t(3));
        QCOMPARE(thrown.characters[0].radius, 6);
        QCOMPARE(thrown.characters[1].radius, 4);
        QCOMPARE(thrown.characters[2].radius, 0);
        QVERIFY(!thrown.characters[0].locations.empty());
        Encounter after = e;
        applyEntry(after, entry);
        QVERIFY(after.find(near)->state.incap < e.find(near)->state.incap);
        QCOMPARE(after.find(beyond)->state.incap, e.find(beyond)->state.incap);
        // Thrown at its own feet, the thrower is caught too.
        const PlacedAction own = throwFromPlaces(rs, e, thrower, { 0, 1 }, g);
        QCOMPARE(own.targets.front(), thrower);
        Encounter hurt = e;
        applyEntry(hurt, resolved(rs, e, thrower, own));
        QVERIFY(hurt.find(thrower)->state.incap < e.find(thrower)->state.incap);
        unapplyEntry(hurt);
        QCOMPARE(hurt.find(thrower)->state.incap, e.find(thrower)->state.incap);
        // Nobody near an empty corner of the map: said, with the blast's reach.
        try {
            throwFromPlaces(rs, e, thrower, { -40, 0 }, g);
            QFAIL("a throw caught nobody");
        } catch (const Refused& refused) {
            QVERIFY2(QString(refused.what()).contains("4 m"), refused.what());
        }
    }

    // §6: the fire walks on to the one the shooter's line passes first as it swings away.
    void walkingFireMovesOnToTheNeighbourNearestTheLine()
    {
        const Ruleset& rs = shippedRuleset();
        Encounter e = emptyFight(rs);
        const CombatantId gunner = joinAt(e, rs, "gunner", 0, { 0, 0 });
        const CombatantId first = joinAt(e, rs, "frother", 1, fromOffset({ 10, 0 }));
        // Listed first, but two rows off the line; the other stands one row off it.
        const CombatantId far = joinAt(e, rs, "frother", 1, fromOffset({ 10, 3 }));
        const CombatantId close = joinAt(e, rs, "frother", 1, fromOffset({ 10, 1 }));
        const std::vector<CombatantId> order = walkOrder(rs, e, gunner, first, 1000);
        QVERIFY(order == (std::vector<CombatantId> { close, far }));
        AttackRequest burst = shotWith(rs, *e.find(gunner), "fen-gunhead");
        burst.mode = FireMode::Full;
        burst.burstDice = 3;
        burst.walk = { { 2, true } };
        const PlacedAction placed = attackFromPlaces(rs, e, gunner, first, burst);
        QVERIFY(placed.targets == (std::vector<CombatantId> { first, close }));
        const EncounterEntry entry = resolved(rs, e, gunner, placed);
        QVERIFY(std::any_of(entry.action.outcome.shots.begin(), entry.action.outcome.shots.end(),
            [](const ShotTrace& shot) { return shot.target == 1; }));
        burst.walk = { { 1, true }, { 1, true }, { 1, true } };
        try {
            attackFromPlaces(rs, e, gunner, first, burst);
            QFAIL("the fire walked on to somebody who is not there");
        } catch (const Refused&) {
        }
    }

    void readinessIsKeptAcrossTurnsAndFiles()
    {
        const Ruleset& rs = shippedRuleset();
        Encounter e = emptyFight(rs);
        const CombatantId xeno = joinAt(e, rs, "xeno", 0, { 0, 0 });
        const CombatantId frother = joinAt(e, rs, "frother", 1, right(20));
        const CombatantId other = joinAt(e, rs, "frother", 1, right(22));
        // The Xeno takes up its rifle, aims twice at the Frother from a firing stance.
        AttackRequest form = readied(rs, *e.find(xeno), {}, frother);
        QCOMPARE(QString::fromStdString(form.weapon), QString("combat-knife"));
        form.weapon = "assault-rifle";
        form.aims = 2;
        form.stance = true;
        e.find(xeno)->readiness = readinessOf(form, frother);
        // Someone else acts; the Xeno's turn comes again: its setup is as it left it.
        AttackRequest again = readied(rs, *e.find(xeno), AttackRequest {}, frother);
        QCOMPARE(QString::fromStdString(again.weapon), QString("assault-rifle"));
        QCOMPARE(again.aims, 2);
        QVERIFY(again.stance);
        // Aims at the Frother are lost on another target.
        QCOMPARE(readied(rs, *e.find(xeno), {}, other).aims, 0);
        // Firing spends the aims and remembers whom it shot at.
        const PlacedAction placed = attackFromPlaces(rs, e, xeno, frother, again);
        applyEntry(e, resolved(rs, e, xeno, placed));
        const Readiness& after = e.find(xeno)->readiness;
        QCOMPARE(after.aims, 0);
        QCOMPARE(after.lastTarget, frother);
        QVERIFY(after.firingStance);
        QCOMPARE(QString::fromStdString(after.weapon), QString("assault-rifle"));
        QCOMPARE(defaultTarget(rs, e, xeno),
            e.find(frother)->state.status(rs) == CharacterStatus::Ok ? frother : other);
        // A mode the knife cannot fire is not kept when it takes the knife up again.
        e.find(xeno)->readiness.mode = FireMode::Full;
        e.find(xeno)->readiness.weapon = "combat-knife";
        QCOMPARE(readied(rs, *e.find(xeno), {}, frother).mode, FireMode::Single);
        e.find(xeno)->readiness.weapon = "assault-rifle";
        // Moving loses the aims and the firing stance.
        e.find(xeno)->readiness.aims = 1;
        e.find(xeno)->readiness.aimedAt = frother;
        moveCombatant(rs, e, xeno, { 0, 3 });
        QCOMPARE(e.find(xeno)->readiness.aims, 0);
        QVERIFY(!e.find(xeno)->readiness.firingStance);
        // The file keeps places and readiness.
        e.find(xeno)->readiness.aims = 3;
        e.find(xeno)->readiness.aimedAt = other;
        const std::string text = writeEncounter(rs, e);
        QVERIFY(text.find("hitspread_session: 4") != std::string::npos);
        const EncounterLoad load = readEncounter(rs, text, "kept.hitspread");
        QVERIFY2(load.encounter, load.errors.empty() ? "" : load.errors.front().text().c_str());
        for (const Combatant& c : e.combatants) {
            const Combatant* read = load.encounter->findByName(c.name);
            QVERIFY(read);
            QVERIFY(read->position == c.position);
            QVERIFY(read->readiness == c.readiness);
        }
    }

    void aFileWithTwoOnOneHexOrABadPlaceIsRefused_data()
    {
        QTest::addColumn<QString>("replace");
        QTest::addColumn<QString>("by");
        QTest::addColumn<QString>("says");
        QTest::newRow("one hex") << "{q: 0, r: 1}"
                                 << "{q: 0, r: 0}"
                                 << "both stand on the hex 0,0";
        QTest::newRow("not two integers") << "{q: 0, r: 1}"
                                          << "{q: 0.5, r: 1}"
                                          << "q";
        QTest::newRow("one integer") << "{q: 0, r: 1}"
                                     << "{q: 0}"
                                     << "r";
        QTest::newRow("off the map") << "{q: 0, r: 1}"
                                     << "{q: 0, r: 900000}"
                                     << "r";
        QTest::newRow("a name for a readiness") << "{q: 0, r: 1}"
                                                << "{q: 0, r: 1}\n    readiness: {aimed_at: Nobody}"
                                                << "Nobody";
    }
    void aFileWithTwoOnOneHexOrABadPlaceIsRefused()
    {
        QFETCH(QString, replace);
        QFETCH(QString, by);
        QFETCH(QString, says);
        const Ruleset& rs = shippedRuleset();
        Encounter e = emptyFight(rs);
        joinAt(e, rs, "operative", 0, { 0, 0 });
        joinAt(e, rs, "frother", 1, { 0, 1 });
        QString text = QString::fromStdString(writeEncounter(rs, e));
        QVERIFY(text.contains(replace));
        text.replace(replace, by);
        const EncounterLoad load = readEncounter(rs, text.toStdString(), "bad.hitspread");
        QVERIFY(!load.encounter);
        QVERIFY(!load.errors.empty());
        const std::string first = load.errors.front().text();
        QVERIFY2(QString::fromStdString(first).startsWith("bad.hitspread:"), first.c_str());
        QVERIFY2(QString::fromStdString(first).contains(says), first.c_str());
    }

    // Every session file of earlier formats opens, everyone on a hex of its own, the actor
    // facing its target at the distance the old range setting implied.
    void everyOldFileOpensWithPlaces_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("format 3") << "encounter/old/format3-fight.yaml";
        QTest::newRow("format 3, exports") << "encounter/old/format3-exports.yaml";
        QTest::newRow("format 2") << "valid-tracker.yaml";
        QTest::newRow("format 1") << "valid.yaml";
    }
    void everyOldFileOpensWithPlaces()
    {
        QFETCH(QString, file);
        const Ruleset& rs = shippedRuleset();
        const EncounterLoad load
            = readEncounter(rs, readAll(sessions() + file).toStdString(), file.toStdString());
        QVERIFY2(load.encounter, load.errors.empty() ? "" : load.errors.front().text().c_str());
        QVERIFY(load.fileFormat < EncounterFormatVersion);
        const Encounter& e = *load.encounter;
        for (std::size_t i = 0; i < e.combatants.size(); ++i)
            for (std::size_t j = i + 1; j < e.combatants.size(); ++j)
                QVERIFY(!(e.combatants[i].position == e.combatants[j].position));
        for (const Combatant& c : e.combatants) {
            const OffsetCoord at = toOffset(c.position);
            QCOMPARE(at.col % std::max(1, impliedDistance(rs, e.settings)), 0);
        }
        if (e.find(e.actor) && e.find(e.target))
            QCOMPARE(metresBetween(*e.find(e.actor), *e.find(e.target)),
                impliedDistance(rs, e.settings));
        // Whom each last attacked comes from the log.
        if (!e.log.empty()) {
            const EncounterEntry& last = e.log.back();
            QCOMPARE(e.find(last.actor)->readiness.lastTarget, last.targets.front());
        }
        // Written again, it opens as format 4 with the same places.
        const EncounterLoad again = readEncounter(rs, writeEncounter(rs, e), "again.hitspread");
        QVERIFY(again.encounter);
        QCOMPARE(again.fileFormat, EncounterFormatVersion);
        for (std::size_t i = 0; i < e.combatants.size(); ++i)
            QVERIFY(again.encounter->combatants[i].position == e.combatants[i].position);
    }

    // One revived where it fell, under someone who stepped there: the file written steps it
    // aside and opens again; the fallen are passed over by walking fire.
    void aRevivedCombatantStepsAside()
    {
        const Ruleset& rs = shippedRuleset();
        Encounter e = emptyFight(rs);
        const CombatantId alice = joinAt(e, rs, "operative", 0, { 0, 0 });
        const CombatantId bob = joinAt(e, rs, "frother", 1, { 3, 0 });
        const CombatantId carl = joinAt(e, rs, "frother", 1, { 3, 1 });
        CharacterState& fallen = e.find(bob)->state;
        fallen.incap = 0;
        QVERIFY(fallen.status(rs) != CharacterStatus::Ok);
        QVERIFY(walkOrder(rs, e, alice, carl, 1000).empty()); // Bob lies there: passed over
        moveCombatant(rs, e, alice, { 3, 0 }); // steps over Bob
        e.find(bob)->state = CharacterState::fromSheet(rs, *e.find(bob)->state.sheet);
        std::string text = writeEncounter(rs, e);
        QVERIFY(!readEncounter(rs, text, "crowded").encounter); // two on one hex: refused
        settlePlaces(rs, e);
        QVERIFY(e.find(alice)->position == (Hex { 3, 0 }));
        QCOMPARE(distance(e.find(bob)->position, Hex { 3, 0 }), 1);
        QVERIFY(!(e.find(bob)->position == e.find(carl)->position));
        text = writeEncounter(rs, e);
        QVERIFY(readEncounter(rs, text, "settled").encounter);
    }

    // Aims kept at one target make it the actor's target when it acts again.
    void theAimedAtIsTheDefaultTarget()
    {
        const Ruleset& rs = shippedRuleset();
        Encounter e = emptyFight(rs);
        const CombatantId xeno = joinAt(e, rs, "xeno", 0, { 0, 0 });
        const CombatantId near = joinAt(e, rs, "frother", 1, { 2, 0 });
        const CombatantId far = joinAt(e, rs, "frother", 1, { 9, 0 });
        QCOMPARE(defaultTarget(rs, e, xeno), near);
        e.find(xeno)->readiness.lastTarget = near;
        e.find(xeno)->readiness.aims = 2;
        e.find(xeno)->readiness.aimedAt = far;
        QCOMPARE(defaultTarget(rs, e, xeno), far);
        e.find(xeno)->readiness.aims = 0;
        QCOMPARE(defaultTarget(rs, e, xeno), near);
    }

    void impliedDistanceIsTheBandsFarEnd()
    {
        const Ruleset& rs = shippedRuleset();
        AttackRequest r;
        r.weapon = "mal-anvil";
        QCOMPARE(impliedDistance(rs, r), 15);
        r.range = RangeBand::Long;
        QCOMPARE(impliedDistance(rs, r), 60);
        r.distance = 33.4;
        QCOMPARE(impliedDistance(rs, r), 33);
        r.weapon = "combat-sword";
        QCOMPARE(impliedDistance(rs, r), 1);
    }

    void joiningTakesAFreeHexOfItsSide()
    {
        const Ruleset& rs = shippedRuleset();
        Encounter e = emptyFight(rs);
        const CombatantId a = joinEncounter(e, rs, rs.characters.at("operative"), 0);
        const CombatantId b = joinEncounter(e, rs, rs.characters.at("operative"), 0);
        const CombatantId c = joinEncounter(e, rs, rs.characters.at("frother"), 1);
        QVERIFY(!(e.find(a)->position == e.find(b)->position));
        QCOMPARE(toOffset(e.find(a)->position).col, toOffset(e.find(b)->position).col);
        QCOMPARE(toOffset(e.find(c)->position).col, DefaultLineGap);
        QVERIFY(whyCannotMove(rs, e, c, e.find(a)->position).has_value());
        QVERIFY(!whyCannotMove(rs, e, c, { 5, 5 }).has_value());
    }
};

QTEST_APPLESS_MAIN(TestPlaces)
#include "tst_places.moc"
