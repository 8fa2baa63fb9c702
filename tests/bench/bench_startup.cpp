// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Start to first paint of the main window (ruleset loaded), beside an empty QMainWindow
// started the same way; and a warm frame of the window's table — the map of the fight beside the
// body diagram — at 1920 × 1080, in the middle of a fight.
#include "app/document/session.h"
#include "app/window/bodytable.h"
#include "testsupport.h"

#include <QApplication>
#include <QEvent>
#include <QImage>
#include <QMainWindow>
#include <QPainter>
#include <QStandardPaths>
#include <QTest>

using namespace hitspread;

namespace {
// Notes the first paint of a window's descendants.
class FirstPaint : public QObject {
public:
    bool painted = false;

protected:
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            painted = true;
        return false;
    }
};

template <typename Make> void startAndPaint(Make make)
{
    FirstPaint watcher;
    qApp->installEventFilter(&watcher);
    auto window = make();
    window->show();
    while (!watcher.painted)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    qApp->removeEventFilter(&watcher);
}
}

class BenchStartup : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void emptyMainWindow()
    {
        QBENCHMARK
        {
            startAndPaint([] { return std::make_unique<QMainWindow>(); });
        }
    }

    void hitspreadMainWindow()
    {
        QBENCHMARK
        {
            startAndPaint([] {
                auto window = std::make_unique<BodyTable>();
                window->openRuleset(test::rulesetPath("3d-system"));
                return window;
            });
        }
    }

    // The table (map and body, the central widget) painted into an image, warm: a fight of
    // eight with a hit on the body shown.
    void tableFrame()
    {
        BodyTable window;
        QVERIFY(window.openRuleset(test::rulesetPath("3d-system")).isEmpty());
        Session* session = window.session();
        const Ruleset& rs = *session->ruleset();
        for (int i = 0; i < 3; ++i) {
            QVERIFY(session->addCombatant(rs.characters.at("operative"), 0).isEmpty());
            QVERIFY(session->addCombatant(rs.characters.at("frother"), 1).isEmpty());
        }
        session->setDiceMode(false, 1);
        QVERIFY(session->fire().isEmpty());
        window.resize(1920, 1080);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QWidget* table = window.centralWidget();
        QImage image(table->size(), QImage::Format_ARGB32_Premultiplied);
        table->render(&image); // warm: the kept layers drawn once
        QBENCHMARK
        {
            table->render(&image);
        }
        QVERIFY(image.save(test::artifactPath("bench-table-1920x1080.png")));
    }
};

QTEST_MAIN(BenchStartup)
#include "bench_startup.moc"
