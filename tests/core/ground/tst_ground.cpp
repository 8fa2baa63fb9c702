// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The ground map (rules/other-systems.md): its geometry (flat-top hexes 1 m apart, y down,
// forward = up), scatter by a d6 or a d12 clock, exact landing and blast-ring odds, the
// d6pool engine behind the ground::Engine interface (the seed's Turn 1 grenade, with its own
// dice) and dice of any size.
#include "d6pool.h"
#include "dice.h"
#include "ground.h"
#include "rulesetreader.h"
#include "scatter.h"
#include "testsupport.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <numbers>

using namespace hitspread;
using namespace hitspread::ground;
using hitspread::test::loadOrStop;
using hitspread::test::rulesetPath;

namespace {
QByteArray show(Hex h)
{
    return QByteArray("(") + QByteArray::number(h.q) + "," + QByteArray::number(h.r) + ")";
}

double length(Point a, Point b)
{
    return std::hypot(b.x - a.x, b.y - a.y);
}

Scatter scatterOf(DirectionDie die)
{
    Scatter s;
    s.direction = die;
    s.distanceDice = { { "short", 1 }, { "medium", 2 }, { "long", 3 } };
    return s;
}

// Every sequence of `count` faces of a d`sides`, in order.
void everySequence(int count, int sides, const std::function<void(const std::vector<int>&)>& visit)
{
    std::vector<int> faces(static_cast<std::size_t>(count), 1);
    while (true) {
        visit(faces);
        int i = count - 1;
        while (i >= 0 && faces[static_cast<std::size_t>(i)] == sides)
            faces[static_cast<std::size_t>(i--)] = 1;
        if (i < 0)
            return;
        ++faces[static_cast<std::size_t>(i)];
    }
}

const Ruleset& d6Modern()
{
    static const Ruleset rs = loadOrStop(rulesetPath("d6-modern"), true);
    return rs;
}

const Engine& engine()
{
    return *d6Modern().ground;
}

Figure placed(const std::string& key, Hex where)
{
    Figure f = engine().figure(key);
    f.position = where;
    return f;
}

std::vector<int> join(std::initializer_list<std::vector<int>> parts)
{
    std::vector<int> all;
    for (const auto& p : parts)
        all.insert(all.end(), p.begin(), p.end());
    return all;
}

// The seed's Turn 1: Hening, 15 m straight below the point between the gang members; A
// 3 m right of the point, B 2 m left of it (as tst_d6pool places them).
Scene turn1Scene()
{
    Scene scene;
    scene.figures = { placed("hening", { 0, 15 }), placed("gang-member-a", fromOffset({ 3, 0 })),
        placed("gang-member-b", fromOffset({ -2, 0 })) };
    scene.shooter = 0;
    scene.aim = { 0, 0 };
    return scene;
}

Action grenadeThrow(int dodge)
{
    Action a;
    a.isThrow = true;
    a.weapon = "grenade";
    a.options["dodge"] = dodge;
    return a;
}

// The exact chance of an action's first attack (or throw) hitting, by trying every
// sequence of its first `count` dice through resolve() itself; later dice are all 1s.
double bruteForceHit(const Scene& scene, const Action& action, int count)
{
    int hits = 0;
    int all = 0;
    everySequence(count, 6, [&](const std::vector<int>& prefix) {
        std::vector<int> faces = prefix;
        faces.resize(faces.size() + 80, 1);
        TypedDice dice(faces);
        const Outcome out = engine().resolve(scene, action, dice);
        hits += out.hit ? 1 : 0;
        ++all;
    });
    return static_cast<double>(hits) / all;
}
}

class TestGround : public QObject {
    Q_OBJECT

private slots:
    // --- geometry -------------------------------------------------------------------------

    void hexAtFindsEveryCentre()
    {
        // A fixed pseudo-random jitter (no seed flicker): up to 0.4 m in any direction stays
        // inside a hex whose inner radius is 0.5 m.
        std::uint64_t state = 12345;
        auto unit = [&state] {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            return static_cast<double>(state >> 11) / static_cast<double>(1ULL << 53);
        };
        int checked = 0;
        for (int q = -12; q <= 12; ++q) {
            for (int r = -12; r <= 12; ++r) {
                const Hex h { q, r };
                const Point c = centre(h);
                QVERIFY2(hexAt(c) == h, show(h));
                for (int k = 0; k < 8; ++k) {
                    const double angle = unit() * 2 * std::numbers::pi;
                    const double radius = 0.4 * unit();
                    const Point p { c.x + radius * std::sin(angle),
                        c.y + radius * std::cos(angle) };
                    QVERIFY2(hexAt(p) == h,
                        show(h) + " jittered to " + QByteArray::number(p.x) + ","
                            + QByteArray::number(p.y) + " gives " + show(hexAt(p)));
                    ++checked;
                }
                // Exactly 0.4 m along the six directions towards the corners and sides.
                for (int k = 0; k < 12; ++k) {
                    const double angle = k * std::numbers::pi / 6;
                    QVERIFY(
                        hexAt({ c.x + 0.4 * std::sin(angle), c.y - 0.4 * std::cos(angle) }) == h);
                }
            }
        }
        QCOMPARE(checked, 25 * 25 * 8);
    }

