// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "setdice.h"

#include "session.h"

namespace hitspread {

SetDice::SetDice(Session* session, DiceSettings before, DiceSettings after)
    : m_session(session)
    , m_before(before)
    , m_after(after)
{
    setText(after.typed ? QObject::tr("Roll my own dice")
                        : QObject::tr("Hitspread rolls, seed %1").arg(after.seed));
}

void SetDice::redo()
{
    m_session->applyDice(m_after);
}

void SetDice::undo()
{
    m_session->applyDice(m_before);
}

} // namespace hitspread
