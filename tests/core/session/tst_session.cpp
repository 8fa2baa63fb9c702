// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Session files: a session written and read back is the same session, and a bad file is
// refused whole with the position of what is wrong.
#include "attackfixture.h"
#include "sessiondata.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {
// One attack as the program makes it: typed dice, the faces it used kept for the log.
LogEntry resolveEntry(const Ruleset& rs, const CharacterState& before, const AttackRequest& request,
    std::vector<int> faces)
{
    TypedDice dice(std::move(faces));
    LogEntry entry;
    entry.request = request;
    entry.targetBefore = before;
    entry.outcome = resolveAttack(rs, before, request, dice);
    entry.dice = dice.faces();
    return entry;
}

// The operative shoots `targetKey` twice with his MAL Anvil: a hit on the aimed hex, then an
// AP round at a kneeling target that drifts two hexes down.
SessionData playedSession(const Ruleset& rs, const std::string& targetKey)
{
    SessionData session;
    session.rulesetId = rs.id;
    session.dice = { true, 18446744073709551557ULL, 7 };
    session.shooter = rs.characters.at("operative");
    const Weapon& anvil = *rs.weapon("mal-anvil");

    AttackRequest aimed;
    aimed.weapon = anvil.id;
    aimed.aims = 1;
    aimed.target = rs.body.standardAim;
    aimed.shooter = ShooterProfile::fromSheet(rs, session.shooter, anvil);
    AttackRequest drifting = aimed;
    drifting.ammo = "ap";
    drifting.distance = 12.3; // no exact binary fraction: written so that it reads back the same
    drifting.position = TargetPosition::Kneeling;

    const CharacterState fresh = CharacterState::fromSheet(rs, rs.characters.at(targetKey));
    // Spare faces at the end are a Vevaphon's CONC tests, failed so that its PV drops; the
    // entry keeps only the faces used.
    const std::vector<int> spare { 1, 1, 1, 1, 1, 1 };
    std::vector<int> first { 5, 6, 4 };
    first.insert(first.end(), spare.begin(), spare.end());
    std::vector<int> second { 2, 2, 2, 3 };
    second.insert(second.end(), spare.begin(), spare.end());
    session.log.push_back(resolveEntry(rs, fresh, aimed, first));
    session.log.push_back(resolveEntry(rs, session.log[0].outcome.targetAfter, drifting, second));
    session.target = session.log[1].outcome.targetAfter;

    // The Shooter panel as the players left it: every optional field set.
    session.settings = aimed;
    session.settings.ammo = "heap";
    session.settings.mode = FireMode::Semi;
    session.settings.range = RangeBand::Medium;
    session.settings.distance = 25.75;
    session.settings.shot = ShotType::Aimed;
    session.settings.aims = 2;
    session.settings.stance = true;
    session.settings.rest = true;
    session.settings.silencer = true;
    session.settings.recoilBaffling = 1;
    session.settings.underFire = true;
    session.settings.position = TargetPosition::DivingForCover;
    session.settings.shooterInitiative = 12;
    session.settings.targetInitiative = 15;
    session.settings.modifier = -2;
    session.settings.target = *parseHex("J20");
    session.settings.shooter.wounds = 1;
    session.settings.shooter.advantages.insert("quick_draw");
    return session;
}

void compareSheets(const CharacterSheet& a, const CharacterSheet& b)
{
    QCOMPARE(qs(a.key), qs(b.key));
    QCOMPARE(qs(a.name), qs(b.name));
    QCOMPARE(qs(a.species), qs(b.species));
    QCOMPARE(a.stats.str, b.stats.str);
    QCOMPARE(a.stats.cool, b.stats.cool);
    QVERIFY(a.skills == b.skills);
    QVERIFY(a.advantages == b.advantages);
    QVERIFY(a.hits == b.hits);
    QCOMPARE(a.incap, b.incap);
    QCOMPARE(a.armour.size(), b.armour.size());
    for (std::size_t i = 0; i < a.armour.size(); ++i) {
        QCOMPARE(qs(a.armour[i].id), qs(b.armour[i].id));
        QCOMPARE(a.armour[i].pv, b.armour[i].pv);
    }
    QVERIFY(a.weapons == b.weapons);
    QCOMPARE(a.regenerates, b.regenerates);
}

