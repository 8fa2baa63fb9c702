// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The replay player: what a replay has revealed is its own, never the session's. A fresh burst
// plays by itself from its first shot, also as the first action of a session, without showing
// its end first; saving mid-replay lets it play on; another entry selected, or another session,
// stops it and shows the entry whole.
#include "app/document/session.h"
#include "app/window/burstplayer.h"
#include "testsupport.h"

#include <QTest>
#include <QUndoStack>

using namespace hitspread;
using namespace hitspread::test;

namespace {
// The Operative's Fen Gunhead on full auto: a burst of several shots.
void setUpBurst(Session& session)
{
    AttackRequest burst = session.settings();
    burst.weapon = "fen-gunhead";
    burst.mode = FireMode::Full;
    burst.burstDice = 4;
    session.changeSettings(burst, "Full auto");
}

}

class TestBurstPlayer : public QObject {
    Q_OBJECT
private slots:
    void aFreshBurstPlaysFromItsFirstShot()
    {
        Session session;
        QVERIFY(session.loadRuleset(rulesetPath("3d-system")).isEmpty());
        BurstPlayer player(&session);
        setUpBurst(session);
        session.setDiceMode(false, 7);
        session.undoStack()->clear(); // the burst is the first step of the history
        std::vector<double> seen;
        connect(&player, &BurstPlayer::revealedChanged, this,
            [&] { seen.push_back(player.revealed()); });
        QCOMPARE(session.fire(), QString());
        QVERIFY(session.log().back().steps() > 1);
        QVERIFY(player.isPlaying());
        // From the first shot at once: never the whole result in between.
        QCOMPARE(seen, std::vector<double> { 0.0 });
        QCOMPARE(player.revealed(), 0.0);
        // Saving (the history clean) lets it play on.
        session.undoStack()->setClean();
        QVERIFY(player.isPlaying());
        QTRY_VERIFY(player.revealed() > 0);
    }

    void anotherEntryOrSessionStopsIt()
    {
        Session session;
        QVERIFY(session.loadRuleset(rulesetPath("3d-system")).isEmpty());
        BurstPlayer player(&session);
        setUpBurst(session);
        session.setDiceMode(false, 7);
        QCOMPARE(session.fire(), QString());
        QCOMPARE(session.fire(), QString());
        QVERIFY(player.isPlaying());
        session.selectEntry(0);
        QVERIFY(!player.isPlaying());
        QCOMPARE(player.revealed(), -1.0);
        player.replay();
        QVERIFY(player.isPlaying());
        session.newSession();
        QVERIFY(!player.isPlaying());
        QCOMPARE(player.revealed(), -1.0);
        // The new session's log (empty) plays nothing; its first burst plays.
        setUpBurst(session);
        QCOMPARE(session.fire(), QString());
        QVERIFY(player.isPlaying());
    }
};

QTEST_MAIN(TestBurstPlayer)
#include "tst_burstplayer.moc"
