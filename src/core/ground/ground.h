// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The systems played on the ground map (rules/other-systems.md A–D) behind one interface,
// so that one window, one roll log, one odds engine and one CLI serve them all.
//
// A Scene is the ground: figures (characters standing on hexes, with whatever the system
// tracks of their health as named whole numbers), who shoots or throws, and the intended
// point of a throw. An Engine is a system with its ruleset's data; resolve() is a pure
// function (scene, action, dice) → outcome, the outcome holding the scene after it.

#include "dice.h"
#include "hex.h"
#include "name.h"
#include "refused.h"
#include "scatter.h"
#include "side.h"
#include "text.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hitspread::ground {

struct Figure {
    std::string character; // the key of a character of the ruleset (its file name)
    std::string name; // shown; unique in a scene
    Hex position;
    // What the system tracks (wounds, wound level, stuns …), by name; missing = the
    // character file's value. Engines document their names.
    std::map<std::string, int> state;
    int side = 0; // index into Scene::sides
    // Its readiness: the weapon in hand and its fire mode, as it last set them up (empty: none
    // yet). When it acts again the action panel takes them up.
    std::string weapon {};
    std::string mode {};

    int value(const std::string& key, int fallback = 0) const
    {
        auto it = state.find(key);
        return it == state.end() ? fallback : it->second;
    }
    friend bool operator==(const Figure&, const Figure&) = default;
};

struct Scene {
    std::vector<Figure> figures;
    int shooter = 0; // index of the figure that shoots or throws
    Hex aim; // the intended point of a throw
    std::vector<Side> sides = defaultSides(); // each figure's Figure::side indexes these
    friend bool operator==(const Scene&, const Scene&) = default;
};

// Something the user picks: a weapon, a situation, a character.
struct Choice {
    std::string id;
    Name name;
    Name detail; // "+1D", "−2 dice", "thrown", a lineage …
};

// How a weapon is used, in every ground-map system: Ranged (a firearm, a bow), Melee
// (hand to hand, bare hands too), Thrown (a grenade, a knife thrown).
enum class WeaponKind { Ranged, Melee, Thrown };
const char* toString(WeaponKind kind); // "ranged", "melee", "thrown"

struct WeaponChoice {
    std::string id;
    Name name;
    WeaponKind kind = WeaponKind::Ranged;
    std::vector<Choice> modes; // fire modes (the first is the default); may be empty
};

// A number the system asks for besides the situations (dodge dice, a full dodge's total,
// the difficulty picked within a band …): shown as a spin box, given to the CLI as
// --option ID=N.
struct OptionSpec {
    std::string id;
    Name name;
    int min = 0;
    int max = 0;
    int value = 0; // the default
};

// What a system takes beyond the window's choices, only from scripts (hitspread-cli's own
// flags of that system): a system derives its own and ignores any other.
struct ActionExtra {
    virtual ~ActionExtra() = default;
};

struct Action {
    // Empty: an attack or a throw. Else one of Engine::procedures(): something the one acting
    // does or undergoes besides an attack (first aid, a minute's bleeding, a bonus die spent
    // …), on `target` where it needs one, with its `options`; the weapon and situations are
    // then not used.
    std::string procedure;
    bool isThrow = false; // a thrown weapon at scene.aim, else an attack on `target`
    std::string weapon;
    std::string mode; // fire mode id; empty = the weapon's default
    std::vector<std::string> situations; // ids from Engine::situations()
    int modifier = 0; // any other modifier, in the system's unit (dice or points)
    int target = -1; // figure index of an attack
    std::map<std::string, int> options; // by OptionSpec id; missing = the default
    std::shared_ptr<const ActionExtra> extra; // null from the window
    friend bool operator==(const Action&, const Action&) = default;

    int option(const std::string& id, int fallback) const
    {
        auto it = options.find(id);
        return it == options.end() ? fallback : it->second;
    }
};

// One roll, shown and written to JSON the same way in every system.
struct Roll {
    std::string what; // "attack", "dodge", "damage", "body", "direction", "scatter", …
    std::vector<int> faces;
    int sides = 6;
    int total = 0; // the sum, or the successes counted
    std::optional<int> target; // what it had to reach (or, roll-under, stay below)
    std::string rule; // "at_least", "below", "successes" or empty
    std::optional<bool> success;
};

