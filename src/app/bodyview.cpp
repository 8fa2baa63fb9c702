// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bodyview.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

namespace hitspread {

BodyView::BodyView(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Body hex diagram"));
    setMinimumSize(240, 300);
}

void BodyView::setBody(const Body* body)
{
    m_renderer.setBody(body);
    m_hovered.reset();
    if (body && !m_selected)
        m_selected = body->standardAim;
    relayout();
    update();
}

void BodyView::setSelectedHex(std::optional<Hex> hex)
{
    m_selected = hex;
    update();
    if (hex)
        emit hexSelected(*hex);
}

void BodyView::relayout()
{
    m_renderer.fitTo(QRectF(rect()).adjusted(4, 4, -4, -4));
}

void BodyView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    painter.fillRect(rect(), palette().color(QPalette::Base));
    BodyPaintState state;
    state.selected = m_selected;
    state.hovered = m_hovered;
    state.dark = dark;
    m_renderer.paint(painter, state);
}

void BodyView::resizeEvent(QResizeEvent*)
{
    relayout();
}

void BodyView::mouseMoveEvent(QMouseEvent* event)
{
    const auto hex = m_renderer.hexAt(event->position());
    if (hex != m_hovered) {
        m_hovered = hex;
        update();
        emit hexHovered(hex);
    }
}

void BodyView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    if (const auto hex = m_renderer.hexAt(event->position()))
        setSelectedHex(*hex);
}

void BodyView::leaveEvent(QEvent*)
{
    if (m_hovered) {
        m_hovered.reset();
        update();
        emit hexHovered(std::nullopt);
    }
}

void BodyView::keyPressEvent(QKeyEvent* event)
{
    // Arrow keys walk the selection: up and down along the column, left and right across.
    const Body* body = m_renderer.body();
    if (!body || !m_selected) {
        QWidget::keyPressEvent(event);
        return;
    }
    OffsetCoord c = toOffset(*m_selected);
    switch (event->key()) {
    case Qt::Key_Up:
        --c.row;
        break;
    case Qt::Key_Down:
        ++c.row;
        break;
    case Qt::Key_Left:
        --c.col;
        break;
    case Qt::Key_Right:
        ++c.col;
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    if (body->inField(c))
        setSelectedHex(fromOffset(c));
}

} // namespace hitspread
