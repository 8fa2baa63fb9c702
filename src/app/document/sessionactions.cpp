// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The session's actions: shots and the combat tracker's steps (the turn, the phase, the round),
// each resolved with the session's dice (seeded or typed) and pushed as one undo command.
// Grenades: sessiongrenade.cpp; first aid, dodges and jams: sessioncare.cpp.
#include "app/document/session.h"
#include "qs.h"

#include "actiontracker.h"
#include "actorcheck.h"
#include "app/document/commands/changevalue.h"
#include "app/document/commands/fireshot.h"
#include "app/document/coreterms.h"
#include "app/document/sessiondice.h"
#include "defence.h"
#include "dicerun.h"
#include "places.h"
#include "scope.h"
#include "working.h"

namespace hitspread {

using sessiondice::exactly;
using sessiondice::seededAt;

std::vector<CombatantId> Session::targetIds() const
{
    std::vector<CombatantId> ids;
    if (m_data.target != 0)
        ids.push_back(m_data.target);
    ids.insert(ids.end(), m_data.others.begin(), m_data.others.end());
    return ids;
}

EncounterEntry Session::resolve(const EncounterAction& action, DiceSource& dice) const
{
    if (!m_ruleset)
        throw Refused(say(HS_TEXT("core", "no ruleset is loaded")));
    // The actor's own state counts: its wounds against the roll (§7), and what its state
    // forbids is refused before a die is rolled.
    EncounterAction taken = action;
    if (!taken.grenade) {
        // What the actor's state forbids first (an unconscious one strikes nobody), then the
        // blow's reach on the map.
        if (const Combatant* actor = m_data.find(m_data.actor))
            if (const auto why = whyCannotAttack(*m_ruleset, actor->state, taken.request))
                throw Refused(*why);
        if (const auto why
            = whyOutOfReach(*m_ruleset, m_data, m_data.actor, m_data.target, taken.request))
            throw Refused(*why);
        taken.request = asResolved(taken.request);
    }
    std::vector<CombatantId> targets = targetIds();
    if (taken.grenade && taken.grenade->point && !taken.grenade->jumper) {
        // Thrown at a hex of the map: whom the blast reaches, each at its distance, the thrower
        // too (places.h).
        const Hex point = *taken.grenade->point;
        PlacedAction placed
            = throwFromPlaces(*m_ruleset, rosterNow(), m_data.actor, point, *taken.grenade);
        targets = std::move(placed.targets);
        taken.grenade = std::move(placed.action.grenade);
        taken.grenade->point = point;
    }
    EncounterEntry entry
        = resolveEncounterAction(*m_ruleset, m_data, m_data.actor, targets, taken, dice);
    // The actor's readiness is the Shooter panel's while it acts: an undo gives it back so.
    entry.readinessBefore = actorReadiness();
    return entry;
}

AttackRequest Session::asResolved(AttackRequest req) const
{
    // Where they stand (places.h): the range from the map, the target's posture, the initiative
    // totals of a running round for diving for cover (§4).
    if (m_ruleset)
        req = placedRequest(*m_ruleset, m_data, m_data.actor, m_data.target, std::move(req));
    return againstTarget(target(), std::move(req));
}

QString Session::checkSettings() const
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    // A shot that gets as far as rolling is possible.
    const auto refused = refusalOf([&](DiceSource& none) {
        return resolve({ m_data.settings, {} }, none);
    });
    return refused ? translated(*refused) : QString();
}

Outcome Session::tryFaces(const std::vector<int>& faces) const
{
    return tryFaces(m_data.settings, faces);
}

Outcome Session::tryFaces(const AttackRequest& request, const std::vector<int>& faces) const
{
    return exactly(faces, "the shot needs", [&](DiceSource& dice) {
        return resolve({ request, {} }, dice);
    }).action.outcome;
}

std::vector<int> Session::nextSeededFaces(const AttackRequest& request) const
{
    if (!m_ruleset)
        return {};
    return seededFaces(seededAt(m_data.dice), [&](DiceSource& dice) {
        return resolve({ request, {} }, dice);
    });
}

QString Session::fireRequest(const AttackRequest& request, const std::vector<int>& faces)
{
    return pushAction(
        { request, {} }, faces, m_data.dice.facesUsed + (m_data.dice.typed ? 0 : faces.size()));
}

