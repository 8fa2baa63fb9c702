// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/document/commands/changescene.h"

#include "app/document/session.h"

#include <algorithm>

namespace hitspread {

ChangeScene::ChangeScene(
    Session* session, SceneSnapshot after, QStringList lines, const QString& text)
    : m_session(session)
    , m_nextId(after.nextId)
    , m_actor(after.actor)
    , m_target(after.target)
    , m_facesUsed(after.facesUsed)
    , m_lines(std::move(lines))
{
    setText(text);
    const Encounter& now = session->data();
    if (after.others != now.others)
        m_others = std::move(after.others);
    const auto rare = [this]() -> Rare& {
        if (!m_rare)
            m_rare = std::make_unique<Rare>();
        return *m_rare;
    };
    if (after.sides != now.sides)
        rare().sides = std::move(after.sides);
    if (after.tracker != now.tracker)
        rare().tracker = std::move(after.tracker);
    const auto& from = now.combatants;
    auto& to = after.combatants;
    const bool sameRoster = from.size() == to.size()
        && std::equal(from.begin(), from.end(), to.begin(),
            [](const Combatant& a, const Combatant& b) { return a.id == b.id; });
    if (!sameRoster) {
        rare().roster = std::move(to);
        return;
    }
    for (std::size_t i = 0; i < from.size(); ++i) {
        if (sameCombatant(from[i], to[i]))
            continue;
        Combatant readied = from[i];
        readied.readiness = to[i].readiness;
        if (sameCombatant(readied, to[i]))
            m_readied.emplace_back(i, std::move(to[i].readiness));
        else
            m_changed.emplace_back(i, std::move(to[i]));
    }
}

void ChangeScene::swapWith(Encounter& encounter)
{
    if (m_rare && m_rare->sides)
        std::swap(*m_rare->sides, encounter.sides);
    if (m_rare && m_rare->roster)
        std::swap(*m_rare->roster, encounter.combatants);
    if (m_rare && m_rare->tracker)
        std::swap(*m_rare->tracker, encounter.tracker);
    for (auto& [index, combatant] : m_changed)
        std::swap(combatant, encounter.combatants.at(index));
    for (auto& [index, readiness] : m_readied)
        std::swap(readiness, encounter.combatants.at(index).readiness);
    std::swap(m_nextId, encounter.nextId);
    std::swap(m_actor, encounter.actor);
    std::swap(m_target, encounter.target);
    if (m_others)
        std::swap(*m_others, encounter.others);
    std::swap(m_facesUsed, encounter.dice.facesUsed);
}

void ChangeScene::redo()
{
    m_session->changeScene([this](Encounter& e) { swapWith(e); }, m_lines, true);
}

void ChangeScene::undo()
{
    m_session->changeScene([this](Encounter& e) { swapWith(e); }, m_lines, false);
}

} // namespace hitspread
