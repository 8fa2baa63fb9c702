// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The encounter: a whole fight of the 3d System. A roster of combatants on two or more sides,
// each with its sheet and its state, and a log of actions in which anyone acts on anyone: the
// actor's own state counts (its wounds, rules §7; what its state forbids, actorcheck.h), and
// every action records its actor, its targets and the state of each as they stood before.

#include "sessiondata.h"
#include "side.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hitspread {

// The version of session files that hold an encounter. Files of formats 1 and 2 (a shooter,
// a target and up to three further targets) open as an encounter of two sides.
// 4: every combatant stands on a hex of the map and keeps its readiness; the combatants of a
// file of format 1 to 3 are set out in two facing lines (places.h).
constexpr int EncounterFormatVersion = 4;

// A combatant's number in the encounter: given once, never reused, so the log and the
// tracker keep naming the same combatant while others join and leave.
using CombatantId = std::uint32_t;

// How a combatant stands: what a shot at it takes (§4) and how it is drawn.
enum class Posture { Standing, Kneeling, Prone, Down };
const char* toString(Posture posture); // standing, kneeling, prone, down
std::optional<Posture> postureFromString(const std::string& text);

// What a combatant keeps ready between its actions: the weapon in hand and how it is set, the
// aims it has taken and at whom, its firing stance, a quick draw it has declared, and whom it
// last attacked. When it acts again its setup is as it left it (places.h).
struct Readiness {
    std::string weapon; // empty: its sheet's first
    std::string ammo; // empty: the weapon's first
    FireMode mode = FireMode::Single;
    std::string scope;
    std::optional<RangeBand> scopeSetting;
    bool firingStance = false; // §5: acquired by aiming; lost by moving
    bool rest = false;
    int aims = 0; // §5: aim actions taken …
    CombatantId aimedAt = 0; // … at this combatant
    bool quickDraw = false; // §11: the next action draws the weapon
    bool twoWeapons = false;
    std::string otherWeapon;
    CombatantId lastTarget = 0; // whom it attacked last
    bool operator==(const Readiness&) const = default;
};

struct Combatant {
    CombatantId id = 0;
    std::string name; // unique in the encounter ("Frother 2" beside "Frother")
    int side = 0; // index into Encounter::sides
    Posture posture = Posture::Standing;
    CharacterState state; // the sheet and everything that has happened to it
    bool absent = false; // left the fight; kept because the log names it
    Hex position; // where it stands on the map (1 hex = 1 m)
    Readiness readiness;
};

// One action of the fight. `action` holds the request (or the grenade), the dice, the targets
// as they stood before and the outcome, as the roll log of one shooter did; the encounter adds
// who acted on whom.
struct EncounterEntry {
    CombatantId actor = 0;
    std::vector<CombatantId> targets; // the target first, then the further ones
    CharacterState actorBefore;
    // The actor after its action: recoil far above its STR bruises its firing arm (§5), and
    // bruising goes to the Incap track (§7).
    CharacterState actorAfter;
    LogEntry action;
    // The actor's readiness before the action and as the action leaves it (its aims spent,
    // the weapon drawn, its target remembered). Not written: an entry read from a file has
    // them as the actor stands now.
    Readiness readinessBefore;
    Readiness readinessAfter;
};

struct Encounter {
    std::string rulesetId;
    std::vector<Side> sides;
    std::vector<Combatant> combatants; // in the order they joined
    CombatantId nextId = 1;
    // Who is picked: the actor, its target and further targets (walking fire, a blast).
    CombatantId actor = 0;
    CombatantId target = 0;
    std::vector<CombatantId> others;
    AttackRequest settings; // the attack set up: weapon, aims, range … and the aimed hex
    GrenadeAction grenade; // the grenade set up
    std::vector<EncounterEntry> log;
    DiceSettings dice;
    TrackerState tracker; // its TrackerEntry::character indexes `combatants`

