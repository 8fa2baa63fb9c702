// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/playerdisplay.h"

#include "app/window/burstplayer.h"
#include "qs.h"

#include "app/document/session.h"
#include "app/window/bodyview.h"
#include "logexport.h"

#include <QCloseEvent>
#include <QIcon>
#include <QLabel>
#include <QSettings>
#include <QVBoxLayout>

#include <algorithm>

namespace hitspread {

namespace {
    const char* const GeometryKey = "playerDisplay/geometry";

    // How a character stands, in a word the table reads from across the room.
    QString stateWord(const Ruleset& rs, const CharacterState& state)
    {
        switch (state.status(rs)) {
        case CharacterStatus::Dead:
            return PlayerDisplay::tr("dead");
        case CharacterStatus::Unconscious:
            return PlayerDisplay::tr("unconscious");
        case CharacterStatus::Ok:
            break;
        }
        if (state.wounds > 0)
            return PlayerDisplay::tr("wounded");
        for (std::size_t i = 0; i < state.locations.size(); ++i) {
            if (state.condition(static_cast<int>(i)) != LocationCondition::Unhurt)
                return PlayerDisplay::tr("hurt");
        }
        return PlayerDisplay::tr("unhurt");
    }

    QFont scaled(QFont font, double factor, bool bold)
    {
        font.setPointSizeF(font.pointSizeF() * factor);
        font.setBold(bold);
        return font;
    }
}

PlayerDisplay::PlayerDisplay(Session* session, BurstPlayer* player, QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_session(session)
    , m_player(player)
    , m_view(new BodyView(session, player, this))
    , m_names(new QLabel(this))
    , m_result(new QLabel(this))
{
    setWindowTitle(tr("Hitspread — Player Display"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/hitspread.svg")));
    setObjectName(QStringLiteral("playerDisplay"));
    m_view->setReadOnly(true);
    m_names->setObjectName(QStringLiteral("playerDisplayNames"));
    m_result->setObjectName(QStringLiteral("playerDisplayResult"));
    m_names->setFont(scaled(font(), 2.6, true));
    m_result->setFont(scaled(font(), 2.2, false));
    m_names->setAlignment(Qt::AlignCenter);
    m_result->setAlignment(Qt::AlignCenter);
    m_names->setWordWrap(true);
    m_result->setWordWrap(true);
    m_result->setAccessibleName(tr("Last result"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_names);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_result);
    resize(900, 1000);
    restoreGeometry(QSettings().value(QLatin1String(GeometryKey)).toByteArray());

    auto names = [this] { showNames(); };
    auto result = [this] { showResult(); };
    connect(session, &Session::rulesetChanged, this, names);
    connect(session, &Session::targetChanged, this, names);
    connect(session, &Session::rosterChanged, this, names);
    connect(player, &BurstPlayer::revealedChanged, this, names);
    connect(session, &Session::rulesetChanged, this, result);
    connect(session, &Session::logChanged, this, result);
    connect(session, &Session::selectedEntryChanged, this, result);
    connect(player, &BurstPlayer::revealedChanged, this, result);
    connect(session, &Session::rosterChanged, this, result);
    showNames();
    showResult();
}

PlayerDisplay::~PlayerDisplay()
{
    saveGeometrySetting();
}

QString PlayerDisplay::namesText() const
{
    return m_names->text();
}

QString PlayerDisplay::resultText() const
{
    return m_result->text();
}

void PlayerDisplay::showNames()
{
    QStringList names;
    const std::size_t bodies = m_session->ruleset() ? m_session->others().size() + 1 : 0;
    for (std::size_t i = 0; i < bodies; ++i) {
        const QString name = m_player->shownName(i);
        if (!name.isEmpty())
            names << name;
    }
    m_names->setText(names.join(QStringLiteral("  ·  ")));
}

void PlayerDisplay::showResult()
{
    const Ruleset* rs = m_session->ruleset();
    const Encounter& e = m_session->data();
    const int index = m_session->selectedEntry();
    if (!rs || index < 0 || index >= static_cast<int>(e.log.size())) {
        m_result->clear();
        return;
    }
    const EncounterEntry& entry = e.log[static_cast<std::size_t>(index)];
    auto nameOf = [&e](CombatantId id) {
        const Combatant* c = e.find(id);
        return c ? qs(c->name) : QString();
    };
    QStringList targets;
    for (CombatantId id : entry.targets)
        targets << nameOf(id);
    if (m_player->revealed() >= 0) {
        // Still on its way: who acts on whom, the result once it has landed.
        m_result->setText(tr("%1 → %2 …").arg(nameOf(entry.actor), targets.join(", ")));
        return;
    }
    const LogEntry& action = entry.action;
    const ActionSummary summary = summarizeAction(action);
    QStringList locations;
    for (int l : summary.locations) {
        const QString name = qs(rs->body.locations[static_cast<std::size_t>(l)].name);
        if (!locations.contains(name))
            locations << name;
    }
    QString what;
    if (action.grenade && action.grenadeOutcome.jump) {
        what = tr("%1 jumps on the grenade: %2 passes on")
                   .arg(qs(action.grenadeOutcome.jump->name))
                   .arg(action.grenadeOutcome.jump->passedOn);
    } else if (action.grenade) {
        what = summary.hit
            ? tr("Grenade: %n caught, %1 damage", nullptr, summary.hits).arg(summary.damage)
            : tr("Grenade: nobody caught");
    } else if (summary.shots > 1) {
        what = summary.hit ? tr("%1 of %2 hit: %3, %4 damage")
                                 .arg(summary.hits)
                                 .arg(summary.shots)
                                 .arg(locations.join(", "))
                                 .arg(summary.damage)
                           : tr("Miss: none of %1 hit").arg(summary.shots);
    } else {
        what = summary.hit ? tr("Hit: %1, %2 damage").arg(locations.join(", ")).arg(summary.damage)
                           : tr("Miss");
    }
    // Everyone the action reached, as it left them: the target, and a further target only
    // when a bullet walked onto it or the blast caught it (the scene may hold one the action
    // never touched).
    const auto reached = [&](std::size_t i) {
        if (i == 0)
            return true;
        if (action.grenade) {
            const auto& thrown = action.grenadeOutcome.thrown;
            return thrown && i < thrown->characters.size() && thrown->characters[i].affected();
        }
        return std::any_of(action.outcome.shots.begin(), action.outcome.shots.end(),
            [i](const ShotTrace& shot) { return static_cast<std::size_t>(shot.target) == i; });
    };
    QStringList states;
    for (std::size_t i = 0; i < entry.targets.size(); ++i) {
        const CharacterState* after = i == 0      ? &action.targetAfter()
            : i - 1 < action.othersAfter().size() ? &action.othersAfter()[i - 1]
                                                  : nullptr;
        if (after && reached(i))
            states << tr("%1 is %2").arg(nameOf(entry.targets[i]), stateWord(*rs, *after));
    }
    m_result->setText(states.isEmpty() ? what : tr("%1 — %2").arg(what, states.join(", ")));
}

void PlayerDisplay::saveGeometrySetting() const
{
    QSettings().setValue(QLatin1String(GeometryKey), saveGeometry());
}

void PlayerDisplay::closeEvent(QCloseEvent* event)
{
    saveGeometrySetting();
    event->accept();
    emit closed();
}

} // namespace hitspread
