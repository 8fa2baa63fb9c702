// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "character.h"
#include "dice.h"
#include "refused.h"
#include "ruleset.h"
#include "text.h"

#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace hitspread {

// What the resolver needs to know of the shooter (from a character sheet, overridable).
struct ShooterProfile {
    std::string name;
    int skill = 0; // the weapon's skill
    int str = 0;
    int dex = 0;
    int cool = 0;
    int marksman = 0;
    int autoSupport = 0;
    int strBonus = 0; // melee (rules §2)
    int martialArts = 0;
    int wounds = 0;
    std::set<std::string> advantages;

    static ShooterProfile fromSheet(
        const Ruleset& ruleset, const CharacterSheet& sheet, const Weapon& weapon);
    bool has(const std::string& advantage) const { return advantages.count(advantage) > 0; }
    bool operator==(const ShooterProfile&) const = default;
};

enum class TargetPosition { Standing, DivingForCover, Prone, Kneeling, Down };

// How a burst's deviations are influenced when no explicit choices are given (§6). Ask:
// the person at the table picks each one; the program turns the picks into `influence`.
enum class InfluencePolicy { None, TowardAim, Ask };
const char* toString(TargetPosition position);
std::optional<TargetPosition> targetPositionFromString(const std::string& text);

// Walking the fire on to the next target of the scene (§6), after so many bullets on the
// current one; paid with one influence chance, or with one stray bullet that hits nothing.
struct WalkStep {
    int afterBullets = 1;
    bool spendInfluence = true;
    bool operator==(const WalkStep&) const = default;
};

// A defence against an attack (§8): a parry or a dodge against a melee attack. A Dance or
// Ballet of Death against ranged attacks is AttackRequest::dance, a dodge already made.
enum class DefenceKind { None, Parry, Dodge, QuickDodge, Dance };
const char* toString(DefenceKind kind); // none, parry, dodge, quick-dodge, dance
std::optional<DefenceKind> defenceKindFromString(const std::string& text);

// What the defence needs to know of the defender (from its state, overridable).
struct DefenderProfile {
    std::string name;
    int parrySkill = 0; // the rank in the parrying weapon's skill
    int dodgeSkill = 0; // Dodge rank; without it there is no dodge (§8)
    int strBonus = 0; // §2, added to the parry
    int wounds = 0; // −1 each on the defence roll (§7)
    int dodgeModifier = 0; // armour's DM, +1 per extra layer (§7 layered armour)
    std::set<std::string> advantages;
    std::vector<std::string> weapons; // the weapons it holds (bare hands it always has)

    // The defender `state` parrying with `parryWeapon` (none: no parry skill).
    static DefenderProfile fromState(
        const Ruleset& ruleset, const CharacterState& state, const Weapon* parryWeapon);
    bool operator==(const DefenderProfile&) const = default;
};

struct DefenceRequest {
    DefenceKind kind = DefenceKind::None;
    std::string parryWeapon; // parry: a weapon id of the ruleset the defender holds
    // Dodge: one already made this round (regular) or phase (quick), its success value: it
    // comes off the attack and nothing is rolled.
    std::optional<int> dodgeValue;
    int faceShift = 0; // parry: the parrier turns the deviation face by −1, 0 or +1 (§8)
    DefenderProfile defender;
    bool operator==(const DefenceRequest&) const = default;
};

// The readings an action is resolved by now (AttackRequest::rulesRevision). An action logged
// under an earlier revision replays by its readings: 2 brought the two-weapon, martial arts,
// target-down and Dance of Death readings; 3 takes the knockback from a blow the armour stops
// whole (§8); 4 lets a hit through Xeno skin do its whole DAM (§7, xeno_skin), halves a
// bare-handed parry's roll by default (§8, bare_hand_parry), and has recoil far above STR
// bruise the weapon arm's track and ask for a PHYS roll to stay conscious (§5).
constexpr int CurrentRulesRevision = 4;

