// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System d6ladder (rules/other-systems.md section B) and the shipped d6-stargate ruleset:
// the wound ladder and its stacking, both healing rules, the cover/protection table,
// dodges, an attack and a throw through the ground engine with typed dice, and exact odds.
#include "d6ladderengine.h"
#include "d6ladderhealing.h"
#include "rulesetreader.h"
#include "testsupport.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <memory>

using namespace hitspread::d6ladder;
using hitspread::DiceSource;
using hitspread::Hex;
using hitspread::Refused;
using hitspread::Ruleset;
using hitspread::TypedDice;
using hitspread::ground::Action;
using hitspread::ground::Figure;
using hitspread::ground::Outcome;
using hitspread::ground::Roll;
using hitspread::ground::Scene;
using namespace hitspread::test;

Q_DECLARE_METATYPE(std::vector<int>)

namespace {
const Ruleset& shipped()
{
    static const Ruleset rs = loadOrStop(rulesetPath("d6-stargate"), true);
    return rs;
}

const Engine& engine()
{
    return dynamic_cast<const Engine&>(*shipped().ground);
}

const Rules& rules()
{
    return engine().rules();
}

Figure at(const std::string& key, Hex position)
{
    Figure f = engine().figure(key);
    f.position = position;
    return f;
}

// Straight up the map from the shooter at (0, 0): `metres` forward.
Hex ahead(int metres)
{
    return { 0, -metres };
}

std::vector<int> faces(const std::vector<Roll>& rolls, const std::string& what)
{
    for (const Roll& r : rolls)
        if (r.what == what)
            return r.faces;
    return {};
}

const Roll* find(const std::vector<Roll>& rolls, const std::string& what)
{
    for (const Roll& r : rolls)
        if (r.what == what)
            return &r;
    return nullptr;
}

// Feeds the faces given, then ones: a hit's damage dice never run out while the dice
// deciding the hit are enumerated.
class ListedDice final : public DiceSource {
public:
    explicit ListedDice(std::vector<int> faces)
        : m_faces(std::move(faces))
    {
    }

protected:
    int nextFace(const char*, int) override
    {
        return m_next < m_faces.size() ? m_faces[m_next++] : 1;
    }

private:
    std::vector<int> m_faces;
    std::size_t m_next = 0;
};

QString code(DieCode c)
{
    return QString::fromStdString(toString(c));
}

int level(WoundLevel l)
{
    return static_cast<int>(l);
}

// The shipped rules with `change` made (an option, a character's dice), for an Engine.
std::shared_ptr<const Rules> changed(const std::function<void(Rules&)>& change)
{
    auto r = std::make_shared<Rules>(rules());
    change(*r);
    return r;
}

// `shooter` fires the Beretta at `target` with every die a 1 (so the attack misses unless a
// dodge rolled lower): the outcome, whose attack roll shows the dice rolled.
Outcome attackWithOnes(const hitspread::ground::Engine& e, Scene scene, int shooter, int target,
    const QStringList& situations = {}, const std::map<std::string, int>& options = {})
{
    scene.shooter = shooter;
    Action action;
    action.weapon = "beretta-m92";
    action.target = target;
    for (const QString& s : situations)
        action.situations.push_back(s.toStdString());
    action.options = options;
    ListedDice dice({});
    return e.resolve(scene, action, dice);
}

int diceOf(const Outcome& out, const std::string& what)
{
    const Roll* roll = find(out.rolls, what);
    return roll ? static_cast<int>(roll->faces.size()) : -1;
}

// Every figure of the scene as the next round finds it.
Scene newRound(Scene scene)
{
    for (Figure& f : scene.figures)
        f = engine().newRound(f);
    return scene;
}

QString refusal(const std::function<void()>& act)
{
    try {
        act();
    } catch (const Refused& e) {
        return QString(e.what());
    }
    return {};
}
}

class TestD6Ladder : public QObject {
    Q_OBJECT

private slots:
    // The shipped ruleset holds the seed's numbers (tst_groundengines proves it loads).
    void shippedRulesetLoads()
    {
        const Rules& r = rules();
        // The band's middle: 3, 8, 13, 18, 25 (21–30 rounded down); Heroic 35 (a reading).
        std::vector<int> numbers;
        for (const DifficultyLevel& l : r.levels)
            numbers.push_back(l.number);
        QCOMPARE(numbers, (std::vector<int> { 3, 8, 13, 18, 25, 35 }));
        const Weapon* beretta = r.weapon("beretta-m92");
        QVERIFY(beretta);
        QCOMPARE(code(beretta->damage), QString("4D"));
        QCOMPARE(beretta->ranges.shortFrom, 3);
        QCOMPARE(beretta->ranges.shortTo, 10);
        QCOMPARE(beretta->ranges.mediumTo, 30);
        QCOMPARE(beretta->ranges.longTo, 120);
        QCOMPARE(code(r.findProtection("flimsy-wooden-door")->body), QString("1D"));
        QCOMPARE(code(r.findProtection("concrete-wall")->body), QString("5D"));
        QCOMPARE(code(r.body(r.characters.at("joe"))), QString("4D+2"));
        QCOMPARE(r.scatter.dice("point_blank"), 1);
        QCOMPARE(r.scatter.dice("long"), 3);
        QCOMPARE(code(r.thrownRangeDice[0]), QString("-1D"));
        QCOMPARE(code(r.thrownRangeDice[3]), QString("2D"));
        QCOMPARE(code(r.modifier("called_shot_1cm")->dice), QString("8D"));
        // A skill not listed rolls its attribute: Joe's firearms are his Flex 2D+2.
        QCOMPARE(code(r.skill(r.characters.at("joe"), "firearms")), QString("2D+2"));
        QCOMPARE(code(r.armourDice(r.characters.at("jaffa-guard"))), QString("2D"));
    }