    void centresAreOneMetreApart()
    {
        QCOMPARE(centre({ 0, 0 }).x, 0.0);
        QCOMPARE(centre({ 0, 0 }).y, 0.0);
        // y grows downward: r + 1 is 1 m down.
        QCOMPARE(centre({ 0, 1 }).y, 1.0);
        for (const Hex h : { Hex { 3, -7 }, Hex { -5, 2 }, Hex { 0, 0 } }) {
            for (int face = 1; face <= 6; ++face) {
                const Hex n = neighbour(h, face);
                QVERIFY(std::abs(length(centre(h), centre(n)) - 1.0) < 1e-12);
            }
        }
        // Flat-top: a column's neighbour sits √3/2 m to the side.
        QVERIFY(std::abs(centre({ 2, -1 }).x - std::numbers::sqrt3) < 1e-12);
        QVERIFY(std::abs(centre({ 2, -1 }).y) < 1e-12);
    }

    void bearingOfTheSixNeighbours()
    {
        // Up, then clockwise a hex side each: (0,−1), (1,−1), (1,0), (0,1), (−1,1), (−1,0).
        const Hex deltas[6] = { { 0, -1 }, { 1, -1 }, { 1, 0 }, { 0, 1 }, { -1, 1 }, { -1, 0 } };
        for (const Hex from : { Hex { 0, 0 }, Hex { 4, -2 }, Hex { -3, 7 } }) {
            for (int k = 0; k < 6; ++k) {
                const double b = bearing(from, from + deltas[k]);
                QVERIFY2(std::abs(b - 60.0 * k) < 1e-9,
                    QByteArray::number(b) + " for neighbour " + QByteArray::number(k));
                // Two steps the same way: the same bearing.
                QVERIFY(std::abs(bearing(from, from + deltas[k] * 2) - 60.0 * k) < 1e-9);
                // d6pool's ground faces are these neighbours, face 1 first.
                QVERIFY(d6pool::groundDirection(k + 1) == deltas[k]);
            }
            QCOMPARE(bearing(from, from), 0.0);
        }
        // Straight right (two columns over, half a row up) is 90°, straight left 270°.
        QVERIFY(std::abs(bearing({ 0, 0 }, { 2, -1 }) - 90.0) < 1e-9);
        QVERIFY(std::abs(bearing({ 0, 0 }, { -2, 1 }) - 270.0) < 1e-9);
    }

    // --- scatter --------------------------------------------------------------------------

    void hexD6LandsAlongTheHexSides()
    {
        const Scatter s = scatterOf(DirectionDie::HexD6);
        QCOMPARE(s.directionSides(), 6);
        for (const Hex intended : { Hex { 0, 0 }, Hex { 2, -3 }, Hex { -4, 1 } }) {
            const Hex thrower = intended + Hex { 0, 10 }; // straight below: forward is up
            for (int face = 1; face <= 6; ++face) {
                QCOMPARE(s.bearing(face), 60.0 * (face - 1));
                for (int metres = 1; metres <= 6; ++metres) {
                    const Hex got = landing(s, thrower, intended, face, metres);
                    const Hex want = intended + d6pool::groundDirection(face) * metres;
                    QVERIFY2(got == want,
                        "face " + QByteArray::number(face) + ", " + QByteArray::number(metres)
                            + " m: " + show(got) + " not " + show(want));
                    QCOMPARE(distance(got, intended), metres);
                }
            }
            // Nothing off: where it was aimed.
            QVERIFY(landing(s, thrower, intended, 4, 0) == intended);
        }
    }

    void clockD12Faces()
    {
        const Scatter s = scatterOf(DirectionDie::ClockD12);
        QCOMPARE(s.directionSides(), 12);
        QCOMPARE(s.bearing(12), 0.0);
        QCOMPARE(s.bearing(3), 90.0);
        QCOMPARE(s.bearing(6), 180.0);
        QCOMPARE(s.bearing(9), 270.0);
        QCOMPARE(s.bearing(1), 30.0);
        const Hex intended { 1, -2 };
        const Hex thrower { 1, 8 };
        const Point c = centre(intended);
        for (int metres = 1; metres <= 6; ++metres) {
            const QByteArray at = QByteArray::number(metres) + " m";
            const Point beyond = centre(landing(s, thrower, intended, 12, metres));
            QVERIFY2(beyond.y < c.y && std::abs(beyond.x - c.x) < 0.5, at);
            // 12 o'clock is a hex column: exactly `metres` up.
            QVERIFY(landing(s, thrower, intended, 12, metres) == intended + Hex({ 0, -metres }));
            const Point back = centre(landing(s, thrower, intended, 6, metres));
            QVERIFY2(back.y > c.y && std::abs(back.x - c.x) < 0.5, at);
            QVERIFY(landing(s, thrower, intended, 6, metres) == intended + Hex({ 0, metres }));
            // Straight right or left runs along hex edges at some distances: the hex picked is
            // then one of the two that share the edge, half a metre up or down.
            const Point right = centre(landing(s, thrower, intended, 3, metres));
            QVERIFY2(right.x > c.x && std::abs(right.y - c.y) <= 0.5 + 1e-9, at);
            const Point left = centre(landing(s, thrower, intended, 9, metres));
            QVERIFY2(left.x < c.x && std::abs(left.y - c.y) <= 0.5 + 1e-9, at);
            for (int face = 1; face <= 12; ++face) {
                const Point p = centre(landing(s, thrower, intended, face, metres));
                const double off = length(c, p);
                QVERIFY2(std::abs(off - metres) <= 0.6,
                    "face " + QByteArray::number(face) + ", " + at + ": " + QByteArray::number(off)
                        + " m off");
            }
        }
        // 3 and 9 are to either side at any distance: never the same hex.
        for (int metres = 1; metres <= 6; ++metres)
            QVERIFY(landing(s, thrower, intended, 3, metres)
                != landing(s, thrower, intended, 9, metres));
    }

