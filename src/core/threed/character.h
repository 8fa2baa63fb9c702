// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleset.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hitspread {

// How a location stands after damage (rules §7).
enum class LocationCondition { Unhurt, Wounded, Useless, SeverelyDamaged, Destroyed };
enum class CharacterStatus { Ok, Unconscious, Dead };
const char* toString(LocationCondition condition);
const char* toString(CharacterStatus status);

// One armour piece as worn: its PV and the ID left on every location it covers.
struct ArmourLayer {
    std::string armourId;
    NaturalArmour natural = NaturalArmour::None;
    int pv = 0;
    std::vector<int> idLeft; // per location, −1 = not covered
    bool operator==(const ArmourLayer&) const = default;
};

struct LocationState {
    int hits = 0; // below 0 is overflow (rules §7)
    int maxHits = 0;
    int wounds = 0;
    int stuckBullets = 0;
    bool operator==(const LocationState&) const = default;
};

// A dodge the character made (rules §8), as long as it counts. `kind` is DefenceKind's number:
// 2 a regular dodge (its value off all melee attacks on it this round, its penalty on all its
// actions this round), 3 a quick dodge (off melee attacks this phase; the penalty on its next
// action), 4 a Dance or Ballet of Death (off ranged attacks this phase; the penalty, none for a
// Ballet, on its next action). The tracker ends the value with the phase or round; an action
// pays a pending penalty.
struct ActiveDodge {
    int kind = 2;
    int value = 0; // off the attacks it meets while it lasts; 0 once it has ended
    int penalty = 0; // on the dodger's actions (≤ 0); 0 once paid
    bool operator==(const ActiveDodge&) const = default;
};

// A character in play: the sheet plus everything that has happened to it.
struct CharacterState {
    std::shared_ptr<const CharacterSheet> sheet; // as written; shared, never changed in play
    std::vector<LocationState> locations;
    std::vector<ArmourLayer> armour;
    int incap = 0; // Incap left; standard damage comes off it
    int incapMax = 0;
    int bruising = 0; // bruising damage, marked from the other end of the track
    int wounds = 0;
    bool knockedDown = false;
    bool knockedOut = false; // §7: failed the PHYS test to stay conscious after a knockback
    std::optional<ActiveDodge> dodge; // §8: a dodge made, while its value or penalty counts
    // §11: weapons (ids) that jammed in the character's hands and are not cleared yet.
    std::vector<std::string> jammedWeapons;
    int phys = 0; // derived once from the sheet (§2)
    int woundThreshold = 0;

    static CharacterState fromSheet(const Ruleset& ruleset, const CharacterSheet& sheet);

    LocationCondition condition(int location) const;
    CharacterStatus status(const Ruleset& ruleset) const;
    int woundPenalty() const { return -wounds; }
    bool operator==(const CharacterState&) const = default;
};

} // namespace hitspread
