// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "labelplacer.h"

#include <QPointF>

#include <cmath>

namespace hitspread {

namespace {
    QRectF keepInside(QRectF rect, const QRectF& area)
    {
        if (rect.right() > area.right())
            rect.moveRight(area.right());
        if (rect.bottom() > area.bottom())
            rect.moveBottom(area.bottom());
        if (rect.left() < area.left())
            rect.moveLeft(area.left());
        if (rect.top() < area.top())
            rect.moveTop(area.top());
        return rect;
    }

    qreal overlap(const QRectF& a, const QRectF& b)
    {
        const QRectF both = a.intersected(b);
        return both.isEmpty() ? 0 : both.width() * both.height();
    }
}

QRectF LabelPlacer::place(const std::vector<QRectF>& candidates)
{
    QRectF best;
    qreal bestCovered = -1;
    for (const QRectF& candidate : candidates) {
        const QRectF rect = keepInside(candidate, m_area);
        // A label pushed in from the edge strays from what it names: that costs more than
        // covering something.
        const QPointF moved = rect.center() - candidate.center();
        qreal covered = (std::abs(moved.x()) + std::abs(moved.y())) * rect.height() * 4;
        for (const QRectF& taken : m_taken)
            covered += overlap(rect, taken);
        if (bestCovered < 0 || covered < bestCovered - 0.5) {
            best = rect;
            bestCovered = covered;
        }
    }
    m_taken.push_back(best);
    return best;
}

} // namespace hitspread
