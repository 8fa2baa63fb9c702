// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "groundview.h"
#include "qs.h"

#include "groundscene.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QVariantAnimation>
#include <QWheelEvent>

#include <algorithm>

namespace hitspread {

GroundView::GroundView(GroundScene* scene, QWidget* parent)
    : QWidget(parent)
    , m_scene(scene)
    , m_flight(new QVariantAnimation(this))
{
    m_flight->setStartValue(0.0);
    m_flight->setEndValue(1.0);
    m_flight->setDuration(700);
    m_flight->setEasingCurve(QEasingCurve::OutCubic);
    connect(m_flight, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        m_state.flight = value.toDouble();
        update();
    });
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::ClickFocus);
    connect(m_scene, &GroundScene::rulesetChanged, this, &GroundView::refit);
    // A figure or the intended point off the map (moved in the table, undone, opened):
    // the map refits. Not while dragging, where the map would run away from the mouse.
    connect(m_scene, &GroundScene::changed, this, [this] {
        if (m_dragging || m_zoom > 1.0)
            return;
        bool visible = inside(m_scene->scene().aim);
        for (const ground::Figure& f : m_scene->scene().figures)
            visible = visible && inside(f.position);
        if (!visible)
            refit();
    });
}

void GroundView::setPaintState(const render::GroundPaintState& state)
{
    m_state = state;
    m_state.flight = m_flight->state() == QAbstractAnimation::Running
        ? m_flight->currentValue().toDouble()
        : 1.0;
    // Where a throw landed is on the map too.
    if (m_state.landing && !m_dragging && !inside(*m_state.landing))
        refit();
    update();
}

bool GroundView::inside(Hex hex) const
{
    const qreal margin = m_renderer.hexSize() * 2;
    return m_renderer.area()
        .adjusted(margin, margin, -margin, -margin)
        .contains(m_renderer.centreOf(hex));
}

void GroundView::selectFigure(std::optional<int> index)
{
    if (m_selected == index)
        return;
    m_selected = index;
    emit figureSelected(index);
    update();
}

void GroundView::refit()
{
    std::vector<Hex> show { m_scene->scene().aim };
    if (m_state.landing)
        show.push_back(*m_state.landing);
    for (const ground::Figure& f : m_scene->scene().figures)
        show.push_back(f.position);
    // The rings whole, around where they are drawn.
    const Hex ringCentre = m_state.ringCentre.value_or(m_scene->scene().aim);
    for (int r : m_state.rings)
        for (Hex h : { Hex { 0, -r }, Hex { 0, r } })
            show.push_back(ringCentre + h);
    m_renderer.fit(QRectF(rect()), show, 3, 8);
    if (m_zoom > 1.0)
        m_renderer.zoom(m_zoom);
    update();
}

void GroundView::playThrow()
{
    if (m_reduceMotion || !m_state.landing)
        return;
    m_flight->stop();
    m_state.flight = 0.0;
    m_flight->start();
    update();
}

void GroundView::setReduceMotion(bool reduce)
{
    m_reduceMotion = reduce;
    if (reduce && m_flight->state() == QAbstractAnimation::Running) {
        m_flight->stop();
        m_state.flight = 1.0;
        update();
    }
}

void GroundView::setZoom(double zoom)
{
    zoom = std::clamp(zoom, 1.0, 6.0);
    if (qFuzzyCompare(zoom, m_zoom))
        return;
    m_zoom = zoom;
    refit();
}

void GroundView::wheelEvent(QWheelEvent* event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        event->ignore();
        return;
    }
    setZoom(m_zoom * (event->angleDelta().y() > 0 ? 1.15 : 1 / 1.15));
    event->accept();
}

void GroundView::resizeEvent(QResizeEvent*)
{
    refit();
}

void GroundView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    render::GroundPaintState state = m_state;
    state.dark = palette().color(QPalette::Base).lightness() < 128;
    state.hover = m_hover;
    state.selected = m_selected;
    if (m_dragging && m_dragTo && *m_dragging < static_cast<int>(state.figures.size()))
        state.figures[static_cast<std::size_t>(*m_dragging)].position = *m_dragTo;
    m_renderer.paint(painter, state);
}

std::optional<int> GroundView::figureAt(Hex hex) const
{
    const auto& figures = m_scene->scene().figures;
    for (std::size_t i = figures.size(); i-- > 0;)
        if (figures[i].position == hex)
            return static_cast<int>(i);
    return std::nullopt;
}

void GroundView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const Hex hex = m_renderer.hexAt(event->position());
    const std::optional<int> figure = figureAt(hex);
    selectFigure(figure);
    if (figure) {
        m_dragging = figure;
        m_dragTo = hex;
    } else {
        m_scene->setAim(hex);
    }
}

void GroundView::mouseMoveEvent(QMouseEvent* event)
{
    const Hex hex = m_renderer.hexAt(event->position());
    if (m_hover != hex) {
        // Only the two hexes are painted again (the map's kept layer does the rest).
        if (m_hover)
            update(m_renderer.hexBounds(*m_hover));
        update(m_renderer.hexBounds(hex));
        m_hover = hex;
        emit hovered(hex);
    }
    if (m_dragging && m_dragTo != hex) {
        m_dragTo = hex;
        update();
    }
}

void GroundView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_dragging)
        return;
    const int index = *m_dragging;
    const Hex to = m_renderer.hexAt(event->position());
    m_dragging.reset();
    m_dragTo.reset();
    // A figure never stands on another.
    if (!figureAt(to))
        m_scene->moveFigure(index, to);
    update();
}

void GroundView::leaveEvent(QEvent*)
{
    m_hover.reset();
    emit hovered(std::nullopt);
    update();
}

void GroundView::contextMenuEvent(QContextMenuEvent* event)
{
    const ground::Engine* engine = m_scene->engine();
    if (!engine)
        return;
    const Hex hex = m_renderer.hexAt(event->pos());
    const std::optional<int> figure = figureAt(hex);
    QMenu menu(this);
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
            selectFigure(std::nullopt);
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
    menu.exec(event->globalPos());
}

} // namespace hitspread
