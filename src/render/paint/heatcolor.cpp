// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "heatcolor.h"

#include <algorithm>
#include <cmath>

namespace hitspread {

QColor heatColor(double p)
{
    // Transparent yellow for unlikely hexes through orange to opaque deep red for sure ones;
    // the square root keeps small probabilities visible.
    const double t = std::sqrt(std::clamp(p, 0.0, 1.0));
    QColor c = QColor::fromHsvF(0.16 * (1 - t), 0.85, 1.0 - 0.35 * t);
    c.setAlphaF(0.35 + 0.55 * t);
    return c;
}

QColor aimColor(double share)
{
    // Pale cyan for poor aims to opaque deep teal-blue for the best; squared, so that the
    // few best hexes stand out from the many good ones.
    const double t = std::clamp(share, 0.0, 1.0);
    const double s = t * t;
    QColor c = QColor::fromHsvF(0.50 + 0.12 * s, 0.35 + 0.6 * s, 1.0 - 0.45 * s);
    c.setAlphaF(0.25 + 0.65 * s);
    return c;
}

QColor blended(const QColor& over, const QColor& under)
{
    const qreal a = over.alphaF();
    return QColor::fromRgbF(over.redF() * a + under.redF() * (1 - a),
        over.greenF() * a + under.greenF() * (1 - a), over.blueF() * a + under.blueF() * (1 - a));
}

QColor inkOn(const QColor& ground)
{
    // Luma of the sRGB values: near enough to the eye's brightness to pick black or white,
    // each of which then stands out by at least 4 to 1.
    const qreal luma = 0.2126 * ground.redF() + 0.7152 * ground.greenF() + 0.0722 * ground.blueF();
    return luma > 0.5 ? QColor(Qt::black) : QColor(Qt::white);
}

} // namespace hitspread