QString Session::attempt(const std::function<void()>& resolve)
{
    try {
        resolve();
    } catch (const Refused& e) {
        return tr("Impossible: %1").arg(translated(e.text()));
    } catch (const DiceExhausted& e) {
        return tr("Not enough dice: %1").arg(QString::fromStdString(e.what()));
    } catch (const std::invalid_argument& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

QString Session::pushAction(
    const EncounterAction& action, const std::vector<int>& faces, std::uint64_t facesUsedAfter)
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    EncounterEntry entry;
    if (QString error = attempt([&] {
            entry = exactly(faces, action.grenade ? "the grenade needs" : "the shot needs",
                [&](DiceSource& dice) { return resolve(action, dice); });
        });
        !error.isEmpty())
        return error;
    // §10: in a running round the action spends one of the actor's, and what it did lands on
    // the tracker (actiontracker.h); with no action left the tracker's reason refuses it, before
    // anything changes.
    ActionOnTracker onTracker;
    ActionWords words;
    words.dodge = tr("a dodge").toStdString();
    words.focusing = [](const Scope& scope, RangeBand band) {
        return Name(tr("setting %1 for %2 range")
                        .arg(qs(scope.name), translated(term(toString(band))))
                        .toStdString());
    };
    if (QString error
        = attempt([&] { onTracker = trackerAfterAction(*m_ruleset, m_data, entry, words); });
        !error.isEmpty())
        return error;
    const TrackerState& tracker = onTracker.tracker;
    const bool knocked = onTracker.knocked;
    QStringList lines;
    for (const Text& line : onTracker.log)
        lines << translated(line);
    // A grenade thrown at a hex of the map: the bodies shown are those its blast reached.
    std::optional<SceneSnapshot> caughtScene;
    if (entry.action.grenade && entry.action.grenade->point)
        caughtScene = sceneOfCaught(entry.targets);
    auto* command = new FireShot(this, std::move(entry), m_data.dice.facesUsed, facesUsedAfter);
    const bool atPoint = action.grenade && action.grenade->point && !action.grenade->jumper;
    const bool trackerMoves = tracker != m_data.tracker || knocked;
    if (!caughtScene && !(atPoint && m_data.grenade.point) && !trackerMoves) {
        undoStack()->push(command); // the action alone: no macro around one step
        return {};
    }
    undoStack()->beginMacro(command->text());
    if (caughtScene)
        pushTargets(std::move(*caughtScene), command->text());
    undoStack()->push(command);
    // The point of the map was this throw's: the next is aimed anew.
    if (atPoint && m_data.grenade.point) {
        GrenadeAction next = m_data.grenade;
        next.point.reset();
        next.targetDistance = 0;
        undoStack()->push(new ChangeGrenade(this, next, command->text()));
    }
    if (trackerMoves) {
        SceneSnapshot after = SceneSnapshot::of(m_data);
        after.tracker = tracker;
        pushScene(std::move(after), command->text(), std::move(lines));
    }
    // The actor stays, and its result in view, until the turn ends (endTurn).
    undoStack()->endMacro();
    return {};
}

QString Session::endPhase()
{
    const TrackerState& t = m_data.tracker;
    return trackerStep([](const Ruleset& rs, const TrackerState& s,
                           const Roster& r) { return hitspread::endPhase(rs, s, r); },
        t.phase == PhasesPerRound ? tr("End round %1").arg(t.round)
                                  : tr("End phase %1").arg(t.phase));
}

QString Session::endTurn()
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    const TrackerState& t = m_data.tracker;
    if (!t.roundOpen)
        return tr("No round is running: start one.");
    const auto next = nextToAct(*m_ruleset, t, roster());
    if (!next)
        return endPhase(); // nobody has an action left in this phase
    const TrackerEntry& entry = t.combatants[static_cast<std::size_t>(*next)];
    const Combatant* c = trackerCombatant(*next);
    if (c && c->id != m_data.actor && !c->absent)
        return pickActor(c->id);
    // The order names the actor again (or one who is no longer in the fight): ending the turn
    // gives up that action.
    const int index = *next;
    return trackerStep([index](const Ruleset& rs, const TrackerState& s,
                           const Roster& r) { return takeAction(rs, s, r, index); },
        tr("%1 passes").arg(qs(entry.name)));
}

std::optional<int> Session::runningTrackerIndex(CombatantId id) const
{
    return hitspread::runningTrackerIndex(m_data, id);
}

void Session::pickNextToAct()
{
    if (!m_ruleset || !m_data.tracker.roundOpen)
        return;
    const auto next = nextToAct(*m_ruleset, m_data.tracker, roster());
    if (!next)
        return;
    const Combatant* c = trackerCombatant(*next);
    if (c && !c->absent && c->id != m_data.actor)
        pickActor(c->id);
}

const Combatant* Session::trackerCombatant(int index) const
{
    const int character = m_data.tracker.combatants.at(static_cast<std::size_t>(index)).character;
    if (character < 0 || character >= static_cast<int>(m_data.combatants.size()))
        return nullptr;
    return &m_data.combatants[static_cast<std::size_t>(character)];
}

