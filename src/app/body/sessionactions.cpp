// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The session's actions: shots, grenades and the combat tracker's steps, each resolved with
// the session's dice (seeded or typed) and pushed as one undo command.
#include "session.h"

#include "coreterms.h"
#include "dicerun.h"
#include "fireshot.h"

namespace hitspread {

namespace {
    // The session's seeded dice, going on where they stopped: undoing a shot and firing again
    // rolls the same faces.
    DiceSupply seededAt(const DiceSettings& dice)
    {
        return DiceSupply::seeded(dice.seed, dice.facesUsed);
    }

    // Typed faces for exactly one resolution: faces it did not need are an error, `what`
    // ("the shot needs") saying so.
    template <typename Resolve>
    auto exactly(const std::vector<int>& faces, const char* what, Resolve&& resolve)
    {
        auto run = runWithDice(DiceSupply::typed(faces), resolve);
        if (!run.leftOver.empty())
            throw std::invalid_argument(std::string("more dice than ") + what);
        return std::move(run.outcome);
    }
}

QString Session::checkSettings() const
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    // A shot that gets as far as rolling is possible.
    const auto refused = refusalOf([&](DiceSource& none) {
        return resolveAttack(*m_ruleset, m_data.target, m_data.others, m_data.settings, none);
    });
    return refused ? translated(*refused) : QString();
}

Outcome Session::tryFaces(const std::vector<int>& faces) const
{
    return tryFaces(m_data.settings, faces);
}

Outcome Session::tryFaces(const AttackRequest& request, const std::vector<int>& faces) const
{
    if (!m_ruleset)
        throw Refused(say(HS_TEXT("core", "no ruleset is loaded")));
    return exactly(faces, "the shot needs", [&](DiceSource& dice) {
        return resolveAttack(*m_ruleset, m_data.target, m_data.others, request, dice);
    });
}

std::vector<int> Session::nextSeededFaces(const AttackRequest& request) const
{
    if (!m_ruleset)
        return {};
    return seededFaces(seededAt(m_data.dice), [&](DiceSource& dice) {
        return resolveAttack(*m_ruleset, m_data.target, m_data.others, request, dice);
    });
}

QString Session::fireRequest(const AttackRequest& request, const std::vector<int>& faces)
{
    return fireFaces(
        request, faces, m_data.dice.facesUsed + (m_data.dice.typed ? 0 : faces.size()));
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

QString Session::fireFaces(
    const AttackRequest& request, const std::vector<int>& faces, std::uint64_t facesUsedAfter)
{
    LogEntry entry;
    if (QString error = attempt([&] { entry.outcome = tryFaces(request, faces); });
        !error.isEmpty())
        return error;
    entry.request = request;
    entry.dice = faces;
    entry.targetBefore = m_data.target;
    entry.othersBefore = m_data.others;
    m_undo.push(new FireShot(this, std::move(entry), m_data.dice.facesUsed, facesUsedAfter));
    return {};
}

QString Session::fire()
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    std::vector<int> faces;
    try {
        faces = runWithDice(seededAt(m_data.dice), [&](DiceSource& dice) {
            return resolveAttack(*m_ruleset, m_data.target, m_data.others, m_data.settings, dice);
        }).faces;
    } catch (const Refused& e) {
        return tr("Impossible: %1").arg(translated(e.text()));
    }
    return fireFaces(m_data.settings, faces, m_data.dice.facesUsed + faces.size());
}

QString Session::fireWithFaces(const std::vector<int>& faces)
{
    return fireFaces(m_data.settings, faces, m_data.dice.facesUsed);
}

GrenadeAction Session::grenadeAction() const
{
    GrenadeAction action = m_data.grenade;
    action.request.impact = m_data.settings.target;
    // A further target without a distance yet stands 2 m from the impact point.
    action.distances.resize(m_data.others.size(), 2.0);
    return action;
}

QString Session::checkGrenade(const GrenadeAction& action) const
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    // A throw that gets as far as rolling is possible.
    const auto refused = refusalOf([&](DiceSource& none) {
        return resolveGrenade(*m_ruleset, m_data.target, m_data.others, action, none);
    });
    return refused ? translated(*refused) : QString();
}

GrenadeOutcome Session::tryGrenade(const GrenadeAction& action, const std::vector<int>& faces) const
{
    if (!m_ruleset)
        throw Refused(say(HS_TEXT("core", "no ruleset is loaded")));
    return exactly(faces, "the grenade needs", [&](DiceSource& dice) {
        return resolveGrenade(*m_ruleset, m_data.target, m_data.others, action, dice);
    });
}

std::vector<int> Session::nextSeededFaces(const GrenadeAction& action) const
{
    if (!m_ruleset)
        return {};
    return seededFaces(seededAt(m_data.dice), [&](DiceSource& dice) {
        return resolveGrenade(*m_ruleset, m_data.target, m_data.others, action, dice);
    });
}

QString Session::throwGrenade(const GrenadeAction& action, const std::vector<int>& faces)
{
    LogEntry entry;
    if (QString error = attempt([&] { entry.grenadeOutcome = tryGrenade(action, faces); });
        !error.isEmpty())
        return error;
    entry.grenade = action;
    entry.dice = faces;
    entry.targetBefore = m_data.target;
    entry.othersBefore = m_data.others;
    const std::uint64_t after = m_data.dice.facesUsed + (m_data.dice.typed ? 0 : faces.size());
    m_undo.push(new FireShot(this, std::move(entry), m_data.dice.facesUsed, after));
    return {};
}

