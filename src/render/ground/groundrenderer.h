// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex.h"
#include "hexlayout.h"
#include "scatter.h"

#include <QColor>
#include <QFont>
#include <QImage>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <map>
#include <optional>
#include <vector>

class QPainter;

namespace hitspread::render {

// One figure as the ground map shows it.
struct GroundFigureView {
    QString name;
    QString caption; // second line under the name, e.g. "12 m · short · hit: 20 wounds"
    Hex position;
    bool shooter = false; // drawn as the thrower/shooter (distinct colour/shape)
    bool target = false; // the attack's target (highlighted)
    bool affected = false; // hit or caught in the blast in the last outcome (red outline)
    bool down = false; // unconscious/dead/out: drawn greyed, lying
    QColor side {}; // its side's colour, a badge at the figure's shoulder (invalid: none)
};

// Everything the ground map draws besides its grid.
struct GroundPaintState {
    std::vector<GroundFigureView> figures;
    Hex aim; // the intended point (a crosshair)
    bool showAim = true;
    std::optional<Hex> landing; // where the throw landed
    std::optional<int> direction; // the direction face rolled (label on the arrow)
    // The metres rolled for the deviation (label on the arrow), as the roll log gives them;
    // none: the metres counted hex by hex from the aim to the landing.
    std::optional<int> drift;
    std::vector<int> rings; // blast ring radii in metres, counted hex by hex (nearest first)
    std::vector<QString> ringNames; // one per ring, drawn at the ring's edge
    std::optional<Hex> ringCentre; // where the rings are drawn (landing, or the aim as a preview)
    std::map<Hex, double> heat; // landing odds per hex (sum ≤ 1): a heat map
    ground::DirectionDie directionDie = ground::DirectionDie::HexD6; // the diagram in a corner
    // Whether the direction diagram (and the heat key) shows in the corner: not on the 3d
    // System's map, whose grenades deviate on the body diagram, not on the ground.
    bool showKey = true;
    double forwardDegrees = 0; // bearing thrower→aim, to turn the corner diagram
    std::optional<Hex> hover; // hex under the mouse (light outline)
    std::optional<int> selected; // figure index selected (thicker outline)
    // How far a throw has flown, 0 to 1: below 1 the thrown weapon is drawn on its way, from
    // the thrower to the intended point and on to where it lands, and the landing, its arrow
    // and the blast rings wait for it (the window plays it; 1: landed).
    double flight = 1.0;
    bool dark = false; // the window's palette is dark: a dark ground with light ink
};

// The ground map (rules/other-systems.md): a top-down flat-top hex map, 1 hex = 1 metre,
// laid out by the one HexLayout so that the picture and the rules' ground::centre() agree.
// The window, printing and hit-testing all ask it.
class GroundRenderer {
public:
    GroundRenderer();
    // Picks the hex size and origin so that every hex within `margin` hexes of `mustShow`
    // fits in `area`, centred; the hex size is clamped to [minHexPixels, 48] pixels.
    void fit(const QRectF& area, const std::vector<Hex>& mustShow, int margin = 2,
        qreal minHexPixels = 6);
    // Zooms in by `factor` about the middle of area() (after fit: the user's zoom).
    void zoom(qreal factor);
    qreal hexSize() const; // pixels from centre to corner
    // The map's hex layout: a hex's size is fitted, the centre of hex (0, 0) is the ground's
    // (0, 0) metres, so hex centres are √3 × hexSize() pixels = 1 m apart as ground::centre()
    // lays them out.
    HexLayout layout() const { return { m_size, m_origin }; }
    QPointF centreOf(Hex h) const; // pixel centre of a hex
    Hex hexAt(QPointF pixel) const; // the hex containing a pixel (exact inverse)
    QRectF area() const;
    // The whole map: grid of hexes covering area(), heat map, rings, aim crosshair, the
    // deviation arrow from aim to landing (with the direction face and metres as label),
    // the landing marker, figures with name + caption, and the direction diagram of
    // `directionDie` in the top-right corner (d6: a hex with faces numbered 1–6 clockwise,
    // 1 pointing forward; d12: a clock face 1–12, 12 forward), turned by forwardDegrees,
    // with a legend line ("1 hex = 1 m").
    void paint(QPainter& painter, const GroundPaintState& state) const;
    // The outline of a blast ring: the hexes within `upTo` metres of `centre`, counted hex by hex
    // as the rules count them (ground::ringOdds, the engines' blast rings), so that a figure
    // drawn inside it is one the rules put within it.
    QPainterPath ringOutline(Hex centre, int upTo) const;
    // The label of the deviation arrow: the direction face and the metres ("9 o'clock · 4 m").
    static QString deviationLabel(const GroundPaintState& state);

    // The rectangle a hex's drawing stays within (its outline with a pen's width around it):
    // what a view repaints when only the hover moves.
    QRect hexBounds(Hex h) const;

private:
    qreal pixelsPerMetre() const;
    QRectF diagramRect(bool heatKey) const; // the key in the top-right corner

    // The layer that changes only with the fit, the heat map and the blast rings (the ground,
    // the grid, the odds, the rings' washes and dashes): drawn once into an image and reused,
    // so a hover or a moving figure costs a copy of it and what moves.
    struct BaseKey {
        QRectF area;
        qreal size = 0;
        QPointF origin;
        qreal ratio = 0;
        bool dark = false;
        QFont font;
        std::map<Hex, double> heat;
        std::vector<Hex> covered;
        std::optional<Hex> ringCentre;
        std::vector<int> rings;
        std::vector<std::pair<Hex, Hex>> throwLines; // thrower to intended point
        bool operator==(const BaseKey&) const = default;
    };
    mutable QImage m_base;
    mutable BaseKey m_baseKey;
    // Under it, the ground and the grid alone: they change only with the fit.
    mutable QImage m_grid;
    mutable BaseKey m_gridKey; // its area, size, origin and ratio
    mutable std::vector<QPainterPath> m_ringOutlines; // for m_baseKey's rings

    QRectF m_area;
    qreal m_size = 16; // pixels from a hex's centre to a corner
    QPointF m_origin; // the pixel of the ground's (0, 0) metres
};

} // namespace hitspread::render
