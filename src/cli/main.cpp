// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// hitspread-cli: the rules core for scripts, bots, CI and people who roll at a terminal.
// The commands and their options are a contract (DESIGN.md): add, never rename.

#include "commands.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("hitspread-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HITSPREAD_VERSION));
    return hitspread::cli::run(QCoreApplication::arguments());
}
