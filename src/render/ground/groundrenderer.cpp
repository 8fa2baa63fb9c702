// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The ground map: fitted to its area, and painted layer by layer; the figures are painted in
// groundfigures.cpp, the key in the corner in groundkey.cpp.
#include "groundrenderer.h"

#include "groundpaint.h"
#include "heatcolor.h"
#include "hexlayout.h"
#include "labelplacer.h"
#include "localnumber.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>
#include <optional>
#include <utility>

namespace hitspread::render {

using namespace groundpaint;

namespace {
    constexpr qreal maxHexPixels = 48;

    void paintGrid(const Canvas& c)
    {
        const GroundRenderer& map = c.map;
        const QRectF area = map.area();
        const Hex topLeft = map.hexAt(area.topLeft()), bottomRight = map.hexAt(area.bottomRight());
        const Hex topRight = map.hexAt(area.topRight()), bottomLeft = map.hexAt(area.bottomLeft());
        const int qFirst = std::min(topLeft.q, bottomLeft.q) - 1,
                  qLast = std::max(topRight.q, bottomRight.q) + 1;
        // Each hex draws its three upper edges; its neighbours below draw the rest.
        QVector<QLineF> edges;
        for (int q = qFirst; q <= qLast; ++q) {
            const int rFirst = static_cast<int>(std::floor(
                                   (area.top() - map.centreOf({ q, 0 }).y()) / (sqrt3 * c.size())))
                - 1;
            const int rLast
                = static_cast<int>(
                      std::ceil((area.bottom() - map.centreOf({ q, 0 }).y()) / (sqrt3 * c.size())))
                + 1;
            for (int r = rFirst; r <= rLast; ++r) {
                const QPolygonF hex = HexLayout::polygonAround(map.centreOf({ q, r }), c.size());
                edges << QLineF(hex[3], hex[4]) << QLineF(hex[4], hex[5]) << QLineF(hex[5], hex[0]);
            }
        }
        c.painter.setPen(QPen(c.grid(), c.pen(1.0 / 20, 0.6)));
        c.painter.drawLines(edges);
    }

    // The odds in percent, to two significant figures below 10.
    QString percent(double p)
    {
        return localNumber(p * 100, p >= 0.095 ? 0 : 1);
    }

    void paintHeat(
        const Canvas& c, const std::map<Hex, double>& heat, const std::vector<Hex>& covered)
    {
        // The colour says the chance itself, as on the body diagram and in the key: many
        // equally unlikely hexes are pale, one likely hex is deep red.
        c.painter.setPen(Qt::NoPen);
        for (const auto& [hex, p] : heat) {
            if (p <= 0)
                continue;
            c.painter.setBrush(heatColor(p));
            c.painter.drawPolygon(HexLayout::polygonAround(c.map.centreOf(hex), c.size()));
        }
        // The odds themselves when a hex is large enough to hold them, in ink that reads on
        // the hex's colour.
        if (c.size() < 16)
            return;
        c.painter.setFont(c.font(std::min<qreal>(c.size() * 0.36, 12)));
        for (const auto& [hex, p] : heat) {
            if (p < 0.0005 || std::find(covered.begin(), covered.end(), hex) != covered.end())
                continue;
            c.painter.setPen(inkOn(blended(heatColor(p), c.ground())));
            const QString text = percent(p);
            const QPointF centre = c.map.centreOf(hex);
            c.painter.drawText(QRectF(centre.x() - c.size(), centre.y() + c.size() * 0.2,
                                   2 * c.size(), c.size() * 0.6),
                Qt::AlignCenter, text);
        }
    }

    // Where the ray from `centre` at `degrees` (clockwise from up) leaves `outline`.
    QPointF leaving(const QPolygonF& outline, QPointF centre, double degrees)
    {
        const QPointF ray = towards(QPointF(), degrees, 1);
        qreal farthest = 0;
        for (qsizetype i = 0; i + 1 < outline.size(); ++i) {
            const QPointF a = outline[i] - centre, edge = outline[i + 1] - outline[i];
            const qreal cross = ray.x() * edge.y() - ray.y() * edge.x();
            if (std::abs(cross) < 1e-12)
                continue;
            // centre + t·ray = outline[i] + u·edge
            const qreal t = (a.x() * edge.y() - a.y() * edge.x()) / cross;
            const qreal u = (a.x() * ray.y() - a.y() * ray.x()) / cross;
            if (u >= -1e-9 && u <= 1 + 1e-9 && t > farthest)
                farthest = t;
        }
        return centre + ray * farthest;
    }