Roster Session::roster() const
{
    return m_ruleset ? sessionCharacters(*m_ruleset, m_data) : Roster {};
}

TrackerSnapshot Session::trackerSnapshot() const
{
    return { m_data.tracker, m_data.target, m_data.others, m_data.dice.facesUsed };
}

QString Session::pushTrackerStep(
    const TrackerStep& step, std::uint64_t facesUsedAfter, const QString& description)
{
    TrackerSnapshot after = trackerSnapshot();
    after.tracker = step.state;
    after.facesUsed = facesUsedAfter;
    if (step.characters) {
        SessionData changed;
        changed.target = m_data.target;
        changed.others = m_data.others;
        adoptSessionCharacters(changed, *step.characters);
        after.target = changed.target;
        after.others = changed.others;
    }
    QStringList lines;
    for (const Text& line : step.log)
        lines << translated(line);
    m_undo.push(new TrackerStepCommand(
        this, trackerSnapshot(), std::move(after), std::move(lines), description));
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

TrackerStep Session::tryStartRound(const std::vector<int>& faces) const
{
    if (!m_ruleset)
        throw Refused(say(HS_TEXT("core", "no ruleset is loaded")));
    return exactly(faces, "the initiative rolls need", [&](DiceSource& dice) {
        return hitspread::startRound(*m_ruleset, m_data.tracker, roster(), dice);
    });
}

std::vector<int> Session::nextInitiativeFaces() const
{
    if (!m_ruleset)
        return {};
    return seededFaces(seededAt(m_data.dice), [&](DiceSource& dice) {
        return hitspread::startRound(*m_ruleset, m_data.tracker, roster(), dice);
    });
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

QString Session::checkTreatment(const TreatRequest& request) const
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    const auto refused = refusalOf(
        [&](DiceSource& none) { return treat(*m_ruleset, m_data.target, request, none); });
    return refused ? translated(*refused) : QString();
}

TreatOutcome Session::tryTreatment(const TreatRequest& request, const std::vector<int>& faces) const
{
    if (!m_ruleset)
        throw Refused(say(HS_TEXT("core", "no ruleset is loaded")));
    return exactly(faces, "the treatment needs",
        [&](DiceSource& dice) { return treat(*m_ruleset, m_data.target, request, dice); });
}

std::vector<int> Session::nextTreatmentFaces(const TreatRequest& request) const
{
    if (!m_ruleset)
        return {};
    return seededFaces(seededAt(m_data.dice),
        [&](DiceSource& dice) { return treat(*m_ruleset, m_data.target, request, dice); });
}

QString Session::treatTarget(const TreatRequest& request, const std::vector<int>& faces)
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    TreatOutcome outcome;
    if (QString error = attempt([&] { outcome = tryTreatment(request, faces); }); !error.isEmpty())
        return error;
    TrackerSnapshot after = trackerSnapshot();
    after.target = outcome.after;
    after.facesUsed = m_data.dice.facesUsed + (m_data.dice.typed ? 0 : faces.size());
    QStringList lines;
    for (const Text& line : describeTreatmentText(*m_ruleset, outcome))
        lines << translated(line);
    const QString patient = QString::fromStdString(outcome.patient);
    m_undo.push(new TrackerStepCommand(this, trackerSnapshot(), std::move(after), lines,
        request.treatment == Treatment::CloseWound ? tr("First aid on %1").arg(patient)
                                                   : tr("Extract a bullet from %1").arg(patient)));
    return {};
}

QString Session::addSceneToTracker()
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    const Roster characters = roster();
    TrackerStep all;
    all.state = m_data.tracker;
    try {
        for (int i = 0; i < static_cast<int>(characters.size()); ++i) {
            const bool present
                = std::any_of(all.state.combatants.begin(), all.state.combatants.end(),
                    [i](const TrackerEntry& c) { return c.character == i; });
            if (present)
                continue;
            TrackerStep joined = addCombatant(all.state, characters, i);
            all.state = std::move(joined.state);
            all.log.insert(all.log.end(), joined.log.begin(), joined.log.end());
        }
    } catch (const Refused& e) {
        return tr("Impossible: %1").arg(translated(e.text()));
    }
    if (all.state == m_data.tracker)
        return tr("Everyone in the scene is in the tracker already.");
    return pushTrackerStep(all, m_data.dice.facesUsed, tr("Add the scene to the tracker"));
}

void Session::applyTracker(const TrackerSnapshot& snapshot, const QStringList& lines, bool forward)
{
    m_data.tracker = snapshot.tracker;
    m_data.target = snapshot.target;
    m_data.others = snapshot.others;
    m_data.dice.facesUsed = snapshot.facesUsed;
    if (forward)
        m_trackerLog << lines;
    else
        m_trackerLog
            = m_trackerLog.mid(0, std::max<qsizetype>(0, m_trackerLog.size() - lines.size()));
    emit trackerChanged();
    emit targetChanged();
    emit diceChanged();
}

} // namespace hitspread
