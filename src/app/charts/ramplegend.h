// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QStringList>
#include <QWidget>

#include <functional>

namespace hitspread {

// The legend of a colour scale drawn over the body: the ramp from 0 to 1 and its ticks
// spread evenly under it (the heat map's 0 … 100 %, the aim map's worst … best).
class RampLegend : public QWidget {
public:
    RampLegend(std::function<QColor(double)> colour, QStringList ticks, const QString& name,
        QWidget* parent = nullptr);

protected:
    void paintEvent(QPaintEvent*) override;

private:
    std::function<QColor(double)> m_colour;
    QStringList m_ticks;
};

} // namespace hitspread
