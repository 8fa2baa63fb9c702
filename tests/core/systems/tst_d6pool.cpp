// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System d6pool (rules/other-systems.md section A) and the shipped d6-modern ruleset: the
// seed's worked example, Turn 1 and Turn 2, with the seed's own dice typed in.
#include "attack.h"
#include "d6pool.h"
#include "d6poolengine.h"
#include "ground.h"
#include "rulesetreader.h"
#include "testsupport.h"

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
};

QTEST_APPLESS_MAIN(TestD6Pool)
#include "tst_d6pool.moc"
