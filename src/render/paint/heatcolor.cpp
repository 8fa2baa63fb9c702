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

} // namespace hitspread
