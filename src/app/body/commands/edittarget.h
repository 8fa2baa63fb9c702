// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "character.h"

#include <QUndoCommand>

#include <vector>

namespace hitspread {

class Session;

// Any change to the targets: the first target's hits, armour ID, Incap, a new target, or a
// further target added to or taken from the scene.
class EditTarget : public QUndoCommand {
public:
    EditTarget(Session* session, CharacterState before, CharacterState after, const QString& text);
    EditTarget(Session* session, CharacterState before, std::vector<CharacterState> othersBefore,
        CharacterState after, std::vector<CharacterState> othersAfter, const QString& text);
    void redo() override;
    void undo() override;

private:
    Session* m_session;
    CharacterState m_before;
    CharacterState m_after;
    std::vector<CharacterState> m_othersBefore;
    std::vector<CharacterState> m_othersAfter;
};

} // namespace hitspread
