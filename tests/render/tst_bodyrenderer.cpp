// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bodyrenderer.h"
#include "testsupport.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

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
                    QCOMPARE(renderer.hexAt(centre + (corner - centre) * 0.9), std::optional<Hex>(hex));
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
        QCOMPARE(image.pixelColor(torso).rgb(), BodyRenderer::locationColor(rs.body.locationIndex("torso"), false).rgb());
        const QPoint empty = renderer.hexCenter(fromOffset({ 0, 0 })).toPoint();
        QCOMPARE(image.pixelColor(empty).rgb(), QColor(Qt::white).rgb());
    }
};

QTEST_MAIN(TestBodyRenderer)
#include "tst_bodyrenderer.moc"
