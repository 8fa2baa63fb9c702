// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One fight two ways: two rounds of the committed 3d System fight played only through
// `hitspread-cli move` and `act` end in the same state as the same fight played in the window —
// each combatant's wounds, Incap and readiness, the log and the dice — because both resolve it
// from the same places and readiness.
#include "app/document/session.h"
#include "places.h"
#include "testsupport.h"
#include "windowsupport.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUndoView>

using namespace hitspread;
using namespace hitspread::test;

namespace {

struct Step {
    QString actor; // empty: a move
    QString target;
    QString weapon; // empty: the one in hand
    int aims = -1; // −1: as ready
    QString aim; // the hex aimed at on the body
    QString mover;
    Hex to;
};

int runCli(const QStringList& args, QString* err = nullptr)
{
    QProcess p;
    p.start(QStringLiteral(HITSPREAD_CLI), args);
    if (!p.waitForFinished(60000))
        qFatal("hitspread-cli did not finish");
    if (err)
        *err = QString::fromUtf8(p.readAllStandardError());
    return p.exitCode();
}

CombatantId idOf(const Session& s, const QString& name)
{
    const Combatant* c = s.data().findByName(name.toStdString());
    if (!c)
        qFatal("no %s", qPrintable(name));
    return c->id;
}

} // namespace

