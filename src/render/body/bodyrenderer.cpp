// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bodyrenderer.h"

#include "heatcolor.h"
#include "labelplacer.h"
#include "localnumber.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QStaticText>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

namespace hitspread {

namespace {
    const qreal sqrt3 = std::sqrt(3.0);
    // The frame around the field that holds the column letters and row numbers, in hex sizes.
    constexpr qreal labelBand = 1.6;

}

BodyRenderer::BodyRenderer(const Body* body)
    : m_body(body)
{
}

void BodyRenderer::setBody(const Body* body)
{
    m_body = body;
    m_cache = QImage(); // another body: the cached layer is stale
}

void BodyRenderer::setHexSize(qreal size)
{
    m_size = std::max<qreal>(2, size);
}

QSizeF BodyRenderer::naturalSize(qreal size) const
{
    if (!m_body)
        return {};
    // Flat-top: columns 1.5 × size apart, rows √3 × size apart, odd columns half a row lower.
    const qreal width = (1.5 * (m_body->columns - 1) + 2) * size;
    const qreal height = (m_body->rows + 0.5) * sqrt3 * size;
    return { width + 2 * labelBand * size, height + 2 * labelBand * size };
}

void BodyRenderer::fitTo(const QRectF& area)
{
    if (!m_body || m_body->columns == 0)
        return;
    const QSizeF unit = naturalSize(1.0);
    m_size
        = std::max<qreal>(2, std::min(area.width() / unit.width(), area.height() / unit.height()));
    const QSizeF used = naturalSize(m_size);
    m_origin = { area.left() + (area.width() - used.width()) / 2,
        area.top() + (area.height() - used.height()) / 2 };
}

QRectF BodyRenderer::fieldRect() const
{
    return { m_origin, naturalSize(m_size) };
}

HexLayout BodyRenderer::layout() const
{
    return { m_size,
        QPointF(m_origin.x() + (labelBand + 1) * m_size,
            m_origin.y() + (labelBand + sqrt3 / 2) * m_size) };
}

QPointF BodyRenderer::hexCenter(Hex hex) const
{
    return layout().centre(hex);
}

QPolygonF BodyRenderer::hexPolygon(Hex hex) const
{
    return layout().polygon(hex);
}

std::optional<Hex> BodyRenderer::hexAt(QPointF point) const
{
    if (!m_body)
        return std::nullopt;
    const Hex hex = layout().hexAt(point);
    if (!m_body->inField(toOffset(hex)))
        return std::nullopt;
    return hex;
}

QColor BodyRenderer::locationColor(int location, bool dark)
{
    // Seven hues a referee can tell apart at a glance, also in print.
    static const std::array<QColor, 7> hues { QColor(0xd9, 0x5f, 0x5f), QColor(0x4f, 0x86, 0xc6),
        QColor(0xe0, 0xa4, 0x3a), QColor(0x5f, 0xb0, 0x6a), QColor(0x9b, 0x6f, 0xc9),
        QColor(0x3f, 0xae, 0xa8), QColor(0xc9, 0x6f, 0xa8) };
    QColor c = hues[static_cast<std::size_t>(location) % hues.size()];
    return dark ? c.darker(135) : c.lighter(118);
}

void BodyRenderer::paint(QPainter& painter, const BodyPaintState& state) const
{
    if (!m_body)
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    if (state.vector) {
        paintStatic(painter, state);
    } else {
        // The hexes, borders and labels change only with the size, the palette, the damage
        // and the heat map's switch: they are drawn once into an image and reused, so each
        // frame only adds what moves (heat, markers, hover).
        const qreal ratio = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
        // The image starts on a whole device pixel, so that it is copied, not resampled.
        const QPointF cacheOrigin(std::floor(fieldRect().left() * ratio) / ratio,
            std::floor(fieldRect().top() * ratio) / ratio);
        std::vector<int> conditions;
        if (state.character) {
            for (std::size_t i = 0;
                 i < std::min(m_body->locations.size(), state.character->locations.size()); ++i)
                conditions.push_back(
                    static_cast<int>(state.character->condition(static_cast<int>(i))));
        }
        const CacheKey key { m_size, m_origin, ratio, state.dark,
            state.heat != nullptr || state.aim != nullptr, state.edgeLabels, state.rowNumbersLeft,
            state.rowNumbersRight, conditions };
        if (!m_cache.isNull() && key.sameButDamage(m_cacheKey) && !(key == m_cacheKey)) {
            // A hit changed the damage: only the locations it changed are drawn again, over
            // the image (their fills, then their borders over the edges the fills touched).
            QPainter cachePainter(&m_cache);
            cachePainter.setRenderHint(QPainter::Antialiasing, true);
            cachePainter.translate(-cacheOrigin);
            for (std::size_t i = 0; i < key.conditions.size(); ++i) {
                if (key.conditions[i] == m_cacheKey.conditions[i])
                    continue;
                // Within the location's own hexes, where every border is drawn again over the
                // fills (its neighbours' too, which stroke the edges they share with it).
                QPainterPath area;
                area.setFillRule(Qt::WindingFill);
                for (const Hex hex : m_body->bodyHexes())
                    if (m_body->locationAt(hex) == static_cast<int>(i))
                        area.addPolygon(hexPolygon(hex));
                // An aliased clip: its edge runs down the middle of the border strokes, which
                // are opaque there, so no pixel is half drawn again.
                cachePainter.setRenderHint(QPainter::Antialiasing, false);
                cachePainter.setClipPath(area);
                cachePainter.setRenderHint(QPainter::Antialiasing, true);
                paintFills(cachePainter, state, static_cast<int>(i));
                paintBorders(cachePainter, state, static_cast<int>(i));
            }
            m_cacheKey = key;
        } else if (!(key == m_cacheKey) || m_cache.isNull()) {
            const QRectF frame = fieldRect();
            m_cache = QImage(
                (frame.size() * ratio).toSize() + QSize(3, 3), QImage::Format_ARGB32_Premultiplied);
            m_cache.setDevicePixelRatio(ratio);
            m_cache.fill(Qt::transparent);
            QPainter cachePainter(&m_cache);
            cachePainter.setRenderHint(QPainter::Antialiasing, true);
            cachePainter.setFont(painter.font());
            cachePainter.translate(-cacheOrigin);
            paintStatic(cachePainter, state);
            m_cacheKey = key;
        }
        painter.drawImage(cacheOrigin, m_cache);
    }
    if (state.heat)
        paintHeat(painter, state);
    if (state.aim)
        paintAim(painter, state);
    if (state.blast)
        paintBlast(painter, *state.blast, state);
    // Bullets that land on one hex are drawn as one disc with their count (the last one's).
    std::map<Hex, std::pair<int, std::size_t>> landings; // count, index of the last
    for (std::size_t i = 0; i < state.shots.size(); ++i) {
        const ShotMarkers& shot = state.shots[i];
        if (shot.landing && shot.travel >= 1.0) {
            auto& [count, last] = landings[*shot.landing];
            ++count;
            last = i;
        }
    }
    for (std::size_t i = 0; i < state.shots.size(); ++i) {
        const ShotMarkers& shot = state.shots[i];
        int here = 1;
        if (shot.landing && shot.travel >= 1.0) {
            const auto& [count, last] = landings[*shot.landing];
            here = last == i ? count : 0;
        }
        paintShot(painter, shot, state, here);
    }
    if (!state.choices.empty())
        paintChoices(painter, state);
    paintNotes(painter, state);
    auto outline = [&](Hex hex, const QColor& colour, qreal width) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(colour, width));
        painter.drawPolygon(hexPolygon(hex));
    };
    if (state.hovered)
        outline(*state.hovered, state.dark ? QColor(255, 255, 255, 200) : QColor(0, 0, 0, 150),
            m_size / 6);
    if (state.selected)
        outline(*state.selected, state.dark ? QColor(0xff, 0xe0, 0x40) : QColor(0x10, 0x10, 0x10),
            m_size / 4);
    if (!state.banner.isEmpty())
        paintBanner(painter, state.banner);
    painter.restore();
}

