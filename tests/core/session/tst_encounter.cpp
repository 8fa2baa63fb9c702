// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The encounter: anyone acts on anyone with its own state counting, everyone keeps its state,
// and session files of format 3 hold it all; files of formats 1 and 2 open as encounters.
#include "actorcheck.h"
#include "attackfixture.h"
#include "dicerun.h"
#include "encounter.h"
#include "tracker.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {

QString sessions()
{
    return QStringLiteral(HITSPREAD_TEST_DATA "/sessions/");
}

const CharacterSheet& sheet(const Ruleset& rs, const std::string& key)
{
    return rs.characters.at(key);
}

// A shot (or a blow) with the character's weapon `weapon`, aimed at the standard aiming point.
EncounterAction attackWith(const Ruleset& rs, const Combatant& actor, const std::string& weapon)
{
    EncounterAction action;
    action.request.weapon = weapon;
    action.request.aims = 1;
    action.request.target = rs.body.standardAim;
    action.request.shooter = ShooterProfile::fromSheet(rs, *actor.state.sheet, *rs.weapon(weapon));
    return action;
}

// A frag grenade thrown at the first target's feet; the further targets at `distances`.
EncounterAction grenadeAt(const Combatant& thrower, std::vector<double> distances)
{
    EncounterAction action;
    GrenadeAction grenade;
    grenade.request.grenade = "mini-frag";
    grenade.request.impact = *parseHex("K24");
    grenade.request.distance = 10;
    grenade.request.skill = thrower.state.sheet->skill("throwing");
    grenade.distances = std::move(distances);
    action.grenade = grenade;
    return action;
}

int locationOf(const Ruleset& rs, const std::string& id)
{
    return rs.body.locationIndex(id);
}

// Two operatives (an Operative and a Xeno) against two Frothers.
struct Fight {
    Encounter e;
    CombatantId a = 0, b = 0, c = 0, d = 0;
};

Fight twoAgainstTwo(const Ruleset& rs, std::uint64_t seed)
{
    Fight f;
    f.e.rulesetId = rs.id;
    f.e.sides = { { "Operatives", "#2f6fb0" }, { "Frothers", "#b03a2f" } };
    f.e.dice.seed = seed;
    f.a = joinEncounter(f.e, rs, sheet(rs, "operative"), 0);
    f.c = joinEncounter(f.e, rs, sheet(rs, "xeno"), 0);
    f.b = joinEncounter(f.e, rs, sheet(rs, "frother"), 1);
    f.d = joinEncounter(f.e, rs, sheet(rs, "frother"), 1);
    return f;
}

// The first seed from 1 on whose first shot (A at B) wounds B and leaves B able to act.
std::uint64_t seedThatWoundsB(const Ruleset& rs)
{
    for (std::uint64_t seed = 1; seed < 5000; ++seed) {
        Fight f = twoAgainstTwo(rs, seed);
        rollAction(rs, f.e, f.a, { f.b }, attackWith(rs, *f.e.find(f.a), "mal-anvil"));
        const CharacterState& b = f.e.find(f.b)->state;
        if (b.wounds > 0 && b.status(rs) == CharacterStatus::Ok)
            return seed;
    }
    qFatal("no seed below 5000 wounds the Frother");
}

// The fight of the tests: A shoots B; B, wounded, shoots back at A; C throws a grenade that
// catches A and B, 4 m from A; D strikes A with its sword.
Fight foughtFight(const Ruleset& rs)
{
    Fight f = twoAgainstTwo(rs, seedThatWoundsB(rs));
    rollAction(rs, f.e, f.a, { f.b }, attackWith(rs, *f.e.find(f.a), "mal-anvil"));
    rollAction(rs, f.e, f.b, { f.a }, attackWith(rs, *f.e.find(f.b), "nemesis"));
    rollAction(rs, f.e, f.c, { f.a, f.b }, grenadeAt(*f.e.find(f.c), { 4.0 }));
    rollAction(rs, f.e, f.d, { f.a }, attackWith(rs, *f.e.find(f.d), "combat-sword"));
    return f;
}

void compareEncounters(const Encounter& a, const Encounter& b)
{
    QCOMPARE(a.sides.size(), b.sides.size());
    for (std::size_t i = 0; i < a.sides.size(); ++i)
        QVERIFY(a.sides[i] == b.sides[i]);
    QCOMPARE(a.combatants.size(), b.combatants.size());
    for (std::size_t i = 0; i < a.combatants.size(); ++i) {
        const Combatant& x = a.combatants[i];
        const Combatant& y = b.combatants[i];
        QCOMPARE(qs(x.name), qs(y.name));
        QCOMPARE(x.side, y.side);
        QCOMPARE(x.posture, y.posture);
        QCOMPARE(x.absent, y.absent);
        QVERIFY(*x.state.sheet == *y.state.sheet);
        QVERIFY(x.state.locations == y.state.locations);
        QVERIFY(x.state.armour == y.state.armour);
        QCOMPARE(x.state.incap, y.state.incap);
        QCOMPARE(x.state.bruising, y.state.bruising);
        QCOMPARE(x.state.wounds, y.state.wounds);
        QCOMPARE(x.state.knockedDown, y.state.knockedDown);
    }
    QCOMPARE(a.log.size(), b.log.size());
    for (std::size_t i = 0; i < a.log.size(); ++i) {
        const EncounterEntry& x = a.log[i];
        const EncounterEntry& y = b.log[i];
        QCOMPARE(a.find(x.actor)->name, b.find(y.actor)->name);
        QCOMPARE(x.targets.size(), y.targets.size());
        for (std::size_t t = 0; t < x.targets.size(); ++t)
            QCOMPARE(a.find(x.targets[t])->name, b.find(y.targets[t])->name);
        QVERIFY(x.action.dice == y.action.dice);
        QCOMPARE(x.action.targetAfter().incap, y.action.targetAfter().incap);
        QVERIFY(x.action.targetAfter().locations == y.action.targetAfter().locations);
    }
    QCOMPARE(a.dice.seed, b.dice.seed);
    QCOMPARE(a.dice.facesUsed, b.dice.facesUsed);
    QCOMPARE(a.actor, b.actor);
    QCOMPARE(a.target, b.target);
}

