// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The memory of the undo stack over a long fight: ten Operatives against ten Frothers in the
// window's session, each action picking its actor and target from the roster and rolling with
// the session's dice. The undo stack holds what each step changed (an action its entry while
// undone, a pick the ids, the readiness and the Shooter panel it replaced, an edit the parts of
// the combatants it touched), of each only the value the session does not hold, and equal
// panels once; never a copy of the log, so its bytes per action stay the same however long the
// fight: the rows of 250, 500 and 1,000 actions show it (the goal: 2 KB an action). The
// ground map's document keeps its undo stack the same way: ten against ten on the d6-modern
// map, each action giving the turn to its actor and picking its target.
#include "app/document/groundscene.h"
#include "app/document/session.h"
#include "testsupport.h"

#include <QTest>
#include <QUndoStack>

#include <malloc.h>

using namespace hitspread;
using namespace hitspread::test;

namespace {
std::size_t heapInUse()
{
    return mallinfo2().uordblks;
}

// The heap the undo stack holds (in use before and after clearing it), per action.
void reportUndoStack(QUndoStack& stack, int actions, const char* window)
{
    const std::size_t withHistory = heapInUse();
    const int steps = stack.count();
    stack.clear();
    const std::size_t withoutHistory = heapInUse();
    QVERIFY(withHistory > withoutHistory);
    const double perAction = double(withHistory - withoutHistory) / actions;
    qInfo("%s: %d actions, %d undo steps: undo stack %zu bytes, %.0f bytes per action", window,
        actions, steps, withHistory - withoutHistory, perAction);
    QTest::setBenchmarkResult(perAction, QTest::BytesAllocated);
}
}

class BenchUndoMemory : public QObject {
    Q_OBJECT
private slots:
    void bytesPerAction_data()
    {
        QTest::addColumn<int>("actions");
        for (int n : { 250, 500, 1000 })
            QTest::addRow("%d actions", n) << n;
    }

    void bytesPerAction()
    {
        QFETCH(int, actions);
        Session session;
        QVERIFY(session.loadRuleset(rulesetPath("3d-system")).isEmpty());
        const Ruleset& rs = *session.ruleset();
        for (int i = 0; i < 9; ++i) {
            QVERIFY(session.addCombatant(rs.characters.at("operative"), 0).isEmpty());
            QVERIFY(session.addCombatant(rs.characters.at("frother"), 1).isEmpty());
        }
        // The Frothers take up their Nemesis pistols: a sword reaches only the hex beside, and
        // the lines stand ten metres apart.
        for (const Combatant& c : std::vector<Combatant>(session.data().combatants)) {
            if (c.state.sheet->key != "frother")
                continue;
            QVERIFY(session.pickActor(c.id).isEmpty());
            AttackRequest pistol = session.settings();
            pistol.weapon = "nemesis";
            pistol.mode = rs.weapon("nemesis")->firstMode();
            session.changeSettings(pistol, "Pistol");
        }
        session.undoStack()->clear();
        session.setDiceMode(false, 20261124);
        const std::size_t combatants = session.data().combatants.size();
        int done = 0;
        for (int n = 0; done < actions; ++n) {
            const CombatantId actor = session.data().combatants[n % combatants].id;
            const CombatantId target = session.data().combatants[(n * 7 + 1) % combatants].id;
            if (actor == target)
                continue;
            session.pickActor(actor);
            session.pickTarget(target);
            // Whoever is down stands up fresh: an edit of that one combatant.
            if (session.actorState().status(rs) != CharacterStatus::Ok
                || session.target().status(rs) != CharacterStatus::Ok) {
                session.changeTarget(CharacterState::fromSheet(rs, *session.target().sheet), "Up");
                continue;
            }
            if (session.fire().isEmpty())
                ++done;
        }
        QCOMPARE(static_cast<int>(session.data().log.size()), actions);
        reportUndoStack(*session.undoStack(), actions, "body diagram");
    }

    void groundBytesPerAction_data() { bytesPerAction_data(); }

    void groundBytesPerAction()
    {
        QFETCH(int, actions);
        GroundScene scene;
        QVERIFY(scene.loadRuleset(rulesetPath("d6-modern")).isEmpty());
        for (int i = 0; i < 9; ++i) {
            scene.addFigure("gang-member-a", Hex { i, 8 });
            scene.addFigure("hening", Hex { i, 0 });
        }
        scene.setDiceMode(false, 20261124);
        const int figures = static_cast<int>(scene.scene().figures.size());
        int done = 0;
        for (int n = 0; done < actions; ++n) {
            const int actor = n % figures;
            const int target = (n * 7 + 1) % figures;
            if (actor == target)
                continue;
            scene.setShooter(actor);
            scene.setTarget(target);
            // Whoever is down stands up fresh: everyone healed, one change.
            const ground::Engine& e = *scene.engine();
            if (!e.canAct(scene.scene().figures[static_cast<std::size_t>(actor)])
                || !e.canAct(scene.scene().figures[static_cast<std::size_t>(target)])) {
                scene.healAll();
                continue;
            }
            if (scene.resolve().isEmpty()) {
                ++done;
                continue;
            }
            // Refused: the actor's attacks this turn are spent ("usually 1 attack per turn").
            // It acts in its next turn, as a new round finds it; set outside the undo stack,
            // which holds the actions measured.
            GroundState next = scene.state();
            ground::Figure& acting = next.scene.figures[static_cast<std::size_t>(actor)];
            acting = e.newRound(acting);
            scene.apply(next);
            if (scene.resolve().isEmpty())
                ++done;
        }
        QCOMPARE(static_cast<int>(scene.state().log.size()), actions);
        reportUndoStack(*scene.undoStack(), actions, "ground map");
    }
};

QTEST_MAIN(BenchUndoMemory)
#include "bench_undomemory.moc"
