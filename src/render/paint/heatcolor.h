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

} // namespace hitspread