Encounter readBack(const Ruleset& rs, const std::string& text, const char* name = "fight.yaml")
{
    const EncounterLoad load = readEncounter(rs, text, name);
    if (!load.encounter)
        qFatal("%s", qPrintable(errorText(load.errors)));
    return *load.encounter;
}

// Each refused file of tests/data/sessions/encounter/refused (a copy of fight.yaml with one
// thing wrong) and the error it gives.
const std::pair<const char*, const char*> refusedFiles[] = {
    { "actor-its-own-target.yaml",
        "actor-its-own-target.yaml:106:5: log entry 1 does not replay: Max.Rock cannot be its "
        "own target" },
    // yaml-cpp would keep both states, and the second would win without a word.
    { "before-twice.yaml", "before-twice.yaml:110:7: duplicate key 'Wickham' in a mapping" },
    { "bad-colour.yaml", "bad-colour.yaml:17:30: the colour of side 2 must be #rrggbb, not 'red'" },
    { "broken-sheet.yaml", "broken-sheet.yaml:55:31: unknown skill 'no-such-skill'" },
    { "duplicate-name.yaml", "duplicate-name.yaml:48:11: two combatants are named 'Max.Rock'" },
    // A position far into the seed's faces would be stepped through at the next action.
    { "faces-used-too-many.yaml",
        "faces-used-too-many.yaml:14:43: 'faces_used' is 10000000000, outside 0 to 100000000" },
    { "log-cut-short.yaml",
        "log-cut-short.yaml:13:14: 'log_entries' is 4, but the log holds 3 entries: the file is "
        "cut short or was edited" },
    // A name within the file's size limit but longer than a name may be.
    { "name-too-long.yaml",
        "name-too-long.yaml:91:11: combatant 4 name has 308 characters, more than the 200 it may "
        "have" },
    { "negative-wounds.yaml", "negative-wounds.yaml:79:15: 'wounds' is -1, outside 0 to 999" },
    { "unconscious-actor.yaml",
        "unconscious-actor.yaml:106:5: log entry 1 does not replay: Max.Rock is unconscious and "
        "cannot act" },
    { "unknown-actor.yaml",
        "unknown-actor.yaml:106:12: 'actor' names 'Nobody', who is not among the combatants" },
    { "unknown-side.yaml", "unknown-side.yaml:49:11: no side named 'Martians'" },
    { "unknown-target.yaml",
        "unknown-target.yaml:107:15: 'targets' names 'Wickham 9', who is not among the "
        "combatants" },
};

} // namespace

class TestEncounter : public QObject {
    Q_OBJECT

private slots:
    // §7 knockback: knocked down, a combatant is down (+3 to be hit) until it acts again,
    // having overcome the force of the hit; the next shot at it then finds it standing.
    void aKnockedDownCombatantStandsWhenItActs()
    {
        const Ruleset& rs = shippedRuleset();
        Fight f = twoAgainstTwo(rs, 7);
        f.e.find(f.b)->state.knockedDown = true;
        const EncounterEntry& shotAtB
            = rollAction(rs, f.e, f.a, { f.b }, attackWith(rs, *f.e.find(f.a), "mal-anvil"));
        bool down = false;
        for (const ModifierTerm& m : shotAtB.action.outcome.shots.front().roll.modifiers)
            down = down || std::string(m.name) == "target down";
        QVERIFY(down);
        QVERIFY(f.e.find(f.b)->state.status(rs) == CharacterStatus::Ok);
        rollAction(rs, f.e, f.b, { f.a }, attackWith(rs, *f.e.find(f.b), "nemesis"));
        QVERIFY(!f.e.find(f.b)->state.knockedDown);
    }

    // Taking the entries back one by one, newest first, leaves everyone as the fight found them.
    void unapplyingEveryEntryRestoresTheStart()
    {
        const Ruleset& rs = shippedRuleset();
        Fight f = foughtFight(rs);
        const Fight start = twoAgainstTwo(rs, f.e.dice.seed);
        QCOMPARE(f.e.log.size(), std::size_t(4));
        // The blow (entry 4) taken back: A stands as the grenade left it, the log has three.
        const int blowFound = f.e.log[3].action.targetBefore.incap;
        unapplyEntry(f.e);
        QCOMPARE(f.e.log.size(), std::size_t(3));
        QCOMPARE(f.e.find(f.a)->state.incap, blowFound);
        QCOMPARE(f.e.find(f.a)->state.incap, f.e.log[2].action.targetAfter().incap);
        while (!f.e.log.empty())
            unapplyEntry(f.e);
        unapplyEntry(f.e); // an empty log: nothing happens
        for (std::size_t i = 0; i < start.e.combatants.size(); ++i) {
            const CharacterState& now = f.e.combatants[i].state;
            const CharacterState& then = start.e.combatants[i].state;
            QVERIFY(now.locations == then.locations);
            QVERIFY(now.armour == then.armour);
            QCOMPARE(now.incap, then.incap);
            QCOMPARE(now.bruising, then.bruising);
            QCOMPARE(now.wounds, then.wounds);
        }
    }

    void aNewEncounterFacesTwoDifferentCharacters()
    {
        const Ruleset& rs = shippedRuleset();
        // The shipped ruleset names the Operative as both default shooter and default target.
        QCOMPARE(qs(rs.defaultShooter), qs(rs.defaultTarget));
        const Encounter e = newEncounter(rs);
        QCOMPARE(e.combatants.size(), std::size_t(2));
        QCOMPARE(qs(e.combatants[0].state.sheet->key), QString("operative"));
        QVERIFY(e.combatants[1].state.sheet->key != "operative");
        QCOMPARE(e.combatants[0].side, 0);
        QCOMPARE(e.combatants[1].side, 1);
        QCOMPARE(e.actor, e.combatants[0].id);
        QCOMPARE(e.target, e.combatants[1].id);
        QCOMPARE(qs(e.settings.weapon), QString("mal-anvil"));
    }

