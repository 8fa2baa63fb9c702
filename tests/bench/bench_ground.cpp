// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The ground map: the exact landing odds of a throw and one frame of the map with its heat
// map, rings and figures at 1920 × 1080.
#include "ground.h"
#include "groundrenderer.h"
#include "rulesetreader.h"
#include "testsupport.h"
#include "uniquenames.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace hitspread;

namespace {
Ruleset groundRuleset(const char* id)
{
    RulesetLoad load = loadRuleset(test::rulesetPath(id).toStdString());
    if (!load.ruleset || !load.ruleset->ground)
        qFatal("ruleset %s does not load", id);
    return std::move(*load.ruleset);
}

// The thrower 15 m below the intended point, two figures beside it.
ground::Scene throwScene(const ground::Engine& engine)
{
    ground::Scene scene;
    ground::Figure thrower = engine.figure(engine.defaultShooter());
    thrower.position = { 0, 15 };
    ground::Figure a = engine.figure(engine.defaultTarget());
    a.position = { 2, -1 };
    ground::Figure b = a;
    b.name += " 2";
    b.position = { -2, 1 };
    scene.figures = { thrower, a, b };
    return scene;
}

ground::Action throwAction(const ground::Engine& engine);

// A throw on d6-modern painted at 1920 × 1080: its heat map, blast rings and figures.
struct Frame {
    Ruleset rs = groundRuleset("d6-modern");
    ground::Scene scene = throwScene(*rs.ground);
    ground::Action action = throwAction(*rs.ground);
    render::GroundPaintState state;
    QImage image { 1920, 1080, QImage::Format_ARGB32_Premultiplied };
    render::GroundRenderer renderer;

    Frame()
    {
        state.heat = ground::landingOdds(*rs.ground, scene, action);
        for (const ground::Ring& r : rs.ground->rings(action.weapon)) {
            state.rings.push_back(r.upTo);
            state.ringNames.push_back(QString::fromStdString(r.name));
        }
        state.ringCentre = scene.aim;
        for (std::size_t i = 0; i < scene.figures.size(); ++i)
            state.figures.push_back(
                { QString::fromStdString(scene.figures[i].name), QStringLiteral("16 m · long"),
                    scene.figures[i].position, i == 0, false, false, false });
        renderer.fit(QRectF(image.rect()), { scene.aim, scene.figures[0].position }, 3, 8);
    }
};

ground::Action throwAction(const ground::Engine& engine)
{
    ground::Action action;
    action.isThrow = true;
    for (const ground::WeaponChoice& w : engine.weapons())
        if (w.kind == ground::WeaponKind::Thrown)
            action.weapon = w.id;
    return action;
}
}

class BenchGround : public QObject {
    Q_OBJECT
private slots:
    // 5,000 figures of one character brought into a fight and their round's initiative rolled,
    // as `hitspread-cli initiative` does with 5,000 --figure options: each named ("Thug",
    // "Thug 2" …, uniquenames.h) and the order worked out (110 s while naming tried every
    // number against every figure).
    void initiativeOfFiveThousand()
    {
        const Ruleset rs = groundRuleset("d6-modern");
        const ground::Engine& engine = *rs.ground;
        QBENCHMARK
        {
            ground::Scene scene;
            UniqueNames names;
            for (int i = 0; i < 5000; ++i) {
                ground::Figure f = engine.figure(engine.defaultTarget());
                f.name = names.take(f.name);
                scene.figures.push_back(std::move(f));
            }
            SeededDice dice(1);
            const ground::Initiative order = engine.initiative(scene, {}, dice);
            QVERIFY(order.turns.size() >= 5000);
        }
    }

    // d6 direction, 1d6 metres (d6-modern) and the d12 clock (success-pool).
    void landingOdds_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("d6-modern") << "d6-modern";
        QTest::newRow("success-pool") << "success-pool";
    }
    void landingOdds()
    {
        QFETCH(QString, id);
        const Ruleset rs = groundRuleset(qPrintable(id));
        const ground::Scene scene = throwScene(*rs.ground);
        const ground::Action action = throwAction(*rs.ground);
        double total = 0;
        QBENCHMARK
        {
            total = 0;
            for (const auto& [hex, p] : ground::landingOdds(*rs.ground, scene, action))
                total += p;
        }
        QVERIFY(std::abs(total - 1) < 1e-9);
    }

    void mapFrame()
    {
        Frame f;
        QBENCHMARK
        {
            f.image.fill(Qt::white);
            QPainter painter(&f.image);
            f.renderer.paint(painter, f.state);
        }
        f.image.save(test::artifactPath("bench-ground-frame.png"));
    }

    // A frame after the rings moved (another aim, another weapon): the odds and the rings
    // are drawn anew over the kept grid.
    void mapFrameNewHeat()
    {
        Frame f;
        int flip = 0;
        QBENCHMARK
        {
            f.state.ringCentre = (++flip % 2) ? f.scene.aim : f.scene.figures[0].position;
            QPainter painter(&f.image);
            f.renderer.paint(painter, f.state);
        }
    }

    // The mouse moves to the next hex: the view repaints the two hexes' rectangles.
    void hoverRepaint()
    {
        Frame f;
        {
            QPainter painter(&f.image);
            f.renderer.paint(painter, f.state); // the first frame draws the kept layer
        }
        const Hex from = step(f.scene.aim, 2, 2), to = step(from, 2, 1);
        const QRegion changed
            = QRegion(f.renderer.hexBounds(from)).united(f.renderer.hexBounds(to));
        int flip = 0;
        QBENCHMARK
        {
            f.state.hover = (++flip % 2) ? to : from;
            QPainter painter(&f.image);
            painter.setClipRegion(changed);
            f.renderer.paint(painter, f.state);
        }
    }
};

QTEST_MAIN(BenchGround)
#include "bench_ground.moc"
