// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "decimal.h"
#include "rulesetreader.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <clocale>
#include <cstdio>

using namespace hitspread;
using namespace hitspread::test;

class TestRuleset : public QObject {
    Q_OBJECT
private slots:
    void shippedRulesetLoads()
    {
        const RulesetLoad load = loadRuleset(rulesetPath("3d-system").toStdString());
        for (const auto& e : load.errors)
            qWarning("%s", e.text().c_str());
        QVERIFY(load.ruleset);
        const Ruleset& rs = *load.ruleset;
        QCOMPARE(rs.id, std::string("3d-system"));
        QVERIFY(rs.body.columns >= 21);
        QVERIFY(rs.body.rows >= 31);
        QCOMPARE(rs.body.locations.size(), std::size_t(7));
        QCOMPARE(QString::fromStdString(label(rs.body.standardAim)), QString("K14"));
        QCOMPARE(rs.body.locationAt(rs.body.standardAim), rs.body.locationIndex("torso"));
        QVERIFY(rs.weapons.size() >= 15);
        QVERIFY(rs.characters.count("operative"));
    }

    // A desktop whose locale writes a decimal comma (German, French, Spanish …): a Qt program
    // sets the C locale from it, and every shipped ruleset still loads, its fractions read
    // with a point, and numbers are written with a point.
    void loadsUnderADecimalCommaLocale()
    {
        const std::string before = std::setlocale(LC_ALL, nullptr);
        const auto restore = qScopeGuard([&] { std::setlocale(LC_ALL, before.c_str()); });
        QVERIFY2(std::setlocale(LC_ALL, "de_DE.UTF-8"),
            "the locale de_DE.UTF-8 is not installed (scripts/setup generates it)");
        char written[16];
        std::snprintf(written, sizeof written, "%.1f", 0.5);
        QCOMPARE(QByteArray(written), QByteArray("0,5")); // the C library writes a comma now
        for (const QString& id :
            QDir(rulesetPath(QString())).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            const RulesetLoad load = loadRuleset(rulesetPath(id).toStdString());
            QVERIFY2(load.ruleset && load.errors.empty(),
                qPrintable(id + ": " + errorText(load.errors)));
        }
        const RulesetLoad home = loadRuleset(rulesetPath("3d-system").toStdString());
        QVERIFY(home.ruleset);
        const Grenade* daNinety = home.ruleset->grenade("da-90");
        QVERIFY(daNinety);
        QCOMPARE(daNinety->blastRadius, 0.5);
        QCOMPARE(decimalText(2.5), std::string("2.5"));
        QCOMPARE(decimalText(3), std::string("3"));
        QCOMPARE(parseDecimal("0.5"), std::optional<double>(0.5));
        QCOMPARE(parseDecimal("+2"), std::optional<double>(2));
        QCOMPARE(parseDecimal("0,5"), std::optional<double>());
        QCOMPARE(parseDecimal("+-2"), std::optional<double>());
    }

    void bodyProportions()
    {
        // The torso is the biggest target and the head is small.
        const Ruleset& rs = shippedRuleset();
        std::vector<int> counts(rs.body.locations.size(), 0);
        for (Hex h : rs.body.bodyHexes())
            ++counts[static_cast<std::size_t>(rs.body.locationAt(h))];
        const int torso = counts[static_cast<std::size_t>(rs.body.locationIndex("torso"))];
        const int head = counts[static_cast<std::size_t>(rs.body.locationIndex("head"))];
        for (std::size_t i = 0; i < counts.size(); ++i) {
            QVERIFY2(counts[i] > 0, rs.body.locations[i].id.c_str());
            QVERIFY(counts[i] <= torso);
            QVERIFY(counts[i] >= head);
        }
    }

    void seedFiguresInTheShippedWeapons_data()
    {
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<int>("rcl");
        QTest::newRow("MAL Anvil") << "mal-anvil" << 5;
        QTest::newRow("Nemesis") << "nemesis" << 1;
        QTest::newRow("FEN Gunhead") << "fen-gunhead" << 3;
    }
    void seedFiguresInTheShippedWeapons()
    {
        QFETCH(QString, weapon);
        QFETCH(int, rcl);
        const Weapon* w = shippedRuleset().weapon(weapon.toStdString());
        QVERIFY(w);
        QCOMPARE(w->rcl, rcl);
        QCOMPARE(shippedRuleset().weapon("fen-gunhead")->faDeviation, 1);
        QCOMPARE(shippedRuleset().weapon("warmonger")->barrels, 6);
    }

