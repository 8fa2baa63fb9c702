// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// End-to-end tests of hitspread-cli with the rulesets of the ground map (d6-modern,
// d6-stargate, success-pool, roll-under): validate, resolve, throw and odds.
#include "clirun.h"
#include "ground.h"
#include "rulesetreader.h"
#include "scatter.h"
#include "testsupport.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace hitspread;
using namespace hitspread::test;
using namespace hitspread::clitest;

class TestGroundCli : public QObject {
    Q_OBJECT

private slots:
    // System d6pool (rulesets/d6-modern): every shipped ruleset validates, and resolve and
    // throw play the seed's worked example with its own dice.
    void validateEveryShippedRuleset_data()
    {
        QTest::addColumn<QString>("folder");
        const QDir dir(rulesetPath("3d-system") + "/..");
        for (const QString& name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            if (QFile::exists(dir.filePath(name + "/ruleset.yaml")))
                QTest::newRow(qPrintable(name)) << dir.filePath(name);
        }
        QVERIFY(QFile::exists(dir.filePath("d6-modern/ruleset.yaml")));
    }

    void validateEveryShippedRuleset()
    {
        QFETCH(QString, folder);
        const Run run = cli({ "validate", "--ruleset", folder });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(run.out.contains("is valid"));
    }

    // Turn 1: gang member A's two SA shots against Hening's dodge dice (the seed's
    // difficulty 10, dodge 6 then 3; 15 misses 16, 14 hits 13; 22 against 23: stunned).
    void d6PoolResolveJson()
    {
        const Run run = cli({ "resolve", "--ruleset", rulesetPath("d6-modern"), "--weapon",
            "baretta-96f", "--mode", "semi", "--shots", "2", "--range", "short", "--situation",
            "laser_sight", "--dodge-dice", "2,1", "--dice",
            "2,4,3,3,3,3,3,3,3,3,3,3,2,4,4,4,4,3,3,4,4,4,4,4,3", "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(run.err.isEmpty()); // every die used
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(json["ruleset"].toString(), "d6-modern");
        QCOMPARE(json["weapon"].toString(), "baretta-96f");
        QCOMPARE(json["mode"].toString(), "semi");
        QCOMPARE(json["dice"].toArray().size(), 25);
        const QJsonArray shots = json["shots"].toArray();
        QCOMPARE(shots.size(), 2);
        const QJsonObject first = shots[0].toObject()["roll"].toObject();
        QCOMPARE(first["dice"].toInt(), 5);
        QCOMPARE(first["target"].toInt(), 16);
        QCOMPARE(first["total"].toInt(), 15);
        QCOMPARE(first["hit"].toBool(), false);
        QVERIFY(shots[0].toObject()["damage"].isNull());
        const QJsonObject second = shots[1].toObject();
        QCOMPARE(second["defence"].toObject()["total"].toInt(), 3);
        QCOMPARE(second["roll"].toObject()["target"].toInt(), 13);
        QCOMPARE(second["roll"].toObject()["total"].toInt(), 14);
        QCOMPARE(second["roll"].toObject()["hit"].toBool(), true);
        const QJsonObject damage = second["damage"].toObject();
        QCOMPARE(damage["total"].toInt(), 22);
        QCOMPARE(damage["resistance"].toInt(), 23);
        QCOMPARE(damage["stunned"].toBool(), true);
        QCOMPARE(damage["wounds"].toInt(), 0);
        QCOMPARE(json["target_after"].toObject()["health"].toInt(), 9);
        QCOMPARE(json["target_after"].toObject()["status"].toString(), "stunned");
    }

    // Turn 1: Hening's grenade misses (12 against 20), lands 3 m off in direction 2; A, 2 m
    // from it, is hit (13 against 5 + 6) for 45 against 25: 20 wounds, 12 → −8; B, 5 m
    // away, is missed (15 against 15 + 10).
    void d6PoolThrowJson()
    {
        const Run run = cli({ "throw", "--ruleset", rulesetPath("d6-modern"), "--grenade",
            "grenade", "--distance", "15", "--shooter", "hening", "--figure", "gang-member-a@3,0",
            "--figure", "gang-member-b@-2,0", "--dodge-dice", "2,2", "--dice",
            "3,3,3,3,3,2,3,3,4,3,3,3,6,6,6,6,6,3,3,3,3,3,4,4,4,4,3,3,3,5,5,4,4,4,3", "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(json["ruleset"].toString(), "d6-modern");
        QCOMPARE(json["grenade"].toString(), "grenade");
        QCOMPARE(json["range"].toString(), "long");
        QCOMPARE(json["roll"].toObject()["total"].toInt(), 12);
        QCOMPARE(json["roll"].toObject()["target"].toInt(), 20);
        QCOMPARE(json["roll"].toObject()["hit"].toBool(), false);
        QCOMPARE(json["drift"].toInt(), 3);
        QCOMPARE(json["direction"].toInt(), 2);
        QCOMPARE(json["landing"].toObject()["right"].toInt(), 3);
        const QJsonArray characters = json["characters"].toArray();
        QCOMPARE(characters.size(), 2);
        const QJsonObject a = characters[0].toObject();
        QCOMPARE(a["name"].toString(), "Gang member A");
        QCOMPARE(a["distance"].toInt(), 2);
        QCOMPARE(a["damage_range"].toString(), "short");
        QCOMPARE(a["roll"].toObject()["target"].toInt(), 11);
        QCOMPARE(a["roll"].toObject()["total"].toInt(), 13);
        QCOMPARE(a["damage"].toObject()["total"].toInt(), 45);
        QCOMPARE(a["damage"].toObject()["resistance"].toInt(), 25);
        QCOMPARE(a["damage"].toObject()["wounds"].toInt(), 20);
        QCOMPARE(a["after"].toObject()["health"].toInt(), -8);
        QCOMPARE(a["after"].toObject()["status"].toString(), "unconscious");
        const QJsonObject b = characters[1].toObject();
        QCOMPARE(b["distance"].toInt(), 5);
        QCOMPARE(b["damage_range"].toString(), "long");
        QCOMPARE(b["roll"].toObject()["target"].toInt(), 25);
        QCOMPARE(b["roll"].toObject()["total"].toInt(), 15);
        QCOMPARE(b["roll"].toObject()["hit"].toBool(), false);

        // The same figures by distance from where it lands.
        const Run byDistance = cli({ "throw", "--ruleset", rulesetPath("d6-modern"), "--grenade",
            "grenade", "--distance", "15", "--shooter", "hening", "--figure", "gang-member-a@2",
            "--figure", "gang-member-b@5", "--dodge-dice", "2,2", "--dice",
            "3,3,3,3,3,2,3,3,4,3,3,3,6,6,6,6,6,3,3,3,3,3,4,4,4,4,3,3,3,5,5,4,4,4,3", "--json" });
        QCOMPARE(byDistance.exitCode, 0);
        QCOMPARE(
            QJsonDocument::fromJson(byDistance.out).object()["characters"], json["characters"]);
    }

    // Turn 2: B runs and stabs (3d6 = 14) against Hening's parry (10 + 5): not enough.
    void d6PoolMeleeWorking()
    {
        const Run run = cli({ "resolve", "--ruleset", rulesetPath("d6-modern"), "--weapon", "knife",
            "--shooter", "gang-member-b", "--target-sheet", "hening", "--situation", "running",
            "--dodge-dice", "2", "--dice", "2,3,5,5,4,6" });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("Knife, melee: difficulty 10."), run.out.constData());
        QVERIFY2(run.out.contains("Skill 4 -1 (Running): 3d6."), run.out.constData());
        QVERIFY2(run.out.contains("Roll 5+5+4 = 14 against 15: miss."), run.out.constData());
        QVERIFY2(run.err.contains("dice left over and not used: 6"), qPrintable(run.err));
    }

    // d6pool's own flags are options of the ground map's shared resolve and throw: a character
    // file from outside the ruleset, --dodge-dice on each attack in turn beside the shared
    // --option dodge=N on every attack, and the shared JSON fields beside d6pool's.
    void d6PoolFlagsOnTheSharedPath()
    {
        const QTemporaryDir tmp;
        const QString file = tmp.filePath("veteran.yaml");
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("character:\n  name: Veteran\n  str: 5\n  dex: 3\n  skills:\n    dodge: 3\n"
                  "    pain_resistance: 4\n  armour: []\n");
        out.close();
        const QStringList args { "resolve", "--ruleset", rulesetPath("d6-modern"), "--weapon",
            "baretta-96f", "--mode", "semi", "--shots", "2", "--distance", "12", "--target-sheet",
            file, "--target", "K14", "--seed", "5", "--json" };
        const QJsonObject perAttack = json(cli(args + QStringList { "--dodge-dice", "1" }));
        const QJsonObject shared = json(cli(args + QStringList { "--option", "dodge=1" }));
        for (const QJsonObject& o : { perAttack, shared }) {
            QCOMPARE(o["system"].toString(), "d6pool");
            QCOMPARE(o["range"].toString(), "medium");
            QCOMPARE(o["target_after"].toObject()["name"].toString(), "Veteran");
            QCOMPARE(o["target_after"].toObject()["max_health"].toInt(), 15);
            QCOMPARE(o["target_after"].toObject()["character"].toString(), file);
            QVERIFY(o["rolls"].isArray() && o["hit"].isBool());
            QCOMPARE(o["characters"].toArray().size(), 1);
            QCOMPARE(o["shots"].toArray().size(), 2);
        }
        const auto defence = [](const QJsonObject& o, int shot) {
            return o["shots"].toArray()[shot].toObject()["defence"].toObject()["dice"].toInt();
        };
        QCOMPARE(defence(perAttack, 0), 1);
        QCOMPARE(defence(perAttack, 1), 0);
        QCOMPARE(defence(shared, 0), 1);
        QCOMPARE(defence(shared, 1), 1);
    }

    void d6PoolBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString rs = rulesetPath("d6-modern");
        QTest::newRow("unknown situation") << QStringList { "resolve", "--ruleset", rs, "--weapon",
            "knife", "--situation", "lucky" }
                                           << "unknown situation 'lucky'";
        QTest::newRow("three dodge dice") << QStringList { "resolve", "--ruleset", rs, "--weapon",
            "knife", "--dodge-dice", "3" } << "impossible: At most 2 dodge or parry dice";
        QTest::newRow("too few dice") << QStringList { "resolve", "--ruleset", rs, "--weapon",
            "knife", "--dice", "6,6" } << "--dice:";
        QTest::newRow("bad figure") << QStringList { "throw", "--ruleset", rs, "--grenade",
            "grenade", "--figure", "hening@x" }
                                    << "--figure takes FILE@METRES or FILE@X,Y";
        QTest::newRow("no such band")
            << QStringList { "resolve", "--ruleset", rs, "--weapon", "knife", "--range", "optimum" }
            << "--range must be short, medium, long or extreme";
        // The ground map has no body hexes: odds of a ground ruleset take --distance, not --target.
        QTest::newRow("odds of a body hex") << QStringList { "odds", "--ruleset", rs, "--weapon",
            "knife", "--target", "K14", "--json" }
                                            << "Unknown option 'target'";
        QTest::newRow("no grid") << QStringList { "grid", "--ruleset", rs }
                                 << "has no body hex grid";
    }

    void d6PoolBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run run = cli(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
    }

    // success-pool: the target of the command's fresh fight has had no turn, so no action to
    // evade with; --target-actions gives it some, and an evasion spends one of them.
    void successPoolTargetEvades()
    {
        const QStringList knife { "resolve", "--ruleset", "success-pool", "--weapon", "knife",
            "--option", "evades=1", "--json" };
        // Two hits (5, 6), then the evasion die: 5 dodges, 1 does not.
        const Run dodged = cli(knife + QStringList { "--target-actions", "1", "--dice", "5,6,5" });
        QVERIFY2(dodged.exitCode == 0, qPrintable(dodged.err));
        QVERIFY(dodged.err.isEmpty());
        const QJsonObject o = json(dodged);
        QCOMPARE(o["hit"].toBool(true), false);
        const QJsonObject target = o["target_after"].toObject();
        QCOMPARE(target["result"].toString(), "evaded");
        QCOMPARE(target["rolls"].toArray().size(), 1);
        QCOMPARE(target["rolls"].toArray()[0].toObject()["what"].toString(), "evasion");
        QCOMPARE(target["state_after"].toObject(), (QJsonObject { { "actions", 0 } }));

        const Run failed = cli(knife + QStringList { "--target-actions", "2", "--dice", "5,6,1" });
        QVERIFY2(failed.exitCode == 0, qPrintable(failed.err));
        const QJsonObject hit = json(failed);
        QCOMPARE(hit["hit"].toBool(), true);
        QCOMPARE(hit["target_after"].toObject()["state_after"].toObject(),
            (QJsonObject { { "actions", 1 }, { "wounds", 2 } }));

        // Without the flag the command says how to give it one; with none the rules refuse.
        const Run none = cli(knife + QStringList { "--dice", "5,6,5" });
        QCOMPARE(none.exitCode, 2);
        QVERIFY2(
            none.err.contains("--option evades=1 needs --target-actions N"), qPrintable(none.err));
        const Run zero = cli(knife + QStringList { "--target-actions", "0", "--dice", "5,6,5" });
        QCOMPARE(zero.exitCode, 2);
        QVERIFY2(zero.err.contains("impossible: Thug has no action left to evade with."),
            qPrintable(zero.err));
    }

    // success-pool: the target parries with a weapon or object (rulesets/README.md, a reading:
    // rolled like the evasion on Hand to hand, one die), spending one of its actions; one
    // success stops the attack completely.
    void successPoolTargetParries()
    {
        const QStringList knife { "resolve", "--ruleset", rulesetPath("success-pool"), "--weapon",
            "knife", "--option", "parries=1", "--json" };
        // Two hits (5, 6), then the parry die: 5 parries.
        const Run parried = cli(knife + QStringList { "--target-actions", "2", "--dice", "5,6,5" });
        QVERIFY2(parried.exitCode == 0, qPrintable(parried.err));
        QVERIFY(parried.err.isEmpty()); // every die used
        const QJsonObject o = json(parried);
        QCOMPARE(o["hit"].toBool(true), false);
        QCOMPARE(o["dice"].toArray(), (QJsonArray { 5, 6, 5 }));
        QCOMPARE(o["rolls"].toArray().size(), 1);
        QCOMPARE(o["rolls"].toArray()[0].toObject()["what"].toString(), "attack");
        const QJsonObject target = o["target_after"].toObject();
        QCOMPARE(target["result"].toString(), "parried");
        QCOMPARE(target["affected"].toBool(true), false);
        const QJsonArray rolls = target["rolls"].toArray();
        QCOMPARE(rolls.size(), 1);
        const QJsonObject parry = rolls[0].toObject();
        QCOMPARE(parry["what"].toString(), "parry");
        QCOMPARE(parry["faces"].toArray(), (QJsonArray { 5 }));
        QCOMPARE(parry["sides"].toInt(), 6);
        QCOMPARE(parry["target"].toInt(), 5);
        QCOMPARE(parry["total"].toInt(), 1);
        QCOMPARE(parry["rule"].toString(), "successes");
        QCOMPARE(parry["success"].toBool(), true);
        QCOMPARE(target["state_after"].toObject(), (QJsonObject { { "actions", 1 } }));
        QCOMPARE(target["status_after"].toString(), "wounds 0, actions left 1 of 2");
        QCOMPARE(o["characters"].toArray()[0].toObject(), target);

        // 1 fails: both hits go through the jacket (1, less the knife's penetration 1).
        const Run failed = cli(knife + QStringList { "--target-actions", "1", "--dice", "5,6,1" });
        QVERIFY2(failed.exitCode == 0, qPrintable(failed.err));
        const QJsonObject hit = json(failed);
        QCOMPARE(hit["hit"].toBool(), true);
        QCOMPARE(hit["target_after"].toObject()["result"].toString(), "2 wounds: wounds 0 → 2");
        QCOMPARE(
            hit["target_after"].toObject()["rolls"].toArray()[0].toObject()["success"].toBool(true),
            false);
        QCOMPARE(hit["target_after"].toObject()["state_after"].toObject(),
            (QJsonObject { { "actions", 0 }, { "wounds", 2 } }));

        // The working says it, line by line.
        const Run text = cli({ "resolve", "--ruleset", "success-pool", "--weapon", "knife",
            "--option", "parries=1", "--target-actions", "2", "--dice", "5,6,5" });
        QVERIFY2(text.exitCode == 0, qPrintable(text.err));
        QCOMPARE(QString::fromUtf8(text.out),
            QString("Mara: skill 2 = 2 dice.\n"
                    "Roll 5, 6 at 5 or more: 2 successes.\n"
                    "Thug parries: 5 at 5 or more, 1 success.\n"
                    "Thug parries the attack completely.\n"
                    "Mara spends 1 action, 1 left.\n"));

        // Without the flag the command says how to give it one; with none the rules refuse.
        const Run none = cli(knife + QStringList { "--dice", "5,6,5" });
        QCOMPARE(none.exitCode, 2);
        QVERIFY2(none.err.contains("--option parries=1 needs --target-actions N: the target of "
                                   "the command's fresh fight has had no turn, so no action to "
                                   "parry with"),
            qPrintable(none.err));
        const Run zero = cli(knife + QStringList { "--target-actions", "0", "--dice", "5,6,5" });
        QCOMPARE(zero.exitCode, 2);
        QVERIFY2(zero.err.contains("impossible: Thug has no action left to parry with."),
            qPrintable(zero.err));
        QVERIFY(zero.out.isEmpty());
        // Only a melee attack offers it.
        const Run pistol = cli({ "resolve", "--ruleset", "success-pool", "--weapon", "pistol",
            "--option", "parries=1", "--target-actions", "1", "--dice", "5,6,5,5,5" });
        QCOMPARE(pistol.exitCode, 2);
        QVERIFY2(pistol.err.contains("unknown option 'parries'"), qPrintable(pistol.err));
    }

    // success-pool: a reaction needs the target to perceive the attacker (--option unseen=1:
    // it cannot, e.g. an attack from behind), and a figure makes one reaction to an action.
    void successPoolReactionRefused_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("message");
        QTest::newRow("unseen, evades")
            << QStringList { "--option", "unseen=1", "--option", "evades=1" }
            << "hitspread-cli resolve: impossible: Thug cannot perceive the attacker, so it "
               "cannot evade: \"This requires that the attacked character has an action "
               "available and can perceive the attacker. Thus, an attack from behind cannot be "
               "dodged.\"\n";
        QTest::newRow("unseen, parries")
            << QStringList { "--option", "unseen=1", "--option", "parries=1" }
            << "hitspread-cli resolve: impossible: Thug cannot perceive the attacker, so it "
               "cannot parry: \"The reacting participant must directly perceive the actor, i.e. "
               "hear, see, or otherwise become aware of his action.\"\n";
        QTest::newRow("evades and parries")
            << QStringList { "--option", "evades=1", "--option", "parries=1" }
            << "hitspread-cli resolve: impossible: Thug may evade or parry the attack, not both: "
               "\"There can only ever be one reaction by a participant to an action.\"\n";
    }

    void successPoolReactionRefused()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, message);
        const Run run = cli(QStringList { "resolve", "--ruleset", "success-pool", "--weapon",
                                "knife", "--target-actions", "2", "--dice", "5,6,5", "--json" }
            + options);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err, message);
        QVERIFY(run.out.isEmpty());
    }

    // --option unseen=1 alone: the attack as it is, no reaction rolled or spent.
    void successPoolUnseenAttack()
    {
        const QStringList knife { "resolve", "--ruleset", "success-pool", "--weapon", "knife",
            "--target-actions", "2", "--dice", "5,6", "--json" };
        const Run unseen = cli(knife + QStringList { "--option", "unseen=1" });
        QVERIFY2(unseen.exitCode == 0, qPrintable(unseen.err));
        QVERIFY(unseen.err.isEmpty());
        const QJsonObject o = json(unseen);
        QCOMPARE(o["hit"].toBool(), true);
        const QJsonObject target = o["target_after"].toObject();
        QVERIFY(target["rolls"].toArray().isEmpty());
        QCOMPARE(
            target["state_after"].toObject(), (QJsonObject { { "actions", 2 }, { "wounds", 2 } }));
        QCOMPARE(json(cli(knife)), o);
    }

    // roll-under's options through the CLI. "Melee Attack, Ram, or Block: 2D < Skill … Lowest
    // success wins": the hound's bite (2D: 2) beats the raider's blade (3D against Size 4: 5);
    // blocking (--option blocks=1) it stops the blow, and no damage die is rolled.
    void rollUnderOpposedMeleeAndBlock()
    {
        const QStringList blade { "resolve", "--ruleset", "roll-under", "--weapon", "blade",
            "--shooter", "raider", "--target-sheet", "hound", "--json" };
        const Run bites = cli(blade + QStringList { "--dice", "2,2,1,1,1,6" });
        QVERIFY2(bites.exitCode == 0, qPrintable(bites.err));
        const QJsonObject o = json(bites);
        QCOMPARE(o["hit"].toBool(true), false);
        const QJsonArray fighters = o["characters"].toArray();
        QCOMPARE(fighters.size(), 2);
        QCOMPARE(
            fighters[0].toObject()["rolls"].toArray()[0].toObject()["what"].toString(), "melee");
        QVERIFY(fighters[0].toObject()["result"].toString().startsWith("won; "));
        QVERIFY(fighters[1].toObject()["affected"].toBool());

        const Run blocks
            = cli(blade + QStringList { "--option", "blocks=1", "--dice", "2,2,1,1,1" });
        QVERIFY2(blocks.exitCode == 0, qPrintable(blocks.err));
        QCOMPARE(json(blocks)["dice"].toArray().size(), 5);
        QVERIFY(!json(blocks)["characters"].toArray()[1].toObject()["affected"].toBool(true));
        // second_hits names a figure of the melee; the CLI's two are 1 and 2.
        const Run third
            = cli(blade + QStringList { "--option", "second_hits=3", "--dice", "2,2,1,1,1" });
        QCOMPARE(third.exitCode, 2);
        QVERIFY2(third.err.contains("Figure 3 is not in this melee"), qPrintable(third.err));
    }

    // "P2 rolls twice damage, and rolls 2D < Quality to avoid a malfunction" and "Make a
    // Check Ammo (2D) task against the weapon's TL": the options power and check_ammo.
    void rollUnderPowerAndAmmunition()
    {
        const QStringList laser { "resolve", "--ruleset", "roll-under", "--weapon", "laser-rifle",
            "--distance", "30", "--json" };
        const Run p3 = cli(laser + QStringList { "--option", "power=3", "--dice", "4,4,4" });
        QVERIFY2(p3.exitCode == 0, qPrintable(p3.err));
        QCOMPARE(json(p3)["rolls"].toArray()[0].toObject()["what"].toString(), "malfunction");
        QCOMPARE(json(p3)["hit"].toBool(true), false);
        const Run p4 = cli(laser + QStringList { "--option", "power=4", "--dice", "4,4,4" });
        QCOMPARE(p4.exitCode, 2);
        QVERIFY2(p4.err.contains("--option power must be from 1 to 3, not 4"), qPrintable(p4.err));
        const Run rifle = cli({ "resolve", "--ruleset", "roll-under", "--weapon", "rifle",
            "--distance", "30", "--option", "power=2", "--dice", "1,1" });
        QCOMPARE(rifle.exitCode, 2);
        QVERIFY2(rifle.err.contains("unknown option 'power'"), qPrintable(rifle.err));

        const Run empty = cli({ "resolve", "--ruleset", "roll-under", "--weapon", "pistol",
            "--distance", "4", "--option", "check_ammo=1", "--dice", "3,3,3", "--json" });
        QVERIFY2(empty.exitCode == 0, qPrintable(empty.err));
        const QJsonObject e = json(empty);
        QCOMPARE(e["rolls"].toArray()[0].toObject()["what"].toString(), "ammunition");
        QCOMPARE(e["rolls"].toArray()[0].toObject()["faces"].toArray().size(), 3); // pistol +1D
        QCOMPARE(e["hit"].toBool(true), false);
    }

    // roll-under's `initiative`: "Actions are resolved in phases: Yellow (Move), Black (Aimed
    // Fire), White (Vehicles and special attacks), Default. Red Phase (Fire Suppression) is
    // reactive." and "A character Moving may also take a Default action during the Default
    // phase." The session's five figures decided Red, Default, White, Yellow, Black.
    void rollUnderPhasesFromASession()
    {
        const Run run = cli({ "initiative", "--ruleset", "roll-under", "--session",
            dataPath("sessions/ground/roll-under-phases.yaml"), "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonArray turns = json(run)["turns"].toArray();
        QCOMPARE(turns.size(), 5);
        const int figures[] = { 3, 4, 2, 1, 3 };
        const int actions[] = { 1, 1, 1, 1, 2 };
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(turns[i].toObject()["figure"].toInt(), figures[i]);
            QCOMPARE(turns[i].toObject()["action"].toInt(), actions[i]);
        }
        const Run text = cli({ "initiative", "--ruleset", "roll-under", "--session",
            dataPath("sessions/ground/roll-under-phases.yaml") });
        QVERIFY2(text.out.contains("Default phase: Bo, Di (its Default action).\nRed (Suppressing "
                                   "Fire): Ana takes no turn of its own"),
            qPrintable(text.out));
        QVERIFY2(text.out.contains("Order: 1. Di; 2. Ed; 3. Cy; 4. Bo; 5. Di (second action)"),
            qPrintable(text.out));

        // "2. Decision. Each player selects a die color": the procedure decide, with no die.
        const Run decide = cli({ "resolve", "--ruleset", "roll-under", "--procedure", "decide",
            "--option", "colour=2", "--json" });
        QVERIFY2(decide.exitCode == 0, qPrintable(decide.err));
        const QJsonObject d = json(decide);
        QCOMPARE(d["procedure"].toString(), "decide");
        QCOMPARE(d["characters"].toArray()[0].toObject()["state_after"].toObject(),
            (QJsonObject { { "decision", 2 } }));
        const Run five = cli({ "resolve", "--ruleset", "roll-under", "--procedure", "decide",
            "--option", "colour=5" });
        QCOMPARE(five.exitCode, 2);
        // "1. Leadership task rolled by Leader": Vargas, 2D below Soc 5 + Leadership 2.
        const Run lead = cli(
            { "resolve", "--ruleset", "roll-under", "--procedure", "leadership", "--dice", "3,4" });
        QVERIFY2(lead.exitCode == 0, qPrintable(lead.err));
        QVERIFY2(lead.out.contains("Roll 3+4 = 7 against 7: failure."), qPrintable(lead.out));
    }

    // --shooter-actions plays a later action of the shooter's turn: full auto fires a shot for
    // each action left, one with the last; with none left the rules refuse.
    void successPoolShooterActions()
    {
        const QStringList full { "resolve", "--ruleset", "success-pool", "--weapon",
            "assault-rifle", "--mode", "full", "--distance", "10", "--seed", "3", "--json" };
        const auto shots = [](const Run& run) { return json(run)["rolls"].toArray().size(); };
        const Run turnBegins = cli(full);
        QVERIFY2(turnBegins.exitCode == 0, qPrintable(turnBegins.err));
        QCOMPARE(shots(turnBegins), 2);
        const Run lastAction = cli(full + QStringList { "--shooter-actions", "1" });
        QVERIFY2(lastAction.exitCode == 0, qPrintable(lastAction.err));
        QCOMPARE(shots(lastAction), 1);
        const Run both = cli(full + QStringList { "--shooter-actions", "2" });
        QCOMPARE(both.out, turnBegins.out);
        const Run spent = cli(full + QStringList { "--shooter-actions", "0" });
        QCOMPARE(spent.exitCode, 2);
        QVERIFY2(spent.err.contains("impossible: Mara has no action left this round."),
            qPrintable(spent.err));
        // A throw spends the thrower's too.
        const Run toss = cli({ "throw", "--ruleset", "success-pool", "--grenade", "grenade",
            "--distance", "10", "--shooter-actions", "0", "--seed", "3" });
        QCOMPARE(toss.exitCode, 2);
        QVERIFY2(toss.err.contains("no action left this round"), qPrintable(toss.err));
    }

    void successPoolActionsBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QStringList knife { "resolve", "--ruleset", "success-pool", "--weapon", "knife" };
        const QString range
            = "must be a whole number from 0 to 2 (the lineage of Thug, Human, has 2 "
              "actions a round)";
        QTest::newRow("more than a human has")
            << knife + QStringList { "--target-actions", "3" } << "--target-actions " + range;
        QTest::newRow("below 0") << knife + QStringList { "--target-actions", "-1" }
                                 << "--target-actions " + range;
        QTest::newRow("not a number") << knife + QStringList { "--target-actions", "two" }
                                      << "--target-actions " + range + ", not 'two'";
        QTest::newRow("shooter: more than a human has")
            << knife + QStringList { "--shooter-actions", "5" }
            << "--shooter-actions must be a whole number from 0 to 2 (the lineage of Mara, "
               "Human, has 2 actions a round), not '5'";
        QTest::newRow("a throw has no target") << QStringList { "throw", "--ruleset",
            "success-pool", "--grenade", "grenade", "--target-actions", "1" }
                                               << "Unknown option 'target-actions'";
        QTest::newRow("another system") << QStringList { "resolve", "--ruleset", "d6-modern",
            "--weapon", "knife", "--target-actions", "1" }
                                        << "Unknown option 'target-actions'";
    }

    void successPoolActionsBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run run = cli(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }

    // The flags are in the help of resolve (both) and throw (the thrower's only).
    void successPoolActionsHelp()
    {
        const Run resolve = cli({ "resolve", "--ruleset", "success-pool", "--help" });
        QCOMPARE(resolve.exitCode, 0);
        QVERIFY2(resolve.out.contains("--target-actions <N>"), resolve.out.constData());
        QVERIFY(resolve.out.contains("--shooter-actions <N>"));
        const Run toss = cli({ "throw", "--ruleset", "success-pool", "--help" });
        QCOMPARE(toss.exitCode, 0);
        QVERIFY2(toss.out.contains("--shooter-actions <N>"), toss.out.constData());
        QVERIFY(!toss.out.contains("--target-actions"));
        QVERIFY(!cli({ "resolve", "--ruleset", "d6-modern", "--help" }).out.contains("-actions"));
    }

    // --- every system of the ground map ---------------------------------------------------

    // Where the seed's Turn 1 grenade may land, and each gang member's chance of each ring:
    // the odds are exact, so every distribution sums to 1, and they are the core's.
    void groundOddsOfAThrow()
    {
        const Run run = cli({ "odds", "--ruleset", rulesetPath("d6-modern"), "--grenade", "grenade",
            "--distance", "15", "--shooter", "hening", "--figure", "gang-member-a@3,0", "--figure",
            "gang-member-b@-2,0", "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject o = json(run);
        QCOMPARE(o["ruleset"].toString(), "d6-modern");
        QCOMPARE(o["system"].toString(), "d6pool");
        QCOMPARE(o["grenade"].toString(), "grenade");
        QCOMPARE(o["direction"].toString(), "hex_d6");
        QVERIFY2(std::abs(o["total"].toDouble() - 1.0) < 1e-9,
            qPrintable(QString::number(o["total"].toDouble(), 'g', 17)));
        // Hening's 4d6 against 20 (long): 70 of 1296.
        const double hit = o["hit"].toDouble();
        QVERIFY2(std::abs(hit - 70.0 / 1296) < 1e-12, qPrintable(QString::number(hit, 'g', 17)));
        const QJsonArray landing = o["landing"].toArray();
        QCOMPARE(landing.size(), 1 + 6 * 6); // the point, and 6 directions × 1–6 m
        double total = 0;
        bool seedsLanding = false;
        for (const QJsonValue& v : landing) {
            const QJsonObject h = v.toObject();
            QVERIFY(h["p"].toDouble() > 0);
            total += h["p"].toDouble();
            if (h["q"].toInt() == 0 && h["r"].toInt() == 0)
                QVERIFY(std::abs(h["p"].toDouble() - hit) < 1e-12);
            // 3 m off in direction 2: right and forward, a 36th of the misses.
            if (h["q"].toInt() == 3 && h["r"].toInt() == -3) {
                seedsLanding = true;
                QVERIFY(h["right"].toDouble() > 2.5);
                QVERIFY(std::abs(h["forward"].toDouble() - 1.5) < 1e-3);
                QVERIFY(std::abs(h["p"].toDouble() - (1 - hit) / 36) < 1e-12);
            }
        }
        QVERIFY(seedsLanding);
        QVERIFY2(std::abs(total - 1.0) < 1e-9, qPrintable(QString::number(total, 'g', 17)));

        // Each figure's rings sum to 1 and are what the core gives for the same scene.
        const Ruleset rs = loadGround(rulesetPath("d6-modern"));
        ground::Scene scene;
        scene.figures = { rs.ground->figure("hening"), rs.ground->figure("gang-member-a"),
            rs.ground->figure("gang-member-b") };
        scene.figures[0].position = { 0, 15 };
        scene.figures[1].position = fromOffset({ 3, 0 });
        scene.figures[2].position = fromOffset({ -2, 0 });
        ground::Action action;
        action.isThrow = true;
        action.weapon = "grenade";
        const std::map<Hex, double> odds = ground::landingOdds(*rs.ground, scene, action);
        QCOMPARE(static_cast<qsizetype>(odds.size()), landing.size());
        const QJsonArray figures = o["figures"].toArray();
        QCOMPARE(figures.size(), 2);
        const char* names[] = { "short", "medium", "long", "extreme", "outside" };
        for (int i = 0; i < 2; ++i) {
            const QJsonObject f = figures[i].toObject();
            const QJsonObject rings = f["rings"].toObject();
            QCOMPARE(rings.size(), 5);
            QVERIFY2(std::abs(sumOf(rings) - 1.0) < 1e-9, qPrintable(f["name"].toString()));
            const std::vector<double> want = ground::ringOdds(
                odds, scene.figures[static_cast<std::size_t>(i + 1)].position, { 2, 4, 6, 10 });
            for (int k = 0; k < 5; ++k)
                QVERIFY2(std::abs(rings[names[k]].toDouble() - want[static_cast<std::size_t>(k)])
                        < 1e-12,
                    qPrintable(f["name"].toString() + " " + names[k]));
        }
        QCOMPARE(figures[0].toObject()["name"].toString(), "Gang member A");
        // A stands 2 m from the aimed point: a sure hit puts him in the short ring.
        QVERIFY(figures[0].toObject()["rings"].toObject()["short"].toDouble() >= hit);
    }

    // The chance to hit of gang member A's Baretta at Hening, 15 m (medium: 4d6 ≥ 15).
    void groundOddsOfAnAttack()
    {
        const Run run = cli({ "odds", "--ruleset", rulesetPath("d6-modern"), "--weapon",
            "baretta-96f", "--distance", "15", "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject o = json(run);
        QCOMPARE(o["weapon"].toString(), "baretta-96f");
        const double hit = o["hit"].toDouble();
        QVERIFY(hit > 0 && hit < 1);
        QVERIFY2(std::abs(hit - 575.0 / 1296) < 1e-12, qPrintable(QString::number(hit, 'g', 17)));
        const Ruleset rs = loadGround(rulesetPath("d6-modern"));
        ground::Scene scene;
        scene.figures = { rs.ground->figure("gang-member-a"), rs.ground->figure("hening") };
        scene.figures[0].position = { 0, 15 };
        ground::Action action;
        action.weapon = "baretta-96f";
        action.target = 1;
        QCOMPARE(hit, rs.ground->hitChance(scene, action));
        // Farther is harder: 30 m is long (20).
        const Run far = cli({ "odds", "--ruleset", rulesetPath("d6-modern"), "--weapon",
            "baretta-96f", "--distance", "30", "--json" });
        QCOMPARE(far.exitCode, 0);
        QVERIFY(json(far)["hit"].toDouble() < hit);
        // Beyond the extreme range it is refused.
        const Run beyond = cli({ "odds", "--ruleset", rulesetPath("d6-modern"), "--weapon",
            "baretta-96f", "--distance", "101", "--json" });
        QCOMPARE(beyond.exitCode, 2);
        QVERIFY2(beyond.err.contains("impossible:"), qPrintable(beyond.err));
    }

    void groundValidateNamesTheSystem()
    {
        const Run run = cli({ "validate", "--ruleset", rulesetPath("d6-modern") });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(
            run.out.contains("ruleset 'd6-modern' (system d6pool) is valid"), run.out.constData());
        // The 3d System's names no system.
        QVERIFY(
            !cli({ "validate", "--ruleset", rulesetPath("3d-system") }).out.contains("(system "));
    }

    void groundBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString rs = rulesetPath("d6-modern");
        const QString commandOf3d = "a command of the 3d System: rulesets of system d6pool play "
                                    "validate, resolve, throw and odds";
        QTest::newRow("jump") << QStringList { "jump", "--ruleset", rs, "--grenade", "grenade",
            "--character", "hening" }
                              << commandOf3d;
        QTest::newRow("sheet") << QStringList { "sheet", "--ruleset", rs, "--character", "hening",
            "--out", "x.pdf" } << commandOf3d;
        QTest::newRow("suppress") << QStringList { "suppress", "--ruleset", rs, "--weapon",
            "baretta-96f" } << commandOf3d;
        QTest::newRow("grid") << QStringList { "grid", "--ruleset", rs }
                              << "(system d6pool) has no body hex grid: it plays on the ground map";
        QTest::newRow("grid --json")
            << QStringList { "grid", "--ruleset", rs, "--json" } << "has no body hex grid";
        QTest::newRow("a 9 for a d6: throw") << QStringList { "throw", "--ruleset", rs, "--grenade",
            "grenade", "--distance", "15", "--dice", "3,3,9,3" }
                                             << "--dice: die 3 is 9: a d6 shows 1 to 6";
        QTest::newRow("a 9 for a d6: resolve")
            << QStringList { "resolve", "--ruleset", rs, "--weapon", "knife", "--dice", "9" }
            << "--dice: die 1 is 9";
        QTest::newRow("odds: unknown weapon") << QStringList { "odds", "--ruleset", rs, "--weapon",
            "bazooka", "--distance", "5" } << "unknown weapon 'bazooka'";
        QTest::newRow("odds: a grenade as a weapon") << QStringList { "odds", "--ruleset", rs,
            "--weapon", "grenade" } << "'grenade' is thrown: use throw --grenade";
        QTest::newRow("odds: a throw too far")
            << QStringList { "odds", "--ruleset", rs, "--grenade", "grenade", "--distance", "41" }
            << "impossible:";
        QTest::newRow("odds: a mode the weapon lacks") << QStringList {
            "odds", "--ruleset", rs, "--weapon", "baretta-96f", "--mode", "full", "--distance", "15"
        } << "impossible: Baretta 96F cannot fire full";
        QTest::newRow("odds: unknown situation") << QStringList { "odds", "--ruleset", rs,
            "--weapon", "baretta-96f", "--situation", "lucky" }
                                                 << "unknown situation 'lucky'";
        QTest::newRow("odds: neither")
            << QStringList { "odds", "--ruleset", rs } << "odds needs --weapon ID or --grenade ID";
        const QString sg = rulesetPath("d6-stargate");
        QTest::newRow("unknown procedure")
            << QStringList { "resolve", "--ruleset", sg, "--procedure", "surgery" }
            << "unknown procedure 'surgery' (the rules have: first_aid, medical, natural)";
        QTest::newRow("a procedure with a weapon") << QStringList { "resolve", "--ruleset", sg,
            "--procedure", "first_aid", "--weapon", "beretta-m92" }
                                                   << "--procedure takes no --weapon";
        QTest::newRow("a state the rules do not keep") << QStringList { "resolve", "--ruleset", sg,
            "--procedure", "first_aid", "--target-state", "wounds=3" }
                                                       << "the rules keep no 'wounds'";
        QTest::newRow("a state out of range") << QStringList { "resolve", "--ruleset", sg,
            "--procedure", "first_aid", "--target-state", "wound_level=9" }
                                              << "--target-state wound_level must be from 0 to 6";
        QTest::newRow("nothing the procedure can do") << QStringList { "resolve", "--ruleset", sg,
            "--procedure", "first_aid" } << "impossible: First aid revives";
    }

    // success-pool's destiny die from the command line: Mara steals an action from the thug's
    // next turn and has it at once; the thug's state keeps the theft.
    void successPoolDestinyDie()
    {
        const Run run = cli({ "resolve", "--ruleset", rulesetPath("success-pool"), "--procedure",
            "destiny_die", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(json["procedure"].toString(), QStringLiteral("destiny_die"));
        const QJsonArray characters = json["characters"].toArray();
        QCOMPARE(characters.size(), 2);
        QCOMPARE(characters[0].toObject()["state_after"].toObject()["actions"].toInt(), 3);
        QCOMPARE(characters[0].toObject()["state_after"].toObject()["destiny_dice"].toInt(), 0);
        QCOMPARE(characters[1].toObject()["state_after"].toObject()["stolen"].toInt(), 1);
        const Run none = cli({ "resolve", "--ruleset", rulesetPath("success-pool"), "--procedure",
            "bonus_die", "--shooter-state", "bonus_dice=0" });
        QCOMPARE(none.exitCode, 2);
        QVERIFY2(none.err.contains("Mara has no bonus die to spend."), qPrintable(none.err));
    }

    // A procedure from the command line: D6 Stargate's first aid by O'Neill on a mortally
    // wounded Jaffa guard, typed dice 4, 4, 1 = 9 against Easy's 8: "stabilized".
    void groundProcedureJson()
    {
        const Run run = cli({ "resolve", "--ruleset", rulesetPath("d6-stargate"), "--procedure",
            "first_aid", "--target-state", "wound_level=5", "--target-state", "unconscious=1",
            "--dice", "4,4,1", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(json["procedure"].toString(), QStringLiteral("first_aid"));
        QCOMPARE(json["hit"].toBool(), true);
        const QJsonObject target = json["characters"].toArray().first().toObject();
        QCOMPARE(target["state_after"].toObject()["stabilized"].toInt(), 1);
        QCOMPARE(target["result"].toString(), QStringLiteral("Mortally wounded, stabilized"));
        QCOMPARE(json["rolls"].toArray().first().toObject()["target"].toInt(), 8);
    }

    // d6-modern's procedures through the CLI: the mover stands --distance below the target,
    // who stands on the intended point, so a run "to close the distance" ends next to him;
    // minutes passing bleeds the seed's gang member A from −8 to −12, "and then he'll die";
    // an attack beyond the turn's is refused with the seed's words.
    void d6ModernProcedures()
    {
        const QString d6 = rulesetPath("d6-modern");
        const Run ran = cli(
            { "resolve", "--ruleset", d6, "--procedure", "run", "--distance", "8", "--json" });
        QVERIFY2(ran.exitCode == 0, qPrintable(ran.err));
        const QJsonObject moved = QJsonDocument::fromJson(ran.out).object();
        QCOMPARE(moved["procedure"].toString(), QStringLiteral("run"));
        QVERIFY(moved["dice"].toArray().isEmpty());
        const QJsonObject runner = moved["characters"].toArray().first().toObject();
        QCOMPARE(runner["state_after"].toObject()["moved"].toInt(), 7);
        QCOMPARE(runner["state_after"].toObject()["movement"].toInt(), 2);

        const Run walked
            = cli({ "resolve", "--ruleset", d6, "--procedure", "walk", "--distance", "8" });
        QCOMPARE(walked.exitCode, 2);
        QVERIFY2(walked.err.contains("walks up to 5 m a turn (further is a run)"),
            qPrintable(walked.err));

        const Run bled = cli(
            { "resolve", "--ruleset", d6, "--procedure", "minutes_pass", "--option", "minutes=4",
                "--target-sheet", "gang-member-a", "--target-state", "health=-8", "--json" });
        QVERIFY2(bled.exitCode == 0, qPrintable(bled.err));
        const QJsonObject member
            = QJsonDocument::fromJson(bled.out).object()["characters"].toArray().first().toObject();
        QCOMPARE(member["state_after"].toObject()["health"].toInt(), -12);
        QCOMPARE(member["status_after"].toString(), QStringLiteral("Health -12 of 12, dead"));

        const Run twice = cli({ "resolve", "--ruleset", d6, "--weapon", "baretta-96f", "--mode",
            "single", "--shooter-state", "attacks_made=1", "--dice", "1,1,1,1" });
        QCOMPARE(twice.exitCode, 2);
        QVERIFY2(twice.err.contains("(the seed: “Single Shot (SS) 1 attack per turn.”)"),
            qPrintable(twice.err));
    }

    void groundBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const QTemporaryDir tmp;
        const Run run = cliIn(tmp.path(), args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
        QVERIFY(!QFile::exists(tmp.filePath("x.pdf")));
    }

    // Every folder of rulesets/ validates, and every ground-map ruleset among them gives
    // exact odds for each of its thrown weapons at the nearest distance it reaches (the
    // test grows as systems are added).
    void everyShippedRulesetValidates_data()
    {
        QTest::addColumn<QString>("folder");
        const QStringList folders = shippedRulesetFolders();
        QVERIFY(folders.size() >= 2);
        for (const QString& folder : folders)
            QTest::newRow(qPrintable(QFileInfo(folder).fileName())) << folder;
    }

    void everyShippedRulesetValidates()
    {
        QFETCH(QString, folder);
        const Run run = cli({ "validate", "--ruleset", folder });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(run.out.contains("is valid"));
        const Ruleset rs = loadGround(folder);
        if (!rs.ground)
            return;
        QVERIFY2(run.out.contains(QByteArray("(system ") + rs.ground->system().c_str() + ")"),
            run.out.constData());
        for (const ground::WeaponChoice& w : rs.ground->weapons()) {
            int metres = 1;
            while (metres < 200 && !rs.ground->band(w.id, metres))
                ++metres;
            QVERIFY2(metres < 200, w.id.c_str());
            const bool isThrow = w.kind == ground::WeaponKind::Thrown;
            const Run odds = cli({ "odds", "--ruleset", folder, isThrow ? "--grenade" : "--weapon",
                QString::fromStdString(w.id), "--distance", QString::number(metres), "--json" });
            QVERIFY2(
                odds.exitCode == 0, qPrintable(QString::fromStdString(w.id) + ": " + odds.err));
            const QJsonObject o = json(odds);
            const double hit = o["hit"].toDouble(-1);
            QVERIFY2(hit >= 0 && hit <= 1, w.id.c_str());
            if (isThrow) {
                QVERIFY2(std::abs(o["total"].toDouble() - 1.0) < 1e-9, w.id.c_str());
                double total = 0;
                for (const QJsonValue& v : o["landing"].toArray())
                    total += v.toObject()["p"].toDouble();
                QVERIFY2(std::abs(total - 1.0) < 1e-9, w.id.c_str());
            }
        }
        QVERIFY(!rs.ground->weapons().empty());
    }

    // resolve and throw with every ground ruleset's default characters and weapons: the
    // JSON's shape is the same for every system, the rolls and dice add up, and the same seed
    // gives the same bytes.
    void resolveAndThrowJsonForEverySystem_data()
    {
        QTest::addColumn<QString>("id");
        for (const char* id : { "d6-modern", "d6-stargate", "success-pool", "roll-under" })
            QTest::newRow(id) << id;
    }

    void resolveAndThrowJsonForEverySystem()
    {
        QFETCH(QString, id);
        const Ruleset rs = loadGround(rulesetPath(id));
        QVERIFY(rs.ground);
        for (const ground::WeaponChoice& w : rs.ground->weapons()) {
            const bool isThrow = w.kind == ground::WeaponKind::Thrown;
            int metres = 1;
            while (metres < 200 && !rs.ground->band(w.id, metres))
                ++metres;
            QStringList args { isThrow ? "throw" : "resolve", "--ruleset", id,
                isThrow ? "--grenade" : "--weapon", QString::fromStdString(w.id), "--seed", "3",
                "--json" };
            // Melee reaches from where the attacker stands (d6-modern takes no distance for it).
            if (w.kind != ground::WeaponKind::Melee)
                args << "--distance" << QString::number(metres);
            if (isThrow)
                args << "--figure" << QString::fromStdString(rs.ground->defaultTarget()) + "@1";
            const Run first = cli(args);
            QVERIFY2(
                first.exitCode == 0, qPrintable(QString::fromStdString(w.id) + ": " + first.err));
            QCOMPARE(cli(args).out, first.out);
            const QJsonObject o = json(first);
            QCOMPARE(o["ruleset"].toString(), id);
            QVERIFY(o["dice"].isArray() && !o["dice"].toArray().isEmpty());
            QVERIFY(o.contains(isThrow ? "grenade" : "weapon"));
            // d6-modern adds its own fields (tested above) to the shared ones.
            QVERIFY(o.contains("hit") && o["characters"].isArray());
            QVERIFY(o["rolls"].isArray() && !o["rolls"].toArray().isEmpty());
            // Every die the outcome lists was rolled by one of its rolls.
            int faces = 0;
            for (const QJsonValue& r : o["rolls"].toArray())
                faces += static_cast<int>(r.toObject()["faces"].toArray().size());
            for (const QJsonValue& c : o["characters"].toArray())
                for (const QJsonValue& r : c.toObject()["rolls"].toArray())
                    faces += static_cast<int>(r.toObject()["faces"].toArray().size());
            QVERIFY2(faces <= o["dice"].toArray().size(), qPrintable(QString::fromStdString(w.id)));
            if (isThrow) {
                QVERIFY(o["landing"].isObject());
                QVERIFY(o["direction_sides"].toInt() == 6 || o["direction_sides"].toInt() == 12);
                QCOMPARE(o["hit"].toBool(), o["direction"].isNull());
            } else {
                QVERIFY(o["target_after"].isObject());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestGroundCli)
#include "tst_groundcli.moc"
