// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A round of a three-against-four 3d System fight played as a referee plays it, only with key
// presses and clicks at the places the renderers compute, counting them: an aimed shot, a full
// auto burst walking on to the target's neighbour, a shotgun, a grenade among three, a parried
// blow, a dodge and first aid, each in its turn of the initiative order. Every combatant keeps
// its own readiness and stands somewhere on the map, so that a turn takes End Turn, a click on
// the target or the aim, and Enter. The same on the ground map in d6-modern and success-pool.
#include "app/document/groundscene.h"
#include "app/document/session.h"
#include "app/panels/grenadepanel.h"
#include "app/window/bodyview.h"
#include "app/window/fightmapmodel.h"
#include "app/window/groundtable.h"
#include "app/window/mapview.h"
#include "bodyrenderer.h"
#include "places.h"
#include "testsupport.h"
#include "windowsupport.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QStatusBar>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <map>

using namespace hitspread;
using namespace hitspread::test;

namespace {

// Every input the referee gives, counted: a key press (a chord is one) or a click.
class Inputs {
public:
    explicit Inputs(BodyTable& window)
        : m_window(window)
    {
    }
    int count() const { return m_count; }

    void key(QWidget* to, Qt::Key key, Qt::KeyboardModifiers modifiers = {})
    {
        ++m_count;
        QTest::keyClick(to, key, modifiers);
    }
    void click(QWidget* on, QPoint at, Qt::KeyboardModifiers modifiers = {})
    {
        ++m_count;
        QTest::mouseClick(on, Qt::LeftButton, modifiers, at);
    }
    // The hex of the body diagram, where its renderer draws it.
    void clickBody(const char* hex)
    {
        BodyView* view = m_window.bodyView();
        click(view, view->renderer().hexCenter(*parseHex(hex)).toPoint());
    }
    // A combatant, or a hex of open ground, on the map where its renderer draws it.
    void clickMap(Hex hex, Qt::KeyboardModifiers modifiers = {})
    {
        MapView* map = m_window.mapView();
        click(map, map->renderer().centreOf(hex).toPoint(), modifiers);
    }
    // Opens a combo box and clicks the item with this data in its list.
    void choose(QComboBox* combo, const QVariant& data)
    {
        click(combo, combo->rect().center());
        QAbstractItemView* list = combo->view();
        QTRY_VERIFY(list->isVisible());
        // A release right after the list opens is taken for the press that opened it.
        QTest::qWait(QApplication::doubleClickInterval() + 50);
        const QModelIndex item = list->model()->index(combo->findData(data), 0);
        click(list->viewport(), list->visualRect(item).center());
    }
    // Enter in the dialog the next key or click opens.
    void acceptNextDialog()
    {
        QTimer::singleShot(0, [this] {
            QWidget* dialog = QApplication::activeModalWidget();
            if (dialog)
                key(dialog, Qt::Key_Return);
        });
    }

private:
    BodyTable& m_window;
    int m_count = 0;
};

struct Fighter {
    const char* name;
    const char* character;
    int side;
    Hex at;
    const char* weapon;
    FireMode mode = FireMode::Single;
};

// Everyone's place: Haze and Gutter in a column with Doc at their side, Haze hurt; Bolt and Fury
// in the Frothers' line twelve metres off; Gnash face to face with Doc, Spit beside Gnash.
const std::vector<Fighter> fighters {
    { "Haze", "operative", 0, { 0, 1 }, "mal-anvil" },
    { "Gutter", "operative", 0, { 0, 2 }, "fen-gunhead", FireMode::Full },
    { "Doc", "operative", 0, { -1, 3 }, "mal-anvil" },
    { "Bolt", "frother", 1, { 12, -6 }, "pump-shotgun" },
    { "Fury", "frother", 1, { 12, -4 }, "nemesis" },
    { "Gnash", "frother", 1, { -2, 4 }, "combat-sword" },
    { "Spit", "frother", 1, { -3, 4 }, "combat-sword" },
};

CombatantId idOf(const Session& s, const char* name)
{
    const Combatant* c = s.data().findByName(name);
    return c ? c->id : 0;
}

// The fight as the referee prepared it before the round: not counted.
void prepare(BodyTable& window, std::uint64_t seed)
{
    Session* s = window.session();
    const std::vector<CombatantId> first { s->data().actor, s->data().target };
    for (const Fighter& f : fighters) {
        CharacterSheet sheet = s->ruleset()->characters.at(f.character);
        sheet.name = f.name;
        if (std::find(sheet.weapons.begin(), sheet.weapons.end(), f.weapon) == sheet.weapons.end())
            sheet.weapons.insert(sheet.weapons.begin(), f.weapon);
        sheet.skills["paramedic"] = 4;
        sheet.skills["shotgun"] = 5;
        QVERIFY(s->addCombatant(sheet, f.side).isEmpty());
    }
    QVERIFY(s->pickActor(idOf(*s, "Haze")).isEmpty());
    for (CombatantId id : first)
        QVERIFY(s->removeCombatant(id).isEmpty());
    for (const Fighter& f : fighters) {
        const QString moved = s->moveCombatant(idOf(*s, f.name), f.at);
        QVERIFY2(moved.isEmpty(), qPrintable(moved));
    }
    // Each takes up its weapon in its fire mode: its readiness, kept while others act.
    for (const Fighter& f : fighters) {
        QVERIFY(s->pickActor(idOf(*s, f.name)).isEmpty());
        AttackRequest ready = s->settings();
        ready.weapon = f.weapon;
        ready.mode = f.mode;
        s->changeSettings(ready, "Ready");
        QCOMPARE(QString::fromStdString(s->settings().weapon), QString(f.weapon));
    }
    // Haze took a bullet in the torso before the round: Doc has a wound to close.
    QVERIFY(s->pickActor(idOf(*s, "Doc")).isEmpty());
    QVERIFY(s->pickTarget(idOf(*s, "Haze")).isEmpty());
    CharacterState hurt = s->target();
    const int torso = s->ruleset()->body.locationIndex("torso");
    hurt.locations[static_cast<std::size_t>(torso)].hits -= 6;
    hurt.locations[static_cast<std::size_t>(torso)].wounds = 1;
    hurt.wounds = 1;
    s->changeTarget(hurt, "Hurt");
    // The Frothers carry mini frag grenades.
    GrenadeAction grenade = s->data().grenade;
    grenade.request.grenade = "mini-frag";
    s->changeGrenade(grenade, "Grenade");
    s->setDiceMode(false, seed);
    QVERIFY(s->addSceneToTracker().isEmpty());
    s->undoStack()->clear();
}

} // namespace