void compareStates(const CharacterState& a, const CharacterState& b)
{
    QVERIFY(a.sheet && b.sheet);
    compareSheets(*a.sheet, *b.sheet);
    QCOMPARE(a.incap, b.incap);
    QCOMPARE(a.incapMax, b.incapMax);
    QCOMPARE(a.bruising, b.bruising);
    QCOMPARE(a.wounds, b.wounds);
    QCOMPARE(a.knockedDown, b.knockedDown);
    QCOMPARE(a.phys, b.phys);
    QCOMPARE(a.locations.size(), b.locations.size());
    for (std::size_t i = 0; i < a.locations.size(); ++i) {
        QCOMPARE(a.locations[i].hits, b.locations[i].hits);
        QCOMPARE(a.locations[i].maxHits, b.locations[i].maxHits);
        QCOMPARE(a.locations[i].wounds, b.locations[i].wounds);
        QCOMPARE(a.locations[i].stuckBullets, b.locations[i].stuckBullets);
    }
    QCOMPARE(a.armour.size(), b.armour.size());
    for (std::size_t i = 0; i < a.armour.size(); ++i) {
        QCOMPARE(qs(a.armour[i].armourId), qs(b.armour[i].armourId));
        QCOMPARE(a.armour[i].natural, b.armour[i].natural);
        QCOMPARE(a.armour[i].pv, b.armour[i].pv);
        QVERIFY(a.armour[i].idLeft == b.armour[i].idLeft);
    }
}

void compareRequests(const AttackRequest& a, const AttackRequest& b)
{
    QCOMPARE(qs(a.weapon), qs(b.weapon));
    QCOMPARE(qs(a.ammo), qs(b.ammo));
    QCOMPARE(a.mode, b.mode);
    QCOMPARE(a.range, b.range);
    QCOMPARE(a.distance, b.distance); // exactly: the text is the shortest that reads back the same
    QCOMPARE(a.shot, b.shot);
    QCOMPARE(a.aims, b.aims);
    QCOMPARE(a.stance, b.stance);
    QCOMPARE(a.rest, b.rest);
    QCOMPARE(a.silencer, b.silencer);
    QCOMPARE(a.recoilBaffling, b.recoilBaffling);
    QCOMPARE(a.quickDraw, b.quickDraw);
    QCOMPARE(a.twoWeapons, b.twoWeapons);
    QCOMPARE(a.offHand, b.offHand);
    QCOMPARE(a.underFire, b.underFire);
    QCOMPARE(a.position, b.position);
    QCOMPARE(a.shooterInitiative, b.shooterInitiative);
    QCOMPARE(a.targetInitiative, b.targetInitiative);
    QCOMPARE(a.modifier, b.modifier);
    QCOMPARE(qs(label(a.target)), qs(label(b.target)));
    QCOMPARE(qs(a.shooter.name), qs(b.shooter.name));
    QCOMPARE(a.shooter.skill, b.shooter.skill);
    QCOMPARE(a.shooter.str, b.shooter.str);
    QCOMPARE(a.shooter.dex, b.shooter.dex);
    QCOMPARE(a.shooter.cool, b.shooter.cool);
    QCOMPARE(a.shooter.marksman, b.shooter.marksman);
    QCOMPARE(a.shooter.autoSupport, b.shooter.autoSupport);
    QCOMPARE(a.shooter.strBonus, b.shooter.strBonus);
    QCOMPARE(a.shooter.martialArts, b.shooter.martialArts);
    QCOMPARE(a.shooter.wounds, b.shooter.wounds);
    QVERIFY(a.shooter.advantages == b.shooter.advantages);
}

void compareOutcomes(const Outcome& a, const Outcome& b)
{
    QCOMPARE(a.shots.size(), b.shots.size());
    for (std::size_t i = 0; i < a.shots.size(); ++i) {
        const ShotTrace& x = a.shots[i];
        const ShotTrace& y = b.shots[i];
        QCOMPARE(x.roll.total, y.roll.total);
        QCOMPARE(x.deviation, y.deviation);
        QCOMPARE(x.direction, y.direction);
        QCOMPARE(x.landing.has_value(), y.landing.has_value());
        if (x.landing)
            QCOMPARE(qs(label(*x.landing)), qs(label(*y.landing)));
        QCOMPARE(x.location, y.location);
        QCOMPARE(x.hits.size(), y.hits.size());
        for (std::size_t h = 0; h < x.hits.size(); ++h) {
            QCOMPARE(x.hits[h].bodyDamage, y.hits[h].bodyDamage);
            QCOMPARE(x.hits[h].armourIdAfter, y.hits[h].armourIdAfter);
            QCOMPARE(x.hits[h].incapAfter, y.hits[h].incapAfter);
        }
    }
    QCOMPARE(a.dice.size(), b.dice.size());
    compareStates(a.targetAfter, b.targetAfter);
}

// One refused file of tests/data/sessions/refused and the one error it must give.
struct RefusedCase {
    const char* name;
    const char* file;
    const char* error;
};

