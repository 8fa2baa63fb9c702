// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessioncommand.h"

#include "cliparse.h"
#include "commands.h"
#include "encounter.h"
#include "groundsession.h"
#include "sessionexport.h"
#include "textfile.h"

#include <QJsonDocument>

namespace hitspread::cli {

namespace {

    QJsonArray sidesJson(const std::vector<Side>& sides)
    {
        QJsonArray array;
        for (const Side& side : sides)
            array.append(QJsonObject { { "name", qs(side.name) }, { "colour", qs(side.colour) } });
        return array;
    }

    QJsonValue nameOrNull(const Encounter& e, CombatantId id)
    {
        const Combatant* c = e.find(id);
        return c ? QJsonValue(qs(c->name)) : QJsonValue(QJsonValue::Null);
    }

    // What the combatant keeps ready between its actions (encounter.h).
    QJsonObject readinessJson(const Encounter& e, const Readiness& x)
    {
        return QJsonObject {
            { "weapon", qs(x.weapon) },
            { "ammo", qs(x.ammo) },
            { "mode", toString(x.mode) },
            { "scope", qs(x.scope) },
            { "scope_setting",
                x.scopeSetting ? QJsonValue(toString(*x.scopeSetting))
                               : QJsonValue(QJsonValue::Null) },
            { "firing_stance", x.firingStance },
            { "rest", x.rest },
            { "aims", x.aims },
            { "aimed_at", nameOrNull(e, x.aimedAt) },
            { "quick_draw", x.quickDraw },
            { "two_weapons", x.twoWeapons },
            { "other_weapon", qs(x.otherWeapon) },
            { "last_target", nameOrNull(e, x.lastTarget) },
        };
    }

    QJsonObject combatantJson(const Ruleset& rs, const Encounter& e, const Combatant& c)
    {
        const CharacterState& s = c.state;
        QJsonArray locations;
        for (std::size_t i = 0; i < rs.body.locations.size() && i < s.locations.size(); ++i) {
            const LocationState& l = s.locations[i];
            locations.append(QJsonObject {
                { "id", qs(rs.body.locations[i].id) },
                { "hits", l.hits },
                { "max_hits", l.maxHits },
                { "wounds", l.wounds },
                { "stuck_bullets", l.stuckBullets },
                { "condition", toString(s.condition(static_cast<int>(i))) },
            });
        }
        return QJsonObject {
            { "name", qs(c.name) },
            { "side", qs(e.sides.at(static_cast<std::size_t>(c.side)).name) },
            { "character", qs(s.sheet ? s.sheet->name : std::string()) },
            { "status", toString(s.status(rs)) },
            { "incap", s.incap },
            { "incap_max", s.incapMax },
            { "bruising", s.bruising },
            { "wounds", s.wounds },
            { "knocked_down", s.knockedDown },
            { "posture", toString(c.posture) },
            { "absent", c.absent },
            { "locations", locations },
            { "position", QJsonObject { { "q", c.position.q }, { "r", c.position.r } } },
            { "readiness", readinessJson(e, c.readiness) },
        };
    }

    QString combatantLine(const Ruleset& rs, const Encounter& e, const Combatant& c)
    {
        const CharacterState& s = c.state;
        QStringList hurt;
        for (std::size_t i = 0; i < rs.body.locations.size() && i < s.locations.size(); ++i) {
            const LocationCondition condition = s.condition(static_cast<int>(i));
            if (condition != LocationCondition::Unhurt)
                hurt << QString("%1 %2/%3 %4")
                            .arg(qs(rs.body.locations[i].name))
                            .arg(s.locations[i].hits)
                            .arg(s.locations[i].maxHits)
                            .arg(toString(condition));
        }
        return QString("  %1 (%2): %3, Incap %4/%5, bruising %6, wounds %7, %8%9%10, at hex %11%12")
            .arg(qs(c.name), qs(e.sides.at(static_cast<std::size_t>(c.side)).name),
                toString(s.status(rs)))
            .arg(s.incap)
            .arg(s.incapMax)
            .arg(s.bruising)
            .arg(s.wounds)
            .arg(toString(c.posture), s.knockedDown ? ", knocked down" : "",
                c.absent ? ", left the fight" : "",
                QString("%1,%2").arg(c.position.q).arg(c.position.r),
                hurt.isEmpty() ? QString() : " — " + hurt.join(", "));
    }

    int printEncounter(const QCommandLineParser& p, const QString& file, const Ruleset& rs,
        const EncounterLoad& load)
    {
        const Encounter& e = *load.encounter;
        if (p.isSet("json")) {
            const QJsonArray sides = sidesJson(e.sides);
            QJsonArray combatants;
            for (const Combatant& c : e.combatants)
                combatants.append(combatantJson(rs, e, c));
            printJson(QJsonObject {
                { "ruleset", qs(rs.id) },
                { "system", qs(rs.system) },
                { "format", EncounterFormatVersion },
                { "file_format", load.fileFormat },
                { "sides", sides },
                { "combatants", combatants },
                { "log_entries", static_cast<int>(e.log.size()) },
            });
            return ExitOk;
        }
        QStringList lines;
        lines << QString("%1: ruleset %2, file format %3, %4 combatants, %5 log entries")
                     .arg(file, qs(rs.id))
                     .arg(load.fileFormat)
                     .arg(e.combatants.size())
                     .arg(e.log.size());
        for (const Combatant& c : e.combatants)
            lines << combatantLine(rs, e, c);
        print(stdout, lines.join('\n'));
        return ExitOk;
    }

