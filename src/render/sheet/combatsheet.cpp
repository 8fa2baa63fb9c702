// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combatsheet.h"
#include "qs.h"

#include "filewrite.h"

#include "sheetdrawing.h"

#include <QBuffer>
#include <QFile>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>

namespace hitspread {

using namespace sheetdrawing;

namespace {
    // The sheet's own units: 0.1 mm on a sheet 190 mm wide (A4 or Letter less 10 mm margins).
    constexpr qreal sheetWidth = 1900;
    // The shortest sheet everything fits on: Letter less its margins is 2516 units high.
    constexpr qreal minimumHeight = 2480;
    constexpr qreal gap = 22;
    constexpr qreal nameLine = 38;
    constexpr int blankIncapBoxes = 66;
    constexpr int blankWoundBoxes = 10;
    constexpr int maxTrackLines = 4; // more Incap than this shows as a number to keep
    constexpr qreal referenceHeight = 312;
    constexpr qreal captionHeight = 58;
    constexpr qreal maxDiagramWidth = 1060;
    constexpr qreal skillLine = 36;

    // A track of boxes in reading order, `perLine` to a line, `pitch` apart, from `origin`.
    std::vector<QRectF> track(QPointF origin, int count, int perLine, qreal pitch)
    {
        std::vector<QRectF> boxes;
        const qreal size = pitch - boxSpacing;
        for (int i = 0; i < count; ++i) {
            const int line = i / perLine, column = i % perLine;
            boxes.emplace_back(origin.x() + column * pitch, origin.y() + line * pitch, size, size);
        }
        return boxes;
    }

    int linesFor(int count, int perLine)
    {
        return std::max(1, (count + perLine - 1) / perLine);
    }
}

CombatSheet::CombatSheet(const Ruleset& ruleset, const CharacterState* character)
    : m_ruleset(ruleset)
    , m_character(character)
{
    if (character)
        m_figures = sheetFigures(ruleset, *character);
}

int CombatSheet::hitBoxCount(std::size_t location) const
{
    if (!m_figures || location >= m_figures->locations.size())
        return 0; // the blank sheet: a full line, crossed out beyond the character's hits
    return m_figures->locations[location].maxHits;
}

CombatSheet::Layout CombatSheet::layout(const QRectF& area) const
{
    Layout l;
    // The sheet keeps its width and grows downward with the page; on a page too wide for
    // it, it is fitted by height and centred.
    qreal scale = area.width() / sheetWidth;
    l.height = area.height() / scale;
    if (l.height < minimumHeight) {
        scale = area.height() / minimumHeight;
        l.height = minimumHeight;
    }
    l.toDevice = QTransform(
        scale, 0, 0, scale, area.left() + (area.width() - sheetWidth * scale) / 2, area.top());

    qreal y = 0;
    l.title = QRectF(0, y, sheetWidth, 86);
    y = l.title.bottom() + 16;
    l.identity = QRectF(0, y, sheetWidth, 78);
    y = l.identity.bottom() + 18;
    l.values = QRectF(0, y, sheetWidth, 116);
    y = l.values.bottom() + 4;
    l.formulas = QRectF(0, y, sheetWidth, 50);
    y = l.formulas.bottom() + 14;

    l.reference = QRectF(0, l.height - referenceHeight, sheetWidth, referenceHeight);
    const int weaponRows
        = m_figures ? std::clamp(static_cast<int>(m_figures->weapons.size()), 3, 6) : 4;
    const qreal weaponsHeight = headingHeight + 40 + weaponRows * weaponRow + 4;
    l.weapons = QRectF(0, l.reference.top() - gap - weaponsHeight, sheetWidth, weaponsHeight);
    const QRectF middle(0, y, sheetWidth, l.weapons.top() - gap - y);

    // The diagram, at the top of its column, as large as the column's height allows; the
    // tracks take the rest of the width.
    BodyRenderer body(&m_ruleset.body);
    body.fitTo(QRectF(0, 0, maxDiagramWidth, middle.height() - captionHeight));
    const QRectF field = body.fieldRect();
    const qreal leftWidth = std::clamp<qreal>(std::ceil(field.width()), 760, maxDiagramWidth);
    l.body = QRectF(0, middle.top(), leftWidth, std::ceil(field.height()));
    l.caption = QRectF(0, l.body.bottom(), leftWidth, captionHeight);
    const qreal right = leftWidth + 40;
    const qreal width = sheetWidth - right;
    // Boxes as large as fits 22 to a line (every shipped location), and no larger than 4 mm.
    const qreal pitch = std::min(maxBoxPitch, (width + boxSpacing) / 22);
    const int perLine = std::max(10, static_cast<int>((width + boxSpacing) / pitch));

    // The right column, top down; what is left over goes partly between the location rows,
    // the rest between the panels.
    std::vector<int> lines;
    qreal rowsHeight = 0;
    for (std::size_t i = 0; i < m_ruleset.body.locations.size(); ++i) {
        const int count = m_figures ? hitBoxCount(i) : perLine;
        lines.push_back(std::min(2, linesFor(count, perLine)));
        rowsHeight += nameLine + 2 + lines.back() * pitch + 10;
    }
    const int incap = m_figures ? m_figures->incapMax : blankIncapBoxes;
    const int incapShown = incap > maxTrackLines * perLine ? 0 : incap;
    const qreal locationsHeight = headingHeight + 8 + rowsHeight;
    const qreal incapHeight
        = headingHeight + 8 + 34 + linesFor(std::max(incapShown, 1), perLine) * pitch + 36;
    const qreal woundsHeight = headingHeight + 10 + pitch + 60;
    const qreal actionsHeight = headingHeight + 8 + 60 + 132 + 34;
    qreal extra = std::max<qreal>(0,
        middle.height() - locationsHeight - incapHeight - woundsHeight - actionsHeight - 3 * gap);
    // The skills and advantages, where the page is tall enough (A4).
    const int skillLines
        = m_figures ? std::max(1, (static_cast<int>(m_figures->skills.size()) + 2) / 3) : 3;
    const qreal skillsHeight = headingHeight + 8 + (skillLines + 1) * skillLine + 4;
    const bool skills = extra >= skillsHeight + gap;
    if (skills)
        extra -= skillsHeight + gap;
    const int panels = skills ? 4 : 3;
    const qreal rowExtra = lines.empty() ? 0 : std::min<qreal>(14, extra * 0.4 / lines.size());
    const qreal spacing = gap + (extra - rowExtra * lines.size()) / panels;

    qreal top = middle.top();
    l.locations = QRectF(right, top, width, locationsHeight + rowExtra * lines.size());
    qreal rowTop = top + headingHeight + 8 + rowExtra / 2;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const int count = m_figures ? hitBoxCount(i) : perLine;
        LocationRow row;
        row.name = QRectF(right, rowTop, width, nameLine);
        row.boxes
            = track({ right, rowTop + nameLine + 2 }, std::min(count, 2 * perLine), perLine, pitch);
        rowTop += nameLine + 2 + lines[i] * pitch + 10 + rowExtra;
        l.rows.push_back(std::move(row));
    }
    top = l.locations.bottom() + spacing;
    l.incap = QRectF(right, top, width, incapHeight);
    l.incapBoxes = track({ right, top + headingHeight + 8 + 34 }, incapShown, perLine, pitch);
    l.hiddenIncapBoxes = incap - incapShown;
    top = l.incap.bottom() + spacing;
    l.wounds = QRectF(right, top, width, woundsHeight);
    const int wounds = m_figures ? std::max(blankWoundBoxes, m_figures->wounds) : blankWoundBoxes;
    l.woundBoxes
        = track({ right, top + headingHeight + 10 }, std::min(wounds, perLine - 7), perLine, pitch);
    top = l.wounds.bottom() + spacing;
    l.actions = QRectF(right, top, width, actionsHeight);
    if (skills)
        l.skills = QRectF(right, l.actions.bottom() + spacing, width, skillsHeight);
    return l;
}

