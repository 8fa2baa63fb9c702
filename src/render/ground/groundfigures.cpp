// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The ground map's figures and their name plates.
#include "groundpaint.h"

#include <QPolygonF>

namespace hitspread::render::groundpaint {

namespace {
    QColor figureColour(const GroundFigureView& figure)
    {
        const QColor colour = figure.shooter ? throwerColour
            : figure.target                  ? targetColour
                                             : otherColour;
        if (!figure.down)
            return colour;
        // Out of the fight: the role's hue all but washed out.
        return QColor::fromHsvF(std::max<float>(0, colour.hsvHueF()), 0.22f, 0.72f);
    }
}

void paintFigure(
    const Canvas& c, const GroundFigureView& figure, const GroundPaintState& state, bool selected)
{
    const qreal s = c.size();
    const QPointF at = c.map.centreOf(figure.position);
    if (!c.shows(at, 2))
        return;
    const QColor fill = figureColour(figure);
    const qreal radius = s * 0.6;
    QRectF body = figure.down
        ? QRectF(at.x() - radius * 1.35, at.y() - radius * 0.55, radius * 2.7, radius * 1.1)
        : QRectF(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius);
    if (figure.target && !figure.down) {
        QColor halo = targetColour;
        halo.setAlpha(110);
        c.painter.setPen(QPen(halo, c.pen(1.0 / 5, 2)));
        c.painter.setBrush(Qt::NoBrush);
        c.painter.drawEllipse(at, radius * 1.4, radius * 1.4);
    }
    if (figure.affected) {
        c.painter.setPen(QPen(affectedColour, c.pen(1.0 / 5, 2.5)));
        c.painter.setBrush(Qt::NoBrush);
        c.painter.drawEllipse(body.adjusted(-s * 0.14, -s * 0.14, s * 0.14, s * 0.14));
    }
    c.painter.setPen(QPen(selected ? c.ink() : fill.darker(170),
        selected ? c.pen(1.0 / 5, 2.5) : c.pen(1.0 / 14, 1)));
    c.painter.setBrush(fill);
    c.painter.drawEllipse(body);
    if (figure.side.isValid()) {
        // The side's badge at the upper left: which side a figure fights on, whatever its role.
        const qreal badge = radius * 0.75;
        const QRectF square(body.left() - badge * 0.35, body.top() - badge * 0.35, badge, badge);
        c.painter.setPen(QPen(c.ink(), c.pen(1.0 / 18, 1)));
        c.painter.setBrush(figure.side);
        c.painter.drawRect(square);
    }
    if (figure.down) {
        // A head at one end tells a lying figure from an odd-shaped marker.
        c.painter.setBrush(fill.darker(130));
        c.painter.setPen(Qt::NoPen);
        c.painter.drawEllipse(
            QPointF(body.left() + radius * 0.45, at.y()), radius * 0.32, radius * 0.32);
        return;
    }
    if (figure.shooter && state.showAim && figure.position != state.aim) {
        const double towardsAim = ground::bearing(figure.position, state.aim);
        QPolygonF pointer;
        // At the rim, clear of the middle, so that the disc's colour still shows there.
        pointer << towards(at, towardsAim, radius * 0.92)
                << towards(at, towardsAim + 42, radius * 0.5)
                << towards(at, towardsAim - 42, radius * 0.5);
        c.painter.setPen(Qt::NoPen);
        c.painter.setBrush(Qt::white);
        c.painter.drawPolygon(pointer);
    }
}

void paintFigureLabel(const Canvas& c, const GroundFigureView& figure, LabelPlacer& labels)
{
    if (figure.name.isEmpty() && figure.caption.isEmpty())
        return;
    const qreal s = c.size();
    Label label;
    label.lines.push_back(figure.name);
    if (!figure.caption.isEmpty())
        label.lines.push_back(figure.caption);
    label.first = c.font(std::min<qreal>(s * 0.62, 16), true);
    label.rest = c.font(std::min<qreal>(s * 0.5, 13));
    label.padding = 2;
    const QPointF at = c.map.centreOf(figure.position);
    const QRectF area = c.map.area();
    if (!area.contains(at)) {
        // Off the map: the name at the nearest edge, with an arrow towards the figure.
        const QPointF away = at - area.center();
        const double degrees = std::atan2(away.x(), -away.y()) * 180 / std::numbers::pi;
        static const char16_t arrows[] = u"↑↗→↘↓↙←↖";
        const int octant = (static_cast<int>(std::lround(degrees / 45)) % 8 + 8) % 8;
        label.lines[0] = QString(QChar(arrows[octant])) + QLatin1Char(' ') + label.lines[0];
    }
    const QSizeF size = label.size();
    const qreal gap = s * 0.85;
    const std::vector<QRectF> candidates {
        QRectF(QPointF(at.x() - size.width() / 2, at.y() + gap), size), // below
        QRectF(QPointF(at.x() - size.width() / 2, at.y() - gap - size.height()), size), // above
        QRectF(QPointF(at.x() + gap, at.y() - size.height() / 2), size), // right
        QRectF(QPointF(at.x() - gap - size.width(), at.y() - size.height() / 2), size), // left
    };
    const QColor colour = figure.down ? QColor(0x60, 0x60, 0x60)
                                      : figureColour(figure).darker(figure.target ? 135 : 115);
    label.draw(c.painter, labels.place(candidates), colour, c.plate(), c.ink());
}

} // namespace hitspread::render::groundpaint
