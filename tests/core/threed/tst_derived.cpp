// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The derived values of rules §2 as the ruleset's formulas work them out from a sheet. Every
// expected figure is worked out by hand from the rule; the rows are named after the rounding
// each one checks ("all fractions round down" unless the rule says otherwise).
#include "character.h"
#include "derived.h"
#include "rulesetreader.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace hitspread;
using namespace hitspread::test;

namespace {
CharacterSheet sheetWith(const Stats& stats, int martialArts)
{
    CharacterSheet sheet;
    sheet.name = "Test";
    sheet.stats = stats;
    if (martialArts > 0)
        sheet.skills["martial_arts"] = martialArts;
    sheet.skills["pistol"] = 7; // a rank no formula of the shipped ruleset reads
    return sheet;
}

bool copyFolder(const QString& from, const QString& to)
{
    QDir().mkpath(to);
    const QDir source(from);
    for (const QString& name : source.entryList(QDir::Files)) {
        if (!QFile::copy(source.filePath(name), to + "/" + name))
            return false;
    }
    for (const QString& name : source.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (!copyFolder(source.filePath(name), to + "/" + name))
            return false;
    }
    return true;
}
}

class TestDerived : public QObject {
    Q_OBJECT
private slots:
    // §2: PHYS = (STR + DEX) / 2, KNOW = (DIA + CONC) / 2, actions = (DIA + PHYS + COOL) / 10
    // (at least 1), free parries = actions / 2, INI = (DIA + COOL + PHYS + DEX) / 2, WT = PHYS,
    // STR bonus = STR / 3, Martial Arts adds rank / 3 rounded up.
    void shippedFormulas_data()
    {
        QTest::addColumn<int>("str");
        QTest::addColumn<int>("dex");
        QTest::addColumn<int>("dia");
        QTest::addColumn<int>("conc");
        QTest::addColumn<int>("cha");
        QTest::addColumn<int>("cool");
        QTest::addColumn<int>("martialArts");
        QTest::addColumn<int>("phys");
        QTest::addColumn<int>("know");
        QTest::addColumn<int>("actions");
        QTest::addColumn<int>("freeParries");
        QTest::addColumn<int>("ini");
        QTest::addColumn<int>("woundThreshold");
        QTest::addColumn<int>("strBonus");
        QTest::addColumn<int>("martialArtsBonus");

        // Max.Rock: PHYS 14/2 = 7; KNOW 13/2 = 6.5 → 6; actions 21/10 → 2; parries 2/2 = 1;
        // INI (7 + 7 + 7 + 6)/2 = 13.5 → 13; STR bonus 8/3 → 2.
        QTest::newRow("KNOW 13/2 and INI 27/2 round down (Max.Rock)")
            << 8 << 6 << 7 << 6 << 5 << 7 << 0 << 7 << 6 << 2 << 1 << 13 << 7 << 2 << 0;
        // PHYS 15/2 → 7; KNOW 11/2 → 5; actions (6 + 7 + 7)/10 = 2; INI (6 + 7 + 7 + 6)/2 = 13;
        // STR bonus 9/3 = 3 exactly.
        QTest::newRow("PHYS 15/2 rounds down, STR bonus 9/3 is exact")
            << 9 << 6 << 6 << 5 << 4 << 7 << 0 << 7 << 5 << 2 << 1 << 13 << 7 << 3 << 0;
        // PHYS 10; actions (10 + 10 + 9)/10 = 2.9 → 2; KNOW 14/2 = 7; INI (10 + 9 + 10 + 10)/2
        // = 19.5 → 19; STR bonus 10/3 → 3.
        QTest::newRow("actions 29/10 round down to 2")
            << 10 << 10 << 10 << 4 << 5 << 9 << 0 << 10 << 7 << 2 << 1 << 19 << 10 << 3 << 0;
        // Actions 30/10 = 3 exactly; free parries 3/2 → 1; KNOW 15/2 → 7; INI 40/2 = 20.
        QTest::newRow("actions 30/10 are exactly 3, free parries 3/2 round down to 1")
            << 10 << 10 << 10 << 5 << 5 << 10 << 0 << 10 << 7 << 3 << 1 << 20 << 10 << 3 << 0;
        // Actions (2 + 2 + 2)/10 = 0 → at least 1; parries 1/2 → 0; STR bonus 2/3 → 0.
        QTest::newRow("actions below 1 are 1, free parries 1/2 and STR bonus 2/3 round down to 0")
            << 2 << 2 << 2 << 2 << 2 << 2 << 0 << 2 << 2 << 1 << 0 << 4 << 2 << 0 << 0;
        // PHYS 14; actions (14 + 14 + 12)/10 = 4; parries 2; KNOW 27/2 → 13; INI (14 + 12 + 14 +
        // 14)/2 = 27; STR bonus 14/3 → 4.
        QTest::newRow("actions 40/10 = 4 give 2 free parries")
            << 14 << 14 << 14 << 13 << 5 << 12 << 0 << 14 << 13 << 4 << 2 << 27 << 14 << 4 << 0;
        // Stoo: PHYS 21/2 → 10; KNOW 9/2 → 4; actions 24/10 → 2; INI 31/2 → 15; STR 14/3 → 4.
        QTest::newRow("Stoo: PHYS 21/2 and INI 31/2 round down")
            << 14 << 7 << 5 << 4 << 2 << 9 << 0 << 10 << 4 << 2 << 1 << 15 << 10 << 4 << 0;
        // Martial Arts rank / 3 rounds up: 4/3 → 2, 3/3 = 1, 1/3 → 1, 7/3 → 3.
        QTest::newRow("Martial Arts 4/3 rounds up to 2")
            << 8 << 6 << 7 << 6 << 5 << 7 << 4 << 7 << 6 << 2 << 1 << 13 << 7 << 2 << 2;
        QTest::newRow("Martial Arts 3/3 is exactly 1")
            << 8 << 6 << 7 << 6 << 5 << 7 << 3 << 7 << 6 << 2 << 1 << 13 << 7 << 2 << 1;
        QTest::newRow("Martial Arts 1/3 rounds up to 1")
            << 8 << 6 << 7 << 6 << 5 << 7 << 1 << 7 << 6 << 2 << 1 << 13 << 7 << 2 << 1;
        QTest::newRow("Martial Arts 7/3 rounds up to 3")
            << 8 << 6 << 7 << 6 << 5 << 7 << 7 << 7 << 6 << 2 << 1 << 13 << 7 << 2 << 3;
        // Stats of 0 (a sheet being typed in): everything 0 but the one action.
        QTest::newRow("all stats 0: one action, nothing else")
            << 0 << 0 << 0 << 0 << 0 << 0 << 0 << 0 << 0 << 1 << 0 << 0 << 0 << 0 << 0;
    }
    void shippedFormulas()
    {
        QFETCH(int, str);
        QFETCH(int, dex);
        QFETCH(int, dia);
        QFETCH(int, conc);
        QFETCH(int, cha);
        QFETCH(int, cool);
        QFETCH(int, martialArts);
        const DerivedValues d = deriveValues(
            shippedRuleset(), sheetWith({ str, dex, dia, conc, cha, cool }, martialArts));
        QTEST(d.phys, "phys");
        QTEST(d.know, "know");
        QTEST(d.actions, "actions");
        QTEST(d.freeParries, "freeParries");
        QTEST(d.ini, "ini");
        QTEST(d.woundThreshold, "woundThreshold");
        QTEST(d.strBonus, "strBonus");
        QTEST(d.martialArtsBonus, "martialArtsBonus");
        QFETCH(int, strBonus);
        QFETCH(int, martialArtsBonus);
        QCOMPARE(d.adjustedStrBonus(), strBonus + martialArtsBonus);
        // The map holds the same figures under the formula names, and the inputs.
        QCOMPARE(d.values.at("phys"), d.phys);
        QCOMPARE(d.values.at("ini"), d.ini);
        QCOMPARE(d.values.at("martial_arts_bonus"), d.martialArtsBonus);
        QCOMPARE(d.values.at("cha"), cha);
        QCOMPARE(d.values.at("martial_arts"), martialArts);
        QCOMPARE(d.values.at("pistol"), 7);
        QCOMPARE(d.values.at("dodge"), 0); // a skill of the ruleset the sheet lacks
    }