void CombatSheet::paint(QPainter& painter, const QRectF& area) const
{
    const Layout l = layout(area);
    painter.save();
    painter.setTransform(l.toDevice, true);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    painter.setFont(font(24));
    paintTitle(painter, l);
    paintIdentity(painter, l);
    paintValues(painter, l);
    paintBody(painter, l);
    paintLocations(painter, l);
    paintIncap(painter, l);
    paintWounds(painter, l);
    paintActions(painter, l);
    if (!l.skills.isEmpty())
        paintSkills(painter, l);
    paintWeapons(painter, l);
    paintReference(painter, l);
    painter.restore();
}

std::vector<QRectF> CombatSheet::hitBoxes(const QRectF& area, int location) const
{
    const Layout l = layout(area);
    std::vector<QRectF> boxes;
    if (location < 0 || location >= static_cast<int>(l.rows.size()))
        return boxes;
    for (const QRectF& b : l.rows[static_cast<std::size_t>(location)].boxes)
        boxes.push_back(l.toDevice.mapRect(b));
    return boxes;
}

std::vector<QRectF> CombatSheet::incapBoxes(const QRectF& area) const
{
    const Layout l = layout(area);
    std::vector<QRectF> boxes;
    for (const QRectF& b : l.incapBoxes)
        boxes.push_back(l.toDevice.mapRect(b));
    return boxes;
}

QRectF CombatSheet::bodyDiagramRect(const QRectF& area) const
{
    const Layout l = layout(area);
    BodyRenderer body(&m_ruleset.body);
    body.fitTo(l.body);
    return l.toDevice.mapRect(body.fieldRect());
}