    void namesAreUniqueAndIdsNeverReused()
    {
        const Ruleset& rs = shippedRuleset();
        Encounter e;
        e.sides = { { "A", "#000000" }, { "B", "#ffffff" } };
        const CombatantId first = joinEncounter(e, rs, sheet(rs, "frother"), 1);
        const CombatantId second = joinEncounter(e, rs, sheet(rs, "frother"), 1);
        const CombatantId third = joinEncounter(e, rs, sheet(rs, "frother"), 1);
        QCOMPARE(qs(e.find(first)->name), QString("Wickham"));
        QCOMPARE(qs(e.find(second)->name), QString("Wickham 2"));
        QCOMPARE(qs(e.find(third)->name), QString("Wickham 3"));
        e.combatants.erase(e.combatants.begin() + 1);
        const CombatantId fourth = joinEncounter(e, rs, sheet(rs, "frother"), 1);
        QVERIFY(fourth != second);
        QCOMPARE(qs(e.find(fourth)->name), QString("Wickham 2"));
        QCOMPARE(e.find(second), nullptr);
    }

    void anyoneActsOnAnyoneWithItsOwnState()
    {
        const Ruleset& rs = shippedRuleset();
        const Fight f = foughtFight(rs);
        const Encounter& e = f.e;
        QCOMPARE(e.log.size(), std::size_t(4));

        // A shot B: B was unhurt before, wounded after, and A's roll had no wound penalty.
        const EncounterEntry& first = e.log[0];
        QCOMPARE(first.actor, f.a);
        QVERIFY(first.targets == std::vector<CombatantId> { f.b });
        QCOMPARE(first.action.targetBefore.wounds, 0);
        QCOMPARE(first.action.request.shooter.wounds, 0);
        const int bWounds = first.action.targetAfter().wounds;
        QVERIFY(bWounds > 0);

        // B shot back: its own wounds count against its roll, −1 each (rules §7).
        const EncounterEntry& second = e.log[1];
        QCOMPARE(second.actor, f.b);
        QCOMPARE(second.actorBefore.wounds, bWounds);
        QCOMPARE(second.action.request.shooter.wounds, bWounds);
        QCOMPARE(qs(second.action.request.shooter.name), QString("Wickham"));
        const AttackRoll& roll = second.action.outcome.shots.front().roll;
        const auto wounds = std::find_if(roll.modifiers.begin(), roll.modifiers.end(),
            [](const ModifierTerm& t) { return std::string(t.name) == "wounds"; });
        QVERIFY(wounds != roll.modifiers.end());
        QCOMPARE(wounds->value, -bWounds);

        // C's grenade caught A at the impact point and B 4 m from it, each at its own distance.
        const EncounterEntry& third = e.log[2];
        QVERIFY(third.action.grenade);
        const ThrowOutcome& thrown = *third.action.grenadeOutcome.thrown;
        QCOMPARE(thrown.characters.size(), std::size_t(2));
        QCOMPARE(thrown.characters[0].distance, 0.0);
        QCOMPARE(thrown.characters[1].distance, 4.0);
        QCOMPARE(qs(thrown.thrower), QString("Kaar"));
        // B entered the blast as the two shots left it.
        QCOMPARE(third.action.othersBefore.front().wounds, bWounds);

        // D struck A in melee, A as the grenade left it.
        const EncounterEntry& fourth = e.log[3];
        QVERIFY(fourth.action.outcome.melee);
        QCOMPARE(fourth.action.targetBefore.incap, third.action.targetAfter().incap);

        // Everyone stands as the last action that touched them left them.
        QCOMPARE(e.find(f.a)->state.incap, fourth.action.targetAfter().incap);
        QVERIFY(e.find(f.b)->state.locations == third.action.othersAfter().front().locations);
        QCOMPARE(e.find(f.c)->state.incap, e.find(f.c)->state.incapMax);
        const std::size_t faces = first.action.dice.size() + second.action.dice.size()
            + third.action.dice.size() + fourth.action.dice.size();
        QCOMPARE(e.dice.facesUsed, faces);
    }

    // §5: each point of RCL above STR + 3 bruises the firing arm once per shot; the actor keeps
    // it (§7: on the Incap/bruising track), and the file read back says the same.
    void recoilBruisesTheActor()
    {
        const Ruleset& rs = shippedRuleset();
        Encounter e;
        e.sides = { { "A", "#000000" }, { "B", "#ffffff" } };
        CharacterSheet weak = sheet(rs, "operative");
        weak.name = "Weakling";
        weak.stats.str = 2;
        weak.weapons = { "rifle-12-7mm" };
        const CombatantId shooter = joinEncounter(e, rs, weak, 0);
        const CombatantId target = joinEncounter(e, rs, sheet(rs, "frother"), 1);
        const EncounterEntry& entry = rollAction(
            rs, e, shooter, { target }, attackWith(rs, *e.find(shooter), "rifle-12-7mm"));
        // RCL 8, one less in the firing stance the aim puts the shooter in (§5), against
        // STR 2 + 3: 2 bruising for the one shot.
        QCOMPARE(entry.action.outcome.effectiveRcl, 7);
        QCOMPARE(entry.action.outcome.shooterBruising, 2);
        QCOMPARE(entry.actorBefore.bruising, 0);
        QCOMPARE(entry.actorAfter.bruising, 2);
        QCOMPARE(e.find(shooter)->state.bruising, 2);
        const Encounter read = readBack(rs, writeEncounter(rs, e));
        QCOMPARE(read.combatants.front().state.bruising, 2);
        QCOMPARE(read.log.front().actorAfter.bruising, 2);
    }

