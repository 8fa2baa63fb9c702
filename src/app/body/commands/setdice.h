// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sessiondata.h"

#include <QUndoCommand>

namespace hitspread {

class Session;

// Switches between Hitspread's dice and typed-in dice, or sets a new seed.
class SetDice : public QUndoCommand {
public:
    SetDice(Session* session, DiceSettings before, DiceSettings after);
    void redo() override;
    void undo() override;

private:
    Session* m_session;
    DiceSettings m_before;
    DiceSettings m_after;
};

} // namespace hitspread
