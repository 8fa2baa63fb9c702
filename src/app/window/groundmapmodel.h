// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The ground map's scene as the map view meets it: figures by their index in the scene, a press
// on another figure targets it, a press on open ground moves the intended point of a throw, and
// the context menu adds, removes and assigns figures.

#include "app/window/mapmodel.h"

#include <QObject>

namespace hitspread {

class GroundScene;

class GroundMapModel : public QObject, public MapModel {
    Q_OBJECT
public:
    explicit GroundMapModel(GroundScene* scene, QObject* parent = nullptr);

    std::vector<Hex> figurePlaces() const override;
    std::optional<Hex> pointInView() const override;
    void figureClicked(int figure, bool adding) override;
    void groundPressed(Hex hex) override;
    QString moveFigure(int figure, Hex to) override;
    std::optional<int> keyFigure() const override;
    void fillMenu(QMenu& menu, std::optional<int> figure, Hex hex) override;

signals:
    // A figure is about to be removed: the view lets its selection go.
    void figureRemoved();

private:
    GroundScene* m_scene;
};

} // namespace hitspread
