// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sessiondata.h"
#include "trackerstep.h"
#include "treatment.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUndoStack>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace hitspread {

// The document of the program: the loaded ruleset and the table's state (shooter, target,
// roll log, dice) as core's SessionData, with change signals for the views. Every change a
// user makes goes through a command on its undo stack; the apply… functions are what those
// commands call, and emit the signals.
class Session : public QObject {
    Q_OBJECT
public:
    explicit Session(QObject* parent = nullptr);
    ~Session() override;

    // Loads a ruleset folder. On error returns every message and keeps what it had. A
    // different ruleset starts a fresh session; the same one (a reload) keeps the table.
    QStringList loadRuleset(const QString& directory);
    QStringList reloadRuleset();
    const Ruleset* ruleset() const { return m_ruleset.get(); }
    QString rulesetDirectory() const { return m_rulesetDirectory; }

    const SessionData& data() const { return m_data; }
    const AttackRequest& settings() const { return m_data.settings; }
    const CharacterState& target() const { return m_data.target; }
    const std::vector<CharacterState>& others() const { return m_data.others; }
    const std::vector<LogEntry>& log() const { return m_data.log; }
    QUndoStack* undoStack() { return &m_undo; }

    // The shot the Shooter panel describes, refused or not (for the odds and the Fire button).
    QString checkSettings() const;

    // Fires with Hitspread's dice; returns an error message, or nothing when it fired.
    QString fire();
    // Fires with dice a person rolled, exactly as many as the shot needs.
    QString fireWithFaces(const std::vector<int>& faces);
    // Resolves the current settings (or the given request) with the given faces without
    // changing anything. Throws DiceExhausted (naming the next die wanted), Refused or
    // std::invalid_argument.
    Outcome tryFaces(const std::vector<int>& faces) const;
    Outcome tryFaces(const AttackRequest& request, const std::vector<int>& faces) const;
    // The faces Hitspread's dice would give the request next, without rolling them.
    std::vector<int> nextSeededFaces(const AttackRequest& request) const;
    // Fires a request that differs from the panel's only by influences picked at the table.
    QString fireRequest(const AttackRequest& request, const std::vector<int>& faces);

    // Grenades (§9). The Grenade panel's action as it would be thrown now: the impact point is
    // the aimed hex, and each further target has a distance.
    GrenadeAction grenadeAction() const;
    // Why the grenade cannot be thrown (or jumped on), or nothing.
    QString checkGrenade(const GrenadeAction& action) const;
    // Resolves the action with the given faces without changing anything; throws like tryFaces.
    GrenadeOutcome tryGrenade(const GrenadeAction& action, const std::vector<int>& faces) const;
    std::vector<int> nextSeededFaces(const GrenadeAction& action) const;
    // Throws (or sets off, or jumps on) the grenade: the log gains its entry, the scene takes
    // the blast. With Hitspread's dice the faces are those nextSeededFaces gave.
    QString throwGrenade(const GrenadeAction& action, const std::vector<int>& faces);
    void changeGrenade(const GrenadeAction& action, const QString& description);

    // The combat tracker (§10). Its combatants number sessionCharacters(): 0 the shooter, 1 the
    // target, 2 … the further targets. Each step is undoable; a refused one returns why.
    const TrackerState& tracker() const { return m_data.tracker; }
    Roster roster() const;
    const QStringList& trackerLog() const { return m_trackerLog; }
    using TrackerAction
        = std::function<TrackerStep(const Ruleset&, const TrackerState&, const Roster&)>;
    QString trackerStep(const TrackerAction& action, const QString& description);
    // Starting a round rolls initiative: with the faces given, or Hitspread's dice when none
    // are given and the session's dice are seeded.
    QString startRound(const std::vector<int>& faces);
    TrackerStep tryStartRound(const std::vector<int>& faces) const; // throws DiceExhausted, Refused
    std::vector<int> nextInitiativeFaces() const;
    // Everyone of the scene who is not yet in the tracker joins it.
    QString addSceneToTracker();

