// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/document/document.h"
#include "app/document/scenesnapshot.h"
#include "app/document/sharedvalues.h"
#include "encounter.h"
#include "suppress.h"
#include "treatment.h"
#include "unjam.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace hitspread {

// The document of the program: the loaded ruleset and the fight at the table as core's
// Encounter (combatants on sides, each with its sheet and state; who acts on whom; the log,
// the dice and the tracker), with change signals for the views. The actor is "the shooter" of
// the Shooter panel, its target and further targets those of the body view. Every change a
// user makes goes through a command on its undo stack; the apply… functions are what those
// commands call, and emit the signals. As a Document it saves, autosaves and opens session
// files (.hitspread).
class Session : public Document {
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

    const Encounter& data() const { return m_data; }
    const AttackRequest& settings() const { return m_data.settings; }
    // The actor's sheet (the Shooter panel's "shooter"), its state, and its target's.
    const CharacterSheet& shooter() const;
    const CharacterState& actorState() const;
    const CharacterState& target() const;
    // The further targets' states, in the order they were picked (walking fire, a blast).
    const std::vector<CharacterState>& others() const { return m_othersShown; }
    // The actions of the log as the views replay them (the encounter's entries hold who acted).
    const std::vector<LogEntry>& log() const { return m_logShown; }

    // The roster. Each edit is undoable; one that cannot be done returns why.
    QString addCombatant(const CharacterSheet& sheet, int side);
    QString duplicateCombatant(CombatantId id);
    // A combatant the log names stays in the file as absent; any other leaves it.
    QString removeCombatant(CombatantId id);
    QString renameCombatant(CombatantId id, const QString& name);
    QString changeSide(CombatantId id, int side);
    // Moves a combatant to a hex of the map (places.h: it loses its aims and firing stance);
    // undoable. Why it cannot, or nothing.
    QString moveCombatant(CombatantId id, Hex to);
    // The actor's readiness as the Shooter panel has it set; the others keep theirs in the
    // roster (places.h).
    Readiness actorReadiness() const;
    // Who acts and on whom. Picking the actor takes up its weapon; a further target picked as
    // the target trades places with it, and the actor cannot be its own target.
    QString pickActor(CombatantId id);
    QString pickTarget(CombatantId id);
    QString toggleFurtherTarget(CombatantId id);

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
    // Aims the grenade at a hex of the map (places.h): those its blast would reach become the
    // scene, the nearest the target, and their distances are where they stand. Undoable; why not
    // (a point off the map, a blast that reaches nobody), or nothing.
    QString aimGrenadeAt(Hex point);
    // Why the grenade cannot be thrown (or jumped on), or nothing.
    QString checkGrenade(const GrenadeAction& action) const;
    // Resolves the action with the given faces without changing anything; throws like tryFaces.
    GrenadeOutcome tryGrenade(const GrenadeAction& action, const std::vector<int>& faces) const;
    std::vector<int> nextSeededFaces(const GrenadeAction& action) const;
    // Throws (or sets off, or jumps on) the grenade: the log gains its entry, the scene takes
    // the blast. With Hitspread's dice the faces are those nextSeededFaces gave.
    QString throwGrenade(const GrenadeAction& action, const std::vector<int>& faces);
    void changeGrenade(const GrenadeAction& action, const QString& description);

    // The combat tracker (§10). Its entries number the roster's combatants in order. Each step
    // is undoable; a refused one returns why.
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
    // The round started with `dice`, everyone joining first when no one has (throws as
    // startRound of tracker.h).
    TrackerStep roundStarted(DiceSource& dice) const;
    std::vector<int> nextInitiativeFaces() const;
    // The request as the resolver meets it in the fight as it stands: the initiative totals
    // of a running round for diving for cover (§4), a knocked-down target down (§7). The Odds
    // and Best Aim docks count what Fire resolves.
    AttackRequest asResolved(AttackRequest request) const;
    // The tracker with every combatant of the fight who is not in it (and not absent) joined;
    // throws Refused.
    TrackerStep everyoneJoined() const;
    // Ends the actor's turn in a running round (§10): the next in the order acts, with its own
    // readiness and target; when the order names the actor again it passes that action; when
    // nobody has an action left the phase ends. Undoable; why not (no round running), or nothing.
    QString endTurn();
    // Ends the phase (after the third, the round: bleeding and regeneration); the next phase's
    // first to act becomes the actor. Undoable.
    QString endPhase();
    // Everyone of the scene who is not yet in the tracker joins it.
    QString addSceneToTracker();

