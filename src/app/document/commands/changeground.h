// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/document/groundscene.h"

#include <QUndoCommand>

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hitspread {

// One undo command for every change of the ground map's table. It keeps only what the step
// changed, and of that only the value the table does not hold now: doing and undoing swap it
// with the table's. The figures it changed (all of them when figures came or went), who
// shoots and where a throw aims; the sides, the round, its working and the dice only when they
// changed; the entry an action added only while the step is undone (the log holds it while it
// is done). The log is never copied into a command, so the stack grows by what each change
// did, however long the fight.
class ChangeGround final : public QUndoCommand {
public:
    // `after` is the table once done (its log the table's, or with one entry more); the scene
    // holds the table before.
    ChangeGround(GroundScene* scene, const QString& text, GroundState after);
    void undo() override;
    void redo() override;

private:
    void swapWith(GroundState& state);

    // What an action leaves alone, held only by a change of it.
    struct Rare {
        std::optional<std::vector<ground::Figure>> figures; // who is on the map changed
        std::optional<std::vector<Side>> sides;
        std::optional<ground::Round> round;
        std::optional<std::vector<Text>> initiativeWorking;
    };

    // What changed of one figure, the values the table does not hold: each part that differs,
    // of its state only the entries that differ (none: the entry is not there).
    struct FigurePatch {
        std::size_t index = 0;
        std::optional<Hex> position;
        std::optional<int> side;
        // Its words that differ: the character, name, weapon or mode (a pointer to the member).
        std::vector<std::pair<std::string ground::Figure::*, std::string>> words;
        std::vector<std::pair<std::string, std::optional<int>>> state;

        FigurePatch(std::size_t at, const ground::Figure& now, ground::Figure after);
        void swapWith(ground::Figure& figure);
    };

    GroundScene* m_scene;
    std::unique_ptr<Rare> m_rare;
    std::vector<FigurePatch> m_changed;
    int m_shooter;
    Hex m_aim;
    DiceSettings m_dice;
    bool m_adds = false;
    std::unique_ptr<GroundLogEntry> m_added; // while undone
    // The action panel as the step found it, when the step gives the turn to another: the next
    // one's readiness taken up goes back with the turn.
    std::shared_ptr<const ground::Action> m_panelBefore;
};

} // namespace hitspread