    void dieCodes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("dice");
        QTest::addColumn<int>("pips");
        QTest::addColumn<bool>("valid");
        QTest::newRow("4D+2") << "4D+2" << 4 << 2 << true;
        QTest::newRow("3d") << "3d" << 3 << 0 << true;
        QTest::newRow("+1D") << "+1D" << 1 << 0 << true;
        QTest::newRow("-1D") << "-1D" << -1 << 0 << true;
        QTest::newRow("2D-1") << "2D-1" << 2 << -1 << true;
        QTest::newRow("12D") << "12D" << 12 << 0 << true;
        QTest::newRow("no D") << "4" << 0 << 0 << false;
        QTest::newRow("trailing") << "4D+" << 0 << 0 << false;
        QTest::newRow("letters") << "4D+x" << 0 << 0 << false;
    }

    void dieCodes()
    {
        QFETCH(QString, text);
        QFETCH(int, dice);
        QFETCH(int, pips);
        QFETCH(bool, valid);
        const std::optional<DieCode> code = parseDieCode(text.toStdString());
        QCOMPARE(code.has_value(), valid);
        if (valid) {
            QCOMPARE(code->dice, dice);
            QCOMPARE(code->pips, pips);
        }
    }

    // "0-3 Stunned 4-8 Wounded 9-12 Incapacitated 13-15 Mortally Wounded 16+ Killed".
    void woundTable_data()
    {
        QTest::addColumn<int>("difference");
        QTest::addColumn<int>("result");
        const std::pair<int, WoundLevel> rows[] = { { 0, WoundLevel::Stunned },
            { 3, WoundLevel::Stunned }, { 4, WoundLevel::Wounded }, { 8, WoundLevel::Wounded },
            { 9, WoundLevel::Incapacitated }, { 12, WoundLevel::Incapacitated },
            { 13, WoundLevel::MortallyWounded }, { 15, WoundLevel::MortallyWounded },
            { 16, WoundLevel::Killed }, { 40, WoundLevel::Killed } };
        for (const auto& [difference, result] : rows)
            QTest::newRow(qPrintable(QString::number(difference))) << difference << level(result);
    }

    void woundTable()
    {
        QFETCH(int, difference);
        QFETCH(int, result);
        QCOMPARE(level(damageResult(rules(), difference)), result);
    }

    // The seed's stacking, step by step.
    void stacking_data()
    {
        QTest::addColumn<int>("before");
        QTest::addColumn<int>("stunsBefore");
        QTest::addColumn<int>("result");
        QTest::addColumn<int>("after");
        QTest::addColumn<int>("stunsAfter");
        QTest::addColumn<bool>("unconscious");
        using L = WoundLevel;
        auto row = [](const char* name, L before, int stuns, L result, L after, int stunsAfter,
                       bool out) {
            QTest::newRow(name) << level(before) << stuns << level(result) << level(after)
                                << stunsAfter << out;
        };
        row("healthy, stunned", L::Healthy, 0, L::Stunned, L::Stunned, 1, false);
        row("healthy, wounded", L::Healthy, 0, L::Wounded, L::Wounded, 0, false);
        row("stunned, wounded", L::Stunned, 1, L::Wounded, L::Wounded, 1, false);
        row("wounded, wounded: twice", L::Wounded, 0, L::Wounded, L::WoundedTwice, 0, false);
        row("wounded twice, wounded: incapacitated", L::WoundedTwice, 0, L::Wounded,
            L::Incapacitated, 0, true);
        row("incapacitated, wounded: mortally", L::Incapacitated, 0, L::Wounded, L::MortallyWounded,
            0, true);
        row("incapacitated, incapacitated: mortally", L::Incapacitated, 0, L::Incapacitated,
            L::MortallyWounded, 0, true);
        row("wounded, incapacitated", L::Wounded, 0, L::Incapacitated, L::Incapacitated, 0, true);
        row("wounded twice, incapacitated", L::WoundedTwice, 0, L::Incapacitated, L::Incapacitated,
            0, true);
        row("wounded, stunned keeps the wound", L::Wounded, 0, L::Stunned, L::Wounded, 1, false);
        row("incapacitated, stunned", L::Incapacitated, 0, L::Stunned, L::Incapacitated, 1, true);
        row("healthy, mortally", L::Healthy, 0, L::MortallyWounded, L::MortallyWounded, 0, true);
        row("mortally, wounded: killed (reading)", L::MortallyWounded, 0, L::Wounded, L::Killed, 0,
            true);
        row("mortally, mortally: killed", L::MortallyWounded, 0, L::MortallyWounded, L::Killed, 0,
            true);
        row("healthy, killed", L::Healthy, 0, L::Killed, L::Killed, 0, true);
        row("third stun of 4 Body dice", L::Stunned, 2, L::Stunned, L::Stunned, 3, false);
    }

    void stacking()
    {
        QFETCH(int, before);
        QFETCH(int, stunsBefore);
        QFETCH(int, result);
        QFETCH(int, after);
        QFETCH(int, stunsAfter);
        QFETCH(bool, unconscious);
        Injury injury;
        injury.level = static_cast<WoundLevel>(before);
        injury.stuns = stunsBefore;
        injury.unconscious = injury.level >= WoundLevel::Incapacitated;
        const Injury out = applyDamage(injury, static_cast<WoundLevel>(result), 4);
        QCOMPARE(level(out.level), after);
        QCOMPARE(out.stuns, stunsAfter);
        QCOMPARE(out.unconscious, unconscious);
    }

    // Joe, Body 4D+2: three stuns, then a fourth knocks him out (4 Body dice); first aid
    // wakes him with three again.
    void joesFourthStun()
    {
        const int bodyDice = rules().body(rules().characters.at("joe")).dice;
        QCOMPARE(bodyDice, 4);
        Injury joe;
        for (int i = 0; i < 3; ++i)
            joe = applyDamage(joe, WoundLevel::Stunned, bodyDice);
        QCOMPARE(joe.stuns, 3);
        QVERIFY(!joe.unconscious);
        joe = applyDamage(joe, WoundLevel::Stunned, bodyDice);
        QCOMPARE(joe.stuns, 4);
        QVERIFY(joe.unconscious);
        joe = reviveFromStuns(joe);
        QCOMPARE(joe.stuns, 3);
        QVERIFY(!joe.unconscious);
        QCOMPARE(level(joe.level), level(WoundLevel::Stunned));

        // The same through the engine: a Beretta at 5 m (Easy, 8), damage 4D = 10 against
        // Body 4D+2 = 9: 1 over, stunned — the fourth.
        Scene scene { { at("oneill", ahead(0)), at("joe", ahead(5)) }, 0, {} };
        scene.figures[1].state = { { "wound_level", 1 }, { "stuns", 3 } };
        Action action;
        action.weapon = "beretta-m92";
        action.target = 1;
        TypedDice dice({ 2, 2, 2, 2, 1, /* damage */ 1, 2, 3, 4, /* body */ 1, 2, 2, 2 });
        const Outcome out = engine().resolve(scene, action, dice);
        QVERIFY(out.hit);
        QCOMPARE(out.after.figures[1].value("stuns"), 4);
        QCOMPARE(out.after.figures[1].value("unconscious"), 1);
        QCOMPARE(out.after.figures[1].value("wound_level"), 1);
        QCOMPARE(dice.remaining(), std::size_t(0));
        QCOMPARE(QString::fromStdString(engine().status(out.after.figures[1]).english()),
            QString("Stunned, unconscious (4 stuns)"));
    }

    // A wounded character rolls −1D on attribute rolls until healed, wounded twice −2D: Joe's
    // Body 4D+2 against damage is 3D+2 when wounded, 2D+2 when wounded twice.
    void woundedBodyRollsFewerDice_data()
    {
        QTest::addColumn<int>("level");
        QTest::addColumn<int>("bodyDice");
        QTest::newRow("unhurt") << 0 << 4;
        QTest::newRow("stunned") << level(WoundLevel::Stunned) << 4;
        QTest::newRow("wounded") << level(WoundLevel::Wounded) << 3;
        QTest::newRow("wounded twice") << level(WoundLevel::WoundedTwice) << 2;
    }
    void woundedBodyRollsFewerDice()
    {
        QFETCH(int, level);
        QFETCH(int, bodyDice);
        Scene scene { { at("oneill", ahead(0)), at("joe", ahead(5)) }, 0, {} };
        scene.figures[1].state = { { "wound_level", level } };
        Action action;
        action.weapon = "beretta-m92";
        action.target = 1;
        // A hit (5D+1 = 11 against Easy 8), damage 4D = 4, then Body: 6s, as many as it rolls.
        std::vector<int> faces { 2, 2, 2, 2, 2, /* damage */ 1, 1, 1, 1 };
        faces.insert(faces.end(), static_cast<std::size_t>(bodyDice), 6);
        TypedDice dice(faces);
        const Outcome out = engine().resolve(scene, action, dice);
        QVERIFY(out.hit);
        const Roll* body = find(out.figures[0].rolls, "body");
        QVERIFY(body);
        QCOMPARE(static_cast<int>(body->faces.size()), bodyDice);
        QCOMPARE(body->total, 6 * bodyDice + 2);
        QCOMPARE(dice.remaining(), std::size_t(0));
    }

    // Every Body roll 2–12 for each wounded rung, as the seed's four tables say.
    void naturalHealing_data()
    {
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("roll");
        QTest::addColumn<int>("to");
        using L = WoundLevel;
        auto table = [](L from, int worseUpTo, int remainsUpTo, L worse, L better) {
            for (int roll = 2; roll <= 12; ++roll) {
                const L to = roll <= worseUpTo ? worse : roll <= remainsUpTo ? from : better;
                QTest::newRow(qPrintable(QString("%1, %2").arg(toString(from)).arg(roll)))
                    << level(from) << roll << level(to);
            }
        };
        table(L::Wounded, 4, 6, L::WoundedTwice, L::Healthy);
        table(L::WoundedTwice, 4, 6, L::Incapacitated, L::Wounded);
        table(L::Incapacitated, 6, 8, L::MortallyWounded, L::WoundedTwice);
        table(L::MortallyWounded, 6, 8, L::Killed, L::Incapacitated);
        // Spot checks written out, so a slip in the generator above cannot hide one in the rule.
        QTest::newRow("wounded 4 worsens") << level(L::Wounded) << 4 << level(L::WoundedTwice);
        QTest::newRow("wounded 7 heals") << level(L::Wounded) << 7 << level(L::Healthy);
        QTest::newRow("incapacitated 9 improves")
            << level(L::Incapacitated) << 9 << level(L::WoundedTwice);
        QTest::newRow("mortally 6 dies") << level(L::MortallyWounded) << 6 << level(L::Killed);
        QTest::newRow("mortally 8 remains")
            << level(L::MortallyWounded) << 8 << level(L::MortallyWounded);
        QTest::newRow("Body roll above 12") << level(L::WoundedTwice) << 19 << level(L::Wounded);
    }

    void naturalHealing()
    {
        QFETCH(int, from);
        QFETCH(int, roll);
        QFETCH(int, to);
        QCOMPARE(
            level(hitspread::d6ladder::naturalHealing(static_cast<WoundLevel>(from), roll)), to);
    }

    void restTimes()
    {
        QCOMPARE(restDays(WoundLevel::Wounded), 3);
        QCOMPARE(restDays(WoundLevel::WoundedTwice), 3);
        QCOMPARE(restDays(WoundLevel::Incapacitated), 14);
        QCOMPARE(restDays(WoundLevel::MortallyWounded), 30);
        QCOMPARE(restDays(WoundLevel::Stunned), 0);
    }

    // "dropping from Mortally Wounded to Incapacitated, from Incapacitated to Wounded Twice,
    // from Wounded Twice to Wounded, from Wounded to Stunned, and then to health".
    void medicalHealing_data()
    {
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        using L = WoundLevel;
        QTest::newRow("mortally") << level(L::MortallyWounded) << level(L::Incapacitated);
        QTest::newRow("incapacitated") << level(L::Incapacitated) << level(L::WoundedTwice);
        QTest::newRow("wounded twice") << level(L::WoundedTwice) << level(L::Wounded);
        QTest::newRow("wounded") << level(L::Wounded) << level(L::Stunned);
        QTest::newRow("stunned") << level(L::Stunned) << level(L::Healthy);
        QTest::newRow("healthy") << level(L::Healthy) << level(L::Healthy);
        QTest::newRow("killed") << level(L::Killed) << level(L::Killed);
    }

    void medicalHealing()
    {
        QFETCH(int, from);
        QFETCH(int, to);
        QCOMPARE(level(hitspread::d6ladder::medicalHealing(static_cast<WoundLevel>(from))), to);
    }

    // "roll 2D. If the roll is less than the number of rounds … the character dies": sure
    // death in the twelfth round after... and never in the first two.
    void mortalWoundCheck()
    {
        QVERIFY(!diesOfMortalWound(2, 1));
        QVERIFY(!diesOfMortalWound(2, 2));
        QVERIFY(diesOfMortalWound(2, 3));
        QVERIFY(!diesOfMortalWound(7, 7));
        QVERIFY(diesOfMortalWound(6, 7));
        QVERIFY(diesOfMortalWound(12, 13));
        QVERIFY(!diesOfMortalWound(12, 12));
    }

    // "At the end of each round, roll 2D. If the roll is less than the number of rounds that
    // the character has been mortally wounded, the character dies." Typed 2D through care().
    void mortalRoundRollsTwoDice_data()
    {
        QTest::addColumn<std::vector<int>>("faces");
        QTest::addColumn<int>("rounds");
        QTest::addColumn<bool>("dies");
        QTest::newRow("1+1 in round 2 lives") << std::vector<int> { 1, 1 } << 2 << false;
        QTest::newRow("1+1 in round 3 dies") << std::vector<int> { 1, 1 } << 3 << true;
        QTest::newRow("3+3 in round 7 dies") << std::vector<int> { 3, 3 } << 7 << true;
        QTest::newRow("6+6 in round 12 lives") << std::vector<int> { 6, 6 } << 12 << false;
        QTest::newRow("6+6 in round 13 dies") << std::vector<int> { 6, 6 } << 13 << true;
    }

    void mortalRoundRollsTwoDice()
    {
        QFETCH(std::vector<int>, faces);
        QFETCH(int, rounds);
        QFETCH(bool, dies);
        CareRequest request;
        request.care = Care::MortalRound;
        request.injury.level = WoundLevel::MortallyWounded;
        request.injury.unconscious = true;
        request.rounds = rounds;
        TypedDice dice(faces);
        const CareOutcome out = care(engine().rules(), request, dice);
        QCOMPARE(out.faces, faces);
        QCOMPARE(out.success, !dies);
        QCOMPARE(
            level(out.after.level), level(dies ? WoundLevel::Killed : WoundLevel::MortallyWounded));
    }

    // "Another character making a successful Medicine (First Aid) roll can "stabilize" a
    // mortally wounded character": stabilized, no roll at the end of the round.
    void stabilizedRollsNoMortalDice()
    {
        CareRequest request;
        request.care = Care::MortalRound;
        request.injury.level = WoundLevel::MortallyWounded;
        request.rounds = 12;
        request.stabilized = true;
        TypedDice dice({});
        const CareOutcome out = care(engine().rules(), request, dice);
        QVERIFY(out.success);
        QVERIFY(out.faces.empty());
        QCOMPARE(level(out.after.level), level(WoundLevel::MortallyWounded));
    }

    void mortalRoundRefusedUnlessMortallyWounded()
    {
        CareRequest request;
        request.care = Care::MortalRound;
        request.injury.level = WoundLevel::Incapacitated;
        TypedDice dice({ 1, 1 });
        QVERIFY_THROWS_EXCEPTION(Refused, care(engine().rules(), request, dice));
    }

    // "Another character making a Medicine (First Aid) roll at Easy difficulty can revive an
    // unconscious character, removing the most recent "stunned" injury." Joe, Body 4D+2,
    // four stuns: a 2D Medicine roll of 4+4 beats Easy's 8, back to three stuns.
    void firstAidRevivesJoe_data()
    {
        QTest::addColumn<std::vector<int>>("faces");
        QTest::addColumn<bool>("revived");
        QTest::newRow("4+4 = 8 against 8") << std::vector<int> { 4, 4 } << true;
        QTest::newRow("3+4 = 7 against 8") << std::vector<int> { 3, 4 } << false;
    }

    void firstAidRevivesJoe()
    {
        QFETCH(std::vector<int>, faces);
        QFETCH(bool, revived);
        CareRequest request;
        request.care = Care::FirstAid;
        request.injury = { WoundLevel::Stunned, 4, true };
        request.skill = DieCode { 2, 0 };
        TypedDice dice(faces);
        const CareOutcome out = care(engine().rules(), request, dice);
        QCOMPARE(out.difficulty, std::optional<int>(8));
        QCOMPARE(out.success, revived);
        QCOMPARE(out.after.stuns, revived ? 3 : 4);
        QCOMPARE(out.after.unconscious, !revived);
    }

    // "can revive an incapacitated character. The character regains consciousness … but is
    // groggy"; a mortally wounded one is "stabilized", still mortally wounded and unconscious.
    void firstAidOnTheHurt()
    {
        CareRequest request;
        request.care = Care::FirstAid;
        request.skill = DieCode { 2, 0 };
        request.injury = { WoundLevel::Incapacitated, 0, true };
        TypedDice incapacitated({ 5, 5 });
        CareOutcome out = care(engine().rules(), request, incapacitated);
        QVERIFY(out.success);
        QVERIFY(!out.after.unconscious);
        QCOMPARE(level(out.after.level), level(WoundLevel::Incapacitated));
        request.injury = { WoundLevel::MortallyWounded, 0, true };
        TypedDice mortally({ 5, 5 });
        out = care(engine().rules(), request, mortally);
        QVERIFY(out.stabilized);
        QVERIFY(out.after.unconscious);
        QCOMPARE(level(out.after.level), level(WoundLevel::MortallyWounded));
        // A wounded, conscious character: first aid "merely offers temporary help" the seed
        // does not give him.
        request.injury = { WoundLevel::Wounded, 0, false };
        TypedDice wounded({ 5, 5 });
        QVERIFY_THROWS_EXCEPTION(Refused, care(engine().rules(), request, wounded));
    }

    // "the user of the Medicine skill gets one attempt per day and if successful, the wounded
    // character erases the highest wound point--dropping from Mortally Wounded to
    // Incapacitated"; and "An Incapacitated character must rest for two weeks before rolling
    // to heal. 2-6 worsens to mortally wounded".
    void medicalAndNaturalHealing()
    {
        CareRequest request;
        request.care = Care::Medical;
        request.skill = DieCode { 3, 0 };
        request.injury = { WoundLevel::MortallyWounded, 0, true };
        TypedDice medical({ 5, 4, 4 });
        CareOutcome out = care(engine().rules(), request, medical);
        QCOMPARE(out.difficulty, std::optional<int>(13));
        QCOMPARE(level(out.after.level), level(WoundLevel::Incapacitated));
        request.care = Care::Natural;
        request.body = DieCode { 2, 0 };
        request.injury = { WoundLevel::Incapacitated, 0, false };
        TypedDice natural({ 3, 3 });
        out = care(engine().rules(), request, natural);
        QCOMPARE(out.restDays, 14);
        QCOMPARE(level(out.after.level), level(WoundLevel::MortallyWounded));
        QVERIFY(out.after.unconscious);
        request.injury = { WoundLevel::Killed, 0, true };
        TypedDice killed({ 6, 6 });
        QVERIFY_THROWS_EXCEPTION(Refused, care(engine().rules(), request, killed));
    }

    // The care as the ground map plays it: a procedure of the one acting on the target.
    // O'Neill (Medicine from Savvy 3D) gives Joe, knocked out by four stuns, first aid: 3+3+2
    // = 8 beats Easy's 8 and "revives" him, "removing the most recent stunned injury".
    void firstAidAsAProcedure()
    {
        Scene scene;
        scene.figures = { at("oneill", { 0, 0 }), at("joe", ahead(1)) };
        scene.figures[1].state = { { "wound_level", 1 }, { "stuns", 4 }, { "unconscious", 1 } };
        Action action;
        action.procedure = "first_aid";
        action.target = 1;
        QCOMPARE(engine().options(action).size(), std::size_t(1));
        TypedDice dice({ 3, 3, 2 });
        const Outcome out = engine().act(scene, action, dice);
        QCOMPARE(QString::fromStdString(out.procedure), QStringLiteral("first_aid"));
        QVERIFY(out.hit);
        QCOMPARE(out.dice, (std::vector<int> { 3, 3, 2 }));
        QCOMPARE(out.after.figures[1].value("stuns"), 3);
        QCOMPARE(out.after.figures[1].value("unconscious"), 0);
        QVERIFY(engine().procedureTakesTurn("first_aid"));
        QVERIFY(!engine().procedureTakesTurn("medical"));

        // A mortally wounded patient is "stabilized": the 2D at the end of the round is not
        // rolled for him any more.
        scene.figures[1].state
            = { { "wound_level", 5 }, { "unconscious", 1 }, { "mortal_rounds", 2 } };
        TypedDice stabilize({ 4, 4, 1 });
        const Outcome stabilized = engine().act(scene, action, stabilize);
        QCOMPARE(stabilized.after.figures[1].value("stabilized"), 1);
        TypedDice none(std::vector<int> {});
        const hitspread::ground::RoundEnd end = engine().endRound(stabilized.after, none);
        QCOMPARE(end.scene.figures[1].value("wound_level"), 5);

        // Medical care the day after: Moderate's 13 against 5+4+4, mortally wounded down to
        // incapacitated; the count of mortal rounds goes with the rung.
        action.procedure = "medical";
        TypedDice medical({ 5, 4, 4 });
        const Outcome healed = engine().act(stabilized.after, action, medical);
        QCOMPARE(healed.after.figures[1].value("wound_level"), 4);
        QCOMPARE(healed.after.figures[1].state.count("mortal_rounds"), std::size_t(0));
        QCOMPARE(healed.after.figures[1].state.count("stabilized"), std::size_t(0));

        // Nobody to care for, an unknown procedure, a medic out of action: refused.
        action.target = 0;
        TypedDice self({ 6, 6, 6 });
        QVERIFY_THROWS_EXCEPTION(Refused, engine().act(scene, action, self));
        action.target = 1;
        action.procedure = "surgery";
        QVERIFY_THROWS_EXCEPTION(Refused, engine().act(scene, action, self));
        action.procedure = "first_aid";
        scene.figures[0].state = { { "wound_level", 4 }, { "unconscious", 1 } };
        QVERIFY_THROWS_EXCEPTION(Refused, engine().act(scene, action, self));
    }

    // "0-3 no damage to target 4-8 4D 9-12 2D 13-15 1D 16+ full damage".
    void protectionTable_data()
    {
        QTest::addColumn<int>("difference");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("dice");
        const std::tuple<int, Through::Kind, int> rows[] = { { 0, Through::None, 0 },
            { 3, Through::None, 0 }, { 4, Through::Dice, 4 }, { 8, Through::Dice, 4 },
            { 9, Through::Dice, 2 }, { 12, Through::Dice, 2 }, { 13, Through::Dice, 1 },
            { 15, Through::Dice, 1 }, { 16, Through::Full, 0 }, { 30, Through::Full, 0 } };
        for (const auto& [difference, kind, dice] : rows)
            QTest::newRow(qPrintable(QString::number(difference)))
                << difference << static_cast<int>(kind) << dice;
    }

    void protectionTable()
    {
        QFETCH(int, difference);
        QFETCH(int, kind);
        QFETCH(int, dice);
        const Through t = throughProtection(rules(), difference);
        QCOMPARE(static_cast<int>(t.kind), kind);
        QCOMPARE(t.dice, dice);
    }

    // O'Neill (Firearms 5D+1) shoots the Jaffa guard (Dodge 3D+1) at 5 m: short, Easy, 8.
    // A regular dodge of 2+3+4+1 = 10 becomes the number: 2+2+2+2+1+1 = 10 hits. A full dodge
    // adds it: 8 + 10 = 18, and the same 10 misses.
    void regularAndFullDodge_data()
    {
        QTest::addColumn<QString>("reaction");
        QTest::addColumn<int>("difficulty");
        QTest::addColumn<bool>("hit");
        QTest::newRow("regular") << "dodge" << 10 << true;
        QTest::newRow("full") << "full_dodge" << 18 << false;
    }

    void regularAndFullDodge()
    {
        QFETCH(QString, reaction);
        QFETCH(int, difficulty);
        QFETCH(bool, hit);
        Scene scene { { at("oneill", ahead(0)), at("jaffa-guard", ahead(5)) }, 0, {} };
        Action action;
        action.weapon = "beretta-m92";
        action.target = 1;
        action.situations = { reaction.toStdString() };
        // dodge 3D+1, attack 5D+1; on a hit damage 4D and Body 4D + armour 2D.
        TypedDice dice({ 2, 3, 4, 2, 2, 2, 2, 1, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1 });
        const Outcome out = engine().resolve(scene, action, dice);
        QCOMPARE(faces(out.rolls, reaction.toStdString()), (std::vector<int> { 2, 3, 4 }));
        QCOMPARE(find(out.rolls, reaction.toStdString())->total, 10);
        const Roll* attack = find(out.rolls, "attack");
        QVERIFY(attack);
        QCOMPARE(attack->total, 10);
        QCOMPARE(attack->target.value_or(-1), difficulty);
        QCOMPARE(out.hit, hit);
        QCOMPARE(out.band, std::string("short"));
        if (hit) {
            // 24 against 6: 18 over, killed.
            QCOMPARE(out.figures.at(0).rolls.at(0).total, 24);
            QCOMPARE(out.figures.at(0).rolls.at(1).total, 6);
            QCOMPARE(out.after.figures[1].value("wound_level"), level(WoundLevel::Killed));
            QCOMPARE(dice.remaining(), std::size_t(0));
        } else {
            QCOMPARE(out.after.figures[1].value("wound_level"), 0);
            QCOMPARE(dice.remaining(), std::size_t(10));
        }
    }

    // O'Neill shoots Joe at 15 m (medium: Moderate, 13) in light smoke behind a standard
    // wooden door, 50% covered. Smoke +1D (3) → 16, the cover +2D (4+5) → 25; the roll
    // 4+4+3+3+2+1 = 17 beats 16 but not 25: the door is hit. Damage 4D against its 2D.
    void attackHitsTheCover_data()
    {
        QTest::addColumn<std::vector<int>>("after"); // damage, door, [through], Joe's Body
        QTest::addColumn<int>("damage");
        QTest::addColumn<int>("door");
        QTest::addColumn<int>("passing");
        QTest::addColumn<int>("body");
        QTest::addColumn<int>("result");
        // 22 against 3: 19 over, the full 22 gets through; Body 1+1+2+2+2 = 8: 14 over.
        QTest::newRow("full damage through") << std::vector<int> { 6, 6, 5, 5, 1, 2, 1, 1, 2,
            2 } << 22 << 3 << 22 << 8 << level(WoundLevel::MortallyWounded);
        // 18 against 5: 13 over, 1D = 6 gets through; Body 1+1+1+1+2 = 6: 0 over, stunned.
        QTest::newRow("1D through") << std::vector<int> { 6, 5, 4, 3, 2, 3, 6, 1, 1, 1, 1 } << 18
                                    << 5 << 6 << 6 << level(WoundLevel::Stunned);
        // 9 against 7: 2 over, nothing gets through.
        QTest::newRow("nothing through")
            << std::vector<int> { 3, 2, 2, 2, 3, 4 } << 9 << 7 << -1 << -1 << 0;
        // 8 against 11: the door holds.
        QTest::newRow("the door holds")
            << std::vector<int> { 2, 2, 2, 2, 5, 6 } << 8 << 11 << -1 << -1 << 0;
    }

    void attackHitsTheCover()
    {
        QFETCH(std::vector<int>, after);
        QFETCH(int, damage);
        QFETCH(int, door);
        QFETCH(int, passing);
        QFETCH(int, body);
        QFETCH(int, result);
        Scene scene { { at("oneill", ahead(0)), at("joe", ahead(15)) }, 0, {} };
        Action action;
        action.weapon = "beretta-m92";
        action.target = 1;
        action.situations = { "wooden-door", "cover_50", "light_smoke" };
        std::vector<int> typed { 3, 4, 5, 4, 4, 3, 3, 2 };
        typed.insert(typed.end(), after.begin(), after.end());
        TypedDice dice(typed);
        const Outcome out = engine().resolve(scene, action, dice);
        QCOMPARE(out.band, std::string("medium"));
        QCOMPARE(out.distance, 15);
        QCOMPARE(find(out.rolls, "light_smoke")->total, 3);
        QCOMPARE(find(out.rolls, "cover_50")->total, 9);
        QCOMPARE(find(out.rolls, "attack")->total, 17);
        QCOMPARE(find(out.rolls, "attack")->target.value_or(-1), 25);
        QVERIFY(!out.hit);
        QCOMPARE(out.figures.size(), std::size_t(1));
        const auto& rolls = out.figures[0].rolls;
        QCOMPARE(find(rolls, "damage")->total, damage);
        QCOMPARE(find(rolls, "protection")->total, door);
        if (passing < 0) {
            QVERIFY(!out.figures[0].affected);
            QVERIFY(!find(rolls, "body"));
        } else {
            QVERIFY(out.figures[0].affected);
            if (passing != damage)
                QCOMPARE(find(rolls, "through")->total, passing);
            QCOMPARE(find(rolls, "body")->total, body);
        }
        QCOMPARE(out.after.figures[1].value("wound_level"), result);
        QCOMPARE(dice.remaining(), std::size_t(0));
        QCOMPARE(out.dice, typed);
    }

    // A roll that beats the difficulty without the cover but not with it, and no protection
    // named: the cover takes the shot (a reading).
    void coverWithoutProtectionStopsTheShot()
    {
        Scene scene { { at("oneill", ahead(0)), at("joe", ahead(5)) }, 0, {} };
        Action action;
        action.weapon = "beretta-m92";
        action.target = 1;
        action.situations = { "cover_25" };
        TypedDice dice({ 6, 2, 2, 2, 1, 1 }); // cover 6 → 14; 8 + 1 = 9 ≥ 8 but < 14
        const Outcome out = engine().resolve(scene, action, dice);
        QVERIFY(!out.hit);
        QVERIFY(!out.figures[0].affected);
        QCOMPARE(dice.remaining(), std::size_t(0));
    }

    // The picked number replaces the middle, and must lie in the band.
    void pickedDifficulty()
    {
        Scene scene { { at("oneill", ahead(0)), at("joe", ahead(5)) }, 0, {} };
        Action action;
        action.weapon = "beretta-m92";
        action.target = 1;
        action.options["difficulty"] = 10;
        TypedDice dice(
            { 2, 2, 2, 2, 1, /* damage */ 1, 1, 1, 1, /* body */ 6, 6, 6, 6 }); // 9 + 1 = 10
        const Outcome out = engine().resolve(scene, action, dice);
        QCOMPARE(find(out.rolls, "attack")->target.value_or(-1), 10);
        QVERIFY(out.hit);
        action.options["difficulty"] = 11; // Moderate's, not Easy's
        TypedDice more({ 6, 6, 6, 6, 6 });
        QVERIFY_THROWS_EXCEPTION(Refused, engine().resolve(scene, action, more));
    }

    // A knife (Moderate, 13) in melee: damage Body 3D+2 + 1D.
    // Unarmed: "the Martial Arts plus skill …; lacking that, Melee itself or simply the Flex
    // attribute": the Jaffa guard punches with Melee 4D+1, O'Neill with his own skill or Flex.
    void martialArtsFallsBackOnMelee()
    {
        const Character& jaffa = rules().characters.at("jaffa-guard");
        QVERIFY(!jaffa.skills.count("martial_arts"));
        QCOMPARE(toString(rules().skill(jaffa, "martial_arts")), std::string("4D+1"));
        Character noMelee = jaffa;
        noMelee.skills.erase("melee");
        QCOMPARE(toString(rules().skill(noMelee, "martial_arts")),
            toString(rules().attribute(noMelee, "flex")));
    }

    void meleeUsesTheWeaponsLevel()
    {
        Scene scene { { at("oneill", ahead(0)), at("joe", ahead(1)) }, 0, {} };
        Action action;
        action.weapon = "knife";
        action.target = 1;
        QCOMPARE(engine().band("knife", 1).value_or(""), std::string("melee"));
        // Melee 4D: 13; damage 4D+2 = 4+4+4+4+2 = 18; Joe 4D+2 = 1+1+1+1+2 = 6: 12 over.
        TypedDice dice({ 4, 3, 3, 3, 4, 4, 4, 4, 1, 1, 1, 1 });
        const Outcome out = engine().resolve(scene, action, dice);
        QCOMPARE(find(out.rolls, "attack")->target.value_or(-1), 13);
        QVERIFY(out.hit);
        QCOMPARE(out.figures[0].rolls[0].total, 18);
        QCOMPARE(out.after.figures[1].value("wound_level"), level(WoundLevel::Incapacitated));
        QCOMPARE(out.after.figures[1].value("unconscious"), 1);
        scene.figures[1].position = ahead(2);
        TypedDice more({ 6, 6, 6, 6 });
        QVERIFY_THROWS_EXCEPTION(Refused, engine().resolve(scene, action, more));
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<int>("metres");
        QTest::addColumn<QStringList>("situations");
        QTest::addColumn<QString>("message");
        QTest::newRow("beyond long")
            << "beretta-m92" << 121 << QStringList {} << "beyond the long range";
        QTest::newRow("100% cover")
            << "beretta-m92" << 5 << QStringList { "cover_100" } << "cannot be hit";
        QTest::newRow("two smokes")
            << "beretta-m92" << 5 << QStringList { "light_smoke", "thick_smoke" }
            << "cannot both apply";
        QTest::newRow("protection without cover")
            << "beretta-m92" << 5 << QStringList { "metal-door" } << "needs a cover situation";
        QTest::newRow("two reactions")
            << "beretta-m92" << 5 << QStringList { "dodge", "full_dodge" } << "regular or full";
        QTest::newRow("unknown situation")
            << "beretta-m92" << 5 << QStringList { "fog" } << "no situation 'fog'";
        QTest::newRow("grenade at a figure")
            << "frag-grenade" << 5 << QStringList {} << "thrown at a point";
    }

    void refusals()
    {
        QFETCH(QString, weapon);
        QFETCH(int, metres);
        QFETCH(QStringList, situations);
        QFETCH(QString, message);
        Scene scene { { at("oneill", ahead(0)), at("jaffa-guard", ahead(metres)) }, 0, {} };
        Action action;
        action.weapon = weapon.toStdString();
        action.target = 1;
        for (const QString& s : situations)
            action.situations.push_back(s.toStdString());
        TypedDice dice({ 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6 });
        try {
            engine().resolve(scene, action, dice);
            QFAIL("not refused");
        } catch (const Refused& e) {
            QVERIFY2(QString(e.what()).contains(message), e.what());
        }
        QCOMPARE(dice.used().size(), std::size_t(0));
        QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(scene, action));
    }

    // O'Neill throws a grenade at a point 12 m ahead: medium, Very Easy 3 + 1D (5) = 8;
    // Throwing 4D rolls 1+1+2+1 = 5 and misses. Direction 2 (forward-right: a hex side, 60°
    // clockwise of forward), 2D metres 3+2 = 5: it lands 5 hexes up-right of the aim. Joe,
    // 1 m from there, is in the 2 m ring (5D); the guard, 4 m off, in the 4 m ring (4D);
    // O'Neill is far outside.
    void throwScattersAndBlasts()
    {
        const Hex aim = ahead(12);
        const Hex landing = aim + Hex { 5, -5 }; // five steps of the up-right side
        QCOMPARE(hitspread::ground::landing(rules().scatter, ahead(0), aim, 2, 5), landing);
        Scene scene { { at("oneill", ahead(0)), at("joe", landing + Hex { 0, 1 }),
                          at("jaffa-guard", landing + Hex { 0, 4 }) },
            0, aim };
        Action action;
        action.isThrow = true;
        action.weapon = "frag-grenade";
        const std::vector<int> typed { 5, /* throw */ 1, 1, 2, 1, /* direction */ 2, /* metres */ 3,
            2,
            /* Joe: 5D */ 6, 6, 6, 5, 5, /* Body 4D+2 */ 1, 2, 1, 2,
            /* guard: 4D */ 3, 3, 3, 3, /* Body 4D + 2D */ 2, 2, 2, 2, 1, 1 };
        TypedDice dice(typed);
        const Outcome out = engine().resolve(scene, action, dice);
        QVERIFY(out.isThrow);
        QCOMPARE(out.band, std::string("medium"));
        QCOMPARE(out.distance, 12);
        QCOMPARE(find(out.rolls, "range")->total, 5);
        QCOMPARE(find(out.rolls, "throw")->total, 5);
        QCOMPARE(find(out.rolls, "throw")->target.value_or(-1), 8);
        QVERIFY(!out.hit);
        QCOMPARE(out.direction.value_or(-1), 2);
        QCOMPARE(out.drift, 5);
        QCOMPARE(out.aim, aim);
        QCOMPARE(out.landing, landing);
        QCOMPARE(out.figures.size(), std::size_t(2));
        // Joe: 28 against 6 + 2 = 8: 20 over, killed.
        QCOMPARE(out.figures[0].figure, 1);
        QCOMPARE(out.figures[0].distance, 1);
        QCOMPARE(out.figures[0].ring.value_or(-1), 0);
        QCOMPARE(out.figures[0].rolls[0].total, 28);
        QCOMPARE(out.figures[0].rolls[1].total, 8);
        QCOMPARE(out.after.figures[1].value("wound_level"), level(WoundLevel::Killed));
        // The guard: 12 against 10: 2 over, stunned.
        QCOMPARE(out.figures[1].figure, 2);
        QCOMPARE(out.figures[1].distance, 4);
        QCOMPARE(out.figures[1].ring.value_or(-1), 1);
        QCOMPARE(out.figures[1].rolls[0].total, 12);
        QCOMPARE(out.figures[1].rolls[1].total, 10);
        QCOMPARE(out.after.figures[2].value("wound_level"), level(WoundLevel::Stunned));
        QCOMPARE(out.after.figures[2].value("stuns"), 1);
        QCOMPARE(out.after.figures[0].value("wound_level"), 0);
        QCOMPARE(out.dice, typed);
        QCOMPARE(dice.remaining(), std::size_t(0));
        QStringList working;
        for (const auto& line : out.working)
            working << QString::fromStdString(line.english());
        QVERIFY2(working.contains("medium range +1D: 5 = 5, difficulty 8."),
            qPrintable(working.join('\n')));
        QVERIFY2(working.contains("Missed: direction 2, 5 m off (3+2): it lands at 5,-15."),
            qPrintable(working.join('\n')));
        QVERIFY2(
            working.contains(
                "Joe: Damage 28 against Body 8 (4D+2: 1+2+1+2+2): 20 over, Killed; now Killed."),
            qPrintable(working.join('\n')));
        QVERIFY2(working.contains("Jaffa guard: Damage 12 against Body 10 (6D: 2+2+2+2+1+1): 2 "
                                  "over, Stunned; now Stunned."),
            qPrintable(working.join('\n')));
        QCOMPARE(engine().rings("frag-grenade").size(), std::size_t(4));
    }

    // Point-blank takes a die off: 3 − 4 = −1, so any throw lands where aimed; long adds 2D.
    void throwRangeDice()
    {
        Scene scene { { at("oneill", ahead(0)) }, 0, ahead(2) };
        Action action;
        action.isThrow = true;
        action.weapon = "frag-grenade";
        TypedDice dice({ 4, 1, 1, 1, 1, /* O'Neill at 2 m: 5D */ 1, 1, 1, 1, 1,
            /* Body 3D+2 + 1D */ 6, 6, 6, 6 });
        const Outcome out = engine().resolve(scene, action, dice);
        QCOMPARE(out.band, std::string("point_blank"));
        QCOMPARE(find(out.rolls, "range")->total, -4);
        QCOMPARE(find(out.rolls, "throw")->target.value_or(-1), -1);
        QVERIFY(out.hit);
        QCOMPARE(out.landing, ahead(2));
        QCOMPARE(out.figures.size(), std::size_t(1)); // the thrower, 2 m from his own grenade
        QCOMPARE(out.figures[0].ring.value_or(-1), 0);
        QCOMPARE(out.after.figures[0].value("wound_level"), 0); // 5 against 26
        scene.aim = ahead(41);
        QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(scene, action));
    }

    // hitChance convolves every die: compared with counting every face sequence of the dice
    // that decide the hit, each resolved through the engine.
    void hitChanceIsExact_data()
    {
        QTest::addColumn<QString>("shooter");
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<int>("metres");
        QTest::addColumn<QStringList>("situations");
        QTest::addColumn<int>("difficulty");
        QTest::addColumn<int>("deciding"); // dice before the damage
        // Joe (Firearms = Flex 2D+2) against O'Neill's regular dodge 4D+1.
        QTest::newRow("regular dodge") << "joe"
                                       << "oneill"
                                       << "beretta-m92" << 5 << QStringList { "dodge" } << 0 << 6;
        // The guard (4D) against Joe's full dodge 2D+2 over Easy 6, behind 25% cover (+1D).
        QTest::newRow("full dodge and cover")
            << "jaffa-guard"
            << "joe"
            << "beretta-m92" << 5 << QStringList { "full_dodge", "cover_25" } << 6 << 7;
        // Joe throws a knife at point-blank: Easy 8 − 1D, in poor light +1D.
        QTest::newRow("throw point-blank")
            << "joe"
            << "oneill"
            << "throwing-knife" << 1 << QStringList { "poor_light" } << 0 << 4;
        // Joe throws a knife at the guard 4 m off (short: Easy 8), who dodges (3D+1) behind
        // 25% cover (+1D): landing where aimed needs only the dodge's number (a throw on the
        // cover lands there too).
        QTest::newRow("throw at a dodging, covered target")
            << "joe"
            << "jaffa-guard"
            << "throwing-knife" << 4 << QStringList { "dodge", "cover_25" } << 0 << 6;
    }

    void hitChanceIsExact()
    {
        QFETCH(QString, shooter);
        QFETCH(QString, target);
        QFETCH(QString, weapon);
        QFETCH(int, metres);
        QFETCH(QStringList, situations);
        QFETCH(int, difficulty);
        QFETCH(int, deciding);
        const bool isThrow = weapon == "throwing-knife";
        Scene scene { { at(shooter.toStdString(), ahead(0)),
                          at(target.toStdString(), ahead(metres)) },
            0, ahead(metres) };
        Action action;
        action.weapon = weapon.toStdString();
        action.isThrow = isThrow;
        action.target = isThrow ? -1 : 1;
        if (difficulty)
            action.options["difficulty"] = difficulty;
        for (const QString& s : situations)
            action.situations.push_back(s.toStdString());
        std::vector<int> faces(static_cast<std::size_t>(deciding), 1);
        long hits = 0;
        long all = 0;
        std::function<void(std::size_t)> enumerate = [&](std::size_t i) {
            if (i == faces.size()) {
                ListedDice dice(faces);
                hits += engine().resolve(scene, action, dice).hit ? 1 : 0;
                ++all;
                return;
            }
            for (int f = 1; f <= 6; ++f) {
                faces[i] = f;
                enumerate(i + 1);
            }
        };
        enumerate(0);
        const double counted = static_cast<double>(hits) / static_cast<double>(all);
        const double chance = engine().hitChance(scene, action);
        QVERIFY2(std::abs(chance - counted) < 1e-12,
            qPrintable(QString("%1 against %2").arg(chance).arg(counted)));
        QVERIFY(counted > 0.01 && counted < 0.99);
    }

    // The landing distribution of a throw: the aim with the hit chance, the rest spread by
    // the scatter (a miss drifts at least 1 m), summing to 1.
    void landingOdds()
    {
        Scene scene { { at("oneill", ahead(0)) }, 0, ahead(12) };
        Action action;
        action.isThrow = true;
        action.weapon = "frag-grenade";
        const std::map<Hex, double> odds = hitspread::ground::landingOdds(engine(), scene, action);
        double total = 0;
        for (const auto& [hex, p] : odds)
            total += p;
        QVERIFY(std::abs(total - 1.0) < 1e-12);
        const double chance = engine().hitChance(scene, action);
        QVERIFY(chance > 0.5 && chance < 1.0); // 4D against 3 + 1D
        QVERIFY(std::abs(odds.at(ahead(12)) - chance) < 1e-12);
        // Medium range: 2D metres, so nothing lands closer than 2 m or farther than 12 m.
        for (const auto& [hex, p] : odds)
            if (!(hex == ahead(12)))
                QVERIFY(hitspread::distance(hex, ahead(12)) >= 2
                    && hitspread::distance(hex, ahead(12)) <= 12);
    }

    void chanceByHand()
    {
        // Joe's Firearms (Flex 2D+2) at point-blank, Very Easy 3: always; picked 5: 2D ≥ 3 is
        // 35/36; at short range, picked 10: 2D ≥ 8 is 15/36.
        Scene scene { { at("joe", ahead(0)), at("oneill", ahead(1)) }, 0, {} };
        Action action;
        action.weapon = "beretta-m92";
        action.target = 1;
        QCOMPARE(engine().hitChance(scene, action), 1.0);
        action.options["difficulty"] = 5;
        QVERIFY(std::abs(engine().hitChance(scene, action) - 35.0 / 36.0) < 1e-12);
        scene.figures[1].position = ahead(5);
        action.options["difficulty"] = 10;
        QVERIFY(std::abs(engine().hitChance(scene, action) - 15.0 / 36.0) < 1e-12);
    }
    // Seed, "Reacting to Attacks": "The main reaction skill is Dodge, which can be used to
    // attempt to avoid any sort of attack, whether it's firearms or melee." A thrown weapon
    // too: O'Neill throws a knife at Joe, who stands where it is aimed 4 m away (short: Easy
    // 8, no range dice). Joe's Dodge (Flex 2D+2) replaces the number, or adds to it in full;
    // O'Neill's Throwing 4D rolls 3+3+3+3 = 12.
    void thrownWeaponCanBeDodged_data()
    {
        QTest::addColumn<QString>("reaction");
        QTest::addColumn<std::vector<int>>("dodge");
        QTest::addColumn<int>("difficulty");
        QTest::addColumn<bool>("hit");
        // 5+6+2 = 13: the knife misses and scatters.
        QTest::newRow("regular, high") << "dodge" << std::vector<int> { 5, 6 } << 13 << false;
        // 1+1+2 = 4: "even if the new number is lower", and it lands on Joe.
        QTest::newRow("regular, low") << "dodge" << std::vector<int> { 1, 1 } << 4 << true;
        // 8 + 2+1+2 = 13.
        QTest::newRow("full") << "full_dodge" << std::vector<int> { 2, 1 } << 13 << false;
    }

    void thrownWeaponCanBeDodged()
    {
        QFETCH(QString, reaction);
        QFETCH(std::vector<int>, dodge);
        QFETCH(int, difficulty);
        QFETCH(bool, hit);
        Scene scene { { at("oneill", ahead(0)), at("joe", ahead(4)) }, 0, ahead(4) };
        Action action;
        action.isThrow = true;
        action.weapon = "throwing-knife";
        action.situations = { reaction.toStdString() };
        std::vector<int> typed = dodge;
        typed.insert(typed.end(), { 3, 3, 3, 3 });
        // A miss: direction 1 (beyond), 1D metres; a hit: damage, then Joe's Body 4D+2.
        const std::vector<int> rest
            = hit ? std::vector<int> { 1, 1, 1, 1, 6, 6, 6, 6 } : std::vector<int> { 1, 2 };
        typed.insert(typed.end(), rest.begin(), rest.end());
        TypedDice dice(typed);
        const Outcome out = engine().resolve(scene, action, dice);
        QCOMPARE(faces(out.rolls, reaction.toStdString()), dodge);
        QCOMPARE(find(out.rolls, "throw")->total, 12);
        QCOMPARE(find(out.rolls, "throw")->target.value_or(-1), difficulty);
        QCOMPARE(out.hit, hit);
        QCOMPARE(out.landing, hit ? ahead(4) : ahead(6));
        QCOMPARE(dice.remaining(), std::size_t(0));
        // The dodge is Joe's action this round; a full one takes the place of his others.
        QCOMPARE(out.after.figures[1].value("actions"), 1);
        QCOMPARE(out.after.figures[1].value("full_dodge"), reaction == "full_dodge" ? 1 : 0);
        if (reaction == "full_dodge") {
            const QString why = refusal([&] { attackWithOnes(engine(), out.after, 1, 0); });
            QVERIFY2(why.contains("full dodge takes the place"), qPrintable(why));
        }
        QVERIFY(engine().hitChance(scene, action) > 0);
    }

    // Seed, "Protection": "If the attacker rolled well enough to beat the basic difficulty,
    // but not enough to beat the added cover modifier described in the previous section, that
    // means the attack hit whatever the character is hiding behind." A throw at Joe, 50%
    // covered (+2D: 3+3, so 14; 8 without the cover). The knife's damage is O'Neill's Body
    // 3D+2 and 1D: 4D+2.
    void thrownWeaponAtACoveredTarget_data()
    {
        QTest::addColumn<QStringList>("situations");
        QTest::addColumn<std::vector<int>>("after"); // the faces after the cover's and throw's
        QTest::addColumn<int>("throwTotal");
        QTest::addColumn<bool>("landsOnAim");
        QTest::addColumn<bool>("affected");
        QTest::addColumn<int>("result");
        const QStringList door { "cover_50", "wooden-door" };
        // 15 beats 14: it hits Joe; damage 6, his Body 26.
        QTest::newRow("past the cover")
            << door << std::vector<int> { 4, 4, 4, 3, 1, 1, 1, 1, 6, 6, 6, 6 } << 15 << true << true
            << 0;
        // 10 beats 8, not 14: the door is hit. Damage 3+3+3+3+2 = 14 against the door's 2+2:
        // 10 over, 2D (3+3) gets through, against Body 1+1+1+1+2 = 6: stunned.
        QTest::newRow("hits the door")
            << door << std::vector<int> { 3, 3, 2, 2, 3, 3, 3, 3, 2, 2, 3, 3, 1, 1, 1, 1 } << 10
            << true << true << level(WoundLevel::Stunned);
        // No protection named: the cover takes it, and no die is rolled for Joe.
        QTest::newRow("cover, no protection")
            << QStringList { "cover_50" } << std::vector<int> { 3, 3, 2, 2 } << 10 << true << false
            << 0;
        // 4 does not beat 8: a miss, direction 1 (beyond), 1D = 3 m.
        QTest::newRow("below the basic difficulty")
            << door << std::vector<int> { 1, 1, 1, 1, 1, 3 } << 4 << false << false << 0;
    }

    void thrownWeaponAtACoveredTarget()
    {
        QFETCH(QStringList, situations);
        QFETCH(std::vector<int>, after);
        QFETCH(int, throwTotal);
        QFETCH(bool, landsOnAim);
        QFETCH(bool, affected);
        QFETCH(int, result);
        Scene scene { { at("oneill", ahead(0)), at("joe", ahead(4)) }, 0, ahead(4) };
        Action action;
        action.isThrow = true;
        action.weapon = "throwing-knife";
        for (const QString& s : situations)
            action.situations.push_back(s.toStdString());
        std::vector<int> typed { 3, 3 };
        typed.insert(typed.end(), after.begin(), after.end());
        TypedDice dice(typed);
        const Outcome out = engine().resolve(scene, action, dice);
        QCOMPARE(find(out.rolls, "cover_50")->total, 6);
        QCOMPARE(find(out.rolls, "throw")->total, throwTotal);
        QCOMPARE(find(out.rolls, "throw")->target.value_or(-1), 14);
        QCOMPARE(out.hit, landsOnAim);
        QCOMPARE(out.landing, landsOnAim ? ahead(4) : ahead(7));
        QCOMPARE(dice.remaining(), std::size_t(0));
        QCOMPARE(out.after.figures[1].value("wound_level"), result);
        if (landsOnAim) {
            QCOMPARE(out.figures.size(), std::size_t(1));
            QCOMPARE(out.figures[0].figure, 1);
            QCOMPARE(out.figures[0].affected, affected);
            if (throwTotal == 15)
                QCOMPARE(find(out.figures[0].rolls, "damage")->total, 6);
            if (situations.size() == 2 && throwTotal == 10) {
                QCOMPARE(find(out.figures[0].rolls, "damage")->total, 14);
                QCOMPARE(find(out.figures[0].rolls, "protection")->total, 4);
                QCOMPARE(find(out.figures[0].rolls, "through")->total, 6);
                QCOMPARE(find(out.figures[0].rolls, "body")->total, 6);
            }
        } else {
            QVERIFY(out.figures.empty());
        }
    }

    // Option thrown_cover_hit_scatters: a group that reads a throw on the cover as a miss.
    void thrownCoverHitScattersAsAnOption()
    {
        const Engine scattering(changed([](Rules& r) { r.options.thrownCoverHitScatters = true; }));
        Scene scene { { at("oneill", ahead(0)), at("joe", ahead(4)) }, 0, ahead(4) };
        Action action;
        action.isThrow = true;
        action.weapon = "throwing-knife";
        action.situations = { "cover_50", "wooden-door" };
        TypedDice dice({ 3, 3, 3, 3, 2, 2, /* direction */ 1, /* metres */ 3 });
        const Outcome out = scattering.resolve(scene, action, dice);
        QVERIFY(!out.hit);
        QCOMPARE(out.landing, ahead(7));
        QVERIFY(out.figures.empty());
        QCOMPARE(dice.remaining(), std::size_t(0));
        // Landing where aimed takes the whole cover then; as shipped, the basic number only.
        QVERIFY(scattering.hitChance(scene, action) < engine().hitChance(scene, action));
    }

    // The target of a throw is the figure standing where it is aimed: nobody there, nobody to
    // dodge or take cover; two there, the throw has no one target.
    void throwTargetStandsWhereAimed_data()
    {
        QTest::addColumn<QStringList>("situations");
        QTest::addColumn<bool>("twoThere");
        QTest::addColumn<QString>("message");
        QTest::newRow("dodge, nobody") << QStringList { "dodge" } << false << "Nobody stands where";
        QTest::newRow("cover, nobody")
            << QStringList { "cover_25" } << false << "Nobody stands where";
        QTest::newRow("dodge, two there") << QStringList { "dodge" } << true << "both stand where";
    }

    void throwTargetStandsWhereAimed()
    {
        QFETCH(QStringList, situations);
        QFETCH(bool, twoThere);
        QFETCH(QString, message);
        Scene scene { { at("oneill", ahead(0)), at("joe", ahead(5)) }, 0, ahead(4) };
        if (twoThere) {
            scene.figures[1].position = ahead(4);
            scene.figures.push_back(at("jaffa-guard", ahead(4)));
        }
        Action action;
        action.isThrow = true;
        action.weapon = "throwing-knife";
        for (const QString& s : situations)
            action.situations.push_back(s.toStdString());
        TypedDice dice({ 6, 6, 6, 6, 6, 6, 6, 6 });
        const QString why = refusal([&] { engine().resolve(scene, action, dice); });
        QVERIFY2(why.contains(message), qPrintable(why));
        QCOMPARE(dice.used().size(), std::size_t(0));
    }

    // Seed, "Damage": "A Stunned character suffers a penalty of -1D to skill and attribute
    // rolls for the rest of the round and for the next round." O'Neill's Beretta stuns Joe
    // (damage 10 against Body 9). Joe's own rolls — Firearms (Flex 2D+2), Dodge (Flex 2D+2),
    // Body 4D+2 against damage — take −1D that round and the next, not after; O'Neill, who
    // stunned him, keeps his Firearms 5D+1.
    void stunPenaltyLastsThisRoundAndTheNext_data()
    {
        QTest::addColumn<int>("rounds"); // new rounds begun since the stun
        QTest::addColumn<int>("penalty");
        QTest::newRow("the rest of the round") << 0 << 1;
        QTest::newRow("the next round") << 1 << 1;
        QTest::newRow("the round after") << 2 << 0;
        QTest::newRow("later") << 3 << 0;
    }

    void stunPenaltyLastsThisRoundAndTheNext()
    {
        QFETCH(int, rounds);
        QFETCH(int, penalty);
        Scene scene { { at("oneill", ahead(0)), at("joe", ahead(5)) }, 0, {} };
        Action action;
        action.weapon = "beretta-m92";
        action.target = 1;
        TypedDice dice({ 2, 2, 2, 2, 1, /* damage */ 1, 2, 3, 4, /* body */ 1, 2, 2, 2 });
        Scene after = engine().resolve(scene, action, dice).after;
        QCOMPARE(after.figures[1].value("wound_level"), level(WoundLevel::Stunned));
        for (int i = 0; i < rounds; ++i)
            after = newRound(after);
        after.figures[0] = scene.figures[0]; // O'Neill fresh: his own actions do not count here
        QCOMPARE(diceOf(attackWithOnes(engine(), after, 1, 0), "attack"), 2 - penalty);
        QCOMPARE(diceOf(attackWithOnes(engine(), after, 0, 1), "attack"), 5);
        // O'Neill again, Joe dodging: Dodge 1+2 (or 1+1+2) against 6 hits; damage 4 against
        // Joe's Body of ones and 2.
        const Outcome dodged = attackWithOnes(engine(), after, 0, 1, { "dodge" });
        QCOMPARE(diceOf(dodged, "dodge"), 2 - penalty);
        QVERIFY(dodged.hit);
        QCOMPARE(
            static_cast<int>(find(dodged.figures[0].rolls, "body")->faces.size()), 4 - penalty);
        QCOMPARE(QString::fromStdString(engine().status(after.figures[1]).english())
                     .contains("−1D this round"),
            penalty > 0);
    }

    // With stun_adds_to_wound_penalty false, a fresh stun on a wounded figure adds nothing to
    // the wound's −1D; as shipped it adds its own −1D.
    void stunAndWoundPenaltiesAsAnOption_data()
    {
        QTest::addColumn<bool>("adds");
        QTest::addColumn<int>("attackDice");
        QTest::newRow("adds (shipped)") << true << 0;
        QTest::newRow("the larger only") << false << 1;
    }

    void stunAndWoundPenaltiesAsAnOption()
    {
        QFETCH(bool, adds);
        QFETCH(int, attackDice);
        QCOMPARE(rules().options.stunAddsToWoundPenalty, true);
        const Engine e(changed([&](Rules& r) { r.options.stunAddsToWoundPenalty = adds; }));
        Scene scene { { at("oneill", ahead(0)), at("joe", ahead(5)) }, 0, {} };
        scene.figures[1].state = { { "wound_level", level(WoundLevel::Wounded) }, { "stuns", 1 },
            { "stun_rounds", 2 } };
        QCOMPARE(diceOf(attackWithOnes(e, scene, 1, 0), "attack"), attackDice);
    }

    // Seed, "Damage": "A Wounded character falls prone and can take no actions for the rest
    // of the round." … "A character who is wounded twice falls prone can can take no actions
    // for the rest of the round." O'Neill's Beretta hits Joe at 5 m for 24 (6+6+6+6).
    void woundedFallsProneAndLosesTheRound_data()
    {
        QTest::addColumn<int>("before");
        QTest::addColumn<std::vector<int>>("damage");
        QTest::addColumn<std::vector<int>>("body");
        QTest::addColumn<int>("after");
        QTest::addColumn<bool>("falls");
        QTest::addColumn<int>("nextRoundDice"); // Joe's Firearms (Flex 2D+2) the round after
        using L = WoundLevel;
        // Body 4+4+3+3+2 = 16: 8 over, wounded: 1D+2.
        QTest::newRow("healthy, wounded")
            << level(L::Healthy) << std::vector<int> { 6, 6, 6, 6 }
            << std::vector<int> { 4, 4, 3, 3 } << level(L::Wounded) << true << 1;
        // Wounded, Body 3D+2: 6+6+4+2 = 18: 6 over, wounded twice: 0D+2.
        QTest::newRow("wounded, wounded twice")
            << level(L::Wounded) << std::vector<int> { 6, 6, 6, 6 } << std::vector<int> { 6, 6, 4 }
            << level(L::WoundedTwice) << true << 0;
        // Damage 3+3+3+3 = 12 against 4+3+3+2 = 12: stunned, and a stun fells nobody (its −1D
        // still counts the next round, on top of the wound's).
        QTest::newRow("wounded, stunned")
            << level(L::Wounded) << std::vector<int> { 3, 3, 3, 3 } << std::vector<int> { 4, 3, 3 }
            << level(L::Wounded) << false << 0;
    }

    void woundedFallsProneAndLosesTheRound()
    {
        QFETCH(int, before);
        QFETCH(std::vector<int>, damage);
        QFETCH(std::vector<int>, body);
        QFETCH(int, after);
        QFETCH(bool, falls);
        QFETCH(int, nextRoundDice);
        Scene scene { { at("oneill", ahead(0)), at("joe", ahead(5)) }, 0, {} };
        if (before != 0)
            scene.figures[1].state = { { "wound_level", before } };
        Action action;
        action.weapon = "beretta-m92";
        action.target = 1;
        std::vector<int> typed { 2, 2, 2, 2, 1 };
        typed.insert(typed.end(), damage.begin(), damage.end());
        typed.insert(typed.end(), body.begin(), body.end());
        TypedDice dice(typed);
        const Scene hit = engine().resolve(scene, action, dice).after;
        QCOMPARE(dice.remaining(), std::size_t(0));
        const Figure& joe = hit.figures[1];
        QCOMPARE(joe.value("wound_level"), after);
        QCOMPARE(joe.value("prone"), falls ? 1 : 0);
        const QString status = QString::fromStdString(engine().status(joe).english());
        QCOMPARE(status.contains("prone"), falls);
        const QString acting = refusal([&] { attackWithOnes(engine(), hit, 1, 0); });
        const QString dodging = refusal([&] { attackWithOnes(engine(), hit, 0, 1, { "dodge" }); });
        if (falls) {
            QVERIFY2(acting.contains("Joe cannot act until the next round")
                    && acting.contains("fell prone"),
                qPrintable(acting));
            QVERIFY2(
                dodging.contains("Joe cannot dodge until the next round"), qPrintable(dodging));
            Action joeShoots;
            joeShoots.weapon = "beretta-m92";
            joeShoots.target = 0;
            QVERIFY_THROWS_EXCEPTION(
                Refused, engine().hitChance(Scene { hit.figures, 1, {} }, joeShoots));
        } else {
            QVERIFY2(acting.isEmpty(), qPrintable(acting));
        }
        // The next round he acts again, still prone, still −1D (−2D) for the wound.
        const Scene next = newRound(hit);
        QCOMPARE(next.figures[1].value("prone"), falls ? 1 : 0);
        QCOMPARE(diceOf(attackWithOnes(engine(), next, 1, 0), "attack"), nextRoundDice);
    }

    // "(Don't forget to add penalties for multiple actions, if any.)" — reading: −1D on an
    // action for each other action of the figure this round (multiple_action_penalty: 1D),
    // counted as taken or as declared; a dodge is an action; a new round starts afresh.
    void multipleActionPenalty()
    {
        const Scene scene { { at("oneill", ahead(0)), at("joe", ahead(5)) }, 0, {} };
        const Outcome first = attackWithOnes(engine(), scene, 0, 1);
        QCOMPARE(diceOf(first, "attack"), 5); // 5D+1
        QCOMPARE(first.after.figures[0].value("actions"), 1);
        const Outcome second = attackWithOnes(engine(), first.after, 0, 1);
        QCOMPARE(diceOf(second, "attack"), 4);
        QCOMPARE(diceOf(attackWithOnes(engine(), second.after, 0, 1), "attack"), 3);
        QCOMPARE(diceOf(attackWithOnes(engine(), newRound(second.after), 0, 1), "attack"), 5);
        // Three declared: −2D from the first.
        QCOMPARE(diceOf(attackWithOnes(engine(), scene, 0, 1, {}, { { "declared_actions", 3 } }),
                     "attack"),
            3);
        // Joe dodges, then shoots: 2D+2 less 1D; Joe shoots, then dodges: the same.
        const Outcome dodged = attackWithOnes(engine(), scene, 0, 1, { "dodge" });
        QCOMPARE(diceOf(dodged, "dodge"), 2);
        QCOMPARE(diceOf(attackWithOnes(engine(), dodged.after, 1, 0), "attack"), 1);
        const Outcome shot = attackWithOnes(engine(), scene, 1, 0);
        QCOMPARE(diceOf(attackWithOnes(engine(), shot.after, 0, 1, { "dodge" }), "dodge"), 1);
        // Not played with 0D.
        const Engine single(changed([](Rules& r) { r.options.multipleActionDice = 0; }));
        QCOMPARE(diceOf(attackWithOnes(single, first.after, 0, 1), "attack"), 5);
    }

    // Seed, "Combat Modifiers": "When characters are surprised, their attackers can
    // automatically take their first action before the surprised side can act. The surprised
    // side cannot use reaction skills against this first action."
    void surprisedTargetCannotReact()
    {
        const Scene scene { { at("oneill", ahead(0)), at("joe", ahead(5)) }, 0, {} };
        for (const char* reaction : { "dodge", "full_dodge" }) {
            const QString why = refusal([&] {
                attackWithOnes(engine(), scene, 0, 1, { "surprised", reaction });
            });
            QVERIFY2(why.contains("cannot use reaction skills against this first action"),
                qPrintable(why));
        }
        const Outcome out = attackWithOnes(engine(), scene, 0, 1, { "surprised" });
        QCOMPARE(find(out.rolls, "attack")->target.value_or(-1), 8);
    }

    // "(To surprise a target, successfully perform an opposed roll of the attacker's Special
    // Ops [Sneak] vs. the target's Savvy.)" O'Neill (no Sneak: his Savvy 3D) against Joe's
    // Savvy 3D; surprised, Joe's chosen dodge is not rolled. Reading: a tie is no surprise.
    void sneakAttack_data()
    {
        QTest::addColumn<std::vector<int>>("sneak");
        QTest::addColumn<std::vector<int>>("notice");
        QTest::addColumn<bool>("surprised");
        QTest::newRow("higher") << std::vector<int> { 6, 6, 6 } << std::vector<int> { 1, 1, 1 }
                                << true;
        QTest::newRow("tie") << std::vector<int> { 3, 3, 3 } << std::vector<int> { 3, 3, 3 }
                             << false;
        QTest::newRow("lower") << std::vector<int> { 1, 1, 1 } << std::vector<int> { 2, 2, 2 }
                               << false;
    }

    void sneakAttack()
    {
        QFETCH(std::vector<int>, sneak);
        QFETCH(std::vector<int>, notice);
        QFETCH(bool, surprised);
        Scene scene { { at("oneill", ahead(0)), at("joe", ahead(5)) }, 0, {} };
        Action action;
        action.weapon = "beretta-m92";
        action.target = 1;
        action.situations = { "sneak_attack", "dodge" };
        std::vector<int> typed = sneak;
        typed.insert(typed.end(), notice.begin(), notice.end());
        if (!surprised)
            typed.insert(typed.end(), { 6, 6 }); // Joe's dodge 6+6+2 = 14
        typed.insert(typed.end(), { 1, 1, 1, 1, 1 }); // 6: misses 8 and 14 alike
        TypedDice dice(typed);
        const Outcome out = engine().resolve(scene, action, dice);
        QCOMPARE(faces(out.rolls, "sneak"), sneak);
        QCOMPARE(faces(out.rolls, "notice"), notice);
        QCOMPARE(find(out.rolls, "sneak")->success.value_or(!surprised), surprised);
        QCOMPARE(find(out.rolls, "dodge") != nullptr, !surprised);
        QCOMPARE(find(out.rolls, "attack")->target.value_or(-1), surprised ? 8 : 14);
        QCOMPARE(out.after.figures[1].value("actions"), surprised ? 0 : 1);
        QVERIFY(!out.hit);
        QCOMPARE(dice.remaining(), std::size_t(0));
    }

    // The chance with a roll to surprise mixes the dodged and the undodged attack exactly:
    // compared with counting every face of one-die codes (Sneak, Savvy, Dodge, Firearms).
    void sneakAttackChanceIsExact()
    {
        const Engine small(changed([](Rules& r) {
            for (auto& [key, c] : r.characters) {
                for (auto& [id, code] : c.attributes)
                    code = DieCode { 1, 0 };
                c.skills.clear();
            }
        }));
        Scene scene { { at("oneill", ahead(0)), at("joe", ahead(5)) }, 0, {} };
        Action action;
        action.weapon = "beretta-m92";
        action.target = 1;
        action.options["difficulty"] = 6; // 1D reaches Easy only with a 6
        action.situations = { "sneak_attack", "dodge" };
        long hits = 0;
        long all = 0;
        std::vector<int> faces(4, 1);
        std::function<void(std::size_t)> enumerate = [&](std::size_t i) {
            if (i == faces.size()) {
                ListedDice dice(faces);
                hits += small.resolve(scene, action, dice).hit ? 1 : 0;
                ++all;
                return;
            }
            for (int f = 1; f <= 6; ++f) {
                faces[i] = f;
                enumerate(i + 1);
            }
        };
        enumerate(0);
        const double counted = static_cast<double>(hits) / static_cast<double>(all);
        QVERIFY2(std::abs(small.hitChance(scene, action) - counted) < 1e-12,
            qPrintable(QString("%1 against %2").arg(small.hitChance(scene, action)).arg(counted)));
        // 15/36 surprised (1/6 then), else the dodge: 21/36.
        QVERIFY(std::abs(counted - (15.0 / 36 / 6 + 21.0 / 36 * 21.0 / 36)) < 1e-12);
    }
};

QTEST_APPLESS_MAIN(TestD6Ladder)
#include "tst_d6ladder.moc"
