// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

namespace hitspread {

// The heat map's colour for a probability (0 … 1), shared by the body diagram, the ground
// map and their legends.
QColor heatColor(double probability);

// The aim map's colour for a hex's score as a share of the best one's (0 … 1): a blue-green
// scale, so that it is never taken for the heat map's yellow to red.
QColor aimColor(double share);

// What a translucent `over` shows on an opaque `under`.
QColor blended(const QColor& over, const QColor& under);
// Black or white, whichever reads on `ground` (a label on a heat hex, say).
QColor inkOn(const QColor& ground);

} // namespace hitspread
