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
        const Run run = cli(anvilShot + QStringList { "--dice", "5,6,4,2", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = json(run);
        for (const char* key : { "ruleset", "weapon", "mode", "dice", "shots", "target_after" })
            QVERIFY2(o.contains(key), key);
        QCOMPARE(o["ruleset"].toString(), QString("3d-system"));
        QCOMPARE(o["mode"].toString(), QString("single"));
        // The hit needs no direction die: the 2 is left over, named on stderr, not in "dice".
        QCOMPARE(o["dice"].toArray(), (QJsonArray { 5, 6, 4 }));
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
        const QJsonObject after = o["target_after"].toObject();
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
        const Run run = cli(anvilShot + QStringList { "--dice", "5,6,4" });
        QCOMPARE(run.exitCode, 0);
        const QString text = QString::fromUtf8(run.out);
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

    void fullAutoBurstJson()
    {
        // The seed's Gunhead: 3d6 = 8, +2 → 10 rounds; the first deviation 4 turned to 3.
        const Run run = cli(
            { "resolve", "--weapon", "fen-gunhead", "--target", "K14", "--mode", "full", "--aims",
                "1", "--burst-dice", "3", "--burst-adjust", "2", "--influence=-1,0", "--skill", "6",
                "--auto-support", "5", "--dice", "2,3,3,6,6,6,4,6,4,1,1,1,1,1,1", "--json" });
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
            "5,6,6,6,3,2,1,4,4", "--json" };
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
            "6,4,3", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = json(run);
        QVERIFY(o["melee"].toBool());
        QVERIFY(o["shots"].toArray().first().toObject()["roll"].toObject()["hit"].toBool());
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
        const Run run = cli({ "suppress", "--weapon", "fen-gunhead", "--dice",
            "4,4,4,6,1,1,6,6,6,4,1,1,6", "--json" });
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
        QCOMPARE(dice.size(), 13);
        const QJsonArray roles = o["dice_roles"].toArray();
        QCOMPARE(roles[0].toString(), QString("Auto/Support success die"));
        QCOMPARE(roles[3].toString(), QString("Dodge success die"));
        QCOMPARE(roles[6].toString(), QString("success die"));
        QCOMPARE(roles[12].toString(), QString("direction"));
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
            << QStringList { "--dice", "5,4,4,3,6,6,6,6,6" } << "one_bullet" << 1;
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
        const Run typed = cli(
            { "suppress", "--weapon", "fen-gunhead", "--dice", "4,4,4,6,1,1,6,6,6,4,1,1,6,3" });
        QCOMPARE(typed.exitCode, 0);
        QVERIFY(typed.out.contains("The bar is 4."));
        QVERIFY(typed.out.contains(
            "Dodge roll 6,1,1 + skill 3, weapon FA -2, armour DM -1: total 11 against 16"));
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
