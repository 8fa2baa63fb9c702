// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The end of a round: bleeding (rules §7) with its interval shortened by each wound and the
// beyond-five-wounds rule, the torso taking over from a location bled to 0, and Stormer
// regeneration every fourth round (§10). Every figure is worked out by hand.
#include "roundend.h"
#include "trackerfixture.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <numeric>

using namespace hitspread;
using namespace hitspread::test;

Q_DECLARE_METATYPE(std::vector<int>)

namespace {
const Ruleset& rs()
{
    return shippedRuleset();
}
}

class TestBleeding : public QObject {
    Q_OBJECT
private slots:
    // §7: first wound a hit every 5 rounds, each later wound one round less; more than five
    // wounds, one hit a round per wound over 4.
    void rate_data()
    {
        QTest::addColumn<int>("wounds");
        QTest::addColumn<int>("interval");
        QTest::addColumn<int>("hits");
        QTest::newRow("no wound: no bleeding") << 0 << 0 << 0;
        QTest::newRow("1 wound: a hit every 5 rounds") << 1 << 5 << 1;
        QTest::newRow("2 wounds: every 4 rounds") << 2 << 4 << 1;
        QTest::newRow("3 wounds: every 3 rounds") << 3 << 3 << 1;
        QTest::newRow("4 wounds: every 2 rounds") << 4 << 2 << 1;
        QTest::newRow("5 wounds: every round") << 5 << 1 << 1;
        QTest::newRow("6 wounds: 2 hits a round") << 6 << 1 << 2;
        QTest::newRow("7 wounds: 3 hits a round") << 7 << 1 << 3;
        QTest::newRow("10 wounds: 6 hits a round") << 10 << 1 << 6;
    }
    void rate()
    {
        QFETCH(int, wounds);
        const BleedingRate rate = bleedingRate(wounds);
        QTEST(rate.interval, "interval");
        QTEST(rate.hits, "hits");
    }

    // Max.Rock (right leg 12 hits, Incap 30) with his wounds from before the first round; the
    // round of the wound counts as the first of its interval.
    void schedule_data()
    {
        QTest::addColumn<int>("wounds");
        QTest::addColumn<int>("rounds");
        QTest::addColumn<std::vector<int>>("bleedsIn");
        QTest::addColumn<int>("hits");
        QTest::addColumn<QString>("pace");
        QTest::newRow("1 wound: rounds 5 and 10")
            << 1 << 10 << std::vector<int> { 5, 10 } << 1 << "1 hit every 5 rounds";
        QTest::newRow("2 wounds: rounds 4 and 8")
            << 2 << 10 << std::vector<int> { 4, 8 } << 1 << "1 hit every 4 rounds";
        QTest::newRow("3 wounds: rounds 3, 6 and 9")
            << 3 << 10 << std::vector<int> { 3, 6, 9 } << 1 << "1 hit every 3 rounds";
        QTest::newRow("4 wounds: every second round")
            << 4 << 10 << std::vector<int> { 2, 4, 6, 8, 10 } << 1 << "1 hit every 2 rounds";
        QTest::newRow("5 wounds: every round")
            << 5 << 10 << std::vector<int> { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 } << 1
            << "1 hit every round";
        QTest::newRow("6 wounds: 2 hits every round")
            << 6 << 5 << std::vector<int> { 1, 2, 3, 4, 5 } << 2 << "2 hits every round";
        QTest::newRow("8 wounds: 4 hits every round")
            << 8 << 3 << std::vector<int> { 1, 2, 3 } << 4 << "4 hits every round";
    }
    void schedule()
    {
        QFETCH(int, wounds);
        QFETCH(int, rounds);
        QFETCH(std::vector<int>, bleedsIn);
        QFETCH(int, hits);
        QFETCH(QString, pace);
        Roster roster { sample("operative") };
        wound(roster[0], "right_leg", wounds);
        TrackerState s = trackerOf(roster);
        int leg = 12;
        int incap = 30;
        for (int round = 1; round <= rounds; ++round) {
            const QStringList log = playRound(s, roster);
            const bool bleeds
                = std::find(bleedsIn.begin(), bleedsIn.end(), round) != bleedsIn.end();
            if (bleeds) {
                leg -= hits;
                incap -= hits;
                QVERIFY2(log.contains(
                             QString("End of round %1: Max.Rock bleeds %2 (%3 wounds: %4): %5 from "
                                     "Right leg; Incap "
                                     "%6 left.")
                                 .arg(round)
                                 .arg(hits == 1 ? QString("1 hit") : QString("%1 hits").arg(hits))
                                 .arg(wounds)
                                 .arg(pace)
                                 .arg(hits)
                                 .arg(incap)
                                 .replace("1 wounds", "1 wound")),
                    qPrintable(log.join('\n')));
            } else {
                QVERIFY2(
                    log.filter("bleeds").isEmpty(), qPrintable(QString("round %1").arg(round)));
            }
            QCOMPARE(locationOf(roster[0], "right_leg").hits, leg);
            QCOMPARE(roster[0].incap, incap);
            QCOMPARE(roster[0].wounds, wounds); // bleeding closes no wound
        }
    }

