// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// End-to-end tests of the hitspread-cli contract (DESIGN.md): they run the built program.
#include "clirun.h"
#include "ground.h"
#include "rulesetreader.h"
#include "scatter.h"
#include "testsupport.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace hitspread;
using namespace hitspread::test;
using namespace hitspread::clitest;

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void version()
    {
        const Run run = cli({ "--version" });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith("hitspread-cli "));
    }

    void validateShipped()
    {
        const Run run = cli({ "validate", "--ruleset", rulesetPath("3d-system") });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("is valid"));
        QCOMPARE(cli({ "validate" }).exitCode, 0); // the default ruleset is found
    }

    void validateRefusesEveryBrokenRuleset_data()
    {
        QTest::addColumn<QString>("folder");
        const QDir dir(dataPath("invalid"));
        for (const QString& name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }
    void validateRefusesEveryBrokenRuleset()
    {
        QFETCH(QString, folder);
        const Run run = cli({ "validate", "--ruleset", folder });
        QCOMPARE(run.exitCode, 2);
        QFile expected(folder + "/expected.txt");
        QVERIFY(expected.open(QIODevice::ReadOnly));
        const QString firstLine = QString::fromUtf8(expected.readLine()).trimmed();
        // The first error names its file, line and column.
        QVERIFY2(run.err.contains(folder + "/" + firstLine), qPrintable(run.err));
    }

    void resolveJsonHasEveryContractField()
    {
        // §7: DAM 12 above PHYS 7: the knockback PHYS test 3,6,6 + 7 − 5 = 17 follows the roll.
        const Run run = cli(anvilShot + QStringList { "--dice", "5,6,4,3,6,6,2", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = json(run);
        for (const char* key : { "ruleset", "weapon", "mode", "dice", "shots", "target_after" })
            QVERIFY2(o.contains(key), key);
        QCOMPARE(o["ruleset"].toString(), QString("3d-system"));
        QCOMPARE(o["mode"].toString(), QString("single"));
        // The hit needs no direction die: the 2 is left over, named on stderr, not in "dice".
        QCOMPARE(o["dice"].toArray(), (QJsonArray { 5, 6, 4, 3, 6, 6 }));
        QVERIFY(run.err.contains("dice left over and not used: 2"));
        const QJsonObject shot = o["shots"].toArray().first().toObject();
        for (const char* key :
            { "roll", "aim_hex", "spread", "aiming_points", "deviation", "direction", "influence",
                "landing_hex", "location", "sub_location", "hexes", "hits" })
            QVERIFY2(shot.contains(key), key);
        const QJsonObject roll = shot["roll"].toObject();
        for (const char* key :
            { "success", "damage", "penetration", "total", "target", "hit", "success_value" })
            QVERIFY2(roll.contains(key), key);
        QCOMPARE(roll["total"].toInt(), 23);
        QCOMPARE(roll["success_value"].toInt(), 10);
        QCOMPARE(shot["spread"].toInt(), 7);
        QCOMPARE(shot["landing_hex"].toString(), QString("K14"));
        QVERIFY(shot["direction"].isNull());
        const QJsonObject hit = shot["hits"].toArray().first().toObject();
        for (const char* key : { "location", "pen", "pv", "penetrated", "dam", "body_damage",
                 "armour_id_after", "location_hits_after", "wound" })
            QVERIFY2(hit.contains(key), key);
        QCOMPARE(hit["location"].toString(), QString("torso"));
        QCOMPARE(hit["pen"].toInt(), 7);
        QCOMPARE(hit["dam"].toInt(), 12);
        QCOMPARE(hit["body_damage"].toInt(), 8);
        QCOMPARE(hit["armour_id_after"].toInt(), 18);
        QCOMPARE(hit["location_hits_after"].toInt(), 7);
        const QJsonObject knockback = hit["knockback"].toObject();
        QCOMPARE(knockback["result"].toString(), QString("knocked_back"));
        QCOMPARE(knockback["test_modifier"].toInt(), -5);
        QCOMPARE(knockback["roll"].toObject()["total"].toInt(), 17);
        const QJsonObject after = o["target_after"].toObject();
        QVERIFY(!after["knocked_down"].toBool());
        QCOMPARE(after["incap"].toInt(), 22);
        QCOMPARE(after["status"].toString(), QString("ok"));
        QCOMPARE(after["locations"].toObject()["torso"].toObject()["hits"].toInt(), 7);
    }

    void aDeviatedShotUsesItsDirectionDie()
    {
        const Run run = cli({ "resolve", "--weapon", "mal-anvil", "--target", "K14", "--dice",
            "2,2,2,3", "--json" });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        const QJsonObject shot = json(run)["shots"].toArray().first().toObject();
        QCOMPARE(shot["direction"].toInt(), 3);
        QVERIFY(shot["deviation"].toInt() > 0);
        QCOMPARE(json(run)["dice"].toArray().size(), 4);
    }

    void sameSeedSameBytes()
    {
        const Run a = cli(anvilShot + QStringList { "--seed", "1234", "--json" });
        const Run b = cli(anvilShot + QStringList { "--seed", "1234", "--json" });
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(a.out, b.out);
        QCOMPARE(json(a)["seed"].toString(), QString("1234"));
        const Run text1 = cli(anvilShot + QStringList { "--seed", "99" });
        const Run text2 = cli(anvilShot + QStringList { "--seed", "99" });
        QCOMPARE(text1.out, text2.out);
        QVERIFY(text1.out.contains("Seed 99."));
    }

    void refereeWorking()
    {
        const Run run = cli(anvilShot + QStringList { "--dice", "5,6,4,1,1,1" });
        QCOMPARE(run.exitCode, 0);
        const QString text = QString::fromUtf8(run.out);
        QVERIFY2(text.contains("Knockback: DAM 12 above PHYS 7: PHYS test 1,1,1 + 7 -5 = 5 fails: "
                               "knocked down"),
            qPrintable(text));
        QVERIFY2(
            text.contains("Roll 5,6,4 + skill 8: total 23 against 13 — hit."), qPrintable(text));
        QVERIFY(text.contains("Lands on K14"));
        QVERIFY(text.contains("armour ID 20 → 18"));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("too few dice") << (anvilShot + QStringList { "--dice", "5,6" })
                                      << "not enough dice: die 3 (penetration die) is missing";
        QTest::newRow("die out of range")
            << (anvilShot + QStringList { "--dice", "5,7,1" }) << "die 2 is 7: a d6 shows 1 to 6";
        QTest::newRow("unknown weapon") << QStringList { "resolve", "--weapon", "bfg", "--target",
            "K14" } << "unknown weapon 'bfg'";
        QTest::newRow("bad hex") << QStringList { "resolve", "--weapon", "mal-anvil", "--target",
            "K0" } << "--target 'K0' is not a hex";
        QTest::newRow("beyond 8 x RNG") << QStringList { "resolve", "--weapon", "mal-anvil",
            "--target", "K14", "--distance", "500" }
                                        << "impossible: the target is 500 m away";
        QTest::newRow("seven aims") << QStringList { "resolve", "--weapon", "mal-anvil", "--target",
            "K14", "--aims", "7" } << "impossible: aims must be 0 to 6";
        QTest::newRow("mode the weapon lacks") << QStringList { "resolve", "--weapon", "mal-anvil",
            "--target", "K14", "--mode", "full" }
                                               << "impossible: MAL Anvil cannot fire in full mode";
        QTest::newRow("aim: an unknown goal")
            << QStringList { "aim", "--weapon", "nemesis", "--goal", "kill" }
            << "--goal: unknown goal 'kill': give hit (or hits), location:ID, wound or down";
        QTest::newRow("aim: a location the ruleset lacks")
            << QStringList { "aim", "--weapon", "nemesis", "--goal", "location:tail" }
            << "--goal: the ruleset has no location 'tail' (its locations: head, torso";
        QTest::newRow("aim: on the ground map") << QStringList { "aim", "--ruleset", "d6-modern",
            "--weapon", "knife" } << "a command of the 3d System: rulesets of system d6pool";
        QTest::newRow("aim: an impossible action") << QStringList { "aim", "--weapon", "nemesis",
            "--aims", "7" } << "impossible: aims must be 0 to 6";
        QTest::newRow("aim: no trials") << QStringList { "aim", "--weapon", "fen-gunhead", "--mode",
            "burst", "--goal", "down", "--trials", "0" }
                                        << "--trials must be a whole number from 1";
        // The ceilings past which the work would run for hours (aim.h, compare.h).
        QTest::newRow("aim: too many trials") << QStringList { "aim", "--weapon", "fen-gunhead",
            "--mode", "burst", "--goal", "down", "--trials",
            "20001" } << "--trials must be a whole number from 1 to 20000, not '20001'";
        QTest::newRow("aim: a grenade with an impact point") << QStringList { "aim", "--grenade",
            "da-90", "--impact", "J27" } << "aim chooses the impact point: leave out --impact";
        QTest::newRow("aim: an unknown grenade")
            << QStringList { "aim", "--grenade", "bfg" } << "unknown grenade 'bfg'";
        QTest::newRow("compare: no trials") << QStringList { "compare", "--choice",
            "weapon=fen-gunhead,mode=burst", "--trials", "0" }
                                            << "--trials must be a whole number from 1";
        QTest::newRow("compare: too many trials") << QStringList {
            "compare", "--choice", "weapon=fen-gunhead,mode=burst", "--trials", "10000000"
        } << "--trials must be a whole number from 1 to 1000000, not '10000000'";
        QTest::newRow("compare: an unknown key") << QStringList { "compare", "--choice",
            "weapon=mal-anvil,colour=red" } << "--choice 1: unknown key 'colour'";
        QTest::newRow("compare: an unknown weapon")
            << QStringList { "compare", "--choice", "weapon=mal-anvil", "--choice", "weapon=bfg" }
            << "--choice 2: unknown weapon 'bfg'";
        QTest::newRow("compare: five choices") << QStringList { "compare", "--choice",
            "weapon=mal-anvil", "--choice", "weapon=mal-anvil", "--choice", "weapon=mal-anvil",
            "--choice", "weapon=mal-anvil", "--choice", "weapon=mal-anvil" }
                                               << "compare takes up to 4 choices, not 5";
        QTest::newRow("compare: a melee weapon")
            << QStringList { "compare", "--choice", "weapon=combat-knife" }
            << "--choice 1 at optimum range: impossible: Combat knife is a melee weapon";
        QTest::newRow("compare: a scope set beyond its band")
            << QStringList { "compare", "--choice", "weapon=nemesis,aims=1", "--scope",
                   "reflex-sight", "--scope-setting", "medium" }
            << "--choice 1 at optimum range: impossible: Reflex sight is made for optimum range";
        QTest::newRow("compare: a mode the weapon lacks") << QStringList { "compare", "--choice",
            "weapon=mal-anvil,mode=full" } << "--choice 1 at optimum range: impossible:";
        QTest::newRow("unknown command")
            << QStringList { "explode" } << "unknown command 'explode'";
        QTest::newRow("unknown option")
            << QStringList { "resolve", "--frobnicate" } << "Unknown option 'frobnicate'";
        QTest::newRow("broken shooter file") << QStringList { "resolve", "--weapon", "mal-anvil",
            "--target", "K14", "--shooter", dataPath("characters/broken.yaml") }
                                             << "broken.yaml:4:";
        QTest::newRow("no ruleset") << QStringList { "validate", "--ruleset", "/nonexistent" }
                                    << "no ruleset '/nonexistent'";
        QTest::newRow("treat a patient without wounds") << QStringList { "treat", "--dice",
            "5,6,4" } << "impossible: Wickham has no wound to close";
        QTest::newRow("extract where no bullet is stuck") << QStringList {
            "treat", "--extract", "--stuck", "torso", "--location", "head", "--dice", "5,6,4"
        } << "impossible: no bullet is stuck in Wickham's Head";
        QTest::newRow("treat an unknown location") << QStringList { "treat", "--wounds", "1",
            "--location", "tail" } << "--location: unknown location 'tail'";
        QTest::newRow("treat with too few dice") << QStringList { "treat", "--wounds", "1",
            "--dice", "5,6" } << "not enough dice: die 3 (Paramedic die) is missing";
        QTest::newRow("heal: first aid on a conscious wounded character")
            << QStringList { "heal", "--ruleset", "d6-stargate", "--care", "first_aid",
                   "--wound-level", "wounded", "--dice", "6,6" }
            << "impossible: First aid revives an unconscious stunned or an incapacitated "
               "character, or stabilizes a mortally wounded one; the patient is Wounded.";
        QTest::newRow("heal: mortal wound roll of one incapacitated") << QStringList { "heal",
            "--ruleset", "d6-stargate", "--care", "mortal_round", "--wound-level", "incapacitated",
            "--dice", "1,1" } << "impossible: Only a mortally wounded character rolls";
        QTest::newRow("heal: a 3d System ruleset") << QStringList { "heal", "--care", "medical",
            "--wound-level", "wounded" } << "heal plays rulesets of system d6ladder";
        QTest::newRow("heal: an unknown care") << QStringList { "heal", "--ruleset", "d6-stargate",
            "--care", "prayer", "--wound-level", "wounded" }
                                               << "--care takes mortal_round";
        QTest::newRow("session: a broken file")
            << QStringList { "session", dataPath("sessions/encounter/refused/unknown-actor.yaml") }
            << "unknown-actor.yaml:106:12: 'actor' names 'Nobody'";
        QTest::newRow("session: no file") << QStringList { "session" } << "session needs one FILE";
        QTest::newRow("session: a missing file")
            << QStringList { "session", "/nonexistent/fight.yaml" } << "/nonexistent/fight.yaml";
        QTest::newRow("an unknown scope") << (anvilShot + QStringList { "--scope", "binoculars" })
                                          << "unknown scope 'binoculars' (the ruleset has: "
                                             "mal-combatsniper, reflex-sight";
        QTest::newRow("a scope on a melee weapon") << QStringList { "resolve", "--weapon",
            "combat-knife", "--target", "K14", "--scope", "reflex-sight", "--dice",
            "6,4,3" } << "impossible: Combat knife is a melee weapon: a scope fits only a firearm";
        QTest::newRow("negative bullets this round")
            << (anvilShot + QStringList { "--bullets-this-round=-1" })
            << "--bullets-this-round must be a whole number from 0 to 999, not '-1'";
        QTest::newRow("bullets of a melee weapon") << QStringList { "resolve", "--weapon",
            "combat-knife", "--target", "K14", "--bullets-this-round", "2", "--dice",
            "6,4,3" } << "impossible: Combat knife is a melee weapon: it fires no bullets";
        QTest::newRow("enemies shooting without being under fire")
            << (anvilShot + QStringList { "--enemies-shooting", "2" })
            << "--enemies-shooting belongs to --under-fire";
        QTest::newRow("unjam with a negative skill")
            << QStringList { "unjam", "--skill=-2" } << "--skill must be a whole number from 0";
        QTest::newRow("unjam with too few dice") << QStringList { "unjam", "--dice",
            "5,6" } << "not enough dice: die 3 (Weapons Maintenance die) is missing";
        QTest::newRow("unjam on the ground map")
            << QStringList { "unjam", "--ruleset", "d6-modern" } << "a command of the 3d System";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run run = cli(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }

    void gridJson()
    {
        const Run run = cli({ "grid", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = json(run);
        QCOMPARE(o["columns"].toInt(), 23);
        QCOMPARE(o["rows"].toInt(), 33);
        QCOMPARE(o["standard_aim"].toString(), QString("K14"));
        QCOMPARE(o["lower_third_row"].toInt(), 22);
        bool foundAim = false;
        for (const QJsonValue& v : o["hexes"].toArray()) {
            const QJsonObject h = v.toObject();
            QVERIFY(!h["location"].toString().isEmpty());
            if (h["hex"].toString() == "K14") {
                foundAim = true;
                QCOMPARE(h["col"].toInt(), 10);
                QCOMPARE(h["row"].toInt(), 13);
                QCOMPARE(h["location"].toString(), QString("torso"));
            }
        }
        QVERIFY(foundAim);
        const Run picture = cli({ "grid" });
        QCOMPARE(picture.exitCode, 0);
        QVERIFY(picture.out.contains("Solar plexus (Torso)"));
    }

    void oddsAreExact()
    {
        const Run run = cli({ "odds", "--weapon", "mal-anvil", "--target", "K14", "--aims", "2",
            "--range", "medium", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = json(run);
        QCOMPARE(o["denominator"].toString(), QString("1296"));
        quint64 total = 0;
        const QJsonObject weights = o["weights"].toObject();
        for (const QString& key : weights.keys())
            total += weights[key].toString().toULongLong();
        QCOMPARE(total, quint64(1296));
        QVERIFY(weights.contains("miss"));
        double p = 0;
        for (const QJsonValue& v : o["hexes"].toArray())
            p += v.toObject()["p"].toDouble();
        QVERIFY(qAbs(p - 1.0) < 1e-12);
        QVERIFY(o["locations"].toObject()["torso"].toDouble() > 0.5);
        QCOMPARE(
            cli({ "odds", "--weapon", "mal-anvil", "--target", "K14" }).exitCode, 2); // JSON only
        QCOMPARE(
            cli({ "odds", "--weapon", "mal-anvil", "--target", "K14", "--aims", "9", "--json" })
                .exitCode,
            2);
    }

    // Seed, Martial Arts: "Divide your Rank in Martial Arts by three (round up) and add it to
    // your usual Strength Bonus": --skill is the rank the strike is made at. DAM 2 + damage
    // die 6 + STR bonus 3 (STR 9) + 6 ÷ 3 = 13.
    void martialArtsRankIsTheSkillGiven()
    {
        const Run run = cli({ "resolve", "--weapon", "martial-arts", "--target", "K14", "--skill",
            "6", "--str", "9", "--target-sheet", rulesetPath("3d-system/characters/frother.yaml"),
            "--dice", "6,6,6,1,1,1", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject hit
            = json(run)["shots"].toArray().first().toObject()["hits"].toArray().first().toObject();
        QCOMPARE(hit["dam"].toInt(), 13);
    }

    // When no hex can (a Mal Anvil's one shot cannot put a stormer down), aim says so and
    // names no best hex; the JSON says none_can.
    void aimWhenNoHexCan()
    {
        const QStringList args { "aim", "--weapon", "mal-anvil", "--goal", "down", "--target-sheet",
            rulesetPath("3d-system") + "/characters/stormer.yaml" };
        const Run text = cli(args);
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(
            text.out.contains("No hex can: the chance is 0 % at every aim."), text.out.constData());
        QVERIFY(!text.out.contains("1. "));
        const Run run = cli(args + QStringList { "--json" });
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(json(run)["none_can"].toBool(), true);
        const Run can = cli({ "aim", "--weapon", "mal-anvil", "--goal", "hits", "--json" });
        QCOMPARE(json(can)["none_can"].toBool(), false);
    }

    // Best aim: every body hex rated, best first; one aimed shot's scores are exact counts
    // out of 6^n, the same counts odds gives with that hex aimed at.
    void aimRatesEveryBodyHex()
    {
        const Run run = cli({ "aim", "--weapon", "nemesis", "--aims", "1", "--range", "optimum",
            "--goal", "location:head", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = json(run);
        QCOMPARE(o["goal"].toString(), QString("location:head"));
        QVERIFY(o["exact"].toBool());
        const QJsonArray hexes = o["hexes"].toArray();
        const Run grid = cli({ "grid", "--json" });
        QCOMPARE(hexes.size(), json(grid)["hexes"].toArray().size());
        const QJsonObject best = hexes.first().toObject();
        QCOMPARE(best["location"].toString(), QString("head"));
        QCOMPARE(o["best"].toString(), best["hex"].toString());
        for (qsizetype i = 1; i < hexes.size(); ++i)
            QVERIFY(hexes[i - 1].toObject()["score"].toDouble()
                >= hexes[i].toObject()["score"].toDouble());
        // The best hex's weight is what odds counts on the head aimed there.
        const Run odds = cli({ "odds", "--weapon", "nemesis", "--aims", "1", "--range", "optimum",
            "--target", best["hex"].toString(), "--json" });
        QCOMPARE(best["weight"].toString(), json(odds)["weights"].toObject()["head"].toString());
        QCOMPARE(o["denominator"].toString(), json(odds)["denominator"].toString());
        // In words: the best ten, best first.
        const Run text = cli({ "aim", "--weapon", "nemesis", "--aims", "1", "--goal",
            "location:head", "--top", "3" });
        QCOMPARE(text.exitCode, 0);
        QCOMPARE(QString::fromUtf8(text.out).trimmed().split('\n').size(), 4);
    }

    // Weapons compared across the range bands: one shot counted exactly, a burst over seeded
    // trials with its interval; the same seed, the same figures.
    void compareAcrossTheBands()
    {
        const QStringList args { "compare", "--choice", "weapon=mal-anvil,aims=1", "--choice",
            "weapon=fen-gunhead,mode=burst,aims=1", "--trials", "4000", "--seed", "5", "--json" };
        const Run run = cli(args);
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = json(run);
        const QJsonArray choices = o["choices"].toArray();
        QCOMPARE(choices.size(), 2);
        const QJsonArray single = choices[0].toObject()["bands"].toArray();
        QCOMPARE(single.size(), 4);
        QCOMPARE(single[0].toObject()["band"].toString(), QString("optimum"));
        QVERIFY(single[0].toObject()["exact"].toBool());
        const QJsonObject burst = choices[1].toObject()["bands"].toArray()[0].toObject();
        QVERIFY(!burst["exact"].toBool());
        QCOMPARE(burst["trials"].toInt(), 4000);
        const QJsonArray interval = burst["down_interval"].toArray();
        QVERIFY(interval[0].toDouble() <= burst["down"].toDouble());
        QVERIFY(burst["down"].toDouble() <= interval[1].toDouble());
        double states = 0;
        for (const QJsonValue& v : burst["states"].toObject())
            states += v.toDouble();
        QVERIFY(qAbs(states - 1.0) < 1e-9);
        // Sampled: every state and the stuck bullet carry their interval.
        const QJsonObject intervals = burst["state_intervals"].toObject();
        QCOMPARE(intervals.size(), 5);
        for (auto it = intervals.begin(); it != intervals.end(); ++it) {
            const QJsonArray range = it.value().toArray();
            const double p = burst["states"].toObject()[it.key()].toDouble();
            QVERIFY2(range[0].toDouble() <= p && p <= range[1].toDouble(), qPrintable(it.key()));
        }
        QVERIFY(burst["stuck_interval"].toArray().size() == 2);
        // Exact: each state's dice sequences out of 6^n, as odds prints its weights; they add
        // up to the denominator and give the chances.
        const QJsonObject exact = single[0].toObject();
        const qulonglong denominator = exact["denominator"].toString().toULongLong();
        QVERIFY(denominator >= 1296);
        qulonglong counted = 0;
        const QJsonObject weights = exact["state_weights"].toObject();
        QCOMPARE(weights.size(), 5);
        for (auto it = weights.begin(); it != weights.end(); ++it) {
            const qulonglong w = it.value().toString().toULongLong();
            counted += w;
            QVERIFY(qAbs(double(w) / double(denominator)
                        - exact["states"].toObject()[it.key()].toDouble())
                < 1e-12);
        }
        QCOMPARE(counted, denominator);
        // The chance of each number of hits taken off the body adds up to 1 and gives the
        // hits expected.
        double total = 0, mean = 0;
        int previous = -1;
        for (const QJsonValue& v : exact["damage_distribution"].toArray()) {
            const QJsonObject bar = v.toObject();
            QVERIFY(bar["hits"].toInt() > previous); // fewest first
            previous = bar["hits"].toInt();
            total += bar["chance"].toDouble();
            mean += bar["hits"].toInt() * bar["chance"].toDouble();
        }
        QVERIFY(qAbs(total - 1.0) < 1e-9);
        QVERIFY(qAbs(mean - exact["damage"].toDouble()) < 1e-9);
        QCOMPARE(cli(args).out, run.out);
    }

    // Walking fire (§6) in aim and compare: the further target of --other-target takes the
    // walk, and wounding the first target is rated; without it the walk is impossible.
    void walkingFireWithItsFurtherTarget()
    {
        const QStringList walk { "--weapon", "fen-gunhead", "--mode", "burst", "--aims", "1",
            "--auto-support", "5", "--walk", "2:influence" };
        const Run refused = cli(QStringList { "aim", "--goal", "wound", "--trials", "50" } + walk);
        QCOMPARE(refused.exitCode, 2);
        const QStringList other { "--other-target", dataPath("characters/shrike.yaml") };
        const Run aim = cli(
            QStringList { "aim", "--goal", "wound", "--trials", "50", "--json" } + walk + other);
        QVERIFY2(aim.exitCode == 0, qPrintable(aim.err));
        const QJsonObject map = json(aim);
        QVERIFY(map["hexes"].toArray().size() > 100);
        QCOMPARE(map["trials"].toInt(), 50);
        const Run compared
            = cli(QStringList { "compare", "--trials", "500", "--json" } + walk + other);
        QVERIFY2(compared.exitCode == 0, qPrintable(compared.err));
        const QJsonObject band
            = json(compared)["choices"].toArray()[0].toObject()["bands"].toArray()[0].toObject();
        QVERIFY2(!band.contains("impossible"), qPrintable(band["impossible"].toString()));
        QCOMPARE(band["trials"].toInt(), 500);
    }

    void fullAutoBurstJson()
    {
        // The seed's Gunhead: 3d6 = 8, +2 → 10 rounds; the first deviation 4 turned to 3.
        const Run run = cli(
            { "resolve", "--weapon", "fen-gunhead", "--target", "K14", "--mode", "full", "--aims",
                "1", "--burst-dice", "3", "--burst-adjust", "2", "--influence=-1,0", "--skill", "6",
                "--auto-support", "5", "--dice", "2,3,3,6,6,6,1,1,1,4,6,4,1,1,1,1,1,1", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = json(run);
        const QJsonObject burst = o["burst"].toObject();
        QCOMPARE(burst["dice"].toArray(), (QJsonArray { 2, 3, 3 }));
        QCOMPARE(burst["adjust"].toInt(), 2);
        QCOMPARE(burst["length"].toInt(), 10);
        const QJsonArray shots = o["shots"].toArray();
        QCOMPARE(shots.size(), 10);
        QVERIFY(shots[0].toObject().contains("roll"));
        const QJsonObject second = shots[1].toObject();
        QVERIFY(!second.contains("roll"));
        QCOMPARE(second["from_hex"].toString(), QString("K14"));
        QCOMPARE(second["direction"].toInt(), 4);
        QCOMPARE(second["influence"].toInt(), -1);
        QCOMPARE(second["face"].toInt(), 3);
        QCOMPARE(second["deviation"].toInt(), 1);
        QCOMPARE(second["landing_hex"].toString(), QString("K15"));
        QCOMPARE(shots[2].toObject()["landing_hex"].toString(), QString("K14"));
        // Too many influences, or a burst adjustment beyond Auto/Support ÷ 2, are refused.
        QCOMPARE(cli({ "resolve", "--weapon", "fen-gunhead", "--target", "K14", "--mode", "full",
                         "--burst-dice", "3", "--burst-adjust", "4", "--auto-support", "5",
                         "--seed", "1" })
                     .exitCode,
            2);
    }

    void walkingFire()
    {
        const QStringList walk { "resolve", "--weapon", "fen-gunhead", "--target", "K14", "--mode",
            "full", "--burst-dice", "1", "--auto-support", "5", "--skill", "6", "--walk", "2:stray",
            "--other-target", rulesetPath("3d-system/characters/frother.yaml"), "--dice",
            "5,6,6,6,1,1,1,3,2,1,4,4,1,1,1", "--json" };
        const Run run = cli(walk);
        QCOMPARE(run.exitCode, 0);
        const QJsonArray shots = json(run)["shots"].toArray();
        QCOMPARE(shots.size(), 5);
        QVERIFY(shots[2].toObject()["stray"].toBool());
        QCOMPARE(shots[3].toObject()["target"].toInt(), 1);
        QCOMPARE(shots[3].toObject()["random_aim"].toString(), QString("L14"));
        QCOMPARE(json(run)["others_after"].toArray().size(), 1);
        QCOMPARE(cli(walk.mid(0, walk.indexOf("--other-target")) + QStringList { "--seed", "1" })
                     .exitCode,
            2); // no second target
        QCOMPARE(cli({ "resolve", "--weapon", "fen-gunhead", "--target", "K14", "--walk", "x" })
                     .exitCode,
            2);
    }

    void semiAutoAndTemplates()
    {
        const Run semi = cli({ "resolve", "--weapon", "mal-anvil", "--target", "K14", "--mode",
            "semi", "--seed", "5", "--json" });
        QCOMPARE(semi.exitCode, 0);
        QCOMPARE(json(semi)["shots_allowed"].toInt(), 3); // Max.Rock: STR 8 − RCL 5; DEX 6 ÷ 2
        QCOMPARE(json(semi)["shots"].toArray().size(), 3);
        const Run shotgun = cli({ "resolve", "--weapon", "pump-shotgun", "--target", "K16",
            "--range", "long", "--skill", "20", "--dice", "6,5,4", "--json" });
        QCOMPARE(shotgun.exitCode, 0);
        const QJsonObject shot = json(shotgun)["shots"].toArray().first().toObject();
        QCOMPARE(shot["hexes"].toArray().size(), 19);
        QVERIFY(shot["hits"].toArray().size() >= 2);
        const Run odds = cli(
            { "odds", "--weapon", "fen-gunhead", "--target", "K14", "--mode", "burst", "--json" });
        QCOMPARE(odds.exitCode, 0);
        QVERIFY(json(odds)["expected"].toBool());
        QVERIFY(qAbs(json(odds)["expected_shots"].toDouble() - 3.0) < 0.1);
    }

    void meleeAttack()
    {
        const Run run = cli({ "resolve", "--weapon", "combat-knife", "--target", "K14", "--dice",
            "6,4,3,6,6,6", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = json(run);
        QVERIFY(o["melee"].toBool());
        QVERIFY(o["shots"].toArray().first().toObject()["roll"].toObject()["hit"].toBool());
        QVERIFY(!o.contains("defence"));
    }

    // §8, the seed's Isis: "Isis executes a quick dodge and rolls her Dodge, a 3, 1 and 3,
    // adding her Dodge Rank of 7, for a result of 14, indicating a successful Dodge with a
    // Success Die Value of 3. Scum (and all other attackers this phase) now suffer a -3
    // penalty to their attacks on Isis, while Isis suffers a -4 (7-3) situational penalty to
    // her next Action." The dodge roll follows the attack roll in the dice.
    void quickDodgeOfTheSeed()
    {
        const Run run = cli({ "resolve", "--weapon", "combat-knife", "--target", "K14", "--skill",
            "5", "--target-sheet", rulesetPath("3d-system/characters/frother.yaml"), "--defence",
            "quick-dodge", "--defender-skill", "7", "--dice", "6,5,4,3,1,3,6,6,6", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = json(run);
        const QJsonObject defence = o["defence"].toObject();
        QCOMPARE(defence["kind"].toString(), QString("quick-dodge"));
        QCOMPARE(defence["roll"].toObject()["total"].toInt(), 14);
        QVERIFY(defence["succeeded"].toBool());
        QCOMPARE(defence["value"].toInt(), 3);
        QCOMPARE(defence["penalty"].toInt(), -4);
        QVERIFY(!defence["penalty_whole_round"].toBool());
        const QJsonObject roll = o["shots"].toArray().first().toObject()["roll"].toObject();
        QCOMPARE(roll["modifier_sum"].toInt(), -3);
        QCOMPARE(roll["target"].toInt(), 16); // 6,5,4 + 5 = 20 still hits
        QVERIFY(roll["hit"].toBool());
        QCOMPARE(o["dice_roles"].toArray()[3].toString(), QString("defence success die"));
        // A regular dodge made before: its value comes off, nothing is rolled for it.
        const Run made = cli({ "resolve", "--weapon", "combat-knife", "--target", "K14",
            "--target-sheet", rulesetPath("3d-system/characters/frother.yaml"), "--defence",
            "dodge", "--dodge-value", "12", "--dice", "6,5,4", "--json" });
        QCOMPARE(made.exitCode, 0);
        const QJsonObject madeRoll
            = json(made)["shots"].toArray().first().toObject()["roll"].toObject();
        QVERIFY(!madeRoll["hit"].toBool()); // 15 + 4 = 19 against 25
        QVERIFY(json(made)["defence"].toObject()["roll"].isNull());
    }

    // §8 parries: "add your Success Die to the DAM of the weapon you are parrying with
    // (inclusive your STR bonus); each point decreases the Damage Value of the attack";
    // "Each point scored on the Success Die of a Parry increases the Handling Factor of the
    // Attack by 1. Additionally the parrying character can modify the deviation direction by
    // 1 step"; "Halve your total Parry score when parrying bare-handed against normal weapons."
    void parries()
    {
        const QString frother = rulesetPath("3d-system/characters/frother.yaml");
        // The Frother's sword (DAM 5, STR 9 → bonus 3, Blade 1h 6) against the operative's
        // knife (DAM 3 + STR bonus 2 + damage die 5 = 10): 5,5,3 + 6 = 19, one above 18, so the
        // success value is 5 + 1 = 6; 6 + 5 + 3 = 14 ≥ 10 stops the blow: no direction die, no
        // damage.
        const Run sword = cli({ "resolve", "--weapon", "combat-knife", "--target", "K14",
            "--target-sheet", frother, "--defence", "parry", "--dice", "6,5,4,5,5,3", "--json" });
        QCOMPARE(sword.exitCode, 0);
        const QJsonObject stopped = json(sword)["defence"].toObject();
        QCOMPARE(stopped["parry_weapon"].toString(), QString("combat-sword"));
        QCOMPARE(stopped["roll"].toObject()["success_value"].toInt(), 6);
        QCOMPARE(stopped["value"].toInt(), 14);
        QVERIFY(stopped["stopped"].toBool());
        QVERIFY(json(sword)["shots"].toArray().first().toObject()["landing_hex"].isNull());
        QCOMPARE(json(sword)["target_after"].toObject()["incap"].toInt(),
            json(cli({ "resolve", "--weapon", "combat-knife", "--target", "K14", "--target-sheet",
                frother, "--dice", "1,1,1", "--json" }))["target_after"]
                .toObject()["incap"]
                .toInt());
        // Bare-handed (fists, DAM 1, Unarmed 5), as the seed reads by default (bare_hand_parry:
        // halve_roll): the roll's total 4,1,3 + 5 = 13 is halved to 6, below 13: the blow is
        // not parried and does its whole DAM 10 (then DAM 10 > PHYS 8: the knockback test).
        const Run halved = cli({ "resolve", "--weapon", "combat-knife", "--target", "K14",
            "--target-sheet", frother, "--defence", "parry", "--parry-weapon", "fists", "--dice",
            "2,5,6,4,1,3,2,6,6", "--json" });
        QCOMPARE(halved.exitCode, 0);
        const QJsonObject halvedParry = json(halved)["defence"].toObject();
        QVERIFY(halvedParry["bare_handed"].toBool());
        QCOMPARE(halvedParry["roll"].toObject()["total"].toInt(), 6);
        QVERIFY(!halvedParry["succeeded"].toBool());
        QCOMPARE(json(halved)["shots"]
                     .toArray()
                     .first()
                     .toObject()["hits"]
                     .toArray()
                     .first()
                     .toObject()["body_damage"]
                     .toInt(),
            10);
        // bare_hand_parry: halve_reduction: 4,1,3 + 5 = 13 parries, (4 + 1 + 3) ÷ 2 = 4 off DAM
        // 10; handling 2 + 4 = 6 − aiming points 2 = 4 hexes; face 2 turned −1 to 1.
        QTemporaryDir reduction;
        QVERIFY(copyRulesetWithEdit("3d-system", reduction.path(), "ruleset.yaml",
            "    failed_dodge_penalty: true",
            "    bare_hand_parry: halve_reduction\n    failed_dodge_penalty: true"));
        const Run fists = cli({ "resolve", "--ruleset", reduction.path(), "--weapon",
            "combat-knife", "--target", "K14", "--target-sheet", frother, "--defence", "parry",
            "--parry-weapon", "fists", "--parry-face", "-1", "--dice", "2,5,6,4,1,3,2", "--json" });
        QCOMPARE(fists.exitCode, 0);
        const QJsonObject bare = json(fists)["defence"].toObject();
        QVERIFY(bare["bare_handed"].toBool());
        QCOMPARE(bare["value"].toInt(), 4);
        QCOMPARE(bare["handling_added"].toInt(), 4);
        QCOMPARE(bare["face_shift"].toInt(), -1);
        const QJsonObject shot = json(fists)["shots"].toArray().first().toObject();
        QCOMPARE(shot["spread"].toInt(), 6);
        QCOMPARE(shot["deviation"].toInt(), 4);
        QCOMPARE(shot["direction"].toInt(), 2);
        QCOMPARE(shot["face"].toInt(), 1);
        QCOMPARE(shot["landing_hex"].toString(), QString("O12"));
        QCOMPARE(shot["hits"].toArray().first().toObject()["dam"].toInt(), 6);
        // A blow that misses is not parried: no die is rolled for the parry.
        const Run miss = cli({ "resolve", "--weapon", "combat-knife", "--target", "K14",
            "--target-sheet", frother, "--defence", "parry", "--dice", "1,1,1", "--json" });
        QCOMPARE(miss.exitCode, 0);
        QCOMPARE(json(miss)["dice"].toArray().size(), 3);
        QVERIFY(json(miss)["defence"].toObject()["roll"].isNull());
    }

    // §7 knockback, rolled: "If the victim fails the roll, it is knocked down"; "If the DAM is
    // higher than the victim's doubled PHYS, the victim will be knocked down and must pass a
    // PHYS roll to remain conscious."
    void knockbackIsRolled()
    {
        // The 12.7 mm rifle's DAM far above twice the operative's PHYS 7.
        const Run failed = cli({ "resolve", "--weapon", "rifle-12-7mm", "--target", "K14",
            "--skill", "20", "--dice", "6,6,6,1,1,1", "--json" });
        QCOMPARE(failed.exitCode, 0);
        const QJsonObject hit = json(failed)["shots"]
                                    .toArray()
                                    .first()
                                    .toObject()["hits"]
                                    .toArray()
                                    .first()
                                    .toObject();
        QVERIFY(hit["knockback"].toObject()["knocked_down"].toBool());
        QCOMPARE(hit["knockback"].toObject()["test_modifier"].toInt(), -(hit["dam"].toInt() - 7));
        QCOMPARE(hit["knockback"].toObject()["roll"].toObject()["modifier"].toInt(), 0);
        const QJsonObject after = json(failed)["target_after"].toObject();
        QVERIFY(after["knocked_down"].toBool());
        QCOMPARE(hit["status_after"].toString() == "dead" || after["knocked_out"].toBool(), true);
    }

    // §8 Dance of Death, the seed's Shrike: "Shrike's player rolls 5, 6 and 4. Together with
    // Shrike's Dodge rank of 8 this is 23. The Success Die is a 5 for an enhanced Success Die
    // Value of 10 … All attacks made on Shrike during that phase are at -10 while Shrike has to
    // execute his next Action with a -2 (7-5)." Shrike has Ballet of Death, which "suffer[s] no
    // such penalty": the rule text wins over the example, and a Dancer pays the −2.
    void danceOfDeathOfTheSeed()
    {
        const Run shrike = cli({ "defend", "--kind", "dance", "--character",
            dataPath("characters/shrike.yaml"), "--dice", "5,6,4", "--json" });
        QCOMPARE(shrike.exitCode, 0);
        QCOMPARE(json(shrike)["roll"].toObject()["total"].toInt(), 23);
        QCOMPARE(json(shrike)["value"].toInt(), 10);
        QCOMPARE(json(shrike)["penalty"].toInt(), 0);
        const Run dancer = cli({ "defend", "--kind", "dance", "--character",
            dataPath("characters/dancer.yaml"), "--dice", "5,6,4", "--json" });
        QCOMPARE(json(dancer)["value"].toInt(), 10);
        QCOMPARE(json(dancer)["penalty"].toInt(), -2);
        // The value comes off a ranged attack on the dancer this phase.
        const Run shot = cli({ "resolve", "--weapon", "mal-anvil", "--target", "K14", "--dance",
            "10", "--target-sheet", dataPath("characters/dancer.yaml"), "--dice", "6,6,6,6,6,6",
            "--json" });
        QCOMPARE(shot.exitCode, 0);
        const QJsonObject roll
            = json(shot)["shots"].toArray().first().toObject()["roll"].toObject();
        // 13 + 3 for the wild shot + 10 for the dance; 18 + skill 8 = 26 hits even so.
        QCOMPARE(roll["target"].toInt(), 26);
        QVERIFY(roll["hit"].toBool());
        QCOMPARE(json(shot)["dance"].toInt(), 10);
        // A dance without the advantage, a regular dodge's whole-round penalty.
        QCOMPARE(cli({ "defend", "--kind", "dance", "--seed", "1" }).exitCode, 2);
        const Run dodge = cli({ "defend", "--kind", "dodge", "--character",
            rulesetPath("3d-system/characters/frother.yaml"), "--dice", "3,1,3" });
        QCOMPARE(dodge.exitCode, 0);
        QVERIFY2(QString::fromUtf8(dodge.out).contains(
                     "Wickham dodges: 3,1,3 + 4: total 11 against 13 — fails; -4 on all "
                     "its actions this round."),
            qPrintable(QString::fromUtf8(dodge.out)));
    }

    // §11 "Lowering maginifcation takes up one Action per Range Band shifted": a scope set for
    // a nearer band gives that band's full bonus there; it is never raised beyond its own band.
    void scopeSetting()
    {
        const QStringList shot { "resolve", "--weapon", "battle-rifle", "--target", "K14", "--aims",
            "2", "--distance", "100", "--scope", "mal-combatsniper", "--seed", "5", "--json" };
        const Run lowered = cli(shot + QStringList { "--scope-setting", "medium" });
        QCOMPARE(lowered.exitCode, 0);
        const QJsonObject scope = json(lowered)["scope"].toObject();
        QCOMPARE(scope["setting"].toString(), QString("medium"));
        QCOMPARE(scope["bonus"].toInt(), 3); // the long-range figure, moved a band nearer
        QCOMPARE(scope["refocus_actions"].toInt(), 0);
        const Run raised = cli(shot + QStringList { "--scope-setting", "extreme" });
        QCOMPARE(raised.exitCode, 2);
        QVERIFY(raised.err.contains("never raised"));
        QCOMPARE(cli({ "resolve", "--weapon", "battle-rifle", "--target", "K14", "--scope-setting",
                         "medium", "--seed", "1" })
                     .exitCode,
            2);
    }

    void badDefence_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString frother = rulesetPath("3d-system/characters/frother.yaml");
        const QStringList blow { "resolve", "--weapon", "combat-knife", "--target", "K14",
            "--target-sheet", frother, "--seed", "1" };
        QTest::newRow("parry with a weapon not held")
            << (blow + QStringList { "--defence", "parry", "--parry-weapon", "vibro-sword" })
            << "does not hold Vibro-sword";
        QTest::newRow("dodge value above 12")
            << (blow + QStringList { "--defence", "dodge", "--dodge-value", "13" })
            << "--dodge-value must be a whole number from 0 to 12";
        QTest::newRow("unknown defence")
            << (blow + QStringList { "--defence", "duck" }) << "--defence must be none, parry";
        QTest::newRow("parry of a shot") << QStringList { "resolve", "--weapon", "mal-anvil",
            "--target", "K14", "--defence", "parry", "--seed", "1" }
                                         << "a ranged attack cannot be parried or dodged";
        QTest::newRow("vibro-blade bare-handed") << QStringList { "resolve", "--weapon",
            "vibro-sword", "--target", "K14", "--target-sheet", frother, "--defence", "parry",
            "--parry-weapon", "fists", "--seed", "1" }
                                                 << "cannot be parried bare-handed";
        QTest::newRow("dance in melee")
            << (blow + QStringList { "--dance", "3" }) << "Dance and Ballet of Death dodge ranged";
        // §8: only a character with Dance or Ballet of Death dances, as defend --kind dance says.
        QTest::newRow("dance of a target without it") << QStringList { "resolve", "--weapon",
            "mal-anvil", "--target", "K14", "--target-sheet", frother, "--dance", "3", "--seed",
            "1" } << "has neither Dance nor Ballet of Death";
        QTest::newRow("dodge without the skill")
            << (blow + QStringList { "--defence", "dodge", "--defender-skill", "0" })
            << "has no Dodge skill";
    }

    void badDefence()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run run = cli(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
    }

    // §11 scopes: the seed's "MAL CombatSniper scope comes focussed for Long Range"; at
    // medium range (the battle rifle's 100 m) it gives its medium bonus, +2, which Marksman 2
    // caps with the aims' +1 at +2; "Lowering maginifcation takes up one Action per Range Band
    // shifted": one action to medium, where it would give its full +3.
    void scopeJson()
    {
        const Run run = cli({ "resolve", "--weapon", "battle-rifle", "--target", "K14", "--aims",
            "2", "--distance", "100", "--scope", "mal-combatsniper", "--seed", "5", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = json(run);
        QCOMPARE(o["range"].toString(), QString("medium"));
        QCOMPARE(o["aim_bonus"].toInt(), 2);
        const QJsonObject scope = o["scope"].toObject();
        QCOMPARE(scope["id"].toString(), QString("mal-combatsniper"));
        QCOMPARE(scope["band"].toString(), QString("long"));
        QCOMPARE(scope["setting"].toString(), QString("long"));
        QCOMPARE(scope["bonus"].toInt(), 2);
        QCOMPARE(scope["aims_bonus"].toInt(), 1);
        QVERIFY(scope["capped_by_marksman"].toBool());
        QCOMPARE(scope["refocus_band"].toString(), QString("medium"));
        QCOMPARE(scope["refocus_actions"].toInt(), 1);
        QCOMPARE(scope["refocused_bonus"].toInt(), 3);
        // Without a scope the JSON has no "scope"; the text names the scope's working.
        QVERIFY(!json(cli(anvilShot + QStringList { "--seed", "5", "--json" })).contains("scope"));
        const Run text = cli({ "resolve", "--weapon", "battle-rifle", "--target", "K14", "--aims",
            "2", "--distance", "100", "--scope", "mal-combatsniper", "--seed", "5" });
        QVERIFY2(text.out.contains("Aim bonus: aims +1, scope +2 at medium range, capped by "
                                   "Marksman: +2."),
            text.out.constData());
        QVERIFY(text.out.contains(
            "Lowering its magnification to medium range would take 1 action and give +3."));
    }

    // §11 jamming factor, with the optional rule on (tests/data/valid/house-rules): the
    // heavy pistol fires at most 6 a round, JF 2; "subtract the excess points from the JF stat
    // and add 4": the 7th bullet's jam number is 5, and 2,1,1 (4) jams.
    void jammingJson()
    {
        const QString rules = dataPath("valid/house-rules");
        const Run run = cli({ "resolve", "--ruleset", rules, "--weapon", "heavy-pistol", "--target",
            "K14", "--bullets-this-round", "6", "--dice", "2,1,1", "--json" });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        const QJsonObject o = json(run);
        QVERIFY(o["shots"].toArray().first().toObject()["roll"].toObject()["jammed"].toBool());
        const QJsonObject jamming = o["jamming"].toObject();
        QCOMPARE(jamming["jf"].toInt(), 2);
        QCOMPARE(jamming["max_per_round"].toInt(), 6);
        QCOMPARE(jamming["bullets_before"].toInt(), 6);
        QCOMPARE(jamming["jam_numbers"].toArray(), QJsonArray { 5 });
        QCOMPARE(jamming["bullets_fired"].toInt(), 0);
        QCOMPARE(jamming["bullets_after"].toInt(), 6);
        QVERIFY(jamming["jammed"].toBool());
        const Run text = cli({ "resolve", "--ruleset", rules, "--weapon", "heavy-pistol",
            "--target", "K14", "--bullets-this-round", "6", "--dice", "2,1,1" });
        QVERIFY2(text.out.contains("Dice total 4 is below the jam number: the weapon jams; no "
                                   "shot."),
            text.out.constData());
        // The shipped ruleset plays without the optional rule: no "jamming" at all.
        QVERIFY(!json(
            cli(anvilShot + QStringList { "--bullets-this-round", "9", "--seed", "5", "--json" }))
                     .contains("jamming"));
    }

    // §11 quick draw: "unless the character possesses the Quick Draw Advantage he has to pass
    // a DEX test in order to finish the move within this Action": Max.Rock's DEX 6 and 1,2,2
    // make 11, short of 16; no attack, three dice.
    void quickDrawJson()
    {
        const Run run = cli({ "resolve", "--weapon", "mal-anvil", "--target", "K14", "--quick-draw",
            "--dice", "1,2,2", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = json(run);
        const QJsonObject test = o["pre_test"].toObject();
        QCOMPARE(test["rule"].toString(), QString("quick_draw"));
        QCOMPARE(test["stat"].toString(), QString("DEX"));
        QCOMPARE(test["total"].toInt(), 11);
        QVERIFY(!test["passed"].toBool());
        QVERIFY(!o["attack_made"].toBool());
        QVERIFY(o["shots"].toArray().isEmpty());
        QCOMPARE(o["dice"].toArray().size(), 3);
        const Run text = cli({ "resolve", "--weapon", "mal-anvil", "--target", "K14",
            "--quick-draw", "--dice", "1,2,2" });
        QVERIFY2(text.out.contains("Quick draw: DEX test 1,2,2 + 6: total 11 against 16 — the "
                                   "draw does not finish in this action: no attack."),
            text.out.constData());
    }

    // The seed: "The character needs a successful roll of Weapons Maintenance to unjam the
    // weapon. This takes up one Action per attempt." The house rules' shooter has rank 4.
    void unjamCommand()
    {
        const QString rules = dataPath("valid/house-rules");
        const Run run = cli({ "unjam", "--ruleset", rules, "--dice", "4,3,2", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = json(run);
        QCOMPARE(o["skill"].toInt(), 4);
        QCOMPARE(o["roll"].toObject()["total"].toInt(), 13);
        QVERIFY(o["cleared"].toBool());
        QCOMPARE(o["actions"].toInt(), 1);
        QCOMPARE(o["dice"].toArray().size(), 3);
        const Run failed
            = cli({ "unjam", "--ruleset", rules, "--wounds", "1", "--dice", "4,3,2", "--json" });
        QVERIFY(!json(failed)["cleared"].toBool());
        QCOMPARE(json(failed)["roll"].toObject()["target"].toInt(), 14);
        const Run text = cli({ "unjam", "--skill", "0", "--dice", "6,6,1" });
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("Weapons Maintenance roll 6,6,1 + skill 0: total 13 against 13 "
                                   "— success: the weapon fires again."),
            text.out.constData());
        QVERIFY(cli({ "--help" }).out.contains("unjam"));
    }

    // §9 through the contract: `throw --json` with typed dice (the attack roll, then the
    // direction); J27, 2 hexes lower left to H28, medium range drifts 3 down to H31.
    void throwJson()
    {
        const QString characters = rulesetPath("3d-system") + "/characters/";
        const Run run = cli({ "throw", "--grenade", "da-90", "--impact", "J27", "--range", "medium",
            "--skill", "5", "--target-sheet", characters + "frother.yaml", "--bystander",
            characters + "operative.yaml@2", "--dice", "4,3,2,4", "--json" });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        const QJsonObject o = json(run);
        for (const char* key : { "roll", "intended_hex", "direction", "deviation", "drift",
                 "impact_hex", "characters", "dice", "dice_roles", "grenade", "type" })
            QVERIFY2(o.contains(key), key);
        QCOMPARE(o["dice"].toArray(), (QJsonArray { 4, 3, 2, 4 }));
        QCOMPARE(o["dice_roles"].toArray().last().toString(), QString("direction"));
        QCOMPARE(o["roll"].toObject()["total"].toInt(), 14);
        QCOMPARE(o["roll"].toObject()["success_value"].toInt(), 4);
        QCOMPARE(o["intended_hex"].toString(), QString("J27"));
        QCOMPARE(o["direction"].toInt(), 4);
        QCOMPARE(o["deviation"].toInt(), 2);
        QCOMPARE(o["drift"].toInt(), 3);
        QCOMPARE(o["impact_hex"].toString(), QString("H31"));
        QCOMPARE(o["type"].toString(), QString("frag"));
        const QJsonArray people = o["characters"].toArray();
        QCOMPARE(people.size(), 2);
        const QJsonObject wickham = people[0].toObject();
        for (const char* key :
            { "name", "distance", "radius", "locations", "hits", "incap_damage", "bruising" })
            QVERIFY2(wickham.contains(key), key);
        QCOMPARE(wickham["name"].toString(), QString("Wickham"));
        QCOMPARE(wickham["distance"].toDouble(), 0.0);
        QCOMPARE(wickham["radius"].toInt(), 6);
        QCOMPARE(wickham["locations"].toArray(), (QJsonArray { "right_leg", "left_leg" }));
        QCOMPARE(wickham["incap_damage"].toInt(), 20); // damage 10 × 2 locations
        QCOMPARE(wickham["bruising"].toInt(), 0);
        const QJsonArray hits = wickham["hits"].toArray();
        QCOMPARE(hits.size(), 2);
        for (const char* key : { "location", "pen", "pv", "penetrated", "dam", "body_damage",
                 "location_hits_after", "wound" })
            QVERIFY2(hits[0].toObject().contains(key), key);
        QCOMPARE(hits[0].toObject()["dam"].toInt(), 10);
        QCOMPARE(hits[0].toObject()["location_hits_after"].toInt(), 2);
        const QJsonObject maxRock = people[1].toObject();
        QCOMPARE(maxRock["distance"].toDouble(), 2.0);
        QCOMPARE(maxRock["radius"].toInt(), 2); // 6 − 2 m ÷ 0.5 m
        QCOMPARE(maxRock["locations"].toArray(), (QJsonArray { "right_leg" }));
        QCOMPARE(maxRock["incap_damage"].toInt(), 10);
    }

    void throwWorkingAndSeed()
    {
        const QStringList args { "throw", "--grenade", "da-90", "--impact", "J27", "--range",
            "medium", "--skill", "5" };
        const Run run = cli(args + QStringList { "--dice", "4,3,2,4" });
        QCOMPARE(run.exitCode, 0);
        const QString text = QString::fromUtf8(run.out);
        QVERIFY2(text.contains("Roll 4,3,2 + Throwing 5: total 14 against 13 — success."),
            qPrintable(text));
        QVERIFY2(
            text.contains("Direction 4 (lower left): 2 hexes from J27 to H28."), qPrintable(text));
        QVERIFY2(text.contains("3 hexes straight down, from H28 to H31."), qPrintable(text));
        QVERIFY2(text.contains("Goes off at H31."), qPrintable(text));
        const Run a = cli(args + QStringList { "--seed", "77", "--json" });
        const Run b = cli(args + QStringList { "--seed", "77", "--json" });
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(a.out, b.out);
        QCOMPARE(json(a)["seed"].toString(), QString("77"));
        // A failed throw deviates 6 + the amount missed, with no pull-back.
        const QJsonObject miss = json(cli({ "throw", "--grenade", "da-90", "--impact", "J27",
            "--skill", "2", "--dice", "1,2,3,6", "--json" }));
        QVERIFY(!miss["roll"].toObject()["hit"].toBool());
        QCOMPARE(miss["deviation"].toInt(), 11);
        QCOMPARE(miss["impact_hex"].toString(), QString("J16"));
    }

    void grenadeOnTheFloor()
    {
        const Run run = cli({ "throw", "--grenade", "concussion", "--impact", "K28", "--on-floor",
            "--dice", "1,2", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = json(run);
        QVERIFY(o["roll"].isNull());
        QCOMPARE(o["dice_roles"].toArray(), (QJsonArray { "direction", "distance" }));
        QCOMPARE(o["impact_hex"].toString(), QString("M27"));
        const QJsonObject target = o["characters"].toArray().first().toObject();
        QCOMPARE(target["incap_damage"].toInt(), 0);
        QCOMPARE(target["bruising"].toInt(),
            12 * target["locations"].toArray().size()); // concussion: bruising only
    }

    // §9: (5 × damage − torso and abdomen hits) ÷ 5. The seed's example writes 6 for Wickham
    // and 4 for Stoo; the rule gives 22 ÷ 5 = 4 and 10 ÷ 5 = 2.
    void jump()
    {
        const QString characters = rulesetPath("3d-system") + "/characters/";
        const Run wickham = cli(
            { "jump", "--grenade", "da-90", "--character", characters + "frother.yaml", "--json" });
        QCOMPARE(wickham.exitCode, 0);
        const QJsonObject o = json(wickham);
        QCOMPARE(o["passed_on"].toInt(), 4);
        QCOMPARE(o["damage_x5"].toInt(), 50);
        QCOMPARE(o["stopped"].toInt(), 28);
        QCOMPARE(o["left_over"].toInt(), 22);
        QCOMPARE(json(cli({ "jump", "--grenade", "da-90", "--character",
                     characters + "stormer.yaml", "--json" }))["passed_on"]
                     .toInt(),
            2);
        const Run text
            = cli({ "jump", "--grenade", "da-90", "--character", characters + "frother.yaml" });
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("50 − 28 = 22 left over; 22 ÷ 5 = 4"), text.out.constData());
    }

    void grenadeOddsAreExact()
    {
        const QString characters = rulesetPath("3d-system") + "/characters/";
        const Run run = cli({ "odds", "--grenade", "da-90", "--impact", "J27", "--bystander",
            characters + "stormer.yaml@2", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = json(run);
        QCOMPARE(o["denominator"].toString(), QString("1296"));
        quint64 total = 0;
        for (const QJsonValue& v : o["hexes"].toArray())
            total += v.toObject()["weight"].toString().toULongLong();
        QCOMPARE(total, quint64(1296));
        const QJsonArray people = o["characters"].toArray();
        QCOMPARE(people.size(), 2);
        QCOMPARE(people[1].toObject()["name"].toString(), QString("Stoo"));
        QCOMPARE(people[1].toObject()["radius"].toInt(), 2);
        const QJsonObject locations = people[0].toObject()["locations"].toObject();
        QCOMPARE(locations.size(), 7);
        QVERIFY(locations["left_leg"].toDouble() > 0.5);
        QCOMPARE(locations["head"].toDouble(), 0.0);
    }

    void grenadeBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QStringList da90 { "throw", "--grenade", "da-90", "--impact", "J27" };
        const QString stoo = rulesetPath("3d-system") + "/characters/stormer.yaml";
        QTest::newRow("unknown grenade") << QStringList { "throw", "--grenade", "pineapple",
            "--impact", "J27" } << "unknown grenade 'pineapple'";
        QTest::newRow("impact above the lower third") << QStringList { "throw", "--grenade",
            "da-90", "--impact", "K14" } << "not in the lower third";
        QTest::newRow("impact off the field") << QStringList { "throw", "--grenade", "da-90",
            "--impact", "Z40" } << "outside the field";
        QTest::newRow("bystander without metres")
            << (da90 + QStringList { "--bystander", stoo }) << "--bystander must be FILE@METRES";
        QTest::newRow("bystander at -3 m") << (da90 + QStringList { "--bystander", stoo + "@-3" })
                                           << "--bystander must be FILE@METRES";
        QTest::newRow("too few dice") << (da90 + QStringList { "--skill", "5", "--dice", "4,3,2" })
                                      << "not enough dice: die 4 (direction) is missing";
        QTest::newRow("die out of range")
            << (da90 + QStringList { "--dice", "4,9,2" }) << "die 2 is 9: a d6 shows 1 to 6";
        QTest::newRow("beyond 8 x RNG") << (da90 + QStringList { "--distance", "200" })
                                        << "impossible: the target is 200 m away";
        QTest::newRow("range on the floor")
            << (da90 + QStringList { "--on-floor", "--range", "long" }) << "--on-floor";
        QTest::newRow("jump without a character")
            << QStringList { "jump", "--grenade", "da-90" } << "jump needs --character FILE";
        QTest::newRow("jump on smoke") << QStringList { "jump", "--grenade", "smoke", "--character",
            stoo } << "does no damage";
        QTest::newRow("grenade odds outside the lower third") << QStringList { "odds", "--grenade",
            "da-90", "--impact", "K10", "--json" } << "not in the lower third";
    }
    void grenadeBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run run = cli(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }

    // §6 suppressive fire: Max.Rock lays it down with a Gunhead (FA 2) and crosses it himself
    // (Dodge 3, flak jacket DM 1): 4,4,4 sets the bar at 4, 6,1,1 fails, two bullets follow.
    void suppressTwoBulletsJson()
    {
        // The first bullet's DAM 11 above PHYS rolls the knockback test (6,6,6: passed, §7).
        const Run run = cli({ "suppress", "--weapon", "fen-gunhead", "--dice",
            "4,4,4,6,1,1,6,6,6,6,6,6,4,1,1,6", "--json" });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        const QJsonObject o = json(run);
        QCOMPARE(o["weapon"].toString(), QString("fen-gunhead"));
        QCOMPARE(o["fa"].toInt(), 2);
        QCOMPARE(o["skill"].toString(), QString("dodge"));
        QCOMPARE(o["auto_support_roll"].toObject()["total"].toInt(), 17);
        QCOMPARE(o["suppressing"].toBool(), true);
        QCOMPARE(o["bar"].toInt(), 4);
        const QJsonObject figureRoll = o["figure_roll"].toObject();
        QCOMPARE(figureRoll["total"].toInt(), 11);
        QCOMPARE(figureRoll["target"].toInt(), 16); // 13 + FA 2 + armour DM 1
        QCOMPARE(o["verdict"].toString(), QString("two_bullets"));
        const QJsonArray dice = o["dice"].toArray();
        QCOMPARE(dice.size(), 16);
        const QJsonArray roles = o["dice_roles"].toArray();
        QCOMPARE(roles[0].toString(), QString("Auto/Support success die"));
        QCOMPARE(roles[3].toString(), QString("Dodge success die"));
        QCOMPARE(roles[6].toString(), QString("success die"));
        QCOMPARE(roles[12].toString(), QString("success die"));
        QCOMPARE(roles[15].toString(), QString("direction"));
        const QJsonArray bullets = o["bullets"].toArray();
        QCOMPARE(bullets.size(), 2);
        const QJsonObject first = bullets[0].toObject()["shots"].toArray()[0].toObject();
        const QJsonObject second = bullets[1].toObject()["shots"].toArray()[0].toObject();
        QCOMPARE(bullets[0].toObject()["shot_type"].toString(), QString("wild"));
        QCOMPARE(first["aim_hex"].toString(), QString("K14"));
        QCOMPARE(first["landing_hex"].toString(), QString("K14"));
        QCOMPARE(second["aim_hex"].toString(), first["landing_hex"].toString());
        QCOMPARE(second["deviation"].toInt(), 10);
        QCOMPARE(second["landing_hex"].toString(), QString("K4"));
        QCOMPARE(o["figure_after"].toObject()["incap"].toInt(), 17);
        QCOMPARE(o["figure_after"].toObject(), bullets[1].toObject()["target_after"].toObject());
    }

    void suppressVerdicts_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<int>("bullets");
        const QString kaar = rulesetPath("3d-system") + "/characters/xeno.yaml";
        QTest::newRow("unharmed: 9 above the bar 3")
            << QStringList { "--dice", "3,2,3,6,6,6" } << "unharmed" << 0;
        QTest::newRow("one bullet: 3 under the bar 5")
            << QStringList { "--dice", "5,4,4,3,6,6,6,6,6,6,6,6" } << "one_bullet" << 1;
        QTest::newRow("no suppression: Auto/Support fails")
            << QStringList { "--dice", "1,2,3" } << "no_suppression" << 0;
        QTest::newRow("Auto/Support 0 from the option")
            << QStringList { "--auto-support", "0", "--dice", "4,4,4" } << "no_suppression" << 0;
        QTest::newRow("Kaar's Acrobatics 4, GM +2") << QStringList { "--figure", kaar,
            "--acrobatics", "--modifier", "2", "--dice", "3,2,3,4,2,3" }
                                                    << "unharmed" << 0;
    }
    void suppressVerdicts()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, verdict);
        QFETCH(int, bullets);
        const Run run = cli(QStringList { "suppress", "--weapon", "fen-gunhead", "--json" } + args);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err)); // every typed die is used
        const QJsonObject o = json(run);
        QCOMPARE(o["verdict"].toString(), verdict);
        QCOMPARE(o["bullets"].toArray().size(), bullets);
        if (verdict == "no_suppression") {
            QVERIFY(o["bar"].isNull());
            QVERIFY(o["figure_roll"].isNull());
            QCOMPARE(o["dice"].toArray().size(), 3);
        }
    }

    void suppressWorkingAndSeed()
    {
        const Run typed = cli({ "suppress", "--weapon", "fen-gunhead", "--dice",
            "4,4,4,6,1,1,6,6,6,6,6,6,4,1,1,6,3" });
        QCOMPARE(typed.exitCode, 0);
        QVERIFY(typed.out.contains("The bar is 4."));
        QVERIFY(typed.out.contains(
            "Dodge roll 6,1,1 + skill 3: total 11 against 13, weapon FA +2, armour DM +1 = 16"));
        QVERIFY(typed.out.contains("Failure: hit by two bullets"));
        QVERIFY(typed.out.contains("Bullet 2:"));
        QVERIFY2(typed.err.contains("dice left over and not used: 3"), qPrintable(typed.err));
        const QStringList seeded { "suppress", "--weapon", "support-mg", "--seed", "11", "--json" };
        const Run a = cli(seeded), b = cli(seeded);
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(a.out, b.out);
        QCOMPARE(json(a)["seed"].toString(), QString("11"));
    }

    void suppressBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no weapon") << QStringList { "suppress" } << "suppress needs --weapon ID";
        QTest::newRow("unknown weapon") << QStringList { "suppress", "--weapon", "pea-shooter" }
                                        << "unknown weapon 'pea-shooter'";
        QTest::newRow("no full auto") << QStringList { "suppress", "--weapon", "mal-anvil",
            "--seed", "1" } << "impossible: MAL Anvil cannot fire full auto";
        QTest::newRow("dodge and acrobatics")
            << QStringList { "suppress", "--weapon", "fen-gunhead", "--dodge", "--acrobatics" }
            << "give --dodge or --acrobatics, not both";
        QTest::newRow("Auto/Support 31") << QStringList { "suppress", "--weapon", "fen-gunhead",
            "--auto-support", "31" } << "--auto-support must be a whole number from 0 to 30";
        QTest::newRow("too few dice") << QStringList { "suppress", "--weapon", "fen-gunhead",
            "--dice", "4,4,4,6,1" } << "--dice: not enough dice";
        QTest::newRow("dice and seed") << QStringList { "suppress", "--weapon", "fen-gunhead",
            "--dice", "1,2,3", "--seed", "2" }
                                       << "give --dice or --seed, not both";
    }
    void suppressBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run run = cli(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }

    void sheet_data()
    {
        QTest::addColumn<QString>("character");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("pageSize");
        QTest::newRow("Max.Rock, A4 by default")
            << "operative"
            << "Max.Rock" << QStringList {} << "595 x 842 pts (A4)";
        QTest::newRow("Stoo, Letter")
            << "stormer"
            << "Stoo" << QStringList { "--page", "letter" } << "612 x 792 pts (letter)";
        QTest::newRow("blank A4") << "operative"
                                  << "" << QStringList { "--blank", "--page", "a4" }
                                  << "595 x 842 pts (A4)";
        QTest::newRow("blank Letter")
            << "xeno"
            << "" << QStringList { "--blank", "--page", "letter" } << "612 x 792 pts (letter)";
    }
    void sheet()
    {
        QFETCH(QString, character);
        QFETCH(QString, name);
        QFETCH(QStringList, options);
        QFETCH(QString, pageSize);
        // scripts/setup installs poppler-utils: without them the check fails, it is not skipped.
        QVERIFY2(!popplerTool("pdftotext").isEmpty() && !popplerTool("pdfinfo").isEmpty(),
            "poppler-utils (pdftotext, pdfinfo) are not installed");
        QTemporaryDir dir;
        const QString file = dir.filePath("sheet.pdf");
        const Run made
            = cli(QStringList { "sheet", "--character",
                      rulesetPath("3d-system/characters/" + character + ".yaml"), "--out", file }
                + options);
        QCOMPARE(made.exitCode, 0);
        QVERIFY(made.out.contains(file.toUtf8()));
        QCOMPARE(pdfPageSize(file), pageSize);

        const QSet<QString> words = pdfWords(file);
        QVERIFY(words.contains("COMBAT") && words.contains("SHEET"));
        const QString characterName
            = QString::fromStdString(shippedRuleset().characters.at(character.toStdString()).name);
        if (name.isEmpty())
            QVERIFY2(!words.contains(characterName), "a blank sheet names no one");
        else
            QVERIFY2(words.contains(name), qPrintable(QStringList(words.values()).join(' ')));
        for (const Location& location : shippedRuleset().body.locations) {
            for (const QString& word : QString::fromStdString(location.name).split(' '))
                QVERIFY2(words.contains(word), qPrintable("no '" + word + "' on the sheet"));
        }
        // The column letters and row numbers on the diagram's edges, to call a hex by.
        const Body& body = shippedRuleset().body;
        for (int col = 0; col < body.columns; ++col)
            QVERIFY2(words.contains(QString::fromStdString(columnLetters(col))),
                qPrintable("no column " + QString::fromStdString(columnLetters(col))));
        for (int row = 1; row <= body.rows; ++row)
            QVERIFY2(
                words.contains(QString::number(row)), qPrintable(QString("no row %1").arg(row)));
    }

    void sheetNeedsNoDisplay()
    {
        QProcessEnvironment bare = QProcessEnvironment::systemEnvironment();
        for (const char* name : { "QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY" })
            bare.remove(QString::fromLatin1(name));
        QTemporaryDir dir;
        const QString file = dir.filePath("sheet.pdf");
        const Run made = run(QStringLiteral(HITSPREAD_CLI),
            { "sheet", "--character", rulesetPath("3d-system/characters/gunner.yaml"), "--out",
                file },
            bare);
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        QVERIFY(QFileInfo(file).size() > 1000);
    }

    void sheetBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString operative = rulesetPath("3d-system/characters/operative.yaml");
        QTest::newRow("no character")
            << QStringList { "sheet", "--out", "x.pdf" } << "sheet needs --character FILE";
        QTest::newRow("no out") << QStringList { "sheet", "--character", operative }
                                << "sheet needs --out FILE.pdf";
        QTest::newRow("missing character file")
            << QStringList { "sheet", "--character", "/nonexistent/nobody.yaml", "--out", "x.pdf" }
            << "/nonexistent/nobody.yaml:1:1: cannot open the file";
        QTest::newRow("broken character file") << QStringList { "sheet", "--character",
            dataPath("characters/broken.yaml"), "--out", "x.pdf" }
                                               << "broken.yaml:4:16: 'str' must be a whole number";
        QTest::newRow("broken file, blank sheet") << QStringList { "sheet", "--character",
            dataPath("characters/broken.yaml"), "--out", "x.pdf", "--blank" }
                                                  << "broken.yaml:9:24: unknown weapon 'ray-gun'";
        QTest::newRow("page a5") << QStringList { "sheet", "--character", operative, "--out",
            "x.pdf", "--page", "a5" }
                                 << "--page must be a4 or letter, not 'a5'";
        QTest::newRow("unwritable out") << QStringList { "sheet", "--character", operative, "--out",
            "/nonexistent/folder/x.pdf" }
                                        << "cannot write '/nonexistent/folder/x.pdf'";
    }
    void sheetBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir; // nothing may be left behind
        const QString before = QDir::currentPath();
        QDir::setCurrent(dir.path());
        const Run made = cli(args);
        QDir::setCurrent(before);
        QCOMPARE(made.exitCode, 2);
        QVERIFY2(made.err.contains(message), qPrintable(made.err));
        QVERIFY(made.out.isEmpty());
        QVERIFY(!QFileInfo::exists(dir.filePath("x.pdf")));
    }

    void helpNamesTheSheet()
    {
        const Run help = cli({ "--help" });
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("sheet    [--ruleset DIR] --character FILE --out FILE.pdf "
                                  "[--blank] [--page a4|letter]"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
