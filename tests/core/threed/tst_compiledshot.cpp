// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The compiled single shot (compiledshot.h) against resolveAttack: on every dice sequence the
// same dice, roll, landing, hit and target afterwards; everything else left to the resolver;
// and the effect odds that use it equal to a count over the resolver's own outcomes.
#include "attackfixture.h"
#include "compiledshot.h"
#include "effect.h"

#include <QTest>

#include <cstring>
#include <sstream>

using namespace hitspread;
using namespace hitspread::test;

namespace {

// The first difference between two things that should be equal, empty when there is none.
class Differences {
public:
    template <typename T> void check(const char* what, const T& resolved, const T& compiled)
    {
        if (!m_first.empty() || resolved == compiled)
            return;
        std::ostringstream out;
        out << what << ": resolver " << printable(resolved) << ", compiled " << printable(compiled);
        m_first = out.str();
    }
    void fail(const std::string& what)
    {
        if (m_first.empty())
            m_first = what;
    }
    const std::string& first() const { return m_first; }

private:
    template <typename T> static auto printable(const T& value)
    {
        if constexpr (std::is_enum_v<T>)
            return static_cast<int>(value);
        else if constexpr (std::is_same_v<T, Hex>)
            return label(value);
        else if constexpr (std::is_same_v<T, std::optional<Hex>>)
            return value ? label(*value) : std::string("none");
        else if constexpr (std::is_arithmetic_v<T> || std::is_same_v<T, std::string>)
            return value;
        else
            return std::string("(differs)");
    }
    std::string m_first;
};

void compareTests(Differences& d, const char* what, const std::optional<StatTest>& resolved,
    const std::optional<StatTest>& compiled)
{
    d.check(what, resolved.has_value(), compiled.has_value());
    if (!resolved || !compiled)
        return;
    d.check("test stat", resolved->stat, compiled->stat);
    for (int i = 0; i < 3; ++i)
        d.check("test die", resolved->dice[i], compiled->dice[i]);
    d.check("test value", resolved->value, compiled->value);
    d.check("test modifier", resolved->modifier, compiled->modifier);
    d.check("test total", resolved->total, compiled->total);
    d.check("test target", resolved->target, compiled->target);
    d.check("test passed", resolved->passed, compiled->passed);
    d.check("test success value", resolved->successValue, compiled->successValue);
}

void compareHits(Differences& d, const HitResult& r, const HitResult& c)
{
    d.check("hit location", r.location, c.location);
    d.check("hit sub-location", r.subLocation, c.subLocation);
    d.check("PEN", r.pen, c.pen);
    d.check("DAM", r.dam, c.dam);
    d.check("PV", r.pv, c.pv);
    d.check("armour", r.armourId, c.armourId);
    d.check("armoured", r.armoured, c.armoured);
    d.check("penetrated", r.penetrated, c.penetrated);
    d.check("ID before", r.armourIdBefore, c.armourIdBefore);
    d.check("ID after", r.armourIdAfter, c.armourIdAfter);
    d.check("body damage", r.bodyDamage, c.bodyDamage);
    d.check("bruising", r.bruising, c.bruising);
    d.check("wound", r.wound, c.wound);
    d.check("bullet stuck", r.bulletStuck, c.bulletStuck);
    d.check("halved", r.halvedNaturalState, c.halvedNaturalState);
    d.check("knockback", r.knockback.has_value(), c.knockback.has_value());
    if (r.knockback && c.knockback) {
        d.check("knockback DAM", r.knockback->dam, c.knockback->dam);
        d.check("knockback PHYS", r.knockback->phys, c.knockback->phys);
        d.check("knockback modifier", r.knockback->testModifier, c.knockback->testModifier);
        d.check("knocked down", r.knockback->knockedDown, c.knockback->knockedDown);
        compareTests(d, "knockback test", r.knockback->test, c.knockback->test);
        d.check("knockback result", r.knockback->result, c.knockback->result);
    }
    compareTests(d, "CONC test", r.vevaphonTest, c.vevaphonTest);
    d.check("PV after", r.pvAfter, c.pvAfter);
    d.check("location hits after", r.locationHitsAfter, c.locationHitsAfter);
    d.check("Incap after", r.incapAfter, c.incapAfter);
    d.check("condition after", r.conditionAfter, c.conditionAfter);
    d.check("status after", r.statusAfter, c.statusAfter);
}

void compareStates(Differences& d, const CharacterState& r, const CharacterState& c)
{
    d.check("sheet", r.sheet.get(), c.sheet.get());
    d.check("locations", r.locations, c.locations);
    d.check("armour", r.armour, c.armour);
    d.check("Incap", r.incap, c.incap);
    d.check("Incap total", r.incapMax, c.incapMax);
    d.check("bruising", r.bruising, c.bruising);
    d.check("wounds", r.wounds, c.wounds);
    d.check("knocked down", r.knockedDown, c.knockedDown);
    d.check("knocked out", r.knockedOut, c.knockedOut);
    d.check("dodge", r.dodge, c.dodge);
    d.check("jammed weapons", r.jammedWeapons, c.jammedWeapons);
    d.check("PHYS", r.phys, c.phys);
    d.check("wound threshold", r.woundThreshold, c.woundThreshold);
}

// Everything the resolver says of the shot against what the compiled shot says.
std::string difference(const Outcome& out, const std::vector<DiceSource::Use>& resolvedDice,
    const CompiledShot::Shot& shot, const std::vector<DiceSource::Use>& compiledDice)
{
    Differences d;
    d.check("dice", resolvedDice.size(), compiledDice.size());
    for (std::size_t i = 0; i < resolvedDice.size() && i < compiledDice.size(); ++i) {
        d.check("face", resolvedDice[i].face, compiledDice[i].face);
        d.check("sides", resolvedDice[i].sides, compiledDice[i].sides);
        d.check(
            "purpose", std::string(resolvedDice[i].purpose), std::string(compiledDice[i].purpose));
    }
    d.check("shots", out.shots.size(), std::size_t { 1 });
    if (out.shots.size() != 1)
        return d.first();
    const ShotTrace& t = out.shots.front();
    const AttackRoll& r = t.roll;
    const AttackRoll& c = *shot.roll;
    d.check("success die", r.success, c.success);
    d.check("damage die", r.damage, c.damage);
    d.check("penetration die", r.penetration, c.penetration);
    d.check("skill", r.skill, c.skill);
    d.check("modifiers", r.modifiers.size(), c.modifiers.size());
    for (std::size_t i = 0; i < r.modifiers.size() && i < c.modifiers.size(); ++i) {
        d.check("modifier", std::string(r.modifiers[i].name), std::string(c.modifiers[i].name));
        d.check("modifier value", r.modifiers[i].value, c.modifiers[i].value);
    }
    d.check("modifier sum", r.modifierSum, c.modifierSum);
    d.check("total", r.total, c.total);
    d.check("target number", r.target, c.target);
    d.check("hit", r.hit, c.hit);
    d.check("success value", r.successValue, c.successValue);
    d.check("jammed", r.jammed, c.jammed);
    d.check("spread", t.spread, shot.deviation->spread);
    d.check("aiming points", t.aimingPoints, shot.deviation->aimingPoints);
    d.check("deviation", t.deviation, shot.deviation->hexes);
    d.check("direction", t.direction.value_or(0), shot.direction);
    d.check("landing", t.landing, shot.landing);
    d.check("location", t.location, shot.location);
    d.check("sub-location", t.subLocation, shot.subLocation);
    d.check("hits", t.hits.size(), std::size_t { shot.hit ? 1u : 0u });
    if (t.hits.size() == 1 && shot.hit)
        compareHits(d, t.hits.front(), *shot.hit);
    if (!shot.targetAfter)
        d.fail("the compiled shot left the target unsettled");
    else
        compareStates(d, out.targetAfter, *shot.targetAfter);
    return d.first();
}

std::string sequence(const std::vector<int>& path)
{
    std::string text;
    for (int face : path)
        text += (text.empty() ? "" : ",") + std::to_string(face);
    return text;
}

// What a set of outcomes went through, so a case cannot pass without doing what it is for.
struct Seen {
    std::uint64_t sequences = 0;
    bool miss = false, deviated = false, hit = false, penetrated = false, stopped = false;
    bool stuck = false, knockback = false, knockbackTest = false, concTest = false;
    bool wound = false, jam = false, halved = false;

