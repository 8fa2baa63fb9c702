// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A full-auto burst of 40 bullets replayed at 60 frames a second in the main window at
// 1920 × 1080 (offscreen): each frame moves the replay on by 1/60 s, as the replay's animation
// clock does, and paints what changed — the body view and the roll log's card. Reported: the
// frames that took over 16 ms (a dropped frame at 60 a second), the slowest and the median.
#include "app/document/session.h"
#include "app/window/bodytable.h"
#include "app/window/bodyview.h"
#include "app/window/burstplayer.h"
#include "app/window/resultcard.h"
#include "testsupport.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <vector>

using namespace hitspread;

class BenchReplay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void fortyBulletsAtSixtyFrames()
    {
        BodyTable window;
        QVERIFY(window.openRuleset(test::rulesetPath("3d-system")).isEmpty());
        window.resize(1920, 1080);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Session* session = window.session();
        session->changeShooter("gunner");
        AttackRequest s = session->settings();
        s.weapon = "fen-gunhead";
        s.mode = FireMode::Full;
        s.burstDice = 8;
        session->changeSettings(s, "full auto");
        // The first seed whose burst is 40 bullets or more.
        std::size_t bullets = 0;
        for (std::uint64_t seed = 1; seed < 500 && bullets < 40; ++seed) {
            if (!session->log().empty())
                session->undoStack()->undo();
            session->setDiceMode(false, seed);
            QVERIFY(session->fire().isEmpty());
            bullets = session->log().back().outcome.shots.size();
        }
        QVERIFY(bullets >= 40);
        window.player()->pause();
        BodyView* view = window.bodyView();
        auto* card = window.findChild<ResultCard*>();
        QVERIFY(card);
        QImage viewImage(view->size(), QImage::Format_ARGB32_Premultiplied);
        QImage cardImage(card->size(), QImage::Format_ARGB32_Premultiplied);
        const double perFrame = 1000.0 / 60 / BurstPlayer::MillisecondsPerShot; // shots
        std::vector<double> frames;
        QBENCHMARK_ONCE
        {
            frames.clear();
            for (double revealed = 0; revealed < static_cast<double>(bullets);
                 revealed += perFrame) {
                QElapsedTimer clock;
                clock.start();
                window.player()->setRevealed(revealed);
                view->render(&viewImage);
                card->render(&cardImage);
                frames.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
            }
        }
        viewImage.save(test::artifactPath("bench-replay-last-frame.png"));
        std::vector<double> sorted = frames;
        std::sort(sorted.begin(), sorted.end());
        const auto dropped
            = std::count_if(frames.begin(), frames.end(), [](double ms) { return ms > 16.0; });
        qInfo("%zu bullets, %zu frames: %ld over 16 ms; median %.2f ms, slowest %.2f ms", bullets,
            frames.size(), static_cast<long>(dropped), sorted[sorted.size() / 2], sorted.back());
    }
};

QTEST_MAIN(BenchReplay)
#include "bench_replay.moc"
