// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The ground map window as a referee uses it: clicks at the hex centres the renderer
// computes, drags, throws and attacks with the session's dice, undo, refusals, and the
// one window that holds the body hex diagram's table or this one.
#include "app/dialogs/diceentrydialog.h"
#include "app/document/session.h"
#include "app/widgets/dicestrip.h"
#include "app/window/bodytable.h"
#include "app/window/groundtable.h"
#include "app/window/mapview.h"
#include "app/window/tablewindow.h"
#include "testsupport.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeySequence>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

#include <cmath>
#include <functional>
#include <memory>

using namespace hitspread;
using namespace hitspread::test;

namespace {
std::unique_ptr<GroundTable> shownGround(const QString& id)
{
    auto window = std::make_unique<GroundTable>();
    const QStringList errors = window->openRuleset(rulesetPath(id));
    if (!errors.isEmpty())
        qFatal("ruleset %s does not load: %s", qPrintable(id), qPrintable(errors.join('\n')));
    window->resize(1280, 900);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        qFatal("the window is not shown");
    return window;
}

// Answers the next question the window asks (a QMessageBox) with `button`, once it shows.
void answerNextQuestion(QMessageBox::StandardButton button, int triesLeft = 100)
{
    QTimer::singleShot(50, [button, triesLeft] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            box->button(button)->click();
            return;
        }
        if (triesLeft > 0)
            answerNextQuestion(button, triesLeft - 1);
    });
}

// The entry of File > Rulesets for the ruleset `id`, as the menu lists it when it opens.
QAction* rulesetEntry(QMainWindow& table, const QString& id)
{
    for (QMenu* menu : table.findChildren<QMenu*>()) {
        if (menu->title() != QStringLiteral("Rulese&ts"))
            continue;
        emit menu->aboutToShow();
        for (QAction* action : menu->actions())
            if (action->text() == id)
                return action;
    }
    return nullptr;
}

QPoint at(GroundTable& w, Hex h)
{
    return w.view()->renderer().centreOf(h).toPoint();
}

void pickWeapon(GroundTable& w, const char* id)
{
    auto* weapon = w.findChild<QComboBox*>("groundWeapon");
    QVERIFY(weapon);
    const int index = weapon->findData(QString(id));
    QVERIFY2(index >= 0, id);
    weapon->setCurrentIndex(index);
    QCOMPARE(w.scene()->action().weapon, std::string(id));
}
}

