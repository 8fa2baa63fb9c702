// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// hitspread-cli: the rules core for scripts, bots, CI and people who roll at a terminal.
// The commands and their options are a contract (DESIGN.md): add, never rename.

#include "commands.h"
#include "sessionexport.h"
#include "sheetcommand.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLocale>

#include <cstdio>
#include <memory>

int main(int argc, char* argv[])
{
    // Only `sheet` and `session --export-diagram` paint text, and text needs a
    // QGuiApplication for its fonts. A PDF or a picture needs no window system, so unless told
    // otherwise it runs on the offscreen platform: the same with or without a display, over
    // ssh and in CI.
    std::unique_ptr<QCoreApplication> app;
    if (hitspread::cli::asksForSheet(argc, argv) || hitspread::cli::asksForDiagram(argc, argv)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    // Scripts read what the command line writes: its numbers, in text and in the pictures the
    // drawings write (render/paint/localnumber.h), read the same in every locale.
    QLocale::setDefault(QLocale::c());
    QCoreApplication::setApplicationName(QStringLiteral("hitspread-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HITSPREAD_VERSION));
    return hitspread::cli::run(QCoreApplication::arguments());
}