class TestTurnFlow : public QObject {
    Q_OBJECT

private slots:
    void aRoundInThreeInputsAnAction()
    {
        const auto window = shownWindow();
        // The window's shortcuts reach it while it is the active window.
        window->activateWindow();
        QApplication::setActiveWindow(window.get());
        QTRY_COMPARE(QApplication::activeWindow(), window.get());
        closeAnyMessageBox();
        prepare(*window, 4);
        if (QTest::currentTestFailed())
            return;
        Session* s = window->session();
        Inputs in(*window);
        QAction* endTurn = window->findChild<QAction*>(QStringLiteral("endTurnAction"));
        QVERIFY(endTurn);
        const auto turn = [&] { in.key(window.get(), Qt::Key_E, Qt::ControlModifier); };
        const auto name
            = [&] { return QString::fromStdString(s->data().find(s->data().actor)->name); };
        std::map<QString, int> inputsOf;
        std::size_t actions = 0;
        const auto acted = [&](const QString& who, int before) {
            inputsOf[who] = in.count() - before;
            ++actions;
        };

        for (int turns = 0; turns < 7; ++turns) {
            const int before = in.count();
            const std::size_t logBefore = s->data().log.size();
            turn(); // the first starts the round: initiative rolled, the first to act acts
            QVERIFY(s->tracker().roundOpen);
            const QString who = name();
            QVERIFY2(!inputsOf.count(who), qPrintable(who + " acts twice in phase 1"));
            if (who == "Haze") {
                // An aimed shot at the Frother nearest, the target that follows the turn.
                QCOMPARE(QString::fromStdString(s->data().find(s->data().target)->name),
                    QString("Gnash"));
                in.clickBody("K12");
                in.key(window->bodyView(), Qt::Key_Return);
                QCOMPARE(s->data().log.size(), logBefore + 1);
                QCOMPARE(s->data().log.back().action.request.target, *parseHex("K12"));
            } else if (who == "Gutter") {
                // Full auto at Gnash, walking on to Spit beside him (Shift+click on the map).
                QCOMPARE(s->data().target, idOf(*s, "Gnash"));
                in.clickMap(fighters[6].at, Qt::ShiftModifier);
                QCOMPARE(s->data().others, std::vector<CombatantId> { idOf(*s, "Spit") });
                in.key(window->mapView(), Qt::Key_Return);
                QCOMPARE(s->data().log.size(), logBefore + 1);
                const EncounterEntry& burst = s->data().log.back();
                QCOMPARE(burst.targets.size(), std::size_t(2));
                QCOMPARE(burst.action.request.walk.size(), std::size_t(1));
            } else if (who == "Bolt") {
                // The shotgun at the standard aim: Fire's key.
                in.key(window.get(), Qt::Key_Return, Qt::ControlModifier);
                QCOMPARE(s->data().log.size(), logBefore + 1);
                QCOMPARE(QString::fromStdString(s->data().log.back().action.request.weapon),
                    QString("pump-shotgun"));
            } else if (who == "Fury") {
                // A mini frag on the ground beside Gutter: Haze and Doc a metre from it are
                // caught too, Gnash and Spit two metres off are not.
                in.clickMap({ -1, 2 });
                QVERIFY2(s->data().grenade.point == std::optional<Hex>(Hex { -1, 2 }),
                    qPrintable(window->statusBar()->currentMessage()));
                QTRY_VERIFY(window->grenadePanel()->isVisible());
                in.key(window->mapView(), Qt::Key_Return);
                QCOMPARE(s->data().log.size(), logBefore + 1);
                const EncounterEntry& blast = s->data().log.back();
                QVERIFY(blast.action.grenade);
                QCOMPARE(blast.targets.size(), std::size_t(3));
            } else if (who == "Gnash") {
                // A sword blow at Doc, who parries (the Shooter dock's defence).
                QCOMPARE(s->data().target, idOf(*s, "Doc"));
                auto* defence = window->findChild<QComboBox*>(QStringLiteral("defenceCombo"));
                QVERIFY(defence && defence->isVisible());
                in.choose(defence, static_cast<int>(DefenceKind::Parry));
                QCOMPARE(s->settings().defence.kind, DefenceKind::Parry);
                in.key(window.get(), Qt::Key_Return, Qt::ControlModifier);
                QCOMPARE(s->data().log.size(), logBefore + 1);
                QVERIFY(s->data().log.back().action.outcome.defence);
            } else if (who == "Spit") {
                // Spit dodges for the round instead.
                const int dodgesBefore = s->data().find(s->data().actor)->state.dodge ? 1 : 0;
                in.key(window.get(), Qt::Key_D, Qt::ControlModifier);
                QCOMPARE(dodgesBefore, 0);
                QVERIFY(s->data().find(s->data().actor)->state.dodge);
            } else if (who == "Doc") {
                // First aid on Haze: a click on Haze on the map, Treat, Enter in its dialog.
                in.clickMap(fighters[0].at);
                QCOMPARE(s->data().target, idOf(*s, "Haze"));
                const int wounds = s->target().wounds;
                in.acceptNextDialog();
                in.key(window.get(), Qt::Key_T, Qt::ControlModifier);
                // "the medic can continue to work on the other wounds in his next Action": the
                // attempt is Doc's action.
                QVERIFY2(s->trackerLog().join('\n').contains("Doc acts: first aid"),
                    qPrintable(s->trackerLog().join('\n')));
                QVERIFY(s->target().wounds <= wounds);
            } else {
                QFAIL(qPrintable("an unexpected turn: " + who));
            }
            acted(who, before);
        }
        QCOMPARE(actions, std::size_t(7));
        QString report;
        for (const auto& [who, n] : inputsOf)
            report += QString("%1 %2, ").arg(who).arg(n);
        const double average = static_cast<double>(in.count()) / static_cast<double>(actions);
        qInfo("%s%d inputs for %zu actions: %.2f an action", qPrintable(report), in.count(),
            actions, average);
        QVERIFY2(average <= 3.0, qPrintable(report));
        // Every action one undoable step, named for what it did.
        QVERIFY(s->undoStack()->count() >= 7);
        // The table after the round, to look at: the map and the last body side by side.
        for (const QSize size : { QSize(1920, 1080), QSize(1024, 700) }) {
            window->resize(size);
            QTest::qWait(50);
            QVERIFY(window->grab().save(
                artifactPath(QString("turnflow-%1x%2.png").arg(size.width()).arg(size.height()))));
        }
    }

