// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bodyrenderer.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>

#include <array>
#include <cmath>

namespace hitspread {

namespace {
    const qreal sqrt3 = std::sqrt(3.0);
    // The frame around the field that holds the column letters and row numbers, in hex sizes.
    constexpr qreal labelBand = 1.6;

    // Cube rounding of fractional axial coordinates to the nearest hex.
    Hex roundHex(qreal q, qreal r)
    {
        const qreal s = -q - r;
        qreal rq = std::round(q), rr = std::round(r), rs = std::round(s);
        const qreal dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
        if (dq > dr && dq > ds)
            rq = -rr - rs;
        else if (dr > ds)
            rr = -rq - rs;
        return { static_cast<int>(rq), static_cast<int>(rr) };
    }
}

BodyRenderer::BodyRenderer(const Body* body)
    : m_body(body)
{
}

void BodyRenderer::setBody(const Body* body) { m_body = body; }

void BodyRenderer::setHexSize(qreal size) { m_size = std::max<qreal>(2, size); }

QSizeF BodyRenderer::naturalSize(qreal size) const
{
    if (!m_body)
        return {};
    // Flat-top: columns 1.5 × size apart, rows √3 × size apart, odd columns half a row lower.
    const qreal width = (1.5 * (m_body->columns - 1) + 2) * size;
    const qreal height = (m_body->rows + 0.5) * sqrt3 * size;
    return { width + 2 * labelBand * size, height + 2 * labelBand * size };
}

void BodyRenderer::fitTo(const QRectF& area)
{
    if (!m_body || m_body->columns == 0)
        return;
    const QSizeF unit = naturalSize(1.0);
    m_size = std::max<qreal>(2, std::min(area.width() / unit.width(), area.height() / unit.height()));
    const QSizeF used = naturalSize(m_size);
    m_origin = { area.left() + (area.width() - used.width()) / 2, area.top() + (area.height() - used.height()) / 2 };
}

QRectF BodyRenderer::fieldRect() const { return { m_origin, naturalSize(m_size) }; }

QPointF BodyRenderer::hexCenter(Hex hex) const
{
    const qreal x0 = m_origin.x() + (labelBand + 1) * m_size;
    const qreal y0 = m_origin.y() + (labelBand + sqrt3 / 2) * m_size;
    return { x0 + 1.5 * m_size * hex.q, y0 + sqrt3 * m_size * (hex.r + hex.q / 2.0) };
}

QPolygonF BodyRenderer::hexPolygon(Hex hex) const
{
    const QPointF c = hexCenter(hex);
    QPolygonF polygon;
    for (int i = 0; i < 6; ++i) {
        const qreal angle = M_PI / 3 * i;
        polygon << QPointF(c.x() + m_size * std::cos(angle), c.y() + m_size * std::sin(angle));
    }
    return polygon;
}

std::optional<Hex> BodyRenderer::hexAt(QPointF point) const
{
    if (!m_body)
        return std::nullopt;
    const QPointF origin = hexCenter({ 0, 0 });
    const qreal x = point.x() - origin.x(), y = point.y() - origin.y();
    const qreal q = (2.0 / 3 * x) / m_size;
    const qreal r = (-1.0 / 3 * x + sqrt3 / 3 * y) / m_size;
    const Hex hex = roundHex(q, r);
    if (!m_body->inField(toOffset(hex)))
        return std::nullopt;
    return hex;
}

QColor BodyRenderer::locationColor(int location, bool dark)
{
    // Seven hues a referee can tell apart at a glance, also in print.
    static const std::array<QColor, 7> hues { QColor(0xd9, 0x5f, 0x5f), QColor(0x4f, 0x86, 0xc6), QColor(0xe0, 0xa4, 0x3a),
        QColor(0x5f, 0xb0, 0x6a), QColor(0x9b, 0x6f, 0xc9), QColor(0x3f, 0xae, 0xa8), QColor(0xc9, 0x6f, 0xa8) };
    QColor c = hues[static_cast<std::size_t>(location) % hues.size()];
    return dark ? c.darker(135) : c.lighter(118);
}

void BodyRenderer::paint(QPainter& painter, const BodyPaintState& state) const
{
    if (!m_body)
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QColor ink = state.dark ? QColor(0xe8, 0xe8, 0xe8) : QColor(0x20, 0x20, 0x20);
    const QColor emptyLine = state.dark ? QColor(0x55, 0x55, 0x5a) : QColor(0xc8, 0xc8, 0xcc);
    const QPen thin(emptyLine, std::max<qreal>(0.5, m_size / 14));
    for (int row = 0; row < m_body->rows; ++row) {
        for (int col = 0; col < m_body->columns; ++col) {
            const Hex hex = fromOffset({ col, row });
            const int sub = m_body->subLocationAt(hex);
            const QPolygonF polygon = hexPolygon(hex);
            if (sub < 0) {
                painter.setPen(thin);
                painter.setBrush(Qt::NoBrush);
                painter.drawPolygon(polygon);
                continue;
            }
            const int location = m_body->subLocations[static_cast<std::size_t>(sub)].location;
            QColor fill = locationColor(location, state.dark);
            if (state.character) {
                // Damage shows as a deepening shade and, past useless, hatching.
                switch (state.character->condition(location)) {
                case LocationCondition::Unhurt:
                    break;
                case LocationCondition::Wounded:
                    fill = fill.darker(125);
                    break;
                case LocationCondition::Useless:
                    fill = fill.darker(160);
                    break;
                case LocationCondition::SeverelyDamaged:
                case LocationCondition::Destroyed:
                    fill = fill.darker(220);
                    break;
                }
            }
            painter.setPen(QPen(fill.darker(130), std::max<qreal>(0.5, m_size / 16)));
            painter.setBrush(fill);
            painter.drawPolygon(polygon);
            if (state.character && state.character->condition(location) == LocationCondition::Destroyed) {
                painter.setBrush(QBrush(ink, Qt::DiagCrossPattern));
                painter.drawPolygon(polygon);
            }
        }
    }
    paintBorders(painter, state);
    auto outline = [&](Hex hex, const QColor& colour, qreal width) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(colour, width));
        painter.drawPolygon(hexPolygon(hex));
    };
    if (state.hovered)
        outline(*state.hovered, state.dark ? QColor(255, 255, 255, 200) : QColor(0, 0, 0, 150), m_size / 6);
    if (state.selected)
        outline(*state.selected, state.dark ? QColor(0xff, 0xe0, 0x40) : QColor(0x10, 0x10, 0x10), m_size / 4);
    if (state.edgeLabels)
        paintLabels(painter, state);
    painter.restore();
}

