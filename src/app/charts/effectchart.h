// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "effect.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;

namespace hitspread {

class Session;

// In the Odds dock: what the action as set up does to the target as it stands (effect.h),
// as a chart of the state it ends in (unhurt, wounded, a location useless, unconscious,
// dead) and of a bullet left stuck, a chart of the hits taken off its body, with the chance to
// put it down and the hits expected.
// One shot is counted over every dice sequence as the settings change, while the chart is in
// view; anything more is sampled over 100,000 seeded trials when asked (Work Out), since that
// takes a moment. The grenade's (the Grenade dock's throw, the target on the impact point) is
// always counted over every dice sequence of the throw.
class EffectChart : public QWidget {
    Q_OBJECT
public:
    enum class Action { Attack, Grenade };
    explicit EffectChart(
        Session* session, Action action = Action::Attack, QWidget* parent = nullptr);

    const std::optional<EffectOdds>& effect() const { return m_effect; }
    // Samples (or counts) the effect of the action as set up now.
    void workOut();

    static constexpr int Trials = 100'000;
    static constexpr std::size_t DamageBars = 8; // the hits taken off, in at most so many bars

protected:
    void showEvent(QShowEvent* event) override;

private:
    // The action or the target changed: one shot is counted again once the chart is in view
    // (and only once for the signals of one change); anything more waits for Work Out.
    void settingsChanged();
    void refresh();
    void show(const EffectOdds& effect);
    void showDamage(const EffectOdds& effect, const QFont& small);
    void hideCharts();

    Session* m_session;
    Action m_action;
    QLabel* m_summary;
    QPushButton* m_workOut;
    QWidget* m_chart;
    QWidget* m_damageChart; // the hits taken off the body, in bins
    std::optional<EffectOdds> m_effect;
    bool m_stale = true;
    bool m_queued = false;
};

} // namespace hitspread