    // §7: "Subsequent wounds shorten the time between loss by 1 round". One clock: a later
    // wound shortens the interval without starting the count again.
    void laterWoundsShortenTheInterval_data()
    {
        QTest::addColumn<int>("addedAfterRound");
        QTest::addColumn<int>("added");
        QTest::addColumn<std::vector<int>>("bleedsIn");
        // 1 wound: the clock stands at 2 after round 2; 2 wounds: interval 4, reached in round 4.
        QTest::newRow("a second wound after round 2: rounds 4 and 8, not 5")
            << 2 << 1 << std::vector<int> { 4, 8 };
        // The clock stands at 3 after round 3; 3 wounds: interval 3, already reached: round 4,
        // then every 3 rounds.
        QTest::newRow("two more after round 3: at once in round 4, then 7 and 10")
            << 3 << 2 << std::vector<int> { 4, 7, 10 };
        // After the bleed of round 5 the clock is back at 0; 2 wounds: rounds 9 (5 + 4).
        QTest::newRow("a second wound after the first bleed: round 9")
            << 5 << 1 << std::vector<int> { 5, 9 };
    }
    void laterWoundsShortenTheInterval()
    {
        QFETCH(int, addedAfterRound);
        QFETCH(int, added);
        QFETCH(std::vector<int>, bleedsIn);
        Roster roster { sample("operative") };
        wound(roster[0], "right_leg", 1);
        TrackerState s = trackerOf(roster);
        std::vector<int> bled;
        for (int round = 1; round <= 10; ++round) {
            const int before = roster[0].incap;
            playRound(s, roster);
            if (roster[0].incap < before)
                bled.push_back(round);
            if (round == addedAfterRound)
                wound(roster[0], "right_leg", added);
        }
        QCOMPARE(bled, bleedsIn);
    }

    // §7: "If the Hits in the wounded location are thus reduced to zero, the character begins
    // to lose Hits from his Torso body location instead."
    void torsoTakesOverFromALocationBledToZero()
    {
        Roster roster { sample("operative") };
        wound(roster[0], "left_arm", 6);
        locationOf(roster[0], "left_arm").hits = 1;
        TrackerState s = trackerOf(roster);
        QStringList log = playRound(s, roster);
        QVERIFY2(log.contains("End of round 1: Max.Rock bleeds 2 hits (6 wounds: 2 hits every "
                              "round): 1 from Torso, 1 from "
                              "Left arm; Incap 28 left."),
            qPrintable(log.join('\n')));
        QCOMPARE(locationOf(roster[0], "left_arm").hits, 0);
        QCOMPARE(locationOf(roster[0], "torso").hits, 14);
        log = playRound(s, roster);
        QVERIFY(log.contains("End of round 2: Max.Rock bleeds 2 hits (6 wounds: 2 hits every "
                             "round): 2 from Torso; Incap 26 "
                             "left."));
        QCOMPARE(locationOf(roster[0], "left_arm").hits, 0);
        QCOMPARE(locationOf(roster[0], "torso").hits, 12);
    }

