// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one window of Hitspread, whatever the system. It holds the table the ruleset plays on:
// the body hex diagram's (BodyTable, for a ruleset of body locations such as the 3d System)
// or the ground map's (GroundTable, for the other four). Each table brings its menus, docks
// and status bar. Changing to a ruleset or opening a session of the other kind puts the other
// table in this same window, in its place and size on the screen.

#include <QMainWindow>
#include <QPointer>
#include <QStringList>

namespace hitspread {

class Document;
class GroundTable;
class BodyTable;

class TableWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit TableWindow(QWidget* parent = nullptr);
    ~TableWindow() override;

    // Plays a ruleset folder on the table of its kind. The table shown loads it when it is of
    // its kind; otherwise a table of the other kind takes its place. When the ruleset does not
    // load, the table shown stays as it was and the messages are returned (a first table is
    // shown anyway, empty, so that the window has something to say them over).
    QStringList openRuleset(const QString& directory);
    // Opens a session file of either kind: on the table shown when it is of its kind, else on
    // a table of the other kind with the ruleset the file names. The messages when it cannot
    // be read (nothing changes then).
    QStringList openSession(const QString& path);
    // After a crash: offers the autosave the table shown left behind.
    void offerRecovery();

    // The table shown and its document; the body diagram's or the ground map's table, else null.
    QMainWindow* table() const { return m_table; }
    Document* document() const;
    BodyTable* bodyTable() const;
    GroundTable* groundTable() const;

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    // A new table of the ground map (`ground`) or of the body diagram, playing `ruleset` (a
    // ruleset of that kind), the session opened on it when one is given, in place of the one
    // shown (whose changes the user has saved or given up). The messages when the ruleset or
    // the session cannot be read; the table shown stays then.
    QStringList handOver(bool ground, const QString& ruleset, const QString& session);
    void setTable(QMainWindow* table);

    QPointer<QMainWindow> m_table;
};

} // namespace hitspread
