// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// hitspread-cli session FILE --export-log / --export-diagram end to end: the files it writes
// and the input it refuses (exit 2, a message naming what is wrong, nothing written).
#include "clirun.h"
#include "encounter.h"
#include "logexport.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace hitspread;
using namespace hitspread::clitest;

namespace {

// The committed fight: a shot, a shot back, a grenade among two, a sword blow, a burst.
QString fight()
{
    return dataPath("sessions/encounter/exports.yaml");
}

QByteArray contents(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

QImage picture(const QString& path)
{
    QImage image;
    image.load(path, "PNG");
    return image;
}

bool blank(const QImage& image)
{
    const QRgb first = image.pixel(0, 0);
    for (int y = 0; y < image.height(); y += 4) {
        for (int x = 0; x < image.width(); x += 4) {
            if (image.pixel(x, y) != first)
                return false;
        }
    }
    return true;
}

} // namespace

class TestExportCli : public QObject {
    Q_OBJECT
private slots:
    // The CSV and JSON are exactly what the library writes of the session (its rows are
    // checked one by one in tst_logexport); the command prints nothing.
    void exportLog()
    {
        QTemporaryDir dir;
        const Ruleset& rs = shippedRuleset();
        const EncounterLoad load = readEncounter(rs, readText(fight()), "exports.yaml");
        QVERIFY(load.encounter);
        const Run r = cli({ "session", fight(), "--export-log", dir.filePath("log.csv"),
            "--export-diagram", dir.filePath("after.png") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.isEmpty());
        const QByteArray csv = contents(dir.filePath("log.csv"));
        QCOMPARE(csv, QByteArray::fromStdString(rollLogCsv(rs, *load.encounter)));
        const QList<QByteArray> rows = csv.trimmed().split('\n');
        QCOMPARE(rows.size(), 20);
        QCOMPARE(rows.at(19),
            QByteArray("5,Kaar,Wickham 2,,burst,assault-rifle,5,direction,3,hit,3,3,"
                       "torso;torso;abdomen,36,dead,-4,3"));
        QVERIFY(!picture(dir.filePath("after.png")).isNull());

        QCOMPARE(cli({ "session", fight(), "--export-log", dir.filePath("LOG.JSON") }).exitCode, 0);
        QJsonParseError error;
        const QJsonDocument json
            = QJsonDocument::fromJson(contents(dir.filePath("LOG.JSON")), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(json["entries"].toArray().size(), 5);
        QCOMPARE(json["entries"][4]["dice"].toArray(), (QJsonArray { 6, 5, 4, 2, 3 }));
    }

    // The diagram after the last entry (the burst at one body) and after the grenade (two
    // bodies side by side): 600 pixels a body, 800 high, not blank, the two unlike.
    void exportDiagramPng()
    {
        QTemporaryDir dir;
        QCOMPARE(
            cli({ "session", fight(), "--export-diagram", dir.filePath("last.png") }).exitCode, 0);
        QCOMPARE(cli({ "session", fight(), "--export-diagram", dir.filePath("first.png"), "--entry",
                         "1" })
                     .exitCode,
            0);
        const Run grenade = cli({ "session", fight(), "--export-diagram",
            dir.filePath("grenade.png"), "--entry", "3" });
        QCOMPARE(grenade.exitCode, 0);
        const QImage last = picture(dir.filePath("last.png"));
        QCOMPARE(last.size(), QSize(600, 800));
        QVERIFY(!blank(last));
        QCOMPARE(picture(dir.filePath("grenade.png")).size(), QSize(1200, 800));
        QVERIFY(picture(dir.filePath("first.png")) != last); // another entry, other markers
        QFile::remove(artifactPath("cli-diagram-grenade.png")); // copy() keeps a file there
        QVERIFY(QFile::copy(dir.filePath("grenade.png"), artifactPath("cli-diagram-grenade.png")));
    }

    void exportDiagramSvg()
    {
        QTemporaryDir dir;
        const Run r = cli({ "session", fight(), "--export-diagram", dir.filePath("grenade.svg"),
            "--entry", "3" });
        QCOMPARE(r.exitCode, 0);
        const QByteArray svg = contents(dir.filePath("grenade.svg"));
        QXmlStreamReader xml(svg);
        int paths = 0;
        bool names = false;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement()
                && (xml.name() == QLatin1String("path") || xml.name() == QLatin1String("polygon")))
                ++paths;
            if (xml.isCharacters() && xml.text().contains(QLatin1String("Target 2: Wickham")))
                names = true;
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(paths > 1000); // every hex of two bodies
        QVERIFY(names);
        QVERIFY(svg.contains("<title>Body diagram after entry 3</title>"));
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString file = fight();
        QTest::newRow("log as text")
            << QStringList { "session", file, "--export-log", "OUT/log.txt" }
            << "--export-log OUT/log.txt: unknown format; the roll log is "
               "written as .csv or .json";
        QTest::newRow("diagram as jpeg")
            << QStringList { "session", file, "--export-diagram", "OUT/d.jpg" }
            << "--export-diagram OUT/d.jpg: unknown format; the diagram is written as .png or .svg";
        QTest::newRow("no such session")
            << QStringList { "session", "OUT/nothing.yaml", "--export-log", "OUT/log.csv" }
            << "OUT/nothing.yaml";
        QTest::newRow("entry 0") << QStringList { "session", file, "--export-diagram", "OUT/d.png",
            "--entry", "0" } << "--entry 0: the session's log has entries 1 to 5";
        QTest::newRow("entry 6") << QStringList { "session", file, "--export-diagram", "OUT/d.png",
            "--entry", "6" } << "--entry 6: the session's log has entries 1 to 5";
        QTest::newRow("entry x") << QStringList { "session", file, "--export-diagram", "OUT/d.svg",
            "--entry", "x" } << "--entry x: the session's log has entries 1 to 5";
        QTest::newRow("entry alone") << QStringList { "session", file, "--entry", "2" }
                                     << "--entry picks the entry of --export-diagram";
        QTest::newRow("folder is a file") << QStringList { "session", file, "--export-log",
            "OUT/file/log.csv" } << "OUT/file/log.csv: cannot write";
        QTest::newRow("ground session") << QStringList {
            "session", dataPath("sessions/ground/d6-modern.yaml"), "--export-log", "OUT/log.csv"
        } << "a ground-map session; the exports are of body-diagram sessions";
    }
    void refusals()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QFile file(dir.filePath("file"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        for (QString& arg : args)
            arg.replace("OUT", dir.path());
        message.replace("OUT", dir.path());
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        // Nothing written beside the file the test made.
        QCOMPARE(
            QDir(dir.path()).entryList(QDir::Files | QDir::NoDotAndDotDot), QStringList { "file" });
    }

#ifdef HITSPREAD_TEST_AS_ROOT
    // A real, nearly full disk (a 64 KiB tmpfs with under 16 KiB free): the roll log's
    // 13,471 bytes and a combat sheet are written once, then again; the second time they do
    // not fit, the command says so and exits 2, and the first file is there byte for byte.
    void aFullDiskKeepsTheFile_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("file");
        QTest::newRow("roll log") << QStringList { "session", fight(), "--export-log", "OUT" }
                                  << "log.json";
        QTest::newRow("combat sheet") << QStringList { "sheet", "--character",
            rulesetPath("3d-system") + "/characters/operative.yaml", "--out", "OUT" }
                                      << "sheet.pdf";
    }
    void aFullDiskKeepsTheFile()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, file);
        SmallDisk disk(64);
        QVERIFY2(disk.error().isEmpty(), qPrintable(disk.error()));
        const QString out = disk.filePath(file);
        args.replaceInStrings(QRegularExpression("^OUT$"), out);
        const Run first = cli(args);
        QCOMPARE(first.exitCode, 0);
        const QByteArray written = contents(out);
        QVERIFY(written.size() > 4096);
        QVERIFY(disk.fillLeaving(16 * 1024));
        const Run second = cli(args);
        QCOMPARE(second.exitCode, 2);
        QVERIFY2(second.err.contains(out + ": cannot write (nothing was changed): the disk is full")
                || second.err.contains(
                    "cannot write '" + out + "' (nothing was changed): the disk is full"),
            qPrintable(second.err));
        QCOMPARE(contents(out), written);
        QCOMPARE(disk.files(), QStringList { file });
    }
#endif

    void emptyLogHasNoEntryToShow()
    {
        QTemporaryDir dir;
        const Ruleset& rs = shippedRuleset();
        const std::string text = writeEncounter(rs, newEncounter(rs));
        QFile file(dir.filePath("new.hitspread"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text.data(), static_cast<qint64>(text.size()));
        file.close();
        const Run refused = cli({ "session", file.fileName(), "--export-diagram",
            dir.filePath("d.png"), "--entry", "1" });
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(
            refused.err.contains("--entry 1: the session's log is empty"), qPrintable(refused.err));
        // Without --entry: the scene as it stands.
        QCOMPARE(
            cli({ "session", file.fileName(), "--export-diagram", dir.filePath("d.png") }).exitCode,
            0);
        QCOMPARE(picture(dir.filePath("d.png")).size(), QSize(600, 800));
    }
};

QTEST_GUILESS_MAIN(TestExportCli)
#include "tst_exportcli.moc"
