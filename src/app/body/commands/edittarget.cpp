// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "edittarget.h"

#include "session.h"

namespace hitspread {

EditTarget::EditTarget(
    Session* session, CharacterState before, CharacterState after, const QString& text)
    : EditTarget(
        session, std::move(before), session->others(), std::move(after), session->others(), text)
{
}

EditTarget::EditTarget(Session* session, CharacterState before,
    std::vector<CharacterState> othersBefore, CharacterState after,
    std::vector<CharacterState> othersAfter, const QString& text)
    : m_session(session)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_othersBefore(std::move(othersBefore))
    , m_othersAfter(std::move(othersAfter))
{
    setText(text);
}

void EditTarget::redo()
{
    m_session->applyTargets(m_after, m_othersAfter);
}

void EditTarget::undo()
{
    m_session->applyTargets(m_before, m_othersBefore);
}

} // namespace hitspread