std::vector<std::pair<QString, QRectF>> CombatSheet::panels(const QRectF& area) const
{
    const Layout l = layout(area);
    std::vector<std::pair<QString, QRectF>> named { { "title", l.title },
        { "identity", l.identity }, { "values", l.values }, { "formulas", l.formulas },
        { "body", l.body }, { "caption", l.caption }, { "hits", l.locations }, { "incap", l.incap },
        { "wounds", l.wounds }, { "actions", l.actions }, { "skills", l.skills },
        { "weapons", l.weapons }, { "reference", l.reference } };
    std::erase_if(named, [](const auto& panel) { return panel.second.isEmpty(); });
    for (auto& [name, rect] : named)
        rect = l.toDevice.mapRect(rect);
    return named;
}

void CombatSheet::paintTitle(QPainter& painter, const Layout& l) const
{
    painter.setPen(Qt::NoPen);
    painter.setBrush(band());
    painter.drawRoundedRect(l.title, 10, 10);
    const QRectF inside = l.title.adjusted(26, 0, -26, 0);
    const QFont title = font(54, true);
    painter.setFont(title);
    painter.setPen(Qt::white);
    const QString text = QStringLiteral("COMBAT SHEET");
    painter.drawText(inside, Qt::AlignLeft | Qt::AlignVCenter, text);
    const qreal used = QFontMetricsF(title).horizontalAdvance(text) + 40;
    const QRectF right(
        inside.left() + used, inside.top() + 10, inside.width() - used, inside.height() - 20);
    fittedText(painter, QRectF(right.left(), right.top(), right.width(), right.height() * 0.56),
        Qt::AlignRight | Qt::AlignVCenter, qs(m_ruleset.name), 24, true, Qt::white);
    fittedText(painter,
        QRectF(right.left(), right.top() + right.height() * 0.56, right.width(),
            right.height() * 0.44),
        Qt::AlignRight | Qt::AlignVCenter,
        blank() ? QStringLiteral("Blank sheet: fill in your character")
                : QStringLiteral("Hitspread combat sheet"),
        18, false, QColor(0xc8, 0xd0, 0xd8));
}

void CombatSheet::paintIdentity(QPainter& painter, const Layout& l) const
{
    struct Field {
        QString label;
        QString value;
        qreal width;
    };
    const std::vector<Field> fields {
        { "NAME", m_figures ? qs(m_figures->name) : QString(), 760 },
        { "SPECIES", m_figures ? QString::fromStdString(m_figures->species) : QString(), 520 },
        { "PLAYER", QString(), 0 },
    };
    qreal x = l.identity.left();
    const qreal spacing = 20;
    for (const Field& field : fields) {
        const qreal width = field.width > 0 ? field.width : l.identity.right() - x;
        const QRectF r(x, l.identity.top(), width, l.identity.height());
        painter.setPen(QPen(ink(), boxLine));
        painter.setBrush(Qt::white);
        painter.drawRoundedRect(r, 8, 8);
        fittedText(painter, QRectF(r.left() + 14, r.top() + 4, r.width() - 28, 22),
            Qt::AlignLeft | Qt::AlignVCenter, field.label, 17, true, faint());
        if (!field.value.isEmpty())
            fittedText(painter,
                QRectF(r.left() + 14, r.top() + 26, r.width() - 28, r.height() - 30),
                Qt::AlignLeft | Qt::AlignVCenter, field.value, 36, true);
        x += width + spacing;
    }
}

void CombatSheet::paintValues(QPainter& painter, const Layout& l) const
{
    const std::vector<SheetValue> stats
        = m_figures ? m_figures->characteristics : characteristicLabels();
    const std::vector<SheetValue> derived
        = m_figures ? m_figures->derived : derivedLabels(m_ruleset);
    const qreal spacing = 12, groupGap = 34, statWidth = 112;
    const qreal derivedWidth = derived.empty()
        ? 0
        : (sheetWidth - stats.size() * statWidth - (stats.size() - 1) * spacing - groupGap
              - (derived.size() - 1) * spacing)
            / derived.size();
    qreal x = 0;
    for (const SheetValue& v : stats) {
        valueBox(painter, QRectF(x, l.values.top(), statWidth, l.values.height()),
            QString::fromStdString(v.label), m_figures ? QString::number(v.value) : QString());
        x += statWidth + spacing;
    }
    x += groupGap - spacing;
    for (const SheetValue& v : derived) {
        QString note;
        QString value = m_figures ? QString::number(v.value) : QString();
        if (m_figures && v.id == "str_bonus" && m_figures->martialArtsBonus > 0)
            note = QString("+%1 Martial Arts").arg(m_figures->martialArtsBonus);
        valueBox(painter, QRectF(x, l.values.top(), derivedWidth, l.values.height()),
            QString::fromStdString(v.label), value, note);
        x += derivedWidth + spacing;
    }
    // How the derived values are worked out, for the blank sheet and for checking.
    QStringList parts;
    for (const SheetValue& v : derivedLabels(m_ruleset)) {
        QString label = QString::fromStdString(v.label);
        if (v.id == "wound_threshold")
            label += QStringLiteral(" (wound threshold)");
        QString part = label + " = " + QString::fromStdString(readableFormula(v.formula));
        if (v.id == "str_bonus")
            part += " (Martial Arts adds rank / 3, rounded up)";
        parts << part;
    }
    const QString text
        = parts.join(QStringLiteral("   ·   ")) + QStringLiteral("   ·   Fractions round down.");
    fittedText(painter, l.formulas.adjusted(4, 0, -4, 0),
        Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, text, 19, false, faint());
}

