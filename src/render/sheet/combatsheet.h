// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bodyrenderer.h"
#include "sheetfigures.h"

#include <QByteArray>
#include <QPageLayout>
#include <QPageSize>
#include <QRectF>
#include <QString>
#include <QTransform>

#include <optional>
#include <utility>
#include <vector>

class QPagedPaintDevice;
class QPainter;

namespace hitspread {

// The printable combat sheet players hold at the table (one portrait page): name,
// characteristics and derived values, the body hex diagram with its column letters and row
// numbers, hit boxes, armour PV and ID per location, the Incap / bruising track, wounds,
// initiative and the actions of the three phases, the carried weapons and a quick reference.
// The same code paints the screen, a printer and PDF files. It needs a QGuiApplication
// (fonts).
class CombatSheet {
public:
    // A null character gives the blank sheet: empty boxes, no name, no damage. The ruleset
    // and the character must outlive the sheet.
    CombatSheet(const Ruleset& ruleset, const CharacterState* character);

    // Paints the whole sheet into `area` (the painter's coordinates), keeping its proportions.
    void paint(QPainter& painter, const QRectF& area) const;

    // Where the sheet puts things when painted into `area` (for tests and previews).
    std::vector<QRectF> hitBoxes(const QRectF& area, int location) const;
    std::vector<QRectF> incapBoxes(const QRectF& area) const;
    QRectF bodyDiagramRect(const QRectF& area) const;
    // Every panel by name ("title", "body", "hits", "incap", …): none overlaps another.
    std::vector<std::pair<QString, QRectF>> panels(const QRectF& area) const;

    bool blank() const { return !m_figures; }

private:
    struct LocationRow {
        QRectF name; // the line with the name, PV and ID
        std::vector<QRectF> boxes;
    };
    // The sheet in its own units, 0.1 mm on a sheet 190 mm wide, and the way to the device.
    struct Layout {
        qreal height = 0;
        QTransform toDevice;
        QRectF title, identity, values, formulas, body, caption;
        QRectF locations, incap, wounds, actions, skills, weapons,
            reference; // skills: when there is room
        std::vector<LocationRow> rows;
        std::vector<QRectF> incapBoxes, woundBoxes;
        int hiddenIncapBoxes = 0;
    };
    Layout layout(const QRectF& area) const;
    int hitBoxCount(std::size_t location) const;

    void paintTitle(QPainter& painter, const Layout& l) const;
    void paintIdentity(QPainter& painter, const Layout& l) const;
    void paintValues(QPainter& painter, const Layout& l) const;
    void paintBody(QPainter& painter, const Layout& l) const;
    void paintLocations(QPainter& painter, const Layout& l) const;
    void paintIncap(QPainter& painter, const Layout& l) const;
    void paintWounds(QPainter& painter, const Layout& l) const;
    void paintActions(QPainter& painter, const Layout& l) const;
    void paintSkills(QPainter& painter, const Layout& l) const;
    void paintWeapons(QPainter& painter, const Layout& l) const;
    void paintReference(QPainter& painter, const Layout& l) const;
    void paintDirections(QPainter& painter, const QRectF& area) const;

    const Ruleset& m_ruleset;
    const CharacterState* m_character;
    std::optional<SheetFigures> m_figures;
};

// Paints page 1 of a combat sheet; a null character paints the blank sheet. On a printer,
// e.g. from QPrintPreviewDialog::paintRequested:
//     printer->setPageLayout(combatSheetPageLayout(QPageSize::A4)); // before the dialog
//     QPainter painter(printer);
//     paintCombatSheet(painter, combatSheetArea(*printer), ruleset, &state);
void paintCombatSheet(QPainter& painter, const QRectF& area, const Ruleset& ruleset,
    const CharacterState* stateOrNullForBlank);

// Portrait, 10 mm margins: the page layout of a combat sheet on A4 or Letter (set it on a
// QPrinter before its print dialog, as writeCombatSheetPdf() does on its PDF writer).
QPageLayout combatSheetPageLayout(QPageSize::PageSizeId pageSize);
// The area to pass to paintCombatSheet() on a printer or PDF writer: the page's paint rect
// in the painter's coordinates, whose origin is the paint rect's corner (a printer not in
// full-page mode).
QRectF combatSheetArea(const QPagedPaintDevice& device);

// A one-page PDF of the sheet; empty when the PDF could not be made.
QByteArray combatSheetPdf(QPageSize::PageSizeId pageSize, const Ruleset& ruleset,
    const CharacterState* stateOrNullForBlank);
// Writes that PDF all or nothing (filewrite.h). On failure returns false with a message in
// `error`; a file already there is unchanged.
bool writeCombatSheetPdf(const QString& file, QPageSize::PageSizeId pageSize,
    const Ruleset& ruleset, const CharacterState* stateOrNullForBlank, QString* error);

} // namespace hitspread
