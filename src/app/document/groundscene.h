// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The document of the ground map (the systems of rules/other-systems.md): the ruleset, the
// scene on the ground, what the user has set up to do, the roll log and its undo stack.
// Every change to the scene or the log is an undo command holding the table before and after
// it and the log entry it added (one command class; never a copy of the log). As a Document
// it saves to and opens from a ground session file (groundsession.h), autosaves a few seconds
// after a change so that a crash leaves a file to recover, and keeps the dice record.

#include "app/document/document.h"
#include "app/document/sharedvalues.h"
#include "dice.h"
#include "dicerun.h"
#include "ground.h"
#include "groundsession.h"
#include "ruleset.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
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
    // The dice record, how far into the seed's sequence the table has rolled among it: part
    // of the state, so that an undo rewinds the dice and the action redone rolls the same
    // faces.
    DiceSettings dice;
    // The tracker: the round under way, its order and whose turn it is; the initiative roll's
    // working, for people (not in the file: a session opened shows the order without it).
    ground::Round round;
    std::vector<Text> initiativeWorking;
};

class GroundScene : public Document {
    Q_OBJECT
public:
    explicit GroundScene(QObject* parent = nullptr);
    ~GroundScene() override;

    // Loads a ground-map ruleset and sets up its default scene; on error keeps what it had.
    QStringList loadRuleset(const QString& directory);
    // Reads the ruleset's files again and keeps the table when it still holds under them
    // (written out and read back, every log entry replayed); else keeps the ruleset in use
    // and says why. The undo history goes; unsaved changes stay unsaved.
    QStringList reloadRuleset();
    const Ruleset* ruleset() const { return m_ruleset.get(); }
    const ground::Engine* engine() const { return m_ruleset ? m_ruleset->ground.get() : nullptr; }
    QString rulesetDirectory() const { return m_directory; }

    const GroundState& state() const { return m_state; }
    const ground::Scene& scene() const { return m_state.scene; }
    const ground::Action& action() const { return m_action; }
    // The panel as it is now, held once however often the history keeps it.
    std::shared_ptr<const ground::Action> sharedAction() { return m_sharedPanels.share(m_action); }

    // The settings of the next action (not undoable: nothing happened yet).
    void setAction(const ground::Action& action);

    // Undoable changes of the scene.
    // A new figure joins the second side (the one acting is on the first at the start).
    void addFigure(const std::string& character, Hex at);
    // The figure changes sides.
    void setSide(int index, int side);
    void removeFigure(int index);
    // The one acting takes up its readiness (the weapon in hand and its mode) into the action
    // panel: when a turn or the priority passes to it, and when such a step is redone.
    void takeUpReadiness();
    // Moves a figure (undoable); why it cannot move there (ground.h), else nothing.
    QString moveFigure(int index, Hex to);
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
    // A new round (the tracker, rules/other-systems.md): what lasts a round wears off every
    // figure (Engine::newRound), the order is rolled as the system says (Engine::initiative:
    // with the session's dice or the `typed` ones) and the first turn's figure acts. Returns
    // why it cannot start, or an empty string.
    QString startRound(const std::optional<std::vector<int>>& typed = std::nullopt);
    // The round's initiative with `faces` typed so far, changing nothing: throws DiceExhausted
    // naming the next die while it needs more.
    void tryInitiative(const std::vector<int>& faces) const;
    // The next turn of the round: its figure (the next one in the fight) acts; with the turn
    // before when they rolled alike (d6-modern's `simultaneous`). Why not, or empty.
    QString nextTurn();

    // The action with the session's dice, or the dice typed in (checked against the
    // ruleset's largest die). Returns the reason it was refused, or an empty string.
    QString resolve(const std::optional<std::vector<int>>& typed = std::nullopt);
    // Resolves the action with `faces` typed so far without changing anything: throws
    // DiceExhausted naming the next die while it needs more, Refused when it cannot be done.
    void tryFaces(const std::vector<int>& faces) const;
    // A new table on the loaded ruleset: its default figures, no log, a fresh seed.
    void newSession();

    const DiceSettings& dice() const override { return m_state.dice; }
    void applyDice(const DiceSettings& dice) override;

    // The exact chance of the action succeeding now, and where a throw lands; nullopt with
    // the reason when the action is impossible as set up.
    struct Odds {
        std::optional<double> hit;
        std::map<Hex, double> landing;
        QString refusal;
    };
    Odds odds() const;
    // The name of one of the system's procedures (Engine::procedures()), as shown.
    QString procedureName(const std::string& id) const;

    // Puts a whole state in place (a session opened again after a failed open).
    void apply(const GroundState& state);
    // Changes the state in place (what the undo command does), then says what changed.
    void changeState(const std::function<void(GroundState&)>& change);

    // What a session file holds of the document now (the start of the log: the scene before
    // its first entry, or the scene when the log is empty).
    GroundSessionData sessionData() const;

signals:
    void changed();
    void rulesetChanged();
    void actionChanged();

protected:
    QString writeFile(const QString& path) const override;
    QStringList readFile(const QString& path) override;
    bool canSave() const override { return m_ruleset && m_ruleset->ground; }

private:
    void push(const QString& text, GroundState after);
    void followTurn(); // the action's options follow the turn (d6-modern's simultaneous)
    // The typed faces (checked against the ruleset's largest die), or the session's seeded
    // dice from where they stopped.
    DiceSupply supplyFor(const std::optional<std::vector<int>>& typed) const;
    // Runs an action or a round's roll: its own answer, or what stopped it (the rules'
    // refusal, typed dice that do not do) in words.
    static QString whatStopped(const std::function<QString()>& work);
    bool isThrown(const std::string& weapon) const;
    // The figure keeps the action panel's weapon and mode as its readiness (ground.h).
    void keepReadiness(ground::Scene& scene, int figure) const;

    std::unique_ptr<Ruleset> m_ruleset;
    QString m_directory;
    GroundState m_state;
    ground::Action m_action;
    SharedValues<ground::Action> m_sharedPanels; // the panels the history holds, each once
};

} // namespace hitspread
