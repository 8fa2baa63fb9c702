// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Names in several languages (rulesets/README.md, "Names in several languages"): both forms
// read, the English kept for files and the command line, the fallbacks, the bad forms refused
// at their file:line:column, and every name of the shipped rulesets given in German.
#include "d6ladderengine.h"
#include "d6poolengine.h"
#include "rollunderengine.h"
#include "rulesetreader.h"
#include "successpoolengine.h"
#include "testsupport.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {

// Every name without German, as "what 'english'".
class GermanCheck {
public:
    void check(const Name& name, const QString& what)
    {
        ++m_checked;
        const auto& translations = name.translations();
        const auto it = translations.find("de");
        if (it == translations.end() || it->second.empty())
            m_missing << QString("%1 '%2'").arg(what, QString::fromStdString(name.english()));
    }
    template <typename List> void each(const List& list, const QString& what)
    {
        for (const auto& item : list)
            check(item.name, what);
    }
    template <typename Map> void values(const Map& map, const QString& what)
    {
        for (const auto& [id, name] : map)
            check(name, what);
    }
    int checked() const { return m_checked; }
    QStringList missing() const { return m_missing; }

private:
    int m_checked = 0;
    QStringList m_missing;
};

RulesetLoad loadEdited(const QString& id, const QString& file, const QString& from,
    const QString& to, QTemporaryDir& dir)
{
    if (!copyRulesetWithEdit(id, dir.path(), file, from, to))
        qFatal("cannot edit %s of %s", qPrintable(file), qPrintable(id));
    return loadRuleset(dir.path().toStdString());
}

} // namespace

