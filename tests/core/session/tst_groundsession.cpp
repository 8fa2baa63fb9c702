// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Ground map session files: a session of each ground system written and read back is the
// same session, its log replayed to the same outcomes; a bad file is refused whole with the
// position of what is wrong, and never crashes the reader.
#include "ground.h"
#include "groundsession.h"
#include "rulesetreader.h"
#include "testsupport.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <map>
#include <memory>

using namespace hitspread;
using namespace hitspread::test;

namespace {
const Ruleset& groundRuleset(const QString& id)
{
    static std::map<QString, std::unique_ptr<Ruleset>> loaded;
    auto& slot = loaded[id];
    if (!slot)
        slot = std::make_unique<Ruleset>(loadOrStop(rulesetPath(id), true));
    return *slot;
}

std::string firstWeapon(const ground::Engine& e, ground::WeaponKind kind)
{
    for (const ground::WeaponChoice& w : e.weapons())
        if (w.kind == kind)
            return w.id;
    return {};
}

// One action as the window resolves it: seeded dice, the faces used kept for the log.
GroundSessionEntry resolved(const ground::Engine& e, const ground::Scene& before,
    const ground::Action& action, std::uint64_t seed)
{
    SeededDice dice(seed);
    GroundSessionEntry entry;
    entry.action = action;
    entry.before = before;
    entry.outcome = e.resolve(before, action, dice);
    entry.dice = entry.outcome.dice;
    return entry;
}

// Three figures (the one acting 10 m below the intended point, the target on it, a third
// beside it, hurt already), an attack, then a throw at the intended point; afterwards the
// third figure moves and the next action is set up with a situation, a modifier and options.
GroundSessionData playedSession(const Ruleset& rs)
{
    const ground::Engine& e = *rs.ground;
    const auto characters = e.characters();
    GroundSessionData session;
    session.rulesetId = rs.id;
    ground::Scene& start = session.start;
    ground::Figure shooter
        = e.figure(e.defaultShooter().empty() ? characters.front().id : e.defaultShooter());
    shooter.position = { 0, 10 };
    ground::Figure target
        = e.figure(e.defaultTarget().empty() ? characters.back().id : e.defaultTarget());
    target.name += " 2";
    target.position = { 0, 0 };
    target.side = 1;
    ground::Figure third = e.figure(characters.back().id);
    third.name = "Third: figure, \"quoted\"";
    third.position = { 1, -1 };
    third.side = 1;
    // Hurt already, in the first value the system keeps: one step from unhurt.
    const ground::StateKey hurt = e.stateKeys(third).front();
    third.state[hurt.key] = hurt.min == 0 ? 1 : hurt.max - 1;
    start.figures = { shooter, target, third };
    start.aim = { 0, 0 };

    ground::Action attack;
    attack.weapon = firstWeapon(e, ground::WeaponKind::Ranged);
    attack.target = 1;
    session.log.push_back(resolved(e, start, attack, 2026));

    // The shooter throws in his next turn: d6-modern allows one attack a turn (the other
    // systems keep no such count).
    ground::Scene next = session.log.back().outcome.after;
    next.figures[0].state.erase("attacks_made");
    next.aim = { 0, 1 };
    ground::Action toss;
    toss.isThrow = true;
    toss.weapon = firstWeapon(e, ground::WeaponKind::Thrown);
    toss.target = -1;
    session.log.push_back(resolved(e, next, toss, 77));

    session.scene = session.log.back().outcome.after;
    session.scene.figures[2].position = { -3, 2 };
    ground::Action a;
    a.weapon = attack.weapon;
    const auto weapons = e.weapons();
    for (const ground::WeaponChoice& w : weapons)
        if (w.id == a.weapon && !w.modes.empty())
            a.mode = w.modes.back().id;
    const auto situations = e.situations();
    if (!situations.empty())
        a.situations.push_back(situations.front().id);
    a.modifier = -1;
    a.target = 2;
    for (const ground::OptionSpec& spec : e.options(a))
        a.options[spec.id] = spec.max;
    session.action = a;
    return session;
}

void compareOutcomes(const ground::Outcome& got, const ground::Outcome& expected)
{
    QCOMPARE(got.dice, expected.dice);
    QCOMPARE(got.hit, expected.hit);
    QCOMPARE(got.landing, expected.landing);
    QCOMPARE(got.direction, expected.direction);
    QCOMPARE(got.drift, expected.drift);
    QCOMPARE(got.after, expected.after);
    QCOMPARE(got.rolls.size(), expected.rolls.size());
    for (std::size_t i = 0; i < got.rolls.size(); ++i)
        QCOMPARE(got.rolls[i].faces, expected.rolls[i].faces);
    QCOMPARE(got.figures.size(), expected.figures.size());
    for (std::size_t i = 0; i < got.figures.size(); ++i) {
        QCOMPARE(got.figures[i].figure, expected.figures[i].figure);
        QCOMPARE(got.figures[i].affected, expected.figures[i].affected);
        QCOMPARE(got.figures[i].ring, expected.figures[i].ring);
        QCOMPARE(qs(got.figures[i].result.english()), qs(expected.figures[i].result.english()));
    }
    QCOMPARE(got.working.size(), expected.working.size());
    for (std::size_t i = 0; i < got.working.size(); ++i)
        QCOMPARE(qs(got.working[i].english()), qs(expected.working[i].english()));
}

// The line (1-based) of the first occurrence of `text` in `file`.
int lineOf(const std::string& file, const std::string& text)
{
    const std::size_t at = file.find(text);
    if (at == std::string::npos)
        return -1;
    return 1
        + static_cast<int>(
            std::count(file.begin(), file.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const std::size_t at = text.find(from);
    if (at == std::string::npos)
        qFatal("'%s' is not in the file", from.c_str());
    return text.replace(at, from.size(), to);
}

std::string replacedEverywhere(std::string text, const std::string& from, const std::string& to)
{
    for (std::size_t at = text.find(from); at != std::string::npos;
         at = text.find(from, at + to.size()))
        text.replace(at, from.size(), to);
    return text;
}

// A file under tests/data, whole.
std::string fileText(const QString& relative)
{
    QFile file(dataPath(relative));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return file.readAll().toStdString();
}

QString allErrors(const GroundSessionLoad& load)
{
    QStringList lines;
    for (const LoadError& e : load.errors)
        lines << qs(e.text());
    return lines.join('\n');
}
}

class TestGroundSession : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("d6pool") << "d6-modern";
        QTest::newRow("d6ladder") << "d6-stargate";
        QTest::newRow("successpool") << "success-pool";
        QTest::newRow("rollunder") << "roll-under";
    }

