// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// BodyTable's exports (the roll log as CSV or JSON, the diagram as PNG or SVG) and its player
// display.
#include "app/window/bodytable.h"

#include "app/document/savefile.h"
#include "app/document/session.h"
#include "app/window/bodyview.h"
#include "app/window/burstplayer.h"
#include "app/window/playerdisplay.h"
#include "diagramfile.h"
#include "logexport.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSignalBlocker>
#include <QStatusBar>

namespace hitspread {

namespace {
    // The path the user picked, with the extension of the filter picked when it has none.
    QString withExtension(QString path, const QString& filter, const QStringList& extensions)
    {
        if (path.isEmpty() || !QFileInfo(path).suffix().isEmpty())
            return path;
        for (const QString& extension : extensions) {
            if (filter.contains(QStringLiteral("*.") + extension))
                return path + '.' + extension;
        }
        return path + '.' + extensions.front();
    }

    // A file name from the session's, else `fallback`.
    QString suggestedName(const Session* session, const QString& fallback, const QString& extension)
    {
        const QString file = session->filePath();
        const QString base = file.isEmpty() ? fallback : QFileInfo(file).completeBaseName();
        const QString folder = file.isEmpty() ? QString() : QFileInfo(file).absolutePath() + '/';
        return folder + base + '.' + extension;
    }
}

QString BodyTable::exportRollLog(const QString& path)
{
    const Ruleset* rs = m_session->ruleset();
    if (!rs)
        return tr("No ruleset is loaded.");
    const std::optional<LogFormat> format = logFormatFor(path.toStdString());
    if (!format)
        return tr("%1: the roll log is written as .csv or .json; name the file with one of them.")
            .arg(path);
    return saveFile(
        path, QByteArray::fromStdString(hitspread::exportRollLog(*rs, m_session->data(), *format)));
}

QString BodyTable::exportDiagram(const QString& path)
{
    const Ruleset* rs = m_session->ruleset();
    if (!rs)
        return tr("No ruleset is loaded.");
    const std::optional<DiagramFormat> format = diagramFormatFor(path);
    if (!format)
        return tr("%1: the diagram is written as .png or .svg; name the file with one of them.")
            .arg(path);
    // The view as it is shown: its size (a PNG at twice its pixels, sharp in print), its
    // colours, the shown entry's markers and the heat or aim map when one is on.
    DiagramLook look;
    look.size = m_view->size();
    look.ground = m_view->palette().color(QPalette::Base);
    look.ink = m_view->palette().color(QPalette::Text);
    look.pixelRatio = 2;
    look.title = tr("Body diagram: %1").arg(m_player->shownName(0));
    const QByteArray bytes = diagramFile(*format, rs->body, m_view->scene(), look);
    if (bytes.isEmpty())
        return tr("%1: the diagram could not be drawn.").arg(path);
    return saveFile(path, bytes);
}

void BodyTable::exportRollLogDialog()
{
    if (!m_session->ruleset())
        return;
    QString filter;
    const QString csv = tr("CSV, one row per die (*.csv)");
    const QString json = tr("JSON (*.json)");
    const QString path
        = withExtension(QFileDialog::getSaveFileName(this, tr("Export Roll Log"),
                            suggestedName(m_session, tr("roll-log"), QStringLiteral("csv")),
                            csv + ";;" + json, &filter),
            filter, { QStringLiteral("csv"), QStringLiteral("json") });
    if (path.isEmpty())
        return;
    const QString error = exportRollLog(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Roll log not written"), error);
    else
        statusBar()->showMessage(tr("Roll log written to %1.").arg(path), 5000);
}

void BodyTable::exportDiagramDialog()
{
    if (!m_session->ruleset())
        return;
    QString filter;
    const QString png = tr("PNG picture (*.png)");
    const QString svg = tr("SVG drawing (*.svg)");
    const QString path
        = withExtension(QFileDialog::getSaveFileName(this, tr("Export Diagram"),
                            suggestedName(m_session, tr("diagram"), QStringLiteral("png")),
                            png + ";;" + svg, &filter),
            filter, { QStringLiteral("png"), QStringLiteral("svg") });
    if (path.isEmpty())
        return;
    const QString error = exportDiagram(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Diagram not written"), error);
    else
        statusBar()->showMessage(tr("Diagram written to %1.").arg(path), 5000);
}

PlayerDisplay* BodyTable::playerDisplay() const
{
    return m_display;
}

void BodyTable::setPlayerDisplayShown(bool shown)
{
    if (shown == !m_display.isNull())
        return;
    if (!shown) {
        m_display->close();
        return;
    }
    m_display = new PlayerDisplay(m_session, m_player);
    m_display->setAttribute(Qt::WA_DeleteOnClose);
    // Closed by its own title bar, or with this window: the action unticks.
    connect(m_display, &PlayerDisplay::closed, this, [this] {
        m_display.clear(); // it deletes itself; a new tick opens a new one at once
        const QSignalBlocker blocker(m_displayAction);
        m_displayAction->setChecked(false);
    });
    m_display->show();
}

} // namespace hitspread
