// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the map of the fight asks of the document it shows, in every system: where each figure
// stands, what a click on a figure or a press on open ground does, moving a figure, and the context
// menu. The ground map's scene and the 3d System's session each have one (GroundMapModel,
// FightMapModel); MapView draws and turns the mouse and the keys into these calls.

#include "hex.h"

#include <QString>

#include <optional>
#include <vector>

class QMenu;

namespace hitspread {

class MapModel {
public:
    virtual ~MapModel() = default;
    // Where each figure stands, by the index of the paint state's figures.
    virtual std::vector<Hex> figurePlaces() const = 0;
    // A point the map keeps in view besides the figures (the intended point of a throw).
    virtual std::optional<Hex> pointInView() const = 0;
    // A click on a figure (pressed and released where it stands, not dragged away); `adding`
    // with Shift held (a further target, where the system has them).
    virtual void figureClicked(int figure, bool adding) = 0;
    virtual void groundPressed(Hex hex) = 0;
    // Moves a figure to `to` as one undoable step: why it cannot, or nothing.
    virtual QString moveFigure(int figure, Hex to) = 0;
    // The figure the arrow keys move when none is selected (the one who acts), if any.
    virtual std::optional<int> keyFigure() const = 0;
    // The context menu on `figure` (or open ground) at `hex`.
    virtual void fillMenu(QMenu& menu, std::optional<int> figure, Hex hex) = 0;
};

} // namespace hitspread
