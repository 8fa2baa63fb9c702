// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetdrawing.h"

#include <QFontMetricsF>
#include <QPainter>

#include <cmath>

namespace hitspread::sheetdrawing {

QString signedNumber(int value)
{
    if (value > 0)
        return QString("+%1").arg(value);
    if (value < 0)
        return QString("−%1").arg(-value);
    return QStringLiteral("0");
}

QColor ink()
{
    return { 0x1a, 0x1a, 0x1a };
}
QColor faint()
{
    return { 0x58, 0x58, 0x58 };
}
QColor rule()
{
    return { 0x9a, 0x9a, 0x9a };
}
QColor band()
{
    return { 0x26, 0x33, 0x40 };
}
QColor pale()
{
    return { 0xe4, 0xe7, 0xea };
}
QColor marked()
{
    return { 0x3a, 0x3a, 0x3a };
}
QColor alert()
{
    return { 0xb0, 0x1e, 0x1e };
}

QFont font(qreal size, bool bold)
{
    QFont f(QString::fromLatin1(family));
    f.setPixelSize(std::max(1, static_cast<int>(std::lround(size))));
    f.setBold(bold);
    // Unhinted metrics scale with the page, so what is measured here is what prints.
    f.setHintingPreference(QFont::PreferNoHinting);
    f.setKerning(true);
    return f;
}

void fittedText(QPainter& painter, const QRectF& rect, int flags, const QString& text, qreal size,
    bool bold, const QColor& colour)
{
    QFont f = font(size, bold);
    const bool wrap = flags & Qt::TextWordWrap;
    for (qreal s = size; s >= size * 0.6; s -= std::max<qreal>(1, size * 0.04)) {
        f = font(s, bold);
        const QRectF needed = QFontMetricsF(f).boundingRect(rect, flags, text);
        if (needed.width() <= rect.width() + 0.5 && needed.height() <= rect.height() + 0.5)
            break;
    }
    QString shown = text;
    if (!wrap && QFontMetricsF(f).horizontalAdvance(text) > rect.width())
        shown = QFontMetricsF(f).elidedText(text, Qt::ElideRight, rect.width());
    painter.setFont(f);
    painter.setPen(colour);
    painter.drawText(rect, flags, shown);
}

QRectF heading(QPainter& painter, const QRectF& panel, const QString& title, const QString& note)
{
    const QRectF bar(panel.left(), panel.top(), panel.width(), headingHeight);
    painter.setPen(Qt::NoPen);
    painter.setBrush(band());
    painter.drawRect(bar);
    const QRectF inside = bar.adjusted(14, 0, -14, 0);
    const qreal titleWidth
        = std::min(inside.width(), QFontMetricsF(font(26, true)).horizontalAdvance(title) + 4);
    fittedText(painter, QRectF(inside.left(), inside.top(), titleWidth, inside.height()),
        Qt::AlignLeft | Qt::AlignVCenter, title, 26, true, Qt::white);
    if (!note.isEmpty()) {
        const QRectF noteRect(inside.left() + titleWidth + 20, inside.top(),
            inside.width() - titleWidth - 20, inside.height());
        fittedText(painter, noteRect, Qt::AlignRight | Qt::AlignVCenter, note, 19, false,
            QColor(0xd8, 0xde, 0xe4));
    }
    return panel.adjusted(0, headingHeight, 0, 0);
}

void box(QPainter& painter, const QRectF& rect, qreal line)
{
    painter.setPen(QPen(ink(), line));
    painter.setBrush(Qt::white);
    painter.drawRect(rect);
}

void markBox(QPainter& painter, const QRectF& rect, Mark mark)
{
    if (mark == Mark::Standard) {
        painter.setPen(QPen(ink(), boxLine));
        painter.setBrush(marked());
        painter.drawRect(rect);
        return;
    }
    // Bruising: a lighter box crossed both ways, told apart from standard damage in grey print.
    painter.setPen(QPen(ink(), boxLine));
    painter.setBrush(QColor(0xb8, 0xb8, 0xb8));
    painter.drawRect(rect);
    const QRectF in = rect.adjusted(4, 4, -4, -4);
    painter.setPen(QPen(ink(), 3, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(in.topLeft(), in.bottomRight());
    painter.drawLine(in.bottomLeft(), in.topRight());
}

void boxNumber(QPainter& painter, const QRectF& rect, int number)
{
    if (number % 5 != 0)
        return;
    painter.setFont(font(rect.height() * 0.46));
    painter.setPen(QColor(0xb4, 0xb4, 0xb4));
    painter.drawText(rect, Qt::AlignCenter, QString::number(number));
}

void valueBox(QPainter& painter, const QRectF& rect, const QString& label, const QString& value,
    const QString& note)
{
    const qreal strip = std::min<qreal>(34, rect.height() * 0.36);
    painter.setPen(QPen(ink(), boxLine));
    painter.setBrush(Qt::white);
    painter.drawRoundedRect(rect, 8, 8);
    const QRectF top(rect.left(), rect.top(), rect.width(), strip);
    painter.setPen(Qt::NoPen);
    painter.setBrush(pale());
    painter.drawRect(top.adjusted(boxLine / 2 + 0.5, boxLine / 2 + 3, -boxLine / 2 - 0.5, 0));
    painter.setPen(QPen(ink(), thinLine));
    painter.drawLine(top.bottomLeft(), top.bottomRight());
    fittedText(painter, top.adjusted(6, 1, -6, 0), Qt::AlignCenter, label, 19, true);
    const QRectF below(
        rect.left() + 6, top.bottom(), rect.width() - 12, rect.bottom() - top.bottom());
    if (note.isEmpty()) {
        fittedText(painter, below, Qt::AlignCenter, value,
            std::min<qreal>(50, below.height() * 0.72), true);
        return;
    }
    const QRectF valueRect(below.left(), below.top(), below.width(), below.height() * 0.68);
    fittedText(painter, valueRect, Qt::AlignCenter, value,
        std::min<qreal>(44, valueRect.height() * 0.85), true);
    fittedText(painter,
        QRectF(below.left(), valueRect.bottom() - 2, below.width(),
            below.bottom() - valueRect.bottom()),
        Qt::AlignHCenter | Qt::AlignTop, note, 15, false, faint());
}

} // namespace hitspread::sheetdrawing
