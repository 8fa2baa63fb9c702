// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QWidget>

#include <vector>

namespace hitspread {

// One die of a roll as the roll log shows it.
struct ShownDie {
    int face = 1;
    int sides = 6;
    QString purpose; // what it was rolled for, in the window's language
};

// The dice of one roll drawn as the table rolled them, in order: a d6 with its pips, a d12 as
// its pentagon with the number (dicepainter.h). The dice wrap onto more rows when the panel
// is narrow; pointing at a die says what it was for.
class DiceStrip : public QWidget {
    Q_OBJECT
public:
    explicit DiceStrip(QWidget* parent = nullptr);
    void setDice(std::vector<ShownDie> dice);
    const std::vector<ShownDie>& dice() const { return m_dice; }
    // Where the die at `index` is drawn (for its tooltip and for tests).
    QRectF dieRect(std::size_t index) const;
    // The dice in words: "d6 attack die 5, d12 direction 11".
    QString summary() const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    int perRow(int width) const;

    std::vector<ShownDie> m_dice;
};

} // namespace hitspread
