// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Help menu of both windows: Keyboard Shortcuts lists every shortcut of the window it is
// opened from (and the keys the body diagram reads itself), no two actions share a key, User
// Guide shows the guide the program carries, and About still opens as before.
#include "app/dialogs/aboutdialog.h"
#include "app/dialogs/shortcutsdialog.h"
#include "app/dialogs/userguidedialog.h"
#include "app/document/session.h"
#include "app/window/bodytable.h"
#include "app/window/bodyview.h"
#include "app/window/documentui.h"
#include "app/window/groundtable.h"
#include "app/window/helpmenu.h"
#include "testsupport.h"
#include "windowsupport.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QUndoCommand>
#include <QUndoStack>

#include <map>
#include <memory>

using namespace hitspread;
using namespace hitspread::test;

namespace {

std::unique_ptr<QMainWindow> openWindow(const QString& which)
{
    if (which == QLatin1String("body"))
        return shownWindow();
    // The ground map, on the ruleset with the most actions of its own.
    auto window = std::make_unique<GroundTable>();
    const QStringList errors = window->openRuleset(rulesetPath("success-pool"));
    if (!errors.isEmpty())
        qFatal("success-pool does not load: %s", qPrintable(errors.join('\n')));
    window->resize(1280, 900);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        qFatal("the window is not shown");
    return window;
}

void addWindows()
{
    QTest::addColumn<QString>("which");
    QTest::newRow("body diagram") << "body";
    QTest::newRow("ground map") << "ground";
}

// Triggers Help ▸ Keyboard Shortcuts; the dialog it shows, once it is on the screen.
ShortcutsDialog* openShortcuts(QMainWindow& window)
{
    auto* action = window.findChild<QAction*>("keyboardShortcutsAction");
    if (!action)
        return nullptr;
    action->trigger();
    auto* dialog = window.findChild<ShortcutsDialog*>();
    return dialog && QTest::qWaitForWindowExposed(dialog) ? dialog : nullptr;
}

std::vector<ShortcutEntry> listed(const ShortcutsDialog& dialog)
{
    const QTableWidget* table = dialog.table();
    std::vector<ShortcutEntry> rows;
    for (int row = 0; row < table->rowCount(); ++row)
        rows.push_back({ table->item(row, 0)->text(), table->item(row, 1)->text(),
            table->item(row, 2)->text() });
    return rows;
}

const ShortcutEntry* find(
    const std::vector<ShortcutEntry>& rows, const QString& place, const QString& action)
{
    for (const ShortcutEntry& e : rows)
        if (e.place == place && e.action == action)
            return &e;
    return nullptr;
}

// The actions whose shortcut works: visible, and put somewhere (a menu, a toolbar, the
// window); an action in no widget has a shortcut that nothing listens to.
std::vector<QAction*> liveShortcutActions(const QMainWindow& window)
{
    std::vector<QAction*> live;
    for (QAction* a : window.findChildren<QAction*>())
        if (!a->shortcuts().isEmpty() && a->isVisible() && !a->associatedObjects().isEmpty())
            live.push_back(a);
    return live;
}

// The headings of a Markdown file, outside its code blocks, without their # marks.
QStringList headings(const QString& markdown)
{
    QStringList found;
    bool inCode = false;
    for (const QString& line : markdown.split('\n')) {
        if (line.startsWith(QLatin1String("```")))
            inCode = !inCode;
        else if (!inCode && line.startsWith('#'))
            found << line.section(' ', 1).trimmed();
    }
    return found;
}

} // namespace