struct AttackRequest {
    std::string weapon;
    std::string ammo; // empty: the weapon's first ammo
    FireMode mode = FireMode::Single;
    std::optional<RangeBand> range;
    std::optional<double> distance; // metres; sets the range band
    std::optional<ShotType> shot; // by default from the aims (§5 reading on snap)
    int aims = 0;
    bool stance = false;
    bool rest = false;
    bool silencer = false;
    int recoilBaffling = 0;
    bool quickDraw = false;
    bool twoWeapons = false;
    // The weapon in the other hand when firing or fighting with two (§Two weapons): empty is a
    // pair of the same weapon.
    std::string otherWeapon;
    bool offHand = false;
    bool underFire = false;
    TargetPosition position = TargetPosition::Standing;
    std::optional<int> shooterInitiative;
    std::optional<int> targetInitiative;
    int modifier = 0; // the GM's free modifier
    Hex target;
    ShooterProfile shooter;
    int shots = 0; // semi-auto: shots in this action (0: as many as the rules allow)
    int burstDice = 0; // full auto: how many d6 set the burst length
    int burstAdjust = 0; // full auto: rounds added or taken off, up to Auto/Support ÷ 2
    std::vector<int> influence; // burst deviations changed by −1, 0 or +1, in order (§6)
    InfluencePolicy influencePolicy = InfluencePolicy::None; // when `influence` is empty
    // §6 suppressive fire: a bullet of a full-auto spray, taken as a single wild shot even when
    // the weapon lists no single-shot mode.
    bool suppressiveBullet = false;
    std::vector<WalkStep> walk; // burst and full auto over up to four targets side by side
    int bulletsThisRound = 0; // bullets the weapon fired earlier this round (§11 jamming factor)
    int enemiesShooting = 0; // §11 aiming under fire: enemies shooting at the shooter (0: one)
    std::string scope; // a scope's id, empty: none (§11)
    // §11: the band the scope's magnification is set for; none: as it comes (its design band).
    // Only lowered: a band beyond the design band is refused.
    std::optional<RangeBand> scopeSetting;
    // §8 melee: a harder attack declared (−N on the attack) raises the defender's parry or
    // dodge target by N; the defence made against it.
    int harder = 0;
    DefenceRequest defence;
    // §8 Dance/Ballet of Death: the success value of the target's dodge this phase, off every
    // ranged attack on it.
    int dance = 0;
    // §8: the attacker's own dodge costs −(7 − success die) on its actions (≤ 0).
    int ownDodgePenalty = 0;
    // §7: the knockback PHYS test is rolled (three dice after the hit's other tests). The
    // window and the CLI always ask for it; actions logged before Hitspread rolled it replay
    // without it (their files say nothing of it).
    bool rollKnockback = false;
    // Which of Hitspread's readings of the rules the action was resolved by, so that an action
    // logged before a reading changed replays as it was played. Revision 2 (the default, what
    // the window and the CLI resolve by): a target knocked down is down to every attack, blow
    // or shot (§7); two weapons bear both recoils, or both DAM factors (seed, Two Weapons); a
    // Dance of Death is the target's own; the Martial Arts bonus follows the strike's skill.
    // Files before it say nothing and read as revision 1.
    int rulesRevision = CurrentRulesRevision;
    bool operator==(const AttackRequest&) const = default;
};

struct ModifierTerm {
    const char* name = ""; // a string literal naming the rule
    int value = 0;
};

// A 3d6 roll in the combat roles of §1: success (aiming), damage and penetration die.
struct AttackRoll {
    int success = 0;
    int damage = 0;
    int penetration = 0;
    int skill = 0;
    std::vector<ModifierTerm> modifiers;
    int modifierSum = 0;
    int total = 0;
    int target = 13;
    bool hit = false;
    int successValue = 0; // success die plus the critical (§1)
    bool jammed = false;
    // §1: the modifiers changed the target number (by default), not the total.
    bool modifiersOnTarget = false;
    int missedBy() const { return hit ? 0 : target - total; }
};

