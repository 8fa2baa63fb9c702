// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bodyrenderer.h"
#include "bodyscene.h"
#include "heatcolor.h"
#include "testsupport.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

#include <cmath>
#include <map>

using namespace hitspread;
using namespace hitspread::test;

class TestBodyRenderer : public QObject {
    Q_OBJECT
private slots:
    void hitTestingFindsEveryDrawnHex_data()
    {
        QTest::addColumn<qreal>("hexSize");
        QTest::newRow("small") << qreal(5);
        QTest::newRow("screen") << qreal(13.5);
        QTest::newRow("large") << qreal(40);
    }
    void hitTestingFindsEveryDrawnHex()
    {
        QFETCH(qreal, hexSize);
        const Body& body = shippedRuleset().body;
        BodyRenderer renderer(&body);
        renderer.setHexSize(hexSize);
        for (int col = 0; col < body.columns; ++col) {
            for (int row = 0; row < body.rows; ++row) {
                const Hex hex = fromOffset({ col, row });
                QCOMPARE(renderer.hexAt(renderer.hexCenter(hex)), std::optional<Hex>(hex));
                // Just inside each corner still belongs to the hex.
                const QPolygonF polygon = renderer.hexPolygon(hex);
                const QPointF centre = renderer.hexCenter(hex);
                for (const QPointF& corner : polygon)
                    QCOMPARE(
                        renderer.hexAt(centre + (corner - centre) * 0.9), std::optional<Hex>(hex));
            }
        }
        QVERIFY(!renderer.hexAt(renderer.hexCenter(fromOffset({ -1, 5 }))));
        QVERIFY(!renderer.hexAt(renderer.hexCenter(fromOffset({ 3, body.rows }))));
    }

    void faceThreeIsStraightDownOnScreen()
    {
        BodyRenderer renderer(&shippedRuleset().body);
        renderer.setHexSize(10);
        for (Hex h : { fromOffset({ 4, 4 }), fromOffset({ 5, 4 }) }) {
            const QPointF a = renderer.hexCenter(h), down = renderer.hexCenter(neighbour(h, 3));
            QCOMPARE(down.x(), a.x());
            QVERIFY(down.y() > a.y());
            const QPointF up = renderer.hexCenter(neighbour(h, 6));
            QCOMPARE(up.x(), a.x());
            QVERIFY(up.y() < a.y());
            const QPointF lowerLeft = renderer.hexCenter(neighbour(h, 4));
            QVERIFY(lowerLeft.x() < a.x() && lowerLeft.y() > a.y());
            const QPointF upperRight = renderer.hexCenter(neighbour(h, 1));
            QVERIFY(upperRight.x() > a.x() && upperRight.y() < a.y());
        }
    }

    void fitsTheAreaItIsGiven()
    {
        BodyRenderer renderer(&shippedRuleset().body);
        const QRectF area(10, 20, 600, 800);
        renderer.fitTo(area);
        const QRectF used = renderer.fieldRect();
        QVERIFY(area.adjusted(-0.5, -0.5, 0.5, 0.5).contains(used));
        QVERIFY(qAbs(used.width() - area.width()) < 1 || qAbs(used.height() - area.height()) < 1);
    }

