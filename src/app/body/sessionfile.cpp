// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionfile.h"

#include "coreterms.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace hitspread {

QString writeSessionFile(const Ruleset& ruleset, const SessionData& session, const QString& path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QObject::tr("Cannot write %1: %2").arg(path, file.errorString());
    const std::string text = writeSession(ruleset, session);
    file.write(text.data(), static_cast<qint64>(text.size()));
    if (!file.commit())
        return QObject::tr("Cannot write %1: %2").arg(path, file.errorString());
    return {};
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
