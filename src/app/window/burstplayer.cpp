// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/burstplayer.h"

#include "app/document/session.h"
#include "qs.h"

#include <cmath>

namespace hitspread {

BurstPlayer::BurstPlayer(Session* session, QObject* parent)
    : QObject(parent)
    , m_session(session)
{
    m_animation.setEasingCurve(QEasingCurve::Linear);
    connect(&m_animation, &QVariantAnimation::valueChanged, this,
        [this](const QVariant& value) { setRevealed(value.toDouble()); });
    connect(&m_animation, &QVariantAnimation::finished, this, [this] {
        setRevealed(-1);
        emit stateChanged();
    });
    connect(&m_animation, &QAbstractAnimation::stateChanged, this, &BurstPlayer::stateChanged);
    // Another entry, an undone shot or another document: whatever was playing stops. (A fresh
    // action selects the entry whose replay has just started: that one plays on.)
    connect(session, &Session::selectedEntryChanged, this, [this](int index) {
        if (index == m_playingEntry && isPlaying())
            return;
        m_animation.stop();
        setRevealed(-1);
    });
    // A new or opened session: its log is there already, and nothing of it plays by itself.
    connect(session, &Session::documentReplaced, this, [this] {
        m_animation.stop();
        setRevealed(-1);
        m_knownEntries = static_cast<int>(m_session->log().size());
    });
    // A newly fired action of several shots plays by itself.
    connect(session, &Session::logChanged, this, [this] {
        const int entries = static_cast<int>(m_session->log().size());
        const bool fresh = entries > m_knownEntries;
        m_animation.stop();
        setRevealed(-1); // the newest entry is the one shown, in full
        m_knownEntries = entries;
        // A thrown grenade flies even in one step: intended point, deviation, impact.
        const bool thrown = entries > 0 && m_session->log().back().grenade && shotCount() > 0;
        if (fresh && (shotCount() > 1 || thrown))
            replay();
    });
}

void BurstPlayer::setRevealed(double shots)
{
    if (shots == m_revealed)
        return;
    m_revealed = shots;
    emit revealedChanged();
}

const CharacterState& BurstPlayer::shownTarget() const
{
    const int selected = m_session->selectedEntry();
    if (m_revealed < 0 || selected < 0 || selected >= static_cast<int>(m_session->log().size()))
        return m_session->target();
    const LogEntry& entry = m_session->log()[static_cast<std::size_t>(selected)];
    if (entry.grenade)
        return m_revealed >= entry.steps() ? entry.targetAfter() : entry.targetBefore;
    // The newest revealed shot at the first target (walking fire may have moved on since).
    const int shown
        = std::min(static_cast<int>(m_revealed), static_cast<int>(entry.outcome.shots.size()));
    for (int i = shown - 1; i >= 0; --i) {
        const ShotTrace& shot = entry.outcome.shots[static_cast<std::size_t>(i)];
        if (shot.target == 0 && !shot.stray)
            return shot.targetAfter ? *shot.targetAfter : entry.outcome.targetAfter;
    }
    return entry.targetBefore;
}

const CharacterState& BurstPlayer::shownOther(std::size_t index) const
{
    const int selected = m_session->selectedEntry();
    const bool replaying
        = m_revealed >= 0 && selected >= 0 && selected < static_cast<int>(m_session->log().size());
    if (!replaying
        || index >= m_session->log()[static_cast<std::size_t>(selected)].othersBefore.size())
        return m_session->otherState(index);
    const LogEntry& entry = m_session->log()[static_cast<std::size_t>(selected)];
    if (entry.grenade) // the blast comes when the grenade has landed
        return m_revealed >= entry.steps() ? entry.othersAfter().at(index)
                                           : entry.othersBefore[index];
    const int shown
        = std::min(static_cast<int>(m_revealed), static_cast<int>(entry.outcome.shots.size()));
    for (int i = shown - 1; i >= 0; --i) {
        const ShotTrace& shot = entry.outcome.shots[static_cast<std::size_t>(i)];
        if (shot.target == static_cast<int>(index) + 1 && !shot.stray && shot.targetAfter)
            return *shot.targetAfter;
    }
    return entry.othersBefore[index];
}

QString BurstPlayer::shownName(std::size_t index) const
{
    const int selected = m_session->selectedEntry();
    const bool replaying
        = m_revealed >= 0 && selected >= 0 && selected < static_cast<int>(m_session->log().size());
    const std::vector<CombatantId> ids = replaying
        ? m_session->data().log[static_cast<std::size_t>(selected)].targets
        : m_session->targetIds();
    const Combatant* c = index < ids.size() ? m_session->data().find(ids[index]) : nullptr;
    return c ? qs(c->name) : QString();
}

bool BurstPlayer::showsSelectedEntryAt(std::size_t index) const
{
    const int selected = m_session->selectedEntry();
    if (selected < 0 || selected >= static_cast<int>(m_session->log().size()))
        return false;
    const std::vector<CombatantId>& about
        = m_session->data().log[static_cast<std::size_t>(selected)].targets;
    if (index >= about.size())
        return false;
    // A replay shows the entry's own bodies; otherwise the scene as it stands now.
    if (m_revealed >= 0)
        return true;
    const std::vector<CombatantId> shown = m_session->targetIds();
    return index < shown.size() && shown[index] == about[index];
}

int BurstPlayer::shotCount() const
{
    const int index = m_session->selectedEntry();
    if (index < 0 || index >= static_cast<int>(m_session->log().size()))
        return 0;
    return m_session->log()[static_cast<std::size_t>(index)].steps();
}

void BurstPlayer::playFrom(double revealed)
{
    m_animation.stop();
    const int shots = shotCount();
    if (shots == 0 || m_reduceMotion) {
        setRevealed(-1);
        emit stateChanged();
        return;
    }
    m_playingEntry = m_session->selectedEntry();
    m_animation.setStartValue(revealed);
    m_animation.setEndValue(static_cast<double>(shots));
    m_animation.setDuration(
        std::max(1, static_cast<int>((shots - revealed) * MillisecondsPerShot / m_speed)));
    setRevealed(revealed);
    m_animation.start();
}

void BurstPlayer::play()
{
    const double revealed = m_revealed;
    playFrom(revealed < 0 ? 0.0 : revealed);
}

void BurstPlayer::pause()
{
    m_animation.pause();
}

void BurstPlayer::step()
{
    m_animation.stop();
    const int shots = shotCount();
    const double revealed = m_revealed;
    const double next = revealed < 0 ? 1.0 : std::floor(revealed) + 1;
    setRevealed(next >= shots ? -1 : next);
    emit stateChanged();
}

void BurstPlayer::skipToEnd()
{
    m_animation.stop();
    setRevealed(-1);
    emit stateChanged();
}

void BurstPlayer::replay()
{
    playFrom(0.0);
}

void BurstPlayer::setSpeed(double speed)
{
    m_speed = std::clamp(speed, 0.25, 4.0);
    if (isPlaying())
        playFrom(m_revealed);
}

void BurstPlayer::setReduceMotion(bool reduce)
{
    m_reduceMotion = reduce;
    if (reduce)
        skipToEnd();
}

} // namespace hitspread
