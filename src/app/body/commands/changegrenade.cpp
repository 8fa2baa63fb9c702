// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "changegrenade.h"

#include "session.h"

namespace hitspread {

ChangeGrenade::ChangeGrenade(
    Session* session, GrenadeAction before, GrenadeAction after, const QString& description)
    : m_session(session)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
    setText(description);
}

void ChangeGrenade::redo()
{
    m_session->applyGrenade(m_after);
}

void ChangeGrenade::undo()
{
    m_session->applyGrenade(m_before);
}

bool ChangeGrenade::mergeWith(const QUndoCommand* other)
{
    if (other->id() != id() || other->text() != text())
        return false;
    m_after = static_cast<const ChangeGrenade*>(other)->m_after;
    return true;
}

} // namespace hitspread
