// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The commands that change one value the session holds whole: the Shooter dock's settings
// (ChangeSettings: weapon, aims, range … and the aimed hex) and the grenade set up
// (ChangeGrenade: the grenade, how it is thrown, the distances). The command keeps the value the
// session does not hold now: the value once done while it is undone, the value before while it
// is done, shared with the equal values of the history (sharedvalues.h). Doing and undoing swap
// it with the session's. Steps of one control in a row (the same text: a spin box stepped up
// five times) merge into one command, so undo does not walk back one click at a time.

#include "app/document/session.h"

#include <QUndoCommand>

#include <memory>

namespace hitspread {

template <class T, auto Share, auto Swap, int Id> class ChangeValue : public QUndoCommand {
public:
    ChangeValue(Session* session, T after, const QString& text)
        : m_session(session)
        , m_other((session->*Share)(std::move(after)))
    {
        setText(text);
    }
    void redo() override { (m_session->*Swap)(m_other); }
    void undo() override { (m_session->*Swap)(m_other); }
    int id() const override { return Id; }
    bool mergeWith(const QUndoCommand* other) override
    {
        // Both are done: this one holds the value before the first change, which stays.
        return other->id() == id() && other->text() == text();
    }

private:
    Session* m_session;
    std::shared_ptr<const T> m_other;
};

using ChangeSettings
    = ChangeValue<AttackRequest, &Session::shareSettings, &Session::swapSettings, 1>;
using ChangeGrenade
    = ChangeValue<GrenadeAction, &Session::shareGrenade, &Session::swapGrenade, 0x6772>;

} // namespace hitspread
