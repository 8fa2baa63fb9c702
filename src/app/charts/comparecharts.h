// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compare.h"

#include <QColor>
#include <QStringList>
#include <QWidget>

#include <vector>

class QBarSeries;
class QChartView;
class QTableWidget;
class QVBoxLayout;

namespace hitspread {

// The Compare Weapons window's figures: a chart of the chance to put the target down at each
// range band and one of the hits expected off its body (a bar per choice, in its colour), and
// beside them a table of both, choice by band, with the 95 % interval of what was sampled.
class CompareCharts : public QWidget {
    Q_OBJECT
public:
    explicit CompareCharts(QWidget* parent = nullptr);

    // One name and colour per choice of `comparison`, in order.
    void show(
        const Comparison& comparison, const QStringList& names, const std::vector<QColor>& colours);
    void clear();
    // A widget in the column of the table, under it.
    void addUnderTable(QWidget* widget);

    // The bar series (a set per choice, a bar per band) of the two charts.
    QBarSeries* downSeries() const;
    QBarSeries* damageSeries() const;
    QTableWidget* table() const { return m_table; }

    // The texts of the figures as the table writes them.
    static QString downText(const EffectOdds& effect);
    static QString damageText(const EffectOdds& effect);
    // The bands' names along the charts and across the table.
    static QStringList bandNames();

private:
    QChartView* m_down;
    QChartView* m_damage;
    QTableWidget* m_table;
    QVBoxLayout* m_side = nullptr;
};

} // namespace hitspread
