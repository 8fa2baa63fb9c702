// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>

class QWidget;

namespace hitspread {

// Gives a window its preferred size, or less where the screen it opens on is smaller (a
// 1024 × 700 screen): never larger than the screen's free area.
void resizeToFit(QWidget* window, QSize preferred);

} // namespace hitspread
