// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/document/commands/setdice.h"

#include "app/document/document.h"

namespace hitspread {

SetDice::SetDice(Document* document, DiceSettings before, DiceSettings after)
    : m_document(document)
    , m_before(before)
    , m_after(after)
{
    setText(after.typed ? QObject::tr("Roll my own dice")
                        : QObject::tr("Hitspread rolls, seed %1").arg(after.seed));
}

void SetDice::redo()
{
    m_document->applyDice(m_after);
}

void SetDice::undo()
{
    m_document->applyDice(m_before);
}

} // namespace hitspread
