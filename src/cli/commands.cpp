// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "aimcommand.h"
#include "attack.h"
#include "attackflags.h"
#include "cliparse.h"
#include "comparecommand.h"
#include "d6poolengine.h"
#include "defence.h"
#include "defendcommand.h"
#include "grenadecommands.h"
#include "groundcommands.h"
#include "healcommand.h"
#include "initiativecommand.h"
#include "odds.h"
#include "outcomejson.h"
#include "playcommands.h"
#include "rulesetreader.h"
#include "sessioncommand.h"
#include "setupworking.h"
#include "sheetcommand.h"
#include "suppresscommands.h"
#include "treatcommand.h"
#include "unjamcommand.h"
#include "working.h"

#include <QCommandLineParser>
#include <QJsonDocument>

#include <cstdio>
#include <memory>
#include <random>

namespace hitspread::cli {

namespace {
    const char* const usage
        = "usage: hitspread-cli COMMAND [options]\n"
          "commands:\n"
          "  validate [--ruleset DIR]\n"
          "  grid     [--ruleset DIR] [--json]\n"
          "  resolve  [--ruleset DIR] --weapon ID --target HEX [options] [--json]\n"
          "           (ground-map rulesets: --procedure ID instead of --weapon: first aid …)\n"
          "  throw    [--ruleset DIR] --grenade ID --impact HEX [options] [--json]\n"
          "  jump     [--ruleset DIR] --grenade ID --character FILE [--json]\n"
          "  odds     [--ruleset DIR] (--weapon ID --target HEX | --grenade ID --impact HEX) "
          "[options] --json\n"
          "           (ground-map rulesets: --weapon ID or --grenade ID --distance METRES "
          "[--figure …])\n"
          "  aim      [--ruleset DIR] (--weapon ID | --grenade ID) "
          "[--goal hits|location:ID|wound|down] [options] [--json]\n"
          "           (every body hex, or a grenade's every impact point, rated as the aim of "
          "the action, best first)\n"
          "  compare  [--ruleset DIR] --choice weapon=ID,mode=M,aims=N … [--target-sheet FILE] "
          "[--trials N] [--seed S] [--json]\n"
          "  suppress [--ruleset DIR] --weapon ID [--figure FILE] [--dodge|--acrobatics] [options] "
          "[--json]\n"
          "  sheet    [--ruleset DIR] --character FILE --out FILE.pdf [--blank] [--page "
          "a4|letter]\n"
          "  treat    [--ruleset DIR] [--character FILE] [--wounds N] [--stuck LOCATION] "
          "[--extract] [options] [--json]\n"
          "  heal     [--ruleset DIR] --care CARE --wound-level LEVEL [options] [--json]\n"
          "           (d6ladder: mortal_round, first_aid, medical or natural)\n"
          "  defend   [--ruleset DIR] --kind dodge|quick-dodge|dance [--character FILE] [options] "
          "[--json]\n"
          "  session  FILE [--ruleset DIR] [--json]\n"
          "  move     FILE --combatant NAME --to Q,R [--out FILE] [--json]\n"
          "  act      FILE --actor NAME [--target NAME] [--aim HEX] [--weapon ID | --grenade ID "
          "--at Q,R]\n"
          "           [resolve's options] [--dice LIST|--seed N] [--out FILE] [--json]\n"
          "           (a fight played from the session: places, readiness, the tracker)\n"
          "           [--export-log OUT.csv|OUT.json] [--export-diagram OUT.png|OUT.svg "
          "[--entry N]]\n"
          "  initiative [--ruleset DIR] [--session FILE | --figure KEY …] [--dice LIST|--seed N] "
          "[--json]\n"
          "           (ground-map rulesets: the order of a round)\n"
          "  unjam    [--ruleset DIR] [--shooter FILE] [--skill N] [--wounds N]\n"
          "           [--dice LIST|--seed N] [--json]\n"
          "run 'hitspread-cli COMMAND --help' for a command's options";