    // Written and read back: the same scenes and actions, and every log entry replays to the
    // outcome it had (dice, where a throw landed, each figure's result, the working).
    void roundTrip()
    {
        QFETCH(QString, id);
        const Ruleset& rs = groundRuleset(id);
        const GroundSessionData session = playedSession(rs);
        QVERIFY(!session.log[0].dice.empty());
        QVERIFY(!session.log[1].dice.empty());
        QVERIFY(session.log[1].action.isThrow);

        const std::string text = writeGroundSession(rs, session);
        QVERIFY(text.find("hitspread_ground_session: 3") != std::string::npos);
        QVERIFY(text.find("ruleset: " + rs.id) != std::string::npos);
        const GroundSessionLoad load = readGroundSession(rs, text, "table.yaml");
        QVERIFY2(load.errors.empty(), qPrintable(allErrors(load) + "\n" + qs(text)));
        QVERIFY(load.session);
        const GroundSessionData& got = *load.session;
        QCOMPARE(got.rulesetId, rs.id);
        QCOMPARE(got.start, session.start);
        QCOMPARE(got.scene, session.scene);
        QCOMPARE(got.action, session.action);
        QCOMPARE(got.log.size(), session.log.size());
        for (std::size_t i = 0; i < got.log.size(); ++i) {
            QCOMPARE(got.log[i].action, session.log[i].action);
            QCOMPARE(got.log[i].before, session.log[i].before);
            QCOMPARE(got.log[i].dice, session.log[i].dice);
            compareOutcomes(got.log[i].outcome, session.log[i].outcome);
            if (QTest::currentTestFailed())
                return;
        }
        // Written again, the same text: nothing is lost or added on the way.
        QCOMPARE(qs(writeGroundSession(rs, got)), qs(text));
    }

    // The files of this format kept under tests/data/sessions/ground (one per system, the
    // session above as written when they were made) still open to the same session: a
    // change of the writer or reader that breaks users' files fails here. Regenerated with
    // HITSPREAD_UPDATE_GOLDEN=1 only when the format changes on purpose.
    void committedFilesOpen_data() { roundTrip_data(); }

