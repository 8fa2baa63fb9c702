// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The history gives back every step exactly. The undo commands keep only what a step changed,
// and of that only the value the document does not hold now (doing and undoing swap it with
// the document's), the settings and panels shared among the steps that hold equal ones: a fight
// played step by step, then undone to its start and redone to its end, stands at every step as
// it stood when the step was first done. In the 3d System's session and on the ground map.
#include "app/document/groundscene.h"
#include "app/document/scenesnapshot.h"
#include "app/document/session.h"
#include "testsupport.h"

#include <QTest>
#include <QUndoStack>

#include <algorithm>

using namespace hitspread;
using namespace hitspread::test;

namespace {

// The 3d System's session as a step leaves it: what its file holds, and what it does not (each
// combatant's readiness, who is picked, the Shooter and Grenade docks, the dice).
struct SessionPicture {
    std::string file;
    std::vector<Combatant> combatants;
    AttackRequest settings;
    GrenadeAction grenade;
    TrackerState tracker;
    CombatantId actor = 0;
    CombatantId target = 0;
    std::vector<CombatantId> others;
    std::uint64_t facesUsed = 0;
    std::size_t logSize = 0;

    static SessionPicture of(const Session& session)
    {
        // The one who acts is ready as the Shooter dock has it set, whatever the roster kept
        // (as the session writes its file).
        Encounter e = session.data();
        for (Combatant& c : e.combatants)
            if (c.id == e.actor)
                c.readiness = session.actorReadiness();
        return { writeEncounter(*session.ruleset(), e), e.combatants, e.settings, e.grenade,
            e.tracker, e.actor, e.target, e.others, e.dice.facesUsed, e.log.size() };
    }

    // Empty when the same, else what differs.
    QString differenceTo(const SessionPicture& other) const
    {
        if (combatants.size() != other.combatants.size())
            return QStringLiteral("the roster's size");
        for (std::size_t i = 0; i < combatants.size(); ++i)
            if (!sameCombatant(combatants[i], other.combatants[i])) {
                const Combatant& a = combatants[i];
                const Combatant& b = other.combatants[i];
                return QStringLiteral("combatant %1 (%2)")
                    .arg(qs(a.name),
                        !(a.readiness == b.readiness)     ? QStringLiteral("its readiness")
                            : !(a.position == b.position) ? QStringLiteral("where it stands")
                            : a.posture != b.posture      ? QStringLiteral("its posture")
                                                          : QStringLiteral("its wounds"));
            }
        if (!(settings == other.settings))
            return QStringLiteral("the settings");
        if (!(grenade == other.grenade))
            return QStringLiteral("the grenade");
        if (!(tracker == other.tracker))
            return QStringLiteral("the tracker");
        if (actor != other.actor || target != other.target || others != other.others)
            return QStringLiteral("who is picked");
        if (facesUsed != other.facesUsed)
            return QStringLiteral("the dice");
        if (logSize != other.logSize)
            return QStringLiteral("the log");
        if (file != other.file) {
            std::size_t at = 0;
            while (at < file.size() && at < other.file.size() && file[at] == other.file[at])
                ++at;
            return QStringLiteral("the file, from: %1 / %2")
                .arg(qs(file.substr(at > 200 ? at - 200 : 0, 300)),
                    qs(other.file.substr(at > 200 ? at - 200 : 0, 300)));
        }
        return {};
    }
};

// The ground map's table as a step leaves it (the action panel is not the history's: a change
// of weapon or target is no step).
struct GroundPicture {
    GroundState state;

    static GroundPicture of(const GroundScene& scene) { return { scene.state() }; }

    QString differenceTo(const GroundPicture& other) const
    {
        if (!(state.scene == other.state.scene))
            return QStringLiteral("the scene");
        if (!(state.round == other.state.round))
            return QStringLiteral("the round");
        if (!(state.dice == other.state.dice))
            return QStringLiteral("the dice");
        if (state.log.size() != other.state.log.size())
            return QStringLiteral("the log");
        for (std::size_t i = 0; i < state.log.size(); ++i)
            if (!(state.log[i].before == other.state.log[i].before)
                || !(state.log[i].action == other.state.log[i].action))
                return QStringLiteral("log entry %1").arg(i + 1);
        return {};
    }
};

// Undoes the whole history, checking each step against `pictures` (the document after step
// i is pictures[i], before the first pictures[0]), then redoes it, checking again.
template <class Picture, class Document>
void walkTheHistory(
    QUndoStack& stack, const Document& document, const std::vector<Picture>& pictures)
{
    QCOMPARE(static_cast<std::size_t>(stack.count()) + 1, pictures.size());
    for (int i = stack.count(); i > 0; --i) {
        stack.undo();
        const QString difference = Picture::of(document).differenceTo(pictures[i - 1]);
        QVERIFY2(difference.isEmpty(),
            qPrintable(QStringLiteral("undoing '%1': %2").arg(stack.text(i - 1), difference)));
    }
    for (int i = 0; i < stack.count(); ++i) {
        stack.redo();
        const QString difference = Picture::of(document).differenceTo(pictures[i + 1]);
        QVERIFY2(difference.isEmpty(),
            qPrintable(QStringLiteral("redoing '%1': %2").arg(stack.text(i), difference)));
    }
}
}

