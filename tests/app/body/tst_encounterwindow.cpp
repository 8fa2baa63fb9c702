// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The fight in the window: combatants on two sides in the Combatants dock, anyone acting on
// anyone with its own state counting, every step undone, saved and reopened.

#include "app/document/session.h"
#include "app/panels/combatantspanel.h"
#include "app/panels/rolllogpanel.h"
#include "app/panels/shooterpanel.h"
#include "app/panels/targetpanel.h"
#include "app/panels/trackerpanel.h"
#include "app/window/bodyview.h"
#include "app/window/burstplayer.h"
#include "testsupport.h"
#include "windowsupport.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace hitspread;
using namespace hitspread::test;

namespace {

// The combatants of the fight: A and C on the first side, B and D on the second.
struct Four {
    CombatantId a = 0, b = 0, c = 0, d = 0;
};

const Combatant& combatant(BodyTable& w, CombatantId id)
{
    const Combatant* c = w.session()->data().find(id);
    if (!c)
        qFatal("combatant %u is not in the roster", id);
    return *c;
}

void pick(BodyTable& w, CombatantId id, QString (CombatantsPanel::*part)())
{
    CombatantsPanel* panel = w.combatantsPanel();
    panel->select(id);
    QCOMPARE(panel->selected(), std::optional<CombatantId>(id));
    const QString error = (panel->*part)();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void takeWeapon(BodyTable& w, const std::string& weapon)
{
    Session* s = w.session();
    AttackRequest request = s->settings();
    request.weapon = weapon;
    const Weapon* found = s->ruleset()->weapon(weapon);
    QVERIFY(found);
    request.mode = found->firstMode();
    s->changeSettings(request, "Weapon");
}

// C throws a grenade that catches A at the impact point and B 4 m from it; then D strikes A.
void secondHalf(BodyTable& w, const Four& f)
{
    pick(w, f.c, &CombatantsPanel::act);
    pick(w, f.a, &CombatantsPanel::target);
    pick(w, f.b, &CombatantsPanel::furtherTarget);
    // A grenade lands at the feet: the impact point in the lower third of the field (§9).
    AttackRequest aim = w.session()->settings();
    aim.target = *parseHex("K28");
    w.session()->changeSettings(aim, "Aim");
    GrenadeAction grenade = w.session()->data().grenade;
    grenade.distances = { 4.0 };
    w.session()->changeGrenade(grenade, "Distance");
    const std::size_t before = w.session()->data().log.size();
    w.throwGrenade();
    QCOMPARE(w.session()->data().log.size(), before + 1);

    pick(w, f.d, &CombatantsPanel::act);
    // D's turn lets C's further target go; its own target is the nearest enemy standing.
    QVERIFY(w.session()->data().others.empty());
    QVERIFY(w.session()->data().target == f.a || w.session()->data().target == f.c);
    pick(w, f.a, &CombatantsPanel::target); // D strikes A alone
    QVERIFY(standFrom(*w.session(), f.d, f.a, 1).isEmpty()); // from the hex beside A's
    takeWeapon(w, "combat-sword");
    w.fire();
    QCOMPARE(w.session()->data().log.size(), before + 2);
}

// A round of the new session's two (seeded dice): the operative 6,6,6, the Frother 1,1,1, so
// that the operative acts first; its place in the tracker, or nothing when it does not.
std::optional<int> roundWithTheOperativeFirst(Session& session)
{
    const CombatantId operative = session.data().actor;
    session.setDiceMode(false, 5);
    if (!session.addSceneToTracker().isEmpty()
        || !session.startRound({ 6, 6, 6, 1, 1, 1 }).isEmpty() || session.data().actor != operative)
        return std::nullopt;
    return findCombatant(session.tracker(), "Max.Rock");
}

} // namespace

class TestEncounterWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName("HitspreadTests");
        QApplication::setApplicationName("tst_encounterwindow");
        closeAnyMessageBox();
    }

    // A new session: two different characters face each other, on two sides.
    void aNewSessionIsTwoDifferentCharacters()
    {
        const auto window = shownWindow();
        const Encounter& e = window->session()->data();
        QCOMPARE(e.combatants.size(), std::size_t(2));
        QCOMPARE(e.sides.size(), std::size_t(2));
        QVERIFY(e.actor != e.target);
        QVERIFY(window->session()->shooter().key != window->session()->target().sheet->key);
        QCOMPARE(e.combatants[0].side, 0);
        QCOMPARE(e.combatants[1].side, 1);
        QCOMPARE(window->combatantsPanel()->table()->rowCount(), 2);
    }

    // The roster's edits from the dock, each undoable: add, duplicate, rename (names stay
    // unique), change side, remove.
    void theDockEditsTheRoster()
    {
        const auto window = shownWindow();
        Session* session = window->session();
        CombatantsPanel* panel = window->combatantsPanel();
        QTableWidget* table = panel->table();
        QVERIFY(panel->addCharacter("frother", 1).isEmpty());
        const Combatant& added = session->data().combatants.back();
        const std::string frother = session->ruleset()->characters.at("frother").name;
        // The new session's target is the frother already: the second one is "… 2".
        QCOMPARE(QString::fromStdString(added.name), QString::fromStdString(frother + " 2"));
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(
            table->item(2, CombatantsPanel::Name)->text(), QString::fromStdString(frother + " 2"));
        QCOMPARE(table->item(2, CombatantsPanel::Side)->text(), QString("Side B"));

        QVERIFY(panel->duplicate().isEmpty());
        QCOMPARE(table->rowCount(), 4);
        QCOMPARE(QString::fromStdString(session->data().combatants.back().name),
            QString::fromStdString(frother + " 3"));

        // Rename: a name taken is refused with the reason; a free one is taken.
        QVERIFY(panel->rename(QString::fromStdString(frother)).contains("unique"));
        // A name longer than a session file holds is refused (textfile.h).
        QVERIFY(panel->rename(QString(201, 'x')).contains("at most 200 characters"));
        QVERIFY(panel->rename("Bruiser").isEmpty());
        QCOMPARE(table->item(3, CombatantsPanel::Name)->text(), QString("Bruiser"));
        QVERIFY(panel->changeSide(0).isEmpty());
        QCOMPARE(session->data().combatants.back().side, 0);
        QCOMPARE(table->item(3, CombatantsPanel::Side)->text(), QString("Side A"));

        // Remove: nobody's log names it, so it leaves the roster; undo brings it back.
        QVERIFY(panel->remove().isEmpty());
        QCOMPARE(table->rowCount(), 3);
        session->undoStack()->undo();
        QCOMPARE(table->rowCount(), 4);
        for (int i = 0; i < 4; ++i)
            session->undoStack()->undo();
        QCOMPARE(table->rowCount(), 2);
        QVERIFY(!session->undoStack()->canUndo());

        // A character file joins too; a broken one is refused with its position.
        QVERIFY(
            panel->addFromFile(rulesetPath("3d-system") + "/characters/xeno.yaml", 0).isEmpty());
        QCOMPARE(table->rowCount(), 3);
        QTemporaryDir dir;
        const QString broken = dir.filePath("broken.yaml");
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("character:\n  name: [\n");
        file.close();
        const QString error = panel->addFromFile(broken, 0);
        QVERIFY2(error.contains("broken.yaml:"), qPrintable(error));
        QCOMPARE(table->rowCount(), 3);
    }

    // A 2-against-2 fight over the dock: A shoots B; B, wounded, shoots back at A with its
    // wound penalty in the working; C throws a grenade that catches A and B each at its own
    // distance; D strikes A in melee. Undo back to the start restores every state and the
    // dice; saved in the middle and reopened, the rest of the fight rolls the same dice.
    void twoAgainstTwo()
    {
        QTemporaryDir dir;
        const auto window = shownWindow();
        BodyTable& w = *window;
        Session* session = w.session();
        CombatantsPanel* panel = w.combatantsPanel();
        Four f { session->data().actor, session->data().target, 0, 0 };
        QVERIFY(panel->addCharacter("xeno", 0).isEmpty());
        f.c = session->data().combatants.back().id;
        QVERIFY(panel->addCharacter("frother", 1).isEmpty());
        f.d = session->data().combatants.back().id;
        const std::vector<Combatant> start = session->data().combatants;
        const DiceSettings startDice = session->data().dice;

        // A shoots B, with the first seed whose shot wounds B and leaves B able to act.
        bool wounded = false;
        for (std::uint64_t seed = 1; seed < 500 && !wounded; ++seed) {
            session->setDiceMode(false, seed);
            w.fire();
            QCOMPARE(session->data().log.size(), std::size_t(1));
            const CharacterState& b = combatant(w, f.b).state;
            wounded = b.wounds > 0 && b.status(*session->ruleset()) == CharacterStatus::Ok;
            if (!wounded) {
                session->undoStack()->undo();
                session->undoStack()->undo();
            }
        }
        QVERIFY(wounded);
        const EncounterEntry& first = session->data().log.front();
        QCOMPARE(first.actor, f.a);
        QVERIFY(first.targets == std::vector<CombatantId> { f.b });
        QCOMPARE(first.action.request.shooter.wounds, 0);
        const int bWounds = combatant(w, f.b).state.wounds;
        QVERIFY(w.combatantsPanel()->table()->item(1, CombatantsPanel::Wounds)->text()
            == QString::number(bWounds));

        // B shoots back at A: the actor's own wounds count (−1 each, §7), in the working.
        pick(w, f.b, &CombatantsPanel::act);
        QCOMPARE(session->data().actor, f.b);
        QCOMPARE(session->data().target, f.a); // the one who acted before takes B's place
        takeWeapon(w, "nemesis");
        // B takes up its own readiness, not A's: it aims once before it shoots.
        QCOMPARE(session->settings().aims, 0);
        AttackRequest aimed = session->settings();
        aimed.aims = 1;
        session->changeSettings(aimed, "Aim");
        QCOMPARE(session->settings().shooter.wounds, bWounds);
        w.fire();
        QCOMPARE(session->data().log.size(), std::size_t(2));
        const EncounterEntry& second = session->data().log.back();
        QCOMPARE(second.actor, f.b);
        QVERIFY(second.targets == std::vector<CombatantId> { f.a });
        QCOMPARE(second.action.request.shooter.wounds, bWounds);
        const QString working = w.rollLog()->workingText();
        // The wound is a −1 to the roll, written as +1 to the number it must reach (§1: the
        // modifiers change the target number), so that the line adds up as it reads.
        QVERIFY2(
            working.contains(QString("against 13, wounds +%1 = %2").arg(bWounds).arg(13 + bWounds)),
            qPrintable(working));

        // The roll log names who acted on whom.
        const QString line = w.rollLog()->list()->item(1)->text();
        QVERIFY2(line.startsWith(QString("#2 %1 → %2: ")
                                     .arg(qs(combatant(w, f.b).name), qs(combatant(w, f.a).name))),
            qPrintable(line));

        // Saved in the middle.
        const QString path = dir.filePath("fight.hitspread");
        QVERIFY(w.saveSessionTo(path).isEmpty());
        const DiceSettings diceAtSave = session->data().dice;

        secondHalf(w, f);
        const Encounter& e = session->data();
        const EncounterEntry& third = e.log[2];
        QVERIFY(third.action.grenade);
        QCOMPARE(third.actor, f.c);
        QVERIFY(third.targets == (std::vector<CombatantId> { f.a, f.b }));
        const ThrowOutcome& thrown = *third.action.grenadeOutcome.thrown;
        QCOMPARE(thrown.characters.size(), std::size_t(2));
        QCOMPARE(thrown.characters[0].distance, 0.0);
        QCOMPARE(thrown.characters[1].distance, 4.0);
        QCOMPARE(third.action.othersBefore.front().wounds, bWounds);
        const EncounterEntry& fourth = e.log[3];
        QCOMPARE(fourth.actor, f.d);
        QVERIFY(fourth.action.outcome.melee);
        QCOMPARE(fourth.action.targetBefore.incap, third.action.targetAfter().incap);
        QCOMPARE(combatant(w, f.a).state.incap, fourth.action.targetAfter().incap);

        // Reopened from the middle, the rest of the fight rolls the same dice.
        const auto reopened = shownWindow();
        const QStringList errors = reopened->openSessionFrom(path);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
        QCOMPARE(reopened->session()->data().log.size(), std::size_t(2));
        QCOMPARE(reopened->session()->data().dice.seed, diceAtSave.seed);
        QCOMPARE(reopened->session()->data().dice.facesUsed, diceAtSave.facesUsed);
        QCOMPARE(reopened->combatantsPanel()->table()->rowCount(), 4);
        secondHalf(*reopened, f);
        const Encounter& again = reopened->session()->data();
        QCOMPARE(again.log.size(), std::size_t(4));
        for (std::size_t i = 2; i < 4; ++i)
            QVERIFY(again.log[i].action.dice == e.log[i].action.dice);
        for (std::size_t i = 0; i < e.combatants.size(); ++i) {
            QVERIFY(again.combatants[i].state.locations == e.combatants[i].state.locations);
            QCOMPARE(again.combatants[i].state.incap, e.combatants[i].state.incap);
            QCOMPARE(again.combatants[i].state.wounds, e.combatants[i].state.wounds);
        }
        QCOMPARE(again.dice.facesUsed, e.dice.facesUsed);
        QVERIFY(w.grab().save(artifactPath("main-window-fight.png")));

        // Undo back to the start: every state and the dice as they were.
        while (session->undoStack()->canUndo())
            session->undoStack()->undo();
        QCOMPARE(session->data().combatants.size(), std::size_t(2));
        QVERIFY(session->data().log.empty());
        QCOMPARE(session->data().dice.facesUsed, std::uint64_t(0));
        QCOMPARE(session->data().dice.seed, startDice.seed);
        for (std::size_t i = 0; i < 2; ++i) {
            QVERIFY(session->data().combatants[i].state.locations == start[i].state.locations);
            QCOMPARE(session->data().combatants[i].state.incap, start[i].state.incap);
            QCOMPARE(session->data().combatants[i].state.wounds, 0);
        }
        QCOMPARE(session->data().actor, f.a);
        QCOMPARE(session->data().target, f.b);
    }

    // With several bodies shown, a click on a further target's body makes it the target: the
    // two trade places, and the bands name the combatants.
    void clickABodyToPickTheTarget()
    {
        const auto window = shownWindow();
        Session* session = window->session();
        const CombatantId first = session->data().target;
        QVERIFY(window->combatantsPanel()->addCharacter("stormer", 1).isEmpty());
        const CombatantId stormer = session->data().combatants.back().id;
        QVERIFY(session->toggleFurtherTarget(stormer).isEmpty());
        QCOMPARE(window->player()->shownName(1), qs(session->data().find(stormer)->name));
        BodyView* view = window->bodyView();
        QTRY_COMPARE(view->otherRenderers().size(), std::size_t(1));
        const QRectF other = view->otherRenderers().front().fieldRect();
        QTest::mouseClick(view, Qt::LeftButton, {}, other.center().toPoint());
        QCOMPARE(session->data().target, stormer);
        QVERIFY(session->data().others == std::vector<CombatantId> { first });
        QCOMPARE(window->player()->shownName(0), qs(session->data().find(stormer)->name));
        session->undoStack()->undo();
        QCOMPARE(session->data().target, first);
        QVERIFY(session->data().others == std::vector<CombatantId> { stormer });
    }

    // Seed, Quick Draw: "it costs him 3 points of his Initiative Total": a quick-drawn shot in
    // a running round takes 3 off the shooter's initiative for the rest of the round.
    void aQuickDrawCostsThreeInitiative()
    {
        const auto window = shownWindow();
        Session* session = window->session();
        const auto index = roundWithTheOperativeFirst(*session);
        QVERIFY(index);
        const auto initiative = [&] {
            const TrackerEntry& entry
                = session->tracker().combatants[static_cast<std::size_t>(*index)];
            return effectiveInitiative(entry, session->tracker().phase);
        };
        const int before = initiative();
        AttackRequest drawn = session->settings();
        drawn.quickDraw = true;
        drawn.aims = 0;
        session->changeSettings(drawn, "Quick draw");
        const QString fired = session->fire();
        QVERIFY2(fired.isEmpty(), qPrintable(fired));
        QVERIFY2(session->trackerLog().join('\n').contains("draws quickly"),
            qPrintable(session->trackerLog().join('\n')));
        QCOMPARE(initiative(), before - 3);
        session->undoStack()->undo();
        QCOMPARE(initiative(), before);
    }

    // §4 diving for cover compares the two initiative totals: in a running round the window
    // takes them from the tracker, so it can be chosen (the target acting before the shooter).
    void divingForCoverInARunningRound()
    {
        const auto window = shownWindow();
        Session* session = window->session();
        const CombatantId operative = session->data().actor;
        const CombatantId frother = session->data().target;
        session->setDiceMode(false, 5);
        AttackRequest diving = session->settings();
        diving.position = TargetPosition::DivingForCover;
        session->changeSettings(diving, "Diving");
        // No round: no totals to compare.
        QVERIFY(session->checkSettings().contains("needs both initiative totals"));
        session->undoStack()->undo();
        QCOMPARE(session->settings().position, TargetPosition::Standing);
        QVERIFY(session->addSceneToTracker().isEmpty());
        // The Frother 6,6,6 acts before the operative 1,1,1: the operative cannot dive from it.
        QVERIFY(session->startRound({ 1, 1, 1, 6, 6, 6 }).isEmpty());
        QCOMPARE(session->data().actor, frother);
        AttackRequest fromFrother = session->settings();
        fromFrother.weapon = "nemesis"; // a shot: diving for cover is cover from fire (§4)
        fromFrother.mode = FireMode::Single;
        fromFrother.ammo.clear();
        fromFrother.position = TargetPosition::DivingForCover;
        session->changeSettings(fromFrother, "Diving");
        QVERIFY2(session->checkSettings().contains("the target cannot dive for cover"),
            qPrintable(session->checkSettings()));
        session->undoStack()->undo();
        // The operative shooting at the Frother, who acts on the higher initiative: it can dive,
        // and the request carries both totals from the tracker.
        QVERIFY(session->pickActor(operative).isEmpty());
        QCOMPARE(session->data().target, frother);
        AttackRequest shot = session->settings();
        shot.position = TargetPosition::DivingForCover;
        session->changeSettings(shot, "Diving");
        QVERIFY2(session->checkSettings().isEmpty(), qPrintable(session->checkSettings()));
        const AttackRequest resolved = session->asResolved(session->settings());
        QVERIFY(resolved.shooterInitiative && resolved.targetInitiative);
        QVERIFY(*resolved.targetInitiative > *resolved.shooterInitiative);
        const Outcome out = session->tryFaces(session->nextSeededFaces(session->settings()));
        bool modifier = false;
        for (const ModifierTerm& m : out.shots.front().roll.modifiers)
            modifier = modifier || std::string(m.name) == "target diving for cover";
        QVERIFY(modifier);
    }

    // After a full-auto burst that walks on, the next actor with a sword is not held up by
    // the burst's Walk on after: a setting its weapon does not use is dropped, and it strikes.
    void aWalkNeverBlocksTheNextActor()
    {
        const auto window = shownWindow();
        Session* session = window->session();
        const CombatantId operative = session->data().actor;
        const CombatantId frother = session->data().target;
        QVERIFY(standFrom(*session, frother, operative, 1).isEmpty()); // within the sword's reach
        AttackRequest burst = session->settings();
        burst.weapon = "fen-gunhead";
        burst.mode = FireMode::Full;
        burst.burstDice = 3;
        burst.walk = { { 3, false } };
        session->changeSettings(burst, QStringLiteral("Walk the fire"));
        QCOMPARE(session->settings().walk.size(), std::size_t(1));
        QVERIFY(session->pickActor(frother).isEmpty());
        QCOMPARE(session->data().target, operative);
        QVERIFY(session->settings().walk.empty());
        QVERIFY(session->ruleset()->weapon(session->settings().weapon)->isMelee());
        auto* fire = window->findChild<QPushButton*>("fireButton");
        QVERIFY(fire);
        QVERIFY(fire->isEnabled());
        QTest::mouseClick(fire, Qt::LeftButton);
        QCOMPARE(session->log().size(), std::size_t(1));
        QCOMPARE(session->log().back().request.weapon, session->settings().weapon);
    }

    // Every view names a combatant by its name in the roster: renamed, the Target dock, the
    // tracker's row and the file's tracker follow; a second Frother is "Wickham 2", not its
    // sheet's "Wickham".
    void namesFollowTheRoster()
    {
        const auto window = shownWindow();
        Session* session = window->session();
        CombatantsPanel* panel = window->combatantsPanel();
        QVERIFY(panel->addCharacter("frother", 1).isEmpty());
        const CombatantId second = session->data().combatants.back().id;
        QCOMPARE(session->data().find(second)->name, std::string("Wickham 2"));
        QVERIFY(session->pickTarget(second).isEmpty());
        auto* target = window->findChild<TargetPanel*>();
        QVERIFY(target);
        QVERIFY2(target->statusText().startsWith("Wickham 2:"), qPrintable(target->statusText()));
        QVERIFY(session->addSceneToTracker().isEmpty());
        QVERIFY(session->renameCombatant(second, "Gutter").isEmpty());
        QCOMPARE(session->targetName(), QString("Gutter"));
        QVERIFY2(target->statusText().startsWith("Gutter:"), qPrintable(target->statusText()));
        const auto row = findCombatant(session->tracker(), "Gutter");
        QVERIFY(row);
        QVERIFY(!findCombatant(session->tracker(), "Wickham 2"));
        session->undoStack()->undo();
        QVERIFY(findCombatant(session->tracker(), "Wickham 2"));
        QVERIFY2(target->statusText().startsWith("Wickham 2:"), qPrintable(target->statusText()));
    }

    // The selected log entry's markers go on the body of the combatant it was about: with
    // another picked as the target, that body shows none of them (an unhurt Gutter never
    // shows the hit Wickham took); picked again, the first shows them again.
    void markersStayOnTheirBody()
    {
        const auto window = shownWindow();
        Session* session = window->session();
        session->setDiceMode(false, 3);
        const CombatantId first = session->data().target;
        QVERIFY(window->combatantsPanel()->addCharacter("frother", 1).isEmpty());
        const CombatantId second = session->data().combatants.back().id;
        QVERIFY(session->fire().isEmpty());
        QCOMPARE(session->selectedEntry(), 0);
        window->player()->skipToEnd();
        QCOMPARE(window->bodyView()->shownShots(0).size(), std::size_t(1));
        QVERIFY(session->pickTarget(second).isEmpty());
        QCOMPARE(session->data().target, second);
        if (session->selectedEntry() == 0)
            QVERIFY(window->bodyView()->shownShots(0).empty());
        session->selectEntry(0);
        QVERIFY(window->bodyView()->shownShots(0).empty());
        QVERIFY(session->pickTarget(first).isEmpty());
        session->selectEntry(0);
        QCOMPARE(window->bodyView()->shownShots(0).size(), std::size_t(1));
    }

    // A combatant knocked down (§7) is "knocked down" in the Tracker as in the Combatants dock.
    void theTrackerAndTheDockAgreeOnKnockedDown()
    {
        const auto window = shownWindow();
        Session* session = window->session();
        QVERIFY(session->addSceneToTracker().isEmpty());
        CharacterState down = session->target();
        down.knockedDown = true;
        session->changeTarget(down, "Knocked down");
        auto* tracker = window->findChild<TrackerPanel*>();
        QVERIFY(tracker);
        const QString name = session->targetName();
        bool found = false;
        for (int row = 0; row < tracker->table()->rowCount(); ++row) {
            if (!tracker->table()->item(row, 0)->text().endsWith(name))
                continue;
            found = true;
            QCOMPARE(tracker->table()->item(row, 6)->text(), QString("knocked down"));
        }
        QVERIFY(found);
        const int index = session->data().indexOf(session->data().target);
        QCOMPARE(window->combatantsPanel()->table()->item(index, CombatantsPanel::State)->text(),
            QString("knocked down"));
    }

    // Start Round with seven in the Combatants dock and no one in the tracker yet: everyone
    // in the fight joins and rolls, in one undo step (not "there are no combatants").
    void startRoundWithTheDockFull()
    {
        const auto window = shownWindow();
        Session* session = window->session();
        session->setDiceMode(false, 11);
        CombatantsPanel* panel = window->combatantsPanel();
        for (int i = 0; i < 2; ++i)
            QVERIFY(panel->addCharacter("operative", 0).isEmpty());
        for (int i = 0; i < 3; ++i)
            QVERIFY(panel->addCharacter("frother", 1).isEmpty());
        QCOMPARE(session->data().combatants.size(), std::size_t(7));
        QVERIFY(session->tracker().combatants.empty());
        const int steps = session->undoStack()->count();
        auto* tracker = window->findChild<TrackerPanel*>();
        QVERIFY(tracker);
        QTest::mouseClick(tracker->button("startRound"), Qt::LeftButton);
        const TrackerState& t = session->tracker();
        QCOMPARE(t.round, 1);
        QVERIFY(t.roundOpen);
        QCOMPARE(t.combatants.size(), std::size_t(7));
        QCOMPARE(session->undoStack()->count(), steps + 1);
        session->undoStack()->undo();
        QVERIFY(session->tracker().combatants.empty());
    }

    // The tracker's Act with no row picked acts for the one it names as next to act, instead
    // of asking to select a combatant while it shows "Next to act: …".
    void actWithoutASelectionActsForTheNextToAct()
    {
        const auto window = shownWindow();
        Session* session = window->session();
        session->setDiceMode(false, 5);
        QVERIFY(session->addSceneToTracker().isEmpty());
        QVERIFY(session->startRound(session->nextInitiativeFaces()).isEmpty());
        const TrackerState& t = session->tracker();
        const auto next = nextToAct(*session->ruleset(), t, session->roster());
        QVERIFY(next);
        const int left = actionsLeftInRound(t, t.combatants[static_cast<std::size_t>(*next)]);
        auto* tracker = window->findChild<TrackerPanel*>();
        QVERIFY(tracker);
        for (QTableWidget* table : tracker->findChildren<QTableWidget*>())
            table->clearSelection();
        auto* act = tracker->findChild<QPushButton*>("act");
        QVERIFY(act);
        act->click();
        QCOMPARE(actionsLeftInRound(t, t.combatants[static_cast<std::size_t>(*next)]), left - 1);
    }

    // The tracker drives the fight (§10): the next to act is the actor, and its action spends
    // one of the tracker's; with none left the action is refused and nothing changes.
    void theTrackerDrivesTheFight()
    {
        const auto window = shownWindow();
        Session* session = window->session();
        session->setDiceMode(false, 5);
        // Face to face: the Frother's blow reaches.
        QVERIFY(standFrom(*session, session->data().target, session->data().actor, 1).isEmpty());
        QVERIFY(session->addSceneToTracker().isEmpty());
        const QString started = session->startRound(session->nextInitiativeFaces());
        QVERIFY2(started.isEmpty(), qPrintable(started));
        const Ruleset& rs = *session->ruleset();
        const TrackerState& t = session->tracker();
        const auto next = nextToAct(rs, t, session->roster());
        QVERIFY(next);
        const int character = t.combatants[static_cast<std::size_t>(*next)].character;
        const CombatantId actor
            = session->data().combatants[static_cast<std::size_t>(character)].id;
        QCOMPARE(session->data().actor, actor);
        QVERIFY(window->combatantsPanel()
                    ->table()
                    ->item(character, CombatantsPanel::Part)
                    ->text()
                    .contains("next to act"));

        const int left = actionsLeftInRound(t, t.combatants[static_cast<std::size_t>(*next)]);
        const int commands = session->undoStack()->count();
        window->fire();
        QCOMPARE(session->data().log.size(), std::size_t(1));
        QCOMPARE(actionsLeftInRound(t, t.combatants[static_cast<std::size_t>(*next)]), left - 1);
        QVERIFY(session->trackerLog().join('\n').contains(" acts: "));
        QCOMPARE(session->undoStack()->count(), commands + 1); // the shot and its action: one step
        session->undoStack()->undo();
        QVERIFY(session->data().log.empty());
        QCOMPARE(actionsLeftInRound(t, t.combatants[static_cast<std::size_t>(*next)]), left);
        QCOMPARE(session->data().actor, actor);

        // Every action of the phase taken: the next shot is refused.
        const int index = *next;
        for (int i = 0; i < 10; ++i) {
            if (!session
                     ->trackerStep([index](const Ruleset& r, const TrackerState& s,
                                       const Roster& c) { return takeAction(r, s, c, index); },
                         "Act")
                     .isEmpty())
                break;
        }
        QVERIFY(session->pickActor(actor).isEmpty());
        const std::uint64_t faces = session->data().dice.facesUsed;
        const QString refused = session->fire();
        QVERIFY2(refused.contains("Impossible"), qPrintable(refused));
        QVERIFY(session->data().log.empty());
        QCOMPARE(session->data().dice.facesUsed, faces);
    }

    // §8 and §7 in the fight: the Frother strikes the operative, who tries to parry bare-handed
    // (the Shooter dock's defence controls) and fails; the blow knocks him down, and the
    // tracker takes his initiative to 0 and his next action. One undo takes it all back.
    void aParryAndAKnockbackInTheFight()
    {
        const auto window = shownWindow();
        Session* session = window->session();
        const CombatantId operative = session->data().actor;
        const CombatantId frother = session->data().target;
        QCOMPARE(QString::fromStdString(combatant(*window, frother).name), QString("Wickham"));
        QVERIFY(standFrom(*session, frother, operative, 1).isEmpty());
        session->setDiceMode(true, 1);
        QVERIFY(session->addSceneToTracker().isEmpty());
        // Initiative: the operative 1,1,1, the Frother 6,6,6: the Frother acts first.
        const QString started = session->startRound({ 1, 1, 1, 6, 6, 6 });
        QVERIFY2(started.isEmpty(), qPrintable(started));
        QCOMPARE(session->data().actor, frother);
        QCOMPARE(session->data().target, operative);
        takeWeapon(*window, "combat-sword");
        // The defence, chosen as a user does in the Shooter dock.
        auto* defence = window->shooterPanel()->findChild<QComboBox*>("defenceCombo");
        QVERIFY(defence && defence->isVisibleTo(window.get()));
        defence->setCurrentIndex(defence->findData(static_cast<int>(DefenceKind::Parry)));
        emit defence->activated(defence->currentIndex());
        QCOMPARE(session->settings().defence.kind, DefenceKind::Parry);
        auto* with = window->shooterPanel()->findChild<QComboBox*>("parryWeaponCombo");
        QVERIFY(with && with->isVisibleTo(window.get()));
        with->setCurrentIndex(with->findData(QString("fists")));
        emit with->activated(with->currentIndex());
        QCOMPARE(QString::fromStdString(session->settings().defence.parryWeapon), QString("fists"));
        window->resize(1024, 700);
        QTest::qWait(50);
        QVERIFY(window->grab().save(artifactPath("parry-1024x700.png")));

        const int commands = session->undoStack()->count();
        // Blade 1h 6: 6,5,4 + 6 = 21, no deviation; the parry 1,1,1 + Unarmed 0 fails; DAM 5 +
        // STR bonus 3 + 5 = 13 above PHYS 7: the PHYS test 1,1,1 + 7 − 6 fails.
        const QString error = session->fireWithFaces({ 6, 5, 4, 1, 1, 1, 1, 1, 1 });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const EncounterEntry& entry = session->data().log.back();
        QVERIFY(entry.action.outcome.defence && !entry.action.outcome.defence->succeeded);
        const HitResult& hit = entry.action.outcome.shots.front().hits.front();
        QCOMPARE(hit.knockback->result, KnockbackResult::KnockedDown);
        QVERIFY(combatant(*window, operative).state.knockedDown);
        const TrackerState& t = session->tracker();
        const auto index = findCombatant(t, "Max.Rock");
        QVERIFY(index);
        const TrackerEntry& down = t.combatants[static_cast<std::size_t>(*index)];
        QCOMPARE(effectiveInitiative(down, t.phase), 0);
        QVERIFY(session->trackerLog().join('\n').contains("knocked down"));
        QVERIFY(window->rollLog()->workingText().contains("parries with Fists"));
        QCOMPARE(session->undoStack()->count(), commands + 1);
        session->undoStack()->undo();
        QVERIFY(!combatant(*window, operative).state.knockedDown);
        QVERIFY(session->tracker()
                    .combatants[static_cast<std::size_t>(*index)]
                    .initiativeChanges.empty());
    }

    // §8: Combat ▸ Target Dodges ▸ Quick Dodge: Wickham's Dodge 4 + 5,5,3 = 17, success value
    // 5 off the blows on him this phase, −2 on his next action; the dock shows it, the
    // operative's knife meets it, and undo takes it back.
    void aQuickDodgeInTheWindow()
    {
        const auto window = shownWindow();
        Session* session = window->session();
        session->setDiceMode(true, 1);
        const CombatantId wickham = session->data().target;
        QVERIFY(standFrom(*session, wickham, session->data().actor, 1).isEmpty());
        const int commands = session->undoStack()->index();
        const QString dodged = session->dodgeTarget(DefenceKind::QuickDodge, { 5, 5, 3 });
        QVERIFY2(dodged.isEmpty(), qPrintable(dodged));
        const ActiveDodge dodge = *combatant(*window, wickham).state.dodge;
        QCOMPARE(dodge.value, 5);
        QCOMPARE(dodge.penalty, -2);
        const int row = session->data().indexOf(wickham);
        QVERIFY(window->combatantsPanel()
                    ->table()
                    ->item(row, CombatantsPanel::State)
                    ->text()
                    .contains("dodging"));
        takeWeapon(*window, "combat-knife");
        // Blade 1h 4: 6,6,6 + 4 = 22 against 13 + 5; DAM 11 above PHYS 8: the PHYS test 6,6,6.
        const QString error = session->fireWithFaces({ 6, 6, 6, 6, 6, 6 });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const AttackRoll& roll = session->data().log.back().action.outcome.shots.front().roll;
        QCOMPARE(roll.target, 18);
        while (session->undoStack()->index() > commands)
            session->undoStack()->undo(); // the blow, the weapon, the dodge
        QVERIFY(!combatant(*window, wickham).state.dodge);
    }

    // §11 with the optional jamming rule (a ruleset with it on): three ones jam the shooter's
    // pistol; the Fire button waits with the reason; Combat ▸ Clear the Jam rolls Weapons
    // Maintenance and the pistol fires again.
    void aJamClearedInTheWindow()
    {
        const auto window = shownWindow();
        Session* session = window->session();
        const QStringList errors = session->loadRuleset(dataPath("valid/house-rules"));
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
        session->setDiceMode(true, 1);
        QVERIFY(session->fireWithFaces({ 1, 1, 1 }).isEmpty());
        const CombatantId shooter = session->data().actor;
        QCOMPARE(combatant(*window, shooter).state.jammedWeapons.size(), std::size_t(1));
        QVERIFY(session->checkSettings().contains("jammed"));
        QVERIFY(window->combatantsPanel()
                    ->table()
                    ->item(session->data().indexOf(shooter), CombatantsPanel::State)
                    ->text()
                    .contains("jammed"));
        // Weapons Maintenance 4: 6,5,4 + 4 = 19 clears it.
        const QString cleared = session->clearJam({ 6, 5, 4 });
        QVERIFY2(cleared.isEmpty(), qPrintable(cleared));
        QVERIFY(combatant(*window, shooter).state.jammedWeapons.empty());
        QVERIFY(session->checkSettings().isEmpty());
        QVERIFY(session->trackerLog().join('\n').contains("Weapons Maintenance"));
    }

    // §11 "Lowering maginifcation takes up one Action per Range Band shifted" and §2 "+ Martial
    // Arts rank when attacking with Martial Arts": the tracker takes both on by itself.
    void theTrackerTakesTheScopeAndMartialArts()
    {
        const auto window = shownWindow();
        Session* session = window->session();
        CharacterSheet fighter = session->ruleset()->characters.at("operative");
        fighter.skills["martial_arts"] = 3;
        session->useShooter(fighter);
        const CombatantId operative = session->data().actor;
        // The operative acts first, with an extra action.
        const auto index = roundWithTheOperativeFirst(*session);
        QVERIFY(index);
        QVERIFY(session
                    ->trackerStep([&](const Ruleset&, const TrackerState& t,
                                      const Roster&) { return setExtraActions(t, *index, 2); },
                        "Extra actions")
                    .isEmpty());
        const auto left = [&] {
            return actionsLeftInRound(session->tracker(),
                session->tracker().combatants[static_cast<std::size_t>(*index)]);
        };
        const int before = left();
        // The CombatSniper, made for long range, lowered to medium: one action, then the shot.
        AttackRequest rifle = session->settings();
        rifle.weapon = "battle-rifle";
        rifle.mode = FireMode::Single;
        rifle.ammo.clear();
        rifle.aims = 1;
        rifle.scope = "mal-combatsniper";
        rifle.scopeSetting = RangeBand::Medium;
        session->changeSettings(rifle, "Scope");
        const QString fired = session->fire();
        QVERIFY2(fired.isEmpty(), qPrintable(fired));
        QCOMPARE(left(), before - 2);
        QVERIFY(session->trackerLog().join('\n').contains("setting MAL CombatSniper scope for"));
        // A blow with Martial Arts (an extra action of the operative's, the tracker having
        // passed on to the Frother): its rank on the initiative in this phase.
        QVERIFY(session->pickActor(operative).isEmpty());
        QVERIFY(standFrom(*session, session->data().target, operative, 1).isEmpty());
        takeWeapon(*window, "martial-arts");
        const QString struck = session->fire();
        QVERIFY2(struck.isEmpty(), qPrintable(struck));
        QVERIFY2(session->trackerLog().join('\n').contains("attacks with Martial Arts"),
            qPrintable(session->trackerLog().join('\n')));
        const TrackerEntry& entry = session->tracker().combatants[static_cast<std::size_t>(*index)];
        QCOMPARE(effectiveInitiative(entry, session->tracker().phase), entry.initiative + 3);
    }

    // An action the actor's state forbids is refused before any die, with the reason; the
    // Fire button waits.
    void anUnconsciousActorCannotAct()
    {
        const auto window = shownWindow();
        Session* session = window->session();
        const CombatantId b = session->data().target;
        QVERIFY(standFrom(*session, b, session->data().actor, 1).isEmpty());
        CharacterState out = session->target();
        out.incap = 0; // no Incap left: unconscious (§7)
        session->changeTarget(out, "Incap");
        QCOMPARE(out.status(*session->ruleset()), CharacterStatus::Unconscious);
        pick(*window, b, &CombatantsPanel::act);
        const QString why = session->checkSettings();
        QVERIFY2(why.contains("unconscious"), qPrintable(why));
        QVERIFY(!session->fire().isEmpty());
        QVERIFY(session->data().log.empty());
        QCOMPARE(session->data().dice.facesUsed, std::uint64_t(0));
    }
};

QTEST_MAIN(TestEncounterWindow)
#include "tst_encounterwindow.moc"
