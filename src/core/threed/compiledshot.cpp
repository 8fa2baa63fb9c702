// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "compiledshot.h"

#include "defence.h"

#include <algorithm>

namespace hitspread {

namespace {
    constexpr std::size_t rollIndex(int success, int damage, int penetration)
    {
        return static_cast<std::size_t>(((success - 1) * 6 + damage - 1) * 6 + penetration - 1);
    }
}

std::optional<CompiledShot> CompiledShot::compile(
    const Ruleset& rs, const CharacterState& target, const AttackRequest& asked)
{
    const AttackRequest req = againstTarget(target, asked);
    // Several shots and bullets follow each other (§6), and may walk onto further targets the
    // checks below would not know of: the resolver does those.
    if (req.mode != FireMode::Single)
        return std::nullopt;
    // The same checks and modifiers as resolveAttack, refused the same way.
    rules::AttackSetup s = rules::prepareAttack(rs, req, 0);
    checkDanceOf(target, req);
    // A blow meets a defence (§8), a template covers several locations (§6), and a test
    // before the attack (§11) or the COOL test under fire (§4) comes first: the resolver does
    // those.
    if (s.weapon->isMelee() || s.templateRadius > 0 || s.preTest || s.rollsUnderFire
        || req.defence.kind != DefenceKind::None)
        return std::nullopt;
    return CompiledShot(rs, target, req, std::move(s));
}

CompiledShot::CompiledShot(const Ruleset& rs, const CharacterState& target,
    const AttackRequest& req, rules::AttackSetup setup)
    : m_ruleset(&rs)
    , m_target(target)
    , m_request(req)
    , m_setup(std::move(setup))
{
    // §1, §5: every attack roll the three dice can make, scored and deviated by the rules.
    int widest = 0;
    for (int success = 1; success <= Faces; ++success) {
        for (int damage = 1; damage <= Faces; ++damage) {
            for (int penetration = 1; penetration <= Faces; ++penetration) {
                Roll& r = m_rolls[rollIndex(success, damage, penetration)];
                r.roll = rules::scoreAttack(rs, m_setup, success, damage, penetration);
                r.deviation = rules::deviationOf(rs, m_setup, r.roll);
                if (r.deviation.lands)
                    widest = std::max(widest, r.deviation.hexes);
            }
        }
    }
    // §3, §5: where each deviation and direction lands from the aimed hex, and what is there.
    m_landings.resize(static_cast<std::size_t>((widest + 1) * Faces));
    for (int hexes = 0; hexes <= widest; ++hexes) {
        for (int face = 1; face <= Faces; ++face) {
            Landing& l = m_landings[static_cast<std::size_t>(hexes * Faces + face - 1)];
            l.hex = hexes > 0 ? step(req.target, face, hexes) : req.target;
            l.subLocation = rs.body.subLocationAt(l.hex);
            l.location = l.subLocation < 0
                ? -1
                : rs.body.subLocations[static_cast<std::size_t>(l.subLocation)].location;
        }
    }
    m_effects.resize(rs.body.locations.size() * Faces * Faces);
}

int CompiledShot::stateSlots() const
{
    const auto effects = static_cast<int>(m_effects.size());
    return 1 + effects + effects * TestFaces;
}

int CompiledShot::Replay::nextFace(const char* purpose, int sides)
{
    // The hit asks for the dice it asked for when it was compiled (their number and kind are
    // fixed by the target and the hit, not by the faces).
    if (next == faces.size())
        throw DiceExhausted(purpose, next, sides);
    return faces[next++];
}

CompiledShot::Effect& CompiledShot::effect(int location, int damageDie, int penetrationDie)
{
    const auto index
        = static_cast<std::size_t>((location * Faces + damageDie - 1) * Faces + penetrationDie - 1);
    Effect& e = m_effects[index];
    if (e.kind != Effect::Kind::NotYet)
        return e;
    // §7: the hit as the resolver applies it, on a copy of the target. A hit that rolls no die
    // always ends the same; one whose tests roll dice (a Vevaphon's CONC test, the knockback
    // test) is applied again with each shot's faces.
    const HitInput input = rules::hitInput(m_setup, m_request, damageDie, penetrationDie);
    CharacterState after = m_target;
    OnesDice probe;
    HitResult hit = applyHit(*m_ruleset, after, location, -1, input, probe);
    if (probe.used().empty()) {
        e.kind = Effect::Kind::Fixed;
        e.hit = std::move(hit);
        e.after = std::move(after);
    } else {
        e.kind = Effect::Kind::RollsDice;
        e.input = input;
        e.tests = probe.used();
    }
    return e;
}

CompiledShot::Shot CompiledShot::fire(DiceSource& dice)
{
    Shot shot = fireUnsettled(dice);
    if (!shot.targetAfter)
        settle(shot);
    return shot;
}

CompiledShot::Shot CompiledShot::fireUnsettled(DiceSource& dice)
{
    // §1: the attack roll's three dice, in the order the resolver rolls them.
    const int success = dice.roll("success die");
    const int damage = dice.roll("damage die");
    const int penetration = dice.roll("penetration die");
    const Roll& r = m_rolls[rollIndex(success, damage, penetration)];
    Shot shot;
    shot.roll = &r.roll;
    shot.deviation = &r.deviation;
    shot.targetAfter = &m_target;
    if (!r.deviation.lands)
        return shot;
    // §5: a shot that deviates rolls its direction.
    int face = 1;
    if (r.deviation.hexes > 0) {
        face = dice.roll("direction");
        shot.direction = face;
    }
    const Landing& l = m_landings[static_cast<std::size_t>(r.deviation.hexes * Faces + face - 1)];
    shot.landing = l.hex;
    shot.subLocation = l.subLocation;
    shot.location = l.location;
    if (l.location < 0)
        return shot;
    Effect& e = effect(l.location, damage, penetration);
    const int index = static_cast<int>(&e - m_effects.data());
    if (e.kind == Effect::Kind::Fixed) {
        e.hit.subLocation = l.subLocation;
        shot.hit = &e.hit;
        shot.targetAfter = &e.after;
        shot.slot = 1 + index;
        return shot;
    }
    // §7: the hit's tests roll their dice now, as applyHit would; the faces name the state.
    m_pending = index;
    m_pendingSubLocation = l.subLocation;
    m_replay.faces.clear();
    int faces = 0;
    bool slotted = e.tests.size() <= static_cast<std::size_t>(SlottedTestDice);
    for (const DiceSource::Use& use : e.tests) {
        const int rolled = m_replay.faces.emplace_back(dice.roll(use.purpose, use.sides));
        slotted = slotted && use.sides == Faces;
        if (slotted)
            faces = faces * Faces + rolled - 1;
    }
    shot.targetAfter = nullptr;
    if (slotted) {
        shot.slot = 1 + static_cast<int>(m_effects.size()) + index * TestFaces + faces;
    } else {
        shot.slot = -1;
        settle(shot);
    }
    return shot;
}

void CompiledShot::settle(Shot& shot)
{
    if (shot.targetAfter)
        return;
    m_rolled = m_target;
    m_replay.next = 0;
    m_replay.forgetUsed();
    m_rolledHit = applyHit(*m_ruleset, m_rolled, shot.location, m_pendingSubLocation,
        m_effects[static_cast<std::size_t>(m_pending)].input, m_replay);
    shot.hit = &m_rolledHit;
    shot.targetAfter = &m_rolled;
}

} // namespace hitspread
