// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// hitspread-cli's commands on any arguments, run in this process: every option's parsing
// (--dice, hexes, --walk, --influence, --figure FILE@METRES, --option ID=N …) and the
// resolvers behind them. The input is one argument a line; the first names the command (a
// line that names none picks one by its bytes). The rulesets are the source tree's. Each
// command answers with its output or a message and exit code 2, and never crashes, hangs or
// throws. `sheet` is left out: it writes files.
#include "commands.h"

#include <QCoreApplication>
#include <QStringList>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <numeric>
#include <string>

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    setenv("HITSPREAD_RULESETS", HITSPREAD_SOURCE_RULESETS, 1);
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const std::array<const char*, 7> commands
        = { "resolve", "odds", "throw", "jump", "suppress", "validate", "grid" };
    const QStringList lines
        = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size)).split('\n');
    QString command = lines.front();
    bool known = false;
    for (const char* c : commands)
        known = known || command == QLatin1String(c);
    if (!known) {
        const QByteArray bytes = command.toUtf8();
        const unsigned sum = std::accumulate(bytes.begin(), bytes.end(), 0u,
            [](unsigned s, char c) { return s + static_cast<unsigned char>(c); });
        command = QString::fromLatin1(commands[sum % commands.size()]);
    }
    QStringList arguments { QStringLiteral("hitspread-cli"), command };
    arguments += lines.mid(1);
    const int code = hitspread::cli::run(arguments);
    if (code != hitspread::cli::ExitOk && code != hitspread::cli::ExitBadInput)
        std::abort(); // the contract knows no other exit code
    return 0;
}