    void committedFilesOpen()
    {
        QFETCH(QString, id);
        const Ruleset& rs = groundRuleset(id);
        const std::string written = writeGroundSession(rs, playedSession(rs));
        QFile file(dataPath("sessions/ground/" + id + ".yaml"));
        if (qEnvironmentVariableIsSet("HITSPREAD_UPDATE_GOLDEN")) {
            QVERIFY(file.open(QIODevice::WriteOnly));
            QCOMPARE(file.write(written.data(), qint64(written.size())), qint64(written.size()));
            return;
        }
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const std::string text = file.readAll().toStdString();
        const GroundSessionLoad load = readGroundSession(rs, text, file.fileName().toStdString());
        QVERIFY2(load.session, qPrintable(allErrors(load)));
        const GroundSessionData expected = playedSession(rs);
        QCOMPARE(load.session->scene, expected.scene);
        QCOMPARE(load.session->log.size(), expected.log.size());
        QCOMPARE(qs(writeGroundSession(rs, *load.session)), qs(text));
    }

    // The same files as format 2 wrote them, before each figure kept its readiness: each
    // opens to the same table and is written again as format 3, nothing else changed.
    void formatTwoFilesOpen_data() { roundTrip_data(); }

    void formatTwoFilesOpen()
    {
        QFETCH(QString, id);
        const Ruleset& rs = groundRuleset(id);
        const std::string text = fileText("sessions/ground/format2/" + id + ".yaml");
        QVERIFY(text.find("hitspread_ground_session: 2\n") != std::string::npos);
        const GroundSessionLoad load = readGroundSession(rs, text, "format2.yaml");
        QVERIFY2(load.session, qPrintable(allErrors(load)));
        QCOMPARE(load.session->fileFormat, 2);
        const GroundSessionData expected = playedSession(rs);
        QCOMPARE(load.session->scene, expected.scene);
        QCOMPARE(load.session->log.size(), expected.log.size());
        std::string again = writeGroundSession(rs, *load.session);
        const std::size_t version = again.find("hitspread_ground_session: 3\n");
        QVERIFY(version != std::string::npos);
        again.replace(version, 28, "hitspread_ground_session: 2\n");
        QCOMPARE(qs(again), qs(text));
    }

    // A figure keeps the weapon in hand and its mode; an unknown one is refused where it is.
    void readinessRoundTrips()
    {
        const Ruleset& rs = groundRuleset("d6-modern");
        GroundSessionData session = playedSession(rs);
        session.scene.figures[0].weapon = "baretta-96f";
        session.scene.figures[0].mode = "semi";
        const std::string text = writeGroundSession(rs, session);
        const GroundSessionLoad load = readGroundSession(rs, text, "ready.yaml");
        QVERIFY2(load.session, qPrintable(allErrors(load)));
        QCOMPARE(load.session->scene.figures[0].weapon, std::string("baretta-96f"));
        QCOMPARE(load.session->scene.figures[0].mode, std::string("semi"));
        std::string broken = text;
        const std::size_t mode = broken.find("mode: semi", broken.find("\nscene:"));
        QVERIFY(mode != std::string::npos);
        broken.replace(mode, 10, "mode: burp");
        const GroundSessionLoad refused = readGroundSession(rs, broken, "ready.yaml");
        QVERIFY(!refused.session);
        QVERIFY2(allErrors(refused).contains("ready.yaml:") && allErrors(refused).contains("burp"),
            qPrintable(allErrors(refused)));
    }

    // The same files as format 1 wrote them, before the dice record: each opens to the same
    // table, with Hitspread's dice at seed 1 from the start of its sequence, and is written
    // again as format 2 with its dice.
    void formatOneFilesOpen_data() { roundTrip_data(); }

