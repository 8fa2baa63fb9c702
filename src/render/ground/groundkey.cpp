// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The ground map's key in the corner: the direction die, the heat map's colours, the scale.
#include "groundpaint.h"

#include "heatcolor.h"
#include "hexlayout.h"

#include <QPolygonF>

namespace hitspread::render::groundpaint {

void paintDirectionDiagram(const Canvas& c, const GroundPaintState& state, const QRectF& frame)
{
    QPainter& painter = c.painter;
    const bool d6 = state.directionDie == ground::DirectionDie::HexD6;
    painter.setPen(QPen(QColor(0, 0, 0, 40), 1));
    painter.setBrush(c.plate());
    painter.drawRoundedRect(frame, 6, 6);

    const QFont titleFont = c.font(11, true), textFont = c.font(10);
    const qreal titleHeight = QFontMetricsF(titleFont).height(),
                textHeight = QFontMetricsF(textFont).height();
    const int legendLines = state.heat.empty() ? 1 : 2;
    const qreal radius
        = (std::min(frame.width(), frame.height() - titleHeight - legendLines * textHeight) - 34)
        / 2;
    if (radius < 10)
        return; // no room for a readable key
    const QPointF centre(frame.center().x(), frame.top() + titleHeight + 8 + radius + 9);

    painter.setFont(titleFont);
    painter.setPen(c.ink());
    painter.drawText(QRectF(frame.left(), frame.top() + 3, frame.width(), titleHeight),
        Qt::AlignCenter,
        d6 ? shown(QT_TRANSLATE_NOOP("GroundRenderer", "Direction: d6"))
           : shown(QT_TRANSLATE_NOOP("GroundRenderer", "Direction: d12 clock")));

    // The die's outline, turned so that its forward face points along the throw.
    painter.setPen(QPen(c.ink(), 1.4));
    painter.setBrush(c.ground());
    if (d6) {
        painter.save();
        painter.translate(centre);
        painter.rotate(state.forwardDegrees);
        painter.drawPolygon(HexLayout::polygonAround({ 0, 0 }, radius));
        painter.restore();
    } else {
        painter.drawEllipse(centre, radius, radius);
        for (int hour = 0; hour < 12; ++hour) {
            const double degrees = state.forwardDegrees + 30.0 * hour;
            painter.drawLine(
                towards(centre, degrees, radius * 0.9), towards(centre, degrees, radius));
        }
    }
    // Forward: an arrow from the middle to face 1 (or 12 o'clock).
    QColor forward = throwerColour;
    painter.setPen(QPen(forward, 2, Qt::SolidLine, Qt::RoundCap));
    const QPointF tip = towards(centre, state.forwardDegrees, radius * (d6 ? 0.62 : 0.5));
    painter.drawLine(centre, tip);
    QPolygonF head;
    head << tip << towards(tip, state.forwardDegrees + 150, radius * 0.22)
         << towards(tip, state.forwardDegrees - 150, radius * 0.22);
    painter.setPen(Qt::NoPen);
    painter.setBrush(forward);
    painter.drawPolygon(head);
    painter.setBrush(c.ink());
    painter.drawEllipse(centre, 1.8, 1.8);

    // The faces: d6 outside each side, d12 inside the rim, upright whichever way it turns.
    const ground::Scatter scatter { state.directionDie, {} };
    const QFont faceFont = c.font(d6 ? 11 : 9, true);
    painter.setFont(faceFont);
    const qreal faceHeight = QFontMetricsF(faceFont).height();
    for (int face = 1; face <= scatter.directionSides(); ++face) {
        const double degrees = state.forwardDegrees + scatter.bearing(face);
        const QPointF at
            = towards(centre, degrees, d6 ? radius * sqrt3 / 2 + faceHeight * 0.6 : radius * 0.7);
        painter.setPen(face == (d6 ? 1 : 12) ? throwerColour : c.ink());
        painter.drawText(
            QRectF(at.x() - faceHeight, at.y() - faceHeight / 2, 2 * faceHeight, faceHeight),
            Qt::AlignCenter, QString::number(face));
    }

    // The heat map's key: its colour ramp, and what the numbers in the hexes are.
    painter.setFont(textFont);
    if (!state.heat.empty()) {
        const QRectF line(
            frame.left(), frame.bottom() - 2 * textHeight - 6, frame.width(), textHeight);
        const QString odds = shown(QT_TRANSLATE_NOOP("GroundRenderer", "landing odds in %"));
        const qreal swatch = textHeight * 0.6,
                    width = QFontMetricsF(textFont).horizontalAdvance(odds);
        qreal x = line.center().x() - (width + 5 * swatch + 5) / 2;
        painter.setPen(Qt::NoPen);
        for (int step = 1; step <= 5; ++step, x += swatch) {
            painter.setBrush(heatColor(step / 5.0));
            painter.drawRect(QRectF(x, line.center().y() - swatch / 2, swatch, swatch));
        }
        painter.setPen(c.ink());
        painter.drawText(QRectF(x + 5, line.top(), width + 2, textHeight),
            Qt::AlignLeft | Qt::AlignVCenter, odds);
    }
    // The scale: one hex with its width in metres.
    const QRectF legend(frame.left(), frame.bottom() - textHeight - 4, frame.width(), textHeight);
    const qreal hexRadius = std::min(c.size(), textHeight * 0.5);
    const QString scale = shown(QT_TRANSLATE_NOOP("GroundRenderer", "1 hex = 1 m"));
    const qreal textWidth = QFontMetricsF(textFont).horizontalAdvance(scale);
    const qreal left = legend.center().x() - (textWidth + 2 * hexRadius + 5) / 2;
    painter.setPen(QPen(c.ink(), 1));
    painter.setBrush(c.ground());
    painter.drawPolygon(
        HexLayout::polygonAround({ left + hexRadius, legend.center().y() }, hexRadius));
    painter.drawText(QRectF(left + 2 * hexRadius + 5, legend.top(), textWidth + 2, textHeight),
        Qt::AlignLeft | Qt::AlignVCenter, scale);
}

} // namespace hitspread::render::groundpaint