void BodyRenderer::paintBorders(QPainter& painter, const BodyPaintState& state) const
{
    // A bolder line wherever two neighbouring hexes belong to different sub-locations.
    const QColor border = state.dark ? QColor(0xf0, 0xf0, 0xf0) : QColor(0x30, 0x30, 0x30);
    painter.setPen(QPen(border, std::max<qreal>(1.0, m_size / 7), Qt::SolidLine, Qt::RoundCap));
    // Edge i of hexPolygon runs from corner i to corner i+1; faces 2,3,4,5,6,1 lie beyond them.
    static const int faceOfEdge[6] = { 2, 3, 4, 5, 6, 1 };
    for (const Hex hex : m_body->bodyHexes()) {
        const int sub = m_body->subLocationAt(hex);
        const QPolygonF polygon = hexPolygon(hex);
        for (int edge = 0; edge < 6; ++edge) {
            const int other = m_body->subLocationAt(neighbour(hex, faceOfEdge[edge]));
            if (other != sub)
                painter.drawLine(polygon[edge], polygon[(edge + 1) % 6]);
        }
    }
}

void BodyRenderer::paintLabels(QPainter& painter, const BodyPaintState& state) const
{
    QFont font = painter.font();
    font.setPixelSize(std::max(6, static_cast<int>(m_size * 0.85)));
    painter.setFont(font);
    painter.setPen(state.dark ? QColor(0xd0, 0xd0, 0xd0) : QColor(0x40, 0x40, 0x40));
    const QRectF frame = fieldRect();
    const qreal band = labelBand * m_size;
    for (int col = 0; col < m_body->columns; ++col) {
        const qreal x = hexCenter(fromOffset({ col, 0 })).x();
        const QString text = QString::fromStdString(columnLetters(col));
        painter.drawText(QRectF(x - m_size, frame.top(), 2 * m_size, band), Qt::AlignCenter, text);
        painter.drawText(QRectF(x - m_size, frame.bottom() - band, 2 * m_size, band), Qt::AlignCenter, text);
    }
    for (int row = 0; row < m_body->rows; ++row) {
        const qreal y = hexCenter(fromOffset({ 0, row })).y();
        const QString text = QString::number(row + 1);
        painter.drawText(QRectF(frame.left(), y - m_size, band, 2 * m_size), Qt::AlignCenter, text);
        const qreal yRight = hexCenter(fromOffset({ m_body->columns - 1, row })).y();
        painter.drawText(QRectF(frame.right() - band, yRight - m_size, band, 2 * m_size), Qt::AlignCenter, text);
    }
}

} // namespace hitspread
