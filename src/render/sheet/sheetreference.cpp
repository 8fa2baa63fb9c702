// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The combat sheet's quick reference: hit spread (rules §5), range bands and to-hit
// modifiers (§4), armour and damage (§7) and the d6 direction diagram (§3).
#include "combatsheet.h"

#include "sheetdrawing.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace hitspread {

using namespace sheetdrawing;

namespace {
    // A block's title in bold with a thin rule under it; returns the area below.
    QRectF blockTitle(QPainter& painter, const QRectF& block, const QString& title)
    {
        const QRectF titleRect(block.left(), block.top(), block.width(), 32);
        fittedText(painter, titleRect, Qt::AlignLeft | Qt::AlignVCenter, title, 21, true);
        painter.setPen(QPen(rule(), thinLine));
        painter.drawLine(titleRect.bottomLeft(), titleRect.bottomRight());
        return block.adjusted(0, 38, 0, 0);
    }

    // A small ruled table: a header row, then rows; the first column left-aligned.
    void smallTable(QPainter& painter, const QRectF& area, const std::vector<qreal>& widths,
        const std::vector<QStringList>& rows, qreal rowHeight)
    {
        for (std::size_t r = 0; r < rows.size(); ++r) {
            const qreal top = area.top() + r * rowHeight;
            if (r == 0) {
                painter.setPen(Qt::NoPen);
                painter.setBrush(pale());
                painter.drawRect(QRectF(area.left(), top, area.width(), rowHeight));
            }
            qreal x = area.left();
            for (std::size_t c = 0;
                 c < widths.size() && c < static_cast<std::size_t>(rows[r].size()); ++c) {
                const QRectF cell(x + 6, top, widths[c] - 12, rowHeight);
                fittedText(painter, cell,
                    (c == 0 ? Qt::AlignLeft : Qt::AlignHCenter) | Qt::AlignVCenter,
                    rows[r][static_cast<int>(c)], 19, r == 0 || c == 0);
                x += widths[c];
            }
            painter.setPen(QPen(rule(), thinLine));
            painter.drawLine(
                QPointF(area.left(), top + rowHeight), QPointF(area.right(), top + rowHeight));
        }
    }
}

