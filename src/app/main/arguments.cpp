// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/main/arguments.h"

#include <QCoreApplication>

namespace hitspread {

ProgramArguments::ProgramArguments(int argc, char* argv[])
{
    for (int i = 0; i < argc; ++i) {
        std::string argument = argv[i];
        if (argument == "--")
            break; // what follows is no option
        if (argument == "--session")
            argument = "--open";
        else if (argument.rfind("--session=", 0) == 0)
            argument = "--open=" + argument.substr(10);
        m_arguments.push_back(std::move(argument));
    }
    for (int i = static_cast<int>(m_arguments.size()); i < argc; ++i)
        m_arguments.emplace_back(argv[i]);
    for (std::string& argument : m_arguments)
        m_pointers.push_back(argument.data());
    m_pointers.push_back(nullptr);
    m_argc = argc;
}

QCommandLineOption openSessionOption()
{
    return { { QStringLiteral("open"), QStringLiteral("session") },
        QCoreApplication::translate("main", "Open a session file."), QStringLiteral("FILE") };
}

} // namespace hitspread
