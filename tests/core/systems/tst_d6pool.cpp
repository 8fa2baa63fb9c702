// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System d6pool (rules/other-systems.md section A) and the shipped d6-modern ruleset: the
// seed's worked example, Turn 1 and Turn 2, with the seed's own dice typed in, through the
// resolvers, the ground-map engine and hitspread-cli.
#include "../../cli/clirun.h"
#include "attack.h"
#include "d6pool.h"
#include "d6poolengine.h"
#include "ground.h"
#include "groundsession.h"
#include "rulesetreader.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace hitspread::d6pool;
using hitspread::fromOffset;
using hitspread::Hex;
using hitspread::Refused;
using hitspread::Ruleset;
using hitspread::Text;
using hitspread::toOffset;
using hitspread::TypedDice;
using namespace hitspread::test;

Q_DECLARE_METATYPE(std::vector<int>)

namespace {
const Ruleset& shipped()
{
    static const Ruleset rs = loadOrStop(rulesetPath("d6-modern"));
    return rs;
}

const Rules& rules()
{
    return *hitspread::d6pool::rulesOf(*shipped().ground);
}

const Character& character(const std::string& key)
{
    return rules().characters.at(key);
}

Defender defender(const std::string& key)
{
    return Defender::fromCharacter(rules(), character(key));
}

Attacker attacker(const std::string& key, const std::string& skill)
{
    const Character& c = character(key);
    return { c.name, c.skill(skill), c.str };
}

int sum(const std::vector<int>& faces)
{
    int total = 0;
    for (int f : faces)
        total += f;
    return total;
}

// Faces joined in dice order.
std::vector<int> join(std::initializer_list<std::vector<int>> parts)
{
    std::vector<int> all;
    for (const auto& p : parts)
        all.insert(all.end(), p.begin(), p.end());
    return all;
}

const hitspread::ground::Engine& engine()
{
    return *shipped().ground;
}

hitspread::ground::Figure placed(const std::string& key, Hex where)
{
    hitspread::ground::Figure f = engine().figure(key);
    f.position = where;
    return f;
}

// "2,4,3" for --dice.
QString diceList(const std::vector<int>& faces)
{
    QStringList list;
    for (int f : faces)
        list << QString::number(f);
    return list.join(',');
}

// hitspread-cli with the shipped d6-modern ruleset and typed dice; its JSON.
hitspread::clitest::Run d6Cli(QStringList args, const std::vector<int>& faces)
{
    args.insert(1, "--ruleset");
    args.insert(2, rulesetPath("d6-modern"));
    args << "--dice" << diceList(faces) << "--json";
    return hitspread::clitest::cli(args);
}

// The seed's Turn 1, die by die. Gang member A's SA pair: Hening's dodge 2+4, the first
// shot's 5d6 = 15, dodge 3, the second's 5d6 = 14, damage 6d6 = 22, resistance 6d6 = 23.
const std::vector<int> turn1Shots { 2, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 4, 4, 4, 4, 3, 3, 4, 4,
    4, 4, 4, 3 };
// Hening's throw: 4d6 = 12, 3 m, direction 2; A dodges 3+3, 4d6 = 13, 10d6 = 45 against
// 7d6 = 25; B dodges 5+5, 4d6 = 15.
const std::vector<int> turn1Throw { 3, 3, 3, 3, 3, 2, 3, 3, 4, 3, 3, 3, 6, 6, 6, 6, 6, 3, 3, 3, 3,
    3, 4, 4, 4, 4, 3, 3, 3, 5, 5, 4, 4, 4, 3 };

// Turn 1 laid out as tst_ground does: Hening 15 m straight below the point between the gang
// members, A 3 m right of it, B 2 m left.
hitspread::ground::Scene turn1Scene()
{
    hitspread::ground::Scene scene;
    scene.figures = { placed("hening", { 0, 15 }), placed("gang-member-a", fromOffset({ 3, 0 })),
        placed("gang-member-b", fromOffset({ -2, 0 })) };
    scene.aim = { 0, 0 };
    return scene;
}

hitspread::ground::Action grenadeThrow(bool simultaneous)
{
    hitspread::ground::Action a;
    a.isThrow = true;
    a.weapon = "grenade";
    a.options["dodge"] = 2;
    if (simultaneous)
        a.options["simultaneous"] = 1;
    return a;
}
}

class TestD6Pool : public QObject {
    Q_OBJECT

private slots:
    void shippedRulesetHasTheSeedsNumbers()
    {
        const Rules& r = rules();
        QCOMPARE(r.rangeDifficulty, (std::array<int, 4> { 10, 15, 20, 30 }));
        QCOMPARE(r.meleeDifficulty, 10);
        QCOMPARE(r.maxDefenceDice, 2);
        QCOMPARE(r.fireModes.at(FireMode::Semi).attacks, 2);
        QCOMPARE(r.fireModes.at(FireMode::Full).dice, -2);
        QCOMPARE(r.fireModes.at(FireMode::Full).damageLevels, 2);
        QCOMPARE(r.fireModes.at(FireMode::Full).rounds, 5);
        QCOMPARE(r.modifier("laser_sight")->dice, 1);
        QVERIFY(r.modifier("laser_sight")->notWithAutofire);
        QCOMPARE(r.modifier("total_darkness")->dice, -2);
        // Health = 3 × STR: gang member A, STR 4, has 12.
        QCOMPARE(defender("gang-member-a").maxHealth, 12);
        QCOMPARE(
            defender("gang-member-a").painResistance + defender("gang-member-a").armourLevel, 7);
        QCOMPARE(defender("hening").painResistance + defender("hening").armourLevel, 6);
        QCOMPARE(
            defender("gang-member-b").painResistance + defender("gang-member-b").armourLevel, 5);
        QCOMPARE(defender("hening").dodgeDice, 4);
        QCOMPARE(r.weapon("baretta-96f")->damage, 6);
        QVERIFY(r.weapon("knife")->damageAddsStr);
        QCOMPARE(r.weapon("knife")->damage, 1);
    }

    // Turn 1 and Turn 2 of the seed: 1d6 + DEX; ties act together; 10+ acts again.
    void initiative_data()
    {
        QTest::addColumn<std::vector<int>>("faces");
        QTest::addColumn<std::vector<int>>("dex");
        QTest::addColumn<std::vector<int>>("totals");
        QTest::addColumn<QString>("order");
        QTest::newRow("turn 1: Hening, A, B")
            << std::vector<int> { 5, 6, 4 } << std::vector<int> { 4, 3, 4 }
            << std::vector<int> { 9, 9, 8 } << "0+1 2";
        QTest::newRow("turn 2: Hening, B") << std::vector<int> { 3, 5 } << std::vector<int> { 4, 4 }
                                           << std::vector<int> { 7, 9 } << "1 0";
        QTest::newRow("10 and 11 act twice")
            << std::vector<int> { 6, 6, 1 } << std::vector<int> { 4, 5, 3 }
            << std::vector<int> { 10, 11, 4 } << "1 0 2 1 0";
    }

    void initiative()
    {
        QFETCH(std::vector<int>, faces);
        QFETCH(std::vector<int>, dex);
        QFETCH(std::vector<int>, totals);
        QFETCH(QString, order);
        std::vector<InitiativeEntry> entries;
        for (std::size_t i = 0; i < dex.size(); ++i)
            entries.push_back({ "c" + std::to_string(i), dex[i], 0 });
        TypedDice dice(faces);
        const InitiativeOutcome out = rollInitiative(rules(), entries, dice);
        QStringList groups;
        for (std::size_t i = 0; i < totals.size(); ++i) {
            QCOMPARE(out.rolls[i].total, totals[i]);
            QCOMPARE(out.rolls[i].secondAction, totals[i] >= 10);
        }
        for (const auto& group : out.order) {
            QStringList members;
            for (int i : group)
                members << QString::number(i);
            groups << members.join('+');
        }
        QCOMPARE(groups.join(' '), order);
        QCOMPARE(out.dice, faces);
    }

