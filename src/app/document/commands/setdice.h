// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sessiondata.h"

#include <QUndoCommand>

namespace hitspread {

class Document;

// Switches a document (of either window) between Hitspread's dice and typed-in dice, or
// sets a new seed.
class SetDice : public QUndoCommand {
public:
    SetDice(Document* document, DiceSettings before, DiceSettings after);
    void redo() override;
    void undo() override;

private:
    Document* m_document;
    DiceSettings m_before;
    DiceSettings m_after;
};

} // namespace hitspread