void BodyRenderer::paintStatic(QPainter& painter, const BodyPaintState& state) const
{
    const QColor emptyLine = state.dark ? QColor(0x55, 0x55, 0x5a) : QColor(0xc8, 0xc8, 0xcc);
    painter.setPen(QPen(emptyLine, std::max<qreal>(0.5, m_size / 14)));
    painter.setBrush(Qt::NoBrush);
    for (int row = 0; row < m_body->rows; ++row) {
        for (int col = 0; col < m_body->columns; ++col) {
            const Hex hex = fromOffset({ col, row });
            if (m_body->subLocationAt(hex) < 0)
                painter.drawPolygon(hexPolygon(hex));
        }
    }
    paintFills(painter, state);
    paintBorders(painter, state);
    if (state.edgeLabels)
        paintLabels(painter, state);
}

QColor BodyRenderer::heatOver(Hex hex, double p, const BodyPaintState& state) const
{
    const int location = m_body->locationAt(hex);
    const QColor under = location >= 0 ? fillColor(location, state)
        : state.dark                   ? QColor(0x2b, 0x2b, 0x2b)
                                       : QColor(0xf4, 0xf4, 0xf4);
    return blended(heatColor(p), under);
}

QColor BodyRenderer::fillColor(int location, const BodyPaintState& state) const
{
    QColor fill = locationColor(location, state.dark);
    // Under the heat map or the aim map the locations step back to pale tints.
    if (state.heat || state.aim)
        fill = QColor::fromHsvF(fill.hsvHueF(), 0.18, state.dark ? 0.35 : 0.97);
    if (!state.character || location >= static_cast<int>(state.character->locations.size()))
        return fill;
    // Damage shows as a deepening shade and, past useless, hatching.
    switch (state.character->condition(location)) {
    case LocationCondition::Unhurt:
        break;
    case LocationCondition::Wounded:
        return fill.darker(125);
    case LocationCondition::Useless:
        return fill.darker(160);
    case LocationCondition::SeverelyDamaged:
    case LocationCondition::Destroyed:
        return fill.darker(220);
    }
    return fill;
}

