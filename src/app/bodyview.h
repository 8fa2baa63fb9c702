// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bodyrenderer.h"

#include <QWidget>

#include <optional>

namespace hitspread {

// The body hex diagram of the current target. It observes; painting and hit-testing are
// the renderer's, so a click lands exactly on the hex that is drawn there.
class BodyView : public QWidget {
    Q_OBJECT
public:
    explicit BodyView(QWidget* parent = nullptr);

    void setBody(const Body* body);
    const BodyRenderer& renderer() const { return m_renderer; }
    std::optional<Hex> selectedHex() const { return m_selected; }
    void setSelectedHex(std::optional<Hex> hex);

    QSize sizeHint() const override { return { 520, 640 }; }

signals:
    void hexHovered(std::optional<hitspread::Hex> hex);
    void hexSelected(hitspread::Hex hex);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void relayout();

    BodyRenderer m_renderer;
    std::optional<Hex> m_selected;
    std::optional<Hex> m_hovered;
};

} // namespace hitspread
