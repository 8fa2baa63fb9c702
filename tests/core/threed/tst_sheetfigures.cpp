// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The figures a combat sheet prints: derived values from the ruleset's formulas (rules §2),
// armour per location as the damage rules meet it (§7), the carried weapons.
#include "sheetfigures.h"
#include "testsupport.h"

#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {
int derived(const SheetFigures& f, const std::string& id)
{
    for (const SheetValue& v : f.derived) {
        if (v.id == id)
            return v.value;
    }
    qFatal("no derived value %s", id.c_str());
}

const SheetLocation& location(const SheetFigures& f, const std::string& id)
{
    for (const SheetLocation& l : f.locations) {
        if (l.id == id)
            return l;
    }
    qFatal("no location %s", id.c_str());
}

SheetFigures figuresOf(const std::string& key)
{
    const Ruleset& rs = shippedRuleset();
    return sheetFigures(rs, CharacterState::fromSheet(rs, rs.characters.at(key)));
}
}

class TestSheetFigures : public QObject {
    Q_OBJECT
private slots:
    void derivedValues_data()
    {
        QTest::addColumn<QString>("character");
        QTest::addColumn<int>("phys");
        QTest::addColumn<int>("know");
        QTest::addColumn<int>("actions");
        QTest::addColumn<int>("freeParries");
        QTest::addColumn<int>("ini");
        QTest::addColumn<int>("woundThreshold");
        QTest::addColumn<int>("strBonus");
        // PHYS (STR + DEX) / 2, KNOW (DIA + CONC) / 2, actions (DIA + PHYS + COOL) / 10 (at
        // least 1), free parries actions / 2, INI (DIA + COOL + PHYS + DEX) / 2, WT = PHYS,
        // STR bonus STR / 3; all rounding down.
        QTest::newRow("Max.Rock 8 6 7 6 5 7") << "operative" << 7 << 6 << 2 << 1 << 13 << 7 << 2;
        QTest::newRow("Wickham 9 7 5 4 5 8") << "frother" << 8 << 4 << 2 << 1 << 14 << 8 << 3;
        QTest::newRow("Torn 9 6 6 5 4 7") << "gunner" << 7 << 5 << 2 << 1 << 13 << 7 << 3;
        QTest::newRow("Stoo 14 7 5 4 2 9") << "stormer" << 10 << 4 << 2 << 1 << 15 << 10 << 4;
        QTest::newRow("Ooze 7 8 6 8 4 6: one action")
            << "vevaphon" << 7 << 7 << 1 << 0 << 13 << 7 << 2;
        QTest::newRow("Kaar 11 9 5 4 1 8") << "xeno" << 10 << 4 << 2 << 1 << 16 << 10 << 3;
    }
    void derivedValues()
    {
        QFETCH(QString, character);
        QFETCH(int, phys);
        QFETCH(int, know);
        QFETCH(int, actions);
        QFETCH(int, freeParries);
        QFETCH(int, ini);
        QFETCH(int, woundThreshold);
        QFETCH(int, strBonus);
        const SheetFigures f = figuresOf(character.toStdString());
        QCOMPARE(derived(f, "phys"), phys);
        QCOMPARE(derived(f, "know"), know);
        QCOMPARE(f.actions, actions);
        QCOMPARE(f.freeParries, freeParries);
        QCOMPARE(f.initiative, ini);
        QCOMPARE(f.woundThreshold, woundThreshold);
        QCOMPARE(f.strBonus, strBonus);
        QCOMPARE(f.characteristics.size(), std::size_t(6));
        QCOMPARE(f.characteristics.front().label, std::string("STR"));
    }

