// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Help ▸ Keyboard Shortcuts: the shortcuts of a window, read from its actions whenever the
// list is shown (so it never goes stale when a menu changes), and the keys its view reads
// itself, which no action knows of.

#include <QDialog>
#include <QKeySequence>
#include <QList>
#include <QString>

#include <vector>

class QMainWindow;
class QTableWidget;

namespace hitspread {

// A key (or key and mouse) that a view handles in its own event handlers.
struct ViewKey {
    QString keys; // as the platform writes them (QKeySequence::NativeText)
    QString meaning;
};

// The keys of a window's central view, listed under the view's name.
struct ViewKeys {
    QString view;
    std::vector<ViewKey> keys;
};

// One line of the list: where the entry is (a menu path such as "File ▸ Open Recent", a
// toolbar or the view), what it does and its keys, several joined by ", ".
struct ShortcutEntry {
    QString place;
    QString action;
    QString keys;
};

// Every visible action of the window that has a shortcut, each once: those of the menu bar
// (submenus included) grouped by menu in the menu bar's order, then those only on a toolbar,
// then those added to the window itself.
std::vector<ShortcutEntry> actionShortcuts(const QMainWindow* window);

// Shortcuts as the platform writes them, each once, joined by ", " ("Ctrl+Z, Alt+Backspace").
QString nativeKeys(const QList<QKeySequence>& shortcuts);

// A menu or action text as it reads: "Save Session &As…" → "Save Session As…", "&&" → "&".
QString withoutMnemonics(const QString& text);

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    ShortcutsDialog(QMainWindow* window, ViewKeys viewKeys);

    // Reads the window's actions again (an undo action's text follows the stack, say).
    void refresh();
    // The list: the columns place, action, keys; one row per entry.
    QTableWidget* table() const { return m_table; }

private:
    QMainWindow* m_window;
    ViewKeys m_viewKeys;
    QTableWidget* m_table;
};

} // namespace hitspread
