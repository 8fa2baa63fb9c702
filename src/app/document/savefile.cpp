// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/document/savefile.h"

#include "app/document/coreterms.h"
#include "textfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace hitspread {

QString unsavedMessage(const QString& path, const FileWriteError& error)
{
    if (error.diskFull())
        return QCoreApplication::translate(
            "SaveFile", "The disk is full: %1 was not saved; your previous file is unchanged.")
            .arg(path);
    // The step in the core's words, as the window's language says them.
    const QString step = translated(term(error.stepText()));
    const QString reason
        = QCoreApplication::translate("SaveFile", "%1 while %2")
              .arg(qt_error_string(error.code), step); // the system's words, in its language
    return QCoreApplication::translate(
        "SaveFile", "%1 was not saved (%2); your previous file is unchanged.")
        .arg(path, reason);
}

QString saveFile(const QString& path, const QByteArray& bytes, FileSystemCalls& calls)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    const std::optional<FileWriteError> error
        = writeFileAtomically(QFile::encodeName(path).toStdString(),
            std::string_view(bytes.constData(), bytes.size()), calls);
    return error ? unsavedMessage(path, *error) : QString();
}

QString saveFile(const QString& path, const QByteArray& bytes)
{
    FileSystemCalls system;
    return saveFile(path, bytes, system);
}

SessionText readSessionText(const QString& path)
{
    TextFileRead read = readTextFile(
        path.toStdString(), MaxSessionFileBytes, term(HS_TEXT("core", "a session file")));
    return { std::move(read.text), read.error ? translated(*read.error) : QString() };
}

std::optional<SessionHead> readSessionHead(const QString& path)
{
    const SessionText file = readSessionText(path);
    return file.text ? sessionHead(*file.text) : std::nullopt;
}

} // namespace hitspread
