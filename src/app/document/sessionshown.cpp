// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the session's views show: the log entry selected and the names in the roster of those
// picked. How much of the entry a replay has revealed is the replay player's (burstplayer.h).
#include "app/document/session.h"
#include "qs.h"

namespace hitspread {

void Session::selectEntry(int index)
{
    if (index < -1 || index >= static_cast<int>(m_data.log.size()) || index == m_selected)
        return;
    m_selected = index;
    emit selectedEntryChanged(index);
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

} // namespace hitspread
