// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dice.h"

#include <charconv>

namespace hitspread {

namespace {
    // "penetration die", or "initiative of Wickham 2" when the roll is someone's.
    std::string dieName(const std::string& purpose, const std::string& whose)
    {
        return whose.empty() ? purpose : purpose + " of " + whose;
    }
}

DiceExhausted::DiceExhausted(
    std::string purpose, std::size_t position, int sides, std::string whose)
    : std::runtime_error("not enough dice: die " + std::to_string(position + 1) + " ("
        + dieName(purpose, whose) + ") is missing")
    , m_purpose(std::move(purpose))
    , m_position(position)
    , m_sides(sides)
    , m_whose(std::move(whose))
{
}

DiceExhausted::DiceExhausted(std::string purpose, std::size_t position, int sides,
    std::string whose, const std::string& message)
    : std::runtime_error(message)
    , m_purpose(std::move(purpose))
    , m_position(position)
    , m_sides(sides)
    , m_whose(std::move(whose))
{
}

DiceOutOfRange::DiceOutOfRange(
    std::string purpose, std::size_t position, int face, int sides, std::string whose)
    : DiceExhausted(purpose, position, sides, whose,
        "die " + std::to_string(position + 1) + " (" + dieName(purpose, whose) + ") is "
            + std::to_string(face) + ": a d" + std::to_string(sides) + " shows 1 to "
            + std::to_string(sides))
{
}

std::vector<int> DiceSource::faces() const
{
    std::vector<int> result;
    result.reserve(m_used.size());
    for (const auto& use : m_used)
        result.push_back(use.face);
    return result;
}

namespace {
    std::uint64_t splitMix64(std::uint64_t& x)
    {
        std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    std::uint64_t rotl(std::uint64_t x, int k)
    {
        return (x << k) | (x >> (64 - k));
    }
}

SeededDice::SeededDice(std::uint64_t seed)
{
    for (auto& word : m_state)
        word = splitMix64(seed);
}

SeededDice::SeededDice(std::uint64_t seed, std::uint64_t alreadyRolled)
    : SeededDice(seed)
{
    for (std::uint64_t i = 0; i < alreadyRolled; ++i)
        nextFace("skipped", 6);
}

std::uint64_t SeededDice::next()
{
    const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
    const std::uint64_t t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotl(m_state[3], 45);
    return result;
}

int SeededDice::nextFace(const char*, int sides)
{
    // Reject the top sliver of the range so each face is exactly equally likely.
    const auto face = [this](std::uint64_t n) {
        const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % n);
        std::uint64_t x;
        do
            x = next();
        while (x >= limit);
        return static_cast<int>(x % n) + 1;
    };
    // The d6 of nearly every roll, with its constants known: no division at run time.
    return sides == 6 ? face(6) : face(static_cast<std::uint64_t>(sides));
}

namespace {
    std::string faceRange(int maxFace)
    {
        return maxFace == 6 ? std::string("a d6 shows 1 to 6")
                            : "the ruleset's dice show 1 to " + std::to_string(maxFace);
    }
}

TypedDice::TypedDice(std::vector<int> faces, int maxFace)
    : m_faces(std::move(faces))
{
    for (std::size_t i = 0; i < m_faces.size(); ++i) {
        if (m_faces[i] < 1 || m_faces[i] > maxFace)
            throw std::invalid_argument("die " + std::to_string(i + 1) + " is "
                + std::to_string(m_faces[i]) + ": " + faceRange(maxFace));
    }
}

std::vector<int> TypedDice::parseList(const std::string& text, int maxFace)
{
    std::vector<int> faces;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find(',', start);
        if (end == std::string::npos)
            end = text.size();
        std::string item = text.substr(start, end - start);
        while (!item.empty() && item.front() == ' ')
            item.erase(item.begin());
        while (!item.empty() && item.back() == ' ')
            item.pop_back();
        int value = 0;
        auto [ptr, error] = std::from_chars(item.data(), item.data() + item.size(), value);
        if (item.empty() || error != std::errc {} || ptr != item.data() + item.size())
            throw std::invalid_argument("die " + std::to_string(faces.size() + 1) + " is '" + item
                + "': expected a number from 1 to " + std::to_string(maxFace));
        if (value < 1 || value > maxFace)
            throw std::invalid_argument("die " + std::to_string(faces.size() + 1) + " is "
                + std::to_string(value) + ": " + faceRange(maxFace));
        faces.push_back(value);
        start = end + 1;
    }
    return faces;
}

std::vector<int> TypedDice::leftOver() const
{
    return { m_faces.begin() + static_cast<std::ptrdiff_t>(m_next), m_faces.end() };
}

int TypedDice::nextFace(const char* purpose, int sides)
{
    if (m_next >= m_faces.size())
        throw DiceExhausted(purpose, m_next, sides, whose());
    if (m_faces[m_next] > sides)
        throw DiceOutOfRange(purpose, m_next, m_faces[m_next], sides, whose());
    return m_faces[m_next++];
}

} // namespace hitspread
