// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "roundend.h"

namespace hitspread {

namespace {
    // The location holding the most wounds; ties go to the location listed first in the body
    // (head, torso, abdomen, arms, legs). −1 when no location holds a wound.
    //
    // Reading (§7): the rules bleed "from the Hits in the location they were wounded in", but
    // one clock serves every wound and a character wounded in two places loses one hit per
    // interval, not one per location. The hit comes from the location wounded most often: the
    // worst wound, the one a referee would point at.
    int mostWounded(const CharacterState& c)
    {
        int best = -1;
        for (std::size_t i = 0; i < c.locations.size(); ++i) {
            if (c.locations[i].wounds > 0
                && (best < 0
                    || c.locations[i].wounds > c.locations[static_cast<std::size_t>(best)].wounds))
                best = static_cast<int>(i);
        }
        return best;
    }

    // The torso of the ruleset's body, or its first vital location if it names none "torso".
    int torsoOf(const Ruleset& rs)
    {
        const int torso = rs.body.locationIndex("torso");
        if (torso >= 0)
            return torso;
        for (std::size_t i = 0; i < rs.body.locations.size(); ++i) {
            if (rs.body.locations[i].vital)
                return static_cast<int>(i);
        }
        return 0;
    }
}

BleedingRate bleedingRate(int wounds)
{
    if (wounds <= 0)
        return {};
    // §7: "more than 5 wounds causes 1 Hit point per round for each wound over 4". Five wounds
    // already bleed every round (5 − 4 interval steps below), at 5 − 4 = 1 hit, so the
    // formula holds from five wounds on.
    if (wounds >= 5)
        return { 1, wounds - 4 };
    // §7: the first wound loses a hit every 5 rounds; each later wound shortens the interval
    // by 1 round: 1 wound → 5, 2 → 4, 3 → 3, 4 → 2.
    return { 6 - wounds, 1 };
}

int bleedingLocation(const Ruleset& ruleset, const CharacterState& character)
{
    const int wounded = mostWounded(character);
    // §7: "If the Hits in the wounded location are thus reduced to zero, the character begins
    // to lose Hits from his Torso body location instead." Wounds counted on the character but
    // on no location (a hand-edited state) bleed from the torso as well.
    if (wounded < 0 || character.locations[static_cast<std::size_t>(wounded)].hits <= 0)
        return torsoOf(ruleset);
    return wounded;
}

std::vector<int> bleed(const Ruleset& ruleset, CharacterState& character, int hits)
{
    std::vector<int> perLocation(character.locations.size(), 0);
    if (character.locations.empty())
        return perLocation;
    for (int i = 0; i < hits; ++i) {
        // Chosen again for every hit: a location bled to 0 halfway passes the rest to the torso.
        const auto location = static_cast<std::size_t>(bleedingLocation(ruleset, character));
        // §7: the hit comes off the location and off Incap ("their Total Hits").
        --character.locations[location].hits;
        --character.incap;
        ++perLocation[location];
    }
    return perLocation;
}

Regeneration regenerate(CharacterState& character)
{
    Regeneration r;
    // §10: "a Stormer may regenerate one Wound until they have none left. They can then
    // regenerate one Hit Point". One of the two per fourth round, wounds first.
    if (character.wounds > 0) {
        r.kind = Regeneration::Kind::Wound;
        --character.wounds;
        // Reading: the wound closes where the most wounds are, the location that bleeds.
        r.location = mostWounded(character);
        if (r.location >= 0)
            --character.locations[static_cast<std::size_t>(r.location)].wounds;
        return r;
    }
    // Reading: a hit point is marked on a location and on Incap alike (§7), so one regenerated
    // hit point restores one of each that is below its total: the location with the most hits
    // missing (ties: the one listed first in the body) and the Incap total.
    int worst = -1;
    int worstMissing = 0;
    for (std::size_t i = 0; i < character.locations.size(); ++i) {
        const int missing = character.locations[i].maxHits - character.locations[i].hits;
        if (missing > worstMissing) {
            worst = static_cast<int>(i);
            worstMissing = missing;
        }
    }
    if (worst >= 0) {
        ++character.locations[static_cast<std::size_t>(worst)].hits;
        r.location = worst;
    }
    if (character.incap < character.incapMax) {
        ++character.incap;
        r.incap = true;
    }
    if (worst >= 0 || r.incap)
        r.kind = Regeneration::Kind::Hit;
    return r;
}

Text describeBleed(const Ruleset& ruleset, const std::vector<int>& perLocation)
{
    Text text = literal("");
    bool first = true;
    for (std::size_t i = 0; i < perLocation.size() && i < ruleset.body.locations.size(); ++i) {
        if (perLocation[i] <= 0)
            continue;
        const Text part
            = say(HS_TEXT("core", "%1 from %2"), perLocation[i], ruleset.body.locations[i].name);
        text = first ? part : say(HS_TEXT("core", "%1, %2"), text, part);
        first = false;
    }
    return text;
}

} // namespace hitspread
