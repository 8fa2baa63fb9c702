// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `move` and `act`: a fight played from a terminal as in the window. Both read a session file,
// change it as the window would (a combatant moved; an action resolved from the actor's
// readiness, with the range from the places, appended to the log, the tracker paying for it)
// and write it back atomically, in place or to --out; a refusal leaves the file untouched.
#include "playcommands.h"

#include "actiontracker.h"
#include "attackflags.h"
#include "cliparse.h"
#include "commands.h"
#include "encounter.h"
#include "filewrite.h"
#include "groundcommands.h"
#include "groundsession.h"
#include "outcomejson.h"
#include "places.h"
#include "setupworking.h"
#include "textfile.h"
#include "working.h"

#include <QFile>
#include <QJsonArray>

namespace hitspread::cli {

namespace {

    // A session file read: its text and the ruleset it names (or --ruleset).
    struct SessionFile {
        QString path;
        std::string text;
        bool ground = false;
        Ruleset ruleset;
    };

    SessionFile openSession(const QCommandLineParser& p, const char* command)
    {
        const QStringList files = p.positionalArguments();
        if (files.size() != 1)
            throw BadInput { QString("%1 needs one FILE").arg(command) };
        SessionFile file;
        file.path = files.front();
        TextFileRead read = readTextFile(
            file.path.toStdString(), MaxSessionFileBytes, term(HS_TEXT("core", "a session file")));
        if (!read.text)
            refuseLoad({ *read.error });
        file.text = std::move(*read.text);
        const std::optional<SessionHead> head = sessionHead(file.text);
        file.ground = head && head->ground;
        file.ruleset = loadRulesetOrThrow(p.isSet("ruleset") ? p.value("ruleset").toStdString()
                : head && !head->rulesetId.empty()           ? head->rulesetId
                                                             : std::string("3d-system"));
        if (file.ground && !file.ruleset.ground)
            throw BadInput { file.path + ": a ground-map session, but ruleset '"
                + qs(file.ruleset.id) + "' plays on the body diagram" };
        if (!file.ground && file.ruleset.ground)
            throw BadInput { file.path + ": a body-diagram session, but ruleset '"
                + qs(file.ruleset.id) + "' plays on the ground map" };
        return file;
    }

    // Writes all or nothing, to --out or over the file read.
    void save(const QCommandLineParser& p, const SessionFile& file, const std::string& text)
    {
        const QString path = p.isSet("out") ? p.value("out") : file.path;
        if (const auto error = writeFileAtomically(QFile::encodeName(path).toStdString(), text))
            throw BadInput { path + ": cannot write (nothing was changed): " + qs(error->text()) };
    }

    // The encounter written back: the Shooter panel set up as the actor's readiness now is
    // (the window takes it from there), everyone on a hex of its own.
    void saveEncounter(const QCommandLineParser& p, const SessionFile& file, Encounter& e)
    {
        if (const Combatant* actor = e.find(e.actor))
            e.settings = readied(file.ruleset, *actor, e.settings, e.target);
        settlePlaces(file.ruleset, e);
        save(p, file, writeEncounter(file.ruleset, e));
    }

    Hex hexOption(const QCommandLineParser& p, const char* name)
    {
        const QStringList parts = p.value(name).split(',');
        bool okQ = false, okR = false;
        const int q = parts.size() == 2 ? parts[0].trimmed().toInt(&okQ) : 0;
        const int r = parts.size() == 2 ? parts[1].trimmed().toInt(&okR) : 0;
        if (!okQ || !okR)
            throw BadInput { QString("--%1 takes a hex of the map as Q,R (two whole numbers), not "
                                     "'%2'")
                                 .arg(name, p.value(name)) };
        return { q, r };
    }

    QJsonObject placeJson(Hex h)
    {
        return { { "q", h.q }, { "r", h.r } };
    }

    QString namesOf(const Encounter& e)
    {
        QStringList names;
        for (const Combatant& c : e.combatants)
            names << qs(c.name);
        return names.join(", ");
    }

    const Combatant& combatantNamed(const Encounter& e, const QString& name)
    {
        if (const Combatant* c = e.findByName(name.toStdString()))
            return *c;
        throw BadInput { "no combatant named '" + name + "' (the fight has: " + namesOf(e) + ")" };
    }

    int figureNamed(const ground::Scene& scene, const QString& name)
    {
        QStringList names;
        for (std::size_t i = 0; i < scene.figures.size(); ++i) {
            if (scene.figures[i].name == name.toStdString())
                return static_cast<int>(i);
            names << qs(scene.figures[i].name);
        }
        throw BadInput { "no combatant named '" + name + "' (the fight has: " + names.join(", ")
            + ")" };
    }

