// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attack.h"

#include <QWidget>

#include <optional>

namespace hitspread {

// The card of one shot: the three dice as coloured faces (success, damage, penetration),
// total against target, hit spread, aiming points, deviation and direction.
class ResultCard : public QWidget {
    Q_OBJECT
public:
    explicit ResultCard(QWidget* parent = nullptr);
    void setShot(std::optional<ShotTrace> shot);
    QString summary() const; // the card in words (also its accessible description)
    // "Total 18 against 13: HIT", or what the shot came to when it differs from the roll
    // ("roll made, deviated off the body: MISS"); whether it struck the body.
    QString headline() const;
    bool struck() const;
    QSize sizeHint() const override { return { 300, 112 }; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::optional<ShotTrace> m_shot;
};

} // namespace hitspread