void BodyRenderer::paintFills(QPainter& painter, const BodyPaintState& state, int only) const
{
    const QColor ink = state.dark ? QColor(0xe8, 0xe8, 0xe8) : QColor(0x20, 0x20, 0x20);
    for (const Hex hex : m_body->bodyHexes()) {
        const int sub = m_body->subLocationAt(hex);
        const int location = m_body->subLocations[static_cast<std::size_t>(sub)].location;
        if (only >= 0 && location != only)
            continue;
        const QPolygonF polygon = hexPolygon(hex);
        const QColor fill = fillColor(location, state);
        const bool known
            = state.character && location < static_cast<int>(state.character->locations.size());
        painter.setPen(QPen(fill.darker(130), std::max<qreal>(0.5, m_size / 16)));
        painter.setBrush(fill);
        painter.drawPolygon(polygon);
        if (known && state.character->condition(location) == LocationCondition::Destroyed) {
            painter.setBrush(QBrush(ink, Qt::DiagCrossPattern));
            painter.drawPolygon(polygon);
        }
    }
}

std::vector<Hex> BodyRenderer::reachable(Hex aimed, int deviation)
{
    std::vector<Hex> hexes;
    for (int face = 1; face <= 6; ++face)
        hexes.push_back(step(aimed, face, deviation));
    return hexes;
}

void BodyRenderer::paintAim(QPainter& painter, const BodyPaintState& state) const
{
    painter.setPen(Qt::NoPen);
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (const auto& [hex, share] : *state.aim) {
        if (!m_body->inField(toOffset(hex)))
            continue;
        painter.setBrush(aimColor(share));
        painter.drawPolygon(hexPolygon(hex));
    }
    painter.setRenderHint(QPainter::Antialiasing, true);
    // The best hex and the runner-up: ringed and numbered, on a plate that reads on any colour.
    QFont font = painter.font();
    font.setPixelSize(std::max(7, static_cast<int>(m_size * 0.9)));
    font.setBold(true);
    painter.setFont(font);
    for (std::size_t i = 0; i < state.bestAims.size(); ++i) {
        const Hex hex = state.bestAims[i];
        const QColor ring = i == 0 ? QColor(0xff, 0xc8, 0x00) : QColor(0xe0, 0xe0, 0xe8);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(0x10, 0x10, 0x10), m_size / 3.5));
        painter.drawPolygon(hexPolygon(hex));
        painter.setPen(QPen(ring, m_size / 7));
        painter.drawPolygon(hexPolygon(hex));
        const qreal r = m_size * 0.55;
        const QPointF centre = hexCenter(hex);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0x10, 0x10, 0x10, 220));
        painter.drawEllipse(centre, r, r);
        painter.setPen(ring);
        painter.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
            QString::number(i + 1));
    }
}

