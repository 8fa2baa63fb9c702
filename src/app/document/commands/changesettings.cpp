// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/document/commands/changesettings.h"

#include "app/document/session.h"

namespace hitspread {

ChangeSettings::ChangeSettings(Session* session, AttackRequest after, const QString& text)
    : m_session(session)
    , m_other(session->shareSettings(std::move(after)))
{
    setText(text);
}

void ChangeSettings::redo()
{
    m_session->swapSettings(m_other);
}

void ChangeSettings::undo()
{
    m_session->swapSettings(m_other);
}

bool ChangeSettings::mergeWith(const QUndoCommand* other)
{
    // Only repeated changes of the same control (same text) merge.
    const auto* next = static_cast<const ChangeSettings*>(other);
    if (next->text() != text())
        return false;
    // Both are done: this one holds the value before the first, which stays.
    return true;
}

} // namespace hitspread
