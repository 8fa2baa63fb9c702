// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sessiondata.h"

#include <QStringList>
#include <QUndoCommand>

namespace hitspread {

class Session;

// The table as a combat tracker step finds and leaves it: the tracker, the characters it may
// change (bleeding, regeneration) and how far the dice have rolled (initiative).
struct TrackerSnapshot {
    TrackerState tracker;
    CharacterState target;
    std::vector<CharacterState> others;
    std::uint64_t facesUsed = 0;
};

// One step of the combat tracker (§10): undo puts the tracker, the characters and the dice
// back exactly; the step's lines go into the tracker's log and come out again.
class TrackerStepCommand : public QUndoCommand {
public:
    TrackerStepCommand(Session* session, TrackerSnapshot before, TrackerSnapshot after,
        QStringList lines, const QString& text);
    void redo() override;
    void undo() override;

private:
    Session* m_session;
    TrackerSnapshot m_before;
    TrackerSnapshot m_after;
    QStringList m_lines;
};

} // namespace hitspread
