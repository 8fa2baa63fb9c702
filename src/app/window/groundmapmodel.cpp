// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/groundmapmodel.h"
#include "qs.h"

#include "app/document/groundscene.h"

#include <QMenu>

namespace hitspread {

GroundMapModel::GroundMapModel(GroundScene* scene, QObject* parent)
    : QObject(parent)
    , m_scene(scene)
{
}

std::vector<Hex> GroundMapModel::figurePlaces() const
{
    std::vector<Hex> places;
    for (const ground::Figure& f : m_scene->scene().figures)
        places.push_back(f.position);
    return places;
}

std::optional<Hex> GroundMapModel::pointInView() const
{
    return m_scene->scene().aim;
}

void GroundMapModel::figureClicked(int figure, bool)
{
    // A click on another figure makes it the target of the one acting, as in every system's
    // map (the window's table follows the view's selection).
    if (figure != m_scene->scene().shooter && m_scene->action().target != figure)
        m_scene->setTarget(figure);
}

void GroundMapModel::groundPressed(Hex hex)
{
    m_scene->setAim(hex);
}

QString GroundMapModel::moveFigure(int figure, Hex to)
{
    // A figure never stands on another.
    for (const ground::Figure& f : m_scene->scene().figures)
        if (f.position == to)
            return tr("%1 stands there.").arg(qs(f.name));
    return m_scene->moveFigure(figure, to);
}

std::optional<int> GroundMapModel::keyFigure() const
{
    if (m_scene->scene().figures.empty())
        return std::nullopt;
    return m_scene->scene().shooter;
}

void GroundMapModel::fillMenu(QMenu& menu, std::optional<int> figure, Hex hex)
{
    const ground::Engine* engine = m_scene->engine();
    if (!engine)
        return;
    if (figure) {
        const int index = *figure;
        const QString name = qs(m_scene->scene().figures[static_cast<std::size_t>(index)].name);
        QAction* shooter = menu.addAction(
            tr("%1 Acts").arg(name), this, [this, index] { m_scene->setShooter(index); });
        shooter->setEnabled(m_scene->canGivePriority(index));
        QAction* target = menu.addAction(
            tr("Target %1").arg(name), this, [this, index] { m_scene->setTarget(index); });
        target->setEnabled(index != m_scene->scene().shooter);
        QMenu* side = menu.addMenu(tr("%1's Side").arg(name));
        const std::vector<Side>& sides = m_scene->scene().sides;
        for (std::size_t k = 0; k < sides.size(); ++k) {
            QAction* pick = side->addAction(qs(sides[k].name), this,
                [this, index, k] { m_scene->setSide(index, static_cast<int>(k)); });
            pick->setCheckable(true);
            pick->setChecked(m_scene->scene().figures[static_cast<std::size_t>(index)].side
                == static_cast<int>(k));
        }
        menu.addSeparator();
        QAction* remove = menu.addAction(tr("Remove %1").arg(name), this, [this, index] {
            emit figureRemoved();
            m_scene->removeFigure(index);
        });
        remove->setEnabled(index != m_scene->scene().shooter);
    } else {
        menu.addAction(tr("Intended Point Here"), this, [this, hex] { m_scene->setAim(hex); });
        QMenu* add = menu.addMenu(tr("Add Figure Here"));
        for (const ground::Choice& c : engine->characters()) {
            const std::string id = c.id;
            add->addAction(qs(c.name), this, [this, id, hex] { m_scene->addFigure(id, hex); });
        }
    }
}

} // namespace hitspread
