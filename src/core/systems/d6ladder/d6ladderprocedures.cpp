// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System d6ladder's procedures on the ground map (ground.h): the seed's care of the wounded
// (d6ladderhealing.h) given by the one acting to the target, played like any other action.
#include "d6ladderengine.h"

#include "d6ladderhealing.h"
#include "d6ladderplan.h"
#include "resolving.h"

namespace hitspread::d6ladder {

namespace {
    constexpr const char* FirstAid = "first_aid";
    constexpr const char* Medical = "medical";
    constexpr const char* Natural = "natural";
} // namespace

std::vector<ground::Choice> Engine::procedures() const
{
    return {
        { FirstAid, HS_TEXT("core", "First aid"),
            HS_TEXT("core", "the one acting, on the target") },
        { Medical, HS_TEXT("core", "Medical healing"),
            HS_TEXT("core", "a day under the one acting's care") },
        { Natural, HS_TEXT("core", "Natural healing"), HS_TEXT("core", "the target rests") },
    };
}

bool Engine::procedureTakesTurn(const std::string& procedure) const
{
    // Seed, "Healing": first aid is given in the fight, as an action; medical care takes a
    // day and natural healing days of rest, so neither is a turn of a round.
    return procedure == FirstAid;
}

std::vector<ground::OptionSpec> Engine::procedureOptions(const ground::Action& action) const
{
    if (action.procedure == FirstAid || action.procedure == Medical)
        return { { "difficulty",
            action.procedure == FirstAid
                ? HS_TEXT("core", "Difficulty number (0: Easy's, the seed's for first aid)")
                : HS_TEXT("core", "Difficulty number (0: Moderate's, the seed's for medical care)"),
            0, 99, 0 } };
    return {};
}

ground::Outcome Engine::perform(
    const ground::Scene& scene, const ground::Action& action, DiceSource& dice) const
{
    CareRequest request;
    if (action.procedure == FirstAid)
        request.care = Care::FirstAid;
    else if (action.procedure == Medical)
        request.care = Care::Medical;
    else if (action.procedure == Natural)
        request.care = Care::Natural;
    else
        return ground::Engine::perform(scene, action, dice);
    const int figures = static_cast<int>(scene.figures.size());
    if (scene.shooter < 0 || scene.shooter >= figures)
        refuse(say(HS_TEXT("core", "Nobody gives the care: the scene has no figure %1."),
            scene.shooter + 1));
    if (action.target < 0 || action.target >= figures || action.target == scene.shooter)
        refuse(say(HS_TEXT("core", "Pick the patient: the target, another figure than %1."),
            scene.figures[static_cast<std::size_t>(scene.shooter)].name));
    const ground::Figure& medic = scene.figures[static_cast<std::size_t>(scene.shooter)];
    const ground::Figure& patient = scene.figures[static_cast<std::size_t>(action.target)];
    if (request.care != Care::Natural) {
        // The medic must be able to act: "Medicine (First Aid)" is a skill roll of his.
        const Injury medicHurt = injuryOf(medic);
        if (medicHurt.unconscious || medicHurt.level >= WoundLevel::Incapacitated)
            refuse(say(HS_TEXT("core", "%1 cannot give care: %2."), medic.name,
                levelName(medicHurt.level)));
        request.skill = m_rules->skill(characterOf(*m_rules, medic), "medicine");
        if (const int difficulty = action.option("difficulty", 0); difficulty > 0)
            request.difficulty = difficulty;
    }
    request.injury = injuryOf(patient);
    request.body = m_rules->body(characterOf(*m_rules, patient));

    const std::size_t first = dice.used().size();
    const CareOutcome cared = care(*m_rules, request, dice);
    ground::Outcome out;
    out.after = scene;
    ground::Figure& after = out.after.figures[static_cast<std::size_t>(action.target)];
    setInjury(after, cared.after);
    if (cared.stabilized)
        after.state["stabilized"] = 1;
    if (cared.after.level != WoundLevel::MortallyWounded) {
        after.state.erase("stabilized");
        after.state.erase("mortal_rounds");
    }
    out.hit = cared.success;
    ground::Roll roll;
    roll.what = action.procedure;
    roll.faces = cared.faces;
    roll.total = cared.total;
    roll.target = cared.difficulty;
    roll.rule = cared.difficulty ? "at_least" : "";
    if (cared.difficulty)
        roll.success = cared.success;
    out.rolls.push_back(roll);
    ground::FigureResult result;
    result.figure = action.target;
    result.distance = hitspread::distance(medic.position, patient.position);
    result.affected = cared.after != cared.before || cared.stabilized;
    result.rolls = out.rolls;
    result.result = cared.stabilized
        ? say(HS_TEXT("core", "%1, stabilized"), levelName(cared.after.level))
        : levelName(cared.after.level);
    out.figures.push_back(result);
    out.working = cared.working;
    out.dice = facesSince(dice, first);
    return out;
}

} // namespace hitspread::d6ladder
