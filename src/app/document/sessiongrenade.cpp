// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The session's grenades (§9): the one set up, aimed at a hex of the map or at the target's body,
// its odds' inputs and the throw, pushed as one undo command.
#include "app/document/session.h"
#include "qs.h"

#include "app/document/commands/changevalue.h"
#include "app/document/coreterms.h"
#include "app/document/sessiondice.h"
#include "places.h"

namespace hitspread {

using sessiondice::exactly;
using sessiondice::seededAt;

GrenadeAction Session::grenadeAction() const
{
    GrenadeAction action = m_data.grenade;
    action.request.impact = m_data.settings.target;
    // A further target without a distance yet stands 2 m from the impact point.
    action.distances.resize(m_othersShown.size(), 2.0);
    // Thrown at a hex of the map: everyone's distance is where they stand (places.h).
    const Combatant* thrower = m_data.find(m_data.actor);
    if (action.point && thrower && m_ruleset) {
        // §9: on each body it lands at the feet, unless the hex aimed at is in the lower third.
        if (toOffset(action.request.impact).row < m_ruleset->body.lowerThirdRow)
            action.request.impact = rules::feetImpact(m_ruleset->body);
        if (!action.request.onFloor) // one on the floor is not thrown (§9)
            action.request.distance
                = static_cast<double>(distance(thrower->position, *action.point));
        action.request.range.reset();
        const auto from = [&](CombatantId id) {
            const Combatant* c = m_data.find(id);
            return c ? static_cast<double>(distance(c->position, *action.point)) : 0.0;
        };
        action.targetDistance = from(m_data.target);
        for (std::size_t i = 0; i < m_data.others.size() && i < action.distances.size(); ++i)
            action.distances[i] = from(m_data.others[i]);
    }
    return action;
}

void Session::pushTargets(SceneSnapshot scene, const QString& text)
{
    // Aims taken at one target are lost on another (places.h); the fire walks on to no more
    // further targets than the scene holds.
    AttackRequest settings = m_data.settings;
    if (scene.target != m_data.target && settings.aims > 0) {
        settings.aims = 0;
        if (settings.shot == ShotType::Aimed)
            settings.shot.reset();
    }
    if (settings.walk.size() > scene.others.size())
        settings.walk.resize(scene.others.size());
    pushScene(std::move(scene), text);
    if (!(settings == m_data.settings))
        undoStack()->push(new ChangeSettings(this, settings, text));
}

QString Session::aimGrenadeAt(Hex point)
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    GrenadeAction action = m_data.grenade;
    action.point.reset();
    PlacedAction placed;
    if (QString error = attempt([&] {
            placed
                = throwFromPlaces(*m_ruleset, rosterNow(), m_data.actor, point, std::move(action));
        });
        !error.isEmpty())
        return error;
    // Those the blast reaches become the scene.
    GrenadeAction aimed = m_data.grenade;
    aimed.point = point;
    const QString text = tr("Grenade at %1,%2").arg(point.q).arg(point.r);
    undoStack()->beginMacro(text);
    if (auto scene = sceneOfCaught(placed.targets))
        pushTargets(std::move(*scene), text);
    undoStack()->push(new ChangeGrenade(this, aimed, text));
    undoStack()->endMacro();
    return {};
}

QString Session::checkGrenade(const GrenadeAction& action) const
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    // A throw that gets as far as rolling is possible.
    const auto refused = refusalOf([&](DiceSource& none) { return resolve({ {}, action }, none); });
    return refused ? translated(*refused) : QString();
}

GrenadeOutcome Session::tryGrenade(const GrenadeAction& action, const std::vector<int>& faces) const
{
    return exactly(faces, "the grenade needs", [&](DiceSource& dice) {
        return resolve({ {}, action }, dice);
    }).action.grenadeOutcome;
}

std::vector<int> Session::nextSeededFaces(const GrenadeAction& action) const
{
    if (!m_ruleset)
        return {};
    return seededFaces(seededAt(m_data.dice), [&](DiceSource& dice) {
        return resolve({ {}, action }, dice);
    });
}

QString Session::throwGrenade(const GrenadeAction& action, const std::vector<int>& faces)
{
    return pushAction(
        { {}, action }, faces, m_data.dice.facesUsed + (m_data.dice.typed ? 0 : faces.size()));
}

} // namespace hitspread
