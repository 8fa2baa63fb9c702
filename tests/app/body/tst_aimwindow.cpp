// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Best Aim dock as a player uses it: a goal picked, the aim map shown over the body, Aim
// There clicked and the shot fired at the best hex; the next best hexes by key; undo.
#include "app/charts/effectchart.h"
#include "app/panels/aimpanel.h"
#include "app/window/bodyview.h"
#include "windowsupport.h"

#include <QAction>
#include <QBarSeries>
#include <QBarSet>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QUndoStack>

using namespace hitspread;
using namespace hitspread::test;

class TestAimWindow : public QObject {
    Q_OBJECT
private slots:
    void pickAGoalAimThereAndFire()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        session->setDiceMode(false, 7);
        auto* dock = window->findChild<QDockWidget*>("aimDock");
        QVERIFY(dock);
        dock->raise();
        auto* panel = window->findChild<AimPanel*>();
        auto* goal = window->findChild<QComboBox*>("aimGoal");
        auto* show = window->findChild<QCheckBox*>("aimMapCheck");
        auto* there = window->findChild<QPushButton*>("aimThere");
        QVERIFY(panel && goal && show && there);
        QTRY_VERIFY(show->isVisible());

        const int head = goal->findData(QStringLiteral("location:head"));
        QVERIFY(head > 0);
        goal->setCurrentIndex(head);
        QVERIFY(!window->bodyView()->showsAimMap());
        QTest::mouseClick(show, Qt::LeftButton, {}, QPoint(8, show->height() / 2));
        QVERIFY(show->isChecked());
        QVERIFY(window->bodyView()->showsAimMap());
        QVERIFY(panel->aimMap());
        const Ruleset& rs = *session->ruleset();
        const Hex best = panel->aimMap()->scores[0].aim;
        const Hex runnerUp = panel->aimMap()->scores[1].aim;
        QCOMPARE(rs.body.locationAt(best), rs.body.locationIndex("head"));
        // A picture to look at: the aim map, the best hex and the runner-up numbered.
        window->resize(1366, 768);
        QTest::qWait(50);
        QVERIFY(window->grab().save(artifactPath("aim-map-head.png")));
        auto* summary = window->findChild<QLabel*>("aimSummary");
        QVERIFY2(summary->text().contains(QString::fromStdString(label(best))),
            qPrintable(summary->text()));

        const Hex before = session->settings().target;
        QVERIFY(before != best);
        QVERIFY(there->isEnabled());
        QTest::mouseClick(there, Qt::LeftButton);
        QCOMPARE(session->settings().target, best);
        QVERIFY(!there->isEnabled()); // aimed there already

        window->fire();
        QCOMPARE(session->log().size(), std::size_t(1));
        QCOMPARE(session->log().back().request.target, best);
        // The shot spent the aim (§5); the shooter aims again, and the map is the one it was.
        QCOMPARE(session->settings().aims, 0);
        AttackRequest again = session->settings();
        again.aims = 1;
        session->changeSettings(again, "Aim");
        QTRY_VERIFY(panel->aimMap() && panel->aimMap()->scores[1].aim == runnerUp);

        // The next best hexes by key, from the runner-up on.
        auto* next = window->findChild<QAction*>("nextBestAimAction");
        QVERIFY(next);
        next->trigger();
        QCOMPARE(session->settings().target, runnerUp);
        next->trigger();
        QCOMPARE(session->settings().target, panel->aimMap()->scores[2].aim);

        // Each aim is one undo step, the aim taken again another; the shot is another.
        session->undoStack()->undo();
        session->undoStack()->undo();
        QCOMPARE(session->settings().target, best);
        session->undoStack()->undo();
        QCOMPARE(session->settings().aims, 0);
        session->undoStack()->undo();
        QVERIFY(session->log().empty());
        QCOMPARE(session->settings().aims, 1); // the shot taken back gives its aim back
        session->undoStack()->undo();
        QCOMPARE(session->settings().target, before);

