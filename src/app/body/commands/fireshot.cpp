// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fireshot.h"

#include "session.h"

namespace hitspread {

FireShot::FireShot(
    Session* session, LogEntry entry, std::uint64_t facesUsedBefore, std::uint64_t facesUsedAfter)
    : m_session(session)
    , m_entry(std::move(entry))
    , m_before(facesUsedBefore)
    , m_after(facesUsedAfter)
{
    if (m_entry.grenade) {
        const Grenade* grenade = session->ruleset()
            ? session->ruleset()->grenade(m_entry.grenade->request.grenade)
            : nullptr;
        const QString name = grenade ? QString::fromStdString(grenade->name)
                                     : QString::fromStdString(m_entry.grenade->request.grenade);
        if (m_entry.grenade->jumper)
            setText(QObject::tr("Jump on the %1").arg(name));
        else if (m_entry.grenade->request.onFloor)
            setText(QObject::tr("%1 goes off on the floor").arg(name));
        else
            setText(QObject::tr("Throw %1 at %2")
                        .arg(name, QString::fromStdString(label(m_entry.grenade->request.impact))));
        return;
    }
    const Weapon* weapon
        = session->ruleset() ? session->ruleset()->weapon(m_entry.request.weapon) : nullptr;
    setText(QObject::tr("Fire %1 at %2")
                .arg(weapon ? QString::fromStdString(weapon->name)
                            : QString::fromStdString(m_entry.request.weapon),
                    QString::fromStdString(label(m_entry.request.target))));
}

void FireShot::redo()
{
    m_session->applyShot(m_entry, m_after);
}

void FireShot::undo()
{
    m_session->unapplyShot(m_before);
}

} // namespace hitspread
