// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "groundrenderer.h"
#include "testsupport.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QPicture>
#include <QTest>

#include <cmath>
#include <numbers>

Q_DECLARE_METATYPE(std::vector<hitspread::Hex>)

namespace hitspread {
// How QCOMPARE prints a hex that differs.
char* toString(const Hex& hex)
{
    return QTest::toString(QStringLiteral("(%1, %2)").arg(hex.q).arg(hex.r));
}
}

using namespace hitspread;
using namespace hitspread::render;
using namespace hitspread::test;

namespace {

// A throw as the window shows it: the thrower 8 m below the intended point, the grenade
// 3 m off to the right, four blast rings around where it burst.
GroundPaintState typicalScene()
{
    GroundPaintState state;
    state.aim = Hex { 0, 0 };
    state.landing = ground::displaced(state.aim, 90, 3);
    state.direction = 2;
    state.figures = {
        { QStringLiteral("Hening"), QStringLiteral("8 m · short · thrower"), Hex { 0, 8 }, true,
            false, false, false },
        { QStringLiteral("Ganger"), QStringLiteral("1 m · lethal · 14 wounds"), Hex { 3, -1 },
            false, true, true, false },
        { QStringLiteral("Bystander"), QStringLiteral("7 m · shaken · stunned"), Hex { -3, 2 },
            false, false, false, false },
    };
    state.rings = { 1, 3, 5, 8 };
    state.ringNames = { QStringLiteral("lethal"), QStringLiteral("serious"),
        QStringLiteral("light"), QStringLiteral("shaken") };
    state.ringCentre = state.landing;
    ground::Scatter scatter;
    scatter.distanceDice = { { "short", 1 } };
    state.heat = ground::landingOdds(scatter, "short", Hex { 0, 8 }, state.aim, 0.4);
    state.forwardDegrees = ground::bearing(Hex { 0, 8 }, state.aim);
    return state;
}

std::vector<Hex> sceneHexes(const GroundPaintState& state)
{
    std::vector<Hex> hexes { state.aim };
    for (const GroundFigureView& figure : state.figures)
        hexes.push_back(figure.position);
    if (state.landing)
        hexes.push_back(*state.landing);
    // As the window does: the whole heat map and the outer blast ring in view.
    for (const auto& [hex, odds] : state.heat)
        hexes.push_back(hex);
    if (state.ringCentre && !state.rings.empty()) {
        for (Hex hex : ring(*state.ringCentre, state.rings.back()))
            hexes.push_back(hex);
    }
    return hexes;
}

QImage painted(const GroundRenderer& renderer, const GroundPaintState* state, QSize size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    if (state) {
        QPainter painter(&image);
        renderer.paint(painter, *state);
    }
    return image;
}

int darkPixels(const QImage& image, const QRect& region)
{
    int count = 0;
    for (int y = region.top(); y <= region.bottom(); ++y)
        for (int x = region.left(); x <= region.right(); ++x)
            count += image.pixelColor(x, y).value() < 90 ? 1 : 0;
    return count;
}

} // namespace