    void formatOneFilesOpen()
    {
        QFETCH(QString, id);
        const Ruleset& rs = groundRuleset(id);
        const std::string text = fileText("sessions/ground/format1/" + id + ".yaml");
        QVERIFY(text.find("hitspread_ground_session: 1\n") != std::string::npos);
        QVERIFY(text.find("\ndice:") == std::string::npos);
        const GroundSessionLoad load = readGroundSession(rs, text, "format1.yaml");
        QVERIFY2(load.session, qPrintable(allErrors(load)));
        QCOMPARE(load.session->fileFormat, 1);
        const GroundSessionData expected = playedSession(rs);
        QCOMPARE(load.session->scene, expected.scene);
        QCOMPARE(load.session->log.size(), expected.log.size());
        QVERIFY(load.session->dice == DiceSettings {});
        // Written before there were sides: the shooter on the first, the others on the second.
        QVERIFY(load.session->scene.sides == defaultSides());
        for (std::size_t i = 0; i < load.session->scene.figures.size(); ++i)
            QCOMPARE(load.session->scene.figures[i].side,
                static_cast<int>(i) == load.session->scene.shooter ? 0 : 1);
        const std::string again = writeGroundSession(rs, *load.session);
        QVERIFY(again.find("hitspread_ground_session: 3") != std::string::npos);
        QVERIFY(again.find("dice: {typed: false, seed: 1, faces_used: 0}") != std::string::npos);
    }

    // The dice record goes into the file and comes back: who rolls, the seed, how far into it.
    void diceRecordRoundTrips()
    {
        const Ruleset& rs = groundRuleset("d6-modern");
        GroundSessionData session = playedSession(rs);
        session.dice = { true, 18446744073709551557ULL, 41 };
        const std::string text = writeGroundSession(rs, session);
        QVERIFY2(text.find("dice: {typed: true, seed: 18446744073709551557, faces_used: 41}")
                != std::string::npos,
            text.c_str());
        const GroundSessionLoad load = readGroundSession(rs, text, "dice.yaml");
        QVERIFY2(load.session, qPrintable(allErrors(load)));
        QVERIFY(load.session->dice == session.dice);
        QCOMPARE(load.session->fileFormat, 3);
        // A broken record is refused with its place.
        std::string broken = text;
        broken.replace(broken.find("faces_used: 41"), 14, "faces_used: -3");
        const GroundSessionLoad refused = readGroundSession(rs, broken, "dice.yaml");
        QVERIFY(!refused.session);
        QVERIFY2(allErrors(refused).contains("dice.yaml:"), qPrintable(allErrors(refused)));
    }

    // The sides of the ground map's fight go into the file with each figure's side and come
    // back; a side the scene lacks, a colour that is none, a name taken twice or a fight of one
    // side are refused with their place.
    void sidesRoundTrip()
    {
        const Ruleset& rs = groundRuleset("success-pool");
        GroundSessionData session = playedSession(rs);
        session.scene.sides
            = { { "Operatives", "#2f6fb0" }, { "Gang", "#b03a2f" }, { "Bystanders", "#6b9672" } };
        session.scene.figures[2].side = 2;
        const std::string text = writeGroundSession(rs, session);
        QVERIFY2(text.find("{name: Bystanders, colour: \"#6b9672\"}") != std::string::npos,
            text.c_str());
        const GroundSessionLoad load = readGroundSession(rs, text, "sides.yaml");
        QVERIFY2(load.session, qPrintable(allErrors(load)));
        QVERIFY(load.session->scene.sides == session.scene.sides);
        QCOMPARE(load.session->scene.figures[2].side, 2);

        const auto refusedWith = [&](std::string broken, const std::string& from,
                                     const std::string& to, const QString& words) {
            const std::size_t at = broken.find(from);
            QVERIFY2(at != std::string::npos, from.c_str());
            broken.replace(at, from.size(), to);
            const GroundSessionLoad refused = readGroundSession(rs, broken, "sides.yaml");
            QVERIFY(!refused.session);
            QVERIFY2(allErrors(refused).contains(words), qPrintable(allErrors(refused)));
        };
        refusedWith(text, "side: 2", "side: 5", "no side 6");
        refusedWith(text, "\"#6b9672\"", "green", "is not a colour");
        refusedWith(text, "name: Bystanders", "name: Gang", "taken by another side");
    }