    void derivedValues_data()
    {
        QTest::addColumn<int>("str");
        QTest::addColumn<int>("dex");
        QTest::addColumn<int>("dia");
        QTest::addColumn<int>("cool");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("value");
        QTest::newRow("phys rounds down") << 8 << 7 << 6 << 5 << "phys" << 7;
        QTest::newRow("str bonus") << 8 << 7 << 6 << 5 << "str_bonus" << 2;
        QTest::newRow("actions at least 1") << 2 << 2 << 2 << 2 << "actions" << 1;
        QTest::newRow("actions (6 + 7 + 5) / 10") << 8 << 7 << 6 << 5 << "actions" << 1;
        QTest::newRow("actions (12 + 10 + 9) / 10") << 10 << 10 << 12 << 9 << "actions" << 3;
        QTest::newRow("ini (6 + 5 + 7 + 7) / 2") << 8 << 7 << 6 << 5 << "ini" << 12;
        QTest::newRow("wound threshold is phys") << 9 << 6 << 6 << 5 << "wound_threshold" << 7;
    }
    void derivedValues()
    {
        QFETCH(int, str);
        QFETCH(int, dex);
        QFETCH(int, dia);
        QFETCH(int, cool);
        QFETCH(QString, name);
        QFETCH(int, value);
        const Stats stats { str, dex, dia, 6, 5, cool };
        QCOMPARE(shippedRuleset().derivedValue(stats, name.toStdString(), -99), value);
    }

    // The readings a group may change (ruleset.yaml's options): the shipped ruleset follows the
    // seed's words, a house-rules ruleset keeps the other readings.
    void ruleOptionsAsTheRulesetSetsThem()
    {
        const RulesetLoad shipped = loadRuleset(rulesetPath("3d-system").toStdString());
        QVERIFY(shipped.ruleset);
        QVERIFY(!shipped.ruleset->options.bareHandParryHalvesRoll); // unset: by revision
        QVERIFY(!shipped.ruleset->options.xenoSkinMinusPv);
        QCOMPARE(shipped.ruleset->options.extractionLeastDamage, 1);
        const RulesetLoad house = loadRuleset(dataPath("valid/house-rules").toStdString());
        QVERIFY(house.ruleset);
        QCOMPARE(house.ruleset->options.bareHandParryHalvesRoll, std::optional<bool>(false));
        QVERIFY(house.ruleset->options.xenoSkinMinusPv);
        QCOMPARE(house.ruleset->options.extractionLeastDamage, 0);
    }

    void minimalRulesetLoads()
    {
        const RulesetLoad load = loadRuleset(dataPath("valid/minimal").toStdString());
        for (const auto& e : load.errors)
            qWarning("%s", e.text().c_str());
        QVERIFY(load.ruleset);
    }

    // Every folder under tests/data/invalid holds one broken ruleset and, in expected.txt,
    // exactly the errors it must produce (paths relative to the folder).
    void invalidRulesetsAreRefused_data()
    {
        QTest::addColumn<QString>("folder");
        const QDir dir(dataPath("invalid"));
        const QStringList folders = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        QVERIFY(folders.size() >= 15);
        for (const QString& name : folders)
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }
    void invalidRulesetsAreRefused()
    {
        QFETCH(QString, folder);
        QFile expectedFile(folder + "/expected.txt");
        QVERIFY(expectedFile.open(QIODevice::ReadOnly));
        const QStringList expected
            = QString::fromUtf8(expectedFile.readAll()).split('\n', Qt::SkipEmptyParts);
        const RulesetLoad load = loadRuleset(folder.toStdString());
        QVERIFY(!load.ruleset); // all or nothing
        QStringList actual;
        for (const auto& e : load.errors) {
            QString text = QString::fromStdString(e.text());
            QVERIFY2(text.startsWith(folder + "/"), qPrintable(text));
            actual << text.mid(folder.size() + 1);
        }
        QCOMPARE(actual, expected);
    }

    void missingFolder()
    {
        const RulesetLoad load = loadRuleset(dataPath("no-such-ruleset").toStdString());
        QVERIFY(!load.ruleset);
        QCOMPARE(load.errors.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(load.errors[0].message.english()),
            QString("no such ruleset folder"));
    }

