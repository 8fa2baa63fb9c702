// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hexlayout.h"

#include <cmath>
#include <numbers>

namespace hitspread {

namespace {
    constexpr qreal sqrt3 = std::numbers::sqrt3;
}

qreal HexLayout::rowHeight() const
{
    return sqrt3 * m_size;
}

QPointF HexLayout::offset(Hex hex, qreal size)
{
    // Flat-top: columns 1.5 × size apart, rows √3 × size apart, each column half a row lower
    // than the one to its left in axial coordinates.
    return { 1.5 * size * hex.q, sqrt3 * size * (hex.r + hex.q / 2.0) };
}

QPolygonF HexLayout::polygonAround(QPointF centre, qreal size)
{
    QPolygonF polygon;
    for (int i = 0; i < 6; ++i) {
        const qreal angle = std::numbers::pi / 3 * i;
        polygon << QPointF(
            centre.x() + size * std::cos(angle), centre.y() + size * std::sin(angle));
    }
    return polygon;
}

Hex HexLayout::hexAt(QPointF point) const
{
    const qreal x = point.x() - m_origin.x(), y = point.y() - m_origin.y();
    const qreal q = (2.0 / 3 * x) / m_size;
    const qreal r = (-1.0 / 3 * x + sqrt3 / 3 * y) / m_size;
    return hexRound(q, r);
}

} // namespace hitspread
