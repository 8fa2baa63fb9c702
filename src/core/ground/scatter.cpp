// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scatter.h"

#include <cmath>
#include <numbers>

namespace hitspread::ground {

const char* toString(DirectionDie die)
{
    return die == DirectionDie::HexD6 ? "hex_d6" : "clock_d12";
}

double Scatter::bearing(int face) const
{
    // d6: 1 forward, then clockwise a hex side each (rules/other-systems.md A and B);
    // d12: the clock face, 12 forward, 3 right (section C).
    if (direction == DirectionDie::HexD6)
        return 60.0 * (face - 1);
    return 30.0 * (face % 12);
}

int Scatter::dice(const std::string& band) const
{
    auto it = distanceDice.find(band);
    return it == distanceDice.end() ? 0 : it->second;
}

Point centre(Hex h)
{
    // Flat-top hexes whose centres are 1 m apart: the size (centre to corner) is 1/√3.
    return { 1.5 * h.q / std::numbers::sqrt3, h.r + h.q / 2.0 };
}

Hex hexAt(Point p)
{
    const double q = p.x * 2.0 / std::numbers::sqrt3;
    return hexRound(q, p.y - q / 2.0);
}

double bearing(Hex from, Hex to)
{
    const Point a = centre(from);
    const Point b = centre(to);
    const double dx = b.x - a.x;
    const double dy = b.y - a.y;
    if (std::abs(dx) < 1e-9 && std::abs(dy) < 1e-9)
        return 0;
    double degrees = std::atan2(dx, -dy) * 180.0 / std::numbers::pi;
    return degrees < 0 ? degrees + 360.0 : degrees;
}

Hex displaced(Hex intended, double degrees, int metres)
{
    // Worked out from the intended hex's own centre, so that where a thing lands never
    // depends on where on the map it happens. Reading: a point on the edge between two hexes
    // (the clock's odd hours at 1 m or 6 m) lies in the hex clockwise of it; a hair of
    // bearing clockwise and a hair of distance inward decide it the same way on every machine.
    const double radians = (degrees + 1e-4) * std::numbers::pi / 180.0;
    const double d = metres - 1e-7;
    return intended + hexAt({ d * std::sin(radians), -d * std::cos(radians) });
}

Hex landing(const Scatter& scatter, Hex thrower, Hex intended, int face, int metres)
{
    if (metres == 0)
        return intended;
    // On the map's own axis the bearing is exactly 0; elsewhere the directions turn with it.
    const double forward = thrower == intended ? 0.0 : bearing(thrower, intended);
    return displaced(intended, forward + scatter.bearing(face), metres);
}

std::vector<double> sumOdds(int count, int sides)
{
    std::vector<double> odds { 1.0 };
    for (int die = 0; die < count; ++die) {
        std::vector<double> next(odds.size() + static_cast<std::size_t>(sides), 0.0);
        for (std::size_t total = 0; total < odds.size(); ++total)
            for (int face = 1; face <= sides; ++face)
                next[total + static_cast<std::size_t>(face)] += odds[total] / sides;
        odds = std::move(next);
    }
    while (odds.size() > 1 && odds.back() == 0.0)
        odds.pop_back();
    return odds;
}

std::map<Hex, double> landingOdds(
    const Scatter& scatter, const std::string& band, Hex thrower, Hex intended, double hitChance)
{
    std::map<Hex, double> odds;
    if (hitChance > 0)
        odds[intended] += hitChance;
    const double miss = 1.0 - hitChance;
    if (miss <= 0)
        return odds;
    const std::vector<double> metres = sumOdds(scatter.dice(band));
    const int faces = scatter.directionSides();
    for (int face = 1; face <= faces; ++face) {
        for (std::size_t m = 0; m < metres.size(); ++m) {
            if (metres[m] > 0)
                odds[landing(scatter, thrower, intended, face, static_cast<int>(m))]
                    += miss * metres[m] / faces;
        }
    }
    return odds;
}

std::vector<double> ringOdds(
    const std::map<Hex, double>& landing, Hex figure, const std::vector<int>& upTo)
{
    std::vector<double> odds(upTo.size() + 1, 0.0);
    for (const auto& [hex, p] : landing) {
        const int d = distance(hex, figure);
        std::size_t k = 0;
        while (k < upTo.size() && d > upTo[k])
            ++k;
        odds[k] += p;
    }
    return odds;
}

} // namespace hitspread::ground
