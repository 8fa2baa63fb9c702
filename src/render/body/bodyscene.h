// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The scene of the body diagram: the target and walking fire's further targets side by side,
// and what an action shows on each while it is replayed. The window's view, the player
// display, the exported pictures and hitspread-cli all lay out and mark bodies through here.

#include "bodyrenderer.h"
#include "grenade.h"

#include <QColor>

#include <functional>
#include <optional>
#include <vector>

namespace hitspread {

// The note written beside a template's hit location: its name, DAM and damage to the body.
using TemplateNote = std::function<QString(const QString& location, int dam, int bodyDamage)>;

// The markers of an attack's shots at one body (0 the first target) as far as `revealed`
// steps (the fraction is the next one on its way; −1 shows them all).
std::vector<ShotMarkers> shotMarkers(const Ruleset& ruleset, const Outcome& outcome, int target,
    double revealed, const TemplateNote& note = {});
// A throw's flight to the deviated point and, beyond optimum range, its drift, on one body.
std::vector<ShotMarkers> throwMarkers(const ThrowOutcome& thrown, int target, double revealed);
// The steps a throw's replay reveals: the flight, and the drift when there is one.
int throwSteps(const ThrowOutcome& thrown);
// The grenade's blast zone on one body, once it has landed.
std::optional<BlastZone> blastZone(const ThrowOutcome& thrown, int target, double revealed);

// One body of the scene: what to draw over it and, when there are several, its name above.
struct SceneBody {
    BodyPaintState state;
    QString name;
};

// The areas of `count` bodies side by side in `rect`; with several, a band on top is left
// for their names.
std::vector<QRectF> sceneAreas(const QRectF& rect, std::size_t count);
// Body `index` of the scene's bodies as it is painted: side by side, the row numbers stand
// only on the outer sides (not twice between two bodies).
BodyPaintState sceneState(const std::vector<SceneBody>& bodies, std::size_t index);
// A body's name in the band above its diagram (the band's top at `top`).
void paintSceneName(QPainter& painter, const BodyRenderer& renderer, const QString& name,
    const QColor& ink, qreal top = 0);
// The whole scene painted once onto any device (a picture, an SVG), laid out in `rect` as the
// window lays it out, on the `ground` colour.
void paintScene(QPainter& painter, const Body& body, const QRectF& rect,
    const std::vector<SceneBody>& bodies, const QColor& ground, const QColor& ink);

} // namespace hitspread