    // The tracker's round goes into the file and comes back: its number, each turn (figure,
    // score, first or second action, with the turn before) and the turn under way. A turn of
    // a figure the scene does not have, or a current turn past the last, is refused with its
    // place; a file without a round has none under way.
    void roundRoundTrips()
    {
        const Ruleset& rs = groundRuleset("d6-modern");
        GroundSessionData session = playedSession(rs);
        QVERIFY(writeGroundSession(rs, session).find("\nround:") == std::string::npos);
        session.round = { 2,
            { { 1, 9, 1, false }, { 0, 9, 1, true }, { 2, 8, 1, false }, { 1, 9, 2, false } }, 3 };
        const std::string text = writeGroundSession(rs, session);
        QVERIFY2(
            text.find("{figure: 0, score: 9, action: 1, with_previous: true}") != std::string::npos,
            text.c_str());
        const GroundSessionLoad load = readGroundSession(rs, text, "round.yaml");
        QVERIFY2(load.session, qPrintable(allErrors(load)));
        QVERIFY(load.session->round == session.round);

        std::string badFigure = text;
        badFigure.replace(badFigure.find("{figure: 2, score: 8"), 10, "{figure: 7");
        const GroundSessionLoad refused = readGroundSession(rs, badFigure, "round.yaml");
        QVERIFY(!refused.session);
        QVERIFY2(
            allErrors(refused).contains("round.yaml:") && allErrors(refused).contains("figure"),
            qPrintable(allErrors(refused)));
        std::string badCurrent = text;
        badCurrent.replace(badCurrent.find("current: 3"), 10, "current: 4");
        QVERIFY(!readGroundSession(rs, badCurrent, "round.yaml").session);
    }

    // A success-pool file written before a figure's own actions became the only count of them
    // (the committed session of a8568c7): its action carries the option actions_left, which
    // success-pool no longer has. It opens, the option read and dropped (groundsession.cpp says
    // why), with its figures as saved and its log replayed under the rules as they are.
    void successPoolActionsLeftFileOpens()
    {
        const Ruleset& rs = groundRuleset("success-pool");
        const std::string text = fileText("sessions/ground/old/success-pool-actions-left.yaml");
        QVERIFY(text.find("options: {actions_left: 20}") != std::string::npos);
        const GroundSessionLoad load = readGroundSession(rs, text, "old.yaml");
        QVERIFY2(load.session, qPrintable(allErrors(load)));
        const GroundSessionData& old = *load.session;

        // Written before there were sides: the shooter on the first, the others on the second.
        const auto figure = [](const std::string& character, const std::string& name, Hex at,
                                std::map<std::string, int> state) {
            return ground::Figure { character, name, at, std::move(state), name == "Mara" ? 0 : 1 };
        };
        const std::string third = "Third: figure, \"quoted\"";
        QCOMPARE(old.start.figures,
            (std::vector<ground::Figure> { figure("mara", "Mara", { 0, 10 }, {}),
                figure("thug", "Thug 2", { 0, 0 }, {}),
                figure("veteran", third, { 1, -1 }, { { "wounds", 1 } }) }));
        QCOMPARE(old.scene.shooter, 0);
        QCOMPARE(old.scene.aim, (Hex { 0, 1 }));
        QCOMPARE(old.scene.figures,
            (std::vector<ground::Figure> { figure("mara", "Mara", { 0, 10 }, { { "actions", 0 } }),
                figure("thug", "Thug 2", { 0, 0 }, { { "wounds", 8 } }),
                figure("veteran", third, { -3, 2 }, { { "wounds", 3 } }) }));
        // The action set up next, all but the option.
        QCOMPARE(old.action.weapon, std::string("pistol"));
        QCOMPARE(old.action.mode, std::string("single"));
        QCOMPARE(old.action.target, 2);
        QCOMPARE(old.action.situations, std::vector<std::string> { "light_cover" });
        QCOMPARE(old.action.modifier, -1);
        QVERIFY(old.action.options.empty());

        // The log replays to what the file records: the pistol's wounds on the thug, then the
        // grenade's on the thug and the third figure, as the saved scene has them.
        QCOMPARE(old.log.size(), std::size_t(2));
        QCOMPARE(old.log[0].outcome.after.figures[1].value("wounds"), 2);
        QCOMPARE(old.log[1].before.figures[1].value("wounds"), 2);
        QVERIFY(old.log[1].outcome.isThrow);
        QCOMPARE(old.log[1].outcome.after.figures[1].value("wounds"), 8);
        QCOMPARE(old.log[1].outcome.after.figures[2].value("wounds"), 3);
        // Its first entry is the current file's first entry, word for word: the same outcome.
        const GroundSessionLoad now = readGroundSession(
            rs, fileText("sessions/ground/success-pool.yaml"), "success-pool.yaml");
        QVERIFY2(now.session, qPrintable(allErrors(now)));
        QCOMPARE(old.log[0].before, now.session->log[0].before);
        compareOutcomes(old.log[0].outcome, now.session->log[0].outcome);
        if (QTest::currentTestFailed())
            return;

        // Saved again, it is a file of today without the option, and opens as it did.
        const std::string saved = writeGroundSession(rs, old);
        QVERIFY(saved.find("actions_left") == std::string::npos);
        const GroundSessionLoad again = readGroundSession(rs, saved, "saved.yaml");
        QVERIFY2(again.session, qPrintable(allErrors(again)));
        QCOMPARE(again.session->scene, old.scene);
        QCOMPARE(again.session->action, old.action);
        QCOMPARE(again.session->log.size(), old.log.size());
    }

