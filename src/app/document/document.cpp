// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/document/document.h"

#include "app/document/commands/setdice.h"

#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include <random>

namespace hitspread {

Document::Document(QString autosaveName, QString recentKey, QObject* parent)
    : QObject(parent)
    , m_autosaveName(std::move(autosaveName))
    , m_recentKey(std::move(recentKey))
{
    m_autosaveTimer.setSingleShot(true);
    m_autosaveTimer.setInterval(AutosaveDelayMs);
    connect(&m_autosaveTimer, &QTimer::timeout, this, [this] { autosaveNow(); });
    // Every change, its undo and its redo move the stack after the command changed the table.
    connect(&m_undo, &QUndoStack::indexChanged, this, &Document::scheduleAutosave);
    connect(&m_undo, &QUndoStack::cleanChanged, this, &Document::documentChanged);
}

Document::~Document()
{
    // The undo stack goes with the document and may still announce it; nobody listens now.
    m_undo.blockSignals(true);
    blockSignals(true);
}

void Document::startDocument(const QString& path)
{
    m_undo.clear();
    m_path = path;
    m_autosaveTimer.stop();
    m_autosaveDue = false;
}

bool Document::isAutosave(const QString& path) const
{
    return QFileInfo(path).absoluteFilePath() == QFileInfo(autosavePath()).absoluteFilePath();
}

QString Document::saveTo(const QString& path)
{
    if (!canSave())
        return tr("No ruleset is loaded.");
    const QString error = writeFile(path);
    if (!error.isEmpty())
        return error;
    if (!isAutosave(path)) {
        m_path = path;
        m_undo.setClean();
        addRecentFile(path);
        // Saved by hand: nothing is left to recover.
        m_autosaveTimer.stop();
        m_autosaveDue = false;
        QFile::remove(autosavePath());
    }
    emit documentChanged();
    return {};
}

QStringList Document::openFrom(const QString& path)
{
    if (!canSave())
        return { tr("No ruleset is loaded.") };
    const QStringList errors = readFile(path);
    if (!errors.isEmpty())
        return errors;
    if (isAutosave(path)) {
        // Recovered, not yet saved anywhere by the user: modified until it is.
        startDocument(QString());
        m_undo.resetClean();
    } else {
        startDocument(path);
        addRecentFile(path);
    }
    emit documentChanged();
    return {};
}

QString Document::autosavePath() const
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QLatin1Char('/')
        + m_autosaveName;
}

std::optional<QString> Document::recoveryFile() const
{
    const QString path = autosavePath();
    if (QFile::exists(path))
        return path;
    return std::nullopt;
}

void Document::scheduleAutosave()
{
    // A document as opened or as saved has nothing to recover.
    if (!canSave() || !isModified())
        return;
    m_autosaveDue = true;
    if (!m_autosaveTimer.isActive())
        m_autosaveTimer.start();
}

bool Document::autosaveNow()
{
    m_autosaveTimer.stop();
    if (!m_autosaveDue || !canSave() || !isModified())
        return false;
    if (!writeFile(autosavePath()).isEmpty())
        return false;
    m_autosaveDue = false;
    return true;
}

void Document::removeAutosave()
{
    m_autosaveTimer.stop();
    m_autosaveDue = false;
    QFile::remove(autosavePath());
}

QStringList Document::recentFiles() const
{
    return QSettings().value(m_recentKey).toStringList();
}

void Document::addRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    QSettings().setValue(m_recentKey, files.mid(0, MaxRecentFiles));
    emit recentFilesChanged();
}

void Document::setDiceMode(bool typed, std::uint64_t seed)
{
    DiceSettings next = dice();
    next.typed = typed;
    if (seed != next.seed) {
        next.seed = seed;
        next.facesUsed = 0; // a new seed starts its sequence from the beginning
    }
    if (next.typed == dice().typed && next.seed == dice().seed)
        return;
    m_undo.push(new SetDice(this, dice(), next));
}

std::uint64_t Document::freshSeed()
{
    std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32) | device();
}

} // namespace hitspread
