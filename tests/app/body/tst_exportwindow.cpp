// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Widget tests of the main window's exports (File > Export Roll Log, File > Export Diagram)
// and of the player display (View > Player Display). The exports are driven through the
// functions the dialogs call with the path they ask for; no modal dialog opens.
#include "app/main/language.h"
#include "app/panels/oddspanel.h"
#include "app/window/bodyview.h"
#include "app/window/burstplayer.h"
#include "app/window/playerdisplay.h"
#include "logexport.h"
#include "testsupport.h"
#include "windowsupport.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QXmlStreamReader>

using namespace hitspread;
using namespace hitspread::test;

namespace {

QByteArray contents(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// The committed fight (tests/data/sessions/encounter/exports.yaml), opened in the window: its
// last entry, Kaar's burst at Wickham 2, is selected and shown. The file picks nobody; Kaar
// is picked to act on Wickham 2.
std::unique_ptr<BodyTable> fightWindow()
{
    auto window = shownWindow();
    const QStringList errors = window->openSessionFrom(dataPath("sessions/encounter/exports.yaml"));
    if (!errors.isEmpty())
        qFatal("%s", qPrintable(errors.join('\n')));
    Session* session = window->session();
    if (!session->pickActor(session->data().findByName("Kaar")->id).isEmpty()
        || !session->pickTarget(session->data().findByName("Wickham 2")->id).isEmpty())
        qFatal("Kaar cannot act on Wickham 2");
    return window;
}

// The gunner's FEN Gunhead on full auto, Hitspread's dice: a burst of several bullets.
void fireBurst(Session* session)
{
    session->changeShooter("gunner");
    AttackRequest s = session->settings();
    s.weapon = "fen-gunhead";
    s.mode = FireMode::Full;
    s.burstDice = 2;
    s.burstAdjust = 0;
    session->changeSettings(s, "Fire mode");
    session->setDiceMode(false, 99);
    const QString error = session->fire();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

} // namespace

class TestExportWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName("HitspreadTests");
        QApplication::setApplicationName("tst_exportwindow");
        QSettings().clear();
        installTranslators(*qApp, QStringLiteral("en")); // as the program starts
    }

    void cleanup()
    {
        QLocale::setDefault(QLocale::c());
        installTranslators(*qApp, QStringLiteral("en"));
        QSettings().clear(); // the display's geometry is kept between starts
    }

    void theFileMenuOffersTheExports()
    {
        const auto window = shownWindow();
        QVERIFY(window->findChild<QAction*>("exportRollLogAction"));
        QVERIFY(window->findChild<QAction*>("exportDiagramAction"));
        QAction* display = window->findChild<QAction*>("playerDisplayAction");
        QVERIFY(display && display->isCheckable() && !display->isChecked());
    }

    // The window writes exactly what the library makes of its session, as CSV and as JSON.
    void rollLog()
    {
        QTemporaryDir dir;
        const auto window = fightWindow();
        const Ruleset& rs = *window->session()->ruleset();
        QCOMPARE(window->exportRollLog(dir.filePath("log.csv")), QString());
        const QByteArray csv = contents(dir.filePath("log.csv"));
        QCOMPARE(csv, QByteArray::fromStdString(rollLogCsv(rs, window->session()->data())));
        QCOMPARE(csv.trimmed().split('\n').size(), 20); // a header and 19 dice
        QVERIFY(csv.contains("\n3,Kaar,Max.Rock,Wickham,throw,mini-frag,4,direction,2,hit,"));
        QCOMPARE(window->exportRollLog(dir.filePath("log.json")), QString());
        QCOMPARE(contents(dir.filePath("log.json")),
            QByteArray::fromStdString(rollLogJson(rs, window->session()->data())));
        // An action fired in the window is in the next export.
        Session* session = window->session();
        QVERIFY(session->pickTarget(session->data().findByName("Wickham")->id).isEmpty());
        fireBurst(session);
        QCOMPARE(window->exportRollLog(dir.filePath("log.csv")), QString());
        QVERIFY(contents(dir.filePath("log.csv")).contains("\n6,"));
    }

    // A name of no known format, or a folder that is a file: a message naming the path, and
    // the file already there untouched.
    void failedExportsSayWhyAndLoseNothing()
    {
        QTemporaryDir dir;
        const auto window = fightWindow();
        QFile kept(dir.filePath("log.txt"));
        QVERIFY(kept.open(QIODevice::WriteOnly));
        kept.write("the table's notes");
        kept.close();
        const QString unknown = window->exportRollLog(dir.filePath("log.txt"));
        QVERIFY2(
            unknown.contains("log.txt") && unknown.contains(".csv or .json"), qPrintable(unknown));
        QCOMPARE(contents(dir.filePath("log.txt")), QByteArray("the table's notes"));
        const QString picture = window->exportDiagram(dir.filePath("log.txt"));
        QVERIFY2(picture.contains(".png or .svg"), qPrintable(picture));
        QCOMPARE(contents(dir.filePath("log.txt")), QByteArray("the table's notes"));
        const QString blocked = window->exportRollLog(dir.filePath("log.txt/log.csv"));
        QVERIFY2(blocked.contains("log.txt/log.csv"), qPrintable(blocked));
        QCOMPARE(contents(dir.filePath("log.txt")), QByteArray("the table's notes"));
        const QString blockedPicture = window->exportDiagram(dir.filePath("log.txt/d.png"));
        QVERIFY2(blockedPicture.contains("log.txt/d.png"), qPrintable(blockedPicture));
    }