    // Turn 1: gang member A fires the Baretta twice (SA) with a laser sight, skill 4 → 5d6.
    // The seed's difficulty is 10 (it says "Medium range (difficulty 10)"; 10 is the short
    // number). Hening dodges with 2 dice (2+4 = 6 → 16; A rolls 15, a miss), then with 1
    // (3 → 13; A rolls 14, a hit); damage 6d6 = 22 against 6d6 = 23: stunned.
    void barettaShotsAgainstDodgeDice()
    {
        AttackRequest req;
        req.weapon = "baretta-96f";
        req.mode = FireMode::Semi;
        req.attacks = 2;
        req.range = Band::Short;
        req.modifiers = { "laser_sight" };
        req.defenceDice = { 2, 1 };
        req.attacker = attacker("gang-member-a", "firearms");
        req.defender = defender("hening");
        const std::vector<int> shot1Attack { 3, 3, 3, 3, 3 };
        const std::vector<int> shot2Attack { 3, 3, 3, 3, 2 };
        const std::vector<int> damage { 4, 4, 4, 4, 3, 3 };
        const std::vector<int> resistance { 4, 4, 4, 4, 4, 3 };
        QCOMPARE(sum(shot1Attack), 15);
        QCOMPARE(sum(shot2Attack), 14);
        QCOMPARE(sum(damage), 22);
        QCOMPARE(sum(resistance), 23);
        TypedDice dice(join({ { 2, 4 }, shot1Attack, { 3 }, shot2Attack, damage, resistance }));
        const AttackOutcome out = resolveAttack(rules(), req, dice);
        QCOMPARE(dice.remaining(), std::size_t(0));
        QCOMPARE(out.attacks.size(), std::size_t(2));
        const AttackTrace& first = out.attacks[0];
        QCOMPARE(first.diceCount, 5);
        QCOMPARE(first.defence.total, 6);
        QCOMPARE(first.difficulty, 16);
        QCOMPARE(first.attack.total, 15);
        QVERIFY(!first.hit);
        QVERIFY(!first.damage);
        const AttackTrace& second = out.attacks[1];
        QCOMPARE(second.difficulty, 13);
        QCOMPARE(second.attack.total, 14);
        QVERIFY(second.hit);
        QVERIFY(second.damage);
        QCOMPARE(second.damage->level, 6);
        QCOMPARE(second.damage->damage.total, 22);
        QCOMPARE(second.damage->resistance.faces.size(), std::size_t(6));
        QCOMPARE(second.damage->resistance.total, 23);
        QVERIFY(second.damage->stunned);
        QCOMPARE(second.damage->wounds, 0);
        QCOMPARE(out.defenderAfter.health, 9);
        QVERIFY(out.defenderAfter.stunned);
        QCOMPARE(out.defenderAfter.dodgeDice, 1); // "he is saving the 4th die"
    }

    // The Baretta's bands as the ruleset reads them: 15 m is medium (difficulty 15), as the
    // seed's words say; a level 2 scope with aiming brings long down to short, never below.
    void rangeBandsAndScope_data()
    {
        QTest::addColumn<double>("metres");
        QTest::addColumn<int>("scope");
        QTest::addColumn<int>("difficulty");
        QTest::newRow("10 m short") << 10.0 << 0 << 10;
        QTest::newRow("15 m medium") << 15.0 << 0 << 15;
        QTest::newRow("40 m long") << 40.0 << 0 << 20;
        QTest::newRow("100 m extreme") << 100.0 << 0 << 30;
        QTest::newRow("long, scope 2") << 40.0 << 2 << 10;
        QTest::newRow("medium, scope 3") << 15.0 << 3 << 10;
        QTest::newRow("extreme, scope 1") << 80.0 << 1 << 20;
    }

    void rangeBandsAndScope()
    {
        QFETCH(double, metres);
        QFETCH(int, scope);
        QFETCH(int, difficulty);
        AttackRequest req;
        req.weapon = "baretta-96f";
        req.distance = metres;
        req.scope = scope;
        if (scope > 0)
            req.modifiers = { "aiming" };
        req.attacker = attacker("gang-member-a", "firearms");
        req.defender = defender("hening");
        TypedDice dice(std::vector<int>(20, 1));
        const AttackOutcome out = resolveAttack(rules(), req, dice);
        QCOMPARE(out.attacks.front().baseDifficulty, difficulty);
        QCOMPARE(out.attacks.front().diceCount, scope > 0 ? 6 : 4);
    }

    // Full auto: −2 dice and +2 damage levels.
    void fullAutoBurst()
    {
        AttackRequest req;
        req.weapon = "baretta-96f";
        req.mode = FireMode::Full;
        req.range = Band::Short;
        req.attacker = { "gunner", 6, 3 };
        req.defender = defender("gang-member-a");
        // The Baretta has no FA; a weapon of the same numbers that has.
        Rules r = rules();
        r.weapons.front().modes.insert(FireMode::Full);
        TypedDice dice(join({ { 6, 6, 6, 6 }, std::vector<int>(8, 6), std::vector<int>(7, 1) }));
        const AttackOutcome out = resolveAttack(r, req, dice);
        QCOMPARE(out.attacks.front().diceCount, 4);
        QVERIFY(out.attacks.front().hit);
        QCOMPARE(out.attacks.front().damage->level, 8);
        QCOMPARE(out.attacks.front().damage->wounds, 48 - 7);
        QCOMPARE(out.defenderAfter.health, 12 - 41);
        QCOMPARE(out.attacks.front().damage->status, Status::Dead);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("message");
        QTest::newRow("three dodge dice") << "dodge3"
                                          << "At most 2 dodge or parry dice";
        QTest::newRow("more dodge dice than left") << "dodge-left"
                                                   << "has 0 dodge or parry dice left";
        QTest::newRow("dodge dice run out on the second shot")
            << "dodge-second"
            << "has 3 dodge or parry dice left this turn, not 4";
        QTest::newRow("an unconscious defender dodges")
            << "dodge-unconscious"
            << "Hening is unconscious (health -1) and cannot dodge or parry.";
        QTest::newRow("three SA shots") << "shots3"
                                        << "allows 2 attacks a turn, not 3";
        QTest::newRow("FA with the Baretta") << "full"
                                             << "cannot fire full";
        QTest::newRow("beyond extreme") << "far"
                                        << "beyond the extreme range";
        QTest::newRow("scope without aiming") << "scope"
                                              << "A scope helps only an aimed attack";
        QTest::newRow("unknown modifier") << "modifier"
                                          << "no modifier 'lucky'";
    }

    void refusals()
    {
        QFETCH(QString, what);
        QFETCH(QString, message);
        AttackRequest req;
        req.weapon = "baretta-96f";
        req.range = Band::Short;
        req.attacker = attacker("gang-member-a", "firearms");
        req.defender = defender("hening");
        if (what == "dodge3")
            req.defenceDice = { 3 };
        if (what == "dodge-left") {
            req.defender.dodgeDice = 0;
            req.defenceDice = { 1 };
        }
        if (what == "dodge-second") {
            req.mode = FireMode::Semi;
            req.attacks = 2;
            req.defender.dodgeDice = 3;
            req.defenceDice = { 2, 2 };
        }
        if (what == "dodge-unconscious") {
            req.defender.health = -1;
            req.defenceDice = { 1 };
        }
        if (what == "shots3") {
            req.mode = FireMode::Semi;
            req.attacks = 3;
        }
        if (what == "full")
            req.mode = FireMode::Full;
        if (what == "far") {
            req.range.reset();
            req.distance = 101;
        }
        if (what == "scope")
            req.scope = 1;
        if (what == "modifier")
            req.modifiers = { "lucky" };
        TypedDice dice(std::vector<int>(30, 3));
        try {
            resolveAttack(rules(), req, dice);
            QFAIL("not refused");
        } catch (const Refused& e) {
            QVERIFY2(QString(e.what()).contains(message), e.what());
        }
        QCOMPARE(dice.used().size(), std::size_t(0)); // nothing was rolled
    }

