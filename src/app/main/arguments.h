// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The program's command line before Qt sees it. Qt takes `-session` and `--session` as the X11
// session manager's option and removes them with their value, so `hitspread --session FILE`
// would never reach the program: the two spellings with two dashes become `--open`, the
// program's own name for the option (`-session ID`, with one dash, stays the session
// manager's).

#include <QCommandLineOption>

#include <string>
#include <vector>

namespace hitspread {

class ProgramArguments {
public:
    ProgramArguments(int argc, char* argv[]);
    // The arguments to give QApplication: they live as long as this object.
    int& argc() { return m_argc; }
    char** argv() { return m_pointers.data(); }

private:
    std::vector<std::string> m_arguments;
    std::vector<char*> m_pointers;
    int m_argc = 0;
};

// The option that opens a session file: --open FILE, also spelled --session FILE.
QCommandLineOption openSessionOption();

} // namespace hitspread
