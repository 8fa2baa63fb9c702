// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "changeground.h"

namespace hitspread {

ChangeGround::ChangeGround(GroundScene* scene, const QString& text, GroundState before,
    GroundState after, std::optional<GroundLogEntry> added)
    : QUndoCommand(text)
    , m_scene(scene)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_added(std::move(added))
    , m_adds(m_added.has_value())
    , m_action(scene->action())
{
    const auto& from = m_before.scene.figures;
    const auto& to = m_after.scene.figures;
    m_patch = from.size() == to.size();
    if (!m_patch)
        return;
    for (std::size_t i = 0; i < from.size(); ++i)
        if (!(from[i] == to[i])) {
            m_changed.push_back(i);
            m_changedBefore.push_back(from[i]);
            m_changedAfter.push_back(to[i]);
        }
    std::vector<ground::Figure>().swap(m_before.scene.figures);
    std::vector<ground::Figure>().swap(m_after.scene.figures);
}

void ChangeGround::undo()
{
    GroundState table = tableOf(m_before, m_changedBefore);
    if (m_adds) {
        m_added = std::move(table.log.back());
        table.log.pop_back();
    }
    m_scene->apply(table);
    // The action panel as the step found it when the step gave the priority to another: the
    // next one's readiness taken up goes back with the turn.
    if (m_before.scene.shooter != m_after.scene.shooter)
        m_scene->setAction(m_action);
}

void ChangeGround::redo()
{
    GroundState table = tableOf(m_after, m_changedAfter);
    if (m_adds) {
        table.log.push_back(std::move(*m_added));
        m_added.reset();
    }
    m_scene->apply(table);
    // The one the step gives the priority to takes up its readiness again.
    if (m_before.scene.shooter != m_after.scene.shooter)
        m_scene->takeUpReadiness();
}

GroundState ChangeGround::tableOf(
    const GroundState& kept, const std::vector<ground::Figure>& changed) const
{
    GroundState table = kept;
    table.log = m_scene->state().log;
    if (m_patch) {
        table.scene.figures = m_scene->state().scene.figures;
        for (std::size_t i = 0; i < m_changed.size(); ++i)
            table.scene.figures.at(m_changed[i]) = changed[i];
    }
    return table;
}

} // namespace hitspread
