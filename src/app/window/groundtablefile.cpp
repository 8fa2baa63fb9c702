// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// GroundTable's files: ground sessions (open, save, recover) and rulesets, and the window a
// ruleset plays in.
#include "app/window/groundtable.h"
#include "qs.h"

#include "app/document/savefile.h"
#include "app/widgets/docklayout.h"
#include "app/window/documentui.h"

#include "app/window/rulesetmenu.h"
#include "rulesetreader.h"

#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QStatusBar>
#include <QUndoStack>

namespace hitspread {

QStringList GroundTable::openRuleset(const QString& directory)
{
    return m_scene->loadRuleset(directory);
}

void GroundTable::updateTitle()
{
    if (!m_scene->ruleset())
        return;
    const QString name = m_scene->filePath().isEmpty() ? tr("Untitled")
                                                       : QFileInfo(m_scene->filePath()).fileName();
    // The title of the window this table is in (TableWindow), or its own when it stands alone.
    window()->setWindowTitle(
        tr("%1[*] — %2 — ground map — Hitspread").arg(name, qs(m_scene->ruleset()->name)));
    window()->setWindowModified(m_scene->isModified());
}

DocumentFileKind groundSessionKind()
{
    return { GroundTable::tr("Hitspread ground sessions (*.yaml);;All files (*)"),
        QStringLiteral(".yaml"), GroundTable::tr("ground-session.yaml") };
}

bool GroundTable::maybeSave()
{
    return askToKeepChanges(this, *m_scene, groundSessionKind());
}

void GroundTable::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_docks->save();
    m_scene->removeAutosave(); // a clean close leaves nothing to recover
    event->accept();
}

void GroundTable::openSessionAsked(const QString& path)
{
    if (const std::optional<SessionHead> head = readSessionHead(path); head && !head->ground) {
        emit otherTableAsked(QString(), path); // the body diagram's session: its table opens it
        return;
    }
    const QStringList errors = openSession(path);
    if (!errors.isEmpty())
        showNotOpened(this, tr("Session not opened"), errors);
}

void GroundTable::reloadRuleset()
{
    const QStringList errors = m_scene->reloadRuleset();
    if (!errors.isEmpty())
        QMessageBox::warning(this, tr("Ruleset not reloaded"),
            tr("The ruleset has errors; the one in use stays.") + QStringLiteral("\n\n")
                + errors.join('\n'));
    else
        statusBar()->showMessage(tr("Ruleset reloaded."), 3000);
}

QStringList GroundTable::openSession(const QString& path)
{
    const SessionText file = readSessionText(path);
    if (!file.text)
        return { file.error };
    // The ruleset the session was played with, when it is not the one in use.
    const std::optional<SessionHead> head = sessionHead(*file.text);
    if (head && m_scene->ruleset() && head->rulesetId != m_scene->ruleset()->id) {
        const std::string dir = findRuleset(head->rulesetId, rulesetFolders());
        RulesetLoad load = dir.empty() ? RulesetLoad {} : loadRuleset(dir);
        if (!load.ruleset || !load.ruleset->ground)
            return {
                tr("%1 was played with ruleset '%2', which is not here or not of the ground map.")
                    .arg(QDir::toNativeSeparators(path), QString::fromStdString(head->rulesetId))
            };
        const GroundState kept = m_scene->state();
        const QString keptDirectory = m_scene->rulesetDirectory();
        QStringList errors = m_scene->loadRuleset(QString::fromStdString(dir));
        if (errors.isEmpty())
            errors = m_scene->openFrom(path);
        if (!errors.isEmpty()) {
            // Back to the table as it was.
            m_scene->loadRuleset(keptDirectory);
            m_scene->apply(kept);
        }
        return errors;
    }
    return m_scene->openFrom(path);
}

void GroundTable::offerRecovery()
{
    hitspread::offerRecovery(
        this, *m_scene, [this](const QString& path) { return openSession(path); });
}

void GroundTable::useRuleset(const QString& directory)
{
    if (directory.isEmpty() || !maybeSave())
        return;
    RulesetLoad load = loadRuleset(directory.toStdString());
    if (load.ruleset && !load.ruleset->ground) {
        // A ruleset of the body hex diagram: its table takes this one's place (the session
        // here is saved or given up above).
        emit otherTableAsked(directory, QString());
        return;
    }
    const QStringList errors = openRuleset(directory);
    if (!errors.isEmpty())
        QMessageBox::warning(this, tr("Ruleset not loaded"),
            tr("The ruleset has errors; the one in use stays.") + QStringLiteral("\n\n")
                + errors.join('\n'));
}

} // namespace hitspread
