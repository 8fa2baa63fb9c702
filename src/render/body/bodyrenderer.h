// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "character.h"
#include "hexlayout.h"
#include "ruleset.h"

#include <QColor>
#include <QFont>
#include <QImage>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QStaticText>
#include <QString>

#include <map>
#include <optional>
#include <vector>

class QPainter;

namespace hitspread {

// Where one shot went, as the diagram shows it (replayed from an outcome's trace).
struct ShotMarkers {
    Hex aimed; // where the deviation starts: the aimed hex, or the previous bullet's hex
    std::optional<Hex> landing; // none: the shot landed nowhere (a jam, a clean or melee miss)
    bool onBody = false;
    int deviation = 0;
    std::optional<int> direction;
    bool firstOfAction = true; // carries the crosshair and the six reachable hexes
    double travel = 1.0; // 0 … 1: how far along its line a moving bullet has come
    bool latest = false; // the newest shot: its location flashes, its template is drawn
    std::vector<Hex> templateHexes; // shotgun and rotary hits
    std::vector<std::pair<Hex, QString>> notes; // damage shares written beside the template
};

// A grenade's blast zone on one body (§9): the hexes within the character's own radius of
// the impact point, shaded by distance from it. Below radius 0 only the impact is marked.
struct BlastZone {
    Hex impact;
    int radius = 0;
    GrenadeType type = GrenadeType::Frag;
};

// What to draw over the body beside its locations.
struct BodyPaintState {
    std::optional<Hex> selected;
    std::optional<Hex> hovered;
    const CharacterState* character = nullptr; // damage states, when known
    std::vector<ShotMarkers> shots; // one per revealed shot or bullet, in order
    std::optional<BlastZone> blast; // a grenade that has gone off
    double flash = 0; // 0 … 1: how strongly the latest hit location lights up
    std::vector<std::pair<Hex, QString>> choices; // a burst's influence: where each face goes
    std::optional<Hex> choiceFrom;
    const std::map<Hex, double>* heat = nullptr; // probability per hex (the heat map)
    // The aim map (aim.h): each hex's score as a share of the best one's, and the best hexes
    // in order (the best and the runner-up), numbered on the diagram.
    const std::map<Hex, double>* aim = nullptr;
    std::vector<Hex> bestAims;
    QString banner; // "UNCONSCIOUS", "DEAD" … across the diagram
    bool edgeLabels = true;
    // Bodies side by side share the row numbers between them: the outer sides carry them.
    bool rowNumbersLeft = true;
    bool rowNumbersRight = true;
    bool dark = false; // a dark palette: light ink on a dark ground
    bool vector = false; // printing and PDF: draw everything as shapes, no cached image
};

// The body hex diagram: its field fitted into an area with the edge labels around it, laid out
// by the one HexLayout (flat-top hexes, odd-q, DESIGN.md); the screen, printing and
// hit-testing all ask it.
class BodyRenderer {
public:
    explicit BodyRenderer(const Body* body = nullptr);

    void setBody(const Body* body);
    const Body* body() const { return m_body; }

    // Picks the hex size so the whole field with its edge labels fits in `area`, centred.
    void fitTo(const QRectF& area);
    void setHexSize(qreal size);
    qreal hexSize() const { return m_size; }
    QRectF fieldRect() const; // the field with its labels, in device coordinates

    // The diagram's hex layout, as fitted: the hex size and where hex (0, 0) is drawn.
    HexLayout layout() const;
    QPointF hexCenter(Hex hex) const;
    QPolygonF hexPolygon(Hex hex) const;
    // The field hex under a point, or none outside the field.
    std::optional<Hex> hexAt(QPointF point) const;

    void paint(QPainter& painter, const BodyPaintState& state) const;

    // A note on a plate over the diagram: a template's share of the hit, or under the heat
    // map the aimed hex's chance; placed clear of the markers, of each other and of the edge.
    struct Note {
        Hex hex; // what it names
        QString text;
        QRectF plate;
        QFont font;
    };
    std::vector<Note> notes(const BodyPaintState& state, const QFont& font) const;

    static QColor locationColor(int location, bool dark);
    // A location's fill as drawn: its hue, paler under a heat or aim map, deeper with damage.
    QColor fillColor(int location, const BodyPaintState& state) const;
    // What a heat hex of chance `p` shows: its colour over the location's fill (or the ground).
    QColor heatOver(Hex hex, double p, const BodyPaintState& state) const;
    // A blast zone's colour: frag red, blast orange, smoke grey, flash yellow.
    static QColor blastColor(GrenadeType type);
    // The six hexes a shot could have reached at its distance (one per direction face).
    static std::vector<Hex> reachable(Hex aimed, int deviation);

private:
    QSizeF naturalSize(qreal size) const;
    void paintLabels(QPainter& painter, const BodyPaintState& state) const;
    void paintStatic(QPainter& painter, const BodyPaintState& state) const;
    // The body's hexes filled by location and damage; only `location`'s when it is given.
    void paintFills(QPainter& painter, const BodyPaintState& state, int location = -1) const;
    // The borders between sub-locations; `location` ≥ 0: only those within and around it.
    void paintBorders(QPainter& painter, const BodyPaintState& state, int location = -1) const;
    void paintHeat(QPainter& painter, const BodyPaintState& state) const;
    void paintAim(QPainter& painter, const BodyPaintState& state) const;
    // `landingsHere`: how many of the shots shown land on this one's hex when it is the last
    // of them (drawn as one disc with the count), 0 when a later one draws that disc.
    void paintShot(QPainter& painter, const ShotMarkers& shot, const BodyPaintState& state,
        int landingsHere) const;
    void paintLandingCount(QPainter& painter, QPointF at, qreal radius, int count) const;
    void paintBanner(QPainter& painter, const QString& text) const;
    void paintBlast(QPainter& painter, const BlastZone& blast, const BodyPaintState& state) const;
    void paintChoices(QPainter& painter, const BodyPaintState& state) const;
    void paintNotes(QPainter& painter, const BodyPaintState& state) const;

    // What the cached image of the unchanging layer was drawn for.
    struct CacheKey {
        qreal size = 0;
        QPointF origin;
        qreal ratio = 0;
        bool dark = false;
        bool heat = false;
        bool labels = false;
        bool rowsLeft = false;
        bool rowsRight = false;
        std::vector<int> conditions;
        bool operator==(const CacheKey&) const = default;
        // Drawn for the same picture but for the damage: only the locations whose damage
        // changed need drawing again.
        bool sameButDamage(const CacheKey& other) const
        {
            return size == other.size && origin == other.origin && ratio == other.ratio
                && dark == other.dark && heat == other.heat && labels == other.labels
                && rowsLeft == other.rowsLeft && rowsRight == other.rowsRight
                && conditions.size() == other.conditions.size();
        }
    };

    const Body* m_body = nullptr;
    mutable QImage m_cache;
    mutable CacheKey m_cacheKey;
    mutable std::vector<QStaticText> m_percentTexts; // "0" … "100" for the heat map
    mutable int m_percentFontSize = 0;
    qreal m_size = 12;
    QPointF m_origin; // top-left of the field's label frame
};

} // namespace hitspread
