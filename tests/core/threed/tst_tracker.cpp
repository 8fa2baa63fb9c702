// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The combat tracker's rounds: initiative 3d6 + INI rolled in listing order (rules §2, §10),
// the order in each phase and its ties, actions over the three phases, opportunity and split
// actions (§8, §10), initiative effects (§2, §7) and every refusal. All figures are worked
// out by hand from the rules and the sample characters (trackerfixture.h lists theirs).
#include "trackerfixture.h"

#include <QTest>

#include <functional>

using namespace hitspread;
using namespace hitspread::test;

Q_DECLARE_METATYPE(std::vector<int>)

namespace {
// Max.Rock, Wickham and Stoo; initiative 4 5 6 → 28, 1 1 2 → 18, 6 6 6 → 33.
Roster threeCharacters()
{
    return { sample("operative"), sample("frother"), sample("stormer") };
}
const std::vector<int> threeDice { 4, 5, 6, 1, 1, 2, 6, 6, 6 };

TrackerStep threeStarted(const Roster& roster)
{
    return startWith(trackerOf(roster), roster, threeDice);
}

// Max.Rock alone: initiative 3 3 3 + INI 13 = 22, 2 actions planned in phases 1 and 2.
TrackerStep maxStarted(const Roster& roster)
{
    return startWith(trackerOf(roster), roster, { 3, 3, 3 });
}

std::array<int, 3> triple(int a, int b, int c)
{
    return { a, b, c };
}
}

class TestTracker : public QObject {
    Q_OBJECT
private slots:
    void startRoundRollsInListOrder()
    {
        const Roster roster = threeCharacters();
        const TrackerState before = trackerOf(roster);
        const TrackerStep step = startWith(before, roster, threeDice);
        const TrackerState& s = step.state;
        QCOMPARE(s.round, 1);
        QCOMPARE(s.phase, 1);
        QVERIFY(s.roundOpen);
        QVERIFY(step.dice == threeDice);
        QVERIFY(!step.characters);
        QVERIFY(s.combatants[0].initiativeDice == triple(4, 5, 6));
        QVERIFY(s.combatants[1].initiativeDice == triple(1, 1, 2));
        QVERIFY(s.combatants[2].initiativeDice == triple(6, 6, 6));
        QCOMPARE(s.combatants[0].initiative, 28); // 15 + INI 13
        QCOMPARE(s.combatants[1].initiative, 18); // 4 + INI 14
        QCOMPARE(s.combatants[2].initiative, 33); // 18 + INI 15
        for (const TrackerEntry& c : s.combatants) {
            QVERIFY(c.inRound);
            QCOMPARE(c.actions, 2);
            QVERIFY(c.plan == triple(1, 1, 0));
        }
        QCOMPARE(lines(step.log),
            (QStringList { "Round 1 begins.",
                "Max.Rock: initiative 4 + 5 + 6 + INI 13 = 28; 2 actions (phase 1: 1, phase 2: 1, "
                "phase 3: 0).",
                "Wickham: initiative 1 + 1 + 2 + INI 14 = 18; 2 actions (phase 1: 1, phase 2: 1, "
                "phase 3: 0).",
                "Stoo: initiative 6 + 6 + 6 + INI 15 = 33; 2 actions (phase 1: 1, phase 2: 1, "
                "phase 3: 0)." }));
        QCOMPARE(names(s, phaseOrder(s, 1)), (QStringList { "Stoo", "Max.Rock", "Wickham" }));
        QCOMPARE(names(s, phaseOrder(s, 2)), (QStringList { "Stoo", "Max.Rock", "Wickham" }));
        QCOMPARE(names(s, phaseOrder(s, 3)), QStringList {}); // nobody planned an action there
        // The step is pure: the state it was given is as it was.
        QVERIFY(before == trackerOf(roster));
        QVERIFY(!(s == before));
        QCOMPARE(before.round, 0);
        QVERIFY(!before.roundOpen);
        QCOMPARE(before.combatants[0].initiative, 0);
    }

    void typedDiceRunningOutChangeNothing()
    {
        const Roster roster = threeCharacters();
        const TrackerState before = trackerOf(roster);
        TypedDice dice({ 4, 5, 6, 1, 1, 2, 6, 6 }); // one face short
        try {
            startRound(shippedRuleset(), before, roster, dice);
            QFAIL("eight faces for three initiative rolls");
        } catch (const DiceExhausted& e) {
            QCOMPARE(QString::fromStdString(e.purpose()), QString("initiative"));
            QCOMPARE(e.position(), std::size_t(8));
            // Whose initiative it is, as the typed-dice dialog asks for it.
            QCOMPARE(QString::fromStdString(e.whose()), QString("Stoo"));
            QCOMPARE(QString(e.what()),
                QString("not enough dice: die 9 (initiative of Stoo) is missing"));
        }
        QCOMPARE(before.round, 0);
    }

    void seededDiceRecordTheStepsFaces()
    {
        const Roster roster = threeCharacters();
        SeededDice first(7);
        first.roll(
            "an earlier roll"); // a session's long-lived source: older faces stay out of the step
        first.roll("an earlier roll");
        SeededDice second(7);
        second.roll("an earlier roll");
        second.roll("an earlier roll");
        const TrackerStep a = startRound(shippedRuleset(), trackerOf(roster), roster, first);
        const TrackerStep b = startRound(shippedRuleset(), trackerOf(roster), roster, second);
        QCOMPARE(a.dice.size(), std::size_t(9));
        QVERIFY(a.dice == b.dice);
        const int ini[] = { 13, 14, 15 };
        for (std::size_t i = 0; i < 3; ++i) {
            const TrackerEntry& c = a.state.combatants[i];
            QVERIFY(c.initiativeDice == b.state.combatants[i].initiativeDice);
            int sum = 0;
            for (std::size_t d = 0; d < 3; ++d) {
                QCOMPARE(c.initiativeDice[d], a.dice[3 * i + d]); // rolled in listing order
                QVERIFY(c.initiativeDice[d] >= 1 && c.initiativeDice[d] <= 6);
                sum += c.initiativeDice[d];
            }
            QCOMPARE(c.initiative, sum + ini[i]);
        }
        QCOMPARE(first.used().size(), std::size_t(11));
        QCOMPARE(QString(first.used()[2].purpose), QString("initiative"));
    }

