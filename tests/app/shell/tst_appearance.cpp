// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The colours: Preferences ▸ Colours turns the window and both diagrams dark (or light) at
// once, kept for the next start; the desktop's palette comes back when asked for.
#include "app/dialogs/preferencesdialog.h"
#include "app/main/appearance.h"
#include "app/window/bodytable.h"
#include "app/window/bodyview.h"
#include "app/window/groundtable.h"
#include "app/window/mapview.h"
#include "testsupport.h"
#include "windowsupport.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QListWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QStyleOptionButton>
#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {
bool darkColour(const QColor& c)
{
    return c.lightness() < 100;
}

void choose(const QString& palette)
{
    PreferencesDialog dialog;
    QComboBox* box = dialog.paletteBox();
    box->setCurrentIndex(box->findData(palette));
    QVERIFY(box->currentIndex() >= 0);
    dialog.accept();
    QTest::qWait(20); // the palette reaches the widgets through their events
}
}

class TestAppearance : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName("HitspreadTests");
        QApplication::setApplicationName("tst_appearance");
        QSettings().clear();
        applyPalette(); // the desktop's, kept to come back to
    }

    void darkAtOnceAndKept()
    {
        const QColor desktopBase = QApplication::palette().color(QPalette::Base);
        QCOMPARE(chosenPalette(), QString());
        const auto window = operativesWindow();
        window->resize(1366, 768);
        QVERIFY(window->session()->fire().isEmpty());
        BodyView* view = window->bodyView();
        // An empty hex of the field's top-left corner shows the ground.
        const QPoint ground = view->renderer().hexCenter(fromOffset({ 0, 0 })).toPoint();
        QVERIFY(!darkColour(view->grab().toImage().pixelColor(ground)));

        choose(QStringLiteral("dark"));
        QCOMPARE(chosenPalette(), QString("dark"));
        QCOMPARE(QSettings().value("appearance/palette").toString(), QString("dark"));
        QVERIFY(darkColour(QApplication::palette().color(QPalette::Base)));
        const QImage dark = view->grab().toImage();
        QVERIFY(darkColour(dark.pixelColor(ground)));
        // The locations keep their hues, darker: the torso still reads as blue.
        const QColor torso
            = dark.pixelColor(view->renderer().hexCenter(*parseHex("J12")).toPoint());
        QVERIFY2(torso.blue() > torso.red(), qPrintable(torso.name()));
        QVERIFY(window->grab().save(artifactPath("main-window-dark.png")));
        // The Shooter dock's check boxes and the advantages' boxes show on the dark window:
        // each box has an outline as bright as the labels beside it.
        const auto brightest = [](const QImage& image, const QRect& rect) {
            int most = 0;
            for (int y = rect.top(); y <= rect.bottom(); ++y)
                for (int x = rect.left(); x <= rect.right(); ++x)
                    if (image.rect().contains(x, y))
                        most = std::max(most, image.pixelColor(x, y).lightness());
            return most;
        };
        auto* stance = window->findChild<QCheckBox*>("stanceCheck");
        QVERIFY(stance && stance->isVisible());
        QStyleOptionButton option;
        option.initFrom(stance);
        const QRect indicator
            = stance->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, stance);
        QVERIFY2(brightest(stance->grab().toImage(), indicator) >= 150,
            qPrintable(QString::number(brightest(stance->grab().toImage(), indicator))));
        auto* advantages = window->findChild<QListWidget*>("advantagesList");
        QVERIFY(advantages && advantages->count() > 0);
        const QRect row = advantages->visualItemRect(advantages->item(0));
        const int boxWidth = advantages->style()->pixelMetric(QStyle::PM_IndicatorWidth);
        const QImage list = advantages->viewport()->grab().toImage();
        QVERIFY2(brightest(list, QRect(row.left(), row.top(), boxWidth + 4, row.height())) >= 150,
            "the advantages' boxes do not show");

        // The ground map too.
        GroundTable ground2;
        QVERIFY(ground2.openRuleset(rulesetPath("d6-modern")).isEmpty());
        ground2.resize(1366, 768);
        ground2.show();
        QVERIFY(QTest::qWaitForWindowExposed(&ground2));
        const QImage map = ground2.view()->grab().toImage();
        QVERIFY(darkColour(map.pixelColor(4, map.height() - 4)));
        QVERIFY(ground2.grab().save(artifactPath("ground-window-dark.png")));

        choose(QStringLiteral("light"));
        QVERIFY(!darkColour(QApplication::palette().color(QPalette::Base)));
        QVERIFY(!darkColour(view->grab().toImage().pixelColor(ground)));
        QVERIFY(!darkColour(ground2.view()->grab().toImage().pixelColor(4, map.height() - 4)));

        choose(QString());
        QCOMPARE(chosenPalette(), QString());
        QCOMPARE(QApplication::palette().color(QPalette::Base), desktopBase);
        // No colour set of its own: Qt takes every role from the desktop's theme, again when
        // the desktop changes it.
        QCOMPARE(QApplication::palette().resolveMask(), QPalette::ResolveMask(0));
    }
};

QTEST_MAIN(TestAppearance)
#include "tst_appearance.moc"
