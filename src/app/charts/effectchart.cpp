// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/effectchart.h"
#include "qs.h"

#include "app/charts/chartpalette.h"

#include "app/document/coreterms.h"
#include "app/document/session.h"
#include "localnumber.h"
#include "refused.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace hitspread {

namespace {
    QString percent(double p)
    {
        return localNumber(100 * p, 1) + QStringLiteral(" %");
    }

    // One series of bars in `view`, a bar for each of `categories` (on the `along` side),
    // their per cents from 0 to `top` on the other; in the window's colours, with no legend.
    void showBars(QWidget* view, QAbstractBarSeries* series, const QStringList& categories,
        Qt::Alignment along, double top, int ticks, const QFont& small, const QPalette& palette,
        const QString& title = {}, int labelsAngle = 0)
    {
        auto* chart = new QChart;
        chart->addSeries(series);
        chart->legend()->hide();
        chart->setMargins(QMargins(2, 2, 2, 2));
        chart->setBackgroundRoundness(0);
        if (!title.isEmpty()) {
            chart->setTitle(title);
            chart->setTitleFont(small);
        }
        auto* names = new QBarCategoryAxis;
        names->append(categories);
        names->setLabelsFont(small);
        names->setLabelsAngle(labelsAngle);
        chart->addAxis(names, along);
        series->attachAxis(names);
        auto* share = new QValueAxis;
        share->setLabelsFont(small);
        share->setRange(0, top);
        share->setLabelFormat(QStringLiteral("%d %"));
        share->setTickCount(ticks);
        chart->addAxis(share, along == Qt::AlignLeft ? Qt::AlignBottom : Qt::AlignLeft);
        series->attachAxis(share);
        followPalette(chart, palette);
        auto* chartView = static_cast<QChartView*>(view);
        QChart* old = chartView->chart();
        chartView->setChart(chart);
        delete old;
        view->setVisible(true);
    }
}

EffectChart::EffectChart(Session* session, Action action, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_action(action)
    , m_summary(new QLabel(this))
    , m_workOut(new QPushButton(tr("&Work Out What It Does"), this))
    , m_chart(new QChartView(this))
    , m_damageChart(new QChartView(this))
{
    const bool grenade = action == Action::Grenade;
    m_summary->setObjectName(
        grenade ? QStringLiteral("grenadeEffectSummary") : QStringLiteral("effectSummary"));
    m_workOut->setObjectName(
        grenade ? QStringLiteral("grenadeEffectWorkOut") : QStringLiteral("effectWorkOut"));
    m_chart->setObjectName(
        grenade ? QStringLiteral("grenadeEffectChart") : QStringLiteral("effectChart"));
    m_workOut->setVisible(!grenade); // a throw is always counted
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_workOut->setToolTip(
        tr("Sample %L1 seeded trials of the action against the target as it stands").arg(Trials));
    auto* view = static_cast<QChartView*>(m_chart);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(240);
    view->setAccessibleName(tr("Chart of the state the target ends in"));
    m_damageChart->setObjectName(
        grenade ? QStringLiteral("grenadeDamageChart") : QStringLiteral("damageChart"));
    auto* damageView = static_cast<QChartView*>(m_damageChart);
    damageView->setRenderHint(QPainter::Antialiasing);
    damageView->setMinimumHeight(200);
    damageView->setAccessibleName(tr("Chart of the hits taken off the target's body"));
    m_damageChart->setVisible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_workOut);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_damageChart, 1);
    connect(m_workOut, &QPushButton::clicked, this, &EffectChart::workOut);
    for (auto signal : { &Session::settingsChanged, &Session::targetChanged,
             &Session::rulesetChanged, &Session::rosterChanged }) // who stands where sets the range
        connect(session, signal, this, &EffectChart::settingsChanged);
    connect(session, &Session::logChanged, this, &EffectChart::settingsChanged);
    if (grenade)
        connect(session, &Session::grenadeChanged, this, &EffectChart::settingsChanged);
    refresh();
}

void EffectChart::hideCharts()
{
    m_chart->setVisible(false);
    m_damageChart->setVisible(false);
}

void EffectChart::settingsChanged()
{
    m_effect.reset();
    m_stale = true;
    // The signals of one change (settings, target, log) come together: one count for them all.
    if (!m_queued) {
        m_queued = true;
        QTimer::singleShot(0, this, [this] {
            m_queued = false;
            refresh();
        });
    }
}

void EffectChart::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void EffectChart::refresh()
{
    if (!m_stale)
        return; // worked out since the change
    m_effect.reset();
    const Ruleset* rs = m_session->ruleset();
    if (!rs || rs->ground) {
        m_summary->setText(tr("No target to work out."));
        m_workOut->setEnabled(false);
        hideCharts();
        return;
    }
    m_workOut->setEnabled(true);
    // One shot is counted at once while the chart is in view; a burst or several shots wait
    // for Work Out.
    if ((m_action == Action::Grenade || m_session->settings().mode == FireMode::Single)
        && isVisible()) {
        workOut();
        return;
    }
    hideCharts();
    m_summary->setText(tr("What this action does to %1: Work Out samples %L2 trials.")
                           .arg(m_session->targetName())
                           .arg(Trials));
}