    // The window wrote actions_left into every action it logged: whatever number it holds,
    // the entries replay to the same outcomes, the figures' own counts deciding (with 0,
    // the count the option once overrode with, every action would be refused).
    void actionsLeftInTheLogIsIgnored_data()
    {
        QTest::addColumn<int>("value");
        QTest::newRow("none left") << 0;
        QTest::newRow("a human's") << 2;
        QTest::newRow("the most") << 20;
    }

    void actionsLeftInTheLogIsIgnored()
    {
        QFETCH(int, value);
        const Ruleset& rs = groundRuleset("success-pool");
        const std::string text = fileText("sessions/ground/old/success-pool-actions-left.yaml");
        const GroundSessionLoad plain = readGroundSession(rs, text, "old.yaml");
        QVERIFY2(plain.session, qPrintable(allErrors(plain)));
        const std::string everyAction = replacedEverywhere(
            text, "options: {}", "options: {actions_left: " + std::to_string(value) + "}");
        QVERIFY(everyAction.find("options: {}") == std::string::npos);
        const GroundSessionLoad load = readGroundSession(rs, everyAction, "window.yaml");
        QVERIFY2(load.session, qPrintable(allErrors(load)));
        QCOMPARE(load.session->log.size(), plain.session->log.size());
        for (std::size_t i = 0; i < load.session->log.size(); ++i) {
            QVERIFY(load.session->log[i].action.options.empty());
            compareOutcomes(load.session->log[i].outcome, plain.session->log[i].outcome);
            if (QTest::currentTestFailed())
                return;
        }
    }

    // The retired option is still read: a value that never was a number is refused where it
    // stands, and another system, which never had it, still calls it unknown.
    void actionsLeftIsStillRead()
    {
        const Ruleset& rs = groundRuleset("success-pool");
        const std::string text = fileText("sessions/ground/old/success-pool-actions-left.yaml");
        const std::string bad = replaced(text, "actions_left: 20", "actions_left: lots");
        const GroundSessionLoad load = readGroundSession(rs, bad, "bad.yaml");
        QVERIFY(!load.session);
        QVERIFY2(!load.errors.empty()
                && qs(load.errors.front().message.english())
                       .contains("action option 'actions_left' must be a whole number"),
            qPrintable(allErrors(load)));
        QCOMPARE(load.errors.front().line, lineOf(bad, "actions_left: lots"));

        const Ruleset& modern = groundRuleset("d6-modern");
        const std::string other = replaced(writeGroundSession(modern, playedSession(modern)),
            "  options: {", "  options: {actions_left: 2, ");
        const GroundSessionLoad refused = readGroundSession(modern, other, "modern.yaml");
        QVERIFY(!refused.session);
        QVERIFY2(allErrors(refused).contains("unknown option 'actions_left'"),
            qPrintable(allErrors(refused)));
    }

    // An empty log and no start: the start is the scene.
    void minimalFile()
    {
        const Ruleset& rs = groundRuleset("d6-modern");
        const std::string weapon = firstWeapon(*rs.ground, ground::WeaponKind::Ranged);
        const std::string character = rs.ground->characters().front().id;
        const std::string text = "hitspread_ground_session: 1\nruleset: d6-modern\n"
                                 "scene:\n  shooter: 0\n  figures:\n    - {character: "
            + character + ", name: A, position: {q: 0, r: 3}}\naction: {weapon: " + weapon
            + "}\nlog_entries: 0\n";
        const GroundSessionLoad load = readGroundSession(rs, text, "small.yaml");
        QVERIFY2(load.session, qPrintable(allErrors(load)));
        QCOMPARE(load.session->start, load.session->scene);
        QCOMPARE(load.session->scene.figures.size(), std::size_t(1));
        QCOMPARE(load.session->scene.figures[0].position, (Hex { 0, 3 }));
        QCOMPARE(load.session->action.target, -1);
    }