    void paintsLocationColours()
    {
        const Ruleset& rs = shippedRuleset();
        QImage image(700, 900, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        BodyRenderer renderer(&rs.body);
        renderer.fitTo(QRectF(image.rect()));
        {
            QPainter painter(&image);
            renderer.paint(painter, BodyPaintState {});
        }
        image.save(artifactPath("body-diagram.png"));
        const QPoint torso = renderer.hexCenter(rs.body.standardAim).toPoint();
        QCOMPARE(image.pixelColor(torso).rgb(),
            BodyRenderer::locationColor(rs.body.locationIndex("torso"), false).rgb());
        const QPoint empty = renderer.hexCenter(fromOffset({ 0, 0 })).toPoint();
        QCOMPARE(image.pixelColor(empty).rgb(), QColor(Qt::white).rgb());
    }

    // A hit that changes the damage draws only the locations it changed again, over the cached
    // layer: the picture is the one a renderer drawing everything anew paints.
    void damageDrawnAgainMatchesAFreshPicture()
    {
        const Ruleset& rs = shippedRuleset();
        CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        BodyPaintState state;
        state.character = &target;
        auto paintWith = [&](BodyRenderer& renderer) {
            QImage image(700, 900, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            QPainter painter(&image);
            renderer.paint(painter, state);
            return image;
        };
        BodyRenderer kept(&rs.body);
        kept.fitTo(QRectF(0, 0, 700, 900));
        const QImage unhurt = paintWith(kept);
        const std::size_t torso = static_cast<std::size_t>(rs.body.locationIndex("torso"));
        const std::size_t arm = static_cast<std::size_t>(rs.body.locationIndex("left_arm"));
        target.locations[torso].hits = 0; // useless
        target.locations[arm].hits = -target.locations[arm].maxHits; // destroyed: hatched
        const QImage hurt = paintWith(kept);
        BodyRenderer fresh(&rs.body);
        fresh.fitTo(QRectF(0, 0, 700, 900));
        const QImage expected = paintWith(fresh);
        QVERIFY(hurt != unhurt);
        QCOMPARE(hurt.size(), expected.size());
        int differing = 0;
        QImage diff(hurt.size(), QImage::Format_RGB32);
        diff.fill(Qt::white);
        for (int y = 0; y < hurt.height(); ++y)
            for (int x = 0; x < hurt.width(); ++x) {
                const QColor a = hurt.pixelColor(x, y), b = expected.pixelColor(x, y);
                // At most a faint difference on the antialiased rim of a border stroke, where
                // the strokes were blended in another order (measured: 22 of 255).
                if (qAbs(a.red() - b.red()) > 24 || qAbs(a.green() - b.green()) > 24
                    || qAbs(a.blue() - b.blue()) > 24) {
                    ++differing;
                    diff.setPixelColor(x, y, Qt::red);
                }
            }
        if (differing > 0) {
            diff.save(artifactPath("body-damage-redrawn-diff.png"));
            hurt.save(artifactPath("body-damage-redrawn.png"));
            expected.save(artifactPath("body-damage-fresh.png"));
        }
        QVERIFY2(differing == 0, qPrintable(QString("%1 pixels differ").arg(differing)));
        const QPoint centre = kept.hexCenter(rs.body.standardAim).toPoint();
        QVERIFY(hurt.pixelColor(centre) != unhurt.pixelColor(centre));
    }

    // The heat map's per cents read on every location shade, light and dark: black or white,
    // whichever stands out from the heat colour over the location's fill as damage deepens it
    // (a contrast of at least 3.5 to 1, as the luminance of sRGB counts it).
    void heatLabelsReadOnEveryShade()
    {
        const Ruleset& rs = shippedRuleset();
        CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        const std::size_t torso = static_cast<std::size_t>(rs.body.locationIndex("torso"));
        const int max = target.locations[torso].maxHits;
        Hex at = rs.body.standardAim;
        for (const Hex hex : rs.body.bodyHexes())
            if (rs.body.locationAt(hex) == static_cast<int>(torso))
                at = hex;
        QCOMPARE(rs.body.locationAt(at), static_cast<int>(torso));
        const std::map<Hex, double> heat { { at, 0.1 } };
        BodyRenderer renderer(&rs.body);
        renderer.fitTo(QRectF(0, 0, 700, 900));
        auto linear
            = [](qreal c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
        auto luminance = [&](const QColor& c) {
            return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF())
                + 0.0722 * linear(c.blueF());
        };
        for (const bool dark : { false, true }) {
            for (const int hits : { max, max - 1, 0, -max }) {
                target.locations[torso].hits = hits;
                BodyPaintState state;
                state.character = &target;
                state.dark = dark;
                state.heat = &heat;
                for (const double p : { 0.01, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.0 }) {
                    const QColor ground = renderer.heatOver(at, p, state);
                    const QColor ink = inkOn(ground);
                    const double a = luminance(ground) + 0.05, b = luminance(ink) + 0.05;
                    QVERIFY2(std::max(a, b) / std::min(a, b) >= 3.5,
                        qPrintable(QString("%1 hits, %2, p %3: %4 on %5")
                                       .arg(hits)
                                       .arg(dark ? "dark" : "light")
                                       .arg(p)
                                       .arg(ink.name(), ground.name())));
                }
            }
        }
        // Drawn so: a destroyed torso under a likely heat hex writes its per cent in white.
        target.locations[torso].hits = -max;
        const std::map<Hex, double> likely { { at, 0.6 } };
        BodyPaintState state;
        state.character = &target;
        state.heat = &likely;
        QImage image(700, 900, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            renderer.paint(painter, state);
        }
        QCOMPARE(inkOn(renderer.heatOver(at, 0.6, state)), QColor(Qt::white));
        const QRect hex = renderer.hexPolygon(at).boundingRect().toRect();
        int white = 0;
        for (int y = hex.top(); y <= hex.bottom(); ++y)
            for (int x = hex.left(); x <= hex.right(); ++x) {
                const QColor c = image.pixelColor(x, y);
                white += c.red() > 230 && c.green() > 230 && c.blue() > 230;
            }
        QVERIFY2(white > 3, qPrintable(QString("%1 white pixels").arg(white)));
    }

    // Bullets of a burst that land on one hex are one larger disc with their count in white,
    // not discs drawn over each other; one bullet there keeps its small disc.
    void landingsOnOneHexAreOneDiscWithTheirCount()
    {
        const Ruleset& rs = shippedRuleset();
        BodyRenderer renderer(&rs.body);
        renderer.fitTo(QRectF(0, 0, 700, 900));
        const Hex aimed = rs.body.standardAim, there = step(aimed, 3, 2);
        auto paintWith = [&](int bullets) {
            std::vector<ShotMarkers> shots;
            ShotMarkers first;
            first.aimed = aimed;
            first.landing = aimed;
            first.onBody = true;
            shots.push_back(first);
            for (int i = 0; i < bullets; ++i) {
                ShotMarkers later;
                later.aimed = i == 0 ? aimed : there;
                later.landing = there;
                later.onBody = true;
                later.firstOfAction = false;
                shots.push_back(later);
            }
            BodyPaintState state;
            state.shots = shots;
            QImage image(700, 900, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            QPainter painter(&image);
            renderer.paint(painter, state);
            return image;
        };
        const QPointF centre = renderer.hexCenter(there);
        const qreal size = renderer.hexSize();
        const QPoint rim = (centre + QPointF(0.4 * size, 0)).toPoint();
        auto red = [](const QColor& c) {
            return c.red() > 100 && c.red() > 2.5 * c.green() && c.red() > 2.5 * c.blue();
        };
        const QImage one = paintWith(1), three = paintWith(3);
        QVERIFY2(!red(one.pixelColor(rim)), qPrintable(one.pixelColor(rim).name()));
        QVERIFY2(red(three.pixelColor(rim)), qPrintable(three.pixelColor(rim).name()));
        int white = 0;
        const QRect inner
            = QRectF(centre - QPointF(0.3 * size, 0.3 * size), QSizeF(0.6 * size, 0.6 * size))
                  .toRect();
        for (int y = inner.top(); y <= inner.bottom(); ++y)
            for (int x = inner.left(); x <= inner.right(); ++x) {
                const QColor c = three.pixelColor(x, y);
                white += c.red() > 220 && c.green() > 220 && c.blue() > 220;
            }
        QVERIFY2(white > 3, qPrintable(QString("%1 white pixels of the count").arg(white)));
        QVERIFY(three.save(artifactPath("body-landings-counted.png")));
    }

    // The DEAD banner runs across the first row: the column letters above it and the body's
    // rows below it are drawn as they were.
    void bannerLeavesTheBodyInView()
    {
        const Ruleset& rs = shippedRuleset();
        BodyRenderer renderer(&rs.body);
        renderer.fitTo(QRectF(0, 0, 700, 900));
        auto paintWith = [&](const QString& banner) {
            BodyPaintState state;
            state.banner = banner;
            QImage image(700, 900, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            QPainter painter(&image);
            renderer.paint(painter, state);
            return image;
        };
        const QImage plain = paintWith(QString()), dead = paintWith(QStringLiteral("DEAD"));
        QVERIFY(plain != dead);
        const int second = qRound(renderer.hexCenter(fromOffset({ 0, 1 })).y());
        const QPointF first = renderer.hexCenter(fromOffset({ 0, 0 }));
        // The first row's top: half a hex's height above its centre (rows are √3 sizes apart).
        const int rowTop = qRound(first.y() - (second - first.y()) / 2.0);
        int lowest = -1, highest = plain.height();
        for (int y = 0; y < plain.height(); ++y)
            for (int x = 0; x < plain.width(); ++x)
                if (plain.pixel(x, y) != dead.pixel(x, y)) {
                    lowest = std::max(lowest, y);
                    highest = std::min(highest, y);
                }
        QVERIFY2(lowest >= 0 && lowest < second,
            qPrintable(QString("the banner reaches y %1, the second row is at %2")
                           .arg(lowest)
                           .arg(second)));
        QVERIFY2(highest >= rowTop - 1,
            qPrintable(QString("the banner begins at y %1, over the column letters above %2")
                           .arg(highest)
                           .arg(rowTop)));
    }

    // Bodies side by side share one column of row numbers each side: the first keeps the left
    // numbers, the last the right, none between them.
    void bodiesSideBySideShareTheirRowNumbers()
    {
        std::vector<SceneBody> bodies(3);
        const BodyPaintState first = sceneState(bodies, 0), middle = sceneState(bodies, 1),
                             last = sceneState(bodies, 2);
        QVERIFY(first.rowNumbersLeft && !first.rowNumbersRight);
        QVERIFY(!middle.rowNumbersLeft && !middle.rowNumbersRight);
        QVERIFY(!last.rowNumbersLeft && last.rowNumbersRight);
        const BodyPaintState alone = sceneState(std::vector<SceneBody>(1), 0);
        QVERIFY(alone.rowNumbersLeft && alone.rowNumbersRight);
    }

    // At 200 % (QT_SCALE_FACTOR=2) the kept layer has twice the pixels: the picture equals the
    // one drawn as shapes straight onto the device, not an enlarged one.
    void keptLayerIsSharpAtTwiceThePixels()
    {
        const Ruleset& rs = shippedRuleset();
        BodyRenderer renderer(&rs.body);
        renderer.fitTo(QRectF(0, 0, 350, 450));
        auto paintAt2 = [&](bool shapes) {
            QImage image(700, 900, QImage::Format_ARGB32_Premultiplied);
            image.setDevicePixelRatio(2);
            image.fill(Qt::white);
            QPainter painter(&image);
            BodyPaintState state;
            state.vector = shapes;
            renderer.paint(painter, state);
            return image;
        };
        const QImage kept = paintAt2(false), shapes = paintAt2(true);
        int differing = 0;
        for (int y = 0; y < kept.height(); ++y)
            for (int x = 0; x < kept.width(); ++x) {
                const QColor a = kept.pixelColor(x, y), b = shapes.pixelColor(x, y);
                if (qAbs(a.red() - b.red()) > 24 || qAbs(a.green() - b.green()) > 24
                    || qAbs(a.blue() - b.blue()) > 24)
                    ++differing;
            }
        QVERIFY2(differing < kept.width() * kept.height() / 1000,
            qPrintable(QString("%1 pixels differ").arg(differing)));
        QVERIFY(kept.save(artifactPath("body-diagram-200-percent.png")));
    }

    // A shotgun's shares stand on plates clear of the crosshair, the landing and each other,
    // whole (not cut), inside the diagram; under the heat map the aimed hex's chance too.
    void notesStandClearOfTheMarkers()
    {
        const Ruleset& rs = shippedRuleset();
        BodyRenderer renderer(&rs.body);
        renderer.fitTo(QRectF(0, 0, 700, 900));
        const Hex aimed = rs.body.standardAim;
        ShotMarkers shot;
        shot.aimed = aimed;
        shot.landing = step(aimed, 2, 1);
        shot.deviation = 1;
        shot.onBody = true;
        shot.latest = true;
        shot.templateHexes = disk(*shot.landing, 1);
        shot.notes = { { *shot.landing, QStringLiteral("Torso: DAM 9, 5 to the body") },
            { step(*shot.landing, 3, 1), QStringLiteral("Abdomen: DAM 9, 4 to the body") } };
        std::map<Hex, double> heat { { aimed, 0.23 }, { *shot.landing, 0.1 } };
        BodyPaintState state;
        state.selected = aimed;
        state.heat = &heat;
        state.shots.push_back(shot);
        QFont font;
        const std::vector<BodyRenderer::Note> notes = renderer.notes(state, font);
        QCOMPARE(notes.size(), std::size_t(3));
        QCOMPARE(notes[0].text, QString("lands here 23 %"));
        const qreal s = renderer.hexSize();
        auto markerAt = [&](Hex h) {
            return QRectF(renderer.hexCenter(h) - QPointF(s, s), QSizeF(2 * s, 2 * s));
        };
        for (std::size_t i = 0; i < notes.size(); ++i) {
            const QRectF& plate = notes[i].plate;
            QVERIFY(renderer.fieldRect().contains(plate));
            QVERIFY(!plate.intersects(markerAt(aimed)));
            QVERIFY(!plate.intersects(markerAt(*shot.landing)));
            QVERIFY(QFontMetricsF(notes[i].font).horizontalAdvance(notes[i].text) < plate.width());
            for (std::size_t j = 0; j < i; ++j)
                QVERIFY(!plate.intersects(notes[j].plate));
        }
        QImage image(700, 900, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            renderer.paint(painter, state);
        }
        QVERIFY(image.save(artifactPath("body-template-notes.png")));
    }

    // §9: a blast zone fills exactly the hexes within its radius of the impact point, most
    // strongly at the impact point; a character outside the zone sees only the impact marked.
    void blastZoneCoversItsRadius()
    {
        const Ruleset& rs = shippedRuleset();
        BodyRenderer renderer(&rs.body);
        renderer.fitTo(QRectF(0, 0, 700, 900));
        const Hex impact = *parseHex("F30"); // on the floor beside the left leg: white around it
        auto painted = [&](int radius) {
            QImage image(700, 900, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            QPainter painter(&image);
            BodyPaintState state;
            state.blast = BlastZone { impact, radius, GrenadeType::Frag };
            renderer.paint(painter, state);
            return image;
        };
        const QImage zone = painted(2);
        zone.save(artifactPath("body-blast-zone.png"));
        const QImage none = painted(-1);
        // A hex two steps away is inside and tinted; three steps away is outside and untouched.
        // (Empty hexes are white; the hex's upper part, clear of the impact marker.)
        auto sample = [&](const QImage& image, Hex h) {
            return image.pixelColor(
                (renderer.hexCenter(h) + QPointF(0, -renderer.hexSize() * 0.5)).toPoint());
        };
        const Hex inside = step(impact, 6, 2), outside = step(impact, 6, 3),
                  near = step(impact, 6, 1);
        QVERIFY(rs.body.locationAt(inside) < 0 && rs.body.locationAt(outside) < 0
            && rs.body.locationAt(near) < 0);
        QCOMPARE(sample(zone, outside).rgb(), QColor(Qt::white).rgb());
        QVERIFY(sample(zone, inside).green() < 235); // red over white: less green
        QVERIFY(
            sample(zone, near).green() < sample(zone, inside).green()); // stronger nearer the point
        QCOMPARE(sample(none, inside).rgb(), QColor(Qt::white).rgb());
        QCOMPARE(sample(none, near).rgb(), QColor(Qt::white).rgb());
        // The impact marker is drawn either way.
        const QPoint centre = renderer.hexCenter(impact).toPoint();
        QCOMPARE(none.pixelColor(centre).rgb(), BodyRenderer::blastColor(GrenadeType::Frag).rgb());
    }
};

QTEST_MAIN(TestBodyRenderer)
#include "tst_bodyrenderer.moc"
