// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Widget tests of the main window: they click where the renderer says a hex is drawn, fire
// with typed dice, undo, save and reopen, and leave screenshots to look at.
#include "app/dialogs/aboutdialog.h"
#include "app/dialogs/charactereditor.h"
#include "app/dialogs/diceentrydialog.h"
#include "app/dialogs/influencedialog.h"
#include "app/dialogs/jumpdialog.h"
#include "app/dialogs/suppressdialog.h"
#include "app/dialogs/treatdialog.h"
#include "app/document/session.h"
#include "app/panels/grenadepanel.h"
#include "app/panels/oddspanel.h"
#include "app/panels/rolllogpanel.h"
#include "app/panels/shooterpanel.h"
#include "app/panels/targetpanel.h"
#include "app/panels/trackerpanel.h"
#include "app/window/bodytable.h"
#include "app/window/bodyview.h"
#include "app/window/burstplayer.h"
#include "app/window/resultcard.h"
#include "attackrules.h"
#include "derived.h"
#include "testsupport.h"
#include "windowsupport.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace hitspread;
using namespace hitspread::test;

namespace {

void clickHex(BodyTable& window, const char* hex)
{
    BodyView* view = window.bodyView();
    QTest::mouseClick(
        view, Qt::LeftButton, {}, view->renderer().hexCenter(*parseHex(hex)).toPoint());
}

// The gunner with his FEN Gunhead: the settings to adjust further, in the given fire mode.
AttackRequest gunheadSettings(Session* session, FireMode mode)
{
    session->changeShooter("gunner");
    AttackRequest s = session->settings();
    s.weapon = "fen-gunhead";
    s.mode = mode;
    return s;
}

int location(const BodyTable& window, const char* id)
{
    return window.session()->ruleset()->body.locationIndex(id);
}

// Answers the modal dice dialog that fire() opens, face by face, then checks it closed.
void answerDiceDialog(std::vector<int> faces, bool cancel = false)
{
    QTimer::singleShot(0, [faces, cancel] {
        auto* dialog = qobject_cast<DiceEntryDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QVERIFY(dialog->prompt().contains("success die"));
        if (cancel) {
            dialog->reject();
            return;
        }
        for (int face : faces) {
            auto* button = dialog->findChild<QPushButton*>(QString("face%1").arg(face));
            QVERIFY(button);
            QTest::mouseClick(button, Qt::LeftButton);
        }
    });
}
}