    // §5: "one point DAM to his weapon arm per point of RCL above STR+3 for each shot fired …
    // This damage is bruising damage, and causes no wounds but could incapacitate or kill the
    // user and requires a PHYS roll to stay conscious." Since rules revision 4 the right arm
    // (the left for the off-hand weapon of two) takes the bruising on its track too, and the
    // shooter rolls PHYS after the shots: failed, it is knocked out. Revision 3 replays
    // without either.
    void recoilBruisesTheWeaponArmAndAsksForPhys()
    {
        const Ruleset& rs = shippedRuleset();
        const auto rightArm = static_cast<std::size_t>(rs.body.locationIndex("right_arm"));
        const auto leftArm = static_cast<std::size_t>(rs.body.locationIndex("left_arm"));
        bool passed = false, failed = false;
        for (std::uint64_t seed = 1; seed < 200 && !(passed && failed); ++seed) {
            for (const bool offHand : { false, true }) {
                Encounter e;
                e.sides = { { "A", "#000000" }, { "B", "#ffffff" } };
                e.dice.seed = seed;
                CharacterSheet weak = sheet(rs, "operative");
                weak.name = "Weakling";
                weak.stats.str = 2;
                // A rifle (RCL 8, 7 in the stance its aim takes: 2 above STR 2 + 3), or the
                // off-hand pistol of a pair (both recoils borne).
                const char* weapon = offHand ? "mal-anvil" : "rifle-12-7mm";
                weak.weapons = { weapon };
                const CombatantId shooter = joinEncounter(e, rs, weak, 0);
                const CombatantId target = joinEncounter(e, rs, sheet(rs, "frother"), 1);
                EncounterAction shot = attackWith(rs, *e.find(shooter), weapon);
                shot.request.twoWeapons = offHand;
                shot.request.offHand = offHand;
                const CharacterState before = e.find(shooter)->state;
                const EncounterEntry entry = rollAction(rs, e, shooter, { target }, shot);
                const Outcome& out = entry.action.outcome;
                if (!offHand)
                    QCOMPARE(out.shooterBruising, 2);
                QVERIFY(out.shooterBruising > 0);
                QVERIFY(out.recoilTest);
                QCOMPARE(out.recoilTest->stat, std::string("PHYS"));
                QCOMPARE(out.recoilTest->value, before.phys);
                const std::size_t arm = offHand ? leftArm : rightArm;
                const std::size_t other = offHand ? rightArm : leftArm;
                QCOMPARE(entry.actorAfter.locations[arm].hits,
                    before.locations[arm].hits - out.shooterBruising);
                QCOMPARE(entry.actorAfter.locations[other].hits, before.locations[other].hits);
                QCOMPARE(entry.actorAfter.wounds, 0); // "causes no wounds"
                QCOMPARE(entry.actorAfter.knockedOut, !out.recoilTest->passed);
                (out.recoilTest->passed ? passed : failed) = true;
                // The PHYS test's dice are the action's last three, and the file replays them.
                QCOMPARE(entry.action.dice.back(), out.recoilTest->dice[2]);
                const Encounter read = readBack(rs, writeEncounter(rs, e));
                QCOMPARE(read.log.front().actorAfter.knockedOut, entry.actorAfter.knockedOut);
                QCOMPARE(read.log.front().actorAfter.locations[arm].hits,
                    entry.actorAfter.locations[arm].hits);
            }
        }
        QVERIFY(passed && failed);
        // Rules revision 3: the bruising on the Incap track only, no PHYS roll.
        Encounter e;
        e.sides = { { "A", "#000000" }, { "B", "#ffffff" } };
        CharacterSheet weak = sheet(rs, "operative");
        weak.stats.str = 2;
        weak.weapons = { "rifle-12-7mm" };
        const CombatantId shooter = joinEncounter(e, rs, weak, 0);
        const CombatantId target = joinEncounter(e, rs, sheet(rs, "frother"), 1);
        EncounterAction shot = attackWith(rs, *e.find(shooter), "rifle-12-7mm");
        shot.request.rulesRevision = 3;
        const CharacterState before = e.find(shooter)->state;
        const EncounterEntry entry = rollAction(rs, e, shooter, { target }, shot);
        QVERIFY(!entry.action.outcome.recoilTest);
        QCOMPARE(entry.actorAfter.bruising, 2);
        QCOMPARE(entry.actorAfter.locations[rightArm].hits, before.locations[rightArm].hits);
        QVERIFY(!entry.actorAfter.knockedOut);
    }

    // §8 and §7 in the fight: the target parries as it stands (its sword, its STR bonus), the
    // knockback test is rolled, and the file keeps both so the log replays.
    void aParriedBlowAndItsKnockbackAreKept()
    {
        const Ruleset& rs = shippedRuleset();
        Fight f = twoAgainstTwo(rs, 1);
        EncounterAction blow = attackWith(rs, *f.e.find(f.a), "combat-knife");
        blow.request.rollKnockback = true;
        blow.request.defence.kind = DefenceKind::Parry;
        blow.request.defence.parryWeapon = "combat-sword";
        // The operative's knife (Blade 1h 4): 6,5,6 + 4 = 21 hits with a critical of 3,
        // success value 9; DAM 3 + STR bonus 2 + damage die 5 = 10. Wickham parries with his
        // sword (Blade 1h 6): 1,2,4 + 6 = 13, success value 1: 1 + DAM 5 + STR bonus 3 = 9 off,
        // 1 DAM left; the handling grows by 1, still below the aiming points: no direction die.
        auto run = runWithDice(DiceSupply::typed({ 6, 5, 6, 1, 2, 4 }, 6), [&](DiceSource& dice) {
            return resolveEncounterAction(rs, f.e, f.a, { f.b }, blow, dice);
        });
        QVERIFY(run.leftOver.empty());
        const EncounterEntry& entry = run.outcome;
        const DefenceOutcome& parry = *entry.action.outcome.defence;
        QCOMPARE(QString::fromStdString(parry.defender), QString("Wickham"));
        QCOMPARE(QString::fromStdString(parry.parryWeapon), QString("combat-sword"));
        QCOMPARE(parry.parryStrBonus, 3);
        QCOMPARE(parry.value, 1 + 5 + 3);
        QVERIFY(!parry.stopped);
        const ShotTrace& shot = entry.action.outcome.shots.front();
        QVERIFY(shot.landing.has_value());
        applyEntry(f.e, entry);
        const std::string text = writeEncounter(rs, f.e);
        QVERIFY(text.find("knockback: rolled") != std::string::npos);
        QVERIFY(text.find("parry_weapon: combat-sword") != std::string::npos);
        const Encounter read = readBack(rs, text);
        compareEncounters(f.e, read);
        QCOMPARE(read.log.front().action.outcome.defence->value, parry.value);
        QCOMPARE(writeEncounter(rs, read), text);
    }