class TestGroundRenderer : public QObject {
    Q_OBJECT
private slots:
    void hexAtInvertsCentreOf_data()
    {
        QTest::addColumn<QRectF>("area");
        QTest::addColumn<qreal>("minHexPixels");
        QTest::newRow("tiny hexes") << QRectF(0, 0, 300, 200) << qreal(3);
        QTest::newRow("window") << QRectF(13.5, 7.25, 900, 700) << qreal(6);
        QTest::newRow("large hexes") << QRectF(-40, 20, 1600, 1600) << qreal(6);
    }
    void hexAtInvertsCentreOf()
    {
        QFETCH(QRectF, area);
        QFETCH(qreal, minHexPixels);
        GroundRenderer renderer;
        renderer.fit(area, { Hex { 0, 0 }, Hex { 0, 8 } }, 2, minHexPixels);
        const qreal size = renderer.hexSize();
        const qreal inner = size * std::numbers::sqrt3 / 2; // centre to the middle of a side
        for (int q = -20; q <= 20; ++q) {
            for (int r = -20; r <= 20; ++r) {
                const Hex hex { q, r };
                const QPointF centre = renderer.centreOf(hex);
                QCOMPARE(renderer.hexAt(centre), hex);
                // Near the centre, and just inside each corner and each side, still the same hex.
                for (int k = 0; k < 6; ++k) {
                    const double corner = std::numbers::pi / 3 * k,
                                 side = corner + std::numbers::pi / 6;
                    QCOMPARE(renderer.hexAt(centre
                                 + QPointF(std::cos(corner), std::sin(corner)) * size * 0.95),
                        hex);
                    QCOMPARE(renderer.hexAt(
                                 centre + QPointF(std::cos(side), std::sin(side)) * inner * 0.97),
                        hex);
                    QCOMPARE(renderer.hexAt(
                                 centre + QPointF(std::cos(side), std::sin(side)) * inner * 0.3),
                        hex);
                }
            }
        }
        // Any pixel belongs to the hex whose centre is nearest (the definition of a hex).
        for (int i = 0; i < 2000; ++i) {
            const QPointF pixel(area.left() + std::fmod(i * 37.31, area.width()),
                area.top() + std::fmod(i * 19.77, area.height()));
            const Hex hex = renderer.hexAt(pixel);
            const qreal own = QLineF(pixel, renderer.centreOf(hex)).length();
            for (int face = 1; face <= 6; ++face)
                QVERIFY(
                    own <= QLineF(pixel, renderer.centreOf(neighbour(hex, face))).length() + 1e-6);
        }
    }

    void neighboursAreOneMetreApart()
    {
        GroundRenderer renderer;
        renderer.fit(QRectF(0, 0, 640, 480), { Hex { 0, 0 } }, 4);
        const qreal expected = std::sqrt(3.0) * renderer.hexSize();
        for (Hex hex : { Hex { 0, 0 }, Hex { 3, -1 }, Hex { -4, 7 } }) {
            for (int face = 1; face <= 6; ++face) {
                const qreal apart
                    = QLineF(renderer.centreOf(hex), renderer.centreOf(neighbour(hex, face)))
                          .length();
                QVERIFY2(std::abs(apart - expected) < 1e-9, qPrintable(QString::number(apart)));
            }
            // Forward (−r) is straight up on the screen, as the rules draw it.
            const QPointF up = renderer.centreOf(hex + Hex { 0, -1 }) - renderer.centreOf(hex);
            QVERIFY(std::abs(up.x()) < 1e-9 && up.y() < 0);
        }
    }

    void fitShowsEveryHexAsked_data()
    {
        QTest::addColumn<QRectF>("area");
        QTest::addColumn<int>("margin");
        QTest::addColumn<std::vector<Hex>>("mustShow");
        QTest::newRow("throw") << QRectF(0, 0, 800, 600) << 2
                               << std::vector<Hex> { { 0, 0 }, { 0, 8 }, { 3, -2 } };
        QTest::newRow("wide") << QRectF(20, 10, 1200, 300) << 3
                              << std::vector<Hex> { { -10, 5 }, { 12, -6 } };
        QTest::newRow("tall") << QRectF(0, 0, 300, 900) << 1
                              << std::vector<Hex> { { 0, -15 }, { 1, 14 } };
        QTest::newRow("one hex") << QRectF(0, 0, 900, 900) << 2 << std::vector<Hex> { { 4, 4 } };
        QTest::newRow("nothing") << QRectF(0, 0, 400, 400) << 2 << std::vector<Hex> {};
    }
    void fitShowsEveryHexAsked()
    {
        QFETCH(QRectF, area);
        QFETCH(int, margin);
        QFETCH(std::vector<Hex>, mustShow);
        GroundRenderer renderer;
        renderer.fit(area, mustShow, margin);
        QCOMPARE(renderer.area(), area);
        QVERIFY(renderer.hexSize() >= 6 && renderer.hexSize() <= 48);
        const QRectF tolerant = area.adjusted(-1e-6, -1e-6, 1e-6, 1e-6);
        QRectF used;
        for (Hex shown : mustShow.empty() ? std::vector<Hex> { Hex {} } : mustShow) {
            for (Hex hex : disk(shown, margin)) {
                const QRectF bounds = hexBounds(renderer, hex);
                QVERIFY2(tolerant.contains(bounds), qPrintable(QString::fromStdString(label(hex))));
                used = used.isNull() ? bounds : used.united(bounds);
            }
        }
        // Centred: as much room left as right, above as below.
        QVERIFY(std::abs((used.left() - area.left()) - (area.right() - used.right())) < 1e-6);
        QVERIFY(std::abs((used.top() - area.top()) - (area.bottom() - used.bottom())) < 1e-6);
        // And as large as allowed: one side fills the area unless the hexes reached 48 pixels.
        if (renderer.hexSize() < 48)
            QVERIFY(std::abs(used.width() - area.width()) < 1e-6
                || std::abs(used.height() - area.height()) < 1e-6);
    }

