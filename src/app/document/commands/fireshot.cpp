// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/document/commands/fireshot.h"
#include "qs.h"

#include "app/document/session.h"

namespace hitspread {

FireShot::FireShot(Session* session, EncounterEntry entry, std::uint64_t facesUsedBefore,
    std::uint64_t facesUsedAfter)
    : m_session(session)
    , m_entry(std::make_unique<EncounterEntry>(std::move(entry)))
    , m_before(facesUsedBefore)
    , m_after(facesUsedAfter)
    , m_settingsBefore(session->shareSettings(session->settings()))
{
    const LogEntry& action = m_entry->action;
    if (action.grenade) {
        const Grenade* grenade = session->ruleset()
            ? session->ruleset()->grenade(action.grenade->request.grenade)
            : nullptr;
        const QString name
            = grenade ? qs(grenade->name) : QString::fromStdString(action.grenade->request.grenade);
        if (action.grenade->jumper)
            setText(QObject::tr("Jump on the %1").arg(name));
        else if (action.grenade->request.onFloor)
            setText(QObject::tr("%1 goes off on the floor").arg(name));
        else
            setText(QObject::tr("Throw %1 at %2")
                        .arg(name, QString::fromStdString(label(action.grenade->request.impact))));
        return;
    }
    const Weapon* weapon
        = session->ruleset() ? session->ruleset()->weapon(action.request.weapon) : nullptr;
    setText(QObject::tr("Fire %1 at %2")
                .arg(weapon ? qs(weapon->name) : QString::fromStdString(action.request.weapon),
                    QString::fromStdString(label(action.request.target))));
}

void FireShot::redo()
{
    // The entry lives in the log while it is done: the command keeps it only while undone.
    m_session->applyAction(std::move(*m_entry), m_after);
    m_entry.reset();
}

void FireShot::undo()
{
    m_entry = std::make_unique<EncounterEntry>(m_session->unapplyAction(m_before));
    std::shared_ptr<const AttackRequest> before = m_settingsBefore;
    m_session->swapSettings(before);
}

} // namespace hitspread
