// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The session's other actions: first aid or a bullet extracted, a dodge (the target's before the
// attacks, or the actor's in its turn) and clearing a jam, each resolved with the session's dice
// and pushed as one undo command with its working in the tracker's log.
#include "app/document/session.h"
#include "qs.h"

#include "actorcheck.h"
#include "app/document/coreterms.h"
#include "app/document/sessiondice.h"
#include "defence.h"
#include "working.h"

#include <algorithm>

namespace hitspread {

using sessiondice::exactly;
using sessiondice::seededAt;

QString Session::checkTreatment(const TreatRequest& request) const
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    const auto refused
        = refusalOf([&](DiceSource& none) { return treat(*m_ruleset, target(), request, none); });
    return refused ? translated(*refused) : QString();
}

TreatOutcome Session::tryTreatment(const TreatRequest& request, const std::vector<int>& faces) const
{
    if (!m_ruleset)
        throw Refused(say(HS_TEXT("core", "no ruleset is loaded")));
    return exactly(faces, "the treatment needs",
        [&](DiceSource& dice) { return treat(*m_ruleset, target(), request, dice); });
}

std::vector<int> Session::nextTreatmentFaces(const TreatRequest& request) const
{
    if (!m_ruleset)
        return {};
    return seededFaces(seededAt(m_data.dice),
        [&](DiceSource& dice) { return treat(*m_ruleset, target(), request, dice); });
}

QString Session::treatTarget(const TreatRequest& request, const std::vector<int>& faces)
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    TreatOutcome outcome;
    if (QString error = attempt([&] { outcome = tryTreatment(request, faces); }); !error.isEmpty())
        return error;
    SceneSnapshot after = SceneSnapshot::of(m_data);
    for (Combatant& c : after.combatants) {
        if (c.id == after.target)
            c.state = outcome.after;
    }
    after.facesUsed = m_data.dice.facesUsed + (m_data.dice.typed ? 0 : faces.size());
    QStringList lines;
    for (const Text& line : describeTreatmentText(*m_ruleset, outcome))
        lines << translated(line);
    // First Aid: "one wound is closed and the medic can continue to work on the other wounds in
    // his next Action": each attempt is the medic's action.
    if (QString error = spendAction(m_data.actor, tr("first aid"), after, lines); !error.isEmpty())
        return error;
    const QString patient = QString::fromStdString(outcome.patient);
    pushScene(std::move(after),
        request.treatment == Treatment::CloseWound ? tr("First aid on %1").arg(patient)
                                                   : tr("Extract a bullet from %1").arg(patient),
        std::move(lines));
    return {};
}

namespace {
    DefenceOutcome dodgeOf(
        const Ruleset& rs, const CharacterState& dodger, DefenceKind kind, DiceSource& dice)
    {
        return rollDodge(rs, kind, DefenderProfile::fromState(rs, dodger, nullptr), 0, dice);
    }
}

DefenceOutcome Session::tryDodge(
    DefenceKind kind, const std::vector<int>& faces, CombatantId who) const
{
    if (!m_ruleset)
        throw Refused(say(HS_TEXT("core", "no ruleset is loaded")));
    const Combatant* dodger = m_data.find(who ? who : m_data.target);
    if (!dodger)
        throw Refused(say(HS_TEXT("core", "nobody is there to dodge")));
    return exactly(faces, "the dodge needs",
        [&](DiceSource& dice) { return dodgeOf(*m_ruleset, dodger->state, kind, dice); });
}

std::vector<int> Session::nextDodgeFaces(DefenceKind kind, CombatantId who) const
{
    const Combatant* dodger = m_data.find(who ? who : m_data.target);
    if (!m_ruleset || !dodger)
        return {};
    return seededFaces(seededAt(m_data.dice),
        [&](DiceSource& dice) { return dodgeOf(*m_ruleset, dodger->state, kind, dice); });
}

