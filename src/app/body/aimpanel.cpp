// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "aimpanel.h"

#include "coreterms.h"
#include "heatcolor.h"
#include "ramplegend.h"
#include "refused.h"
#include "session.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace hitspread {

AimPanel::AimPanel(Session* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_goal(new QComboBox(this))
    , m_show(new QCheckBox(tr("Show the &aim map"), this))
    , m_summary(new QLabel(this))
    , m_aimThere(new QPushButton(tr("Aim &There"), this))
    , m_legend(new RampLegend(aimColor, { tr("worst"), tr("best") },
          tr("Aim map legend, from the worst aim to the best"), this))
{
    m_goal->setObjectName(QStringLiteral("aimGoal"));
    m_show->setObjectName(QStringLiteral("aimMapCheck"));
    m_summary->setObjectName(QStringLiteral("aimSummary"));
    m_aimThere->setObjectName(QStringLiteral("aimThere"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_goal->setAccessibleName(tr("What the aim is for"));
    m_aimThere->setToolTip(tr("Aim at the best hex for the goal"));
    m_legend->setVisible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* form = new QFormLayout;
    form->addRow(tr("&Goal:"), m_goal);
    layout->addLayout(form);
    layout->addWidget(m_show);
    layout->addWidget(m_legend);
    layout->addWidget(m_summary);
    layout->addWidget(m_aimThere);
    layout->addStretch();
    connect(m_session, &Session::rulesetChanged, this, [this] {
        rebuildGoals();
        recompute();
    });
    for (auto signal : { &Session::settingsChanged, &Session::targetChanged })
        connect(m_session, signal, this, &AimPanel::recompute);
    connect(m_goal, &QComboBox::currentIndexChanged, this, [this] {
        m_next = 0;
        recompute();
    });
    connect(m_show, &QCheckBox::toggled, this, [this](bool on) {
        m_legend->setVisible(on);
        recompute();
    });
    connect(m_aimThere, &QPushButton::clicked, this, &AimPanel::aimThere);
    rebuildGoals();
    recompute();
}

bool AimPanel::aimMapOn() const
{
    return m_show->isChecked();
}

void AimPanel::setAimMapOn(bool on)
{
    m_show->setChecked(on);
}

void AimPanel::rebuildGoals()
{
    const QString was = m_goal->currentData().toString();
    const QSignalBlocker block(m_goal);
    m_goal->clear();
    m_goal->addItem(tr("Hit the body at all"), QStringLiteral("hits"));
    if (const Ruleset* rs = m_session->ruleset(); rs && !rs->ground)
        for (const Location& l : rs->body.locations)
            m_goal->addItem(tr("Hit the %1").arg(translated(term(l.name))),
                QStringLiteral("location:") + QString::fromStdString(l.id));
    m_goal->setCurrentIndex(std::max(0, m_goal->findData(was)));
}

void AimPanel::recompute()
{
    m_map.reset();
    const Ruleset* rs = m_session->ruleset();
    auto nothing = [this](const QString& why) {
        m_summary->setText(why);
        m_aimThere->setEnabled(false);
        emit aimMapChanged(std::nullopt);
    };
    if (!rs || rs->ground)
        return nothing(tr("No body to aim at."));
    std::string error;
    const std::optional<AimGoal> goal
        = parseAimGoal(*rs, m_goal->currentData().toString().toStdString(), error);
    if (!goal)
        return nothing(QString::fromStdString(error));
    try {
        m_map = hitspread::aimMap(*rs, m_session->settings(), *goal);
    } catch (const Refused& e) {
        return nothing(tr("No aim map: %1").arg(translated(e.text())));
    }
    const AimMap& map = *m_map;
    if (map.scores.empty())
        return nothing(tr("The body has no hex to aim at."));
    auto where = [&](const AimScore& s) {
        const int location = rs->body.locationAt(s.aim);
        const QString value = map.exact ? tr("%1 %").arg(100.0 * s.score, 0, 'f', 1)
                                        : tr("%1 hits expected").arg(s.score, 0, 'f', 2);
        return tr("%1 (%2), %3")
            .arg(QString::fromStdString(label(s.aim)),
                translated(term(rs->body.locations[static_cast<std::size_t>(location)].name)),
                value);
    };
    QString text = tr("Best: %1.").arg(where(map.scores[0]));
    if (map.scores.size() > 1)
        text += QLatin1Char(' ') + tr("Runner-up: %1.").arg(where(map.scores[1]));
    text += QLatin1Char(' ')
        + (map.exact ? tr("Exact, over every dice sequence of the shot.")
                     : tr("Computed over every landing of the action, not sampled."));
    m_summary->setText(text);
    m_aimThere->setEnabled(m_session->settings().target != map.scores[0].aim);
    if (!aimMapOn()) {
        emit aimMapChanged(std::nullopt);
        return;
    }
    AimOverlay overlay;
    const double best = map.scores[0].score;
    for (const AimScore& s : map.scores)
        overlay.shade[s.aim] = best > 0 ? s.score / best : 0.0;
    for (std::size_t i = 0; i < 2 && i < map.scores.size(); ++i)
        overlay.best.push_back(map.scores[i].aim);
    emit aimMapChanged(std::move(overlay));
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