    void laserSightNotWithAutofire()
    {
        Rules r = rules();
        r.weapons.front().modes.insert(FireMode::Full);
        AttackRequest req;
        req.weapon = "baretta-96f";
        req.mode = FireMode::Full;
        req.modifiers = { "laser_sight" };
        req.defender = defender("hening");
        TypedDice dice(std::vector<int>(30, 3));
        QVERIFY_THROWS_EXCEPTION(Refused, resolveAttack(r, req, dice));
    }

    // Resistance equal to damage stuns; one more point of damage wounds; a stunned defender
    // resists with one die fewer.
    void damageAgainstResistance_data()
    {
        QTest::addColumn<int>("damageFace");
        QTest::addColumn<bool>("stunnedBefore");
        QTest::addColumn<int>("resistanceDice");
        QTest::addColumn<int>("wounds");
        QTest::newRow("equal: stunned") << 4 << false << 7 << 0;
        QTest::newRow("one over: 1 wound") << 5 << false << 7 << 1;
        QTest::newRow("stunned resists with 6 dice") << 4 << true << 6 << 0;
    }

    void damageAgainstResistance()
    {
        QFETCH(int, damageFace);
        QFETCH(bool, stunnedBefore);
        QFETCH(int, resistanceDice);
        QFETCH(int, wounds);
        // 6 damage dice: five 4s and one damageFace; resistance: 7 (or 6) dice making 24.
        AttackRequest req;
        req.weapon = "baretta-96f";
        req.range = Band::Short;
        req.attacker = { "a", 1, 0 };
        req.defender = defender("gang-member-a");
        req.defender.stunned = stunnedBefore;
        std::vector<int> resistance = resistanceDice == 7 ? std::vector<int> { 4, 4, 4, 3, 3, 3, 3 }
                                                          : std::vector<int> { 4, 4, 4, 4, 4, 4 };
        TypedDice dice(join({ { 6 }, std::vector<int>(5, 4), { damageFace }, resistance }));
        QCOMPARE(req.attacker.skill, 1);
        const AttackOutcome out = resolveAttack(rules(), req, dice);
        QVERIFY(!out.attacks.front().hit); // 6 < 10: one die cannot hit at short range
        req.attacker.skill = 2;
        TypedDice dice2(join({ { 6, 6 }, std::vector<int>(5, 4), { damageFace }, resistance }));
        const AttackOutcome hit = resolveAttack(rules(), req, dice2);
        const DamageTrace& d = *hit.attacks.front().damage;
        QCOMPARE(d.resistance.faces.size(), std::size_t(resistanceDice));
        QCOMPARE(d.resistance.total, 24);
        QCOMPARE(d.damage.total, 20 + damageFace);
        QCOMPARE(d.wounds, wounds);
        QCOMPARE(d.stunned, wounds == 0);
        QCOMPARE(dice2.remaining(), std::size_t(0));
    }

