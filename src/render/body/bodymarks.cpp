// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What an action leaves on the body diagram: a grenade's blast zone, the landings, each
// bullet's path from the aim to where it hit, and the notes beside them.
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

QColor BodyRenderer::blastColor(GrenadeType type)
{
    switch (type) {
    case GrenadeType::Frag:
        return QColor(0xd0, 0x20, 0x10);
    case GrenadeType::Blast:
        return QColor(0xf0, 0x80, 0x00);
    case GrenadeType::Smoke:
        return QColor(0x70, 0x78, 0x80);
    case GrenadeType::Flash:
        return QColor(0xf0, 0xd0, 0x00);
    }
    return Qt::red;
}

void BodyRenderer::paintBlast(
    QPainter& painter, const BlastZone& blast, const BodyPaintState& state) const
{
    const QColor colour = blastColor(blast.type);
    const qreal width = std::max<qreal>(1.5, m_size / 5);
    if (blast.radius >= 0) {
        // §9: the zone, strongest at the impact point and fading to its edge; whole hexes
        // without antialiasing, as for the heat map.
        painter.setRenderHint(QPainter::Antialiasing, false);
        painter.setPen(Qt::NoPen);
        for (Hex h : disk(blast.impact, blast.radius)) {
            if (!m_body->inField(toOffset(h)))
                continue;
            const double nearness
                = 1.0 - static_cast<double>(distance(h, blast.impact)) / (blast.radius + 1);
            QColor fill = colour;
            fill.setAlpha(static_cast<int>(50 + 140 * nearness));
            painter.setBrush(fill);
            painter.drawPolygon(hexPolygon(h));
        }
        painter.setRenderHint(QPainter::Antialiasing, true);
        // The zone's rim.
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(colour.darker(140), width / 2));
        for (Hex h : ring(blast.impact, blast.radius)) {
            if (m_body->inField(toOffset(h)))
                painter.drawPolygon(hexPolygon(h));
        }
    }
    // The impact point: a burst of rays around a disc.
    const QPointF c = hexCenter(blast.impact);
    const QColor ink = state.dark ? QColor(0xf5, 0xf5, 0xf5) : QColor(0x15, 0x15, 0x15);
    painter.setPen(QPen(ink, width / 1.5, Qt::SolidLine, Qt::RoundCap));
    for (int ray = 0; ray < 8; ++ray) {
        const qreal angle = ray * M_PI / 4;
        const QPointF dir(std::cos(angle), std::sin(angle));
        painter.drawLine(c + dir * m_size * 0.5, c + dir * m_size * 1.05);
    }
    painter.setBrush(colour);
    painter.drawEllipse(c, m_size * 0.4, m_size * 0.4);
}

void BodyRenderer::paintLandingCount(QPainter& painter, QPointF at, qreal radius, int count) const
{
    if (count < 2)
        return;
    QFont font = painter.font();
    font.setPixelSize(std::max(7, static_cast<int>(radius * 1.5)));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(Qt::white);
    painter.drawText(QRectF(at.x() - radius * 1.5, at.y() - radius * 1.5, radius * 3, radius * 3),
        Qt::AlignCenter, QString::number(count));
}

