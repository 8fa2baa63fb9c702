// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the session's views show: the log entry selected, how much of it a replay has revealed,
// and the names and states of the bodies shown — of the entry being replayed, else as now.
#include "app/document/session.h"
#include "qs.h"

namespace hitspread {

void Session::selectEntry(int index)
{
    if (index < -1 || index >= static_cast<int>(m_data.log.size()) || index == m_selected)
        return;
    m_selected = index;
    emit selectedEntryChanged(index);
    setRevealed(-1);
}

void Session::setRevealed(double shots)
{
    if (shots == m_revealed)
        return;
    m_revealed = shots;
    emit revealedChanged();
}

const CharacterState& Session::shownOther(std::size_t index) const
{
    const bool replaying
        = m_revealed >= 0 && m_selected >= 0 && m_selected < static_cast<int>(m_data.log.size());
    if (!replaying || index >= m_logShown[static_cast<std::size_t>(m_selected)].othersBefore.size())
        return m_othersShown.at(index);
    const LogEntry& entry = m_logShown[static_cast<std::size_t>(m_selected)];
    if (entry.grenade) // the blast comes when the grenade has landed
        return m_revealed >= entry.steps() ? entry.othersAfter().at(index)
                                           : entry.othersBefore[index];
    const int shown
        = std::min(static_cast<int>(m_revealed), static_cast<int>(entry.outcome.shots.size()));
    for (int i = shown - 1; i >= 0; --i) {
        const ShotTrace& shot = entry.outcome.shots[static_cast<std::size_t>(i)];
        if (shot.target == static_cast<int>(index) + 1 && !shot.stray && shot.targetAfter)
            return *shot.targetAfter;
    }
    return entry.othersBefore[index];
}

QString Session::actorName() const
{
    const Combatant* c = m_data.find(m_data.actor);
    return c ? qs(c->name) : QString();
}

QString Session::targetName() const
{
    const Combatant* c = m_data.find(m_data.target);
    return c ? qs(c->name) : QString();
}

QString Session::otherName(std::size_t index) const
{
    const Combatant* c = index < m_data.others.size() ? m_data.find(m_data.others[index]) : nullptr;
    return c ? qs(c->name) : QString();
}

bool Session::showsSelectedEntryAt(std::size_t index) const
{
    if (m_selected < 0 || m_selected >= static_cast<int>(m_data.log.size()))
        return false;
    const std::vector<CombatantId>& about
        = m_data.log[static_cast<std::size_t>(m_selected)].targets;
    if (index >= about.size())
        return false;
    // A replay shows the entry's own bodies; otherwise the scene as it stands now.
    if (m_revealed >= 0)
        return true;
    const std::vector<CombatantId> shown = targetIds();
    return index < shown.size() && shown[index] == about[index];
}

QString Session::shownName(std::size_t index) const
{
    const bool replaying
        = m_revealed >= 0 && m_selected >= 0 && m_selected < static_cast<int>(m_data.log.size());
    const std::vector<CombatantId> ids
        = replaying ? m_data.log[static_cast<std::size_t>(m_selected)].targets : targetIds();
    const Combatant* c = index < ids.size() ? m_data.find(ids[index]) : nullptr;
    return c ? qs(c->name) : QString();
}

const CharacterState& Session::shownTarget() const
{
    if (m_revealed < 0 || m_selected < 0 || m_selected >= static_cast<int>(m_data.log.size()))
        return target();
    const LogEntry& entry = m_logShown[static_cast<std::size_t>(m_selected)];
    if (entry.grenade)
        return m_revealed >= entry.steps() ? entry.targetAfter() : entry.targetBefore;
    // The newest revealed shot at the first target (walking fire may have moved on since).
    const int shown
        = std::min(static_cast<int>(m_revealed), static_cast<int>(entry.outcome.shots.size()));
    for (int i = shown - 1; i >= 0; --i) {
        const ShotTrace& shot = entry.outcome.shots[static_cast<std::size_t>(i)];
        if (shot.target == 0 && !shot.stray)
            return shot.targetAfter ? *shot.targetAfter : entry.outcome.targetAfter;
    }
    return entry.targetBefore;
}

} // namespace hitspread