    // §10: highest total first. Ties (the rules are silent): higher INI, then higher DEX, then
    // the order of the list.
    void orderAndTies_data()
    {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<std::vector<int>>("dice");
        QTest::addColumn<int>("firstTotal");
        QTest::addColumn<int>("secondTotal");
        QTest::addColumn<QStringList>("order");
        QTest::newRow("the higher total acts first")
            << "operative"
            << "frother" << std::vector<int> { 6, 6, 6, 1, 1, 1 } << 31 << 17
            << QStringList { "Max.Rock", "Wickham" };
        QTest::newRow("listed second but higher: first")
            << "operative"
            << "frother" << std::vector<int> { 1, 1, 1, 6, 6, 6 } << 16 << 32
            << QStringList { "Wickham", "Max.Rock" };
        // Max 15 + 13 = 28, Wickham 14 + 14 = 28: Wickham's INI 14 beats 13.
        QTest::newRow("equal totals: the higher INI first")
            << "operative"
            << "frother" << std::vector<int> { 5, 5, 5, 5, 5, 4 } << 28 << 28
            << QStringList { "Wickham", "Max.Rock" };
        // Max and Ooze both INI 13, 9 + 13 = 22; Ooze's DEX 8 beats 6.
        QTest::newRow("equal totals and INI: the higher DEX first")
            << "operative"
            << "vevaphon" << std::vector<int> { 3, 3, 3, 3, 3, 3 } << 22 << 22
            << QStringList { "Ooze", "Max.Rock" };
        // Max and Torn: both INI 13 and DEX 6, 9 + 13 = 22.
        QTest::newRow("equal in all: the order of the list")
            << "operative"
            << "gunner" << std::vector<int> { 2, 3, 4, 4, 3, 2 } << 22 << 22
            << QStringList { "Max.Rock", "Torn" };
        QTest::newRow("equal in all, listed the other way round")
            << "gunner"
            << "operative" << std::vector<int> { 2, 3, 4, 4, 3, 2 } << 22 << 22
            << QStringList { "Torn", "Max.Rock" };
    }
    void orderAndTies()
    {
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(std::vector<int>, dice);
        const Roster roster { sample(first.toStdString()), sample(second.toStdString()) };
        const TrackerStep step = startWith(trackerOf(roster), roster, dice);
        QTEST(step.state.combatants[0].initiative, "firstTotal");
        QTEST(step.state.combatants[1].initiative, "secondTotal");
        QTEST(names(step.state, phaseOrder(step.state, 1)), "order");
    }

    // §2, §7: quick draw −3, Martial Arts + rank, knocked back / down to 0. Fist (INI 13,
    // Martial Arts 4) rolls 5 5 4 → 27, Wickham 5 5 4 → 28, Stoo 1 1 1 → 18.
    void initiativeEffects_data()
    {
        QTest::addColumn<QString>("who");
        QTest::addColumn<QString>("effect");
        QTest::addColumn<int>("phase");
        QTest::addColumn<int>("inPhase1");
        QTest::addColumn<int>("inPhase2");
        QTest::addColumn<QStringList>("order1");
        QTest::addColumn<QStringList>("order2");
        QTest::addColumn<QString>("log");
        const QStringList asRolled { "Wickham", "Fist", "Stoo" };
        const QStringList fistFirst { "Fist", "Wickham", "Stoo" };
        const QStringList wickhamLast { "Fist", "Stoo", "Wickham" };
        QTest::newRow("quick draw: −3 from its phase on")
            << "Wickham"
            << "quick_draw" << 1 << 25 << 25 << fistFirst << fistFirst
            << "Round 1, phase 1: Wickham draws quickly: initiative −3 for the rest of the round "
               "(now 25).";
        QTest::newRow("quick draw in phase 2 leaves phase 1 alone")
            << "Wickham"
            << "quick_draw" << 2 << 28 << 25 << asRolled << fistFirst
            << "Round 1, phase 2: Wickham draws quickly: initiative −3 for the rest of the round "
               "(now 25).";
        QTest::newRow("Martial Arts adds the rank in its phase only")
            << "Fist"
            << "martial_arts" << 1 << 31 << 27 << fistFirst << asRolled
            << "Round 1, phase 1: Fist attacks with Martial Arts: initiative + 4 in this phase "
               "(now 31).";
        QTest::newRow("knocked back: 0 for its phase only")
            << "Wickham"
            << "knocked_back" << 1 << 0 << 28 << wickhamLast << asRolled
            << "Round 1, phase 1: Wickham is knocked back: initiative 0 for the rest of this phase "
               "(now 0).";
        QTest::newRow("knocked down: 0 for the rest of the round, the next action lost")
            << "Wickham"
            << "knocked_down" << 1 << 0 << 0 << wickhamLast << wickhamLast
            << "Round 1, phase 1: Wickham is knocked down: initiative 0 for the rest of the round "
               "(now 0), and "
               "loses the next action (phase 1).";
        QTest::newRow("knocked down in phase 2 leaves phase 1 alone")
            << "Wickham"
            << "knocked_down" << 2 << 28 << 0 << asRolled << wickhamLast
            << "Round 1, phase 2: Wickham is knocked down: initiative 0 for the rest of the round "
               "(now 0), and "
               "loses the next action (phase 2).";
    }
    void initiativeEffects()
    {
        QFETCH(QString, who);
        QFETCH(QString, effect);
        QFETCH(int, phase);
        const Roster roster { custom("Fist", { 8, 6, 7, 6, 5, 7 }, { { "martial_arts", 4 } }),
            sample("frother"), sample("stormer") };
        TrackerState s = startWith(trackerOf(roster), roster, { 5, 5, 4, 5, 5, 4, 1, 1, 1 }).state;
        QCOMPARE(names(s, phaseOrder(s, 1)), (QStringList { "Wickham", "Fist", "Stoo" }));
        if (phase == 2)
            s = endPhase(shippedRuleset(), s, roster).state;
        const int index = *findCombatant(s, who.toStdString());
        const TrackerStep step
            = changeInitiative(s, index, *initiativeEffectFromString(effect.toStdString()));
        QFETCH(QString, log);
        QCOMPARE(lines(step.log), QStringList { log });
        const TrackerEntry& c = step.state.combatants[static_cast<std::size_t>(index)];
        QTEST(effectiveInitiative(c, 1), "inPhase1");
        QTEST(effectiveInitiative(c, 2), "inPhase2");
        QCOMPARE(c.initiative, who == "Fist" ? 27 : 28); // the roll itself stays
        QTEST(names(step.state, phaseOrder(step.state, 1)), "order1");
        QTEST(names(step.state, phaseOrder(step.state, 2)), "order2");
        if (effect == "knocked_down") // §7: "looses his next Action"
            QCOMPARE(actionsLeftInRound(step.state, c), phase == 1 ? 1 : 0);
    }