    // §8 "Halve your total Parry score when parrying bare-handed against normal weapons": since
    // rules revision 4 the parry roll's total is halved (bare_hand_parry: halve_roll, the seed's
    // "Parry total" being the roll); a parry logged under revision 3 replays as it was rolled
    // then, with what it takes off the DAM halved, and the file keeps which.
    void aBareHandedParryByTheRevisionItWasRolledUnder()
    {
        const Ruleset& rs = shippedRuleset();
        QVERIFY(!rs.options.bareHandParryHalvesRoll); // unset: the revision decides
        std::optional<DefenceOutcome> byRevision[2];
        for (const int revision : { 3, 4 }) {
            Fight f = twoAgainstTwo(rs, 1);
            EncounterAction blow = attackWith(rs, *f.e.find(f.a), "combat-knife");
            blow.request.defence.kind = DefenceKind::Parry;
            blow.request.defence.parryWeapon = "fists";
            blow.request.rulesRevision = revision;
            // The knife hits (6,5,6 + 4); Wickham parries with his fists: 6,6,6 + Unarmed.
            auto run = runWithDice(DiceSupply::typed({ 6, 5, 6, 6, 6, 6, 3, 3, 3, 3, 3, 3 }, 6),
                [&](DiceSource& dice) {
                    return resolveEncounterAction(rs, f.e, f.a, { f.b }, blow, dice);
                });
            const EncounterEntry& entry = run.outcome;
            QVERIFY(entry.action.outcome.defence);
            QVERIFY(entry.action.outcome.defence->bareHanded);
            byRevision[revision - 3] = entry.action.outcome.defence;
            // Written and read again, the blow replays by the revision it names.
            applyEntry(f.e, entry);
            const std::string text = writeEncounter(rs, f.e);
            QVERIFY(text.find("rules: " + std::to_string(revision)) != std::string::npos);
            const Encounter read = readBack(rs, text);
            compareEncounters(f.e, read);
            QCOMPARE(read.log.front().action.outcome.defence->roll->total,
                entry.action.outcome.defence->roll->total);
        }
        const DefenceOutcome& before = *byRevision[0];
        const DefenceOutcome& now = *byRevision[1];
        // Revision 3: the whole roll judged, what it takes off halved.
        QCOMPARE(before.roll->total, 18 + before.roll->skill);
        QVERIFY(before.succeeded);
        QCOMPARE(before.value, (before.roll->successValue + 1 + before.parryStrBonus) / 2);
        // Revision 4: the roll's total halved before it is judged against 13.
        QCOMPARE(now.roll->total, (18 + now.roll->skill) / 2);
        QCOMPARE(now.succeeded, now.roll->total >= 13);
        if (now.succeeded)
            QCOMPARE(now.value, now.roll->successValue + 1 + now.parryStrBonus);
        // A ruleset that says halve_roll has it at every revision, a parry of revision 3 too.
        Ruleset stated = rs;
        stated.options.bareHandParryHalvesRoll = true;
        Fight f = twoAgainstTwo(stated, 1);
        EncounterAction blow = attackWith(stated, *f.e.find(f.a), "combat-knife");
        blow.request.defence.kind = DefenceKind::Parry;
        blow.request.defence.parryWeapon = "fists";
        blow.request.rulesRevision = 3;
        auto run = runWithDice(
            DiceSupply::typed({ 6, 5, 6, 6, 6, 6, 3, 3, 3, 3, 3, 3 }, 6), [&](DiceSource& dice) {
                return resolveEncounterAction(stated, f.e, f.a, { f.b }, blow, dice);
            });
        QCOMPARE(run.outcome.action.outcome.defence->roll->total, now.roll->total);
    }

    // What a file sets up is resolved by the readings of now: settings saved under rules
    // revision 3 fire under 4, while the logged actions keep the revision they were rolled
    // under; a grenade thrown before the throw's readings were written replays by revision 1.
    void settingsReadAreResolvedByTheReadingsOfNow()
    {
        const Ruleset& rs = shippedRuleset();
        Fight f = foughtFight(rs);
        // Set up as the last shot and the grenade were.
        for (const EncounterEntry& entry : f.e.log) {
            if (entry.action.grenade)
                f.e.grenade = *entry.action.grenade;
            else
                f.e.settings = entry.action.request;
        }
        std::string text = writeEncounter(rs, f.e);
        QVERIFY(text.find("rules: 4") != std::string::npos);
        QString edited = QString::fromStdString(text);
        edited.replace("rules: 4", "rules: 3");
        edited.remove(QRegularExpression(QStringLiteral("\\n *rules: 3(?=\\n *distances)")));
        const Encounter read = readBack(rs, edited.toStdString());
        QCOMPARE(read.settings.rulesRevision, CurrentRulesRevision);
        QCOMPARE(read.grenade.request.rulesRevision, CurrentRulesRevision);
        bool sawGrenade = false;
        for (const EncounterEntry& entry : read.log) {
            if (entry.action.grenade) {
                QCOMPARE(entry.action.grenade->request.rulesRevision, 1);
                sawGrenade = true;
            } else {
                QCOMPARE(entry.action.request.rulesRevision, 3);
            }
        }
        QVERIFY(sawGrenade);
        // Written again, the settings say 4 and the log what it was rolled under.
        const std::string again = writeEncounter(rs, read);
        QVERIFY(again.find("rules: 4") != std::string::npos);
        QVERIFY(again.find("rules: 3") != std::string::npos);
    }