const RefusedCase refusedCases[] = {
    { "newer version", "newer-version.yaml",
        "3:20: this session was written by a newer Hitspread (format 3); this version reads format "
        "2" },
    { "other ruleset", "other-ruleset.yaml",
        "4:10: session is for ruleset 'kult', but '3d-system' is loaded" },
    { "unknown key", "unknown-key.yaml",
        "19:3: unknown key 'aim' in settings (known: weapon, ammo, mode, range, distance, shot, "
        "aims, stance, "
        "rest, silencer, recoil_baffling, quick_draw, two_weapons, other_weapon, off_hand, "
        "under_fire, position, "
        "shooter_initiative, target_initiative, modifier, target, shooter, shots, burst_dice, "
        "burst_adjust, "
        "influence, influence_policy, walk, scope, scope_setting, bullets_this_round, "
        "enemies_shooting, harder, dance, own_dodge_penalty, defence, knockback, rules)" },
    { "unknown weapon in settings", "unknown-weapon.yaml", "17:11: unknown weapon 'ray-gun'" },
    { "unknown skill in a sheet", "unknown-skill.yaml",
        "11:25: unknown skill 'juggling' (ruleset.yaml lists the skills)" },
    { "location missing in state", "missing-location.yaml",
        "35:7: locations lacks the location 'left_leg'" },
    { "more armour than the sheet wears", "armour-count.yaml",
        "43:7: armour lists 2 pieces, but the sheet wears 1" },
    { "other armour than the sheet wears", "armour-other-piece.yaml",
        "43:14: armour entry 1 is 'combat-helmet', but the sheet wears 'flak-jacket' there" },
    { "ID left where the armour does not cover", "armour-uncovered.yaml",
        "43:44: 'flak-jacket' does not cover the location 'head'" },
    { "wrong type", "wrong-type.yaml", "30:12: 'incap' must be a whole number, not 'many'" },
    { "seed beyond 64 bits", "seed-too-large.yaml",
        "5:28: 'seed' is 18446744073709551616, outside 0 to 18446744073709551615" },
    { "too few dice", "too-few-dice.yaml",
        "45:5: log entry 1 does not replay: not enough dice: die 3 (penetration die) is missing" },
    { "dice left over", "dice-left-over.yaml",
        "45:5: log entry 1 does not replay: 1 die left over (2)" },
    { "a shot the rules refuse", "refused-shot.yaml",
        "45:5: log entry 1 does not replay: six aims need a firing stance and a rest for the "
        "weapon" },
    { "not a hex", "not-a-hex.yaml",
        "20:11: 'target' 'middle' is not a hex (a label like K14, or col,row)" },
    { "cut short between log entries", "log-cut-short.yaml",
        "5:14: 'log_entries' is 2, but the log holds 1 entries: the file is cut short or was "
        "edited" },
    { "YAML syntax", "syntax-error.yaml", "5:8: YAML syntax: end of map flow not found" },
    { "nested too deep", "deep-nesting.yaml",
        "4:2002: YAML syntax: lists and mappings nested 500 deep or more, deeper than a file may "
        "nest" },
    { "a stray comma at the top", "stray-comma.yaml",
        "2:1: YAML syntax: a ',', ']' or '}' outside any list or mapping in brackets" },
    { "a second document", "second-document.yaml",
        "69:1: a second YAML document (---): a file holds only one" },
    { "empty file", "empty.yaml", "1:1: the file is empty, not a Hitspread session" },
    { "not a mapping", "not-a-map.yaml",
        "2:1: the file must be a mapping (key: value), not a list" },
    { "tracker: a character the session lacks", "tracker-unknown-character.yaml",
        "93:18: 'character' is 5, but the session has 2 characters (0 the shooter, 1 the target, 2 "
        "and on the "
        "further targets)" },
    { "tracker: one character, two combatants", "tracker-same-character.yaml",
        "93:18: character 0 is already the combatant Max.Rock" },
    { "tracker: more actions taken than planned", "tracker-used-over-plan.yaml",
        "86:15: Max.Rock took 2 actions in phase 1, more than the 1 planned" },
    { "tracker: a plan of more actions than the combatant has", "tracker-plan-actions.yaml",
        "77:13: the plan spreads 3 actions, but Max.Rock has 2 this round" },
    { "tracker: an unknown initiative effect", "tracker-unknown-effect.yaml",
        "91:39: 'effect' must be quick_draw, martial_arts, knocked_back or knocked_down, not "
        "'tripped'" },
    { "tracker: phase 4", "tracker-phase.yaml", "71:10: 'phase' is 4, outside 1 to 3" },
    { "tracker: a split into an unknown skill", "tracker-unknown-split-skill.yaml",
        "90:70: unknown skill 'juggling' (ruleset.yaml lists the skills)" },
    { "tracker: a key missing", "tracker-missing-key.yaml",
        "70:3: tracker lacks the key 'round_open'" },
};