    void initiativeEffectRefusals()
    {
        const Roster roster { custom("Fist", { 8, 6, 7, 6, 5, 7 }, { { "martial_arts", 4 } }),
            sample("frother") };
        QCOMPARE(REFUSAL(changeInitiative(trackerOf(roster), 0, InitiativeEffect::QuickDraw)),
            QString("the fight has not begun: start a round first"));
        TrackerState s = startWith(trackerOf(roster), roster, { 5, 5, 4, 5, 5, 4 }).state;
        QCOMPARE(REFUSAL(changeInitiative(s, 1, InitiativeEffect::MartialArts)),
            QString("Wickham has no rank in Martial Arts"));
        s = changeInitiative(s, 0, InitiativeEffect::MartialArts).state;
        QCOMPARE(REFUSAL(changeInitiative(s, 0, InitiativeEffect::MartialArts)),
            QString("Fist already attacks with Martial Arts in phase 1"));
        s = changeInitiative(s, 1, InitiativeEffect::KnockedBack).state;
        QCOMPARE(REFUSAL(changeInitiative(s, 1, InitiativeEffect::KnockedBack)),
            QString("Wickham is already knocked back in phase 1"));
        // Two quick draws are two draws: −6.
        s = changeInitiative(s, 0, InitiativeEffect::QuickDraw).state;
        s = changeInitiative(s, 0, InitiativeEffect::QuickDraw).state;
        QCOMPARE(effectiveInitiative(s.combatants[0], 1), 27 + 4 - 6);
        QCOMPARE(effectiveInitiative(s.combatants[0], 2), 27 - 6);
        // Knocked down with every action of the round taken: nothing left to lose.
        s = takeAction(shippedRuleset(), s, roster, 1).state;
        s = endPhase(shippedRuleset(), s, roster).state;
        s = takeAction(shippedRuleset(), s, roster, 1).state;
        const TrackerStep down = changeInitiative(s, 1, InitiativeEffect::KnockedDown);
        QCOMPARE(lines(down.log),
            QStringList { "Round 1, phase 2: Wickham is knocked down: initiative 0 for the rest of "
                          "the round (now 0); no "
                          "action is left to lose this round." });
        QCOMPARE(REFUSAL(changeInitiative(down.state, 1, InitiativeEffect::KnockedDown)),
            QString("Wickham is already knocked down this round"));
        QVERIFY(!initiativeEffectFromString("tripped"));
    }

    // §10: actions spread over the phases; by default as evenly as possible, the odd ones
    // to the earliest phases. Actions = (DIA + PHYS + COOL) / 10 (§2).
    void defaultSpread_data()
    {
        QTest::addColumn<int>("str");
        QTest::addColumn<int>("dex");
        QTest::addColumn<int>("dia");
        QTest::addColumn<int>("cool");
        QTest::addColumn<int>("actions");
        QTest::addColumn<std::vector<int>>("plan");
        QTest::newRow("1 action (19/10): phase 1")
            << 7 << 8 << 6 << 6 << 1 << std::vector<int> { 1, 0, 0 };
        QTest::newRow("2 actions (21/10): phases 1 and 2")
            << 8 << 6 << 7 << 7 << 2 << std::vector<int> { 1, 1, 0 };
        QTest::newRow("3 actions (30/10): one a phase")
            << 10 << 10 << 10 << 10 << 3 << std::vector<int> { 1, 1, 1 };
        QTest::newRow("4 actions (40/10): two in phase 1")
            << 14 << 14 << 14 << 12 << 4 << std::vector<int> { 2, 1, 1 };
        QTest::newRow("5 actions (50/10): two in phases 1 and 2")
            << 16 << 16 << 18 << 16 << 5 << std::vector<int> { 2, 2, 1 };
        QTest::newRow("7 actions (70/10): 3, 2, 2")
            << 25 << 25 << 25 << 20 << 7 << std::vector<int> { 3, 2, 2 };
    }
    void defaultSpread()
    {
        QFETCH(int, str);
        QFETCH(int, dex);
        QFETCH(int, dia);
        QFETCH(int, cool);
        QFETCH(std::vector<int>, plan);
        const Roster roster { custom("Spread", { str, dex, dia, 5, 5, cool }) };
        const TrackerStep step = maxStarted(roster);
        const TrackerEntry& c = step.state.combatants[0];
        QTEST(c.actions, "actions");
        QVERIFY(c.plan == triple(plan[0], plan[1], plan[2]));
        QFETCH(int, actions);
        QCOMPARE(actionsLeftInRound(step.state, c), actions);
        QCOMPARE(actionsLeftInPhase(c, 1), plan[0]);
        QCOMPARE(phaseOrder(step.state, 3).size(), std::size_t(plan[2] > 0 ? 1 : 0));
    }

