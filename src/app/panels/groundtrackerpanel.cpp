// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/panels/groundtrackerpanel.h"
#include "qs.h"

#include "app/document/coreterms.h"
#include "app/document/groundscene.h"
#include "app/widgets/columnfit.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace hitspread {

GroundTrackerPanel::GroundTrackerPanel(GroundScene* scene, QWidget* parent)
    : QWidget(parent)
    , m_scene(scene)
    , m_round(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_working(new QTextBrowser(this))
    , m_start(new QPushButton(tr("Start &Round"), this))
    , m_next(new QPushButton(tr("&End Turn"), this))
{
    m_round->setObjectName(QStringLiteral("groundRound"));
    m_round->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("groundTracker"));
    m_table->setColumnCount(4);
    m_table->setHorizontalHeaderLabels(
        { tr("Turn"), tr("Figure"), tr("Initiative"), tr("Action") });
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    // Compact rows: a round of six shows whole in a short window.
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    fitColumns(m_table, {}, 2);
    m_working->setObjectName(QStringLiteral("groundInitiativeWorking"));
    m_working->setMaximumHeight(4 * fontMetrics().lineSpacing());
    m_start->setObjectName(QStringLiteral("groundStartRound"));
    m_next->setObjectName(QStringLiteral("groundNextTurn"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_next);
    // The buttons first: Start Round and End Turn in reach however short the dock.
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(buttons);
    layout->addWidget(m_round);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_working);
    connect(m_start, &QPushButton::clicked, this, &GroundTrackerPanel::startRoundRequested);
    connect(m_next, &QPushButton::clicked, this, &GroundTrackerPanel::nextTurnRequested);
    connect(m_scene, &GroundScene::changed, this, &GroundTrackerPanel::refresh);
    refresh();
}

void GroundTrackerPanel::refresh()
{
    const GroundState& state = m_scene->state();
    const ground::Round& round = state.round;
    const ground::Engine* engine = m_scene->engine();
    m_round->setText(round.number == 0 ? tr("No round yet: Start Round rolls the order.")
                                       : tr("Round %1, turn %2 of %3.")
                                             .arg(round.number)
                                             .arg(round.current + 1)
                                             .arg(round.turns.size()));
    m_table->setRowCount(static_cast<int>(round.turns.size()));
    int place = 0;
    for (std::size_t i = 0; i < round.turns.size(); ++i) {
        const ground::Turn& t = round.turns[i];
        if (!t.withPrevious)
            ++place;
        const bool known = t.figure >= 0 && t.figure < static_cast<int>(state.scene.figures.size());
        const ground::Figure* f
            = known ? &state.scene.figures[static_cast<std::size_t>(t.figure)] : nullptr;
        const bool current = static_cast<int>(i) == round.current;
        QString who = f ? qs(f->name) : tr("figure %1").arg(t.figure + 1);
        if (f && engine && !engine->canAct(*f))
            who = tr("%1 (out of the fight)").arg(who);
        const QStringList cells { t.withPrevious ? tr("%1 (with the turn before)").arg(place)
                                                 : QString::number(place),
            current ? tr("%1 — acts now").arg(who) : who, QString::number(t.score),
            t.action == 1 ? tr("first") : tr("second") };
        for (int c = 0; c < cells.size(); ++c) {
            QTableWidgetItem* item = m_table->item(static_cast<int>(i), c);
            if (!item) {
                item = new QTableWidgetItem;
                m_table->setItem(static_cast<int>(i), c, item);
            }
            item->setText(cells[c]);
            QFont font = item->font();
            font.setBold(current);
            item->setFont(font);
        }
    }
    QStringList lines;
    for (const Text& t : state.initiativeWorking)
        lines << translated(t).toHtmlEscaped();
    m_working->setHtml(lines.join(QStringLiteral("<br>")));
    m_next->setEnabled(
        round.number > 0 && round.current + 1 < static_cast<int>(round.turns.size()));
    m_start->setEnabled(engine != nullptr);
}

} // namespace hitspread