void compareTrackers(const TrackerState& a, const TrackerState& b)
{
    QCOMPARE(a.round, b.round);
    QCOMPARE(a.phase, b.phase);
    QCOMPARE(a.roundOpen, b.roundOpen);
    QCOMPARE(a.combatants.size(), b.combatants.size());
    for (std::size_t i = 0; i < a.combatants.size(); ++i) {
        const TrackerEntry& x = a.combatants[i];
        const TrackerEntry& y = b.combatants[i];
        QCOMPARE(qs(x.name), qs(y.name));
        QCOMPARE(x.character, y.character);
        QCOMPARE(x.extraActions, y.extraActions);
        QVERIFY(x.plan == y.plan);
        QCOMPARE(x.bleedRounds, y.bleedRounds);
        QCOMPARE(x.inRound, y.inRound);
        QVERIFY(x.initiativeDice == y.initiativeDice);
        QCOMPARE(x.ini, y.ini);
        QCOMPARE(x.dex, y.dex);
        QCOMPARE(x.martialArts, y.martialArts);
        QCOMPARE(x.initiative, y.initiative);
        QCOMPARE(x.actions, y.actions);
        QVERIFY(x.used == y.used);
        QCOMPARE(x.extraUsed, y.extraUsed);
        QCOMPARE(x.held.size(), y.held.size());
        for (std::size_t h = 0; h < x.held.size(); ++h) {
            QCOMPARE(qs(x.held[h].skill), qs(y.held[h].skill));
            QCOMPARE(x.held[h].ranks, y.held[h].ranks);
        }
        QCOMPARE(x.splits.size(), y.splits.size());
        for (std::size_t k = 0; k < x.splits.size(); ++k) {
            QCOMPARE(x.splits[k].phase, y.splits[k].phase);
            QCOMPARE(qs(x.splits[k].primarySkill), qs(y.splits[k].primarySkill));
            QCOMPARE(x.splits[k].primaryRanks, y.splits[k].primaryRanks);
            QCOMPARE(qs(x.splits[k].secondarySkill), qs(y.splits[k].secondarySkill));
            QCOMPARE(x.splits[k].secondaryRanks, y.splits[k].secondaryRanks);
            QCOMPARE(x.splits[k].secondaryHeld, y.splits[k].secondaryHeld);
        }
        QCOMPARE(x.initiativeChanges.size(), y.initiativeChanges.size());
        for (std::size_t k = 0; k < x.initiativeChanges.size(); ++k) {
            QCOMPARE(x.initiativeChanges[k].effect, y.initiativeChanges[k].effect);
            QCOMPARE(x.initiativeChanges[k].phase, y.initiativeChanges[k].phase);
        }
    }
}
}