    void add(const CompiledShot::Shot& shot)
    {
        ++sequences;
        miss = miss || !shot.hit;
        deviated = deviated || shot.direction != 0;
        jam = jam || shot.roll->jammed;
        if (!shot.hit)
            return;
        hit = true;
        penetrated = penetrated || (shot.hit->armoured && shot.hit->penetrated);
        stopped = stopped || !shot.hit->penetrated;
        stuck = stuck || shot.hit->bulletStuck;
        wound = wound || shot.hit->wound;
        knockback = knockback || shot.hit->knockback.has_value();
        knockbackTest = knockbackTest || (shot.hit->knockback && shot.hit->knockback->test);
        concTest = concTest || shot.hit->vevaphonTest.has_value();
        halved = halved || shot.hit->halvedNaturalState;
    }
};

struct Case {
    Ruleset rules;
    CharacterState target;
    AttackRequest request;
};

// The cases by name: weapons and ammo, ranges, aims, armour and its absence, natural armour,
// the knockback test, and the rule options a shot's dice meet.
Case caseNamed(const QString& name)
{
    Case c { shippedRuleset(), {}, {} };
    Ruleset& rs = c.rules;
    auto sheetTarget
        = [&](const char* key) { return CharacterState::fromSheet(rs, rs.characters.at(key)); };
    const ShooterProfile operative
        = ShooterProfile::fromSheet(rs, rs.characters.at("operative"), *rs.weapon("mal-anvil"));
    AttackRequest& req = c.request;
    req.weapon = "mal-anvil";
    req.target = rs.body.standardAim;
    req.shooter = operative;
    req.rollKnockback = true;
    c.target = sheetTarget("operative");
    if (name == "anvil, 2 aims, medium, flak jacket") {
        req.aims = 2;
        req.range = RangeBand::Medium;
    } else if (name == "anvil AP, 1 aim, optimum, flak jacket") {
        req.ammo = "ap";
        req.aims = 1;
    } else if (name == "anvil HESH, silencer, 3 aims, long, flak jacket") {
        req.ammo = "hesh";
        req.silencer = true;
        req.aims = 3;
        req.range = RangeBand::Long;
    } else if (name == "anvil wild shot at the head, optimum, no armour") {
        const int head = rs.body.locationIndex("head");
        for (Hex h : rs.body.bodyHexes()) {
            if (rs.body.locationAt(h) == head)
                req.target = h; // the last of them: the neck
        }
        c.target = targetWith(rs);
    } else if (name == "snap shot, hollow point, medium, prone target down already") {
        req.shooter.advantages.insert("rapid_fire");
        req.ammo = "hp";
        req.range = RangeBand::Medium;
        req.position = TargetPosition::Prone;
        req.modifier = 2;
        c.target.knockedDown = true;
    } else if (name == "12.7 mm HEAP, 3 aims, extreme, Xeno skin") {
        req.weapon = "rifle-12-7mm";
        req.ammo = "heap";
        req.aims = 3;
        req.range = RangeBand::Extreme;
        req.shooter = ShooterProfile::fromSheet(
            rs, rs.characters.at("operative"), *rs.weapon("rifle-12-7mm"));
        c.target = sheetTarget("xeno");
    } else if (name == "nemesis, 1 aim, Vevaphon cells, knockback left to the table") {
        req.weapon = "nemesis";
        req.aims = 1;
        req.rollKnockback = false;
        c.target = sheetTarget("vevaphon");
    } else if (name == "shotgun slug, 1 aim, layered vest and flak jacket") {
        rs.options.layeredArmour = true;
        req.weapon = "pump-shotgun";
        req.ammo = "slug";
        req.aims = 1;
        req.range = RangeBand::Medium;
        c.target = targetWith(rs, { { "flak-jacket", {} }, { "ballistic-vest", {} } });
    } else if (name == "anvil beyond its bullets this round, jamming, clean miss") {
        rs.options.jamming = true;
        rs.options.cleanMiss = true;
        req.aims = 1;
        req.bulletsThisRound = 6; // the 7th bullet: dice totals below 5 jam (§11)
    } else if (name == "anvil, difficulty on the roll, wounded shooter, two weapons") {
        rs.options.difficultyOnRoll = true;
        req.shooter.wounds = 2;
        req.twoWeapons = true;
        req.offHand = true;
        req.stance = true;
        req.range = RangeBand::Medium;
    } else if (name == "nemesis, 2 aims, optimum, Xeno skin") {
        req.weapon = "nemesis";
        req.aims = 2;
        c.target = sheetTarget("xeno");
    } else if (name == "anvil, 1 aim, Vevaphon in its natural state") {
        req.aims = 1;
        CharacterSheet sheet = rs.characters.at("vevaphon");
        sheet.armour = { { "vevaphon-cells", 0 } }; // §7: no PV, kinetic DAM halved
        c.target = CharacterState::fromSheet(rs, sheet);
    } else {
        qFatal("no case %s", qPrintable(name));
    }
    return c;
}

const QStringList cases {
    "anvil, 2 aims, medium, flak jacket",
    "anvil AP, 1 aim, optimum, flak jacket",
    "anvil HESH, silencer, 3 aims, long, flak jacket",
    "anvil wild shot at the head, optimum, no armour",
    "snap shot, hollow point, medium, prone target down already",
    "12.7 mm HEAP, 3 aims, extreme, Xeno skin",
    "nemesis, 1 aim, Vevaphon cells, knockback left to the table",
    "shotgun slug, 1 aim, layered vest and flak jacket",
    "anvil beyond its bullets this round, jamming, clean miss",
    "anvil, difficulty on the roll, wounded shooter, two weapons",
    "nemesis, 2 aims, optimum, Xeno skin",
    "anvil, 1 aim, Vevaphon in its natural state",
};

} // namespace