    // The map of the fight in the 3d System's window: a drag moves a combatant (one undoable
    // step, named), the arrow keys move the one who acts, the range is the metres between the
    // actor and its target, a blow reaches only a hex beside, and End Turn with no round
    // running starts one.
    void theMapMovesAndSetsTheRange()
    {
        const auto window = shownWindow();
        Session* s = window->session();
        MapView* map = window->mapView();
        const CombatantId actor = s->data().actor;
        const CombatantId target = s->data().target;
        const Hex from = s->data().find(actor)->position;
        const auto at = [&](Hex h) { return map->renderer().centreOf(h).toPoint(); };
        QCOMPARE(window->mapModel()->figurePlaces().size(), std::size_t(2));
        // Dragged three hexes down.
        const Hex to = from + Hex { 0, 3 };
        QTest::mousePress(map, Qt::LeftButton, {}, at(from));
        QTest::mouseMove(map, at(to));
        QTest::mouseRelease(map, Qt::LeftButton, {}, at(to));
        QCOMPARE(s->data().find(actor)->position, to);
        QCOMPARE(s->undoStack()->undoText(),
            QString("%1 moves to %2,%3")
                .arg(QString::fromStdString(s->data().find(actor)->name))
                .arg(to.q)
                .arg(to.r));
        const int metres = metresBetween(*s->data().find(actor), *s->data().find(target));
        auto* distance = window->findChild<QDoubleSpinBox*>(QStringLiteral("distanceSpin"));
        QVERIFY(distance);
        QCOMPARE(distance->value(), static_cast<double>(metres));
        QCOMPARE(s->asResolved(s->settings()).distance, std::optional<double>(metres));
        s->undoStack()->undo();
        QCOMPARE(s->data().find(actor)->position, from);
        // The arrow keys move the one who acts a hex.
        map->setFocus();
        QTest::keyClick(map, Qt::Key_Down);
        QCOMPARE(s->data().find(actor)->position, (from + Hex { 0, 1 }));
        // A blow from ten metres is refused, with the reach; from beside, it may be struck.
        AttackRequest sword = s->settings();
        sword.weapon = "combat-sword";
        sword.mode = FireMode::Single;
        s->changeSettings(sword, "Sword");
        QVERIFY2(s->checkSettings().contains("a blow reaches only a hex beside"),
            qPrintable(s->checkSettings()));
        QVERIFY(standFrom(*s, target, actor, 1).isEmpty());
        QVERIFY2(s->checkSettings().isEmpty(), qPrintable(s->checkSettings()));
        // End Turn with no round running starts one.
        s->setDiceMode(false, 1);
        QVERIFY(!s->tracker().roundOpen);
        window->endTurn();
        QVERIFY(s->tracker().roundOpen);
    }