    // §8 in the fight: a quick dodge Wickham made counts against the blows on him this phase
    // ("Scum (and all other attackers this phase) now suffer a -3 penalty"), costs him −4 on his
    // next action ("Isis suffers a -4 (7-3) situational penalty to her next Action"), and ends
    // with the phase; a parry takes a free parry first, then an action.
    void aDodgeCountsUntilItEnds()
    {
        const Ruleset& rs = shippedRuleset();
        Fight f = twoAgainstTwo(rs, 1);
        f.e.find(f.b)->state.dodge
            = ActiveDodge { static_cast<int>(DefenceKind::QuickDodge), 3, -4 };
        const EncounterEntry& blow
            = rollAction(rs, f.e, f.a, { f.b }, attackWith(rs, *f.e.find(f.a), "combat-knife"));
        const AttackRoll& roll = blow.action.outcome.shots.front().roll;
        QVERIFY(
            std::any_of(roll.modifiers.begin(), roll.modifiers.end(), [](const ModifierTerm& m) {
                return std::string(m.name) == "target dodging" && m.value == -3;
            }));
        QVERIFY(!blow.action.outcome.defence->roll); // made before: nothing rolled
        QCOMPARE(f.e.find(f.b)->state.dodge->value, 3);
        // Wickham's next action pays the penalty, once.
        const EncounterEntry& back
            = rollAction(rs, f.e, f.b, { f.a }, attackWith(rs, *f.e.find(f.b), "combat-sword"));
        const AttackRoll& his = back.action.outcome.shots.front().roll;
        QVERIFY(std::any_of(his.modifiers.begin(), his.modifiers.end(), [](const ModifierTerm& m) {
            return std::string(m.name) == "own dodge" && m.value == -4;
        }));
        QCOMPARE(f.e.find(f.b)->state.dodge->penalty, 0);
        QCOMPARE(f.e.find(f.b)->state.dodge->value, 3);
        // A ranged shot is not dodged by it.
        const EncounterEntry& shot
            = rollAction(rs, f.e, f.c, { f.b }, attackWith(rs, *f.e.find(f.c), "assault-rifle"));
        QVERIFY(!shot.action.outcome.defence);
        // The file keeps the dodge.
        compareEncounters(f.e, readBack(rs, writeEncounter(rs, f.e)));

        // The tracker ends it with the phase; a regular dodge lasts the round.
        Encounter fight = f.e;
        fight.find(f.d)->state.dodge = ActiveDodge { static_cast<int>(DefenceKind::Dodge), 2, -5 };
        TrackerState t;
        const Roster characters = encounterRoster(fight);
        for (int i = 0; i < static_cast<int>(characters.size()); ++i)
            t = addCombatant(t, characters, i).state;
        auto started = runWithDice(DiceSupply::typed(std::vector<int>(12, 3)),
            [&](DiceSource& dice) { return startRound(rs, t, characters, dice); });
        t = started.outcome.state;
        const TrackerStep phaseOne = endPhase(rs, t, characters);
        QVERIFY(phaseOne.characters);
        const int b = fight.indexOf(f.b), d = fight.indexOf(f.d);
        QVERIFY(!(*phaseOne.characters)[static_cast<std::size_t>(b)].dodge);
        QCOMPARE((*phaseOne.characters)[static_cast<std::size_t>(d)].dodge->value, 2);
        Roster later = *phaseOne.characters;
        const TrackerStep phaseTwo = endPhase(rs, phaseOne.state, later);
        const TrackerStep roundEnd
            = endPhase(rs, phaseTwo.state, phaseTwo.characters ? *phaseTwo.characters : later);
        QVERIFY(roundEnd.characters);
        QVERIFY(!(*roundEnd.characters)[static_cast<std::size_t>(d)].dodge);

        // §8: free parries = actions ÷ 2; the operative has 2 actions, so 1 free parry.
        const int a = 0;
        QCOMPARE(freeParriesLeft(rs, t.combatants[a], characters), 1);
        const TrackerStep first = takeParry(rs, t, characters, a);
        QCOMPARE(first.state.combatants[a].freeParriesUsed, 1);
        QCOMPARE(first.state.combatants[a].used, t.combatants[a].used);
        const TrackerStep second = takeParry(rs, first.state, characters, a);
        QCOMPARE(actionsLeftInRound(second.state, second.state.combatants[a]),
            actionsLeftInRound(t, t.combatants[a]) - 1);
    }

    // §1, §11 with the optional jamming rule: three ones jam the operative's Anvil; the jam stays
    // with the operative (and in the file) and refuses the next shot with it until cleared.
    void aJammedWeaponStaysJammed()
    {
        Ruleset rs = shippedRuleset();
        rs.options.jamming = true;
        Fight f = twoAgainstTwo(rs, 1);
        auto run = runWithDice(DiceSupply::typed({ 1, 1, 1 }, 6), [&](DiceSource& dice) {
            return resolveEncounterAction(
                rs, f.e, f.a, { f.b }, attackWith(rs, *f.e.find(f.a), "mal-anvil"), dice);
        });
        QVERIFY(run.outcome.action.outcome.shots.front().roll.jammed);
        QCOMPARE(run.outcome.actorAfter.jammedWeapons, std::vector<std::string> { "mal-anvil" });
        applyEntry(f.e, run.outcome);
        const auto why = whyCannotAttack(
            rs, f.e.find(f.a)->state, attackWith(rs, *f.e.find(f.a), "mal-anvil").request);
        QVERIFY(why);
        QVERIFY2(why->english().find("is jammed") != std::string::npos, why->english().c_str());
        const std::string text = writeEncounter(rs, f.e);
        QVERIFY(text.find("jammed: [mal-anvil]") != std::string::npos);
        compareEncounters(f.e, readBack(rs, text));
    }

    // §7: "loses one full round (= 3 phases) of Action": every action left this round goes.
    void losingTheRound()
    {
        const Ruleset& rs = shippedRuleset();
        Fight f = twoAgainstTwo(rs, 1);
        TrackerState t;
        const Roster characters = encounterRoster(f.e);
        for (int i = 0; i < static_cast<int>(characters.size()); ++i)
            t = addCombatant(t, characters, i).state;
        t = runWithDice(DiceSupply::typed(std::vector<int>(12, 3)), [&](DiceSource& dice) {
            return startRound(rs, t, characters, dice);
        }).outcome.state;
        QVERIFY(actionsLeftInRound(t, t.combatants[0]) > 0);
        const TrackerStep lost = loseRound(t, 0);
        QCOMPARE(actionsLeftInRound(lost.state, lost.state.combatants[0]), 0);
        QVERIFY(
            !nextToAct(rs, lost.state, characters) || *nextToAct(rs, lost.state, characters) != 0);
    }

