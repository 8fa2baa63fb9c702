// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/comparecharts.h"

#include "app/charts/chartpalette.h"

#include "app/document/coreterms.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPainter>
#include <QPixmap>
#include <QTableWidget>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>

namespace hitspread {

namespace {
    QString number(double value, int decimals)
    {
        return QLocale().toString(value, 'f', decimals);
    }

    // The figures' axis runs to a round number above the highest bar.
    double roundedUp(double value)
    {
        if (value <= 0)
            return 1;
        const double step = std::pow(10.0, std::floor(std::log10(value)));
        for (double nice : { 1.0, 2.0, 2.5, 5.0, 10.0 })
            if (value <= nice * step)
                return nice * step;
        return 10 * step;
    }

    QChartView* chartView(const QString& name, const QString& accessible, QWidget* parent)
    {
        auto* view = new QChartView(parent);
        view->setObjectName(name);
        view->setAccessibleName(accessible);
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumHeight(150);
        return view;
    }

    // A chart of one figure per choice (a set) and band (a bar), its value axis from 0 to
    // `top`; hovering a bar shows its figure in words.
    QChart* barChart(const QString& title, const std::vector<QBarSet*>& sets, double top,
        const QString& format, const QFont& font)
    {
        auto* series = new QBarSeries;
        for (QBarSet* set : sets)
            series->append(set);
        QObject::connect(
            series, &QBarSeries::hovered, series, [](bool status, int index, QBarSet* set) {
                const QStringList tips = set->property("tips").toStringList();
                if (status && index >= 0 && index < tips.size())
                    QToolTip::showText(QCursor::pos(), tips[index]);
                else
                    QToolTip::hideText();
            });
        auto* chart = new QChart;
        chart->addSeries(series);
        chart->legend()->hide(); // the choices' rows and the table carry the colours' names
        chart->setMargins(QMargins(2, 2, 2, 2));
        chart->setBackgroundRoundness(0);
        QFont titleFont = font;
        titleFont.setBold(true);
        chart->setTitleFont(titleFont);
        chart->setTitle(title);
        auto* bands = new QBarCategoryAxis;
        bands->append(CompareCharts::bandNames());
        bands->setLabelsFont(font);
        chart->addAxis(bands, Qt::AlignBottom);
        series->attachAxis(bands);
        auto* values = new QValueAxis;
        values->setLabelsFont(font);
        values->setRange(0, top);
        values->setLabelFormat(format);
        values->setTickCount(5);
        chart->addAxis(values, Qt::AlignLeft);
        series->attachAxis(values);
        return chart;
    }

    void replaceChart(QChartView* view, QChart* chart)
    {
        followPalette(chart, view->palette());
        QChart* old = view->chart();
        view->setChart(chart);
        delete old;
    }

