// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackerstep.h"

#include "session.h"

namespace hitspread {

TrackerStepCommand::TrackerStepCommand(Session* session, TrackerSnapshot before,
    TrackerSnapshot after, QStringList lines, const QString& text)
    : m_session(session)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_lines(std::move(lines))
{
    setText(text);
}

void TrackerStepCommand::redo()
{
    m_session->applyTracker(m_after, m_lines, true);
}

void TrackerStepCommand::undo()
{
    m_session->applyTracker(m_before, m_lines, false);
}

} // namespace hitspread