    void corruptFilesAreRefused_data()
    {
        QTest::addColumn<QString>("from"); // replaced in the written file …
        QTest::addColumn<QString>("to"); // … by this
        QTest::addColumn<QString>(
            "where"); // the text on the line the error names (empty: the line changed)
        QTest::addColumn<QString>("message"); // part of the message

        const Ruleset& rs = groundRuleset("d6-modern");
        const GroundSessionData session = playedSession(rs);
        const std::string character = session.start.figures[0].character;
        const std::string weapon = session.log[0].action.weapon;
        std::string dice;
        for (int face : session.log[0].dice)
            dice += (dice.empty() ? "" : ", ") + std::to_string(face);
        std::string fewer;
        for (std::size_t i = 0; i + 1 < session.log[0].dice.size(); ++i)
            fewer += (fewer.empty() ? "" : ", ") + std::to_string(session.log[0].dice[i]);

        QTest::newRow("broken YAML") << "  modifier: -1"
                                     << "  modifier: [-1"
                                     << ""
                                     << "YAML syntax";
        QTest::newRow("unknown key") << "  modifier: -1"
                                     << "  modifer: -1"
                                     << ""
                                     << "unknown key 'modifer'";
        QTest::newRow("wrong type") << "  modifier: -1"
                                    << "  modifier: {a: 1}"
                                    << ""
                                    << "must be a whole number";
        QTest::newRow("unknown character") << ("character: " + qs(character)) << "character: nobody"
                                           << ""
                                           << "unknown character 'nobody'";
        QTest::newRow("unknown weapon") << ("weapon: " + qs(weapon)) << "weapon: laser-sword"
                                        << ""
                                        << "unknown weapon 'laser-sword'";
        QTest::newRow("unknown procedure")
            << ("  - action:\n      weapon: " + qs(weapon))
            << "  - action:\n      procedure: surgery\n      weapon: " + qs(weapon)
            << "procedure: surgery"
            << "unknown procedure 'surgery'";
        QTest::newRow("unknown situation") << "situations: ["
                                           << "situations: [levitating, "
                                           << ""
                                           << "unknown situation 'levitating'";
        QTest::newRow("bad position") << "position: {q: 0, r: 10}"
                                      << "position: {q: zero, r: 10}"
                                      << ""
                                      << "must be a whole number, not 'zero'";
        QTest::newRow("position lacks r") << "position: {q: 0, r: 10}"
                                          << "position: {q: 0}"
                                          << ""
                                          << "lacks the key 'r'";
        QTest::newRow("target not in scene") << "  target: 2"
                                             << "  target: 7"
                                             << ""
                                             << "outside -1 to 2";
        QTest::newRow("duplicate name") << ("name: " + qs(session.start.figures[1].name))
                                        << ("name: " + qs(session.start.figures[0].name)) << ""
                                        << "is taken by another figure";
        QTest::newRow("dice that do not replay")
            << ("dice: [" + qs(dice) + "]") << ("dice: [" + qs(fewer) + "]") << "  - action:"
            << "log entry 1 does not replay: not enough dice";
        QTest::newRow("leftover dice")
            << ("dice: [" + qs(dice) + "]") << ("dice: [" + qs(dice) + ", 1, 2]") << "  - action:"
            << "log entry 1 does not replay: 2 dice left over (1, 2)";
        QTest::newRow("die out of range")
            << ("dice: [" + qs(dice) + "]") << ("dice: [9, " + qs(dice) + "]") << ""
            << "outside 1 to 6";
        QTest::newRow("wrong ruleset")
            << "ruleset: d6-modern"
            << "ruleset: roll-under"
            << ""
            << "session is for ruleset 'roll-under', but 'd6-modern' is loaded";
        QTest::newRow("newer format") << "hitspread_ground_session: 3"
                                      << "hitspread_ground_session: 9"
                                      << ""
                                      << "newer Hitspread";
        QTest::newRow("entry count") << "log_entries: 2"
                                     << "log_entries: 3"
                                     << ""
                                     << "cut short";
        QTest::newRow("unknown state") << "state: {health: "
                                       << "state: {wounds: 1, health: "
                                       << ""
                                       << "unknown state 'wounds' (the system keeps: health, "
                                          "stunned, dodge, step_health, step_stunned, moved, "
                                          "movement, prone, stood_up, attacks_made)";
        QTest::newRow("state out of range") << "state: {health: "
                                            << "state: {stunned: 2, health: "
                                            << ""
                                            << "state 'stunned' is 2, outside 0 to 1";
        QTest::newRow("health above the sheet's") << "state: {health: "
                                                  << "state: {health: 99"
                                                  << ""
                                                  << "outside -99999 to ";
        QTest::newRow("not a map") << "hitspread_ground_session: 3\n"
                                   << "- hitspread_ground_session: 3\n"
                                   << ""
                                   << "";
    }

