// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "changesettings.h"

#include "session.h"

namespace hitspread {

ChangeSettings::ChangeSettings(
    Session* session, AttackRequest before, AttackRequest after, const QString& text)
    : m_session(session)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
    setText(text);
}

void ChangeSettings::redo()
{
    m_session->applySettings(m_after);
}

void ChangeSettings::undo()
{
    m_session->applySettings(m_before);
}

bool ChangeSettings::mergeWith(const QUndoCommand* other)
{
    // Only repeated changes of the same control (same text) merge.
    const auto* next = static_cast<const ChangeSettings*>(other);
    if (next->text() != text())
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace hitspread