void EffectChart::workOut()
{
    const Ruleset* rs = m_session->ruleset();
    if (!rs || rs->ground)
        return;
    m_stale = false;
    try {
        QApplication::setOverrideCursor(Qt::WaitCursor);
        const EffectOdds e = m_action == Action::Grenade
            ? throwEffectOdds(*rs, m_session->target(), m_session->grenadeAction().request, Trials,
                m_session->dice().seed)
            : effectOdds(*rs, m_session->target(), m_session->others(),
                m_session->asResolved(m_session->settings()), Trials, m_session->dice().seed);
        QApplication::restoreOverrideCursor();
        m_effect = e;
        show(e);
    } catch (const Refused& refused) {
        QApplication::restoreOverrideCursor();
        m_summary->setText(tr("Nothing to work out: %1").arg(translated(refused.text())));
        hideCharts();
    }
}

void EffectChart::show(const EffectOdds& e)
{
    const QString name = m_session->targetName();
    QString text = m_action == Action::Grenade
        ? tr("What the grenade does to %1 on the impact point: down (unconscious or dead) %2, "
             "%3 hits expected off its body.")
              .arg(name, percent(e.down()))
              .arg(localNumber(e.damage, 1))
        : tr("What this action does to %1: down (unconscious or dead) %2, %3 hits "
             "expected off its body, a bullet stuck %4.")
              .arg(name, percent(e.down()))
              .arg(localNumber(e.damage, 1))
              .arg(percent(e.stuck));
    text += QLatin1Char(' ')
        + (e.exact && m_action == Action::Grenade
                ? tr("Exact, over all %L1 dice sequences of the throw.").arg(e.sequences)
                : e.exact
                ? tr("Exact, over all %L1 dice sequences of the shot.").arg(e.sequences)
                : tr("Sampled: %L1 seeded trials; down within ±%2, each state and a "
                     "bullet stuck within ±%4, the hits within ±%3 (95 %).")
                      .arg(e.trials)
                      .arg(percent(e.downHalfWidth()))
                      .arg(localNumber(e.damageHalfWidth, 2))
                      .arg(percent(std::max(e.stuckHalfWidth,
                          *std::max_element(e.statesHalfWidth.begin(), e.statesHalfWidth.end())))));
    m_summary->setText(text);

    auto* set = new QBarSet(tr("Chance"));
    QStringList categories;
    const QString names[TargetStates]
        = { tr("Unhurt"), tr("Wounded"), tr("Location useless"), tr("Unconscious"), tr("Dead") };
    for (std::size_t i = 0; i < TargetStates; ++i) {
        categories << names[i];
        *set << 100 * e.states[i];
    }
    if (m_action == Action::Attack) {
        categories << tr("Bullet stuck");
        *set << 100 * e.stuck;
    }
    set->setColor(QColor(0x3a, 0x7c, 0xa5));
    auto* series = new QHorizontalBarSeries;
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value %"));
    series->setLabelsPrecision(3);
    series->setLabelsPosition(QAbstractBarSeries::LabelsInsideBase);
    // The state names whole beside their bars: a small font, so that a narrow dock still
    // shows them.
    QFont small = font();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.85));
    showBars(m_chart, series, categories, Qt::AlignLeft, 100, 5, small, palette());
    showDamage(e, small);
}

void EffectChart::showDamage(const EffectOdds& e, const QFont& small)
{
    // The hits taken off the body: a bar a count, or a bar a few counts where they are many.
    auto* set = new QBarSet(tr("Chance"));
    QStringList categories;
    // Eight bars at the most; a bar of several counts names them upright, so that the names
    // stay whole under bars as narrow as a narrow dock makes them.
    bool ranges = false;
    for (const DamageBin& bin : damageBins(e, DamageBars)) {
        ranges = ranges || bin.from != bin.to;
        categories << (bin.from == bin.to ? QString::number(bin.from)
                                          : tr("%1–%2").arg(bin.from).arg(bin.to));
        *set << 100 * bin.chance;
    }
    set->setColor(QColor(0xb8, 0x5c, 0x38));
    auto* series = new QBarSeries;
    series->append(set);
    double most = 0;
    for (int i = 0; i < set->count(); ++i)
        most = std::max(most, set->at(i));
    showBars(m_damageChart, series, categories, Qt::AlignBottom,
        std::max(1.0, std::ceil(most / 10) * 10), 3, small, palette(),
        e.exact ? tr("Hits taken off the body") : tr("Hits taken off the body (sampled)"),
        ranges ? -90 : 0);
}

} // namespace hitspread