QString Session::dodgeTarget(DefenceKind kind, const std::vector<int>& faces, CombatantId who)
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    if (!who)
        who = m_data.target;
    if (!m_data.find(who))
        return tr("Nobody is the target: pick one in the Combatants dock.");
    DefenceOutcome outcome;
    if (QString error = attempt([&] { outcome = tryDodge(kind, faces, who); }); !error.isEmpty())
        return error;
    SceneSnapshot after = SceneSnapshot::of(m_data);
    QStringList lines { translated(describeDefence(*m_ruleset, outcome)) };
    // §8: a dodge "must use an Action"; a Dance or Ballet of Death costs none.
    if (kind != DefenceKind::Dance) {
        if (QString error = spendAction(who, tr("a dodge"), after, lines); !error.isEmpty())
            return error;
    }
    // A dodge that neither counts nor costs anything (failed, with failed_dodge_penalty off)
    // leaves nothing on the dodger.
    for (Combatant& c : after.combatants) {
        if (c.id != who)
            continue;
        if (outcome.value > 0 || outcome.penalty < 0)
            c.state.dodge = ActiveDodge { static_cast<int>(kind), outcome.value, outcome.penalty };
        else
            c.state.dodge.reset();
    }
    after.facesUsed = m_data.dice.facesUsed + (m_data.dice.typed ? 0 : faces.size());
    const QString dodger = QString::fromStdString(outcome.defender);
    pushScene(std::move(after),
        kind == DefenceKind::Dance ? tr("%1 dances").arg(dodger) : tr("%1 dodges").arg(dodger),
        std::move(lines));
    return {};
}

namespace {
    // The weapon a jam is cleared from: the one set up if it is jammed, else the first jammed.
    std::string jammedWeaponOf(const Combatant& actor, const std::string& setUp)
    {
        const auto& jammed = actor.state.jammedWeapons;
        if (std::find(jammed.begin(), jammed.end(), setUp) != jammed.end())
            return setUp;
        return jammed.empty() ? std::string() : jammed.front();
    }
}

UnjamOutcome Session::tryUnjam(const std::vector<int>& faces) const
{
    const Combatant* actor = m_data.find(m_data.actor);
    if (!m_ruleset || !actor)
        throw Refused(say(HS_TEXT("core", "nobody acts")));
    return exactly(faces, "the attempt needs", [&](DiceSource& dice) {
        return unjam(*m_ruleset, actor->state.sheet->skill("weapons_maintenance"),
            actor->state.wounds, dice);
    });
}

std::vector<int> Session::nextUnjamFaces() const
{
    const Combatant* actor = m_data.find(m_data.actor);
    if (!m_ruleset || !actor)
        return {};
    return seededFaces(seededAt(m_data.dice), [&](DiceSource& dice) {
        return unjam(*m_ruleset, actor->state.sheet->skill("weapons_maintenance"),
            actor->state.wounds, dice);
    });
}

QString Session::clearJam(const std::vector<int>& faces)
{
    const Combatant* actor = m_data.find(m_data.actor);
    if (!m_ruleset || !actor)
        return tr("Nobody acts: pick the one clearing the jam in the Combatants dock.");
    const std::string weapon = jammedWeaponOf(*actor, m_data.settings.weapon);
    if (weapon.empty())
        return tr("%1 has no jammed weapon.").arg(qs(actor->name));
    UnjamOutcome outcome;
    if (QString error = attempt([&] { outcome = tryUnjam(faces); }); !error.isEmpty())
        return error;
    SceneSnapshot after = SceneSnapshot::of(m_data);
    QStringList lines;
    for (const Text& line : describeUnjamText(outcome, actor->name))
        lines << translated(line);
    // §11: "This takes up one Action per attempt."
    if (QString error = spendAction(m_data.actor, tr("clearing a jam"), after, lines);
        !error.isEmpty())
        return error;
    if (outcome.cleared) {
        for (Combatant& c : after.combatants) {
            if (c.id == m_data.actor)
                std::erase(c.state.jammedWeapons, weapon);
        }
    }
    after.facesUsed = m_data.dice.facesUsed + (m_data.dice.typed ? 0 : faces.size());
    pushScene(std::move(after), tr("%1 clears a jam").arg(qs(actor->name)), std::move(lines));
    return {};
}

