// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The map of the fight on screen, in every system: hands the painting to
// render::GroundRenderer and turns the mouse and the keys into its MapModel's calls. A press on a
// figure selects it; released where it stands it is a click (the model decides what: the
// target), dragged elsewhere, or moved by the arrow keys, it moves one undoable step; a press on
// open ground goes to the model (the intended point of a throw); Enter resolves; the context
// menu is the model's.

#include "groundrenderer.h"

#include <QWidget>

class QVariantAnimation;

#include <optional>
#include <string>

namespace hitspread {

class MapModel;

class MapView : public QWidget {
    Q_OBJECT
public:
    explicit MapView(MapModel* model, QWidget* parent = nullptr);

    // What the view shows besides the scene (the window decides: the selected log entry,
    // whether the odds are on).
    void setPaintState(const render::GroundPaintState& state);
    const render::GroundPaintState& paintState() const { return m_state; }
    const render::GroundRenderer& renderer() const { return m_renderer; }
    std::optional<int> selectedFigure() const { return m_selected; }
    void selectFigure(std::optional<int> index);
    // Refits the map to the figures (after a ruleset or a figure far away), then zooms in by
    // zoom() about the middle of the view.
    void refit();
    // The model changed: refits if a figure or the point in view went off the map.
    void keepInView();
    // How far the map is zoomed in beyond fitting the scene: 1 to 6 (Ctrl+wheel, View ▸ Zoom).
    double zoom() const { return m_zoom; }
    void setZoom(double zoom);
    // The smallest hexes the fit may draw, in pixels (a narrow map beside the body diagram
    // draws small ones to keep everyone in view).
    void setMinimumHexPixels(qreal pixels);
    // Plays the last throw's flight from the thrower to where it landed; with Reduce Motion
    // it lands at once.
    void playThrow();
    void setReduceMotion(bool reduce);

    QSize sizeHint() const override { return { 720, 640 }; }

signals:
    void figureSelected(std::optional<int> index);
    void hovered(std::optional<Hex> hex);
    // A move the model refused, with its reason (the window shows it).
    void moveRefused(const QString& why);
    // Enter or Return: the action as set up is resolved.
    void activated();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    std::optional<int> figureAt(Hex hex) const;
    bool inside(Hex hex) const; // well inside the map as it is drawn

    void move(int figure, Hex to);

    MapModel* m_model;
    render::GroundRenderer m_renderer;
    render::GroundPaintState m_state;
    std::optional<int> m_selected;
    std::optional<int> m_dragging;
    std::optional<Hex> m_dragTo;
    std::optional<Hex> m_hover;
    double m_zoom = 1.0;
    qreal m_minHexPixels = 8;
    QVariantAnimation* m_flight;
    bool m_reduceMotion = false;
};

} // namespace hitspread