    void labelsForABlankSheet()
    {
        const std::vector<SheetValue> labels = derivedLabels(shippedRuleset());
        QCOMPARE(labels.size(), shippedRuleset().derived.size());
        QCOMPARE(labels.front().label, std::string("PHYS"));
        QCOMPARE(labels.front().formula, std::string("(str + dex) / 2"));
        QCOMPARE(derivedLabel("free_parries"), std::string("Free parries"));
        QCOMPARE(derivedLabel("sanity_loss"), std::string("SANITY LOSS"));
    }

    void formulasForPeople_data()
    {
        QTest::addColumn<QString>("formula");
        QTest::addColumn<QString>("shown");
        QTest::newRow("phys") << "(str + dex) / 2"
                              << "(STR + DEX) / 2";
        QTest::newRow("actions") << "max(1, (dia + phys + cool) / 10)"
                                 << "max(1, (DIA + PHYS + COOL) / 10)";
        QTest::newRow("derived name") << "actions / 2"
                                      << "Actions / 2";
        QTest::newRow("ceil") << "ceil(conc / 3)"
                              << "ceil(CONC / 3)";
    }
    void formulasForPeople()
    {
        QFETCH(QString, formula);
        QFETCH(QString, shown);
        QCOMPARE(QString::fromStdString(readableFormula(formula.toStdString())), shown);
    }

    void martialArtsAddsARoundedUpThird()
    {
        const Ruleset& rs = shippedRuleset();
        CharacterSheet sheet = rs.characters.at("operative");
        QCOMPARE(sheetFigures(rs, CharacterState::fromSheet(rs, sheet)).martialArtsBonus, 0);
        sheet.skills["martial_arts"] = 4;
        const SheetFigures f = sheetFigures(rs, CharacterState::fromSheet(rs, sheet));
        QCOMPARE(f.martialArtsBonus, 2); // 4 / 3 rounded up (§2)
        QCOMPARE(f.martialArtsRank, 4);
        sheet.weapons = { "martial-arts", "combat-knife" };
        const SheetFigures armed = sheetFigures(rs, CharacterState::fromSheet(rs, sheet));
        QCOMPARE(armed.weapons[0].damageBonus, 2 + 2); // STR 8 / 3, + 4 / 3 rounded up
        QCOMPARE(armed.weapons[1].damageBonus, 2); // a knife takes only the STR bonus
    }

    void armourPerLocation_data()
    {
        QTest::addColumn<QString>("character");
        QTest::addColumn<QString>("place");
        QTest::addColumn<int>("pv");
        QTest::addColumn<int>("id");
        QTest::newRow("flak jacket torso") << "operative"
                                           << "torso" << 4 << 20;
        QTest::newRow("flak jacket abdomen") << "operative"
                                             << "abdomen" << 4 << 20;
        QTest::newRow("no armour on the head") << "operative"
                                               << "head" << 0 << 0;
        QTest::newRow("helmet") << "gunner"
                                << "head" << 6 << 15;
        QTest::newRow("Xeno skin: 3 x 12 hits") << "xeno"
                                                << "torso" << 7 << 36;
        QTest::newRow("Vevaphon PV 9: 5 x 10 hits") << "vevaphon"
                                                    << "torso" << 9 << 50;
        QTest::newRow("Vevaphon PV 9: 5 x 6 hits") << "vevaphon"
                                                   << "head" << 9 << 30;
    }
    void armourPerLocation()
    {
        QFETCH(QString, character);
        QFETCH(QString, place);
        QFETCH(int, pv);
        QFETCH(int, id);
        const SheetFigures f = figuresOf(character.toStdString());
        const SheetLocation& l = location(f, place.toStdString());
        QCOMPARE(l.pv, pv);
        if (id == 0) {
            QVERIFY(l.armour.empty());
            return;
        }
        QCOMPARE(l.armour.size(), std::size_t(1));
        QCOMPARE(l.armour.front().idMax, id);
        QCOMPARE(l.armour.front().idLeft, id);
    }

