// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/mapview.h"

#include "app/window/mapmodel.h"

#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QVariantAnimation>
#include <QWheelEvent>

#include <algorithm>

namespace hitspread {

MapView::MapView(MapModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
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
}

void MapView::keepInView()
{
    // A figure or the point in view off the map (moved in the table, undone, opened): the map
    // refits. Not while dragging, where the map would run away from the mouse.
    if (m_dragging || m_zoom > 1.0)
        return;
    bool visible = true;
    if (const auto point = m_model->pointInView())
        visible = inside(*point);
    for (Hex h : m_model->figurePlaces())
        visible = visible && inside(h);
    if (!visible)
        refit();
}

void MapView::setPaintState(const render::GroundPaintState& state)
{
    // Figures come or go: an index selected may now be another figure's.
    if (state.figures.size() != m_state.figures.size() && m_selected)
        selectFigure(std::nullopt);
    m_state = state;
    m_state.flight = m_flight->state() == QAbstractAnimation::Running
        ? m_flight->currentValue().toDouble()
        : 1.0;
    // Where a throw landed is on the map too.
    if (m_state.landing && !m_dragging && !inside(*m_state.landing))
        refit();
    update();
}

bool MapView::inside(Hex hex) const
{
    const qreal margin = m_renderer.hexSize() * 2;
    return m_renderer.area()
        .adjusted(margin, margin, -margin, -margin)
        .contains(m_renderer.centreOf(hex));
}

void MapView::selectFigure(std::optional<int> index)
{
    if (m_selected == index)
        return;
    m_selected = index;
    emit figureSelected(index);
    update();
}

void MapView::refit()
{
    std::vector<Hex> show = m_model->figurePlaces();
    const std::optional<Hex> point = m_model->pointInView();
    if (point)
        show.push_back(*point);
    if (m_state.landing)
        show.push_back(*m_state.landing);
    // The rings whole, around where they are drawn.
    const Hex ringCentre = m_state.ringCentre.value_or(point.value_or(m_state.aim));
    for (int r : m_state.rings)
        for (Hex h : { Hex { 0, -r }, Hex { 0, r } })
            show.push_back(ringCentre + h);
    m_renderer.fit(QRectF(rect()), show, 3, m_minHexPixels);
    if (m_zoom > 1.0)
        m_renderer.zoom(m_zoom);
    update();
}

void MapView::playThrow()
{
    if (m_reduceMotion || !m_state.landing)
        return;
    m_flight->stop();
    m_state.flight = 0.0;
    m_flight->start();
    update();
}

void MapView::setReduceMotion(bool reduce)
{
    m_reduceMotion = reduce;
    if (reduce && m_flight->state() == QAbstractAnimation::Running) {
        m_flight->stop();
        m_state.flight = 1.0;
        update();
    }
}

void MapView::setMinimumHexPixels(qreal pixels)
{
    m_minHexPixels = pixels;
    refit();
}

void MapView::setZoom(double zoom)
{
    zoom = std::clamp(zoom, 1.0, 6.0);
    if (qFuzzyCompare(zoom, m_zoom))
        return;
    m_zoom = zoom;
    refit();
}

void MapView::wheelEvent(QWheelEvent* event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        event->ignore();
        return;
    }
    setZoom(m_zoom * (event->angleDelta().y() > 0 ? 1.15 : 1 / 1.15));
    event->accept();
}

void MapView::resizeEvent(QResizeEvent*)
{
    refit();
}

void MapView::paintEvent(QPaintEvent*)
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

std::optional<int> MapView::figureAt(Hex hex) const
{
    const std::vector<Hex> places = m_model->figurePlaces();
    for (std::size_t i = places.size(); i-- > 0;)
        if (places[i] == hex)
            return static_cast<int>(i);
    return std::nullopt;
}

void MapView::mousePressEvent(QMouseEvent* event)
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
        m_model->groundPressed(hex);
    }
}

void MapView::mouseMoveEvent(QMouseEvent* event)
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

void MapView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_dragging)
        return;
    const int index = *m_dragging;
    const Hex to = m_renderer.hexAt(event->position());
    m_dragging.reset();
    m_dragTo.reset();
    const std::vector<Hex> places = m_model->figurePlaces();
    if (index < static_cast<int>(places.size())) {
        // Dropped elsewhere: moved; released where it stands: a click on it.
        if (places[static_cast<std::size_t>(index)] != to)
            move(index, to);
        else
            m_model->figureClicked(index, event->modifiers() & Qt::ShiftModifier);
    }
    update();
}

void MapView::move(int figure, Hex to)
{
    const QString why = m_model->moveFigure(figure, to);
    if (!why.isEmpty())
        emit moveRefused(why);
}

void MapView::keyPressEvent(QKeyEvent* event)
{
    // The arrow keys move the selected figure (else the one who acts) a hex: up and down its
    // column, left and right to the neighbour nearest its row (flat-top hexes zigzag).
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        emit activated(); // the action as set up is resolved
        return;
    }
    const std::optional<int> figure = m_selected ? m_selected : m_model->keyFigure();
    const std::vector<Hex> places = m_model->figurePlaces();
    if (!figure || *figure >= static_cast<int>(places.size())) {
        QWidget::keyPressEvent(event);
        return;
    }
    const Hex from = places[static_cast<std::size_t>(*figure)];
    const bool oddColumn = (from.q & 1) != 0;
    Hex step;
    switch (event->key()) {
    case Qt::Key_Up:
        step = { 0, -1 };
        break;
    case Qt::Key_Down:
        step = { 0, 1 };
        break;
    case Qt::Key_Left:
        step = { -1, oddColumn ? 1 : 0 };
        break;
    case Qt::Key_Right:
        step = { 1, oddColumn ? 0 : -1 };
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    move(*figure, from + step);
}

void MapView::leaveEvent(QEvent*)
{
    m_hover.reset();
    emit hovered(std::nullopt);
    update();
}

void MapView::contextMenuEvent(QContextMenuEvent* event)
{
    const Hex hex = m_renderer.hexAt(event->pos());
    QMenu menu(this);
    m_model->fillMenu(menu, figureAt(hex), hex);
    if (!menu.isEmpty())
        menu.exec(event->globalPos());
}

} // namespace hitspread