    // Treating the target (the seed's "First Aid"): the actor is the medic. Why the request
    // cannot be carried out, or nothing; the outcome with the given faces, changing nothing
    // (throws like tryFaces); the faces Hitspread's dice would give it; and the treatment
    // itself, undoable, its working in the tracker's log, the target as it leaves it. In a
    // running round it spends the medic's action ("the medic can continue to work on the other
    // wounds in his next Action").
    QString checkTreatment(const TreatRequest& request) const;
    TreatOutcome tryTreatment(const TreatRequest& request, const std::vector<int>& faces) const;
    std::vector<int> nextTreatmentFaces(const TreatRequest& request) const;
    QString treatTarget(const TreatRequest& request, const std::vector<int>& faces);

    // A dodge the target makes before the attacks, or the actor in its own turn (rules §8): a
    // regular dodge (this round), a quick dodge (this phase) or a Dance or Ballet of Death
    // (ranged attacks this phase, no action spent). The outcome with the given faces, changing
    // nothing (throws like tryFaces); the faces Hitspread's dice would give it; and the dodge
    // itself, undoable: its value and penalty land on the dodger, an action of a running round
    // is spent, the working goes into the tracker's log. `who` dodges (0: the target).
    DefenceOutcome tryDodge(
        DefenceKind kind, const std::vector<int>& faces, CombatantId who = 0) const;
    std::vector<int> nextDodgeFaces(DefenceKind kind, CombatantId who = 0) const;
    QString dodgeTarget(DefenceKind kind, const std::vector<int>& faces, CombatantId who = 0);

    // Suppressive fire (rules §6): the actor sprays an area with its weapon set up in the
    // Shooter dock (full auto), and the target crosses it, rolling Dodge or Acrobatics. The
    // request for the actor as it stands; the outcome with the given faces, changing nothing
    // (throws like tryFaces); the faces Hitspread's dice would give it; and the fire itself,
    // undoable: the target as the bullets leave it, an action of a running round spent by the
    // actor, the working in the tracker's log.
    SuppressRequest suppressionRequest(EvasionSkill evasion, int modifier) const;
    QString checkSuppression(const SuppressRequest& request) const; // why not, or nothing
    SuppressOutcome trySuppression(
        const SuppressRequest& request, const std::vector<int>& faces) const;
    std::vector<int> nextSuppressionFaces(const SuppressRequest& request) const;
    QString suppressTarget(const SuppressRequest& request, const std::vector<int>& faces);

    // Clearing the actor's jammed weapon (rules §11): a Weapons Maintenance roll, one action
    // per attempt. The weapon set up if it is jammed, else the first jammed one. Like the dodge:
    // the outcome with the given faces, the faces Hitspread's dice would give, and the attempt
    // itself, undoable.
    UnjamOutcome tryUnjam(const std::vector<int>& faces) const;
    std::vector<int> nextUnjamFaces() const;
    QString clearJam(const std::vector<int>& faces);

    // User edits, each one undoable.
    void changeSettings(const AttackRequest& settings, const QString& description);
    // The actor becomes the first combatant with this character who is not the target; one
    // joins the actor's side when there is none.
    void changeShooter(const std::string& characterKey);
    void useShooter(const CharacterSheet& sheet); // a sheet from the character editor
    void changeTarget(const CharacterState& target, const QString& description);
    // The target becomes the first combatant with this character who is not the actor; one
    // joins the target's side when there is none.
    void resetTarget(const std::string& characterKey);
    // Walking fire's scene: a combatant of this character joins the target's side as a further
    // target; the last further target is unpicked (it stays in the fight).
    void addOtherTarget(const std::string& characterKey);
    void removeOtherTarget();

    int selectedEntry() const { return m_selected; }
    void selectEntry(int index);

    // The names in the roster (never a sheet's name: a second Frother is "Wickham 2", and a
    // renamed one its new name) of the actor, the target and the scene's further targets.
    QString actorName() const;
    QString targetName() const;
    QString otherName(std::size_t index) const;
    // The state of a further target of the scene (walking fire), by its index among others().
    const CharacterState& otherState(std::size_t index) const { return m_othersShown.at(index); }
    // The actor's targets: the target first, then the further ones.
    std::vector<CombatantId> targetIds() const;

    // Starts a new session on the loaded ruleset: the default shooter facing a different
    // character, empty log.
    void newSession();
    const DiceSettings& dice() const override { return m_data.dice; }

