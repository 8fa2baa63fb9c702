// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The resolvers of system rollunder (rules/other-systems.md section D, seed 004 "Rob's
// Edit #5"): pure functions of (rules, request, dice) → a trace of every die and number.
// The ground-map engine (rollunderengine.h) puts them together.
//
// Dice order (what --dice feeds, in turn):
//   attack:  with check_ammo the ammunition check's dice (a failure ends it); at P2/P3 the
//            malfunction roll (malfunction_roll: before; with `after`, at the first hit before
//            its damage); then per attack (burst two, full auto three) the task dice; on a
//            hit the Pen dice, the damage dice (unarmed: the attacker's Str dice rating; P2
//            twice, P3 thrice, Pen too), then, if the armour is overcome, the extra damage
//            dice of autofire/snap/suppressing fire; then one d6 per die that gets through,
//            in the order the dice are applied, for the characteristic it hurts (1–2 Str,
//            3–4 Dex, 5–6 End);
//   melee:   (opposed) every fighter's task dice — the attacker, its target, the others
//            who join in list order; then each winner's blow in that order: Pen, damage and
//            characteristic dice as above;
//   throw:   the throw's task dice; on a miss the scatter metres (the band's d6) and one
//            direction die; then for each figure within the blast, in scene order, the
//            blast task dice (its ring's Range) and, on a success, its damage as above.

#include "dice.h"
#include "rollunderrules.h"
#include "text.h"

#include <string>
#include <vector>

namespace hitspread::rollunder {

struct AppliedModifier {
    std::string id; // the situation or mode id; empty for the rules' own (size, minimum, …)
    Name name;
    int dice = 0;
};

// A task: roll `dice` d6; it succeeds when total + rollModifier is strictly below `target`.
struct Task {
    int base = 0; // Range, or the melee 2D
    std::vector<AppliedModifier> modifiers;
    int minimum = 0; // 2D ranged, 1D melee
    int dice = 0; // max(minimum, base + modifiers)
    int rollModifier = 0; // "Book 1" cover and armour ÷ 10, added to the total
    int target = 0; // characteristic + skill (ranged, thrown), skill (melee), TL (blast)
    int attacks = 1; // burst 2, full auto 3
    int damageDice = 0; // extra damage dice on penetration
    int coverArmour = 0; // cover as armour, added to the target's
    bool nextRound = false; // cautious: rolled in the next combat round
    bool stuns = false; // hasty: a hit stuns the target for the rest of the round
};

// What an attack task is built from.
struct TaskRequest {
    const Weapon* weapon = nullptr;
    std::string mode; // empty: the weapon's first
    std::vector<std::string> situations;
    int modifier = 0; // any other modifier, in dice
    int range = 0; // the Range of the band (ranged and thrown)
    int characteristic = 0; // the attacker's (ranged and thrown)
    int skill = 0;
    bool atFigure = true; // false for a throw at a point: no Size and no target modifiers
    int targetSize = 5;
    bool targetUnconscious = false;
    int targetArmour = 0; // worn: with "Book 1" cover, ⌈armour ÷ 10⌉ is a roll modifier
    int targetCover = 0; // "Book 1" cover 1–6 of the target
    int shooterCover = 0; // and of the attacker (half value, rounded down)
    int wallTl = 0; // a bulkhead wall as cover: its TL is the armour
    // Melee: the metres this fighter's weapon and its opponent's reach ("+1D if the opponent
    // has a longer reach"); 0: not known.
    int reach = 0;
    int opponentReach = 0;
};

// The task of an attack or throw; throws Refused for what the seed forbids (Size < Range,
// burst without autofire, two fire actions, …). Nothing is rolled.
Task attackTask(const Rules& rules, const TaskRequest& request);

// The blast task of a figure in a ring: Range [dice] < TL, no minimum.
Task blastTask(const Weapon& weapon, int range);

// "Make a Check Ammo (2D) task against the weapon's TL to verify that ammunition remains;
// +1D when in burst mode, and +1D for pistols and exotic weapons." `mode` may be null.
Task ammoTask(const Weapon& weapon, const FireMode* mode);

// Power settings: "P2 … rolls 2D < Quality to avoid a malfunction; P3 … rolls 3D < Quality".
Task malfunctionTask(const Weapon& weapon, int power);

// The exact chance that a task succeeds.
double taskChance(const Task& task);

struct TaskRoll {
    std::vector<int> faces;
    int total = 0; // the faces' sum, without the roll modifier
    bool success = false;
};
TaskRoll rollTask(const Task& task, DiceSource& dice, const char* purpose);

// One damage die on its way: against the armour, then to a characteristic.
struct DamageDie {
    int face = 0;
    bool penetration = false; // a Pen die: counts twice against the armour
    bool extra = false; // autofire's (and snap's) extra die, only once the armour is overcome
};

struct ArmourTrace {
    int armour = 0;
    std::vector<DamageDie> absorbed; // spent on the armour, in order
    std::vector<DamageDie> through; // going on at face value, in order
    int armourLeft = 0;
    bool overcome = false; // the armour is down to 0 (or was none)
};

// Applies damage dice to armour: Pen dice first, then the rest; high values first (too
// deadly: low values first). A die is spent whole on the armour it meets; once the armour is
// down to 0 the remaining dice go through at face value.
ArmourTrace applyToArmour(int armour, const std::vector<int>& penetration,
    const std::vector<int>& damage, bool tooDeadly);

enum class Condition { Ok, Unconscious, Dead };
const char* toString(Condition condition);
// Reading: one physical characteristic at 0 leaves the figure unconscious, two dead.
Condition conditionOf(const Physical& physical);

// Which physical characteristic a d6 picks: 1–2 str, 3–4 dex, 5–6 end.
const char* characteristicOfDie(int face);

struct Hurt {
    int pick = 0; // the d6 that chose the characteristic
    std::string characteristic; // "str", "dex", "end"
    int points = 0; // the die's face (half, rounded down, under "Book 1" cover)
    int before = 0;
    int after = 0; // never below 0
};

struct DamageTrace {
    std::vector<int> penetration; // the Pen dice rolled
    std::vector<int> damage;
    std::vector<int> extra; // rolled only once the armour is overcome
    bool halfValue = false; // "Book 1": armour already in the roll, each die at half value
    ArmourTrace armour;
    std::vector<Hurt> hurts;
    Physical before;
    Physical after;
    Condition condition = Condition::Ok;
};

// The damage dice of an attack: "Damage is per weapon, or Dice Rating for STR with no
// weapon" — the unarmed attack rolls the attacker's Str dice rating.
int damageDice(const Weapon& weapon, const Character& attacker);

// Rolls and applies a weapon's damage to a figure whose armour is `armour` (cover included).
DamageTrace resolveDamage(const Rules& rules, const Weapon& weapon, int extraDice, int armour,
    const Physical& physical, DiceSource& dice);

// Hands each die that got through to a random physical characteristic (a d6 each).
void applyToCharacteristics(
    const std::vector<DamageDie>& through, bool halfValue, DamageTrace& trace, DiceSource& dice);

// The working, for people.
std::vector<Text> describeTask(const Task& task, const TaskRoll& roll, const Text& what);
std::vector<Text> describeDamage(const DamageTrace& trace, const std::string& figure);

} // namespace hitspread::rollunder
