// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The printable combat sheet: boxes blank or marked, every panel on the page and apart, and
// the whole sheet against a reference picture.
#include "combatsheet.h"
#include "testsupport.h"

#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace hitspread;
using namespace hitspread::test;

namespace {
// A page at `dpi` with the sheet painted inside its 10 mm margins, as the PDF has it.
struct Page {
    QImage image;
    QRectF area;
};

Page render(const Ruleset& rs, const CharacterState* character, QPageSize::PageSizeId size, int dpi)
{
    const QPageLayout layout = combatSheetPageLayout(size);
    Page page;
    page.image = QImage(layout.fullRectPixels(dpi).size(), QImage::Format_RGB32);
    page.image.fill(Qt::white);
    page.area = QRectF(layout.paintRectPixels(dpi));
    QPainter painter(&page.image);
    paintCombatSheet(painter, page.area, rs, character);
    return page;
}

// How dark a box is inside: the median of a grid clear of its border, so the small number
// printed in every fifth box does not count.
int insideGrey(const QImage& image, const QRectF& box)
{
    std::vector<int> greys;
    for (int i = 0; i < 5; ++i) {
        for (int j = 0; j < 5; ++j) {
            const QPoint at(qRound(box.left() + box.width() * (0.2 + 0.15 * i)),
                qRound(box.top() + box.height() * (0.2 + 0.15 * j)));
            greys.push_back(qGray(image.pixel(at)));
        }
    }
    std::nth_element(greys.begin(), greys.begin() + 12, greys.end());
    return greys[12];
}

// Max.Rock after a bad round: torso 15 → 9, left arm shot through past half its hits,
// Incap 30 → 14 with 5 bruising, two wounds, the flak jacket's torso ID 20 → 12.
CharacterState hurtOperative(const Ruleset& rs)
{
    CharacterState state = CharacterState::fromSheet(rs, rs.characters.at("operative"));
    state.locations[static_cast<std::size_t>(rs.body.locationIndex("torso"))].hits = 9;
    state.locations[static_cast<std::size_t>(rs.body.locationIndex("left_arm"))].hits = -6;
    state.armour[0].idLeft[static_cast<std::size_t>(rs.body.locationIndex("torso"))] = 12;
    state.incap = 14;
    state.bruising = 5;
    state.wounds = 2;
    return state;
}
}

class TestCombatSheet : public QObject {
    Q_OBJECT
private slots:
    void blankSheetHasEmptyBoxes()
    {
        const Ruleset& rs = shippedRuleset();
        const Page page = render(rs, nullptr, QPageSize::A4, 100);
        page.image.save(artifactPath("combat-sheet-blank.png"));
        const CombatSheet sheet(rs, nullptr);
        for (int location = 0; location < static_cast<int>(rs.body.locations.size()); ++location) {
            const std::vector<QRectF> boxes = sheet.hitBoxes(page.area, location);
            QVERIFY(boxes.size() >= 20); // a whole line to cross out beyond one's hits
            for (const QRectF& box : boxes)
                QVERIFY2(insideGrey(page.image, box) > 230,
                    qPrintable(QString("location %1").arg(location)));
        }
        const std::vector<QRectF> incap = sheet.incapBoxes(page.area);
        QVERIFY(incap.size() >= 50);
        for (const QRectF& box : incap)
            QVERIFY(insideGrey(page.image, box) > 230);
    }

    void damageIsMarked()
    {
        const Ruleset& rs = shippedRuleset();
        const CharacterState state = hurtOperative(rs);
        const Page page = render(rs, &state, QPageSize::A4, 100);
        page.image.save(artifactPath("combat-sheet-hurt.png"));
        const CombatSheet sheet(rs, &state);

        // One box per hit; the damage taken is filled from the left.
        const std::vector<QRectF> torso = sheet.hitBoxes(page.area, rs.body.locationIndex("torso"));
        QCOMPARE(torso.size(), std::size_t(15));
        for (std::size_t i = 0; i < torso.size(); ++i) {
            const int grey = insideGrey(page.image, torso[i]);
            QVERIFY2(i < 6 ? grey < 100 : grey > 230,
                qPrintable(QString("torso box %1: grey %2").arg(i + 1).arg(grey)));
        }
        for (const QRectF& box : sheet.hitBoxes(page.area, rs.body.locationIndex("left_arm")))
            QVERIFY(insideGrey(page.image, box) < 100); // past 0: every box filled
        for (const QRectF& box : sheet.hitBoxes(page.area, rs.body.locationIndex("head")))
            QVERIFY(insideGrey(page.image, box) > 230);

        // §7: bruising from the left, standard damage from the right.
        const std::vector<QRectF> incap = sheet.incapBoxes(page.area);
        QCOMPARE(incap.size(), std::size_t(30));
        for (std::size_t i = 0; i < incap.size(); ++i) {
            const int grey = insideGrey(page.image, incap[i]);
            if (i < 5)
                QVERIFY2(grey < 215 && grey > 20,
                    qPrintable(QString("bruising box %1: grey %2").arg(i + 1).arg(grey)));
            else if (i >= 14)
                QVERIFY2(
                    grey < 100, qPrintable(QString("damage box %1: grey %2").arg(i + 1).arg(grey)));
            else
                QVERIFY2(
                    grey > 230, qPrintable(QString("open box %1: grey %2").arg(i + 1).arg(grey)));
        }
    }

