// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "encounter.h"

#include <QUndoCommand>

#include <memory>

namespace hitspread {

class Session;

// Fires one shot: the log gains its entry, the target takes the result, the dice move on.
// Undo puts the target back exactly as it was and rewinds the dice. The entry is the
// document's while the shot is done, the command's while it is undone: never two copies.
class FireShot : public QUndoCommand {
public:
    FireShot(Session* session, EncounterEntry entry, std::uint64_t facesUsedBefore,
        std::uint64_t facesUsedAfter);
    void redo() override;
    void undo() override;

private:
    Session* m_session;
    // The action while it is undone; while it is done, it lives in the log alone.
    std::unique_ptr<EncounterEntry> m_entry;
    std::uint64_t m_before;
    std::uint64_t m_after;
    // The Shooter dock as the action found it (shared with the equal ones of the history): an
    // undo puts it back whole, its aimed shot with its aims.
    std::shared_ptr<const AttackRequest> m_settingsBefore;
};

} // namespace hitspread
