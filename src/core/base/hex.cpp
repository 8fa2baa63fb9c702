// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hex.h"

#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace hitspread {

namespace {
    constexpr std::array<Hex, 6> faceDeltas { { { 1, -1 }, { 1, 0 }, { 0, 1 }, { -1, 1 }, { -1, 0 },
        { 0, -1 } } };

    bool parseInt(std::string_view text, int& out)
    {
        if (text.empty())
            return false;
        auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
        return error == std::errc {} && end == text.data() + text.size();
    }
}

Hex fromOffset(OffsetCoord c)
{
    // odd-q: r = row − (col − (col & 1)) / 2
    return { c.col, c.row - (c.col - (c.col & 1)) / 2 };
}

OffsetCoord toOffset(Hex h)
{
    return { h.q, h.r + (h.q - (h.q & 1)) / 2 };
}

Hex faceDelta(int face)
{
    return faceDeltas.at(static_cast<std::size_t>(face - 1));
}

int shiftFace(int face, int delta)
{
    return ((face - 1 + delta) % 6 + 6) % 6 + 1;
}

Hex neighbour(Hex h, int face)
{
    return h + faceDelta(face);
}

int distance(Hex a, Hex b)
{
    const Hex d = a - b;
    return (std::abs(d.q) + std::abs(d.r) + std::abs(d.s())) / 2;
}

Hex step(Hex start, int face, int count)
{
    return start + faceDelta(face) * count;
}

std::vector<Hex> ring(Hex centre, int radius)
{
    if (radius <= 0)
        return { centre };
    std::vector<Hex> result;
    result.reserve(static_cast<std::size_t>(6 * radius));
    // Start at the ring's corner in direction 5 and walk its six sides clockwise.
    Hex h = step(centre, 5, radius);
    for (int face = 1; face <= 6; ++face) {
        for (int i = 0; i < radius; ++i) {
            result.push_back(h);
            h = neighbour(h, face);
        }
    }
    return result;
}

std::vector<Hex> disk(Hex centre, int radius)
{
    std::vector<Hex> result;
    if (radius < 0)
        return result;
    result.reserve(static_cast<std::size_t>(3 * radius * (radius + 1) + 1));
    for (int dq = -radius; dq <= radius; ++dq) {
        const int lo = std::max(-radius, -dq - radius);
        const int hi = std::min(radius, -dq + radius);
        for (int dr = lo; dr <= hi; ++dr)
            result.push_back({ centre.q + dq, centre.r + dr });
    }
    return result;
}

std::vector<Hex> line(Hex a, Hex b)
{
    const int n = distance(a, b);
    std::vector<Hex> result;
    result.reserve(static_cast<std::size_t>(n + 1));
    for (int i = 0; i <= n; ++i) {
        // Cube lerp with a tiny nudge so points on an edge round consistently.
        const double t = n == 0 ? 0.0 : static_cast<double>(i) / n;
        result.push_back(hexRound(a.q + (b.q - a.q) * t + 1e-6, a.r + (b.r - a.r) * t + 1e-6));
    }
    return result;
}

Hex hexRound(double q, double r)
{
    const double s = -q - r;
    double rq = std::round(q), rr = std::round(r);
    const double rs = std::round(s);
    const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return { static_cast<int>(rq), static_cast<int>(rr) };
}

std::string columnLetters(int col)
{
    // Bijective base 26: 0 → A, 25 → Z, 26 → AA.
    std::string letters;
    int n = col + 1;
    while (n > 0) {
        const int rem = (n - 1) % 26;
        letters.insert(letters.begin(), static_cast<char>('A' + rem));
        n = (n - 1) / 26;
    }
    return letters;
}

std::string label(OffsetCoord c)
{
    if (c.col < 0 || c.row < 0)
        return std::to_string(c.col) + "," + std::to_string(c.row);
    return columnLetters(c.col) + std::to_string(c.row + 1);
}

std::string label(Hex h)
{
    return label(toOffset(h));
}

std::optional<OffsetCoord> parseLabel(std::string_view text)
{
    std::size_t i = 0;
    long long col = 0;
    while (i < text.size() && std::isalpha(static_cast<unsigned char>(text[i]))) {
        col = col * 26 + (std::toupper(static_cast<unsigned char>(text[i])) - 'A' + 1);
        if (col > 100000)
            return std::nullopt;
        ++i;
    }
    if (i == 0)
        return std::nullopt;
    int row = 0;
    if (!parseInt(text.substr(i), row) || row < 1)
        return std::nullopt;
    return OffsetCoord { static_cast<int>(col - 1), row - 1 };
}

std::optional<Hex> parseHex(std::string_view text)
{
    if (const auto comma = text.find(','); comma != std::string_view::npos) {
        int col = 0, row = 0;
        if (!parseInt(text.substr(0, comma), col) || !parseInt(text.substr(comma + 1), row))
            return std::nullopt;
        return fromOffset({ col, row });
    }
    if (auto c = parseLabel(text))
        return fromOffset(*c);
    return std::nullopt;
}

} // namespace hitspread
