// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/panels/aimpanel.h"

#include "bodyrenderer.h"
#include "bodyscene.h"
#include "odds.h"
#include "sessiondata.h"

#include <QScrollArea>
#include <QWidget>

#include <map>
#include <optional>

namespace hitspread {

class BurstPlayer;
class Session;

// The body hex diagram of the current target. It observes the session and only replays:
// painting and hit-testing are the renderer's, so a click lands exactly on the hex drawn
// there. Clicking or the arrow keys aim; Enter asks to fire.
class BodyView : public QWidget {
    Q_OBJECT
public:
    BodyView(Session* session, BurstPlayer* player, QWidget* parent = nullptr);

    const BodyRenderer& renderer() const { return m_renderer; }
    std::optional<Hex> hoveredHex() const { return m_hovered; }
    std::optional<Hex> selectedHex() const;

    // The heat map: probability per hex, or none to hide it.
    void setHeat(std::optional<std::map<Hex, double>> heat);
    bool showsHeat() const { return m_heat.has_value(); }
    // The aim map (AimPanel), or none to hide it.
    void setAimMap(std::optional<AimOverlay> overlay);
    bool showsAimMap() const { return m_aim.has_value(); }
    // What is painted, for tests and the screenshot: markers of the shown log entry's shots,
    // as far as the replay has revealed them.
    std::vector<ShotMarkers> shownShots(int target = 0) const;
    // A grenade's blast zone on a body (0 the first target), once the grenade has landed.
    std::optional<BlastZone> shownBlast(int target = 0) const;
    // What is painted, body by body (the target first), without the hover: for the exported
    // picture. Its states point into the session and the view: use them at once.
    std::vector<SceneBody> scene() const;
    // Read-only (the player display): no aiming by mouse or keys, no hover, no tooltips, no
    // zoom, and the aimed hex is not outlined.
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return m_readOnly; }
    // The bodies of walking fire's further targets, beside the first (for clicks and tests).
    const std::vector<BodyRenderer>& otherRenderers() const { return m_others; }

    // While the table picks a burst's influence: the hex it steps from and the three hexes
    // it can go to, each labelled.
    void setChoices(
        std::vector<std::pair<Hex, QString>> choices, std::optional<Hex> from, int target = 0);

    double zoom() const { return m_zoom; }
    void setZoom(double zoom);

    QSize sizeHint() const override { return { 520, 640 }; }

signals:
    void hexHovered(std::optional<hitspread::Hex> hex);
    void fireRequested();
    void zoomChanged(double zoom);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    bool event(QEvent* event) override;

private:
    void relayout();
    void aimAt(Hex hex);
    QString describeHex(Hex hex) const;

    Session* m_session;
    BurstPlayer* m_player; // what a replay has revealed
    BodyRenderer m_renderer;
    std::vector<BodyRenderer> m_others; // one per further target of the scene
    std::optional<Hex> m_hovered;
    std::optional<std::map<Hex, double>> m_heat;
    std::optional<AimOverlay> m_aim;
    double m_zoom = 1.0;
    std::vector<std::pair<Hex, QString>> m_choices;
    std::optional<Hex> m_choiceFrom;
    int m_choiceTarget = 0; // the body the choices are drawn on
    bool m_readOnly = false;
};

// Holds the body view; at zoom 1 the diagram fits the window, above it the view scrolls.
class BodyScrollArea : public QScrollArea {
    Q_OBJECT
public:
    BodyScrollArea(BodyView* view, QWidget* parent = nullptr);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitView();
    BodyView* m_view;
};

} // namespace hitspread