    int validate(const QStringList& args)
    {
        QCommandLineParser p;
        p.addHelpOption();
        addRulesetOption(p);
        parseOrThrow(p, args);
        const Ruleset rs = loadRulesetOrThrow(p);
        if (const d6pool::Rules* d6 = rs.ground ? d6pool::rulesOf(*rs.ground) : nullptr) {
            print(stdout,
                QString("%1: ruleset '%2' (system d6pool) is valid: %3 weapons, %4 grenades, %5 "
                        "armour, %6 modifiers, %7 characters")
                    .arg(qs(rs.directory), qs(rs.id))
                    .arg(d6->weapons.size())
                    .arg(d6->grenades.size())
                    .arg(d6->armour.size())
                    .arg(d6->modifiers.size())
                    .arg(d6->characters.size()));
            return ExitOk;
        }
        if (rs.ground) {
            print(stdout,
                QString("%1: ruleset '%2' (system %3) is valid: %4 weapons, %5 situations, %6 "
                        "characters")
                    .arg(qs(rs.directory), qs(rs.id), qs(rs.system))
                    .arg(rs.ground->weapons().size())
                    .arg(rs.ground->situations().size())
                    .arg(rs.ground->characters().size()));
            return ExitOk;
        }
        print(stdout,
            QString("%1: ruleset '%2' is valid: %3 body hexes, %4 weapons, %5 ammo, %6 armour, %7 "
                    "grenades, %8 characters")
                .arg(qs(rs.directory), qs(rs.id))
                .arg(rs.body.bodyHexes().size())
                .arg(rs.weapons.size())
                .arg(rs.ammo.size())
                .arg(rs.armour.size())
                .arg(rs.grenades.size())
                .arg(rs.characters.size()));
        return ExitOk;
    }

    int grid(const QStringList& args)
    {
        QCommandLineParser p;
        p.addHelpOption();
        addRulesetOption(p);
        p.addOption({ "json", "Print the field and every body hex as JSON." });
        parseOrThrow(p, args);
        const Ruleset rs = loadRulesetOrThrow(p);
        if (rs.ground)
            throw BadInput { "ruleset '" + qs(rs.id) + "' (system " + qs(rs.system)
                + ") has no body hex grid: it plays on the ground map" };
        if (p.isSet("json")) {
            print(stdout,
                QString::fromUtf8(QJsonDocument(gridToJson(rs)).toJson(QJsonDocument::Indented))
                    .trimmed());
            return ExitOk;
        }
        // A picture of the field: odd columns sit half a hex lower, so each row prints twice.
        const Body& body = rs.body;
        QString header = "    ";
        for (int col = 0; col < body.columns; ++col)
            header += qs(columnLetters(col)).leftJustified(2, ' ');
        print(stdout, header);
        for (int row = 0; row < body.rows; ++row) {
            for (int half = 0; half < 2; ++half) {
                QString line = half == 0 ? QString::number(row + 1).rightJustified(3, ' ') + ' '
                                         : QString("    ");
                for (int col = 0; col < body.columns; ++col) {
                    const bool odd = col & 1;
                    const int sub = body.subLocationAt(fromOffset({ col, row }));
                    const bool drawn = (half == 0) != odd;
                    line
                        += (drawn ? (sub < 0
                                    ? QChar('.')
                                    : QChar(body.subLocations[static_cast<std::size_t>(sub)].glyph))
                                  : QChar(' '));
                    line += ' ';
                }
                print(stdout, line.trimmed().isEmpty() ? QString() : line);
            }
        }
        for (const SubLocation& s : body.subLocations)
            print(stdout,
                QString("  %1  %2 (%3)")
                    .arg(QChar(s.glyph))
                    .arg(
                        qs(s.name), qs(body.locations[static_cast<std::size_t>(s.location)].name)));
        return ExitOk;
    }

} // namespace

namespace {

    int resolve(const QStringList& args)
    {
        QCommandLineParser p;
        p.addHelpOption();
        addRulesetOption(p);
        addAttackOptions(p);
        addDefenceOptions(p);
        p.addOptions({
            { "dice", "d6 faces consumed in order, e.g. 5,6,4,2.", "LIST" },
            { "seed", "Seed of Hitspread's dice.", "N" },
            { "json", "Print the outcome as JSON." },
        });
        parseOrThrow(p, args);
        const Ruleset rs = loadRulesetOrThrow(p);
        AttackRequest req = requestFrom(p, rs);
        const CharacterState target = targetFrom(p, rs);
        setDefence(p, rs, target, req);
        const std::vector<CharacterState> others = othersFrom(p, rs);
        DiceChoice choice = diceFrom(p);
        const Outcome outcome = resolveWith(
            choice, [&](DiceSource& dice) { return resolveAttack(rs, target, others, req, dice); });
        QJsonObject json = outcomeToJson(rs, outcome);
        // The set-up as the resolver met it: a target knocked down is down (attack.h).
        const rules::AttackSetup setup = rules::prepare(rs, againstTarget(target, req));
        addSetupToJson(json, rs, setup, outcome);
        std::vector<Text> working = describeOutcomeText(rs, outcome);
        const std::vector<Text> setupWorking = describeSetupText(rs, setup, outcome);
        working.insert(
            working.begin() + (working.empty() ? 0 : 1), setupWorking.begin(), setupWorking.end());
        finish(p, choice, json, working);
        return ExitOk;
    }