    void characterFiles()
    {
        const Ruleset& rs = shippedRuleset();
        const CharacterLoad good
            = loadCharacter(rs, rulesetPath("3d-system/characters/stormer.yaml").toStdString());
        QVERIFY(good.sheet);
        QCOMPARE(good.sheet->key, std::string("stormer"));
        QVERIFY(good.sheet->regenerates);
        const CharacterLoad bad
            = loadCharacter(rs, dataPath("characters/broken.yaml").toStdString());
        QVERIFY(!bad.sheet);
        QStringList messages;
        for (const auto& e : bad.errors)
            messages << QString("%1:%2: %3")
                            .arg(e.line)
                            .arg(e.column)
                            .arg(QString::fromStdString(e.message.english()));
        QCOMPARE(messages,
            (QStringList { "4:16: 'str' must be a whole number, not 'strong'",
                "5:12: unknown skill 'juggling' (ruleset.yaml lists the skills)",
                "8:12: unknown armour 'cardboard'", "9:24: unknown weapon 'ray-gun'" }));
    }

    void searchPathFindsShippedRulesets()
    {
        const auto path = rulesetSearchPath("/nonexistent/share/hitspread");
        QVERIFY(!path.empty());
        const std::string found = findRuleset("3d-system", path);
        QVERIFY(!found.empty());
        QVERIFY(loadRuleset(found).ruleset);
        QVERIFY(findRuleset("no-such-ruleset", path).empty());
    }

    // An installed program finds the installed rulesets beside it and never the source tree;
    // one run from the build tree finds the source tree's first; the user's own are listed.
    void searchPathInstalledAndBuildTree()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString home = tmp.filePath("home"), prefix = tmp.filePath("prefix/share/hitspread");
        const auto makeRuleset = [](const QString& dir) {
            QVERIFY(QDir().mkpath(dir));
            QFile f(dir + "/ruleset.yaml");
            QVERIFY(f.open(QIODevice::WriteOnly));
        };
        makeRuleset(home + "/hitspread/rulesets/my-rules");
        makeRuleset(home + "/hitspread/rulesets/3d-system");
        makeRuleset(prefix + "/rulesets/3d-system");
        makeRuleset(prefix + "/rulesets/other");
        const auto restore
            = qScopeGuard([data = qgetenv("XDG_DATA_HOME"), dirs = qgetenv("XDG_DATA_DIRS"),
                              rulesets = qgetenv("HITSPREAD_RULESETS")] {
                  qputenv("XDG_DATA_HOME", data);
                  qputenv("XDG_DATA_DIRS", dirs);
                  qputenv("HITSPREAD_RULESETS", rulesets);
              });
        qputenv("XDG_DATA_HOME", home.toUtf8());
        qputenv("XDG_DATA_DIRS", tmp.filePath("nothing").toUtf8());
        qunsetenv("HITSPREAD_RULESETS");

        const auto installed
            = rulesetSearchPath("/nonexistent/share/hitspread", prefix.toStdString());
        const std::string source = rulesetPath("").toStdString();
        for (const auto& folder : installed)
            QVERIFY2(QDir(QString::fromStdString(folder)) != QDir(QString::fromStdString(source)),
                folder.c_str());
        QCOMPARE(QString::fromStdString(installed.at(0)), home + "/hitspread/rulesets");
        QCOMPARE(QString::fromStdString(installed.at(1)), prefix + "/rulesets");
        QCOMPARE(
            QString::fromStdString(findRuleset("other", installed)), prefix + "/rulesets/other");
        const std::vector<RulesetEntry> listed = listRulesets(installed);
        QCOMPARE(listed.size(), std::size_t(3));
        QCOMPARE(listed[0].id, std::string("3d-system"));
        QCOMPARE(QString::fromStdString(listed[0].directory),
            home + "/hitspread/rulesets/3d-system"); // the user's wins
        QCOMPARE(listed[1].id, std::string("my-rules"));
        QCOMPARE(listed[2].id, std::string("other"));

        const auto buildTree = rulesetSearchPath(
            "/nonexistent/share/hitspread", tmp.filePath("build/share/hitspread").toStdString());
        QVERIFY(
            QDir(QString::fromStdString(buildTree.at(0))) == QDir(QString::fromStdString(source)));
        QVERIFY(loadRuleset(findRuleset("3d-system", buildTree)).ruleset);
        QCOMPARE(QString::fromStdString(findRuleset("my-rules", buildTree)),
            home + "/hitspread/rulesets/my-rules");
    }
};

QTEST_APPLESS_MAIN(TestRuleset)
#include "tst_ruleset.moc"