class TestHistory : public QObject {
    Q_OBJECT
private slots:
    void theSessionStandsAsItStoodAtEveryStep()
    {
        Session session;
        QVERIFY(session.loadRuleset(rulesetPath("3d-system")).isEmpty());
        const Ruleset& rs = *session.ruleset();
        session.setDiceMode(false, 20261129);
        session.undoStack()->clear();
        std::vector<SessionPicture> pictures { SessionPicture::of(session) };
        QUndoStack& stack = *session.undoStack();
        // Each call is one step of the history, or none when it changed nothing.
        const auto step = [&](const QString& what, const QString& refused) {
            QVERIFY2(refused.isEmpty(), qPrintable(what + QStringLiteral(": ") + refused));
            // A new step, or one merged into the last (the same control changed again).
            if (static_cast<std::size_t>(stack.count()) + 1 > pictures.size())
                pictures.push_back(SessionPicture::of(session));
            else if (stack.count() > 0)
                pictures.back() = SessionPicture::of(session);
            QCOMPARE(static_cast<std::size_t>(stack.count()) + 1, pictures.size());
        };
        step("join", session.addCombatant(rs.characters.at("operative"), 0));
        step("join", session.addCombatant(rs.characters.at("frother"), 1));
        step("join", session.addCombatant(rs.characters.at("frother"), 1));
        const std::vector<Combatant> roster = session.data().combatants;
        QVERIFY(roster.size() >= 4);
        const CombatantId operative = roster[0].id;
        const CombatantId frother = roster[roster.size() - 2].id;
        const CombatantId second = roster.back().id;
        step("actor", session.pickActor(operative));
        step("target", session.pickTarget(frother));
        step("stand",
            session.moveCombatant(
                frother, session.data().find(operative)->position + Hex { 12, 0 }));
        step("stand",
            session.moveCombatant(second, session.data().find(frother)->position + Hex { 0, 1 }));
        // Two edits of one control make one step, undone to the settings before the first.
        AttackRequest aimed = session.settings();
        aimed.modifier = 2;
        session.changeSettings(aimed, "Modifier");
        step("modifier", {});
        aimed.modifier = 3;
        session.changeSettings(aimed, "Modifier");
        step("modifier merged", {});
        step("fire", session.fire());
        // An aimed shot: the shot spends the aims and the aimed shot with them; undone, the
        // Shooter dock has both again, and the change of aims redone has its aimed shot.
        AttackRequest aiming = session.settings();
        aiming.aims = 2;
        aiming.shot = ShotType::Aimed;
        session.changeSettings(aiming, "Aims");
        step("aims", {});
        step("aimed shot", session.fire());
        QVERIFY(session.settings().shot != ShotType::Aimed);
        // The Frother stands up fresh (an edit of the target) for what comes.
        session.changeTarget(CharacterState::fromSheet(rs, *session.target().sheet), "Up");
        step("up", {});
        step("further", session.toggleFurtherTarget(second));
        step("fire again", session.fire());
        step("another acts", session.pickActor(frother));
        step("at the operative", session.pickTarget(operative));
        step("beside",
            session.moveCombatant(
                frother, session.data().find(operative)->position + Hex { 1, 0 }));
        step("fire back", session.fire());
        step("grenade aimed", session.aimGrenadeAt(session.data().find(operative)->position));
        const GrenadeAction grenade = session.grenadeAction();
        step("thrown", session.throwGrenade(grenade, session.nextSeededFaces(grenade)));
        step("round", session.startRound(session.nextInitiativeFaces()));
        step("turn", session.endTurn());
        step("turn", session.endTurn());
        QVERIFY(stack.count() > 15);
        walkTheHistory(stack, session, pictures);
    }

    void theGroundMapStandsAsItStoodAtEveryStep()
    {
        GroundScene scene;
        QVERIFY(scene.loadRuleset(rulesetPath("d6-modern")).isEmpty());
        scene.setDiceMode(false, 20261129);
        scene.undoStack()->clear();
        QUndoStack& stack = *scene.undoStack();
        std::vector<GroundPicture> pictures { GroundPicture::of(scene) };
        const auto step = [&](const char* what, const QString& refused) {
            QVERIFY2(refused.isEmpty(), qPrintable(QString::fromUtf8(what) + ": " + refused));
            // A new step, or one merged into the last (the same control changed again).
            if (static_cast<std::size_t>(stack.count()) + 1 > pictures.size())
                pictures.push_back(GroundPicture::of(scene));
            else if (stack.count() > 0)
                pictures.back() = GroundPicture::of(scene);
            QCOMPARE(static_cast<std::size_t>(stack.count()) + 1, pictures.size());
        };
        scene.addFigure("gang-member-a", Hex { 3, 4 });
        step("join", {});
        scene.addFigure("hening", Hex { 0, 0 });
        step("join", {});
        const int figures = static_cast<int>(scene.state().scene.figures.size());
        QVERIFY(figures >= 3);
        step("move", scene.moveFigure(figures - 1, Hex { 1, 0 }));
        scene.setShooter(figures - 1);
        step("acts", {});
        scene.setTarget(figures - 2);
        step("resolve", scene.resolve());
        // The gun set to another fire mode: the figure keeps it when the turn passes.
        const std::vector<ground::WeaponChoice> weapons = scene.engine()->weapons();
        ground::Action other = scene.action();
        const auto gun = std::find_if(
            weapons.begin(), weapons.end(), [&](const auto& w) { return w.id == other.weapon; });
        QVERIFY(gun != weapons.end() && gun->modes.size() >= 2);
        other.mode = gun->modes[0].id == other.mode ? gun->modes[1].id : gun->modes[0].id;
        scene.setAction(other);
        scene.setShooter(figures - 2);
        step("the other acts", {});
        QCOMPARE(
            scene.state().scene.figures[static_cast<std::size_t>(figures - 1)].mode, other.mode);
        scene.setTarget(figures - 1);
        step("resolve", scene.resolve());
        step("round", scene.startRound());
        step("turn", scene.nextTurn());
        scene.healAll();
        step("healed", {});
        QVERIFY(stack.count() >= 8);
        walkTheHistory(stack, scene, pictures);
    }
};

QTEST_MAIN(TestHistory)
#include "tst_history.moc"
