// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compare.h"

#include <QFutureWatcher>
#include <QWidget>

#include <array>
#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace hitspread {

class CompareCharts;
class Session;

// View ▸ Compare Weapons: up to four choices (a firearm, its ammo, a fire mode, the aims) for
// the action as set up in the Shooter panel, against the target as it stands now, at each
// range band (compare.h): the chance to put it down and the hits expected off its body, as
// charts and a table. One shot is counted exactly; anything more is sampled over seeded
// trials, off the window's thread, so the window never freezes: a change of the choices, the
// action or the target starts the work again and drops what was under way. Use This sets a
// choice up in the Shooter panel (one undo step).
class CompareWindow : public QWidget {
    Q_OBJECT
public:
    explicit CompareWindow(Session* session, QWidget* parent = nullptr);
    ~CompareWindow() override;

    static constexpr int Rows = static_cast<int>(MaxChoices);

    // The choices of the rows that name a weapon, in order.
    std::vector<WeaponChoice> choices() const;
    // The rows (from 0) of those choices.
    std::vector<int> choiceRows() const;
    // The comparison the window shows, of choices() against the document as they are now;
    // none while it is being worked out.
    const std::optional<Comparison>& comparison() const { return m_comparison; }
    // A comparison is being worked out, or about to be.
    bool busy() const { return m_queued || m_watcher.isRunning(); }
    int trials() const;
    std::uint64_t seed() const;

signals:
    // A comparison is shown (the figures of the choices and the document as they are now).
    void compared();

private:
    struct Row {
        QLabel* swatch = nullptr;
        QComboBox* weapon = nullptr;
        QComboBox* ammo = nullptr;
        QComboBox* mode = nullptr;
        QSpinBox* aims = nullptr;
        QPushButton* use = nullptr;
    };
    struct Job; // what one run of the work is given: copies, never the session's own

    QWidget* createChoices();
    void fillWeapons(); // the firearms, the shooter's own first, keeping what is picked
    void fillRow(int row, const WeaponChoice& choice);
    void weaponPicked(int row);
    void resetChoices(); // the first row as the action is set up, the others none
    void useChoice(int row);
    void showTarget();
    void documentChanged();
    // The signals of one change come together: one new run for them all.
    void schedule();
    void start();
    void finished();
    void showComparison();
    void showProblem(const QString& text);
    // The Stop button: the work under way is dropped (after the band it is on), or, once
    // stopped, started again.
    void stopOrRestart();

    Session* m_session;
    std::shared_ptr<const Ruleset> m_ruleset; // a copy the work reads while the session moves on
    QLabel* m_target;
    std::array<Row, Rows> m_rows;
    std::vector<std::string> m_listed; // the weapons the rows offer: the shooter's, "", others
    QSpinBox* m_trials;
    QSpinBox* m_seed;
    QProgressBar* m_progress;
    QPushButton* m_stop; // Stop while the work runs; Work It Out once stopped
    QLabel* m_state;
    CompareCharts* m_charts;
    QLabel* m_note;
    QFutureWatcher<Comparison> m_watcher;
    std::optional<Comparison> m_comparison;
    bool m_queued = false;
    bool m_stopped = false; // by the Stop button
    bool m_filling = false;
};

} // namespace hitspread