    QIcon swatch(const QColor& colour)
    {
        QPixmap pixmap(12, 12);
        pixmap.fill(colour);
        return QIcon(pixmap);
    }
}

CompareCharts::CompareCharts(QWidget* parent)
    : QWidget(parent)
    , m_down(chartView(QStringLiteral("compareDownChart"),
          tr("Chart of the chance to put the target down at each range band"), this))
    , m_damage(chartView(QStringLiteral("compareDamageChart"),
          tr("Chart of the hits expected off the target's body at each range band"), this))
    , m_table(new QTableWidget(this))
{
    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setAccessibleName(tr("Table of the chance to put the target down and the hits "
                                  "expected, choice by range band"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setWordWrap(false);
    m_table->setColumnCount(static_cast<int>(ComparedBands.size()));
    m_table->setHorizontalHeaderLabels(bandNames());
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    // Every column as wide as the widest figure it may come to, so the table keeps its size.
    EffectOdds widest;
    widest.trials = 1;
    widest.states[static_cast<std::size_t>(TargetState::Dead)] = 0.888;
    widest.damage = 88.8;
    widest.damageHalfWidth = 8.8;
    m_table->horizontalHeader()->setMinimumSectionSize(
        std::max(fontMetrics().horizontalAdvance(damageText(widest)),
            fontMetrics().horizontalAdvance(downText(widest)))
        + 12);

    // The charts one above the other, as wide as the window allows; the table beside them,
    // with what the window says under it.
    m_side = new QVBoxLayout;
    m_side->addWidget(m_table);
    m_side->addStretch(1);
    auto* charts = new QVBoxLayout;
    charts->addWidget(m_down, 1);
    charts->addWidget(m_damage, 1);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(charts, 1);
    layout->addLayout(m_side);
    clear();
}

void CompareCharts::addUnderTable(QWidget* widget)
{
    m_side->insertWidget(m_side->count() - 1, widget);
}

QStringList CompareCharts::bandNames()
{
    return { tr("Optimum"), tr("Medium"), tr("Long"), tr("Extreme") };
}

QString CompareCharts::downText(const EffectOdds& e)
{
    const QString down = number(100 * e.down(), 1) + QStringLiteral(" %");
    return e.exact ? down : tr("%1 ±%2").arg(down, number(100 * e.downHalfWidth(), 1));
}

QString CompareCharts::damageText(const EffectOdds& e)
{
    return e.exact ? tr("%1 hits").arg(number(e.damage, 1))
                   : tr("%1 ±%2 hits").arg(number(e.damage, 1), number(e.damageHalfWidth, 1));
}

QBarSeries* CompareCharts::downSeries() const
{
    const auto series = m_down->chart()->series();
    return series.isEmpty() ? nullptr : qobject_cast<QBarSeries*>(series.first());
}

QBarSeries* CompareCharts::damageSeries() const
{
    const auto series = m_damage->chart()->series();
    return series.isEmpty() ? nullptr : qobject_cast<QBarSeries*>(series.first());
}

void CompareCharts::clear()
{
    show(Comparison {}, {}, {});
}

void CompareCharts::show(
    const Comparison& comparison, const QStringList& names, const std::vector<QColor>& colours)
{
    QFont small = font();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.85));
    const QStringList bands = bandNames();
    std::vector<QBarSet*> downSets, damageSets;
    double mostHits = 0;
    m_table->setRowCount(static_cast<int>(comparison.choices.size()));
    for (std::size_t c = 0; c < comparison.choices.size(); ++c) {
        const ChoiceComparison& choice = comparison.choices[c];
        const QString name = names.value(static_cast<int>(c));
        const QColor colour = c < colours.size() ? colours[c] : QColor(Qt::gray);
        auto* down = new QBarSet(name);
        auto* damage = new QBarSet(name);
        QStringList downTips, damageTips;
        auto* header = new QTableWidgetItem(swatch(colour), QString::number(c + 1));
        header->setToolTip(name);
        m_table->setVerticalHeaderItem(static_cast<int>(c), header);
        for (std::size_t b = 0; b < choice.bands.size(); ++b) {
            const BandComparison& band = choice.bands[b];
            const QString where = tr("%1 at %2 range").arg(name, bands[static_cast<int>(b)]);
            auto* item = new QTableWidgetItem;
            if (band.effect) {
                const EffectOdds& e = *band.effect;
                *down << 100 * e.down();
                *damage << e.damage;
                mostHits = std::max(mostHits, e.damage + e.damageHalfWidth);
                downTips << tr("%1: down %2").arg(where, downText(e));
                damageTips << tr("%1: %2 expected").arg(where, damageText(e));
                item->setText(downText(e) + QLatin1Char('\n') + damageText(e));
                item->setToolTip(e.exact
                        ? tr("Exact: counted over all %L1 dice sequences.").arg(e.sequences)
                        : tr("Sampled: %L1 seeded trials (seed %2); ± is the 95 % interval.")
                              .arg(e.trials)
                              .arg(e.seed));
            } else {
                *down << 0;
                *damage << 0;
                const QString why = band.impossible ? translated(*band.impossible) : QString();
                downTips << tr("%1: impossible (%2)").arg(where, why);
                damageTips << downTips.last();
                item->setText(tr("Impossible"));
                item->setToolTip(why);
                item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            }
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(static_cast<int>(c), static_cast<int>(b), item);
        }
        for (QBarSet* set : { down, damage }) {
            set->setColor(colour);
            set->setBorderColor(colour.darker(130));
        }
        down->setProperty("tips", downTips);
        damage->setProperty("tips", damageTips);
        downSets.push_back(down);
        damageSets.push_back(damage);
    }
    replaceChart(m_down,
        barChart(
            tr("Chance to put the target down"), downSets, 100, QStringLiteral("%d %"), small));
    const double top = roundedUp(mostHits * 1.05);
    replaceChart(m_damage,
        barChart(tr("Hits expected off its body"), damageSets, top,
            top < 5 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"), small));
}

} // namespace hitspread
