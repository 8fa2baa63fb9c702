// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bodyscene.h"
#include "qs.h"

#include <QPainter>

#include <algorithm>

namespace hitspread {

std::vector<ShotMarkers> shotMarkers(const Ruleset& rs, const Outcome& outcome, int target,
    double revealed, const TemplateNote& note)
{
    std::vector<ShotMarkers> markers;
    const int whole
        = revealed < 0 ? static_cast<int>(outcome.shots.size()) : static_cast<int>(revealed);
    const double travel = revealed < 0 ? 0.0 : revealed - whole;
    for (int i = 0; i < static_cast<int>(outcome.shots.size()); ++i) {
        if (i > whole || (i == whole && travel <= 0))
            break;
        const ShotTrace& shot = outcome.shots[static_cast<std::size_t>(i)];
        if (shot.target != target || shot.stray)
            continue;
        ShotMarkers m;
        m.firstOfAction = i == 0 || shot.randomAim.has_value();
        m.aimed = shot.fromHex.value_or(shot.aimHex);
        m.landing = shot.landing;
        m.onBody = !shot.hits.empty();
        m.deviation = shot.deviation;
        m.direction = shot.face ? shot.face : shot.direction;
        m.travel = i == whole ? travel : 1.0;
        m.latest = i == whole - 1;
        if (shot.templateRadius > 0) {
            m.templateHexes = shot.hexes;
            for (const HitResult& hit : shot.hits) {
                const auto found = std::find_if(shot.hexes.begin(), shot.hexes.end(),
                    [&](Hex h) { return rs.body.locationAt(h) == hit.location; });
                if (found == shot.hexes.end())
                    continue;
                const QString name
                    = qs(rs.body.locations[static_cast<std::size_t>(hit.location)].name);
                m.notes.emplace_back(*found,
                    note ? note(name, hit.dam, hit.bodyDamage)
                         : QStringLiteral("%1: DAM %2, %3 to the body")
                               .arg(name)
                               .arg(hit.dam)
                               .arg(hit.bodyDamage));
            }
        }
        markers.push_back(std::move(m));
    }
    return markers;
}

int throwSteps(const ThrowOutcome& thrown)
{
    return thrown.drift > 0 ? 2 : 1;
}

std::vector<ShotMarkers> throwMarkers(const ThrowOutcome& thrown, int target, double revealed)
{
    // §9: the grenade flies from the intended point to where the d6 deviation takes it, then,
    // beyond optimum range, straight down by the drift. On the floor each character's point
    // deviates on its own dice.
    std::vector<ShotMarkers> markers;
    if (target < 0 || target >= static_cast<int>(thrown.characters.size()))
        return markers;
    const BlastTrace& blast = thrown.characters[static_cast<std::size_t>(target)];
    const int whole = revealed < 0 ? throwSteps(thrown) : static_cast<int>(revealed);
    const double travel = revealed < 0 ? 0.0 : revealed - whole;
    auto reveal = [&](int stepIndex, ShotMarkers m) {
        if (stepIndex > whole || (stepIndex == whole && travel <= 0))
            return;
        m.travel = stepIndex == whole ? travel : 1.0;
        markers.push_back(std::move(m));
    };
    ShotMarkers flight;
    flight.aimed = thrown.intended;
    flight.landing = thrown.onFloor ? blast.impact : thrown.deviated;
    flight.deviation = thrown.onFloor ? blast.deviation : thrown.deviation;
    flight.direction = thrown.onFloor ? blast.direction : thrown.direction;
    reveal(0, flight);
    if (!thrown.onFloor && thrown.drift > 0) {
        ShotMarkers drift;
        drift.aimed = thrown.deviated;
        drift.landing = thrown.impact;
        drift.deviation = thrown.drift;
        drift.direction = 3;
        drift.firstOfAction = false;
        reveal(1, drift);
    }
    return markers;
}

std::optional<BlastZone> blastZone(const ThrowOutcome& thrown, int target, double revealed)
{
    if (target < 0 || target >= static_cast<int>(thrown.characters.size()))
        return std::nullopt;
    if (revealed >= 0 && revealed < throwSteps(thrown))
        return std::nullopt; // still in the air
    const BlastTrace& blast = thrown.characters[static_cast<std::size_t>(target)];
    return BlastZone { blast.impact, blast.radius, thrown.type };
}

std::vector<QRectF> sceneAreas(const QRectF& rect, std::size_t count)
{
    count = std::max<std::size_t>(count, 1);
    const QRectF area = rect.adjusted(4, count > 1 ? 22 : 4, -4, -4);
    const qreal width = area.width() / static_cast<qreal>(count);
    std::vector<QRectF> areas;
    for (std::size_t i = 0; i < count; ++i)
        areas.emplace_back(
            area.left() + width * static_cast<qreal>(i), area.top(), width, area.height());
    return areas;
}

BodyPaintState sceneState(const std::vector<SceneBody>& bodies, std::size_t index)
{
    BodyPaintState state = bodies[index].state;
    state.rowNumbersLeft = state.rowNumbersLeft && index == 0;
    state.rowNumbersRight = state.rowNumbersRight && index + 1 == bodies.size();
    return state;
}

void paintSceneName(QPainter& painter, const BodyRenderer& renderer, const QString& name,
    const QColor& ink, qreal top)
{
    painter.setPen(ink);
    const QRectF frame = renderer.fieldRect();
    painter.drawText(QRectF(frame.left(), top + 2, frame.width(), 20), Qt::AlignCenter, name);
}

void paintScene(QPainter& painter, const Body& body, const QRectF& rect,
    const std::vector<SceneBody>& bodies, const QColor& ground, const QColor& ink)
{
    painter.fillRect(rect, ground);
    const std::vector<QRectF> areas = sceneAreas(rect, bodies.size());
    for (std::size_t i = 0; i < bodies.size(); ++i) {
        BodyRenderer renderer(&body);
        renderer.fitTo(areas[i]);
        renderer.paint(painter, sceneState(bodies, i));
        if (bodies.size() > 1)
            paintSceneName(painter, renderer, bodies[i].name, ink, rect.top());
    }
}

} // namespace hitspread