    // What the undo commands call. A command holds the value the session does not: these swap
    // it with the session's, so doing and undoing are one call.
    void swapSettings(std::shared_ptr<const AttackRequest>& settings);
    std::shared_ptr<const AttackRequest> shareSettings(AttackRequest settings);
    // Changes the scene (what a ChangeScene holds), then says what changed; `lines` are what
    // the tracker said of the step, added when done (`forward`), taken back when undone.
    void changeScene(
        const std::function<void(Encounter&)>& change, const QStringList& lines, bool forward);
    // The entry moves into the log, and back out of it on undo: the undo stack keeps an
    // action only while it is undone.
    void applyAction(EncounterEntry entry, std::uint64_t facesUsedAfter);
    EncounterEntry unapplyAction(std::uint64_t facesUsedBefore);
    void applyDice(const DiceSettings& dice) override;
    void swapGrenade(std::shared_ptr<const GrenadeAction>& action);
    std::shared_ptr<const GrenadeAction> shareGrenade(GrenadeAction action);

signals:
    void rulesetChanged();
    void settingsChanged();
    void targetChanged();
    void logChanged();
    void selectedEntryChanged(int index);
    void grenadeChanged();
    void trackerChanged();
    void rosterChanged(); // combatants, sides or who is picked
    // A new or opened session replaces the one there was: said before everything it changed.
    void documentReplaced();

protected:
    QString writeFile(const QString& path) const override;
    QStringList readFile(const QString& path) override;
    bool canSave() const override { return m_ruleset != nullptr; }

private:
    // Replaces the table with a session read from a file (not undoable: a new document).
    void adoptSession(Encounter data, const QString& filePath);
    AttackRequest defaultSettings(const CharacterSheet& shooter) const;
    const CharacterSheet* character(const std::string& key) const; // a ruleset's character file
    // Why `id` cannot be picked as a target (not present, or the actor), or nothing.
    QString whyNotTarget(CombatantId id) const;
    // The first present combatant of this character who is not `other`, or nothing.
    const Combatant* freeWithCharacter(const std::string& key, CombatantId other) const;
    // The tracker's entry of combatant `id` in the running round, if it has one.
    std::optional<int> runningTrackerIndex(CombatantId id) const;
    // In a running round, `who` spends an action on `doing` ("clearing a jam"): the tracker
    // as it leaves it goes into `after`, its lines into `lines`. Why it cannot, or nothing
    // (also when no round is running or `who` is not in it).
    QString spendAction(
        CombatantId who, const QString& doing, SceneSnapshot& after, QStringList& lines) const;
    // The tracker's next to act becomes the actor (in a running round).
    void pickNextToAct();
    EncounterEntry resolve(const EncounterAction& action, DiceSource& dice) const;
    QString pushAction(
        const EncounterAction& action, const std::vector<int>& faces, std::uint64_t facesUsedAfter);
    QString pushTrackerStep(
        const TrackerStep& step, std::uint64_t facesUsedAfter, const QString& description);
    void pushScene(SceneSnapshot after, const QString& description, QStringList lines = {});
    // A scene with other targets, inside a macro: the settings lose the aims at a target no
    // longer the target, and walking fire its steps beyond the further targets.
    void pushTargets(SceneSnapshot scene, const QString& text);
    // The scene with a combatant of `sheet` joined on `side` (unhurt, its name made unique).
    struct Joined {
        SceneSnapshot scene;
        CombatantId id = 0;
        QString name;
    };
    Joined joined(const CharacterSheet& sheet, int side, const std::string& name = {}) const;
    // The settings for `sheet` taking up its first weapon (or keeping `from`'s when it has it).
    AttackRequest settingsFor(const CharacterSheet& sheet, const AttackRequest& from) const;
    // The scene with the actor's readiness as the Shooter panel has it set.
    SceneSnapshot keptReadiness(SceneSnapshot scene) const;
    // The fight's roster as it stands, the actor's readiness as the Shooter panel has it: what
    // the places are read from (the log is not copied).
    Encounter rosterNow() const;
    // The scene with those a blast caught as its targets, the nearest the target, the actor
    // left out (it is counted when it throws); nothing when they are the scene's already or
    // nobody else was caught.
    std::optional<SceneSnapshot> sceneOfCaught(const std::vector<CombatantId>& caught) const;
    // The combatant of the running round's tracker entry `index`, if the roster has it.
    const Combatant* trackerCombatant(int index) const;
    // The scene with `id` as the actor, the target moved when it was the same.
    SceneSnapshot withActor(SceneSnapshot scene, CombatantId id) const;
    void rebuildShown(); // the views' copies of the further targets' states
    void rebuildLog();
    // Runs a resolver; returns what stopped it, as the table reads it, or nothing.
    static QString attempt(const std::function<void()>& resolve);
    void announceNewDocument(); // every view starts over: a new or opened session
    void announceShotChange(); // the log gained or lost its newest entry

    std::unique_ptr<Ruleset> m_ruleset;
    QString m_rulesetDirectory;
    Encounter m_data;
    // The settings and grenades the history holds, each value once (sharedvalues.h).
    SharedValues<AttackRequest> m_sharedSettings;
    SharedValues<GrenadeAction> m_sharedGrenades;
    std::vector<CharacterState> m_othersShown;
    std::vector<LogEntry> m_logShown;
    int m_selected = -1;
    QStringList m_trackerLog; // what the tracker's steps did, newest last (not saved)
};

} // namespace hitspread