    // Forward is from the thrower to the intended point: a thrower to the right of it throws
    // leftward, so "forward" (1 on a d6, 12 on the clock) lands on the far (left) side.
    void forwardTurnsWithTheThrower()
    {
        const Hex intended { 0, 0 };
        const Hex thrower { 6, -3 }; // 6 columns right, level with the point
        QVERIFY(std::abs(centre(thrower).y) < 1e-12);
        QVERIFY(std::abs(bearing(thrower, intended) - 270.0) < 1e-9);
        for (DirectionDie die : { DirectionDie::HexD6, DirectionDie::ClockD12 }) {
            const Scatter s = scatterOf(die);
            const int forward = die == DirectionDie::HexD6 ? 1 : 12;
            const int backward = die == DirectionDie::HexD6 ? 4 : 6;
            for (int metres = 1; metres <= 6; ++metres) {
                const Hex far = landing(s, thrower, intended, forward, metres);
                const Hex near = landing(s, thrower, intended, backward, metres);
                QVERIFY2(centre(far).x < -0.5, show(far));
                QVERIFY2(std::abs(centre(far).y) <= 0.5 + 1e-9, show(far));
                QVERIFY(length(centre(far), centre(thrower))
                    > length(centre(intended), centre(thrower)));
                QVERIFY2(centre(near).x > 0.5, show(near));
                QVERIFY(length(centre(near), centre(thrower))
                    < length(centre(intended), centre(thrower)));
                // Not what the same face does for a thrower below the point.
                QVERIFY(far != landing(s, { 0, 6 }, intended, forward, metres));
            }
        }
        // A thrower below and to the left (bearing 60°): the d6's forward is a hex side.
        const Scatter d6 = scatterOf(DirectionDie::HexD6);
        const Hex fromBelowLeft = Hex { 0, 0 } - Hex { 1, -1 } * 5;
        QVERIFY(std::abs(bearing(fromBelowLeft, intended) - 60.0) < 1e-9);
        for (int face = 1; face <= 6; ++face)
            QVERIFY(landing(d6, fromBelowLeft, intended, face, 3)
                == d6pool::groundDirection(face % 6 + 1) * 3);
    }

    // --- exact odds -----------------------------------------------------------------------

    void sumOddsMatchBruteForce()
    {
        for (int sides : { 6, 3, 12 }) {
            for (int n = 0; n <= 4; ++n) {
                if (sides == 12 && n > 3)
                    continue;
                const std::vector<double> odds = sumOdds(n, sides);
                QCOMPARE(static_cast<int>(odds.size()), n * sides + 1);
                double total = 0;
                for (double p : odds)
                    total += p;
                QVERIFY(std::abs(total - 1.0) < 1e-12);
                std::vector<int> counts(static_cast<std::size_t>(n * sides + 1), 0);
                int all = 0;
                if (n == 0) {
                    counts[0] = 1;
                    all = 1;
                } else {
                    everySequence(n, sides, [&](const std::vector<int>& faces) {
                        int sum = 0;
                        for (int f : faces)
                            sum += f;
                        ++counts[static_cast<std::size_t>(sum)];
                        ++all;
                    });
                }
                for (std::size_t t = 0; t < counts.size(); ++t)
                    QVERIFY2(std::abs(odds[t] - static_cast<double>(counts[t]) / all) < 1e-12,
                        QByteArray::number(n) + "d" + QByteArray::number(sides) + " total "
                            + QByteArray::number(int(t)));
            }
        }
        const std::vector<double> two = sumOdds(2);
        QCOMPARE(two[0], 0.0);
        QCOMPARE(two[1], 0.0);
        QVERIFY(std::abs(two[2] - 1.0 / 36) < 1e-15);
        QVERIFY(std::abs(two[7] - 6.0 / 36) < 1e-15);
        QVERIFY(std::abs(two[12] - 1.0 / 36) < 1e-15);
    }

    void landingOddsSumToOne()
    {
        const Hex intended { 1, -4 };
        for (DirectionDie die : { DirectionDie::HexD6, DirectionDie::ClockD12 }) {
            const Scatter s = scatterOf(die);
            for (const Hex thrower : { Hex { 1, 6 }, Hex { 7, -7 }, Hex { -3, 0 } }) {
                for (const char* band : { "short", "medium", "long", "nowhere" }) {
                    for (double hit : { 0.0, 0.3, 1.0 }) {
                        const std::map<Hex, double> odds
                            = landingOdds(s, band, thrower, intended, hit);
                        double total = 0;
                        for (const auto& [hex, p] : odds) {
                            QVERIFY(p >= 0);
                            total += p;
                        }
                        const QByteArray what = QByteArray(toString(die)) + " " + band + " hit "
                            + QByteArray::number(hit);
                        QVERIFY2(std::abs(total - 1.0) < 1e-12,
                            what + ": " + QByteArray::number(total, 'g', 17));
                        // The intended hex: the hit, plus the misses that drift 0 m (none
                        // with a d6 for the metres, all of them with no dice).
                        const int dice = s.dice(band);
                        const double zero = (1.0 - hit) * sumOdds(dice)[0];
                        const double there = odds.count(intended) ? odds.at(intended) : 0.0;
                        QVERIFY2(std::abs(there - (hit + zero)) < 1e-12,
                            what + ": " + QByteArray::number(there));
                        if (hit == 1.0)
                            QCOMPARE(static_cast<int>(odds.size()), 1);
                        // Every landing hex is within the dice's reach of the point (its
                        // centre up to a hex's outer radius, 1/√3 m, farther).
                        for (const auto& [hex, p] : odds)
                            QVERIFY(length(centre(hex), centre(intended)) <= 6 * dice + 0.6);
                    }
                }
            }
        }
    }