    // Each corruption: no session, and an error with the file name and the line of the fault.
    void corruptFilesAreRefused()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, where);
        QFETCH(QString, message);
        const Ruleset& rs = groundRuleset("d6-modern");
        const std::string good = writeGroundSession(rs, playedSession(rs));
        QVERIFY(readGroundSession(rs, good, "good.yaml").session); // the fault is what breaks it
        const std::string bad = replaced(good, from.toStdString(), to.toStdString());
        const GroundSessionLoad load = readGroundSession(rs, bad, "bad.yaml");
        QVERIFY2(!load.session, qPrintable(qs(bad)));
        QVERIFY(!load.errors.empty());
        const LoadError& first = load.errors.front();
        QCOMPARE(qs(first.file), QString("bad.yaml"));
        QVERIFY2(first.text().find("bad.yaml:") == 0, first.text().c_str());
        QVERIFY2(qs(first.message.english()).contains(message), qPrintable(allErrors(load)));
        if (message.isEmpty())
            return;
        const int line
            = where.isEmpty() ? lineOf(good, from.toStdString()) : lineOf(bad, where.toStdString());
        QVERIFY(line > 0);
        // A syntax error may be noticed at the end of the line or on the next.
        if (message == "YAML syntax")
            QVERIFY2(first.line == line || first.line == line + 1, qPrintable(allErrors(load)));
        else
            QVERIFY2(first.line == line,
                qPrintable(QString("expected line %1: %2").arg(line).arg(allErrors(load))));
        QVERIFY(first.column > 0);
    }

    // A file cut short anywhere (at each line, or in the middle of one) is refused.
    void truncatedFilesAreRefused()
    {
        const Ruleset& rs = groundRuleset("success-pool");
        const std::string good = writeGroundSession(rs, playedSession(rs));
        std::vector<std::size_t> cuts;
        for (std::size_t at = good.find('\n'); at != std::string::npos && at + 1 < good.size();
             at = good.find('\n', at + 1))
            cuts.push_back(at + 1);
        for (std::size_t at = 7; at + 1 < good.size(); at += 53)
            cuts.push_back(at);
        for (std::size_t cut : cuts) {
            const GroundSessionLoad load = readGroundSession(rs, good.substr(0, cut), "cut.yaml");
            QVERIFY2(!load.session, qPrintable(QString("cut at %1 reads").arg(cut)));
            QVERIFY(!load.errors.empty());
            QVERIFY(load.errors.front().line > 0 && load.errors.front().column > 0);
        }
    }

    // Whatever the bytes, the reader answers with errors and does not throw.
    void garbageNeverThrows()
    {
        const Ruleset& rs = groundRuleset("roll-under");
        const std::string good = writeGroundSession(rs, playedSession(rs));
        const std::vector<std::string> texts { "", "\n", "[1, 2", "hitspread_ground_session: x",
            "{a: [}", "\t\t: :",
            "hitspread_ground_session: 1\nruleset: roll-under\nscene: 3\naction: []\nlog: "
            "{}\nlog_entries: -1\n",
            std::string("\0\xff\xfe", 3) };
        for (const std::string& text : texts) {
            GroundSessionLoad load;
            try {
                load = readGroundSession(rs, text, "junk.yaml");
            } catch (...) {
                QFAIL("readGroundSession threw");
            }
            QVERIFY2(!load.session, text.c_str());
            QVERIFY(!load.errors.empty());
        }
        // Every byte of a good file flipped in turn to a character YAML gives a meaning to.
        for (std::size_t i = 0; i < good.size(); i += 11) {
            for (char c : { '[', ':', '-', '"' }) {
                std::string text = good;
                text[i] = c;
                try {
                    (void)readGroundSession(rs, text, "flipped.yaml");
                } catch (...) {
                    QFAIL(qPrintable(QString("readGroundSession threw at byte %1").arg(i)));
                }
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestGroundSession)
#include "tst_groundsession.moc"