// A stat test (3d6 + stat ≥ 16, critical above 21), e.g. a Vevaphon's CONC test.
struct StatTest {
    std::string stat;
    int dice[3] = { 0, 0, 0 };
    int value = 0;
    int modifier = 0;
    int total = 0;
    int target = 16;
    bool passed = false;
    int successValue = 0;
};

// What a knockback does to the target (§7).
enum class KnockbackResult {
    NotRolled, // an action logged before the test was rolled: left to the table
    AlreadyDown, // the target lay down already: no test
    KnockedBack, // test passed: initiative 0 for this phase
    KnockedDown, // test failed: down (+3 to be hit), initiative 0 this round, loses next action
    LosesRound, // DAM above 2 × PHYS, stayed conscious: down, loses one full round
    KnockedOut, // DAM above 2 × PHYS, the PHYS test to stay conscious failed
};
const char* toString(KnockbackResult result); // not_rolled, already_down, knocked_back, …

// The knockback a hit calls for (§7): DAM above PHYS; the PHYS test minus (DAM − PHYS), or
// above 2 × PHYS the plain PHYS test to stay conscious.
struct Knockback {
    int dam = 0;
    int phys = 0;
    int testModifier = 0;
    bool knockedDown = false; // DAM above 2 × PHYS: down, and a PHYS test to stay conscious
    std::optional<StatTest> test;
    KnockbackResult result = KnockbackResult::NotRolled;
};

// A defence made against a melee attack (§8), or a Dance/Ballet of Death against a ranged one.
struct DefenceOutcome {
    DefenceKind kind = DefenceKind::None;
    std::string defender;
    std::optional<AttackRoll> roll; // none: a dodge already made (its value given)
    bool succeeded = false;
    int value = 0; // dodge: off the attack roll; parry: off the attack's DAM
    // Parry: success value + the parrying weapon's DAM + STR bonus, halved bare-handed.
    std::string parryWeapon;
    int parryWeaponDam = 0;
    int parryStrBonus = 0;
    bool bareHanded = false;
    int handlingAdded = 0; // parry: each success die point adds 1 to the handling factor
    int faceShift = 0; // parry: the deviation face turned by one
    bool stopped = false; // parry: the attack's DAM all taken off: no harm, no landing
    // The defender's situational penalty −(7 − success die) (§8): on all its actions this
    // round (regular dodge) or on its next action (quick dodge); 0 for a parry.
    int penalty = 0;
    bool penaltyWholeRound = false;
};

// One location hit, with the working of §7 and the target's state right after it.
struct HitResult {
    int location = -1;
    int subLocation = -1;
    int pen = 0;
    int dam = 0;
    int pv = 0;
    std::string armourId; // the armour that took the hit, empty when none
    bool armoured = false;
    bool penetrated = true;
    int armourIdBefore = -1;
    int armourIdAfter = -1;
    int bodyDamage = 0;
    int bruising = 0;
    int locationBruising = 0; // Martial Arts' bruising also marked on the location hit
    bool wound = false;
    bool bulletStuck = false;
    bool halvedNaturalState = false;
    std::optional<Knockback> knockback;
    std::optional<StatTest> vevaphonTest;
    int pvAfter = 0;
    int locationHitsAfter = 0;
    int incapAfter = 0;
    LocationCondition conditionAfter = LocationCondition::Unhurt;
    CharacterStatus statusAfter = CharacterStatus::Ok;
};

