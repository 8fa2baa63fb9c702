// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QVariantAnimation>

namespace hitspread {

struct CharacterState;
class Session;

// Replays the selected roll-log entry shot by shot: the model has decided everything, the
// player only moves its "revealed" mark along a timeline (Qt's animation clock), and says how
// the bodies stand as of that mark. The session knows nothing of a replay.
class BurstPlayer : public QObject {
    Q_OBJECT
public:
    explicit BurstPlayer(Session* session, QObject* parent = nullptr);

    bool isPlaying() const { return m_animation.state() == QAbstractAnimation::Running; }
    // How many of the selected entry's shots the replay shows (the fraction is the next one on
    // its way), or −1 for all of them: what the replay has revealed, the player's alone (the
    // session knows nothing of it). A view state: not undone.
    double revealed() const { return m_revealed; }
    void setRevealed(double shots);
    // The target as the views show it: as of the revealed shot while replaying, else now.
    const CharacterState& shownTarget() const;
    // The same for the scene's further targets (walking fire), by their index among others().
    const CharacterState& shownOther(std::size_t index) const;
    // The name of the target (0) or a further target (1 …) the views show: of the entry
    // being replayed, else as picked now.
    QString shownName(std::size_t index) const;
    // Whether the body shown at `index` of the scene is the combatant the selected log entry
    // was about there: its markers (crosshair, landing, blast zone) go on that body only, never
    // on whoever stands in the slot now.
    bool showsSelectedEntryAt(std::size_t index) const;
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
    void revealedChanged();

private:
    int shotCount() const;
    void playFrom(double revealed);

    Session* m_session;
    QVariantAnimation m_animation;
    double m_speed = 1.0;
    bool m_reduceMotion = false;
    double m_revealed = -1;
    int m_knownEntries = 0;
    int m_playingEntry = -1;
};

} // namespace hitspread
