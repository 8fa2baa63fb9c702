// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/burstplayer.h"

#include "app/document/session.h"

#include <cmath>

namespace hitspread {

BurstPlayer::BurstPlayer(Session* session, QObject* parent)
    : QObject(parent)
    , m_session(session)
{
    m_animation.setEasingCurve(QEasingCurve::Linear);
    connect(&m_animation, &QVariantAnimation::valueChanged, this,
        [this](const QVariant& value) { m_session->setRevealed(value.toDouble()); });
    connect(&m_animation, &QVariantAnimation::finished, this, [this] {
        m_session->setRevealed(-1);
        emit stateChanged();
    });
    connect(&m_animation, &QAbstractAnimation::stateChanged, this, &BurstPlayer::stateChanged);
    // Another entry, an undone shot or another document: whatever was playing stops.
    connect(session, &Session::selectedEntryChanged, this, [this](int index) {
        if (index != m_playingEntry)
            m_animation.stop();
    });
    connect(session, &Session::documentChanged, this, [this] { m_animation.stop(); });
    // A newly fired action of several shots plays by itself.
    connect(session, &Session::logChanged, this, [this] {
        const int entries = static_cast<int>(m_session->log().size());
        const bool fresh = entries > m_knownEntries;
        m_animation.stop();
        m_knownEntries = entries;
        // (An opened session brings its log with an empty undo stack: nothing plays then.)
        // A thrown grenade flies even in one step: intended point, deviation, impact.
        const bool thrown = entries > 0 && m_session->log().back().grenade && shotCount() > 0;
        if (fresh && m_session->undoStack()->count() > 0 && (shotCount() > 1 || thrown))
            replay();
    });
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
        m_session->setRevealed(-1);
        emit stateChanged();
        return;
    }
    m_playingEntry = m_session->selectedEntry();
    m_animation.setStartValue(revealed);
    m_animation.setEndValue(static_cast<double>(shots));
    m_animation.setDuration(
        std::max(1, static_cast<int>((shots - revealed) * MillisecondsPerShot / m_speed)));
    m_session->setRevealed(revealed);
    m_animation.start();
}

void BurstPlayer::play()
{
    const double revealed = m_session->revealed();
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
    const double revealed = m_session->revealed();
    const double next = revealed < 0 ? 1.0 : std::floor(revealed) + 1;
    m_session->setRevealed(next >= shots ? -1 : next);
    emit stateChanged();
}

void BurstPlayer::skipToEnd()
{
    m_animation.stop();
    m_session->setRevealed(-1);
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
        playFrom(m_session->revealed());
}

void BurstPlayer::setReduceMotion(bool reduce)
{
    m_reduceMotion = reduce;
    if (reduce)
        skipToEnd();
}

} // namespace hitspread
