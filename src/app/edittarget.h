// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "character.h"

#include <QUndoCommand>

namespace hitspread {

class Session;

// Any change to the target's sheet or state: hits, armour ID, Incap, a new target.
class EditTarget : public QUndoCommand {
public:
    EditTarget(Session* session, CharacterState before, CharacterState after, const QString& text);
    void redo() override;
    void undo() override;

private:
    Session* m_session;
    CharacterState m_before;
    CharacterState m_after;
};

} // namespace hitspread
