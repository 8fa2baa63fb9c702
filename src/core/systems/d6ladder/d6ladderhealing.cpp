// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "d6ladderhealing.h"

#include "d6ladderplan.h"
#include "refused.h"

#include <algorithm>
#include <cstdlib>

namespace hitspread::d6ladder {

namespace {
    using L = WoundLevel;

    int roll(DieCode code, DiceSource& dice, const char* purpose, CareOutcome& out)
    {
        int sum = code.pips;
        for (int i = 0; i < std::max(0, code.dice); ++i) {
            out.faces.push_back(dice.roll(purpose));
            sum += out.faces.back();
        }
        out.total = sum;
        return sum;
    }

    int levelNumber(const Rules& rules, const char* id, int fallback)
    {
        const DifficultyLevel* level = rules.level(id);
        return level ? level->number : fallback;
    }

    // A rung reached by healing: the stuns go with the last of the ladder, and a character
    // no longer incapacitated wakes (one knocked out by stuns stays so).
    Injury healedTo(Injury injury, L level)
    {
        const L before = injury.level;
        injury.level = level;
        if (level == L::Healthy) {
            injury.stuns = 0;
            injury.stunRounds = 0;
            injury.unconscious = false;
        } else if (level >= L::Incapacitated) {
            injury.unconscious = true;
        } else if (before >= L::Incapacitated) {
            injury.unconscious = false;
        }
        return injury;
    }

    void refuseDeadOrHealthy(const Injury& injury)
    {
        if (injury.level == L::Killed)
            throw Refused(say(HS_TEXT("core", "A killed character cannot be healed.")));
        if (injury.level == L::Healthy)
            throw Refused(say(HS_TEXT("core", "A healthy character has nothing to heal.")));
    }

    void mortalRound(const CareRequest& r, DiceSource& dice, CareOutcome& out)
    {
        if (r.injury.level != L::MortallyWounded)
            throw Refused(say(HS_TEXT("core",
                                  "Only a mortally wounded character rolls at the end of the "
                                  "round; the patient is %1."),
                levelName(r.injury.level)));
        if (r.rounds < 1)
            throw Refused(
                say(HS_TEXT("core", "The rounds mortally wounded start at 1, not %1."), r.rounds));
        if (r.stabilized) {
            out.success = true;
            out.working.push_back(say(HS_TEXT("core",
                "Stabilized by first aid: no roll; he lives if he reaches a hospital or clinic.")));
            return;
        }
        const int total = roll(DieCode { 2, 0 }, dice, "mortal wound", out);
        // Seed, "Damage": "If the roll is less than the number of rounds that the character
        // has been mortally wounded, the character dies."
        out.success = !diesOfMortalWound(total, r.rounds);
        if (!out.success)
            out.after.level = L::Killed;
        out.working.push_back(out.success
                ? say(HS_TEXT("core",
                          "2D roll %1, not less than %2 rounds mortally wounded: he "
                          "lives this round."),
                    total, r.rounds)
                : say(HS_TEXT("core", "2D roll %1, less than %2 rounds mortally wounded: he dies."),
                    total, r.rounds));
    }

    void firstAid(const Rules& rules, const CareRequest& r, DiceSource& dice, CareOutcome& out)
    {
        const Injury& in = r.injury;
        const bool knockedOutByStuns = in.unconscious && in.level < L::Incapacitated;
        if (in.level == L::Killed || (in.level < L::Incapacitated && !knockedOutByStuns))
            throw Refused(
                say(HS_TEXT("core",
                        "First aid revives an unconscious stunned or an incapacitated "
                        "character, or stabilizes a mortally wounded one; the patient is %1."),
                    levelName(in.level)));
        // Easy for the stuns ("at Easy difficulty"); the seed names none for the rest: Easy too.
        out.difficulty = r.difficulty.value_or(levelNumber(rules, "easy", 8));
        const int total = roll(r.skill, dice, "medicine", out);
        out.success = total >= *out.difficulty;
        if (out.success) {
            if (knockedOutByStuns) {
                out.after = reviveFromStuns(in);
            } else if (in.level == L::Incapacitated) {
                out.after.unconscious = false; // "groggy, cannot use skills"
            } else {
                out.stabilized = true;
            }
        }
        out.working.push_back(
            say(out.success ? HS_TEXT("core", "Medicine (First Aid) roll %1 against %2: success.")
                            : HS_TEXT("core", "Medicine (First Aid) roll %1 against %2: failure."),
                total, *out.difficulty));
    }

    void medical(const Rules& rules, const CareRequest& r, DiceSource& dice, CareOutcome& out)
    {
        refuseDeadOrHealthy(r.injury);
        // The Medicine skill's own rules are not in the seed: Moderate by default.
        out.difficulty = r.difficulty.value_or(levelNumber(rules, "moderate", 13));
        const int total = roll(r.skill, dice, "medicine", out);
        out.success = total >= *out.difficulty;
        if (out.success)
            out.after = healedTo(r.injury, medicalHealing(r.injury.level));
        out.working.push_back(say(out.success
                ? HS_TEXT("core", "Medicine roll %1 against %2: the highest wound erased.")
                : HS_TEXT("core", "Medicine roll %1 against %2: no healing today."),
            total, *out.difficulty));
    }

    void natural(const CareRequest& r, DiceSource& dice, CareOutcome& out)
    {
        refuseDeadOrHealthy(r.injury);
        out.restDays = restDays(r.injury.level);
        if (r.injury.level == L::Stunned) {
            out.after = healedTo(r.injury, L::Healthy);
            out.success = true;
            out.working.push_back(say(HS_TEXT("core", "A minute's rest ends the stuns.")));
            return;
        }
        const int total = roll(r.body, dice, "body", out);
        out.after = healedTo(r.injury, naturalHealing(r.injury.level, total));
        out.success = out.after.level < r.injury.level;
        out.working.push_back(say(HS_TEXT("core", "After %1 days of rest, Body roll %2: %3."),
            out.restDays, total, levelName(out.after.level)));
    }
} // namespace

const char* toString(Care care)
{
    switch (care) {
    case Care::MortalRound:
        return "mortal_round";
    case Care::FirstAid:
        return "first_aid";
    case Care::Medical:
        return "medical";
    case Care::Natural:
        return "natural";
    }
    return "first_aid";
}

std::optional<Care> careFromString(const std::string& text)
{
    for (Care c : { Care::MortalRound, Care::FirstAid, Care::Medical, Care::Natural })
        if (text == toString(c))
            return c;
    return std::nullopt;
}

CareOutcome care(const Rules& rules, const CareRequest& request, DiceSource& dice)
{
    CareOutcome out;
    out.care = request.care;
    out.before = request.injury;
    out.after = request.injury;
    switch (request.care) {
    case Care::MortalRound:
        mortalRound(request, dice, out);
        break;
    case Care::FirstAid:
        firstAid(rules, request, dice, out);
        break;
    case Care::Medical:
        medical(rules, request, dice, out);
        break;
    case Care::Natural:
        natural(request, dice, out);
        break;
    }
    return out;
}

} // namespace hitspread::d6ladder
