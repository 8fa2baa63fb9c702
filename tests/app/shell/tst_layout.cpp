// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Both windows at the screen sizes people have (1024 × 700 to 2560 × 1440), in English and in
// German: the diagram or map keeps half the window's width, no dock's tab bar is covered,
// every dock's first control shows, no text is cut off, the tables need no sideways
// scrolling; and the dock layout saved for one language does not spoil the other's. Each
// case leaves a picture in the test artifacts.
#include "app/document/session.h"
#include "app/main/language.h"
#include "app/widgets/columnfit.h"
#include "app/widgets/docklayout.h"
#include "app/window/bodytable.h"
#include "app/window/bodyview.h"
#include "app/window/groundtable.h"
#include "testsupport.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableView>
#include <QTest>

#include <memory>

using namespace hitspread;
using namespace hitspread::test;

namespace {

// The window on a screen of `screen`: the room resizeToFit leaves it for its frame and the
// desktop's panel.
QSize windowOn(QSize screen)
{
    return screen - QSize(16, 40);
}

QRect inWindow(const QWidget* w)
{
    return QRect(w->mapTo(w->window(), QPoint(0, 0)), w->size());
}

// The part of `w` its parents do not clip, in the window's coordinates.
QRect shownPart(const QWidget* w)
{
    QRect r = inWindow(w);
    for (const QWidget* p = w->parentWidget(); p && !p->isWindow(); p = p->parentWidget())
        r &= inWindow(p);
    return r & w->window()->rect();
}

bool within(const QWidget* w, const QWidget* ancestor)
{
    for (; w; w = w->parentWidget())
        if (w == ancestor)
            return true;
    return false;
}

QString describe(const QWidget* w)
{
    QString text;
    if (const auto* label = qobject_cast<const QLabel*>(w))
        text = label->text();
    else if (const auto* button = qobject_cast<const QAbstractButton*>(w))
        text = button->text();
    const QRect r = inWindow(w);
    return QStringLiteral("%1 \"%2\" at %3,%4 %5×%6")
        .arg(QString::fromLatin1(w->metaObject()->className()), text.left(60))
        .arg(r.x())
        .arg(r.y())
        .arg(r.width())
        .arg(r.height());
}

// The first control a user meets in a dock, reading from the top left.
QWidget* firstControl(const QDockWidget* dock)
{
    QWidget* first = nullptr;
    auto before = [dock](const QWidget* a, const QWidget* b) {
        const QPoint pa = a->mapTo(dock, QPoint(0, 0));
        const QPoint pb = b->mapTo(dock, QPoint(0, 0));
        return pa.y() != pb.y() ? pa.y() < pb.y() : pa.x() < pb.x();
    };
    QList<QWidget*> widgets = dock->widget()->findChildren<QWidget*>();
    widgets.prepend(dock->widget());
    for (QWidget* w : widgets) {
        const bool control = qobject_cast<QComboBox*>(w) || qobject_cast<QAbstractSpinBox*>(w)
            || qobject_cast<QAbstractButton*>(w) || qobject_cast<QAbstractItemView*>(w)
            || (qobject_cast<QLineEdit*>(w) && !qobject_cast<QAbstractSpinBox*>(w->parent()));
        if (control && w->isVisible() && w->focusPolicy() != Qt::NoFocus
            && (!first || before(w, first)))
            first = w;
    }
    return first;
}

// What a user would find wrong in the window as it stands; empty when nothing.
QStringList layoutFaults(QMainWindow& window)
{
    QStringList faults;
    const int central = window.centralWidget()->width();
    if (2 * central < window.width())
        faults
            << QStringLiteral("the diagram is %1 of %2 px wide").arg(central).arg(window.width());

    // The tab bars of tabbed docks: every tab whole and nothing over it.
    for (QTabBar* bar : window.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        if (!bar->isVisible())
            continue;
        if (shownPart(bar) != inWindow(bar))
            faults << QStringLiteral("tab bar cut off: ") + describe(bar);
        if (bar->sizeHint().width() > bar->width())
            faults << QStringLiteral("tab titles cut short: ") + describe(bar);
        for (int i = 0; i < bar->count(); ++i) {
            const QRect tab = bar->tabRect(i);
            if (!bar->rect().contains(tab))
                faults << QStringLiteral("tab \"%1\" not whole").arg(bar->tabText(i));
            const QPoint centre = bar->mapTo(&window, tab.center());
            if (window.childAt(centre) != bar)
                faults << QStringLiteral("tab \"%1\" covered by %2")
                              .arg(bar->tabText(i),
                                  window.childAt(centre) ? describe(window.childAt(centre))
                                                         : QStringLiteral("nothing"));
        }
    }

    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        if (!dock->isVisible() || dock->visibleRegion().isEmpty())
            continue; // behind another dock's tab
        const QString name = dock->objectName();
        if (shownPart(dock) != inWindow(dock))
            faults << name + QStringLiteral(" runs off the window");
        QWidget* first = firstControl(dock);
        if (!first) {
            faults << name + QStringLiteral(" has no control");
        } else {
            // A list or table shows at least its top rows, any other control whole.
            const QRect whole = inWindow(first);
            const QRect shown = shownPart(first);
            const bool list = qobject_cast<QAbstractItemView*>(first);
            const QRect needed
                = list ? whole.adjusted(0, 0, 0, std::min(0, 100 - whole.height())) : whole;
            if ((shown & needed) != needed)
                faults << name + QStringLiteral(": first control not whole: ") + describe(first);
            QWidget* atCentre = window.childAt(shown.center());
            if (!within(atCentre, first))
                faults << name + QStringLiteral(": first control covered: ") + describe(first);
        }
        // Text is never cut off: a label that does not wrap, a button or a check box is as
        // wide as its text needs and its width shows.
        for (QWidget* w : dock->widget()->findChildren<QWidget*>()) {
            auto* label = qobject_cast<QLabel*>(w);
            auto* button = qobject_cast<QAbstractButton*>(w);
            if (!w->isVisible() || (!label && !button) || (label && label->wordWrap()))
                continue;
            if ((label && label->text().isEmpty()) || (button && button->text().isEmpty()))
                continue;
            const QRect shown = shownPart(w);
            if (shown.isEmpty())
                continue; // scrolled out of view, up or down
            const QRect whole = inWindow(w);
            if (shown.left() != whole.left() || shown.right() != whole.right()
                || w->width() < w->minimumSizeHint().width())
                faults << name + QStringLiteral(": text cut off: ") + describe(w);
        }
        // Tables show their columns without sideways scrolling.
        for (QTableView* table : dock->widget()->findChildren<QTableView*>()) {
            if (!table->isVisible() || shownPart(table).isEmpty())
                continue;
            if (table->horizontalScrollBar()->maximum() > 0)
                faults << name + QStringLiteral(": table scrolls sideways: ")
                        + table->accessibleName() + table->objectName();
        }
    }
    return faults;
}

