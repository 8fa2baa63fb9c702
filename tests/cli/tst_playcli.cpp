// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A fight played from a terminal: `session --json` gives every combatant's place and readiness,
// `move` places one, `act` resolves the actor's action from the session with the range from
// the places; what the rules or the map refuse exits 2 with the reason and leaves the file as
// it was, byte for byte.
#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace hitspread::clitest;

namespace {

QByteArray bytesOf(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QJsonObject jsonOf(const Run& r)
{
    const QJsonDocument doc = QJsonDocument::fromJson(r.out);
    if (!doc.isObject())
        qFatal("not JSON: %s %s", r.out.constData(), qPrintable(r.err));
    return doc.object();
}

QJsonObject combatantOf(const QString& session, const QString& name)
{
    const Run r = cli({ "session", session, "--json" });
    for (const QJsonValue& c : jsonOf(r)["combatants"].toArray())
        if (c["name"].toString() == name)
            return c.toObject();
    qFatal("no %s in %s", qPrintable(name), qPrintable(session));
}

} // namespace

class TestPlayCli : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_fight; // a copy of the committed fight: Max.Rock and Kaar against two Frothers

private slots:
    void init()
    {
        m_fight = m_dir.filePath("fight.hitspread");
        QFile::remove(m_fight);
        QVERIFY(QFile::copy(dataPath("sessions/encounter/fight.yaml"), m_fight));
        QFile::setPermissions(m_fight, QFile::ReadOwner | QFile::WriteOwner);
    }

    void theSessionShowsPlacesAndReadiness()
    {
        const QJsonObject kaar = combatantOf(m_fight, "Kaar");
        QCOMPARE(kaar["position"].toObject()["q"].toInt(), 0);
        QCOMPARE(kaar["position"].toObject()["r"].toInt(), 1);
        QCOMPARE(kaar["readiness"].toObject()["last_target"].toString(), QString("Max.Rock"));
        const QJsonObject rock = combatantOf(m_fight, "Max.Rock");
        QCOMPARE(rock["readiness"].toObject()["weapon"].toString(), QString("mal-anvil"));
    }

    void moveAndActPlayTheFight()
    {
        Run moved = cli({ "move", m_fight, "--combatant", "Wickham 2", "--to", "1,1", "--json" });
        QVERIFY2(moved.exitCode == 0, qPrintable(moved.err));
        QCOMPARE(jsonOf(moved)["metres"].toInt(), 9);
        QCOMPARE(combatantOf(m_fight, "Wickham 2")["position"].toObject()["q"].toInt(), 1);

        // Kaar takes up its rifle and shoots Wickham, 10 m off: optimum for RNG 50.
        Run shot = cli({ "act", m_fight, "--actor", "Kaar", "--target", "Wickham", "--weapon",
            "assault-rifle", "--aims", "1", "--json" });
        QVERIFY2(shot.exitCode == 0, qPrintable(shot.err));
        QJsonObject json = jsonOf(shot);
        QCOMPARE(json["actor"].toString(), QString("Kaar"));
        QCOMPARE(json["targets"].toArray().first().toString(), QString("Wickham"));
        QCOMPARE(json["distance_m"].toInt(), 10);
        QCOMPARE(json["range"].toString(), QString("optimum"));
        QCOMPARE(json["weapon"].toString(), QString("assault-rifle"));
        QCOMPARE(jsonOf(cli({ "session", m_fight, "--json" }))["log_entries"].toInt(), 5);
        QJsonObject ready = combatantOf(m_fight, "Kaar")["readiness"].toObject();
        QCOMPARE(ready["weapon"].toString(), QString("assault-rifle"));
        QCOMPARE(ready["aims"].toInt(), 0); // spent
        QCOMPARE(ready["last_target"].toString(), QString("Wickham"));

        // Its next turn: the rifle still in hand, at the one it shot while that one stands,
        // else at the nearest enemy standing (Wickham 2, beside it).
        const bool standing = combatantOf(m_fight, "Wickham")["status"].toString() == "ok";
        shot = cli({ "act", m_fight, "--actor", "Kaar", "--json" });
        QVERIFY2(shot.exitCode == 0, qPrintable(shot.err));
        json = jsonOf(shot);
        QCOMPARE(json["weapon"].toString(), QString("assault-rifle"));
        QCOMPARE(json["targets"].toArray().first().toString(),
            standing ? QString("Wickham") : QString("Wickham 2"));

        // Wickham 2 stands beside Kaar: its sword reaches.
        const Run blow = cli({ "act", m_fight, "--actor", "Wickham 2", "--target", "Kaar",
            "--weapon", "combat-sword", "--json" });
        QVERIFY2(blow.exitCode == 0, qPrintable(blow.err));
        QCOMPARE(jsonOf(blow)["distance_m"].toInt(), 1);

        // A grenade at Wickham 2's feet catches Kaar beside it too.
        const Run thrown = cli({ "act", m_fight, "--actor", "Kaar", "--grenade", "da-90", "--at",
            "1,1", "--dice", "6,6,6,1", "--json" });
        QVERIFY2(thrown.exitCode == 0, qPrintable(thrown.err));
        json = jsonOf(thrown);
        QCOMPARE(json["distance_m"].toInt(), 1);
        const QJsonArray caught = json["targets"].toArray();
        QVERIFY(caught.contains(QJsonValue("Wickham 2")));
        QVERIFY(caught.contains(QJsonValue("Kaar")));
        QCOMPARE(json["characters"].toArray().first().toObject()["radius"].toInt(), 6);
    }