    void actionsThroughTheRound()
    {
        const Roster roster { sample("operative") };
        TrackerStep step = maxStarted(roster);
        step = takeAction(shippedRuleset(), step.state, roster, 0, "fires the MAL Anvil");
        QCOMPARE(lines(step.log),
            QStringList { "Round 1, phase 1: Max.Rock acts: fires the MAL Anvil (0 actions left in "
                          "this phase, 1 this round)." });
        QVERIFY(step.state.combatants[0].used == triple(1, 0, 0));
        QCOMPARE(REFUSAL(takeAction(shippedRuleset(), step.state, roster, 0)),
            QString("Max.Rock has taken its planned action in phase 1; its next is in phase 2"));
        step = endPhase(shippedRuleset(), step.state, roster);
        QCOMPARE(lines(step.log), QStringList { "Round 1, phase 2 begins." });
        QVERIFY(!step.characters);
        step = takeAction(shippedRuleset(), step.state, roster, 0);
        QCOMPARE(lines(step.log),
            QStringList {
                "Round 1, phase 2: Max.Rock acts (0 actions left in this phase, 0 this round)." });
        QCOMPARE(REFUSAL(takeAction(shippedRuleset(), step.state, roster, 0)),
            QString("Max.Rock has taken its planned action in phase 2; it has no action left this "
                    "round"));
        step = endPhase(shippedRuleset(), step.state, roster);
        QCOMPARE(step.state.phase, 3);
        QCOMPARE(REFUSAL(takeAction(shippedRuleset(), step.state, roster, 0)),
            QString("Max.Rock has no action planned in phase 3; it has no action left this round"));
        step = endPhase(shippedRuleset(), step.state, roster);
        QCOMPARE(lines(step.log), QStringList { "Round 1 ends." });
        QVERIFY(!step.state.roundOpen);
        QCOMPARE(step.state.round, 1);
        QVERIFY(step.characters); // the end of a round hands the characters back, here unchanged
        QCOMPARE(step.characters->at(0).incap, 30);
        QCOMPARE(REFUSAL(takeAction(shippedRuleset(), step.state, roster, 0)),
            QString("round 1 is over: start the next round first"));
        QCOMPARE(REFUSAL(endPhase(shippedRuleset(), step.state, roster)),
            QString("round 1 is over: start the next round first"));
        // The next round starts afresh.
        step = startWith(step.state, roster, { 1, 2, 3 });
        QCOMPARE(step.state.round, 2);
        QCOMPARE(step.state.phase, 1);
        QVERIFY(step.state.combatants[0].used == triple(0, 0, 0));
        QCOMPARE(step.state.combatants[0].initiative, 6 + 13);
    }

    // Reading of §10: an action planned for a phase and not taken there is gone.
    void unusedActionsLapse()
    {
        const Roster roster { sample("operative") };
        const TrackerStep step = endPhase(shippedRuleset(), maxStarted(roster).state, roster);
        QCOMPARE(lines(step.log),
            (QStringList { "Round 1, phase 1: Max.Rock lets 1 planned action go unused.",
                "Round 1, phase 2 begins." }));
        QCOMPARE(actionsLeftInRound(step.state, step.state.combatants[0]), 1);
    }

    void planningActions()
    {
        const Roster roster { sample("operative") };
        TrackerState s = maxStarted(roster).state;
        QCOMPARE(REFUSAL(planActions(trackerOf(roster), 0, triple(1, 1, 0))),
            QString("the fight has not begun: start a round first"));
        QCOMPARE(REFUSAL(planActions(s, 0, triple(1, 1, 1))),
            QString("Max.Rock has 2 actions this round, and the plan spreads 3"));
        QCOMPARE(REFUSAL(planActions(s, 0, triple(-1, 2, 1))),
            QString("phase 1 cannot have fewer than 0 actions"));
        const TrackerStep planned = planActions(s, 0, triple(0, 1, 1));
        QCOMPARE(lines(planned.log),
            QStringList { "Round 1, phase 1: Max.Rock plans phase 1: 0, phase 2: 1, phase 3: 1." });
        QVERIFY(phaseOrder(planned.state, 1).empty());
        QCOMPARE(phaseOrder(planned.state, 3), std::vector<int> { 0 });
        QCOMPARE(REFUSAL(takeAction(shippedRuleset(), planned.state, roster, 0)),
            QString("Max.Rock has no action planned in phase 1; its next is in phase 2"));

        s = takeAction(shippedRuleset(), s, roster, 0).state;
        QCOMPARE(REFUSAL(planActions(s, 0, triple(0, 2, 0))),
            QString("Max.Rock has already taken 1 action in phase 1"));
        s = endPhase(shippedRuleset(), s, roster).state;
        QCOMPARE(REFUSAL(planActions(s, 0, triple(0, 1, 1))),
            QString("phase 1 is over: its actions cannot be planned anew"));
        s = planActions(s, 0, triple(1, 0, 1)).state;
        QCOMPARE(actionsLeftInPhase(s.combatants[0], 2), 0);
        QCOMPARE(actionsLeftInPhase(s.combatants[0], 3), 1);
        s = endPhase(shippedRuleset(), s, roster).state;
        s = takeAction(shippedRuleset(), s, roster, 0).state;
        s = endPhase(shippedRuleset(), s, roster).state;

        // The plan stays for the next round while the number of actions does.
        s = startWith(s, roster, { 3, 3, 3 }).state;
        QVERIFY(s.combatants[0].plan == triple(1, 0, 1));
        QCOMPARE(REFUSAL(planActions(s, 0, triple(1, 0, 1))),
            QString()); // planning the same is no refusal
        // A sheet with 3 actions ((10 + 10 + 10) / 10) takes the character's place: spread anew.
        while (s.roundOpen)
            s = endPhase(shippedRuleset(), s, roster).state;
        const Roster stronger { custom("Max.Rock", { 10, 10, 10, 5, 5, 10 }) };
        s = startWith(s, stronger, { 3, 3, 3 }).state;
        QCOMPARE(s.combatants[0].actions, 3);
        QVERIFY(s.combatants[0].plan == triple(1, 1, 1));
    }