    // Reading: the hit comes from the location with the most wounds, ties to the one listed
    // first in the body (head, torso, abdomen, right arm, left arm, right leg, left leg).
    void whichLocationBleeds_data()
    {
        QTest::addColumn<QStringList>("wounded"); // one entry per wound
        QTest::addColumn<QString>("emptied"); // a location set to 0 hits first
        QTest::addColumn<QString>("bleeds");
        QTest::newRow("the one wounded location") << QStringList { "left_leg" } << ""
                                                  << "left_leg";
        QTest::newRow("the most wounded location")
            << QStringList { "left_arm", "right_leg", "right_leg" } << ""
            << "right_leg";
        QTest::newRow("a tie: the one listed first")
            << QStringList { "left_leg", "right_arm" } << ""
            << "right_arm";
        QTest::newRow("at 0 hits: the torso") << QStringList { "right_arm" } << "right_arm"
                                              << "torso";
        QTest::newRow("below 0 hits: the torso") << QStringList { "head" } << "head"
                                                 << "torso";
        QTest::newRow("the wounded torso at 0 goes on bleeding from the torso")
            << QStringList { "torso", "left_arm" } << "torso"
            << "torso";
    }
    void whichLocationBleeds()
    {
        QFETCH(QStringList, wounded);
        QFETCH(QString, emptied);
        QFETCH(QString, bleeds);
        CharacterState c = sample("operative");
        for (const QString& location : wounded)
            wound(c, location.toStdString(), 1);
        if (!emptied.isEmpty())
            locationOf(c, emptied.toStdString()).hits = emptied == "head" ? -2 : 0;
        const int expected = rs().body.locationIndex(bleeds.toStdString());
        QCOMPARE(bleedingLocation(rs(), c), expected);
        const int hitsBefore = c.locations[static_cast<std::size_t>(expected)].hits;
        const std::vector<int> lost = bleed(rs(), c, 1);
        QCOMPARE(lost[static_cast<std::size_t>(expected)], 1);
        QCOMPARE(std::accumulate(lost.begin(), lost.end(), 0), 1);
        QCOMPARE(c.locations[static_cast<std::size_t>(expected)].hits, hitsBefore - 1);
        QCOMPARE(c.incap, 29);
    }

    void woundsOnNoLocationBleedFromTheTorso()
    {
        CharacterState c = sample("operative");
        c.wounds = 1; // a hand-edited state: counted on the character only
        QCOMPARE(bleedingLocation(rs(), c), rs().body.locationIndex("torso"));
        QCOMPARE(bleedingRate(c.wounds).interval, 5);
    }

    // Reading: the dead neither bleed nor regenerate; the unconscious bleed on.
    void theDeadDoNotBleed()
    {
        Roster roster { sample("operative"), sample("stormer") };
        wound(roster[0], "right_leg", 5);
        locationOf(roster[0], "torso").hits = 0;
        wound(roster[1], "right_leg", 5);
        locationOf(roster[1], "head").hits = -1;
        TrackerState s = trackerOf(roster);
        for (int round = 1; round <= 4; ++round) {
            const QStringList log = playRound(s, roster); // nobody rolls: both are dead
            QCOMPARE(log.filter("bleeds").size(), 0);
            QCOMPARE(log.filter("regenerates").size(), 0);
        }
        QCOMPARE(locationOf(roster[0], "right_leg").hits, 12);
        QCOMPARE(roster[0].incap, 30);
        QCOMPARE(roster[1].wounds, 5);
    }

    void bleedingIntoUnconsciousness()
    {
        Roster roster { sample("operative") };
        wound(roster[0], "right_leg", 5);
        roster[0].incap = 1;
        TrackerState s = trackerOf(roster);
        QStringList log = playRound(s, roster);
        QCOMPARE(log.mid(log.size() - 3),
            (QStringList { "End of round 1: Max.Rock bleeds 1 hit (5 wounds: 1 hit every round): 1 "
                           "from Right leg; Incap 0 left.",
                "End of round 1: Max.Rock is unconscious.", "Round 1 ends." }));
        // Unconscious: no initiative and no actions, but the bleeding goes on.
        const TrackerStep next = startWith(s, roster, {});
        QVERIFY(!next.state.combatants[0].inRound);
        log = playRound(s, roster);
        QVERIFY(log.contains("End of round 2: Max.Rock bleeds 1 hit (5 wounds: 1 hit every round): "
                             "1 from Right leg; Incap -1 "
                             "left."));
        QCOMPARE(roster[0].incap, -1);
        QCOMPARE(locationOf(roster[0], "right_leg").hits, 10);
    }