void BodyRenderer::paintShot(
    QPainter& painter, const ShotMarkers& shot, const BodyPaintState& state, int landingsHere) const
{
    const bool dark = state.dark;
    const QColor ink = dark ? QColor(0xf5, 0xf5, 0xf5) : QColor(0x15, 0x15, 0x15);
    const QColor hitColour(0xd0, 0x10, 0x10), missColour(0x10, 0x40, 0xd0);
    const qreal width = std::max<qreal>(1.5, m_size / 5);
    // A moving bullet: a disc on its way along the hex line, nothing else yet.
    if (shot.travel < 1.0 && shot.landing) {
        const QPointF at = hexCenter(shot.aimed)
            + (hexCenter(*shot.landing) - hexCenter(shot.aimed)) * shot.travel;
        painter.setPen(QPen(ink, width / 1.5));
        painter.setBrush(QColor(0xff, 0xa0, 0x00));
        painter.drawEllipse(at, m_size * 0.35, m_size * 0.35);
        return;
    }
    // The template: its hexes outlined, the latest filled by location, shares written beside.
    if (!shot.templateHexes.empty()) {
        painter.setBrush(Qt::NoBrush);
        // Translucent fills over whole hexes: no antialiasing, as for the heat map.
        painter.setRenderHint(QPainter::Antialiasing, false);
        for (Hex h : shot.templateHexes) {
            const int location = m_body->locationAt(h);
            if (shot.latest && location >= 0) {
                QColor fill = locationColor(location, dark);
                fill.setAlpha(150);
                painter.setBrush(fill);
            } else {
                painter.setBrush(Qt::NoBrush);
            }
            painter.setPen(QPen(ink, width / 2));
            painter.drawPolygon(hexPolygon(h));
        }
        painter.setRenderHint(QPainter::Antialiasing, true);
    }
    // The latest hit location lights up for a moment.
    if (shot.latest && state.flash > 0 && shot.onBody && shot.landing) {
        const int location = m_body->locationAt(*shot.landing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(255, 255, 255, static_cast<int>(150 * state.flash)));
        painter.setRenderHint(QPainter::Antialiasing, false);
        for (Hex h : m_body->bodyHexes()) {
            if (m_body->locationAt(h) == location)
                painter.drawPolygon(hexPolygon(h));
        }
        painter.setRenderHint(QPainter::Antialiasing, true);
    }
    if (!shot.firstOfAction) {
        // A later bullet: the step from the previous bullet and where it landed.
        if (!shot.landing)
            return;
        const QPointF from = hexCenter(shot.aimed), land = hexCenter(*shot.landing);
        const QColor mark = shot.onBody ? hitColour : missColour;
        painter.setPen(QPen(mark, width / 1.5, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(from, land);
        if (landingsHere == 0)
            return; // a later bullet on the same hex draws the disc
        // Several on one hex: a larger disc with their count.
        const qreal radius = m_size * (landingsHere > 1 ? 0.5 : (shot.latest ? 0.42 : 0.3));
        painter.setPen(QPen(ink, width / 2));
        painter.setBrush(mark);
        painter.drawEllipse(land, radius, radius);
        paintLandingCount(painter, land, radius, landingsHere);
        return;
    }
    // The six hexes the shot could have reached at this distance: faint outlines.
    if (shot.deviation > 0) {
        QColor faint = ink;
        faint.setAlphaF(0.55);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(faint, width / 2));
        for (Hex h : reachable(shot.aimed, shot.deviation))
            painter.drawPolygon(hexPolygon(h));
    }
    // The aimed hex: a crosshair.
    const QPointF aim = hexCenter(shot.aimed);
    painter.setPen(QPen(ink, width, Qt::SolidLine, Qt::RoundCap));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(aim, m_size * 0.55, m_size * 0.55);
    painter.drawLine(aim - QPointF(m_size * 0.85, 0), aim + QPointF(m_size * 0.85, 0));
    painter.drawLine(aim - QPointF(0, m_size * 0.85), aim + QPointF(0, m_size * 0.85));
    if (!shot.landing)
        return;
    const QPointF land = hexCenter(*shot.landing);
    const QColor mark = shot.onBody ? hitColour : missColour;
    // The deviation: an arrow along the hex line from the aimed hex to the landing hex.
    if (*shot.landing != shot.aimed) {
        painter.setPen(QPen(mark, width, Qt::SolidLine, Qt::RoundCap));
        QVector<QPointF> path;
        for (Hex h : line(shot.aimed, *shot.landing))
            path.append(hexCenter(h));
        painter.drawPoints(path);
        painter.drawLine(aim, land);
        const QPointF d = land - aim;
        const qreal length = std::hypot(d.x(), d.y());
        const QPointF u = d / length, n(-u.y(), u.x());
        const QPointF tip = land - u * m_size * 0.6;
        QPolygonF head;
        head << tip << tip - u * m_size * 0.8 + n * m_size * 0.4
             << tip - u * m_size * 0.8 - n * m_size * 0.4;
        painter.setBrush(mark);
        painter.drawPolygon(head);
    }
    // The landing: a filled disc on the body, a hollow ring with a cross in empty space.
    painter.setPen(QPen(ink, width / 1.5));
    if (landingsHere == 0)
        return; // a later bullet on the same hex draws the disc
    if (shot.onBody || landingsHere > 1) {
        painter.setBrush(mark);
        painter.drawEllipse(land, m_size * 0.5, m_size * 0.5);
        paintLandingCount(painter, land, m_size * 0.5, landingsHere);
    } else {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(mark, width));
        painter.drawEllipse(land, m_size * 0.5, m_size * 0.5);
        painter.drawLine(land + QPointF(-m_size * 0.35, -m_size * 0.35),
            land + QPointF(m_size * 0.35, m_size * 0.35));
        painter.drawLine(land + QPointF(-m_size * 0.35, m_size * 0.35),
            land + QPointF(m_size * 0.35, -m_size * 0.35));
    }
}

