// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/ramplegend.h"

#include <QPainter>

namespace hitspread {

RampLegend::RampLegend(
    std::function<QColor(double)> colour, QStringList ticks, const QString& name, QWidget* parent)
    : QWidget(parent)
    , m_colour(std::move(colour))
    , m_ticks(std::move(ticks))
{
    // The bar and a line of ticks below it, whatever the font.
    setMinimumHeight(4 + 12 + 3 + fontMetrics().height() + 2);
    setAccessibleName(name);
}

void RampLegend::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    // The end ticks stay inside the widget: the bar leaves room for half a label each side.
    const QFontMetrics metrics(font());
    qreal half = 8;
    for (const QString& tick : m_ticks)
        half = std::max(half, metrics.horizontalAdvance(tick) / 2.0 + 2);
    const QRectF bar(half, 4, width() - 2 * half, 12);
    for (int x = 0; x < static_cast<int>(bar.width()); ++x) {
        painter.setPen(m_colour(x / bar.width()));
        painter.drawLine(QPointF(bar.left() + x, bar.top()), QPointF(bar.left() + x, bar.bottom()));
    }
    painter.setPen(palette().color(QPalette::Text));
    painter.drawRect(bar);
    const qsizetype last = std::max<qsizetype>(1, m_ticks.size() - 1);
    for (qsizetype i = 0; i < m_ticks.size(); ++i) {
        const qreal x = bar.left() + bar.width() * static_cast<qreal>(i) / static_cast<qreal>(last);
        painter.drawText(QRectF(x - half, bar.bottom() + 1, 2 * half, metrics.height() + 2),
            Qt::AlignHCenter, m_ticks[i]);
    }
}

} // namespace hitspread