class TestTablePlay : public QObject {
    Q_OBJECT

private slots:
    void theCliAndTheWindowPlayTheSameFight()
    {
        QTemporaryDir dir;
        const QString cliFile = dir.filePath("cli.hitspread");
        QVERIFY(QFile::copy(dataPath("sessions/encounter/fight.yaml"), cliFile));
        QFile::setPermissions(cliFile, QFile::ReadOwner | QFile::WriteOwner);
        auto window = shownWindow();
        BodyTable& w = *window;
        Session& s = *w.session();
        QVERIFY(w.openSessionFrom(dataPath("sessions/encounter/fight.yaml")).isEmpty());
        // Max.Rock lies unconscious; Kaar faces the two Frothers, 10 m off.
        const std::vector<Step> steps {
            { {}, {}, {}, -1, {}, "Wickham 2", { 1, 1 } },
            { "Wickham", "Kaar", "nemesis", 1, "N26", {}, {} },
            { "Wickham 2", "Kaar", "combat-sword", 0, "Q15", {}, {} },
            { "Kaar", "Wickham", "assault-rifle", 1, "J26", {}, {} },
            // Round two: each takes up what it left ready.
            { {}, {}, {}, -1, {}, "Wickham", { 3, -1 } },
            { "Wickham", "Kaar", {}, 2, "F15", {}, {} },
            { "Wickham 2", "Kaar", {}, -1, "N26", {}, {} },
            { "Kaar", "Wickham 2", {}, -1, "Q15", {}, {} },
        };
        int acted = 0;
        for (const Step& step : steps) {
            QString err;
            if (step.actor.isEmpty()) {
                const int code = runCli({ "move", cliFile, "--combatant", step.mover, "--to",
                                            QString("%1,%2").arg(step.to.q).arg(step.to.r) },
                    &err);
                const CombatantId mover = idOf(s, step.mover);
                const Hex from = s.data().find(mover)->position;
                const QString why = s.moveCombatant(mover, step.to);
                QVERIFY2((code == 0) == why.isEmpty(), qPrintable(why + err));
                // One undo step puts it back; redo moves it again.
                s.undoStack()->undo();
                QVERIFY(s.data().find(mover)->position == from);
                s.undoStack()->redo();
                QVERIFY(s.data().find(mover)->position == step.to);
                continue;
            }
            QStringList args { "act", cliFile, "--actor", step.actor, "--target", step.target,
                "--aim", step.aim };
            if (!step.weapon.isEmpty())
                args << "--weapon" << step.weapon;
            if (step.aims >= 0)
                args << "--aims" << QString::number(step.aims);
            const int code = runCli(args, &err);

            // The window: pick the actor and its target, take up the weapon and the aims, set
            // the distance between them, Fire.
            QVERIFY(s.pickActor(idOf(s, step.actor)).isEmpty() || code != 0);
            QVERIFY(s.pickTarget(idOf(s, step.target)).isEmpty() || code != 0);
            AttackRequest settings = s.settings();
            if (!step.weapon.isEmpty()) {
                settings.weapon = step.weapon.toStdString();
                const Weapon* weapon = s.ruleset()->weapon(settings.weapon);
                if (!weapon->canFire(settings.mode))
                    settings.mode = weapon->firstMode();
            }
            if (step.aims >= 0)
                settings.aims = step.aims;
            settings.target = *parseHex(step.aim.toStdString()); // the hex clicked on the body
            const Combatant& actor = *s.data().find(idOf(s, step.actor));
            const Combatant& target = *s.data().find(idOf(s, step.target));
            settings.range.reset();
            settings.distance = metresBetween(actor, target);
            s.changeSettings(settings, "Set up");
            // What the command line refuses the window's Fire button refuses too.
            const QString why = s.checkSettings();
            QVERIFY2(why.isEmpty() == (code == 0), qPrintable(why + " / " + err));
            if (code != 0)
                continue;
            const std::size_t before = s.data().log.size();
            w.fire();
            const bool fired = s.data().log.size() == before + 1;
            QVERIFY(fired);
            acted += fired ? 1 : 0;
        }
        QCOMPARE(acted, 6);

        // Both end in the same state.
        QFile file(cliFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const EncounterLoad load = readEncounter(*s.ruleset(), file.readAll().toStdString(), "cli");
        QVERIFY(load.encounter);
        const Encounter& cli = *load.encounter;
        const Encounter& win = s.data();
        QCOMPARE(cli.log.size(), win.log.size());
        QCOMPARE(cli.dice.facesUsed, win.dice.facesUsed);
        for (std::size_t i = 0; i < cli.log.size(); ++i)
            QVERIFY(cli.log[i].action.dice == win.log[i].action.dice);
        QCOMPARE(cli.combatants.size(), win.combatants.size());
        for (std::size_t i = 0; i < cli.combatants.size(); ++i) {
            const Combatant& a = cli.combatants[i];
            const Combatant& b = win.combatants[i];
            QCOMPARE(qs(a.name), qs(b.name));
            QVERIFY2(a.position == b.position,
                qPrintable(QString("%1: %2,%3 and %4,%5")
                               .arg(qs(a.name))
                               .arg(a.position.q)
                               .arg(a.position.r)
                               .arg(b.position.q)
                               .arg(b.position.r)));
            QCOMPARE(a.state.incap, b.state.incap);
            QCOMPARE(a.state.wounds, b.state.wounds);
            QCOMPARE(a.state.bruising, b.state.bruising);
            QVERIFY(a.state.locations == b.state.locations);
            QCOMPARE(a.state.knockedDown, b.state.knockedDown);
            const Readiness ready = a.id == win.actor ? s.actorReadiness() : b.readiness;
            QCOMPARE(qs(a.readiness.weapon), qs(ready.weapon));
            QCOMPARE(a.readiness.aims, ready.aims);
            QCOMPARE(a.readiness.lastTarget, ready.lastTarget);
        }
    }

    // The target follows the turn: the one the actor last attacked while it stands, else the
    // nearest enemy standing; the History dock lists each step, one a line.
    void theTargetFollowsTheTurn()
    {
        auto window = shownWindow();
        BodyTable& w = *window;
        Session& s = *w.session();
        QVERIFY(w.openSessionFrom(dataPath("sessions/encounter/fight.yaml")).isEmpty());
        const CombatantId kaar = idOf(s, "Kaar"), wickham = idOf(s, "Wickham"),
                          rock = idOf(s, "Max.Rock");
        // Kaar last threw at Max.Rock, who lies unconscious: the nearest Frother instead (both
        // stand 10 m off; Wickham joined first).
        QCOMPARE(s.data().find(kaar)->readiness.lastTarget, rock);
        QVERIFY(s.pickActor(kaar).isEmpty());
        QCOMPARE(s.data().target, wickham);
        QVERIFY(s.data().others.empty());
        AttackRequest rifle = s.settings();
        rifle.weapon = "assault-rifle";
        rifle.target = *parseHex("J26");
        rifle.distance = 10;
        s.changeSettings(rifle, "Rifle");
        w.fire();
        QCOMPARE(s.data().log.size(), std::size_t(5));
        // Wickham's turn: its own last target lies unconscious, so Kaar, the only one standing.
        QVERIFY(s.pickActor(wickham).isEmpty());
        QCOMPARE(s.data().target, kaar);
        // Kaar's again: the Frother it shot, while it stands.
        QVERIFY(s.pickActor(kaar).isEmpty());
        const bool standing
            = s.data().find(wickham)->state.status(*s.ruleset()) == CharacterStatus::Ok;
        QCOMPARE(s.data().target, standing ? wickham : idOf(s, "Wickham 2"));

        // View ▸ History shows the steps.
        auto* dock = w.findChild<QDockWidget*>("historyDock");
        QVERIFY(dock && !dock->isVisible());
        dock->toggleViewAction()->trigger();
        QTRY_VERIFY(dock->isVisible());
        auto* history = w.findChild<QUndoView*>("historyView");
        QVERIFY(history && history->isVisible());
        QCOMPARE(history->stack(), s.undoStack());
        QCOMPARE(history->model()->rowCount(), s.undoStack()->count() + 1);
        QVERIFY(!s.undoStack()->command(0)->text().isEmpty());
        // A click on a line goes back to it.
        history->setCurrentIndex(history->model()->index(1, 0));
        QCOMPARE(s.undoStack()->index(), 1);
    }
};

QTEST_MAIN(TestTablePlay)
#include "tst_tableplay.moc"
