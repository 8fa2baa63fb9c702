// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The body diagram as a picture file: PNG painted into an image, SVG painted in the
// renderer's vector mode (every hex a polygon). The window's File > Export Diagram and
// `hitspread-cli session FILE --export-diagram` share it; each writes the bytes atomically.

#include "bodyscene.h"

#include <QByteArray>
#include <QSize>
#include <QString>

#include <optional>
#include <vector>

namespace hitspread {

enum class DiagramFormat { Png, Svg };
// The format a file name asks for by its extension (.png or .svg, any case), or none.
std::optional<DiagramFormat> diagramFormatFor(const QString& path);

// How the picture looks: its size in pixels (an SVG's in its units), the ground and ink
// colours, and for PNG the device pixels per pixel (2 for a sharp print).
struct DiagramLook {
    QSize size { 600, 800 };
    QColor ground = Qt::white;
    QColor ink = Qt::black;
    qreal pixelRatio = 1;
    QString title; // an SVG's <title>
};

QByteArray diagramPng(
    const Body& body, const std::vector<SceneBody>& bodies, const DiagramLook& look);
QByteArray diagramSvg(const Body& body, std::vector<SceneBody> bodies, const DiagramLook& look);
QByteArray diagramFile(DiagramFormat format, const Body& body, const std::vector<SceneBody>& bodies,
    const DiagramLook& look);

} // namespace hitspread
