// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The document both windows keep (the body diagram's Session, the ground map's GroundScene):
// what makes a fight at the table a file. One undo stack whose commands store what changed;
// the path it was saved to or opened from and whether it changed since; an autosave a few
// seconds after a change, left behind for recovery when the program does not close cleanly;
// the recent files of its kind; and the dice record (Hitspread's seeded dice or the player's
// own, the seed and how far into it the table has rolled), which undo rewinds. Each kind of
// document says how its file is written and read.

#include "sessiondata.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QUndoStack>

#include <cstdint>
#include <optional>

namespace hitspread {

class Document : public QObject {
    Q_OBJECT
public:
    // A change is autosaved this long after it, however many follow in between.
    static constexpr int AutosaveDelayMs = 3000;
    // The recent files each kind keeps.
    static constexpr int MaxRecentFiles = 8;

    // The kind's autosave file name ("autosave.hitspread") and the setting of its recent
    // files ("recentFiles").
    Document(QString autosaveName, QString recentKey, QObject* parent = nullptr);
    ~Document() override;

    QUndoStack* undoStack() { return &m_undo; }
    QString filePath() const { return m_path; }
    bool isModified() const { return !m_undo.isClean(); }

    // Saves atomically: on success the document is clean, the path remembered, the file first
    // among the recent ones and the autosave gone; else the message and the file as it was.
    QString saveTo(const QString& path);
    // Opens a file of this kind into the document: on error the messages ("file:line:column:
    // …") and nothing changed. The autosave opens as a recovered document: no path, and
    // modified until saved.
    QStringList openFrom(const QString& path);

    QString autosavePath() const;
    // The autosave a session that did not close cleanly left behind, if there is one.
    std::optional<QString> recoveryFile() const;
    // Writes the autosave now when a change is due for it; false when nothing was due or the
    // write failed.
    bool autosaveNow();
    // A clean close leaves nothing to recover.
    void removeAutosave();

    // The recent files of this kind, newest first.
    QStringList recentFiles() const;

    // The dice record. setDiceMode is an undoable change; a new seed starts its sequence.
    virtual const DiceSettings& dice() const = 0;
    void setDiceMode(bool typed, std::uint64_t seed);
    // What the undo command calls.
    virtual void applyDice(const DiceSettings& dice) = 0;
    // A seed for a new document: another every time, so no two fights roll alike.
    static std::uint64_t freshSeed();

signals:
    void diceChanged();
    void documentChanged(); // a new, opened or saved document, or its modified state
    void recentFilesChanged();

protected:
    // Writes the document to `path` atomically (saveFile); the message when it fails.
    virtual QString writeFile(const QString& path) const = 0;
    // Reads `path` and, when it holds a whole document, replaces this one with it (its undo
    // history cleared); else the messages and nothing changed.
    virtual QStringList readFile(const QString& path) = 0;
    virtual bool canSave() const = 0; // a ruleset is loaded
    // A new or opened document: no undo history, the path (empty for a new one), nothing due
    // for the autosave.
    void startDocument(const QString& path);

private:
    void scheduleAutosave();
    void addRecentFile(const QString& path);
    bool isAutosave(const QString& path) const;

    QUndoStack m_undo;
    QString m_path;
    QString m_autosaveName;
    QString m_recentKey;
    QTimer m_autosaveTimer;
    bool m_autosaveDue = false;
};

} // namespace hitspread