std::vector<BodyRenderer::Note> BodyRenderer::notes(
    const BodyPaintState& state, const QFont& base) const
{
    // A template's shares (location, DAM, damage to the body) and, under the heat map, the
    // aimed hex's chance: on plates over everything, each where it covers no crosshair,
    // landing or other plate, inside the diagram.
    QFont font = base;
    font.setPixelSize(std::max(8, static_cast<int>(m_size * 0.8)));
    font.setBold(true);
    const QFontMetricsF metrics(font);
    LabelPlacer labels(fieldRect());
    const QSizeF marker(2 * m_size, 2 * m_size);
    if (state.selected)
        labels.block(QRectF(hexCenter(*state.selected) - QPointF(m_size, m_size), marker));
    for (const ShotMarkers& shot : state.shots) {
        labels.block(QRectF(hexCenter(shot.aimed) - QPointF(m_size, m_size), marker));
        if (shot.landing)
            labels.block(QRectF(hexCenter(*shot.landing) - QPointF(m_size, m_size), marker));
    }
    std::vector<std::pair<Hex, QString>> texts;
    if (state.heat && state.selected) {
        // The chance of landing on the aimed hex, which its crosshair covers.
        const auto here = state.heat->find(*state.selected);
        if (here != state.heat->end() && here->second > 0)
            texts.emplace_back(*state.selected,
                QCoreApplication::translate("BodyRenderer", "lands here %1 %")
                    .arg(localNumber(here->second * 100, here->second < 0.095 ? 1 : 0)));
    }
    for (const ShotMarkers& shot : state.shots)
        if (shot.latest)
            texts.insert(texts.end(), shot.notes.begin(), shot.notes.end());
    std::vector<Note> notes;
    for (const auto& [hex, text] : texts) {
        const QSizeF size(metrics.horizontalAdvance(text) + 8, metrics.height() + 4);
        const QPointF c = hexCenter(hex);
        const qreal gap = m_size * 1.1;
        const std::vector<QRectF> candidates {
            QRectF(QPointF(c.x() + gap, c.y() - size.height() / 2), size), // right
            QRectF(QPointF(c.x() - gap - size.width(), c.y() - size.height() / 2), size),
            QRectF(QPointF(c.x() - size.width() / 2, c.y() - gap - size.height()), size),
            QRectF(QPointF(c.x() - size.width() / 2, c.y() + gap), size), // below
        };
        notes.push_back({ hex, text, labels.place(candidates), font });
    }
    return notes;
}

void BodyRenderer::paintNotes(QPainter& painter, const BodyPaintState& state) const
{
    const bool dark = state.dark;
    for (const Note& note : notes(state, painter.font())) {
        const QPointF c = hexCenter(note.hex);
        const QRectF& plate = note.plate;
        painter.setPen(QPen(dark ? QColor(0xd0, 0xd0, 0xd0) : QColor(0x40, 0x40, 0x40), 1));
        // A thin line from the plate to its hex, so that it is clear what it names.
        painter.drawLine(c,
            QPointF(std::clamp(c.x(), plate.left(), plate.right()),
                std::clamp(c.y(), plate.top(), plate.bottom())));
        painter.setBrush(dark ? QColor(0x20, 0x20, 0x24, 235) : QColor(255, 255, 255, 240));
        painter.drawRoundedRect(plate, 3, 3);
        painter.setFont(note.font);
        painter.setPen(dark ? QColor(0xf0, 0xf0, 0xf0) : QColor(0x15, 0x15, 0x15));
        painter.drawText(plate, Qt::AlignCenter, note.text);
    }
}

} // namespace hitspread
