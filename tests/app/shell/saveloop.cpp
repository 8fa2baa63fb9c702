// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A helper of tst_savefile: saves PATH with saveFile() for ever, in turn with SIZE bytes of
// 'b' and of 'c', until it is killed. It prints "saving" once the first save began.
#include "app/document/savefile.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    if (argc != 3)
        return 2;
    const QString path = QString::fromLocal8Bit(argv[1]);
    const qsizetype size = QByteArray(argv[2]).toLongLong();
    const QByteArray contents[] = { QByteArray(size, 'b'), QByteArray(size, 'c') };
    std::puts("saving");
    std::fflush(stdout);
    for (unsigned long i = 0;; ++i)
        if (!hitspread::saveFile(path, contents[i % 2]).isEmpty())
            return 1;
}