    // §10: extra actions from advantages can be taken in any phase.
    void extraActions()
    {
        const Roster roster { sample("operative") };
        TrackerStep step = setExtraActions(trackerOf(roster), 0, 1);
        QCOMPARE(lines(step.log),
            QStringList { "Max.Rock has 1 extra action a round, to take in any phase." });
        QCOMPARE(REFUSAL(setExtraActions(step.state, 0, -1)),
            QString("extra actions run from 0 to 9, not -1"));
        QCOMPARE(REFUSAL(setExtraActions(step.state, 0, 10)),
            QString("extra actions run from 0 to 9, not 10"));
        TrackerState s = maxStarted(roster).state;
        s = setExtraActions(s, 0, 1).state;
        QCOMPARE(phaseOrder(s, 3),
            std::vector<int> { 0 }); // may act in phase 3, with nothing planned there
        QCOMPARE(actionsLeftInRound(s, s.combatants[0]), 3);
        s = takeAction(shippedRuleset(), s, roster, 0).state; // the planned one
        step = takeAction(shippedRuleset(), s, roster, 0, "fires again");
        QCOMPARE(lines(step.log),
            QStringList { "Round 1, phase 1: Max.Rock takes an extra action: fires again (0 "
                          "actions left in this phase, 1 "
                          "this round)." });
        QCOMPARE(step.state.combatants[0].extraUsed, 1);
        QVERIFY(step.state.combatants[0].used == triple(1, 0, 0));
        QCOMPARE(REFUSAL(takeAction(shippedRuleset(), step.state, roster, 0)),
            QString("Max.Rock has taken its planned action in phase 1; its next is in phase 2"));
        QCOMPARE(REFUSAL(setExtraActions(step.state, 0, 0)),
            QString("Max.Rock has already taken 1 extra action this round"));
        QCOMPARE(setExtraActions(step.state, 0, 2).state.combatants[0].extraActions, 2);
        // A new round gives them back.
        s = step.state;
        while (s.roundOpen)
            s = endPhase(shippedRuleset(), s, roster).state;
        s = startWith(s, roster, { 3, 3, 3 }).state;
        QCOMPARE(extraActionsLeft(s.combatants[0]), 1);
    }

    // §10: an opportunity action gives up the turn at the initiative total for one at any
    // time later in the phase; unused ones do not carry over.
    void opportunityActions()
    {
        const Roster roster = threeCharacters();
        TrackerState s = threeStarted(roster).state; // Stoo 33, Max.Rock 28, Wickham 18
        QCOMPARE(nextToAct(shippedRuleset(), s, roster), std::optional<int>(2));
        s = takeAction(shippedRuleset(), s, roster, 2).state;
        QCOMPARE(nextToAct(shippedRuleset(), s, roster), std::optional<int>(0));
        TrackerStep step = holdAction(shippedRuleset(), s, roster, 0);
        QCOMPARE(lines(step.log),
            QStringList { "Round 1, phase 1: Max.Rock holds an opportunity action, to act at any "
                          "time later in phase 1." });
        s = step.state;
        QCOMPARE(s.combatants[0].held.size(), std::size_t(1));
        QCOMPARE(actionsLeftInPhase(s.combatants[0], 1), 0);
        QCOMPARE(nextToAct(shippedRuleset(), s, roster), std::optional<int>(1));
        QCOMPARE(REFUSAL(holdAction(shippedRuleset(), s, roster, 0)),
            QString("Max.Rock has taken its planned action in phase 1; its next is in phase 2"));
        s = takeAction(shippedRuleset(), s, roster, 1).state;
        QCOMPARE(nextToAct(shippedRuleset(), s, roster), std::nullopt);
        step = useOpportunity(shippedRuleset(), s, roster, 0, "shoots Wickham");
        QCOMPARE(lines(step.log),
            QStringList {
                "Round 1, phase 1: Max.Rock takes the opportunity action: shoots Wickham." });
        QVERIFY(step.state.combatants[0].held.empty());
        QCOMPARE(REFUSAL(useOpportunity(shippedRuleset(), step.state, roster, 0)),
            QString("Max.Rock holds no opportunity action in phase 1"));

        // Held and not used: it lapses at the end of the phase.
        s = holdAction(shippedRuleset(), threeStarted(roster).state, roster, 0).state;
        step = endPhase(shippedRuleset(), s, roster);
        QVERIFY(lines(step.log).contains(
            "Round 1, phase 1: Max.Rock's opportunity action lapses unused."));
        QVERIFY(!lines(step.log).contains(
            "Round 1, phase 1: Max.Rock lets 1 planned action go unused."));
        QVERIFY(step.state.combatants[0].held.empty());
        QCOMPARE(REFUSAL(useOpportunity(shippedRuleset(), step.state, roster, 0)),
            QString("Max.Rock holds no opportunity action in phase 2"));
        QCOMPARE(actionsLeftInRound(step.state, step.state.combatants[0]), 1);

        // Two held (the planned action and an extra one): both lapse.
        s = setExtraActions(threeStarted(roster).state, 0, 1).state;
        s = holdAction(shippedRuleset(), s, roster, 0).state;
        s = holdAction(shippedRuleset(), s, roster, 0).state;
        QCOMPARE(s.combatants[0].extraUsed, 1);
        QVERIFY(lines(endPhase(shippedRuleset(), s, roster).log)
                    .contains("Round 1, phase 1: Max.Rock's 2 opportunity actions lapse unused."));
    }