class TestCompiledShot : public QObject {
    Q_OBJECT
private slots:
    // Every dice sequence the resolver can ask for, counted through like effectOdds does:
    // the compiled shot asks for the same dice and says the same of the shot.
    void agreesWithTheResolverOnEverySequence_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("exercises");
        const auto row = [](const QString& name, const QStringList& exercises) {
            QTest::newRow(qPrintable(name)) << name << exercises;
        };
        row(cases[0], { "deviated", "penetrated", "stuck", "knockbackTest", "wound" });
        row(cases[1], { "penetrated", "stuck", "knockbackTest" });
        row(cases[2], { "penetrated", "stopped", "knockbackTest" });
        row(cases[3], { "miss", "wound", "knockbackTest" });
        row(cases[4], { "knockback", "penetrated" });
        row(cases[5], { "penetrated", "knockbackTest" });
        row(cases[6], { "concTest", "knockback", "stopped" });
        row(cases[7], { "penetrated", "knockbackTest" });
        row(cases[8], { "jam", "miss" });
        row(cases[9], { "hit", "miss", "knockbackTest" });
        row(cases[10], { "penetrated", "stopped" });
        row(cases[11], { "halved", "hit" });
    }
    void agreesWithTheResolverOnEverySequence()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, exercises);
        const Case c = caseNamed(name);
        std::optional<CompiledShot> compiled = CompiledShot::compile(c.rules, c.target, c.request);
        QVERIFY(compiled);
        Seen seen;
        std::vector<int> path;
        for (;;) {
            PathDice resolving(path);
            const Outcome out = resolveAttack(c.rules, c.target, c.request, resolving);
            path.resize(resolving.consumed());
            std::vector<int> same = path;
            PathDice firing(same);
            const CompiledShot::Shot shot = compiled->fire(firing);
            QVERIFY2(same == path,
                qPrintable(QString("dice %1: the compiled shot asked for %2")
                               .arg(QString::fromStdString(sequence(path)),
                                   QString::fromStdString(sequence(same)))));
            const std::string diff = difference(out, resolving.used(), shot, firing.used());
            QVERIFY2(diff.empty(),
                qPrintable(QString("dice %1: %2")
                               .arg(QString::fromStdString(sequence(path)),
                                   QString::fromStdString(diff))));
            seen.add(shot);
            while (!path.empty() && path.back() == 6)
                path.pop_back();
            if (path.empty())
                break;
            ++path.back();
        }
        QVERIFY(seen.sequences >= 216);
        const std::map<QString, bool> flags { { "miss", seen.miss }, { "deviated", seen.deviated },
            { "hit", seen.hit }, { "penetrated", seen.penetrated }, { "stopped", seen.stopped },
            { "stuck", seen.stuck }, { "knockback", seen.knockback },
            { "knockbackTest", seen.knockbackTest }, { "concTest", seen.concTest },
            { "wound", seen.wound }, { "jam", seen.jam }, { "halved", seen.halved } };
        for (const QString& what : exercises)
            QVERIFY2(flags.at(what), qPrintable("no sequence with " + what));
    }

    // A Vevaphon whose hits roll both the CONC test and the knockback test (six dice more:
    // too many sequences to count through): the same seeded dice give the same shots.
    void agreesOnSeededShotsWithBothTests()
    {
        const Ruleset& rs = shippedRuleset();
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("vevaphon"));
        AttackRequest req = request("mal-anvil", "K14", 1);
        req.rollKnockback = true;
        std::optional<CompiledShot> compiled = CompiledShot::compile(rs, target, req);
        QVERIFY(compiled);
        SeededDice resolving(11), firing(11);
        Seen seen;
        int bothTests = 0;
        for (int i = 0; i < 20'000; ++i) {
            resolving.forgetUsed();
            firing.forgetUsed();
            const Outcome out = resolveAttack(rs, target, req, resolving);
            const CompiledShot::Shot shot = compiled->fire(firing);
            const std::string diff = difference(out, resolving.used(), shot, firing.used());
            QVERIFY2(diff.empty(), qPrintable(QString("shot %1: %2").arg(i).arg(diff.c_str())));
            seen.add(shot);
            if (shot.hit && shot.hit->knockback && shot.hit->knockback->test) {
                QCOMPARE(shot.slot, -1); // more dice than one test: a state of its own
                ++bothTests;
            }
        }
        QVERIFY(seen.concTest && bothTests > 0);
    }

    // A shot fired without settling names its state by a slot; settled, it is the state the
    // resolver gives for those dice, whichever shot filled the slot first.
    void slotsNameOneStateEach()
    {
        const Case c = caseNamed(cases[0]);
        std::optional<CompiledShot> compiled = CompiledShot::compile(c.rules, c.target, c.request);
        QVERIFY(compiled);
        std::map<int, CharacterState> bySlot;
        SeededDice dice(3);
        int unsettled = 0;
        for (int i = 0; i < 5'000; ++i) {
            CompiledShot::Shot shot = compiled->fireUnsettled(dice);
            QVERIFY(shot.slot >= 0 && shot.slot < compiled->stateSlots());
            if (!shot.targetAfter) {
                ++unsettled;
                compiled->settle(shot);
            }
            QVERIFY(shot.targetAfter);
            auto [it, fresh] = bySlot.emplace(shot.slot, *shot.targetAfter);
            if (!fresh) {
                Differences d;
                compareStates(d, it->second, *shot.targetAfter);
                QVERIFY2(d.first().empty(), d.first().c_str());
            }
        }
        QVERIFY(unsettled > 0); // the knockback test's hits
        QVERIFY(bySlot.size() > 10);
    }

    // What the compiled shot does not do is left to the resolver: compile() returns nothing.
    void otherActionsAreLeftToTheResolver_data()
    {
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<QString>("ammo");
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("band");
        QTest::addColumn<bool>("quickDraw");
        QTest::addColumn<bool>("underFire");
        QTest::addColumn<bool>("compiled");
        const int single = static_cast<int>(FireMode::Single);
        QTest::newRow("a single shot") << "mal-anvil"
                                       << "" << single << 1 << false << false << true;
        QTest::newRow("a slug: one hex") << "pump-shotgun"
                                         << "slug" << single << 1 << false << false << true;
        QTest::newRow("shot: a template") << "pump-shotgun"
                                          << "shot" << single << 1 << false << false << false;
        QTest::newRow("shot at optimum: one hex")
            << "pump-shotgun"
            << "shot" << single << 0 << false << false << true;
        QTest::newRow("semi-auto: several shots")
            << "mal-anvil"
            << "" << static_cast<int>(FireMode::Semi) << 0 << false << false << false;
        QTest::newRow("a burst") << "fen-gunhead"
                                 << "" << static_cast<int>(FireMode::Burst) << 0 << false << false
                                 << false;
        QTest::newRow("a melee blow") << "combat-knife"
                                      << "" << single << 0 << false << false << false;
        QTest::newRow("a quick draw's DEX test first")
            << "mal-anvil"
            << "" << single << 0 << true << false << false;
        QTest::newRow("the COOL test under fire first")
            << "mal-anvil"
            << "" << single << 0 << false << true << false;
    }
    void otherActionsAreLeftToTheResolver()
    {
        QFETCH(QString, weapon);
        QFETCH(QString, ammo);
        QFETCH(int, mode);
        QFETCH(int, band);
        QFETCH(bool, quickDraw);
        QFETCH(bool, underFire);
        QFETCH(bool, compiled);
        Ruleset rs = shippedRuleset();
        rs.options.underFire = true;
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        const Weapon* w = rs.weapon(weapon.toStdString());
        QVERIFY(w);
        AttackRequest req = request(weapon.toStdString(), "K14", quickDraw ? 0 : 1);
        req.ammo = ammo.toStdString();
        req.mode = static_cast<FireMode>(mode);
        if (!w->isMelee())
            req.range = static_cast<RangeBand>(band);
        req.quickDraw = quickDraw;
        req.underFire = underFire;
        req.shooter.autoSupport = 4;
        QCOMPARE(CompiledShot::compile(rs, target, req).has_value(), compiled);
        OnesDice dice;
        resolveAttack(rs, target, req, dice); // the resolver does every one of them
    }

    // A request the rules refuse is refused with the resolver's words.
    void refusesLikeTheResolver_data()
    {
        QTest::addColumn<int>("aims");
        QTest::addColumn<QString>("ammo");
        QTest::addColumn<int>("ownDodge");
        QTest::newRow("seven aims") << 7 << "" << 0;
        QTest::newRow("ammo it does not fire") << 1 << "slug" << 0;
        QTest::newRow("a dodge costing too much") << 1 << "" << -7;
    }
    void refusesLikeTheResolver()
    {
        QFETCH(int, aims);
        QFETCH(QString, ammo);
        QFETCH(int, ownDodge);
        const Ruleset& rs = shippedRuleset();
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        AttackRequest req = request("mal-anvil", "K14", aims);
        req.ammo = ammo.toStdString();
        req.ownDodgePenalty = ownDodge;
        std::string resolverSays, compiledSays;
        try {
            OnesDice dice;
            resolveAttack(rs, target, req, dice);
        } catch (const Refused& e) {
            resolverSays = e.what();
        }
        try {
            CompiledShot::compile(rs, target, req);
        } catch (const Refused& e) {
            compiledSays = e.what();
        }
        QVERIFY(!resolverSays.empty());
        QCOMPARE(compiledSays, resolverSays);
    }

    // effectOdds counts and samples with the compiled shot: its figures are those of a count
    // over the resolver's own outcomes, to the last bit.
    void effectOddsAreTheResolversCount_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString& name : { cases[0], cases[3], cases[6] })
            QTest::newRow(qPrintable(name)) << name;
    }
    void effectOddsAreTheResolversCount()
    {
        QFETCH(QString, name);
        const Case c = caseNamed(name);
        std::array<double, TargetStates> states {};
        double stuck = 0, damage = 0;
        std::map<int, double> distribution;
        std::vector<int> path;
        std::uint64_t sequences = 0;
        for (;;) {
            PathDice dice(path);
            const Outcome out = resolveAttack(c.rules, c.target, c.request, dice);
            path.resize(dice.consumed());
            const double weight = std::pow(1.0 / 6, static_cast<double>(path.size()));
            states[static_cast<std::size_t>(targetState(c.rules, c.target, out.targetAfter))]
                += weight;
            int lost = 0;
            bool stuckNow = false;
            for (std::size_t i = 0; i < c.target.locations.size(); ++i) {
                lost += c.target.locations[i].hits - out.targetAfter.locations[i].hits;
                stuckNow = stuckNow
                    || out.targetAfter.locations[i].stuckBullets
                        > c.target.locations[i].stuckBullets;
            }
            if (stuckNow)
                stuck += weight;
            damage += weight * lost;
            distribution[lost] += weight;
            ++sequences;
            while (!path.empty() && path.back() == 6)
                path.pop_back();
            if (path.empty())
                break;
            ++path.back();
        }
        const EffectOdds e = effectOdds(c.rules, c.target, c.request);
        QVERIFY(e.exact);
        QCOMPARE(e.sequences, sequences);
        for (std::size_t i = 0; i < TargetStates; ++i)
            QVERIFY(e.states[i] == states[i]);
        QVERIFY(e.stuck == stuck);
        QVERIFY(e.damage == damage);
        QVERIFY(e.damageDistribution == distribution);

        // Sampled: the same seeded trials through the resolver.
        const int trials = 20'000;
        SeededDice dice(5);
        std::array<double, TargetStates> sampled {};
        double sampledDamage = 0;
        for (int i = 0; i < trials; ++i) {
            dice.forgetUsed();
            const Outcome out = resolveAttack(c.rules, c.target, c.request, dice);
            sampled[static_cast<std::size_t>(targetState(c.rules, c.target, out.targetAfter))]
                += 1.0 / trials;
            int lost = 0;
            for (std::size_t i = 0; i < c.target.locations.size(); ++i)
                lost += c.target.locations[i].hits - out.targetAfter.locations[i].hits;
            sampledDamage += 1.0 / trials * lost;
        }
        const EffectOdds s = effectOdds(c.rules, c.target, c.request, trials, 5, true);
        QVERIFY(!s.exact);
        for (std::size_t i = 0; i < TargetStates; ++i)
            QVERIFY(s.states[i] == sampled[i]);
        QVERIFY(s.damage == sampledDamage);
    }
};

QTEST_GUILESS_MAIN(TestCompiledShot)
#include "tst_compiledshot.moc"
