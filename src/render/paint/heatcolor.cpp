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

} // namespace hitspread