    // §8 split actions; Fix (the rule text's example) has Pistol 6 and a Dodge rank per row.
    void splitActions_data()
    {
        QTest::addColumn<int>("dodge");
        QTest::addColumn<QString>("primary");
        QTest::addColumn<int>("primaryRanks");
        QTest::addColumn<QString>("secondary");
        QTest::addColumn<int>("secondaryRanks");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("Fix: 4 to the attack, 2 to the dodge")
            << 3 << "pistol" << 4 << "dodge" << 2 << "";
        QTest::newRow("the whole pool to the primary") << 3 << "pistol" << 6 << "dodge" << 0 << "";
        QTest::newRow("ranks may be left unused") << 3 << "pistol" << 3 << "dodge" << 1 << "";
        QTest::newRow("5 + 2 is over the pool of 6")
            << 3 << "pistol" << 5 << "dodge" << 2
            << "Fix's Pistol rank of 6 is the pool of the split: 5 + 2 = 7 is over it (§8)";
        QTest::newRow("Dodge 1 caps the dodge at 1")
            << 1 << "pistol" << 4 << "dodge" << 2
            << "Fix's Dodge rank is 1: the secondary action gets at most that, not 2 (§8)";
        QTest::newRow("Dodge 1: 5 + 1 is allowed") << 1 << "pistol" << 5 << "dodge" << 1 << "";
        QTest::newRow("a skill not had caps the secondary at 0")
            << 3 << "pistol" << 5 << "acrobatics" << 1
            << "Fix's Acrobatics rank is 0: the secondary action gets at most that, not 1 (§8)";
        QTest::newRow("no rank in the primary")
            << 3 << "rifle" << 1 << "dodge" << 1 << "Fix has no rank in Rifle to split";
        QTest::newRow("an unknown skill")
            << 3 << "juggling" << 1 << "dodge" << 1 << "unknown skill 'juggling'";
        QTest::newRow("negative ranks")
            << 3 << "pistol" << -1 << "dodge" << 2 << "the ranks of a split action are 0 or more";
        QTest::newRow("two attacks from one pool") << 3 << "pistol" << 3 << "pistol" << 3 << "";
    }
    void splitActions()
    {
        QFETCH(int, dodge);
        QFETCH(QString, primary);
        QFETCH(int, primaryRanks);
        QFETCH(QString, secondary);
        QFETCH(int, secondaryRanks);
        QFETCH(QString, refusal);
        const Roster roster { custom(
            "Fix", { 8, 6, 7, 6, 5, 7 }, { { "pistol", 6 }, { "dodge", dodge } }) };
        const TrackerState s = maxStarted(roster).state;
        const SplitRequest request { 0, primary.toStdString(), primaryRanks,
            secondary.toStdString(), secondaryRanks, false };
        QCOMPARE(REFUSAL(splitAction(shippedRuleset(), s, roster, request)), refusal);
        if (!refusal.isEmpty())
            return;
        const TrackerStep step = splitAction(shippedRuleset(), s, roster, request);
        const TrackerEntry& c = step.state.combatants[0];
        QVERIFY(c.used == triple(1, 0, 0)); // one action for both
        QCOMPARE(c.splits.size(), std::size_t(1));
        QCOMPARE(c.splits[0].phase, 1);
        QCOMPARE(QString::fromStdString(c.splits[0].primarySkill), primary);
        QCOMPARE(c.splits[0].primaryRanks, primaryRanks);
        QCOMPARE(QString::fromStdString(c.splits[0].secondarySkill), secondary);
        QCOMPARE(c.splits[0].secondaryRanks, secondaryRanks);
        QVERIFY(!c.splits[0].secondaryHeld);
        QVERIFY(c.held.empty());
        const QString shown = primary == "pistol" && secondary == "dodge"
            ? "Pistol at %1 and Dodge at %2"
            : "Pistol at %1 and Pistol at %2";
        QCOMPARE(lines(step.log),
            QStringList { "Round 1, phase 1: Fix splits an action: "
                + shown.arg(primaryRanks).arg(secondaryRanks)
                + ", from a pool of 6 (0 actions left in this phase, 1 this round)." });
    }

    // §8: "declare the secondary Action as an opportunity Action, taking it later in the phase".
    void splitWithTheSecondaryHeld()
    {
        const Roster roster { custom(
            "Fix", { 8, 6, 7, 6, 5, 7 }, { { "pistol", 6 }, { "dodge", 3 } }) };
        TrackerStep step = splitAction(shippedRuleset(), maxStarted(roster).state, roster,
            { 0, "pistol", 4, "dodge", 2, true });
        QCOMPARE(lines(step.log),
            QStringList {
                "Round 1, phase 1: Fix splits an action: Pistol at 4 and Dodge at 2, from a pool "
                "of 6; Dodge is "
                "held as an opportunity action (0 actions left in this phase, 1 this round)." });
        QCOMPARE(step.state.combatants[0].held.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(step.state.combatants[0].held[0].skill), QString("dodge"));
        QCOMPARE(step.state.combatants[0].held[0].ranks, 2);
        QVERIFY(step.state.combatants[0].splits[0].secondaryHeld);
        QCOMPARE(REFUSAL(splitAction(
                     shippedRuleset(), step.state, roster, { 0, "pistol", 4, "dodge", 2, false })),
            QString("Fix has taken its planned action in phase 1; its next is in phase 2"));
        step = useOpportunity(shippedRuleset(), step.state, roster, 0, "dodges the knife");
        QCOMPARE(lines(step.log),
            QStringList { "Round 1, phase 1: Fix takes the opportunity action (the split's Dodge "
                          "at 2 ranks): dodges the knife." });
        QVERIFY(step.state.combatants[0].held.empty());
    }

