// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The encounter in space: every combatant stands on a hex of the map (1 hex = 1 m, the hex
// conventions of DESIGN.md), and what an action needs of distances comes from the places —
// the range band of a shot (§4, seed: Range), the reach of a blow (§8), each character's
// distance from a grenade's point (§9), and the order in which walking fire moves on (§6).
// Each combatant keeps its own readiness (encounter.h): an action starts from it.

#include "encounter.h"

#include <optional>
#include <vector>

namespace hitspread {

// The map's extent: a place has both coordinates within ±MaxMapCoordinate.
constexpr int MaxMapCoordinate = 100000;
// The columns between two sides' lines for a combatant who joins a side that has nobody yet.
constexpr int DefaultLineGap = 10;

// Whether a combatant holds its hex: present and conscious. The dead and the unconscious lie
// where they fell and may be stepped over; two that hold their hexes never share one.
bool holdsHex(const Ruleset& ruleset, const Combatant& combatant);
// Who holds `hex`, other than `except`; nobody: null.
const Combatant* holderOf(
    const Ruleset& ruleset, const Encounter& encounter, Hex hex, CombatantId except = 0);
// Metres between two places: hexes apart (1 hex = 1 m).
int metresBetween(const Combatant& a, const Combatant& b);
bool onMap(Hex hex);

// Everyone who holds its hex on one another holds (one revived where it fell, under someone
// who stepped there) moves to the nearest free hex, the later one in the roster moving: a file
// never holds two on one hex.
void settlePlaces(const Ruleset& ruleset, Encounter& encounter);
// The first hex of `side`'s line (its column, rows from the top) that nobody holds: the line of
// its first member, else the column side × DefaultLineGap.
Hex freeHexOfSide(const Ruleset& ruleset, const Encounter& encounter, int side);
// Sets everyone out in facing lines by side, `metres` apart column from column (side 0 in
// column 0, side 1 in column `metres`, …), each side's members one below the other, the actor
// and its target heading their lines (one row), the rest in roster order: a file of format 1 to 3
// opens so, its actor facing its target at the distance its range setting implied
// (impliedDistance).
void setOutInLines(const Ruleset& ruleset, Encounter& encounter, int metres);
// The metres an old file's settings imply: their distance, else the far end of their range band
// for their weapon (RNG, 2 × RNG, 4 × RNG, 8 × RNG); a blow's reach (1 m) for a melee weapon.
int impliedDistance(const Ruleset& ruleset, const AttackRequest& settings);

// Why `id` cannot move to `to`: not in the fight, dead or unconscious, a place off the map,
// or a hex another holds. Nothing when it can.
std::optional<Text> whyCannotMove(
    const Ruleset& ruleset, const Encounter& encounter, CombatantId id, Hex to);
// Moves `id` to `to` (throws Refused for what whyCannotMove says). Reading: a combatant that
// moves loses its aims and its firing stance (§5: both are acquired standing still); aims
// taken at it are lost when it moves beyond the aimer's extreme range (8 × RNG of the weapon
// in hand), the only way out of sight on a map without walls.
void moveCombatant(const Ruleset& ruleset, Encounter& encounter, CombatantId id, Hex to);

// The form fitted to its weapon as `sheet` (may be null) holds it: the shooter's profile from
// the sheet, a mode the weapon fires, an ammo it takes, a scope and other weapon the ruleset
// has, the burst's and semi-auto's figures only in their modes, walking fire only in a burst
// or full auto, and what belongs to the other kind of weapon dropped (fitToWeapon).
AttackRequest fittedForSheet(
    const Ruleset& ruleset, const CharacterSheet* sheet, AttackRequest form);
// The attack `form` as `actor` takes it up against `target`: its weapon in hand (else its
// sheet's first), ammo, fire mode, scope and its setting, firing stance, rest, quick draw, two
// weapons — its readiness over the form's — and the aims it has taken if they are at `target`
// (aims at another are lost). A setting that does not apply to the weapon is dropped (a mode it
// cannot fire, an ammo it does not take, a scope on a blade, walking fire out of a burst). The
// shooter's profile comes from its sheet. The per-action parts of the form (the hex aimed at,
// the modifier, the burst's dice …) stay as given.
AttackRequest readied(
    const Ruleset& ruleset, const Combatant& actor, AttackRequest form, CombatantId target);
// The readiness an attack form leaves the combatant with while it is set up against `target`.
Readiness readinessOf(const AttackRequest& form, CombatantId target);

// An action with its targets as the places decide them.
struct PlacedAction {
    std::vector<CombatantId> targets;
    EncounterAction action;
    int distance = 0; // metres: actor to target, or thrower to the grenade's point
};

// The attack `request` by `actor` on `target` as the fight stands, refusing nothing: a shot's
// distance from the metres between them (the range band set aside), no distance for a blow, the
// target's posture as its position unless the request names one, and §4 diving for cover's two
// initiative totals from a running round. What the window's odds count and what is resolved.
AttackRequest placedRequest(const Ruleset& ruleset, const Encounter& encounter, CombatantId actor,
    CombatantId target, AttackRequest request);
// Why a blow of `request` by `actor` cannot reach `target` (reading: a melee weapon reaches only
// the six hexes around its wielder), or nothing.
std::optional<Text> whyOutOfReach(const Ruleset& ruleset, const Encounter& encounter,
    CombatantId actor, CombatantId target, const AttackRequest& request);
// The attack `request` by `actor` on `target` where they stand: a shot's range band from the
// metres between them (optimum up to RNG, medium up to 2 ×, long up to 4 ×, extreme up to 8 ×;
// beyond, the resolver refuses it with the distance and the limit); a blow only on a target in
// a hex beside the actor's (reading: every melee weapon reaches one hex). The target's posture
// is its position unless the request names one. Walking fire (§6) moves on to one further
// target per WalkStep in walkOrder. Throws Refused.
PlacedAction attackFromPlaces(const Ruleset& ruleset, const Encounter& encounter, CombatantId actor,
    CombatantId target, AttackRequest request);
// The combatants walking fire from `actor` moves on to after `target`, in the order the
// shooter's line passes them as it swings away from the target: by the angle between the line
// to the target and the line to each (smallest first), then the nearer to the target first.
// Only those who hold their hexes (the fallen are passed over), within `reach` metres of the
// shooter.
std::vector<CombatantId> walkOrder(const Ruleset& ruleset, const Encounter& encounter,
    CombatantId actor, CombatantId target, double reach);
// A grenade thrown by `thrower` at the map's `point` (§9): the throwing distance from the
// thrower's place to the point sets the range band; everyone (the thrower too) whose blast zone
// R − (d ÷ increment) is 0 or more at d metres from the point is caught, the nearest first (in
// roster order at equal distances). The grenade's impact hex on each body field is the request's.
// Throws Refused for an unknown grenade, a point off the map, or a blast that reaches nobody.
PlacedAction throwFromPlaces(const Ruleset& ruleset, const Encounter& encounter,
    CombatantId thrower, Hex point, GrenadeAction action);

// Whom `actor` attacks when nobody is picked for it: the one it has aims at (its aims kept),
// else the one it last attacked, while that one still holds its hex; else the nearest enemy
// (another side) who does, first in the roster at equal distance. 0 when there is none.
CombatantId defaultTarget(const Ruleset& ruleset, const Encounter& encounter, CombatantId actor);

} // namespace hitspread
