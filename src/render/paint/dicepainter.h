// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QRectF>

class QPainter;

namespace hitspread {

// The roles of the three dice, each with the colour it wears everywhere (rules §1).
enum class DieRole { Success, Damage, Penetration, Direction, Other };
QColor dieColor(DieRole role);

// A d6 face with its pips, in the role's colour.
void paintDieFace(QPainter& painter, const QRectF& rect, int face, DieRole role);

} // namespace hitspread
