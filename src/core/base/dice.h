// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace hitspread {

// Thrown when typed-in dice run out: a shot never silently re-rolls (DESIGN.md, dice order).
class DiceExhausted : public std::runtime_error {
public:
    // The die wanted next: what it is for, its place among the faces, its sides, and whose
    // roll it is when the rules say (a combatant's initiative among everyone's; else empty).
    DiceExhausted(std::string purpose, std::size_t position, int sides = 6, std::string whose = {});
    const std::string& purpose() const { return m_purpose; }
    std::size_t position() const { return m_position; }
    int sides() const { return m_sides; }
    const std::string& whose() const { return m_whose; }

protected:
    DiceExhausted(std::string purpose, std::size_t position, int sides, std::string whose,
        const std::string& message);

private:
    std::string m_purpose;
    std::size_t m_position;
    int m_sides;
    std::string m_whose;
};

// Thrown when a typed face cannot be the die a roll asks for (a 9 where a d6 is rolled);
// caught wherever running out of typed dice is.
class DiceOutOfRange : public DiceExhausted {
public:
    DiceOutOfRange(
        std::string purpose, std::size_t position, int face, int sides, std::string whose = {});
};

// Where d6 faces come from. Every face handed out is recorded with what it was for.
class DiceSource {
public:
    struct Use {
        int face;
        const char* purpose; // a string literal naming the roll
        int sides = 6;
    };

    DiceSource() { m_used.reserve(16); }
    virtual ~DiceSource() = default;
    // One d6 face (1–6); purpose names the roll ("success die", "direction", …).
    int roll(const char* purpose) { return roll(purpose, 6); }
    // One face of a die with `sides` sides (2–100: a d12 clock direction).
    int roll(const char* purpose, int sides)
    {
        const int face = nextFace(purpose, sides);
        m_used.push_back({ face, purpose, sides });
        return face;
    }
    const std::vector<Use>& used() const { return m_used; }
    // Clears the record (a session's long-lived source, between outcomes); faces go on.
    void forgetUsed() { m_used.clear(); }
    std::vector<int> faces() const;

    // Whose roll the dice are for while it lives: a roll of everyone in turn (initiative)
    // names each roller, so that a person typing the dice is told whose die comes next.
    class Whose {
    public:
        Whose(DiceSource& dice, std::string who)
            : m_dice(dice)
            , m_before(std::exchange(dice.m_whose, std::move(who)))
        {
        }
        ~Whose() { m_dice.m_whose = std::move(m_before); }
        Whose(const Whose&) = delete;
        Whose& operator=(const Whose&) = delete;

    private:
        DiceSource& m_dice;
        std::string m_before;
    };

protected:
    virtual int nextFace(const char* purpose, int sides) = 0;
    const std::string& whose() const { return m_whose; }

private:
    std::vector<Use> m_used;
    std::string m_whose;
};

// The most faces a session may have rolled from its seed (its files' `faces_used`): a fight
// of a hundred thousand actions of a hundred faces each, a tenth of a second of the generator
// stepping there.
constexpr std::uint64_t MaxFacesUsed = 100'000'000;

// A seeded generator whose algorithm is fixed by Hitspread (SplitMix64 seeding
// xoshiro256**, faces by rejection sampling), so one seed gives the same faces everywhere.
class SeededDice final : public DiceSource {
public:
    explicit SeededDice(std::uint64_t seed);
    // The same generator after it handed out `alreadyRolled` d6 faces (a session's dice go
    // on where they stopped, so undoing a shot and rolling again gives the same faces). The
    // faces skipped are not recorded: the cost is the generator's steps, no memory.
    SeededDice(std::uint64_t seed, std::uint64_t alreadyRolled);

protected:
    int nextFace(const char* purpose, int sides) override;

private:
    std::uint64_t next();
    std::uint64_t m_state[4];
};

// Dice that show 1 and never run out: a dry run of a resolver, to learn whether the rules
// refuse a request before anything is rolled.
class OnesDice final : public DiceSource {
protected:
    int nextFace(const char*, int) override { return 1; }
};

// Dice that give the faces of `path` and, past its end, a 1 they append to it: one run of a
// resolver per dice sequence, the sequence growing only when the rules ask for another die.
// Counted through like an odometer (the last die goes up; past 6 it goes and the one before it
// goes up), every sequence of d6 the resolver can ask for is run once, each with its
// probability 6^-length (effect.h; the tests that check odds against the resolver).
class PathDice final : public DiceSource {
public:
    explicit PathDice(std::vector<int>& path)
        : m_path(path)
    {
    }
    std::size_t consumed() const { return m_next; }
    // Starts the path again from its first face (the next sequence), the record cleared.
    void rewind()
    {
        m_next = 0;
        forgetUsed();
    }

protected:
    int nextFace(const char*, int) override
    {
        if (m_next == m_path.size())
            m_path.push_back(1);
        return m_path[m_next++];
    }

private:
    std::vector<int>& m_path;
    std::size_t m_next = 0;
};

// Dice a person rolled by hand, consumed in order.
class TypedDice final : public DiceSource {
public:
    // Throws std::invalid_argument naming the position of a face outside 1–maxFace (a
    // ruleset that rolls a d12 takes faces up to 12; each roll checks its own die).
    explicit TypedDice(std::vector<int> faces, int maxFace = 6);
    // Parses "5,6,4,2"; throws std::invalid_argument naming what is wrong.
    static std::vector<int> parseList(const std::string& text, int maxFace = 6);
    std::size_t remaining() const { return m_faces.size() - m_next; }
    std::vector<int> leftOver() const;

protected:
    int nextFace(const char* purpose, int sides) override;

private:
    std::vector<int> m_faces;
    std::size_t m_next = 0;
};

} // namespace hitspread
