// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "aim.h"

#include <QFutureWatcher>
#include <QWidget>

#include <atomic>
#include <map>
#include <memory>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTimer;

namespace hitspread {

class Session;

// The aim map over the body (aim.h), apart from the landing heat map: every body hex (or, for
// the grenade, every impact point of the lower third) rated as the aim of the action, by the
// goal picked here.
struct AimOverlay {
    std::map<Hex, double> shade; // each hex's score as a share of the best one's (0 … 1)
    std::vector<Hex> best; // the best hex and the runner-up
};

// The Best Aim dock: which action (the Shooter panel's or the Grenade panel's), the goal (the
// body at all, one location, wounding, putting down), the switch for the aim map, the best
// hex and the runner-up with their scores, and Aim There. Wounding and putting down run the
// rules at every aim, which takes a while: that is worked out off the window's thread, with
// its progress shown, and started again when the action or the target changes.
class AimPanel : public QWidget {
    Q_OBJECT
public:
    explicit AimPanel(Session* session, QWidget* parent = nullptr);
    ~AimPanel() override;

    bool aimMapOn() const;
    void setAimMapOn(bool on);
    const std::optional<AimMap>& aimMap() const { return m_map; }
    // Whether an aim map is being worked out off the window's thread.
    bool working() const;
    // Aims at the best hex (Aim There), or at the next one down the list on each call after
    // it (View ▸ Next Best Aim): one undoable change of the aimed hex (or impact point).
    void aimThere();
    void aimAtNext();

signals:
    void aimMapChanged(std::optional<hitspread::AimOverlay> overlay);
    void aimMapReady(); // a map is there to read (or none can be), worked out or refused

private:
    struct Job; // one piece of work off the thread: its inputs, progress and stop switch
    // What a map is worked out from; the aimed hex is not part of it (aiming elsewhere
    // changes no score).
    struct Inputs {
        bool grenade = false;
        AttackRequest attack;
        ThrowRequest throwing;
        CharacterState target;
        std::vector<CharacterState> others; // walking fire's further targets
        std::uint64_t seed = 1; // the session's: the trials of a sampled map
        std::string goal;
        bool operator==(const Inputs&) const = default;
    };
    Inputs currentInputs() const;
    void rebuildGoals();
    void recompute();
    void show(AimMap map);
    void nothing(const QString& why);
    void stopJob();
    void aimAtRank(std::size_t rank);
    bool forGrenade() const;

    Session* m_session;
    QComboBox* m_action;
    QComboBox* m_goal;
    QCheckBox* m_show;
    QLabel* m_summary;
    QProgressBar* m_progress;
    QPushButton* m_aimThere;
    QWidget* m_legend;
    std::optional<AimMap> m_map;
    std::optional<Inputs> m_mapInputs; // behind m_map, or behind the job under way
    std::size_t m_next = 0; // the rank Next Best Aim goes to
    std::shared_ptr<const Ruleset> m_ruleset; // a copy the work off the thread can keep
    std::shared_ptr<Job> m_job;
    QFutureWatcher<void>* m_watcher;
    QTimer* m_progressTimer;
};

} // namespace hitspread
