// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultcard.h"

#include "dicepainter.h"

#include <QPainter>

namespace hitspread {

ResultCard::ResultCard(QWidget* parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Result of the shot"));
    setMinimumHeight(110);
}

void ResultCard::setShot(std::optional<ShotTrace> shot)
{
    m_shot = std::move(shot);
    setAccessibleDescription(summary());
    update();
}

bool ResultCard::struck() const
{
    return m_shot && !m_shot->roll.jammed && (m_shot->location >= 0 || !m_shot->hits.empty());
}

QString ResultCard::headline() const
{
    if (!m_shot)
        return {};
    // What happened to the shot, not only to the roll: a hit that deviates off the body
    // misses, and a missed roll can still land on it (§5).
    const AttackRoll& r = m_shot->roll;
    QString verdict;
    if (r.jammed)
        verdict = tr("JAMMED");
    else if (r.hit)
        verdict = struck() ? tr("HIT") : tr("roll made, deviated off the body: MISS");
    else
        verdict = struck() ? tr("missed by %1, lands on the body: HIT").arg(r.missedBy())
                           : tr("MISS by %1").arg(r.missedBy());
    return tr("Total %1 against %2: %3").arg(r.total).arg(r.target).arg(verdict);
}

QString ResultCard::summary() const
{
    if (!m_shot)
        return tr("No shot yet.");
    const AttackRoll& r = m_shot->roll;
    QString text = tr("Dice %1, %2, %3: total %4 against %5, %6.")
                       .arg(r.success)
                       .arg(r.damage)
                       .arg(r.penetration)
                       .arg(r.total)
                       .arg(r.target)
                       .arg(r.hit ? tr("hit") : tr("miss by %1").arg(r.missedBy()));
    if (r.jammed)
        return text + tr(" The weapon jams.");
    if (m_shot->landing) {
        text += tr(" Hit spread %1, aiming points %2, deviation %3")
                    .arg(m_shot->spread)
                    .arg(m_shot->aimingPoints)
                    .arg(m_shot->deviation);
        if (m_shot->direction)
            text += tr(" in direction %1").arg(*m_shot->direction);
        text += tr(": lands on %1.").arg(QString::fromStdString(label(*m_shot->landing)));
        if (r.hit && m_shot->location < 0 && m_shot->hits.empty())
            text += QLatin1Char(' ')
                + tr("The roll was made, but the shot deviated off the body: a miss.");
        else if (!r.hit && (m_shot->location >= 0 || !m_shot->hits.empty()))
            text
                += QLatin1Char(' ') + tr("The roll missed, but the shot lands on the body: a hit.");
    } else {
        text += tr(" It lands nowhere.");
    }
    return text;
}

void ResultCard::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));
    painter.setPen(pal.color(QPalette::Text));
    if (!m_shot) {
        painter.drawText(rect(), Qt::AlignCenter, tr("Fire to see the dice here."));
        return;
    }
    const AttackRoll& r = m_shot->roll;
    struct Die {
        int face;
        DieRole role;
        QString name;
    };
    std::vector<Die> dice { { r.success, DieRole::Success, tr("success") },
        { r.damage, DieRole::Damage, tr("damage") },
        { r.penetration, DieRole::Penetration, tr("penetration") } };
    if (m_shot->direction)
        dice.push_back({ *m_shot->direction, DieRole::Direction, tr("direction") });
    // The dice in a row, as large as the width allows; the numbers in two lines below.
    const qreal slot = (width() - 16.0) / static_cast<qreal>(dice.size());
    const qreal die = std::clamp<qreal>(slot - 22, 18, 40);
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    painter.setFont(small);
    for (std::size_t i = 0; i < dice.size(); ++i) {
        const qreal x = 8 + slot * static_cast<qreal>(i) + (slot - die) / 2;
        paintDieFace(painter, QRectF(x, 6, die, die), dice[i].face, dice[i].role);
        painter.setPen(pal.color(QPalette::Text));
        painter.drawText(QRectF(8 + slot * static_cast<qreal>(i), 8 + die, slot, 16),
            Qt::AlignHCenter, dice[i].name);
    }
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(struck() ? QColor(0x2e, 0x7d, 0x32) : QColor(0xc6, 0x28, 0x28));
    const qreal y = 28 + die;
    painter.drawText(QRectF(8, y, width() - 16, 20), Qt::AlignLeft | Qt::AlignVCenter,
        painter.fontMetrics().elidedText(headline(), Qt::ElideRight, width() - 16));
    painter.setFont(font());
    painter.setPen(pal.color(QPalette::Text));
    const QString line = m_shot->landing
        ? tr("Spread %1 − aiming %2 → deviation %3 → %4")
              .arg(m_shot->spread)
              .arg(m_shot->aimingPoints)
              .arg(m_shot->deviation)
              .arg(QString::fromStdString(label(*m_shot->landing)))
        : (r.jammed ? tr("The weapon jams.") : tr("The shot lands nowhere."));
    painter.drawText(QRectF(8, y + 20, width() - 16, 20), Qt::AlignLeft | Qt::AlignVCenter,
        painter.fontMetrics().elidedText(line, Qt::ElideRight, width() - 16));
}

} // namespace hitspread
