// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QVariantAnimation>

namespace hitspread {

class Session;

// Replays the selected roll-log entry shot by shot: the model has decided everything, the
// player only moves the session's "revealed" mark along a timeline (Qt's animation clock).
class BurstPlayer : public QObject {
    Q_OBJECT
public:
    explicit BurstPlayer(Session* session, QObject* parent = nullptr);

    bool isPlaying() const { return m_animation.state() == QAbstractAnimation::Running; }
    double speed() const { return m_speed; }
    bool reduceMotion() const { return m_reduceMotion; }
    static constexpr int MillisecondsPerShot = 420;

public slots:
    void play();
    void pause();
    void step(); // one shot further
    void skipToEnd();
    void replay(); // from the first shot
    void setSpeed(double speed); // 0.25 … 4
    void setReduceMotion(bool reduce); // show the end state at once

signals:
    void stateChanged();

private:
    int shotCount() const;
    void playFrom(double revealed);

    Session* m_session;
    QVariantAnimation m_animation;
    double m_speed = 1.0;
    bool m_reduceMotion = false;
    int m_knownEntries = 0;
    int m_playingEntry = -1;
};

} // namespace hitspread
