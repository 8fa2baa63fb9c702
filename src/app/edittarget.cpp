// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "edittarget.h"

#include "session.h"

namespace hitspread {

EditTarget::EditTarget(Session* session, CharacterState before, CharacterState after, const QString& text)
    : m_session(session)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
    setText(text);
}

void EditTarget::redo() { m_session->applyTarget(m_after); }

void EditTarget::undo() { m_session->applyTarget(m_before); }

} // namespace hitspread
