// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/widgets/wrapcheckbox.h"

#include <QStyleOptionButton>
#include <QStylePainter>

#include <algorithm>

namespace hitspread {

namespace {
    constexpr int TextFlags = Qt::TextWordWrap | Qt::TextShowMnemonic | Qt::AlignLeft;
}

WrapCheckBox::WrapCheckBox(const QString& text, QWidget* parent)
    : QCheckBox(text, parent)
{
    // Narrower than its text on one line, taller then.
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Minimum, QSizePolicy::CheckBox);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

int WrapCheckBox::textOffset() const
{
    QStyleOptionButton option;
    initStyleOption(&option);
    return style()->pixelMetric(QStyle::PM_IndicatorWidth, &option, this)
        + style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing, &option, this) + 2;
}

QRect WrapCheckBox::textRect(int width) const
{
    const int room = std::max(1, width - textOffset());
    return fontMetrics().boundingRect(QRect(0, 0, room, 100000), TextFlags, text());
}

QSize WrapCheckBox::minimumSizeHint() const
{
    // The longest word on a line of its own.
    int longest = 0;
    for (const QString& word : text().split(' ', Qt::SkipEmptyParts))
        longest = std::max(longest, fontMetrics().horizontalAdvance(QString(word).remove('&')));
    const int width = textOffset() + longest;
    return { width, heightForWidth(width) };
}

int WrapCheckBox::heightForWidth(int width) const
{
    QStyleOptionButton option;
    initStyleOption(&option);
    const int box = style()->pixelMetric(QStyle::PM_IndicatorHeight, &option, this);
    return std::max({ box, textRect(width).height(), QCheckBox::sizeHint().height() });
}

void WrapCheckBox::paintEvent(QPaintEvent*)
{
    QStylePainter painter(this);
    QStyleOptionButton option;
    initStyleOption(&option);
    // The box at the first line, the text beside it in as many lines as it needs.
    const int lineHeight = fontMetrics().height();
    QStyleOptionButton box = option;
    box.rect = style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, this);
    box.rect.moveTop(std::max(0, (std::min(height(), lineHeight + 4) - box.rect.height()) / 2));
    painter.drawPrimitive(QStyle::PE_IndicatorCheckBox, box);
    const int lines = textRect(width()).height();
    const QRect text(
        textOffset(), std::max(0, (height() - lines) / 2), width() - textOffset(), lines);
    style()->drawItemText(&painter, text, TextFlags | Qt::AlignTop, option.palette, isEnabled(),
        option.text, QPalette::WindowText);
    if (hasFocus()) {
        QStyleOptionFocusRect focus;
        focus.initFrom(this);
        focus.rect = text.adjusted(-1, -1, 1, 1) & rect();
        painter.drawPrimitive(QStyle::PE_FrameFocusRect, focus);
    }
}

bool WrapCheckBox::hitButton(const QPoint& pos) const
{
    return rect().contains(pos);
}

} // namespace hitspread
