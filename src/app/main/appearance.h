// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace hitspread {

// The colours of the window (Edit ▸ Preferences, QSettings key "appearance/palette"): empty
// to follow the desktop's palette, "light" or "dark". The diagrams follow the palette the
// window has (a dark one draws them light on dark).
QString chosenPalette();
void setChosenPalette(const QString& palette);

// Gives the application the chosen palette: the desktop's style as it was at the first call
// with the desktop's palette, followed as the desktop changes it, or Qt's Fusion style with a
// light or a dark palette of its own. Widgets repaint at once.
void applyPalette(const QString& palette);
inline void applyPalette()
{
    applyPalette(chosenPalette());
}

} // namespace hitspread
