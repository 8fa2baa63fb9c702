// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/fightmapmodel.h"
#include "qs.h"

#include "app/document/coreterms.h"
#include "app/document/session.h"
#include "grenade.h"
#include "places.h"

#include <QMenu>
#include <QStringList>

#include <algorithm>

namespace hitspread {

FightMapModel::FightMapModel(Session* session, QObject* parent)
    : QObject(parent)
    , m_session(session)
{
}

std::vector<CombatantId> FightMapModel::figureIds() const
{
    std::vector<CombatantId> ids;
    for (const Combatant& c : m_session->data().combatants)
        if (!c.absent)
            ids.push_back(c.id);
    return ids;
}

const Combatant* FightMapModel::combatantAt(int figure) const
{
    const std::vector<CombatantId> ids = figureIds();
    if (figure < 0 || figure >= static_cast<int>(ids.size()))
        return nullptr;
    return m_session->data().find(ids[static_cast<std::size_t>(figure)]);
}

void FightMapModel::tell(const QString& error)
{
    if (!error.isEmpty())
        emit refused(error);
}

render::GroundPaintState FightMapModel::paintState() const
{
    render::GroundPaintState state;
    state.showKey = false;
    const Encounter& e = m_session->data();
    const Ruleset* rs = m_session->ruleset();
    if (!rs)
        return state;
    // The grenade's point on the map, and its blast zone's reach: R hexes at the point, one
    // less per blast radius in metres (§9), drawn as the ring of everyone it can catch.
    const GrenadeAction grenade = m_session->grenadeAction();
    state.showAim = grenade.point.has_value();
    if (grenade.point) {
        state.aim = *grenade.point;
        if (const Grenade* g = rs->grenade(grenade.request.grenade)) {
            state.rings = { rules::blastReach(*g) };
            state.ringNames = { tr("blast") };
            state.ringCentre = grenade.point;
        }
    }
    const Combatant* actor = e.find(e.actor);
    const Weapon* weapon = rs->weapon(e.settings.weapon);
    // The log entry shown (the one selected, else the newest): the bodies it was about.
    std::vector<CombatantId> about;
    const int shown = m_session->selectedEntry();
    if (shown >= 0 && shown < static_cast<int>(e.log.size()))
        about = e.log[static_cast<std::size_t>(shown)].targets;
    for (CombatantId id : figureIds()) {
        const Combatant& c = *e.find(id);
        render::GroundFigureView v;
        v.name = qs(c.name);
        v.position = c.position;
        v.shooter = c.id == e.actor;
        v.target = c.id == e.target
            || std::find(e.others.begin(), e.others.end(), c.id) != e.others.end();
        v.affected = std::find(about.begin(), about.end(), c.id) != about.end();
        v.down = !holdsHex(*rs, c);
        if (c.side >= 0 && c.side < static_cast<int>(e.sides.size()))
            v.side = QColor(qs(e.sides[static_cast<std::size_t>(c.side)].colour));
        QStringList caption;
        if (actor && !v.shooter) {
            const int metres = metresBetween(*actor, c);
            caption << tr("%1 m").arg(metres);
            if (weapon && weapon->isMelee())
                caption << (metres <= 1 ? tr("within reach") : tr("out of reach"));
            else if (weapon) {
                const auto band = rangeBandFor(*rs, *weapon, metres);
                caption << (band ? translated(term(toString(*band))) : tr("out of range"));
            }
        }
        switch (c.state.status(*rs)) {
        case CharacterStatus::Ok:
            break;
        case CharacterStatus::Unconscious:
            caption << tr("unconscious");
            break;
        case CharacterStatus::Dead:
            caption << tr("dead");
            break;
        }
        v.caption = caption.join(QStringLiteral(" · "));
        state.figures.push_back(v);
    }
    return state;
}

std::vector<Hex> FightMapModel::figurePlaces() const
{
    std::vector<Hex> places;
    for (CombatantId id : figureIds())
        places.push_back(m_session->data().find(id)->position);
    return places;
}

std::optional<Hex> FightMapModel::pointInView() const
{
    return m_session->data().grenade.point;
}

void FightMapModel::figureClicked(int figure, bool adding)
{
    // A click on another combatant makes it the target (with Shift: a further target, or no
    // longer one); on the one who acts, nothing.
    const Combatant* c = combatantAt(figure);
    if (!c || c->id == m_session->data().actor)
        return;
    if (adding && c->id != m_session->data().target)
        tell(m_session->toggleFurtherTarget(c->id));
    else
        tell(m_session->pickTarget(c->id));
}

void FightMapModel::groundPressed(Hex hex)
{
    // Open ground: the grenade's point (§9 on the map); those its blast reaches become the scene.
    const QString error = m_session->aimGrenadeAt(hex);
    tell(error);
    if (error.isEmpty())
        emit grenadeAimed();
}

QString FightMapModel::moveFigure(int figure, Hex to)
{
    const Combatant* c = combatantAt(figure);
    if (!c)
        return {};
    return m_session->moveCombatant(c->id, to);
}

std::optional<int> FightMapModel::keyFigure() const
{
    const std::vector<CombatantId> ids = figureIds();
    const auto it = std::find(ids.begin(), ids.end(), m_session->data().actor);
    if (it == ids.end())
        return std::nullopt;
    return static_cast<int>(it - ids.begin());
}

void FightMapModel::fillMenu(QMenu& menu, std::optional<int> figure, Hex)
{
    const Combatant* c = figure ? combatantAt(*figure) : nullptr;
    if (!c)
        return;
    const CombatantId id = c->id;
    const QString name = qs(c->name);
    const Encounter& e = m_session->data();
    QAction* acts = menu.addAction(
        tr("%1 Acts").arg(name), this, [this, id] { tell(m_session->pickActor(id)); });
    acts->setEnabled(id != e.actor);
    QAction* target = menu.addAction(
        tr("Target %1").arg(name), this, [this, id] { tell(m_session->pickTarget(id)); });
    target->setEnabled(id != e.actor && id != e.target);
    const bool further = std::find(e.others.begin(), e.others.end(), id) != e.others.end();
    QAction* other = menu.addAction(further ? tr("Not a Further Target") : tr("Further Target"),
        this, [this, id] { tell(m_session->toggleFurtherTarget(id)); });
    other->setEnabled(id != e.actor && id != e.target);
}

} // namespace hitspread
