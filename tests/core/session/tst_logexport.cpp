// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The roll log's export (logexport.h): the CSV row by row and the JSON of a fight with a
// single shot, a melee blow, a grenade, a burst and a jump on a grenade, every die known.
#include "encounter.h"
#include "logexport.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {

CombatantId idOf(const Encounter& e, const char* name)
{
    const Combatant* c = e.findByName(name);
    if (!c)
        qFatal("no combatant %s", name);
    return c->id;
}

// tests/data/sessions/encounter/fight.yaml (a shot, a shot back, a grenade, a sword blow),
// then Kaar's three-round burst at Wickham 2 on typed dice: 6,5,4 hits (no aims, wild), and
// the two later bullets go directions 2 and 3 (K14, M15, M17).
Encounter exportFight(const Ruleset& rs)
{
    const EncounterLoad load
        = readEncounter(rs, readText(dataPath("sessions/encounter/fight.yaml")), "fight.yaml");
    if (!load.encounter)
        qFatal("%s", qPrintable(errorText(load.errors)));
    Encounter e = *load.encounter;
    const Combatant* kaar = e.findByName("Kaar");
    EncounterAction burst;
    burst.request = e.log[0].action.request;
    burst.request.weapon = "assault-rifle";
    burst.request.mode = FireMode::Burst;
    burst.request.aims = 0;
    burst.request.shooter
        = ShooterProfile::fromSheet(rs, *kaar->state.sheet, *rs.weapon("assault-rifle"));
    TypedDice dice({ 6, 5, 4, 2, 3 });
    applyEntry(e, resolveEncounterAction(rs, e, kaar->id, { idOf(e, "Wickham 2") }, burst, dice));
    return e;
}

QStringList lines(const std::string& text)
{
    return QString::fromStdString(text).split('\n', Qt::SkipEmptyParts);
}

QJsonObject parsed(const std::string& text)
{
    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(QByteArray::fromStdString(text), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("not JSON: %s", qPrintable(error.errorString()));
    return json.object();
}

QStringList strings(const QJsonValue& array)
{
    QStringList list;
    for (const QJsonValue& v : array.toArray())
        list << v.toString();
    return list;
}

} // namespace