void CombatSheet::paintBody(QPainter& painter, const Layout& l) const
{
    BodyRenderer renderer(&m_ruleset.body);
    renderer.fitTo(l.body);
    BodyPaintState state;
    state.vector = true;
    state.edgeLabels = true;
    state.character = m_character;
    if (m_figures && m_figures->status != CharacterStatus::Ok)
        state.banner = QString::fromLatin1(toString(m_figures->status)).toUpper();
    const QRectF frame = renderer.fieldRect();
    painter.setPen(QPen(rule(), thinLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(frame, 8, 8);
    painter.setFont(font(24));
    renderer.paint(painter, state);

    // The standard aiming point: a ring players can find at a glance.
    const Hex aim = m_ruleset.body.standardAim;
    const QPointF centre = renderer.hexCenter(aim);
    const qreal size = renderer.hexSize();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(ink(), size / 7));
    painter.drawEllipse(centre, size * 0.48, size * 0.48);
    painter.drawEllipse(centre, size * 0.12, size * 0.12);

    const QString aimLabel = QString::fromStdString(label(aim));
    const QString lowerThird = QString::number(m_ruleset.body.lowerThirdRow + 1);
    const QString text = QString(
        "Call a hex by its column letter and row number, e.g. %1, the standard aiming point "
        "(ringed). "
        "Odd columns (B, D, …) sit half a hex lower. Grenades land in the lower third: rows %2–%3.")
                             .arg(aimLabel, lowerThird)
                             .arg(m_ruleset.body.rows);
    fittedText(painter,
        QRectF(frame.left(), l.caption.top() + 6, frame.width(), l.caption.height() - 6),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text, 19, false, faint());
}

void paintCombatSheet(QPainter& painter, const QRectF& area, const Ruleset& ruleset,
    const CharacterState* stateOrNullForBlank)
{
    CombatSheet(ruleset, stateOrNullForBlank).paint(painter, area);
}

QPageLayout combatSheetPageLayout(QPageSize::PageSizeId pageSize)
{
    return QPageLayout(QPageSize(pageSize), QPageLayout::Portrait, QMarginsF(10, 10, 10, 10),
        QPageLayout::Millimeter);
}

QRectF combatSheetArea(const QPagedPaintDevice& device)
{
    const QRect paint = device.pageLayout().paintRectPixels(device.logicalDpiX());
    return QRectF(QPointF(0, 0), QSizeF(paint.size()));
}

QByteArray combatSheetPdf(QPageSize::PageSizeId pageSize, const Ruleset& ruleset,
    const CharacterState* stateOrNullForBlank)
{
    QBuffer out;
    out.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&out);
        writer.setPageLayout(combatSheetPageLayout(pageSize));
        writer.setResolution(600);
        writer.setCreator(QStringLiteral("Hitspread"));
        const QString name = stateOrNullForBlank && stateOrNullForBlank->sheet
            ? qs(stateOrNullForBlank->sheet->name)
            : QString();
        writer.setTitle(name.isEmpty() ? QStringLiteral("Combat sheet")
                                       : QStringLiteral("Combat sheet: ") + name);
        QPainter painter;
        if (!painter.begin(&writer))
            return {};
        paintCombatSheet(painter, combatSheetArea(writer), ruleset, stateOrNullForBlank);
        painter.end();
    }
    return out.data();
}

bool writeCombatSheetPdf(const QString& file, QPageSize::PageSizeId pageSize,
    const Ruleset& ruleset, const CharacterState* stateOrNullForBlank, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    const QByteArray bytes = combatSheetPdf(pageSize, ruleset, stateOrNullForBlank);
    if (bytes.isEmpty())
        return fail(QString("cannot write '%1': the PDF could not be started").arg(file));
    if (const auto written = writeFileAtomically(QFile::encodeName(file).toStdString(),
            std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()))))
        return fail(QString("cannot write '%1' (nothing was changed): %2")
                        .arg(file, QString::fromStdString(written->text())));
    return true;
}

} // namespace hitspread
