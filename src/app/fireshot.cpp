// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fireshot.h"

#include "session.h"

namespace hitspread {

FireShot::FireShot(Session* session, LogEntry entry, std::uint64_t facesUsedBefore, std::uint64_t facesUsedAfter)
    : m_session(session)
    , m_entry(std::move(entry))
    , m_before(facesUsedBefore)
    , m_after(facesUsedAfter)
{
    const Weapon* weapon = session->ruleset() ? session->ruleset()->weapon(m_entry.request.weapon) : nullptr;
    setText(QObject::tr("Fire %1 at %2")
                .arg(weapon ? QString::fromStdString(weapon->name) : QString::fromStdString(m_entry.request.weapon),
                    QString::fromStdString(label(m_entry.request.target))));
}

void FireShot::redo() { m_session->applyShot(m_entry, m_after); }

void FireShot::undo() { m_session->unapplyShot(m_before); }

} // namespace hitspread