class TestLogExport : public QObject {
    Q_OBJECT
private slots:
    void formatByExtension_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("format"); // −1 none, 0 CSV, 1 JSON
        QTest::newRow("csv") << "log.csv" << 0;
        QTest::newRow("upper case") << "/tmp/LOG.CSV" << 0;
        QTest::newRow("json") << "a/b.c/log.json" << 1;
        QTest::newRow("txt") << "log.txt" << -1;
        QTest::newRow("none") << "log" << -1;
        QTest::newRow("dot in folder only") << "a.csv/log" << -1;
    }
    void formatByExtension()
    {
        QFETCH(QString, path);
        QFETCH(int, format);
        const std::optional<LogFormat> got = logFormatFor(path.toStdString());
        QCOMPARE(got ? static_cast<int>(*got) : -1, format);
    }

    // The committed session the CLI's tests export is this fight, written by Hitspread.
    void theCommittedSessionIsTheFight()
    {
        const Ruleset& rs = shippedRuleset();
        const QString path = dataPath("sessions/encounter/exports.yaml");
        const std::string written = writeEncounter(rs, exportFight(rs));
        if (qEnvironmentVariableIsSet("HITSPREAD_UPDATE_GOLDEN")) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(written.data(), static_cast<qint64>(written.size()));
        }
        QCOMPARE(qs(readText(path)), qs(written));
    }

    void csvRows_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("line");
        const char* rows[] = {
            "entry,actor,target,others,action,weapon,die,role,face,result,hits,shots,locations,"
            "damage,target_status,target_incap,target_wounds",
            // Max.Rock's Anvil at Wickham: 2,5,3 + skill hits, deviates (direction 6) into the
            // torso: 11 to the body, Wickham's Incap 32 → 21, one wound.
            "1,Max.Rock,Wickham,,single,mal-anvil,1,success die,2,hit,1,1,torso,11,ok,21,1",
            "1,Max.Rock,Wickham,,single,mal-anvil,2,damage die,5,hit,1,1,torso,11,ok,21,1",
            "1,Max.Rock,Wickham,,single,mal-anvil,3,penetration die,3,hit,1,1,torso,11,ok,21,1",
            "1,Max.Rock,Wickham,,single,mal-anvil,4,direction,6,hit,1,1,torso,11,ok,21,1",
            // Wickham's Nemesis back: no deviation, so no direction die.
            "2,Wickham,Max.Rock,,single,nemesis,1,success die,6,hit,1,1,torso,4,ok,26,0",
            "2,Wickham,Max.Rock,,single,nemesis,2,damage die,5,hit,1,1,torso,4,ok,26,0",
            "2,Wickham,Max.Rock,,single,nemesis,3,penetration die,3,hit,1,1,torso,4,ok,26,0",
            // Kaar's mini-frag at K24: Max.Rock on it is caught (left arm and both legs);
            // Wickham 4 m off is not.
            "3,Kaar,Max.Rock,Wickham,throw,mini-frag,1,success die,4,hit,1,1,"
            "left_arm;right_leg;left_leg,18,ok,8,0",
            "3,Kaar,Max.Rock,Wickham,throw,mini-frag,2,damage die,2,hit,1,1,"
            "left_arm;right_leg;left_leg,18,ok,8,0",
            "3,Kaar,Max.Rock,Wickham,throw,mini-frag,3,penetration die,5,hit,1,1,"
            "left_arm;right_leg;left_leg,18,ok,8,0",
            "3,Kaar,Max.Rock,Wickham,throw,mini-frag,4,direction,2,hit,1,1,"
            "left_arm;right_leg;left_leg,18,ok,8,0",
            // Wickham 2's sword: Max.Rock goes down.
            "4,Wickham 2,Max.Rock,,melee,combat-sword,1,success die,5,hit,1,1,torso,8,"
            "unconscious,0,1",
            "4,Wickham 2,Max.Rock,,melee,combat-sword,2,damage die,4,hit,1,1,torso,8,"
            "unconscious,0,1",
            "4,Wickham 2,Max.Rock,,melee,combat-sword,3,penetration die,6,hit,1,1,torso,8,"
            "unconscious,0,1",
            // The burst: three bullets, three on the body, 12 each; Wickham 2 dies.
            "5,Kaar,Wickham 2,,burst,assault-rifle,1,success die,6,hit,3,3,torso;torso;abdomen,36,"
            "dead,-4,3",
            "5,Kaar,Wickham 2,,burst,assault-rifle,2,damage die,5,hit,3,3,torso;torso;abdomen,36,"
            "dead,-4,3",
            "5,Kaar,Wickham 2,,burst,assault-rifle,3,penetration die,4,hit,3,3,torso;torso;"
            "abdomen,36,dead,-4,3",
            "5,Kaar,Wickham 2,,burst,assault-rifle,4,direction,2,hit,3,3,torso;torso;abdomen,36,"
            "dead,-4,3",
            "5,Kaar,Wickham 2,,burst,assault-rifle,5,direction,3,hit,3,3,torso;torso;abdomen,36,"
            "dead,-4,3",
        };
        int i = 0;
        for (const char* line : rows) {
            QTest::addRow("row %d", i) << i << QString::fromUtf8(line);
            ++i;
        }
    }
    void csvRows()
    {
        QFETCH(int, row);
        QFETCH(QString, line);
        const Ruleset& rs = shippedRuleset();
        const QStringList csv = lines(rollLogCsv(rs, exportFight(rs)));
        QCOMPARE(csv.size(), 20);
        QCOMPARE(csv.at(row), line);
    }

    // Every die of every action, in order, with its face as logged: nothing dropped or added.
    void csvHoldsEveryDieLogged()
    {
        const Ruleset& rs = shippedRuleset();
        const Encounter e = exportFight(rs);
        const QStringList csv = lines(rollLogCsv(rs, e));
        int row = 1;
        for (std::size_t entry = 0; entry < e.log.size(); ++entry) {
            const std::vector<int>& dice = e.log[entry].action.dice;
            for (std::size_t die = 0; die < dice.size(); ++die, ++row) {
                const QStringList fields = csv.at(row).split(',');
                QCOMPARE(fields.at(0).toInt(), static_cast<int>(entry) + 1);
                QCOMPARE(fields.at(6).toInt(), static_cast<int>(die) + 1);
                QCOMPARE(fields.at(8).toInt(), dice[die]);
            }
        }
        QCOMPARE(row, csv.size());
    }

    void csvQuotesNamesWithCommasAndQuotes()
    {
        const Ruleset& rs = shippedRuleset();
        Encounter e = exportFight(rs);
        e.find(idOf(e, "Kaar"))->name = "Kaar, \"the\" Stormer";
        const QStringList csv = lines(rollLogCsv(rs, e));
        QVERIFY(csv.at(16).startsWith("5,\"Kaar, \"\"the\"\" Stormer\",Wickham 2,,burst,"));
    }

    // A jump on a grenade rolls no die: one row, its die columns empty.
    void jumpIsOneRowWithoutDice()
    {
        const Ruleset& rs = shippedRuleset();
        Encounter e = exportFight(rs);
        EncounterAction jump;
        jump.grenade = GrenadeAction {};
        jump.grenade->request.grenade = "mini-frag";
        jump.grenade->request.impact = *parseHex("K24");
        jump.grenade->jumper = 0;
        TypedDice none({});
        applyEntry(
            e, resolveEncounterAction(rs, e, idOf(e, "Wickham"), { idOf(e, "Kaar") }, jump, none));
        const QStringList csv = lines(rollLogCsv(rs, e));
        QCOMPARE(csv.size(), 21);
        const QStringList fields = csv.back().split(',');
        QCOMPARE(fields.mid(0, 10),
            QStringList({ "6", "Wickham", "Kaar", "", "jump", "mini-frag", "", "", "", "jump" }));
        const QJsonObject last = parsed(rollLogJson(rs, e))["entries"].toArray().last().toObject();
        QCOMPARE(last["action"].toString(), QString("jump"));
        QCOMPARE(last["jumper"].toString(), QString("Kaar"));
        QVERIFY(last["dice"].toArray().isEmpty());
    }

    void json()
    {
        const Ruleset& rs = shippedRuleset();
        const Encounter e = exportFight(rs);
        const QJsonObject json = parsed(rollLogJson(rs, e));
        QCOMPARE(json["ruleset"].toString(), QString("3d-system"));
        QCOMPARE(json["log_entries"].toInt(), 5);
        const QJsonArray entries = json["entries"].toArray();
        QCOMPARE(entries.size(), 5);

        const QJsonObject shot = entries[0].toObject();
        QCOMPARE(shot["entry"].toInt(), 1);
        QCOMPARE(shot["actor"].toString(), QString("Max.Rock"));
        QCOMPARE(strings(shot["targets"]), QStringList { "Wickham" });
        QCOMPARE(shot["weapon"].toString(), QString("mal-anvil"));
        QCOMPARE(shot["dice"].toArray(), (QJsonArray { 2, 5, 3, 6 }));
        QCOMPARE(strings(shot["dice_roles"]),
            QStringList({ "success die", "damage die", "penetration die", "direction" }));
        QCOMPARE(shot["result"].toString(), QString("hit"));
        QCOMPARE(shot["damage"].toInt(), 11);

        const QJsonObject grenade = entries[2].toObject();
        QCOMPARE(grenade["action"].toString(), QString("throw"));
        QCOMPARE(grenade["grenade"].toString(), QString("mini-frag"));
        QVERIFY(!grenade.contains("weapon"));
        QCOMPARE(strings(grenade["targets"]), QStringList({ "Max.Rock", "Wickham" }));
        QCOMPARE(grenade["intended_hex"].toString(), QString("K24"));
        const QJsonArray caught = grenade["characters"].toArray();
        QCOMPARE(caught.size(), 2);
        QCOMPARE(caught[0]["target"].toString(), QString("Max.Rock"));
        QCOMPARE(
            strings(caught[0]["locations"]), QStringList({ "left_arm", "right_leg", "left_leg" }));
        QVERIFY(caught[1]["locations"].toArray().isEmpty());
        const QJsonArray grenadeAfter = grenade["targets_after"].toArray();
        QCOMPARE(grenadeAfter.size(), 2);
        QCOMPARE(grenadeAfter[0]["incap"].toInt(), 8);
        QCOMPARE(grenadeAfter[1]["name"].toString(), QString("Wickham"));
        QCOMPARE(grenadeAfter[1]["incap"].toInt(), 21); // untouched by the blast

        const QJsonObject burst = entries[4].toObject();
        QCOMPARE(burst["action"].toString(), QString("burst"));
        QCOMPARE(burst["dice"].toArray(), (QJsonArray { 6, 5, 4, 2, 3 }));
        QCOMPARE(burst["hits"].toInt(), 3);
        QCOMPARE(burst["shots"].toInt(), 3);
        const QJsonArray landings = burst["landings"].toArray();
        QCOMPARE(landings.size(), 3);
        const char* expected[][3]
            = { { "K14", "K14", "torso" }, { "K14", "M15", "torso" }, { "M15", "M17", "abdomen" } };
        for (int i = 0; i < 3; ++i) {
            const QJsonObject bullet = landings[i].toObject();
            QCOMPARE(bullet["aim_hex"].toString(), QString(expected[i][0]));
            QCOMPARE(bullet["landing_hex"].toString(), QString(expected[i][1]));
            QCOMPARE(bullet["location"].toString(), QString(expected[i][2]));
            QCOMPARE(bullet["hits"][0]["body_damage"].toInt(), 12);
        }
        const QJsonObject after = burst["targets_after"][0].toObject();
        QCOMPARE(after["name"].toString(), QString("Wickham 2"));
        QCOMPARE(after["status"].toString(), QString("dead"));
        QCOMPARE(after["locations"]["torso"]["hits"].toInt(), -9);
        QCOMPARE(after["locations"]["abdomen"]["condition"].toString(), QString("wounded"));
    }

    void emptyLog()
    {
        const Ruleset& rs = shippedRuleset();
        const Encounter e = newEncounter(rs);
        QCOMPARE(lines(rollLogCsv(rs, e)).size(), 1); // the header
        const QJsonObject json = parsed(rollLogJson(rs, e));
        QVERIFY(json["entries"].toArray().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLogExport)
#include "tst_logexport.moc"