    // The tracker bleeds its combatants only; a character of the session outside the fight
    // keeps its state.
    void onlyCombatantsBleed()
    {
        Roster roster { sample("operative"), sample("frother") };
        wound(roster[1], "right_leg", 5);
        TrackerState s = addCombatant(TrackerState {}, roster, 0).state;
        playRound(s, roster);
        QCOMPARE(roster[1].incap, 32);
    }

    // §10: every fourth round, one wound, then one hit. Stoo (torso 21, Incap 50) with two
    // torso wounds and torso 15, Incap 44; Max.Rock beside him with the same damage does not
    // regenerate. Worked out round by round:
    //   round 4: both bleed (2 wounds, clock at 4): torso −1, Incap −1; Stoo then closes a
    //            wound (1 left; his clock starts again from 0 at the bleed).
    //   round 8: Stoo, 1 wound, clock 4 of 5: no bleed; he closes his last wound.
    //            Max.Rock bleeds again (rounds 4, 8, 12, 16).
    //   round 12, 16: Stoo regenerates a hit: the torso (the only location missing hits), and
    //   Incap.
    void stormerRegeneration()
    {
        Roster roster { sample("stormer"), sample("operative") };
        wound(roster[0], "torso", 2);
        locationOf(roster[0], "torso").hits = 15;
        roster[0].incap = 44;
        wound(roster[1], "torso", 2);
        locationOf(roster[1], "torso").hits = 9;
        roster[1].incap = 24;
        TrackerState s = trackerOf(roster);
        struct Expected {
            int torso, wounds, incap, maxTorso, maxWounds, maxIncap;
        };
        const std::map<int, Expected> after {
            { 3, { 15, 2, 44, 9, 2, 24 } },
            { 4, { 14, 1, 43, 8, 2, 23 } },
            { 7, { 14, 1, 43, 8, 2, 23 } },
            { 8, { 14, 0, 43, 7, 2, 22 } },
            { 11, { 14, 0, 43, 7, 2, 22 } },
            { 12, { 15, 0, 44, 6, 2, 21 } },
            { 15, { 15, 0, 44, 6, 2, 21 } },
            { 16, { 16, 0, 45, 5, 2, 20 } },
        };
        std::map<int, QStringList> logs;
        for (int round = 1; round <= 16; ++round) {
            logs[round] = playRound(s, roster);
            auto it = after.find(round);
            if (it == after.end())
                continue;
            const Expected& e = it->second;
            QCOMPARE(locationOf(roster[0], "torso").hits, e.torso);
            QCOMPARE(roster[0].wounds, e.wounds);
            QCOMPARE(locationOf(roster[0], "torso").wounds, e.wounds);
            QCOMPARE(roster[0].incap, e.incap);
            QCOMPARE(locationOf(roster[1], "torso").hits, e.maxTorso);
            QCOMPARE(roster[1].wounds, e.maxWounds);
            QCOMPARE(roster[1].incap, e.maxIncap);
        }
        QCOMPARE(logs[4].filter("Stoo"),
            (QStringList { "Stoo: initiative 3 + 3 + 3 + INI 15 = 24; 2 actions (phase 1: 1, phase "
                           "2: 1, phase 3: 0).",
                "Round 4, phase 1: Stoo lets 1 planned action go unused.",
                "Round 4, phase 2: Stoo lets 1 planned action go unused.",
                "End of round 4: Stoo bleeds 1 hit (2 wounds: 1 hit every 4 rounds): 1 from Torso; "
                "Incap 43 left.",
                "End of round 4: Stoo regenerates a wound (Torso); 1 wound left." }));
        QCOMPARE(logs[8].filter("End of round 8: Stoo"),
            QStringList { "End of round 8: Stoo regenerates a wound (Torso); 0 wounds left." });
        QCOMPARE(logs[12].filter("End of round 12: Stoo"),
            QStringList {
                "End of round 12: Stoo regenerates a hit: Torso 15 of 21, Incap 44 of 50." });
        for (int round : { 1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15 })
            QVERIFY2(logs[round].filter("regenerates").isEmpty(),
                qPrintable(QString("round %1").arg(round)));
        QVERIFY(logs[16].filter("Max.Rock regenerates").isEmpty());
    }

