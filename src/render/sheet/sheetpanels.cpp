// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The combat sheet's tracks: hits and armour per location, Incap and bruising, wounds,
// initiative and actions, and the weapons table.
#include "combatsheet.h"
#include "qs.h"

#include "sheetdrawing.h"

#include <QPainter>

#include <algorithm>

namespace hitspread {

using namespace sheetdrawing;

namespace {
    QString conditionText(const SheetLocation& location)
    {
        QString text = QString::fromLatin1(toString(location.condition));
        const int overflow = -location.hitsLeft;
        if (overflow > 0)
            text += QString(" (overflow %1)").arg(overflow);
        if (location.vital && location.hitsLeft <= 0)
            text += QStringLiteral(": dead");
        return text;
    }

    // A label and an empty or filled-in box side by side; returns the left edge used.
    qreal labelledBoxLeftOf(QPainter& painter, qreal right, qreal top, qreal height,
        const QString& label, qreal boxWidth, const QString& value)
    {
        const QRectF boxRect(right - boxWidth, top, boxWidth, height);
        box(painter, boxRect);
        if (!value.isEmpty())
            fittedText(painter, boxRect.adjusted(3, 0, -3, 0), Qt::AlignCenter, value,
                height * 0.66, true);
        const qreal labelWidth = QFontMetricsF(font(19, true)).horizontalAdvance(label) + 8;
        fittedText(painter, QRectF(boxRect.left() - labelWidth - 8, top, labelWidth, height),
            Qt::AlignRight | Qt::AlignVCenter, label, 19, true);
        return boxRect.left() - labelWidth - 8;
    }
}

void CombatSheet::paintLocations(QPainter& painter, const Layout& l) const
{
    heading(painter, l.locations, QStringLiteral("HITS & ARMOUR"),
        blank() ? QStringLiteral("one box per hit: cross out the boxes beyond yours")
                : QStringLiteral("fill one box per point of damage"));
    for (std::size_t i = 0; i < l.rows.size(); ++i) {
        const LocationRow& row = l.rows[i];
        const Location& location = m_ruleset.body.locations[i];
        const SheetLocation* figures
            = m_figures && i < m_figures->locations.size() ? &m_figures->locations[i] : nullptr;
        const QRectF& line = row.name;
        const qreal boxHeight = line.height() - 6;
        const qreal top = line.top() + 1;

        // Armour at the right: PV, then the ID left (of the ID it started with).
        QString pv, id;
        if (figures && figures->armour.empty()) {
            pv = id = QStringLiteral("–");
        } else if (figures) {
            pv = QString::number(
                figures->armour.size() > 1 ? figures->pv : figures->armour.front().pv);
            QStringList ids;
            for (const SheetArmour& a : figures->armour)
                ids << (a.idLeft == a.idMax ? QString::number(a.idMax)
                                            : QString("%1/%2").arg(a.idLeft).arg(a.idMax));
            id = ids.join('+');
        }
        qreal left = labelledBoxLeftOf(
            painter, line.right(), top, boxHeight, QStringLiteral("ID"), 124, id);
        left = labelledBoxLeftOf(painter, left - 16, top, boxHeight, QStringLiteral("PV"), 62, pv);

        // The location's colour from the diagram, its name and, once hurt, its condition.
        const QRectF swatch(line.left(), line.center().y() - 12, 24, 24);
        painter.setPen(QPen(ink(), thinLine));
        painter.setBrush(BodyRenderer::locationColor(static_cast<int>(i), false));
        painter.drawRect(swatch);
        const QString name = qs(location.name);
        const qreal nameWidth
            = std::min<qreal>(300, QFontMetricsF(font(25, true)).horizontalAdvance(name) + 6);
        fittedText(painter, QRectF(swatch.right() + 10, line.top(), nameWidth, line.height()),
            Qt::AlignLeft | Qt::AlignVCenter, name, 25, true);
        qreal x = swatch.right() + 10 + nameWidth + 8;
        if (figures) {
            const QString hits = QString("%1 hits").arg(figures->maxHits);
            const qreal hitsWidth = QFontMetricsF(font(20)).horizontalAdvance(hits) + 6;
            fittedText(painter, QRectF(x, line.top() + 2, hitsWidth, line.height()),
                Qt::AlignLeft | Qt::AlignVCenter, hits, 20);
            x += hitsWidth + 8;
        }
        const QRectF after(x, line.top(), std::max<qreal>(0, left - 16 - x), line.height());
        if (figures && figures->condition != LocationCondition::Unhurt)
            fittedText(painter, after, Qt::AlignLeft | Qt::AlignVCenter, conditionText(*figures),
                19, true, alert());
        else if (location.vital)
            fittedText(painter, after, Qt::AlignLeft | Qt::AlignVCenter,
                QStringLiteral("vital: 0 hits is death"), 17, false, faint());

        const int damage = figures ? std::max(0, figures->damage()) : 0;
        for (std::size_t b = 0; b < row.boxes.size(); ++b) {
            if (static_cast<int>(b) < damage) {
                markBox(painter, row.boxes[b], Mark::Standard);
            } else {
                box(painter, row.boxes[b]);
                boxNumber(painter, row.boxes[b], static_cast<int>(b) + 1);
            }
        }
    }
}

void CombatSheet::paintIncap(QPainter& painter, const Layout& l) const
{
    QString note = QStringLiteral("one box per Incap point");
    if (m_figures)
        note = QString("Incap %1 · %2 left · bruising %3")
                   .arg(m_figures->incapMax)
                   .arg(m_figures->incapLeft)
                   .arg(m_figures->bruising);
    const QRectF inside = heading(painter, l.incap, QStringLiteral("INCAP / BRUISING"), note);

    // The key: bruising from the left, standard damage from the right (rules §7).
    const qreal keyTop = inside.top() + 6;
    const QRectF bruiseKey(inside.left(), keyTop + 3, 24, 24);
    markBox(painter, bruiseKey, Mark::Bruising);
    fittedText(painter, QRectF(bruiseKey.right() + 8, keyTop, inside.width() / 2 - 40, 30),
        Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("bruising: mark from the left →"), 19);
    const QRectF standardKey(inside.right() - 24, keyTop + 3, 24, 24);
    markBox(painter, standardKey, Mark::Standard);
    fittedText(painter,
        QRectF(inside.center().x(), keyTop, standardKey.left() - 8 - inside.center().x(), 30),
        Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("← standard damage: mark from the right"),
        19);

    const int count = static_cast<int>(l.incapBoxes.size());
    const int standard = m_figures ? std::clamp(m_figures->standardDamage(), 0, count) : 0;
    const int bruising = m_figures ? std::clamp(m_figures->bruising, 0, count) : 0;
    for (int i = 0; i < count; ++i) {
        const QRectF& b = l.incapBoxes[static_cast<std::size_t>(i)];
        if (i >= count - standard) {
            markBox(painter, b, Mark::Standard);
        } else if (i < bruising) {
            markBox(painter, b, Mark::Bruising);
        } else {
            box(painter, b);
            boxNumber(painter, b, i + 1);
        }
    }
    qreal below = l.incapBoxes.empty() ? inside.top() + 40 : l.incapBoxes.back().bottom();
    QString rules = QStringLiteral("All boxes marked (bruising ≥ Incap left): unconscious. 10 past "
                                   "0: fatal. Bruising heals 1 an hour.");
    if (l.hiddenIncapBoxes > 0)
        rules = QString("Incap %1 is too long a track to print: keep the count. ")
                    .arg(m_figures ? m_figures->incapMax : 0)
            + rules;
    else if (m_figures && m_figures->incapLeft < 0)
        rules = QString("%1 past 0. ").arg(-m_figures->incapLeft) + rules;
    fittedText(painter,
        QRectF(inside.left(), below + 6, inside.width(), l.incap.bottom() - below - 6),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, rules, 19, false, faint());
}

void CombatSheet::paintWounds(QPainter& painter, const Layout& l) const
{
    const QString note = m_figures
        ? QString("DAM above WT %1 is a wound").arg(m_figures->woundThreshold)
        : QStringLiteral("DAM above the wound threshold is a wound");
    const QRectF inside = heading(painter, l.wounds, QStringLiteral("WOUNDS"), note);
    const int wounds = m_figures ? m_figures->wounds : 0;
    for (std::size_t i = 0; i < l.woundBoxes.size(); ++i) {
        if (static_cast<int>(i) < wounds)
            markBox(painter, l.woundBoxes[i], Mark::Standard);
        else
            box(painter, l.woundBoxes[i]);
    }
    const QRectF first = l.woundBoxes.empty() ? QRectF(inside.left(), inside.top() + 10, 0, 32)
                                              : l.woundBoxes.front();
    labelledBoxLeftOf(painter, inside.right(), first.top(), first.height(),
        QStringLiteral("Penalty to all rolls"), 90,
        m_figures ? signedNumber(m_figures->woundPenalty) : QString());
    fittedText(painter,
        QRectF(inside.left(), first.bottom() + 6, inside.width(),
            l.wounds.bottom() - first.bottom() - 6),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
        QStringLiteral("−1 to all rolls per wound. Bleeding at the end of phase 3: the first wound "
                       "loses 1 hit every 5 rounds "
                       "(location and Incap), each further wound 1 round sooner; past 5 wounds, 1 "
                       "hit a round per wound over 4."),
        18, false, faint());
}

void CombatSheet::paintActions(QPainter& painter, const Layout& l) const
{
    const QString note = m_figures
        ? QString("%1 a round · %2")
              .arg(m_figures->actions == 1 ? QStringLiteral("1 action")
                                           : QString("%1 actions").arg(m_figures->actions),
                  m_figures->freeParries == 1
                      ? QStringLiteral("1 free parry")
                      : QString("%1 free parries").arg(m_figures->freeParries))
        : QStringLiteral("spread your actions over the three phases");
    const QRectF inside = heading(painter, l.actions, QStringLiteral("INITIATIVE & ACTIONS"), note);

    // INI and the initiative total of this round (3d6 + INI).
    const qreal lineTop = inside.top() + 10, lineHeight = 44;
    const QRectF ini(inside.left() + 70, lineTop, 90, lineHeight);
    fittedText(painter, QRectF(inside.left(), lineTop, 64, lineHeight),
        Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("INI"), 22, true);
    box(painter, ini);
    if (m_figures)
        fittedText(painter, ini, Qt::AlignCenter, QString::number(m_figures->initiative), 30, true);
    const QRectF plus(ini.right() + 10, lineTop, 120, lineHeight);
    fittedText(painter, plus, Qt::AlignCenter, QStringLiteral("+ 3d6 ="), 22, true);
    const QRectF total(plus.right() + 10, lineTop, 110, lineHeight);
    box(painter, total);
    fittedText(painter,
        QRectF(
            total.right() + 14, lineTop - 2, inside.right() - total.right() - 14, lineHeight + 4),
        Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
        m_figures && m_figures->martialArtsRank > 0
            ? QString("initiative total; quick draw −3; +%1 when attacking with Martial Arts")
                  .arg(m_figures->martialArtsRank)
            : QStringLiteral(
                "initiative total; quick draw −3; + Martial Arts rank when attacking with it"),
        17, false, faint());

    // The action spaces of the three phases: a box for each action taken there.
    const qreal phasesTop = lineTop + lineHeight + 16, phasesHeight = 116, spacing = 16;
    const qreal phaseWidth = (inside.width() - 2 * spacing) / 3;
    const int ticks = m_figures ? std::clamp(m_figures->actions, 1, 5) : 4;
    for (int phase = 0; phase < 3; ++phase) {
        const QRectF r(
            inside.left() + phase * (phaseWidth + spacing), phasesTop, phaseWidth, phasesHeight);
        painter.setPen(QPen(ink(), boxLine));
        painter.setBrush(Qt::white);
        painter.drawRoundedRect(r, 8, 8);
        const QRectF title(r.left(), r.top(), r.width(), 34);
        painter.setPen(Qt::NoPen);
        painter.setBrush(pale());
        painter.drawRect(title.adjusted(boxLine, boxLine + 3, -boxLine, 0));
        painter.setPen(QPen(ink(), thinLine));
        painter.drawLine(title.bottomLeft(), title.bottomRight());
        fittedText(painter, title, Qt::AlignCenter, QString("PHASE %1").arg(phase + 1), 19, true);
        const qreal tick = 30, tickPitch = 42;
        const qreal rowWidth = ticks * tickPitch - (tickPitch - tick);
        for (int t = 0; t < ticks; ++t)
            box(painter,
                QRectF(r.center().x() - rowWidth / 2 + t * tickPitch, title.bottom() + 12, tick,
                    tick));
        fittedText(painter,
            QRectF(r.left() + 6, title.bottom() + 50, r.width() - 12,
                r.bottom() - title.bottom() - 52),
            Qt::AlignCenter,
            phase == 2 ? QStringLiteral("then bleeding, regeneration")
                       : QStringLiteral("tick an action taken"),
            16, false, faint());
    }
    fittedText(painter,
        QRectF(inside.left(), phasesTop + phasesHeight + 4, inside.width(),
            l.actions.bottom() - phasesTop - phasesHeight - 4),
        Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
        QStringLiteral("Highest initiative total acts first. An opportunity action waits and acts "
                       "later in the same phase."),
        17, false, faint());
}

void CombatSheet::paintSkills(QPainter& painter, const Layout& l) const
{
    const QRectF inside = heading(painter, l.skills, QStringLiteral("SKILLS & ADVANTAGES"),
        m_figures ? QStringLiteral("3d6 + rank") : QStringLiteral("name and rank"));
    const qreal spacing = 30, line = 36;
    const qreal columnWidth = (inside.width() - 2 * spacing) / 3;
    const int filled = m_figures ? static_cast<int>(m_figures->skills.size()) : 9;
    const int lines = std::max(1, (filled + 2) / 3);
    // In the order of the names as shown (the core orders them by their English).
    std::vector<std::pair<QString, int>> skills;
    if (m_figures)
        for (const auto& [name, rank] : m_figures->skills)
            skills.emplace_back(qs(name), rank);
    std::stable_sort(skills.begin(), skills.end(), [](const auto& a, const auto& b) {
        return QString::localeAwareCompare(a.first, b.first) < 0;
    });
    for (int i = 0; i < std::max(filled, 3 * lines); ++i) {
        const int column = i / lines, row = i % lines;
        const QRectF slot(inside.left() + column * (columnWidth + spacing),
            inside.top() + 8 + row * line, columnWidth, line);
        painter.setPen(QPen(rule(), thinLine));
        painter.drawLine(
            QPointF(slot.left(), slot.bottom() - 3), QPointF(slot.right(), slot.bottom() - 3));
        if (!m_figures || i >= filled)
            continue;
        const auto& [name, rank] = skills[static_cast<std::size_t>(i)];
        fittedText(
            painter, slot.adjusted(2, 0, -50, -4), Qt::AlignLeft | Qt::AlignVCenter, name, 21);
        fittedText(painter, QRectF(slot.right() - 48, slot.top(), 46, slot.height() - 4),
            Qt::AlignRight | Qt::AlignVCenter, QString::number(rank), 23, true);
    }
    const QRectF advantages(inside.left(), inside.top() + 8 + lines * line, inside.width(), line);
    const QString label = QStringLiteral("Advantages: ");
    const qreal labelWidth = QFontMetricsF(font(20, true)).horizontalAdvance(label) + 4;
    fittedText(painter,
        QRectF(advantages.left(), advantages.top(), labelWidth, advantages.height() - 4),
        Qt::AlignLeft | Qt::AlignVCenter, label, 20, true);
    QStringList names;
    if (m_figures) {
        for (const Name& a : m_figures->advantages)
            names << qs(a);
        std::sort(names.begin(), names.end(), [](const QString& a, const QString& b) {
            return QString::localeAwareCompare(a, b) < 0;
        });
    }
    if (names.isEmpty() && m_figures)
        names << QStringLiteral("none");
    fittedText(painter, advantages.adjusted(labelWidth + 6, 0, 0, -4),
        Qt::AlignLeft | Qt::AlignVCenter, names.join(", "), 21);
    painter.setPen(QPen(rule(), thinLine));
    painter.drawLine(QPointF(advantages.left() + labelWidth + 4, advantages.bottom() - 3),
        advantages.bottomRight() - QPointF(0, 3));
}

void CombatSheet::paintWeapons(QPainter& painter, const Layout& l) const
{
    const QRectF inside = heading(painter, l.weapons, QStringLiteral("WEAPONS"),
        QStringLiteral("PEN + penetration die against PV · DAM + damage die · AD comes off the ID "
                       "of a penetrated location"));
    struct Column {
        QString title;
        qreal width;
    };
    const std::vector<Column> columns { { "Weapon", 330 }, { "Skill", 250 }, { "RCL", 72 },
        { "PEN", 72 }, { "DAM", 72 }, { "AD", 62 }, { "Acc.", 72 },
        { "RNG m: opt / med / long / ext", 320 }, { "Modes", 250 }, { "FA dev.", 100 },
        { "Notes", 0 } };
    const qreal headerHeight = 40;
    const QRectF header(inside.left(), inside.top(), inside.width(), headerHeight);
    painter.setPen(Qt::NoPen);
    painter.setBrush(pale());
    painter.drawRect(header);
    std::vector<QRectF> cells;
    qreal x = inside.left();
    for (const Column& c : columns) {
        const qreal w = c.width > 0 ? c.width : inside.right() - x;
        cells.emplace_back(x, 0, w, 0);
        fittedText(painter, QRectF(x + 8, header.top(), w - 16, headerHeight),
            Qt::AlignLeft | Qt::AlignVCenter, c.title, 19, true);
        x += w;
    }
    const int rows = static_cast<int>((l.weapons.bottom() - header.bottom() - 4) / weaponRow);
    for (int r = 0; r < rows; ++r) {
        const qreal top = header.bottom() + r * weaponRow;
        if (!m_figures || r >= static_cast<int>(m_figures->weapons.size()))
            continue;
        const SheetWeapon& w = m_figures->weapons[static_cast<std::size_t>(r)];
        QStringList notes;
        if (w.melee)
            notes << QString("handling %1").arg(w.handling)
                  << QString("DAM +%1 STR bonus").arg(w.damageBonus);
        if (w.bruising)
            notes << QStringLiteral("bruising");
        if (w.barrels > 1)
            notes << QString("%1 barrels").arg(w.barrels);
        if (w.twoHanded)
            notes << QStringLiteral("two hands");
        const QString range = w.melee ? QStringLiteral("–")
                                      : QString("%1 / %2 / %3 / %4")
                                            .arg(w.rangeLimits[0])
                                            .arg(w.rangeLimits[1])
                                            .arg(w.rangeLimits[2])
                                            .arg(w.rangeLimits[3]);
        const QStringList values { qs(w.name), qs(w.skill), QString::number(w.rcl),
            QString::number(w.pen), QString::number(w.dam), QString::number(w.ad),
            w.melee ? QStringLiteral("–") : signedNumber(w.accuracy), range,
            QString::fromStdString(w.modes),
            w.faDeviation > 0 ? QString::number(w.faDeviation) : QStringLiteral("–"),
            notes.join(", ") };
        for (std::size_t c = 0; c < cells.size(); ++c) {
            QRectF cell(cells[c].left() + 8, top, cells[c].width() - 16, weaponRow);
            if (c == 1) {
                // The skill's rank in bold at the right of its name: what the roll adds.
                const QString rank = QString::number(w.skillRank);
                const qreal rankWidth = QFontMetricsF(font(24, true)).horizontalAdvance(rank) + 4;
                fittedText(painter, QRectF(cell.right() - rankWidth, top, rankWidth, weaponRow),
                    Qt::AlignRight | Qt::AlignVCenter, rank, 24, true);
                cell.setRight(cell.right() - rankWidth - 8);
            }
            // Modes and notes may take two lines.
            const int wrap = c == 8 || c + 1 == cells.size() ? Qt::TextWordWrap : 0;
            fittedText(painter, cell, Qt::AlignLeft | Qt::AlignVCenter | wrap,
                values[static_cast<int>(c)], c == 0 ? 23 : 21, c == 0);
        }
    }
    // Ruled lines: a row for each weapon, columns apart.
    painter.setPen(QPen(rule(), thinLine));
    for (int r = 1; r <= rows; ++r)
        painter.drawLine(QPointF(inside.left(), header.bottom() + r * weaponRow),
            QPointF(inside.right(), header.bottom() + r * weaponRow));
    for (std::size_t c = 1; c < cells.size(); ++c)
        painter.drawLine(QPointF(cells[c].left(), header.top()),
            QPointF(cells[c].left(), header.bottom() + rows * weaponRow));
    painter.setPen(QPen(ink(), boxLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(
        QRectF(inside.left(), header.top(), inside.width(), headerHeight + rows * weaponRow));
}

} // namespace hitspread