class TestHelpMenu : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The autosaves go to a test folder, never to the user's own.
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName("HitspreadTests");
        QApplication::setApplicationName("tst_helpmenu");
    }

    void helpMenuIsTheSame_data() { addWindows(); }
    void helpMenuIsTheSame()
    {
        QFETCH(QString, which);
        const auto window = openWindow(which);
        const QList<QAction*> bar = window->menuBar()->actions();
        QVERIFY(!bar.isEmpty());
        QCOMPARE(bar.last()->text(), QString("&Help"));
        QMenu* help = bar.last()->menu();
        QVERIFY(help);
        QStringList entries;
        for (const QAction* a : help->actions())
            entries << (a->isSeparator() ? QString("—") : a->text());
        QCOMPARE(entries,
            QStringList({ "&Keyboard Shortcuts", "&User Guide", "—", "&About Hitspread" }));
        QCOMPARE(window->findChild<QAction*>("keyboardShortcutsAction")->shortcut(),
            QKeySequence(Qt::CTRL | Qt::Key_Slash));
        QCOMPARE(window->findChild<QAction*>("userGuideAction")->shortcut(),
            QKeySequence(QKeySequence::HelpContents));
    }

    void everyShortcutIsListed_data() { addWindows(); }
    void everyShortcutIsListed()
    {
        QFETCH(QString, which);
        const auto window = openWindow(which);
        ShortcutsDialog* dialog = openShortcuts(*window);
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY(!dialog->isModal()); // beside the window, while the table plays on
        const std::vector<ShortcutEntry> rows = listed(*dialog);

        // The ones a referee uses most, with their keys as the platform writes them.
        const QString act = which == "body" ? "Fire" : "Resolve";
        const ShortcutEntry* fire = find(rows, "Combat", act);
        QVERIFY2(fire, qPrintable(act));
        QCOMPARE(fire->keys, QString("Ctrl+Return"));
        const ShortcutEntry* undo = find(rows, "Edit", "Undo");
        QVERIFY(undo);
        QVERIFY2(undo->keys.split(", ").contains("Ctrl+Z"), qPrintable(undo->keys));
        const ShortcutEntry* redo = find(rows, "Edit", "Redo");
        QVERIFY(redo);
        QVERIFY2(redo->keys.split(", ").contains("Ctrl+Shift+Z"), qPrintable(redo->keys));
        QCOMPARE(find(rows, "Help", "Keyboard Shortcuts")->keys, QString("Ctrl+/"));
        QCOMPARE(find(rows, "Help", "User Guide")->keys, QString("F1"));

        // Every action with a working shortcut is there, once, with all its keys.
        const std::vector<QAction*> live = liveShortcutActions(*window);
        QVERIFY(live.size() >= (which == "body" ? 15u : 8u));
        for (const QAction* a : live) {
            const QString text = withoutMnemonics(a->text());
            int found = 0;
            for (const ShortcutEntry& e : rows)
                if (e.action == text && e.keys == nativeKeys(a->shortcuts()))
                    ++found;
            QVERIFY2(
                found == 1, qPrintable(text + " is listed " + QString::number(found) + " times"));
        }

        // Grouped by menu, in the menu bar's order: a place never comes back once left.
        QCOMPARE(rows.front().place, QString("File"));
        QStringList places;
        for (const ShortcutEntry& e : rows)
            if (places.isEmpty() || places.last() != e.place) {
                QVERIFY2(!places.contains(e.place), qPrintable(e.place + " twice"));
                places << e.place;
            }
        for (const ShortcutEntry& e : rows)
            QVERIFY2(!e.action.contains('&') && !e.keys.isEmpty(), qPrintable(e.action));

        // The views' own keys follow the menus.
        if (which == "body") {
            QCOMPARE(places.last(), QString("Body diagram"));
            QCOMPARE(find(rows, "Body diagram", "Fire")->keys, QString("Return, Enter"));
            QCOMPARE(find(rows, "Body diagram", "Move the aim one hex up its column")->keys,
                QString("Up"));
            QCOMPARE(find(rows, "Body diagram", "Zoom in or out")->keys, QString("Ctrl+Wheel"));
        } else {
            QCOMPARE(places.last(), QString("Ground map"));
            QCOMPARE(find(rows, "Ground map", "Zoom in or out")->keys, QString("Ctrl+Wheel"));
        }
        QVERIFY(dialog->grab().save(artifactPath("shortcuts-" + which + ".png")));
    }

    void noTwoActionsShareAKey_data() { addWindows(); }
    void noTwoActionsShareAKey()
    {
        QFETCH(QString, which);
        const auto window = openWindow(which);
        std::map<QString, QString> owner;
        for (const QAction* a : liveShortcutActions(*window))
            for (const QKeySequence& k : a->shortcuts()) {
                // A key given twice to one action is as ambiguous as one given to two.
                QVERIFY2(a->shortcuts().count(k) == 1,
                    qPrintable(k.toString() + " twice for " + a->text()));
                const QString key = k.toString(QKeySequence::PortableText);
                const auto [it, added] = owner.emplace(key, a->text());
                QVERIFY2(added || it->second == a->text(),
                    qPrintable(key + ": " + it->second + " and " + a->text()));
            }
    }

    // Undo and Redo by keyboard in both windows: a change undone with Ctrl+Z comes back with
    // Ctrl+Shift+Z (and with the desktop's other Redo keys).
    void undoAndRedoByKeyboard_data() { addWindows(); }
    void undoAndRedoByKeyboard()
    {
        QFETCH(QString, which);
        const auto window = openWindow(which);
        QUndoStack* stack = which == QLatin1String("body")
            ? static_cast<BodyTable*>(window.get())->session()->undoStack()
            : static_cast<GroundTable*>(window.get())->scene()->undoStack();
        // Shortcuts reach the active window.
        QApplication::setActiveWindow(window.get());
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        const int before = stack->index();
        int done = 0;
        stack->push(new QUndoCommand(QStringLiteral("a change")));
        QCOMPARE(stack->index(), before + 1);
        for (const QKeySequence& redoKey : redoKeys()) {
            QTest::keySequence(window.get(), QKeySequence::Undo);
            QCOMPARE(stack->index(), before);
            QTest::keySequence(window.get(), redoKey);
            QVERIFY2(stack->index() == before + 1, qPrintable(redoKey.toString()));
            ++done;
        }
        QVERIFY(done >= 1);
        QCOMPARE(redoKeys().front(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    }

    // Asked again, the same list comes to the front, read afresh: the undo action's text
    // follows the stack.
    void shortcutsAreReadAgain()
    {
        const auto window = shownWindow();
        ShortcutsDialog* dialog = openShortcuts(*window);
        QVERIFY(dialog);
        dialog->close();
        QVERIFY(!dialog->isVisible());
        BodyView* view = window->bodyView();
        QTest::mouseClick(
            view, Qt::LeftButton, {}, view->renderer().hexCenter(*parseHex("K12")).toPoint());
        const QString undoText = window->session()->undoStack()->undoText();
        QVERIFY(!undoText.isEmpty());
        QCOMPARE(openShortcuts(*window), dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY(find(listed(*dialog), "Edit", "Undo " + undoText));
        QCOMPARE(window->findChildren<ShortcutsDialog*>().size(), 1);
    }

    void userGuideShowsTheGuide_data() { addWindows(); }
    void userGuideShowsTheGuide()
    {
        QFETCH(QString, which);
        const auto window = openWindow(which);
        auto* action = window->findChild<QAction*>("userGuideAction");
        QVERIFY(action);
        action->trigger();
        auto* dialog = window->findChild<UserGuideDialog*>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QVERIFY(!dialog->isModal());

        // The program carries the guide as it is in the source tree, and shows every heading.
        const QString source = QString::fromStdString(readText(HITSPREAD_USER_GUIDE));
        QCOMPARE(userGuideMarkdown(), source);
        const QStringList titles = headings(source);
        QVERIFY(titles.size() >= 10);
        QVERIFY(titles.contains("Running a fight with the Combatants dock"));
        const QString shown = dialog->browser()->toPlainText();
        for (const QString& title : titles)
            QVERIFY2(shown.contains(title), qPrintable(title));
        // Markdown read as Markdown: no heading marks left, the tables are tables.
        QVERIFY(!shown.contains("## "));
        QVERIFY(!shown.contains("| --- |"));
        QVERIFY(dialog->grab().save(artifactPath("user-guide-" + which + ".png")));

        // Closed and asked again: the same dialog, not a second one.
        dialog->close();
        action->trigger();
        QVERIFY(dialog->isVisible());
        QCOMPARE(window->findChildren<UserGuideDialog*>().size(), 1);
    }

    // About keeps its text and behaviour: a modal dialog naming the ruleset in use.
    void aboutStillOpens_data()
    {
        QTest::addColumn<QString>("which");
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("body diagram") << "body"
                                      << "3d-system";
        QTest::newRow("ground map") << "ground"
                                    << "success-pool";
    }
    void aboutStillOpens()
    {
        QFETCH(QString, which);
        QFETCH(QString, ruleset);
        const auto window = openWindow(which);
        auto* about = window->findChild<QAction*>("aboutAction");
        QVERIFY(about);
        QCOMPARE(about->text(), QString("&About Hitspread"));
        QString text;
        bool shown = false;
        QTimer::singleShot(0, [&] {
            auto* dialog = qobject_cast<AboutDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            shown = true;
            text = dialog->rulesetText();
            dialog->reject();
        });
        about->trigger();
        QVERIFY(shown);
        QVERIFY2(text.contains("(" + ruleset + ")"), qPrintable(text));
    }
};

QTEST_MAIN(TestHelpMenu)
#include "tst_helpmenu.moc"