    // A Stormer who is whole regenerates nothing and says nothing.
    void wholeStormerRegeneratesNothing()
    {
        Roster roster { sample("stormer") };
        TrackerState s = trackerOf(roster);
        QStringList log;
        for (int round = 1; round <= 4; ++round)
            log = playRound(s, roster);
        QVERIFY(log.filter("regenerates").isEmpty());
        QCOMPARE(roster[0].incap, 50);
    }

    // One step of regeneration (§10) on its own: a wound first, else a hit.
    void regenerationStep_data()
    {
        QTest::addColumn<QStringList>("wounded");
        QTest::addColumn<std::vector<int>>("hitsMissing"); // per location, body order
        QTest::addColumn<int>("incapMissing");
        QTest::addColumn<int>("kind"); // Regeneration::Kind
        QTest::addColumn<QString>("location");
        QTest::addColumn<bool>("incap");
        using K = Regeneration::Kind;
        // Body order: head, torso, abdomen, right arm, left arm, right leg, left leg.
        QTest::newRow("a wound first, though hits are missing")
            << QStringList { "left_arm" } << std::vector<int> { 0, 0, 0, 0, 5, 0, 0 } << 5
            << int(K::Wound) << "left_arm" << false;
        QTest::newRow("the wound of the most wounded location")
            << QStringList { "torso", "right_leg", "right_leg" }
            << std::vector<int> { 0, 0, 0, 0, 0, 0, 0 } << 0 << int(K::Wound) << "right_leg"
            << false;
        QTest::newRow("then a hit, to the location missing most, and Incap")
            << QStringList {} << std::vector<int> { 0, 3, 0, 0, 5, 0, 0 } << 8 << int(K::Hit)
            << "left_arm" << true;
        QTest::newRow("a tie: the location listed first")
            << QStringList {} << std::vector<int> { 0, 2, 2, 0, 0, 0, 0 } << 4 << int(K::Hit)
            << "torso" << true;
        QTest::newRow("overflow below 0 counts as missing")
            << QStringList {} << std::vector<int> { 0, 3, 0, 18, 0, 0, 0 } << 21 << int(K::Hit)
            << "right_arm" << true;
        QTest::newRow("Incap alone") << QStringList {} << std::vector<int> { 0, 0, 0, 0, 0, 0, 0 }
                                     << 1 << int(K::Hit) << "" << true;
        QTest::newRow("a location alone")
            << QStringList {} << std::vector<int> { 0, 0, 0, 0, 1, 0, 0 } << 0 << int(K::Hit)
            << "left_arm" << false;
        QTest::newRow("whole: nothing")
            << QStringList {} << std::vector<int> { 0, 0, 0, 0, 0, 0, 0 } << 0 << int(K::Nothing)
            << "" << false;
    }
    void regenerationStep()
    {
        QFETCH(QStringList, wounded);
        QFETCH(std::vector<int>, hitsMissing);
        QFETCH(int, incapMissing);
        QFETCH(int, kind);
        QFETCH(QString, location);
        QFETCH(bool, incap);
        CharacterState c = sample("stormer");
        for (const QString& w : wounded)
            wound(c, w.toStdString(), 1);
        for (std::size_t i = 0; i < hitsMissing.size(); ++i)
            c.locations[i].hits -= hitsMissing[i];
        c.incap -= incapMissing;
        const CharacterState before = c;
        const Regeneration r = regenerate(c);
        QCOMPARE(int(r.kind), kind);
        const int index = location.isEmpty() ? -1 : rs().body.locationIndex(location.toStdString());
        QCOMPARE(r.location, index);
        QCOMPARE(r.incap, incap);
        QCOMPARE(c.wounds, before.wounds - (kind == int(Regeneration::Kind::Wound) ? 1 : 0));
        QCOMPARE(c.incap, before.incap + (incap ? 1 : 0));
        for (std::size_t i = 0; i < c.locations.size(); ++i) {
            const bool here = static_cast<int>(i) == index;
            const bool woundClosed = here && kind == int(Regeneration::Kind::Wound);
            const bool hitBack = here && kind == int(Regeneration::Kind::Hit);
            QCOMPARE(c.locations[i].wounds, before.locations[i].wounds - (woundClosed ? 1 : 0));
            QCOMPARE(c.locations[i].hits, before.locations[i].hits + (hitBack ? 1 : 0));
        }
    }
};

QTEST_APPLESS_MAIN(TestBleeding)
#include "tst_bleeding.moc"
