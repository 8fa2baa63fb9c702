// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The body diagram as a picture (diagramfile.h) and the scene it lays out (bodyscene.h): the
// PNG has its size and shows the body and the shots, the SVG is XML whose hexes are polygons.
#include "diagramfile.h"
#include "encounter.h"
#include "testsupport.h"

#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

using namespace hitspread;
using namespace hitspread::test;

namespace {

// The committed fight of tests/data/sessions/encounter/exports.yaml; its last entry is Kaar's
// three-round burst at Wickham 2 (K14, M15, M17).
Encounter exportsFight()
{
    const EncounterLoad load = readEncounter(
        shippedRuleset(), readText(dataPath("sessions/encounter/exports.yaml")), "exports.yaml");
    if (!load.encounter)
        qFatal("%s", qPrintable(errorText(load.errors)));
    return *load.encounter;
}

int distinctColours(const QImage& image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3) {
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    }
    return static_cast<int>(colours.size());
}

// A path of six straight sides that closes on its start ("M x,y L … L x,y"): a hex.
bool isHexagon(const QString& d)
{
    const QStringList points = d.split(QRegularExpression("[ML]"), Qt::SkipEmptyParts);
    return d.startsWith('M') && !d.contains('C') && !d.contains('Q') && points.size() == 7
        && points.front().trimmed() == points.back().trimmed();
}

} // namespace

class TestDiagramFile : public QObject {
    Q_OBJECT
private slots:
    void formatByExtension_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("format"); // −1 none, 0 PNG, 1 SVG
        QTest::newRow("png") << "a.png" << 0;
        QTest::newRow("PNG") << "/tmp/A.PNG" << 0;
        QTest::newRow("svg") << "dir.png/a.svg" << 1;
        QTest::newRow("jpg") << "a.jpg" << -1;
        QTest::newRow("folder only") << "a.svg/b" << -1;
        QTest::newRow("bare") << "png" << -1;
    }
    void formatByExtension()
    {
        QFETCH(QString, path);
        QFETCH(int, format);
        const std::optional<DiagramFormat> got = diagramFormatFor(path);
        QCOMPARE(got ? static_cast<int>(*got) : -1, format);
    }

    // The burst's markers as a replay reveals them: none at 0, two bullets and a third on its
    // way at 2.5, all three at the end.
    void markersFollowTheReplay()
    {
        const Ruleset& rs = shippedRuleset();
        const Encounter e = exportsFight();
        const Outcome& burst = e.log.back().action.outcome;
        QVERIFY(shotMarkers(rs, burst, 0, 0).empty());
        const std::vector<ShotMarkers> halfway = shotMarkers(rs, burst, 0, 2.5);
        QCOMPARE(halfway.size(), std::size_t(3));
        QCOMPARE(halfway[2].travel, 0.5);
        QVERIFY(halfway[1].latest);
        const std::vector<ShotMarkers> all = shotMarkers(rs, burst, 0, -1);
        QCOMPARE(all.size(), std::size_t(3));
        QCOMPARE(all[1].aimed, *parseHex("K14"));
        QCOMPARE(all[1].landing, parseHex("M15"));
        QCOMPARE(all[2].landing, parseHex("M17"));
        QVERIFY(!all[2].firstOfAction);
        QVERIFY(shotMarkers(rs, burst, 1, -1).empty()); // no second body in this burst
    }

    void grenadeMarkersAndBlast()
    {
        const Encounter e = exportsFight();
        const ThrowOutcome& thrown = *e.log[2].action.grenadeOutcome.thrown;
        QCOMPARE(throwMarkers(thrown, 0, -1).size(), std::size_t(thrown.drift > 0 ? 2 : 1));
        QVERIFY(!blastZone(thrown, 0, 0.5)); // still in the air
        const std::optional<BlastZone> zone = blastZone(thrown, 0, -1);
        QVERIFY(zone);
        QCOMPARE(zone->impact, thrown.impact);
        QVERIFY(!blastZone(thrown, 5, -1));
    }

    void scenesLeaveABandForNamesWhenThereAreSeveral()
    {
        const QRectF rect(0, 0, 800, 600);
        const std::vector<QRectF> one = sceneAreas(rect, 1);
        QCOMPARE(one.size(), std::size_t(1));
        QCOMPARE(one[0].top(), 4.0);
        const std::vector<QRectF> two = sceneAreas(rect, 2);
        QCOMPARE(two.size(), std::size_t(2));
        QCOMPARE(two[0].top(), 22.0);
        QCOMPARE(two[0].right(), two[1].left());
        QCOMPARE(two[0].width(), two[1].width());
    }

    void png()
    {
        const Ruleset& rs = shippedRuleset();
        const Encounter e = exportsFight();
        SceneBody body;
        body.state.character = &e.log.back().action.targetAfter();
        DiagramLook look;
        look.size = QSize(300, 400);
        look.pixelRatio = 2;
        const QByteArray plain = diagramPng(rs.body, { body }, look);
        body.state.shots = shotMarkers(rs, e.log.back().action.outcome, 0, -1);
        const QByteArray shot = diagramPng(rs.body, { body }, look);
        QImage image;
        QVERIFY(image.loadFromData(shot, "PNG"));
        QCOMPARE(image.size(), QSize(600, 800));
        // Not blank: the body's seven location colours and more are on it.
        QVERIFY2(distinctColours(image) > 20, qPrintable(QString::number(distinctColours(image))));
        QVERIFY(image.save(artifactPath("diagram-export.png")));
        // The shots are drawn: the picture differs from the one without them.
        QImage without;
        QVERIFY(without.loadFromData(plain, "PNG"));
        QVERIFY(image != without);
    }

    void svg()
    {
        const Ruleset& rs = shippedRuleset();
        const Encounter e = exportsFight();
        SceneBody target, other;
        target.state.character = &e.log[2].action.targetAfter();
        target.name = "Target 1: Max.Rock";
        other.state.character = &e.log[2].action.othersAfter().front();
        other.name = "Target 2: Wickham";
        DiagramLook look;
        look.size = QSize(800, 600);
        look.title = "A grenade";
        const QByteArray bytes = diagramSvg(rs.body, { target, other }, look);
        QFile file(artifactPath("diagram-export.svg"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        QXmlStreamReader xml(bytes);
        int polygons = 0;
        QString title;
        bool named = false;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement()
                && (xml.name() == QLatin1String("polygon")
                    || (xml.name() == QLatin1String("path")
                        && isHexagon(xml.attributes().value("d").toString()))))
                ++polygons;
            if (xml.isStartElement() && xml.name() == QLatin1String("title"))
                title = xml.readElementText();
            if (xml.isCharacters() && xml.text().contains(QLatin1String("Target 2: Wickham")))
                named = true;
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(title, QString("A grenade"));
        QVERIFY(named); // the names are text, not pictures
        // Vector mode: every hex of both fields drawn as a closed six-sided shape (Qt SVG writes
        // a polygon as a <path>), no embedded image.
        int fieldHexes = rs.body.columns * rs.body.rows;
        QVERIFY2(polygons >= 2 * fieldHexes, qPrintable(QString::number(polygons)));
        QVERIFY(!bytes.contains("<image"));
    }
};

QTEST_MAIN(TestDiagramFile)
#include "tst_diagramfile.moc"
