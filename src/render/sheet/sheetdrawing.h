// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the combat sheet's files: its ink, type and boxes, in the sheet's units
// (0.1 mm).

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;

namespace hitspread::sheetdrawing {

// DejaVu Sans ships with every Debian desktop (fonts-dejavu-core), so the sheet looks the
// same wherever it is printed.
inline constexpr const char* family = "DejaVu Sans";
inline constexpr qreal headingHeight = 44;
inline constexpr qreal thinLine = 2.2;
inline constexpr qreal boxLine = 2.6;
inline constexpr qreal maxBoxPitch = 40; // hit, Incap and wound boxes: 3.3 mm, 0.7 mm apart
inline constexpr qreal boxSpacing = 7;
inline constexpr qreal weaponRow = 46;

QColor ink();
QColor faint(); // notes, box numbers
QColor rule(); // table lines
QColor band(); // the dark heading bands
QColor pale(); // label strips and table headers
QColor marked(); // standard damage filled in
QColor alert(); // conditions of a hurt location

QFont font(qreal size, bool bold = false);

// Text that never leaves its rectangle: the font shrinks (to 60 %), then a single line is
// elided. Word-wrapped text (Qt::TextWordWrap) only shrinks.
// A modifier as printed: +3, −2 (a real minus sign: this is print) or 0.
QString signedNumber(int value);

void fittedText(QPainter& painter, const QRectF& rect, int flags, const QString& text, qreal size,
    bool bold = false, const QColor& colour = ink());

// A section heading: a dark band with the title in white and an optional note at its right.
// Returns the area of the panel below the band.
QRectF heading(
    QPainter& painter, const QRectF& panel, const QString& title, const QString& note = {});

// An empty box to fill in.
void box(QPainter& painter, const QRectF& rect, qreal line = boxLine);
// A box marked as standard damage (filled) or bruising (hatched).
enum class Mark { Standard, Bruising };
void markBox(QPainter& painter, const QRectF& rect, Mark mark);
// A small number in the corner of every fifth box, so a track can be counted at a glance.
void boxNumber(QPainter& painter, const QRectF& rect, int number);

// A labelled value box: the label in a pale strip at the top, the value large below.
void valueBox(QPainter& painter, const QRectF& rect, const QString& label, const QString& value,
    const QString& note = {});

} // namespace hitspread::sheetdrawing
