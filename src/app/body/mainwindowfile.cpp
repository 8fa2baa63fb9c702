// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's files: sessions (open, save, autosave, recover, the recent ones), rulesets,
// and the combat sheet printed or exported as a PDF.
#include "mainwindow.h"

#include "combatsheet.h"
#include "groundwindow.h"
#include "rulesetmenu.h"
#include "rulesetreader.h"
#include "session.h"
#include "sessionfile.h"

#include <QCloseEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QUndoStack>

namespace hitspread {

namespace {
    constexpr int MaxRecentFiles = 8;
    const char* const SessionFilter = QT_TRANSLATE_NOOP(
        "hitspread::MainWindow", "Hitspread sessions (*.hitspread);;All files (*)");
}

QStringList MainWindow::openRuleset(const QString& directory)
{
    return m_session->loadRuleset(directory);
}

void MainWindow::updateTitle()
{
    const Ruleset* rs = m_session->ruleset();
    const QString name = m_session->filePath().isEmpty()
        ? tr("Untitled")
        : QFileInfo(m_session->filePath()).fileName();
    setWindowTitle(tr("%1[*] — %2 — Hitspread")
                       .arg(name, rs ? QString::fromStdString(rs->name) : tr("no ruleset")));
    setWindowModified(m_session->isModified());
}

namespace {
    // Letter where the locale prints on it, A4 elsewhere.
    QPageSize::PageSizeId localPageSize()
    {
        const QLocale::Territory t = QLocale().territory();
        return t == QLocale::UnitedStates || t == QLocale::Canada || t == QLocale::Mexico
            ? QPageSize::Letter
            : QPageSize::A4;
    }
}

void MainWindow::printSheet()
{
    const Ruleset* rs = m_session->ruleset();
    if (!rs)
        return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(combatSheetPageLayout(localPageSize()));
    printer.setDocName(
        tr("Combat sheet of %1")
            .arg(QString::fromStdString(
                m_session->target().sheet ? m_session->target().sheet->name : std::string())));
    QPrintPreviewDialog preview(&printer, this);
    preview.setWindowTitle(tr("Print Combat Sheet"));
    // The same painter code as the PDF and the screen: the target as it stands now.
    connect(&preview, &QPrintPreviewDialog::paintRequested, this, [this, rs](QPrinter* device) {
        QPainter painter(device);
        paintCombatSheet(painter, combatSheetArea(*device), *rs, &m_session->target());
    });
    preview.exec();
}

QString MainWindow::exportSheet(const QString& path, bool blank, QPageSize::PageSizeId page)
{
    const Ruleset* rs = m_session->ruleset();
    if (!rs)
        return tr("No ruleset is loaded.");
    QString error;
    if (!writeCombatSheetPdf(path, page, *rs, blank ? nullptr : &m_session->target(), &error))
        return error.isEmpty() ? tr("Cannot write %1.").arg(path) : error;
    return {};
}

void MainWindow::exportSheetDialog(bool blank)
{
    if (!m_session->ruleset())
        return;
    const CharacterState& target = m_session->target();
    const QString name
        = blank || !target.sheet ? tr("combat-sheet") : QString::fromStdString(target.sheet->name);
    QString path = QFileDialog::getSaveFileName(this,
        blank ? tr("Export Blank Combat Sheet") : tr("Export Combat Sheet"),
        name + QStringLiteral(".pdf"), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    const QString error = exportSheet(path, blank, localPageSize());
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Combat sheet not written"), error);
    else
        statusBar()->showMessage(tr("Combat sheet written to %1.").arg(path), 5000);
}

void MainWindow::showErrors(const QString& title, const QString& intro, const QStringList& errors)
{
    QMessageBox box(QMessageBox::Warning, title, intro, QMessageBox::Ok, this);
    box.setInformativeText(errors.mid(0, 12).join('\n')
        + (errors.size() > 12
                ? tr("\n… and %n more.", nullptr, static_cast<int>(errors.size() - 12))
                : QString()));
    box.setDetailedText(errors.join('\n'));
    box.exec();
}

void MainWindow::openRulesetDialog()
{
    useRuleset(QFileDialog::getExistingDirectory(
        this, tr("Open Ruleset"), rulesetDialogFolder(m_session->rulesetDirectory())));
}

void MainWindow::useRuleset(const QString& dir)
{
    if (dir.isEmpty() || !maybeSave())
        return;
    RulesetLoad load = loadRuleset(dir.toStdString());
    if (load.ruleset && load.ruleset->ground) {
        // A ruleset of the ground map: its window takes over (the session here is saved or
        // given up above).
        QStringList errors;
        showWindowFor(dir, &errors);
        m_session->undoStack()->setClean();
        close();
        return;
    }
    const QStringList errors = openRuleset(dir);
    if (!errors.isEmpty())
        showErrors(
            tr("Ruleset not loaded"), tr("The ruleset has errors; the one in use stays."), errors);
}

void MainWindow::reloadRuleset()
{
    const QStringList errors = m_session->reloadRuleset();
    if (!errors.isEmpty())
        showErrors(tr("Ruleset not reloaded"), tr("The ruleset has errors; the one in use stays."),
            errors);
    else
        statusBar()->showMessage(tr("Ruleset reloaded."), 3000);
}

bool MainWindow::maybeSave()
{
    if (!m_session->isModified())
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved session"),
        tr("The session has changes. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::newSession()
{
    if (maybeSave())
        m_session->newSession();
}

void MainWindow::openSession()
{
    if (!maybeSave())
        return;
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Open Session"), QString(), tr(SessionFilter));
    if (path.isEmpty())
        return;
    const QStringList errors = openSessionFrom(path);
    if (!errors.isEmpty())
        showErrors(tr("Session not opened"),
            tr("The file cannot be opened; the current session stays."), errors);
}

QStringList MainWindow::openSessionFrom(const QString& path)
{
    if (!m_session->ruleset())
        return { tr("No ruleset is loaded.") };
    auto read = readSessionFile(*m_session->ruleset(), path);
    if (!read.session)
        return read.errors;
    m_session->adoptSession(std::move(*read.session), path);
    addRecentFile(path);
    return {};
}

bool MainWindow::save()
{
    if (m_session->filePath().isEmpty())
        return saveAs();
    const QString error = saveSessionTo(m_session->filePath());
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Session not saved"), error);
    return error.isEmpty();
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save Session"), m_session->filePath(), tr(SessionFilter));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".hitspread");
    const QString error = saveSessionTo(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Session not saved"), error);
    return error.isEmpty();
}

QString MainWindow::saveSessionTo(const QString& path)
{
    if (!m_session->ruleset())
        return tr("No ruleset is loaded.");
    const QString error = writeSessionFile(*m_session->ruleset(), m_session->data(), path);
    if (!error.isEmpty())
        return error;
    m_session->markSaved(path);
    addRecentFile(path);
    if (path != autosavePath())
        QFile::remove(autosavePath()); // saved by hand: nothing left to recover
    return {};
}

QString MainWindow::autosavePath() const
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/autosave.hitspread");
}

bool MainWindow::autosave()
{
    if (!m_session->ruleset() || !m_session->isModified() || !m_autosaveDue)
        return false;
    if (!writeSessionFile(*m_session->ruleset(), m_session->data(), autosavePath()).isEmpty())
        return false;
    m_autosaveDue = false;
    return true;
}

void MainWindow::offerRecovery()
{
    const QString path = autosavePath();
    if (!QFile::exists(path) || !m_session->ruleset())
        return;
    const auto answer = QMessageBox::question(this, tr("Recover session"),
        tr("Hitspread did not close cleanly last time. Restore the session it saved then?"),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer == QMessageBox::Yes) {
        const QStringList errors = openSessionFrom(path);
        if (!errors.isEmpty())
            showErrors(
                tr("Session not recovered"), tr("The saved session cannot be read."), errors);
        else {
            // Recovered, not yet saved anywhere by the user: it stays "modified" until it is.
            m_session->markSaved(QString());
            m_session->undoStack()->resetClean();
            updateTitle();
        }
    }
    QFile::remove(path);
}

void MainWindow::addRecentFile(const QString& path)
{
    if (path == autosavePath())
        return;
    QSettings settings;
    QStringList files = settings.value(QStringLiteral("recentFiles")).toStringList();
    files.removeAll(path);
    files.prepend(path);
    settings.setValue(QStringLiteral("recentFiles"), files.mid(0, MaxRecentFiles));
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString& path : files) {
        m_recentMenu
            ->addAction(QFileInfo(path).fileName(), this,
                [this, path] {
                    if (!maybeSave())
                        return;
                    const QStringList errors = openSessionFrom(path);
                    if (!errors.isEmpty())
                        showErrors(tr("Session not opened"),
                            tr("The file cannot be opened; the current session stays."), errors);
                })
            ->setToolTip(path);
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    QFile::remove(autosavePath()); // a clean close leaves nothing to recover
    event->accept();
}

} // namespace hitspread
