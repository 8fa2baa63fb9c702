// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

namespace hitspread {

// The heat map's colour for a probability (0 … 1), shared by the body diagram, the ground
// map and their legends.
QColor heatColor(double probability);

} // namespace hitspread
