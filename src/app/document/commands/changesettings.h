// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attack.h"

#include <QUndoCommand>

#include <memory>

namespace hitspread {

class Session;

// A change in the Shooter panel (or of the aimed hex). Steps of one spin box merge into
// one command, so undo does not walk back one click at a time.
class ChangeSettings : public QUndoCommand {
public:
    ChangeSettings(Session* session, AttackRequest after, const QString& text);
    void redo() override;
    void undo() override;
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    Session* m_session;
    // The settings once done while the command is undone, the settings before while it is done:
    // doing and undoing swap it with the session's.
    std::shared_ptr<const AttackRequest> m_other; // shared with the equal values of the history
};

} // namespace hitspread
