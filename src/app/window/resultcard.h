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
    // A grenade's throw (§9): its Throwing roll and where it went, and how many characters its
    // blast caught. A throw is not a shot at a body: the roll places the impact point, and
    // what it did is whom the blast caught.
    void setThrow(std::optional<ShotTrace> roll, int caught);
    // A bullet of a burst as a replay reaches it (`number` of `count`, from 1): the burst's
    // one attack roll (`roll`, the bullet that carries it) and this bullet's own direction die
    // and landing.
    void setBullet(const ShotTrace& roll, const ShotTrace& bullet, int number, int count);
    QString summary() const; // the card in words (also its accessible description)
    // "Total 18 against 13: HIT", or what the shot came to when it differs from the roll
    // ("roll made, deviated off the body: MISS"); whether it struck the body.
    QString headline() const;
    bool struck() const;
    QSize sizeHint() const override { return { 300, 112 }; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    // The bullet shown, when it is not the one that carries the roll.
    const ShotTrace& shown() const { return m_bullet ? *m_bullet : *m_shot; }

    std::optional<ShotTrace> m_shot; // the shot, or the bullet that carries the roll
    std::optional<ShotTrace> m_bullet; // a later bullet of it
    int m_number = 0; // the bullet's number of m_count (0: not a burst)
    int m_count = 0;
    std::optional<int> m_caught; // a throw: how many its blast caught
};

} // namespace hitspread