// What happened to one figure.
struct FigureResult {
    int figure = -1;
    int distance = 0; // metres: from the shooter (attack) or from where it landed (blast)
    std::string band; // the range band or the blast ring shown, may be empty
    std::optional<int> ring; // the blast ring it stood in
    bool affected = false; // hit, or caught by the blast
    std::vector<Roll> rolls;
    Text result; // "20 wounds: Health 12 → −8, unconscious"
};

// A system's own trace of an outcome (every number its rules used), for the writers that
// know the system.
struct OutcomeDetail {
    virtual ~OutcomeDetail() = default;
};

struct Outcome {
    std::string procedure; // the procedure performed (Action::procedure), else empty
    std::string weapon;
    std::string mode;
    bool isThrow = false;
    std::string band; // the range band of the attack or throw
    int distance = 0; // metres, shooter to target or intended point
    std::vector<Roll> rolls; // the attack or throw rolls, in order
    bool hit = false; // the attack hit; the throw landed where aimed
    // A throw:
    Hex aim;
    Hex landing;
    std::optional<int> direction; // the direction face on a miss
    int directionSides = 6;
    int drift = 0; // metres off
    std::vector<FigureResult> figures;
    std::vector<Text> working; // sentence by sentence, for people
    std::vector<int> dice; // every face used, in order
    Scene after;
    std::shared_ptr<const OutcomeDetail> detail; // may be null
};

// A blast ring: up to `upTo` metres from where it bursts (nearest first).
struct Ring {
    int upTo = 0;
    Name name;
};

// A value a figure's state may hold (Figure::state) and the range the rules allow it.
struct StateKey {
    std::string key;
    int min = 0;
    int max = 0;
};

// One turn of a round: a figure taking its first or a further action.
struct Turn {
    int figure = -1; // index into the scene's figures
    int score = 0; // its initiative total (0 where the system rolls none)
    int action = 1; // 1: its first action of the round; 2: a second one (d6-modern: 10+)
    bool withPrevious = false; // at the same time as the turn before it (equal totals)
    friend bool operator==(const Turn&, const Turn&) = default;
};

// The order of a round as a system sets it (rules/other-systems.md, each system's
// initiative), with the rolls in words and the faces they used.
struct Initiative {
    std::vector<Turn> turns; // in the order they act
    std::vector<Text> working;
    std::vector<int> dice;
};

// What the end of a round did: the figures after it, in words.
struct RoundEnd {
    Scene scene;
    std::vector<Text> working;
};

// The ground map's tracker: the round under way, its order and whose turn it is.
struct Round {
    int number = 0; // 0: no round started yet
    std::vector<Turn> turns;
    int current = 0; // index into turns: the turn under way
    friend bool operator==(const Round&, const Round&) = default;
};