    void printMove(const QCommandLineParser& p, const QString& name, Hex from, Hex to)
    {
        const int metres = distance(from, to);
        if (p.isSet("json"))
            printJson({ { "combatant", name }, { "from", placeJson(from) }, { "to", placeJson(to) },
                { "metres", metres } });
        else
            print(stdout,
                QString("%1 moves from %2,%3 to %4,%5 (%6 m).")
                    .arg(name)
                    .arg(from.q)
                    .arg(from.r)
                    .arg(to.q)
                    .arg(to.r)
                    .arg(metres));
    }

    // ---------------------------------------------------------------- the 3d System

    // The options given over the actor's readiness: only those set change it.
    AttackRequest withOptions(const QCommandLineParser& p, const Ruleset& rs,
        const CharacterSheet& sheet, AttackRequest form)
    {
        for (const char* fileOption :
            { "shooter", "target-sheet", "other-target", "range", "distance", "wounds" })
            if (p.isSet(fileOption))
                throw BadInput { QString("--%1 belongs to resolve: act plays the session's "
                                         "combatants where they stand")
                                     .arg(fileOption) };
        const AttackRequest given = requestFrom(p, rs, form.target, form.weapon, "aim");
        const bool newWeapon = p.isSet("weapon") && given.weapon != form.weapon;
        form.target = given.target;
        form.weapon = given.weapon;
        const auto take = [&](const char* option, auto member) {
            if (p.isSet(option))
                form.*member = given.*member;
        };
        take("mode", &AttackRequest::mode);
        take("burst-dice", &AttackRequest::burstDice);
        take("burst-adjust", &AttackRequest::burstAdjust);
        take("shots", &AttackRequest::shots);
        take("influence", &AttackRequest::influence);
        take("walk", &AttackRequest::walk);
        take("influence-policy", &AttackRequest::influencePolicy);
        take("shot", &AttackRequest::shot);
        take("position", &AttackRequest::position);
        take("aims", &AttackRequest::aims);
        take("stance", &AttackRequest::stance);
        take("rest", &AttackRequest::rest);
        take("silencer", &AttackRequest::silencer);
        take("quick-draw", &AttackRequest::quickDraw);
        take("two-weapons", &AttackRequest::twoWeapons);
        take("other-weapon", &AttackRequest::otherWeapon);
        take("off-hand", &AttackRequest::offHand);
        take("under-fire", &AttackRequest::underFire);
        take("recoil-baffling", &AttackRequest::recoilBaffling);
        take("modifier", &AttackRequest::modifier);
        take("ammo", &AttackRequest::ammo);
        take("scope", &AttackRequest::scope);
        take("scope-setting", &AttackRequest::scopeSetting);
        take("bullets-this-round", &AttackRequest::bulletsThisRound);
        take("enemies-shooting", &AttackRequest::enemiesShooting);
        if (p.isSet("initiative")) {
            form.shooterInitiative = given.shooterInitiative;
            form.targetInitiative = given.targetInitiative;
        }
        if (p.isSet("no-stance"))
            form.stance = false;
        if (p.isSet("aims") && form.aims == 0 && form.shot == ShotType::Aimed)
            form.shot.reset();
        if (const Weapon* w = rs.weapon(form.weapon); w && newWeapon) {
            // Another weapon taken up: what the actor had set for the one before fits it or goes.
            form.shooter = ShooterProfile::fromSheet(rs, sheet, *w);
            if (!p.isSet("mode") && !w->canFire(form.mode))
                form.mode = w->firstMode();
            if (!p.isSet("ammo")
                && std::find(w->ammo.begin(), w->ammo.end(), form.ammo) == w->ammo.end())
                form.ammo.clear();
            if (!p.isSet("walk") && form.mode != FireMode::Burst && form.mode != FireMode::Full)
                form.walk.clear();
            fitToWeapon(rs, form);
        }
        if (p.isSet("skill"))
            form.shooter.skill = given.shooter.skill;
        if (p.isSet("str")) {
            form.shooter.str = given.shooter.str;
            form.shooter.strBonus = given.shooter.strBonus;
        }
        if (p.isSet("dex"))
            form.shooter.dex = given.shooter.dex;
        if (p.isSet("cool"))
            form.shooter.cool = given.shooter.cool;
        if (p.isSet("marksman"))
            form.shooter.marksman = given.shooter.marksman;
        if (p.isSet("auto-support"))
            form.shooter.autoSupport = given.shooter.autoSupport;
        for (const QString& a : p.values("advantage"))
            form.shooter.advantages.insert(a.toStdString());
        return form;
    }

