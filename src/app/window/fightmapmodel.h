// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The 3d System's fight on the map (places.h): every combatant where it stands, by the roster.
// A click on a combatant makes it the actor's target; dragging one (or the arrow keys, the actor
// when none is selected) moves it, one undoable step; the context menu picks who acts, the
// target and further targets.

#include "app/window/mapmodel.h"
#include "encounter.h"
#include "groundrenderer.h"

#include <QObject>

namespace hitspread {

class Session;

class FightMapModel : public QObject, public MapModel {
    Q_OBJECT
public:
    explicit FightMapModel(Session* session, QObject* parent = nullptr);

    // The combatants the map draws, in roster order: everyone in the fight (not absent).
    std::vector<CombatantId> figureIds() const;
    // What the map draws: each combatant with its side, who acts and on whom, the fallen lying,
    // the metres and range band from the actor, and those the selected log entry was about.
    render::GroundPaintState paintState() const;

    std::vector<Hex> figurePlaces() const override;
    std::optional<Hex> pointInView() const override;
    void figureClicked(int figure, bool adding) override;
    void groundPressed(Hex hex) override;
    QString moveFigure(int figure, Hex to) override;
    std::optional<int> keyFigure() const override;
    void fillMenu(QMenu& menu, std::optional<int> figure, Hex hex) override;

signals:
    // A pick the session refused, with why.
    void refused(const QString& why);
    // The grenade was aimed at a hex of the map (the window shows its dock).
    void grenadeAimed();

private:
    const Combatant* combatantAt(int figure) const;
    void tell(const QString& error);

    Session* m_session;
};

} // namespace hitspread
