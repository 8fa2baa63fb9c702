// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "changescene.h"

#include "session.h"

#include <algorithm>

namespace hitspread {

SceneSnapshot SceneSnapshot::of(const Encounter& encounter)
{
    return { encounter.sides, encounter.combatants, encounter.nextId, encounter.actor,
        encounter.target, encounter.others, encounter.tracker, encounter.dice.facesUsed };
}

void SceneSnapshot::applyTo(Encounter& encounter) const
{
    encounter.sides = sides;
    encounter.combatants = combatants;
    encounter.nextId = nextId;
    encounter.actor = actor;
    encounter.target = target;
    encounter.others = others;
    encounter.tracker = tracker;
    encounter.dice.facesUsed = facesUsed;
}

namespace {
    bool sameState(const CharacterState& a, const CharacterState& b)
    {
        return a.sheet == b.sheet && a.locations == b.locations && a.armour == b.armour
            && a.incap == b.incap && a.incapMax == b.incapMax && a.bruising == b.bruising
            && a.wounds == b.wounds && a.knockedDown == b.knockedDown
            && a.knockedOut == b.knockedOut && a.dodge == b.dodge
            && a.jammedWeapons == b.jammedWeapons && a.phys == b.phys
            && a.woundThreshold == b.woundThreshold;
    }

    bool sameCombatant(const Combatant& a, const Combatant& b)
    {
        return a.id == b.id && a.name == b.name && a.side == b.side && a.posture == b.posture
            && a.absent == b.absent && a.position == b.position && a.readiness == b.readiness
            && sameState(a.state, b.state);
    }
}

ChangeScene::ChangeScene(Session* session, SceneSnapshot before, SceneSnapshot after,
    QStringList lines, const QString& text)
    : m_session(session)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_lines(std::move(lines))
{
    setText(text);
    const auto& from = m_before.combatants;
    const auto& to = m_after.combatants;
    m_patch = from.size() == to.size()
        && std::equal(from.begin(), from.end(), to.begin(),
            [](const Combatant& a, const Combatant& b) { return a.id == b.id; });
    if (!m_patch)
        return;
    for (std::size_t i = 0; i < from.size(); ++i) {
        if (!sameCombatant(from[i], to[i])) {
            m_changed.push_back(i);
            m_changedBefore.push_back(from[i]);
            m_changedAfter.push_back(to[i]);
        }
    }
    // Their buffers go too (assigning {} would keep the capacity of the whole roster).
    std::vector<Combatant>().swap(m_before.combatants);
    std::vector<Combatant>().swap(m_after.combatants);
}

void ChangeScene::apply(
    const SceneSnapshot& scene, const std::vector<Combatant>& changed, bool forward)
{
    if (!m_patch) {
        m_session->applyScene(scene, m_lines, forward);
        return;
    }
    SceneSnapshot patched = scene;
    patched.combatants = m_session->data().combatants;
    for (std::size_t i = 0; i < m_changed.size(); ++i)
        patched.combatants.at(m_changed[i]) = changed[i];
    m_session->applyScene(patched, m_lines, forward);
}

void ChangeScene::redo()
{
    apply(m_after, m_changedAfter, true);
}

void ChangeScene::undo()
{
    apply(m_before, m_changedBefore, false);
}

} // namespace hitspread
