// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/resultcard.h"

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
    m_caught.reset();
    m_bullet.reset();
    m_number = m_count = 0;
    setAccessibleDescription(summary());
    update();
}

void ResultCard::setThrow(std::optional<ShotTrace> roll, int caught)
{
    setShot(std::move(roll));
    m_caught = caught;
    setAccessibleDescription(summary());
}

void ResultCard::setBullet(const ShotTrace& roll, const ShotTrace& bullet, int number, int count)
{
    m_shot = roll;
    m_caught.reset();
    if (&roll == &bullet)
        m_bullet.reset();
    else
        m_bullet = bullet;
    m_number = number;
    m_count = count;
    setAccessibleDescription(summary());
    update();
}

bool ResultCard::struck() const
{
    if (!m_shot || m_shot->roll.jammed)
        return false;
    const ShotTrace& s = shown();
    return s.location >= 0 || !s.hits.empty();
}

QString ResultCard::headline() const
{
    if (!m_shot)
        return {};
    // What happened to the shot, not only to the roll: a hit that deviates off the body
    // misses, and a missed roll can still land on it (§5).
    const AttackRoll& r = m_shot->roll;
    if (m_bullet) {
        // A later bullet has no roll of its own: where it went is what happened to it.
        const QString where
            = m_bullet->landing ? QString::fromStdString(label(*m_bullet->landing)) : QString();
        return tr("Bullet %1 of %2: %3")
            .arg(m_number)
            .arg(m_count)
            .arg(m_bullet->stray      ? tr("spent on the switch, hits nothing")
                    : struck()        ? tr("lands on %1: HIT").arg(where)
                    : where.isEmpty() ? tr("MISS")
                                      : tr("lands on %1, off the body: MISS").arg(where));
    }
    QString verdict;
    if (m_caught) {
        // §9: a throw that misses deviates as far as any other; what counts is whom it caught.
        const QString where
            = m_shot->landing ? QString::fromStdString(label(*m_shot->landing)) : QString();
        const QString caught
            = *m_caught > 0 ? tr("catches %n", nullptr, *m_caught) : tr("catches no one");
        verdict = r.hit ? tr("roll made, lands on %1: %2").arg(where, caught)
                        : tr("missed by %1, lands on %2: %3").arg(r.missedBy()).arg(where, caught);
        return tr("Total %1 against %2: %3").arg(r.total).arg(r.target).arg(verdict);
    }
    if (r.jammed)
        verdict = tr("JAMMED");
    else if (r.hit)
        verdict = struck() ? tr("HIT") : tr("roll made, deviated off the body: MISS");
    else
        verdict = struck() ? tr("missed by %1, lands on the body: HIT").arg(r.missedBy())
                           : tr("MISS by %1").arg(r.missedBy());
    const QString text = tr("Total %1 against %2: %3").arg(r.total).arg(r.target).arg(verdict);
    return m_count > 1 ? tr("Bullet %1 of %2 — %3").arg(m_number).arg(m_count).arg(text) : text;
}

QString ResultCard::summary() const
{
    if (!m_shot)
        return tr("No shot yet.");
    if (m_bullet) {
        QString text = headline() + QLatin1Char('.');
        if (m_bullet->fromHex && m_bullet->face)
            text += QLatin1Char(' ')
                + tr("From %1, direction die %2, face %3 after the influence: %n hex(es).", nullptr,
                    m_bullet->deviation)
                      .arg(QString::fromStdString(label(*m_bullet->fromHex)))
                      .arg(m_bullet->direction.value_or(*m_bullet->face))
                      .arg(*m_bullet->face);
        return text;
    }
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
        if (m_caught)
            text += QLatin1Char(' ')
                + (*m_caught > 0 ? tr("The blast catches %n.", nullptr, *m_caught)
                                 : tr("The blast catches no one."));
        else if (r.hit && m_shot->location < 0 && m_shot->hits.empty())
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
    if (shown().direction)
        dice.push_back({ *shown().direction, DieRole::Direction, tr("direction") });
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
    QString line;
    if (m_bullet) {
        line = m_bullet->fromHex && m_bullet->landing
            ? tr("From %1, face %2, %n hex(es) → %3", nullptr, m_bullet->deviation)
                  .arg(QString::fromStdString(label(*m_bullet->fromHex)))
                  .arg(m_bullet->face.value_or(m_bullet->direction.value_or(0)))
                  .arg(QString::fromStdString(label(*m_bullet->landing)))
            : tr("The bullet lands nowhere.");
    } else {
        line = m_shot->landing
            ? tr("Spread %1 − aiming %2 → deviation %3 → %4")
                  .arg(m_shot->spread)
                  .arg(m_shot->aimingPoints)
                  .arg(m_shot->deviation)
                  .arg(QString::fromStdString(label(*m_shot->landing)))
            : (r.jammed ? tr("The weapon jams.") : tr("The shot lands nowhere."));
    }
    painter.drawText(QRectF(8, y + 20, width() - 16, 20), Qt::AlignLeft | Qt::AlignVCenter,
        painter.fontMetrics().elidedText(line, Qt::ElideRight, width() - 16));
}

} // namespace hitspread