    // landingOdds against a count of every (direction, dice) outcome: thrower straight below,
    // so a d6 direction is the body face independently of the bearing code.
    void landingOddsMatchEveryOutcome()
    {
        const Scatter s = scatterOf(DirectionDie::HexD6);
        const Hex intended { 0, 0 };
        const Hex thrower { 0, 12 };
        const double hit = 0.25;
        for (const char* band : { "short", "medium", "long" }) {
            const int dice = s.dice(band);
            std::map<Hex, double> want;
            want[intended] += hit;
            int outcomes = 0;
            std::map<Hex, int> counts;
            everySequence(dice + 1, 6, [&](const std::vector<int>& f) {
                int metres = 0;
                for (std::size_t i = 1; i < f.size(); ++i)
                    metres += f[i];
                ++counts[intended + d6pool::groundDirection(f[0]) * metres];
                ++outcomes;
            });
            for (const auto& [hex, n] : counts)
                want[hex] += (1 - hit) * n / outcomes;
            const std::map<Hex, double> got = landingOdds(s, band, thrower, intended, hit);
            QCOMPARE(got.size(), want.size());
            for (const auto& [hex, p] : want) {
                QVERIFY2(got.count(hex), show(hex));
                QVERIFY2(std::abs(got.at(hex) - p) < 1e-12, band + QByteArray(" ") + show(hex));
            }
        }
    }

    void ringOddsMatchEveryOutcome()
    {
        const std::vector<int> upTo { 2, 4, 6, 10 };
        for (DirectionDie die : { DirectionDie::HexD6, DirectionDie::ClockD12 }) {
            const Scatter s = scatterOf(die);
            const Hex intended { 0, 0 };
            const Hex thrower { 0, 15 };
            for (const char* band : { "short", "medium" }) {
                const int dice = s.dice(band);
                for (double hit : { 0.0, 0.4 }) {
                    const std::map<Hex, double> odds = landingOdds(s, band, thrower, intended, hit);
                    for (const Hex figure : { fromOffset({ 3, 0 }), fromOffset({ -2, 0 }),
                             Hex { 0, 0 }, Hex { 0, 15 }, Hex { 5, -9 } }) {
                        const std::vector<double> rings = ringOdds(odds, figure, upTo);
                        QCOMPARE(rings.size(), upTo.size() + 1);
                        double total = 0;
                        for (double p : rings)
                            total += p;
                        QVERIFY(std::abs(total - 1.0) < 1e-12);
                        // Count: the hit, then every direction face with every dice sequence.
                        std::vector<double> want(upTo.size() + 1, 0.0);
                        auto ringOf = [&](Hex at) {
                            const int d = distance(at, figure);
                            std::size_t k = 0;
                            while (k < upTo.size() && d > upTo[k])
                                ++k;
                            return k;
                        };
                        want[ringOf(intended)] += hit;
                        int outcomes = 0;
                        std::vector<int> counts(want.size(), 0);
                        everySequence(dice + 1, 12, [&](const std::vector<int>& f) {
                            if (f[0] > s.directionSides())
                                return;
                            for (std::size_t i = 1; i < f.size(); ++i)
                                if (f[i] > 6)
                                    return;
                            int metres = 0;
                            for (std::size_t i = 1; i < f.size(); ++i)
                                metres += f[i];
                            const Hex at = die == DirectionDie::HexD6
                                ? intended + d6pool::groundDirection(f[0]) * metres
                                : landing(s, thrower, intended, f[0], metres);
                            ++counts[ringOf(at)];
                            ++outcomes;
                        });
                        QCOMPARE(
                            outcomes, s.directionSides() * static_cast<int>(std::pow(6, dice)));
                        for (std::size_t k = 0; k < want.size(); ++k) {
                            want[k] += (1 - hit) * counts[k] / outcomes;
                            QVERIFY2(std::abs(rings[k] - want[k]) < 1e-12,
                                show(figure) + " ring " + QByteArray::number(int(k)) + ": "
                                    + QByteArray::number(rings[k]) + " not "
                                    + QByteArray::number(want[k]));
                        }
                    }
                }
            }
        }
        // A figure on the intended point of a sure hit is in the first ring for certain.
        const std::vector<double> sure = ringOdds({ { Hex { 0, 0 }, 1.0 } }, { 1, 0 }, upTo);
        QCOMPARE(sure.front(), 1.0);
        QCOMPARE(sure.back(), 0.0);
        const std::vector<double> away = ringOdds({ { Hex { 0, 0 }, 1.0 } }, { 11, 0 }, upTo);
        QCOMPARE(away.back(), 1.0);
    }

    // --- the d6pool engine ----------------------------------------------------------------

