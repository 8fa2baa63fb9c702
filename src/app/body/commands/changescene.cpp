// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "changescene.h"

#include "session.h"

namespace hitspread {

SceneSnapshot SceneSnapshot::of(const Encounter& encounter)
{
    return { encounter.sides, encounter.combatants, encounter.nextId, encounter.actor,
        encounter.target, encounter.others, encounter.tracker, encounter.dice.facesUsed };
}

void SceneSnapshot::applyTo(Encounter& encounter) const
{
    encounter.sides = sides;
    encounter.combatants = combatants;
    encounter.nextId = nextId;
    encounter.actor = actor;
    encounter.target = target;
    encounter.others = others;
    encounter.tracker = tracker;
    encounter.dice.facesUsed = facesUsed;
}

ChangeScene::ChangeScene(Session* session, SceneSnapshot before, SceneSnapshot after,
    QStringList lines, const QString& text)
    : m_session(session)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_lines(std::move(lines))
{
    setText(text);
}

void ChangeScene::redo()
{
    m_session->applyScene(m_after, m_lines, true);
}

void ChangeScene::undo()
{
    m_session->applyScene(m_before, m_lines, false);
}

} // namespace hitspread
