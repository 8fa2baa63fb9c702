// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Start to first paint of the main window (ruleset loaded), beside an empty QMainWindow
// started the same way.
#include "mainwindow.h"
#include "testsupport.h"

#include <QApplication>
#include <QEvent>
#include <QMainWindow>
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
                auto window = std::make_unique<MainWindow>();
                window->openRuleset(test::rulesetPath("3d-system"));
                return window;
            });
        }
    }
};

QTEST_MAIN(BenchStartup)
#include "bench_startup.moc"
