// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Languages: the window in German and back in English, the choice in the Preferences, and
// the German translation complete (read from the source tree's .ts file).
#include "app/dialogs/charactereditor.h"
#include "app/dialogs/preferencesdialog.h"
#include "app/document/coreterms.h"
#include "app/document/session.h"
#include "app/main/language.h"
#include "app/panels/rolllogpanel.h"
#include "app/panels/shooterpanel.h"
#include "app/panels/targetpanel.h"
#include "app/window/bodytable.h"
#include "app/window/bodyview.h"
#include "app/window/groundtable.h"
#include "combatsheet.h"
#include "encounter.h"
#include "testsupport.h"
#include "windowsupport.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QHelpEvent>
#include <QImage>
#include <QLabel>
#include <QLibraryInfo>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolTip>
#include <QXmlStreamReader>

#include <algorithm>

using namespace hitspread;
using namespace hitspread::test;

namespace {

QStringList menuTitles(const BodyTable& window)
{
    QStringList titles;
    for (const QAction* a : window.menuBar()->actions())
        titles << a->text();
    return titles;
}

QString dockTitle(const BodyTable& window, const char* name)
{
    const auto* dock = window.findChild<QDockWidget*>(name);
    return dock ? dock->windowTitle() : QString();
}

// The mnemonic letter of a menu entry ("Sitzung &speichern" → "s"), or none.
QString mnemonic(const QString& text)
{
    const QRegularExpressionMatch m
        = QRegularExpression(QStringLiteral("(?<!&)&([^&])")).match(text);
    return m.hasMatch() ? m.captured(1).toLower() : QString();
}

QStringList placeholders(const QString& text)
{
    QStringList found;
    for (const QRegularExpressionMatch& m :
        QRegularExpression(QStringLiteral("%(\\d|n)")).globalMatch(text))
        found << m.captured();
    found.sort();
    return found;
}

struct TsMessage {
    QString context;
    QString source;
    QString type; // the translation's type attribute: unfinished, vanished, obsolete or empty
    QStringList translations; // one, or the plural forms
};

std::vector<TsMessage> readTs(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    std::vector<TsMessage> messages;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    bool numerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("name"))
                context = xml.readElementText();
            else if (name == QLatin1String("message")) {
                message = { context, {}, {}, {} };
                numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (name == QLatin1String("source"))
                message.source = xml.readElementText();
            else if (name == QLatin1String("translation")) {
                message.type = xml.attributes().value(QLatin1String("type")).toString();
                if (!numerus)
                    message.translations << xml.readElementText();
            } else if (name == QLatin1String("numerusform"))
                message.translations << xml.readElementText();
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            messages.push_back(message);
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}
}

class TestLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName("HitspreadTests");
        QApplication::setApplicationName("tst_language");
        QSettings().clear();
    }

    void cleanup()
    {
        // Every test starts from the English source texts.
        QLocale::setDefault(QLocale::c());
        installTranslators(*qApp, QStringLiteral("en"));
        QSettings().clear();
    }

    void germanWindow()
    {
        QCOMPARE(installTranslators(*qApp, QStringLiteral("de")), QString("de"));
        const auto window = shownWindow();
        QCOMPARE(menuTitles(*window),
            QStringList({ "&Datei", "&Bearbeiten", "&Kampf", "&Ansicht", "&Hilfe" }));
        QCOMPARE(dockTitle(*window, "shooterDock"), QString("Schütze"));
        QCOMPARE(dockTitle(*window, "grenadeDock"), QString("Granate"));
        QCOMPARE(dockTitle(*window, "targetDock"), QString("Ziel"));
        QCOMPARE(dockTitle(*window, "oddsDock"), QString("Chancen"));
        QCOMPARE(dockTitle(*window, "rollLogDock"), QString("Wurfprotokoll"));
        QVERIFY(window->findChild<QAction*>("preferencesAction"));
        QCOMPARE(
            window->findChild<QAction*>("preferencesAction")->text(), QString("&Einstellungen…"));
        // The core's words as the window shows them; the grenade scene's plural.
        QCOMPARE(coreTermShown("unhurt"), QString("unverletzt"));
        QCOMPARE(QCoreApplication::translate("hitspread::TargetPanel", ", %n wound(s)", nullptr, 2),
            QString(", 2 Wunden"));

        // A shot on the table, for a picture of the German window to look at.
        Session* session = window->session();
        session->setDiceMode(true, 1);
        const Hex aim = *parseHex("K12");
        QTest::mouseClick(window->bodyView(), Qt::LeftButton, {},
            window->bodyView()->renderer().hexCenter(aim).toPoint());
        // Medium range for the Anvil (RNG 15): the target 20 m away.
        QVERIFY(standFrom(*session, session->data().target, session->data().actor, 20).isEmpty());
        const QString error = session->fireWithFaces({ 3, 5, 4, 2, 6, 6, 6 });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QTest::qWait(50);
        QVERIFY(window->grab().save(artifactPath("main-window-de.png")));
        window->resize(1024, 768);
        QTest::qWait(50);
        QVERIFY(window->grab().save(artifactPath("main-window-de-1024x768.png")));
        window->resize(1280, 900);
        window->findChild<QDockWidget*>("grenadeDock")->raise();
        QTest::qWait(50);
        QVERIFY(window->grab().save(artifactPath("main-window-de-grenade.png")));
        CharacterEditor editor(session, window.get());
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(editor.grab().save(artifactPath("character-editor-de.png")));
    }

    // The core's sentences in the German window: the working of a shot, and why a request is
    // refused.
    void germanWorkingAndRefusals()
    {
        QCOMPARE(installTranslators(*qApp, QStringLiteral("de")), QString("de"));
        const auto window = shownWindow();
        Session* session = window->session();
        session->setDiceMode(true, 1);
        const Hex aim = *parseHex("K12");
        QTest::mouseClick(window->bodyView(), Qt::LeftButton, {},
            window->bodyView()->renderer().hexCenter(aim).toPoint());
        // Medium range for the Anvil (RNG 15): the target 20 m away.
        QVERIFY(standFrom(*session, session->data().target, session->data().actor, 20).isEmpty());
        const QString error = session->fireWithFaces({ 3, 5, 4, 2, 6, 6, 6 });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString working = window->rollLog()->workingText();
        QVERIFY2(working.contains("auf Reichweite mittel, effektiver RCL"), qPrintable(working));
        QVERIFY2(working.contains("Wurf 3,5,4 + Fertigkeit"), qPrintable(working));
        QVERIFY2(
            !working.contains("shot at") && !working.contains("Roll 3,5,4"), qPrintable(working));
        QTest::qWait(50);
        QVERIFY(window->grab().save(artifactPath("main-window-de-working.png")));

        AttackRequest sevenAims = session->settings();
        sevenAims.aims = 7;
        const QString refused = session->fireRequest(sevenAims, { 1, 2, 3 });
        QVERIFY2(refused.contains("Zielaktionen müssen 0 bis 6"), qPrintable(refused));
        QVERIFY2(!refused.contains("aims must be"), qPrintable(refused));

        GrenadeAction high = session->grenadeAction();
        high.request.impact = *parseHex("A1");
        const QString notLow = session->checkGrenade(high);
        QVERIFY2(notLow.contains("nicht im unteren Drittel des Feldes"), qPrintable(notLow));
    }

    // The ruleset's names in the German window (rulesets/README.md, "Names in several
    // languages"): the Target dock's locations, the weapons, the tooltip of a hex, the working
    // and the roll log of a shot, the combat sheet; back in English, the English names.
    void germanRulesetNames()
    {
        QCOMPARE(installTranslators(*qApp, QStringLiteral("de")), QString("de"));
        const auto window = shownWindow();
        Session* session = window->session();

        auto* table = window->targetPanel()->findChild<QTableWidget*>();
        QVERIFY(table);
        QStringList locations;
        for (int row = 0; row < table->rowCount(); ++row)
            locations << (table->item(row, 0) ? table->item(row, 0)->text() : QString());
        QVERIFY2(locations.contains("Kopf") && locations.contains("Rumpf")
                && locations.contains("Linkes Bein") && !locations.contains("Head"),
            qPrintable(locations.join(", ")));

        auto* weapon = window->shooterPanel()->findChild<QComboBox*>("weaponCombo");
        QVERIFY(weapon);
        QVERIFY(weapon->findText("Pumpgun") >= 0);
        QVERIFY(weapon->findText("Nemesis-Pistole") >= 0);
        QCOMPARE(weapon->findText("Pump shotgun"), -1);

        // The tooltip of the standard aiming point: its sub-location and location.
        BodyView* view = window->bodyView();
        const QPoint solarPlexus
            = view->renderer().hexCenter(session->ruleset()->body.standardAim).toPoint();
        QHelpEvent help(QEvent::ToolTip, solarPlexus, view->mapToGlobal(solarPlexus));
        QApplication::sendEvent(view, &help);
        QVERIFY2(QToolTip::text().contains("Solarplexus (Rumpf)"), qPrintable(QToolTip::text()));

        // A shot at the sternum; the working and the roll log name the places in German.
        session->setDiceMode(true, 1);
        QTest::mouseClick(view, Qt::LeftButton, {},
            view->renderer().hexCenter(session->ruleset()->body.standardAim).toPoint());
        const QString error = session->fireWithFaces({ 6, 5, 4, 4, 4, 4 });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString working = window->rollLog()->workingText();
        QVERIFY2(working.contains("Rumpf"), qPrintable(working));
        QVERIFY2(
            !working.contains("Torso") && !working.contains("Solar plexus"), qPrintable(working));
        QListWidget* log = window->rollLog()->list();
        QVERIFY(log->count() > 0);
        const QString entry = log->item(log->count() - 1)->text();
        QVERIFY2(entry.contains("Rumpf"), qPrintable(entry));
        QTest::qWait(50);
        QVERIFY(window->grab().save(artifactPath("main-window-de-names.png")));

        // The combat sheet of the target, printed from the German window.
        QImage sheet(1240, 1754, QImage::Format_RGB32);
        sheet.fill(Qt::white);
        {
            QPainter painter(&sheet);
            paintCombatSheet(
                painter, QRectF(sheet.rect()), *session->ruleset(), &session->target());
        }
        QVERIFY(sheet.save(artifactPath("combat-sheet-de.png")));

        // Back in English, the names are the English ones again, in sentences too.
        QCOMPARE(installTranslators(*qApp, QStringLiteral("en")), QString("en"));
        const Location& head = session->ruleset()->body.locations.front();
        QCOMPARE(translated(say(HS_TEXT("core", "In the zone: %1."), head.name)),
            QString("In the zone: Head."));
        const auto english = shownWindow();
        auto* englishWeapon = english->shooterPanel()->findChild<QComboBox*>("weaponCombo");
        QVERIFY(englishWeapon->findText("Pump shotgun") >= 0);
        QCOMPARE(englishWeapon->findText("Pumpgun"), -1);
    }

    // A ground-map ruleset's names in the German window: its weapons and situations, and the
    // system's own situations from the translations.
    void germanGroundNames_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<QString>("situation"); // as the list begins it, before its dice
        QTest::newRow("d6-modern") << "d6-modern"
                                   << "Messer (Nahkampf)"
                                   << "Rennen";
        QTest::newRow("d6-stargate") << "d6-stargate"
                                     << "Splittergranate (Wurf)"
                                     << "Volles Ausweichen (der Wurf wird addiert) (Reaktion)";
        QTest::newRow("roll-under") << "roll-under"
                                    << "Speer (Nahkampf)"
                                    << "Hinter Stahl";
        QTest::newRow("success-pool") << "success-pool"
                                      << "Messer (Nahkampf)"
                                      << "Gehen";
    }
    void germanGroundNames()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, weapon);
        QFETCH(QString, situation);
        QCOMPARE(installTranslators(*qApp, QStringLiteral("de")), QString("de"));
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany)); // a decimal comma
        GroundTable window;
        QVERIFY(window.openRuleset(rulesetPath(ruleset)).isEmpty());
        window.resize(1280, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* weapons = window.findChild<QComboBox*>("groundWeapon");
        QVERIFY(weapons);
        QStringList shown;
        for (int i = 0; i < weapons->count(); ++i)
            shown << weapons->itemText(i);
        QVERIFY2(shown.contains(weapon), qPrintable(shown.join(", ")));
        auto* situations = window.findChild<QListWidget*>("groundSituations");
        QVERIFY(situations);
        shown.clear();
        for (int i = 0; i < situations->count(); ++i)
            shown << situations->item(i)->text();
        QVERIFY2(std::any_of(shown.begin(), shown.end(),
                     [&](const QString& item) { return item.startsWith(situation); }),
            qPrintable(shown.join(", ")));
        // The odds as German writes them: "Trefferchance: 90,3 %", never "90.3 %".
        auto* odds = window.findChild<QLabel*>("groundOdds");
        QVERIFY(odds);
        QVERIFY2(odds->text().contains(QRegularExpression(QStringLiteral("\\d,\\d+ %")))
                && !odds->text().contains(QRegularExpression(QStringLiteral("\\d\\.\\d"))),
            qPrintable(odds->text()));
        QTest::qWait(50);
        QVERIFY(window.grab().save(artifactPath("ground-window-de-" + ruleset + ".png")));
    }

    // A broken ruleset or session file: the window names the place as it is (file:line:column)
    // and says what is wrong in German, the sentence and the words within it alike.
    // A counted sentence of the core takes the plural form of the language: in German
    // "1 Erfolg", "3 Erfolge"; in English "1 success", "3 successes" (its own plural forms).
    void countedSentencesInBothLanguages()
    {
        const auto roll = [](int n) {
            return translated(sayCount("Roll %1 at %2 or more: %n success.",
                HS_TEXT_N("core", "Roll %1 at %2 or more: %n successes."), n, "5, 6", 5));
        };
        QCOMPARE(installTranslators(*qApp, QStringLiteral("de")), QString("de"));
        QCOMPARE(roll(1), QString("Wurf 5, 6 auf 5 oder mehr: 1 Erfolg."));
        QCOMPARE(roll(3), QString("Wurf 5, 6 auf 5 oder mehr: 3 Erfolge."));
        QCOMPARE(installTranslators(*qApp, QStringLiteral("en")), QString("en"));
        QCOMPARE(roll(1), QString("Roll 5, 6 at 5 or more: 1 success."));
        QCOMPARE(roll(3), QString("Roll 5, 6 at 5 or more: 3 successes."));
    }

    void germanLoadErrors()
    {
        QCOMPARE(installTranslators(*qApp, QStringLiteral("de")), QString("de"));
        const auto window = shownWindow();

        const QString wrongType = dataPath("invalid/wrong-type");
        QStringList errors = window->openRuleset(wrongType);
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0],
            QDir(wrongType).filePath("weapons.yaml")
                + ":11:10: 'rcl' muss eine ganze Zahl sein, nicht 'heavy'");

        const QString unknownKey = dataPath("invalid/unknown-key-weapon");
        errors = window->openRuleset(unknownKey);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(
            errors[0].startsWith(QDir(unknownKey).filePath("weapons.yaml")
                + ":68:5: eine Waffe: unbekannter Schlüssel 'weight' (bekannt: id, name, kind,"),
            qPrintable(errors[0]));

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("newer.hitspread");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("hitspread_session: 99\nruleset: whatever\n");
        file.close();
        errors = window->openSessionFrom(path);
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0],
            path
                + ":1:20: diese Sitzung wurde von einem neueren Hitspread geschrieben (Format 99); "
                  "diese Version liest Format "
                + QString::number(EncounterFormatVersion));

        // Without the German translator the same messages are the English ones, as the CLI says
        // them.
        installTranslators(*qApp, QStringLiteral("en"));
        errors = window->openRuleset(wrongType);
        QCOMPARE(errors,
            QStringList { QDir(wrongType).filePath("weapons.yaml")
                + ":11:10: 'rcl' must be a whole number, not 'heavy'" });
    }

    void germanStandardDialogs()
    {
        installTranslators(*qApp, QStringLiteral("de"));
        // scripts/setup installs qt6-translations-l10n: without it the check fails, it is not
        // skipped.
        QVERIFY2(
            QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) + "/qtbase_de.qm"),
            "Qt's own German translation is not installed (qt6-translations-l10n)");
        QDialogButtonBox box(QDialogButtonBox::Cancel);
        QCOMPARE(box.button(QDialogButtonBox::Cancel)->text(), QString("Abbrechen"));
    }

    // In both windows (the body diagram's, the ground map's).
    void germanAcceleratorsAreUniqueInEachMenu_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("body diagram") << "3d-system";
        QTest::newRow("ground map") << "d6-modern";
    }

    void germanAcceleratorsAreUniqueInEachMenu()
    {
        QFETCH(QString, ruleset);
        installTranslators(*qApp, QStringLiteral("de"));
        std::unique_ptr<QMainWindow> window;
        if (ruleset == "3d-system") {
            window = shownWindow();
        } else {
            auto ground = std::make_unique<GroundTable>();
            QVERIFY(ground->openRuleset(rulesetPath(ruleset)).isEmpty());
            window = std::move(ground);
        }
        QStringList bar;
        for (QAction* top : window->menuBar()->actions()) {
            bar << mnemonic(top->text());
            QMenu* menu = top->menu();
            QVERIFY(menu);
            QStringList seen;
            for (const QAction* a : menu->actions()) {
                const QString m = mnemonic(a->text());
                if (m.isEmpty())
                    continue;
                QVERIFY2(
                    !seen.contains(m), qPrintable(QString("%1: %2 twice").arg(top->text(), m)));
                seen << m;
            }
        }
        bar.removeDuplicates();
        QCOMPARE(bar.size(), window->menuBar()->actions().size());
    }

    void backToEnglish()
    {
        installTranslators(*qApp, QStringLiteral("de"));
        QCOMPARE(installTranslators(*qApp, QStringLiteral("en")), QString("en"));
        const auto window = shownWindow();
        QCOMPARE(
            menuTitles(*window), QStringList({ "&File", "&Edit", "&Combat", "&View", "&Help" }));
        QCOMPARE(dockTitle(*window, "shooterDock"), QString("Shooter"));
        QCOMPARE(coreTermShown("unhurt"), QString("unhurt"));
        // English ships its plural forms.
        QCOMPARE(QCoreApplication::translate("hitspread::TargetPanel", ", %n wound(s)", nullptr, 1),
            QString(", 1 wound"));
        QCOMPARE(QCoreApplication::translate("hitspread::TargetPanel", ", %n wound(s)", nullptr, 3),
            QString(", 3 wounds"));
    }

    void systemLanguageFollowsTheLocale()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Austria));
        QCOMPARE(installTranslators(*qApp, QString()), QString("de"));
        QCOMPARE(QCoreApplication::translate("hitspread::BodyTable", "&File"), QString("&Datei"));
        // A language Hitspread does not speak: English.
        QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
        QCOMPARE(installTranslators(*qApp, QString()), QString("en"));
        QCOMPARE(QCoreApplication::translate("hitspread::BodyTable", "&File"), QString("&File"));
        // The Preferences' choice wins over the locale.
        setChosenLanguage(QStringLiteral("de"));
        QCOMPARE(installTranslators(*qApp), QString("de"));
    }

    void preferencesKeepTheChoice()
    {
        QCOMPARE(chosenLanguage(), QString());
        {
            PreferencesDialog dialog;
            QComboBox* box = dialog.languageBox();
            QCOMPARE(box->count(), 3);
            QCOMPARE(box->currentIndex(), 0); // the system's language
            box->setCurrentIndex(box->findText("Deutsch"));
            dialog.accept();
        }
        QCOMPARE(chosenLanguage(), QString("de"));
        QCOMPARE(QSettings().value("language").toString(), QString("de"));
        {
            PreferencesDialog dialog;
            QCOMPARE(dialog.languageBox()->currentText(), QString("Deutsch"));
            dialog.languageBox()->setCurrentIndex(0);
            dialog.reject(); // cancelled: nothing changes
        }
        QCOMPARE(chosenLanguage(), QString("de"));
        {
            PreferencesDialog dialog;
            dialog.languageBox()->setCurrentIndex(0);
            dialog.accept();
        }
        QCOMPARE(chosenLanguage(), QString());
        QVERIFY(!QSettings().contains("language"));
        // A picture of the dialog in German.
        installTranslators(*qApp, QStringLiteral("de"));
        PreferencesDialog german;
        german.show();
        QVERIFY(QTest::qWaitForWindowExposed(&german));
        QCOMPARE(german.languageBox()->itemText(0), QString("Systemsprache"));
        QVERIFY(german.grab().save(artifactPath("preferences-de.png")));
    }

    void preferencesFromTheEditMenu()
    {
        const auto window = shownWindow();
        QAction* action = window->findChild<QAction*>("preferencesAction");
        QVERIFY(action);
        bool shown = false;
        QTimer::singleShot(0, [&shown] {
            auto* dialog = qobject_cast<PreferencesDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            shown = true;
            dialog->reject();
        });
        action->trigger();
        QVERIFY(shown);
    }

    void translationsAreComplete_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("de") << "hitspread_de.ts";
        QTest::newRow("en") << "hitspread_en.ts";
    }
    void translationsAreComplete()
    {
        QFETCH(QString, file);
        const std::vector<TsMessage> messages
            = readTs(QStringLiteral(HITSPREAD_TRANSLATIONS "/") + file);
        QVERIFY(!messages.empty());
        for (const TsMessage& m : messages) {
            const QString where = m.context + ": " + m.source;
            QVERIFY2(m.type.isEmpty(), qPrintable(where + " is " + m.type));
            QVERIFY2(!m.translations.isEmpty(), qPrintable(where));
            for (const QString& t : m.translations) {
                QVERIFY2(!t.isEmpty(), qPrintable(where + " has no translation"));
                QVERIFY2(placeholders(t) == placeholders(m.source), qPrintable(where + " → " + t));
                QVERIFY2(mnemonic(t).isEmpty() == mnemonic(m.source).isEmpty(),
                    qPrintable(where + " → " + t));
            }
        }
        if (file.endsWith("_de.ts")) // every text of the window, not only a few
            QVERIFY(messages.size() > 400);
    }

private:
    static QString coreTermShown(const char* word)
    {
        return QCoreApplication::translate("core", word);
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
