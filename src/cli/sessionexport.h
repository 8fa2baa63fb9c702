// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "encounter.h"

#include <QCommandLineParser>

namespace hitspread::cli {

// The exports of `hitspread-cli session FILE`: --export-log OUT.csv|OUT.json (logexport.h) and
// --export-diagram OUT.png|OUT.svg [--entry N] (diagramfile.h).
void addExportOptions(QCommandLineParser& parser);
bool asksForExport(const QCommandLineParser& parser);
// Refuses, before the session is read, output names of no format this writes and an --entry
// without --export-diagram.
void checkExportOptions(const QCommandLineParser& parser);
// Writes what the options ask for, each file atomically; throws BadInput naming what is wrong.
int exportSession(
    const QCommandLineParser& parser, const Ruleset& ruleset, const Encounter& encounter);
// Whether the command line asks for a diagram (which needs a QGuiApplication for its fonts).
bool asksForDiagram(int argc, char* argv[]);

} // namespace hitspread::cli