QString Session::spendAction(
    CombatantId who, const QString& doing, SceneSnapshot& after, QStringList& lines) const
{
    const auto index = runningTrackerIndex(who);
    if (!m_ruleset || !index)
        return {};
    std::optional<TrackerStep> paid;
    if (QString error = attempt([&] {
            paid = takeAction(*m_ruleset, m_data.tracker, roster(), *index, doing.toStdString());
        });
        !error.isEmpty())
        return error;
    after.tracker = paid->state;
    for (const Text& line : paid->log)
        lines << translated(line);
    return {};
}

SuppressRequest Session::suppressionRequest(EvasionSkill evasion, int modifier) const
{
    // The actor with the weapon, ammunition and ranks of its Shooter dock, as a shot would be.
    const AttackRequest form = asResolved(m_data.settings);
    SuppressRequest request;
    request.weapon = form.weapon;
    request.ammo = form.ammo;
    request.shooter = form.shooter;
    request.evasion = evasion;
    request.modifier = modifier;
    return request;
}

QString Session::checkSuppression(const SuppressRequest& request) const
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    const Combatant* actor = m_data.find(m_data.actor);
    if (!actor)
        return tr("Nobody acts: pick the one laying down the fire in the Combatants dock.");
    if (!m_data.find(m_data.target))
        return tr("Nobody is the target: pick the one crossing the area in the Combatants dock.");
    // The shooter as it stands: conscious, its arms, its weapon not jammed (actorcheck.h).
    if (const auto why = whyCannotAttack(*m_ruleset, actor->state, asResolved(m_data.settings)))
        return translated(*why);
    const auto refused = refusalOf(
        [&](DiceSource& none) { return resolveSuppression(*m_ruleset, target(), request, none); });
    return refused ? translated(*refused) : QString();
}

SuppressOutcome Session::trySuppression(
    const SuppressRequest& request, const std::vector<int>& faces) const
{
    if (!m_ruleset)
        throw Refused(say(HS_TEXT("core", "no ruleset is loaded")));
    return exactly(faces, "the suppressive fire needs",
        [&](DiceSource& dice) { return resolveSuppression(*m_ruleset, target(), request, dice); });
}

std::vector<int> Session::nextSuppressionFaces(const SuppressRequest& request) const
{
    if (!m_ruleset)
        return {};
    return seededFaces(seededAt(m_data.dice),
        [&](DiceSource& dice) { return resolveSuppression(*m_ruleset, target(), request, dice); });
}

QString Session::suppressTarget(const SuppressRequest& request, const std::vector<int>& faces)
{
    if (QString why = checkSuppression(request); !why.isEmpty())
        return why;
    const Combatant* actor = m_data.find(m_data.actor);
    const Combatant* figure = m_data.find(m_data.target);
    SuppressOutcome outcome;
    if (QString error = attempt([&] { outcome = trySuppression(request, faces); });
        !error.isEmpty())
        return error;
    SceneSnapshot after = SceneSnapshot::of(m_data);
    // §1, §11: a jam on the Auto/Support roll or on a bullet's stays in the shooter's hands.
    const bool jammed = outcome.autoSupportRoll.jammed
        || std::any_of(outcome.bullets.begin(), outcome.bullets.end(), jammedIn);
    for (Combatant& c : after.combatants) {
        if (c.id == m_data.target)
            c.state = outcome.figureAfter;
        if (c.id == m_data.actor && jammed)
            keepJammed(c.state, request.weapon);
    }
    after.facesUsed = m_data.dice.facesUsed + (m_data.dice.typed ? 0 : faces.size());
    QStringList lines;
    for (const Text& line : describeSuppressionText(*m_ruleset, outcome))
        lines << translated(line);
    // §6: "In order to employ suppressive fire, roll Auto/Support": the shooter's action.
    if (QString error = spendAction(m_data.actor, tr("suppressive fire"), after, lines);
        !error.isEmpty())
        return error;
    pushScene(std::move(after),
        tr("%1 lays suppressive fire on %2").arg(qs(actor->name), qs(figure->name)),
        std::move(lines));
    return {};
}

} // namespace hitspread
