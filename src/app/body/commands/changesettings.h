// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attack.h"

#include <QUndoCommand>

namespace hitspread {

class Session;

// A change in the Shooter panel (or of the aimed hex). Steps of one spin box merge into
// one command, so undo does not walk back one click at a time.
class ChangeSettings : public QUndoCommand {
public:
    ChangeSettings(
        Session* session, AttackRequest before, AttackRequest after, const QString& text);
    void redo() override;
    void undo() override;
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    Session* m_session;
    AttackRequest m_before;
    AttackRequest m_after;
};

} // namespace hitspread
