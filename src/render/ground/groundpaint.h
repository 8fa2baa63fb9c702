// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the ground map's files (groundrenderer.cpp, groundfigures.cpp, groundkey.cpp):
// the palette, the canvas every part of the picture paints on, text on plates, and the parts
// painted in files of their own.

#include "groundrenderer.h"
#include "labelplacer.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace hitspread::render::groundpaint {

inline constexpr qreal sqrt3 = std::numbers::sqrt3;

// The palette: each role its own hue, readable on the light ground and on the dark one; the
// ground, the grid, the ink, the plates and the arrow change with the window's palette
// (Canvas).
inline const QColor throwerColour(0x1f, 0x63, 0xb5);
inline const QColor targetColour(0xf0, 0x84, 0x1c);
inline const QColor otherColour(0x6b, 0x96, 0x72);
inline const QColor affectedColour(0xd7, 0x19, 0x1c);
inline const QColor landingColour(0xb2, 0x18, 0x2b);

inline QString shown(const char* text)
{
    return QCoreApplication::translate("GroundRenderer", text);
}

// Whether `rect` shows in what `painter` repaints: a hover clips it to two hexes, and
// what lies outside is not worth drawing.
inline bool repaints(const QPainter& painter, const QRectF& rect)
{
    return !painter.hasClipping() || painter.clipBoundingRect().intersects(rect);
}

// The point at `degrees` clockwise from up, `distance` pixels from `centre`.
inline QPointF towards(QPointF centre, double degrees, qreal distance)
{
    const double radians = degrees * std::numbers::pi / 180.0;
    return centre + QPointF(distance * std::sin(radians), -distance * std::cos(radians));
}

// Lines of text on a white plate: bold first line, the rest in the second font.
struct Label {
    std::vector<QString> lines;
    QFont first;
    QFont rest;
    qreal padding = 2;

    QSizeF size() const
    {
        qreal width = 0, height = 0;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const QFontMetricsF metrics(i == 0 ? first : rest);
            width = std::max(width, metrics.horizontalAdvance(lines[i]));
            height += metrics.height();
        }
        return { width + 2 * padding + 2, height + 2 * padding };
    }
    // On a plate of `plate`, the first line in `colour`, the rest in `ink`.
    void draw(QPainter& painter, const QRectF& rect, const QColor& colour, const QColor& plate,
        const QColor& ink) const
    {
        // Placed all the same (the labels after it find room around it), drawn only where the
        // repaint is: laying out text is the dearest part of a hover's two hexes.
        if (!repaints(painter, rect))
            return;
        painter.setPen(Qt::NoPen);
        painter.setBrush(plate);
        painter.drawRoundedRect(rect, padding + 1, padding + 1);
        qreal y = rect.top() + padding;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const QFont& font = i == 0 ? first : rest;
            const qreal height = QFontMetricsF(font).height();
            painter.setFont(font);
            // The role's colour, lighter on a dark plate so that it reads there too.
            painter.setPen(i == 0 ? (plate.lightness() < 128 ? colour.lighter(170) : colour) : ink);
            painter.drawText(
                QRectF(rect.left(), y, rect.width(), height), Qt::AlignCenter, lines[i]);
            y += height;
        }
    }
};

// What every part of the picture needs.
struct Canvas {
    QPainter& painter;
    const GroundRenderer& map;
    QFont base;
    qreal dpi = 96;
    bool dark = false; // the window's palette is dark: a dark ground, light ink

    QColor ground() const { return dark ? QColor(0x23, 0x25, 0x28) : QColor(0xfb, 0xfa, 0xf6); }
    QColor grid() const { return dark ? QColor(0x45, 0x48, 0x4d) : QColor(0xd6, 0xd3, 0xca); }
    QColor ink() const { return dark ? QColor(0xe8, 0xe8, 0xe8) : QColor(0x22, 0x22, 0x22); }
    QColor plate() const
    {
        return dark ? QColor(0x30, 0x33, 0x37, 235) : QColor(255, 255, 255, 235);
    }
    QColor ring() const { return dark ? QColor(0xc2, 0xa5, 0xcf) : QColor(0x76, 0x2a, 0x83); }
    QColor arrow() const { return dark ? QColor(0xd0, 0xd0, 0xd0) : QColor(0x3a, 0x3a, 0x3a); }

    qreal size() const { return map.hexSize(); }
    // Whether anything drawn within `hexes` hex sizes of `at` would show in the repaint.
    bool shows(QPointF at, qreal hexes) const
    {
        const qreal r = hexes * size();
        return repaints(painter, QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r));
    }
    // Fonts follow the hex size but never shrink below 7 pt.
    QFont font(qreal pixels, bool bold = false) const
    {
        QFont font = base;
        font.setPointSizeF(std::max<qreal>(7, pixels * 72 / dpi));
        font.setBold(bold);
        return font;
    }
    qreal pen(qreal fraction, qreal least = 1) const { return std::max(least, size() * fraction); }
};

// A figure: a disc standing, a flat oval lying down; the thrower carries a pointer towards
// the aim (groundfigures.cpp).
void paintFigure(
    const Canvas& c, const GroundFigureView& figure, const GroundPaintState& state, bool selected);
// A figure's name and caption on a plate beside it, or at the edge towards it when it is off
// the map (groundfigures.cpp).
void paintFigureLabel(const Canvas& c, const GroundFigureView& figure, LabelPlacer& labels);
// The key in the corner: the direction die turned along the throw, the heat map's colours and
// the scale (groundkey.cpp).
void paintDirectionDiagram(const Canvas& c, const GroundPaintState& state, const QRectF& frame);

} // namespace hitspread::render::groundpaint
