// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One single shot worked out before its dice (rules §4–§7): everything of the request that no
// die decides — the to-hit target and modifiers, the hit spread, where each deviation lands,
// and what a hit with each damage and penetration die does to each location of the target as
// it stands — is done once, so a shot is its four dice and a few table look-ups. The tables
// are filled by the resolver's own rule functions (attackrules.h, damage.h), never by a copy
// of them, so on every dice sequence a compiled shot asks for the same dice in the same order
// as resolveAttack and gives the same roll, landing, hit and target afterwards
// (tst_compiledshot checks every sequence). effectOdds counts and samples with it.
//
// Only a ranged single shot that hits one hex is compiled. Anything else — a melee blow, a
// template (shotgun shot, rotary gun), several shots or bullets, a quick draw's DEX test or a
// COOL test rolled before the attack — is for resolveAttack: compile() returns nothing.

#include "attackrules.h"

#include <array>
#include <optional>
#include <vector>

namespace hitspread {

class CompiledShot {
public:
    // One shot: pointers into the compiled shot, valid until its next fire().
    struct Shot {
        const AttackRoll* roll = nullptr; // as the resolver scores it
        const rules::Deviation* deviation = nullptr;
        int direction = 0; // the direction die, 0 when none was rolled
        std::optional<Hex> landing; // none: a jam, or a clean miss
        int subLocation = -1; // -1: landed on empty space or nowhere
        int location = -1;
        const HitResult* hit = nullptr; // none when it hit nothing (or not settled yet)
        const CharacterState* targetAfter = nullptr; // null only while not settled
        // Which of the target's possible states afterwards this is, for a caller that works
        // something out once per state: 0 the target unchanged, up to stateSlots() − 1 a hit
        // (with the faces of the tests it rolled: a Vevaphon's CONC test, the knockback test);
        // −1 a state of its own (a hit that rolled more dice than one test).
        int slot = 0;
    };

    // The compiled shot of `request` against `target`; nothing when the request is not a
    // ranged single one-hex shot (use resolveAttack). Throws Refused like the resolver. The
    // ruleset must outlive it.
    static std::optional<CompiledShot> compile(
        const Ruleset& ruleset, const CharacterState& target, const AttackRequest& request);

    // Rolls the shot: the success, damage and penetration dice, the direction when it
    // deviates, then whatever the hit calls for, as resolveAttack would.
    Shot fire(DiceSource& dice);
    // The same dice, but a hit whose tests rolled dice is left unsettled (no hit, no target
    // afterwards) when its slot names its state: a caller that knows that state already skips
    // working it out, one that does not calls settle().
    Shot fireUnsettled(DiceSource& dice);
    // Works out the hit and the target afterwards of the shot fired last.
    void settle(Shot& shot);

    const rules::AttackSetup& setup() const { return m_setup; }
    const CharacterState& target() const { return m_target; }
    int stateSlots() const;

private:
    CompiledShot(const Ruleset& ruleset, const CharacterState& target, const AttackRequest& request,
        rules::AttackSetup setup);

    static constexpr int Faces = 6;
    // The tests of one hit with a slot for every face of their dice: one stat test.
    static constexpr int SlottedTestDice = 3;
    static constexpr int TestFaces = Faces * Faces * Faces;

    struct Roll {
        AttackRoll roll;
        rules::Deviation deviation;
    };
    struct Landing {
        Hex hex;
        int subLocation = -1;
        int location = -1;
    };
    // A hit on one location with one damage and one penetration die, worked out the first
    // time a shot needs it.
    struct Effect {
        enum class Kind { NotYet, Fixed, RollsDice };
        Kind kind = Kind::NotYet;
        HitResult hit; // Fixed: the hit (its sub-location set by each shot)
        CharacterState after; // Fixed: the target after it
        HitInput input; // RollsDice: what the hit brings, applied again with each shot's dice
        std::vector<DiceSource::Use> tests; // RollsDice: the dice its tests roll, in order
    };
    // Hands a settled hit the faces its tests rolled.
    class Replay final : public DiceSource {
    public:
        std::vector<int> faces;
        std::size_t next = 0;

    protected:
        int nextFace(const char* purpose, int sides) override;
    };

    Effect& effect(int location, int damageDie, int penetrationDie);

    const Ruleset* m_ruleset;
    CharacterState m_target;
    AttackRequest m_request;
    rules::AttackSetup m_setup;
    std::array<Roll, Faces * Faces * Faces> m_rolls; // by success, damage, penetration die
    std::vector<Landing> m_landings; // by deviation × 6 + direction − 1
    std::vector<Effect> m_effects; // by location × 36 + (damage − 1) × 6 + penetration − 1
    // The hit of the shot fired last that rolled dice: applied to a copy of the target.
    int m_pending = -1; // its effect
    int m_pendingSubLocation = -1;
    Replay m_replay;
    CharacterState m_rolled;
    HitResult m_rolledHit;
};

} // namespace hitspread