    void d6ModernIsAGroundRuleset()
    {
        QCOMPARE(d6Modern().system, std::string("d6pool"));
        QCOMPARE(engine().system(), std::string("d6pool"));
        QCOMPARE(engine().maxFace(), 6);
        const Scatter s = engine().scatter("grenade");
        QCOMPARE(static_cast<int>(s.direction), static_cast<int>(DirectionDie::HexD6));
        QCOMPARE(s.dice("long"), 1);
        const std::vector<Ring> rings = engine().rings("grenade");
        QCOMPARE(rings.size(), std::size_t(4));
        QCOMPARE(rings[0].upTo, 2);
        QCOMPARE(rings[0].name, std::string("short"));
        QCOMPARE(rings[3].upTo, 10);
        QCOMPARE(engine().band("grenade", 15), std::optional<std::string>("long"));
        QCOMPARE(engine().band("baretta-96f", 15), std::optional<std::string>("medium"));
        QCOMPARE(engine().band("knife", 1), std::optional<std::string>("melee"));
        QVERIFY(!engine().band("knife", 2));
        QVERIFY(!engine().band("grenade", 41));
        QVERIFY(!engine().band("bazooka", 1));
        bool thrown = false;
        for (const WeaponChoice& w : engine().weapons())
            thrown = thrown || (w.id == "grenade" && w.kind == ground::WeaponKind::Thrown);
        QVERIFY(thrown);
    }

    // The seed's Turn 1 through the interface: Hening's 4d6 = 12 misses 20 (long); 1d6 = 3 m
    // off in direction 2, forward-right; A, 2 m from it, dodges 3+3 and is hit (13 against
    // 5 + 6): 10d6 = 45 against 7d6 = 25, 20 wounds, Health 12 → −8, unconscious. B, 5 m off,
    // dodges 5+5 and is missed (15 against 15 + 10). Hening, 18 m off, rolls nothing.
    void seedTurn1ThroughTheEngine()
    {
        const Scene scene = turn1Scene();
        const std::vector<int> throwDice { 3, 3, 3, 3 };
        const std::vector<int> aDamage { 6, 6, 6, 6, 6, 3, 3, 3, 3, 3 };
        const std::vector<int> aResistance { 4, 4, 4, 4, 3, 3, 3 };
        const std::vector<int> faces = join({ throwDice, { 3 }, { 2 }, { 3, 3 }, { 4, 3, 3, 3 },
            aDamage, aResistance, { 5, 5 }, { 4, 4, 4, 3 } });
        TypedDice dice(faces);
        const Outcome out = engine().resolve(scene, grenadeThrow(2), dice);
        QCOMPARE(dice.remaining(), std::size_t(0));
        QCOMPARE(out.dice, faces);
        QVERIFY(out.isThrow);
        QCOMPARE(out.weapon, std::string("grenade"));
        QCOMPARE(out.band, std::string("long"));
        QCOMPARE(out.distance, 15);
        QVERIFY(!out.hit);
        QVERIFY(out.aim == (Hex { 0, 0 }));
        QCOMPARE(out.direction, std::optional<int>(2));
        QCOMPARE(out.directionSides, 6);
        QCOMPARE(out.drift, 3);
        // 3 m away, to the right (direction 2: forward-right, a hex side).
        QVERIFY2(out.landing == (Hex { 3, -3 }), show(out.landing));
        QCOMPARE(distance(out.landing, out.aim), 3);
        QVERIFY(centre(out.landing).x > 2.5);
        QVERIFY(std::abs(bearing(out.aim, out.landing) - 60.0) < 1e-9);

        QCOMPARE(out.rolls.size(), std::size_t(3));
        QCOMPARE(out.rolls[0].what, std::string("throw"));
        QCOMPARE(out.rolls[0].faces, throwDice);
        QCOMPARE(out.rolls[0].total, 12);
        QCOMPARE(out.rolls[0].target, std::optional<int>(20));
        QCOMPARE(out.rolls[0].rule, std::string("at_least"));
        QCOMPARE(out.rolls[0].success, std::optional<bool>(false));
        QCOMPARE(out.rolls[1].what, std::string("scatter"));
        QCOMPARE(out.rolls[1].total, 3);
        QCOMPARE(out.rolls[2].what, std::string("direction"));
        QCOMPARE(out.rolls[2].faces, std::vector<int> { 2 });
        QCOMPARE(out.rolls[2].sides, 6);

        QCOMPARE(out.figures.size(), std::size_t(3));
        const FigureResult& hening = out.figures[0];
        QCOMPARE(hening.figure, 0);
        QCOMPARE(hening.distance, 18);
        QVERIFY(!hening.affected);
        QVERIFY(!hening.ring);
        QVERIFY(hening.rolls.empty());

        const FigureResult& a = out.figures[1];
        QCOMPARE(a.figure, 1);
        QCOMPARE(a.distance, 2);
        QCOMPARE(a.band, std::string("short"));
        QCOMPARE(a.ring, std::optional<int>(0));
        QVERIFY(a.affected);
        QCOMPARE(a.rolls.size(), std::size_t(4));
        QCOMPARE(a.rolls[0].what, std::string("dodge"));
        QCOMPARE(a.rolls[0].total, 6);
        QCOMPARE(a.rolls[1].what, std::string("attack"));
        QCOMPARE(a.rolls[1].total, 13);
        QCOMPARE(a.rolls[1].target, std::optional<int>(11));
        QCOMPARE(a.rolls[1].success, std::optional<bool>(true));
        QCOMPARE(a.rolls[2].what, std::string("damage"));
        QCOMPARE(a.rolls[2].faces, aDamage);
        QCOMPARE(a.rolls[2].total, 45);
        QCOMPARE(a.rolls[3].what, std::string("resistance"));
        QCOMPARE(a.rolls[3].faces, aResistance);
        QCOMPARE(a.rolls[3].total, 25);
        const QString aResult = QString::fromStdString(a.result.english());
        QVERIFY2(
            aResult.startsWith("20 wounds: health 12 → ") && aResult.endsWith("8, unconscious"),
            qPrintable(aResult));

        const FigureResult& b = out.figures[2];
        QCOMPARE(b.distance, 5);
        QCOMPARE(b.band, std::string("long"));
        QCOMPARE(b.ring, std::optional<int>(2));
        QVERIFY(!b.affected);
        QCOMPARE(b.rolls.size(), std::size_t(2));
        QCOMPARE(b.rolls[0].total, 10);
        QCOMPARE(b.rolls[1].total, 15);
        QCOMPARE(b.rolls[1].target, std::optional<int>(25));
        QCOMPARE(b.rolls[1].success, std::optional<bool>(false));

        // The scene after: A at −8, both gang members' dodge dice spent, Hening untouched.
        QCOMPARE(out.after.figures.size(), std::size_t(3));
        QVERIFY(out.after.aim == scene.aim);
        QCOMPARE(out.after.shooter, 0);
        for (std::size_t i = 0; i < 3; ++i)
            QVERIFY(out.after.figures[i].position == scene.figures[i].position);
        const Figure& aAfter = out.after.figures[1];
        QCOMPARE(aAfter.value("health", 99), -8);
        QCOMPARE(aAfter.value("stunned", 99), 0);
        QCOMPARE(aAfter.value("dodge", 99), 0);
        const Figure& bAfter = out.after.figures[2];
        QCOMPARE(bAfter.value("health", 99), 9); // STR 3
        QCOMPARE(bAfter.value("dodge", 99), 0);
        const Figure& heningAfter = out.after.figures[0];
        QCOMPARE(heningAfter.value("health", 99), 9);
        QCOMPARE(heningAfter.value("dodge", 99), 4); // outside the blast: nothing spent
        const QString status = QString::fromStdString(engine().status(aAfter).english());
        QVERIFY2(status.contains("of 12") && status.contains("unconscious"), qPrintable(status));
        // The scene given is not changed.
        QVERIFY(scene == turn1Scene());

        // A resolve is a pure function: the same dice, the same outcome.
        TypedDice again(faces);
        const Outcome twice = engine().resolve(scene, grenadeThrow(2), again);
        QVERIFY(twice.after == out.after);
        QCOMPARE(twice.dice, out.dice);
    }

