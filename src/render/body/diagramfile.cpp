// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagramfile.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace hitspread {

std::optional<DiagramFormat> diagramFormatFor(const QString& path)
{
    const QString name = path.section('/', -1);
    if (name.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
        return DiagramFormat::Png;
    if (name.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive))
        return DiagramFormat::Svg;
    return std::nullopt;
}

QByteArray diagramPng(
    const Body& body, const std::vector<SceneBody>& bodies, const DiagramLook& look)
{
    QImage image(look.size * look.pixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(look.pixelRatio);
    image.fill(look.ground);
    {
        QPainter painter(&image);
        paintScene(
            painter, body, QRectF(QPointF(0, 0), QSizeF(look.size)), bodies, look.ground, look.ink);
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

QByteArray diagramSvg(const Body& body, std::vector<SceneBody> bodies, const DiagramLook& look)
{
    // The vector mode draws every hex as a shape: no cached image inside the SVG.
    for (SceneBody& b : bodies)
        b.state.vector = true;
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(look.size);
    svg.setViewBox(QRect(QPoint(0, 0), look.size));
    svg.setTitle(look.title);
    svg.setDescription(QStringLiteral("Hitspread body diagram"));
    {
        QPainter painter(&svg);
        paintScene(
            painter, body, QRectF(QPointF(0, 0), QSizeF(look.size)), bodies, look.ground, look.ink);
    }
    return bytes;
}

QByteArray diagramFile(DiagramFormat format, const Body& body, const std::vector<SceneBody>& bodies,
    const DiagramLook& look)
{
    return format == DiagramFormat::Png ? diagramPng(body, bodies, look)
                                        : diagramSvg(body, bodies, look);
}

} // namespace hitspread
