// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What both windows show and ask of their Document, the same way in each: whether to keep
// unsaved changes, the file dialogs of Save and Save As, the recovery of an autosave, the
// Open Recent menu, the dice choices of the Combat menu and the dice record in the status
// bar.

#include <QKeySequence>
#include <QString>
#include <QStringList>

#include <functional>

class QLabel;
class QMenu;
class QStatusBar;
class QWidget;

namespace hitspread {

class Document;

// The file dialogs' words for one kind of document.
struct DocumentFileKind {
    QString filter; // "Hitspread sessions (*.hitspread);;All files (*)"
    QString suffix; // added to a name typed without one
    QString untitled; // the name offered for a document never saved
};

// Before a modified document is replaced or closed: asks whether to save it. True when it
// may go (saved, or its changes given up), false when the user cancelled or the save failed.
bool askToKeepChanges(QWidget* window, Document& document, const DocumentFileKind& kind);
// Saves the document to its path, asking for one when it has none or `askForPath`; a failure
// is said in a dialog (the file as it was). False when cancelled or failed.
bool saveDocument(
    QWidget* window, Document& document, const DocumentFileKind& kind, bool askForPath);
// Shows why a file was not opened, the document staying as it was.
void showNotOpened(QWidget* window, const QString& title, const QStringList& errors);
// After a crash: offers the autosave the document's kind left behind, opens it with `open`
// when the user wants it, and removes it either way.
void offerRecovery(
    QWidget* window, Document& document, const std::function<QStringList(const QString&)>& open);
// Keeps `menu` listing the recent files of the document's kind; picking one calls `open`.
void keepRecentMenu(QMenu* menu, Document* document, std::function<void(const QString&)> open);
// Adds Hitspread Rolls the Dice, I Roll My Dice and Set the Seed… to `menu`, kept checked as
// the document's dice are.
void addDiceActions(QMenu* menu, Document* document, QWidget* window);
// The Edit menu's Undo and Redo of the document's history, on `menu`. Redo takes Ctrl+Shift+Z
// and the desktop's other Redo keys (Ctrl+Y), each once: a key bound twice to one action is
// an ambiguous shortcut that Qt refuses to trigger.
void addUndoRedo(QMenu* menu, Document* document, QWidget* window);
// The keys of Redo: Ctrl+Shift+Z first, then the desktop's others, none twice.
QList<QKeySequence> redoKeys();
// The keys that end the turn, in every window: Ctrl+E, and Ctrl+T where it is free.
QList<QKeySequence> endTurnKeys(bool withCtrlT);
// The dice record at the right of the status bar, kept up to date.
QLabel* addDiceLabel(QStatusBar* bar, Document* document);
// The record in words: "Dice: yours" or "Dice: Hitspread, seed 7 (12 rolled)".
QString diceRecordText(const Document& document);

} // namespace hitspread