    // Treating the target (the seed's "First Aid"): the shooter is the medic. Why the request
    // cannot be carried out, or nothing; the outcome with the given faces, changing nothing
    // (throws like tryFaces); the faces Hitspread's dice would give it; and the treatment
    // itself, undoable, its working in the tracker's log, the target as it leaves it.
    QString checkTreatment(const TreatRequest& request) const;
    TreatOutcome tryTreatment(const TreatRequest& request, const std::vector<int>& faces) const;
    std::vector<int> nextTreatmentFaces(const TreatRequest& request) const;
    QString treatTarget(const TreatRequest& request, const std::vector<int>& faces);

    // User edits, each one undoable.
    void changeSettings(const AttackRequest& settings, const QString& description);
    void changeShooter(const std::string& characterKey);
    void useShooter(const CharacterSheet& sheet); // a sheet from the character editor
    void changeTarget(const CharacterState& target, const QString& description);
    void resetTarget(const std::string& characterKey);
    // Walking fire's scene: up to three further targets beside the first.
    void addOtherTarget(const std::string& characterKey);
    void removeOtherTarget();
    void setDiceMode(bool typed, std::uint64_t seed);

    int selectedEntry() const { return m_selected; }
    void selectEntry(int index);

    // Replaying the selected entry shot by shot: how many of its shots are shown (the
    // fraction is the next one on its way), or −1 for all of them. A view state: not undone.
    double revealed() const { return m_revealed; }
    void setRevealed(double shots);
    // The target as the views show it: as of the revealed shot while replaying, else now.
    const CharacterState& shownTarget() const;
    // The same for the scene's further targets (walking fire), by their index among others().
    const CharacterState& shownOther(std::size_t index) const;

    QString filePath() const { return m_filePath; }
    bool isModified() const { return !m_undo.isClean(); }
    // Starts a new session on the loaded ruleset: default shooter and target, empty log.
    void newSession();
    // Replaces the table with a session read from a file (not undoable: a new document).
    void adoptSession(SessionData data, const QString& filePath);
    void markSaved(const QString& filePath);

    // What the undo commands call.
    void applySettings(const CharacterSheet& shooter, const AttackRequest& settings);
    void applyTargets(const CharacterState& target, const std::vector<CharacterState>& others);
    void applyShot(const LogEntry& entry, std::uint64_t facesUsedAfter);
    void unapplyShot(std::uint64_t facesUsedBefore);
    void applyDice(const DiceSettings& dice);
    void applyGrenade(const GrenadeAction& action);
    void applyTracker(const TrackerSnapshot& snapshot, const QStringList& lines, bool forward);

signals:
    void rulesetChanged();
    void settingsChanged();
    void targetChanged();
    void logChanged();
    void selectedEntryChanged(int index);
    void revealedChanged();
    void diceChanged();
    void grenadeChanged();
    void trackerChanged();
    void documentChanged(); // a new, opened or saved document

private:
    AttackRequest defaultSettings(const CharacterSheet& shooter) const;
    const CharacterSheet* character(const std::string& key) const; // a ruleset's character file
    QString fireFaces(
        const AttackRequest& request, const std::vector<int>& faces, std::uint64_t facesUsedAfter);
    TrackerSnapshot trackerSnapshot() const;
    QString pushTrackerStep(
        const TrackerStep& step, std::uint64_t facesUsedAfter, const QString& description);
    // Runs a resolver; returns what stopped it, as the table reads it, or nothing.
    static QString attempt(const std::function<void()>& resolve);
    void announceNewDocument(); // every view starts over: a new or opened session
    void announceShotChange(); // the log gained or lost its newest entry

    std::unique_ptr<Ruleset> m_ruleset;
    QString m_rulesetDirectory;
    SessionData m_data;
    QUndoStack m_undo;
    int m_selected = -1;
    double m_revealed = -1;
    QString m_filePath;
    QStringList m_trackerLog; // what the tracker's steps did, newest last (not saved)
};

} // namespace hitspread
