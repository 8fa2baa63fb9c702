// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex.h"

#include <QPointF>
#include <QPolygonF>

namespace hitspread {

// The one hex ↔ pixel geometry of every drawing (DESIGN.md, "Hex conventions"): flat-top
// hexes `size` pixels from centre to corner, the centre of hex (0, 0) at `origin`. The body
// diagram, the ground map (whose hex centres are 1 m apart), the printed sheet and the
// views' hit-testing all ask it.
class HexLayout {
public:
    HexLayout() = default;
    HexLayout(qreal size, QPointF origin)
        : m_size(size)
        , m_origin(origin)
    {
    }

    qreal size() const { return m_size; }
    QPointF origin() const { return m_origin; }
    qreal rowHeight() const; // between the centres of two hexes of one column

    QPointF centre(Hex hex) const { return m_origin + offset(hex, m_size); }
    QPolygonF polygon(Hex hex) const { return polygonAround(centre(hex), m_size); }
    // The hex containing a point (the exact inverse of centre()).
    Hex hexAt(QPointF point) const;

    // The same geometry away from a layout (a key, the sheet's direction diagram): a hex's
    // centre relative to the centre of hex (0, 0), and the outline of a hex around a centre.
    static QPointF offset(Hex hex, qreal size);
    static QPolygonF polygonAround(QPointF centre, qreal size);

private:
    qreal m_size = 12;
    QPointF m_origin;
};

} // namespace hitspread