    // The rings' washes and dashed outlines (the layer kept as an image).
    void paintRingShapes(const Canvas& c, const std::vector<QPainterPath>& outlines)
    {
        // A faint wash inside each ring, so that the nearer rings read as the worse ones.
        QColor wash = c.ring();
        wash.setAlpha(12);
        c.painter.setPen(Qt::NoPen);
        c.painter.setBrush(wash);
        for (const QPainterPath& outline : outlines)
            c.painter.drawPath(outline);
        c.painter.setBrush(Qt::NoBrush);
        c.painter.setPen(QPen(c.ring(), std::min<qreal>(3, c.pen(1.0 / 9, 1.5)), Qt::DashLine));
        for (const QPainterPath& outline : outlines)
            c.painter.drawPath(outline);
    }

    // The names on the rings, at the far side from the thrower where possible.
    void paintRingLabels(const Canvas& c, const GroundPaintState& state,
        const std::vector<QPainterPath>& outlines, LabelPlacer& labels)
    {
        if (!state.ringCentre)
            return;
        const QPointF centre = c.map.centreOf(*state.ringCentre);
        for (std::size_t i = 0; i < state.rings.size() && i < outlines.size(); ++i) {
            const QString name = i < state.ringNames.size() && !state.ringNames[i].isEmpty()
                ? state.ringNames[i]
                : QStringLiteral("%1 m").arg(state.rings[i]);
            Label label { { name }, c.font(std::min<qreal>(c.size() * 0.5, 14), true), {}, 1.5 };
            const QSizeF size = label.size();
            const QPolygonF outline = outlines[i].toFillPolygon();
            std::vector<QRectF> candidates;
            for (int turn = 0; turn <= 24; ++turn) {
                // 0, +15, −15, +30 … degrees from the far side: the nearest free spot wins.
                const double degrees = (turn % 2 == 0 ? 1 : -1) * 7.5 * (turn + turn % 2);
                const QPointF at = leaving(outline, centre, state.forwardDegrees + degrees);
                candidates.emplace_back(at - QPointF(size.width() / 2, size.height() / 2), size);
            }
            label.draw(c.painter, labels.place(candidates), c.ring(), c.plate(), c.ink());
        }
    }

    void paintCrosshair(const Canvas& c, QPointF aim)
    {
        if (!c.shows(aim, 2))
            return;
        const qreal s = c.size();
        c.painter.setBrush(Qt::NoBrush);
        c.painter.setPen(
            QPen(QColor(255, 255, 255, 200), c.pen(1.0 / 5, 2.5), Qt::SolidLine, Qt::RoundCap));
        c.painter.drawEllipse(aim, s * 0.85, s * 0.85);
        c.painter.setPen(QPen(c.ink(), c.pen(1.0 / 12, 1.2), Qt::SolidLine, Qt::RoundCap));
        c.painter.drawEllipse(aim, s * 0.85, s * 0.85);
        for (int quarter = 0; quarter < 4; ++quarter) {
            const double degrees = 90.0 * quarter;
            c.painter.drawLine(towards(aim, degrees, s * 0.55), towards(aim, degrees, s * 1.2));
        }
    }

    // The chance of landing on the intended point, beside the crosshair that hides its hex.
    void paintAimOdds(const Canvas& c, QPointF aim, double odds, LabelPlacer& labels)
    {
        const qreal s = c.size();
        Label label {
            { shown(QT_TRANSLATE_NOOP("GroundRenderer", "lands here %1%")).arg(percent(odds)) },
            c.font(std::min<qreal>(s * 0.5, 14), true), {}, 1.5
        };
        const QSizeF size = label.size();
        const qreal gap = s * 1.25;
        const std::vector<QRectF> candidates {
            QRectF(
                QPointF(aim.x() - gap - size.width(), aim.y() - size.height() / 2), size), // left
            QRectF(
                QPointF(aim.x() - size.width() / 2, aim.y() - gap - size.height()), size), // above
            QRectF(QPointF(aim.x() + gap, aim.y() - size.height() / 2), size), // right
            QRectF(QPointF(aim.x() - size.width() / 2, aim.y() + gap), size), // below
        };
        label.draw(c.painter, labels.place(candidates), landingColour, c.plate(), c.ink());
    }