QString caseName(const QString& window, QSize screen, const QString& language)
{
    return QStringLiteral("layout-%1-%2x%3-%4")
        .arg(window)
        .arg(screen.width())
        .arg(screen.height())
        .arg(language);
}

void addSizes()
{
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<QString>("language");
    for (const QSize screen :
        { QSize(1024, 700), QSize(1366, 768), QSize(1920, 1080), QSize(2560, 1440) })
        for (const QString& language : { QStringLiteral("en"), QStringLiteral("de") })
            QTest::addRow("%dx%d %s", screen.width(), screen.height(), qPrintable(language))
                << screen << language;
}

// The docks take their widths after a show or a resize, the panels lay themselves out and
// the tables fit their columns: the moment for that (a fault that stays is reported later).
void settle(QMainWindow& window)
{
    if (const auto* docks = window.findChild<DockLayout*>()) {
        const bool placed = QTest::qWaitFor([docks] { return docks->settled(); }, 1000);
        Q_UNUSED(placed)
        QApplication::processEvents(); // the window lays the docks out at their new widths
    }
    const bool settled = QTest::qWaitFor([&] { return layoutFaults(window).isEmpty(); }, 500);
    Q_UNUSED(settled)
}

bool shownAt(QMainWindow& window, QSize size)
{
    window.resize(size);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)
        || !QTest::qWaitFor([&] { return window.size() == size; }, 1000))
        return false;
    settle(window);
    return true;
}