    int odds(const QStringList& args)
    {
        if (asksForGrenade(args))
            return grenadeOddsCommand(args);
        QCommandLineParser p;
        p.addHelpOption();
        addRulesetOption(p);
        addAttackOptions(p);
        p.addOption({ "json", "Print the odds as JSON (the only output)." });
        parseOrThrow(p, args);
        if (!p.isSet("json"))
            throw BadInput { "odds prints JSON: give --json" };
        const Ruleset rs = loadRulesetOrThrow(p);
        const AttackRequest req = requestFrom(p, rs);
        const Weapon* weapon = rs.weapon(req.weapon);
        const bool oneHex = req.mode == FireMode::Single && weapon->kind != WeaponKind::Shotgun
            && weapon->kind != WeaponKind::Rotary;
        QJsonObject json;
        try {
            // A single one-hex shot: exact counts of dice sequences. Several shots, bursts and
            // templates: expected numbers per hex and location from the landing distributions.
            json = oneHex ? oddsToJson(rs, shotOdds(rs, req))
                          : fireOddsToJson(rs, fireOdds(rs, req));
        } catch (const Refused& e) {
            throw BadInput { "impossible: " + qs(e.what()) };
        }
        print(stdout,
            QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented)).trimmed());
        return ExitOk;
    }
}

int run(const QStringList& arguments)
{
    if (arguments.size() < 2) {
        print(stderr, usage);
        return ExitBadInput;
    }
    const QString command = arguments.at(1);
    if (command == "--version" || command == "-v") {
        print(stdout, QStringLiteral("hitspread-cli " HITSPREAD_VERSION));
        return ExitOk;
    }
    if (command == "--help" || command == "-h") {
        print(stdout, usage);
        return ExitOk;
    }
    QStringList rest = arguments;
    rest.removeAt(1);
    try {
        // The ground-map systems play validate, resolve, throw and odds; the rest is the 3d
        // System's.
        // A session names its own ruleset, of any system.
        if (command == "session")
            return sessionCommand(rest);
        if (command == "move")
            return moveCommand(rest);
        if (command == "act")
            return actCommand(rest);
        const QString system
            = command == "validate" || command == "grid" ? QString() : askedSystem(rest);
        if (!system.isEmpty()
            && (command == "jump" || command == "suppress" || command == "sheet"
                || command == "treat" || command == "unjam" || command == "defend"
                || command == "aim" || command == "compare"))
            throw BadInput { "a command of the 3d System: rulesets of system " + system
                + " play validate, resolve, throw and odds" };
        if (command == "validate")
            return validate(rest);
        if (command == "grid")
            return grid(rest);
        if (command == "resolve")
            return system.isEmpty() ? resolve(rest) : groundResolveCommand(rest, system);
        if (command == "odds")
            return system.isEmpty() ? odds(rest) : groundOddsCommand(rest);
        if (command == "throw")
            return system.isEmpty() ? throwCommand(rest) : groundThrowCommand(rest, system);
        if (command == "jump")
            return jumpCommand(rest);
        if (command == "suppress")
            return suppressCommand(rest);
        if (command == "sheet")
            return sheetCommand(rest);
        if (command == "treat")
            return treatCommand(rest);
        if (command == "heal")
            return healCommand(rest);
        if (command == "initiative")
            return initiativeCommand(rest);
        if (command == "defend")
            return defendCommand(rest);
        if (command == "unjam")
            return unjamCommand(rest);
        if (command == "aim")
            return aimCommand(rest);
        if (command == "compare")
            return compareCommand(rest);
        print(stderr, "unknown command '" + command + "'\n" + usage);
        return ExitBadInput;
    } catch (const BadInput& bad) {
        print(stderr, "hitspread-cli " + command + ": " + bad.message);
        return ExitBadInput;
    } catch (int) {
        return ExitOk; // --help was printed
    }
}

} // namespace hitspread::cli
