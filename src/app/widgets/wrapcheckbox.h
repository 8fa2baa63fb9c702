// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCheckBox>

namespace hitspread {

// A check box whose text breaks between words when its dock is narrow, rather than widen
// the dock or be cut off; its text still toggles it.
class WrapCheckBox : public QCheckBox {
    Q_OBJECT
public:
    explicit WrapCheckBox(const QString& text, QWidget* parent = nullptr);

    QSize minimumSizeHint() const override;
    int heightForWidth(int width) const override;
    bool hasHeightForWidth() const override { return true; }

protected:
    void paintEvent(QPaintEvent* event) override;
    bool hitButton(const QPoint& pos) const override;

private:
    int textOffset() const; // from the left edge to the text: the box and the gap after it
    QRect textRect(int width) const; // the text's lines in a check box `width` wide
};

} // namespace hitspread