class TestSession : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data()
    {
        QTest::addColumn<QString>("target");
        QTest::newRow("operative in a flak jacket") << "operative";
        QTest::newRow("Vevaphon, natural armour") << "vevaphon";
    }
    void roundTrip()
    {
        QFETCH(QString, target);
        const Ruleset& rs = shippedRuleset();
        const SessionData played = playedSession(rs, target.toStdString());
        const std::size_t torso = static_cast<std::size_t>(rs.body.locationIndex("torso"));
        // The shots did something worth saving: the first hit the aimed hex, the second drifted,
        // and the armour over the torso has lost ID.
        QCOMPARE(qs(label(*played.log[0].outcome.shots[0].landing)), QString("K14"));
        QCOMPARE(qs(label(*played.log[1].outcome.shots[0].landing)), QString("K16"));
        QVERIFY(played.target.armour[0].idLeft[torso]
            < played.log[0].targetBefore.armour[0].idLeft[torso]);
        QVERIFY(played.target.incap < played.target.incapMax);

        const std::string text = writeSession(rs, played);
        QVERIFY(text.starts_with("# Hitspread session — written by Hitspread"));
        QCOMPARE(qs(writeSession(rs, played)), qs(text)); // the same session, the same bytes

        const SessionLoad load = readSession(rs, text, "played.yaml");
        for (const auto& e : load.errors)
            qWarning("%s", e.text().c_str());
        QVERIFY(load.session);
        const SessionData& read = *load.session;
        QCOMPARE(qs(writeSession(rs, read)), qs(text));

        QCOMPARE(qs(read.rulesetId), qs(rs.id));
        QCOMPARE(read.dice.typed, true);
        QCOMPARE(read.dice.seed, std::uint64_t(18446744073709551557ULL));
        QCOMPARE(read.dice.facesUsed, std::uint64_t(7));
        compareSheets(read.shooter, played.shooter);
        compareRequests(read.settings, played.settings);
        compareStates(read.target, played.target);
        QCOMPARE(read.log.size(), played.log.size());
        for (std::size_t i = 0; i < read.log.size(); ++i) {
            QVERIFY(read.log[i].dice == played.log[i].dice);
            compareRequests(read.log[i].request, played.log[i].request);
            compareStates(read.log[i].targetBefore, played.log[i].targetBefore);
            compareOutcomes(read.log[i].outcome, played.log[i].outcome);
        }
    }

    // Grenades in the log (§9): a throw among two characters and a jump on one; both are
    // written with their action and dice and resolved again on reading.
    void grenadeRoundTrip()
    {
        const Ruleset& rs = shippedRuleset();
        SessionData session;
        session.rulesetId = rs.id;
        session.shooter = rs.characters.at("operative");
        session.settings.weapon = "mal-anvil";
        session.settings.target = rs.body.standardAim;
        session.settings.shooter
            = ShooterProfile::fromSheet(rs, session.shooter, *rs.weapon("mal-anvil"));
        const CharacterState target = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        const std::vector<CharacterState> others { CharacterState::fromSheet(
            rs, rs.characters.at("stormer")) };

        GrenadeAction thrown;
        thrown.request.grenade = "da-90";
        thrown.request.impact = *parseHex("K30");
        thrown.request.distance
            = 30.5; // medium range for an RNG of 20 (20 to 40 m): 3 hexes of drift
        thrown.request.thrower = "Operative";
        thrown.request.skill = 12;
        thrown.request.modifier = -1;
        thrown.distances = { 2.25 }; // the Stormer: 6 − 4 = a zone of 2 hexes
        TypedDice dice({ 4, 3, 3, 2 }); // a hit by a margin; the direction 2
        LogEntry throwEntry;
        throwEntry.grenade = thrown;
        throwEntry.targetBefore = target;
        throwEntry.othersBefore = others;
        throwEntry.grenadeOutcome = resolveGrenade(rs, target, others, thrown, dice);
        throwEntry.dice = dice.faces();
        const ThrowOutcome& t = *throwEntry.grenadeOutcome.thrown;
        QCOMPARE(static_cast<int>(t.range), static_cast<int>(RangeBand::Medium));
        QCOMPARE(t.drift, 3);
        QCOMPARE(t.characters.size(), std::size_t(2));
        QCOMPARE(t.characters[0].radius, 6);
        QCOMPARE(t.characters[1].radius, 2);
        QVERIFY(throwEntry.grenadeOutcome.targetAfter.incap < target.incap);

        GrenadeAction jump = thrown;
        jump.jumper = 1; // the Stormer throws himself on the next one
        LogEntry jumpEntry;
        jumpEntry.grenade = jump;
        jumpEntry.targetBefore = throwEntry.grenadeOutcome.targetAfter;
        jumpEntry.othersBefore = throwEntry.grenadeOutcome.othersAfter;
        TypedDice none({});
        jumpEntry.grenadeOutcome
            = resolveGrenade(rs, jumpEntry.targetBefore, jumpEntry.othersBefore, jump, none);
        QVERIFY(jumpEntry.grenadeOutcome.jump);
        QCOMPARE(jumpEntry.grenadeOutcome.jump->damageTimesFive, 50);
        compareStates(
            jumpEntry.grenadeOutcome.targetAfter, jumpEntry.targetBefore); // only the jumper
        QVERIFY(jumpEntry.grenadeOutcome.othersAfter[0].incap < jumpEntry.othersBefore[0].incap);

        session.log = { throwEntry, jumpEntry };
        session.target = jumpEntry.grenadeOutcome.targetAfter;
        session.others = jumpEntry.grenadeOutcome.othersAfter;
        session.grenade = thrown; // the Grenade panel as it was left

        const std::string text = writeSession(rs, session);
        const SessionLoad load = readSession(rs, text, "grenades.yaml");
        for (const auto& e : load.errors)
            qWarning("%s", e.text().c_str());
        QVERIFY(load.session);
        const SessionData& read = *load.session;
        QCOMPARE(qs(writeSession(rs, read)), qs(text));
        QCOMPARE(read.log.size(), std::size_t(2));
        QVERIFY(read.log[0].grenade && read.log[1].grenade);
        QCOMPARE(read.log[0].dice, throwEntry.dice);
        const ThrowOutcome& again = *read.log[0].grenadeOutcome.thrown;
        QCOMPARE(qs(label(again.impact)), qs(label(t.impact)));
        QCOMPARE(again.characters[1].locations, t.characters[1].locations);
        compareStates(
            read.log[0].grenadeOutcome.othersAfter[0], throwEntry.grenadeOutcome.othersAfter[0]);
        QCOMPARE(read.log[1].grenade->jumper, std::optional<int>(1));
        QCOMPARE(
            read.log[1].grenadeOutcome.jump->passedOn, jumpEntry.grenadeOutcome.jump->passedOn);
        compareStates(read.log[1].targetAfter(), session.target);
        compareStates(read.log[1].othersAfter()[0], session.others[0]);
        QCOMPARE(read.grenade.distances, std::vector<double> { 2.25 });
        QCOMPARE(read.grenade.request.distance, std::optional<double>(30.5));
        QCOMPARE(read.grenade.request.modifier, -1);

        // A grenade the ruleset does not know, and an entry that is a shot and a grenade at once.
        std::string unknown = text;
        unknown.replace(
            unknown.find("grenade: da-90", unknown.find("log:")), 14, "grenade: pineapple");
        const SessionLoad bad = readSession(rs, unknown, "grenades.yaml");
        QVERIFY(!bad.session);
        QCOMPARE(bad.errors.size(), std::size_t(1));
        QVERIFY2(bad.errors[0].message.english() == "unknown grenade 'pineapple'",
            bad.errors[0].text().c_str());
        std::string both = text;
        const std::size_t entry = both.find("  - grenade:", both.find("log:"));
        both.insert(
            entry + 4, "request: {weapon: mal-anvil, target: K14, shooter: {skill: 12}}\n    ");
        const SessionLoad twice = readSession(rs, both, "grenades.yaml");
        QVERIFY(!twice.session);
        QCOMPARE(twice.errors.size(), std::size_t(1));
        QVERIFY2(twice.errors[0].message.english()
                == "log entry 1 needs either 'request' (a shot) or 'grenade' (a grenade), not both",
            twice.errors[0].text().c_str());
    }

    // Character files as the character editor saves them: every shipped character written
    // and read back is the same sheet; a broken one is refused with its position.
    void characterFilesRoundTrip()
    {
        const Ruleset& rs = shippedRuleset();
        for (const auto& [key, sheet] : rs.characters) {
            const std::string text = writeCharacter(rs, sheet);
            const CharacterLoad load = readCharacterText(rs, text, key + ".yaml");
            for (const auto& e : load.errors)
                qWarning("%s", e.text().c_str());
            QVERIFY(load.sheet);
            compareSheets(*load.sheet, sheet);
            QCOMPARE(qs(load.sheet->key), qs(key));
            QCOMPARE(qs(writeCharacter(rs, *load.sheet)), qs(text));
        }
        std::string text = writeCharacter(rs, rs.characters.at("operative"));
        text.replace(text.find("flak-jacket"), 11, "tin-foil");
        const CharacterLoad bad = readCharacterText(rs, text, "edited.yaml");
        QVERIFY(!bad.sheet);
        QCOMPARE(bad.errors.size(), std::size_t(1));
        QCOMPARE(qs(bad.errors[0].file), QString("edited.yaml"));
        QVERIFY2(bad.errors[0].message.english().find("tin-foil") != std::string::npos,
            bad.errors[0].text().c_str());
        QVERIFY(bad.errors[0].line > 1);
    }

    // A file written by hand in the documented format: read, replayed, and written back.
    void handWrittenSession()
    {
        const Ruleset& rs = shippedRuleset();
        const SessionLoad load
            = readSession(rs, readText(dataPath("sessions/valid.yaml")), "valid.yaml");
        for (const auto& e : load.errors)
            qWarning("%s", e.text().c_str());
        QVERIFY(load.session);
        const SessionData& session = *load.session;
        QCOMPARE(qs(session.shooter.key), QString("operative"));
        QCOMPARE(session.settings.distance, std::optional<double>(12.5));
        QCOMPARE(session.dice.seed, std::uint64_t(12345));
        const std::size_t torso = static_cast<std::size_t>(rs.body.locationIndex("torso"));
        QCOMPARE(session.target.locations[torso].hits, 7);
        QCOMPARE(session.target.armour[0].idLeft[torso], 18);
        QCOMPARE(session.target.incapMax, 30);
        // The log's outcome is resolved again from its dice: 5, 6, 4 hit K14 through the jacket.
        QCOMPARE(session.log.size(), std::size_t(1));
        const Outcome& outcome = session.log[0].outcome;
        QCOMPARE(qs(label(*outcome.shots[0].landing)), QString("K14"));
        QCOMPARE(outcome.shots[0].hits[0].bodyDamage, 8);
        QCOMPARE(outcome.shots[0].hits[0].armourIdAfter, 18);
        compareStates(outcome.targetAfter, session.target);

        // A file of format 1, from before the tracker, loads with an empty one and is written
        // without it.
        QVERIFY(session.tracker.empty());
        const std::string text = writeSession(rs, session);
        QVERIFY(!qs(text).contains("\ntracker:"));
        QVERIFY(qs(text).contains("\nhitspread_session: 2\n"));
        const SessionLoad again = readSession(rs, text, "again.yaml");
        QVERIFY(again.session);
        QCOMPARE(qs(writeSession(rs, *again.session)), qs(text));
    }

    // The tracker as written by hand in the documented format: round 2, phase 2; Max.Rock has
    // split an action, drawn quickly and taken an extra action; the target holds one.
    void handWrittenTracker()
    {
        const Ruleset& rs = shippedRuleset();
        const SessionLoad load = readSession(
            rs, readText(dataPath("sessions/valid-tracker.yaml")), "valid-tracker.yaml");
        for (const auto& e : load.errors)
            qWarning("%s", e.text().c_str());
        QVERIFY(load.session);
        const SessionData& session = *load.session;
        const TrackerState& t = session.tracker;
        QCOMPARE(t.round, 2);
        QCOMPARE(t.phase, 2);
        QVERIFY(t.roundOpen);
        QCOMPARE(t.combatants.size(), std::size_t(2));
        const TrackerEntry& max = t.combatants[0];
        QCOMPARE(qs(max.name), QString("Max.Rock"));
        QCOMPARE(max.character, 0);
        QCOMPARE(max.extraActions, 1);
        QCOMPARE(max.extraUsed, 1);
        QVERIFY(max.initiativeDice == (std::array<int, 3> { 4, 5, 6 }));
        QCOMPARE(max.initiative, 28);
        QCOMPARE(max.splits.size(), std::size_t(1));
        QCOMPARE(max.splits[0].primaryRanks, 6);
        QCOMPARE(max.splits[0].secondaryRanks, 2);
        QCOMPARE(max.initiativeChanges.size(), std::size_t(1));
        QCOMPARE(max.initiativeChanges[0].effect, InitiativeEffect::QuickDraw);
        const TrackerEntry& target = t.combatants[1];
        QCOMPARE(target.character, 1);
        QCOMPARE(target.extraActions, 0); // optional keys default
        QCOMPARE(target.bleedRounds, 1);
        QCOMPARE(target.held.size(), std::size_t(1));
        QVERIFY(target.held[0].skill.empty());
        QVERIFY(target.splits.empty());

        // What a view shows of it: the quick draw costs Max.Rock 3 in phase 2 too (28 → 25),
        // ahead of the target's 19; the target's one wound bleeds every 5 rounds, one counted.
        const Roster roster = sessionCharacters(rs, session);
        QCOMPARE(roster.size(), std::size_t(2));
        QCOMPARE(qs(roster[0].sheet->name), QString("Max.Rock"));
        QCOMPARE(qs(roster[1].sheet->name), QString("Target"));
        QCOMPARE(effectiveInitiative(max, 2), 25);
        QCOMPARE(phaseOrder(t, 2), (std::vector<int> { 0, 1 }));
        const CombatantSummary row = summarize(rs, t, roster, 1);
        QCOMPARE(row.actionsLeftInPhase, 0);
        QCOMPARE(row.actionsLeftInRound, 1);
        QCOMPARE(row.held, 1);
        QCOMPARE(row.woundPenalty, -1);
        QCOMPARE(row.roundsUntilBleeding, 4);
        QCOMPARE(actionsLeftInRound(t, max), 1); // phase 2's planned action; the extra one is spent
    }

    // A session with a tracker written and read back holds the same tracker, byte for byte.
    void trackerRoundTrip()
    {
        const Ruleset& rs = shippedRuleset();
        SessionData played = playedSession(rs, "operative");
        played.others.push_back(CharacterState::fromSheet(rs, rs.characters.at("stormer")));
        const Roster roster = sessionCharacters(rs, played);
        QCOMPARE(roster.size(), std::size_t(3));
        TrackerState t;
        t = addCombatant(t, roster, 0).state;
        t = addCombatant(t, roster, 1).state; // the target is the operative too: "Max.Rock 2"
        TypedDice dice({ 4, 5, 6, 1, 2, 3 });
        t = startRound(rs, t, roster, dice).state;
        t = addCombatant(t, roster, 2).state; // Stoo joins in the middle of the round
        t = setExtraActions(t, 0, 1).state;
        t = takeAction(rs, t, roster, 0).state;
        t = takeAction(rs, t, roster, 0).state; // the extra one
        t = splitAction(rs, t, roster, { 1, "pistol", 4, "dodge", 2, true }).state;
        t = changeInitiative(t, 1, InitiativeEffect::QuickDraw).state;
        t = changeInitiative(t, 0, InitiativeEffect::KnockedBack).state;
        t = endPhase(rs, t, roster).state;
        t = holdAction(rs, t, roster, 1).state;
        t.combatants[2].bleedRounds = 3;
        played.tracker = t;
        QCOMPARE(qs(t.combatants[1].name), QString("Max.Rock 2"));
        QVERIFY(!t.combatants[2].inRound);

        const std::string text = writeSession(rs, played);
        QVERIFY(qs(text).contains("\ntracker:\n  round: 1\n  phase: 2\n  round_open: true\n"));
        QVERIFY(qs(text).contains("initiative_dice: [4, 5, 6]"));
        const SessionLoad load = readSession(rs, text, "tracker.yaml");
        for (const auto& e : load.errors)
            qWarning("%s", e.text().c_str());
        QVERIFY(load.session);
        compareTrackers(load.session->tracker, t);
        QVERIFY(load.session->tracker == t);
        QCOMPARE(qs(writeSession(rs, *load.session)), qs(text));
    }

    // The characters a tracker step changes go back into the session: the target bleeds.
    void trackerStepsChangeTheSessionsCharacters()
    {
        const Ruleset& rs = shippedRuleset();
        const SessionLoad load
            = readSession(rs, readText(dataPath("sessions/valid.yaml")), "valid.yaml");
        QVERIFY(load.session);
        SessionData session = *load.session;
        session.others.push_back(CharacterState::fromSheet(rs, rs.characters.at("frother")));
        const std::size_t torso = static_cast<std::size_t>(rs.body.locationIndex("torso"));
        ++session.others[0].wounds; // Wickham: one wound in the torso as well
        ++session.others[0].locations[torso].wounds;
        TrackerState t = addCombatant(TrackerState {}, sessionCharacters(rs, session), 1).state;
        t = addCombatant(t, sessionCharacters(rs, session), 2).state;
        // The target's one torso wound (torso 7, Incap 22) bleeds at the end of round 5; so
        // does Wickham's (torso 15, Incap 32).
        for (int round = 1; round <= 5; ++round) {
            Roster roster = sessionCharacters(rs, session);
            TypedDice dice({ 3, 3, 3, 3, 3, 3 });
            TrackerStep step = startRound(rs, t, roster, dice);
            for (int phase = 1; phase <= 3; ++phase)
                step = endPhase(rs, step.state, roster);
            QVERIFY(step.characters);
            adoptSessionCharacters(session, *step.characters);
            t = step.state;
            QCOMPARE(session.target.locations[torso].hits, round < 5 ? 7 : 6);
            QCOMPARE(session.target.incap, round < 5 ? 22 : 21);
            QCOMPARE(session.others[0].locations[torso].hits, round < 5 ? 15 : 14);
            QCOMPARE(session.others[0].incap, round < 5 ? 32 : 31);
        }
        QCOMPARE(qs(session.shooter.name), QString("Max.Rock")); // the shooter stands as its sheet
    }

    // Every file under tests/data/sessions/refused is valid.yaml with one thing wrong (or no
    // session at all); each gives exactly one error and no session.
    void refused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("error");
        for (const RefusedCase& c : refusedCases)
            QTest::newRow(c.name) << QString(c.file) << QString(c.error);
    }
    void refused()
    {
        QFETCH(QString, file);
        QFETCH(QString, error);
        const std::string text = readText(dataPath("sessions/refused/" + file));
        const SessionLoad load = readSession(shippedRuleset(), text, file.toStdString());
        QVERIFY(!load.session); // all or nothing
        QStringList errors;
        for (const auto& e : load.errors) {
            QCOMPARE(qs(e.file), file);
            errors << QString("%1:%2: %3").arg(e.line).arg(e.column).arg(qs(e.message.english()));
        }
        QCOMPARE(errors, QStringList { error });
    }

    void everyRefusedFileHasACase()
    {
        const QStringList files
            = QDir(dataPath("sessions/refused")).entryList(QDir::Files, QDir::Name);
        QStringList tested;
        for (const RefusedCase& c : refusedCases)
            tested << c.file;
        tested.sort();
        QCOMPARE(files, tested);
    }
};

QTEST_APPLESS_MAIN(TestSession)
#include "tst_session.moc"
