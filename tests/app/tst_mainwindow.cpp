// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Widget tests: they click where the renderer says a hex is drawn.
#include "aboutdialog.h"
#include "bodyview.h"
#include "mainwindow.h"
#include "testsupport.h"

#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {
// A shown main window with the shipped ruleset, ready for clicks.
std::unique_ptr<MainWindow> shownWindow()
{
    auto window = std::make_unique<MainWindow>();
    if (!window->openRuleset(rulesetPath("3d-system")).isEmpty())
        qFatal("the shipped ruleset does not load");
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        qFatal("the window is not shown");
    return window;
}
}

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void clickSelectsTheHexUnderTheMouse_data()
    {
        QTest::addColumn<QString>("hex");
        for (const char* label : { "K14", "A1", "W33", "F20", "L4" })
            QTest::newRow(label) << label;
    }
    void clickSelectsTheHexUnderTheMouse()
    {
        QFETCH(QString, hex);
        const auto window = shownWindow();
        BodyView* view = window->bodyView();
        QSignalSpy selected(view, &BodyView::hexSelected);
        const Hex target = *parseHex(hex.toStdString());
        QTest::mouseClick(view, Qt::LeftButton, {}, view->renderer().hexCenter(target).toPoint());
        QCOMPARE(selected.count(), 1);
        QCOMPARE(view->selectedHex(), std::optional<Hex>(target));
    }

    void hoverNamesTheSubLocation()
    {
        const auto window = shownWindow();
        BodyView* view = window->bodyView();
        QTest::mouseMove(view, view->renderer().hexCenter(*parseHex("K14")).toPoint());
        QTRY_VERIFY(window->statusBar()->currentMessage().contains("K14"));
        QVERIFY(window->statusBar()->currentMessage().contains("Solar plexus (Torso)"));
    }

    void arrowKeysMoveTheSelection()
    {
        const auto window = shownWindow();
        BodyView* view = window->bodyView();
        view->setSelectedHex(*parseHex("K14"));
        QTest::keyClick(view, Qt::Key_Down);
        QCOMPARE(view->selectedHex(), parseHex("K15"));
        QTest::keyClick(view, Qt::Key_Left);
        QCOMPARE(view->selectedHex(), parseHex("J15"));
    }

    void brokenRulesetKeepsTheOldOne()
    {
        MainWindow window;
        QVERIFY(window.openRuleset(rulesetPath("3d-system")).isEmpty());
        const Ruleset* before = window.ruleset();
        const QStringList errors = window.openRuleset(dataPath("invalid/ragged-rows"));
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors.first().contains("body.yaml:"));
        QCOMPARE(window.ruleset(), before);
        QCOMPARE(window.ruleset()->id, std::string("3d-system"));
    }

    void aboutNamesTheLoadedRuleset()
    {
        MainWindow window;
        window.openRuleset(rulesetPath("3d-system"));
        AboutDialog about(window.ruleset(), &window);
        QVERIFY(about.rulesetText().contains("(3d-system)"));
        QVERIFY(about.rulesetText().contains("22 weapons"));
        AboutDialog none(nullptr);
        QCOMPARE(none.rulesetText(), QString("No ruleset is loaded."));
    }

    void screenshot()
    {
        MainWindow window;
        window.openRuleset(rulesetPath("3d-system"));
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QImage image = window.grab().toImage();
        QVERIFY(image.save(artifactPath("main-window.png")));
        QCOMPARE(image.size(), QSize(1024, 768) * window.devicePixelRatio());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