void CombatSheet::paintReference(QPainter& painter, const Layout& l) const
{
    const QRectF inside = heading(painter, l.reference, QStringLiteral("QUICK REFERENCE"),
        QStringLiteral("3d6 + skill ≥ 13 hits · S, D, P: success, damage and penetration dice"))
                              .adjusted(0, 12, 0, 0);
    const qreal spacing = 36;
    const QRectF spread(inside.left(), inside.top(), 560, inside.height());
    const QRectF range(spread.right() + spacing, inside.top(), 480, inside.height());
    const QRectF damage(range.right() + spacing, inside.top(), 470, inside.height());
    const QRectF directions(damage.right() + spacing, inside.top(),
        inside.right() - damage.right() - spacing, inside.height());

    // §5: hexes added to the hit spread by shot type and range band.
    QRectF below = blockTitle(painter, spread, QStringLiteral("Hit spread (hexes)"));
    std::vector<QStringList> rows { { "", "Opt.", "Med.", "Long", "Ext." } };
    const char* const shots[] = { "Aimed", "Wild", "Snap" };
    for (std::size_t s = 0; s < 3; ++s) {
        QStringList row { shots[s] };
        for (int band : m_ruleset.hitSpread[s])
            row << QString("+%1").arg(band);
        rows.push_back(row);
    }
    smallTable(painter, QRectF(below.left(), below.top(), below.width(), 4 * 30),
        { 140, 105, 105, 105, 105 }, rows, 30);
    fittedText(painter,
        QRectF(below.left(), below.top() + 4 * 30 + 6, below.width(),
            below.bottom() - below.top() - 4 * 30 - 6),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
        QString("Spread = RCL (−1 in a firing stance, −1 more rested) + table + accuracy. "
                "Deviation = spread − aiming points "
                "(success die + 1 per aim after the first). A miss deviates RCL + missed by (+%1 "
                "wild, +%2 snap).")
            .arg(m_ruleset.missedShotExtra[1])
            .arg(m_ruleset.missedShotExtra[2]),
        20);

    // §4: the range bands as multiples of RNG, and the situational to-hit modifiers.
    below = blockTitle(painter, range, QStringLiteral("Range bands & to-hit"));
    QStringList bandRow { QStringLiteral("≤ RNG ×") };
    for (int multiple : m_ruleset.rangeBands)
        bandRow << QString::number(multiple);
    smallTable(painter, QRectF(below.left(), below.top(), below.width(), 60),
        { 140, 85, 85, 85, 85 }, { { "", "Opt.", "Med.", "Long", "Ext." }, bandRow }, 30);
    const ToHitModifiers& m = m_ruleset.toHit;
    const QString modifiers = QString(
        "Wild shot %1 (not with Rapid Fire) · quick draw %2 · off-hand %3 · RCL over STR −1 each · "
        "target prone %4, kneeling %5, diving for cover %6, down %7 · wounds −1 each · "
        "beyond extreme: no shot.")
                                  .arg(signedNumber(m.wildShot), signedNumber(m.quickDraw),
                                      signedNumber(m.offHand), signedNumber(m.prone),
                                      signedNumber(m.kneeling), signedNumber(m.divingForCover),
                                      signedNumber(m.down));
    fittedText(painter,
        QRectF(below.left(), below.top() + 66, below.width(), below.bottom() - below.top() - 66),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, modifiers, 20);

    // §7: what armour does to a hit, and what damage does to a location.
    below = blockTitle(painter, damage, QStringLiteral("Armour & damage"));
    fittedText(painter, below, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
        QStringLiteral(
            "PEN ≥ PV: penetrates; the body takes DAM − PV (AP: all DAM), the ID loses AD. "
            "PEN < PV: stopped; the ID loses DAM. ID 0: all DAM goes through.\n"
            "A location at 0 hits is useless; overflow of half its hits: severe; of all: "
            "destroyed. "
            "Head or torso at 0: dead. DAM above PHYS: knockback test."),
        20);

    paintDirections(painter, directions);
}

void CombatSheet::paintDirections(QPainter& painter, const QRectF& area) const
{
    // §3 and DESIGN.md: d6 faces clockwise from the upper right; 3 is straight down.
    const QRectF below = blockTitle(painter, area, QStringLiteral("Deviation (d6)"));
    const qreal size = std::min(below.width() / 5.4, below.height() / 5.6);
    const QPointF centre(below.center().x(), below.top() + size * 2.75);
    painter.setPen(QPen(ink(), thinLine));
    painter.setBrush(pale());
    painter.drawPolygon(HexLayout::polygonAround(centre, size));
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(ink(), size / 10));
    painter.drawEllipse(centre, size * 0.22, size * 0.22);
    for (int face = 1; face <= 6; ++face) {
        const QPointF at = centre + HexLayout::offset(faceDelta(face), size);
        painter.setPen(QPen(ink(), thinLine));
        painter.setBrush(Qt::white);
        painter.drawPolygon(HexLayout::polygonAround(at, size));
        fittedText(painter,
            QRectF(at.x() - size * 0.7, at.y() - size * 0.6, size * 1.4, size * 1.2),
            Qt::AlignCenter, QString::number(face), size * 0.95, true);
        // An arrow from the centre towards the face.
        const QPointF d = (at - centre) / std::hypot(at.x() - centre.x(), at.y() - centre.y());
        const QPointF from = centre + d * size * 0.34, tip = centre + d * size * 0.86;
        const QPointF n(-d.y(), d.x());
        painter.setPen(QPen(ink(), size / 12, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(from, tip - d * size * 0.12);
        QPolygonF head;
        head << tip << tip - d * size * 0.2 + n * size * 0.1
             << tip - d * size * 0.2 - n * size * 0.1;
        painter.setPen(Qt::NoPen);
        painter.setBrush(ink());
        painter.drawPolygon(head);
    }
}

} // namespace hitspread