class Engine {
public:
    virtual ~Engine() = default;
    virtual std::string system() const = 0;
    // The largest face a typed die may show (12 for a d12 clock).
    virtual int maxFace() const { return 6; }
    virtual std::vector<WeaponChoice> weapons() const = 0;
    virtual std::vector<Choice> situations() const = 0;
    virtual std::vector<OptionSpec> options(const Action& action) const = 0;
    // The ruleset's characters (key, name) and a fresh figure of one (unhurt).
    virtual std::vector<Choice> characters() const = 0;
    virtual Figure figure(const std::string& character) const = 0;
    virtual std::string defaultShooter() const = 0;
    virtual std::string defaultTarget() const = 0;
    // The values a figure's state may hold and their ranges for the figure's character; a
    // session with any other key, or a value out of its range, is refused. Throws Refused for
    // a character the ruleset does not have.
    virtual std::vector<StateKey> stateKeys(const Figure& figure) const = 0;
    // How a figure stands, for the map and the tables ("Health 12 of 12", "Wounded twice").
    virtual Text status(const Figure& figure) const = 0;
    // The range band of a weapon at `metres`; nullopt when out of reach.
    virtual std::optional<std::string> band(const std::string& weapon, int metres) const = 0;
    // A thrown weapon's scatter, and its blast rings (nearest first; none for a plain throw).
    virtual Scatter scatter(const std::string& weapon) const = 0;
    virtual std::vector<Ring> rings(const std::string& weapon) const = 0;
    // The exact chance that the attack hits or the throw lands where aimed. Throws Refused
    // for what resolve() would refuse.
    virtual double hitChance(const Scene& scene, const Action& action) const = 0;
    // Throws Refused (a clear sentence) for an impossible action, DiceExhausted when typed
    // dice run out.
    virtual Outcome resolve(const Scene& scene, const Action& action, DiceSource& dice) const = 0;
    // What the one acting may do or undergo besides an attack or a throw (Action::procedure):
    // id, name and what it needs ("on the target", "to the marked point"). None by default.
    // options(action) gives a procedure's numbers when action.procedure is set.
    virtual std::vector<Choice> procedures() const { return {}; }
    // Performs action.procedure for the scene's one acting: throws Refused for a procedure
    // the system does not have or cannot do now, DiceExhausted when typed dice run out. The
    // outcome has no weapon; its rolls, figures, working and scene after are as resolve()'s.
    virtual Outcome perform(const Scene& scene, const Action& action, DiceSource& dice) const;
    // Whether a procedure is one of the figure's actions, so that its turn can be spent by it
    // (first aid is; a minute of bleeding or a decision declared is not).
    virtual bool procedureTakesTurn(const std::string& /*procedure*/) const { return true; }
    // How far the one acting may still go by the procedure picked (a move: the metres left of
    // its turn), for the map to draw around it; nullopt for a procedure that goes nowhere.
    virtual std::optional<int> procedureReach(const Scene&, const Action&) const
    {
        return std::nullopt;
    }
    // The action, whichever it is: perform() for a procedure, else resolve().
    Outcome act(const Scene& scene, const Action& action, DiceSource& dice) const;
    // A figure as a new round (or turn) finds it: what lasts a round wears off (a stun,
    // spent dodge dice, used actions); wounds stay.
    virtual Figure newRound(const Figure& figure) const { return figure; }
    // A figure as it receives the priority, its turn beginning (it becomes the one acting):
    // what a system refreshes then (success-pool: the actions). Most refresh nothing.
    virtual Figure receivesPriority(const Figure& figure) const { return figure; }
    // Whether a figure is in the fight: not unconscious, out of action or dead. A figure that
    // is not takes no turn.
    virtual bool canAct(const Figure&) const { return true; }
    // The order of a new round for the figures in the fight. `previous` is the order of the
    // round before (empty at the start of the fight): a system whose order holds for the whole
    // fight (success-pool) keeps it. By default, where a seed sets no order, the figures act
    // as they are listed and no die is rolled.
    virtual Initiative initiative(
        const Scene& scene, const std::vector<Turn>& previous, DiceSource& dice) const;
    // What the rules roll at the end of a round for every figure (D6 Stargate: the mortally
    // wounded's 2D); by default nothing.
    virtual RoundEnd endRound(const Scene& scene, DiceSource&) const { return { scene, {} }; }
    // Whether the figure's turn is over after it acted (the tracker passes on by itself): one
    // action a turn by default; success-pool while the figure has actions left it goes on.
    virtual bool turnSpent(const Figure&) const { return true; }
};

// The round's turn from `round.current` on whose figure can act begins: that figure becomes the
// one acting and receives the priority. False, with `current` on the last turn, when no turn is
// left.
bool beginTurn(const Engine& engine, Scene& scene, Round& round);
// Whether an action played by `actor` (the figure as the action left it) ends its turn, so that
// the next one begins: the one whose turn it is acted an action that takes a turn, and the rules
// say its turn is spent, and a later turn is left in the round.
bool turnPasses(const Engine& engine, const Round& round, int actor, const Figure& actorAfter,
    const Action& action);
// Why figure `index` cannot move to `to`: it is out of the fight (Engine::canAct), the place is
// off the map, or a figure still in the fight stands there. Two figures in the fight never share
// a hex; the fallen may be stepped over.
std::optional<Text> whyCannotMove(const Engine& engine, const Scene& scene, int index, Hex to);
// Figures in the fight on a hex another in the fight holds (one revived where it fell, under
// someone who stepped there) move to the nearest free hex, the later one in the list moving.
void settle(const Engine& engine, Scene& scene);
// The map's extent: a place has both coordinates within ±MaxPlaceCoordinate.
constexpr int MaxPlaceCoordinate = 100000;

// The landing distribution of a throw (sums to 1) and each figure's ring odds.
std::map<Hex, double> landingOdds(const Engine& engine, const Scene& scene, const Action& action);

} // namespace hitspread::ground
