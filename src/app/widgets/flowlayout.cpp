// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/widgets/flowlayout.h"

#include <QWidget>

#include <algorithm>

namespace hitspread {

FlowLayout::FlowLayout(int columns, QWidget* parent)
    : QLayout(parent)
    , m_columns(std::max(1, columns))
{
    setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem* item)
{
    m_items << item;
    invalidate();
}

int FlowLayout::count() const
{
    return static_cast<int>(m_items.size());
}

QLayoutItem* FlowLayout::itemAt(int index) const
{
    return m_items.value(index);
}

QLayoutItem* FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    QLayoutItem* item = m_items.takeAt(index);
    invalidate();
    return item;
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return Qt::Horizontal;
}

bool FlowLayout::hasHeightForWidth() const
{
    return true;
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

int FlowLayout::cellWidth() const
{
    int widest = 0;
    for (const QLayoutItem* item : m_items)
        if (!item->isEmpty())
            widest = std::max(widest, item->sizeHint().width());
    return widest;
}

int FlowLayout::gap() const
{
    return spacing() >= 0 ? spacing() : 6;
}

int FlowLayout::columnsIn(int width) const
{
    const int cell = cellWidth();
    const int gap = this->gap();
    const int fit = cell > 0 ? (width + gap) / (cell + gap) : m_columns;
    return std::clamp(fit, 1, m_columns);
}

QSize FlowLayout::minimumSize() const
{
    // One column: the widest item.
    QSize least(cellWidth(), 0);
    least.setHeight(arrange(QRect(0, 0, least.width(), 0), false));
    const QMargins m = contentsMargins();
    return least + QSize(m.left() + m.right(), 0);
}

QSize FlowLayout::sizeHint() const
{
    const int gap = this->gap();
    int shown = 0;
    for (const QLayoutItem* item : m_items)
        shown += item->isEmpty() ? 0 : 1;
    const int columns = std::clamp(shown, 1, m_columns);
    const int width = columns * cellWidth() + (columns - 1) * gap;
    const QMargins m = contentsMargins();
    return QSize(width, arrange(QRect(0, 0, width, 0), false)) + QSize(m.left() + m.right(), 0);
}

void FlowLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect& rect, bool place) const
{
    const QMargins m = contentsMargins();
    const QRect room = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom());
    const int gap = this->gap();
    const int columns = columnsIn(room.width());
    const int cell = std::max(1, (room.width() - (columns - 1) * gap) / columns);
    int y = room.y();
    int column = 0;
    int rowHeight = 0;
    for (QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        if (column == columns) {
            y += rowHeight + gap;
            column = 0;
            rowHeight = 0;
        }
        const int height = item->sizeHint().height();
        if (place)
            item->setGeometry(QRect(room.x() + column * (cell + gap), y, cell, height));
        rowHeight = std::max(rowHeight, height);
        ++column;
    }
    return y + rowHeight - rect.y() + m.bottom();
}

} // namespace hitspread