    void everyPanelFitsThePage_data()
    {
        QTest::addColumn<QString>("character");
        QTest::addColumn<int>("size");
        for (const auto& [key, sheet] : shippedRuleset().characters) {
            QTest::newRow(qPrintable(QString::fromStdString(key) + " A4"))
                << QString::fromStdString(key) << int(QPageSize::A4);
            QTest::newRow(qPrintable(QString::fromStdString(key) + " Letter"))
                << QString::fromStdString(key) << int(QPageSize::Letter);
        }
        QTest::newRow("blank A4") << QString() << int(QPageSize::A4);
        QTest::newRow("blank Letter") << QString() << int(QPageSize::Letter);
    }
    void everyPanelFitsThePage()
    {
        QFETCH(QString, character);
        QFETCH(int, size);
        const Ruleset& rs = shippedRuleset();
        std::optional<CharacterState> state;
        if (!character.isEmpty())
            state = CharacterState::fromSheet(rs, rs.characters.at(character.toStdString()));
        const CombatSheet sheet(rs, state ? &*state : nullptr);
        const QRectF area
            = QRectF(combatSheetPageLayout(QPageSize::PageSizeId(size)).paintRectPixels(600));
        const auto panels = sheet.panels(area);
        QVERIFY(panels.size() >= 12);
        const QRectF page = area.adjusted(-0.5, -0.5, 0.5, 0.5);
        for (std::size_t i = 0; i < panels.size(); ++i) {
            QVERIFY2(
                page.contains(panels[i].second), qPrintable(panels[i].first + " leaves the page"));
            for (std::size_t j = i + 1; j < panels.size(); ++j) {
                const QRectF overlap = panels[i].second.intersected(panels[j].second);
                QVERIFY2(overlap.width() < 1 || overlap.height() < 1,
                    qPrintable(panels[i].first + " overlaps " + panels[j].first));
            }
        }
        auto panel = [&](const QString& name) {
            for (const auto& [n, r] : panels) {
                if (n == name)
                    return r.adjusted(-0.5, -0.5, 0.5, 0.5);
            }
            return QRectF();
        };
        for (int location = 0; location < static_cast<int>(rs.body.locations.size()); ++location) {
            for (const QRectF& box : sheet.hitBoxes(area, location))
                QVERIFY(panel("hits").contains(box));
        }
        for (const QRectF& box : sheet.incapBoxes(area))
            QVERIFY(panel("incap").contains(box));
        QVERIFY(panel("body").contains(sheet.bodyDiagramRect(area)));
    }

    // The whole filled sheet at 100 dpi in grey against the picture in tests/data, looked at
    // and approved once. HITSPREAD_WRITE_REFERENCE=1 writes it anew after a deliberate change.
    void looksLikeTheReference()
    {
        const Ruleset& rs = shippedRuleset();
        const CharacterState state = hurtOperative(rs);
        const QImage actual = render(rs, &state, QPageSize::A4, 100)
                                  .image.convertToFormat(QImage::Format_Grayscale8);
        actual.save(artifactPath("combat-sheet-actual.png"));
        const QString referencePath = dataPath("sheets/combat-sheet-a4-100dpi.png");
        if (qEnvironmentVariableIntValue("HITSPREAD_WRITE_REFERENCE") == 1) {
            // Sixteen greys keep the file small; the comparison allows far more than their steps.
            QList<QRgb> greys;
            for (int level = 0; level < 16; ++level)
                greys << qRgb(level * 17, level * 17, level * 17);
            QDir().mkpath(QFileInfo(referencePath).path());
            QVERIFY(actual.convertToFormat(QImage::Format_Indexed8, greys, Qt::ThresholdDither)
                        .save(referencePath));
            qInfo("reference written to %s; compared against it below", qPrintable(referencePath));
        }
        const QImage reference = QImage(referencePath).convertToFormat(QImage::Format_Grayscale8);
        QVERIFY2(!reference.isNull(), qPrintable("no reference picture " + referencePath));
        QCOMPARE(actual.size(), reference.size());
        qint64 differing = 0;
        for (int y = 0; y < actual.height(); ++y) {
            const uchar* a = actual.constScanLine(y);
            const uchar* b = reference.constScanLine(y);
            for (int x = 0; x < actual.width(); ++x)
                differing += std::abs(int(a[x]) - int(b[x])) > 48;
        }
        const double share = double(differing) / (qint64(actual.width()) * actual.height());
        QVERIFY2(share <= 0.005,
            qPrintable(
                QString("%1 % of the pixels differ from the reference (at most 0.5 %); see %2")
                    .arg(share * 100, 0, 'f', 2)
                    .arg(artifactPath("combat-sheet-actual.png"))));
    }

    void writingToAMissingFolderFails()
    {
        QString error;
        QVERIFY(!writeCombatSheetPdf(
            "/nonexistent/folder/sheet.pdf", QPageSize::A4, shippedRuleset(), nullptr, &error));
        QVERIFY2(error.contains("cannot write '/nonexistent/folder/sheet.pdf'"), qPrintable(error));
    }
};

QTEST_MAIN(TestCombatSheet)
#include "tst_combatsheet.moc"
