// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>

#include <vector>

namespace hitspread {

// Puts each label where it covers the least of what is already there, never past the area's
// edge, so that names stay readable when what they name stands close together.
class LabelPlacer {
public:
    explicit LabelPlacer(const QRectF& area)
        : m_area(area)
    {
    }
    // Marks a rectangle as taken (a marker, a figure) without placing a label there.
    void block(const QRectF& rect) { m_taken.push_back(rect); }
    // The best of `candidates`, moved inside the area, and taken from now on.
    QRectF place(const std::vector<QRectF>& candidates);

private:
    QRectF m_area;
    std::vector<QRectF> m_taken;
};

} // namespace hitspread
