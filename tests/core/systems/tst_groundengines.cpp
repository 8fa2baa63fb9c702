// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What every ground-map system (rules/other-systems.md A–D) owes through the one
// ground::Engine interface, checked on each shipped ruleset alike: it loads, every weapon's
// odds are probabilities (a throw's landing adds up to 1), and a broken file is refused with
// file:line:column.
#include "ground.h"
#include "rulesetreader.h"
#include "scatter.h"
#include "testsupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using hitspread::Hex;
using hitspread::loadRuleset;
using hitspread::Refused;
using hitspread::RulesetLoad;
using namespace hitspread::test;
namespace ground = hitspread::ground;

namespace {
// The four ground-map rulesets shipped and the system each is played with.
const std::pair<const char*, const char*> shippedGroundRulesets[] = {
    { "d6-modern", "d6pool" },
    { "d6-stargate", "d6ladder" },
    { "success-pool", "successpool" },
    { "roll-under", "rollunder" },
};

hitspread::Ruleset loadedRuleset(const QString& id)
{
    RulesetLoad load = loadRuleset(rulesetPath(id).toStdString());
    if (!load.ruleset)
        qFatal("ruleset %s does not load: %s", qPrintable(id), qPrintable(errorText(load)));
    return std::move(*load.ruleset);
}

void addRulesetRows()
{
    QTest::addColumn<QString>("id");
    for (const auto& [id, system] : shippedGroundRulesets)
        QTest::newRow(id) << QString(id);
}
}

