// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>

namespace hitspread {

// A number as the reader's locale writes it (QLocale's default: the desktop's locale, as LANG
// says): "90,3" in German, "90.3" in English. Odds, damage and metres in the
// window, on the ground map and on the body diagram.
inline QString localNumber(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

// A chance as a percentage, "90,3 %": one decimal, three below 0.1 % so that a chance that is
// there never reads as none.
inline QString percentText(double p)
{
    return localNumber(100 * p, p > 0 && p < 0.001 ? 3 : 1) + QStringLiteral(" %");
}

} // namespace hitspread