    // The sample characters, worked out by hand from their files.
    void sampleCharacters_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("phys");
        QTest::addColumn<int>("actions");
        QTest::addColumn<int>("ini");
        // Wickham: str 9 dex 7 dia 5 cool 8: PHYS 8, actions 21/10 → 2, INI 28/2 = 14.
        QTest::newRow("Wickham") << "frother" << 8 << 2 << 14;
        // Torn: str 9 dex 6 dia 6 cool 7: PHYS 7, actions 20/10 = 2, INI 26/2 = 13.
        QTest::newRow("Torn") << "gunner" << 7 << 2 << 13;
        // Ooze: str 7 dex 8 dia 6 cool 6: PHYS 7, actions 19/10 → 1, INI 27/2 → 13.
        QTest::newRow("Ooze") << "vevaphon" << 7 << 1 << 13;
        // Kaar: str 11 dex 9 dia 5 cool 8: PHYS 10, actions 23/10 → 2, INI 32/2 = 16.
        QTest::newRow("Kaar") << "xeno" << 10 << 2 << 16;
    }
    void sampleCharacters()
    {
        QFETCH(QString, key);
        const Ruleset& rs = shippedRuleset();
        const CharacterSheet& sheet = rs.characters.at(key.toStdString());
        const DerivedValues d = deriveValues(rs, sheet);
        QTEST(d.phys, "phys");
        QTEST(d.actions, "actions");
        QTEST(d.ini, "ini");
        // The character in play uses the same PHYS and wound threshold.
        const CharacterState state = CharacterState::fromSheet(rs, sheet);
        QCOMPARE(state.phys, d.phys);
        QCOMPARE(state.woundThreshold, d.woundThreshold);
    }

    // A group's own formula is worked out and shown; a changed formula changes the value.
    void groupFormulas()
    {
        Ruleset rs = shippedRuleset();
        rs.derived.emplace_back("dodge_pool", std::get<Formula>(Formula::parse("dodge + dex / 2")));
        for (auto& [name, formula] : rs.derived) {
            if (name == "actions")
                formula = std::get<Formula>(Formula::parse("max(2, (dia + phys + cool) / 8)"));
        }
        CharacterSheet sheet = sheetWith({ 8, 6, 7, 6, 5, 7 }, 0);
        sheet.skills["dodge"] = 3;
        const DerivedValues d = deriveValues(rs, sheet);
        QCOMPARE(d.values.at("dodge_pool"), 6); // 3 + 6/2
        QCOMPARE(d.actions, 2); // (7 + 7 + 7)/8 → 2
        QCOMPARE(d.freeParries, 1); // 2/2, from the changed actions
    }

    // A ruleset built by hand without formulas reads every derived value as 0, never throws.
    void missingFormulasReadZero()
    {
        Ruleset rs;
        const DerivedValues d = deriveValues(rs, sheetWith({ 8, 6, 7, 6, 5, 7 }, 4));
        QCOMPARE(d.phys, 0);
        QCOMPARE(d.actions, 0);
        QCOMPARE(d.martialArtsBonus, 0);
        QCOMPARE(d.values.at("str"), 8);
    }

    void requiredNames()
    {
        const auto& names = requiredDerivedNames();
        QCOMPARE(names.size(), std::size_t(8));
        for (const std::string& name : names) {
            const auto& derived = shippedRuleset().derived;
            QVERIFY2(std::any_of(derived.begin(), derived.end(),
                         [&](const auto& d) { return d.first == name; }),
                name.c_str());
        }
    }

    // The option the initiative roll reads: off in the shipped ruleset, read from the file.
    void woundPenaltyOnInitiativeOption()
    {
        QCOMPARE(shippedRuleset().options.woundPenaltyOnInitiative, false);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString folder = dir.path() + "/minimal";
        QVERIFY(copyFolder(dataPath("valid/minimal"), folder));
        QFile file(folder + "/ruleset.yaml");
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray text = file.readAll();
        file.close();
        QVERIFY(text.contains("wound_penalty_on_initiative: false"));
        text.replace("wound_penalty_on_initiative: false", "wound_penalty_on_initiative: true");
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text);
        file.close();
        const RulesetLoad load = loadRuleset(folder.toStdString());
        QVERIFY(load.ruleset);
        QCOMPARE(load.ruleset->options.woundPenaltyOnInitiative, true);
        QCOMPARE(minimalRuleset().options.woundPenaltyOnInitiative, false);
    }
};

QTEST_APPLESS_MAIN(TestDerived)
#include "tst_derived.moc"
