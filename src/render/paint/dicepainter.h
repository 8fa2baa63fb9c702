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
// A face of a die of any size in the role's colour: a d6 with its pips, a d12 as the
// pentagon a dodecahedron shows with its number, any other die as a disc with its number.
void paintDie(QPainter& painter, const QRectF& rect, int face, int sides, DieRole role);

} // namespace hitspread