void BodyRenderer::paintHeat(QPainter& painter, const BodyPaintState& state) const
{
    QFont font = painter.font();
    font.setPixelSize(std::max(6, static_cast<int>(m_size * 0.7)));
    const bool labels = m_size >= 9;
    if (labels && font.pixelSize() != m_percentFontSize) {
        // Laid-out per cents, reused every frame: text layout is the dearest part of a frame.
        m_percentTexts.clear();
        for (int percent = 0; percent <= 100; ++percent) {
            QStaticText text(QString::number(percent));
            text.prepare(QTransform(), font);
            m_percentTexts.push_back(text);
        }
        m_percentFontSize = font.pixelSize();
    }
    painter.setFont(font);
    painter.setPen(Qt::NoPen);
    // Heat hexes tile the field edge to edge: filled without antialiasing they meet with no
    // seam, and a frame costs a fraction.
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (const auto& [hex, p] : *state.heat) {
        if (p <= 0 || !m_body->inField(toOffset(hex)))
            continue;
        painter.setBrush(heatColor(p));
        painter.drawPolygon(hexPolygon(hex));
    }
    painter.setRenderHint(QPainter::Antialiasing, true);
    if (!labels)
        return;
    // Whole per cents on the hexes that matter, so the odds can be read off the diagram; not
    // under the crosshair or a landing, which would hide them (the aimed hex's is written on a
    // plate beside it, paintNotes).
    std::vector<Hex> covered;
    if (state.selected)
        covered.push_back(*state.selected);
    for (const ShotMarkers& shot : state.shots) {
        covered.push_back(shot.aimed);
        if (shot.landing)
            covered.push_back(*shot.landing);
    }
    for (const auto& [hex, p] : *state.heat) {
        if (p < 0.01 || !m_body->inField(toOffset(hex))
            || std::find(covered.begin(), covered.end(), hex) != covered.end())
            continue;
        // The ink that reads on what the hex shows: the location's tint (shaded by its damage)
        // under the translucent heat colour; off the body, the ground.
        painter.setPen(inkOn(heatOver(hex, p, state)));
        if (p > 1.0) {
            // Expected bullets of a burst can pass one per hex: written as a count.
            painter.drawText(hexPolygon(hex).boundingRect(), Qt::AlignCenter, localNumber(p, 1));
            continue;
        }
        const QStaticText& text
            = m_percentTexts[static_cast<std::size_t>(std::min(100.0, p * 100 + 0.5))];
        painter.drawStaticText(
            hexCenter(hex) - QPointF(text.size().width() / 2, text.size().height() / 2), text);
    }
}

void BodyRenderer::paintChoices(QPainter& painter, const BodyPaintState& state) const
{
    const QColor pick(0xff, 0x8f, 0x00);
    QFont font = painter.font();
    font.setPixelSize(std::max(7, static_cast<int>(m_size * 0.75)));
    font.setBold(true);
    painter.setFont(font);
    for (const auto& [hex, text] : state.choices) {
        if (state.choiceFrom) {
            painter.setPen(QPen(pick, m_size / 8, Qt::DashLine));
            painter.drawLine(hexCenter(*state.choiceFrom), hexCenter(hex));
        }
        painter.setPen(QPen(pick, m_size / 4));
        painter.setBrush(Qt::NoBrush);
        painter.drawPolygon(hexPolygon(hex));
        const QRectF box(
            hexCenter(hex) + QPointF(-m_size * 3, m_size * 0.9), QSizeF(m_size * 6, m_size * 1.2));
        painter.setPen(state.dark ? Qt::white : Qt::black);
        painter.drawText(box, Qt::AlignCenter, text);
    }
}

