// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionexport.h"

#include "cliparse.h"
#include "commands.h"
#include "diagramfile.h"
#include "logexport.h"

#include "filewrite.h"

#include <QFile>

#include <cstring>

namespace hitspread::cli {

namespace {
    // Writes all or nothing: a file already at `path` stays as it was when anything fails.
    void writeAtomically(const QString& path, const QByteArray& bytes)
    {
        if (const auto error = writeFileAtomically(QFile::encodeName(path).toStdString(),
                std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()))))
            throw BadInput { path + ": cannot write (nothing was changed): " + qs(error->text()) };
    }

    QString stateBanner(const Ruleset& rs, const CharacterState& state)
    {
        switch (state.status(rs)) {
        case CharacterStatus::Dead:
            return QStringLiteral("DEAD");
        case CharacterStatus::Unconscious:
            return QStringLiteral("UNCONSCIOUS");
        case CharacterStatus::Ok:
            break;
        }
        return {};
    }

    std::string nameOf(const Encounter& e, CombatantId id)
    {
        const Combatant* c = e.find(id);
        return c ? c->name : std::string();
    }

    // The bodies as the window shows them after entry `index` (−1: the scene as it stands, no
    // action shown): each target as the action left it, with its markers and blast zone.
    std::vector<SceneBody> sceneOf(const Ruleset& rs, const Encounter& e, int index)
    {
        std::vector<SceneBody> bodies;
        auto add = [&](const std::string& name, const CharacterState& state) {
            SceneBody body;
            body.name = QStringLiteral("Target %1: %2").arg(bodies.size() + 1).arg(qs(name));
            body.state.character = &state;
            body.state.banner = stateBanner(rs, state);
            bodies.push_back(std::move(body));
        };
        if (index < 0) {
            std::vector<CombatantId> ids { e.target };
            ids.insert(ids.end(), e.others.begin(), e.others.end());
            for (CombatantId id : ids) {
                if (const Combatant* c = e.find(id))
                    add(c->name, c->state);
            }
            return bodies;
        }
        const EncounterEntry& entry = e.log[static_cast<std::size_t>(index)];
        const LogEntry& action = entry.action;
        for (std::size_t i = 0; i < entry.targets.size(); ++i) {
            if (i == 0)
                add(nameOf(e, entry.targets[i]), action.targetAfter());
            else if (i - 1 < action.othersAfter().size())
                add(nameOf(e, entry.targets[i]), action.othersAfter()[i - 1]);
        }
        for (std::size_t i = 0; i < bodies.size(); ++i) {
            const int target = static_cast<int>(i);
            BodyPaintState& state = bodies[i].state;
            if (!action.grenade) {
                state.shots = shotMarkers(rs, action.outcome, target, -1);
            } else if (const std::optional<ThrowOutcome>& thrown = action.grenadeOutcome.thrown) {
                state.shots = throwMarkers(*thrown, target, -1);
                state.blast = blastZone(*thrown, target, -1);
            }
        }
        return bodies;
    }
}

void addExportOptions(QCommandLineParser& p)
{
    p.addOptions({
        { "export-log", "Write the roll log as CSV (one row per die) or JSON, by the extension.",
            "OUT.csv|OUT.json" },
        { "export-diagram", "Write the body diagram after an entry as a PNG or SVG picture.",
            "OUT.png|OUT.svg" },
        { "entry", "The log entry the diagram shows (1 the first; default the last).", "N" },
    });
}

bool asksForExport(const QCommandLineParser& p)
{
    return p.isSet("export-log") || p.isSet("export-diagram");
}

void checkExportOptions(const QCommandLineParser& p)
{
    if (p.isSet("export-log") && !logFormatFor(p.value("export-log").toStdString()))
        throw BadInput { "--export-log " + p.value("export-log")
            + ": unknown format; the roll log is written as .csv or .json" };
    if (p.isSet("export-diagram") && !diagramFormatFor(p.value("export-diagram")))
        throw BadInput { "--export-diagram " + p.value("export-diagram")
            + ": unknown format; the diagram is written as .png or .svg" };
    if (p.isSet("entry") && !p.isSet("export-diagram"))
        throw BadInput { "--entry picks the entry of --export-diagram; give --export-diagram too" };
}

int exportSession(const QCommandLineParser& p, const Ruleset& rs, const Encounter& e)
{
    const int entries = static_cast<int>(e.log.size());
    int index = entries - 1;
    if (p.isSet("entry")) {
        bool ok = false;
        const int n = p.value("entry").toInt(&ok);
        if (!ok || n < 1 || n > entries)
            throw BadInput { "--entry " + p.value("entry")
                + (entries == 0
                        ? QStringLiteral(": the session's log is empty")
                        : QStringLiteral(": the session's log has entries 1 to %1").arg(entries)) };
        index = n - 1;
    }
    if (p.isSet("export-log")) {
        const QString out = p.value("export-log");
        writeAtomically(
            out, QByteArray::fromStdString(exportRollLog(rs, e, *logFormatFor(out.toStdString()))));
    }
    if (p.isSet("export-diagram")) {
        const QString out = p.value("export-diagram");
        const std::vector<SceneBody> bodies = sceneOf(rs, e, index);
        DiagramLook look;
        const int count = std::max(1, static_cast<int>(bodies.size()));
        look.size = QSize(600 * count, 800);
        look.title = index < 0 ? QStringLiteral("Body diagram")
                               : QStringLiteral("Body diagram after entry %1").arg(index + 1);
        const QByteArray bytes = diagramFile(*diagramFormatFor(out), rs.body, bodies, look);
        if (bytes.isEmpty())
            throw BadInput { out + ": the diagram could not be drawn" };
        writeAtomically(out, bytes);
    }
    return ExitOk;
}

bool asksForDiagram(int argc, char* argv[])
{
    if (argc < 2 || std::strcmp(argv[1], "session") != 0)
        return false;
    for (int i = 2; i < argc; ++i) {
        if (std::strncmp(argv[i], "--export-diagram", 16) == 0)
            return true;
    }
    return false;
}

} // namespace hitspread::cli