    // The scatter directions on the ground map: 1 forward (up, away from the thrower), 4
    // back, the others clockwise.
    void groundDirections_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<int>("q");
        QTest::addColumn<int>("r");
        QTest::newRow("1 forward") << 1 << 0 << -1;
        QTest::newRow("2 forward-right") << 2 << 1 << -1;
        QTest::newRow("3 back-right") << 3 << 1 << 0;
        QTest::newRow("4 back") << 4 << 0 << 1;
        QTest::newRow("5 back-left") << 5 << -1 << 1;
        QTest::newRow("6 forward-left") << 6 << -1 << 0;
    }

    void groundDirections()
    {
        QFETCH(int, face);
        QFETCH(int, q);
        QFETCH(int, r);
        QCOMPARE(groundDirection(face), (Hex { q, r }));
    }

    // Below 0 health a figure is unconscious: it does not dodge a blast. Dodge dice named for it
    // are refused; the blast's `dodge` option passes it by, so the throw goes ahead.
    void anUnconsciousFigureDoesNotDodgeABlast()
    {
        ThrowRequest req;
        req.grenade = "grenade";
        req.distance = 15;
        req.thrower = attacker("hening", "thrown_weapons");
        GroundFigure out;
        out.defender = defender("gang-member-a");
        out.defender.health = -1;
        out.position = fromOffset({ 3, 0 });
        out.dodgeDice = 1;
        req.figures = { out };
        hitspread::SeededDice dice(5);
        try {
            resolveThrow(rules(), req, dice);
            QFAIL("dodge dice for an unconscious figure were taken");
        } catch (const Refused& e) {
            QVERIFY2(std::string(e.what()).find("is unconscious (health -1) and cannot dodge")
                    != std::string::npos,
                e.what());
        }

        const hitspread::ground::Engine& engine = *shipped().ground;
        hitspread::ground::Scene scene;
        hitspread::ground::Figure thrower = engine.figure("hening");
        thrower.position = { 0, 10 };
        hitspread::ground::Figure lying = engine.figure("gang-member-a");
        lying.state["health"] = -1;
        scene.figures = { thrower, lying };
        hitspread::ground::Action toss;
        toss.isThrow = true;
        toss.weapon = "grenade";
        toss.target = -1;
        toss.options["dodge"] = 2;
        hitspread::SeededDice rolled(5);
        const hitspread::ground::Outcome result = engine.resolve(scene, toss, rolled);
        QCOMPARE(result.after.figures.size(), std::size_t(2));
        QVERIFY(result.after.figures[1].value("health", 0) <= -1);
    }

    // Turn 1: Hening throws at the point between the gang members, 15 m off (long for the
    // grenade); 4d6 = 12 misses. It lands 3 m away, direction 2 (to the right). A, 3 m right
    // of the point, is 2 m from it: short, 5 + dodge 6 = 11; 4d6 = 13 hits; 10d6 = 45 against
    // 7d6 = 25: 20 wounds, health 12 → −8, unconscious. B, 2 m left of the point, is 5 m
    // from it: long, 15 + dodge 10 = 25; 4d6 = 15 misses.
    void grenadeTurn1()
    {
        ThrowRequest req;
        req.grenade = "grenade";
        req.distance = 15;
        req.thrower = attacker("hening", "thrown_weapons");
        GroundFigure a;
        a.defender = defender("gang-member-a");
        a.position = fromOffset({ 3, 0 });
        a.dodgeDice = 2;
        GroundFigure b;
        b.defender = defender("gang-member-b");
        b.position = fromOffset({ -2, 0 });
        b.dodgeDice = 2;
        req.figures = { a, b };
        const std::vector<int> throwDice { 3, 3, 3, 3 };
        const std::vector<int> aDodge { 3, 3 };
        const std::vector<int> aAttack { 4, 3, 3, 3 };
        const std::vector<int> aDamage { 6, 6, 6, 6, 6, 3, 3, 3, 3, 3 };
        const std::vector<int> aResistance { 4, 4, 4, 4, 3, 3, 3 };
        const std::vector<int> bDodge { 5, 5 };
        const std::vector<int> bAttack { 4, 4, 4, 3 };
        QCOMPARE(sum(throwDice), 12);
        QCOMPARE(sum(aDodge), 6);
        QCOMPARE(sum(aAttack), 13);
        QCOMPARE(sum(aDamage), 45);
        QCOMPARE(sum(aResistance), 25);
        QCOMPARE(sum(bDodge), 10);
        QCOMPARE(sum(bAttack), 15);
        TypedDice dice(
            join({ throwDice, { 3, 2 }, aDodge, aAttack, aDamage, aResistance, bDodge, bAttack }));
        const ThrowOutcome out = resolveThrow(rules(), req, dice);
        QCOMPARE(dice.remaining(), std::size_t(0));
        QCOMPARE(out.rangeBand, std::optional<Band>(Band::Long));
        QCOMPARE(out.throwRoll.diceCount, 4);
        QCOMPARE(out.throwRoll.attack.total, 12);
        QCOMPARE(out.throwRoll.difficulty, 20);
        QVERIFY(!out.throwRoll.hit);
        QCOMPARE(out.drift, 3);
        QCOMPARE(out.direction, std::optional<int>(2));
        QCOMPARE(out.landing, (Hex { 3, -3 }));
        QVERIFY(toOffset(out.landing).col > 0); // to the right

        const FigureTrace& fa = out.figures.at(0);
        QCOMPARE(fa.distance, 2);
        QCOMPARE(fa.damageBand, std::optional<Band>(Band::Short));
        QCOMPARE(fa.damageLevel, 10);
        QCOMPARE(fa.attack->baseDifficulty, 5);
        QCOMPARE(fa.attack->difficulty, 11);
        QCOMPARE(fa.attack->attack.total, 13);
        QVERIFY(fa.attack->hit);
        QCOMPARE(fa.attack->damage->damage.total, 45);
        QCOMPARE(fa.attack->damage->resistance.faces.size(), std::size_t(7));
        QCOMPARE(fa.attack->damage->resistance.total, 25);
        QCOMPARE(fa.attack->damage->wounds, 20);
        QCOMPARE(fa.attack->damage->healthBefore, 12);
        QCOMPARE(fa.after.health, -8);
        QCOMPARE(fa.attack->damage->status, Status::Unconscious);

        const FigureTrace& fb = out.figures.at(1);
        QCOMPARE(fb.distance, 5);
        QCOMPARE(fb.damageBand, std::optional<Band>(Band::Long));
        QCOMPARE(fb.attack->difficulty, 25);
        QCOMPARE(fb.attack->attack.total, 15);
        QVERIFY(!fb.attack->hit);
        QCOMPARE(fb.after.health, fb.after.maxHealth);
    }

    // A throw that succeeds lands on the point; a figure given by distance beyond the table
    // is outside the blast and rolls nothing.
    void grenadeOnThePoint()
    {
        ThrowRequest req;
        req.grenade = "grenade";
        req.range = Band::Short;
        req.thrower = attacker("hening", "thrown_weapons");
        GroundFigure far;
        far.defender = defender("gang-member-b");
        far.distance = 11;
        req.figures = { far };
        TypedDice dice({ 3, 3, 2, 2 });
        const ThrowOutcome out = resolveThrow(rules(), req, dice);
        QVERIFY(out.throwRoll.hit);
        QCOMPARE(out.landing, (Hex { 0, 0 }));
        QVERIFY(!out.direction);
        QVERIFY(!out.figures.front().attack);
        QCOMPARE(out.dice, (std::vector<int> { 3, 3, 2, 2 }));
    }

    // Turn 2: B runs (−1) and attacks with the knife, skill 4 → 3d6; Hening parries with 2
    // dice (5 → 15); B rolls 14: not enough. Hening fast-draws (DEX 4 → 13 against 10) and
    // attacks with skill 5 → 5d6; B parries with 2 (8 → 18); Hening rolls 21: a hit. The
    // knife's damage STR+1 = 4: 4d6 = 19 against 5d6 = 15: 4 wounds.
    void knifeFightTurn2()
    {
        AttackRequest bAttacks;
        bAttacks.weapon = "knife";
        bAttacks.modifiers = { "running" };
        bAttacks.defenceDice = { 2 };
        bAttacks.attacker = attacker("gang-member-b", "armed_combat");
        bAttacks.defender = defender("hening");
        TypedDice dice1({ 2, 3, 5, 5, 4 });
        const AttackOutcome first = resolveAttack(rules(), bAttacks, dice1);
        QCOMPARE(first.attacks[0].diceCount, 3);
        QCOMPARE(first.attacks[0].baseDifficulty, 10);
        QCOMPARE(first.attacks[0].difficulty, 15);
        QCOMPARE(first.attacks[0].attack.total, 14);
        QVERIFY(!first.attacks[0].hit);
        QVERIFY(!first.rangeBand);

        TypedDice drawDice({ 4, 3, 3, 3 });
        const CheckOutcome draw = rollCheck(character("hening").dex + character("hening").reflex,
            rules().fastDrawDifficulty, drawDice, "fast draw");
        QCOMPARE(draw.roll.total, 13);
        QVERIFY(draw.success);

        AttackRequest heningAttacks;
        heningAttacks.weapon = "knife";
        heningAttacks.defenceDice = { 2 };
        heningAttacks.attacker = attacker("hening", "armed_combat");
        heningAttacks.defender = defender("gang-member-b");
        TypedDice dice2({ 4, 4, 5, 4, 4, 4, 4, 5, 5, 5, 4, 3, 3, 3, 3, 3 });
        const AttackOutcome second = resolveAttack(rules(), heningAttacks, dice2);
        const AttackTrace& t = second.attacks[0];
        QCOMPARE(t.diceCount, 5);
        QCOMPARE(t.difficulty, 18);
        QCOMPARE(t.attack.total, 21);
        QVERIFY(t.hit);
        QCOMPARE(t.damage->level, 4);
        QCOMPARE(t.damage->damage.total, 19);
        QCOMPARE(t.damage->resistance.faces.size(), std::size_t(5));
        QCOMPARE(t.damage->resistance.total, 15);
        QCOMPARE(t.damage->wounds, 4);
        QCOMPARE(second.defenderAfter.health, 9 - 4);
        QCOMPARE(dice2.remaining(), std::size_t(0));
    }

    // The working names the numbers.
    void working()
    {
        AttackRequest req;
        req.weapon = "knife";
        req.defenceDice = { 2 };
        req.attacker = attacker("hening", "armed_combat");
        req.defender = defender("gang-member-b");
        TypedDice dice({ 4, 4, 5, 4, 4, 4, 4, 5, 5, 5, 4, 3, 3, 3, 3, 3 });
        std::string all;
        for (const Text& line : describe(rules(), resolveAttack(rules(), req, dice)))
            all += line.english() + "\n";
        QVERIFY2(all.find("difficulty 10 + 8 = 18") != std::string::npos, all.c_str());
        QVERIFY2(all.find("Roll 5+4+4+4+4 = 21 against 18: hit") != std::string::npos, all.c_str());
        QVERIFY2(
            all.find("takes 4 wounds: health 9 → 5 (wounded)") != std::string::npos, all.c_str());
    }

    // The seed's "Aiming": "Aiming gives the character a +2 bonus for the next attack he makes.
    // Aiming is good only for one attack, even if the character is allowed more than one attack
    // the next combat turn. After the first attack, the aim is ruined." The aim's dice go with
    // the action's first attack (an SA shot, an FA burst) and with no later one.
    void aimCountsForTheFirstAttackOnly_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("attacks");
        QTest::addColumn<QStringList>("situations");
        QTest::addColumn<std::vector<int>>("dice");
        QTest::newRow("SA pair: 4+2, then 4")
            << "semi" << 2 << QStringList { "aiming" } << std::vector<int> { 6, 4 };
        QTest::newRow("SA pair with a laser sight: 4+2+1, then 4+1")
            << "semi" << 2 << QStringList { "aiming", "laser_sight" } << std::vector<int> { 7, 5 };
        QTest::newRow("FA bursts: 4+2-2, then 4-2")
            << "full" << 2 << QStringList { "aiming" } << std::vector<int> { 4, 2 };
        QTest::newRow("one SA shot: 4+2")
            << "semi" << 1 << QStringList { "aiming" } << std::vector<int> { 6 };
        QTest::newRow("SA pair, not aimed: 4, 4")
            << "semi" << 2 << QStringList {} << std::vector<int> { 4, 4 };
    }

    void aimCountsForTheFirstAttackOnly()
    {
        QFETCH(QString, mode);
        QFETCH(int, attacks);
        QFETCH(QStringList, situations);
        QFETCH(std::vector<int>, dice);
        Rules r = rules();
        r.weapons.front().modes.insert(FireMode::Full); // the Baretta, made automatic
        AttackRequest req;
        req.weapon = "baretta-96f";
        req.mode = *fireModeFromString(mode.toStdString());
        req.attacks = attacks;
        req.range = Band::Short;
        for (const QString& id : situations)
            req.modifiers.push_back(id.toStdString());
        req.attacker = attacker("gang-member-a", "firearms");
        req.defender = defender("hening");
        TypedDice ones(std::vector<int>(20, 1)); // every attack misses
        const AttackOutcome out = resolveAttack(r, req, ones);
        std::vector<int> counts;
        for (const AttackTrace& t : out.attacks)
            counts.push_back(t.diceCount);
        QCOMPARE(counts, dice);
        QCOMPARE(static_cast<int>(ones.used().size()), sum(dice));
        for (std::size_t i = 0; i < out.attacks.size(); ++i) {
            const bool aimed
                = std::any_of(out.attacks[i].modifiers.begin(), out.attacks[i].modifiers.end(),
                    [](const AppliedModifier& m) { return m.id == "aiming"; });
            QCOMPARE(aimed, i == 0 && situations.contains("aiming"));
            QCOMPARE(out.attacks[i].aimSpent, i > 0 && situations.contains("aiming"));
        }
    }

    // "A scope is effective only when the character is aiming for at least 1 turn." Reading:
    // the scope goes with the aim, so after the first attack ruins the aim it no longer lowers
    // the band; the option scope_all_attacks keeps it for every attack of the action.
    void scopeGoesWithTheAim_data()
    {
        QTest::addColumn<bool>("scopeAllAttacks");
        QTest::addColumn<std::vector<int>>("difficulties");
        QTest::newRow("the seed: long, scope 2 → short, then long")
            << false << std::vector<int> { 10, 20 };
        QTest::newRow("scope_all_attacks: short, short") << true << std::vector<int> { 10, 10 };
    }

    void scopeGoesWithTheAim()
    {
        QFETCH(bool, scopeAllAttacks);
        QFETCH(std::vector<int>, difficulties);
        QVERIFY(!rules().options.scopeAllAttacks); // the shipped reading
        Rules r = rules();
        r.options.scopeAllAttacks = scopeAllAttacks;
        AttackRequest req;
        req.weapon = "baretta-96f";
        req.mode = FireMode::Semi;
        req.attacks = 2;
        req.distance = 40; // long
        req.scope = 2;
        req.modifiers = { "aiming" };
        req.attacker = attacker("gang-member-a", "firearms");
        req.defender = defender("hening");
        TypedDice ones(std::vector<int>(20, 1));
        const AttackOutcome out = resolveAttack(r, req, ones);
        QCOMPARE(out.rangeBand, std::optional<Band>(Band::Long));
        QCOMPARE(out.attacks.size(), std::size_t(2));
        QCOMPARE(out.attacks[0].baseDifficulty, difficulties[0]);
        QCOMPARE(out.attacks[1].baseDifficulty, difficulties[1]);
        QCOMPARE(out.attacks[0].diceCount, 6);
        QCOMPARE(out.attacks[1].diceCount, 4);
    }

    // The aim through hitspread-cli with typed dice (--dice): "After the first attack, the aim
    // is ruined." The second shot rolls 4d6, not 6d6, and (the scope going with the aim) at
    // long range again; a ruleset whose options say scope_all_attacks: true keeps it short.
    void aimThroughTheCli()
    {
        const QStringList args { "resolve", "--weapon", "baretta-96f", "--mode", "semi", "--shots",
            "2", "--situation", "aiming", "--distance", "40", "--scope", "2" };
        const std::vector<int> faces(10, 1); // 6 + 4 dice, both shots missing
        const hitspread::clitest::Run run = d6Cli(args, faces);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err)); // no die left over
        const QJsonObject json = hitspread::clitest::json(run);
        QCOMPARE(json["dice"].toArray().size(), 10);
        const QJsonArray shots = json["shots"].toArray();
        QCOMPARE(shots.size(), 2);
        const QJsonObject first = shots[0].toObject()["roll"].toObject();
        const QJsonObject second = shots[1].toObject()["roll"].toObject();
        QCOMPARE(first["dice"].toInt(), 6);
        QCOMPARE(first["base_target"].toInt(), 10);
        QCOMPARE(second["dice"].toInt(), 4);
        QCOMPARE(second["base_target"].toInt(), 20);
        QCOMPARE(second["band"].toString(), "long");
        for (const QJsonValue& m : second["modifiers"].toArray())
            QVERIFY(m.toObject()["id"].toString() != "aiming");
        QStringList text = args;
        text << "--ruleset" << rulesetPath("d6-modern") << "--dice" << diceList(faces);
        const hitspread::clitest::Run working = hitspread::clitest::cli(text);
        QVERIFY2(working.out.contains("Attack 2:\nThe aim was ruined by the first attack: no "
                                      "aiming dice; long range, difficulty 20.\nSkill 4: 4d6."),
            working.out.constData());

        QTemporaryDir dir;
        QVERIFY(copyRulesetWithEdit("d6-modern", dir.path(), "ruleset.yaml",
            "scope_all_attacks: false", "scope_all_attacks: true"));
        QStringList own = args;
        own << "--ruleset" << dir.path() << "--dice" << diceList(faces) << "--json";
        const hitspread::clitest::Run kept = hitspread::clitest::cli(own);
        QVERIFY2(kept.exitCode == 0, qPrintable(kept.err));
        const QJsonArray keptShots = hitspread::clitest::json(kept)["shots"].toArray();
        QCOMPARE(keptShots[1].toObject()["roll"].toObject()["dice"].toInt(), 4);
        QCOMPARE(keptShots[1].toObject()["roll"].toObject()["base_target"].toInt(), 10);
    }

    // The seed's "Drawing": "A drawing action is considered only half an action. This means that
    // a character which is allowed 2 attacks per turn (using SA or FA weapons) can still fire
    // one shot or burst. A character that is allowed only 1 attack (an SS weapon, a knife)
    // can't attack at the same round in which the weapon is drawn." and "Drawing a weapon also
    // imposes a –1 penalty to any attack made that combat turn."
    void drawingIsHalfAnAction_data()
    {
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("attacks");
        QTest::addColumn<QString>("refusal");
        QTest::addColumn<int>("dice");
        QTest::newRow("a knife cannot attack")
            << "knife"
            << "single" << 1
            << "The draw is half an action: Knife allows one attack a turn, so drawn this turn "
               "it cannot attack."
            << 0;
        QTest::newRow("an SS weapon cannot attack")
            << "ss-rifle"
            << "single" << 1 << "SS rifle allows one attack a turn" << 0;
        QTest::newRow("an SA pair is refused")
            << "baretta-96f"
            << "semi" << 2
            << "The draw is half an action: drawn this turn, Baretta 96F allows 1 of its 2 "
               "attacks, not 2."
            << 0;
        QTest::newRow("one SA shot at -1") << "baretta-96f"
                                           << "semi" << 1 << "" << 3;
        QTest::newRow("one shot of an SA weapon in single mode at -1") << "baretta-96f"
                                                                       << "single" << 1 << "" << 3;
        QTest::newRow("one FA burst at -1 -2") << "baretta-96f"
                                               << "full" << 1 << "" << 1;
        QTest::newRow("an FA pair is refused")
            << "baretta-96f"
            << "full" << 2 << "allows 1 of its 2 attacks, not 2" << 0;
    }

    void drawingIsHalfAnAction()
    {
        QFETCH(QString, weapon);
        QFETCH(QString, mode);
        QFETCH(int, attacks);
        QFETCH(QString, refusal);
        QFETCH(int, dice);
        Rules r = rules();
        r.weapons.front().modes.insert(FireMode::Full);
        Weapon rifle = r.weapons.front();
        rifle.id = "ss-rifle";
        rifle.name = "SS rifle";
        rifle.modes = { FireMode::Single };
        r.weapons.push_back(rifle);
        AttackRequest req;
        req.weapon = weapon.toStdString();
        req.mode = *fireModeFromString(mode.toStdString());
        req.attacks = attacks;
        if (weapon != "knife")
            req.range = Band::Short;
        req.modifiers = { "drawing" };
        req.attacker = attacker("gang-member-a", weapon == "knife" ? "armed_combat" : "firearms");
        req.attacker.skill = 4;
        req.defender = defender("hening");
        TypedDice ones(std::vector<int>(20, 1));
        if (!refusal.isEmpty()) {
            try {
                resolveAttack(r, req, ones);
                QFAIL("drawn, and attacked all the same");
            } catch (const Refused& e) {
                QVERIFY2(QString(e.what()).contains(refusal), e.what());
            }
            QCOMPARE(ones.used().size(), std::size_t(0));
            return;
        }
        const AttackOutcome out = resolveAttack(r, req, ones);
        QCOMPARE(out.attacks.size(), std::size_t(1));
        QCOMPARE(out.attacks.front().diceCount, dice);
    }

    // A grenade is thrown once a turn ("The number of attacks allowed is usually 1 attack per
    // turn"), so drawn in this action it is not thrown.
    void aGrenadeDrawnIsNotThrown()
    {
        ThrowRequest req;
        req.grenade = "grenade";
        req.distance = 15;
        req.modifiers = { "drawing" };
        req.thrower = attacker("hening", "thrown_weapons");
        TypedDice dice(std::vector<int>(10, 3));
        try {
            resolveThrow(rules(), req, dice);
            QFAIL("a grenade drawn and thrown in one action");
        } catch (const Refused& e) {
            QVERIFY2(QString(e.what()).contains("Grenade allows one attack a turn"), e.what());
        }
        QCOMPARE(dice.used().size(), std::size_t(0));
    }

    // "A character can fast draw a weapon. If the character succeeds, the draw action took only
    // a negligible amount of time, and the character can act in the turn as though he had the
    // weapon in his hand from the beginning of the turn. If the character fails, the drawing
    // action took the whole turn, and the character is not allowed the half action he would
    // have gotten if he drew regularly. To resolve the fast draw, roll Dexterity (with reflex
    // modifiers) with a difficulty number of 10." Turn 2 in one action: Hening fast-draws (DEX 4:
    // 13 against 10) and stabs as though the knife were in hand: 5d6, no −1.
    void fastDraw_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("Turn 2: success, then the knife") << "turn2";
        QTest::newRow("failure: no attack at all") << "failure";
        QTest::newRow("success: an SA pair, as though in hand") << "pair";
        QTest::newRow("reflex enhancer: DEX 4 + level 2 = 6d6") << "reflex";
        QTest::newRow("fast draw and drawing: refused") << "both";
    }

    void fastDraw()
    {
        QFETCH(QString, what);
        const Character& hening = character("hening");
        AttackRequest req;
        req.weapon = "knife";
        req.fastDraw = true;
        req.defenceDice = { 2 };
        req.attacker = attacker("hening", "armed_combat");
        req.attacker.dex = hening.dex;
        req.defender = defender("gang-member-b");
        const std::vector<int> draw { 4, 3, 3, 3 };
        const std::vector<int> stab { 4, 4, 5, 4, 4, 4, 4, 5, 5, 5, 4, 3, 3, 3, 3, 3 };
        if (what == "turn2") {
            TypedDice dice(join({ draw, stab }));
            const AttackOutcome out = resolveAttack(rules(), req, dice);
            QCOMPARE(dice.remaining(), std::size_t(0));
            QVERIFY(out.fastDraw);
            QCOMPARE(out.fastDraw->diceCount, 4);
            QCOMPARE(out.fastDraw->difficulty, 10);
            QCOMPARE(out.fastDraw->roll.total, 13);
            QVERIFY(out.fastDraw->success);
            QCOMPARE(out.attacks.size(), std::size_t(1));
            QCOMPARE(out.attacks[0].diceCount, 5);
            QCOMPARE(out.attacks[0].difficulty, 18);
            QCOMPARE(out.attacks[0].attack.total, 21);
            QCOMPARE(out.attacks[0].damage->wounds, 4);
            QCOMPARE(out.dice, join({ draw, stab }));
        } else if (what == "failure") {
            TypedDice dice({ 2, 2, 2, 3, 6, 6, 6 });
            const AttackOutcome out = resolveAttack(rules(), req, dice);
            QCOMPARE(out.fastDraw->roll.total, 9);
            QVERIFY(!out.fastDraw->success);
            QVERIFY(out.attacks.empty());
            QCOMPARE(out.dice, (std::vector<int> { 2, 2, 2, 3 }));
            QCOMPARE(out.defenderAfter.dodgeDice, req.defender.dodgeDice); // no parry rolled
            QCOMPARE(out.defenderAfter.health, req.defender.health);
        } else if (what == "pair") {
            req.weapon = "baretta-96f";
            req.mode = FireMode::Semi;
            req.attacks = 2;
            req.range = Band::Short;
            req.defenceDice = {};
            req.attacker.skill = 4;
            TypedDice dice(join({ draw, std::vector<int>(8, 1) }));
            const AttackOutcome out = resolveAttack(rules(), req, dice);
            QCOMPARE(out.attacks.size(), std::size_t(2));
            QCOMPARE(out.attacks[0].diceCount, 4);
            QCOMPARE(out.attacks[1].diceCount, 4);
            QCOMPARE(dice.remaining(), std::size_t(0));
        } else if (what == "reflex") {
            req.attacker.reflex = 2;
            TypedDice dice(std::vector<int>(6, 1));
            const AttackOutcome out = resolveAttack(rules(), req, dice);
            QCOMPARE(out.fastDraw->diceCount, 6);
            QVERIFY(!out.fastDraw->success);
        } else {
            req.modifiers = { "drawing" };
            TypedDice dice(join({ draw, stab }));
            QVERIFY_THROWS_EXCEPTION(Refused, resolveAttack(rules(), req, dice));
            QCOMPARE(dice.used().size(), std::size_t(0));
        }
    }

    // The chance to hit after a fast draw is the draw's chance times the attack's as though
    // in hand; counted over every sequence of the dice through resolve() itself. Hening with
    // DEX 1 against a fast draw difficulty of 4 (1/2), then 2d6 against 10 (6/36).
    void fastDrawHitChance()
    {
        auto own = std::make_shared<Rules>(rules());
        own->fastDrawDifficulty = 4;
        own->characters.at("hening").dex = 1;
        own->characters.at("hening").skills["armed_combat"] = 2;
        const auto ownEngine = makeEngine(own);
        hitspread::ground::Scene scene;
        scene.figures = { ownEngine->figure("hening"), ownEngine->figure("gang-member-b") };
        scene.figures[0].position = { 0, 1 };
        scene.shooter = 0;
        hitspread::ground::Action stab;
        stab.weapon = "knife";
        stab.target = 1;
        stab.options["fast_draw"] = 1;
        const double chance = ownEngine->hitChance(scene, stab);
        QVERIFY2(std::abs(chance - 0.5 * 6.0 / 36) < 1e-12, QByteArray::number(chance, 'g', 17));
        int hits = 0;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                for (int c = 1; c <= 6; ++c) {
                    std::vector<int> faces { a, b, c };
                    faces.resize(40, 1);
                    TypedDice dice(faces);
                    hits += ownEngine->resolve(scene, stab, dice).hit ? 1 : 0;
                }
        QVERIFY(std::abs(chance - hits / 216.0) < 1e-12);
    }

    // Drawing and the fast draw through hitspread-cli with typed dice (the option fast_draw).
    void drawingThroughTheCli()
    {
        using hitspread::clitest::Run;
        const Run knife
            = d6Cli({ "resolve", "--weapon", "knife", "--situation", "drawing" }, { 6, 6, 6 });
        QCOMPARE(knife.exitCode, 2);
        QVERIFY2(knife.err.contains("Knife allows one attack a turn, so drawn this turn it "
                                    "cannot attack"),
            qPrintable(knife.err));
        const Run pair = d6Cli({ "resolve", "--weapon", "baretta-96f", "--mode", "semi", "--shots",
                                   "2", "--range", "short", "--situation", "drawing" },
            std::vector<int>(10, 6));
        QCOMPARE(pair.exitCode, 2);
        QVERIFY2(pair.err.contains("allows 1 of its 2 attacks, not 2"), qPrintable(pair.err));
        const Run one = d6Cli({ "resolve", "--weapon", "baretta-96f", "--mode", "semi", "--shots",
                                  "1", "--range", "short", "--situation", "drawing" },
            { 1, 1, 1 });
        QVERIFY2(one.exitCode == 0, qPrintable(one.err));
        QVERIFY2(one.err.isEmpty(), qPrintable(one.err));
        QCOMPARE(hitspread::clitest::json(one)["shots"]
                     .toArray()[0]
                     .toObject()["roll"]
                     .toObject()["dice"]
                     .toInt(),
            3);

        // Turn 2: Hening fast-draws his knife (13 against 10) and stabs gang member B.
        const QStringList turn2 { "resolve", "--weapon", "knife", "--shooter", "hening",
            "--target-sheet", "gang-member-b", "--option", "fast_draw=1", "--dodge-dice", "2" };
        const Run drawn
            = d6Cli(turn2, { 4, 3, 3, 3, 4, 4, 5, 4, 4, 4, 4, 5, 5, 5, 4, 3, 3, 3, 3, 3 });
        QVERIFY2(drawn.exitCode == 0, qPrintable(drawn.err));
        QVERIFY2(drawn.err.isEmpty(), qPrintable(drawn.err));
        const QJsonObject json = hitspread::clitest::json(drawn);
        QCOMPARE(json["fast_draw"].toObject()["total"].toInt(), 13);
        QCOMPARE(json["fast_draw"].toObject()["success"].toBool(), true);
        const QJsonObject shot = json["shots"].toArray()[0].toObject();
        QCOMPARE(shot["roll"].toObject()["dice"].toInt(), 5);
        QCOMPARE(shot["roll"].toObject()["total"].toInt(), 21);
        QCOMPARE(shot["damage"].toObject()["wounds"].toInt(), 4);

        const Run failed = d6Cli(turn2, { 1, 2, 3, 3 });
        QVERIFY2(failed.exitCode == 0, qPrintable(failed.err));
        const QJsonObject none = hitspread::clitest::json(failed);
        QCOMPARE(none["fast_draw"].toObject()["success"].toBool(), false);
        QVERIFY(none["shots"].toArray().isEmpty());
        QCOMPARE(none["dice"].toArray().size(), 4);
        QCOMPARE(none["target_after"].toObject()["health"].toInt(), 9);
    }

    // The seed's Turn 1 played in its order on the ground map: gang member A's SA pair first
    // (the tests' difficulty 10, dodge 2 then 1), which stuns Hening; then Hening's grenade,
    // simultaneous with it: "Since the gang member shot was simultaneous with the grenade
    // throw, Hening is not stunned yet (He will not suffer the –1 penalty)." 4d6 = 12, not 3d6;
    // then every number of the seed's example. In a later initiative step the stun counts.
    void seedTurn1InItsOrder()
    {
        hitspread::ground::Scene scene = turn1Scene();
        scene.shooter = 1;
        hitspread::ground::Action shots;
        shots.weapon = "baretta-96f";
        shots.mode = "semi";
        shots.target = 0;
        shots.situations = { "laser_sight" };
        shots.options["attacks"] = 2;
        auto script = std::make_shared<ScriptOptions>();
        script->range = Band::Short;
        script->defenceDice = std::vector<int> { 2, 1 };
        shots.extra = script;
        TypedDice shotDice(turn1Shots);
        const hitspread::ground::Outcome fired = engine().resolve(scene, shots, shotDice);
        QCOMPARE(shotDice.remaining(), std::size_t(0));
        const hitspread::ground::Figure& stunned = fired.after.figures[0];
        QCOMPARE(stunned.value("health", 0), 9);
        QCOMPARE(stunned.value("stunned", 0), 1);
        QCOMPARE(stunned.value("dodge", 0), 1); // "he is saving the 4th die"
        // How Hening stood when the step began: unhurt.
        QCOMPARE(stunned.value("step_health", 0), 9);
        QCOMPARE(stunned.value("step_stunned", -1), 0);

        hitspread::ground::Scene next = fired.after;
        next.shooter = 0;
        TypedDice throwDice(turn1Throw);
        const hitspread::ground::Outcome thrown
            = engine().resolve(next, grenadeThrow(true), throwDice);
        QCOMPARE(throwDice.remaining(), std::size_t(0));
        QCOMPARE(thrown.dice, turn1Throw);
        const ThrowOutcome& t
            = *static_cast<const Trace&>(*thrown.detail).throwOutcome; // d6pool's own trace
        QCOMPARE(t.throwRoll.diceCount, 4);
        QVERIFY(t.throwRoll.modifiers.empty());
        QCOMPARE(t.throwRoll.attack.total, 12);
        QCOMPARE(t.throwRoll.difficulty, 20);
        QCOMPARE(t.drift, 3);
        QCOMPARE(t.direction, std::optional<int>(2));
        QCOMPARE(t.figures.size(), std::size_t(3));
        QVERIFY(!t.figures[0].attack); // Hening, far from the blast
        QCOMPARE(t.figures[1].distance, 2);
        QCOMPARE(t.figures[1].attack->difficulty, 11);
        QCOMPARE(t.figures[1].attack->attack.total, 13);
        QCOMPARE(t.figures[1].attack->damage->damage.total, 45);
        QCOMPARE(t.figures[1].attack->damage->resistance.total, 25);
        QCOMPARE(t.figures[1].attack->damage->wounds, 20);
        QCOMPARE(thrown.after.figures[1].value("health", 0), -8);
        QCOMPARE(t.figures[2].distance, 5);
        QCOMPARE(t.figures[2].attack->difficulty, 25);
        QCOMPARE(t.figures[2].attack->attack.total, 15);
        QVERIFY(!t.figures[2].attack->hit);
        QVERIFY(std::any_of(thrown.working.begin(), thrown.working.end(), [](const Text& line) {
            return line.english()
                == "Hening acts at the same time as the action before: the stun or wounds taken "
                   "in this initiative step do not count yet.";
        }));
        // Hening is still stunned after the step, for what comes later in the turn.
        QCOMPARE(thrown.after.figures[0].value("stunned", 0), 1);

        // Not simultaneous: a later initiative step, where the stun counts (3d6).
        TypedDice later(std::vector<int>(40, 1));
        const hitspread::ground::Outcome after = engine().resolve(next, grenadeThrow(false), later);
        const ThrowOutcome& l = *static_cast<const Trace&>(*after.detail).throwOutcome;
        QCOMPARE(l.throwRoll.diceCount, 3);
        QCOMPARE(l.throwRoll.modifiers.front().id, std::string("stunned_or_wounded"));
    }

    // What an initiative step did to the one acting counts only from the next step: in an
    // action simultaneous with the one before, a stun or wound taken in the step is not
    // there yet (the seed: "Hening is not stunned yet"); one taken before the step is.
    void initiativeSteps_data()
    {
        QTest::addColumn<int>("health");
        QTest::addColumn<int>("stunned");
        QTest::addColumn<int>("stepHealth"); // −1000: no record
        QTest::addColumn<int>("stepStunned");
        QTest::addColumn<bool>("simultaneous");
        QTest::addColumn<int>("dice"); // −1: refused
        QTest::newRow("stunned in the step, simultaneous: 4d6") << 12 << 1 << 12 << 0 << true << 4;
        QTest::newRow("stunned in the step, the next step: 3d6")
            << 12 << 1 << 12 << 0 << false << 3;
        QTest::newRow("wounded in the step, simultaneous: 4d6") << 8 << 0 << 12 << 0 << true << 4;
        QTest::newRow("wounded before the step, stunned in it, simultaneous: 3d6")
            << 10 << 1 << 10 << 0 << true << 3;
        QTest::newRow("stunned before the step, simultaneous: 3d6")
            << 12 << 1 << -1000 << 0 << true << 3;
        QTest::newRow("knocked out in the step, simultaneous: still acts")
            << -3 << 0 << 12 << 0 << true << 4;
        QTest::newRow("knocked out in the step, the next step: cannot act")
            << -3 << 0 << 12 << 0 << false << -1;
    }

    void initiativeSteps()
    {
        QFETCH(int, health);
        QFETCH(int, stunned);
        QFETCH(int, stepHealth);
        QFETCH(int, stepStunned);
        QFETCH(bool, simultaneous);
        QFETCH(int, dice);
        hitspread::ground::Scene scene;
        scene.figures = { placed("gang-member-a", { 0, 5 }), placed("hening", { 0, 0 }) };
        scene.figures[0].state = { { "health", health }, { "stunned", stunned } };
        if (stepHealth != -1000) {
            scene.figures[0].state["step_health"] = stepHealth;
            scene.figures[0].state["step_stunned"] = stepStunned;
        }
        hitspread::ground::Action shot;
        shot.weapon = "baretta-96f";
        shot.target = 1;
        if (simultaneous)
            shot.options["simultaneous"] = 1;
        TypedDice ones(std::vector<int>(10, 1));
        if (dice < 0) {
            QVERIFY_THROWS_EXCEPTION(Refused, engine().resolve(scene, shot, ones));
            return;
        }
        const hitspread::ground::Outcome out = engine().resolve(scene, shot, ones);
        QCOMPARE(static_cast<int>(out.rolls.front().faces.size()), dice);
        // A new step forgets the record; a simultaneous action keeps it.
        QCOMPARE(out.after.figures[0].state.count("step_health"),
            std::size_t(simultaneous && stepHealth != -1000 ? 1 : 0));
    }

    // The record of a step: the first time a step changes a figure it keeps how the step found
    // it; a new round forgets it, with the stun.
    void initiativeStepRecord()
    {
        hitspread::ground::Scene scene;
        scene.figures = { placed("gang-member-a", { 0, 5 }), placed("hening", { 0, 0 }) };
        hitspread::ground::Action shot;
        shot.weapon = "baretta-96f";
        shot.mode = "semi"; // two separate shots a turn
        shot.target = 1;
        // 4d6 = 24 hits 10; 6d6 = 6 damage against 6d6 = 36: stunned.
        TypedDice stun(join({ { 6, 6, 6, 6 }, std::vector<int>(6, 1), std::vector<int>(6, 6) }));
        const hitspread::ground::Outcome first = engine().resolve(scene, shot, stun);
        const hitspread::ground::Figure& h = first.after.figures[1];
        QCOMPARE(h.value("stunned", 0), 1);
        QCOMPARE(h.value("step_health", 0), 9);
        QCOMPARE(h.value("step_stunned", -1), 0);
        QVERIFY(!first.after.figures[0].state.count("step_health")); // A is as he was

        // In the same step a wound comes on top: the record still says how the step began.
        shot.options["simultaneous"] = 1;
        TypedDice wound(join({ { 6, 6, 6, 6 }, std::vector<int>(6, 6), std::vector<int>(5, 1) }));
        const hitspread::ground::Outcome second = engine().resolve(first.after, shot, wound);
        QCOMPARE(second.after.figures[1].value("health", 0), 9 - (36 - 5));
        QCOMPARE(second.after.figures[1].value("step_health", 0), 9);
        QCOMPARE(second.after.figures[1].value("step_stunned", -1), 0);

        const hitspread::ground::Figure renewed = engine().newRound(second.after.figures[1]);
        QVERIFY(!renewed.state.count("step_health"));
        QVERIFY(!renewed.state.count("step_stunned"));
        QVERIFY(!renewed.state.count("stunned"));
        for (const char* key : { "step_health", "step_stunned" }) {
            const auto keys = engine().stateKeys(h);
            QVERIFY(std::any_of(keys.begin(), keys.end(),
                [&](const hitspread::ground::StateKey& k) { return k.key == key; }));
        }
    }

    // Turn 1 in its order through hitspread-cli: a session of the ground map whose log holds
    // A's two shots (Hening dodging 2, then 1; A stands 10 m from him, the seed's difficulty
    // 10) and Hening's throw, simultaneous with them, with the seed's dice. `session` replays
    // every entry with its dice, so it opens only if the throw rolls 4d6: "Hening is not
    // stunned yet".
    void seedTurn1ThroughTheCli()
    {
        using hitspread::GroundSessionData;
        using hitspread::GroundSessionEntry;
        GroundSessionData session;
        session.rulesetId = "d6-modern";
        hitspread::ground::Scene& start = session.start;
        start.figures = { placed("hening", { 0, 15 }), placed("gang-member-a", { 0, 5 }),
            placed("gang-member-b", { -1, 5 }) };
        start.shooter = 1;
        // Each entry uses every one of its dice (checked below, once all are played).
        auto play
            = [&](const hitspread::ground::Scene& before, const hitspread::ground::Action& action,
                  const std::vector<int>& faces) -> hitspread::ground::Scene {
            TypedDice dice(faces);
            session.log.push_back(
                { action, before, faces, engine().resolve(before, action, dice) });
            return session.log.back().outcome.after;
        };
        hitspread::ground::Action shot;
        shot.weapon = "baretta-96f";
        shot.mode = "semi";
        shot.target = 0;
        shot.situations = { "laser_sight" };
        shot.options["dodge"] = 2;
        const std::vector<int> firstShot(turn1Shots.begin(), turn1Shots.begin() + 7);
        const std::vector<int> secondShot(turn1Shots.begin() + 7, turn1Shots.end());
        hitspread::ground::Scene scene = play(start, shot, firstShot);
        shot.options["dodge"] = 1;
        shot.options["simultaneous"] = 1;
        scene = play(scene, shot, secondShot);
        QCOMPARE(scene.figures[0].value("stunned", 0), 1);
        // B ran; the grenade's scene as the seed lays it out.
        const hitspread::ground::Scene laidOut = turn1Scene();
        for (std::size_t i = 0; i < scene.figures.size(); ++i)
            scene.figures[i].position = laidOut.figures[i].position;
        scene.shooter = 0;
        scene.aim = laidOut.aim;
        session.scene = play(scene, grenadeThrow(true), turn1Throw);
        session.action = grenadeThrow(false);
        for (const GroundSessionEntry& e : session.log)
            QCOMPARE(e.outcome.dice, e.dice);

        QTemporaryDir dir;
        const QString file = dir.filePath("turn1.yaml");
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QByteArray::fromStdString(writeGroundSession(shipped(), session)));
        out.close();
        const hitspread::clitest::Run run = hitspread::clitest::cli(
            { "session", file, "--ruleset", rulesetPath("d6-modern"), "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject json = hitspread::clitest::json(run);
        QCOMPARE(json["log_entries"].toInt(), 3);
        const QJsonArray combatants = json["combatants"].toArray();
        const QJsonObject heningState = combatants[0].toObject()["state"].toObject();
        QCOMPARE(heningState["health"].toInt(), 9);
        QCOMPARE(heningState["stunned"].toInt(), 1);
        QCOMPARE(heningState["dodge"].toInt(), 1);
        QCOMPARE(combatants[1].toObject()["state"].toObject()["health"].toInt(), -8);

        // The same throw rolled as a later step (3d6) leaves a die of the seed's over: the file
        // does not replay.
        QVERIFY(editFile(file, "simultaneous: 1}\n    dice: [3, 3, 3, 3, 3, 2",
            "}\n    dice: [3, 3, 3, 3, 3, 2"));
        const hitspread::clitest::Run later = hitspread::clitest::cli(
            { "session", file, "--ruleset", rulesetPath("d6-modern"), "--json" });
        QCOMPARE(later.exitCode, 2);
        QVERIFY2(later.err.contains("does not replay"), qPrintable(later.err));
    }
};

QTEST_APPLESS_MAIN(TestD6Pool)
#include "tst_d6pool.moc"
