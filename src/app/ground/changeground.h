// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "groundscene.h"

#include <QUndoCommand>

#include <optional>
#include <vector>

namespace hitspread {

// One undo command for every change of the ground map's table. It keeps what the step changed:
// the table without its figures and log, the figures it changed (all of them when figures came
// or went), and the entry an action added only while the step is undone (the log holds it
// while it is done). The log is never copied into a command, so the stack grows by what each
// change did, however long the fight.
class ChangeGround final : public QUndoCommand {
public:
    ChangeGround(GroundScene* scene, const QString& text, GroundState before, GroundState after,
        std::optional<GroundLogEntry> added);
    void undo() override;
    void redo() override;

private:
    // The table as `kept` has it, with the scene's log and, when only some figures changed,
    // the scene's figures with those put back.
    GroundState tableOf(const GroundState& kept, const std::vector<ground::Figure>& changed) const;

    GroundScene* m_scene;
    GroundState m_before; // without its figures when only `m_changed` differ
    GroundState m_after;
    std::optional<GroundLogEntry> m_added; // while undone
    bool m_adds = false;
    bool m_patch = false;
    std::vector<std::size_t> m_changed; // indexes into the figures
    std::vector<ground::Figure> m_changedBefore;
    std::vector<ground::Figure> m_changedAfter;
    ground::Action m_action; // the action panel before the step
};

} // namespace hitspread