    void refusals_data()
    {
        QTest::addColumn<int>("request");
        QTest::addColumn<QString>("reason");
        QTest::newRow("an unknown combatant")
            << 0 << "there is no combatant 6 (the tracker has 3 combatants)";
        QTest::newRow("a negative combatant")
            << 1 << "there is no combatant 0 (the tracker has 3 combatants)";
        QTest::newRow("a round under way does not start again")
            << 2 << "round 1 is still under way (phase 1): end its phases first";
        QTest::newRow("no combatants") << 3 << "there are no combatants: add some first";
        QTest::newRow("an action before the fight")
            << 4 << "the fight has not begun: start a round first";
        QTest::newRow("the end of a phase before the fight")
            << 5 << "the fight has not begun: start a round first";
        QTest::newRow("the unconscious cannot act") << 6 << "Wickham is unconscious and cannot act";
        QTest::newRow("the dead cannot act") << 7 << "Wickham is dead and cannot act";
        QTest::newRow("a newcomer waits for the next round")
            << 8
            << "Torn has no part in round 1 (joined after it began, or was out of the fight when "
               "it began)";
        QTest::newRow("a character the session dropped")
            << 9 << "Stoo's character is no longer in the session";
        QTest::newRow("a character joins once")
            << 10 << "Max.Rock is already in the fight as Max.Rock";
        QTest::newRow("a character the session lacks")
            << 11 << "there is no character 8 in the session (it has 3)";
        QTest::newRow("a name already taken") << 12 << "a combatant is already called Stoo";
        QTest::newRow("removing an unknown combatant")
            << 13 << "there is no combatant 4 (the tracker has 3 combatants)";
        QTest::newRow("holding for an unknown combatant")
            << 14 << "there is no combatant 4 (the tracker has 3 combatants)";
        QTest::newRow("a split for the unconscious")
            << 15 << "Wickham is unconscious and cannot act";
        QTest::newRow("a plan for an unknown combatant")
            << 16 << "there is no combatant 4 (the tracker has 3 combatants)";
        QTest::newRow("a new round with a dropped character")
            << 17 << "Stoo's character is no longer in the session";
    }
    void refusals()
    {
        QFETCH(int, request);
        const Ruleset& rs = shippedRuleset();
        const Roster roster = threeCharacters();
        const TrackerState fresh = trackerOf(roster);
        const TrackerState open = threeStarted(roster).state;
        Roster unconscious = roster;
        unconscious[1].incap = 0;
        Roster dead = roster;
        locationOf(dead[1], "head").hits = 0;
        Roster withTorn = roster;
        withTorn.push_back(sample("gunner"));
        const TrackerState joined = addCombatant(open, withTorn, 3).state;
        const Roster shorter { roster[0], roster[1] };
        TrackerState ended = open;
        while (ended.roundOpen)
            ended = endPhase(rs, ended, roster).state;
        SeededDice dice(1);
        const std::function<void()> requests[] = {
            [&] { takeAction(rs, open, roster, 5); },
            [&] { takeAction(rs, open, roster, -1); },
            [&] { startRound(rs, open, roster, dice); },
            [&] { startRound(rs, TrackerState {}, roster, dice); },
            [&] { takeAction(rs, fresh, roster, 0); },
            [&] { endPhase(rs, fresh, roster); },
            [&] { takeAction(rs, open, unconscious, 1); },
            [&] { takeAction(rs, open, dead, 1); },
            [&] { takeAction(rs, joined, withTorn, 3); },
            [&] { takeAction(rs, open, shorter, 2); },
            [&] { addCombatant(open, roster, 0); },
            [&] { addCombatant(open, roster, 7); },
            [&] { addCombatant(open, withTorn, 3, "Stoo"); },
            [&] { removeCombatant(open, 3); },
            [&] { holdAction(rs, open, roster, 3); },
            [&] {
                splitAction(rs, open, unconscious, { 1, "blade_1h", 3, "dodge", 1, false });
            },
            [&] { planActions(open, 3, triple(1, 1, 0)); },
            [&] { startRound(rs, ended, shorter, dice); },
        };
        QTEST(REFUSAL(requests[request]()), "reason");
        QCOMPARE(dice.used().size(), std::size_t(0)); // a refused round rolls nothing
    }

    // Reading: the unconscious and the dead roll no initiative and have no actions.
    void outOfTheFightAtTheStart()
    {
        Roster roster = threeCharacters();
        roster[1].incap = 0;
        const TrackerStep step = startWith(trackerOf(roster), roster, { 4, 5, 6, 6, 6, 6 });
        QCOMPARE(step.dice.size(), std::size_t(6));
        QCOMPARE(
            step.state.combatants[2].initiative, 33); // Stoo's dice come straight after Max.Rock's
        QVERIFY(!step.state.combatants[1].inRound);
        QCOMPARE(step.state.combatants[1].actions, 0);
        QVERIFY(lines(step.log).contains(
            "Wickham is unconscious: no initiative and no actions this round."));
        QCOMPARE(
            names(step.state, phaseOrder(step.state, 1)), (QStringList { "Stoo", "Max.Rock" }));
        // Unconscious later in the round: Stoo, first in the order, is passed over.
        const TrackerState started = threeStarted(threeCharacters()).state;
        Roster later = threeCharacters();
        QCOMPARE(nextToAct(shippedRuleset(), started, later), std::optional<int>(2));
        later[2].incap = 0;
        QCOMPARE(nextToAct(shippedRuleset(), started, later), std::optional<int>(0));
    }

