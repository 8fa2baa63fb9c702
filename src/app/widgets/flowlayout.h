// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLayout>
#include <QList>

namespace hitspread {

// A grid of buttons or check boxes that takes as many columns as its width has room for
// (at most `columns`), all of one width, and as many rows as they then need: four in a row
// in a wide dock, one under the other in a narrow one, none cut off.
class FlowLayout : public QLayout {
public:
    explicit FlowLayout(int columns, QWidget* parent = nullptr);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    int count() const override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    int cellWidth() const; // the widest item's
    int gap() const; // between the items, across and down
    int columnsIn(int width) const;
    int arrange(const QRect& rect, bool place) const; // the height the items take

    QList<QLayoutItem*> m_items;
    int m_columns;
};

} // namespace hitspread