    // The diagram as the view shows it: its size (twice the pixels), the shown entry's
    // markers, the heat map when it is on; an SVG of shapes.
    void diagram()
    {
        QTemporaryDir dir;
        const auto window = fightWindow();
        window->player()->skipToEnd();
        BodyView* view = window->bodyView();
        QVERIFY(!view->shownShots().empty());
        QCOMPARE(window->exportDiagram(dir.filePath("burst.png")), QString());
        QImage shown;
        QVERIFY(shown.load(dir.filePath("burst.png")));
        QCOMPARE(shown.size(), view->size() * 2);
        QVERIFY(shown.pixel(0, 0) != shown.pixel(shown.width() / 2, shown.height() / 2));
        QVERIFY(shown.save(artifactPath("window-export-diagram.png")));
        // Another entry shows other markers.
        window->session()->selectEntry(0);
        QCOMPARE(window->exportDiagram(dir.filePath("first.png")), QString());
        QVERIFY(QImage(dir.filePath("first.png")) != shown);
        // The heat map is drawn when it is on.
        window->session()->selectEntry(4);
        window->player()->skipToEnd();
        window->oddsPanel()->setHeatMapOn(true);
        QVERIFY(view->showsHeat());
        QCOMPARE(window->exportDiagram(dir.filePath("heat.png")), QString());
        QVERIFY(QImage(dir.filePath("heat.png")) != shown);
        window->oddsPanel()->setHeatMapOn(false);

        QCOMPARE(window->exportDiagram(dir.filePath("burst.svg")), QString());
        QXmlStreamReader xml(contents(dir.filePath("burst.svg")));
        int shapes = 0;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement()
                && (xml.name() == QLatin1String("path") || xml.name() == QLatin1String("polygon")))
                ++shapes;
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        const Body& body = window->session()->ruleset()->body;
        QVERIFY(shapes >= body.columns * body.rows);
    }

    // The player display at a projector's sizes, in English and German, after a shot: the
    // bodies take most of its height, and the names and the result are whole inside it.
    void playerDisplayFitsEveryScreen_data() { addScreenRows(); }
    void playerDisplayFitsEveryScreen()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QCOMPARE(installTranslators(*qApp, language), language);
        const auto window = operativesWindow();
        Session* session = window->session();
        window->playerDisplayAction()->trigger();
        PlayerDisplay* display = window->playerDisplay();
        QVERIFY(display);
        session->setDiceMode(true, 1);
        QVERIFY(session->fireWithFaces({ 2, 2, 2, 3, 6, 6, 6 }).isEmpty());
        display->resize(size);
        QVERIFY(QTest::qWaitForWindowExposed(display));
        QTRY_COMPARE(display->size(), size);
        QTest::qWait(50);
        QVERIFY2(3 * display->view()->height() >= 2 * display->height(),
            qPrintable(QString("the bodies are %1 of %2 px tall")
                           .arg(display->view()->height())
                           .arg(display->height())));
        for (const char* name : { "playerDisplayNames", "playerDisplayResult" }) {
            auto* label = display->findChild<QLabel*>(name);
            QVERIFY(label && label->isVisible() && !label->text().isEmpty());
            const QRect shown(label->mapTo(display, QPoint(0, 0)), label->size());
            QVERIFY2(display->rect().contains(shown), name);
            QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                qPrintable(QString("%1 is cut: %2").arg(name, label->text())));
        }
        QVERIFY(display->grab().save(artifactPath(QString("player-display-%1-%2x%3.png")
                                                      .arg(language)
                                                      .arg(size.width())
                                                      .arg(size.height()))));
    }

    void playerDisplay()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        QAction* action = window->playerDisplayAction();
        action->trigger();
        PlayerDisplay* display = window->playerDisplay();
        QVERIFY(display);
        QVERIFY(QTest::qWaitForWindowExposed(display));
        QVERIFY(display->isWindow());
        QVERIFY(display->view()->isReadOnly());
        QCOMPARE(display->view()->renderer().body(), &session->ruleset()->body);
        // Nothing to click and nothing of the referee's: no docks, menus, toolbars or buttons.
        QVERIFY(display->findChildren<QDockWidget*>().isEmpty());
        QVERIFY(display->findChildren<QMenuBar*>().isEmpty());
        QVERIFY(display->findChildren<QToolBar*>().isEmpty());
        QVERIFY(display->findChildren<QPushButton*>().isEmpty());
        QVERIFY(display->findChildren<QAbstractButton*>().isEmpty());
        QVERIFY(display->namesText().contains(window->player()->shownName(0)));
        QVERIFY(display->resultText().isEmpty());

        // A shot fired in the main window lands on the display too.
        session->setDiceMode(true, 1);
        AttackRequest s = session->settings();
        s.target = *parseHex("K14");
        session->changeSettings(s, "Aim");
        QVERIFY(session->fireWithFaces({ 2, 2, 2, 3, 6, 6, 6 }).isEmpty());
        const std::vector<ShotMarkers> shown = display->view()->shownShots();
        QCOMPARE(shown.size(), std::size_t(1));
        QCOMPARE(shown[0].aimed, window->bodyView()->shownShots()[0].aimed);
        QCOMPARE(shown[0].landing, parseHex("K16"));
        const QString name = window->player()->shownName(0);
        QVERIFY2(display->resultText().startsWith("Hit: ")
                && display->resultText().contains(QString("— %1 is ").arg(name)),
            qPrintable(display->resultText()));
        // No heat map there, whatever the main view shows.
        window->oddsPanel()->setHeatMapOn(true);
        QVERIFY(window->bodyView()->showsHeat());
        QVERIFY(!display->view()->showsHeat());
        window->oddsPanel()->setHeatMapOn(false);
        QTest::qWait(50);
        const QImage picture = display->grab().toImage();
        QVERIFY(picture.save(artifactPath("player-display.png")));
        // The body is drawn there: the view's middle is not the ground around it.
        const QImage drawn = display->view()->grab().toImage();
        QVERIFY(drawn.pixel(drawn.width() / 2, drawn.height() / 2) != drawn.pixel(2, 2));

        // Undo clears it.
        session->undoStack()->undo();
        QVERIFY(display->view()->shownShots().empty());
        QVERIFY(display->resultText().isEmpty());

        // A burst walks across the body there as it does in the main view.
        fireBurst(session);
        const int bullets = static_cast<int>(session->log().back().outcome.shots.size());
        QVERIFY(bullets >= 2);
        window->player()->setRevealed(1);
        QCOMPARE(display->view()->shownShots().size(), std::size_t(1));
        QVERIFY(display->resultText().endsWith("…"));
        window->player()->step();
        QCOMPARE(display->view()->shownShots().size(), window->bodyView()->shownShots().size());
        window->player()->skipToEnd();
        QCOMPARE(display->view()->shownShots().size(), std::size_t(bullets));
        QVERIFY2(display->resultText().contains(QString("of %1").arg(bullets)),
            qPrintable(display->resultText()));
        QTest::qWait(50);
        QVERIFY(display->grab().save(artifactPath("player-display-burst.png")));

        // A new session: the display follows the document, it is not one of its own.
        session->newSession();
        QVERIFY(display->view()->shownShots().empty());
        QVERIFY(display->resultText().isEmpty());
        QVERIFY(display->namesText().contains(window->player()->shownName(0)));

        // Closing it unticks the action and keeps where it was; ticking opens it again.
        display->move(40, 50);
        display->close();
        QTRY_VERIFY(!window->playerDisplay());
        QVERIFY(!action->isChecked());
        QVERIFY(!QSettings().value("playerDisplay/geometry").toByteArray().isEmpty());
        action->trigger();
        QVERIFY(window->playerDisplay());
        QVERIFY(window->playerDisplay()->isVisible());
        action->trigger();
        QTRY_VERIFY(!window->playerDisplay());
    }

    // Opening a session in the window shows its fight on the display.
    void playerDisplayFollowsAnOpenedSession()
    {
        const auto window = shownWindow();
        window->playerDisplayAction()->trigger();
        PlayerDisplay* display = window->playerDisplay();
        QVERIFY(display);
        QVERIFY(window->openSessionFrom(dataPath("sessions/encounter/exports.yaml")).isEmpty());
        QVERIFY(display->namesText().isEmpty()); // the file picks nobody
        QVERIFY(window->session()
                    ->pickTarget(window->session()->data().findByName("Wickham 2")->id)
                    .isEmpty());
        window->player()->skipToEnd();
        QCOMPARE(display->view()->shownShots().size(), std::size_t(3));
        QCOMPARE(display->resultText(),
            QString("3 of 3 hit: Torso, Abdomen, 36 damage — Wickham 2 is dead"));
        QCOMPARE(display->namesText(), QString("Wickham 2"));
        // Closing the main window closes the display (nothing to save: no question asked).
        window->session()->undoStack()->setClean();
        window->close();
        QTRY_VERIFY(!window->playerDisplay());
    }
};

QTEST_MAIN(TestExportWindow)
#include "tst_exportwindow.moc"