    // Option wound_penalty_on_initiative (off by default): each wound takes 1 off the roll.
    void woundPenaltyOnInitiative()
    {
        Roster roster { sample("operative") };
        wound(roster[0], "left_arm", 2);
        QCOMPARE(
            startWith(trackerOf(roster), roster, { 4, 5, 6 }).state.combatants[0].initiative, 28);
        Ruleset rs = shippedRuleset();
        rs.options.woundPenaltyOnInitiative = true;
        const TrackerStep step = startWith(trackerOf(roster), roster, { 4, 5, 6 }, rs);
        QCOMPARE(step.state.combatants[0].initiative, 26); // 15 + 13 − 2
        QCOMPARE(lines(step.log).at(1),
            QString("Max.Rock: initiative 4 + 5 + 6 + INI 13 − 2 for wounds = 26; 2 actions (phase "
                    "1: 1, phase 2: 1, "
                    "phase 3: 0)."));
    }

    void joiningAndLeaving()
    {
        const Roster twins { sample("operative"), sample("operative"), sample("gunner") };
        TrackerStep step = addCombatant(TrackerState {}, twins, 0);
        QCOMPARE(lines(step.log), QStringList { "Max.Rock joins the fight." });
        step = addCombatant(step.state, twins, 1);
        QCOMPARE(QString::fromStdString(step.state.combatants[1].name), QString("Max.Rock 2"));
        QCOMPARE(findCombatant(step.state, "Max.Rock 2"), std::optional<int>(1));
        QCOMPARE(findCombatant(step.state, "Nobody"), std::nullopt);
        TrackerState s = startWith(step.state, twins, { 1, 1, 1, 2, 2, 2 }).state;
        step = addCombatant(s, twins, 2, "Torn the gunner");
        QCOMPARE(lines(step.log),
            QStringList {
                "Round 1, phase 1: Torn the gunner joins the fight and acts from round 2." });
        s = step.state;
        QVERIFY(!s.combatants[2].inRound);
        QCOMPARE(phaseOrder(s, 1).size(), std::size_t(2));
        while (s.roundOpen)
            s = endPhase(shippedRuleset(), s, twins).state;
        s = startWith(s, twins, { 1, 1, 1, 2, 2, 2, 6, 6, 6 }).state;
        QVERIFY(s.combatants[2].inRound);
        QCOMPARE(s.combatants[2].initiative, 18 + 13);
        QCOMPARE(names(s, phaseOrder(s, 1)),
            (QStringList { "Torn the gunner", "Max.Rock 2", "Max.Rock" }));
        step = removeCombatant(s, 1);
        QCOMPARE(lines(step.log), QStringList { "Max.Rock 2 leaves the fight." });
        QCOMPARE(names(step.state, phaseOrder(step.state, 1)),
            (QStringList { "Torn the gunner", "Max.Rock" }));
    }

    void droppingACharacter()
    {
        const TrackerState s = trackerOf(threeCharacters());
        const TrackerState without = withoutCharacter(s, 1);
        QCOMPARE(without.combatants.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(without.combatants[0].name), QString("Max.Rock"));
        QCOMPARE(without.combatants[0].character, 0);
        QCOMPARE(QString::fromStdString(without.combatants[1].name), QString("Stoo"));
        QCOMPARE(without.combatants[1].character, 1); // renumbered with the roster
        QCOMPARE(withoutCharacter(s, 5).combatants.size(), std::size_t(3));
    }

    void summaryForAView()
    {
        Roster roster = threeCharacters();
        wound(roster[0], "left_arm", 2);
        TrackerState s = threeStarted(roster).state;
        s = holdAction(shippedRuleset(), s, roster, 0).state;
        CombatantSummary row = summarize(shippedRuleset(), s, roster, 0);
        QCOMPARE(QString::fromStdString(row.name), QString("Max.Rock"));
        QVERIFY(row.inRound);
        QCOMPARE(row.initiative, 28);
        QVERIFY(row.initiativeDice == triple(4, 5, 6));
        QCOMPARE(row.ini, 13);
        QCOMPARE(row.actionsLeftInPhase, 0);
        QCOMPARE(row.actionsLeftInRound, 1);
        QCOMPARE(row.extraActionsLeft, 0);
        QCOMPARE(row.held, 1);
        QCOMPARE(row.wounds, 2);
        QCOMPARE(row.woundPenalty, -2);
        QCOMPARE(row.status, CharacterStatus::Ok);
        QCOMPARE(row.bleeding.interval, 4); // §7: two wounds, a hit every 4 rounds
        QCOMPARE(row.bleeding.hits, 1);
        QCOMPARE(row.roundsUntilBleeding, 4);
        while (s.roundOpen) {
            const TrackerStep step = endPhase(shippedRuleset(), s, roster);
            s = step.state;
            if (step.characters)
                roster = *step.characters;
        }
        row = summarize(shippedRuleset(), s, roster, 0);
        QCOMPARE(row.roundsUntilBleeding, 3); // one round end counted
        QCOMPARE(row.actionsLeftInRound, 0);
        QCOMPARE(row.held, 0);
        row = summarize(shippedRuleset(), s, roster, 1);
        QCOMPARE(row.woundPenalty, 0);
        QCOMPARE(row.roundsUntilBleeding, 0);
        QCOMPARE(REFUSAL(summarize(shippedRuleset(), s, roster, 3)),
            QString("there is no combatant 4 (the tracker has 3 combatants)"));
    }
};

QTEST_APPLESS_MAIN(TestTracker)
#include "tst_tracker.moc"
