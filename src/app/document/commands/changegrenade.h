// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sessiondata.h"

#include <QUndoCommand>

#include <memory>

namespace hitspread {

class Session;

// A change to the Grenade panel: the grenade, how it is thrown, the distances. Edits of the
// same field in a row (a spin box stepped up five times) undo as one.
class ChangeGrenade : public QUndoCommand {
public:
    ChangeGrenade(Session* session, GrenadeAction after, const QString& description);
    void redo() override;
    void undo() override;
    int id() const override { return 0x6772; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    Session* m_session;
    // The grenade once done while the command is undone, the grenade before while it is done: doing
    // and undoing swap it with the session's.
    std::shared_ptr<const GrenadeAction> m_other; // shared with the equal values of the history
};

} // namespace hitspread
