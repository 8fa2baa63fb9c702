// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/tablewindow.h"

#include "app/document/groundscene.h"
#include "app/document/savefile.h"
#include "app/document/session.h"
#include "app/widgets/windowsize.h"
#include "app/window/bodytable.h"
#include "app/window/groundtable.h"
#include "app/window/rulesetmenu.h"
#include "rulesetreader.h"

#include <QCloseEvent>
#include <QDir>
#include <QIcon>
#include <QMessageBox>
#include <QSettings>
#include <QUndoStack>

namespace hitspread {

namespace {

    bool playsOnGround(const QString& directory)
    {
        const RulesetLoad load = loadRuleset(directory.toStdString());
        return load.ruleset && load.ruleset->ground;
    }

} // namespace

TableWindow::TableWindow(QWidget* parent)
    : QMainWindow(parent)
{
    setWindowIcon(QIcon(QStringLiteral(":/icons/hitspread.svg")));
    setObjectName(QStringLiteral("tableWindow"));
}

TableWindow::~TableWindow() = default;

Document* TableWindow::document() const
{
    if (BodyTable* body = bodyTable())
        return body->session();
    if (GroundTable* ground = groundTable())
        return ground->scene();
    return nullptr;
}

BodyTable* TableWindow::bodyTable() const
{
    return qobject_cast<BodyTable*>(m_table.data());
}

GroundTable* TableWindow::groundTable() const
{
    return qobject_cast<GroundTable*>(m_table.data());
}

QStringList TableWindow::openRuleset(const QString& directory)
{
    const bool ground = playsOnGround(directory);
    if (m_table && ground == (groundTable() != nullptr))
        return ground ? groundTable()->openRuleset(directory) : bodyTable()->openRuleset(directory);
    return handOver(ground, directory, QString());
}

QStringList TableWindow::openSession(const QString& path)
{
    const SessionText file = readSessionText(path);
    if (!file.text)
        return { file.error };
    const std::optional<SessionHead> head = sessionHead(*file.text);
    // Neither kind by its head (a broken file): the table shown says what is wrong with it.
    const bool ground = head ? head->ground : groundTable() != nullptr;
    if (m_table && ground == (groundTable() != nullptr))
        return ground ? groundTable()->openSession(path) : bodyTable()->openSessionFrom(path);
    // A session of the other kind of table: the ruleset it was played with, if it is here.
    const std::string directory = head ? findRuleset(head->rulesetId, rulesetFolders()) : "";
    if (!head || directory.empty() || playsOnGround(QString::fromStdString(directory)) != ground)
        return { tr("%1 was played with ruleset '%2', which is not here.")
                     .arg(QDir::toNativeSeparators(path),
                         head ? QString::fromStdString(head->rulesetId) : QString()) };
    return handOver(ground, QString::fromStdString(directory), path);
}

void TableWindow::offerRecovery()
{
    if (BodyTable* body = bodyTable())
        body->offerRecovery();
    else if (GroundTable* ground = groundTable())
        ground->offerRecovery();
}

QStringList TableWindow::handOver(bool ground, const QString& ruleset, const QString& session)
{
    QStringList errors;
    QMainWindow* table = nullptr;
    if (ground) {
        auto* ground = new GroundTable;
        errors = ground->openRuleset(ruleset);
        if (errors.isEmpty() && !session.isEmpty())
            errors = ground->openSession(session);
        table = ground;
    } else {
        auto* body = new BodyTable;
        errors = body->openRuleset(ruleset);
        if (errors.isEmpty() && !session.isEmpty())
            errors = body->openSessionFrom(session);
        table = body;
    }
    if (!errors.isEmpty() && m_table) {
        delete table;
        return errors;
    }
    if (QMainWindow* old = m_table) {
        // Its changes were saved or given up when the user chose the other ruleset or file.
        document()->undoStack()->setClean();
        old->close(); // its dock layout kept, its autosave removed, its other windows closed
        takeCentralWidget();
        old->deleteLater();
    }
    setTable(table);
    return errors;
}

void TableWindow::setTable(QMainWindow* table)
{
    const bool first = !m_table;
    m_table = table;
    table->setWindowFlags(Qt::Widget);
    setCentralWidget(table);
    // The table's title, which it keeps following its document on this window from now on.
    setWindowTitle(table->windowTitle());
    setWindowModified(table->isWindowModified());
    // The table asks for the other kind: a ruleset chosen (of the other kind, as the table
    // found when it loaded it), or a session file opened.
    const auto ask = [this](const QString& ruleset, const QString& session) {
        const QStringList errors = ruleset.isEmpty()
            ? openSession(session)
            : handOver(groundTable() == nullptr, ruleset, QString());
        if (!errors.isEmpty())
            QMessageBox::warning(this,
                session.isEmpty() ? tr("Ruleset not loaded") : tr("Session not opened"),
                tr("The table in use stays.") + QStringLiteral("\n\n") + errors.join('\n'));
    };
    if (auto* body = qobject_cast<BodyTable*>(table))
        connect(body, &BodyTable::otherTableAsked, this, ask);
    else if (auto* ground = qobject_cast<GroundTable*>(table))
        connect(ground, &GroundTable::otherTableAsked, this, ask);
    if (first) {
        resizeToFit(this, table->size());
        restoreGeometry(QSettings().value(QStringLiteral("window/geometry")).toByteArray());
    }
    table->show();
}

void TableWindow::closeEvent(QCloseEvent* event)
{
    if (m_table && !m_table->close()) {
        event->ignore(); // the user kept the session open
        return;
    }
    QSettings().setValue(QStringLiteral("window/geometry"), saveGeometry());
    event->accept();
}

} // namespace hitspread