void BodyRenderer::paintBanner(QPainter& painter, const QString& text) const
{
    // Across the first row, below the column letters (a referee still reads them to aim) and
    // above the body, so that it hides none of either.
    const QRectF frame = fieldRect();
    const QRectF band(frame.left(), frame.top() + labelBand * m_size, frame.width(), 0.9 * m_size);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 170));
    painter.drawRoundedRect(band, m_size * 0.4, m_size * 0.4);
    QFont font = painter.font();
    font.setPixelSize(std::max(8, static_cast<int>(band.height() * 0.75)));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(QColor(0xff, 0x60, 0x60));
    painter.drawText(band, Qt::AlignCenter, text);
}

void BodyRenderer::paintBorders(QPainter& painter, const BodyPaintState& state, int only) const
{
    // A bolder line wherever two neighbouring hexes belong to different sub-locations.
    const QColor border = state.dark ? QColor(0xf0, 0xf0, 0xf0) : QColor(0x30, 0x30, 0x30);
    painter.setPen(QPen(border, std::max<qreal>(1.0, m_size / 7), Qt::SolidLine, Qt::RoundCap));
    // Edge i of hexPolygon runs from corner i to corner i+1; faces 2,3,4,5,6,1 lie beyond them.
    static const int faceOfEdge[6] = { 2, 3, 4, 5, 6, 1 };
    QVector<QLineF> borders;
    // Only a location's: its hexes and their neighbours, so that each of its edges is drawn
    // from both sides as in the whole picture (stroking every border of the body, clipped,
    // costs most of a redraw).
    auto near = [&](Hex hex) {
        if (only < 0 || m_body->locationAt(hex) == only)
            return true;
        for (int face = 1; face <= 6; ++face)
            if (m_body->locationAt(neighbour(hex, face)) == only)
                return true;
        return false;
    };
    for (const Hex hex : m_body->bodyHexes()) {
        if (!near(hex))
            continue;
        const int sub = m_body->subLocationAt(hex);
        const QPolygonF polygon = hexPolygon(hex);
        for (int edge = 0; edge < 6; ++edge) {
            const int other = m_body->subLocationAt(neighbour(hex, faceOfEdge[edge]));
            if (other != sub)
                borders.append(QLineF(polygon[edge], polygon[(edge + 1) % 6]));
        }
    }
    painter.drawLines(borders);
}

void BodyRenderer::paintLabels(QPainter& painter, const BodyPaintState& state) const
{
    QFont font = painter.font();
    font.setPixelSize(std::max(6, static_cast<int>(m_size * 0.85)));
    painter.setFont(font);
    painter.setPen(state.dark ? QColor(0xd0, 0xd0, 0xd0) : QColor(0x40, 0x40, 0x40));
    const QRectF frame = fieldRect();
    const qreal band = labelBand * m_size;
    for (int col = 0; col < m_body->columns; ++col) {
        const qreal x = hexCenter(fromOffset({ col, 0 })).x();
        const QString text = QString::fromStdString(columnLetters(col));
        painter.drawText(QRectF(x - m_size, frame.top(), 2 * m_size, band), Qt::AlignCenter, text);
        painter.drawText(
            QRectF(x - m_size, frame.bottom() - band, 2 * m_size, band), Qt::AlignCenter, text);
    }
    for (int row = 0; row < m_body->rows; ++row) {
        const qreal y = hexCenter(fromOffset({ 0, row })).y();
        const QString text = QString::number(row + 1);
        if (state.rowNumbersLeft)
            painter.drawText(
                QRectF(frame.left(), y - m_size, band, 2 * m_size), Qt::AlignCenter, text);
        const qreal yRight = hexCenter(fromOffset({ m_body->columns - 1, row })).y();
        if (state.rowNumbersRight)
            painter.drawText(QRectF(frame.right() - band, yRight - m_size, band, 2 * m_size),
                Qt::AlignCenter, text);
    }
}

} // namespace hitspread
