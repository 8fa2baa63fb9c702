// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System successpool (rules/other-systems.md section C) and the shipped success-pool
// ruleset: success counting, cover, fire modes, range, protection, evasion, unarmed
// fighting, the d12 clock scatter on the hex ground map, and the ground::Engine interface.
#include "ground.h"
#include "rulesetreader.h"
#include "scatter.h"
#include "successpool.h"
#include "successpoolengine.h"
#include "testsupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <numbers>
#include <optional>
#include <stdexcept>

using namespace hitspread::successpool;
namespace ground = hitspread::ground;
using hitspread::DiceOutOfRange;
using hitspread::Hex;
using hitspread::loadRuleset;
using hitspread::Refused;
using hitspread::Ruleset;
using hitspread::RulesetLoad;
using hitspread::Text;
using hitspread::TypedDice;
using namespace hitspread::test;

Q_DECLARE_METATYPE(std::vector<int>)
Q_DECLARE_METATYPE(std::vector<std::string>)

namespace {
const Ruleset& shipped()
{
    static const Ruleset rs = loadOrStop(rulesetPath("success-pool"));
    return rs;
}

const Engine& engine()
{
    const auto* e = dynamic_cast<const Engine*>(shipped().ground.get());
    if (!e)
        qFatal("the success-pool ruleset has no success-pool engine");
    return *e;
}

const Rules& rules()
{
    return engine().rules();
}

ground::Figure figureOf(const std::string& key, Hex at)
{
    ground::Figure f = engine().figure(key);
    f.position = at;
    return f;
}

// The one acting: it has the priority, so its actions have refreshed.
Attacker attackerOf(const std::string& key, const std::string& weapon)
{
    return engine().attacker(engine().receivesPriority(figureOf(key, {})), *rules().weapon(weapon));
}

// A figure at the start of the combat: no actions yet.
Defender defenderOf(const std::string& key)
{
    return engine().defender(figureOf(key, {}));
}

std::string allWorking(const ground::Outcome& out)
{
    std::string all;
    for (const Text& line : out.working)
        all += line.english() + "\n";
    return all;
}

AttackRequest request(const std::string& shooter, const std::string& weapon,
    const std::string& target, int metres = 1)
{
    AttackRequest req;
    req.weapon = weapon;
    req.distance = metres;
    req.attacker = attackerOf(shooter, weapon);
    req.defender = defenderOf(target);
    return req;
}

constexpr double hexRadius = 1.0 / std::numbers::sqrt3; // a hex centre to its corners

double angleBetween(double a, double b)
{
    double d = std::fmod(std::abs(a - b), 360.0);
    return d > 180.0 ? 360.0 - d : d;
}

// Every sequence of `count` faces of `sides`, each handed to `visit`.
template <typename Visit> void everySequence(int count, int sides, Visit&& visit)
{
    std::vector<int> faces(static_cast<std::size_t>(count), 1);
    for (;;) {
        visit(faces);
        std::size_t i = 0;
        while (i < faces.size() && faces[i] == sides)
            faces[i++] = 1;
        if (i == faces.size())
            return;
        ++faces[i];
    }
}
}

class TestSuccessPool : public QObject {
    Q_OBJECT

private slots:
    // The shipped ruleset holds the spec's numbers (tst_groundengines proves it loads).
    void shippedRulesetLoads()
    {
        QCOMPARE(shipped().name, std::string("Success-counting dice pool (d12 clock scatter)"));
        QCOMPARE(engine().maxFace(), 12);
        QCOMPARE(rules().poolSides, 6);
        QCOMPARE(rules().minimumRoll, 5);
        QCOMPARE(static_cast<int>(rules().scatter.direction),
            static_cast<int>(ground::DirectionDie::ClockD12));
        QCOMPARE(rules().scatter.dice("normal"), 1);
        QCOMPARE(rules().scatter.dice("far"), 1);
        QCOMPARE(rules().situation("light_cover")->dice, -1);
        QCOMPARE(rules().situation("half_cover")->dice, -2);
        QCOMPARE(rules().situation("almost_full_cover")->dice, -3);
        QCOMPARE(rules().situation("walking")->dice, -2);
        QCOMPARE(rules().fireMode("single")->dice, 1);
        QCOMPARE(rules().fireMode("semi")->dice, 2);
        QCOMPARE(rules().fireMode("full")->dice, 4);
        QVERIFY(rules().fireMode("full")->spendsAllActions);
        QCOMPARE(static_cast<int>(rules().fireMode("full")->shots),
            static_cast<int>(ActionShots::EachAction));
        QVERIFY(rules().farMelee);
        QCOMPARE(rules().weapon("unarmed")->penetration, 0);
        QCOMPARE(rules().weapon("unarmed")->distance, 1);
        QCOMPARE(rules().weapon("grenade")->blast.size(), std::size_t(3));
        QCOMPARE(rules().characters.size(), std::size_t(3));
        QCOMPARE(rules().actions(*rules().character("mara")), 2);
        QCOMPARE(rules().character("veteran")->minimumRoll, 4);
        QCOMPARE(rules().character("thug")->minimumRoll, 5);
        QCOMPARE(engine().defaultShooter(), std::string("mara"));
        QCOMPARE(engine().defaultTarget(), std::string("thug"));
        QCOMPARE(engine().weapons().size(), std::size_t(5));
        QCOMPARE(engine().weapons()[1].modes.front().id, std::string("burst"));
        QCOMPARE(engine().rings("grenade").back().upTo, 5);
        QCOMPARE(engine().status(figureOf("veteran", {})).english(),
            std::string("wounds 1, actions left 0 of 2"));
    }