class TestGroundTable : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The autosave goes to a test folder, never to the user's own.
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName("HitspreadTests");
        QApplication::setApplicationName("tst_groundtable");
        QSettings().clear(); // no dock layout or window geometry of an earlier run
        QFile::remove(GroundScene().autosavePath());
    }

    void everyGroundRulesetOpens_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("system");
        QTest::newRow("A") << "d6-modern"
                           << "d6pool";
        QTest::newRow("B") << "d6-stargate"
                           << "d6ladder";
        QTest::newRow("C") << "success-pool"
                           << "successpool";
        QTest::newRow("D") << "roll-under"
                           << "rollunder";
    }

    // Each ruleset starts with the one acting at the bottom and a target 10 m above it, the
    // odds of the first ranged weapon shown, and an attack that lands in the roll log.
    void everyGroundRulesetOpens()
    {
        QFETCH(QString, id);
        QFETCH(QString, system);
        auto w = shownGround(id);
        QCOMPARE(QString::fromStdString(w->scene()->engine()->system()), system);
        const ground::Scene& scene = w->scene()->scene();
        QCOMPARE(scene.figures.size(), std::size_t(2));
        QCOMPARE(distance(scene.figures[0].position, scene.figures[1].position), 10);
        auto* odds = w->findChild<QLabel*>("groundOdds");
        QVERIFY2(odds->text().contains('%'), qPrintable(odds->text()));
        QCOMPARE(w->scene()->action().target, 1);
        w->scene()->setDiceMode(false, 7);
        const QString why = w->resolveNow();
        QVERIFY2(why.isEmpty(), qPrintable(why));
        QCOMPARE(w->findChild<QListWidget*>("groundLog")->count(), 1);
        QVERIFY(!w->findChild<QTextBrowser*>("groundWorking")->toPlainText().isEmpty());
        QTest::qWait(10);
        QImage shot = w->grab().toImage();
        QVERIFY(shot.save(artifactPath("ground-window-" + id + ".png")));

        // Then the ruleset's first thrown weapon at the intended point, 10 m off, with a
        // bystander 2 m beside it: the landing is on the map and the log has both.
        std::string thrown;
        for (const ground::WeaponChoice& wc : w->scene()->engine()->weapons())
            if (wc.kind == ground::WeaponKind::Thrown && thrown.empty())
                thrown = wc.id;
        QVERIFY(!thrown.empty());
        pickWeapon(*w, thrown.c_str());
        w->scene()->addFigure(scene.figures[1].character, Hex { 2, -1 });
        // In the thrower's next turn (d6-modern: "usually 1 attack per turn").
        GroundState nextTurn = w->scene()->state();
        nextTurn.scene.figures[0] = w->scene()->engine()->newRound(nextTurn.scene.figures[0]);
        w->scene()->apply(nextTurn);
        const QString thrownWhy = w->resolveNow();
        QVERIFY2(thrownWhy.isEmpty(), qPrintable(thrownWhy));
        QCOMPARE(w->findChild<QListWidget*>("groundLog")->count(), 2);
        const ground::Outcome& o = w->scene()->state().log.back().outcome;
        QVERIFY(o.isThrow);
        QVERIFY(o.hit ? o.landing == o.aim : o.drift > 0);
        QVERIFY(w->view()->rect().contains(w->view()->renderer().centreOf(o.landing).toPoint()));
        QTest::qWait(10);
        QVERIFY(w->grab().toImage().save(artifactPath("ground-window-" + id + "-throw.png")));
    }

    // The seed's grenade on the ground map: pick it, click the intended point, drag a figure
    // next to it, throw with a seed; the outcome is the engine's own for the same dice, the
    // map shows where it landed, the table each figure's result, and undo takes it back.
    void grenadeThrownOnTheMap()
    {
        auto w = shownGround("d6-modern");
        GroundScene* s = w->scene();
        pickWeapon(*w, "grenade");
        QVERIFY(s->action().isThrow);
        QCOMPARE(w->findChild<QPushButton*>("groundResolve")->text(), QString("Throw"));

        // The intended point, 4 m up the map from where it was: a click on open ground.
        const Hex aim { 0, -4 };
        QTest::mouseClick(w->view(), Qt::LeftButton, {}, at(*w, aim));
        QCOMPARE(s->scene().aim, aim);
        // Drag the second figure (Hening, standing at the old point) beside the new one.
        const Hex from = s->scene().figures[1].position;
        const Hex to { 1, -4 };
        QTest::mousePress(w->view(), Qt::LeftButton, {}, at(*w, from));
        QTest::mouseMove(w->view(), at(*w, to));
        QTest::mouseRelease(w->view(), Qt::LeftButton, {}, at(*w, to));
        QCOMPARE(s->scene().figures[1].position, to);

        // The odds: where it lands sums to 1; every figure's rings sum to 1 with "outside".
        const GroundScene::Odds odds = s->odds();
        double total = 0;
        for (const auto& [hex, p] : odds.landing)
            total += p;
        QVERIFY(std::abs(total - 1) < 1e-9);
        auto* table = w->findChild<QTableWidget*>("figureTable");
        QVERIFY(table->item(1, 7)->text().contains('%'));

        const ground::Scene before = s->scene();
        const DiceSettings diceBefore = s->dice();
        s->setDiceMode(false, 2026);
        SeededDice same(2026);
        const ground::Outcome expected = s->engine()->resolve(before, s->action(), same);
        QVERIFY(w->resolveNow().isEmpty());
        QCOMPARE(s->state().log.size(), std::size_t(1));
        const ground::Outcome& got = s->state().log.back().outcome;
        QCOMPARE(got.dice, expected.dice);
        QCOMPARE(got.landing, expected.landing);
        QCOMPARE(s->scene(), expected.after);
        // The table shows each figure's result of that throw.
        for (const ground::FigureResult& r : got.figures)
            QCOMPARE(table->item(r.figure, 6)->text(), QString::fromStdString(r.result.english()));

        // Undo rewinds the dice: thrown again, the same faces and the same landing.
        s->undoStack()->undo();
        QCOMPARE(s->state().log.size(), std::size_t(0));
        QCOMPARE(s->scene(), before);
        QVERIFY(w->resolveNow().isEmpty());
        QCOMPARE(s->state().log.back().outcome.dice, expected.dice);
        QCOMPARE(s->scene(), expected.after);
        // The next throw, in the thrower's next turn ("usually 1 attack per turn"), goes on
        // where the first stopped in the seed's sequence.
        GroundState nextTurn = s->state();
        nextTurn.scene.figures[0] = s->engine()->newRound(nextTurn.scene.figures[0]);
        s->apply(nextTurn);
        SeededDice further(2026, expected.dice.size());
        const ground::Outcome second = s->engine()->resolve(s->scene(), s->action(), further);
        QVERIFY(w->resolveNow().isEmpty());
        QCOMPARE(s->state().log.back().outcome.dice, second.dice);

        // Undo: both throws, the seed, then the drag, then the intended point.
        s->undoStack()->undo();
        QCOMPARE(s->dice().facesUsed, std::uint64_t(expected.dice.size()));
        s->undoStack()->undo();
        QCOMPARE(s->state().log.size(), std::size_t(0));
        QCOMPARE(s->scene(), before);
        QCOMPARE(s->dice().seed, std::uint64_t(2026));
        QCOMPARE(s->dice().facesUsed, std::uint64_t(0));
        s->undoStack()->undo();
        QCOMPARE(s->dice(), diceBefore);
        s->undoStack()->undo();
        QCOMPARE(s->scene().figures[1].position, from);
        s->undoStack()->undo();
        QCOMPARE(s->scene().aim, Hex {});
    }

    // The seed's Turn 1 laid out on the map (Hening throws at the point between the gang
    // members, 15 m off): before the throw the landing odds and each figure's chance to be
    // caught; after it the landing, the arrow and the results. Pictures for people to look at.
    void seedTurnOnePictures()
    {
        auto w = shownGround("d6-modern");
        GroundScene* s = w->scene();
        // Hening acts; the gang members stand either side of the intended point.
        s->moveFigure(1, Hex { 0, 15 });
        s->setShooter(1);
        s->moveFigure(0, Hex { 2, -1 });
        s->addFigure("gang-member-b", Hex { -2, 1 });
        pickWeapon(*w, "grenade");
        QCOMPARE(distance(s->scene().figures[1].position, s->scene().aim), 15);
        QTest::qWait(10);
        QVERIFY(w->grab().toImage().save(artifactPath("ground-map-odds.png")));
        const GroundScene::Odds odds = s->odds();
        QVERIFY(odds.hit && *odds.hit > 0 && *odds.hit < 1);
        s->setDiceMode(false, 11);
        QVERIFY(w->resolveNow().isEmpty());
        QTest::qWait(10);
        QVERIFY(w->grab().toImage().save(artifactPath("ground-map-throw.png")));
    }

    // Combat ▸ Start Round: what lasts a round wears off (a d6-pool stun, spent dodge dice), the
    // wounds stay, the order is rolled, and it undoes.
    void newRoundFromTheMenu()
    {
        auto w = shownGround("d6-modern");
        GroundScene* s = w->scene();
        GroundState hurt = s->state();
        hurt.scene.figures[1].state = { { "health", 5 }, { "stunned", 1 }, { "dodge", 0 } };
        s->apply(hurt);
        QAction* newRound = nullptr;
        for (QAction* a : w->findChildren<QAction*>())
            if (a->text() == "Start &Round")
                newRound = a;
        QVERIFY(newRound);
        newRound->trigger();
        const ground::Figure& f = s->scene().figures[1];
        QCOMPARE(f.value("health", -99), 5);
        QCOMPARE(f.value("stunned", -1), -1); // gone: unstunned
        QCOMPARE(f.value("dodge", -1), -1); // gone: the Dodge skill again
        QVERIFY(!s->engine()->status(f).english().empty());
        QCOMPARE(s->state().round.number, 1);
        s->undoStack()->undo();
        QCOMPARE(s->scene().figures[1].value("stunned"), 1);
        QCOMPARE(s->state().round.number, 0);
    }

    // The Tracker on the ground map, d6-modern: Start Round rolls 1d6 + DEX for each figure
    // in the fight, the seed's Turn 1 typed (gang member A 6 + 3, Hening 5 + 4, gang member
    // B 4 + 4): A and Hening at 9 together, then B. The first turn's figure acts; End Turn
    // passes to Hening, whose attack is simultaneous with A's (the seed's "Hening is not
    // stunned yet"), then to B. Undo takes the turns and the round back; Hitspread's dice
    // roll the order from the seed and count in the dice record; the round is saved.
    void trackerRollsTheOrder()
    {
        QTemporaryDir dir;
        auto w = shownGround("d6-modern");
        GroundScene* s = w->scene();
        s->addFigure("gang-member-b", Hex { 3, -2 });
        QCOMPARE(s->scene().figures[0].name, std::string("Gang member A"));
        QVERIFY(s->startRound(std::vector<int> { 6, 5, 4 }).isEmpty());
        const ground::Round& round = s->state().round;
        QCOMPARE(round.number, 1);
        QCOMPARE(round.turns,
            (std::vector<ground::Turn> {
                { 0, 9, 1, false }, { 1, 9, 1, true }, { 2, 8, 1, false } }));
        QCOMPARE(s->scene().shooter, 0);
        QCOMPARE(s->action().option("simultaneous", 0), 0);
        auto* table = w->findChild<QTableWidget*>("groundTracker");
        QCOMPARE(table->rowCount(), 3);
        QVERIFY(table->item(0, 1)->text().contains("acts now"));
        QVERIFY(table->item(1, 0)->text().contains("with the turn before"));
        QVERIFY(w->findChild<QTextBrowser*>("groundInitiativeWorking")
                    ->toPlainText()
                    .contains("Hening: initiative die 5 + DEX 4 = 9."));

        QVERIFY(s->nextTurn().isEmpty());
        QCOMPARE(s->scene().shooter, 1);
        QCOMPARE(s->action().option("simultaneous", 0), 1);
        QCOMPARE(w->findChild<QSpinBox*>("groundOption_simultaneous")->value(), 1);
        QVERIFY(table->item(1, 1)->text().contains("acts now"));
        QTest::mouseClick(w->findChild<QPushButton*>("groundNextTurn"), Qt::LeftButton);
        QCOMPARE(s->scene().shooter, 2);
        QCOMPARE(s->action().option("simultaneous", 0), 0);
        QVERIFY(!w->findChild<QPushButton*>("groundNextTurn")->isEnabled());
        QVERIFY(s->nextTurn().contains("Every turn of round 1 is taken"));

        // Typed dice leave the record alone; undo takes back both turns and the round.
        QCOMPARE(s->dice().facesUsed, std::uint64_t(0));
        s->undoStack()->undo();
        s->undoStack()->undo();
        QCOMPARE(s->scene().shooter, 0);
        s->undoStack()->undo();
        QCOMPARE(s->state().round.number, 0);

        // Hitspread's dice: three faces from the seed, the same as the engine rolls them.
        s->setDiceMode(false, 11);
        SeededDice same(11);
        const ground::Initiative expected = s->engine()->initiative(s->scene(), {}, same);
        QCOMPARE(w->startRoundNow(), QString());
        QCOMPARE(s->state().round.turns, expected.turns);
        QCOMPARE(s->dice().facesUsed, std::uint64_t(3));

        // Saved with the session, and opened with it.
        const QString path = dir.filePath("round.yaml");
        QVERIFY(s->saveTo(path).isEmpty());
        auto other = shownGround("d6-modern");
        QVERIFY(other->openSession(path).isEmpty());
        QVERIFY(other->scene()->state().round == s->state().round);
        QCOMPARE(other->findChild<QTableWidget*>("groundTracker")->rowCount(), 3);
        w->resize(1024, 700);
        w->findChild<QDockWidget*>("groundTrackerDock")->raise();
        QTRY_COMPARE(w->size(), QSize(1024, 700));
        QVERIFY(w->grab().save(artifactPath("ground-tracker-1024.png")));
    }

    // An attack the rules refuse (beyond the extreme range) cannot be pressed, and says why;
    // typed dice that do not fit are refused with the die named, and nothing changes.
    void refusalsKeepTheScene()
    {
        auto w = shownGround("d6-modern");
        GroundScene* s = w->scene();
        pickWeapon(*w, "baretta-96f");
        s->moveFigure(1, Hex { 0, -200 });
        QVERIFY(!w->findChild<QPushButton*>("groundResolve")->isEnabled());
        QVERIFY(w->findChild<QLabel*>("groundOdds")->text().startsWith("Not possible"));
        QVERIFY(!w->resolveNow().isEmpty());
        QCOMPARE(s->state().log.size(), std::size_t(0));

        s->undoStack()->undo();
        const ground::Scene before = s->scene();
        const QString why = w->resolveWith({ 9, 9 });
        QVERIFY2(why.contains("die 1"), qPrintable(why));
        QVERIFY(w->resolveWith({ 6 }).contains("not enough dice"));
        QCOMPARE(s->scene(), before);
        QCOMPARE(s->state().log.size(), std::size_t(0));
    }

    // A d12 ruleset takes typed faces up to 12 for its clock; the map draws the clock.
    void typedDiceOnTheClock()
    {
        auto w = shownGround("success-pool");
        GroundScene* s = w->scene();
        const auto weapons = s->engine()->weapons();
        std::string grenade;
        for (const auto& wc : weapons)
            if (wc.kind == ground::WeaponKind::Thrown)
                grenade = wc.id;
        QVERIFY(!grenade.empty());
        pickWeapon(*w, grenade.c_str());
        // Every throwing die a failure (1s), then the clock 3 and 4 metres: lands to the right.
        const int skill = [&] {
            for (int n = 1; n <= 12; ++n) {
                std::vector<int> faces(static_cast<std::size_t>(n), 1);
                faces.push_back(3);
                faces.push_back(4);
                TypedDice probe(faces, 12);
                try {
                    const ground::Outcome o = s->engine()->resolve(s->scene(), s->action(), probe);
                    if (probe.remaining() == 0 && !o.hit)
                        return n;
                } catch (const DiceExhausted&) {
                }
            }
            return -1;
        }();
        QVERIFY(skill > 0);
        std::vector<int> faces(static_cast<std::size_t>(skill), 1);
        faces.push_back(3);
        faces.push_back(4);
        // The blast's own dice come after; seed them from the outcome of the probe above.
        const QString why = w->resolveWith(faces);
        if (!why.isEmpty()) {
            // The blast rolled more dice for the figures near it: give them as 1s.
            QVERIFY2(why.contains("not enough dice"), qPrintable(why));
            for (int i = 0; i < 40 && !w->resolveWith(faces).isEmpty(); ++i)
                faces.push_back(1);
        }
        QCOMPARE(s->state().log.size(), std::size_t(1));
        const ground::Outcome& o = s->state().log.back().outcome;
        QCOMPARE(o.direction, std::optional<int>(3));
        QCOMPARE(o.directionSides, 12);
        const ground::Point p = ground::centre(o.landing - o.aim);
        QVERIFY2(p.x > 3 && std::abs(p.y) < 0.6, qPrintable(QString("%1,%2").arg(p.x).arg(p.y)));
    }

    // Success-pool: the figure's own count of actions is the only one. Seed, "Start of the
    // combat": "All participants of the combat have no actions available at the beginning of
    // the combat. Only when they receive the priority for the first time do their actions
    // refresh." "Bonus dice: Fire modes": "Full-auto: … all the character's unspent actions
    // must be used up for shots with this weapon, after which the combat round ends for him."
    void successPoolActionsAreTheFigures()
    {
        auto w = shownGround("success-pool");
        GroundScene* s = w->scene();
        // No number in the panel stands in for the figure's actions.
        QVERIFY(!w->findChild<QSpinBox*>("groundOption_actions_left"));
        // Mara acts: she has the priority and her actions; the thug has had no turn yet.
        QCOMPARE(s->scene().figures[0].value("actions", -1), 2);
        QCOMPARE(s->scene().figures[1].value("actions", -1), -1);
        QVERIFY(s->engine()->status(s->scene().figures[1]).english().find("actions left 0 of 2")
            != std::string::npos);

        pickWeapon(*w, "assault-rifle");
        auto* mode = w->findChild<QComboBox*>("groundMode");
        mode->setCurrentIndex(mode->findData(QString("full")));
        QCOMPARE(s->action().mode, std::string("full"));
        QVERIFY(s->action().options.empty());
        s->setDiceMode(false, 3);
        QVERIFY(w->resolveNow().isEmpty());
        QCOMPARE(s->state().log.back().outcome.rolls.size(), std::size_t(2)); // a shot an action
        QCOMPARE(s->scene().figures[0].value("actions", -1), 0);
        // Every action is spent: full auto cannot be fired again this round.
        QVERIFY(!w->findChild<QPushButton*>("groundResolve")->isEnabled());
        const QString again = w->resolveNow();
        QVERIFY2(again.contains("Mara has no action left this round"), qPrintable(again));
        QCOMPARE(s->state().log.size(), std::size_t(1));
        // Made the one acting again in the same round, she gets nothing back …
        QVERIFY(!s->canGivePriority(0));
        // … a new round gives back the priority with each figure's turn, and with it (not
        // before) the actions: Mara rolls higher (6 + Speed 4 against 1 + 3), her turn comes
        // first and refreshes hers; the thug's has not come, and he has none.
        QVERIFY(s->startRound(std::vector<int> { 6, 1 }).isEmpty());
        QCOMPARE(s->scene().shooter, 0);
        QCOMPARE(s->scene().figures[0].value("actions", -1), 2);
        QCOMPARE(s->scene().figures[1].value("actions", -1), -1);
        s->undoStack()->undo();
        QCOMPARE(s->scene().figures[0].value("actions", -1), 0);
        s->undoStack()->redo();

        // The thug cannot evade Mara's knife before his first turn; once he has had the
        // priority he can.
        s->moveFigure(1, Hex { 0, 9 });
        pickWeapon(*w, "knife");
        auto* evades = w->findChild<QSpinBox*>("groundOption_evades");
        QVERIFY(evades);
        evades->setValue(1);
        QCOMPARE(s->action().option("evades", 0), 1);
        auto* odds = w->findChild<QLabel*>("groundOdds");
        QVERIFY2(odds->text().contains("Thug has no action left to evade with"),
            qPrintable(odds->text()));
        s->setShooter(1);
        QCOMPARE(s->scene().figures[1].value("actions", -1), 2);
        s->setShooter(0);
        QCOMPARE(s->scene().figures[0].value("actions", -1), 2); // her turn goes on
        s->setTarget(1);
        QVERIFY2(odds->text().startsWith("Chance to hit"), qPrintable(odds->text()));
        QVERIFY(w->resolveNow().isEmpty());
    }

    // The map, the roll log and the CLI's JSON tell one story of a throw: the metres on the
    // arrow are the log's, the landing hex the JSON's, and a figure drawn inside a blast ring
    // is one the rules count within it (hex by hex, 1 hex = 1 m). The throw that showed the
    // map saying "9 o'clock · 3 m" and the log "4 m off", the thug "within Far" drawn on Near.
    void mapLogAndJsonAgree_data()
    {
        QTest::addColumn<QString>("golden"); // the JSON, kept the CLI's by tst_golden
        QTest::addColumn<QString>("dice");
        QTest::newRow("9 o'clock, 4 m") << "success-pool-throw-nine-oclock-4m"
                                        << "1,1,1,1,9,4";
        QTest::newRow("9 o'clock, 3 m: the hex counted 4 m off")
            << "success-pool-throw-nine-oclock-3m"
            << "1,1,1,1,9,3";
    }

    void mapLogAndJsonAgree()
    {
        QFETCH(QString, golden);
        QFETCH(QString, dice);
        QFile file(dataPath("golden/" + golden + ".out"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
        QVERIFY(!json.isEmpty());

        // The CLI's scene on the map: Mara 10 m below the intended point, the thug on it.
        auto w = shownGround("success-pool");
        GroundScene* s = w->scene();
        pickWeapon(*w, "grenade");
        std::vector<int> faces;
        for (const QString& face : dice.split(','))
            faces.push_back(face.toInt());
        const QString why = w->resolveWith(faces);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        const ground::Outcome& o = s->state().log.back().outcome;
        std::vector<int> jsonDice;
        for (const QJsonValue& v : json["dice"].toArray())
            jsonDice.push_back(v.toInt());
        QCOMPARE(o.dice, jsonDice);
        const int drift = json["drift"].toInt();
        const int direction = json["direction"].toInt();
        QCOMPARE(o.drift, drift);
        QCOMPARE(o.direction, std::optional<int>(direction));
        const QJsonObject where = json["landing"].toObject();
        const Hex landing = o.landing;
        QCOMPARE(landing - o.aim, (Hex { where["q"].toInt(), where["r"].toInt() }));

        // The log and the working.
        auto* log = w->findChild<QListWidget*>("groundLog");
        QCOMPARE(log->item(log->count() - 1)->text(),
            QString("Mara throws Frag grenade: %1 m off").arg(drift));
        const QString working = w->findChild<QTextBrowser*>("groundWorking")->toPlainText();
        QVERIFY2(working.contains(QString("towards %1 o'clock as the thrower sees it, %2 = %2 m.")
                                      .arg(direction)
                                      .arg(drift)),
            qPrintable(working));

        // The map: the arrow's label, the landing and the rings around it.
        const render::GroundPaintState& paint = w->view()->paintState();
        QCOMPARE(paint.landing, std::optional<Hex>(landing));
        QCOMPARE(paint.ringCentre, std::optional<Hex>(landing));
        QCOMPARE(render::GroundRenderer::deviationLabel(paint),
            QString("%1 o'clock · %2 m").arg(direction).arg(drift));
        const std::vector<ground::Ring> rings = s->engine()->rings("grenade");
        QCOMPARE(paint.rings.size(), rings.size());
        const render::GroundRenderer& map = w->view()->renderer();
        auto* table = w->findChild<QTableWidget*>("figureTable");
        int checked = 0;
        for (const QJsonValue& v : json["characters"].toArray()) {
            const QJsonObject c = v.toObject();
            const std::string name = c["name"].toString().toStdString();
            int index = -1;
            for (std::size_t i = 0; i < s->scene().figures.size(); ++i)
                if (s->scene().figures[i].name == name)
                    index = static_cast<int>(i);
            QVERIFY2(index >= 0, name.c_str());
            const Hex at = s->scene().figures[static_cast<std::size_t>(index)].position;
            QCOMPARE(distance(landing, at), c["distance"].toInt());
            const std::optional<int> ring
                = c["ring"].isNull() ? std::nullopt : std::optional<int>(c["ring"].toInt());
            QCOMPARE(o.figures[static_cast<std::size_t>(index)].ring, ring);
            for (std::size_t k = 0; k < rings.size(); ++k) {
                const bool drawnInside
                    = map.ringOutline(landing, paint.rings[k]).contains(map.centreOf(at));
                QVERIFY2(drawnInside == (ring && *ring <= static_cast<int>(k)),
                    qPrintable(
                        QString("%1 drawn %2 the ring %3")
                            .arg(qs(name), drawnInside ? "inside" : "outside", qs(rings[k].name))));
            }
            if (ring)
                QVERIFY2(
                    working.contains(QString("%1 is %2 m from the burst, within %3")
                                         .arg(qs(name))
                                         .arg(c["distance"].toInt())
                                         .arg(qs(rings[static_cast<std::size_t>(*ring)].name))),
                    qPrintable(working));
            QCOMPARE(table->item(index, 6)->text(), c["result"].toString());
            ++checked;
        }
        QCOMPARE(checked, 2);
        // The thug, on the intended point 4 m (counted) from the burst: within Far, not Near.
        const Hex thug = s->scene().figures[1].position;
        QCOMPARE(distance(landing, thug), 4);
        QVERIFY(!map.ringOutline(landing, rings[1].upTo).contains(map.centreOf(thug)));
        QVERIFY(map.ringOutline(landing, rings[2].upTo).contains(map.centreOf(thug)));
        QTest::qWait(10);
        QVERIFY(w->grab().toImage().save(artifactPath("ground-map-" + golden + ".png")));
    }

    // An attack and a throw saved to a session file and opened in a fresh window: the same
    // scene, action and log, the outcomes replayed; the file is the document's, unmodified.
    // A change is autosaved for recovery, and a corrupt file keeps what the window had.
    // A session of another ground ruleset: the window loads that ruleset first; a session
    // that cannot be read leaves the ruleset and the table as they were.
    void sessionOfAnotherRuleset()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("stargate.yaml");
        ground::Scene played;
        {
            auto w = shownGround("d6-stargate");
            w->scene()->setDiceMode(false, 5);
            QVERIFY(w->resolveNow().isEmpty());
            played = w->scene()->scene();
            QVERIFY(w->scene()->saveTo(path).isEmpty());
        }
        auto w = shownGround("success-pool");
        QVERIFY(w->openSession(path).isEmpty());
        QCOMPARE(QString::fromStdString(w->scene()->ruleset()->id), QString("d6-stargate"));
        QCOMPARE(w->scene()->scene(), played);
        QCOMPARE(w->findChild<QListWidget*>("groundLog")->count(), 1);
        QVERIFY(w->windowTitle().contains("stargate.yaml"));

        // A broken copy of it, opened in a success-pool window: nothing changes.
        auto other = shownGround("success-pool");
        const ground::Scene before = other->scene()->scene();
        QFile in(path);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray text = in.readAll();
        text.replace("log_entries: 1", "log_entries: 7");
        const QString broken = dir.filePath("broken.yaml");
        QFile out(broken);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text);
        out.close();
        const QStringList errors = other->openSession(broken);
        QVERIFY(!errors.isEmpty());
        QVERIFY2(errors.join('\n').contains("broken.yaml:"), qPrintable(errors.join('\n')));
        QCOMPARE(QString::fromStdString(other->scene()->ruleset()->id), QString("success-pool"));
        QCOMPARE(other->scene()->scene(), before);
    }

    void sessionSavedAndOpened()
    {
        auto w = shownGround("d6-modern");
        GroundScene* s = w->scene();
        s->setDiceMode(false, 11);
        QVERIFY(w->resolveNow().isEmpty());
        s->moveFigure(1, Hex { 1, -1 });
        // The grenade in the shooter's next turn: "usually 1 attack per turn".
        GroundState nextTurn = s->state();
        nextTurn.scene.figures[0] = s->engine()->newRound(nextTurn.scene.figures[0]);
        s->apply(nextTurn);
        pickWeapon(*w, "grenade");
        QVERIFY(w->resolveNow().isEmpty());
        QCOMPARE(s->state().log.size(), std::size_t(2));
        QVERIFY(s->isModified());
        QVERIFY(s->filePath().isEmpty());

        // The change is autosaved; a clean save removes the autosave.
        QVERIFY(s->autosaveNow());
        QVERIFY(s->recoveryFile());
        QCOMPARE(*s->recoveryFile(), s->autosavePath());

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("table.yaml");
        const QString error = s->saveTo(path);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!s->isModified());
        QCOMPARE(s->filePath(), path);
        QVERIFY(!s->recoveryFile());
        QVERIFY(!s->autosaveNow()); // nothing changed since the save

        auto fresh = shownGround("d6-modern");
        GroundScene* f = fresh->scene();
        f->moveFigure(0, Hex { 2, 8 }); // something to undo, which opening forgets
        const QStringList errors = f->openFrom(path);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
        QCOMPARE(f->filePath(), path);
        QVERIFY(!f->isModified());
        QCOMPARE(f->undoStack()->count(), 0);
        QCOMPARE(f->scene(), s->scene());
        QCOMPARE(f->action(), s->action());
        QCOMPARE(f->state().log.size(), s->state().log.size());
        for (std::size_t i = 0; i < s->state().log.size(); ++i) {
            const GroundLogEntry& got = f->state().log[i];
            const GroundLogEntry& expected = s->state().log[i];
            QCOMPARE(got.action, expected.action);
            QCOMPARE(got.before, expected.before);
            QCOMPARE(got.outcome.dice, expected.outcome.dice);
            QCOMPARE(got.outcome.landing, expected.outcome.landing);
            QCOMPARE(got.outcome.after, expected.outcome.after);
            QCOMPARE(got.outcome.working.size(), expected.outcome.working.size());
            for (std::size_t k = 0; k < got.outcome.working.size(); ++k)
                QCOMPARE(QString::fromStdString(got.outcome.working[k].english()),
                    QString::fromStdString(expected.outcome.working[k].english()));
        }
        QCOMPARE(fresh->findChild<QListWidget*>("groundLog")->count(), 2);

        // A change in the opened session: modified, and autosaved to a file that opens.
        f->moveFigure(0, Hex { 3, 7 });
        QVERIFY(f->isModified());
        QVERIFY(f->autosaveNow());
        auto recovered = shownGround("d6-modern");
        QVERIFY(recovered->scene()->openFrom(s->autosavePath()).isEmpty());
        QCOMPARE(recovered->scene()->scene(), f->scene());
        // Recovered, not saved anywhere yet: no file, and modified.
        QVERIFY(recovered->scene()->filePath().isEmpty());
        QVERIFY(recovered->scene()->isModified());
        QFile::remove(s->autosavePath());

        // A corrupt file: the weapon of the first log entry unknown. Nothing changes and the
        // message names the file and the line.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(file.readAll());
        file.close();
        const QString weapon = QString::fromStdString(s->state().log[0].action.weapon);
        const int entry = text.indexOf("\nlog:");
        QVERIFY(entry > 0);
        const int at = text.indexOf("weapon: " + weapon, entry);
        QVERIFY(at > 0);
        text.replace(at, 8 + weapon.size(), "weapon: water-pistol");
        const int line = text.left(at).count('\n') + 1;
        const QString badPath = dir.filePath("bad.yaml");
        QFile bad(badPath);
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(text.toUtf8());
        bad.close();
        const ground::Scene before = f->scene();
        const int undoCount = f->undoStack()->count();
        const QStringList why = f->openFrom(badPath);
        QVERIFY(!why.isEmpty());
        QVERIFY2(why.first().startsWith(badPath + ":" + QString::number(line) + ":"),
            qPrintable(why.join('\n')));
        QVERIFY2(why.first().contains("water-pistol"), qPrintable(why.first()));
        QCOMPARE(f->scene(), before);
        QCOMPARE(f->undoStack()->count(), undoCount);
        QCOMPARE(f->filePath(), path);
        QCOMPARE(f->state().log.size(), std::size_t(2));
    }

    // I roll my dice, on the ground map: Combat ▸ I Roll My Dice, then Resolve asks for each
    // die in turn, offering the faces of that die only, typed or clicked: the success-pool
    // throw's d6s, then the d12 of the clock typed as two digits ("1", "1" is 11), a slip
    // taken back with Backspace. The roll log then draws the d12 among the d6s, and the
    // status bar says whose dice they are.
    void typedDiceDialogForEveryDie()
    {
        auto w = shownGround("success-pool");
        GroundScene* s = w->scene();
        pickWeapon(*w, "grenade");
        auto* typed = w->findChild<QAction*>("typedDiceAction");
        QVERIFY(typed);
        typed->trigger();
        QVERIFY(s->dice().typed);
        QCOMPARE(w->findChild<QLabel*>("diceLabel")->text(), QString("Dice: yours"));

        QStringList prompts;
        bool sawTwelve = false, tookBack = false, sixOnly = true;
        QTimer::singleShot(0, this, [&] {
            for (int i = 0; i < 60; ++i) {
                auto* dialog = qobject_cast<DiceEntryDialog*>(QApplication::activeModalWidget());
                if (!dialog)
                    return; // the roll had every die it needed
                prompts << dialog->prompt();
                if (dialog->sides() == 6) {
                    sixOnly = sixOnly && !dialog->findChild<QPushButton*>("face7")->isVisible();
                    if (!tookBack) {
                        // A slip: 5 typed, taken back.
                        const std::size_t before = dialog->faces().size();
                        QTest::keyClick(dialog, Qt::Key_5);
                        if (dialog->result() == QDialog::Accepted)
                            return;
                        QTest::keyClick(dialog, Qt::Key_Backspace);
                        QCOMPARE(dialog->faces().size(), before);
                        tookBack = true;
                    }
                    QTest::mouseClick(
                        dialog->findChild<QPushButton*>("face1"), Qt::LeftButton); // fails
                } else {
                    QCOMPARE(dialog->sides(), 12);
                    QVERIFY(dialog->findChild<QPushButton*>("face12")->isVisible());
                    sawTwelve = true;
                    QTest::keyClick(dialog, Qt::Key_1);
                    QTest::keyClick(dialog, Qt::Key_1);
                }
            }
        });
        const QString why = w->resolveNow();
        QVERIFY2(why.isEmpty(), qPrintable(why));
        QVERIFY(tookBack && sixOnly);
        QVERIFY2(sawTwelve, qPrintable(prompts.join('\n')));
        QVERIFY(prompts.first().contains("d6"));
        QCOMPARE(s->state().log.size(), std::size_t(1));
        const ground::Outcome& o = s->state().log.back().outcome;
        QCOMPARE(o.direction, std::optional<int>(11));
        QCOMPARE(o.directionSides, 12);
        // Typed dice leave Hitspread's sequence where it was.
        QCOMPARE(s->dice().facesUsed, std::uint64_t(0));

        DiceStrip* strip = w->diceStrip();
        QCOMPARE(strip->dice().size(), o.dice.size());
        bool twelveDrawn = false;
        for (std::size_t i = 0; i < strip->dice().size(); ++i) {
            QCOMPARE(strip->dice()[i].face, o.dice[i]);
            QVERIFY(!strip->dice()[i].purpose.isEmpty());
            twelveDrawn = twelveDrawn || (strip->dice()[i].sides == 12 && o.dice[i] == 11);
        }
        QVERIFY(twelveDrawn);
        QVERIFY(strip->summary().contains("d12"));
        QTRY_VERIFY(strip->height() >= strip->heightForWidth(strip->width()));
        QVERIFY2(strip->grab().save(artifactPath("ground-dice-strip.png")),
            qPrintable(QString("%1x%2").arg(strip->width()).arg(strip->height())));
        w->resize(1024, 700);
        QTRY_COMPARE(w->size(), QSize(1024, 700));
        QVERIFY(w->grab().save(artifactPath("ground-window-typed-1024.png")));
    }

    // The dice record of the ground map: the seed in the status bar, in the session file and
    // back from it, and rewound by undo; the next action after opening rolls what it would
    // have rolled in the window that saved.
    void seedShownSavedAndRewound()
    {
        QTemporaryDir dir;
        auto w = shownGround("d6-modern");
        GroundScene* s = w->scene();
        // Semi-automatic: "Up to 2 separate attacks per turn", one here, one in each window.
        auto* mode = w->findChild<QComboBox*>("groundMode");
        mode->setCurrentIndex(mode->findData(QString("semi")));
        QCOMPARE(s->action().mode, std::string("semi"));
        s->setDiceMode(false, 4242);
        QCOMPARE(w->findChild<QLabel*>("diceLabel")->text(),
            QString("Dice: Hitspread, seed 4242 (0 rolled)"));
        QVERIFY(w->resolveNow().isEmpty());
        const std::uint64_t used = s->dice().facesUsed;
        QVERIFY(used > 0);
        QCOMPARE(w->findChild<QLabel*>("diceLabel")->text(),
            QString("Dice: Hitspread, seed 4242 (%1 rolled)").arg(used));
        const QString path = dir.filePath("fight.yaml");
        QVERIFY(s->saveTo(path).isEmpty());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains(
            QString("dice: {typed: false, seed: 4242, faces_used: %1}").arg(used).toUtf8()));

        auto other = shownGround("d6-modern");
        QVERIFY(other->openSession(path).isEmpty());
        QVERIFY(other->scene()->dice() == s->dice());
        QVERIFY(other->findChild<QLabel*>("diceLabel")->text().contains("seed 4242"));
        auto* otherMode = other->findChild<QComboBox*>("groundMode");
        otherMode->setCurrentIndex(otherMode->findData(QString("semi")));
        QVERIFY(w->resolveNow().isEmpty());
        const QString otherWhy = other->resolveNow();
        QVERIFY2(otherWhy.isEmpty(), qPrintable(otherWhy));
        QCOMPARE(
            other->scene()->state().log.back().outcome.dice, s->state().log.back().outcome.dice);

        // Undo rewinds the dice: the action redone rolls the same faces.
        const std::vector<int> faces = s->state().log.back().outcome.dice;
        s->undoStack()->undo();
        QCOMPARE(s->dice().facesUsed, used);
        QVERIFY(w->resolveNow().isEmpty());
        QCOMPARE(s->state().log.back().outcome.dice, faces);
    }

    // The File menu of the body window's: New Session starts a fresh table with a fresh seed,
    // Open Recent lists what was saved, Reload Ruleset keeps the table; the View menu zooms;
    // a change is autosaved a few seconds after it (Document::AutosaveDelayMs), like the body
    // window's.
    void fileAndViewMenus()
    {
        QTemporaryDir dir;
        auto w = shownGround("roll-under");
        GroundScene* s = w->scene();
        QFile::remove(s->autosavePath());
        s->moveFigure(1, Hex { 2, -3 });
        QVERIFY(s->isModified());
        QTRY_VERIFY_WITH_TIMEOUT(
            QFile::exists(s->autosavePath()), Document::AutosaveDelayMs + 5000);

        const QString path = dir.filePath("recent.yaml");
        QVERIFY(s->saveTo(path).isEmpty());
        QVERIFY(!QFile::exists(s->autosavePath()));
        QCOMPARE(s->recentFiles().value(0), path);
        QMenu* recent = nullptr;
        for (QMenu* m : w->findChildren<QMenu*>())
            if (m->title() == "Open &Recent")
                recent = m;
        QVERIFY(recent);
        QCOMPARE(recent->actions().value(0)->toolTip(), path);

        // Reload: the table stays, unmodified as saved.
        const ground::Scene before = s->scene();
        QVERIFY(s->reloadRuleset().isEmpty());
        QCOMPARE(s->scene(), before);
        QVERIFY(!s->isModified());
        QCOMPARE(s->filePath(), path);

        // Zoom in from the View menu: the hexes grow; Fit the Map brings them back.
        const qreal fitted = w->view()->renderer().hexSize();
        for (QAction* a : w->findChildren<QAction*>())
            if (a->text() == "Zoom &In")
                a->trigger();
        QVERIFY(w->view()->renderer().hexSize() > fitted * 1.2);
        for (QAction* a : w->findChildren<QAction*>())
            if (a->text() == "Fit the &Map")
                a->trigger();
        QCOMPARE(w->view()->renderer().hexSize(), fitted);

        // New Session: the ruleset's own table, no log, a seed of its own.
        const std::uint64_t seed = s->dice().seed;
        s->newSession();
        QVERIFY(s->state().log.empty());
        QVERIFY(s->filePath().isEmpty());
        QVERIFY(!s->isModified());
        QVERIFY(s->dice().seed != seed);
        QCOMPARE(s->scene().figures[1].position, Hex {});
    }

    // A throw flies from the thrower to the intended point and on to where it lands before
    // its landing, arrow and rings show; with View ▸ Reduce Motion (the body window's setting
    // too) it lands at once.
    void throwFliesUnlessMotionIsReduced()
    {
        auto w = shownGround("success-pool");
        GroundScene* s = w->scene();
        pickWeapon(*w, "grenade");
        auto* reduce = w->findChild<QAction*>("groundReduceMotion");
        QVERIFY(reduce);
        reduce->setChecked(false);
        s->setDiceMode(false, 3);
        QVERIFY(w->resolveNow().isEmpty());
        QVERIFY(w->view()->paintState().landing);
        QVERIFY(w->view()->paintState().flight < 1.0);
        QTRY_COMPARE(w->view()->paintState().flight, 1.0);
        reduce->setChecked(true);
        QVERIFY(w->resolveNow().isEmpty());
        QCOMPARE(w->view()->paintState().flight, 1.0);
        QCOMPARE(QSettings().value("reduceMotion").toBool(), true);
        reduce->setChecked(false);
    }

    // An action spends the turn of the one whose turn it is, and the tracker passes on by
    // itself, in the same undo step: d6-modern one action a turn; success-pool while the
    // figure has actions left its turn goes on ("performs actions one after another").
    void anActionSpendsTheTurn()
    {
        auto w = shownGround("d6-modern");
        GroundScene* s = w->scene();
        QVERIFY(s->startRound(std::vector<int> { 6, 1 }).isEmpty()); // A 9, Hening 5
        QCOMPARE(s->scene().shooter, 0);
        s->setDiceMode(false, 5);
        QVERIFY(w->resolveNow().isEmpty());
        QCOMPARE(s->state().round.current, 1);
        QCOMPARE(s->scene().shooter, 1);
        s->undoStack()->undo();
        QCOMPARE(s->state().round.current, 0);
        QCOMPARE(s->scene().shooter, 0);
        QVERIFY(s->state().log.empty());

        auto pool = shownGround("success-pool");
        GroundScene* p = pool->scene();
        QVERIFY(p->startRound(std::vector<int> { 6, 1 }).isEmpty()); // Mara 10, the thug 4
        QCOMPARE(p->scene().shooter, 0);
        QCOMPARE(p->scene().figures[0].value("actions"), 2);
        p->setDiceMode(false, 5);
        QVERIFY(pool->resolveNow().isEmpty());
        QCOMPARE(p->scene().shooter, 0); // one action left: still Mara's turn
        QVERIFY(pool->resolveNow().isEmpty());
        QCOMPARE(p->scene().shooter, 1); // none left: the thug's turn, his actions refreshed
        QCOMPARE(p->scene().figures[1].value("actions"), 2);
    }

    // D6 Stargate's care from the window: the Action dock's "Do" list offers the system's
    // procedures; first aid by O'Neill stabilizes the mortally wounded Jaffa guard (seed,
    // "Healing"), logged, saved with the procedure, opened again and undone.
    void careFromTheActionDock()
    {
        auto w = shownGround("d6-stargate");
        GroundScene* s = w->scene();
        GroundState hurt = s->state();
        hurt.scene.figures[1].state = { { "wound_level", 5 }, { "unconscious", 1 } };
        s->apply(hurt);
        auto* procedure = w->findChild<QComboBox*>("groundProcedure");
        QVERIFY(procedure);
        QVERIFY(procedure->isEnabled());
        const int index = procedure->findData(QStringLiteral("first_aid"));
        QVERIFY(index > 0);
        procedure->setCurrentIndex(index);
        QCOMPARE(s->action().procedure, std::string("first_aid"));
        auto* resolve = w->findChild<QPushButton*>("groundResolve");
        QCOMPARE(resolve->text(), QStringLiteral("First aid"));
        QVERIFY(resolve->isEnabled());
        QVERIFY(!w->findChild<QComboBox*>("groundWeapon")->isEnabled());
        QVERIFY(w->findChild<QSpinBox*>("groundOption_difficulty"));
        QVERIFY(w->resolveWith({ 4, 4, 1 }).isEmpty()); // 9 against Easy's 8
        QCOMPARE(s->scene().figures[1].value("stabilized"), 1);
        QCOMPARE(s->state().log.size(), std::size_t(1));
        auto* log = w->findChild<QListWidget*>("groundLog");
        QVERIFY(log);
        QVERIFY2(log->item(0)->text().contains("First aid"), qPrintable(log->item(0)->text()));

        QTemporaryDir dir;
        const QString path = dir.filePath("care.yaml");
        QVERIFY(s->saveTo(path).isEmpty());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("procedure: first_aid"));
        auto fresh = shownGround("d6-stargate");
        const QStringList errors = fresh->scene()->openFrom(path);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
        QCOMPARE(fresh->scene()->scene(), s->scene());
        QCOMPARE(fresh->scene()->state().log.back().outcome.procedure, std::string("first_aid"));

        s->undoStack()->undo();
        QCOMPARE(s->scene().figures[1].value("stabilized"), 0);
        // Back to an attack: the weapon's controls return.
        procedure->setCurrentIndex(0);
        QVERIFY(s->action().procedure.empty());
        QVERIFY(w->findChild<QComboBox*>("groundWeapon")->isEnabled());
    }

    // The blast rings are named as such on the map and the figures' distances as range bands,
    // so that "short" of the grenade's damage ranges is not taken for a short range band.
    void blastRingsAndRangeBandsAreTold()
    {
        auto w = shownGround("d6-modern");
        pickWeapon(*w, "grenade");
        const auto& paint = w->view()->paintState();
        QVERIFY(!paint.ringNames.empty());
        for (const QString& name : paint.ringNames)
            QVERIFY2(name.startsWith("blast "), qPrintable(name));
        bool told = false;
        for (const auto& f : paint.figures)
            told = told || f.caption.contains("range ");
        QVERIFY(told);
    }

    // A session saved with a fire mode other than the weapon's first opens with that mode in
    // the Action dock and in the action.
    void sessionKeepsItsFireMode()
    {
        auto w = shownGround("d6-modern");
        pickWeapon(*w, "baretta-96f");
        auto* mode = w->findChild<QComboBox*>("groundMode");
        const int semi = mode->findData(QStringLiteral("semi"));
        QVERIFY(semi > 0);
        mode->setCurrentIndex(semi);
        QCOMPARE(w->scene()->action().mode, std::string("semi"));
        QTemporaryDir dir;
        const QString path = dir.filePath("semi.yaml");
        QVERIFY(w->scene()->saveTo(path).isEmpty());
        auto fresh = shownGround("d6-modern");
        QVERIFY(fresh->openSession(path).isEmpty());
        QCOMPARE(fresh->scene()->action().mode, std::string("semi"));
        QCOMPARE(fresh->findChild<QComboBox*>("groundMode")->currentData().toString(),
            QStringLiteral("semi"));
    }

    // success-pool's bonus die from the Action dock: Mara, the one acting, spends hers and has
    // three actions; it takes no action, so her turn goes on.
    void bonusDieFromTheActionDock()
    {
        auto w = shownGround("success-pool");
        GroundScene* s = w->scene();
        QVERIFY(s->startRound(std::vector<int> { 6, 1 }).isEmpty()); // Mara 10, the thug 4
        auto* procedure = w->findChild<QComboBox*>("groundProcedure");
        procedure->setCurrentIndex(procedure->findData(QStringLiteral("bonus_die")));
        QCOMPARE(s->action().procedure, std::string("bonus_die"));
        QVERIFY(w->findChild<QSpinBox*>("groundOption_by_target"));
        QVERIFY(w->resolveNow().isEmpty());
        QCOMPARE(s->scene().figures[0].value("actions"), 3);
        QCOMPARE(s->scene().figures[0].value("bonus_dice", -1), 0);
        QCOMPARE(s->state().round.current, 0); // still Mara's turn
        QVERIFY(!w->findChild<QPushButton*>("groundResolve")->isEnabled()); // none left
        s->undoStack()->undo();
        QCOMPARE(s->scene().figures[0].value("actions"), 2);
    }

    // d6-modern's run from the Action dock: "A running character can move up to 10 meters in a
    // single turn, but must take a –1 penalty to all actions performed in the combat turn."
    // Picked, the map rings the 10 m around the one acting; a click 8 m away and Run move him
    // there, the ring shrinks to the 2 m left, and his next shot rolls 3 dice, not 4.
    void runFromTheActionDock()
    {
        auto w = shownGround("d6-modern");
        GroundScene* s = w->scene();
        const Hex from = s->scene().figures[0].position;
        QCOMPARE(s->scene().shooter, 0);
        auto* procedure = w->findChild<QComboBox*>("groundProcedure");
        QVERIFY(procedure);
        const int index = procedure->findData(QStringLiteral("run"));
        QVERIFY(index > 0);
        procedure->setCurrentIndex(index);
        QCOMPARE(s->action().procedure, std::string("run"));
        QCOMPARE(w->findChild<QPushButton*>("groundResolve")->text(), QStringLiteral("Run"));
        QCOMPARE(w->view()->paintState().rings, std::vector<int> { 10 });
        QCOMPARE(w->view()->paintState().ringCentre, std::optional<Hex>(from));

        const Hex to = from + Hex { 0, -8 };
        QCOMPARE(distance(from, to), 8);
        QTest::mouseClick(w->view(), Qt::LeftButton, {}, at(*w, to));
        QCOMPARE(s->scene().aim, to);
        const QString why = w->resolveWith({});
        QVERIFY2(why.isEmpty(), qPrintable(why));
        const ground::Figure& ran = s->scene().figures[0];
        QCOMPARE(ran.position, to);
        QCOMPARE(ran.value("moved"), 8);
        QCOMPARE(ran.value("movement"), 2);
        QCOMPARE(w->view()->paintState().rings, std::vector<int> { 2 });
        QCOMPARE(w->view()->paintState().ringCentre, std::optional<Hex>(to));
        QTest::qWait(10);
        QVERIFY(w->grab().toImage().save(artifactPath("ground-window-d6-modern-run.png")));

        // Back to an attack: the Baretta at Hening, 3 dice typed (Firearms 4, running −1).
        procedure->setCurrentIndex(0);
        pickWeapon(*w, "baretta-96f");
        s->setTarget(1);
        QVERIFY(w->view()->paintState().rings.empty());
        const QString shot = w->resolveWith({ 1, 1, 1 });
        QVERIFY2(shot.isEmpty(), qPrintable(shot));
        const ground::Outcome& out = s->state().log.back().outcome;
        QCOMPARE(out.rolls.front().faces.size(), std::size_t(3));
        QString working;
        for (const Text& t : out.working)
            working += QString::fromStdString(t.english()) + '\n';
        QVERIFY2(working.contains("Skill 4 -1 (Running): 3d6."), qPrintable(working));
    }

    // A fight of two against two on the ground map over two rounds, the shape of the body
    // diagram's (tst_encounterwindow): A shoots B; B, hurt, shoots back at A (d6-modern: with
    // its −1 die for being stunned or wounded in the working); saved, the next round is
    // rolled; C throws a grenade whose blast catches A and B, each at its own distance; D
    // strikes A hand to hand. The session opened in another window plays the second round with
    // the same dice to the same ends; undone back to the start, every figure and the dice
    // are as they were.
    void twoAgainstTwo_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("firearm");
        QTest::addColumn<QString>("third");
        QTest::addColumn<QString>("fourth");
        QTest::addColumn<QString>("melee");
        QTest::addColumn<QString>("penalty");
        QTest::newRow("d6-modern") << "d6-modern"
                                   << "baretta-96f"
                                   << "gang-member-b"
                                   << "hening"
                                   << "knife"
                                   << "Stunned or wounded";
        QTest::newRow("success-pool") << "success-pool"
                                      << "pistol"
                                      << "veteran"
                                      << "thug"
                                      << "knife"
                                      << "";
    }

    void twoAgainstTwo()
    {
        QFETCH(QString, id);
        QFETCH(QString, firearm);
        QFETCH(QString, third);
        QFETCH(QString, fourth);
        QFETCH(QString, melee);
        QFETCH(QString, penalty);
        QTemporaryDir dir;
        auto w = shownGround(id);
        GroundScene* s = w->scene();
        const ground::Engine& e = *s->engine();
        s->addFigure(third.toStdString(), Hex { -2, 12 });
        s->addFigure(fourth.toStdString(), Hex { 2, -1 });
        QCOMPARE(s->scene().figures.size(), std::size_t(4));
        // Two sides: A and C against B and D. A new figure joins the second side; C changes.
        QCOMPARE(s->scene().figures[2].side, 1);
        s->setSide(2, 0);
        QCOMPARE(s->scene().figures[2].side, 0);
        QCOMPARE(s->scene().figures[3].side, 1);
        auto* figureTable = w->findChild<QTableWidget*>("figureTable");
        QCOMPARE(figureTable->item(2, 1)->text(), QString("Side A"));
        QCOMPARE(figureTable->item(3, 1)->text(), QString("Side B"));
        QVERIFY(w->view()->paintState().figures[2].side == QColor("#2f6fb0"));
        const ground::Scene start = s->scene();
        const DiceSettings startDice = s->dice();
        const int startIndex = s->undoStack()->index();
        const int a = 0, b = 1, c = 2, d = 3;

        // Round 1. A shoots B, with the first seed whose shot hurts B and leaves B able to act.
        s->setDiceMode(false, 1);
        QVERIFY(s->startRound().isEmpty());
        auto tryUntil = [&](GroundScene* scene, GroundTable* window,
                            const std::function<bool()>& done) -> std::uint64_t {
            // Each try undone whole: a seed already set pushes no command.
            const int before = scene->undoStack()->index();
            for (std::uint64_t seed = 1; seed < 400; ++seed) {
                scene->setDiceMode(false, seed);
                const QString why = window->resolveNow();
                if (why.isEmpty() && done())
                    return seed;
                scene->undoStack()->setIndex(before);
            }
            return 0;
        };
        s->setShooter(a);
        pickWeapon(*w, firearm.toUtf8().constData());
        s->setTarget(b);
        const ground::Figure unhurtB = s->scene().figures[b];
        QVERIFY(tryUntil(s, w.get(), [&] {
            // Hurt as the system says it (wounded, stunned), not only its dodge dice spent.
            const ground::Figure& hurt = s->scene().figures[b];
            return e.status(hurt).english() != e.status(unhurtB).english() && e.canAct(hurt)
                && s->state().log.back().outcome.hit;
        }) > 0);

        // B shoots back at A, hurt.
        s->setShooter(b);
        s->setTarget(a);
        QVERIFY(w->resolveNow().isEmpty());
        const ground::Outcome& back = s->state().log.back().outcome;
        QCOMPARE(s->state().log.back().before.shooter, b);
        if (!penalty.isEmpty()) {
            QString working;
            for (const Text& t : back.working)
                working += QString::fromStdString(t.english()) + '\n';
            QVERIFY2(working.contains(penalty), qPrintable(working));
        }
        const QString path = dir.filePath("fight.yaml");
        QVERIFY(s->saveTo(path).isEmpty());

        // Round 2, in this window and in the one that opens the file.
        auto other = shownGround(id);
        QVERIFY(other->openSession(path).isEmpty());
        GroundScene* o = other->scene();
        QVERIFY(o->dice() == s->dice());
        QVERIFY(s->startRound().isEmpty());
        QVERIFY(o->startRound().isEmpty());
        QCOMPARE(o->state().round, s->state().round);

        // C throws a grenade at A; the seed found here catches A and B at distances of their own.
        const auto grenade = [&](GroundTable& window) {
            GroundScene* scene = window.scene();
            const QString moved
                = scene->moveFigure(b, scene->scene().figures[a].position + Hex { 2, 0 });
            QVERIFY2(moved.isEmpty(), qPrintable(moved));
            scene->setShooter(c);
            pickWeapon(window, "grenade");
            scene->setAim(scene->scene().figures[a].position);
        };
        grenade(*w);
        const std::uint64_t grenadeSeed = tryUntil(s, w.get(), [&] {
            const ground::Outcome& out = s->state().log.back().outcome;
            std::optional<int> toA, toB;
            for (const ground::FigureResult& r : out.figures) {
                if (r.figure == a && r.ring)
                    toA = r.distance;
                if (r.figure == b && r.ring)
                    toB = r.distance;
            }
            return toA && toB && *toA != *toB;
        });
        QVERIFY(grenadeSeed > 0);
        grenade(*other);
        o->setDiceMode(false, grenadeSeed);
        QVERIFY(other->resolveNow().isEmpty());
        QCOMPARE(o->state().log.back().outcome.dice, s->state().log.back().outcome.dice);
        QCOMPARE(o->scene(), s->scene());

        // D strikes A hand to hand, standing next to A, in both windows alike.
        for (GroundTable* window : { w.get(), other.get() }) {
            GroundScene* scene = window->scene();
            scene->moveFigure(d, scene->scene().figures[a].position + Hex { 1, 0 });
            scene->setShooter(d);
            pickWeapon(*window, melee.toUtf8().constData());
            scene->setTarget(a);
            const QString why = window->resolveNow();
            QVERIFY2(why.isEmpty(), qPrintable(why));
            QCOMPARE(scene->state().log.back().action.target, a);
            QCOMPARE(scene->state().log.back().before.shooter, d);
        }
        QCOMPARE(o->state().log.back().outcome.dice, s->state().log.back().outcome.dice);
        QCOMPARE(o->scene(), s->scene());
        QCOMPARE(o->dice(), s->dice());
        QCOMPARE(s->state().log.size(), std::size_t(4));

        // Undo back to the start of the fight: every figure where and as it was, and the dice.
        while (s->undoStack()->index() > startIndex)
            s->undoStack()->undo();
        QCOMPARE(s->scene(), start);
        QVERIFY(s->dice() == startDice);
        QVERIFY(s->state().log.empty());
        QCOMPARE(s->state().round.number, 0);
    }

    // One window for every system: picking a ground ruleset in the body diagram's table puts
    // the ground map's table in the same window, in its place and size, after asking about the
    // changes; a session file of either kind opens on the table of its kind.
    void oneWindowForEverySystem()
    {
        TableWindow window;
        QVERIFY(window.openRuleset(rulesetPath("3d-system")).isEmpty());
        window.resize(1100, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QPointer<BodyTable> body = window.bodyTable();
        QVERIFY(body && !window.groundTable());
        QCOMPARE(window.centralWidget(), body.data());
        QVERIFY(window.windowTitle().contains(qs(body->session()->ruleset()->name)));
        // A change not saved: the window says so, and the table asks before it goes.
        Session& session = *body->session();
        const Combatant& first = session.data().combatants.front();
        QVERIFY(session.moveCombatant(first.id, first.position + Hex { 0, 1 }).isEmpty());
        QVERIFY(window.isWindowModified());
        const QRect geometry = window.geometry();
        answerNextQuestion(QMessageBox::Discard);
        QAction* modern = rulesetEntry(*body, "d6-modern");
        QVERIFY(modern);
        modern->trigger();
        QVERIFY(window.groundTable());
        QTRY_VERIFY(body.isNull()); // the body diagram's table is gone, its window stays
        QPointer<GroundTable> ground = window.groundTable();
        QCOMPARE(ground->scene()->ruleset()->id, std::string("d6-modern"));
        QCOMPARE(window.centralWidget(), ground.data());
        QVERIFY(window.isVisible());
        QCOMPARE(window.geometry(), geometry);
        QVERIFY(window.windowTitle().contains(qs(ground->scene()->ruleset()->name)));
        QVERIFY(!window.isWindowModified());
        QTRY_VERIFY(ground->view()->isVisible());
        QCOMPARE(ground->size(), window.size()); // the table fills the window
        // Another ground ruleset: the same table loads it.
        QAction* rollUnder = rulesetEntry(*ground, "roll-under");
        QVERIFY(rollUnder);
        rollUnder->trigger();
        QCOMPARE(window.groundTable(), ground.data());
        QCOMPARE(ground->scene()->ruleset()->id, std::string("roll-under"));
        // A session of the body diagram from the ground map's table, then a ground session
        // from the body diagram's table.
        const QString fight = dataPath("sessions/encounter/fight.yaml");
        QVERIFY2(
            window.openSession(fight).isEmpty(), qPrintable(window.openSession(fight).join('\n')));
        QVERIFY(window.bodyTable());
        QTRY_VERIFY(ground.isNull());
        QCOMPARE(window.bodyTable()->session()->filePath(), fight);
        QVERIFY(window.windowTitle().contains("fight.yaml"));
        QCOMPARE(window.bodyTable()->session()->data().combatants.size(), std::size_t(4));
        const QString stargate = dataPath("sessions/ground/d6-stargate.yaml");
        QVERIFY(window.openSession(stargate).isEmpty());
        QVERIFY(window.groundTable());
        QCOMPARE(window.groundTable()->scene()->ruleset()->id, std::string("d6-stargate"));
        QCOMPARE(window.groundTable()->scene()->filePath(), stargate);
        QVERIFY(window.windowTitle().contains("d6-stargate.yaml"));
        // Quit closes the window, whichever table it holds.
        QAction* quit = nullptr;
        for (QAction* action : window.groundTable()->findChildren<QAction*>())
            if (action->shortcut() == QKeySequence(QKeySequence::Quit))
                quit = action;
        QVERIFY(quit);
        quit->trigger();
        QVERIFY(!window.isVisible());
    }

    // What cannot be played leaves the table as it was: a ruleset folder that does not load,
    // a session naming a ruleset that is not here, a ground session cut short. Closing with
    // changes asks, and Cancel keeps the window open.
    void otherTableRefused()
    {
        TableWindow window;
        QVERIFY(window.openRuleset(rulesetPath("3d-system")).isEmpty());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QPointer<BodyTable> body = window.bodyTable();
        QTemporaryDir folder;
        QVERIFY(!window.openRuleset(folder.path()).isEmpty());
        QCOMPARE(window.bodyTable(), body.data());
        QCOMPARE(body->session()->ruleset()->id, std::string("3d-system"));

        const QString source = dataPath("sessions/ground/d6-modern.yaml");
        const QString elsewhere = folder.filePath("elsewhere.yaml");
        QVERIFY(QFile::copy(source, elsewhere));
        QVERIFY(editFile(elsewhere, "ruleset: d6-modern", "ruleset: not-here"));
        QStringList errors = window.openSession(elsewhere);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.front().contains("not-here"), qPrintable(errors.front()));
        QCOMPARE(window.bodyTable(), body.data());

        const QString cut = folder.filePath("cut.yaml");
        QFile whole(source);
        QVERIFY(whole.open(QIODevice::ReadOnly));
        const QByteArray text = whole.readAll();
        QFile part(cut);
        QVERIFY(part.open(QIODevice::WriteOnly));
        part.write(text.left(text.size() * 2 / 3));
        part.close();
        errors = window.openSession(cut);
        QVERIFY(!errors.isEmpty());
        QCOMPARE(window.bodyTable(), body.data());
        QCOMPARE(window.centralWidget(), body.data());

        const Combatant& first = body->session()->data().combatants.front();
        QVERIFY(body->session()->moveCombatant(first.id, first.position + Hex { 0, 1 }).isEmpty());
        answerNextQuestion(QMessageBox::Cancel);
        QVERIFY(!window.close());
        QVERIFY(window.isVisible() && body);
        answerNextQuestion(QMessageBox::Discard);
        QVERIFY(window.close());
    }
};

QTEST_MAIN(TestGroundTable)
#include "tst_groundtable.moc"