        // The view menu's switch follows the dock's, and turning the aim map off hides it.
        auto* toggle = window->findChild<QAction*>("aimMapAction");
        QVERIFY(toggle && toggle->isChecked());
        toggle->trigger();
        QVERIFY(!show->isChecked());
        QVERIFY(!window->bodyView()->showsAimMap());
    }

    // Putting the target down: worked out off the window's thread at every aim, with its
    // progress shown; then Aim There and fire. Aiming elsewhere does not start it again. The
    // grenade's impact points are rated the same way, in the lower third.
    void putTheTargetDownAndThrowAGrenade()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        session->setDiceMode(false, 7);
        window->findChild<QDockWidget*>("aimDock")->raise();
        auto* panel = window->findChild<AimPanel*>();
        auto* action = window->findChild<QComboBox*>("aimAction");
        auto* goal = window->findChild<QComboBox*>("aimGoal");
        auto* there = window->findChild<QPushButton*>("aimThere");
        auto* summary = window->findChild<QLabel*>("aimSummary");
        QVERIFY(action && goal && there && summary);
        panel->setAimMapOn(true);
        QSignalSpy ready(panel, &AimPanel::aimMapReady);
        QVERIFY(ready.isValid());
        goal->setCurrentIndex(goal->findData(QStringLiteral("down")));
        QVERIFY(panel->working());
        QVERIFY(!there->isEnabled());
        QVERIFY2(summary->text().contains("Working"), qPrintable(summary->text()));
        QVERIFY(ready.wait(60'000));
        QVERIFY(!panel->working());
        QVERIFY(panel->aimMap());
        const AimMap& map = *panel->aimMap();
        QCOMPARE(map.goal.kind, AimGoal::Kind::Down);
        QVERIFY(window->bodyView()->showsAimMap());
        // The same figures as the core's, worked out here with the window's trials on the
        // session's seed.
        const Ruleset& rs = *session->ruleset();
        const CharacterState target = session->target();
        AimOptions options;
        options.target = &target;
        options.seed = session->dice().seed;
        const AimMap expected
            = hitspread::aimMap(rs, session->settings(), AimGoal { AimGoal::Kind::Down }, options);
        QCOMPARE(map.scores[0].aim, expected.scores[0].aim);
        QCOMPARE(map.scores[0].score, expected.scores[0].score);
        QCOMPARE(map.exact, expected.exact);
        window->resize(1366, 768);
        QTest::qWait(50);
        QVERIFY(window->grab().save(artifactPath("aim-map-down.png")));

        const Hex best = map.scores[0].aim;
        QTest::mouseClick(there, Qt::LeftButton);
        QCOMPARE(session->settings().target, best);
        QVERIFY(!panel->working()); // aiming moved, the scores did not
        QVERIFY(panel->aimMap());
        window->fire();
        QCOMPARE(session->log().size(), std::size_t(1));
        QCOMPARE(session->log().back().request.target, best);
        // The target as it stands now is another: worked out again.
        QTRY_VERIFY_WITH_TIMEOUT(!panel->working(), 60'000);

        // The grenade: impact points in the lower third.
        action->setCurrentIndex(action->findData(QStringLiteral("grenade")));
        QVERIFY(panel->working());
        QTRY_VERIFY_WITH_TIMEOUT(
            !panel->working() && panel->aimMap() && panel->aimMap()->grenade, 60'000);
        for (const AimScore& s : panel->aimMap()->scores)
            QVERIFY(toOffset(s.aim).row >= rs.body.lowerThirdRow);
        QVERIFY2(summary->text().contains("lower third"), qPrintable(summary->text()));
        const Hex impact = panel->aimMap()->scores[0].aim;
        QTest::mouseClick(there, Qt::LeftButton);
        QCOMPARE(session->grenadeAction().request.impact, impact);
        QVERIFY(window->grab().save(artifactPath("aim-map-grenade-down.png")));
        window->throwGrenade();
        QCOMPARE(session->log().size(), std::size_t(2));
    }

    // When no hex can do what is asked (a Mal Anvil's one shot cannot put a stormer down), the
    // dock says so: no best hex is named, nothing is shaded, and Aim There waits.
    void noHexCanSaysSo()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        const CombatantId operative = session->data().target;
        session->resetTarget("stormer");
        session->removeCombatant(operative);
        QCOMPARE(session->target().sheet->key, std::string("stormer"));
        AttackRequest settings = session->settings();
        settings.weapon = "mal-anvil";
        settings.mode = FireMode::Single;
        session->changeSettings(settings, QStringLiteral("Mal Anvil"));
        window->findChild<QDockWidget*>("aimDock")->raise();
        auto* panel = window->findChild<AimPanel*>();
        auto* goal = window->findChild<QComboBox*>("aimGoal");
        auto* there = window->findChild<QPushButton*>("aimThere");
        auto* summary = window->findChild<QLabel*>("aimSummary");
        QVERIFY(panel && goal && there && summary);
        panel->setAimMapOn(true);
        goal->setCurrentIndex(goal->findData(QStringLiteral("down")));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->working(), 60'000);
        QVERIFY(panel->aimMap() && panel->aimMap()->noneCan());
        QCOMPARE(summary->text(), QString("No hex can: the chance is 0 % at every aim."));
        QVERIFY(!summary->text().contains("Best"));
        QVERIFY(!window->bodyView()->showsAimMap());
        QVERIFY(!there->isEnabled());
        // Hitting the body at all, it can: the best hex is named and the map shaded.
        goal->setCurrentIndex(goal->findData(QStringLiteral("hits")));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->working() && panel->aimMap() && !panel->aimMap()->noneCan()
                && window->bodyView()->showsAimMap(),
            60'000);
        QVERIFY(summary->text().startsWith("Best:"));
    }

    // The Odds dock's chart of what the action does to the target: one shot is counted at
    // once over every dice sequence; a burst is sampled when asked, with its interval.
    // Walking fire (§6) with a further target picked: wounding the target is rated at every
    // aim with the further target side by side, and the Odds dock's chart works it out too.
    void walkingFireWithAFurtherTarget()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        const Ruleset& rs = *session->ruleset();
        const Combatant* target = session->data().find(session->data().target);
        QVERIFY(target);
        QVERIFY(session->addCombatant(rs.characters.at("operative"), target->side).isEmpty());
        const CombatantId second = session->data().combatants.back().id;
        QVERIFY(session->toggleFurtherTarget(second).isEmpty());
        QCOMPARE(session->others().size(), std::size_t(1));
        AttackRequest walk = session->settings();
        walk.weapon = "fen-gunhead";
        walk.mode = FireMode::Burst;
        walk.shooter.autoSupport = 5;
        walk.walk = { { 2, true } };
        session->changeSettings(walk, "walk");
        window->findChild<QDockWidget*>("aimDock")->raise();
        auto* panel = window->findChild<AimPanel*>();
        auto* goal = window->findChild<QComboBox*>("aimGoal");
        goal->setCurrentIndex(goal->findData(QStringLiteral("wound")));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->working() && panel->aimMap(), 120'000);
        QCOMPARE(panel->aimMap()->scores.size(), bodyHexes(rs.body).size());
        QVERIFY(panel->aimMap()->scores.front().score > 0);
        auto* summary = window->findChild<QLabel*>("aimSummary");
        QVERIFY2(!summary->text().contains("No aim map"), qPrintable(summary->text()));

        window->findChild<QDockWidget*>("oddsDock")->raise();
        EffectChart* chart = nullptr;
        for (EffectChart* c : window->findChildren<EffectChart*>())
            if (c->findChild<QLabel*>("effectSummary"))
                chart = c;
        QVERIFY(chart);
        QTest::mouseClick(window->findChild<QPushButton*>("effectWorkOut"), Qt::LeftButton);
        QVERIFY(chart->effect());
        QVERIFY(chart->effect()->damage > 0);
        auto* effectSummary = window->findChild<QLabel*>("effectSummary");
        QVERIFY2(effectSummary->text().contains("Sampled"), qPrintable(effectSummary->text()));
    }

    void effectChartInTheOddsDock()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        window->findChild<QDockWidget*>("oddsDock")->raise();
        auto* chart = window->findChild<EffectChart*>();
        QVERIFY(chart);
        QCOMPARE(session->settings().mode, FireMode::Single);
        QTRY_VERIFY(chart->effect()); // counted once the chart is in view
        QVERIFY(chart->effect()->exact);
        auto* summary = window->findChild<QLabel*>("effectSummary");
        QVERIFY2(summary->text().contains("Exact"), qPrintable(summary->text()));
        // The target by its name in the roster (the second operative is "Max.Rock 2").
        QVERIFY2(summary->text().contains(session->targetName()), qPrintable(summary->text()));
        QVERIFY(session->targetName() != QString::fromStdString(session->target().sheet->name));
        QVERIFY(window->findChild<QWidget*>("effectChart")->isVisible());
        // The hits taken off the body, a bar for each count from the least to the most.
        auto* damage = window->findChild<QChartView*>("damageChart");
        QVERIFY(damage->isVisible());
        const auto bars = damage->chart()->series();
        QCOMPARE(bars.size(), 1);
        const auto* barSeries = qobject_cast<QBarSeries*>(bars.front());
        QVERIFY(barSeries);
        const QBarSet* set = barSeries->barSets().front();
        const std::vector<DamageBin> bins = damageBins(*chart->effect(), EffectChart::DamageBars);
        QCOMPARE(set->count(), static_cast<int>(bins.size()));
        double shown = 0;
        for (int i = 0; i < set->count(); ++i) {
            QVERIFY(qAbs(set->at(i) - 100 * bins[static_cast<std::size_t>(i)].chance) < 1e-9);
            shown += set->at(i);
        }
        QVERIFY(qAbs(shown - 100) < 1e-6);
        window->resize(1366, 900);
        QTest::qWait(50);
        QVERIFY(window->grab().save(artifactPath("odds-dock-effect.png")));
        QVERIFY(chart->grab().save(artifactPath("effect-chart-single.png")));

        AttackRequest burst = session->settings();
        burst.weapon = "fen-gunhead";
        burst.mode = FireMode::Burst;
        burst.shooter.autoSupport = 5;
        session->changeSettings(burst, "burst");
        QVERIFY(!chart->effect()); // waits to be asked
        auto* workOut = window->findChild<QPushButton*>("effectWorkOut");
        QVERIFY(workOut->isEnabled());
        QTest::mouseClick(workOut, Qt::LeftButton);
        QVERIFY(chart->effect());
        QVERIFY(!chart->effect()->exact);
        QCOMPARE(chart->effect()->trials, EffectChart::Trials);
        QVERIFY2(summary->text().contains("Sampled"), qPrintable(summary->text()));
        // The states' 95 % interval, the widest of them.
        double widest = chart->effect()->stuckHalfWidth;
        for (double w : chart->effect()->statesHalfWidth)
            widest = std::max(widest, w);
        QVERIFY(widest > 0);
        const QString each
            = QString("each state and a bullet stuck within ±%1 %").arg(100 * widest, 0, 'f', 1);
        QVERIFY2(summary->text().contains(each), qPrintable(summary->text()));
        QVERIFY(chart->grab().save(artifactPath("effect-chart-burst.png")));

        // The grenade's, below it: the throw counted over every dice sequence once the impact
        // point is in the lower third, the target standing on it.
        EffectChart* grenade = nullptr;
        for (EffectChart* c : window->findChildren<EffectChart*>())
            if (c != chart)
                grenade = c;
        QVERIFY(grenade);
        auto* grenadeSummary = window->findChild<QLabel*>("grenadeEffectSummary");
        QTRY_VERIFY(!grenadeSummary->text().isEmpty());
        QVERIFY2(
            grenadeSummary->text().contains("lower third"), qPrintable(grenadeSummary->text()));
        AttackRequest atFeet = session->settings();
        atFeet.target = *parseHex("K25");
        session->changeSettings(atFeet, "aim at the feet");
        QTRY_VERIFY(grenade->effect());
        QVERIFY(grenade->effect()->exact);
        const EffectOdds expected = throwEffectOdds(
            *session->ruleset(), session->target(), session->grenadeAction().request);
        QCOMPARE(grenade->effect()->down(), expected.down());
        QVERIFY2(grenadeSummary->text().contains("dice sequences of the throw"),
            qPrintable(grenadeSummary->text()));
        QVERIFY(grenade->grab().save(artifactPath("effect-chart-grenade.png")));
    }

    // The landing heat map and the aim map are never over the body together.
    void oneMapAtATime()
    {
        const auto window = operativesWindow();
        auto* panel = window->findChild<AimPanel*>();
        panel->setAimMapOn(true);
        QVERIFY(window->bodyView()->showsAimMap());
        window->findChild<QDockWidget*>("oddsDock")->raise();
        const auto actions = window->findChildren<QAction*>();
        QAction* heat = nullptr;
        for (QAction* a : actions)
            if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_H))
                heat = a;
        QVERIFY(heat);
        heat->trigger();
        QVERIFY(window->bodyView()->showsHeat());
        QVERIFY(!panel->aimMapOn());
        QVERIFY(!window->bodyView()->showsAimMap());
        panel->setAimMapOn(true);
        QVERIFY(!window->bodyView()->showsHeat());
    }
};

QTEST_MAIN(TestAimWindow)
#include "tst_aimwindow.moc"
