// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dicepainter.h"

#include <QPainter>

#include <array>

namespace hitspread {

QColor dieColor(DieRole role)
{
    switch (role) {
    case DieRole::Success:
        return QColor(0x2e, 0x7d, 0x32); // green: the success (aiming) die
    case DieRole::Damage:
        return QColor(0xc6, 0x28, 0x28); // red: the damage die
    case DieRole::Penetration:
        return QColor(0x15, 0x65, 0xc0); // blue: the penetration die
    case DieRole::Direction:
        return QColor(0x42, 0x42, 0x42);
    case DieRole::Other:
        break;
    }
    return QColor(0x6d, 0x4c, 0x41);
}

void paintDieFace(QPainter& painter, const QRectF& rect, int face, DieRole role)
{
    // Pip positions on a 3 × 3 grid, per face.
    static const std::array<std::array<int, 9>, 6> pips { {
        { 0, 0, 0, 0, 1, 0, 0, 0, 0 },
        { 1, 0, 0, 0, 0, 0, 0, 0, 1 },
        { 1, 0, 0, 0, 1, 0, 0, 0, 1 },
        { 1, 0, 1, 0, 0, 0, 1, 0, 1 },
        { 1, 0, 1, 0, 1, 0, 1, 0, 1 },
        { 1, 0, 1, 1, 0, 1, 1, 0, 1 },
    } };
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QColor colour = dieColor(role);
    painter.setPen(QPen(colour.darker(150), std::max<qreal>(1, rect.width() / 24)));
    painter.setBrush(colour);
    painter.drawRoundedRect(rect, rect.width() * 0.18, rect.height() * 0.18);
    if (face >= 1 && face <= 6) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(Qt::white);
        const qreal cell = rect.width() / 3, radius = rect.width() * 0.09;
        for (int i = 0; i < 9; ++i) {
            if (pips[static_cast<std::size_t>(face - 1)][static_cast<std::size_t>(i)])
                painter.drawEllipse(
                    QPointF(rect.left() + cell * (i % 3 + 0.5), rect.top() + cell * (i / 3 + 0.5)),
                    radius, radius);
        }
    }
    painter.restore();
}

} // namespace hitspread
