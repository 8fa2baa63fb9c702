// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// GroundWindow's files: ground sessions (open, save, recover) and rulesets, and the window a
// ruleset plays in.
#include "groundwindow.h"

#include "savefile.h"

#include "mainwindow.h"
#include "rulesetmenu.h"
#include "rulesetreader.h"

#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStatusBar>
#include <QUndoStack>

namespace hitspread {

QStringList GroundWindow::openRuleset(const QString& directory)
{
    return m_scene->loadRuleset(directory);
}

void GroundWindow::updateTitle()
{
    if (!m_scene->ruleset())
        return;
    const QString name = m_scene->filePath().isEmpty() ? tr("Untitled")
                                                       : QFileInfo(m_scene->filePath()).fileName();
    setWindowTitle(tr("%1[*] — %2 — ground map — Hitspread")
                       .arg(name, QString::fromStdString(m_scene->ruleset()->name)));
    setWindowModified(m_scene->isModified());
}

bool GroundWindow::save(bool askForPath)
{
    QString path = m_scene->filePath();
    if (askForPath || path.isEmpty()) {
        path = QFileDialog::getSaveFileName(this, tr("Save Session"),
            path.isEmpty() ? tr("ground-session.yaml") : path,
            tr("Hitspread ground sessions (*.yaml);;All files (*)"));
        if (path.isEmpty())
            return false;
    }
    const QString error = m_scene->saveTo(path);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Session not saved"), error);
        return false;
    }
    updateTitle();
    statusBar()->showMessage(tr("Saved %1.").arg(QDir::toNativeSeparators(path)), 3000);
    return true;
}

bool GroundWindow::maybeSave()
{
    if (!m_scene->isModified())
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved changes"),
        tr("The table has changes that are not saved. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save(false);
    return answer == QMessageBox::Discard;
}

void GroundWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    // A clean close leaves nothing to recover.
    QFile::remove(GroundScene::autosavePath());
    event->accept();
}

QStringList GroundWindow::openSession(const QString& path)
{
    const SessionText file = readSessionText(path);
    if (!file.text)
        return { file.error };
    // The ruleset the session was played with, when it is not the one in use.
    static const QRegularExpression rulesetLine(
        QStringLiteral("^ruleset:\\s*([A-Za-z0-9_-]+)\\s*$"), QRegularExpression::MultilineOption);
    const QRegularExpressionMatch match = rulesetLine.match(QString::fromStdString(*file.text));
    if (match.hasMatch() && m_scene->ruleset()
        && match.captured(1).toStdString() != m_scene->ruleset()->id) {
        const std::string dir = findRuleset(match.captured(1).toStdString(), rulesetFolders());
        RulesetLoad load = dir.empty() ? RulesetLoad {} : loadRuleset(dir);
        if (!load.ruleset || !load.ruleset->ground)
            return { tr(
                "%1 was played with ruleset '%2', which is not here or not of the ground map.")
                         .arg(QDir::toNativeSeparators(path), match.captured(1)) };
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

void GroundWindow::offerRecovery()
{
    const std::optional<QString> path = m_scene->recoveryFile();
    if (!path)
        return;
    const auto answer = QMessageBox::question(this, tr("Recover session"),
        tr("Hitspread did not close cleanly last time. Restore the ground map it saved then?"),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer == QMessageBox::Yes) {
        const QStringList errors = openSession(*path);
        if (!errors.isEmpty())
            QMessageBox::warning(this, tr("Session not recovered"), errors.join('\n'));
    }
    QFile::remove(*path);
}

void GroundWindow::useRuleset(const QString& directory)
{
    if (directory.isEmpty() || !maybeSave())
        return;
    RulesetLoad load = loadRuleset(directory.toStdString());
    if (load.ruleset && !load.ruleset->ground) {
        // A ruleset of the body hex diagram: its own window takes over.
        QStringList errors;
        if (showWindowFor(directory, &errors)) {
            m_scene->undoStack()->setClean(); // saved or given up above
            close();
        }
        return;
    }
    const QStringList errors = openRuleset(directory);
    if (!errors.isEmpty())
        QMessageBox::warning(this, tr("Ruleset not loaded"),
            tr("The ruleset has errors; the one in use stays.") + QStringLiteral("\n\n")
                + errors.join('\n'));
}

QMainWindow* showWindowFor(const QString& directory, QStringList* errors)
{
    RulesetLoad load = loadRuleset(directory.toStdString());
    QMainWindow* window = nullptr;
    if (load.ruleset && load.ruleset->ground) {
        auto* ground = new GroundWindow;
        *errors = ground->openRuleset(directory);
        window = ground;
    } else {
        auto* main = new MainWindow;
        *errors = main->openRuleset(directory);
        window = main;
    }
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    return window;
}

} // namespace hitspread