    void theFightIsWrittenAndReadBack()
    {
        const Ruleset& rs = shippedRuleset();
        Fight f = foughtFight(rs);
        f.e.find(f.b)->posture = Posture::Kneeling;
        f.e.actor = f.d;
        f.e.target = f.a;
        f.e.others = { f.b };
        const std::string text = writeEncounter(rs, f.e);
        // Every before-state follows from the log: none is written.
        QVERIFY(text.find("before:") == std::string::npos);
        QVERIFY(text.find("hitspread_session: 4") != std::string::npos);
        const Encounter read = readBack(rs, text);
        compareEncounters(f.e, read);
        QVERIFY(read.others == f.e.others);
        QCOMPARE(writeEncounter(rs, read), text);

        // The rest of the fight rolls the same dice in the file read back as in the one kept.
        Encounter kept = f.e;
        Encounter reopened = read;
        const EncounterEntry& k
            = rollAction(rs, kept, f.c, { f.d }, attackWith(rs, *kept.find(f.c), "assault-rifle"));
        const EncounterEntry& r = rollAction(rs, reopened, reopened.findByName("Kaar")->id,
            { reopened.findByName("Wickham 2")->id },
            attackWith(rs, *reopened.findByName("Kaar"), "assault-rifle"));
        QVERIFY(k.action.dice == r.action.dice);
        compareEncounters(kept, reopened);
    }

    void aStateChangedBetweenActionsIsWrittenBeforeTheAction()
    {
        const Ruleset& rs = shippedRuleset();
        Fight f = foughtFight(rs);
        // The referee marks a hit lost to bleeding on A, then B shoots A again.
        Combatant& a = *f.e.find(f.a);
        const int torso = locationOf(rs, "torso");
        a.state.locations[static_cast<std::size_t>(torso)].hits -= 1;
        a.state.incap -= 1;
        rollAction(rs, f.e, f.b, { f.a }, attackWith(rs, *f.e.find(f.b), "nemesis"));
        const std::string text = writeEncounter(rs, f.e);
        QVERIFY(text.find("before:") != std::string::npos);
        const Encounter read = readBack(rs, text);
        compareEncounters(f.e, read);
        QCOMPARE(
            read.log.back().action.targetBefore.incap, f.e.log.back().action.targetBefore.incap);
    }

    void whatTheActorsStateForbids()
    {
        const Ruleset& rs = shippedRuleset();
        Fight f = twoAgainstTwo(rs, 7);
        const auto refusal = [&](CombatantId actor, std::vector<CombatantId> targets,
                                 const EncounterAction& action) -> QString {
            try {
                rollAction(rs, f.e, actor, targets, action);
            } catch (const Refused& e) {
                return qs(e.what());
            }
            return {};
        };
        const EncounterAction shot = attackWith(rs, *f.e.find(f.a), "mal-anvil");
        QCOMPARE(refusal(f.a, {}, shot), QString("Max.Rock acts on nobody: pick a target"));
        QCOMPARE(refusal(f.a, { f.a }, shot), QString("Max.Rock cannot be its own target"));
        QCOMPARE(refusal(f.a, { f.b, f.b }, shot), QString("Wickham is named twice as a target"));
        QCOMPARE(refusal(f.a, { 99 }, shot), QString("no combatant number 99 in the encounter"));
        f.e.find(f.d)->absent = true;
        QCOMPARE(refusal(f.a, { f.d }, shot), QString("Wickham 2 has left the fight"));

        // Unconscious (Incap 0) and dead (10 beyond it) combatants do not act (§7).
        CharacterState& a = f.e.find(f.a)->state;
        a.incap = 0;
        QCOMPARE(refusal(f.a, { f.b }, shot), QString("Max.Rock is unconscious and cannot act"));
        a.incap = -a.incapMax - 10;
        QCOMPARE(refusal(f.a, { f.b }, shot), QString("Max.Rock is dead and cannot act"));
        a.incap = a.incapMax;

        // The Xeno's assault rifle is two-handed: a useless arm cannot hold it, a pistol it can.
        CharacterState& x = f.e.find(f.c)->state;
        const auto rightArm = static_cast<std::size_t>(locationOf(rs, "right_arm"));
        const auto leftArm = static_cast<std::size_t>(locationOf(rs, "left_arm"));
        x.locations[rightArm].hits = 0;
        const EncounterAction rifle = attackWith(rs, *f.e.find(f.c), "assault-rifle");
        QCOMPARE(refusal(f.c, { f.b }, rifle),
            QString(
                "Kaar cannot hold Assault rifle (10 mm) in two hands: the Right arm is useless or "
                "worse"));
        const EncounterAction knife = attackWith(rs, *f.e.find(f.c), "combat-knife");
        QCOMPARE(refusal(f.c, { f.b }, knife), QString());
        QCOMPARE(refusal(f.c, { f.b }, grenadeAt(*f.e.find(f.c), {})), QString());
        x.locations[leftArm].hits = -3;
        QCOMPARE(refusal(f.c, { f.b }, knife),
            QString("Kaar cannot use Combat knife: every arm is useless or worse"));
        QCOMPARE(refusal(f.c, { f.b }, grenadeAt(*f.e.find(f.c), {})),
            QString("Kaar cannot throw: every arm is useless or worse"));

        // A pistol whose RCL is above the shooter's STR needs both hands (§5).
        Weapon heavy = *rs.weapon("mal-anvil");
        AttackRequest strong;
        strong.shooter.str = heavy.rcl;
        QCOMPARE(handsNeeded(heavy, strong), 1);
        strong.shooter.str = heavy.rcl - 1;
        QCOMPARE(handsNeeded(heavy, strong), 2);
        strong.shooter.str = heavy.rcl;
        strong.twoWeapons = true;
        QCOMPARE(handsNeeded(heavy, strong), 2);
        // Nothing was logged and no die was counted for a refused action.
        QCOMPARE(f.e.log.size(), std::size_t(2));
    }