    // The same shape on the ground map, in d6-modern and success-pool: a shot, a grenade thrown
    // at open ground, a blow at the figure beside, each figure with its weapon in hand. Start
    // Round (the first turn) or End Turn, a click on the target or the ground, Enter.
    void aGroundRoundInThreeInputsAnAction_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QStringList>("characters");
        QTest::addColumn<QString>("gun");
        QTest::addRow("d6-modern")
            << "d6-modern" << QStringList { "gang-member-a", "hening", "gang-member-b" }
            << "baretta-96f";
        QTest::addRow("success-pool")
            << "success-pool" << QStringList { "mara", "veteran", "thug" } << "pistol";
    }

    void aGroundRoundInThreeInputsAnAction()
    {
        QFETCH(QString, ruleset);
        QFETCH(QStringList, characters);
        QFETCH(QString, gun);
        auto window = std::make_unique<GroundTable>();
        QVERIFY(window->openRuleset(rulesetPath(ruleset)).isEmpty());
        window->resize(1280, 900);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        window->activateWindow();
        QApplication::setActiveWindow(window.get());
        QTRY_COMPARE(QApplication::activeWindow(), window.get());
        closeAnyMessageBox();
        GroundScene* s = window->scene();
        // The gunman and the thrower on one side, the brawler on the other beside the first.
        GroundState fight = s->state();
        const ground::Figure model = fight.scene.figures.front();
        fight.scene.figures.clear();
        const std::vector<std::pair<Hex, QString>> ready { { { 0, 0 }, gun },
            { { 0, 3 }, "grenade" }, { { 1, 0 }, "knife" } };
        for (int i = 0; i < 3; ++i) {
            ground::Figure f = model;
            f.character = characters[i].toStdString();
            f.name = characters[i].toStdString();
            f.position = ready[static_cast<std::size_t>(i)].first;
            f.side = i == 2 ? 1 : 0;
            f.weapon = ready[static_cast<std::size_t>(i)].second.toStdString();
            f.mode.clear();
            f.state.clear();
            fight.scene.figures.push_back(f);
        }
        fight.scene.shooter = 0;
        s->apply(fight);
        s->setDiceMode(false, 7);
        s->undoStack()->clear();

        MapView* map = window->view();
        int inputs = 0;
        const auto key = [&](QWidget* to, Qt::Key k, Qt::KeyboardModifiers m = {}) {
            ++inputs;
            QTest::keyClick(to, k, m);
        };
        const auto click = [&](Hex h) {
            ++inputs;
            QTest::mouseClick(map, Qt::LeftButton, {}, map->renderer().centreOf(h).toPoint());
        };
        int actions = 0;
        bool passed = false; // the system passed the turn with the action (d6-modern)
        for (int turn = 0; turn < 3; ++turn) {
            const std::size_t logBefore = s->state().log.size();
            if (turn == 0)
                key(window.get(), Qt::Key_R, Qt::ControlModifier); // Start Round
            else if (!passed)
                key(window.get(), Qt::Key_E, Qt::ControlModifier); // End Turn
            const int current = s->state().round.current;
            const ground::Figure& acting
                = s->scene().figures[static_cast<std::size_t>(s->scene().shooter)];
            QCOMPARE(s->action().weapon, acting.weapon);
            if (acting.weapon == "grenade") {
                // Open ground far off (a warning shot: nobody within the blast, whatever it
                // drifts), so that everyone acts in the round.
                click({ 20, -10 });
                QCOMPARE(s->scene().aim, (Hex { 20, -10 }));
                QVERIFY(s->action().isThrow);
            } else {
                const int foe = acting.side == 0 ? 2 : 0;
                click(s->scene().figures[static_cast<std::size_t>(foe)].position);
                QCOMPARE(s->action().target, foe);
            }
            key(map, Qt::Key_Return);
            QCOMPARE(s->state().log.size(), logBefore + 1);
            passed = s->state().round.current != current;
            ++actions;
        }
        const double average = static_cast<double>(inputs) / actions;
        qInfo("%s: %d inputs for %d actions: %.2f an action", qPrintable(ruleset), inputs, actions,
            average);
        QVERIFY(average <= 3.0);
    }
};

QTEST_MAIN(TestTurnFlow)
#include "tst_turnflow.moc"