    void paintDeviation(
        const Canvas& c, const GroundPaintState& state, Hex landing, LabelPlacer& labels)
    {
        const QPointF from = c.map.centreOf(state.aim), to = c.map.centreOf(landing);
        const QPointF d = to - from;
        const qreal length = std::hypot(d.x(), d.y());
        if (length < 1e-6)
            return;
        const QPointF u = d / length, n(-u.y(), u.x());
        const qreal s = c.size();
        const QPointF tip = to - u * s * 0.95;
        c.painter.setPen(QPen(c.arrow(), c.pen(1.0 / 7, 1.5), Qt::SolidLine, Qt::RoundCap));
        c.painter.drawLine(from + u * s * 0.9, tip - u * s * 0.5);
        QPolygonF head;
        head << tip << tip - u * s * 0.7 + n * s * 0.35 << tip - u * s * 0.7 - n * s * 0.35;
        c.painter.setPen(Qt::NoPen);
        c.painter.setBrush(c.arrow());
        c.painter.drawPolygon(head);
        Label label { { GroundRenderer::deviationLabel(state) },
            c.font(std::min<qreal>(s * 0.55, 15), true), {}, 2 };
        const QSizeF size = label.size();
        const QPointF middle = (from + to) / 2;
        std::vector<QRectF> candidates;
        for (qreal side : { 1.0, -1.0 }) {
            const QPointF at = middle
                + n * side
                    * (s * 0.4
                        + (std::abs(n.x()) * size.width() + std::abs(n.y()) * size.height()) / 2);
            candidates.emplace_back(at - QPointF(size.width() / 2, size.height() / 2), size);
        }
        // A short deviation's middle lies under the burst: then beyond it, along the arrow.
        const qreal along = (std::abs(u.x()) * size.width() + std::abs(u.y()) * size.height()) / 2;
        const QPointF beyond = to + u * (s * 1.05 + along);
        candidates.emplace_back(beyond - QPointF(size.width() / 2, size.height() / 2), size);
        label.draw(c.painter, labels.place(candidates), c.arrow(), c.plate(), c.ink());
    }

    // The thrown weapon on its way: most of the flight to the intended point, the rest along
    // the deviation to where it lands.
    void paintInFlight(const Canvas& c, const GroundPaintState& state)
    {
        QPointF from = c.map.centreOf(state.aim);
        for (const GroundFigureView& figure : state.figures)
            if (figure.shooter)
                from = c.map.centreOf(figure.position);
        const QPointF aim = c.map.centreOf(state.aim), landing = c.map.centreOf(*state.landing);
        constexpr double toAim = 0.7;
        const double t = std::clamp(state.flight, 0.0, 1.0);
        const QPointF at = t < toAim ? from + (aim - from) * (t / toAim)
                                     : aim + (landing - aim) * ((t - toAim) / (1 - toAim));
        c.painter.setPen(QPen(c.ink(), c.pen(1.0 / 16, 1)));
        c.painter.setBrush(c.arrow());
        c.painter.drawEllipse(at, c.size() * 0.35, c.size() * 0.35);
    }

