// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/document/sessionfile.h"

#include "app/document/savefile.h"

#include "app/document/coreterms.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace hitspread {

QString writeSessionFile(const Ruleset& ruleset, const Encounter& session, const QString& path)
{
    return saveFile(path, QByteArray::fromStdString(writeEncounter(ruleset, session)));
}

SessionFileRead readSessionFile(const Ruleset& ruleset, const QString& path)
{
    SessionFileRead result;
    const SessionText file = readSessionText(path);
    if (!file.text) {
        result.errors << file.error;
        return result;
    }
    EncounterLoad load = readEncounter(ruleset, *file.text, path.toStdString());
    for (const auto& e : load.errors)
        result.errors << translated(e);
    result.session = std::move(load.encounter);
    return result;
}

} // namespace hitspread