// Every dock raised in turn (a tab at a time); the faults of each.
QStringList faultsOfEveryDock(QMainWindow& window)
{
    QStringList faults = layoutFaults(window);
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        dock->raise();
        settle(window);
        for (const QString& fault : layoutFaults(window))
            if (!faults.contains(fault))
                faults << fault;
    }
    return faults;
}

// The docks brought up by a click on their tabs, as a user does; false when a click misses.
bool clickTabs(QMainWindow& window, std::initializer_list<const char*> docks)
{
    for (const char* name : docks) {
        const auto* dock = window.findChild<QDockWidget*>(name);
        bool clicked = false;
        for (QTabBar* bar : window.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
            for (int i = 0; bar->isVisible() && !clicked && i < bar->count(); ++i) {
                if (bar->tabText(i) == dock->windowTitle()) {
                    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(i).center());
                    clicked = true;
                }
            }
        }
        settle(window);
        if (!clicked || !window.rect().intersects(dock->geometry()))
            return false;
    }
    return true;
}

// Whether the two docks show at once, side by side or one over the other, each at least 100
// pixels high and 150 wide: whose turn it is and what the last action did, without a tab.
bool bothInView(QMainWindow& window, const char* first, const char* second)
{
    for (const char* name : { first, second }) {
        const auto* dock = window.findChild<QDockWidget*>(name);
        if (!dock || !dock->isVisible() || dock->visibleRegion().isEmpty() || dock->height() < 100
            || dock->width() < 150) {
            qWarning("%s is not in view: %d×%d", name, dock ? dock->width() : 0,
                dock ? dock->height() : 0);
            return false;
        }
    }
    const QRect a = window.findChild<QDockWidget*>(first)->geometry();
    const QRect b = window.findChild<QDockWidget*>(second)->geometry();
    return !a.intersects(b);
}

} // namespace

class TestLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName("HitspreadTests");
        QApplication::setApplicationName("tst_layout");
        QSettings().clear();
    }

    void cleanup()
    {
        installTranslators(*qApp, QStringLiteral("en"));
        QSettings().clear();
    }

    void bodyWindow_data() { addSizes(); }

    // The 3d System's window after a shot, a round started and a wound, so that the roll log,
    // the tracker and the target's table have their longest lines.
    void bodyWindow()
    {
        QFETCH(QSize, screen);
        QFETCH(QString, language);
        QCOMPARE(installTranslators(*qApp, language), language);
        BodyTable window;
        QVERIFY(window.openRuleset(rulesetPath("3d-system")).isEmpty());
        Session* session = window.session();
        session->setDiceMode(false, 3);
        QTest::mouseClick(window.bodyView(), Qt::LeftButton, {},
            window.bodyView()->renderer().hexCenter(*parseHex("K12")).toPoint());
        QCOMPARE(session->fire(), QString());
        // A grenade at the feet fills the grenade table's locations and damage; a bullet left
        // stuck makes the target's state its longest ("wounded, bullet stuck").
        AttackRequest feet = session->settings();
        feet.target = *parseHex("K28");
        session->changeSettings(feet, "Aim");
        GrenadeAction grenade = session->data().grenade;
        grenade.distances = { 4.0 };
        session->changeGrenade(grenade, "Distance");
        window.throwGrenade();
        QCOMPARE(session->log().size(), std::size_t(2));
        CharacterState hurt = session->target();
        const auto torso
            = static_cast<std::size_t>(session->ruleset()->body.locationIndex("torso"));
        hurt.wounds = std::max(1, hurt.wounds);
        hurt.locations[torso].wounds = std::max(1, hurt.locations[torso].wounds);
        hurt.locations[torso].stuckBullets = 1;
        session->changeTarget(hurt, "hurt");
        QCOMPARE(session->addSceneToTracker(), QString());
        window.startRound();
        const QSize size = windowOn(screen);
        QVERIFY2(shownAt(window, size),
            qPrintable(QStringLiteral("the window is %1×%2, its least %3×%4")
                           .arg(window.width())
                           .arg(window.height())
                           .arg(window.minimumSizeHint().width())
                           .arg(window.minimumSizeHint().height())));
        const QString name = caseName("body", screen, language);
        QVERIFY(window.grab().save(artifactPath(name + ".png")));
        const QStringList faults = faultsOfEveryDock(window);
        QVERIFY(clickTabs(window, { "grenadeDock", "targetDock" }));
        QVERIFY(window.grab().save(artifactPath(name + "-grenade-target.png")));
        QVERIFY(bothInView(window, "trackerDock", "rollLogDock"));
        QVERIFY(clickTabs(window, { "oddsDock" }));
        QVERIFY(window.grab().save(artifactPath(name + "-odds.png")));
        qInfo("%s: diagram %d of %d px (%.0f %%)", qPrintable(name),
            window.centralWidget()->width(), window.width(),
            100.0 * window.centralWidget()->width() / window.width());
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join('\n')));
    }

    void groundWindow_data() { addSizes(); }

    // The ground map's window with a shot in its log and a round started.
    void groundWindow()
    {
        QFETCH(QSize, screen);
        QFETCH(QString, language);
        QCOMPARE(installTranslators(*qApp, language), language);
        GroundTable window;
        QVERIFY(window.openRuleset(rulesetPath("d6-modern")).isEmpty());
        window.scene()->setDiceMode(false, 5);
        QCOMPARE(window.resolveNow(), QString());
        QCOMPARE(window.startRoundNow(), QString());
        const QSize size = windowOn(screen);
        QVERIFY2(shownAt(window, size),
            qPrintable(QStringLiteral("the window is %1×%2, its least %3×%4")
                           .arg(window.width())
                           .arg(window.height())
                           .arg(window.minimumSizeHint().width())
                           .arg(window.minimumSizeHint().height())));
        const QString name = caseName("ground", screen, language);
        QVERIFY(window.grab().save(artifactPath(name + ".png")));
        const QStringList faults = faultsOfEveryDock(window);
        QVERIFY(bothInView(window, "groundTrackerDock", "groundLogDock"));
        qInfo("%s: map %d of %d px (%.0f %%)", qPrintable(name), window.centralWidget()->width(),
            window.width(), 100.0 * window.centralWidget()->width() / window.width());
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join('\n')));
    }

    // A window shown wide and then made small: the docks give up width to the diagram.
    void narrowedAfterShow()
    {
        QCOMPARE(installTranslators(*qApp, QStringLiteral("de")), QString("de"));
        BodyTable window;
        QVERIFY(window.openRuleset(rulesetPath("3d-system")).isEmpty());
        QVERIFY(shownAt(window, windowOn(QSize(1920, 1080))));
        window.resize(windowOn(QSize(1024, 700)));
        QTRY_COMPARE(window.size(), windowOn(QSize(1024, 700)));
        settle(window);
        QVERIFY(2 * window.centralWidget()->width() >= window.width());
        QVERIFY(window.grab().save(artifactPath("layout-body-narrowed-de.png")));
        const QStringList faults = layoutFaults(window);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join('\n')));
    }

    // How a table's columns share its width: their text on one line while it fits, then
    // lines broken between words, then the first column's word whole and the others' cut.
    void shareColumns_data()
    {
        using Widths = std::vector<int>;
        QTest::addColumn<Widths>("natural");
        QTest::addColumn<Widths>("words");
        QTest::addColumn<Widths>("least");
        QTest::addColumn<int>("room");
        QTest::addColumn<Widths>("expected");
        QTest::newRow("all fit") << Widths { 50, 80, 40 } << Widths { 40, 30, 40 }
                                 << Widths { 20, 20, 20 } << 200 << Widths { 50, 80, 40 };
        QTest::newRow("the widest wraps") << Widths { 50, 120, 40 } << Widths { 40, 30, 40 }
                                          << Widths { 20, 20, 20 } << 150 << Widths { 50, 60, 40 };
        QTest::newRow("two wrap alike") << Widths { 100, 120, 40 } << Widths { 40, 30, 40 }
                                        << Widths { 20, 20, 20 } << 140 << Widths { 50, 50, 40 };
        QTest::newRow("words cut, the first whole")
            << Widths { 100, 120, 80 } << Widths { 60, 70, 70 } << Widths { 20, 20, 20 } << 140
            << Widths { 60, 40, 40 };
        QTest::newRow("too narrow for the least") << Widths { 100, 120 } << Widths { 60, 70 }
                                                  << Widths { 30, 30 } << 40 << Widths { 30, 30 };
    }

    void shareColumns()
    {
        using Widths = std::vector<int>;
        QFETCH(Widths, natural);
        QFETCH(Widths, words);
        QFETCH(Widths, least);
        QFETCH(int, room);
        QFETCH(Widths, expected);
        QCOMPARE(ColumnFit::share(natural, words, least, room), expected);
    }

    // The docks a user narrows in German stay German: the English window starts with its own
    // layout, and the German one gets the narrower docks back.
    void savedLayoutPerLanguage()
    {
        const QSize size = windowOn(QSize(1920, 1080));
        QCOMPARE(installTranslators(*qApp, QStringLiteral("de")), QString("de"));
        int start = 0;
        {
            auto window = std::make_unique<BodyTable>();
            QVERIFY(shownAt(*window, size));
            auto* shooter = window->findChild<QDockWidget*>("shooterDock");
            start = shooter->width();
            window->resizeDocks({ shooter }, { start - 40 }, Qt::Horizontal);
            QTRY_COMPARE(shooter->width(), start - 40);
            QVERIFY(window->close());
        }
        QVERIFY(QSettings().contains("window/docks/de"));
        QVERIFY(!QSettings().contains("window/docks/en"));

        QCOMPARE(installTranslators(*qApp, QStringLiteral("en")), QString("en"));
        {
            auto window = std::make_unique<BodyTable>();
            QVERIFY(shownAt(*window, size));
            auto* shooter = window->findChild<QDockWidget*>("shooterDock");
            QCOMPARE(shooter->width(), start);
            QVERIFY(window->close());
        }
        QVERIFY(QSettings().contains("window/docks/en"));

        QCOMPARE(installTranslators(*qApp, QStringLiteral("de")), QString("de"));
        auto window = std::make_unique<BodyTable>();
        QVERIFY(shownAt(*window, size));
        QCOMPARE(window->findChild<QDockWidget*>("shooterDock")->width(), start - 40);
    }

    // A saved layout that leaves the diagram less than half the window (saved at another
    // size, or by a version whose docks were wider, or the one saved for every language) is
    // dropped for the default one.
    void tooWideLayoutDropped_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("version");
        QTest::newRow("this language's")
            << QStringLiteral("window/docks/de") << DockLayout::Version;
        QTest::newRow("every language's, from before")
            << QStringLiteral("window/state") << DockLayout::Version;
        QTest::newRow("an older default's") << QStringLiteral("window/docks/de") << 0;
    }

    void tooWideLayoutDropped()
    {
        QFETCH(QString, key);
        QFETCH(int, version);
        QCOMPARE(installTranslators(*qApp, QStringLiteral("de")), QString("de"));
        QByteArray wide;
        {
            BodyTable window;
            QVERIFY(shownAt(window, windowOn(QSize(1920, 1080))));
            window.resizeDocks({ window.findChild<QDockWidget*>("shooterDock"),
                                   window.findChild<QDockWidget*>("combatantsDock") },
                { 600, 600 }, Qt::Horizontal);
            QTRY_VERIFY(2 * window.centralWidget()->width() < window.width());
            wide = window.saveState(version);
        }
        QSettings().clear();
        QSettings().setValue(key, wide);

        BodyTable window;
        QVERIFY(window.openRuleset(rulesetPath("3d-system")).isEmpty());
        const QSize size = windowOn(QSize(1366, 768));
        QVERIFY(shownAt(window, size));
        QVERIFY(2 * window.centralWidget()->width() >= window.width());
        QVERIFY(!QSettings().contains(key));
        QVERIFY(layoutFaults(window).isEmpty());
    }
};

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