QString Session::fire()
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    std::vector<int> faces;
    try {
        faces = runWithDice(seededAt(m_data.dice), [&](DiceSource& dice) {
            return resolve({ m_data.settings, {} }, dice);
        }).faces;
    } catch (const Refused& e) {
        return tr("Impossible: %1").arg(translated(e.text()));
    }
    return pushAction({ m_data.settings, {} }, faces, m_data.dice.facesUsed + faces.size());
}

QString Session::fireWithFaces(const std::vector<int>& faces)
{
    return pushAction({ m_data.settings, {} }, faces, m_data.dice.facesUsed);
}

Roster Session::roster() const
{
    return encounterRoster(m_data);
}

QString Session::pushTrackerStep(
    const TrackerStep& step, std::uint64_t facesUsedAfter, const QString& description)
{
    SceneSnapshot after = SceneSnapshot::of(m_data);
    after.tracker = step.state;
    after.facesUsed = facesUsedAfter;
    if (step.characters) {
        // The step's characters number the roster's combatants (bleeding, regeneration).
        for (std::size_t i = 0; i < after.combatants.size() && i < step.characters->size(); ++i)
            after.combatants[i].state = (*step.characters)[i];
    }
    QStringList lines;
    for (const Text& line : step.log)
        lines << translated(line);
    // The tracker drives the fight: whoever it says acts next becomes the actor.
    undoStack()->beginMacro(description);
    pushScene(std::move(after), description, std::move(lines));
    pickNextToAct();
    undoStack()->endMacro();
    return {};
}

QString Session::trackerStep(const TrackerAction& action, const QString& description)
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    TrackerStep step;
    if (QString error = attempt([&] { step = action(*m_ruleset, m_data.tracker, roster()); });
        !error.isEmpty())
        return error;
    return pushTrackerStep(step, m_data.dice.facesUsed, description);
}

TrackerStep Session::roundStarted(DiceSource& dice) const
{
    // A tracker no one has joined yet starts with everyone in the fight: Start Round with the
    // Combatants dock full is the round of those combatants (the tracker's own Add is for
    // who joins later).
    TrackerStep joined;
    joined.state = m_data.tracker;
    if (m_data.tracker.combatants.empty())
        joined = everyoneJoined();
    TrackerStep step = hitspread::startRound(*m_ruleset, joined.state, roster(), dice);
    step.log.insert(step.log.begin(), joined.log.begin(), joined.log.end());
    return step;
}

TrackerStep Session::tryStartRound(const std::vector<int>& faces) const
{
    if (!m_ruleset)
        throw Refused(say(HS_TEXT("core", "no ruleset is loaded")));
    return exactly(
        faces, "the initiative rolls need", [&](DiceSource& dice) { return roundStarted(dice); });
}

std::vector<int> Session::nextInitiativeFaces() const
{
    if (!m_ruleset)
        return {};
    return seededFaces(seededAt(m_data.dice), [&](DiceSource& dice) { return roundStarted(dice); });
}

QString Session::startRound(const std::vector<int>& faces)
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    TrackerStep step;
    if (QString error = attempt([&] { step = tryStartRound(faces); }); !error.isEmpty())
        return error;
    const std::uint64_t after = m_data.dice.facesUsed + (m_data.dice.typed ? 0 : faces.size());
    return pushTrackerStep(step, after, tr("Start round %1").arg(step.state.round));
}

TrackerStep Session::everyoneJoined() const
{
    const Roster characters = roster();
    TrackerStep all;
    all.state = m_data.tracker;
    for (int i = 0; i < static_cast<int>(characters.size()); ++i) {
        const bool present = std::any_of(all.state.combatants.begin(), all.state.combatants.end(),
            [i](const TrackerEntry& c) { return c.character == i; });
        if (present || m_data.combatants[static_cast<std::size_t>(i)].absent)
            continue;
        TrackerStep joined = hitspread::addCombatant(all.state, characters, i);
        all.state = std::move(joined.state);
        all.log.insert(all.log.end(), joined.log.begin(), joined.log.end());
    }
    return all;
}

QString Session::addSceneToTracker()
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    TrackerStep all;
    try {
        all = everyoneJoined();
    } catch (const Refused& e) {
        return tr("Impossible: %1").arg(translated(e.text()));
    }
    if (all.state == m_data.tracker)
        return tr("Everyone in the scene is in the tracker already.");
    return pushTrackerStep(all, m_data.dice.facesUsed, tr("Add the scene to the tracker"));
}

} // namespace hitspread
