// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/document/commands/changegrenade.h"

#include "app/document/session.h"

namespace hitspread {

ChangeGrenade::ChangeGrenade(Session* session, GrenadeAction after, const QString& description)
    : m_session(session)
    , m_other(session->shareGrenade(std::move(after)))
{
    setText(description);
}

void ChangeGrenade::redo()
{
    m_session->swapGrenade(m_other);
}

void ChangeGrenade::undo()
{
    m_session->swapGrenade(m_other);
}

bool ChangeGrenade::mergeWith(const QUndoCommand* other)
{
    if (other->id() != id() || other->text() != text())
        return false;
    // Both are done: this one holds the value before the first, which stays.
    return true;
}

} // namespace hitspread