    void paintLanding(const Canvas& c, QPointF at)
    {
        if (!c.shows(at, 2))
            return;
        // An eight-pointed burst, large enough that its points show around a figure on it.
        const qreal s = c.size();
        QPolygonF star;
        for (int i = 0; i < 16; ++i)
            star << towards(at, 22.5 * i, i % 2 == 0 ? s * 0.98 : s * 0.45);
        c.painter.setPen(QPen(c.ink(), c.pen(1.0 / 16, 1)));
        c.painter.setBrush(landingColour);
        c.painter.drawPolygon(star);
    }
}

GroundRenderer::GroundRenderer() = default;

void GroundRenderer::fit(
    const QRectF& area, const std::vector<Hex>& mustShow, int margin, qreal minHexPixels)
{
    m_area = area;
    // The extent in metres of every hex within `margin` of the hexes to show: a disk of
    // radius m reaches m·√3/2 + 1/√3 sideways (corners) and m + ½ up and down (sides).
    double left = 0, right = 0, top = 0, bottom = 0;
    bool first = true;
    for (Hex h : mustShow.empty() ? std::vector<Hex> { Hex {} } : mustShow) {
        const ground::Point p = ground::centre(h);
        left = first ? p.x : std::min(left, p.x);
        right = first ? p.x : std::max(right, p.x);
        top = first ? p.y : std::min(top, p.y);
        bottom = first ? p.y : std::max(bottom, p.y);
        first = false;
    }
    const int reach = std::max(0, margin);
    const double sideways = reach * sqrt3 / 2 + 1 / sqrt3, upDown = reach + 0.5;
    left -= sideways;
    right += sideways;
    top -= upDown;
    bottom += upDown;
    const double perMetre = std::min(area.width() / (right - left), area.height() / (bottom - top));
    m_size
        = std::clamp<qreal>(perMetre / sqrt3, std::min(minHexPixels, maxHexPixels), maxHexPixels);
    const qreal scale = pixelsPerMetre();
    m_origin = area.center() - QPointF((left + right) / 2 * scale, (top + bottom) / 2 * scale);
}

void GroundRenderer::zoom(qreal factor)
{
    const QPointF centre = m_area.center();
    m_origin = centre + (m_origin - centre) * factor;
    m_size *= factor;
}

qreal GroundRenderer::hexSize() const
{
    return m_size;
}

qreal GroundRenderer::pixelsPerMetre() const
{
    return m_size * sqrt3;
}

QPointF GroundRenderer::centreOf(Hex h) const
{
    return layout().centre(h);
}

Hex GroundRenderer::hexAt(QPointF pixel) const
{
    return layout().hexAt(pixel);
}

QRectF GroundRenderer::area() const
{
    return m_area;
}

QPainterPath GroundRenderer::ringOutline(Hex centre, int upTo) const
{
    // A corner of the hex grid as exact whole numbers: corner i of hex (q, r) lies at
    // x = (3q + cornerX[i]) · size / 2 and y = (2r + q + cornerY[i]) · √3 · size / 2.
    static constexpr int cornerX[6] = { 2, 1, -1, -2, -1, 1 };
    static constexpr int cornerY[6] = { 0, 1, 1, 0, -1, -1 };
    using Corner = std::pair<int, int>;
    auto corner = [](Hex h, int i) {
        return Corner { 3 * h.q + cornerX[i], 2 * h.r + h.q + cornerY[i] };
    };
    const int radius = std::max(0, upTo);
    // The outer sides of the hexes at `radius`, each from a corner to the next clockwise: they
    // join head to tail around the ring.
    std::map<Corner, std::pair<Corner, QPointF>> next;
    std::optional<std::pair<Corner, QPointF>> start;
    for (Hex h : ring(centre, radius)) {
        const QPolygonF hex = layout().polygon(h);
        const QPointF middle = centreOf(h);
        for (int i = 0; i < 6; ++i) {
            const int j = (i + 1) % 6;
            // The hex beyond side i: the centre mirrored across the side's midpoint.
            if (distance(hexAt(hex[i] + hex[j] - middle), centre) <= radius)
                continue;
            next[corner(h, i)] = { corner(h, j), hex[j] };
            if (!start)
                start = { corner(h, i), hex[i] };
        }
    }
    QPainterPath path;
    if (!start)
        return path;
    path.moveTo(start->second);
    Corner at = start->first;
    for (std::size_t n = 0; n < next.size(); ++n) {
        const auto side = next.find(at);
        if (side == next.end())
            break;
        path.lineTo(side->second.second);
        at = side->second.first;
        if (at == start->first)
            break;
    }
    path.closeSubpath();
    return path;
}

QRect GroundRenderer::hexBounds(Hex h) const
{
    const QPointF centre = centreOf(h);
    const qreal reach = m_size + 3;
    return QRectF(centre - QPointF(reach, reach), QSizeF(2 * reach, 2 * reach)).toAlignedRect();
}

QString GroundRenderer::deviationLabel(const GroundPaintState& state)
{
    // The metres as the roll gave them; without the roll, as the rules count them, hex by hex.
    const int metres
        = state.drift ? *state.drift : (state.landing ? distance(state.aim, *state.landing) : 0);
    const QString away = shown(QT_TRANSLATE_NOOP("GroundRenderer", "%1 m")).arg(metres);
    if (!state.direction)
        return away;
    return state.directionDie == ground::DirectionDie::HexD6
        ? shown(QT_TRANSLATE_NOOP("GroundRenderer", "face %1 · %2")).arg(*state.direction).arg(away)
        : shown(QT_TRANSLATE_NOOP("GroundRenderer", "%1 o'clock · %2"))
              .arg(*state.direction)
              .arg(away);
}

QRectF GroundRenderer::diagramRect(bool heatKey) const
{
    // A fixed size in pixels: the diagram is a key, not part of the map's scale.
    const qreal width = std::min<qreal>(150, std::max<qreal>(0, m_area.width() - 12));
    const qreal height
        = std::min<qreal>(width + (heatKey ? 52 : 36), std::max<qreal>(0, m_area.height() - 12));
    return { m_area.right() - 6 - width, m_area.top() + 6, width, height };
}

void GroundRenderer::paint(QPainter& painter, const GroundPaintState& state) const
{
    if (m_area.isEmpty())
        return;
    painter.save();
    // Within what the caller clipped to (a hover's two hexes), never more.
    painter.setClipRect(m_area, painter.hasClipping() ? Qt::IntersectClip : Qt::ReplaceClip);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    const Canvas c { painter, *this, painter.font(),
        painter.device() ? qreal(painter.device()->logicalDpiY()) : 96.0, state.dark };

    // Labels keep clear of the key in the corner and of every marker on the map.
    LabelPlacer labels(m_area);
    const QRectF diagram = state.showKey ? diagramRect(!state.heat.empty()) : QRectF();
    labels.block(diagram);
    for (const GroundFigureView& figure : state.figures) {
        const QPointF at = centreOf(figure.position);
        labels.block(
            QRectF(at - QPointF(m_size * 0.8, m_size * 0.8), QSizeF(m_size * 1.6, m_size * 1.6)));
    }
    if (state.landing)
        labels.block(QRectF(
            centreOf(*state.landing) - QPointF(m_size, m_size), QSizeF(2 * m_size, 2 * m_size)));
    if (state.showAim)
        labels.block(QRectF(centreOf(state.aim) - QPointF(1.25 * m_size, 1.25 * m_size),
            QSizeF(2.5 * m_size, 2.5 * m_size)));

    // Hexes under a marker keep their odds to themselves: the marker would cover them.
    std::vector<Hex> covered;
    for (const GroundFigureView& figure : state.figures)
        covered.push_back(figure.position);
    if (state.landing)
        covered.push_back(*state.landing);
    if (state.showAim)
        covered.push_back(state.aim);
    const bool landed = !state.landing || state.flight >= 1.0;
    const bool raster
        = painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::Raster;
    const qreal ratio = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    // The line of the throw, thrower to intended point: dotted, and so dear to stroke (a few
    // million instructions across a large map), it is kept with the layer.
    std::vector<std::pair<Hex, Hex>> throwLines;
    if (state.showAim) {
        for (const GroundFigureView& figure : state.figures)
            if (figure.shooter && figure.position != state.aim)
                throwLines.emplace_back(figure.position, state.aim);
    }
    BaseKey key { m_area, m_size, m_origin, ratio, state.dark, painter.font(), state.heat,
        std::move(covered), landed ? state.ringCentre : std::nullopt,
        landed ? state.rings : std::vector<int> {}, std::move(throwLines) };
    if (!(key == m_baseKey) || m_base.isNull() || !raster) {
        m_ringOutlines.clear();
        if (key.ringCentre)
            for (int radius : key.rings)
                m_ringOutlines.push_back(ringOutline(*key.ringCentre, radius));
        auto paintGround = [&](QPainter& on) {
            const Canvas b { on, *this, painter.font(), c.dpi, state.dark };
            on.setRenderHint(QPainter::Antialiasing, true);
            on.fillRect(m_area, c.ground());
            paintGrid(b);
        };
        auto paintOver = [&](QPainter& on) {
            const Canvas b { on, *this, painter.font(), c.dpi, state.dark };
            on.setRenderHint(QPainter::Antialiasing, true);
            on.setRenderHint(QPainter::TextAntialiasing, true);
            paintHeat(b, key.heat, key.covered);
            paintRingShapes(b, m_ringOutlines);
            QColor path = throwerColour;
            path.setAlpha(120);
            on.setPen(QPen(path, c.pen(1.0 / 12, 1.2), Qt::DotLine, Qt::RoundCap));
            for (const auto& [from, to] : key.throwLines)
                on.drawLine(centreOf(from), centreOf(to));
        };
        if (!raster) {
            // Printing and vector files: shapes, not a picture of them.
            paintGround(painter);
            paintOver(painter);
            m_base = QImage();
        } else {
            const BaseKey gridKey { m_area, m_size, m_origin, ratio, state.dark, {}, {}, {}, {}, {},
                {} };
            if (!(gridKey == m_gridKey) || m_grid.isNull()) {
                m_grid
                    = QImage((m_area.size() * ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
                m_grid.setDevicePixelRatio(ratio);
                QPainter on(&m_grid);
                on.translate(-m_area.topLeft());
                paintGround(on);
                m_gridKey = gridKey;
            }
            m_base = m_grid.copy();
            QPainter on(&m_base);
            on.translate(-m_area.topLeft());
            paintOver(on);
        }
        m_baseKey = std::move(key);
    }
    if (!m_base.isNull())
        painter.drawImage(m_area.topLeft(), m_base);
    if (state.hover) {
        painter.setPen(QPen(QColor(0, 0, 0, 110), c.pen(1.0 / 8, 1.2)));
        painter.setBrush(QColor(0, 0, 0, 14));
        painter.drawPolygon(layout().polygon(*state.hover));
    }
    // Rings and the deviation are drawn before the figures; their labels are placed first
    // so that the figures' names find room around them.
    if (landed)
        paintRingLabels(c, state, m_ringOutlines, labels);
    if (state.showAim)
        paintCrosshair(c, centreOf(state.aim));
    if (state.landing && state.showAim && landed) {
        // The burst drawn on the landing hex: its face label finds room beside it, not under it.
        const QPointF at = centreOf(*state.landing);
        const qreal s = c.size();
        labels.block(QRectF(at - QPointF(s, s), QSizeF(2 * s, 2 * s)));
        paintDeviation(c, state, *state.landing, labels);
    }
    if (state.showAim) {
        const auto odds = state.heat.find(state.aim);
        if (odds != state.heat.end() && odds->second > 0)
            paintAimOdds(c, centreOf(state.aim), odds->second, labels);
    }
    if (state.landing && landed)
        paintLanding(c, centreOf(*state.landing));
    if (state.landing && !landed)
        paintInFlight(c, state);
    // Standing figures over lying ones, the selected one on top.
    std::vector<int> order;
    for (int i = 0; i < static_cast<int>(state.figures.size()); ++i)
        order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        auto rank = [&](int i) {
            return (state.selected == i ? 2 : 0)
                + (state.figures[static_cast<std::size_t>(i)].down ? 0 : 1);
        };
        return rank(a) < rank(b);
    });
    for (int i : order)
        paintFigure(c, state.figures[static_cast<std::size_t>(i)], state, state.selected == i);
    for (int i : order)
        paintFigureLabel(c, state.figures[static_cast<std::size_t>(i)], labels);
    // The key in the corner, unless the repaint is elsewhere (a hover's two hexes).
    if (!diagram.isEmpty() && repaints(painter, diagram))
        paintDirectionDiagram(c, state, diagram);
    painter.restore();
}

} // namespace hitspread::render