    const Combatant* find(CombatantId id) const;
    Combatant* find(CombatantId id);
    const Combatant* findByName(const std::string& name) const;
    int indexOf(CombatantId id) const; // −1 when not in the roster
    // `base`, or "base 2", "base 3" … : the first name no combatant has.
    std::string uniqueName(const std::string& base) const;
};

// The combatant `id` as an action needs it: in the roster and present; throws Refused.
const Combatant& presentCombatant(const Encounter& encounter, CombatantId id);

// A new encounter: two sides, and the ruleset's default shooter facing its default target (a
// different character of the ruleset when the two are the same).
Encounter newEncounter(const Ruleset& ruleset);
// Adds a combatant from its sheet (unhurt) under its sheet's name made unique, on the first
// free hex of its side's line (places.h); returns its id.
CombatantId joinEncounter(Encounter& encounter, const Ruleset& ruleset, const CharacterSheet& sheet,
    int side, const std::string& name = {});

// The characters of the roster in order, as the tracker numbers them.
Roster encounterRoster(const Encounter& encounter);
// Takes back the characters a tracker step changed.
void adoptRoster(Encounter& encounter, const Roster& characters);

// What an action is: an attack (a shot, a burst, a blow) or a grenade.
struct EncounterAction {
    AttackRequest request;
    std::optional<GrenadeAction> grenade;
};

// Resolves `action` by `actor` on `targets` as they stand in the encounter: the actor's wounds
// count against its roll and its name goes into the working. Throws Refused, before any die
// is rolled, for an actor or target not in the roster or absent, the actor among its own
// targets, a state that forbids the action (actorcheck.h), or a request the rules refuse;
// DiceExhausted when typed dice run out. The encounter is not changed: apply the entry.
EncounterEntry resolveEncounterAction(const Ruleset& ruleset, const Encounter& encounter,
    CombatantId actor, const std::vector<CombatantId>& targets, const EncounterAction& action,
    DiceSource& dice);
// Puts an entry's outcome on to the roster (the actor and the targets as they stand after it)
// and appends it to the log (moved there, when given so).
void applyEntry(Encounter& encounter, const EncounterEntry& entry);
void applyEntry(Encounter& encounter, EncounterEntry&& entry);
// Takes the newest entry back: everyone it changed stands again as it found them, and the log
// loses it; returns it. Nothing happens to an empty log (an empty entry comes back).
EncounterEntry unapplyEntry(Encounter& encounter);

// Resolves an action with the encounter's seeded dice (its seed, after the faces it has used),
// applies it and counts the faces; returns the entry as logged. Throws like
// resolveEncounterAction, leaving the encounter as it was.
const EncounterEntry& rollAction(const Ruleset& ruleset, Encounter& encounter, CombatantId actor,
    const std::vector<CombatantId>& targets, const EncounterAction& action);

// A session of format 1 or 2 as an encounter: the shooter on side A, the target and further
// targets on side B; a target of the log that is no longer in the scene joins as absent.
Encounter encounterFromSession(const Ruleset& ruleset, const SessionData& session);

struct EncounterLoad {
    std::optional<Encounter> encounter;
    int fileFormat = 0; // the format the file was written in
    std::vector<LoadError> errors; // file:line:column
};

// Writes an encounter as a session file of format 3 (the caller writes it atomically).
std::string writeEncounter(const Ruleset& ruleset, const Encounter& encounter);
// Reads a session file of any format against the loaded ruleset: all or nothing. A broken
// sheet, two combatants with one name, an action naming someone not in the roster, a state
// the rules cannot have or a log that does not replay is refused with its position.
EncounterLoad readEncounter(
    const Ruleset& ruleset, const std::string& text, const std::string& fileName);

// What a session file says of itself before it is read: whether it plays on the ground map
// (`hitspread_ground_session`) or on the body diagram (`hitspread_session`), and its ruleset.
// Nothing when the text is no session of either kind, or does not name its ruleset.
struct SessionHead {
    bool ground = false;
    std::string rulesetId;
};
std::optional<SessionHead> sessionHead(const std::string& text);

} // namespace hitspread