    // Thrower straight below the aim: the clock as the thrower sees it is the map's clock.
    void clockDirections_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<int>("metres");
        QTest::addColumn<int>("throwerDistance");
        for (int thrower : { 3, 8 })
            for (int face = 1; face <= 12; ++face)
                for (int metres = 1; metres <= 6; ++metres)
                    QTest::addRow("face %d, %d m, thrower at %d", face, metres, thrower)
                        << face << metres << thrower;
    }

    void clockDirections()
    {
        QFETCH(int, face);
        QFETCH(int, metres);
        QFETCH(int, throwerDistance);
        const Hex aim { 0, 0 };
        const Hex thrower { 0, throwerDistance };
        const Hex landing
            = ground::landing(engine().scatter("grenade"), thrower, aim, face, metres);
        const ground::Point c = ground::centre(landing);
        const double degrees = 30.0 * face;
        const double exactX = metres * std::sin(degrees * std::numbers::pi / 180.0);
        const double exactY = -metres * std::cos(degrees * std::numbers::pi / 180.0);
        // The landing hex contains the exact point: its centre is at most a hex radius off.
        QVERIFY2(std::hypot(c.x - exactX, c.y - exactY) <= hexRadius + 1e-6,
            qPrintable(QString("landing (%1, %2)").arg(landing.q).arg(landing.r)));
        // So its bearing from the aim is the clock's within the snapping error.
        const double snapping
            = std::asin(std::min(1.0, hexRadius / metres)) * 180.0 / std::numbers::pi;
        QVERIFY2(angleBetween(ground::bearing(aim, landing), std::fmod(degrees, 360.0))
                <= snapping + 1e-6,
            qPrintable(
                QString("bearing %1 for face %2").arg(ground::bearing(aim, landing)).arg(face)));
        switch (face) {
        case 12: // straight beyond the target
            QCOMPARE(landing, (Hex { 0, -metres }));
            break;
        case 6: // back toward the thrower
            QCOMPARE(landing, (Hex { 0, metres }));
            break;
        case 3: // right of the target as the thrower sees it
            QVERIFY(c.x > 0.5);
            QVERIFY(std::abs(c.y) <= 0.5 + 1e-9);
            break;
        case 9: // left
            QVERIFY(c.x < -0.5);
            QVERIFY(std::abs(c.y) <= 0.5 + 1e-9);
            break;
        default:
            break;
        }
    }

    // A thrower elsewhere turns the clock with its line of sight: 3 is still its right.
    void clockTurnsWithTheThrower_data()
    {
        QTest::addColumn<int>("q");
        QTest::addColumn<int>("r");
        QTest::newRow("right of the aim") << 4 << -2;
        QTest::newRow("left of the aim") << -4 << 2;
        QTest::newRow("above the aim") << 0 << -6;
        QTest::newRow("lower right") << 3 << 3;
        QTest::newRow("upper left") << -5 << 1;
    }

    void clockTurnsWithTheThrower()
    {
        QFETCH(int, q);
        QFETCH(int, r);
        const Hex aim { 0, 0 };
        const Hex thrower { q, r };
        const ground::Point t = ground::centre(thrower);
        const double length = std::hypot(t.x, t.y);
        const double fx = -t.x / length; // forward: thrower to aim
        const double fy = -t.y / length;
        const double rx = -fy; // its right, on a map whose y grows downward
        const double ry = fx;
        for (int metres = 2; metres <= 6; ++metres) {
            auto along = [&](int face) {
                const ground::Point c = ground::centre(
                    ground::landing(engine().scatter("grenade"), thrower, aim, face, metres));
                return std::pair { c.x * fx + c.y * fy, c.x * rx + c.y * ry };
            };
            const auto [ahead3, right3] = along(3);
            QVERIFY2(right3 > metres - hexRadius - 1e-6,
                qPrintable(QString("3 at %1 m: %2").arg(metres).arg(right3)));
            QVERIFY(std::abs(ahead3) <= hexRadius + 1e-6);
            const auto [ahead9, right9] = along(9);
            QVERIFY(right9 < -(metres - hexRadius - 1e-6));
            QVERIFY(std::abs(ahead9) <= hexRadius + 1e-6);
            const auto [ahead12, right12] = along(12);
            QVERIFY(ahead12 > metres - hexRadius - 1e-6);
            QVERIFY(std::abs(right12) <= hexRadius + 1e-6);
            const auto [ahead6, right6] = along(6);
            QVERIFY(ahead6 < -(metres - hexRadius - 1e-6));
            QVERIFY(std::abs(right6) <= hexRadius + 1e-6);
        }
        if (q == 4 && r == -2) {
            // Facing left along the map: its right is straight up.
            QCOMPARE(
                ground::landing(engine().scatter("grenade"), thrower, aim, 3, 3), (Hex { 0, -3 }));
        }
    }

    // Each die at the minimum roll or more is a success, and a success is a hit.
    void successes_data()
    {
        QTest::addColumn<std::string>("shooter");
        QTest::addColumn<std::vector<int>>("faces");
        QTest::addColumn<int>("hits");
        QTest::newRow("minimum 5")
            << std::string("mara") << std::vector<int> { 4, 5, 6, 1, 4 } << 2;
        QTest::newRow("minimum 4")
            << std::string("veteran") << std::vector<int> { 4, 5, 6, 4 } << 4;
        QTest::newRow("minimum 4, threes fail")
            << std::string("veteran") << std::vector<int> { 3, 3, 3, 4 } << 1;
        QTest::newRow("minimum 5, all fours")
            << std::string("mara") << std::vector<int> { 4, 4, 4, 4, 4 } << 0;
    }

    void successes()
    {
        QFETCH(std::string, shooter);
        QFETCH(std::vector<int>, faces);
        QFETCH(int, hits);
        AttackRequest req = request(shooter, "pistol", "thug", 10);
        QCOMPARE(attackPool(rules(), req).diceCount, static_cast<int>(faces.size()));
        TypedDice dice(faces);
        const AttackTrace t = resolveAttack(rules(), req, dice);
        QCOMPARE(t.hits, hits);
        QCOMPARE(t.shots.size(), std::size_t(1));
        QCOMPARE(t.shots[0].roll.faces, faces);
        QCOMPARE(dice.remaining(), std::size_t(0));
    }

    // Mara: Shooting 5. Cover takes dice, a mode other than the weapon's default adds them.
    void coverAndModes_data()
    {
        QTest::addColumn<std::string>("weapon");
        QTest::addColumn<std::string>("mode");
        QTest::addColumn<std::vector<std::string>>("situations");
        QTest::addColumn<int>("dice");
        QTest::addColumn<bool>("allActions");
        using S = std::vector<std::string>;
        QTest::newRow("pistol, default")
            << std::string("pistol") << std::string() << S {} << 5 << false;
        QTest::newRow("pistol, semi is its default")
            << std::string("pistol") << std::string("semi") << S {} << 5 << false;
        QTest::newRow("pistol, single")
            << std::string("pistol") << std::string("single") << S {} << 6 << false;
        QTest::newRow("light cover")
            << std::string("pistol") << std::string() << S { "light_cover" } << 4 << false;
        QTest::newRow("half cover")
            << std::string("pistol") << std::string() << S { "half_cover" } << 3 << false;
        QTest::newRow("almost full cover")
            << std::string("pistol") << std::string() << S { "almost_full_cover" } << 2 << false;
        QTest::newRow("walking") << std::string("pistol") << std::string() << S { "walking" } << 3
                                 << false;
        QTest::newRow("rifle, burst")
            << std::string("assault-rifle") << std::string() << S {} << 5 << false;
        QTest::newRow("rifle, single")
            << std::string("assault-rifle") << std::string("single") << S {} << 6 << false;
        QTest::newRow("rifle, semi")
            << std::string("assault-rifle") << std::string("semi") << S {} << 7 << false;
        QTest::newRow("rifle, full auto")
            << std::string("assault-rifle") << std::string("full") << S {} << 9 << true;
        QTest::newRow("full auto, half cover, walking")
            << std::string("assault-rifle") << std::string("full") << S { "half_cover", "walking" }
            << 5 << true;
        QTest::newRow("never below 0") << std::string("pistol") << std::string()
                                       << S { "almost_full_cover", "walking" } << 0 << false;
    }

    void coverAndModes()
    {
        QFETCH(std::string, weapon);
        QFETCH(std::string, mode);
        QFETCH(std::vector<std::string>, situations);
        QFETCH(int, dice);
        QFETCH(bool, allActions);
        AttackRequest req = request("mara", weapon, "thug", 10);
        req.mode = mode;
        req.situations = situations;
        if (situations.size() == 2 && situations[0] == "almost_full_cover")
            req.modifierDice = -1; // 5 − 3 − 2 − 1 would be −1
        const Pool pool = attackPool(rules(), req);
        QCOMPARE(pool.diceCount, dice);
        QCOMPARE(pool.spendsAllActions, allActions);
        // Full auto: Mara's two actions are two shots of the full-auto dice.
        const int shots = allActions ? 2 : 1;
        QCOMPARE(pool.shots, shots);
        TypedDice faces(std::vector<int>(static_cast<std::size_t>(dice * shots), 6));
        const AttackTrace t = resolveAttack(rules(), req, faces);
        QCOMPARE(t.shots.size(), static_cast<std::size_t>(shots));
        QCOMPARE(t.hits, dice * shots);
        QCOMPARE(faces.remaining(), std::size_t(0));
        QCOMPARE(t.actionsSpent, allActions ? 2 : 1);
        QCOMPARE(t.attackerActionsLeft, allActions ? 0 : 1);
    }

    void refusals_data()
    {
        QTest::addColumn<std::string>("weapon");
        QTest::addColumn<std::string>("mode");
        QTest::addColumn<std::vector<std::string>>("situations");
        QTest::addColumn<int>("metres");
        QTest::addColumn<bool>("evades");
        QTest::addColumn<int>("actions");
        QTest::addColumn<QString>("message");
        using S = std::vector<std::string>;
        QTest::newRow("two covers")
            << std::string("pistol") << std::string() << S { "light_cover", "half_cover" } << 10
            << false << 2 << "Only one situation of the group 'cover'";
        QTest::newRow("no such mode") << std::string("pistol") << std::string("full") << S {} << 10
                                      << false << 2 << "Pistol has no fire mode 'full'";
        QTest::newRow("beyond twice")
            << std::string("pistol") << std::string() << S {} << 41 << false << 2
            << "41 m is more than 2 times the distance of Pistol (20 m)";
        QTest::newRow("unarmed at 3 m")
            << std::string("unarmed") << std::string() << S {} << 3 << false << 2 << "out of reach";
        // Seed, "Weaponless melee": "the range is 1 meter" — no far band at 2 m.
        QTest::newRow("unarmed at 2 m")
            << std::string("unarmed") << std::string() << S {} << 2 << false << 2
            << "2 m is beyond the reach of Unarmed (1 m): out of reach";
        QTest::newRow("evading a shot") << std::string("pistol") << std::string() << S {} << 10
                                        << true << 2 << "Only a melee attack can be evaded";
        QTest::newRow("no action left") << std::string("pistol") << std::string() << S {} << 10
                                        << false << 0 << "Mara has no action left this round";
        QTest::newRow("grenade at a figure")
            << std::string("grenade") << std::string() << S {} << 10 << false << 2
            << "Frag grenade is thrown at a point";
        QTest::newRow("unknown situation")
            << std::string("pistol") << std::string() << S { "prone" } << 10 << false << 2
            << "no situation 'prone'";
    }

    void refusals()
    {
        QFETCH(std::string, weapon);
        QFETCH(std::string, mode);
        QFETCH(std::vector<std::string>, situations);
        QFETCH(int, metres);
        QFETCH(bool, evades);
        QFETCH(int, actions);
        QFETCH(QString, message);
        AttackRequest req = request("mara", weapon, "thug", metres);
        req.mode = mode;
        req.situations = situations;
        req.evades = evades;
        req.attacker.actionsLeft = actions;
        TypedDice dice(std::vector<int>(20, 6));
        try {
            resolveAttack(rules(), req, dice);
            QFAIL("not refused");
        } catch (const Refused& e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
        }
        QCOMPARE(dice.remaining(), std::size_t(20)); // nothing was rolled
        QVERIFY_THROWS_EXCEPTION(Refused, attackHitChance(rules(), req));
    }

    // Up to the distance normal as it is, up to twice −2 dice, farther out of reach.
    void range_data()
    {
        QTest::addColumn<std::string>("weapon");
        QTest::addColumn<int>("metres");
        QTest::addColumn<QString>("band");
        QTest::addColumn<int>("dice");
        QTest::newRow("pistol 1 m") << std::string("pistol") << 1 << "normal" << 5;
        QTest::newRow("pistol 20 m") << std::string("pistol") << 20 << "normal" << 5;
        QTest::newRow("pistol 21 m") << std::string("pistol") << 21 << "far" << 3;
        QTest::newRow("pistol 40 m") << std::string("pistol") << 40 << "far" << 3;
        QTest::newRow("pistol 41 m") << std::string("pistol") << 41 << "" << -1;
        QTest::newRow("rifle 100 m") << std::string("assault-rifle") << 100 << "far" << 3;
        QTest::newRow("unarmed 1 m") << std::string("unarmed") << 1 << "normal" << 3;
        // Seed, "Weaponless melee": "The penetration of an unarmed melee attack is 0, and the
        // range is 1 meter." Bare hands are no weapon with a distance to double: 2 m is out of
        // reach, as anything beyond the reach ("it is not possible to shoot or attack").
        QTest::newRow("unarmed 2 m") << std::string("unarmed") << 2 << "" << -1;
        // A knife is a weapon: its distance, then the far band (far_range: {melee: true}).
        QTest::newRow("knife 2 m") << std::string("knife") << 2 << "far" << 0;
        QTest::newRow("knife 3 m") << std::string("knife") << 3 << "" << -1;
    }

    void range()
    {
        QFETCH(std::string, weapon);
        QFETCH(int, metres);
        QFETCH(QString, band);
        QFETCH(int, dice);
        const auto b = engine().band(weapon, metres);
        QCOMPARE(QString::fromStdString(b.value_or("")), band);
        AttackRequest req = request("mara", weapon, "thug", metres);
        if (dice < 0) {
            QVERIFY_THROWS_EXCEPTION(Refused, attackPool(rules(), req));
            return;
        }
        const Pool pool = attackPool(rules(), req);
        QCOMPARE(QString::fromStdString(pool.band), band);
        QCOMPARE(pool.diceCount, dice);
    }

    // Protection less penetration (not below 0) stops that many hits; the rest are wounds;
    // bonus wounds once when any hit goes through.
    void protection_data()
    {
        QTest::addColumn<int>("hits");
        QTest::addColumn<int>("perHit");
        QTest::addColumn<int>("bonus");
        QTest::addColumn<int>("protection");
        QTest::addColumn<int>("penetration");
        QTest::addColumn<int>("stopped");
        QTest::addColumn<int>("wounds");
        QTest::newRow("3 hits, protection 3 − 2") << 3 << 2 << 1 << 3 << 2 << 1 << 5;
        QTest::newRow("all stopped: no bonus") << 2 << 1 << 1 << 3 << 1 << 2 << 0;
        QTest::newRow("penetration beyond protection") << 2 << 1 << 0 << 1 << 3 << 0 << 2;
        QTest::newRow("grenade centre, no armour") << 3 << 2 << 0 << 0 << 1 << 0 << 6;
        QTest::newRow("no hits") << 0 << 2 << 1 << 0 << 0 << 0 << 0;
    }

    void protection()
    {
        QFETCH(int, hits);
        QFETCH(int, perHit);
        QFETCH(int, bonus);
        QFETCH(int, protection);
        QFETCH(int, penetration);
        QFETCH(int, stopped);
        QFETCH(int, wounds);
        const WoundTrace w = applyHits(hits, perHit, bonus, protection, penetration, 4);
        QCOMPARE(w.stopped, stopped);
        QCOMPARE(w.through, hits - stopped);
        QCOMPARE(w.wounds, wounds);
        QCOMPARE(w.after, 4 + wounds);
    }

    // The same with typed dice: the rifle (penetration 2, 2 wounds, 1 bonus) against Mara's
    // vest (3), the pistol (penetration 1) against it.
    void protectionWithTypedDice()
    {
        AttackRequest req = request("veteran", "assault-rifle", "mara", 30);
        TypedDice dice({ 5, 6, 4, 1 }); // Shooting 4 at minimum 4: 3 hits
        AttackTrace t = resolveAttack(rules(), req, dice);
        QCOMPARE(t.hits, 3);
        QVERIFY(t.shots[0].wounds.has_value());
        QCOMPARE(t.shots[0].wounds->protection, 3);
        QCOMPARE(t.shots[0].wounds->penetration, 2);
        QCOMPARE(t.shots[0].wounds->stopped, 1);
        QCOMPARE(t.shots[0].wounds->wounds, 2 * 2 + 1);
        QCOMPARE(t.defenderAfter.wounds, 5);

        req = request("veteran", "pistol", "mara", 10);
        TypedDice dice2({ 4, 4, 1, 1 });
        t = resolveAttack(rules(), req, dice2);
        QCOMPARE(t.hits, 2);
        QCOMPARE(t.shots[0].wounds->stopped, 2);
        QCOMPARE(t.shots[0].wounds->wounds, 0);
        QCOMPARE(t.defenderAfter.wounds, 0);
    }

    // The reading `evasion: {dice: skill}`: the target's Evasion dice at its minimum roll;
    // one success dodges completely.
    void evasionSkillDiceReading()
    {
        QTemporaryDir tmp;
        QVERIFY(copyRulesetWithEdit("success-pool", tmp.path(), "ruleset.yaml",
            "evasion, dice: one}", "evasion, dice: skill}"));
        const RulesetLoad load = loadRuleset(tmp.path().toStdString());
        QVERIFY(load.ruleset.has_value());
        const auto* skill = dynamic_cast<const Engine*>(load.ruleset->ground.get());
        QVERIFY(skill);
        QCOMPARE(
            static_cast<int>(skill->rules().evasion.dice), static_cast<int>(ReactionDice::Skill));
        QCOMPARE(static_cast<int>(skill->rules().parry.dice), static_cast<int>(ReactionDice::One));
        const Rules& skillRules = skill->rules();
        AttackRequest req = request("thug", "knife", "veteran");
        req.evades = true;
        req.defender.actionsLeft = 2; // the veteran has had its turn
        // Hand to hand 4: one hit; the veteran's Evasion 2 at minimum 4: 4 dodges.
        TypedDice dodged({ 5, 1, 1, 1, 4, 1 });
        AttackTrace t = resolveAttack(skillRules, req, dodged);
        QCOMPARE(t.hits, 1);
        QVERIFY(t.shots[0].evasion.has_value());
        QCOMPARE(t.shots[0].evasion->faces, (std::vector<int> { 4, 1 }));
        QVERIFY(t.shots[0].evaded);
        QVERIFY(!t.shots[0].wounds.has_value());
        QVERIFY(!t.landed());
        QCOMPARE(t.defenderAfter.actionsLeft, 1);
        QCOMPARE(t.defenderAfter.wounds, 1);

        TypedDice failed({ 5, 6, 1, 1, 3, 2 });
        t = resolveAttack(skillRules, req, failed);
        QVERIFY(!t.shots[0].evaded);
        QCOMPARE(t.shots[0].wounds->wounds, 2); // 2 hits, no armour, penetration 1, 1 wound each
        QCOMPARE(t.defenderAfter.wounds, 3);
        QCOMPARE(t.defenderAfter.actionsLeft, 1);

        // A miss needs no evasion: nothing more is rolled, no action spent.
        TypedDice miss({ 1, 2, 3, 4 });
        t = resolveAttack(skillRules, req, miss);
        QVERIFY(!t.shots[0].evasion.has_value());
        QCOMPARE(t.defenderAfter.actionsLeft, 2);
        QCOMPARE(miss.remaining(), std::size_t(0));

        req.defender.actionsLeft = 0;
        TypedDice none({ 5 });
        QVERIFY_THROWS_EXCEPTION(Refused, resolveAttack(skillRules, req, none));

        // The chance: a hit (1 − (4/6)^4) not dodged ((1/2)^2 at minimum 4 with 2 dice).
        req.defender.actionsLeft = 2;
        QCOMPARE(attackHitChance(skillRules, req), (1.0 - std::pow(4.0 / 6.0, 4)) * 0.25);
    }

    // Weaponless: penetration 0; Strength > 2 one bonus wound; Quickness > 2 one more die.
    void unarmed_data()
    {
        QTest::addColumn<std::string>("attacker");
        QTest::addColumn<int>("dice");
        QTest::addColumn<int>("bonus");
        QTest::newRow("thug: STR 4, Quickness 3") << std::string("thug") << 5 << 1;
        QTest::newRow("mara: STR 2, Quickness 3") << std::string("mara") << 3 << 0;
        QTest::newRow("veteran: STR 3, Quickness 2") << std::string("veteran") << 3 << 1;
    }

    void unarmed()
    {
        QFETCH(std::string, attacker);
        QFETCH(int, dice);
        QFETCH(int, bonus);
        AttackRequest req = request(attacker, "unarmed", "veteran");
        const Pool pool = attackPool(rules(), req);
        QCOMPARE(pool.diceCount, dice);
        QCOMPARE(pool.bonusWounds, bonus);
        // Every die a success; the veteran has no armour: each hit 1 wound, plus the bonus.
        TypedDice faces(std::vector<int>(static_cast<std::size_t>(dice), 6));
        const AttackTrace t = resolveAttack(rules(), req, faces);
        QCOMPARE(t.shots[0].wounds->penetration, 0);
        QCOMPARE(t.shots[0].wounds->wounds, dice + bonus);
        // Against Mara's vest (3) nothing gets through, so no bonus either.
        req = request(attacker, "unarmed", "mara");
        TypedDice three({ 6, 6, 6, 6, 6 });
        const AttackTrace vest = resolveAttack(rules(), req, three);
        QCOMPARE(vest.shots[0].wounds->stopped, std::min(3, dice));
        QCOMPARE(vest.shots[0].wounds->wounds, std::max(0, dice - 3) + (dice > 3 ? bonus : 0));
    }

    // An attack through ground::Engine: every number of the outcome.
    void attackThroughTheEngine()
    {
        ground::Scene scene;
        scene.figures = { figureOf("mara", { 0, 5 }), figureOf("thug", { 0, 0 }) };
        scene.shooter = 0;
        ground::Action action;
        action.weapon = "pistol";
        action.mode = "single";
        action.target = 1;
        TypedDice dice({ 5, 6, 1, 2, 5, 3 }, engine().maxFace());
        const ground::Outcome out = engine().resolve(scene, action, dice);
        QCOMPARE(out.weapon, std::string("pistol"));
        QCOMPARE(out.mode, std::string("single"));
        QCOMPARE(out.band, std::string("normal"));
        QCOMPARE(out.distance, 5);
        QVERIFY(!out.isThrow);
        QVERIFY(out.hit);
        QCOMPARE(out.rolls.size(), std::size_t(1));
        QCOMPARE(out.rolls[0].what, std::string("attack"));
        QCOMPARE(out.rolls[0].faces, (std::vector<int> { 5, 6, 1, 2, 5, 3 }));
        QCOMPARE(out.rolls[0].sides, 6);
        QCOMPARE(out.rolls[0].total, 3);
        QCOMPARE(out.rolls[0].target.value_or(0), 5);
        QCOMPARE(out.rolls[0].rule, std::string("successes"));
        QCOMPARE(out.figures.size(), std::size_t(1));
        QCOMPARE(out.figures[0].figure, 1);
        QVERIFY(out.figures[0].affected);
        // Leather jacket 1 less penetration 1 stops nothing: 3 hits, 1 wound each.
        QCOMPARE(out.figures[0].result.english(), std::string("3 wounds: wounds 0 → 3"));
        QCOMPARE(out.dice, (std::vector<int> { 5, 6, 1, 2, 5, 3 }));
        QCOMPARE(out.after.figures[1].value("wounds"), 3);
        // Mara, acting, received the priority: 2 actions, one spent. The thug has had no turn.
        QCOMPARE(out.after.figures[0].value("actions"), 1);
        QCOMPARE(out.after.figures[0].value("priority"), 1);
        QCOMPARE(engine().status(out.after.figures[1]).english(),
            std::string("wounds 3, actions left 0 of 2"));
        const std::string all = allWorking(out);
        QVERIFY2(
            all.find("Mara: skill 5 +1 (Single shot) = 6 dice.") != std::string::npos, all.c_str());
        QVERIFY2(all.find("Roll 5, 6, 1, 2, 5, 3 at 5 or more: 3 successes.") != std::string::npos,
            all.c_str());
        QVERIFY2(all.find("3 × 1 wound + 0 bonus = 3 wounds: Thug has 0 wounds → 3 wounds.")
                != std::string::npos,
            all.c_str());
        QCOMPARE(engine().hitChance(scene, action), 1.0 - std::pow(4.0 / 6.0, 6));
        // One wound is one wound: never "1 wounds" (the singular of each count).
        QCOMPARE(woundsText(1).english(), std::string("1 wound"));
        QCOMPARE(woundsText(2).english(), std::string("2 wounds"));
        QVERIFY2(all.find("1 wounds") == std::string::npos, all.c_str());

        // Full auto from the outcome's scene: the one action left is one shot; the next refused.
        action.weapon = "assault-rifle";
        action.mode = "full";
        TypedDice burst(std::vector<int>(9, 1), engine().maxFace());
        const ground::Outcome second = engine().resolve(out.after, action, burst);
        QVERIFY(!second.hit);
        QCOMPARE(second.rolls.size(), std::size_t(1));
        QCOMPARE(burst.remaining(), std::size_t(0));
        QCOMPARE(second.after.figures[0].value("actions"), 0);
        QCOMPARE(second.after.figures[1].value("wounds"), 3);
        TypedDice more(std::vector<int>(18, 6), engine().maxFace());
        QVERIFY_THROWS_EXCEPTION(Refused, engine().resolve(second.after, action, more));
        // The figure's count is the only truth: no option gives the actions back (the window
        // once wrote "actions_left" into every action, and full auto fired again).
        QVERIFY(engine().options(action).empty());
        action.options["actions_left"] = 2;
        QVERIFY_THROWS_EXCEPTION(Refused, engine().resolve(second.after, action, more));
        action.options.clear();
        // A new round gives the priority back, not the actions: Mara's refresh when she acts.
        ground::Scene next = second.after;
        for (ground::Figure& f : next.figures)
            f = engine().newRound(f);
        QCOMPARE(next.figures[0].value("actions"), 0);
        QCOMPARE(next.figures[0].value("priority"), 0);
        const ground::Outcome third = engine().resolve(next, action, more);
        QCOMPARE(third.rolls.size(), std::size_t(2)); // two actions: two shots
        QCOMPARE(third.after.figures[0].value("actions"), 0);
        // Each shot 9 hits of 2 wounds (the jacket's 1 less penetration 2 stops none) + 1 bonus.
        QCOMPARE(third.after.figures[1].value("wounds"), 3 + 2 * (9 * 2 + 1));
    }

    // A grenade that misses: the d12 clock, 1d6 metres, then the blast rings.
    void throwThroughTheEngine()
    {
        ground::Scene scene;
        scene.figures = { figureOf("mara", { 0, 10 }), figureOf("thug", { 0, -2 }),
            figureOf("veteran", { 2, -2 }) };
        scene.shooter = 0;
        scene.aim = { 0, 0 };
        ground::Action action;
        action.isThrow = true;
        action.weapon = "grenade";
        // Throwing 4 with no success, 12 o'clock, 2 m: it lands on the thug.
        TypedDice dice({ 1, 2, 3, 4, 12, 2 }, engine().maxFace());
        const ground::Outcome out = engine().resolve(scene, action, dice);
        QVERIFY(out.isThrow);
        QVERIFY(!out.hit);
        QCOMPARE(out.band, std::string("normal"));
        QCOMPARE(out.distance, 10);
        QCOMPARE(out.aim, (Hex { 0, 0 }));
        QCOMPARE(out.direction.value_or(0), 12);
        QCOMPARE(out.directionSides, 12);
        QCOMPARE(out.drift, 2);
        QCOMPARE(out.landing, (Hex { 0, -2 }));
        QCOMPARE(out.rolls.size(), std::size_t(3));
        QCOMPARE(out.rolls[0].total, 0);
        QCOMPARE(out.rolls[1].what, std::string("direction"));
        QCOMPARE(out.rolls[1].sides, 12);
        QCOMPARE(out.rolls[1].faces, (std::vector<int> { 12 }));
        QCOMPARE(out.rolls[2].what, std::string("scatter"));
        QCOMPARE(out.rolls[2].faces, (std::vector<int> { 2 }));
        QCOMPARE(out.dice, (std::vector<int> { 1, 2, 3, 4, 12, 2 }));
        QCOMPARE(out.figures.size(), std::size_t(3));
        QVERIFY(!out.figures[0].affected); // Mara, 12 m off
        QCOMPARE(out.figures[0].distance, 12);
        QCOMPARE(out.figures[1].ring.value_or(-1), 0); // the thug: the centre, 3 hits of 2
        QCOMPARE(out.figures[1].band, std::string("Centre"));
        QCOMPARE(out.figures[1].result.english(), std::string("6 wounds: wounds 0 → 6"));
        QCOMPARE(out.figures[2].distance, 2);
        QCOMPARE(out.figures[2].ring.value_or(-1), 1); // the veteran: 2 hits of 1
        QCOMPARE(out.figures[2].result.english(), std::string("2 wounds: wounds 1 → 3"));
        QCOMPARE(out.after.figures[1].value("wounds"), 6);
        QCOMPARE(out.after.figures[2].value("wounds"), 3);
        QCOMPARE(out.after.figures[0].value("actions"), 1);
        QVERIFY(!out.after.figures[0].state.count("wounds"));

        // 3 o'clock, 4 m: to the thrower's right.
        TypedDice right({ 1, 1, 1, 1, 3, 4 }, engine().maxFace());
        const ground::Outcome r = engine().resolve(scene, action, right);
        QVERIFY(ground::centre(r.landing).x > 3);
        QVERIFY(std::abs(ground::centre(r.landing).y) <= 0.5);

        // One success: it lands where aimed and nothing else is rolled.
        TypedDice hit({ 5, 1, 1, 1, 12, 6 }, engine().maxFace());
        const ground::Outcome on = engine().resolve(scene, action, hit);
        QVERIFY(on.hit);
        QCOMPARE(on.landing, (Hex { 0, 0 }));
        QVERIFY(!on.direction.has_value());
        QCOMPARE(hit.remaining(), std::size_t(2));
        QCOMPARE(on.figures[1].ring.value_or(-1), 1); // the thug 2 m from the aim
    }

    // Seed, "Start of the combat": "All participants of the combat have no actions available
    // at the beginning of the combat. Only when they receive the priority for the first time
    // do their actions refresh." And "Actor and actions": "At the beginning of the turn, the
    // actions of the participant refresh."
    void noActionsBeforeThePriority()
    {
        ground::Scene scene;
        scene.figures = { figureOf("thug", { 0, 1 }), figureOf("veteran", { 0, 0 }) };
        scene.shooter = 0;
        QCOMPARE(engine().defender(scene.figures[1]).actionsLeft, 0);
        QCOMPARE(engine().status(scene.figures[1]).english(),
            std::string("wounds 1, actions left 0 of 2"));
        // The veteran cannot evade the thug's knife before its first turn …
        ground::Action knife;
        knife.weapon = "knife";
        knife.target = 1;
        knife.options["evades"] = 1;
        TypedDice dice(std::vector<int>(8, 6), engine().maxFace());
        try {
            engine().resolve(scene, knife, dice);
            QFAIL("an evasion before the figure's first turn was allowed");
        } catch (const Refused& e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(
                         "Veteran has no action left to evade with"),
                e.what());
        }
        QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(scene, knife));

        // … but once it has had the priority (its turn) it keeps its actions for reactions.
        ground::Figure veteran = engine().receivesPriority(scene.figures[1]);
        QCOMPARE(veteran.value("actions"), 2);
        QCOMPARE(veteran.value("priority"), 1);
        veteran.state["actions"] = 1; // it spent one in its turn
        // Once a round: the priority given again changes nothing.
        QCOMPARE(engine().receivesPriority(veteran), veteran);
        scene.figures[1] = veteran;
        TypedDice evaded({ 5, 1, 1, 1, 4 }, engine().maxFace());
        const ground::Outcome out = engine().resolve(scene, knife, evaded);
        QVERIFY(!out.hit);
        QCOMPARE(out.figures[0].result.english(), std::string("evaded"));
        QCOMPARE(out.after.figures[1].value("actions"), 0);
        // The thug, acting, received the priority with its first action: 2, one spent.
        QCOMPARE(out.after.figures[0].value("actions"), 1);
        QCOMPARE(out.after.figures[0].value("priority"), 1);

        // A new round refreshes nobody: the actions wait for each figure's own turn.
        ground::Figure next = engine().newRound(out.after.figures[1]);
        QCOMPARE(next.value("actions"), 0);
        QVERIFY(!next.state.count("priority"));
        QCOMPARE(engine().receivesPriority(next).value("actions"), 2);
        // The one acting keeps what it has while its turn lasts.
        TypedDice again({ 1, 1, 1, 1 }, engine().maxFace());
        knife.options.clear();
        const ground::Outcome second = engine().resolve(out.after, knife, again);
        QCOMPARE(second.after.figures[0].value("actions"), 0);
        TypedDice third({ 6, 6, 6, 6 }, engine().maxFace());
        QVERIFY_THROWS_EXCEPTION(Refused, engine().resolve(second.after, knife, third));
        // Every state key is one a session file may hold.
        std::vector<std::string> keys;
        for (const ground::StateKey& k : engine().stateKeys(veteran))
            keys.push_back(k.key);
        QCOMPARE(keys,
            (std::vector<std::string> {
                "wounds", "actions", "priority", "bonus_dice", "destiny_dice", "stolen" }));
    }

    // Seed, "Bonus dice: Fire modes": "Full-auto: +4 dice, all the character's unspent actions
    // must be used up for shots with this weapon, after which the combat round ends for him.
    // No actions can be saved for reactions." Each action left is a shot: a roll of its own.
    void fullAutoFiresAShotForEachAction_data()
    {
        QTest::addColumn<int>("actions");
        QTest::addColumn<bool>("oneRoll"); // the reading shots: one
        QTest::newRow("two actions: two shots") << 2 << false;
        QTest::newRow("one action: one shot") << 1 << false;
        QTest::newRow("three actions: three shots") << 3 << false;
        QTest::newRow("shots: one, two actions") << 2 << true;
    }

    void fullAutoFiresAShotForEachAction()
    {
        QFETCH(int, actions);
        QFETCH(bool, oneRoll);
        QTemporaryDir tmp;
        const Rules* played = &rules();
        std::optional<RulesetLoad> load;
        if (oneRoll) {
            QVERIFY(copyRulesetWithEdit(
                "success-pool", tmp.path(), "ruleset.yaml", "shots: each_action}", "shots: one}"));
            load = loadRuleset(tmp.path().toStdString());
            QVERIFY(load->ruleset.has_value());
            played = &dynamic_cast<const Engine&>(*load->ruleset->ground).rules();
            QCOMPARE(static_cast<int>(played->fireMode("full")->shots),
                static_cast<int>(ActionShots::One));
        }
        AttackRequest req = request("mara", "assault-rifle", "thug", 10);
        req.mode = "full";
        req.attacker.actionsLeft = actions;
        const int shots = oneRoll ? 1 : actions;
        const Pool pool = attackPool(*played, req);
        QCOMPARE(pool.diceCount, 9); // Shooting 5 + 4
        QCOMPARE(pool.shots, shots);
        QCOMPARE(pool.actionsSpent, actions);
        // Shot by shot: the first all successes, the others one success each.
        std::vector<int> faces(9, 6);
        for (int n = 1; n < shots; ++n) {
            faces.push_back(5);
            faces.insert(faces.end(), 8, 1);
        }
        TypedDice dice(faces);
        const AttackTrace t = resolveAttack(*played, req, dice);
        QCOMPARE(dice.remaining(), std::size_t(0));
        QCOMPARE(t.dice, faces);
        QCOMPARE(t.shots.size(), static_cast<std::size_t>(shots));
        QCOMPARE(t.shots[0].hits, 9);
        for (int n = 1; n < shots; ++n)
            QCOMPARE(t.shots[static_cast<std::size_t>(n)].hits, 1);
        QCOMPARE(t.actionsSpent, actions);
        QCOMPARE(t.attackerActionsLeft, 0);
        // Each shot is an attack of its own against the jacket (1, less penetration 2: none
        // stopped): 2 wounds a hit and the bonus wound for each shot that gets through.
        int expected = 9 * 2 + 1;
        for (int n = 1; n < shots; ++n)
            expected += 1 * 2 + 1;
        QCOMPARE(t.woundsDealt(), expected);
        QCOMPARE(t.defenderAfter.wounds, expected);
        // Any shot may hit: 1 − (4/6)^(9 × shots).
        QCOMPARE(attackHitChance(*played, req), 1.0 - std::pow(4.0 / 6.0, 9 * shots));

        // The working says so, shot by shot, and that the round is over.
        ground::Scene scene;
        scene.figures = { figureOf("mara", { 0, 10 }), figureOf("thug", { 0, 0 }) };
        scene.figures[0].state = { { "actions", actions }, { "priority", 1 } };
        ground::Action action;
        action.weapon = "assault-rifle";
        action.mode = "full";
        action.target = 1;
        const Engine& e = oneRoll ? dynamic_cast<const Engine&>(*load->ruleset->ground) : engine();
        TypedDice typed(faces, e.maxFace());
        const ground::Outcome out = e.resolve(scene, action, typed);
        QCOMPARE(out.rolls.size(), static_cast<std::size_t>(shots));
        QCOMPARE(out.after.figures[0].value("actions"), 0);
        QCOMPARE(out.after.figures[1].value("wounds"), expected);
        const std::string all = allWorking(out);
        QVERIFY2(all.find("The combat round ends for Mara: no action is kept for a reaction.")
                != std::string::npos,
            all.c_str());
        QVERIFY2(all.find("Mara spends " + std::to_string(actions)
                     + (actions == 1 ? " action, 0 left." : " actions, 0 left."))
                != std::string::npos,
            all.c_str());
        QCOMPARE(all.find("Shot 2:") != std::string::npos, shots > 1);
        QCOMPARE(all.find("fires a shot for each of the") != std::string::npos, shots > 1);
    }

    // far_range: {melee: false}: a melee weapon reaches its distance and no farther.
    void meleeReachReading()
    {
        QTemporaryDir tmp;
        QVERIFY(copyRulesetWithEdit(
            "success-pool", tmp.path(), "ruleset.yaml", "melee: true}", "melee: false}"));
        const RulesetLoad load = loadRuleset(tmp.path().toStdString());
        QVERIFY2(load.ruleset.has_value(), qPrintable(errorText(load)));
        const auto& reach = dynamic_cast<const Engine&>(*load.ruleset->ground);
        QVERIFY(!reach.rules().farMelee);
        QCOMPARE(reach.band("knife", 1).value_or(""), std::string("normal"));
        QVERIFY(!reach.band("knife", 2));
        QCOMPARE(reach.band("pistol", 30).value_or(""), std::string("far"));
        AttackRequest req = request("thug", "knife", "mara", 2);
        try {
            attackPool(reach.rules(), req);
            QFAIL("a knife reached 2 m");
        } catch (const Refused& e) {
            QVERIFY2(QString::fromStdString(e.what()).contains("beyond the reach of Knife (1 m)"),
                e.what());
        }
        // A bad value is refused with its place.
        QTemporaryDir bad;
        QVERIFY(copyRulesetWithEdit(
            "success-pool", bad.path(), "ruleset.yaml", "shots: each_action}", "shots: twice}"));
        const RulesetLoad refused = loadRuleset(bad.path().toStdString());
        QVERIFY(!refused.ruleset.has_value());
        QVERIFY2(errorText(refused).contains("shots must be each_action or one, not 'twice'"),
            qPrintable(errorText(refused)));
    }

    // A missed throw: the working gives the metres rolled, and where the hex holding that point
    // is counted farther (hex by hex, as the blast rings count), both numbers; every figure's
    // distance is that count.
    void throwWorkingCountsHexByHex_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<int>("metres");
        for (int face = 1; face <= 12; ++face)
            for (int metres = 1; metres <= 6; ++metres)
                QTest::addRow("%d o'clock, %d m", face, metres) << face << metres;
    }

    void throwWorkingCountsHexByHex()
    {
        QFETCH(int, face);
        QFETCH(int, metres);
        ground::Scene scene;
        scene.figures = { figureOf("mara", { 0, 10 }), figureOf("thug", { 0, 0 }) };
        ground::Action action;
        action.isThrow = true;
        action.weapon = "grenade";
        TypedDice dice({ 1, 1, 1, 1, face, metres }, engine().maxFace());
        const ground::Outcome out = engine().resolve(scene, action, dice);
        QCOMPARE(out.drift, metres);
        const int counted = hitspread::distance(out.aim, out.landing);
        QVERIFY(counted >= metres);
        QCOMPARE(out.figures[1].distance, counted); // the thug stands on the intended point
        const std::string all = allWorking(out);
        const std::string rolled = std::to_string(metres) + " = " + std::to_string(metres) + " m.";
        QVERIFY2(all.find(rolled) != std::string::npos, all.c_str());
        const std::string lands = counted == metres
            ? "It lands in the hex " + std::to_string(counted) + " m from the intended point."
            : "The point " + std::to_string(metres) + " m off lies in the hex counted "
                + std::to_string(counted) + " m from the intended point";
        QVERIFY2(all.find(lands) != std::string::npos, all.c_str());
    }

    // Typed faces: up to 12 for this ruleset, and each roll checks its own die.
    void typedDiceOutOfRange()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TypedDice({ 13 }, engine().maxFace()));
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument, TypedDice::parseList("1,2,13", engine().maxFace()));
        ground::Scene scene;
        scene.figures = { figureOf("mara", { 0, 5 }), figureOf("thug", { 0, 0 }) };
        ground::Action attack;
        attack.weapon = "pistol";
        attack.target = 1;
        TypedDice nine({ 5, 5, 9, 1, 1 }, engine().maxFace());
        QVERIFY_THROWS_EXCEPTION(DiceOutOfRange, engine().resolve(scene, attack, nine));
        // On a miss the direction takes a 12, but the metres are a d6.
        ground::Action toss;
        toss.isThrow = true;
        toss.weapon = "grenade";
        TypedDice metres({ 1, 1, 1, 1, 12, 9 }, engine().maxFace());
        QVERIFY_THROWS_EXCEPTION(DiceOutOfRange, engine().resolve(scene, toss, metres));
        TypedDice direction({ 1, 1, 1, 1, 12, 6 }, engine().maxFace());
        QCOMPARE(engine().resolve(scene, toss, direction).direction.value_or(0), 12);
    }

    // hitChance is exact: the same as counting every sequence of faces.
    void hitChanceIsExact_data()
    {
        QTest::addColumn<std::string>("shooter");
        QTest::addColumn<std::string>("weapon");
        QTest::addColumn<std::string>("target");
        QTest::addColumn<int>("metres");
        QTest::addColumn<bool>("isThrow");
        QTest::addColumn<std::string>("reaction"); // an option set to 1: evades, parries, unseen
        QTest::addColumn<int>("dice"); // how many faces the brute force enumerates
        QTest::addColumn<std::string>("mode");
        QTest::addColumn<int>("modifier");
        const std::string none;
        QTest::newRow("pistol, 5 dice at 5")
            << std::string("mara") << std::string("pistol") << std::string("thug") << 10 << false
            << none << 5 << std::string() << 0;
        QTest::newRow("pistol far, 2 dice at 4")
            << std::string("veteran") << std::string("pistol") << std::string("thug") << 30 << false
            << none << 2 << std::string() << 0;
        QTest::newRow("knife, evaded")
            << std::string("thug") << std::string("knife") << std::string("veteran") << 1 << false
            << std::string("evades") << 6 << std::string() << 0;
        // Hand to hand 4 at 5, then the veteran's parry die at 4.
        QTest::newRow("knife, parried")
            << std::string("thug") << std::string("knife") << std::string("veteran") << 1 << false
            << std::string("parries") << 5 << std::string() << 0;
        // Unseen, no reaction: the chance of the attack alone.
        QTest::newRow("knife, unseen")
            << std::string("thug") << std::string("knife") << std::string("veteran") << 1 << false
            << std::string("unseen") << 4 << std::string() << 0;
        QTest::newRow("grenade throw")
            << std::string("mara") << std::string("grenade") << std::string("thug") << 8 << true
            << none << 4 << std::string() << 0;
        // Two shots of 4 + 4 − 6 = 2 dice at 4: any of them hits.
        QTest::newRow("full auto, two shots")
            << std::string("veteran") << std::string("assault-rifle") << std::string("thug") << 10
            << false << none << 4 << std::string("full") << -6;
    }

    void hitChanceIsExact()
    {
        QFETCH(std::string, shooter);
        QFETCH(std::string, weapon);
        QFETCH(std::string, target);
        QFETCH(int, metres);
        QFETCH(bool, isThrow);
        QFETCH(std::string, reaction);
        QFETCH(int, dice);
        QFETCH(std::string, mode);
        QFETCH(int, modifier);
        ground::Scene scene;
        scene.figures = { figureOf(shooter, { 0, metres }), figureOf(target, { 0, 0 }) };
        scene.figures[1].state["actions"] = 2; // the target has had its turn: it may evade
        scene.aim = { 0, 0 };
        ground::Action action;
        action.weapon = weapon;
        action.mode = mode;
        action.modifier = modifier;
        action.isThrow = isThrow;
        action.target = isThrow ? -1 : 1;
        if (!reaction.empty())
            action.options[reaction] = 1;
        double hits = 0;
        double all = 0;
        everySequence(dice, 6, [&](const std::vector<int>& faces) {
            std::vector<int> typed = faces;
            typed.insert(typed.end(), { 1, 1 }); // a miss's direction and metres
            TypedDice typedDice(typed, engine().maxFace());
            all += 1;
            if (engine().resolve(scene, action, typedDice).hit)
                hits += 1;
        });
        QCOMPARE(engine().hitChance(scene, action), hits / all);
        const std::vector<double> odds = successOdds(4, 5, 6);
        QCOMPARE(odds[0], std::pow(4.0 / 6.0, 4));
        QCOMPARE(odds[4], std::pow(2.0 / 6.0, 4));
    }

    // The landing distribution of a throw sums to 1.
    void landingOddsSumToOne_data()
    {
        QTest::addColumn<int>("q");
        QTest::addColumn<int>("r");
        QTest::newRow("straight below, normal") << 0 << 10;
        QTest::newRow("to the side, far") << 20 << -10;
    }

    void landingOddsSumToOne()
    {
        QFETCH(int, q);
        QFETCH(int, r);
        ground::Scene scene;
        scene.figures = { figureOf("mara", { q, r }), figureOf("thug", { 1, 0 }) };
        scene.aim = { 0, 0 };
        ground::Action action;
        action.isThrow = true;
        action.weapon = "grenade";
        const auto odds = ground::landingOdds(engine(), scene, action);
        double sum = 0;
        for (const auto& [hex, p] : odds)
            sum += p;
        QVERIFY2(std::abs(sum - 1.0) < 1e-12, qPrintable(QString::number(sum, 'g', 17)));
        QVERIFY(odds.at(Hex { 0, 0 }) >= engine().hitChance(scene, action));
        // 12 directions × 6 metres, some on the same hex: no more than 73 hexes.
        QVERIFY(odds.size() <= 73);
        QVERIFY(odds.size() > 40);
    }

    // d6 + Speed, ties by Quickness, then Deftness.
    void initiative()
    {
        const std::vector<InitiativeEntry> entries { { "mara", 4, 3, 4 }, { "thug", 3, 3, 2 },
            { "veteran", 3, 2, 5 }, { "twin", 3, 3, 2 } };
        TypedDice dice({ 2, 3, 3, 6 });
        const InitiativeOutcome out = rollInitiative(entries, dice);
        QCOMPARE(out.rolls[0].total, 6);
        QCOMPARE(out.rolls[1].total, 6);
        QCOMPARE(out.rolls[2].total, 6);
        QCOMPARE(out.rolls[3].total, 9);
        // twin 9; then 6s: mara (Q3, D4) before thug (Q3, D2) before veteran (Q2).
        QCOMPARE(out.order, (std::vector<int> { 3, 0, 1, 2 }));
        TypedDice same({ 1, 1, 1, 1 });
        // All tied but Mara's Speed: thug and twin tie on everything and keep their order.
        QCOMPARE(rollInitiative(entries, same).order, (std::vector<int> { 0, 1, 3, 2 }));
        QCOMPARE(out.dice, (std::vector<int> { 2, 3, 3, 6 }));
    }

    // Evasion as the spec says: a single die whatever the Evasion skill.
    void evasion()
    {
        const Engine* one = &engine();
        QCOMPARE(static_cast<int>(one->rules().evasion.dice), static_cast<int>(ReactionDice::One));
        QCOMPARE(one->rules().evasion.skill, std::string("evasion"));
        AttackRequest req = request("thug", "knife", "veteran");
        req.evades = true;
        req.defender.actionsLeft = 2; // the veteran has had its turn
        TypedDice dice({ 5, 1, 1, 1, 1, 4 });
        const AttackTrace t = resolveAttack(one->rules(), req, dice);
        QCOMPARE(t.shots[0].evasion->faces, (std::vector<int> { 1 }));
        QVERIFY(!t.shots[0].evaded);
        QCOMPARE(dice.remaining(), std::size_t(1));
        QCOMPARE(attackHitChance(one->rules(), req), (1.0 - std::pow(4.0 / 6.0, 4)) * 0.5);
    }

    // Seed, "Actor and actions": "Parry with a weapon or object." Reading: a reaction to a melee
    // attack like the evasion, rolled on Hand to hand (parry: {skill: hand_to_hand, dice: one}):
    // one die at the target's minimum roll; one success stops the attack completely.
    void parry()
    {
        QCOMPARE(rules().parry.skill, std::string("hand_to_hand"));
        QCOMPARE(static_cast<int>(rules().parry.dice), static_cast<int>(ReactionDice::One));
        AttackRequest req = request("thug", "knife", "veteran");
        QCOMPARE(req.defender.parry, 3); // the veteran's Hand to hand
        req.parries = true;
        req.defender.actionsLeft = 2; // the veteran has had its turn
        // Hand to hand 4 at 5: one hit; the parry die at the veteran's minimum 4: 4 parries.
        TypedDice parried({ 5, 1, 1, 1, 4 });
        AttackTrace t = resolveAttack(rules(), req, parried);
        QCOMPARE(parried.remaining(), std::size_t(0));
        QCOMPARE(t.dice, (std::vector<int> { 5, 1, 1, 1, 4 }));
        QCOMPARE(t.hits, 1);
        QVERIFY(t.parryDeclared);
        QVERIFY(!t.evasionDeclared);
        QVERIFY(!t.shots[0].evasion.has_value());
        QVERIFY(t.shots[0].parry.has_value());
        QCOMPARE(t.shots[0].parry->faces, (std::vector<int> { 4 }));
        QCOMPARE(t.shots[0].parry->minimum, 4);
        QCOMPARE(t.shots[0].parry->successes, 1);
        QVERIFY(t.shots[0].parried);
        QVERIFY(!t.shots[0].evaded);
        QVERIFY(!t.shots[0].wounds.has_value());
        QVERIFY(!t.landed());
        QCOMPARE(t.woundsDealt(), 0);
        QCOMPARE(t.defenderAfter.actionsLeft, 1);
        QCOMPARE(t.defenderAfter.wounds, 1); // as it was
        QCOMPARE(t.attackerActionsLeft, 1);

        // 3 fails: two hits of the knife (penetration 1, no armour), 1 wound each.
        TypedDice failed({ 5, 6, 1, 1, 3 });
        t = resolveAttack(rules(), req, failed);
        QCOMPARE(failed.remaining(), std::size_t(0));
        QCOMPARE(t.shots[0].parry->faces, (std::vector<int> { 3 }));
        QVERIFY(!t.shots[0].parried);
        QVERIFY(t.landed());
        QCOMPARE(t.shots[0].wounds->wounds, 2);
        QCOMPARE(t.defenderAfter.wounds, 3);
        QCOMPARE(t.defenderAfter.actionsLeft, 1);

        // A miss needs no parry: nothing more is rolled, no action spent.
        TypedDice miss({ 1, 2, 3, 4, 6 });
        t = resolveAttack(rules(), req, miss);
        QVERIFY(!t.shots[0].parry.has_value());
        QCOMPARE(t.defenderAfter.actionsLeft, 2);
        QCOMPARE(miss.remaining(), std::size_t(1));

        // The chance: a hit (1 − (4/6)^4) not parried (one die at 4: 1/2).
        QCOMPARE(attackHitChance(rules(), req), (1.0 - std::pow(4.0 / 6.0, 4)) * 0.5);
        // Unarmed is a melee attack too: it can be parried.
        req.weapon = "unarmed";
        TypedDice fist({ 6, 1, 1, 1, 1, 5 });
        t = resolveAttack(rules(), req, fist);
        QVERIFY(t.shots[0].parried);
        QCOMPARE(t.defenderAfter.actionsLeft, 1);
    }

    // The reading `parry: {dice: skill}`: the target's Hand to hand dice at its minimum roll.
    void parrySkillDiceReading()
    {
        QTemporaryDir tmp;
        QVERIFY(copyRulesetWithEdit("success-pool", tmp.path(), "ruleset.yaml",
            "parry: {skill: hand_to_hand, dice: one}",
            "parry: {skill: hand_to_hand, dice: skill}"));
        const RulesetLoad load = loadRuleset(tmp.path().toStdString());
        QVERIFY2(load.ruleset.has_value(), qPrintable(errorText(load)));
        const Rules& skillRules = dynamic_cast<const Engine&>(*load.ruleset->ground).rules();
        QCOMPARE(static_cast<int>(skillRules.parry.dice), static_cast<int>(ReactionDice::Skill));
        QCOMPARE(static_cast<int>(skillRules.evasion.dice), static_cast<int>(ReactionDice::One));
        AttackRequest req = request("thug", "knife", "veteran");
        req.parries = true;
        req.defender.actionsLeft = 1;
        // The veteran's Hand to hand 3 at 4: 1, 2, 4 parries.
        TypedDice parried({ 5, 1, 1, 1, 1, 2, 4 });
        AttackTrace t = resolveAttack(skillRules, req, parried);
        QCOMPARE(parried.remaining(), std::size_t(0));
        QCOMPARE(t.shots[0].parry->faces, (std::vector<int> { 1, 2, 4 }));
        QCOMPARE(t.shots[0].parry->successes, 1);
        QVERIFY(t.shots[0].parried);
        QCOMPARE(t.defenderAfter.actionsLeft, 0);
        TypedDice failed({ 5, 1, 1, 1, 1, 2, 3 });
        t = resolveAttack(skillRules, req, failed);
        QVERIFY(!t.shots[0].parried);
        QCOMPARE(t.defenderAfter.wounds, 2);
        // A hit (1 − (4/6)^4) not parried ((1/2)^3: three dice at 4).
        QCOMPARE(attackHitChance(skillRules, req), (1.0 - std::pow(4.0 / 6.0, 4)) * 0.125);
    }

    // What the ruleset says of the parry: a skill of its own, the dice skill or one; without
    // the key, Hand to hand and one die.
    void parryInTheRuleset_data()
    {
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("error"); // empty: it loads
        QTest::newRow("another skill") << "parry: {skill: evasion, dice: one}" << QString();
        QTest::newRow("no such skill")
            << "parry: {skill: fencing, dice: one}"
            << "parry skill 'fencing' is not one of the ruleset's skills";
        QTest::newRow("bad dice") << "parry: {skill: hand_to_hand, dice: twice}"
                                  << "parry dice must be skill or one, not 'twice'";
        QTest::newRow("unknown key") << "parry: {skill: hand_to_hand, bonus: 1}"
                                     << "bonus";
        QTest::newRow("no parry key") << "" << QString();
    }

    void parryInTheRuleset()
    {
        QFETCH(QString, to);
        QFETCH(QString, error);
        QTemporaryDir tmp;
        QVERIFY(copyRulesetWithEdit("success-pool", tmp.path(), "ruleset.yaml",
            "parry: {skill: hand_to_hand, dice: one}", to));
        const RulesetLoad load = loadRuleset(tmp.path().toStdString());
        if (!error.isEmpty()) {
            QVERIFY(!load.ruleset.has_value());
            QVERIFY2(errorText(load).contains(error), qPrintable(errorText(load)));
            QVERIFY2(errorText(load).contains("ruleset.yaml:"), qPrintable(errorText(load)));
            return;
        }
        QVERIFY2(load.ruleset.has_value(), qPrintable(errorText(load)));
        const Rules& read = dynamic_cast<const Engine&>(*load.ruleset->ground).rules();
        QCOMPARE(read.parry.skill, std::string(to.isEmpty() ? "hand_to_hand" : "evasion"));
        QCOMPARE(static_cast<int>(read.parry.dice), static_cast<int>(ReactionDice::One));
    }

    // Without the key the parry rolls Hand to hand, which the ruleset must then have.
    void parryNeedsItsSkill()
    {
        QTemporaryDir tmp;
        QVERIFY(copyRulesetWithEdit("success-pool", tmp.path(), "ruleset.yaml",
            "  parry: {skill: hand_to_hand, dice: one}\n", ""));
        QVERIFY(editFile(QDir(tmp.path()).filePath("ruleset.yaml"),
            "hand_to_hand: {en: Hand to hand, de: Nahkampf}", "melee: Melee"));
        const RulesetLoad load = loadRuleset(tmp.path().toStdString());
        QVERIFY(!load.ruleset.has_value());
        QVERIFY2(errorText(load).contains("skills lacks 'hand_to_hand' (a parry rolls it; parry: "
                                          "{skill: …} may name another)"),
            qPrintable(errorText(load)));
    }

    // Seed, "Reactions": "There can only ever be one reaction by a participant to an action";
    // "The reacting participant must directly perceive the actor"; "Evasion": "This requires
    // that the attacked character has an action available and can perceive the attacker.
    // Thus, an attack from behind cannot be dodged." Each refusal, word for word, before any
    // die is rolled; the chance is refused alike.
    void reactionRefusals_data()
    {
        QTest::addColumn<std::string>("weapon");
        QTest::addColumn<bool>("evades");
        QTest::addColumn<bool>("parries");
        QTest::addColumn<bool>("unseen");
        QTest::addColumn<int>("targetActions");
        QTest::addColumn<QString>("message");
        const std::string knife("knife");
        const QString both = "Veteran may evade or parry the attack, not both: \"There can only "
                             "ever be one reaction by a participant to an action.\"";
        const QString noEvasion
            = "Veteran cannot perceive the attacker, so it cannot evade: \"This requires that "
              "the attacked character has an action available and can perceive the attacker. "
              "Thus, an attack from behind cannot be dodged.\"";
        const QString noParry = "Veteran cannot perceive the attacker, so it cannot parry: \"The "
                                "reacting participant must directly perceive the actor, i.e. "
                                "hear, see, or otherwise become aware of his action.\"";
        QTest::newRow("evades and parries") << knife << true << true << false << 2 << both;
        QTest::newRow("evades and parries, unseen") << knife << true << true << true << 2 << both;
        QTest::newRow("parrying a shot")
            << std::string("pistol") << false << true << false << 2
            << "Only a melee attack can be parried, and Pistol is not a melee weapon.";
        QTest::newRow("unseen, evades") << knife << true << false << true << 2 << noEvasion;
        QTest::newRow("unseen, parries") << knife << false << true << true << 2 << noParry;
        // It could not perceive the attacker even with an action to spare.
        QTest::newRow("unseen, parries, no action")
            << knife << false << true << true << 0 << noParry;
        QTest::newRow("parries, no action")
            << knife << false << true << false << 0 << "Veteran has no action left to parry with.";
        QTest::newRow("evades, no action")
            << knife << true << false << false << 0 << "Veteran has no action left to evade with.";
    }

    void reactionRefusals()
    {
        QFETCH(std::string, weapon);
        QFETCH(bool, evades);
        QFETCH(bool, parries);
        QFETCH(bool, unseen);
        QFETCH(int, targetActions);
        QFETCH(QString, message);
        AttackRequest req = request("thug", weapon, "veteran");
        req.evades = evades;
        req.parries = parries;
        req.unseen = unseen;
        req.defender.actionsLeft = targetActions;
        TypedDice dice(std::vector<int>(10, 6));
        try {
            resolveAttack(rules(), req, dice);
            QFAIL("not refused");
        } catch (const Refused& e) {
            QCOMPARE(QString::fromStdString(e.what()), message);
        }
        QCOMPARE(dice.remaining(), std::size_t(10));
        QVERIFY_THROWS_EXCEPTION(Refused, attackHitChance(rules(), req));

        // The same through the engine's options, where a melee weapon offers them.
        ground::Scene scene;
        scene.figures = { figureOf("thug", { 0, 1 }), figureOf("veteran", { 0, 0 }) };
        scene.figures[1].state = { { "actions", targetActions }, { "priority", 1 } };
        ground::Action action;
        action.weapon = weapon;
        action.target = 1;
        if (evades)
            action.options["evades"] = 1;
        if (parries)
            action.options["parries"] = 1;
        if (unseen)
            action.options["unseen"] = 1;
        TypedDice engineDice(std::vector<int>(10, 6), engine().maxFace());
        try {
            engine().resolve(scene, action, engineDice);
            QFAIL("not refused through the engine");
        } catch (const Refused& e) {
            QCOMPARE(QString::fromStdString(e.what()), message);
        }
        QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(scene, action));
    }

    // A parry through ground::Engine: its roll under the target, the result "parried", the
    // action it costs, the working; and the options a melee attack offers.
    void parryThroughTheEngine()
    {
        ground::Scene scene;
        scene.figures = { figureOf("thug", { 0, 1 }), figureOf("veteran", { 0, 0 }) };
        scene.shooter = 0;
        ground::Action knife;
        knife.weapon = "knife";
        knife.target = 1;
        std::vector<std::string> ids;
        for (const ground::OptionSpec& o : engine().options(knife)) {
            ids.push_back(o.id);
            QCOMPARE(o.min, 0);
            QCOMPARE(o.max, 1);
            QCOMPARE(o.value, 0);
        }
        QCOMPARE(ids, (std::vector<std::string> { "evades", "parries", "unseen" }));
        knife.options["parries"] = 1;

        // No parry before the veteran's first turn: it has no action.
        TypedDice fresh(std::vector<int>(5, 6), engine().maxFace());
        try {
            engine().resolve(scene, knife, fresh);
            QFAIL("a parry before the figure's first turn was allowed");
        } catch (const Refused& e) {
            QCOMPARE(
                std::string(e.what()), std::string("Veteran has no action left to parry with."));
        }

        scene.figures[1].state = { { "actions", 2 }, { "priority", 1 } };
        TypedDice parried({ 5, 1, 1, 1, 4 }, engine().maxFace());
        const ground::Outcome out = engine().resolve(scene, knife, parried);
        QVERIFY(!out.hit);
        QCOMPARE(out.rolls.size(), std::size_t(1));
        QCOMPARE(out.rolls[0].what, std::string("attack"));
        QCOMPARE(out.figures.size(), std::size_t(1));
        QVERIFY(!out.figures[0].affected);
        QCOMPARE(out.figures[0].result.english(), std::string("parried"));
        QCOMPARE(out.figures[0].rolls.size(), std::size_t(1));
        const ground::Roll& roll = out.figures[0].rolls[0];
        QCOMPARE(roll.what, std::string("parry"));
        QCOMPARE(roll.faces, (std::vector<int> { 4 }));
        QCOMPARE(roll.sides, 6);
        QCOMPARE(roll.total, 1);
        QCOMPARE(roll.target.value_or(0), 4);
        QCOMPARE(roll.rule, std::string("successes"));
        QCOMPARE(roll.success.value_or(false), true);
        QCOMPARE(out.dice, (std::vector<int> { 5, 1, 1, 1, 4 }));
        QCOMPARE(out.after.figures[1].value("actions"), 1);
        QVERIFY(!out.after.figures[1].state.count("wounds"));
        QCOMPARE(out.after.figures[0].value("actions"), 1);
        QCOMPARE(out.working.size(), std::size_t(5));
        QCOMPARE(out.working[0].english(), std::string("Thug: skill 4 = 4 dice."));
        QCOMPARE(out.working[1].english(), std::string("Roll 5, 1, 1, 1 at 5 or more: 1 success."));
        QCOMPARE(
            out.working[2].english(), std::string("Veteran parries: 4 at 4 or more, 1 success."));
        QCOMPARE(out.working[3].english(), std::string("Veteran parries the attack completely."));
        QCOMPARE(out.working[4].english(), std::string("Thug spends 1 action, 1 left."));
        QCOMPARE(engine().hitChance(scene, knife), (1.0 - std::pow(4.0 / 6.0, 4)) * 0.5);

        // Its second action at the veteran, who parries with its last: the parry fails.
        TypedDice failed({ 5, 6, 1, 1, 3 }, engine().maxFace());
        const ground::Outcome second = engine().resolve(out.after, knife, failed);
        QVERIFY(second.hit);
        QCOMPARE(second.figures[0].result.english(), std::string("2 wounds: wounds 1 → 3"));
        QCOMPARE(second.figures[0].rolls[0].what, std::string("parry"));
        QCOMPARE(second.figures[0].rolls[0].success.value_or(true), false);
        QCOMPARE(second.after.figures[1].value("actions"), 0);
        QCOMPARE(second.after.figures[1].value("wounds"), 3);
        const std::string all = allWorking(second);
        QVERIFY2(all.find("Veteran parries: 3 at 4 or more, 0 successes.\nVeteran fails to "
                          "parry.\n")
                != std::string::npos,
            all.c_str());

        // A miss: nothing rolled for the parry, no action spent, "no hit".
        TypedDice miss({ 1, 1, 1, 1 }, engine().maxFace());
        const ground::Outcome missed = engine().resolve(scene, knife, miss);
        QVERIFY(missed.figures[0].rolls.empty());
        QCOMPARE(missed.figures[0].result.english(), std::string("no hit"));
        QCOMPARE(missed.after.figures[1].value("actions"), 2);
    }

    // `unseen` alone: the attack as it is (the seed gives no bonus for it), the working says
    // the target cannot react.
    void unseenAttackIsPlainOtherwise()
    {
        ground::Scene scene;
        scene.figures = { figureOf("thug", { 0, 1 }), figureOf("veteran", { 0, 0 }) };
        scene.figures[1].state = { { "actions", 2 }, { "priority", 1 } };
        ground::Action plain;
        plain.weapon = "knife";
        plain.target = 1;
        ground::Action unseen = plain;
        unseen.options["unseen"] = 1;
        TypedDice a({ 5, 6, 1, 1 }, engine().maxFace());
        TypedDice b({ 5, 6, 1, 1 }, engine().maxFace());
        const ground::Outcome p = engine().resolve(scene, plain, a);
        const ground::Outcome u = engine().resolve(scene, unseen, b);
        QCOMPARE(u.after, p.after);
        QCOMPARE(u.figures[0].result.english(), p.figures[0].result.english());
        QCOMPARE(u.after.figures[1].value("actions"), 2);
        QCOMPARE(engine().hitChance(scene, unseen), engine().hitChance(scene, plain));
        QCOMPARE(u.working.size(), p.working.size() + 1);
        QCOMPARE(u.working[1].english(),
            std::string("Veteran cannot perceive Thug, so it cannot react."));
        QVERIFY(allWorking(p).find("cannot perceive") == std::string::npos);
    }

    // Seed, "Actions through bonus dice": "To gain an additional action, a bonus die can be
    // subtracted. The additional action is available immediately, including for a reaction."
    // "Spending dice for actions does not itself take an action."
    void bonusDieGainsAnAction()
    {
        ground::Scene scene;
        scene.figures = { figureOf("mara", { 0, 0 }), figureOf("thug", { 0, -5 }) };
        scene.figures[1].side = 1;
        ground::Action action;
        action.procedure = "bonus_die";
        action.target = 1;
        QVERIFY(!engine().procedureTakesTurn("bonus_die"));
        TypedDice none(std::vector<int> {});
        const ground::Outcome out = engine().act(scene, action, none);
        const ground::Figure& mara = out.after.figures[0];
        // Mara receives the priority (2 actions), then the bonus die gives a third.
        QCOMPARE(mara.value("actions"), 3);
        QCOMPARE(mara.value("bonus_dice", -1), 0);
        QVERIFY(out.dice.empty());
        QCOMPARE(QString::fromStdString(engine().status(mara).english()),
            QStringLiteral("wounds 0, actions left 3 of 2, bonus dice 0, destiny dice 1"));
        // None left: refused.
        TypedDice again(std::vector<int> {});
        QVERIFY_THROWS_EXCEPTION(Refused, engine().act(out.after, action, again));
        // The target spends one to react: the thug has none.
        action.options["by_target"] = 1;
        QVERIFY_THROWS_EXCEPTION(Refused, engine().act(scene, action, again));
        // Given one, the thug, who has had no turn yet, gains an action to evade with.
        scene.figures[1].state["bonus_dice"] = 1;
        const ground::Outcome reacting = engine().act(scene, action, again);
        QCOMPARE(reacting.after.figures[1].value("actions"), 1);
        QCOMPARE(reacting.after.figures[1].value("bonus_dice"), 0);
    }

    // "If a destiny die is spent, an action can be stolen from an opponent. This action is no
    // longer available to the opponent in his current (or next, if it is not his turn) turn.
    // The participant who spent the destiny dice has the action immediately available."
    void destinyDieStealsAnAction()
    {
        ground::Scene scene;
        scene.figures = { figureOf("mara", { 0, 0 }), figureOf("thug", { 0, -5 }) };
        scene.figures[1].side = 1;
        ground::Action action;
        action.procedure = "destiny_die";
        action.target = 1;
        // Mara's turn: the thug is not acting, so the action comes off his next turn.
        TypedDice none(std::vector<int> {});
        const ground::Outcome out = engine().act(scene, action, none);
        QCOMPARE(out.after.figures[0].value("actions"), 3);
        QCOMPARE(out.after.figures[0].value("destiny_dice", -1), 0);
        QCOMPARE(out.after.figures[1].value("stolen"), 1);
        QCOMPARE(out.after.figures[1].value("actions"), 0);
        // His turn comes: his actions refresh one short, and the theft is paid.
        const ground::Figure thug = engine().receivesPriority(out.after.figures[1]);
        QCOMPARE(thug.value("actions"), 1);
        QCOMPARE(thug.state.count("stolen"), std::size_t(0));

        // The target steals from the one acting, in the one acting's own turn: it loses one
        // of this turn's actions at once.
        scene.figures[1].state["destiny_dice"] = 1;
        action.options["by_target"] = 1;
        const ground::Outcome stolen = engine().act(scene, action, none);
        QCOMPARE(stolen.after.figures[0].value("actions"), 1); // refreshed to 2, one stolen
        QCOMPARE(stolen.after.figures[1].value("actions"), 1);
        QCOMPARE(stolen.after.figures[0].state.count("stolen"), std::size_t(0));

        // Only from an opponent.
        scene.figures[1].side = 0;
        action.options["by_target"] = 0;
        QVERIFY_THROWS_EXCEPTION(Refused, engine().act(scene, action, none));
    }
};

QTEST_APPLESS_MAIN(TestSuccessPool)
#include "tst_successpool.moc"
