// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// View > Compare Weapons as a referee uses it: the first row is the action as set up, a
// second choice is picked, the charts and the table show what core's compare() works out
// (the same trials and seed), a change of a choice or of the target works it out again and
// drops what was under way, Use This sets a choice up in one undo step; pictures at two sizes
// in English and German.
#include "app/charts/comparecharts.h"
#include "app/charts/comparewindow.h"
#include "app/main/language.h"
#include "windowsupport.h"

#include <QAbstractAxis>
#include <QAction>
#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTimer>
#include <QUndoStack>

using namespace hitspread;
using namespace hitspread::test;

namespace {

CompareWindow* openCompare(BodyTable& window)
{
    auto* action = window.findChild<QAction*>("compareWeaponsAction");
    if (!action)
        return nullptr;
    action->trigger();
    CompareWindow* compare = window.compareWindow();
    if (compare && !QTest::qWaitForWindowExposed(compare))
        return nullptr;
    return compare;
}

template <typename Widget> Widget* child(CompareWindow* compare, const QString& name)
{
    auto* w = compare->findChild<Widget*>(name);
    if (!w)
        qFatal("no %s in the compare window", qPrintable(name));
    return w;
}

// Picks a choice in row `n` (from 1) as a user would: the weapon, then its mode and aims.
void pick(CompareWindow* compare, int n, const QString& weapon, FireMode mode, int aims)
{
    const QString row = QString::number(n);
    auto* weapons = child<QComboBox>(compare, "compareWeapon" + row);
    weapons->setCurrentIndex(weapons->findData(weapon));
    auto* modes = child<QComboBox>(compare, "compareMode" + row);
    modes->setCurrentIndex(modes->findData(static_cast<int>(mode)));
    child<QSpinBox>(compare, "compareAims" + row)->setValue(aims);
}

// Waits until the window shows the comparison of the choices it has now.
bool settled(CompareWindow* compare)
{
    return QTest::qWaitFor([compare] { return !compare->busy() && compare->comparison(); }, 120'000)
        && [compare] {
               std::vector<WeaponChoice> shown;
               for (const ChoiceComparison& c : compare->comparison()->choices)
                   shown.push_back(c.choice);
               return shown == compare->choices();
           }();
}

// What core's compare() makes of the window's choices against the session as it stands.
Comparison expected(const Session& session, const CompareWindow& compare)
{
    return hitspread::compare(*session.ruleset(), session.target(), session.settings(),
        compare.choices(), compare.trials(), compare.seed(), &session.shooter());
}

// The window's comparison, charts and table hold the figures of `want`.
void showsTheFigures(CompareWindow* compare, const Comparison& want)
{
    const Comparison& got = *compare->comparison();
    QCOMPARE(got.choices.size(), want.choices.size());
    auto* charts = compare->findChild<CompareCharts*>();
    QVERIFY(charts);
    QBarSeries* down = charts->downSeries();
    QBarSeries* damage = charts->damageSeries();
    QVERIFY(down && damage);
    QCOMPARE(down->count(), static_cast<int>(want.choices.size()));
    QCOMPARE(damage->count(), static_cast<int>(want.choices.size()));
    // The charts' words in the window's own ink, not the grey of the moment they were made
    // in (the charts are disabled while they are worked out).
    const QColor ink = compare->palette().color(QPalette::Active, QPalette::Text);
    for (QBarSeries* series : { down, damage }) {
        QCOMPARE(series->chart()->titleBrush().color(), ink);
        for (QAbstractAxis* axis : series->chart()->axes())
            QCOMPARE(axis->labelsBrush().color(), ink);
    }
    QTableWidget* table = charts->table();
    QCOMPARE(table->rowCount(), static_cast<int>(want.choices.size()));
    QCOMPARE(table->columnCount(), static_cast<int>(ComparedBands.size()));
    for (std::size_t c = 0; c < want.choices.size(); ++c) {
        QCOMPARE(got.choices[c].choice, want.choices[c].choice);
        for (std::size_t b = 0; b < ComparedBands.size(); ++b) {
            const int row = static_cast<int>(c), column = static_cast<int>(b);
            const BandComparison& w = want.choices[c].bands[b];
            const BandComparison& g = got.choices[c].bands[b];
            QVERIFY(w.effect && g.effect);
            QCOMPARE(g.effect->exact, w.effect->exact);
            QCOMPARE(g.effect->states, w.effect->states);
            QCOMPARE(g.effect->damage, w.effect->damage);
            QCOMPARE(g.effect->damageHalfWidth, w.effect->damageHalfWidth);
            QCOMPARE(down->barSets()[row]->at(column), 100 * w.effect->down());
            QCOMPARE(damage->barSets()[row]->at(column), w.effect->damage);
            QCOMPARE(table->item(row, column)->text(),
                CompareCharts::downText(*w.effect) + '\n' + CompareCharts::damageText(*w.effect));
        }
    }
}

} // namespace

class TestCompareWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName("HitspreadTests");
        QApplication::setApplicationName("tst_comparewindow");
        QSettings().clear();
        installTranslators(*qApp, QStringLiteral("en")); // as the program starts
    }

    void cleanup()
    {
        QLocale::setDefault(QLocale::c());
        installTranslators(*qApp, QStringLiteral("en"));
    }

    // A single shot and a burst: the shot exact, the burst sampled over the trials asked for,
    // every figure core's; a change of a choice and of the target works it out again.
    void aShotAndABurst()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        // Its key is none of the platform's standard ones (the other actions' are checked by
        // tst_helpmenu).
        const QKeySequence key = window->findChild<QAction*>("compareWeaponsAction")->shortcut();
        QCOMPARE(key, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
        for (int k = QKeySequence::HelpContents; k <= QKeySequence::Cancel; ++k)
            QVERIFY2(
                !QKeySequence::keyBindings(static_cast<QKeySequence::StandardKey>(k)).contains(key),
                qPrintable(QString::number(k)));
        CompareWindow* compare = openCompare(*window);
        QVERIFY(compare);
        QVERIFY(!compare->isModal());

        // The first row is the action as set up: the operative's Anvil, one shot, one aim.
        const AttackRequest& s = session->settings();
        QCOMPARE(child<QComboBox>(compare, "compareWeapon1")->currentData().toString(),
            QString::fromStdString(s.weapon));
        QCOMPARE(child<QComboBox>(compare, "compareMode1")->currentData().toInt(),
            static_cast<int>(s.mode));
        QCOMPARE(child<QSpinBox>(compare, "compareAims1")->value(), s.aims);
        QCOMPARE(child<QComboBox>(compare, "compareWeapon2")->currentData().toString(), QString());
        // The shooter's own weapon heads the list.
        QCOMPARE(child<QComboBox>(compare, "compareWeapon2")->itemData(1).toString(),
            QString::fromStdString(session->shooter().weapons.front()));
        QVERIFY(!child<QPushButton>(compare, "compareUse1")->isEnabled()); // set up already
        const QString target = child<QLabel>(compare, "compareTarget")->text();
        QVERIFY2(target.contains(
                     QString::fromStdString(session->data().find(session->data().target)->name)),
            qPrintable(target));
        // Who fires is named as the roster names it, renamed too (never its sheet's name).
        QVERIFY(session->renameCombatant(session->data().actor, "Kaar Two").isEmpty());
        QTRY_VERIFY2(child<QLabel>(compare, "compareTarget")->text().contains("Kaar Two fires"),
            qPrintable(child<QLabel>(compare, "compareTarget")->text()));
        session->undoStack()->undo();
        QVERIFY(settled(compare));

        // The trials are the window's own setting (100,000 as the command line's); few here.
        auto* trials = child<QSpinBox>(compare, "compareTrials");
        QCOMPARE(trials->value(), 100'000);
        trials->setValue(2'000);
        pick(compare, 2, "fen-gunhead", FireMode::Burst, 1);
        QCOMPARE(compare->choices().size(), std::size_t(2));
        QVERIFY(settled(compare));
        const Comparison first = expected(*session, *compare);
        showsTheFigures(compare, first);
        QVERIFY(compare->comparison()->choices[0].bands[0].effect->exact);
        QVERIFY(!compare->comparison()->choices[1].bands[0].effect->exact);
        QCOMPARE(compare->comparison()->choices[1].bands[0].effect->trials, 2'000);
        const QString note = child<QLabel>(compare, "compareNote")->text();
        QVERIFY2(note.contains(QString("sampled over %L1 seeded trials (seed 1)").arg(2'000))
                && note.contains("exact"),
            qPrintable(note));
        QVERIFY(child<QPushButton>(compare, "compareUse2")->isEnabled());

        // A picture at each size a table might have.
        for (const QSize size : { QSize(1024, 700), QSize(1920, 1080) }) {
            compare->resize(size);
            QTest::qWait(100);
            QVERIFY(compare->grab().save(artifactPath(
                QString("compare-window-%1x%2.png").arg(size.width()).arg(size.height()))));
        }

        // Another aim for the burst: worked out again, still core's figures.
        QSignalSpy shown(compare, &CompareWindow::compared);
        child<QSpinBox>(compare, "compareAims2")->setValue(3);
        QVERIFY(settled(compare));
        QCOMPARE(shown.count(), 1);
        QCOMPARE(compare->comparison()->choices[1].choice.aims, 3);
        showsTheFigures(compare, expected(*session, *compare));

        // The target hurt: the window follows it, as it stands now.
        CharacterState hurt = session->target();
        const std::size_t torso
            = static_cast<std::size_t>(session->ruleset()->body.locationIndex("torso"));
        hurt.incap -= hurt.locations[torso].hits - 1;
        hurt.locations[torso].hits = 1;
        hurt.locations[torso].wounds = 1;
        hurt.wounds = 1;
        session->changeTarget(hurt, "hurt");
        QVERIFY(settled(compare));
        QCOMPARE(shown.count(), 2);
        const Comparison now = expected(*session, *compare);
        showsTheFigures(compare, now);
        QVERIFY(now.choices[0].bands[0].effect->down() > first.choices[0].bands[0].effect->down());
        QVERIFY2(child<QLabel>(compare, "compareTarget")->text().contains("1 wound"),
            qPrintable(child<QLabel>(compare, "compareTarget")->text()));
    }

    // Use This sets the row's weapon, ammo, fire mode and aims up in the Shooter panel as one
    // undo step; the first row then names the action, and undo takes it back.
    void useThisIsOneUndoStep()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        CompareWindow* compare = openCompare(*window);
        QVERIFY(compare);
        child<QSpinBox>(compare, "compareTrials")->setValue(500);
        pick(compare, 2, "fen-gunhead", FireMode::Burst, 2);
        QVERIFY(settled(compare));
        const AttackRequest before = session->settings();
        const int steps = session->undoStack()->count();
        auto* use = child<QPushButton>(compare, "compareUse2");
        QVERIFY(use->isEnabled());
        QTest::mouseClick(use, Qt::LeftButton);
        QCOMPARE(session->undoStack()->count(), steps + 1);
        QCOMPARE(session->settings().weapon, std::string("fen-gunhead"));
        QCOMPARE(session->settings().mode, FireMode::Burst);
        QCOMPARE(session->settings().aims, 2);
        QCOMPARE(session->settings().shooter.skill,
            session->shooter().skill(session->ruleset()->weapon("fen-gunhead")->skill));
        QVERIFY(!use->isEnabled()); // set up now
        QVERIFY(child<QPushButton>(compare, "compareUse1")->isEnabled());
        // The action changed: the comparison is worked out again for it.
        QVERIFY(settled(compare));
        showsTheFigures(compare, expected(*session, *compare));
        session->undoStack()->undo();
        QCOMPARE(session->settings().weapon, before.weapon);
        QCOMPARE(session->settings().mode, before.mode);
        QCOMPARE(session->settings().aims, before.aims);
    }

    // A choice the rules refuse as set up (six aims need a rest) says why, in the table and
    // under it; its bars stand at nothing.
    void anImpossibleChoiceSaysWhy()
    {
        const auto window = operativesWindow();
        CompareWindow* compare = openCompare(*window);
        QVERIFY(compare);
        pick(compare, 2, "nemesis", FireMode::Single, 6);
        QVERIFY(settled(compare));
        const BandComparison& band = compare->comparison()->choices[1].bands[0];
        QVERIFY(!band.effect && band.impossible);
        auto* charts = compare->findChild<CompareCharts*>();
        QCOMPARE(charts->table()->item(1, 0)->text(), QString("Impossible"));
        QCOMPARE(charts->downSeries()->barSets()[1]->at(0), 0.0);
        const QString note = child<QLabel>(compare, "compareNote")->text();
        QVERIFY2(note.contains("Choice 2 is impossible: six aims need a firing stance and a rest"),
            qPrintable(note));
        QVERIFY(compare->comparison()->choices[0].bands[0].effect); // the first row still counts
    }

    // The work runs off the window's thread: while it runs the window answers, and a choice
    // changed meanwhile drops it: only the comparison of the choices as they end is shown.
    void theWindowNeverWaits()
    {
        const auto window = operativesWindow();
        Session* session = window->session();
        CompareWindow* compare = openCompare(*window);
        QVERIFY(compare);
        QVERIFY(settled(compare));
        child<QSpinBox>(compare, "compareTrials")->setValue(40'000);
        pick(compare, 2, "fen-gunhead", FireMode::Full, 1);
        pick(compare, 3, "fen-gunhead", FireMode::Burst, 1);
        QSignalSpy shown(compare, &CompareWindow::compared);
        QTRY_VERIFY(compare->busy());
        bool answered = false;
        QTimer::singleShot(0, compare, [&answered] { answered = true; });
        QTRY_VERIFY(answered);
        QVERIFY(compare->busy()); // the window answered while the work went on
        QVERIFY(!child<QWidget>(compare, "compareProgress")->isHidden());
        child<QSpinBox>(compare, "compareAims3")->setValue(2);
        QVERIFY(settled(compare));
        QCOMPARE(shown.count(), 1);
        QCOMPARE(compare->comparison()->choices[2].choice.aims, 2);
        QVERIFY(child<QWidget>(compare, "compareProgress")->isHidden());
        showsTheFigures(compare, expected(*session, *compare));

        // Closed while it works: the window goes, the work stops after its band.
        child<QSpinBox>(compare, "compareAims2")->setValue(2);
        QTRY_VERIFY(compare->busy());
        compare->close();
        QTRY_VERIFY(!window->compareWindow());
        QVERIFY(openCompare(*window)); // a new one opens at once
    }

    // Long work can be stopped: the Stop button, clicked, drops the run (nothing is shown of
    // it) and becomes Work It Out, which starts it again.
    void longWorkCanBeStopped()
    {
        const auto window = operativesWindow();
        CompareWindow* compare = openCompare(*window);
        QVERIFY(compare);
        QVERIFY(settled(compare));
        auto* stop = child<QPushButton>(compare, "compareStop");
        QVERIFY(stop->isHidden());
        child<QSpinBox>(compare, "compareTrials")->setValue(200'000);
        pick(compare, 2, "fen-gunhead", FireMode::Full, 1);
        QSignalSpy shown(compare, &CompareWindow::compared);
        QTRY_VERIFY(compare->busy());
        QTRY_VERIFY(!stop->isHidden());
        QTest::mouseClick(stop, Qt::LeftButton);
        QVERIFY(child<QLabel>(compare, "compareState")->text().startsWith("Stopped"));
        QVERIFY(child<QWidget>(compare, "compareProgress")->isHidden());
        QCOMPARE(stop->text(), QString("Work It &Out"));
        QTRY_VERIFY_WITH_TIMEOUT(!compare->busy(), 600'000); // the band under way ends
        QCOMPARE(shown.count(), 0);
        QVERIFY(!compare->comparison());
        // Again, with fewer trials: it runs to the end and shows its figures.
        child<QSpinBox>(compare, "compareTrials")->blockSignals(true);
        child<QSpinBox>(compare, "compareTrials")->setValue(500);
        child<QSpinBox>(compare, "compareTrials")->blockSignals(false);
        QTest::mouseClick(stop, Qt::LeftButton);
        QVERIFY(settled(compare));
        QCOMPARE(shown.count(), 1);
        QVERIFY(stop->isHidden());
    }

    // At 1024 × 700, 1366 × 768 and 1920 × 1080 in English and German nothing is cut off:
    // every row's controls get the room they ask for, the table needs no sideways scrolling,
    // and the charts keep room of their own; a picture of each.
    void fitsEveryScreenInBothLanguages_data() { addScreenRows(); }
    void fitsEveryScreenInBothLanguages()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QCOMPARE(installTranslators(*qApp, language), language);
        const auto window = operativesWindow();
        CompareWindow* compare = openCompare(*window);
        QVERIFY(compare);
        child<QSpinBox>(compare, "compareTrials")->setValue(1'000);
        pick(compare, 2, "fen-gunhead", FireMode::Burst, 1);
        pick(compare, 3, "assault-rifle", FireMode::Semi, 0);
        pick(compare, 4, "nemesis", FireMode::Single, 2);
        QVERIFY(settled(compare));
        QVERIFY(compare->minimumSizeHint().width() <= 1024);
        QVERIFY(compare->minimumSizeHint().height() <= 700);
        compare->resize(size);
        QTest::qWait(100);
        QCOMPARE(compare->size(), size);
        for (int r = 1; r <= CompareWindow::Rows; ++r) {
            const QString n = QString::number(r);
            for (QWidget* w :
                { static_cast<QWidget*>(child<QPushButton>(compare, "compareUse" + n)),
                    static_cast<QWidget*>(child<QComboBox>(compare, "compareMode" + n)),
                    static_cast<QWidget*>(child<QSpinBox>(compare, "compareAims" + n)) })
                QVERIFY2(w->width() >= w->sizeHint().width(), qPrintable(w->objectName()));
        }
        for (QLabel* label : compare->findChildren<QLabel*>())
            if (!label->wordWrap() && label->isVisible())
                QVERIFY2(label->width() >= label->sizeHint().width(), qPrintable(label->text()));
        auto* charts = compare->findChild<CompareCharts*>();
        auto* table = charts->table();
        int columns = table->verticalHeader()->width();
        for (int c = 0; c < table->columnCount(); ++c)
            columns += table->columnWidth(c);
        QVERIFY2(columns <= table->viewport()->width() + table->verticalHeader()->width(),
            qPrintable(QString("the table's columns need %1 px").arg(columns)));
        // The charts take at least a third of the window's height, whole inside it.
        for (QWidget* chart : charts->findChildren<QChartView*>()) {
            const QRect shown(chart->mapTo(compare, QPoint(0, 0)), chart->size());
            QVERIFY2(compare->rect().contains(shown), qPrintable(chart->objectName()));
            QVERIFY2(3 * chart->height() >= compare->height() / 2,
                qPrintable(
                    QString("%1 is %2 px tall").arg(chart->objectName()).arg(chart->height())));
        }
        QVERIFY(compare->grab().save(artifactPath(QString("compare-window-%1-%2x%3.png")
                                                      .arg(language)
                                                      .arg(size.width())
                                                      .arg(size.height()))));
        if (language == "de")
            QCOMPARE(compare->windowTitle(), QString("Waffen vergleichen"));
    }
};

QTEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
