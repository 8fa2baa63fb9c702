// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/widgets/dicestrip.h"

#include "dicepainter.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace hitspread {

namespace {
    constexpr int DiePixels = 28;
    constexpr int Gap = 6;
}

DiceStrip::DiceStrip(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void DiceStrip::setDice(std::vector<ShownDie> dice)
{
    m_dice = std::move(dice);
    setAccessibleDescription(summary());
    updateGeometry();
    update();
}

int DiceStrip::perRow(int width) const
{
    return std::max(1, (width - Gap) / (DiePixels + Gap));
}

QRectF DiceStrip::dieRect(std::size_t index) const
{
    const int n = perRow(width());
    const int row = static_cast<int>(index) / n, column = static_cast<int>(index) % n;
    return QRectF(
        Gap + column * (DiePixels + Gap), Gap + row * (DiePixels + Gap), DiePixels, DiePixels);
}

int DiceStrip::heightForWidth(int width) const
{
    if (m_dice.empty())
        return 0;
    const int n = perRow(width);
    const int rows = (static_cast<int>(m_dice.size()) + n - 1) / n;
    return Gap + rows * (DiePixels + Gap);
}

QSize DiceStrip::sizeHint() const
{
    const int shown = std::min<int>(static_cast<int>(m_dice.size()), 8);
    return { Gap + std::max(1, shown) * (DiePixels + Gap),
        heightForWidth(Gap + 8 * (DiePixels + Gap)) };
}

QSize DiceStrip::minimumSizeHint() const
{
    return { DiePixels + 2 * Gap, m_dice.empty() ? 0 : DiePixels + 2 * Gap };
}

QString DiceStrip::summary() const
{
    QStringList parts;
    for (const ShownDie& d : m_dice)
        parts << tr("d%1 %2 %3").arg(d.sides).arg(d.purpose).arg(d.face);
    return parts.join(QStringLiteral(", "));
}

void DiceStrip::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    for (std::size_t i = 0; i < m_dice.size(); ++i)
        paintDie(painter, dieRect(i), m_dice[i].face, m_dice[i].sides,
            m_dice[i].sides == 6 ? DieRole::Other : DieRole::Direction);
}

bool DiceStrip::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        for (std::size_t i = 0; i < m_dice.size(); ++i) {
            if (dieRect(i).contains(help->pos())) {
                const ShownDie& d = m_dice[i];
                QToolTip::showText(help->globalPos(),
                    tr("Die %1: a d%2 for the %3, showing %4")
                        .arg(i + 1)
                        .arg(d.sides)
                        .arg(d.purpose)
                        .arg(d.face),
                    this);
                return true;
            }
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

} // namespace hitspread