    // The landing odds of the same throw through the interface.
    void seedTurn1LandingOdds()
    {
        const Scene scene = turn1Scene();
        const Action action = grenadeThrow(0);
        const double hit = engine().hitChance(scene, action);
        // 4d6 ≥ 20: 35 + 20 + 10 + 4 + 1 = 70 of 1296.
        QVERIFY2(std::abs(hit - 70.0 / 1296) < 1e-12, QByteArray::number(hit, 'g', 17));
        const std::map<Hex, double> odds = landingOdds(engine(), scene, action);
        double total = 0;
        for (const auto& [hex, p] : odds)
            total += p;
        QVERIFY(std::abs(total - 1.0) < 1e-12);
        QCOMPARE(odds.size(), std::size_t(1 + 6 * 6));
        QVERIFY(std::abs(odds.at(Hex { 0, 0 }) - hit) < 1e-12);
        // The seed's landing: direction 2, 3 m — one face in 6, one total in 6.
        QVERIFY(std::abs(odds.at(Hex { 3, -3 }) - (1 - hit) / 36) < 1e-12);
    }

    void hitChanceIsExact_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<int>("dice");
        QTest::newRow("Baretta, darkness: 2d6 against 10 + 1d6") << "attack" << 3;
        QTest::newRow("Baretta, stunned shooter: 2d6 against 10 + 1d6") << "stunned" << 3;
        QTest::newRow("knife, 3d6 against 10 + 2d6") << "knife" << 5;
        QTest::newRow("grenade at 4 m, 2d6 against 10") << "throw" << 2;
        QTest::newRow("grenade at 8 m, 3d6 against 15") << "throw-medium" << 3;
    }

    // hitChance against a count of every dice sequence through resolve() itself.
    void hitChanceIsExact()
    {
        QFETCH(QString, what);
        QFETCH(int, dice);
        Scene scene;
        Action action;
        if (what.startsWith("throw")) {
            scene.figures = { placed("hening", { 0, what == "throw" ? 4 : 8 }) };
            action = grenadeThrow(0);
            action.modifier = what == "throw" ? -2 : -1;
        } else {
            const bool knife = what == "knife";
            scene.figures
                = { placed(knife ? "gang-member-b" : "gang-member-a", { 0, knife ? 1 : 5 }),
                      placed("hening", { 0, 0 }) };
            action.weapon = knife ? "knife" : "baretta-96f";
            action.target = 1;
            if (what == "attack") {
                action.situations = { "total_darkness" };
                action.options["dodge"] = 1;
            } else if (what == "stunned") {
                // Stunned: skill 4 − 1, and −1 more by the modifier.
                scene.figures[0].state["stunned"] = 1;
                action.modifier = -1;
                action.options["dodge"] = 1;
            } else {
                action.situations = { "running" };
                action.options["dodge"] = 2;
            }
        }
        const double chance = engine().hitChance(scene, action);
        const double counted = bruteForceHit(scene, action, dice);
        QVERIFY2(std::abs(chance - counted) < 1e-12,
            qPrintable(QString("hitChance %1, every sequence %2")
                           .arg(chance, 0, 'g', 17)
                           .arg(counted, 0, 'g', 17)));
        QVERIFY(chance > 0 && chance < 1);
    }

    // "Wounded/stunned −1": the ground map knows who is hurt, so the ruleset's modifier with
    // `when: stunned_or_wounded` applies by itself (once, even when picked too) and is not
    // offered as a situation.
    void hurtShooterLosesADie_data()
    {
        QTest::addColumn<int>("health");
        QTest::addColumn<int>("stunned");
        QTest::addColumn<bool>("picked");
        QTest::addColumn<int>("dice");
        QTest::newRow("unhurt") << 12 << 0 << false << 4;
        QTest::newRow("wounded") << 10 << 0 << false << 3;
        QTest::newRow("stunned") << 12 << 1 << false << 3;
        QTest::newRow("wounded, picked too") << 10 << 0 << true << 3;
        QTest::newRow("unhurt, picked: not applied") << 12 << 0 << true << 4;
    }
    void hurtShooterLosesADie()
    {
        QFETCH(int, health);
        QFETCH(int, stunned);
        QFETCH(bool, picked);
        QFETCH(int, dice);
        for (const ground::Choice& c : engine().situations())
            QVERIFY(c.id != "stunned_or_wounded");
        Scene scene;
        scene.figures = { placed("gang-member-a", { 0, 5 }), placed("hening", { 0, 0 }) };
        scene.figures[0].state = { { "health", health }, { "stunned", stunned } };
        Action shot;
        shot.weapon = "baretta-96f";
        shot.target = 1;
        if (picked)
            shot.situations = { "stunned_or_wounded" };
        TypedDice typed(std::vector<int>(dice, 1));
        const ground::Outcome out = engine().resolve(scene, shot, typed);
        QCOMPARE(static_cast<int>(out.rolls.front().faces.size()), dice);
        QCOMPARE(typed.remaining(), std::size_t(0));
    }

    void refusals()
    {
        Scene scene;
        scene.figures = { placed("gang-member-a", { 0, 101 }), placed("hening", { 0, 0 }) };
        Action shot;
        shot.weapon = "baretta-96f";
        shot.target = 1;
        TypedDice dice(std::vector<int>(40, 6));
        // Beyond the Baretta's extreme 100 m.
        QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(scene, shot));
        QVERIFY_THROWS_EXCEPTION(Refused, engine().resolve(scene, shot, dice));
        // At 100 m (extreme, 30) 4d6 cannot hit, but it is no refusal.
        scene.figures[0].position = { 0, 100 };
        QCOMPARE(engine().hitChance(scene, shot), 0.0);
        scene.figures[0].position = { 0, 10 };
        QVERIFY(engine().hitChance(scene, shot) > 0);
        // A knife reaches 1 m.
        Action stab = shot;
        stab.weapon = "knife";
        scene.figures[0].position = { 0, 2 };
        QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(scene, stab));
        QVERIFY_THROWS_EXCEPTION(Refused, engine().resolve(scene, stab, dice));
        // Unknown weapons, and a grenade is no weapon to shoot (nor a Baretta one to throw).
        for (const char* id : { "bazooka", "grenade" }) {
            Action a = shot;
            a.weapon = id;
            QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(scene, a));
            QVERIFY_THROWS_EXCEPTION(Refused, engine().resolve(scene, a, dice));
        }
        for (const char* id : { "bazooka", "baretta-96f" }) {
            Action a = grenadeThrow(0);
            a.weapon = id;
            QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(turn1Scene(), a));
            QVERIFY_THROWS_EXCEPTION(Refused, engine().resolve(turn1Scene(), a, dice));
            QVERIFY_THROWS_EXCEPTION(Refused, landingOdds(engine(), turn1Scene(), a));
        }
        // A throw beyond the grenade's 40 m.
        Scene far = turn1Scene();
        far.figures[0].position = { 0, 41 };
        QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(far, grenadeThrow(0)));
        QVERIFY_THROWS_EXCEPTION(Refused, engine().resolve(far, grenadeThrow(0), dice));
        QVERIFY_THROWS_EXCEPTION(Refused, landingOdds(engine(), far, grenadeThrow(0)));
        // Nobody to shoot at, and nobody to throw.
        Action self = shot;
        self.target = 0;
        QVERIFY_THROWS_EXCEPTION(Refused, engine().resolve(scene, self, dice));
        Scene empty;
        QVERIFY_THROWS_EXCEPTION(Refused, landingOdds(engine(), empty, grenadeThrow(0)));
        // Nothing was rolled by any refusal.
        QCOMPARE(dice.used().size(), std::size_t(0));
        QCOMPARE(dice.remaining(), std::size_t(40));
    }

    // hitChance refuses what resolve() refuses (ground.h), before anything is rolled: a fire
    // mode the weapon lacks, too many attacks, an unknown situation, a scope without aiming,
    // more dodge dice than one attack may meet.
    void hitChanceRefusesWhatResolveRefuses_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("Baretta on full auto") << "full";
        QTest::newRow("three semi shots") << "attacks";
        QTest::newRow("unknown situation") << "situation";
        QTest::newRow("scope without aiming") << "scope";
        QTest::newRow("three dodge dice") << "dodge";
        QTest::newRow("throw: unknown situation") << "throw-situation";
        QTest::newRow("throw: three dodge dice") << "throw-dodge";
    }

    void hitChanceRefusesWhatResolveRefuses()
    {
        QFETCH(QString, what);
        Scene scene;
        scene.figures = { placed("gang-member-a", { 0, 30 }), placed("hening", { 0, 0 }) };
        Action action;
        action.weapon = "baretta-96f";
        action.target = 1;
        if (what.startsWith("throw")) {
            scene = turn1Scene();
            action = grenadeThrow(what == "throw-dodge" ? 3 : 0);
        }
        if (what == "full")
            action.mode = "full";
        if (what == "attacks") {
            action.mode = "semi";
            action.options["attacks"] = 3;
        }
        if (what == "situation" || what == "throw-situation")
            action.situations = { "lucky" };
        if (what == "scope")
            action.options["scope"] = 1;
        if (what == "dodge")
            action.options["dodge"] = 3;
        TypedDice dice(std::vector<int>(80, 3));
        QVERIFY_THROWS_EXCEPTION(Refused, engine().resolve(scene, action, dice));
        QVERIFY_THROWS_EXCEPTION(Refused, engine().hitChance(scene, action));
        if (action.isThrow)
            QVERIFY_THROWS_EXCEPTION(Refused, landingOdds(engine(), scene, action));
        QCOMPARE(dice.used().size(), std::size_t(0));
    }

    // --- dice of any size -----------------------------------------------------------------

    void typedFacesAreCheckedAgainstTheirDie()
    {
        TypedDice d12({ 12, 9, 9 }, 12);
        QCOMPARE(d12.roll("direction", 12), 12);
        try {
            d12.roll("throw", 6);
            QFAIL("a 9 was taken for a d6");
        } catch (const DiceOutOfRange& e) {
            const QString message = e.what();
            QVERIFY2(
                message.contains("die 2") && message.contains("(throw)") && message.contains("d6"),
                e.what());
            QCOMPARE(e.position(), std::size_t(1));
            QCOMPARE(e.purpose(), std::string("throw"));
        }
        // The refused face is not used up; a d12 can take it.
        QCOMPARE(d12.remaining(), std::size_t(2));
        QCOMPARE(d12.roll("direction", 12), 9);
        QCOMPARE(d12.used().size(), std::size_t(2));
        // DiceOutOfRange is caught where running out of dice is.
        try {
            d12.roll("attack");
            QFAIL("a 9 was taken for a d6");
        } catch (const DiceExhausted& e) {
            QVERIFY(dynamic_cast<const DiceOutOfRange*>(&e));
        }
        // A ruleset of d6s takes no 12 at all; one of d12s takes 12 but not 13.
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TypedDice({ 1, 12 }));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TypedDice({ 13 }, 12));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TypedDice::parseList("3,9", 6));
        QCOMPARE(TypedDice::parseList("3, 12", 12), (std::vector<int> { 3, 12 }));

        // Through the engine: typed dice up to 12 meet d6pool's d6 throw roll.
        TypedDice typed(join({ { 4, 9, 3, 3 }, std::vector<int>(60, 1) }), 12);
        QVERIFY_THROWS_EXCEPTION(
            DiceOutOfRange, engine().resolve(turn1Scene(), grenadeThrow(0), typed));
    }

    void seededD12GivesEveryFace()
    {
        SeededDice dice(20261121);
        int counts[13] = {};
        std::vector<int> first;
        for (int i = 0; i < 24000; ++i) {
            const int face = dice.roll("direction", 12);
            QVERIFY(face >= 1 && face <= 12);
            ++counts[face];
            if (i < 20)
                first.push_back(face);
        }
        for (int face = 1; face <= 12; ++face)
            QVERIFY2(std::abs(counts[face] - 2000) < 200,
                qPrintable(QString("face %1: %2").arg(face).arg(counts[face])));
        SeededDice again(20261121);
        for (int i = 0; i < 20; ++i)
            QCOMPARE(again.roll("direction", 12), first[static_cast<std::size_t>(i)]);
        SeededDice other(20261122);
        std::vector<int> otherFaces;
        for (int i = 0; i < 20; ++i)
            otherFaces.push_back(other.roll("direction", 12));
        QVERIFY(otherFaces != first);
    }

    // A d6 by size is the d6 of old: the same faces for the same seed, and seed 42 still
    // gives the sequence it gave before dice had sizes.
    void seededD6Unchanged()
    {
        SeededDice plain(42);
        SeededDice sized(42);
        std::vector<int> faces;
        for (int i = 0; i < 200; ++i) {
            const int a = plain.roll("test");
            const int b = sized.roll("test", 6);
            QCOMPARE(a, b);
            faces.push_back(a);
        }
        QCOMPARE(std::vector<int>(faces.begin(), faces.begin() + 12),
            (std::vector<int> { 1, 1, 6, 6, 5, 1, 5, 4, 5, 6, 2, 2 }));
        // Mixing sizes draws from the one stream: a d12 between d6s moves the d6s on.
        SeededDice mixed(42);
        QCOMPARE(mixed.roll("test", 6), 1);
        mixed.roll("direction", 12);
        QCOMPARE(mixed.roll("test", 6), faces[2]);
    }
};

QTEST_APPLESS_MAIN(TestGround)
#include "tst_ground.moc"
