// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionfile.h"

#include "savefile.h"

#include "coreterms.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace hitspread {

QString writeSessionFile(const Ruleset& ruleset, const SessionData& session, const QString& path)
{
    return saveFile(path, QByteArray::fromStdString(writeSession(ruleset, session)));
}

SessionFileRead readSessionFile(const Ruleset& ruleset, const QString& path)
{
    SessionFileRead result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.errors << QObject::tr("%1: cannot open the file: %2").arg(path, file.errorString());
        return result;
    }
    const QByteArray bytes = file.readAll();
    SessionLoad load = readSession(ruleset, bytes.toStdString(), path.toStdString());
    for (const auto& e : load.errors)
        result.errors << translated(e);
    result.session = std::move(load.session);
    return result;
}

} // namespace hitspread