class TestBodyTable : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName("HitspreadTests");
        QApplication::setApplicationName("tst_bodytable");
    }

    void clickAimsAtTheHexUnderTheMouse_data()
    {
        QTest::addColumn<QString>("hex");
        for (const char* label : { "K14", "A1", "W33", "F20", "L4", "B2" })
            QTest::newRow(label) << label;
    }
    void clickAimsAtTheHexUnderTheMouse()
    {
        QFETCH(QString, hex);
        const auto window = operativesWindow();
        clickHex(*window, qPrintable(hex));
        QCOMPARE(window->session()->settings().target, *parseHex(hex.toStdString()));
        QCOMPARE(window->bodyView()->selectedHex(), parseHex(hex.toStdString()));
        QVERIFY(window->shooterPanel()->statusText().contains(hex));
    }

    void hoverNamesTheSubLocationAndMovesTheOdds()
    {
        const auto window = operativesWindow();
        BodyView* view = window->bodyView();
        QTest::mouseMove(view, view->renderer().hexCenter(*parseHex("C5")).toPoint());
        QTest::mouseMove(view, view->renderer().hexCenter(*parseHex("K5")).toPoint());
        // A moved mouse reaches the view through the X server: on a busy machine that can take
        // seconds.
        QTRY_VERIFY_WITH_TIMEOUT(window->statusBar()->currentMessage().contains("K5"), 20000);
        QVERIFY(window->statusBar()->currentMessage().contains("(Head)"));
        QCOMPARE(window->oddsPanel()->oddsHex(), *parseHex("K5"));
        QVERIFY(window->oddsPanel()->odds());
    }

    void arrowKeysMoveTheAim()
    {
        const auto window = operativesWindow();
        BodyView* view = window->bodyView();
        clickHex(*window, "K14");
        QTest::keyClick(view, Qt::Key_Down);
        QCOMPARE(view->selectedHex(), parseHex("K15"));
        QTest::keyClick(view, Qt::Key_Left);
        QCOMPARE(view->selectedHex(), parseHex("J15"));
    }

    void fireWithTypedDiceAndUndo()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        session->setDiceMode(true, 1);
        clickHex(*window, "K14");
        const CharacterState before = session->target();
        const int torso = location(*window, "torso");
        // The operative's Anvil, one aim: RCL 4 in a stance, spread 4; dice 2,2,2 + skill 8 = 14
        // hits with aiming points 2: deviation 2, direction 3 → K16 (still torso? the view says);
        // DAM 12 above PHYS 7 calls for the knockback test, 6,6,6 (§7).
        answerDiceDialog({ 2, 2, 2, 3, 6, 6, 6 });
        window->fire();
        QCOMPARE(session->log().size(), std::size_t(1));
        const Outcome& outcome = session->log().front().outcome;
        QCOMPARE(outcome.dice.size(), std::size_t(7));
        const ShotTrace& shot = outcome.shots.front();
        QCOMPARE(shot.deviation, 2);
        QCOMPARE(QString::fromStdString(label(*shot.landing)), QString("K16"));
        // The diagram shows the aimed hex, the landing and the deviation.
        const auto markers = window->bodyView()->shownShots();
        QCOMPARE(markers.size(), std::size_t(1));
        QCOMPARE(markers[0].aimed, *parseHex("K14"));
        QCOMPARE(markers[0].landing, parseHex("K16"));
        QCOMPARE(markers[0].onBody, shot.location >= 0);
        // The log, the card and the target sheet follow.
        QCOMPARE(window->rollLog()->list()->count(), 1);
        QVERIFY(window->rollLog()->card()->summary().contains("lands on K16"));
        QVERIFY(window->rollLog()->workingText().contains("Roll 2,2,2 + skill 8"));
        const int hitLocation = shot.location;
        QVERIFY(hitLocation >= 0);
        QCOMPARE(window->targetPanel()->hitsShown(hitLocation),
            session->target().locations[static_cast<std::size_t>(hitLocation)].hits);
        QVERIFY(session->target().incap < before.incap || shot.hits.front().bodyDamage == 0);
        // Undo puts the target back exactly.
        window->session()->undoStack()->undo();
        QVERIFY(session->log().empty());
        QCOMPARE(session->target().incap, before.incap);
        for (std::size_t i = 0; i < before.locations.size(); ++i)
            QCOMPARE(session->target().locations[i].hits, before.locations[i].hits);
        QCOMPARE(session->target().armour[0].idLeft, before.armour[0].idLeft);
        QCOMPARE(window->targetPanel()->hitsShown(torso),
            before.locations[static_cast<std::size_t>(torso)].hits);
        QVERIFY(window->bodyView()->shownShots().empty());
        window->session()->undoStack()->redo();
        QCOMPARE(session->log().size(), std::size_t(1));
    }

    void cancellingTheDiceChangesNothing()
    {
        const auto window = operativesWindow();
        window->session()->setDiceMode(true, 1);
        const int undoCount = window->session()->undoStack()->count();
        answerDiceDialog({}, true);
        window->fire();
        QVERIFY(window->session()->log().empty());
        QCOMPARE(window->session()->undoStack()->count(), undoCount);
    }

    void diceDialogAsksOnlyForWhatTheShotNeeds()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        DiceEntryDialog dialog(
            [session](
                const std::vector<int>& tried) { session->tryFaces(session->settings(), tried); },
            {});
        QVERIFY(dialog.prompt().contains("success die"));
        dialog.enterFace(7); // not a face: ignored
        dialog.enterFace(0);
        QVERIFY(dialog.faces().empty());
        dialog.enterFace(6);
        QVERIFY(dialog.prompt().contains("damage die"));
        dialog.enterFace(6);
        QVERIFY(dialog.prompt().contains("penetration die"));
        dialog.enterFace(6); // 18 + 8: a hit with no deviation, no direction die needed
        // DAM 12 above PHYS 7: the knockback's PHYS test is asked for next (§7).
        QVERIFY(dialog.prompt().contains("stat test success die"));
        for (int i = 0; i < 3; ++i)
            dialog.enterFace(6);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.faces(), (std::vector<int> { 6, 6, 6, 6, 6, 6 }));
    }

    void seededDiceReplayAfterUndo()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        session->setDiceMode(false, 4242);
        QVERIFY(session->fire().isEmpty());
        const std::vector<int> first = session->log().back().dice;
        session->undoStack()->undo();
        QVERIFY(session->fire().isEmpty());
        QCOMPARE(session->log().back().dice, first); // undo rewinds the dice: no re-rolls by undo
        QVERIFY(session->fire().isEmpty());
        QCOMPARE(session->log().size(), std::size_t(2));
        QCOMPARE(session->data().dice.facesUsed,
            std::uint64_t(first.size() + session->log().back().dice.size()));
    }

    void settingsChangesAreUndoable()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        AttackRequest s = session->settings();
        const int aims = s.aims;
        s.aims = 3;
        session->changeSettings(s, "Aims");
        QCOMPARE(session->settings().aims, 3);
        session->undoStack()->undo();
        QCOMPARE(session->settings().aims, aims);
    }

    // Seed, Two Weapons: the other hand may hold a different weapon; the panel names it, and
    // the shot bears both recoils.
    void theOtherHandCanHoldAnotherWeapon()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        auto* two = window->shooterPanel()->findChild<QCheckBox*>("twoWeaponsCheck");
        auto* other = window->shooterPanel()->findChild<QComboBox*>("otherWeaponCombo");
        QVERIFY(two && other);
        QVERIFY(other->isHidden());
        two->click();
        QVERIFY(session->settings().twoWeapons);
        QVERIFY(!other->isHidden());
        QCOMPARE(other->currentData().toString(), QString()); // a pair, unless named
        const int nemesis = other->findData(QStringLiteral("nemesis"));
        QVERIFY(nemesis > 0);
        other->setCurrentIndex(nemesis);
        emit other->activated(nemesis);
        QCOMPARE(QString::fromStdString(session->settings().otherWeapon), QString("nemesis"));
        QVERIFY2(session->fire().isEmpty(), qPrintable(window->shooterPanel()->statusText()));
        QCOMPARE(
            QString::fromStdString(session->log().back().request.otherWeapon), QString("nemesis"));
        // Undone, the panel names the pair again; two weapons off, no other weapon is kept.
        session->undoStack()->undo();
        session->undoStack()->undo();
        QCOMPARE(other->currentData().toString(), QString());
        two->click();
        QVERIFY(!session->settings().twoWeapons);
        QVERIFY(session->settings().otherWeapon.empty());
        QVERIFY(other->isHidden());
    }

    void impossibleShotsAreRefusedInThePanel()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        // The Anvil's extreme range is 120 m: the target steps 500 m away on the map.
        QVERIFY(standFrom(*session, session->data().target, session->data().actor, 500).isEmpty());
        QVERIFY(window->shooterPanel()->statusText().contains("beyond extreme range"));
        QVERIFY(!session->fire().isEmpty());
        QVERIFY(session->log().empty());
    }

    void brokenRulesetKeepsTheOldOne()
    {
        const auto window = operativesWindow();
        const Ruleset* before = window->session()->ruleset();
        const QStringList errors = window->openRuleset(dataPath("invalid/ragged-rows"));
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors.first().contains("body.yaml:"));
        QCOMPARE(window->session()->ruleset(), before);
        QCOMPARE(window->session()->ruleset()->id, std::string("3d-system"));
    }

    // File ▸ Rulesets lists the shipped rulesets and the user's own, the one in use
    // checked; choosing one loads it.
    void rulesetsMenuListsTheUsersOwn()
    {
        QTemporaryDir data;
        QVERIFY(data.isValid());
        const QString own = data.filePath("hitspread/rulesets/house-rules");
        QVERIFY(QDir().mkpath(own + "/characters"));
        const QDir shipped(rulesetPath("3d-system"));
        for (const QString& file : shipped.entryList({ "*.yaml" }, QDir::Files))
            QVERIFY(QFile::copy(shipped.filePath(file), own + "/" + file));
        for (const QString& file :
            QDir(shipped.filePath("characters")).entryList({ "*.yaml" }, QDir::Files))
            QVERIFY(
                QFile::copy(shipped.filePath("characters/" + file), own + "/characters/" + file));
        const auto restore
            = qScopeGuard([old = qgetenv("XDG_DATA_HOME")] { qputenv("XDG_DATA_HOME", old); });
        qputenv("XDG_DATA_HOME", data.path().toUtf8());

        const auto window = operativesWindow();
        QMenu* menu = nullptr;
        for (QMenu* m : window->menuBar()->findChildren<QMenu*>())
            if (m->title() == "Rulese&ts")
                menu = m;
        QVERIFY(menu);
        emit menu->aboutToShow();
        QStringList names;
        QAction* houseRules = nullptr;
        for (QAction* a : menu->actions()) {
            if (a->isCheckable())
                names << a->text() + (a->isChecked() ? "*" : "");
            if (a->text() == "house-rules")
                houseRules = a;
        }
        // The rulesets of the ground map are listed too (their own window plays them).
        QCOMPARE(names,
            (QStringList { "3d-system*", "d6-modern", "d6-stargate", "house-rules", "roll-under",
                "success-pool" }));
        houseRules->trigger();
        QCOMPARE(window->session()->rulesetDirectory(), own);
        QCOMPARE(window->session()->ruleset()->id, std::string("3d-system"));
    }

    // F5 on the same ruleset keeps the table (re-checked and replayed against the new
    // files) and its unsaved changes.
    void reloadKeepsTheTable()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        QVERIFY(session->fire().isEmpty());
        QVERIFY(session->fire().isEmpty());
        const int incap = session->target().incap;
        QVERIFY(session->reloadRuleset().isEmpty());
        QCOMPARE(session->log().size(), std::size_t(2));
        QCOMPARE(session->target().incap, incap);
        QVERIFY(session->isModified());
        QVERIFY(window->isWindowModified());
    }

    void saveReopenCompare()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("table.hitspread");
        const auto window = operativesWindow();
        Session* session = window->session();
        session->setDiceMode(false, 77);
        clickHex(*window, "J12");
        QVERIFY(session->fire().isEmpty());
        QVERIFY(session->fire().isEmpty());
        QVERIFY(window->saveSessionTo(path).isEmpty());
        QVERIFY(!session->isModified());
        const auto reopened = operativesWindow();
        QVERIFY(reopened->openSessionFrom(path).isEmpty());
        Session* again = reopened->session();
        QCOMPARE(again->log().size(), std::size_t(2));
        QCOMPARE(again->settings().target, *parseHex("J12"));
        QCOMPARE(again->data().dice.seed, std::uint64_t(77));
        QCOMPARE(again->data().dice.facesUsed, session->data().dice.facesUsed);
        QCOMPARE(again->target().incap, session->target().incap);
        for (std::size_t i = 0; i < session->target().locations.size(); ++i)
            QCOMPARE(again->target().locations[i].hits, session->target().locations[i].hits);
        QCOMPARE(again->log().back().outcome.shots.front().landing,
            session->log().back().outcome.shots.front().landing);
        // The next seeded shot goes on where the saved session stopped.
        QVERIFY(again->fire().isEmpty());
        QVERIFY(session->fire().isEmpty());
        QCOMPARE(again->log().back().dice, session->log().back().dice);
    }

    void corruptSessionIsRefusedAndTheCurrentOneKept()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("broken.hitspread");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("hitspread_session: 1\nruleset: [unclosed\n");
        file.close();
        const auto window = operativesWindow();
        QVERIFY(window->session()->fire().isEmpty());
        const QStringList errors = window->openSessionFrom(path);
        QVERIFY(!errors.isEmpty());
        QVERIFY2(errors.first().startsWith(path + ":"), qPrintable(errors.first()));
        QCOMPARE(window->session()->log().size(), std::size_t(1));
    }

    void autosaveWritesOnlyWhenChanged()
    {
        const auto window = operativesWindow();
        QFile::remove(window->autosavePath());
        QVERIFY(!window->autosave()); // nothing changed yet
        QVERIFY(window->session()->fire().isEmpty());
        QVERIFY(window->autosave());
        QVERIFY(QFile::exists(window->autosavePath()));
        QVERIFY(!window->autosave()); // nothing new since
        const auto recovered = operativesWindow();
        QVERIFY(recovered->openSessionFrom(window->autosavePath()).isEmpty());
        QCOMPARE(recovered->session()->log().size(), std::size_t(1));
        QFile::remove(window->autosavePath());
    }

    void oddsPanelAndHeatMap()
    {
        const auto window = operativesWindow();
        clickHex(*window, "K14");
        OddsPanel* odds = window->oddsPanel();
        QVERIFY(odds->odds());
        QVERIFY(odds->probabilityText("Torso").endsWith("%"));
        QVERIFY(!window->bodyView()->showsHeat());
        odds->setHeatMapOn(true);
        QVERIFY(window->bodyView()->showsHeat());
        // Probabilities of all locations and the miss add up to 100 %.
        std::uint64_t sum = odds->odds()->miss;
        for (auto w : odds->odds()->locations)
            sum += w;
        QCOMPARE(sum, odds->odds()->denominator);
    }

    void aboutNamesTheLoadedRuleset()
    {
        const auto window = operativesWindow();
        AboutDialog about(window->session()->ruleset(), window.get());
        QVERIFY(about.rulesetText().contains("(3d-system)"));
        QVERIFY(about.rulesetText().contains("22 weapons"));
        AboutDialog none(nullptr);
        QCOMPARE(none.rulesetText(), QString("No ruleset is loaded."));
    }

    // The replay reveals exactly k bullets after k steps; skipping ends where playing does.
    void burstReplay()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        AttackRequest s = gunheadSettings(session, FireMode::Full);
        s.burstDice = 2;
        s.burstAdjust = 0;
        session->changeSettings(s, "Fire mode");
        session->setDiceMode(false, 99);
        QVERIFY(session->fire().isEmpty());
        const Outcome& outcome = session->log().back().outcome;
        const int bullets = static_cast<int>(outcome.shots.size());
        QVERIFY(bullets >= 2);
        BurstPlayer* player = window->player();
        QVERIFY(player->isPlaying()); // a fresh burst plays by itself
        player->skipToEnd();
        QCOMPARE(window->player()->revealed(), -1.0);
        QCOMPARE(window->bodyView()->shownShots().size(), std::size_t(bullets));
        const int endIncap = window->player()->shownTarget().incap;
        // Step by step from the start: after k steps, k bullets.
        window->player()->setRevealed(0);
        QVERIFY(window->bodyView()->shownShots().empty());
        QCOMPARE(window->player()->shownTarget().incap, session->log().back().targetBefore.incap);
        auto* card = window->findChild<ResultCard*>();
        QVERIFY(card);
        for (int k = 1; k < bullets; ++k) {
            player->step();
            QCOMPARE(window->bodyView()->shownShots().size(), std::size_t(k));
            QVERIFY(window->bodyView()->shownShots().back().latest);
            // The card counts the bullets and shows the one that has landed.
            QVERIFY2(card->headline().startsWith(QString("Bullet %1 of %2").arg(k).arg(bullets)),
                qPrintable(card->headline()));
        }
        QVERIFY(window->grab().save(artifactPath("main-window-burst-replay.png")));
        player->step();
        QCOMPARE(window->player()->revealed(), -1.0);
        // Playing to the end at 4× shows the same final state as skipping.
        player->setSpeed(4);
        player->replay();
        QTRY_VERIFY_WITH_TIMEOUT(
            !player->isPlaying(), bullets * BurstPlayer::MillisecondsPerShot + 2000);
        QCOMPARE(window->bodyView()->shownShots().size(), std::size_t(bullets));
        QCOMPARE(window->player()->shownTarget().incap, endIncap);
        QCOMPARE(endIncap, session->target().incap);
        QTest::qWait(30);
        QVERIFY(window->grab().save(artifactPath("main-window-burst.png")));
        // Reduce motion shows the end at once.
        player->setReduceMotion(true);
        player->replay();
        QVERIFY(!player->isPlaying());
        QCOMPARE(window->player()->revealed(), -1.0);
    }

    // What the review found: a shot, an undo or another entry while a burst plays; the heat
    // map of a long burst (more than one expected bullet in a hex).
    void changesDuringAReplay()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        AttackRequest s = gunheadSettings(session, FireMode::Full);
        s.burstDice = 4;
        session->changeSettings(s, "Fire mode");
        session->setDiceMode(false, 3);
        QVERIFY(session->fire().isEmpty());
        QVERIFY(window->player()->isPlaying());
        QTest::qWait(100);
        s.mode = FireMode::Single;
        session->changeSettings(s, "Fire mode");
        QVERIFY(session->fire().isEmpty()); // a single shot in the middle of the replay
        QVERIFY(!window->player()->isPlaying());
        QCOMPARE(window->player()->revealed(), -1.0);
        QTest::qWait(100);
        session->undoStack()->undo();
        session->selectEntry(0);
        window->player()->replay();
        QTest::qWait(50);
        session->undoStack()->undo(); // the change of fire mode
        QVERIFY(window->player()->isPlaying());
        session->undoStack()->undo(); // the playing entry goes away
        QTest::qWait(100);
        QVERIFY(!window->player()->isPlaying());
        QCOMPARE(window->player()->revealed(), -1.0);
        s.mode = FireMode::Full;
        s.burstDice = 8;
        session->changeSettings(s, "Fire mode");
        window->oddsPanel()->setHeatMapOn(true);
        QVERIFY(window->oddsPanel()->actionOdds());
        double most = 0;
        for (const auto& [hex, expected] : window->oddsPanel()->actionOdds()->hexes)
            most = std::max(most, expected);
        QVERIFY(most > 1.0);
        QVERIFY(!window->grab().isNull()); // paints without running off its labels
    }

    void recoveredSessionStaysModified()
    {
        const auto window = operativesWindow();
        QVERIFY(window->session()->fire().isEmpty());
        QVERIFY(window->autosave());
        const auto next = operativesWindow();
        // offerRecovery asks with a message box: answer Yes.
        QTimer::singleShot(0, [] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
                box->button(QMessageBox::Yes)->click();
        });
        next->offerRecovery();
        QCOMPARE(next->session()->log().size(), std::size_t(1));
        QVERIFY(next->session()->isModified());
        QVERIFY(!QFile::exists(next->autosavePath()));
    }

    // "Ask me for each bullet": the table picks each influence while the diagram shows the
    // three hexes; the entry keeps the picks.
    void influencesPickedAtTheTable()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        AttackRequest s = gunheadSettings(session, FireMode::Burst);
        s.shooter.autoSupport = 5;
        s.influencePolicy = InfluencePolicy::Ask;
        session->changeSettings(s, "Influence");
        session->setDiceMode(false, 7);
        int asked = 0;
        QTimer picker;
        connect(&picker, &QTimer::timeout, [&] {
            if (auto* dialog = qobject_cast<InfluenceDialog*>(QApplication::activeModalWidget())) {
                QCOMPARE(dialog->choices().size(), std::size_t(3));
                ++asked;
                dialog->choose(-1);
            }
        });
        picker.start(20);
        window->fire();
        picker.stop();
        QCOMPARE(asked, 2); // a 3-round burst: two later bullets, both may be influenced
        const LogEntry& entry = session->log().back();
        QCOMPARE(entry.request.influence, (std::vector<int> { -1, -1 }));
        QCOMPARE(entry.outcome.shots[1].influence, -1);
        QCOMPARE(*entry.outcome.shots[1].face, shiftFace(*entry.outcome.shots[1].direction, -1));
    }

    // Walking fire in the window: a second body beside the first, the burst walks on to it,
    // undo puts both back, and the scene survives a save and reopen.
    void walkingFireAcrossTwoBodies()
    {
        QTemporaryDir dir;
        const auto window = operativesWindow();
        Session* session = window->session();
        // The gunner takes its turn first: a turn lets the further targets of the one before go.
        AttackRequest s = gunheadSettings(session, FireMode::Full);
        session->addOtherTarget("frother");
        QCOMPARE(session->others().size(), std::size_t(1));
        QCOMPARE(window->bodyView()->otherRenderers().size(), std::size_t(1));
        s.burstDice = 3;
        s.shooter.skill = 14;
        s.walk = { { 2, true } };
        session->changeSettings(s, "Walk on after");
        session->setDiceMode(false, 12);
        const CharacterState secondBefore = session->others().front();
        QVERIFY2(session->fire().isEmpty(), qPrintable(window->shooterPanel()->statusText()));
        window->player()->skipToEnd();
        const Outcome& outcome = session->log().back().outcome;
        int onSecond = 0;
        for (const ShotTrace& shot : outcome.shots)
            onSecond += shot.target == 1 ? 1 : 0;
        QVERIFY(onSecond > 0);
        QCOMPARE(window->bodyView()->shownShots(1).size(), static_cast<std::size_t>(onSecond));
        QCOMPARE(session->others().front().incap, outcome.othersAfter.front().incap);
        QTest::qWait(30);
        QVERIFY(window->grab().save(artifactPath("main-window-walking-fire.png")));
        const QString path = dir.filePath("walk.hitspread");
        QVERIFY(window->saveSessionTo(path).isEmpty());
        const auto reopened = operativesWindow();
        QVERIFY(reopened->openSessionFrom(path).isEmpty());
        QCOMPARE(reopened->session()->others().size(), std::size_t(1));
        QCOMPARE(reopened->session()->others().front().incap, session->others().front().incap);
        QCOMPARE(reopened->session()->log().back().outcome.shots.size(), outcome.shots.size());
        session->undoStack()->undo();
        QCOMPARE(session->others().front().incap, secondBefore.incap);
        session->removeOtherTarget();
        QVERIFY(session->others().empty());
        QVERIFY(window->bodyView()->otherRenderers().empty());
    }

    // §9 in the window: the impact point clicked on the diagram, a bystander's distance set
    // in the Grenade dock, the throw with typed dice, each body with its own zone, undo, the
    // session saved and reopened, and a jump on the next grenade with its arithmetic.
    void grenadeThrownIntoTheScene()
    {
        QTemporaryDir dir;
        const auto window = operativesWindow();
        Session* session = window->session();
        const Ruleset& rs = *session->ruleset();
        GrenadePanel* panel = window->grenadePanel();
        window->findChild<QDockWidget*>("grenadeDock")->raise();
        session->addOtherTarget("stormer");
        session->setDiceMode(true, 1);

        clickHex(*window, "K14"); // the chest: not where a grenade lands
        QVERIFY(!panel->throwButton()->isEnabled());
        QVERIFY2(panel->refusal().contains("not in the lower third"), qPrintable(panel->refusal()));
        clickHex(*window, "K30");
        QVERIFY2(panel->throwButton()->isEnabled(), qPrintable(panel->refusal()));
        QCOMPARE(panel->grenadeBox()->currentData().toString(), QString("da-90"));
        panel->distanceBox()->setValue(10); // optimum range for its RNG of 20 m
        QDoubleSpinBox* stormerDistance = panel->distanceOf(1);
        QVERIFY(stormerDistance);
        stormerDistance->setValue(2.25); // 6 − floor(2.25 ÷ 0.5) = a zone of 2 hexes
        QCOMPARE(session->data().grenade.distances, std::vector<double> { 2.25 });
        QCOMPARE(panel->sceneTable()->item(0, 2)->text(), QString("6 hexes"));
        QCOMPARE(panel->sceneTable()->item(1, 2)->text(), QString("2 hexes"));
        // The exact odds: impact hexes sum to one; whoever stands on it is almost surely caught.
        QVERIFY(panel->odds());
        std::uint64_t total = 0;
        for (const auto& [hex, weight] : panel->odds()->hexes)
            total += weight;
        QCOMPARE(total, panel->odds()->denominator);
        const ThrowOdds::Character& onIt = panel->odds()->characters[0];
        const double caught
            = panel->odds()->probability(panel->odds()->denominator - onIt.unaffected);
        QVERIFY(caught > 0.9
            && caught > panel->odds()->probability(
                   panel->odds()->denominator - panel->odds()->characters[1].unaffected));
        QCOMPARE(
            panel->sceneTable()->item(0, 3)->text(), QString("%1 %").arg(100 * caught, 0, 'f', 1));
        QCOMPARE(panel->oddsTable()->rowCount(), static_cast<int>(rs.body.locations.size()));
        QCOMPARE(panel->oddsTable()->columnCount(), 2);
        panel->setHeatMapOn(true);
        QVERIFY(window->bodyView()->showsHeat());
        panel->setHeatMapOn(false);
        QVERIFY(!window->bodyView()->showsHeat());

        // The dice: the throw's attack roll and, if it deviates, the direction.
        const GrenadeAction action = session->grenadeAction();
        std::vector<int> faces { 4, 3, 3 };
        try {
            session->tryGrenade(action, faces);
        } catch (const DiceExhausted&) {
            faces.push_back(2);
        }
        const CharacterState before = session->target();
        const CharacterState stormerBefore = session->others().front();
        answerDiceDialog(faces);
        QTest::mouseClick(panel->throwButton(), Qt::LeftButton);
        QCOMPARE(session->log().size(), std::size_t(1));
        const LogEntry& entry = session->log().back();
        QVERIFY(entry.grenade && entry.grenadeOutcome.thrown);
        QCOMPARE(entry.dice, faces);
        const ThrowOutcome& thrown = *entry.grenadeOutcome.thrown;
        QCOMPARE(QString::fromStdString(label(thrown.intended)), QString("K30"));
        // The flight plays, then the blast shows on each body with that body's own radius.
        QVERIFY(window->player()->isPlaying() || window->player()->revealed() < 0);
        window->player()->skipToEnd();
        QCOMPARE(window->bodyView()->shownShots(0).size(), std::size_t(1));
        const auto zone = window->bodyView()->shownBlast(0);
        const auto stormerZone = window->bodyView()->shownBlast(1);
        QVERIFY(zone && stormerZone);
        QCOMPARE(zone->radius, 6);
        QCOMPARE(stormerZone->radius, 2);
        QCOMPARE(zone->impact, thrown.impact);
        QVERIFY(!thrown.characters[0].locations.empty());
        QCOMPARE(session->target().incap, before.incap - thrown.characters[0].incapDamage);
        QCOMPARE(session->others().front().incap,
            stormerBefore.incap - thrown.characters[1].incapDamage);
        QVERIFY(!panel->sceneTable()->item(0, 4)->text().isEmpty());
        QCOMPARE(panel->sceneTable()->item(0, 5)->text(),
            QString("%1 Incap").arg(thrown.characters[0].incapDamage));
        QVERIFY(window->rollLog()->workingText().contains("DA 90"));
        // The card says whom the blast caught, not that a shot missed the body.
        const QString headline = window->rollLog()->card()->headline();
        QVERIFY2(
            headline.endsWith(": catches 2") && !headline.contains("MISS"), qPrintable(headline));
        QVERIFY(window->rollLog()->list()->item(0)->text().contains(
            "DA 90 fragmentation grenade at K30"));
        QTest::qWait(50);
        QVERIFY(window->grab().save(artifactPath("main-window-grenade.png")));

        // Undo puts everyone back; redo throws the same grenade again.
        session->undoStack()->undo();
        QVERIFY(session->log().empty());
        QCOMPARE(session->target().incap, before.incap);
        QCOMPARE(session->others().front().incap, stormerBefore.incap);
        QVERIFY(!window->bodyView()->shownBlast(0));
        session->undoStack()->redo();
        QCOMPARE(session->log().size(), std::size_t(1));

        const QString path = dir.filePath("grenade.hitspread");
        QVERIFY(window->saveSessionTo(path).isEmpty());
        const auto reopened = operativesWindow();
        QVERIFY(reopened->openSessionFrom(path).isEmpty());
        QCOMPARE(reopened->session()->target().incap, session->target().incap);
        QCOMPARE(reopened->session()->others().front().incap, session->others().front().incap);
        QCOMPARE(reopened->grenadePanel()->distanceOf(1)->value(), 2.25);
        QCOMPARE(reopened->bodyView()->shownBlast(1)->radius, 2);

        // The Stormer jumps on the next one; the dialog shows the arithmetic first.
        const CharacterState stormer = session->others().front();
        const std::size_t torso = static_cast<std::size_t>(location(*window, "torso"));
        QString working;
        QTimer::singleShot(0, [&working] {
            auto* dialog = qobject_cast<JumpDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->setJumper(1);
            working = dialog->working();
            QTest::mouseClick(dialog->jumpButton(), Qt::LeftButton);
        });
        QTest::mouseClick(panel->jumpButton(), Qt::LeftButton);
        QCOMPARE(session->log().size(), std::size_t(2));
        const JumpOutcome& jump = *session->log().back().grenadeOutcome.jump;
        QCOMPARE(jump.damageTimesFive, 50);
        QCOMPARE(jump.passedOn, std::max(0, 50 - jump.stopped) / 5);
        QVERIFY2(working.contains(QString("÷ 5 = %1").arg(jump.passedOn)), qPrintable(working));
        QVERIFY(session->others().front().locations[torso].hits < stormer.locations[torso].hits);
        QCOMPARE(session->others().front().locations[torso].hits, jump.after.locations[torso].hits);
        QCOMPARE(session->target().incap,
            stormer.incap == 0 ? session->target().incap : session->log()[0].targetAfter().incap);
        QVERIFY(window->rollLog()->list()->item(1)->text().contains(QString("passes on")));

        // A panel edit is undone like any other.
        const double distance = panel->distanceBox()->value();
        panel->distanceBox()->setValue(30);
        QCOMPARE(session->data().grenade.request.distance, std::optional<double>(30));
        session->undoStack()->undo();
        QCOMPARE(panel->distanceBox()->value(), distance);
    }

    // The character editor: derived values follow every stat, what the reader would refuse
    // is refused in place, and a valid character is saved, reopened and put into play.
    void characterEditor()
    {
        QTemporaryDir dir;
        const auto window = operativesWindow();
        Session* session = window->session();
        const Ruleset& rs = *session->ruleset();
        CharacterEditor editor(session, window.get());
        editor.setSheet(rs.characters.at("operative"));
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(editor.grab().save(artifactPath("character-editor.png")));
        QVERIFY(editor.message().isEmpty());
        QVERIFY(editor.saveButton()->isEnabled());
        const DerivedValues before = deriveValues(rs, editor.sheet());
        QVERIFY(editor.derivedText().contains(
            QString("<td>Wound threshold</td><td align=right>%1</td>").arg(before.woundThreshold)));
        editor.statSpin("str")->setValue(editor.statSpin("str")->value() + 6);
        editor.statSpin("dex")->setValue(editor.statSpin("dex")->value() + 4);
        const DerivedValues after = deriveValues(rs, editor.sheet());
        QCOMPARE(editor.sheet().stats.str, rs.characters.at("operative").stats.str + 6);
        QVERIFY(after.phys != before.phys || after.strBonus != before.strBonus
            || after.ini != before.ini);
        QVERIFY(editor.derivedText().contains(
            QString("<td>PHYS</td><td align=right>%1</td>").arg(after.phys)));
        QVERIFY(editor.derivedText().contains(
            QString("<td>INI</td><td align=right>%1</td>").arg(after.ini)));

        // Refused in place: no name; a location with no hits (the reader wants 1 to 999).
        editor.findChild<QLineEdit*>("nameEdit")->clear();
        QCOMPARE(editor.message(), QString("A character needs a name."));
        QVERIFY(!editor.saveButton()->isEnabled());
        editor.findChild<QLineEdit*>("nameEdit")->setText("Sergeant Kell");
        editor.hitsSpin("head")->setValue(0);
        QVERIFY2(editor.message().contains("hits of head"), qPrintable(editor.message()));
        QVERIFY(!editor.saveButton()->isEnabled());
        QVERIFY(!editor.saveFile(dir.filePath("kell.yaml")).isEmpty());
        QVERIFY(!QFile::exists(dir.filePath("kell.yaml")));
        editor.hitsSpin("head")->setValue(9);
        editor.skillSpin("rifle")->setValue(11);
        QVERIFY(editor.message().isEmpty());

        // Saved, reopened in a fresh editor: the same character.
        QVERIFY(editor.saveFile(dir.filePath("kell.yaml")).isEmpty());
        CharacterEditor again(session, window.get());
        QVERIFY(again.openFile(dir.filePath("kell.yaml")).isEmpty());
        QCOMPARE(again.sheet().name, std::string("Sergeant Kell"));
        QCOMPARE(again.sheet().skill("rifle"), 11);
        QCOMPARE(again.sheet().hits[static_cast<std::size_t>(location(*window, "head"))], 9);
        QCOMPARE(again.sheet().stats.dex, rs.characters.at("operative").stats.dex + 4);
        // A broken file is refused with its position and the character being edited stays.
        QFile broken(dir.filePath("broken.yaml"));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("character:\n  name: Nobody\n  stats: {str: many}\n");
        broken.close();
        const QStringList errors = again.openFile(dir.filePath("broken.yaml"));
        QVERIFY(!errors.isEmpty());
        QVERIFY2(errors.join(QChar(10)).contains("broken.yaml:2:3: character lacks the key 'hits'"),
            qPrintable(errors.join(QChar(10))));
        QCOMPARE(again.sheet().name, std::string("Sergeant Kell"));

        // Into play as the target, undoably.
        QAbstractButton* useAsTarget = nullptr;
        for (QAbstractButton* b : again.findChild<QDialogButtonBox*>("buttons")->buttons()) {
            if (b->text().remove('&') == "Use as Target")
                useAsTarget = b;
        }
        QVERIFY(useAsTarget);
        QTest::mouseClick(useAsTarget, Qt::LeftButton);
        QVERIFY(session->target().sheet);
        QCOMPARE(session->target().sheet->name, std::string("Sergeant Kell"));
        QCOMPARE(session->target()
                     .locations[static_cast<std::size_t>(location(*window, "head"))]
                     .maxHits,
            9);
        session->undoStack()->undo();
        QVERIFY(session->target().sheet->name != "Sergeant Kell");
    }

    // File ▸ Export Combat Sheet: the target as it stands, with its damage, or a blank sheet;
    // File ▸ Print Combat Sheet opens a print preview of the same painting.
    void combatSheetsFromTheWindow()
    {
        QTemporaryDir dir;
        const auto window = operativesWindow();
        Session* session = window->session();
        session->setDiceMode(true, 1);
        QVERIFY(session->fireWithFaces({ 5, 6, 4, 6, 6, 6 }).isEmpty()); // a hit on the chest
        const QString filled = dir.filePath("target.pdf"), blank = dir.filePath("blank.pdf");
        QVERIFY(window->exportSheet(filled, false, QPageSize::A4).isEmpty());
        QVERIFY(window->exportSheet(blank, true, QPageSize::Letter).isEmpty());
        auto run = [](const QString& program, const QStringList& args) {
            QProcess p;
            p.start(program, args);
            p.waitForFinished(30000);
            return QString::fromUtf8(p.readAllStandardOutput());
        };
        const QString name = QString::fromStdString(session->target().sheet->name);
        QVERIFY(run("pdftotext", { filled, "-" }).contains(name));
        QVERIFY(!run("pdftotext", { blank, "-" }).contains(name));
        QVERIFY(run("pdfinfo", { filled }).contains("(A4)"));
        QVERIFY(run("pdfinfo", { blank }).contains("(letter)"));
        // An unwritable place (a folder where a file stands) is refused with a message, not
        // a crash, and the file in the way stays as it was.
        const QString error
            = window->exportSheet(dir.filePath("target.pdf/x.pdf"), false, QPageSize::A4);
        QVERIFY2(
            error.contains("was not saved") && error.contains("your previous file is unchanged"),
            qPrintable(error));
        QVERIFY(run("pdfinfo", { filled }).contains("(A4)"));

        bool previewed = false;
        QTimer::singleShot(0, [&previewed] {
            auto* preview = qobject_cast<QPrintPreviewDialog*>(QApplication::activeModalWidget());
            QVERIFY(preview);
            previewed = preview->isVisible();
            preview->reject();
        });
        for (QAction* a : window->findChildren<QAction*>()) {
            if (a->text() == "&Print Combat Sheet…")
                a->trigger();
        }
        QVERIFY(previewed);
    }

    // Combat ▸ Treat the Target: first aid with typed dice closes a wound, a bullet comes out
    // with Hitspread's dice; the working lands in the tracker's log, and undo puts the patient
    // and the dice back.
    void treatingTheTarget()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        const auto torso = static_cast<std::size_t>(location(*window, "torso"));
        CharacterState hurt = session->target();
        hurt.wounds = 2;
        hurt.locations[torso].wounds = 2;
        hurt.locations[torso].stuckBullets = 1;
        session->changeTarget(hurt, "hurt");
        const auto treatAction = [&] {
            for (QAction* a : window->findChildren<QAction*>()) {
                if (a->text() == "T&reat the Target…")
                    return a;
            }
            return static_cast<QAction*>(nullptr);
        }();
        QVERIFY(treatAction);

        // First aid, the dice typed: 5,6,4 + Paramedic 3 = 18, success die 5 ≥ 2 wounds.
        session->setDiceMode(true, 1);
        QString note;
        QTimer::singleShot(0, [&note] {
            auto* dialog = qobject_cast<TreatDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->setTreatment(Treatment::CloseWound);
            dialog->setLocation("torso");
            dialog->setSkill(3);
            note = dialog->note();
            answerDiceDialog({ 5, 6, 4 });
            QTest::mouseClick(dialog->treatButton(), Qt::LeftButton);
        });
        treatAction->trigger();
        QVERIFY2(note.contains("success die of 2 or more"), qPrintable(note));
        QCOMPARE(session->target().wounds, 1);
        QCOMPARE(session->target().locations[torso].wounds, 1);
        QVERIFY2(session->trackerLog().join('\n').contains("Paramedic roll 5,6,4 + skill 3"),
            qPrintable(session->trackerLog().join('\n')));

        // A wound to close in the head is refused before anyone rolls.
        QTimer::singleShot(0, [&note] {
            auto* dialog = qobject_cast<TreatDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->setTreatment(Treatment::CloseWound);
            dialog->setLocation("head");
            note = dialog->note();
            QVERIFY(!dialog->treatButton()->isEnabled());
            dialog->reject();
        });
        treatAction->trigger();
        QVERIFY2(note.contains("no wound in the Head"), qPrintable(note));

        // The bullet, with Hitspread's dice: the faces come from the seed where it stood.
        session->setDiceMode(false, 4);
        const std::uint64_t facesBefore = session->data().dice.facesUsed;
        TreatRequest extract;
        extract.treatment = Treatment::ExtractBullet;
        extract.location = static_cast<int>(torso);
        extract.medic = session->shooter().name;
        extract.skill = 3;
        const std::vector<int> faces = session->nextTreatmentFaces(extract);
        const TreatOutcome expected = session->tryTreatment(extract, faces);
        const CharacterState beforeExtraction = session->target();
        QTimer::singleShot(0, [] {
            auto* dialog = qobject_cast<TreatDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->setTreatment(Treatment::ExtractBullet);
            dialog->setLocation("torso");
            dialog->setSkill(3);
            QTest::mouseClick(dialog->treatButton(), Qt::LeftButton);
        });
        treatAction->trigger();
        QCOMPARE(session->target().locations[torso].stuckBullets, expected.extracted ? 0 : 1);
        QCOMPARE(session->target().locations[torso].hits, expected.after.locations[torso].hits);
        QCOMPARE(session->data().dice.facesUsed, facesBefore + 3);
        QVERIFY(window->statusBar()->currentMessage().contains("extracts a bullet"));

        // Undo: the patient and the dice as they were, and the log's lines gone.
        session->undoStack()->undo();
        QCOMPARE(session->target().locations[torso].stuckBullets, 1);
        QCOMPARE(session->target().locations[torso].hits, beforeExtraction.locations[torso].hits);
        QCOMPARE(session->data().dice.facesUsed, facesBefore);
        QVERIFY(!session->trackerLog().join('\n').contains("extracts a bullet"));
    }

    // §5 Recoil Baffling: "The kind of recoil baffling you buy determines how many points
    // recoil are negated": the Shooter dock's Recoil baffling takes its points off the RCL, one
    // undoable edit; a blow has no recoil and the row goes.
    void recoilBafflingFromTheShooterDock()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        auto* spin = window->findChild<QSpinBox*>(QStringLiteral("bafflingSpin"));
        QVERIFY(spin);
        QVERIFY(spin->isVisible());
        const auto rcl = [&] {
            return rules::prepare(*session->ruleset(), session->asResolved(session->settings()))
                .effectiveRcl;
        };
        const int before = rcl();
        QVERIFY(before >= 2);
        spin->setFocus();
        QTest::keyClick(spin, Qt::Key_Up);
        QTest::keyClick(spin, Qt::Key_Up);
        QCOMPARE(session->settings().recoilBaffling, 2);
        QCOMPARE(rcl(), before - 2);
        session->undoStack()->undo();
        QCOMPARE(session->settings().recoilBaffling, 0);
        QCOMPARE(spin->value(), 0);
        AttackRequest blade = session->settings();
        blade.weapon = "combat-knife";
        session->changeSettings(blade, "Knife");
        QVERIFY(!spin->isVisible());
    }

    // Combat ▸ Suppressive Fire on the Target (§6): a weapon without full auto is refused in the
    // dialog before anyone rolls; with the FEN Gunhead the actor sprays the area and the target
    // crosses it with Hitspread's dice, leaving it as the resolver does; undo puts it back.
    void suppressiveFireOnTheTarget()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        auto* suppress = window->findChild<QAction*>(QStringLiteral("suppressAction"));
        QVERIFY(suppress);
        AttackRequest pistol = session->settings();
        pistol.weapon = "mal-anvil";
        pistol.mode = FireMode::Single;
        session->changeSettings(pistol, "Anvil");
        QString note;
        QTimer::singleShot(0, [&note] {
            auto* dialog = qobject_cast<SuppressDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            note = dialog->note();
            QVERIFY(!dialog->fireButton()->isEnabled());
            dialog->reject();
        });
        suppress->trigger();
        QVERIFY2(note.contains("cannot fire full auto"), qPrintable(note));

        AttackRequest gunhead = session->settings();
        gunhead.weapon = "fen-gunhead";
        gunhead.ammo.clear();
        gunhead.mode = FireMode::Full;
        session->changeSettings(gunhead, "Gunhead");
        const CharacterState before = session->target();
        const SuppressRequest request = session->suppressionRequest(EvasionSkill::Acrobatics, 2);
        QCOMPARE(request.weapon, std::string("fen-gunhead"));
        // A seed whose crossing takes a bullet that harms the target.
        std::vector<int> faces;
        SuppressOutcome expected;
        for (std::uint64_t seed = 1; seed < 500; ++seed) {
            session->setDiceMode(false, seed);
            faces = session->nextSuppressionFaces(request);
            expected = session->trySuppression(request, faces);
            if (!expected.bullets.empty() && expected.figureAfter.incap < before.incap)
                break;
        }
        QVERIFY(expected.verdict == SuppressVerdict::OneBullet
            || expected.verdict == SuppressVerdict::TwoBullets);
        QVERIFY(expected.figureAfter.incap < before.incap);
        const std::uint64_t facesBefore = session->data().dice.facesUsed;
        QTimer::singleShot(0, [&note] {
            auto* dialog = qobject_cast<SuppressDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->setEvasion(EvasionSkill::Acrobatics);
            dialog->setModifier(2);
            note = dialog->note();
            QTest::mouseClick(dialog->fireButton(), Qt::LeftButton);
        });
        suppress->trigger();
        QVERIFY2(note.contains("FA 2"), qPrintable(note));
        QCOMPARE(session->target().incap, expected.figureAfter.incap);
        QCOMPARE(session->target().wounds, expected.figureAfter.wounds);
        QCOMPARE(session->data().dice.facesUsed, facesBefore + faces.size());
        const QString log = session->trackerLog().join('\n');
        QVERIFY2(log.contains("Auto/Support"), qPrintable(log));
        QCOMPARE(session->undoStack()->undoText(),
            QString("%1 lays suppressive fire on %2")
                .arg(QString::fromStdString(session->data().find(session->data().actor)->name),
                    session->targetName()));

        session->undoStack()->undo();
        QCOMPARE(session->target().incap, before.incap);
        QCOMPARE(session->data().dice.facesUsed, facesBefore);
        QVERIFY(!session->trackerLog().join('\n').contains("Auto/Support"));
    }

    // The Tracker dock (§10): the scene joins, initiative is typed in, the table orders the
    // phase by initiative, actions are taken and held, a split is capped (§8), the round ends;
    // every step is undone, saved and reopened; a target leaving the scene leaves the tracker.
    void trackerThroughARound()
    {
        QTemporaryDir dir;
        const auto window = operativesWindow();
        Session* session = window->session();
        const Ruleset& rs = *session->ruleset();
        TrackerPanel* panel = window->trackerPanel();
        window->findChild<QDockWidget*>("trackerDock")->raise();
        session->addOtherTarget("stormer");
        session->setDiceMode(true, 1);
        QTest::mouseClick(panel->button("addScene"), Qt::LeftButton);
        const TrackerState& t = session->tracker();
        QCOMPARE(t.combatants.size(), std::size_t(3)); // the shooter, the target, the Stormer
        QCOMPARE(panel->table()->rowCount(), 3);
        QVERIFY(!panel->button("act")->isEnabled()); // no round yet

        // Initiative: 3d6 for each combatant in listing order, typed in.
        const std::vector<int> faces { 1, 1, 2, 6, 6, 5, 3, 3, 3 };
        QTimer::singleShot(0, [&faces, session] {
            auto* dialog = qobject_cast<DiceEntryDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QVERIFY2(dialog->prompt().contains("initiative"), qPrintable(dialog->prompt()));
            // Each die names whose initiative it is, in the order of the list.
            const std::vector<TrackerEntry>& listed = session->tracker().combatants;
            for (std::size_t i = 0; i < faces.size(); ++i) {
                const QString who = QString::fromStdString(listed[i / 3].name);
                QVERIFY2(dialog->prompt().contains("for <b>" + who + "</b>"),
                    qPrintable(dialog->prompt()));
                QTest::mouseClick(dialog->findChild<QPushButton*>(QString("face%1").arg(faces[i])),
                    Qt::LeftButton);
            }
        });
        QTest::mouseClick(panel->button("startRound"), Qt::LeftButton);
        QCOMPARE(t.round, 1);
        QVERIFY(t.roundOpen);
        QVERIFY2(panel->roundText().contains("Round 1, phase 1"), qPrintable(panel->roundText()));
        const Roster roster = session->roster();
        for (std::size_t i = 0; i < 3; ++i) {
            const TrackerEntry& c = t.combatants[i];
            QCOMPARE(c.initiative,
                faces[3 * i] + faces[3 * i + 1] + faces[3 * i + 2]
                    + deriveValues(rs, *roster[i].sheet).ini);
        }
        // The table lists the phase in initiative order (ties: INI, DEX, listing).
        const std::vector<int> order = phaseOrder(t, 1);
        for (int row = 0; row < static_cast<int>(order.size()); ++row)
            QCOMPARE(
                panel->combatantAt(row), std::optional<int>(order[static_cast<std::size_t>(row)]));
        for (int row = 1; row < static_cast<int>(order.size()); ++row)
            QVERIFY(t.combatants[static_cast<std::size_t>(order[row - 1])].initiative
                >= t.combatants[static_cast<std::size_t>(order[row])].initiative);

        // The tracker drives the fight: the first to act is the actor, its target the one who
        // was the actor before.
        const int first = order.front();
        const auto& fighters = session->data().combatants;
        QCOMPARE(session->data().actor,
            fighters[static_cast<std::size_t>(
                         t.combatants[static_cast<std::size_t>(first)].character)]
                .id);
        // The first in order acts; the undo takes it back.
        panel->selectCombatant(first);
        const int leftBefore = actionsLeftInRound(t, t.combatants[static_cast<std::size_t>(first)]);
        const QString logBefore = panel->logText();
        QVERIFY(logBefore.contains("initiative"));
        QTest::mouseClick(panel->button("act"), Qt::LeftButton);
        QVERIFY2(panel->lastError().isEmpty(), qPrintable(panel->lastError()));
        QCOMPARE(
            actionsLeftInRound(t, t.combatants[static_cast<std::size_t>(first)]), leftBefore - 1);
        const QString actor
            = QString::fromStdString(t.combatants[static_cast<std::size_t>(first)].name);
        QVERIFY2(panel->logText().split('\n').last().contains(actor + " acts"),
            qPrintable(panel->logText()));
        session->undoStack()->undo();
        QCOMPARE(actionsLeftInRound(t, t.combatants[static_cast<std::size_t>(first)]), leftBefore);
        QCOMPARE(panel->logText(), logBefore);
        session->undoStack()->redo();

        // Max.Rock (the shooter, combatant 0) splits: Pistol 8 shared with Dodge 3 (§8).
        SplitRequest over { 0, "pistol", 6, "dodge", 3, false };
        const QString refused = panel->split(over);
        QVERIFY2(refused.contains("Impossible"), qPrintable(refused));
        QCOMPARE(first, 1); // the target's 6, 6, 5 beat the shooter's 1, 1, 2 at the same INI
        QCOMPARE(actionsLeftInPhase(t.combatants[0], 1), 1);
        SplitRequest fits { 0, "pistol", 5, "dodge", 3, false };
        const QString split = panel->split(fits);
        QVERIFY2(split.isEmpty(), qPrintable(split));
        QCOMPARE(t.combatants[0].splits.size(), std::size_t(1));
        QCOMPARE(actionsLeftInPhase(t.combatants[0], 1), 0);

        // Three phases end the round; undo reopens the third phase.
        for (int phase = 1; phase <= 3; ++phase)
            QVERIFY2(panel->endPhase().isEmpty(), qPrintable(panel->lastError()));
        QVERIFY(!t.roundOpen);
        QVERIFY2(panel->roundText().contains("Round 1 is over"), qPrintable(panel->roundText()));
        QTest::qWait(30);
        QVERIFY(window->grab().save(artifactPath("main-window-tracker.png")));
        session->undoStack()->undo();
        QVERIFY(t.roundOpen);
        QCOMPARE(t.phase, 3);
        session->undoStack()->redo();

        // Saved and reopened: the tracker as it was.
        const TrackerState saved = t;
        const QString path = dir.filePath("tracker.hitspread");
        QVERIFY(window->saveSessionTo(path).isEmpty());
        const auto reopened = operativesWindow();
        QVERIFY(reopened->openSessionFrom(path).isEmpty());
        QVERIFY(reopened->session()->tracker() == saved);
        QCOMPARE(reopened->trackerPanel()->table()->rowCount(), 3);

        // The shooter and target of the start again, the Stormer a further target.
        QVERIFY(session->pickActor(fighters[0].id).isEmpty());
        QVERIFY(session->pickTarget(fighters[1].id).isEmpty());
        if (session->others().empty())
            QVERIFY(session->toggleFurtherTarget(fighters[2].id).isEmpty());
        QCOMPARE(session->others().size(), std::size_t(1));
        // The Stormer is no longer shot at, but stays in the fight; then he leaves the fight,
        // and the tracker; undo brings him back to both.
        session->removeOtherTarget();
        QVERIFY(session->others().empty());
        QCOMPARE(t.combatants.size(), std::size_t(3));
        QCOMPARE(session->data().combatants.size(), std::size_t(3));
        const CombatantId stormer = session->data().combatants.back().id;
        QVERIFY(session->removeCombatant(stormer).isEmpty());
        QCOMPARE(t.combatants.size(), std::size_t(2));
        QCOMPARE(session->data().combatants.size(), std::size_t(2));
        QVERIFY(window->saveSessionTo(path).isEmpty()); // a file that reads back
        QVERIFY(reopened->openSessionFrom(path).isEmpty());
        session->undoStack()->undo();
        QCOMPARE(session->data().combatants.size(), std::size_t(3));
        QVERIFY(t == saved);
        session->undoStack()->undo();
        QCOMPARE(session->others().size(), std::size_t(1));
    }

    void screenshots()
    {
        const auto window = operativesWindow();
        window->resize(1280, 900);
        Session* session = window->session();
        session->setDiceMode(true, 1);
        clickHex(*window, "K12");
        // Medium range for the Anvil (RNG 15): the target 20 m away.
        QVERIFY(standFrom(*session, session->data().target, session->data().actor, 20).isEmpty());
        QVERIFY(session->fireWithFaces({ 3, 5, 4, 2, 6, 6, 6 }).isEmpty());
        QCOMPARE(window->bodyView()->shownShots().size(), std::size_t(1));
        QTest::qWait(50);
        QVERIFY(window->grab().save(artifactPath("main-window-after-hit.png")));
        window->oddsPanel()->setHeatMapOn(true);
        QTest::qWait(50);
        QVERIFY(window->grab().save(artifactPath("main-window-heat-map.png")));
        window->resize(1024, 768);
        QTest::qWait(50);
        const QImage small = window->grab().toImage();
        QVERIFY(small.save(artifactPath("main-window-1024x768.png")));
        QCOMPARE(small.size(), QSize(1024, 768) * window->devicePixelRatio());
    }
};

QTEST_MAIN(TestBodyTable)
#include "tst_bodytable.moc"