// One shot: the roll, where it was aimed, how far and where it went, what it hit.
struct ShotTrace {
    bool carriesRoll = true; // later bullets of a burst have no roll of their own
    AttackRoll roll;
    Hex aimHex;
    int spread = 0;
    int aimingPoints = 0;
    int deviation = 0;
    std::optional<int> direction;
    int influence = 0;
    std::optional<Hex> fromHex; // later bullets: the hex the deviation starts from
    std::optional<int> face; // later bullets: the face used after the influence
    int templateRadius = 0; // shotguns and rotary guns hit a disk of hexes (§6)
    int target = 0; // walking fire: which target of the scene the bullet flies at
    bool stray = false; // walking fire: the bullet spent on the switch, which hits nothing
    std::optional<Hex> randomAim; // walking fire: the random aiming point on a new target
    std::optional<Hex> landing; // none for a clean miss or a jam
    int location = -1;
    int subLocation = -1;
    std::vector<Hex> hexes;
    std::vector<HitResult> hits;
    // Shots and bullets after the first: the target as this one left it, so a view can
    // replay an action step by step (a single shot's is the outcome's targetAfter).
    std::shared_ptr<const CharacterState> targetAfter;
};

// How long a burst was and how it was decided (§6).
struct BurstInfo {
    std::vector<int> dice; // full auto: the burst-length dice
    int adjust = 0;
    int length = 0;
    int influences = 0; // how many deviations may be influenced
};

// A complete trace of one attack action: every die, every step, every number used.
struct Outcome {
    std::string ruleset;
    std::string weapon;
    std::string ammo;
    FireMode mode = FireMode::Single;
    bool melee = false;
    RangeBand range = RangeBand::Optimum;
    ShotType shotType = ShotType::Aimed;
    int effectiveRcl = 0;
    int aimBonus = 0;
    bool stance = false;
    int shooterBruising = 0; // recoil far above STR bruises the firing arm (§5)
    // §5: that bruising "requires a PHYS roll to stay conscious": the shooter's PHYS test,
    // rolled after the shots by the fight (resolveEncounterAction, rules revision 4 on).
    std::optional<StatTest> recoilTest;
    std::optional<StatTest> coolTest;
    // §11: the quick draw's DEX test or the COOL test to aim under fire, rolled first; failed,
    // the attack is not made (no shots).
    std::optional<StatTest> preTest;
    std::vector<DiceSource::Use> dice;
    std::vector<ShotTrace> shots; // one per shot, or per bullet of a burst
    std::optional<BurstInfo> burst;
    int shotsAllowed = 1; // semi-auto: what STR − RCL and DEX ÷ 2 allow (§6)
    CharacterState targetAfter;
    std::vector<CharacterState> othersAfter; // walking fire: the scene's further targets
    std::optional<DefenceOutcome> defence; // §8 melee: the parry or dodge made against it
    int harder = 0; // §8: the harder attack declared
    int dance = 0; // §8: a Dance/Ballet of Death value taken off this ranged attack
};

// Resolves one attack action: a single shot, semi-auto shots, a burst or full-auto fire, or
// a melee attack (rules §4–§8).
// Throws Refused before any die is rolled, and DiceExhausted when typed dice run out.
Outcome resolveAttack(const Ruleset& ruleset, const CharacterState& target,
    const AttackRequest& request, DiceSource& dice);
// The same with further targets side by side, for walking fire (one per WalkStep).
Outcome resolveAttack(const Ruleset& ruleset, const CharacterState& target,
    const std::vector<CharacterState>& others, const AttackRequest& request, DiceSource& dice);

// Drops from a request what belongs to the other kind of weapon: a scope, a dance and the
// figures of firing on a blow; a defence and a harder attack on a shot (§8, §11).
void fitToWeapon(const Ruleset& ruleset, AttackRequest& request);

// The request as it meets this target: a target knocked down (§7) is down (+3 to hit) when the
// request says it stands.
AttackRequest againstTarget(const CharacterState& target, AttackRequest request);

// The range band of a distance for a weapon; none beyond extreme (8 × RNG).
std::optional<RangeBand> rangeBandFor(const Ruleset& ruleset, const Weapon& weapon, double metres);

} // namespace hitspread
