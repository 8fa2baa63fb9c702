// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/panels/aimpanel.h"

#include "app/charts/ramplegend.h"
#include "app/document/coreterms.h"
#include "app/document/session.h"
#include "heatcolor.h"
#include "localnumber.h"
#include "refused.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <exception>

namespace hitspread {

// What the work off the thread reads and writes: its own copies, so that nothing it touches
// changes under it; the window reads `map` or `error` once it has finished.
struct AimPanel::Job {
    std::shared_ptr<const Ruleset> ruleset;
    std::optional<AttackRequest> attack;
    std::optional<ThrowRequest> grenade;
    CharacterState target;
    std::vector<CharacterState> others; // walking fire's further targets (§6)
    std::uint64_t seed = 1;
    AimGoal goal;
    std::atomic<bool> stop { false };
    std::atomic<std::size_t> done { 0 };
    std::atomic<std::size_t> total { 0 };
    std::optional<AimMap> map;
    std::exception_ptr error;

    void run()
    {
        AimOptions options;
        options.target = &target;
        options.others = others;
        options.seed = seed;
        options.progress = [this](std::size_t d, std::size_t t) {
            done = d;
            total = t;
            return !stop.load();
        };
        try {
            map = grenade ? hitspread::aimMap(*ruleset, *grenade, goal, options)
                          : hitspread::aimMap(*ruleset, *attack, goal, options);
        } catch (const AimStopped&) {
            // a newer job took its place
        } catch (...) {
            error = std::current_exception();
        }
    }
};

AimPanel::AimPanel(Session* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_action(new QComboBox(this))
    , m_goal(new QComboBox(this))
    , m_show(new QCheckBox(tr("Show the &aim map"), this))
    , m_summary(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_aimThere(new QPushButton(tr("Aim &There"), this))
    , m_legend(new RampLegend(aimColor, { tr("worst"), tr("best") },
          tr("Aim map legend, from the worst aim to the best"), this))
    , m_watcher(new QFutureWatcher<void>(this))
    , m_progressTimer(new QTimer(this))
{
    m_action->setObjectName(QStringLiteral("aimAction"));
    m_goal->setObjectName(QStringLiteral("aimGoal"));
    m_show->setObjectName(QStringLiteral("aimMapCheck"));
    m_summary->setObjectName(QStringLiteral("aimSummary"));
    m_progress->setObjectName(QStringLiteral("aimProgress"));
    m_aimThere->setObjectName(QStringLiteral("aimThere"));
    m_action->addItem(tr("The shot (Shooter panel)"), QStringLiteral("attack"));
    m_action->addItem(tr("The grenade (Grenade panel)"), QStringLiteral("grenade"));
    m_action->setAccessibleName(tr("Which action the aim is rated for"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_goal->setAccessibleName(tr("What the aim is for"));
    m_aimThere->setToolTip(tr("Aim at the best hex for the goal"));
    m_progress->setVisible(false);
    m_progress->setAccessibleName(tr("Aims worked out"));
    m_legend->setVisible(false);
    m_progressTimer->setInterval(100);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* form = new QFormLayout;
    form->addRow(tr("A&ction:"), m_action);
    form->addRow(tr("&Goal:"), m_goal);
    layout->addLayout(form);
    layout->addWidget(m_show);
    layout->addWidget(m_legend);
    layout->addWidget(m_progress);
    layout->addWidget(m_summary);
    layout->addWidget(m_aimThere);
    layout->addStretch();
    connect(m_session, &Session::rulesetChanged, this, [this] {
        const Ruleset* rs = m_session->ruleset();
        m_ruleset = rs ? std::make_shared<const Ruleset>(*rs) : nullptr;
        m_mapInputs.reset();
        rebuildGoals();
        recompute();
    });
    // Who stands where sets the range too.
    for (auto signal : { &Session::settingsChanged, &Session::targetChanged,
             &Session::grenadeChanged, &Session::logChanged, &Session::rosterChanged })
        connect(m_session, signal, this, &AimPanel::recompute);
    for (QComboBox* box : { m_action, m_goal })
        connect(box, &QComboBox::currentIndexChanged, this, [this] {
            m_next = 0;
            recompute();
        });
    connect(m_show, &QCheckBox::toggled, this, [this](bool on) {
        m_legend->setVisible(on);
        recompute();
    });
    connect(m_aimThere, &QPushButton::clicked, this, &AimPanel::aimThere);
    connect(m_progressTimer, &QTimer::timeout, this, [this] {
        if (m_job && m_job->total > 0) {
            m_progress->setMaximum(static_cast<int>(m_job->total));
            m_progress->setValue(static_cast<int>(m_job->done));
        }
    });
    connect(m_watcher, &QFutureWatcher<void>::finished, this, [this] {
        m_progressTimer->stop();
        m_progress->setVisible(false);
        const std::shared_ptr<Job> job = std::move(m_job);
        if (!job || job->stop)
            return;
        if (job->error) {
            try {
                std::rethrow_exception(job->error);
            } catch (const Refused& e) {
                return nothing(tr("No aim map: %1").arg(translated(e.text())));
            } catch (const std::exception& e) {
                return nothing(tr("No aim map: %1").arg(QString::fromUtf8(e.what())));
            }
        }
        if (job->map)
            show(std::move(*job->map));
    });
    if (const Ruleset* rs = m_session->ruleset())
        m_ruleset = std::make_shared<const Ruleset>(*rs);
    rebuildGoals();
    recompute();
}

AimPanel::~AimPanel()
{
    stopJob();
    m_watcher->waitForFinished();
}

bool AimPanel::aimMapOn() const
{
    return m_show->isChecked();
}

void AimPanel::setAimMapOn(bool on)
{
    m_show->setChecked(on);
}

bool AimPanel::working() const
{
    return m_job != nullptr;
}

bool AimPanel::forGrenade() const
{
    return m_action->currentData().toString() == QLatin1String("grenade");
}

void AimPanel::rebuildGoals()
{
    const QString was = m_goal->currentData().toString();
    const QSignalBlocker block(m_goal);
    m_goal->clear();
    m_goal->addItem(tr("Hit the body at all"), QStringLiteral("hits"));
    if (const Ruleset* rs = m_session->ruleset(); rs && !rs->ground)
        for (const Location& l : rs->body.locations)
            m_goal->addItem(tr("Hit the %1").arg(shownTerm(l.name)),
                QStringLiteral("location:") + QString::fromStdString(l.id));
    m_goal->addItem(tr("Wound the target"), QStringLiteral("wound"));
    m_goal->addItem(tr("Put the target down"), QStringLiteral("down"));
    m_goal->setCurrentIndex(std::max(0, m_goal->findData(was)));
}

void AimPanel::stopJob()
{
    if (m_job)
        m_job->stop = true;
    m_job.reset();
    m_progressTimer->stop();
    m_progress->setVisible(false);
}

void AimPanel::nothing(const QString& why)
{
    m_summary->setText(why);
    m_aimThere->setEnabled(false);
    emit aimMapChanged(std::nullopt);
    emit aimMapReady();
}

AimPanel::Inputs AimPanel::currentInputs() const
{
    Inputs in;
    in.grenade = forGrenade();
    in.goal = m_goal->currentData().toString().toStdString();
    if (in.grenade) {
        in.throwing = m_session->grenadeAction().request;
        in.throwing.impact = {};
    } else {
        // As Fire resolves it (Session::asResolved).
        in.attack = m_session->asResolved(m_session->settings());
        in.attack.target = {};
    }
    if (in.grenade || in.goal == "wound" || in.goal == "down") {
        in.target = m_session->target();
        in.seed = m_session->dice().seed;
        if (!in.grenade && !in.attack.walk.empty())
            in.others = m_session->others();
    }
    return in;
}

void AimPanel::recompute()
{
    const Inputs inputs = currentInputs();
    if (m_mapInputs == inputs && m_ruleset) {
        // The same map: only the aimed hex moved, or the map was switched on or off.
        if (m_map)
            show(std::move(*m_map));
        return;
    }
    stopJob();
    m_map.reset();
    m_mapInputs = inputs;
    const Ruleset* rs = m_session->ruleset();
    if (!rs || rs->ground || !m_ruleset)
        return nothing(tr("No body to aim at."));
    std::string error;
    const std::optional<AimGoal> goal
        = parseAimGoal(*rs, m_goal->currentData().toString().toStdString(), error);
    if (!goal)
        return nothing(QString::fromStdString(error));
    if (!forGrenade() && !goal->needsTarget()) {
        // The landing odds alone: quick enough to work out here and now.
        try {
            return show(
                hitspread::aimMap(*rs, m_session->asResolved(m_session->settings()), *goal));
        } catch (const Refused& e) {
            return nothing(tr("No aim map: %1").arg(translated(e.text())));
        }
    }
    auto job = std::make_shared<Job>();
    job->ruleset = m_ruleset;
    job->target = inputs.target;
    job->others = inputs.others;
    job->seed = inputs.seed;
    job->goal = *goal;
    if (forGrenade())
        job->grenade = m_session->grenadeAction().request;
    else
        job->attack = m_session->asResolved(m_session->settings());
    m_job = job;
    m_summary->setText(tr("Working out every aim…"));
    m_aimThere->setEnabled(false);
    m_progress->setRange(0, 0);
    m_progress->setVisible(true);
    m_progressTimer->start();
    emit aimMapChanged(std::nullopt);
    m_watcher->setFuture(QtConcurrent::run([job] { job->run(); }));
}

void AimPanel::show(AimMap map)
{
    const Ruleset* rs = m_session->ruleset();
    m_map = std::move(map);
    if (m_map->scores.empty())
        return nothing(tr("The body has no hex to aim at."));
    const AimMap& m = *m_map;
    // The best is worth nothing: no hex is better than another, and none is named or shaded.
    if (m.noneCan()) {
        if (m.expectation)
            return nothing(tr("No hex can: no hit is expected at any aim."));
        if (m.exact)
            return nothing(tr("No hex can: the chance is 0 % at every aim."));
        return nothing(
            tr("No hex did in %1 trials at each aim (seed %2).").arg(m.trials).arg(m.seed));
    }
    auto where = [&](const AimScore& s) {
        const int location = rs->body.locationAt(s.aim);
        QString value = m.expectation ? tr("%1 hits expected").arg(localNumber(s.score, 2))
                                      : tr("%1 %").arg(localNumber(100.0 * s.score, 1));
        if (!m.exact && !m.expectation)
            value = tr("%1 (± %2 %)").arg(value).arg(localNumber(100.0 * s.halfWidth, 1));
        const QString place = location < 0
            ? tr("off the body")
            : shownTerm(rs->body.locations[static_cast<std::size_t>(location)].name);
        return tr("%1 (%2), %3").arg(QString::fromStdString(label(s.aim)), place, value);
    };
    QString text = tr("Best: %1.").arg(where(m.scores[0]));
    if (m.scores.size() > 1)
        text += QLatin1Char(' ') + tr("Runner-up: %1.").arg(where(m.scores[1]));
    text += QLatin1Char(' ');
    if (m.expectation)
        text += tr("Computed over every landing of the action, not sampled.");
    else if (!m.exact)
        text += tr("Sampled: %1 trials at each aim, on the same dice (seed %2); 95 % intervals.")
                    .arg(m.trials)
                    .arg(m.seed);
    else if (m.grenade || m.goal.needsTarget())
        text += tr("Exact, over every dice sequence at each aim.");
    else
        text += tr("Exact, over every dice sequence of the shot.");
    if (m.grenade)
        text += QLatin1Char(' ') + tr("The aims are impact points in the lower third.");
    m_summary->setText(text);
    m_aimThere->setEnabled(m_session->settings().target != m.scores[0].aim);
    if (!aimMapOn()) {
        emit aimMapChanged(std::nullopt);
        emit aimMapReady();
        return;
    }
    AimOverlay overlay;
    const double best = m.scores[0].score;
    for (const AimScore& s : m.scores)
        overlay.shade[s.aim] = best > 0 ? s.score / best : 0.0;
    for (std::size_t i = 0; i < 2 && i < m.scores.size(); ++i)
        overlay.best.push_back(m.scores[i].aim);
    emit aimMapChanged(std::move(overlay));
    emit aimMapReady();
}

void AimPanel::aimAtRank(std::size_t rank)
{
    if (!m_map || rank >= m_map->scores.size())
        return;
    AttackRequest settings = m_session->settings();
    const Hex hex = m_map->scores[rank].aim;
    if (settings.target == hex)
        return;
    settings.target = hex;
    m_session->changeSettings(settings, tr("Aim at %1").arg(QString::fromStdString(label(hex))));
}

void AimPanel::aimThere()
{
    m_next = 1;
    aimAtRank(0);
}

void AimPanel::aimAtNext()
{
    if (!m_map || m_map->scores.empty())
        return;
    const std::size_t rank = m_next % std::min<std::size_t>(m_map->scores.size(), 10);
    m_next = rank + 1;
    aimAtRank(rank);
}

} // namespace hitspread