    void fitClampsTheHexSize()
    {
        GroundRenderer renderer;
        renderer.fit(QRectF(0, 0, 2000, 2000), { Hex { 0, 0 } }, 0);
        QCOMPARE(renderer.hexSize(), qreal(48));
        QCOMPARE(renderer.centreOf(Hex { 0, 0 }), QPointF(1000, 1000));
        renderer.fit(QRectF(0, 0, 100, 100), { Hex { -40, 0 }, Hex { 40, 0 } }, 2, 7);
        QCOMPARE(renderer.hexSize(), qreal(7));
        QCOMPARE(renderer.hexAt(QPointF(50, 50)), (Hex { 0, 0 }));
    }

    void paintsTheScene()
    {
        const QSize size(900, 760);
        const GroundPaintState state = typicalScene();
        GroundRenderer renderer;
        renderer.fit(QRectF(QPointF(0, 0), size), sceneHexes(state));
        const QImage scene = painted(renderer, &state, size);
        QVERIFY(scene.save(artifactPath("ground-map.png")));
        GroundPaintState emptyState;
        emptyState.showAim = false;
        const QImage empty = painted(renderer, &emptyState, size);
        const QImage blank = painted(renderer, nullptr, size);

        auto at = [&](const QImage& image, Hex hex) {
            return image.pixelColor(renderer.centreOf(hex).toPoint());
        };
        const Hex thrower = state.figures[0].position, target = state.figures[1].position,
                  other = state.figures[2].position;
        for (Hex hex : { thrower, target, other, *state.landing })
            QVERIFY2(
                at(scene, hex) != at(empty, hex), qPrintable(QString::fromStdString(label(hex))));
        // Each role in its own colour.
        const QColor blue = at(scene, thrower), orange = at(scene, target),
                     greyGreen = at(scene, other);
        QVERIFY2(blue.blue() > blue.red() + 80 && blue.blue() > blue.green() + 40,
            qPrintable(blue.name()));
        QVERIFY2(
            orange.red() > 200 && orange.green() > 90 && orange.green() < 180 && orange.blue() < 90,
            qPrintable(orange.name()));
        QVERIFY2(greyGreen.green() > greyGreen.red() && greyGreen.green() > greyGreen.blue(),
            qPrintable(greyGreen.name()));
        const QColor landing = at(scene, *state.landing);
        QVERIFY2(landing.red() > 140 && landing.green() < 80 && landing.blue() < 90,
            qPrintable(landing.name()));
        // The affected target carries a red outline just outside its disc.
        const QColor outline = scene.pixelColor(
            (renderer.centreOf(target) + QPointF(0, -renderer.hexSize() * 0.67)).toPoint());
        QVERIFY2(outline.red() > 170 && outline.green() < 90, qPrintable(outline.name()));

        // The direction diagram in the top-right corner: ink where nothing was.
        const QRect corner(size.width() - 150, 0, 150, 150);
        QCOMPARE(darkPixels(blank, corner), 0);
        QVERIFY(darkPixels(scene, corner) > 200);
        // A d12 clock draws another diagram there.
        GroundPaintState clock = state;
        clock.directionDie = ground::DirectionDie::ClockD12;
        clock.direction = 3;
        const QImage clockImage = painted(renderer, &clock, size);
        QVERIFY(clockImage.copy(corner) != scene.copy(corner));
        QVERIFY(clockImage.save(artifactPath("ground-map-clock.png")));

        // Zoomed in on the burst: the largest hexes, labels at their largest.
        GroundRenderer close;
        close.fit(QRectF(QPointF(0, 0), size), { state.aim, *state.landing, target }, 2);
        QCOMPARE(close.hexSize(), qreal(48));
        QVERIFY(painted(close, &state, size).save(artifactPath("ground-map-close.png")));
    }