    void damageAsMarked()
    {
        const Ruleset& rs = shippedRuleset();
        CharacterState state = CharacterState::fromSheet(rs, rs.characters.at("operative"));
        const auto torso = static_cast<std::size_t>(rs.body.locationIndex("torso"));
        const auto leftArm = static_cast<std::size_t>(rs.body.locationIndex("left_arm"));
        state.locations[torso].hits = 9;
        state.locations[leftArm].hits = -6; // 10 hits, overflow 6: severely damaged
        state.armour[0].idLeft[torso] = 0; // the flak jacket is worn through over the torso
        state.incap = 14;
        state.bruising = 5;
        state.wounds = 2;
        const SheetFigures f = sheetFigures(rs, state);
        QCOMPARE(location(f, "torso").damage(), 6);
        QCOMPARE(location(f, "left_arm").damage(), 16);
        QCOMPARE(location(f, "left_arm").condition, LocationCondition::SeverelyDamaged);
        QCOMPARE(location(f, "torso").armour.size(), std::size_t(1)); // still shown, ID 0
        QCOMPARE(location(f, "torso").armour.front().idLeft, 0);
        QCOMPARE(location(f, "torso").armour.front().idMax, 20);
        QCOMPARE(location(f, "torso").pv, 0); // nothing stops a hit there now
        QCOMPARE(location(f, "abdomen").pv, 4);
        QCOMPARE(f.standardDamage(), 16);
        QCOMPARE(f.bruising, 5);
        QCOMPARE(f.wounds, 2);
        QCOMPARE(f.woundPenalty, -2);
    }

    void layeredArmourShowsEveryLayer()
    {
        Ruleset rs = shippedRuleset();
        CharacterSheet sheet = rs.characters.at("operative");
        sheet.armour.push_back({ "synthskin", std::nullopt });
        {
            const SheetFigures single = sheetFigures(rs, CharacterState::fromSheet(rs, sheet));
            const SheetLocation& torso = location(single, "torso");
            QCOMPARE(torso.armour.size(), std::size_t(1)); // only the strongest takes the hit
            QCOMPARE(torso.armour.front().name, std::string("Flak jacket"));
            QCOMPARE(torso.pv, 4);
        }
        rs.options.layeredArmour = true;
        const SheetFigures f = sheetFigures(rs, CharacterState::fromSheet(rs, sheet));
        QCOMPARE(location(f, "torso").armour.size(), std::size_t(2));
        QCOMPARE(location(f, "torso").pv, 5); // highest 4 + 1 for the extra layer (§7)
        QCOMPARE(location(f, "left_arm").pv, 2);
    }

    void carriedWeapons()
    {
        const SheetFigures f = figuresOf("gunner");
        QCOMPARE(f.weapons.size(), std::size_t(2));
        const SheetWeapon& gunhead = f.weapons.front();
        QCOMPARE(gunhead.name, std::string("FEN Gunhead"));
        QCOMPARE(gunhead.skill, std::string("SMG"));
        QCOMPARE(gunhead.skillRank, 6);
        QCOMPARE(gunhead.faDeviation, 1);
        const Weapon* w = shippedRuleset().weapon("fen-gunhead");
        QCOMPARE(gunhead.rangeLimits[0], w->rng);
        QCOMPARE(gunhead.rangeLimits[3], w->rng * 8); // §4: extreme is up to 8 x RNG
        QCOMPARE(f.weapons[1].modes, std::string("full"));
        QCOMPARE(modesText(*shippedRuleset().weapon("mal-anvil")), std::string("single, semi"));
        QCOMPARE(f.skills.front().first.english(), std::string("Auto/Support"));
        QCOMPARE(f.skills.front().second, 5);
        const std::vector<Name> advantages = figuresOf("frother").advantages;
        QCOMPARE(advantages.size(), std::size_t(1));
        QCOMPARE(advantages.front().english(), std::string("Quick Draw"));
    }
};

QTEST_APPLESS_MAIN(TestSheetFigures)
#include "tst_sheetfigures.moc"
