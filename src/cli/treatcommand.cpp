// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "treatcommand.h"

#include "cliparse.h"
#include "commands.h"
#include "outcomejson.h"
#include "treatment.h"

namespace hitspread::cli {

namespace {

    int locationOption(const Ruleset& rs, const QString& value, const char* option)
    {
        const int index = rs.body.locationIndex(value.toStdString());
        if (index < 0) {
            QStringList ids;
            for (const Location& l : rs.body.locations)
                ids << qs(l.id);
            throw BadInput { QString("--%1: unknown location '%2' (the body has: %3)")
                                 .arg(option, value, ids.join(", ")) };
        }
        return index;
    }

} // namespace

int treatCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addHelpOption();
    addRulesetOption(p);
    p.addOptions({
        { "character", "The patient's character file (default: the ruleset's default target).",
            "FILE" },
        { "wounds", "The patient's wounds, all in --location (0 to 99).", "N" },
        { "stuck", "A bullet stuck in this location (repeatable).", "LOCATION" },
        { "location",
            "The location treated (default: the torso, or the first with a wound or "
            "a stuck bullet).",
            "LOCATION" },
        { "extract", "Extract a stuck bullet instead of closing a wound." },
        { "medic", "The medic's character file (default: the ruleset's default shooter).", "FILE" },
        { "skill", "The medic's Paramedic rank (overrides the medic's sheet).", "N" },
        { "medic-wounds", "The medic's own wounds (−1 each).", "N" },
        { "modifier", "The GM's free modifier.", "N" },
        { "dice", "d6 faces consumed in order, e.g. 5,6,4.", "LIST" },
        { "seed", "Seed of Hitspread's dice.", "N" },
        { "json", "Print the outcome as JSON." },
    });
    parseOrThrow(p, args);
    const Ruleset rs = loadRulesetOrThrow(p);
    const CharacterSheet medic = p.isSet("medic") ? sheetFromFile(rs, p.value("medic"))
                                                  : defaultSheet(rs, rs.defaultShooter, "medic");
    // By default the medic treats someone else: the default target, or when that is the medic
    // too, the first other character of the ruleset.
    CharacterSheet patientSheet;
    if (p.isSet("character")) {
        patientSheet = sheetFromFile(rs, p.value("character"));
    } else {
        patientSheet = defaultSheet(rs, rs.defaultTarget, "patient");
        for (auto it = rs.characters.begin();
             it != rs.characters.end() && patientSheet.key == medic.key; ++it)
            patientSheet = it->second;
    }
    CharacterState patient = CharacterState::fromSheet(rs, patientSheet);

    // The patient's wounds and stuck bullets, then the location treated.
    std::vector<int> stuck;
    for (const QString& where : p.values("stuck"))
        stuck.push_back(locationOption(rs, where, "stuck"));
    const int torso = rs.body.locationIndex("torso");
    int location = torso >= 0 ? torso : 0;
    if (p.isSet("location"))
        location = locationOption(rs, p.value("location"), "location");
    else if (p.isSet("extract") && !stuck.empty())
        location = stuck.front();
    const int wounds = p.isSet("wounds") ? intValue(p, "wounds", 0, 99) : 0;
    patient.wounds = wounds;
    patient.locations[static_cast<std::size_t>(location)].wounds = wounds;
    for (int at : stuck)
        ++patient.locations[static_cast<std::size_t>(at)].stuckBullets;

    TreatRequest request;
    request.treatment = p.isSet("extract") ? Treatment::ExtractBullet : Treatment::CloseWound;
    request.location = location;
    request.medic = medic.name;
    request.skill = p.isSet("skill") ? intValue(p, "skill", 0, 30) : medic.skill("paramedic");
    request.medicWounds = p.isSet("medic-wounds") ? intValue(p, "medic-wounds", 0, 99) : 0;
    request.modifier = p.isSet("modifier") ? intValue(p, "modifier", -30, 30) : 0;

    DiceChoice choice = diceFrom(p);
    const TreatOutcome outcome
        = resolveWith(choice, [&](DiceSource& dice) { return treat(rs, patient, request, dice); });
    finish(p, choice, treatToJson(rs, outcome), describeTreatmentText(rs, outcome));
    return ExitOk;
}

} // namespace hitspread::cli