    // A hover repaints its two hexes and nothing else: what the caller clipped to holds (a
    // painter on an image, as the benchmark's, keeps no system clip to fall back on).
    void aHoverPaintsOnlyItsHexes()
    {
        const QSize size(900, 760);
        GroundPaintState state = typicalScene();
        GroundRenderer renderer;
        renderer.fit(QRectF(QPointF(0, 0), size), sceneHexes(state));
        const QImage whole = painted(renderer, &state, size); // the kept layers made
        const Hex from = step(state.aim, 2, 2), to = step(from, 2, 1);
        const QRegion changed = QRegion(renderer.hexBounds(from)).united(renderer.hexBounds(to));
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::magenta);
        state.hover = to;
        {
            QPainter painter(&image);
            painter.setClipRegion(changed);
            renderer.paint(painter, state);
        }
        int outside = 0, inside = 0;
        for (int y = 0; y < size.height(); ++y)
            for (int x = 0; x < size.width(); ++x) {
                const bool magenta = image.pixelColor(x, y) == QColor(Qt::magenta);
                if (changed.contains(QPoint(x, y)))
                    inside += magenta ? 0 : 1;
                else
                    outside += magenta ? 0 : 1;
            }
        QCOMPARE(outside, 0);
        QVERIFY(inside > 0);
        QVERIFY(whole != image);
    }

    // At 200 % (QT_SCALE_FACTOR=2) the kept grid and odds layers have twice the pixels: the
    // picture equals the shapes drawn straight onto the device (through a QPicture, which
    // keeps no layer), not an enlarged one.
    void keptLayersAreSharpAtTwiceThePixels()
    {
        const QSize size(450, 380);
        const GroundPaintState state = typicalScene();
        GroundRenderer renderer;
        renderer.fit(QRectF(QPointF(0, 0), size), sceneHexes(state));
        auto at2 = [&] {
            QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
            image.setDevicePixelRatio(2);
            image.fill(Qt::white);
            return image;
        };
        QImage kept = at2();
        {
            QPainter painter(&kept);
            renderer.paint(painter, state);
        }
        QPicture picture;
        {
            QPainter painter(&picture);
            renderer.paint(painter, state);
        }
        QImage shapes = at2();
        {
            QPainter painter(&shapes);
            picture.play(&painter);
        }
        // What a blurred map would be: drawn at 100 % and enlarged.
        GroundRenderer once;
        once.fit(QRectF(QPointF(0, 0), size), sceneHexes(state));
        const QImage enlarged
            = painted(once, &state, size)
                  .scaled(size * 2, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
        auto differing = [](const QImage& a, const QImage& b) {
            int count = 0;
            for (int y = 0; y < a.height(); ++y)
                for (int x = 0; x < a.width(); ++x) {
                    const QColor p = a.pixelColor(x, y), q = b.pixelColor(x, y);
                    if (qAbs(p.red() - q.red()) > 40 || qAbs(p.green() - q.green()) > 40
                        || qAbs(p.blue() - q.blue()) > 40)
                        ++count;
                }
            return count;
        };
        QVERIFY(kept.save(artifactPath("ground-map-200-percent.png")));
        const int sharp = differing(kept, shapes), blurred = differing(enlarged, shapes);
        // The antialiased rims of the grid lines differ a little (blended in another order);
        // an enlarged picture differs along every line and letter.
        QVERIFY2(sharp < kept.width() * kept.height() / 50 && 4 * sharp < blurred,
            qPrintable(QString("%1 pixels differ from the shapes, %2 for an enlarged picture")
                           .arg(sharp)
                           .arg(blurred)));
    }

    // Lying, selected, hovered, tiny hexes and a throw across the map: the other states
    // the window shows, and labels kept inside the area at its edges.
    void paintsTheOtherStates()
    {
        const QSize size(640, 420);
        GroundPaintState state;
        state.aim = Hex { 6, -4 };
        state.landing = Hex { 7, -6 };
        state.direction = 11;
        state.directionDie = ground::DirectionDie::ClockD12;
        state.figures = {
            { QStringLiteral("Thrower"), QStringLiteral("12 m · medium"), Hex { -2, 3 }, true,
                false, false, false },
            { QStringLiteral("Down"), QStringLiteral("unconscious"), Hex { 7, -5 }, false, false,
                true, true },
            { QStringLiteral("Edge"), QStringLiteral("a long caption at the very edge of the map"),
                Hex { 10, -6 }, false, true, true, false },
        };
        state.rings = { 2, 4 };
        state.ringNames = { QStringLiteral("blast"), QStringLiteral("fragments") };
        state.ringCentre = state.landing;
        state.forwardDegrees = ground::bearing(Hex { -2, 3 }, state.aim);
        state.hover = Hex { 0, 0 };
        state.selected = 0;
        GroundRenderer renderer;
        renderer.fit(QRectF(QPointF(0, 0), size), sceneHexes(state), 1);
        const QImage image = painted(renderer, &state, size);
        QVERIFY(image.save(artifactPath("ground-map-states.png")));
        // The lying figure is grey: hardly any saturation left.
        const QColor down = image.pixelColor(renderer.centreOf(Hex { 7, -5 }).toPoint());
        QVERIFY2(down.hsvSaturationF() < 0.35, qPrintable(down.name()));
    }

    // A deviation of one hex puts the arrow's middle under the burst: the face label goes
    // beside it, never over the burst drawn on the landing hex.
    void theFaceLabelKeepsOffTheBurst()
    {
        const QSize size(480, 360);
        GroundPaintState state;
        state.aim = Hex { 0, 0 };
        for (const Hex landing : { Hex { 1, 0 }, Hex { 0, 1 }, Hex { -1, 1 } }) {
            state.landing = landing;
            // Figures on both sides of the short arrow take the places beside its middle.
            state.figures.clear();
            for (int face = 1; face <= 6; ++face) {
                const Hex h = neighbour(state.aim, face);
                if (!(h == landing) && distance(h, landing) == 1)
                    state.figures.push_back({ QStringLiteral("Side %1").arg(face),
                        QStringLiteral("caught"), h, false, false, true, false, {} });
            }
            GroundRenderer renderer;
            renderer.fit(QRectF(QPointF(0, 0), size), { state.aim, landing }, 3);
            state.direction = 2;
            const QImage withFace = painted(renderer, &state, size);
            state.direction.reset();
            const QImage metresOnly = painted(renderer, &state, size);
            QVERIFY(withFace.save(artifactPath(
                QString("ground-face-label-%1-%2.png").arg(landing.q).arg(landing.r))));
            // Where the two labels differ, a label is drawn; none of it on the burst's square
            // (the antialiased edge of the label's plate may touch its border).
            const QPointF at = renderer.centreOf(landing);
            const qreal r = renderer.hexSize() - 2;
            const QRectF burst(at - QPointF(r, r), QSizeF(2 * r, 2 * r));
            int labelPixels = 0, onBurst = 0;
            for (int y = 0; y < size.height(); ++y)
                for (int x = 0; x < size.width(); ++x)
                    if (withFace.pixel(x, y) != metresOnly.pixel(x, y)) {
                        ++labelPixels;
                        onBurst += burst.contains(QPointF(x + 0.5, y + 0.5)) ? 1 : 0;
                    }
            QVERIFY2(labelPixels > 50, qPrintable(QString::number(labelPixels)));
            QVERIFY2(onBurst == 0,
                qPrintable(QString("%1 of %2 label pixels on the burst at %3,%4")
                               .arg(onBurst)
                               .arg(labelPixels)
                               .arg(landing.q)
                               .arg(landing.r)));
        }
    }

private:
    static QRectF hexBounds(const GroundRenderer& renderer, Hex hex)
    {
        // A flat-top hex: corners left and right, sides above and below.
        const QPointF c = renderer.centreOf(hex);
        const qreal s = renderer.hexSize(), h = s * std::numbers::sqrt3 / 2;
        return QRectF(c.x() - s, c.y() - h, 2 * s, 2 * h);
    }
};

QTEST_MAIN(TestGroundRenderer)
#include "tst_groundrenderer.moc"
