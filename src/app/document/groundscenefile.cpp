// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The ground map's document and its files: what a session file holds of it, writing and
// reading one, and its ruleset read again under the table.
#include "app/document/groundscene.h"

#include "app/document/coreterms.h"
#include "app/document/savefile.h"
#include "rulesetreader.h"

namespace hitspread {

namespace {
    // The table a session file holds.
    GroundState stateOf(GroundSessionData data)
    {
        GroundState state;
        state.scene = std::move(data.scene);
        state.dice = data.dice;
        state.round = data.round;
        for (GroundSessionEntry& entry : data.log)
            state.log.push_back(
                { std::move(entry.action), std::move(entry.outcome), std::move(entry.before) });
        return state;
    }
}

QStringList GroundScene::reloadRuleset()
{
    if (!m_ruleset)
        return { tr("No ruleset is loaded.") };
    RulesetLoad load = hitspread::loadRuleset(m_directory.toStdString());
    QStringList errors;
    for (const LoadError& e : load.errors)
        errors << translated(e);
    if (!load.ruleset)
        return errors;
    if (!load.ruleset->ground || load.ruleset->id != m_ruleset->id)
        return { tr("The folder %1 no longer holds ruleset '%2' of the ground map.")
                     .arg(m_directory, QString::fromStdString(m_ruleset->id)) };
    GroundSessionLoad reread = readGroundSession(
        *load.ruleset, writeGroundSession(*m_ruleset, sessionData()), "session");
    if (!reread.session) {
        errors = QStringList { tr("The reloaded ruleset no longer fits the table; the ruleset in "
                                  "use stays. Save the session and start a new one to use the "
                                  "new files:") };
        for (const LoadError& e : reread.errors)
            errors << translated(e.message);
        return errors;
    }
    const bool modified = isModified();
    const QString path = filePath();
    m_ruleset = std::make_unique<Ruleset>(std::move(*load.ruleset));
    m_state = stateOf(std::move(*reread.session));
    startDocument(path);
    if (modified)
        undoStack()->resetClean();
    emit rulesetChanged();
    emit actionChanged();
    emit diceChanged();
    emit changed();
    emit documentChanged();
    return {};
}

GroundSessionData GroundScene::sessionData() const
{
    GroundSessionData data;
    if (m_ruleset)
        data.rulesetId = m_ruleset->id;
    data.scene = m_state.scene;
    if (engine())
        ground::settle(*engine(), data.scene); // one healed under another steps aside
    data.start = m_state.log.empty() ? m_state.scene : m_state.log.front().before;
    data.action = m_action;
    data.dice = m_state.dice;
    data.round = m_state.round;
    for (const GroundLogEntry& entry : m_state.log)
        data.log.push_back({ entry.action, entry.before, entry.outcome.dice, entry.outcome });
    return data;
}

QString GroundScene::writeFile(const QString& path) const
{
    // Atomically: a crash mid-write leaves the old file whole.
    return saveFile(path, QByteArray::fromStdString(writeGroundSession(*m_ruleset, sessionData())));
}

QStringList GroundScene::readFile(const QString& path)
{
    const SessionText file = readSessionText(path);
    if (!file.text)
        return { file.error };
    GroundSessionLoad load = readGroundSession(*m_ruleset, *file.text, path.toStdString());
    if (!load.session) {
        QStringList errors;
        for (const LoadError& e : load.errors)
            errors << translated(e);
        return errors;
    }
    startDocument(path);
    m_action = load.session->action;
    m_state = stateOf(std::move(*load.session));
    emit actionChanged();
    emit diceChanged();
    emit changed();
    return {};
}

} // namespace hitspread