class TestRulesetNames : public QObject {
    Q_OBJECT
private slots:
    void nameFallsBack_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expected");
        QTest::newRow("English") << "en"
                                 << "Head";
        QTest::newRow("none (the command line)") << ""
                                                 << "Head";
        QTest::newRow("German") << "de"
                                << "Kopf";
        QTest::newRow("Austrian German given") << "de_AT"
                                               << "Schädl";
        QTest::newRow("Swiss German: German") << "de_CH"
                                              << "Kopf";
        QTest::newRow("German of Germany: German") << "de_DE"
                                                   << "Kopf";
        QTest::newRow("French: English") << "fr"
                                         << "Head";
        QTest::newRow("French of France: English") << "fr_FR"
                                                   << "Head";
    }
    void nameFallsBack()
    {
        QFETCH(QString, language);
        QFETCH(QString, expected);
        Name head("Head");
        head.translate("de", "Kopf");
        head.translate("de_AT", "Schädl");
        QCOMPARE(QString::fromStdString(head.in(language.toStdString())), expected);
        // Wherever a string is wanted, a name is its English.
        const std::string& english = head;
        QCOMPARE(english, std::string("Head"));
        QVERIFY(head == "Head");
        QVERIFY(head == std::string("Head"));
    }

    void languageCodes_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("valid");
        QTest::newRow("de") << "de" << true;
        QTest::newRow("de_AT") << "de_AT" << true;
        QTest::newRow("gsw") << "gsw" << true;
        QTest::newRow("capital") << "DE" << false;
        QTest::newRow("dash") << "de-AT" << false;
        QTest::newRow("country in lower case") << "de_at" << false;
        QTest::newRow("word") << "german" << false;
        QTest::newRow("one letter") << "d" << false;
        QTest::newRow("empty") << "" << false;
    }
    void languageCodes()
    {
        QFETCH(QString, code);
        QFETCH(bool, valid);
        QCOMPARE(isLanguageCode(code.toStdString()), valid);
    }

    // A name in a sentence of the core brings its translations; the sentence's English (the
    // command line's, the files') is the name's English.
    void nameInASentence()
    {
        const Ruleset& rs = shippedRuleset();
        const Location& head
            = rs.body.locations[static_cast<std::size_t>(rs.body.locationIndex("head"))];
        const Text line = say(HS_TEXT("core", "In the zone: %1."),
            joined({ argument(head.name), literal(", "), argument(std::string("Frother")) }));
        QCOMPARE(line.english(), std::string("In the zone: Head, Frother."));
        const Text& name = line.args[0].args[0];
        QVERIFY(name.literal);
        QCOMPARE(name.source, std::string("Head"));
        QCOMPARE(name.translations.at("de"), std::string("Kopf"));
        QVERIFY(line.args[0].args[1].args[1].translations.empty());
    }

    // The shipped 3d System in both forms: the plain form's English, the mapping's English and
    // German, in every kind of name.
    void shippedNamesRead()
    {
        const Ruleset& rs = shippedRuleset();
        const auto location = [&](const char* id) -> const Name& {
            return rs.body.locations[static_cast<std::size_t>(rs.body.locationIndex(id))].name;
        };
        QCOMPARE(location("head").english(), std::string("Head"));
        QCOMPARE(location("head").in("de"), std::string("Kopf"));
        QCOMPARE(location("torso").in("de"), std::string("Rumpf"));
        QCOMPARE(location("abdomen").in("de"), std::string("Bauch"));
        QCOMPARE(location("right_arm").in("de"), std::string("Rechter Arm"));
        const SubLocation& thigh = rs.body.subLocations.at([&] {
            for (std::size_t i = 0; i < rs.body.subLocations.size(); ++i)
                if (rs.body.subLocations[i].id == "left_thigh")
                    return i;
            return rs.body.subLocations.size();
        }());
        QCOMPARE(thigh.name.english(), std::string("Left thigh"));
        QCOMPARE(thigh.name.in("de"), std::string("Linker Oberschenkel"));
        QCOMPARE(rs.weapon("pump-shotgun")->name.in("de"), std::string("Pumpgun"));
        QCOMPARE(rs.weapon("mal-anvil")->name.in("de"), std::string("MAL Anvil"));
        QCOMPARE(rs.skills.at("blade_1h").in("de"), std::string("Klinge, einhändig"));
        QCOMPARE(rs.skills.at("blade_1h").english(), std::string("Blade, 1-handed"));
        QCOMPARE(rs.name.english(), std::string("The 3d System (SLA Industries conversion)"));
    }

    // A user's file with plain names loads as before: English, nothing else.
    void plainNamesStayAsTheyWere()
    {
        QTemporaryDir dir;
        const RulesetLoad load = loadEdited("3d-system", "body.yaml",
            "head: {name: {en: Head, de: Kopf}, vital: true}", "head: {name: Head, vital: true}",
            dir);
        QVERIFY2(load.ruleset, qPrintable(errorText(load)));
        const Name& head = load.ruleset->body.locations[0].name;
        QCOMPARE(head.english(), std::string("Head"));
        QVERIFY(head.translations().empty());
        QCOMPARE(head.in("de"), std::string("Head"));
        // The minimal ruleset of the tests names everything plainly.
        QVERIFY(minimalRuleset().body.locations.front().name.translations().empty());
    }

    // The block form, a regional language, and a ground-map ruleset's names.
    void blockFormAndGroundMap()
    {
        QTemporaryDir dir;
        RulesetLoad load = loadEdited("3d-system", "grenades.yaml",
            "    name: {en: Smoke grenade, de: Rauchgranate}",
            "    name:\n      en: Smoke grenade\n      de: Rauchgranate\n      de_AT: Rauchbombe",
            dir);
        QVERIFY2(load.ruleset, qPrintable(errorText(load)));
        const Grenade* smoke = load.ruleset->grenade("smoke");
        QVERIFY(smoke);
        QCOMPARE(smoke->name.english(), std::string("Smoke grenade"));
        QCOMPARE(smoke->name.in("de_AT"), std::string("Rauchbombe"));
        QCOMPARE(smoke->name.in("de"), std::string("Rauchgranate"));

        QTemporaryDir ground;
        load = loadEdited("success-pool", "ruleset.yaml",
            "walking: {name: {en: Walking, de: Gehen}", "walking: {name: Walking", ground);
        QVERIFY2(load.ruleset && load.ruleset->ground, qPrintable(errorText(load)));
        bool found = false;
        for (const ground::Choice& c : load.ruleset->ground->situations()) {
            if (c.id == "walking") {
                found = true;
                QCOMPARE(c.name.english(), std::string("Walking"));
                QVERIFY(c.name.translations().empty());
            } else if (c.id == "light_cover") {
                QCOMPARE(c.name.in("de"), std::string("Leichte Deckung"));
            }
        }
        QVERIFY(found);
    }

    void badNamesAreRefused_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("error");
        const QString head = "head: {name: {en: Head, de: Kopf}, vital: true}";
        QTest::newRow("no English")
            << "3d-system"
            << "body.yaml" << head << "head: {name: {de: Kopf}, vital: true}"
            << "body.yaml:28:18: 'name' gives no English name (en)";
        QTest::newRow("not a language")
            << "3d-system"
            << "body.yaml" << head << "head: {name: {en: Head, german: Kopf}, vital: true}"
            << "body.yaml:28:29: 'name': 'german' is not a language code (such as en, de or "
               "de_AT)";
        QTest::newRow("a list in a language")
            << "3d-system"
            << "body.yaml" << head << "head: {name: {en: Head, de: [Kopf]}, vital: true}"
            << "body.yaml:28:33: 'name' in 'de' must be text, not a list";
        QTest::newRow("empty English")
            << "3d-system"
            << "body.yaml" << head << "head: {name: {en: '', de: Kopf}, vital: true}"
            << "body.yaml:28:23: 'name' in 'en' must be text, not ''";
        QTest::newRow("a list for a name")
            << "3d-system"
            << "weapons.yaml"
            << "    name: {en: Pump shotgun, de: Pumpgun}"
            << "    name: [Pump shotgun, Pumpgun]"
            << "weapons.yaml:266:11: 'name' must be text or a mapping of languages to text, not "
               "a list";
        QTest::newRow("a skill without English")
            << "3d-system"
            << "ruleset.yaml"
            << "pistol: {en: Pistol, de: Pistole}"
            << "pistol: {de: Pistole}"
            << "ruleset.yaml:30:13: skill 'pistol' gives no English name (en)";
        QTest::newRow("a ground-map situation")
            << "success-pool"
            << "ruleset.yaml"
            << "walking: {name: {en: Walking, de: Gehen}"
            << "walking: {name: {en: Walking, deutsch: Gehen}"
            << "ruleset.yaml:88:35: 'name': 'deutsch' is not a language code";
    }
    void badNamesAreRefused()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, file);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, error);
        QTemporaryDir dir;
        const RulesetLoad load = loadEdited(ruleset, file, from, to, dir);
        QVERIFY(!load.ruleset);
        const QString errors = errorText(load);
        QVERIFY2(errors.contains(QDir(dir.path()).filePath(error)), qPrintable(errors));
    }

    // Every name a person reads in the shipped rulesets is given in German (a name added
    // without one fails here).
    void shippedRulesetsSpeakGerman_data()
    {
        QTest::addColumn<QString>("ruleset");
        for (const char* id :
            { "3d-system", "d6-modern", "d6-stargate", "roll-under", "success-pool" })
            QTest::newRow(id) << id;
    }
    void shippedRulesetsSpeakGerman()
    {
        QFETCH(QString, ruleset);
        const RulesetLoad load = loadRuleset(rulesetPath(ruleset).toStdString());
        QVERIFY2(load.ruleset, qPrintable(errorText(load)));
        const Ruleset& rs = *load.ruleset;
        GermanCheck german;
        german.check(rs.name, "ruleset");
        if (!rs.ground) {
            german.each(rs.body.locations, "location");
            german.each(rs.body.subLocations, "sub-location");
            german.each(rs.weapons, "weapon");
            for (const auto& [id, ammo] : rs.ammo)
                german.check(ammo.name, "ammo");
            german.each(rs.armour, "armour");
            german.each(rs.grenades, "grenade");
            german.each(rs.scopes, "scope");
            german.values(rs.skills, "skill");
            german.values(rs.advantages, "advantage");
        } else if (const d6pool::Rules* r = d6pool::rulesOf(*rs.ground)) {
            german.each(r->modifiers, "modifier");
            german.each(r->weapons, "weapon");
            german.each(r->grenades, "grenade");
            german.each(r->armour, "armour");
            german.values(r->skills, "skill");
        } else if (const auto* e = dynamic_cast<const d6ladder::Engine*>(rs.ground.get())) {
            const d6ladder::Rules& r = e->rules();
            german.values(r.attributes, "attribute");
            for (const auto& [id, skill] : r.skills)
                german.check(skill.name, "skill");
            german.each(r.levels, "difficulty");
            german.each(r.modifiers, "modifier");
            german.each(r.weapons, "weapon");
            german.each(r.armour, "armour");
            german.each(r.protection, "protection");
        } else if (const auto* e = dynamic_cast<const rollunder::Engine*>(rs.ground.get())) {
            const rollunder::Rules& r = e->rules();
            german.each(r.ranges, "range band");
            german.each(r.modes, "fire mode");
            german.each(r.situations, "situation");
            german.values(r.skills, "skill");
            german.each(r.weapons, "weapon");
            german.each(r.armour, "armour");
        } else if (const auto* e = dynamic_cast<const successpool::Engine*>(rs.ground.get())) {
            const successpool::Rules& r = e->rules();
            german.values(r.skills, "skill");
            for (const auto& [id, lineage] : r.lineages)
                german.check(lineage.name, "lineage");
            german.each(r.fireModes, "fire mode");
            german.each(r.situations, "situation");
            german.each(r.weapons, "weapon");
            for (const successpool::Weapon& w : r.weapons)
                german.each(w.blast, "blast ring");
            german.each(r.armour, "armour");
        } else {
            QFAIL("a system this test does not know: name its names above");
        }
        // The weapons the window lists of a ground-map ruleset, whatever the system (its
        // situations are the ruleset's, checked above, and the system's own words, which the
        // translations carry).
        if (rs.ground)
            for (const ground::WeaponChoice& w : rs.ground->weapons())
                german.check(w.name, "weapon choice");
        QVERIFY(german.checked() > 10);
        QVERIFY2(german.missing().isEmpty(), qPrintable(german.missing().join(", ")));
    }
};

QTEST_APPLESS_MAIN(TestRulesetNames)
#include "tst_rulesetnames.moc"