class TestGroundEngines : public QObject {
    Q_OBJECT

private slots:
    // Each shipped ground-map ruleset loads without an error, as its own system, with weapons.
    void everyShippedRulesetLoads_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("system");
        for (const auto& [id, system] : shippedGroundRulesets)
            QTest::newRow(id) << QString(id) << QString(system);
    }

    void everyShippedRulesetLoads()
    {
        QFETCH(QString, id);
        QFETCH(QString, system);
        const RulesetLoad load = loadRuleset(rulesetPath(id).toStdString());
        QVERIFY2(load.errors.empty(), qPrintable(errorText(load)));
        QVERIFY(load.ruleset);
        QCOMPARE(QString::fromStdString(load.ruleset->id), id);
        QCOMPARE(QString::fromStdString(load.ruleset->system), system);
        QVERIFY(load.ruleset->ground);
        QCOMPARE(QString::fromStdString(load.ruleset->ground->system()), system);
        QVERIFY(!load.ruleset->ground->weapons().empty());
    }

    // Every weapon, at the nearest distance it reaches, from the default shooter at the
    // default target: the hit chance is a probability, and each ruleset's throws (it has
    // at least one) land somewhere with a total chance of 1.
    void everyWeaponsOddsAddUp_data() { addRulesetRows(); }

    void everyWeaponsOddsAddUp()
    {
        QFETCH(QString, id);
        const RulesetLoad load = loadRuleset(rulesetPath(id).toStdString());
        QVERIFY2(load.ruleset && load.ruleset->ground, qPrintable(errorText(load)));
        const ground::Engine& engine = *load.ruleset->ground;
        int thrown = 0;
        for (const ground::WeaponChoice& weapon : engine.weapons()) {
            const QString which = QString::fromStdString(weapon.id);
            int metres = 1;
            while (metres < 200 && !engine.band(weapon.id, metres))
                ++metres;
            QVERIFY2(metres < 200, qPrintable(which + ": reaches no distance up to 199 m"));
            const bool isThrow = weapon.kind == ground::WeaponKind::Thrown;
            thrown += isThrow ? 1 : 0;

            ground::Scene scene;
            ground::Figure shooter = engine.figure(engine.defaultShooter());
            shooter.position = Hex { 0, 0 };
            ground::Figure target = engine.figure(engine.defaultTarget());
            target.position = Hex { 0, -metres };
            if (target.name == shooter.name)
                target.name += " 2";
            scene.figures = { shooter, target };
            scene.shooter = 0;
            scene.aim = target.position;
            ground::Action action;
            action.weapon = weapon.id;
            action.isThrow = isThrow;
            action.target = isThrow ? -1 : 1;

            try {
                const double chance = engine.hitChance(scene, action);
                QVERIFY2(chance >= 0.0 && chance <= 1.0,
                    qPrintable(
                        QString("%1 at %2 m: hit chance %3").arg(which).arg(metres).arg(chance)));
                if (!isThrow)
                    continue;
                const std::map<Hex, double> landing = ground::landingOdds(engine, scene, action);
                QVERIFY2(!landing.empty(), qPrintable(which));
                double total = 0;
                for (const auto& [hex, p] : landing) {
                    QVERIFY2(p >= 0.0 && p <= 1.0, qPrintable(which));
                    total += p;
                }
                QVERIFY2(std::abs(total - 1.0) <= 1e-9,
                    qPrintable(QString("%1 at %2 m: the landing adds up to %3")
                                   .arg(which)
                                   .arg(metres)
                                   .arg(total, 0, 'g', 17)));
            } catch (const Refused& e) {
                QFAIL(qPrintable(QString("%1 at %2 m: %3").arg(which).arg(metres).arg(e.what())));
            }
        }
        QVERIFY(thrown > 0);
    }

    // Broken files are refused with file:line:column, all or nothing.
    void brokenRulesetIsRefused_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("message");

        // d6-modern (d6pool)
        QTest::newRow("d6-modern: unknown key")
            << "d6-modern"
            << "ruleset.yaml"
            << "  melee_difficulty: 10"
            << "  mele_difficulty: 10"
            << "ruleset.yaml:33:3: unknown key 'mele_difficulty'";
        QTest::newRow("d6-modern: bad damage")
            << "d6-modern"
            << "weapons.yaml"
            << "damage: str+1"
            << "damage: str*2"
            << "weapons.yaml:19:13: weapon 'knife' damage must be a damage level like 6 or str+1";
        QTest::newRow("d6-modern: unknown skill")
            << "d6-modern"
            << "characters/hening.yaml"
            << "    armed_combat: 5"
            << "    armd_combat: 5"
            << "hening.yaml:9:5: skill 'armd_combat' is not one of the ruleset's skills";
        QTest::newRow("d6-modern: ranges shrink")
            << "d6-modern"
            << "grenades.yaml"
            << "[5, 10, 20, 40]"
            << "[5, 10, 8, 40]"
            << "grenades.yaml:10:21: grenade 'grenade' ranges must grow";
        QTest::newRow("d6-modern: unknown mode")
            << "d6-modern"
            << "weapons.yaml"
            << "[single, semi]"
            << "[single, burst]"
            << "weapon 'baretta-96f' mode must be single, semi or full, not 'burst'";
        QTest::newRow("d6-modern: bad difficulty")
            << "d6-modern"
            << "ruleset.yaml"
            << "short: 10,"
            << "short: ten,"
            << "ruleset.yaml:32:29: 'short' must be a whole number, not 'ten'";

        // d6-stargate (d6ladder)
        QTest::newRow("d6-stargate: bad die code")
            << "d6-stargate"
            << "weapons.yaml"
            << "damage: 4D "
            << "damage: 4X "
            << "weapons.yaml:11:13: weapon 'beretta-m92' damage must be a die code";
        QTest::newRow("d6-stargate: bad ranges")
            << "d6-stargate"
            << "weapons.yaml"
            << "ranges: 3-10/30/120"
            << "ranges: 3-10/30"
            << "weapons.yaml:12:13: weapon 'beretta-m92' ranges must be ranges like 3-10/30/120";
        QTest::newRow("d6-stargate: unknown key")
            << "d6-stargate"
            << "ruleset.yaml"
            << "  thrown_range_dice:"
            << "  throw_range_dice:"
            << "ruleset.yaml:61:3: unknown key 'throw_range_dice'";
        QTest::newRow("d6-stargate: unknown level")
            << "d6-stargate"
            << "ruleset.yaml"
            << "long: difficult}"
            << "long: dificult}"
            << "ruleset.yaml:57:83: range_difficulty long: 'dificult' is not one of the "
               "difficulty levels";
        QTest::newRow("d6-stargate: character attribute")
            << "d6-stargate"
            << "characters/joe.yaml"
            << "body: 4D+2"
            << "body: 4D+Z"
            << "joe.yaml:5:22: attributes body must be a die code";
        QTest::newRow("d6-stargate: protection body")
            << "d6-stargate"
            << "protection.yaml"
            << "body: 5D}"
            << "body: five}"
            << "protection.yaml:9:73: protection 'concrete-wall' body must be a die code like 4D";
        QTest::newRow("d6-stargate: scatter band")
            << "d6-stargate"
            << "ruleset.yaml"
            << "point_blank: 1, short"
            << "pointblank: 1, short"
            << "ruleset.yaml:108:16: scatter distance: unknown range band 'pointblank'";

        // success-pool (successpool)
        QTest::newRow("success-pool: unknown key")
            << "success-pool"
            << "ruleset.yaml"
            << "  minimum_roll: 5"
            << "  minimum_rol: 5"
            << "ruleset.yaml:35:3: unknown key 'minimum_rol'";
        QTest::newRow("success-pool: scatter direction")
            << "success-pool"
            << "ruleset.yaml"
            << "direction: clock_d12"
            << "direction: clock_d10"
            << "ruleset.yaml:94:16: scatter direction must be hex_d6 or clock_d12";
        QTest::newRow("success-pool: scatter band")
            << "success-pool"
            << "ruleset.yaml"
            << "{normal: 1, far: 1}"
            << "{normal: 1, long: 1}"
            << "ruleset.yaml:95:27: scatter distance: unknown range band 'long'";
        QTest::newRow("success-pool: unknown mode")
            << "success-pool"
            << "weapons.yaml"
            << "[semi, single]"
            << "[semi, singel]"
            << "weapons.yaml:15:19: weapon 'pistol' mode 'singel' is not under the ruleset's "
               "fire_modes";
        QTest::newRow("success-pool: unknown lineage") << "success-pool"
                                                       << "characters/thug.yaml"
                                                       << "lineage: human"
                                                       << "lineage: elf"
                                                       << "thug.yaml:4:12: unknown lineage 'elf'";
        QTest::newRow("success-pool: blast shrinks")
            << "success-pool"
            << "weapons.yaml"
            << "{up_to: 3, name: {en: Near"
            << "{up_to: 1, name: {en: Near"
            << "weapons.yaml:55:17: weapon 'grenade' blast must grow";
        QTest::newRow("success-pool: minimum roll above the die")
            << "success-pool"
            << "characters/veteran.yaml"
            << "minimum_roll: 4"
            << "minimum_roll: 7"
            << "veteran.yaml:9:17: 'minimum_roll' is 7, outside 1 to 6";

        // roll-under (rollunder)
        QTest::newRow("roll-under: unknown key")
            << "roll-under"
            << "ruleset.yaml"
            << "  ranged_minimum: 2"
            << "  range_minimum: 2"
            << "ruleset.yaml:42:3: unknown key 'range_minimum'";
        QTest::newRow("roll-under: bad number")
            << "roll-under"
            << "ruleset.yaml"
            << "de: Angreifer in Bewegung}, dice: 1}"
            << "de: Angreifer in Bewegung}, dice: one}"
            << "ruleset.yaml:65:85: 'dice' must be a whole number";
        QTest::newRow("roll-under: bands shrink")
            << "roll-under"
            << "ruleset.yaml"
            << "up_to: 150"
            << "up_to: 15"
            << "ruleset.yaml:38:65: range band 'medium' must reach beyond the one before";
        QTest::newRow("roll-under: unknown mode")
            << "roll-under"
            << "weapons.yaml"
            << "[single, burst, full]"
            << "[single, burst, fully]"
            << "weapons.yaml:21:43: weapon 'rifle' mode 'fully' is not under the ruleset's "
               "fire_modes";
        QTest::newRow("roll-under: unknown skill")
            << "roll-under"
            << "characters/raider.yaml"
            << "blade: 6"
            << "blayde: 6"
            << "raider.yaml:7:27: skill 'blayde' is not one of the ruleset's skills";
        QTest::newRow("roll-under: scatter band missing")
            << "roll-under"
            << "ruleset.yaml"
            << "vlong: 3, "
            << ""
            << "scatter distance lacks the range band 'vlong'";
        QTest::newRow("roll-under: unarmed with damage")
            << "roll-under"
            << "weapons.yaml"
            << "skill: unarmed, unarmed: true}"
            << "skill: unarmed, unarmed: true, damage: 2}"
            << "weapons.yaml:33:107: weapon 'unarmed' is unarmed: its damage is the attacker's Str "
               "dice rating, not 'damage'";
        QTest::newRow("roll-under: unarmed thrown")
            << "roll-under"
            << "weapons.yaml"
            << "kind: melee, skill: unarmed"
            << "kind: thrown, max_range: 1, skill: unarmed"
            << "weapons.yaml:33:108: weapon 'unarmed': only a melee attack can be unarmed";
        QTest::newRow("roll-under: reach of a rifle")
            << "roll-under"
            << "weapons.yaml"
            << "max_range: 5, modes: [single, burst, full], tl: 8}"
            << "max_range: 5, modes: [single, burst, full], tl: 8, reach: 2}"
            << "weapon 'rifle': only a melee weapon has a reach";
        QTest::newRow("roll-under: power settings without quality")
            << "roll-under"
            << "weapons.yaml"
            << "power_settings: true, quality: 10}"
            << "power_settings: true}"
            << "weapon 'laser-rifle' has power settings but no 'quality'";
        QTest::newRow("roll-under: unknown weapon class")
            << "roll-under"
            << "weapons.yaml"
            << "class: pistol}"
            << "class: revolver}"
            << "weapon 'pistol' class must be standard, pistol or exotic, not 'revolver'";
        QTest::newRow("roll-under: malfunction roll")
            << "roll-under"
            << "ruleset.yaml"
            << "malfunction_roll: before"
            << "malfunction_roll: during"
            << "malfunction_roll must be before or after, not 'during'";
        QTest::newRow("roll-under: a character's unknown weapon")
            << "roll-under"
            << "characters/raider.yaml"
            << "weapons: [blade, pistol]"
            << "weapons: [sabre, pistol]"
            << "raider.yaml:10:13: unknown weapon 'sabre'";
        QTest::newRow("roll-under: setup characteristic")
            << "roll-under"
            << "ruleset.yaml"
            << "leadership: {characteristic: soc"
            << "leadership: {characteristic: cha"
            << "setup leadership characteristic must be str, dex, end, int, edu or soc, not 'cha'";
        QTest::newRow("roll-under: no damage")
            << "roll-under"
            << "weapons.yaml"
            << "skill: blade, damage: 2}"
            << "skill: blade}"
            << "weapons.yaml:26:5: weapon 'blade' lacks the key 'damage'";
    }

    void brokenRulesetIsRefused()
    {
        QFETCH(QString, id);
        QFETCH(QString, file);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, message);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        QVERIFY(copyRuleset(id, tmp.path()));
        const RulesetLoad fresh = loadRuleset(tmp.path().toStdString());
        QVERIFY2(fresh.ruleset, qPrintable(errorText(fresh)));
        QVERIFY2(editFile(tmp.filePath(file), from, to), qPrintable(from));
        const RulesetLoad load = loadRuleset(tmp.path().toStdString());
        QVERIFY(!load.ruleset);
        const QString errors = errorText(load);
        QVERIFY2(errors.contains(message), qPrintable(errors));
    }

    // The round's order as each seed sets it (ground::Engine::initiative).
    // d6-modern, the seed's combat example, Turn 1: "Hening rolls a 5 and with a Dexterity of
    // 4 gets a total of 9. Gang member A rolls a 6 with a Dexterity of 3 gets a total of 9.
    // Gang member B rolls a 4 with a Dexterity of 4 gets a total of 8. Both Hening and gang
    // member A go simultaneously." Turn 2: gang member A lies at −8 health, out of the fight;
    // "Hening rolls a 3 … a total of 7. Gang member B rolls a 5 … a total of 9. The gang
    // member attacks first."
    void d6ModernInitiativeFollowsTheSeed()
    {
        const auto rs = loadedRuleset("d6-modern");
        const ground::Engine& e = *rs.ground;
        ground::Scene scene;
        for (const char* key : { "hening", "gang-member-a", "gang-member-b" })
            scene.figures.push_back(e.figure(key));
        hitspread::TypedDice turnOne({ 5, 6, 4 });
        const ground::Initiative one = e.initiative(scene, {}, turnOne);
        QCOMPARE(one.turns.size(), std::size_t(3));
        QCOMPARE(one.turns[0], (ground::Turn { 0, 9, 1, false }));
        QCOMPARE(one.turns[1], (ground::Turn { 1, 9, 1, true }));
        QCOMPARE(one.turns[2], (ground::Turn { 2, 8, 1, false }));
        QCOMPARE(one.dice, (std::vector<int> { 5, 6, 4 }));
        QCOMPARE(QString::fromStdString(one.working[0].english()),
            QString("Hening: initiative die 5 + DEX 4 = 9."));

        scene.figures[1].state["health"] = -8;
        QVERIFY(!e.canAct(scene.figures[1]));
        hitspread::TypedDice turnTwo({ 3, 5 });
        const ground::Initiative two = e.initiative(scene, one.turns, turnTwo);
        QCOMPARE(turnTwo.remaining(), std::size_t(0)); // two dice: A rolls none
        QCOMPARE(two.turns.size(), std::size_t(2));
        QCOMPARE(two.turns[0], (ground::Turn { 2, 9, 1, false }));
        QCOMPARE(two.turns[1], (ground::Turn { 0, 7, 1, false }));

        // "If a combatant gets an Initiative total of 10 or higher, he can take another
        // action … resolved after all the participants have taken their first action."
        scene.figures[1].state.erase("health");
        hitspread::TypedDice fast({ 6, 6, 1 });
        const ground::Initiative three = e.initiative(scene, {}, fast);
        QCOMPARE(three.turns.size(), std::size_t(4));
        QCOMPARE(three.turns[0], (ground::Turn { 0, 10, 1, false }));
        QCOMPARE(three.turns[1], (ground::Turn { 1, 9, 1, false }));
        QCOMPARE(three.turns[2], (ground::Turn { 2, 5, 1, false }));
        QCOMPARE(three.turns[3], (ground::Turn { 0, 10, 2, false }));
    }

    // success-pool, "Start of the combat": "each participant rolls on a D6, and adds the speed
    // value … If two participants have the same result, the Quickness value decides first, and
    // if this is also identical, the Deftness value." The order is rolled once: "If the last
    // participant has acted, the next combat round begins with the first participant."
    void successPoolInitiativeHoldsForTheFight()
    {
        const auto rs = loadedRuleset("success-pool");
        const ground::Engine& e = *rs.ground;
        ground::Scene scene;
        for (const char* key : { "veteran", "thug", "mara" })
            scene.figures.push_back(e.figure(key));
        // Speed 3, 3, 4 and the faces 4, 4, 3: all at 7. Quickness 2, 3, 3: the veteran last;
        // the thug and Mara tie again, and Deftness (2 against 4) puts Mara first.
        hitspread::TypedDice dice({ 4, 4, 3 });
        const ground::Initiative first = e.initiative(scene, {}, dice);
        QCOMPARE(first.turns.size(), std::size_t(3));
        QCOMPARE(first.turns[0].figure, 2);
        QCOMPARE(first.turns[1].figure, 1);
        QCOMPARE(first.turns[2].figure, 0);
        for (const ground::Turn& t : first.turns)
            QCOMPARE(t.score, 7);

        // The next round: the same order, no die rolled.
        hitspread::TypedDice none({});
        const ground::Initiative next = e.initiative(scene, first.turns, none);
        QCOMPARE(next.turns, first.turns);
        QVERIFY(next.dice.empty());

        // A figure that joins the fight rolls its own and takes its place by its score.
        scene.figures.push_back(e.figure("thug"));
        scene.figures.back().name = "Thug 2";
        hitspread::TypedDice joiner({ 6 });
        const ground::Initiative joined = e.initiative(scene, first.turns, joiner);
        QCOMPARE(joined.turns.size(), std::size_t(4));
        QCOMPARE(joined.turns[0], (ground::Turn { 3, 9, 1, false }));
        QCOMPARE(joined.turns[1].figure, 2);
    }

    // D6 Stargate sets no order of turns, so the figures in the fight act as they are listed
    // and no die is rolled; one out of the fight takes no turn. Roll-under's phases go by each
    // figure's decision, and with every figure on the Default decision they are the same.
    void listedOrderWhereTheSeedSetsNone_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("downKey");
        QTest::addColumn<int>("downValue");
        QTest::newRow("d6-stargate") << "d6-stargate"
                                     << "wound_level" << 4;
        QTest::newRow("roll-under") << "roll-under"
                                    << "str" << 0;
    }

    void listedOrderWhereTheSeedSetsNone()
    {
        QFETCH(QString, id);
        QFETCH(QString, downKey);
        QFETCH(int, downValue);
        const auto rs = loadedRuleset(id);
        const ground::Engine& e = *rs.ground;
        ground::Scene scene;
        for (const ground::Choice& c : e.characters())
            scene.figures.push_back(e.figure(c.id));
        QVERIFY(scene.figures.size() >= 2);
        hitspread::TypedDice none({});
        const ground::Initiative all = e.initiative(scene, {}, none);
        QCOMPARE(all.turns.size(), scene.figures.size());
        for (std::size_t i = 0; i < all.turns.size(); ++i)
            QCOMPARE(all.turns[i], (ground::Turn { static_cast<int>(i), 0, 1, false }));
        scene.figures[0].state[downKey.toStdString()] = downValue;
        QVERIFY(!e.canAct(scene.figures[0]));
        const ground::Initiative rest = e.initiative(scene, {}, none);
        QCOMPARE(rest.turns.size(), scene.figures.size() - 1);
        QCOMPARE(rest.turns[0].figure, 1);
    }

    // D6 Stargate, "Damage": a mortally wounded character "may die. At the end of each round,
    // roll 2D. If the roll is less than the number of rounds that the character has been
    // mortally wounded, the character dies." The tracker rolls it at the end of each round.
    void d6StargateMortalWoundAtTheEndOfTheRound()
    {
        const auto rs = loadedRuleset("d6-stargate");
        const ground::Engine& e = *rs.ground;
        ground::Scene scene;
        for (const ground::Choice& c : e.characters())
            scene.figures.push_back(e.figure(c.id));
        scene.figures[0].state["wound_level"] = 5; // mortally wounded
        scene.figures[0].state["unconscious"] = 1;
        scene.figures[0].state["mortal_rounds"] = 4;
        // Its fifth round: 2 + 2 = 4, less than 5: dead.
        hitspread::TypedDice four({ 2, 2 });
        const ground::RoundEnd dies = e.endRound(scene, four);
        QCOMPARE(four.remaining(), std::size_t(0));
        QCOMPARE(dies.scene.figures[0].value("wound_level"), 6);
        QCOMPARE(dies.scene.figures[0].value("mortal_rounds"), 5);
        QVERIFY(!dies.working.empty());
        QCOMPARE(QString::fromStdString(dies.working[0].english()),
            QString("%1, mortally wounded for 5 rounds:")
                .arg(QString::fromStdString(scene.figures[0].name)));
        // 3 + 2 = 5 is not less than 5: still mortally wounded.
        hitspread::TypedDice five({ 3, 2 });
        const ground::RoundEnd lives = e.endRound(scene, five);
        QCOMPARE(lives.scene.figures[0].value("wound_level"), 5);
        // Every other figure rolls nothing; one stabilized by first aid neither.
        scene.figures[0].state["stabilized"] = 1;
        hitspread::TypedDice none({});
        const ground::RoundEnd stable = e.endRound(scene, none);
        QCOMPARE(stable.scene.figures[0].value("wound_level"), 5);
        QCOMPARE(stable.scene.figures[0].value("mortal_rounds"), 5);
        for (std::size_t i = 1; i < scene.figures.size(); ++i)
            QCOMPARE(stable.scene.figures[i], scene.figures[i]);
    }
};

QTEST_APPLESS_MAIN(TestGroundEngines)
#include "tst_groundengines.moc"
