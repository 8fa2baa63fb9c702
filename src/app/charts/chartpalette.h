// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractAxis>
#include <QChart>
#include <QPalette>

namespace hitspread {

// A chart in the window's colours, light or dark: its ground, title, axis labels and grid
// (the bars keep their own colours). Call it once the axes are attached.
inline void followPalette(QChart* chart, const QPalette& palette)
{
    // The active colours: a widget's palette() hands out the disabled ones while it is
    // disabled (the Compare Weapons window's charts are, while they are worked out), and a
    // chart made then would keep its text grey for good.
    const QColor text = palette.color(QPalette::Active, QPalette::Text);
    QColor grid = text;
    grid.setAlpha(50);
    chart->setBackgroundBrush(palette.color(QPalette::Active, QPalette::Base));
    chart->setTitleBrush(text);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsBrush(text);
        axis->setTitleBrush(text);
        axis->setGridLineColor(grid);
        axis->setLinePenColor(grid);
    }
}

} // namespace hitspread
