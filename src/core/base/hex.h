// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hitspread {

// A hex in axial coordinates (q, r) with y growing downward; all arithmetic happens here.
// Flat-top hexes; the offset layout is odd-q (DESIGN.md, "Hex conventions").
struct Hex {
    int q = 0;
    int r = 0;

    int s() const { return -q - r; }
    friend constexpr bool operator==(const Hex&, const Hex&) = default;
    friend constexpr bool operator<(const Hex& a, const Hex& b)
    {
        return a.q != b.q ? a.q < b.q : a.r < b.r;
    }
    friend constexpr Hex operator+(Hex a, Hex b) { return { a.q + b.q, a.r + b.r }; }
    friend constexpr Hex operator-(Hex a, Hex b) { return { a.q - b.q, a.r - b.r }; }
    friend constexpr Hex operator*(Hex a, int n) { return { a.q * n, a.r * n }; }
};

// Offset (column, row) position on a printed field, zero-based.
struct OffsetCoord {
    int col = 0;
    int row = 0;
    friend constexpr bool operator==(const OffsetCoord&, const OffsetCoord&) = default;
};

Hex fromOffset(OffsetCoord c);
OffsetCoord toOffset(Hex h);

// The d6 direction faces, clockwise from upper right; face 3 is straight down (rules §3).
Hex faceDelta(int face);
// Face k shifted by delta steps, wrapping 6 → 1 and 1 → 6 (influencing a deviation).
int shiftFace(int face, int delta);
Hex neighbour(Hex h, int face);
int distance(Hex a, Hex b);
// N straight steps along a face: start + N × delta(face), in axial coordinates (rules §3).
Hex step(Hex start, int face, int count);
// The 6r hexes at exactly distance r (the centre alone for r = 0).
std::vector<Hex> ring(Hex centre, int radius);
// The 3r(r+1)+1 hexes within distance r.
std::vector<Hex> disk(Hex centre, int radius);
// The hexes on the straight line from a to b, both ends included.
std::vector<Hex> line(Hex a, Hex b);
// The hex containing a point given in fractional axial coordinates (cube rounding): the one
// rounding that the hex line, the ground map's scatter and every drawing's hit-testing use.
Hex hexRound(double q, double r);

// People's labels: column letters (A … Z, AA, AB …) and a row number from 1.
std::string columnLetters(int col);
std::string label(OffsetCoord c);
std::string label(Hex h);
std::optional<OffsetCoord> parseLabel(std::string_view text);
// A label ("K14") or "col,row" (zero-based).
std::optional<Hex> parseHex(std::string_view text);

} // namespace hitspread