    void refusalsLeaveTheFileAsItWas_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("taken hex") << QStringList { "move", "--combatant", "Kaar", "--to", "10,-5" }
                                   << "Wickham stands on the hex 10,-5";
        QTest::newRow("cannot move")
            << QStringList { "move", "--combatant", "Max.Rock", "--to", "5,5" } << "unconscious";
        QTest::newRow("unknown name")
            << QStringList { "move", "--combatant", "Nobody", "--to", "5,5" } << "Nobody";
        QTest::newRow("off the map")
            << QStringList { "move", "--combatant", "Kaar", "--to=-200000,1" } << "off the map";
        QTest::newRow("not a place")
            << QStringList { "move", "--combatant", "Kaar", "--to", "1;2" } << "Q,R";
        QTest::newRow("out of reach") << QStringList { "act", "--actor", "Kaar", "--target",
            "Wickham", "--weapon", "combat-knife" }
                                      << "10 m from Kaar";
        QTest::newRow("unknown actor")
            << QStringList { "act", "--actor", "Nobody", "--target", "Wickham" } << "Nobody";
        QTest::newRow("actor cannot act")
            << QStringList { "act", "--actor", "Max.Rock", "--target", "Wickham" } << "Max.Rock";
        QTest::newRow("range from a setting") << QStringList { "act", "--actor", "Kaar", "--target",
            "Wickham", "--range", "long" } << "--range";
        QTest::newRow("typed dice out of range") << QStringList { "act", "--actor", "Kaar",
            "--target", "Wickham", "--weapon", "assault-rifle", "--dice", "7,1,1" }
                                                 << "--dice";
    }
    void refusalsLeaveTheFileAsItWas()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const QByteArray before = bytesOf(m_fight);
        args.insert(1, m_fight);
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QCOMPARE(bytesOf(m_fight), before);
    }

    // 8 × RNG is the last metre a shot reaches: one beyond is refused with both figures.
    void aTargetBeyondExtremeRangeIsRefused()
    {
        // Wickham's Nemesis has RNG 12: 96 m is extreme, 97 m is beyond.
        QCOMPARE(
            cli({ "move", m_fight, "--combatant", "Wickham 2", "--to", "106,-5" }).exitCode, 0);
        Run r = cli({ "act", m_fight, "--actor", "Wickham", "--target", "Wickham 2", "--weapon",
            "nemesis", "--json" });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(jsonOf(r)["range"].toString(), QString("extreme"));
        QCOMPARE(jsonOf(r)["distance_m"].toInt(), 96);
        QCOMPARE(
            cli({ "move", m_fight, "--combatant", "Wickham 2", "--to", "107,-5" }).exitCode, 0);
        const QByteArray before = bytesOf(m_fight);
        r = cli({ "act", m_fight, "--actor", "Wickham", "--target", "Wickham 2", "--weapon",
            "nemesis" });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("97 m") && r.err.contains("96 m"), qPrintable(r.err));
        QCOMPARE(bytesOf(m_fight), before);
    }

    void actWritesToOutAndLeavesTheFile()
    {
        const QByteArray before = bytesOf(m_fight);
        const QString out = m_dir.filePath("after.hitspread");
        const Run r = cli({ "act", m_fight, "--actor", "Wickham", "--target", "Kaar", "--out", out,
            "--seed", "5" });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.startsWith("Seed 5."));
        QCOMPARE(bytesOf(m_fight), before);
        QCOMPARE(jsonOf(cli({ "session", out, "--json" }))["log_entries"].toInt(), 5);
    }

    // The ground map's systems play the same commands: a figure moved, an attack from the
    // session, two figures in the fight never on one hex.
    void theGroundMapPlaysMoveAndAct()
    {
        const QString file = m_dir.filePath("modern.hitspread");
        QFile::remove(file);
        QVERIFY(QFile::copy(dataPath("sessions/ground/d6-modern.yaml"), file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        const QJsonArray figures
            = jsonOf(cli({ "session", file, "--json" }))["combatants"].toArray();
        const QString first = figures[0].toObject()["name"].toString();
        const QString second = figures[1].toObject()["name"].toString();
        const QString third = figures[2].toObject()["name"].toString(); // quoted: and a colon
        const QJsonObject there = figures[1].toObject()["position"].toObject();
        const QString taken = QString("%1,%2").arg(there["q"].toInt()).arg(there["r"].toInt());
        const QByteArray before = bytesOf(file);
        Run r = cli({ "move", file, "--combatant", first, "--to", taken });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("stands on the hex"), qPrintable(r.err));
        QCOMPARE(bytesOf(file), before);
        r = cli({ "move", file, "--combatant", first, "--to", "0,6", "--json" });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const int entries = jsonOf(cli({ "session", file, "--json" }))["log_entries"].toInt();
        // The first has made its attack this turn; the third, 7 m off at -3,2, shoots it.
        r = cli({ "act", file, "--actor", third, "--target", first, "--weapon", "baretta-96f",
            "--seed", "2", "--json" });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject json = jsonOf(r);
        QCOMPARE(json["actor"].toString(), third);
        QCOMPARE(json["distance_m"].toInt(), 7);
        QCOMPARE(json["weapon"].toString(), QString("baretta-96f"));
        QCOMPARE(jsonOf(cli({ "session", file, "--json" }))["log_entries"].toInt(), entries + 1);
        // The third keeps the pistol in hand: its next act takes it up unasked.
        const QJsonObject ready = combatantOf(file, third)["readiness"].toObject();
        QCOMPARE(ready["weapon"].toString(), QString("baretta-96f"));
        // Its attack of this turn made, another is refused by the rules, and the file stays.
        const QByteArray unchanged = bytesOf(file);
        r = cli({ "act", file, "--actor", third, "--target", first, "--seed", "3" });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("attack"), qPrintable(r.err));
        QCOMPARE(bytesOf(file), unchanged);
    }

    // A ground session with two figures in the fight on one hex is refused where it says so.
    void twoFiguresOnOneHexAreRefused()
    {
        const QString file = m_dir.filePath("crowded.hitspread");
        QFile::remove(file);
        QVERIFY(QFile::copy(dataPath("sessions/ground/d6-modern.yaml"), file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        QVERIFY(editFile(file, "position: {q: -3, r: 2}", "position: {q: 0, r: 0}"));
        const Run r = cli({ "session", file });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(
            r.err.contains("crowded.hitspread:") && r.err.contains("both stand on the hex 0,0"),
            qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestPlayCli)
#include "tst_playcli.moc"