    // The action the options ask of the actor: a grenade thrown at --at (or at the target's
    // place), else an attack on --target (or whom the actor would attack by default).
    PlacedAction placedAction(
        const QCommandLineParser& p, const Ruleset& rs, const Encounter& e, const Combatant& actor)
    {
        const CharacterSheet& sheet = *actor.state.sheet;
        const Combatant* target = p.isSet("target") ? &combatantNamed(e, p.value("target"))
                                                    : e.find(defaultTarget(rs, e, actor.id));
        try {
            if (p.isSet("grenade")) {
                GrenadeAction g;
                g.request.grenade = p.value("grenade").toStdString();
                if (!rs.grenade(g.request.grenade))
                    throw BadInput { "unknown grenade '" + p.value("grenade") + "'" };
                // §9: the impact point on each body field: the one aimed at, else at the feet.
                g.request.impact = p.isSet("aim")
                    ? parseHex(p.value("aim").toStdString()).value_or(Hex { -1, -1 })
                    : rules::feetImpact(rs.body);
                if (g.request.impact == Hex { -1, -1 })
                    throw BadInput { "--aim '" + p.value("aim")
                        + "' is not a hex: give a label like K30 or col,row" };
                g.request.skill
                    = p.isSet("skill") ? intValue(p, "skill", 0, 30) : sheet.skill("throwing");
                g.request.modifier = p.isSet("modifier") ? intValue(p, "modifier", -99, 99) : 0;
                if (!p.isSet("at") && !target)
                    throw BadInput { "a throw needs --at Q,R (or a --target to throw at)" };
                const Hex point = p.isSet("at") ? hexOption(p, "at") : target->position;
                return throwFromPlaces(rs, e, actor.id, point, std::move(g));
            }
            if (!target)
                throw BadInput { qs(actor.name) + " has nobody to attack: give --target NAME" };
            AttackRequest form;
            form.rollKnockback = true; // §7
            form.target = rs.body.standardAim;
            form = withOptions(p, rs, sheet, readied(rs, actor, form, target->id));
            setDefence(p, rs, target->state, form);
            return attackFromPlaces(rs, e, actor.id, target->id, std::move(form));
        } catch (const Refused& refused) {
            throw BadInput { "impossible: " + qs(refused.what()) };
        }
    }

    int actThreed(const QCommandLineParser& p, const SessionFile& file)
    {
        const Ruleset& rs = file.ruleset;
        EncounterLoad load = readEncounter(rs, file.text, file.path.toStdString());
        if (!load.encounter)
            refuseLoad(load.errors);
        Encounter e = std::move(*load.encounter);
        if (!p.isSet("actor"))
            throw BadInput { "act needs --actor NAME" };
        const Combatant& actor = combatantNamed(e, p.value("actor"));
        const PlacedAction placed = placedAction(p, rs, e, actor);
        // The session's own dice go on where they stopped, as the window's do; --dice and
        // --seed roll apart from them.
        const bool ownDice = !p.isSet("dice") && !p.isSet("seed");
        if (ownDice && e.dice.typed)
            throw BadInput { file.path
                + ": the session's dice are typed (I roll my dice): give --dice LIST" };
        DiceChoice choice = ownDice ? DiceChoice {} : diceFrom(p);
        if (ownDice)
            choice.supply = DiceSupply::seeded(e.dice.seed, e.dice.facesUsed);
        const EncounterEntry entry = resolveWith(choice, [&](DiceSource& dice) {
            return resolveEncounterAction(rs, e, actor.id, placed.targets, placed.action, dice);
        });
        ActionOnTracker onTracker;
        try {
            onTracker = trackerAfterAction(rs, e, entry);
        } catch (const Refused& refused) {
            throw BadInput { "impossible: " + qs(refused.what()) };
        }
        const QString actorName = qs(actor.name);
        applyEntry(e, entry);
        e.tracker = onTracker.tracker;
        if (ownDice)
            e.dice.facesUsed += entry.action.dice.size();
        e.actor = entry.actor;
        e.target = 0;
        for (CombatantId id : placed.targets)
            if (id != entry.actor && e.target == 0)
                e.target = id;
        if (e.target == 0)
            e.target = defaultTarget(rs, e, e.actor);
        e.others.clear();
        saveEncounter(p, file, e);

        const LogEntry& log = entry.action;
        QJsonObject json;
        std::vector<Text> working;
        if (log.grenade) {
            if (log.grenadeOutcome.thrown) {
                json = throwToJson(rs, *log.grenadeOutcome.thrown);
                working = describeThrowText(rs, *log.grenadeOutcome.thrown);
            }
            const Hex point
                = p.isSet("at") ? hexOption(p, "at") : e.find(entry.targets[0])->position;
            json.insert("point", placeJson(point));
        } else {
            json = outcomeToJson(rs, log.outcome);
            const rules::AttackSetup setup
                = rules::prepare(rs, againstTarget(log.targetBefore, log.request));
            addSetupToJson(json, rs, setup, log.outcome);
            working = describeOutcomeText(rs, log.outcome);
            const std::vector<Text> setupWorking = describeSetupText(rs, setup, log.outcome);
            working.insert(working.begin() + (working.empty() ? 0 : 1), setupWorking.begin(),
                setupWorking.end());
        }
        QJsonArray targets;
        for (CombatantId id : entry.targets)
            targets.append(qs(e.find(id)->name));
        json.insert("actor", actorName);
        json.insert("targets", targets);
        json.insert("distance_m", placed.distance);
        for (const Text& line : onTracker.log)
            working.push_back(line);
        if (ownDice)
            choice.seed.reset(); // the session's seed: its record says how far it rolled
        finish(p, choice, json, working);
        return ExitOk;
    }

