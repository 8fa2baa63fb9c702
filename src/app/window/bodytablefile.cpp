// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// BodyTable's files: sessions (open, save, autosave, recover, the recent ones), rulesets,
// and the combat sheet printed or exported as a PDF.
#include "app/window/bodytable.h"
#include "qs.h"

#include "app/window/playerdisplay.h"

#include "app/document/savefile.h"
#include "app/document/session.h"
#include "app/widgets/docklayout.h"
#include "app/window/documentui.h"
#include "app/window/rulesetmenu.h"
#include "combatsheet.h"
#include "rulesetreader.h"

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
    const char* const SessionFilter = QT_TRANSLATE_NOOP(
        "hitspread::BodyTable", "Hitspread sessions (*.hitspread);;All files (*)");
}

QStringList BodyTable::openRuleset(const QString& directory)
{
    return m_session->loadRuleset(directory);
}

void BodyTable::updateTitle()
{
    const Ruleset* rs = m_session->ruleset();
    const QString name = m_session->filePath().isEmpty()
        ? tr("Untitled")
        : QFileInfo(m_session->filePath()).fileName();
    // The title of the window this table is in (TableWindow), or its own when it stands alone.
    window()->setWindowTitle(
        tr("%1[*] — %2 — Hitspread").arg(name, rs ? qs(rs->name) : tr("no ruleset")));
    window()->setWindowModified(m_session->isModified());
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

void BodyTable::printSheet()
{
    const Ruleset* rs = m_session->ruleset();
    if (!rs)
        return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(combatSheetPageLayout(localPageSize()));
    printer.setDocName(
        tr("Combat sheet of %1")
            .arg(qs(m_session->target().sheet ? m_session->target().sheet->name : std::string())));
    QPrintPreviewDialog preview(&printer, this);
    preview.setWindowTitle(tr("Print Combat Sheet"));
    // The same painter code as the PDF and the screen: the target as it stands now.
    connect(&preview, &QPrintPreviewDialog::paintRequested, this, [this, rs](QPrinter* device) {
        QPainter painter(device);
        paintCombatSheet(painter, combatSheetArea(*device), *rs, &m_session->target());
    });
    preview.exec();
}

QString BodyTable::exportSheet(const QString& path, bool blank, QPageSize::PageSizeId page)
{
    const Ruleset* rs = m_session->ruleset();
    if (!rs)
        return tr("No ruleset is loaded.");
    const QByteArray pdf = combatSheetPdf(page, *rs, blank ? nullptr : &m_session->target());
    if (pdf.isEmpty())
        return tr("Cannot write %1.").arg(path);
    return saveFile(path, pdf);
}

void BodyTable::exportSheetDialog(bool blank)
{
    if (!m_session->ruleset())
        return;
    const CharacterState& target = m_session->target();
    const QString name = blank || !target.sheet ? tr("combat-sheet") : qs(target.sheet->name);
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

void BodyTable::showErrors(const QString& title, const QString& intro, const QStringList& errors)
{
    QMessageBox box(QMessageBox::Warning, title, intro, QMessageBox::Ok, this);
    box.setInformativeText(errors.mid(0, 12).join('\n')
        + (errors.size() > 12
                ? tr("\n… and %n more.", nullptr, static_cast<int>(errors.size() - 12))
                : QString()));
    box.setDetailedText(errors.join('\n'));
    box.exec();
}

void BodyTable::openRulesetDialog()
{
    useRuleset(QFileDialog::getExistingDirectory(
        this, tr("Open Ruleset"), rulesetDialogFolder(m_session->rulesetDirectory())));
}

void BodyTable::useRuleset(const QString& dir)
{
    if (dir.isEmpty() || !maybeSave())
        return;
    RulesetLoad load = loadRuleset(dir.toStdString());
    if (load.ruleset && load.ruleset->ground) {
        // A ruleset of the ground map: its table takes this one's place (the session here is
        // saved or given up above).
        emit otherTableAsked(dir, QString());
        return;
    }
    const QStringList errors = openRuleset(dir);
    if (!errors.isEmpty())
        showErrors(
            tr("Ruleset not loaded"), tr("The ruleset has errors; the one in use stays."), errors);
}

void BodyTable::reloadRuleset()
{
    const QStringList errors = m_session->reloadRuleset();
    if (!errors.isEmpty())
        showErrors(tr("Ruleset not reloaded"), tr("The ruleset has errors; the one in use stays."),
            errors);
    else
        statusBar()->showMessage(tr("Ruleset reloaded."), 3000);
}

namespace {
    DocumentFileKind sessionKind()
    {
        return { BodyTable::tr(SessionFilter), QStringLiteral(".hitspread"),
            BodyTable::tr("session.hitspread") };
    }
}

bool BodyTable::maybeSave()
{
    return askToKeepChanges(this, *m_session, sessionKind());
}

void BodyTable::newSession()
{
    if (maybeSave())
        m_session->newSession();
}

void BodyTable::openSession()
{
    if (!maybeSave())
        return;
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Open Session"), QString(), tr(SessionFilter));
    if (!path.isEmpty())
        openSessionAsked(path);
}

void BodyTable::openSessionAsked(const QString& path)
{
    if (const std::optional<SessionHead> head = readSessionHead(path); head && head->ground) {
        emit otherTableAsked(QString(), path); // a ground map session: its table opens it
        return;
    }
    const QStringList errors = openSessionFrom(path);
    if (!errors.isEmpty())
        showNotOpened(this, tr("Session not opened"), errors);
}

QStringList BodyTable::openSessionFrom(const QString& path)
{
    return m_session->openFrom(path);
}

bool BodyTable::save()
{
    return saveDocument(this, *m_session, sessionKind(), false);
}

bool BodyTable::saveAs()
{
    return saveDocument(this, *m_session, sessionKind(), true);
}

QString BodyTable::saveSessionTo(const QString& path)
{
    return m_session->saveTo(path);
}

QString BodyTable::autosavePath() const
{
    return m_session->autosavePath();
}

bool BodyTable::autosave()
{
    return m_session->autosaveNow();
}

void BodyTable::offerRecovery()
{
    hitspread::offerRecovery(
        this, *m_session, [this](const QString& path) { return openSessionFrom(path); });
}

void BodyTable::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_docks->save();
    m_session->removeAutosave(); // a clean close leaves nothing to recover
    if (m_display)
        m_display->close(); // the player display does not outlive the table's window
    event->accept();
}

} // namespace hitspread
