// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dicepainter.h"

#include <QFont>
#include <QPainter>
#include <QPolygonF>

#include <array>
#include <cmath>
#include <numbers>

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

void paintDie(QPainter& painter, const QRectF& rect, int face, int sides, DieRole role)
{
    if (sides == 6) {
        paintDieFace(painter, rect, face, role);
        return;
    }
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QColor colour = dieColor(role);
    painter.setPen(QPen(colour.darker(150), std::max<qreal>(1, rect.width() / 24)));
    painter.setBrush(colour);
    if (sides == 12) {
        // The face a d12 shows on top: a regular pentagon, one corner up.
        QPolygonF pentagon;
        const QPointF centre = rect.center();
        const qreal radius = std::min(rect.width(), rect.height()) / 2;
        for (int i = 0; i < 5; ++i) {
            const double angle = -std::numbers::pi / 2 + i * 2 * std::numbers::pi / 5;
            pentagon << centre + QPointF(radius * std::cos(angle), radius * std::sin(angle));
        }
        painter.drawPolygon(pentagon);
    } else {
        painter.drawEllipse(rect);
    }
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(6, static_cast<int>(rect.height() * 0.42)));
    painter.setFont(font);
    painter.setPen(Qt::white);
    painter.drawText(
        rect.adjusted(0, rect.height() * 0.06, 0, 0), Qt::AlignCenter, QString::number(face));
    painter.restore();
}

} // namespace hitspread
