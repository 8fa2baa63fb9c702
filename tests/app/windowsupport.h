// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the widget tests share: a shown main window on the shipped ruleset.

#include "mainwindow.h"
#include "testsupport.h"

#include <QTest>

#include <memory>

namespace hitspread::test {

inline std::unique_ptr<MainWindow> shownWindow()
{
    auto window = std::make_unique<MainWindow>();
    if (!window->openRuleset(rulesetPath("3d-system")).isEmpty())
        qFatal("the shipped ruleset does not load");
    window->resize(1280, 900);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        qFatal("the window is not shown");
    return window;
}

} // namespace hitspread::test