    int moveThreed(const QCommandLineParser& p, const SessionFile& file, Hex to)
    {
        EncounterLoad load = readEncounter(file.ruleset, file.text, file.path.toStdString());
        if (!load.encounter)
            refuseLoad(load.errors);
        Encounter e = std::move(*load.encounter);
        const Combatant& c = combatantNamed(e, p.value("combatant"));
        const Hex from = c.position;
        const QString name = qs(c.name);
        try {
            moveCombatant(file.ruleset, e, c.id, to);
        } catch (const Refused& refused) {
            throw BadInput { "impossible: " + qs(refused.what()) };
        }
        saveEncounter(p, file, e);
        printMove(p, name, from, to);
        return ExitOk;
    }

    // ---------------------------------------------------------------- the ground map

    GroundSessionData readGround(const SessionFile& file)
    {
        GroundSessionLoad load
            = readGroundSession(file.ruleset, file.text, file.path.toStdString());
        if (!load.session)
            refuseLoad(load.errors);
        return std::move(*load.session);
    }

    int moveGround(const QCommandLineParser& p, const SessionFile& file, Hex to)
    {
        GroundSessionData s = readGround(file);
        const int index = figureNamed(s.scene, p.value("combatant"));
        ground::Figure& f = s.scene.figures[static_cast<std::size_t>(index)];
        if (const auto why = ground::whyCannotMove(*file.ruleset.ground, s.scene, index, to))
            throw BadInput { "impossible: " + qs(why->english()) };
        const Hex from = f.position;
        f.position = to;
        ground::settle(*file.ruleset.ground, s.scene);
        save(p, file, writeGroundSession(file.ruleset, s));
        printMove(p, qs(f.name), from, to);
        return ExitOk;
    }

