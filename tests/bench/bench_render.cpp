// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Painting the body view with the heat map and a shot's markers into a 1920 × 1080 image.
#include "bodyrenderer.h"
#include "odds.h"
#include "testsupport.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace hitspread;

namespace {
// One 1920×1080 frame of the diagram, measured after a first paint has drawn the unchanging
// layer (measured on its own elsewhere); the frame is kept to look at.
void benchmarkFrame(const Ruleset& rs, const BodyPaintState& state, const char* artifact)
{
    QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    BodyRenderer renderer(&rs.body);
    renderer.fitTo(QRectF(image.rect()));
    {
        QPainter painter(&image);
        renderer.paint(painter, state);
    }
    QBENCHMARK
    {
        image.fill(Qt::white);
        QPainter painter(&image);
        renderer.paint(painter, state);
    }
    image.save(test::artifactPath(artifact));
}
}

class BenchRender : public QObject {
    Q_OBJECT
private slots:
    void bodyWithHeatMap()
    {
        const Ruleset& rs = test::shippedRuleset();
        AttackRequest req;
        req.weapon = "mal-anvil";
        req.target = rs.body.standardAim;
        req.range = RangeBand::Long;
        req.shooter
            = ShooterProfile::fromSheet(rs, rs.characters.at("operative"), *rs.weapon("mal-anvil"));
        const ShotOdds odds = shotOdds(rs, req);
        std::map<Hex, double> heat;
        for (const auto& [hex, weight] : odds.hexes)
            heat[hex] = odds.probability(weight);
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        BodyPaintState state;
        state.heat = &heat;
        state.character = &target;
        state.selected = rs.body.standardAim;
        ShotMarkers first;
        first.aimed = rs.body.standardAim;
        first.landing = step(rs.body.standardAim, 2, 4);
        first.onBody = true;
        first.deviation = 4;
        first.direction = 2;
        state.shots.push_back(first);
        benchmarkFrame(rs, state, "bench-heat-map.png");
    }

    // One animation frame of a 40-round burst with a rotary template on the newest bullet.
    void burstFrameWithTemplate()
    {
        const Ruleset& rs = test::shippedRuleset();
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        BodyPaintState state;
        state.character = &target;
        state.selected = rs.body.standardAim;
        Hex at = rs.body.standardAim;
        for (int i = 0; i < 40; ++i) {
            ShotMarkers bullet;
            bullet.firstOfAction = i == 0;
            bullet.aimed = at;
            at = step(at, i % 6 + 1, i == 0 ? 0 : 2);
            bullet.landing = at;
            bullet.onBody = rs.body.locationAt(at) >= 0;
            bullet.deviation = 2;
            bullet.latest = i == 39;
            if (bullet.latest) {
                bullet.templateHexes = disk(at, 1);
                bullet.notes = { { at, "Torso: DAM 24, 20 to the body" } };
            }
            state.shots.push_back(bullet);
        }
        state.flash = 0.5;
        benchmarkFrame(rs, state, "bench-burst-frame.png");
    }

    // The mouse moves to the next hex over a hurt target with a shot's markers: the view
    // repaints the two hexes' rectangles.
    void hoverRepaint()
    {
        const Ruleset& rs = test::shippedRuleset();
        CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        target.locations[static_cast<std::size_t>(rs.body.locationIndex("torso"))].hits = 1;
        BodyPaintState state;
        state.character = &target;
        state.selected = rs.body.standardAim;
        ShotMarkers shot;
        shot.aimed = rs.body.standardAim;
        shot.landing = step(rs.body.standardAim, 2, 3);
        shot.deviation = 3;
        shot.onBody = true;
        shot.latest = true;
        state.shots.push_back(shot);
        QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);
        BodyRenderer renderer(&rs.body);
        renderer.fitTo(QRectF(image.rect()));
        {
            QPainter painter(&image);
            renderer.paint(painter, state); // the first frame draws the kept layer
        }
        const Hex from = step(rs.body.standardAim, 5, 2), to = step(from, 5, 1);
        auto bounds = [&](Hex h) {
            return renderer.hexPolygon(h).boundingRect().toAlignedRect().adjusted(-3, -3, 3, 3);
        };
        int flip = 0;
        QBENCHMARK
        {
            state.hovered = (++flip % 2) ? to : from;
            QPainter painter(&image);
            painter.setClipRegion(QRegion(bounds(from)).united(bounds(to)));
            renderer.paint(painter, state);
        }
    }

    // After a hit the damage shades change: the locations it changed are drawn again over
    // the kept layer.
    void redrawAfterDamage()
    {
        const Ruleset& rs = test::shippedRuleset();
        CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        const std::size_t torso = static_cast<std::size_t>(rs.body.locationIndex("torso"));
        BodyPaintState state;
        state.character = &target;
        QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);
        BodyRenderer renderer(&rs.body);
        renderer.fitTo(QRectF(image.rect()));
        int flip = 0;
        QBENCHMARK
        {
            target.locations[torso].hits = (++flip % 2) ? 1 : target.locations[torso].maxHits;
            image.fill(Qt::white);
            QPainter painter(&image);
            renderer.paint(painter, state);
        }
    }
};

QTEST_MAIN(BenchRender)
#include "bench_render.moc"
