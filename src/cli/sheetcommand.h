// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace hitspread::cli {

// `hitspread-cli sheet`: a character's printable combat sheet as a one-page PDF.
int sheetCommand(const QStringList& args);
// Whether the command line asks for a sheet (which needs a QGuiApplication for its fonts).
bool asksForSheet(int argc, char* argv[]);

} // namespace hitspread::cli
