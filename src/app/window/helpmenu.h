// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Help menu both windows share: Keyboard Shortcuts, User Guide and About.

#include "app/dialogs/shortcutsdialog.h"

#include <functional>

class QMainWindow;
class QMenu;

namespace hitspread {

struct Ruleset;

// Adds Help to the window's menu bar. Keyboard Shortcuts (Ctrl+/) lists the window's
// shortcuts and `viewKeys`; User Guide (F1) shows the guide the program carries; both open
// beside the window, not modal, once each (asked again, the open one comes to the front).
// About Hitspread names the version and `ruleset()` in a modal dialog.
QMenu* addHelpMenu(
    QMainWindow* window, std::function<const Ruleset*()> ruleset, ViewKeys viewKeys = {});

} // namespace hitspread
