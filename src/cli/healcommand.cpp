// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "healcommand.h"

#include "cliparse.h"
#include "commands.h"
#include "d6ladderengine.h"
#include "d6ladderhealing.h"

namespace hitspread::cli {

namespace {
    using namespace d6ladder;

    // A character of the ruleset by key, or its file given by path.
    const Character& characterFrom(const Rules& rules, const QString& text, const char* option)
    {
        QStringList keys;
        for (const auto& [key, c] : rules.characters) {
            if (text == qs(key) || text == qs(key) + ".yaml"
                || text.endsWith("/" + qs(key) + ".yaml"))
                return c;
            keys << qs(key);
        }
        throw BadInput { QString("--%1: no character '%2' (the ruleset's characters: %3)")
                             .arg(option, text, keys.join(", ")) };
    }

    const Character& characterOption(
        const QCommandLineParser& p, const Rules& rules, const char* option, const std::string& key)
    {
        if (p.isSet(option))
            return characterFrom(rules, p.value(option), option);
        if (key.empty() || !rules.characters.count(key))
            throw BadInput { QString("the ruleset names no default; give --%1").arg(option) };
        return rules.characters.at(key);
    }

    DieCode dieCodeOption(const QCommandLineParser& p, const char* option)
    {
        const std::optional<DieCode> code = parseDieCode(p.value(option).toStdString());
        if (!code || code->dice < 0)
            throw BadInput {
                QString("--%1 takes a die code like 4D+2, not '%2'").arg(option, p.value(option))
            };
        return *code;
    }

    QJsonObject injuryToJson(const Injury& injury)
    {
        return { { "wound_level", toString(injury.level) }, { "stuns", injury.stuns },
            { "unconscious", injury.unconscious } };
    }
} // namespace

int healCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addHelpOption();
    addRulesetOption(p);
    p.addOptions({
        { "care", "mortal_round (the 2D at the end of a round), first_aid, medical or natural.",
            "CARE" },
        { "target-sheet", "The patient's character file (default: the ruleset's default target).",
            "FILE" },
        { "wound-level",
            "The patient's rung: stunned, wounded, wounded_twice, incapacitated, "
            "mortally_wounded or killed.",
            "LEVEL" },
        { "stuns", "The patient's concurrent stuns (default: 1 when stunned).", "N" },
        { "unconscious", "The patient is knocked out (always so from incapacitated up)." },
        { "rounds", "mortal_round: the rounds mortally wounded, this one included (default 1).",
            "N" },
        { "stabilized", "mortal_round: first aid stabilized the patient (no roll)." },
        { "medic-sheet", "The medic's character file (default: the ruleset's default shooter).",
            "FILE" },
        { "skill", "The medic's Medicine dice, e.g. 3D+1 (overrides the medic's sheet).", "CODE" },
        { "difficulty",
            "The difficulty number (default: Easy's for first aid, Moderate's for "
            "medical healing).",
            "N" },
        { "dice", "d6 faces consumed in order, e.g. 5,6,4.", "LIST" },
        { "seed", "Seed of Hitspread's dice.", "N" },
        { "json", "Print the outcome as JSON." },
    });
    parseOrThrow(p, args);
    const Ruleset rs = loadRulesetOrThrow(p);
    const auto* engine = dynamic_cast<const Engine*>(rs.ground.get());
    if (!engine)
        throw BadInput { "heal plays rulesets of system d6ladder, not '" + qs(rs.id) + "'" };
    const Rules& rules = engine->rules();

    CareRequest request;
    if (!p.isSet("care"))
        throw BadInput { "give --care mortal_round, first_aid, medical or natural" };
    const std::optional<Care> care = careFromString(p.value("care").toStdString());
    if (!care)
        throw BadInput { "--care takes mortal_round, first_aid, medical or natural, not '"
            + p.value("care") + "'" };
    request.care = *care;
    if (!p.isSet("wound-level"))
        throw BadInput { "give the patient's --wound-level" };
    const std::optional<WoundLevel> level
        = woundLevelFromString(p.value("wound-level").toStdString());
    if (!level)
        throw BadInput { "--wound-level takes healthy, stunned, wounded, wounded_twice, "
                         "incapacitated, mortally_wounded or killed, not '"
            + p.value("wound-level") + "'" };
    const Character& patient = characterOption(p, rules, "target-sheet", rules.defaultTarget);
    request.injury.level = *level;
    request.injury.stuns
        = p.isSet("stuns") ? intValue(p, "stuns", 0, 99) : (*level == WoundLevel::Stunned ? 1 : 0);
    request.injury.unconscious = p.isSet("unconscious") || *level >= WoundLevel::Incapacitated;
    request.rounds = p.isSet("rounds") ? intValue(p, "rounds", 0, 999) : 1;
    request.stabilized = p.isSet("stabilized");
    request.body = rules.body(patient);
    const Character& medic = characterOption(p, rules, "medic-sheet", rules.defaultShooter);
    request.skill = p.isSet("skill") ? dieCodeOption(p, "skill") : rules.skill(medic, "medicine");
    if (p.isSet("difficulty"))
        request.difficulty = intValue(p, "difficulty", 1, 99);

    DiceChoice choice = diceFrom(p);
    const CareOutcome out = resolveWith(
        choice, [&](DiceSource& dice) { return d6ladder::care(rules, request, dice); });
    const bool medicRolls = out.care == Care::FirstAid || out.care == Care::Medical;
    QJsonObject json { { "ruleset", qs(rs.id) }, { "care", toString(out.care) },
        { "patient", qs(patient.name) }, { "medic", medicRolls ? qs(medic.name) : QString() },
        { "dice", jsonArray(out.faces) }, { "total", out.total },
        { "difficulty", out.difficulty ? QJsonValue(*out.difficulty) : QJsonValue() },
        { "success", out.success }, { "stabilized", out.stabilized }, { "rest_days", out.restDays },
        { "patient_before", injuryToJson(out.before) },
        { "patient_after", injuryToJson(out.after) } };
    if (out.care == Care::MortalRound)
        json.insert("rounds", request.rounds);
    finish(p, choice, json, out.working);
    return ExitOk;
}

} // namespace hitspread::cli
