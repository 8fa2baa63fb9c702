// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/widgets/windowsize.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace hitspread {

void resizeToFit(QWidget* window, QSize preferred)
{
    const QScreen* screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (screen) {
        // The frame's title bar and borders come on top of the size asked for.
        const QSize room = screen->availableGeometry().size() - QSize(16, 40);
        preferred = preferred.boundedTo(room.expandedTo(QSize(640, 480)));
    }
    window->resize(preferred);
}

} // namespace hitspread
