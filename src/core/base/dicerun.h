// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one way a resolver is run with dice (DESIGN.md, "Dice order"): Hitspread's seeded
// generator, going on from where a session's dice stopped, or the faces a person rolled by
// hand, consumed in order. The window, the CLI and the session readers all run resolvers
// through it.

#include "dice.h"
#include "refused.h"
#include "text.h"

#include <cstdint>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace hitspread {

// Where the faces of one run come from.
class DiceSupply {
public:
    // The generator of `seed`, after the `alreadyRolled` faces a session used before.
    static DiceSupply seeded(std::uint64_t seed, std::uint64_t alreadyRolled = 0);
    // Faces rolled by hand; throws std::invalid_argument naming the position of a face
    // outside 1–maxFace.
    static DiceSupply typed(std::vector<int> faces, int maxFace = 6);

    bool isTyped() const { return !m_seed; }
    std::optional<std::uint64_t> seed() const { return m_seed; }
    std::uint64_t alreadyRolled() const { return m_alreadyRolled; }
    const std::vector<int>& typedFaces() const { return m_faces; }
    int maxFace() const { return m_maxFace; }

private:
    std::optional<std::uint64_t> m_seed;
    std::uint64_t m_alreadyRolled = 0;
    std::vector<int> m_faces;
    int m_maxFace = 6;
};

// What a run gives: the resolver's outcome, every face it used in order, and the typed
// faces it did not need (none for seeded dice).
template <typename Outcome> struct DiceRun {
    Outcome outcome;
    std::vector<int> faces;
    std::vector<int> leftOver;
    std::vector<DiceSource::Use> uses; // each face with what it was for and its die
};

// Runs `resolve(DiceSource&)` with the supply's dice. What the resolver throws passes
// through: Refused before any die is rolled, DiceExhausted (naming the next die wanted)
// when typed faces run out or one cannot be the die the rules roll.
template <typename Resolve>
auto runWithDice(const DiceSupply& supply, Resolve&& resolve)
    -> DiceRun<std::invoke_result_t<Resolve&, DiceSource&>>
{
    if (supply.isTyped()) {
        TypedDice dice(supply.typedFaces(), supply.maxFace());
        auto outcome = resolve(static_cast<DiceSource&>(dice));
        return { std::move(outcome), dice.faces(), dice.leftOver(), dice.used() };
    }
    SeededDice dice(*supply.seed(), supply.alreadyRolled());
    auto outcome = resolve(static_cast<DiceSource&>(dice));
    return { std::move(outcome), dice.faces(), {}, dice.used() };
}

// The faces a seeded run uses, also when the rules refuse part way (then the faces rolled
// until the refusal): what a dialog offers as the dice Hitspread would roll.
template <typename Resolve>
std::vector<int> seededFaces(const DiceSupply& seeded, Resolve&& resolve)
{
    SeededDice dice(*seeded.seed(), seeded.alreadyRolled());
    try {
        resolve(static_cast<DiceSource&>(dice));
    } catch (const Refused&) {
    }
    return dice.faces();
}

// Whether the rules refuse a request before any die is rolled: the refusal, or nothing
// when the resolver gets as far as rolling.
template <typename Resolve> std::optional<Text> refusalOf(Resolve&& resolve)
{
    TypedDice none({});
    try {
        resolve(static_cast<DiceSource&>(none));
    } catch (const Refused& e) {
        return e.text();
    } catch (const DiceExhausted&) {
    }
    return std::nullopt;
}

} // namespace hitspread
