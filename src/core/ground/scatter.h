// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Scatter on the ground (rules/other-systems.md): where a thrown or blast weapon lands when
// the throw misses. The ground map is a flat-top hex map, 1 hex = 1 metre between centres;
// "forward" is the bearing from the thrower to the intended point (straight up on the map
// when the thrower stands below it). Each ruleset gives its scatter as data:
//
//   scatter:
//     direction: hex_d6          # d6 clockwise from 1 = beyond the target, 60° a face
//                                # (or clock_d12: d12 clock face seen by the thrower, 30° an hour)
//     distance: {short: 1, medium: 2, long: 3}   # d6 rolled for the metres, by range band
//
// A direction is turned into an exact bearing and the landing point snaps to the hex that
// contains it; a point on an edge lies in the hex clockwise of it. (With the thrower on one
// of the map's hex lines, the d6's faces are hex sides and the landing is exact.)

#include "hex.h"

#include <map>
#include <string>
#include <vector>

namespace hitspread::ground {

enum class DirectionDie { HexD6, ClockD12 };
const char* toString(DirectionDie die);

struct Scatter {
    DirectionDie direction = DirectionDie::HexD6;
    // Range band name → d6 rolled for the metres off (band names as the ruleset's).
    std::map<std::string, int> distanceDice;

    int directionSides() const { return direction == DirectionDie::HexD6 ? 6 : 12; }
    // Degrees clockwise from forward of direction face `face`.
    double bearing(int face) const;
    // The d6 for the metres at `band`; 0 when the ruleset names no such band.
    int dice(const std::string& band) const;
};

// A hex centre in metres: x to the right, y downward (forward is −y).
struct Point {
    double x = 0;
    double y = 0;
};
Point centre(Hex h);
// The hex containing a point (in metres).
Hex hexAt(Point p);
// The bearing (degrees clockwise from straight up) from a to b; 0 when they coincide.
double bearing(Hex from, Hex to);
// Where a thing lands that leaves `intended` at `degrees` (clockwise from up) for `metres`.
Hex displaced(Hex intended, double degrees, int metres);

// Where a missed throw lands: direction `face` of the scatter die, `metres` off, forward
// being the bearing from `thrower` to `intended`.
Hex landing(const Scatter& scatter, Hex thrower, Hex intended, int face, int metres);

// The exact chance of each total of `count` dice with `sides` sides (index = total).
std::vector<double> sumOdds(int count, int sides = 6);

// The exact landing distribution: the intended hex with `hitChance`, the rest spread by
// the scatter (every direction face and every total of the band's distance dice equally
// likely). Sums to 1.
std::map<Hex, double> landingOdds(
    const Scatter& scatter, const std::string& band, Hex thrower, Hex intended, double hitChance);

// A figure's chance of being within each ring of a blast (ring k: distance ≤ upTo[k] and
// beyond upTo[k − 1]); the last entry is the chance of being outside every ring.
std::vector<double> ringOdds(
    const std::map<Hex, double>& landing, Hex figure, const std::vector<int>& upTo);

} // namespace hitspread::ground