    int actGround(const QCommandLineParser& p, const SessionFile& file)
    {
        const ground::Engine& engine = *file.ruleset.ground;
        GroundSessionData s = readGround(file);
        if (!p.isSet("actor"))
            throw BadInput { "act needs --actor NAME" };
        const int actor = figureNamed(s.scene, p.value("actor"));
        const ground::Figure& acting = s.scene.figures[static_cast<std::size_t>(actor)];
        const QString actorName = qs(acting.name); // the scene is replaced below
        if (!engine.canAct(acting))
            throw BadInput { "impossible: " + actorName + " is out of the fight and cannot act" };
        // The one acting receives the priority, as when the window gives it the turn.
        if (actor != s.scene.shooter) {
            s.scene.shooter = actor;
            s.scene.figures[static_cast<std::size_t>(actor)] = engine.receivesPriority(acting);
        }
        const bool isThrow = p.isSet("grenade");
        // The weapon in hand: the actor's readiness, else the action set up.
        const ground::Figure& ready = s.scene.figures[static_cast<std::size_t>(actor)];
        const std::string inHand = !ready.weapon.empty() ? ready.weapon : s.action.weapon;
        if (!isThrow && !p.isSet("weapon") && !p.isSet("procedure") && inHand.empty())
            throw BadInput { "act needs --weapon ID, --procedure ID or --grenade ID" };
        ground::Action action = groundActionFrom(p, engine, isThrow, inHand);
        if (!isThrow && !p.isSet("weapon") && !p.isSet("mode") && action.weapon == ready.weapon)
            action.mode = ready.mode;
        if (isThrow) {
            if (!p.isSet("at"))
                throw BadInput { "a throw needs --at Q,R" };
            s.scene.aim = hexOption(p, "at");
        } else if (action.procedure.empty() || p.isSet("target")) {
            if (!p.isSet("target"))
                throw BadInput { "act needs --target NAME" };
            action.target = figureNamed(s.scene, p.value("target"));
        }
        const bool ownDice = !p.isSet("dice") && !p.isSet("seed");
        if (ownDice && s.dice.typed)
            throw BadInput { file.path
                + ": the session's dice are typed (I roll my dice): give --dice LIST" };
        DiceChoice choice = ownDice ? DiceChoice {} : diceFrom(p, engine.maxFace());
        if (ownDice)
            choice.supply = DiceSupply::seeded(s.dice.seed, s.dice.facesUsed);
        const ground::Scene before = s.scene;
        ground::Outcome out = resolveWith(
            choice, [&](DiceSource& dice) { return engine.act(before, action, dice); });
        if (ownDice)
            s.dice.facesUsed += out.dice.size();
        s.scene = out.after;
        s.action = action;
        if (action.procedure.empty() && !action.isThrow) {
            ground::Figure& kept = s.scene.figures[static_cast<std::size_t>(actor)];
            kept.weapon = action.weapon;
            kept.mode = action.mode;
        }
        s.log.push_back({ action, before, out.dice, out });
        // The one whose turn it is acted: when its turn is spent the next one begins.
        if (ground::turnPasses(
                engine, s.round, actor, s.scene.figures[static_cast<std::size_t>(actor)], action)) {
            ground::Scene scene = s.scene;
            ground::Round round = s.round;
            ++round.current;
            if (ground::beginTurn(engine, scene, round)) {
                s.scene = std::move(scene);
                s.round = std::move(round);
            }
        }
        ground::settle(*file.ruleset.ground, s.scene);
        save(p, file, writeGroundSession(file.ruleset, s));
        QJsonObject json = groundOutcomeJson(file.ruleset, engine, out);
        QJsonArray targets;
        for (const ground::FigureResult& fr : out.figures)
            if (fr.figure != actor)
                targets.append(qs(out.after.figures[static_cast<std::size_t>(fr.figure)].name));
        json.insert("actor", actorName);
        json.insert("targets", targets);
        json.insert("distance_m", out.distance);
        if (ownDice)
            choice.seed.reset();
        finish(p, choice, json, out.working);
        return ExitOk;
    }

    void addSessionOptions(QCommandLineParser& p)
    {
        p.addHelpOption();
        p.addOptions({
            { "ruleset", "The ruleset (default: the one the file names).", "DIR" },
            { "out", "Write the session here (default: over FILE, atomically).", "FILE" },
            { "json", "Print the outcome as JSON." },
        });
        p.addPositionalArgument("FILE", "The session file.");
    }

} // namespace

int moveCommand(const QStringList& args)
{
    QCommandLineParser p;
    addSessionOptions(p);
    p.addOptions({
        { "combatant", "Who moves, by its name in the session.", "NAME" },
        { "to", "The hex of the map it moves to: Q,R (axial, 1 hex = 1 m).", "Q,R" },
    });
    parseOrThrow(p, args, 1);
    if (!p.isSet("combatant") || !p.isSet("to"))
        throw BadInput { "move needs --combatant NAME and --to Q,R" };
    const Hex to = hexOption(p, "to");
    const SessionFile file = openSession(p, "move");
    return file.ground ? moveGround(p, file, to) : moveThreed(p, file, to);
}

int actCommand(const QStringList& args)
{
    QCommandLineParser p;
    addSessionOptions(p);
    addAttackOptions(p, true);
    addDefenceOptions(p);
    addGroundActionOptions(p);
    p.addOptions({
        { "actor", "Who acts, by its name in the session.", "NAME" },
        { "no-stance", "The actor leaves its firing stance." },
        { "grenade", "Throw this grenade (or thrown weapon) instead of attacking.", "ID" },
        { "at", "Where a grenade is thrown: a hex of the map as Q,R (default: the target's place).",
            "Q,R" },
        { "dice", "Dice faces consumed in order (default: the session's own dice).", "LIST" },
        { "seed", "Roll with this seed instead of the session's own dice.", "N" },
    });
    parseOrThrow(p, args, 1);
    const SessionFile file = openSession(p, "act");
    return file.ground ? actGround(p, file) : actThreed(p, file);
}

} // namespace hitspread::cli
