// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The document of the ground map (the systems of rules/other-systems.md): the ruleset, the
// scene on the ground, what the user has set up to do, the roll log and its undo stack.
// Every change to the scene or the log is an undo command holding the state before and
// after it (one command class: the whole state is small). The document saves to and opens
// from a ground session file (groundsession.h), and autosaves a short while after a change
// so that a crash leaves a file to recover.

#include "dice.h"
#include "ground.h"
#include "groundsession.h"
#include "ruleset.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QUndoStack>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace hitspread {

struct GroundLogEntry {
    ground::Action action;
    ground::Outcome outcome;
    ground::Scene before;
};

struct GroundState {
    ground::Scene scene;
    std::vector<GroundLogEntry> log;
    // How far into the seed's sequence the table has rolled: part of the state, so that an
    // undo rewinds the dice and the action redone rolls the same faces.
    std::uint64_t facesUsed = 0;
};

class GroundScene : public QObject {
    Q_OBJECT
public:
    explicit GroundScene(QObject* parent = nullptr);
    ~GroundScene() override;

    // Loads a ground-map ruleset and sets up its default scene; on error keeps what it had.
    QStringList loadRuleset(const QString& directory);
    const Ruleset* ruleset() const { return m_ruleset.get(); }
    const ground::Engine* engine() const { return m_ruleset ? m_ruleset->ground.get() : nullptr; }
    QString rulesetDirectory() const { return m_directory; }

    const GroundState& state() const { return m_state; }
    const ground::Scene& scene() const { return m_state.scene; }
    const ground::Action& action() const { return m_action; }
    QUndoStack* undoStack() { return &m_undo; }

    // The settings of the next action (not undoable: nothing happened yet).
    void setAction(const ground::Action& action);

    // Undoable changes of the scene.
    void addFigure(const std::string& character, Hex at);
    void removeFigure(int index);
    void moveFigure(int index, Hex to);
    void setAim(Hex at);
    // The figure becomes the one acting and receives the priority (Engine::receivesPriority:
    // success-pool refreshes its actions then, once a round).
    void setShooter(int index);
    // Whether setShooter(index) changes anything: another figure, or the one acting that has
    // not yet received the priority this round.
    bool canGivePriority(int index) const;
    void setTarget(int index);
    // Every figure as it was when the scene started (unhurt); the log stays.
    void healAll();
    // A new round: what lasts a round wears off every figure (Engine::newRound).
    void newRound();

    // The action with the session's dice, or the dice typed in (checked against the
    // ruleset's largest die). Returns the reason it was refused, or an empty string.
    QString resolve(const std::optional<std::vector<int>>& typed = std::nullopt);
    // Seeds the session's dice (a seeded session replays the same faces).
    void setSeed(quint64 seed);
    quint64 seed() const { return m_seed; }

    // The exact chance of the action succeeding now, and where a throw lands; nullopt with
    // the reason when the action is impossible as set up.
    struct Odds {
        std::optional<double> hit;
        std::map<Hex, double> landing;
        QString refusal;
    };
    Odds odds() const;

    // Applies a state (the undo command's work).
    void apply(const GroundState& state);

    // Ground session files. saveTo writes atomically (QSaveFile) and returns an error
    // message, or nothing; the undo stack is then clean, the path remembered and the
    // autosave removed. openFrom reads a file of the loaded ruleset, every log entry replayed:
    // on error nothing changes and the messages ("file:line:column: …") come back; else the
    // file's scene, action and log replace the document's, its undo history is cleared and
    // the path remembered (the autosave file opens as a recovered document: no path, and
    // modified until saved).
    QString saveTo(const QString& path);
    QStringList openFrom(const QString& path);
    QString filePath() const { return m_path; }
    bool isModified() const { return !m_undo.isClean(); }
    // What a session file holds of the document now (the start of the log: the scene before
    // its first entry, or the scene when the log is empty).
    GroundSessionData sessionData() const;

    // Autosave: a change is written to autosavePath() at most every two seconds while the
    // document is modified; autosaveNow() writes at once (false when nothing was due or the
    // write failed). recoveryFile() is the autosave a session that did not close cleanly
    // left behind, if there is one.
    static QString autosavePath();
    std::optional<QString> recoveryFile() const;
    bool autosaveNow();

signals:
    void changed();
    void rulesetChanged();
    void actionChanged();

private:
    void push(const QString& text, GroundState after);
    void scheduleAutosave();

    std::unique_ptr<Ruleset> m_ruleset;
    QString m_directory;
    GroundState m_state;
    ground::Action m_action;
    QUndoStack m_undo;
    quint64 m_seed = 0;
    QString m_path;
    QTimer m_autosaveTimer;
    bool m_autosaveDue = false;
};

} // namespace hitspread