    // A ground-map session: its figures as combatants on their sides (a file of format 1: the
    // shooter on side A and the others on side B, as a body-diagram session of format 1 or 2
    // opens).
    int printGround(const QCommandLineParser& p, const QString& file, const Ruleset& rs,
        const GroundSessionData& session)
    {
        const ground::Engine& engine = *rs.ground;
        const ground::Scene& scene = session.scene;
        QJsonArray combatants;
        QStringList lines;
        lines << QString("%1: ruleset %2, file format %3, %4 combatants, %5 log entries")
                     .arg(file, qs(rs.id))
                     .arg(session.fileFormat)
                     .arg(scene.figures.size())
                     .arg(session.log.size());
        for (std::size_t i = 0; i < scene.figures.size(); ++i) {
            const ground::Figure& f = scene.figures[i];
            const QString side = qs(scene.sides.at(static_cast<std::size_t>(f.side)).name);
            const QString status = qs(engine.status(f).english());
            QJsonObject state;
            QStringList values;
            for (const auto& [key, value] : f.state) {
                state.insert(qs(key), value);
                values << QString("%1 %2").arg(qs(key)).arg(value);
            }
            combatants.append(QJsonObject {
                { "name", qs(f.name) },
                { "side", side },
                { "character", qs(f.character) },
                { "status", status },
                { "state", state },
                { "position", QJsonObject { { "q", f.position.q }, { "r", f.position.r } } },
                { "readiness", QJsonObject { { "weapon", qs(f.weapon) }, { "mode", qs(f.mode) } } },
            });
            lines << QString("  %1 (%2): %3 at hex %4,%5%6")
                         .arg(qs(f.name), side, status)
                         .arg(f.position.q)
                         .arg(f.position.r)
                         .arg(values.isEmpty() ? QString() : " — " + values.join(", "));
        }
        if (p.isSet("json")) {
            printJson(QJsonObject {
                { "ruleset", qs(rs.id) },
                { "system", qs(rs.system) },
                { "format", EncounterFormatVersion },
                { "file_format", session.fileFormat },
                { "sides", sidesJson(scene.sides) },
                { "combatants", combatants },
                { "log_entries", static_cast<int>(session.log.size()) },
            });
        } else {
            print(stdout, lines.join('\n'));
        }
        return ExitOk;
    }

} // namespace

int sessionCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addHelpOption();
    p.addOptions({
        { "ruleset", "The ruleset (default: the one the file names).", "DIR" },
        { "json", "Print the roster as JSON." },
    });
    addExportOptions(p);
    p.addPositionalArgument("FILE", "The session file.");
    parseOrThrow(p, args, 1);
    const QStringList files = p.positionalArguments();
    if (files.size() != 1)
        throw BadInput { "session needs one FILE" };
    const QString file = files.front();
    checkExportOptions(p);
    TextFileRead read = readTextFile(
        file.toStdString(), MaxSessionFileBytes, term(HS_TEXT("core", "a session file")));
    if (!read.text)
        refuseLoad({ *read.error });
    const std::optional<SessionHead> head = sessionHead(*read.text);
    // A file that names no ruleset is read against the 3d System, whose reader says what is
    // wrong with it.
    const Ruleset rs = loadRulesetOrThrow(p.isSet("ruleset") ? p.value("ruleset").toStdString()
            : head && !head->rulesetId.empty()               ? head->rulesetId
                                                             : std::string("3d-system"));
    if (head && head->ground) {
        if (!rs.ground)
            throw BadInput { file + ": a ground-map session, but ruleset '" + qs(rs.id)
                + "' plays on the body diagram" };
        GroundSessionLoad load = readGroundSession(rs, *read.text, file.toStdString());
        if (!load.session)
            refuseLoad(load.errors);
        if (asksForExport(p))
            throw BadInput { file
                + ": a ground-map session; the exports are of body-diagram sessions" };
        return printGround(p, file, rs, *load.session);
    }
    if (rs.ground)
        throw BadInput { file + ": a body-diagram session, but ruleset '" + qs(rs.id)
            + "' plays on the ground map" };
    EncounterLoad load = readEncounter(rs, *read.text, file.toStdString());
    if (!load.encounter)
        refuseLoad(load.errors);
    // Exports write their files and print nothing.
    if (asksForExport(p))
        return exportSession(p, rs, *load.encounter);
    return printEncounter(p, file, rs, load);
}

} // namespace hitspread::cli