    void sessionsOfFormatsOneAndTwoOpen_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("format");
        QTest::newRow("format 1") << "valid.yaml" << 1;
        QTest::newRow("format 2, a tracker") << "valid-tracker.yaml" << 2;
    }
    void sessionsOfFormatsOneAndTwoOpen()
    {
        QFETCH(QString, file);
        QFETCH(int, format);
        const Ruleset& rs = shippedRuleset();
        const std::string text = readText(sessions() + file);
        const EncounterLoad load = readEncounter(rs, text, file.toStdString());
        QVERIFY2(load.encounter, qPrintable(errorText(load.errors)));
        QCOMPARE(load.fileFormat, format);
        const SessionLoad old = readSession(rs, text, file.toStdString());
        QVERIFY(old.session);
        const Encounter& e = *load.encounter;
        // The shooter on side A, unhurt; the target on side B as the file left it.
        QCOMPARE(e.sides.size(), std::size_t(2));
        QCOMPARE(e.combatants.size(), 2 + old.session->others.size());
        QCOMPARE(qs(e.combatants[0].name), qs(old.session->shooter.name));
        QCOMPARE(e.combatants[0].side, 0);
        QCOMPARE(e.combatants[0].state.wounds, 0);
        QCOMPARE(e.combatants[1].side, 1);
        QVERIFY(e.combatants[1].state.locations == old.session->target.locations);
        QCOMPARE(e.combatants[1].state.incap, old.session->target.incap);
        QCOMPARE(e.actor, e.combatants[0].id);
        QCOMPARE(e.target, e.combatants[1].id);
        QCOMPARE(e.log.size(), old.session->log.size());
        for (const EncounterEntry& entry : e.log) {
            QCOMPARE(entry.actor, e.combatants[0].id);
            QCOMPARE(entry.targets.front(), e.combatants[1].id);
        }
        QVERIFY(e.tracker == old.session->tracker);
        QCOMPARE(e.dice.seed, old.session->dice.seed);
        // Written again, the file is of format 3 and reads back the same.
        const std::string written = writeEncounter(rs, e);
        compareEncounters(e, readBack(rs, written));
    }

    // A session of format 2 whose target was replaced part way: the log's first target joins
    // as absent, with the state the log left it in.
    void aTargetReplacedInAnOldSessionJoinsAsAbsent()
    {
        const Ruleset& rs = shippedRuleset();
        SessionData session;
        session.rulesetId = rs.id;
        session.shooter = sheet(rs, "operative");
        const auto shotAt = [&](const CharacterState& target, std::uint64_t seed, int wounds) {
            AttackRequest request;
            request.weapon = "mal-anvil";
            request.target = rs.body.standardAim;
            request.shooter
                = ShooterProfile::fromSheet(rs, session.shooter, *rs.weapon("mal-anvil"));
            request.shooter.wounds = wounds;
            LogEntry entry;
            entry.request = request;
            entry.targetBefore = target;
            auto run = runWithDice(DiceSupply::seeded(seed),
                [&](DiceSource& dice) { return resolveAttack(rs, target, request, dice); });
            entry.outcome = run.outcome;
            entry.dice = run.faces;
            return entry;
        };
        session.log.push_back(shotAt(CharacterState::fromSheet(rs, sheet(rs, "xeno")), 3, 0));
        const CharacterState frother = CharacterState::fromSheet(rs, sheet(rs, "frother"));
        // The Shooter panel of those files carried the shooter's wounds.
        session.log.push_back(shotAt(frother, 4, 2));
        session.target = session.log.back().outcome.targetAfter;
        session.settings = session.log.back().request;

        const Encounter e = encounterFromSession(rs, session);
        QCOMPARE(e.combatants.size(), std::size_t(3));
        QCOMPARE(qs(e.combatants[2].name), QString("Kaar"));
        QVERIFY(e.combatants[2].absent);
        QCOMPARE(e.combatants[2].side, 1);
        QVERIFY(e.combatants[2].state.locations == session.log[0].outcome.targetAfter.locations);
        QCOMPARE(e.log[0].targets.front(), e.combatants[2].id);
        QCOMPARE(e.log[1].targets.front(), e.combatants[1].id);
        QCOMPARE(e.log[0].actorBefore.wounds, 0);
        QCOMPARE(e.log[1].actorBefore.wounds, 2);
        compareEncounters(e, readBack(rs, writeEncounter(rs, e)));
    }

    // The committed fight of format 4 opens as written; HITSPREAD_UPDATE_GOLDEN=1 writes it.
    void theCommittedFightOpens()
    {
        const Ruleset& rs = shippedRuleset();
        const QString path = sessions() + "encounter/fight.yaml";
        const std::string written = writeEncounter(rs, foughtFight(rs).e);
        if (qEnvironmentVariableIsSet("HITSPREAD_UPDATE_GOLDEN")) {
            QDir().mkpath(sessions() + "encounter");
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(written.data(), static_cast<qint64>(written.size()));
        }
        const std::string text = readText(path);
        QCOMPARE(qs(text), qs(written));
        compareEncounters(readBack(rs, text), foughtFight(rs).e);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("error");
        for (const auto& [file, error] : refusedFiles)
            QTest::newRow(file) << QString(file) << QString(error);
    }
    void refused()
    {
        QFETCH(QString, file);
        QFETCH(QString, error);
        const Ruleset& rs = shippedRuleset();
        const EncounterLoad load = readEncounter(
            rs, readText(sessions() + "encounter/refused/" + file), file.toStdString());
        QVERIFY(!load.encounter);
        // One error, the one that matters, with its position.
        QCOMPARE(load.errors.size(), std::size_t(1));
        QVERIFY2(errorText(load.errors).startsWith(error), qPrintable(errorText(load.errors)));
    }

    void everyRefusedFileHasACase()
    {
        QStringList cases;
        for (const auto& [file, error] : refusedFiles)
            cases << file;
        cases.sort();
        QCOMPARE(QDir(sessions() + "encounter/refused").entryList({ "*.yaml" }), cases);
    }
};

QTEST_GUILESS_MAIN(TestEncounter)
#include "tst_encounter.moc"
