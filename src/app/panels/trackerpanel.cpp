// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/panels/trackerpanel.h"

#include "qs.h"

#include "app/document/session.h"
#include "app/widgets/columnfit.h"
#include "app/widgets/flowlayout.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace hitspread {

namespace {
    enum Column { NameColumn, Initiative, Actions, Plan, Held, Wounds, State, Bleeding, Columns };

    QTableWidgetItem* cell(const QString& text, int combatant = -1)
    {
        auto* item = new QTableWidgetItem(text);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        if (combatant >= 0)
            item->setData(Qt::UserRole, combatant);
        return item;
    }

    // The state word the Combatants dock gives it too: knocked down (§7) while it is down.
    QString statusText(CharacterStatus status, bool knockedDown)
    {
        switch (status) {
        case CharacterStatus::Ok:
            return knockedDown ? TrackerPanel::tr("knocked down") : TrackerPanel::tr("fighting");
        case CharacterStatus::Unconscious:
            return TrackerPanel::tr("unconscious");
        case CharacterStatus::Dead:
            return TrackerPanel::tr("dead");
        }
        return {};
    }
}

TrackerPanel::TrackerPanel(Session* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_round(new QLabel(this))
    , m_next(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_log(new QPlainTextEdit(this))
    , m_status(new QLabel(this))
{
    m_round->setAccessibleName(tr("Round and phase"));
    m_next->setAccessibleName(tr("Who acts next"));
    // Before the first round they say what to do at length: lines, not a wider dock.
    m_round->setWordWrap(true);
    m_next->setWordWrap(true);
    m_table->setColumnCount(Columns);
    m_table->setHorizontalHeaderLabels({ tr("Combatant"), tr("Initiative"), tr("Actions left"),
        tr("Plan"), tr("Held"), tr("Wounds"), tr("State"), tr("Bleeding") });
    m_table->setAccessibleName(tr("Combatants in the order they act"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    // A narrow dock leaves out what the other docks also show, or the plan below repeats.
    fitColumns(m_table, { Held, Wounds, Initiative, Plan }, 3);
    m_table->setToolTip(tr(
        "Initiative: 3d6 + INI (the dice in brackets). Actions left: in this phase / in the round. "
        "Plan: actions in phases 1, 2 and 3. Wounds: with their penalty to every roll (§7)."));
    m_log->setReadOnly(true);
    m_log->setAccessibleName(tr("What the tracker did"));
    m_log->setMaximumBlockCount(500);
    m_status->setWordWrap(true);
    m_status->setAccessibleName(tr("Why the step cannot be taken"));

    auto button = [this](const QString& name, const QString& text, const QString& tip) {
        auto* b = new QPushButton(text, this);
        b->setObjectName(name);
        b->setToolTip(tip);
        b->setAccessibleName(tip);
        return b;
    };
    QPushButton* add
        = button("addScene", tr("&Add Scene"), tr("Everyone in the scene joins the fight"));
    QPushButton* remove
        = button("remove", tr("Re&move"), tr("Take the selected combatant out of the fight"));
    QPushButton* start = button("startRound", tr("&Start Round"),
        tr("Roll initiative 3d6 + INI for everyone and begin phase 1"));
    QPushButton* act
        = button("act", tr("A&ct"), tr("The selected combatant takes an action in this phase"));
    QPushButton* hold = button("hold", tr("&Hold"),
        tr("Hold an opportunity action to act at any time later in this phase"));
    QPushButton* use
        = button("useOpportunity", tr("&Use Held"), tr("Act now with a held opportunity action"));
    QPushButton* split = button("split", tr("S&plit…"), tr("Two actions in the span of one (§8)"));
    QPushButton* end = button("endPhase", tr("&End Phase"),
        tr("End the phase; after the third, bleeding and regeneration"));
    QPushButton* plan = button(
        "plan", tr("P&lan"), tr("Spread the selected combatant's actions over the three phases"));
    // The plan's label above its numbers, so that a narrow dock keeps them whole.
    auto* planRow = new QGridLayout;
    auto* planLabel = new QLabel(tr("Phases 1 / 2 / 3:"), this);
    planLabel->setWordWrap(true);
    planRow->addWidget(planLabel, 0, 0, 1, PhasesPerRound + 2);
    for (int p = 0; p < PhasesPerRound; ++p) {
        m_plan[p] = new QSpinBox(this);
        m_plan[p]->setRange(0, 9);
        m_plan[p]->setAccessibleName(tr("Actions in phase %1").arg(p + 1));
        planRow->addWidget(m_plan[p], 1, p);
    }
    planRow->addWidget(plan, 1, PhasesPerRound);
    planRow->setColumnStretch(PhasesPerRound + 1, 1);

    // Four in a row where there is room, fewer in a narrow dock.
    auto* buttons = new FlowLayout(4);
    for (QPushButton* b : { add, remove, start, end, act, hold, use, split })
        buttons->addWidget(b);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    // The round and who is next on one line: the order under them keeps its rows in view when
    // the dock is short.
    auto* now = new FlowLayout(12);
    now->addWidget(m_round);
    now->addWidget(m_next);
    layout->addLayout(now);
    layout->addWidget(m_table, 2);
    layout->addLayout(planRow);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addWidget(m_log, 1);

    connect(add, &QPushButton::clicked, this, [this] { report(m_session->addSceneToTracker()); });
    connect(remove, &QPushButton::clicked, this, [this] { report(this->remove()); });
    connect(start, &QPushButton::clicked, this, &TrackerPanel::startRoundRequested);
    connect(act, &QPushButton::clicked, this, [this] { report(this->act()); });
    connect(hold, &QPushButton::clicked, this, [this] { report(this->hold()); });
    connect(use, &QPushButton::clicked, this, [this] { report(useOpportunity()); });
    connect(end, &QPushButton::clicked, this, [this] { report(endPhase()); });
    connect(plan, &QPushButton::clicked, this, [this] {
        report(this->plan({ m_plan[0]->value(), m_plan[1]->value(), m_plan[2]->value() }));
    });
    connect(split, &QPushButton::clicked, this, [this] {
        const auto combatant = selectedCombatant();
        const Ruleset* rs = m_session->ruleset();
        if (!combatant || !rs) {
            report(tr("Select a combatant first."));
            return;
        }
        const Roster roster = m_session->roster();
        const auto index = static_cast<std::size_t>(
            m_session->tracker().combatants[static_cast<std::size_t>(*combatant)].character);
        SplitDialog dialog(*rs, roster.at(index), *combatant, this);
        if (dialog.exec() == QDialog::Accepted)
            report(this->split(dialog.request()));
    });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        const auto combatant = selectedCombatant();
        if (!combatant)
            return;
        const TrackerEntry& c
            = m_session->tracker().combatants[static_cast<std::size_t>(*combatant)];
        for (int p = 0; p < PhasesPerRound; ++p)
            m_plan[p]->setValue(c.plan[static_cast<std::size_t>(p)]);
    });
    connect(session, &Session::trackerChanged, this, &TrackerPanel::refresh);
    connect(session, &Session::targetChanged, this, &TrackerPanel::refresh);
    connect(session, &Session::rulesetChanged, this, &TrackerPanel::refresh);
    refresh();
}

QString TrackerPanel::roundText() const
{
    return m_round->text();
}

QString TrackerPanel::logText() const
{
    return m_log->toPlainText();
}

QPushButton* TrackerPanel::button(const QString& name) const
{
    return findChild<QPushButton*>(name);
}

std::optional<int> TrackerPanel::combatantAt(int row) const
{
    const QTableWidgetItem* item = m_table->item(row, NameColumn);
    if (!item)
        return std::nullopt;
    return item->data(Qt::UserRole).toInt();
}

std::optional<int> TrackerPanel::selectedCombatant() const
{
    const QList<QTableWidgetItem*> selected = m_table->selectedItems();
    if (selected.isEmpty())
        return std::nullopt;
    return combatantAt(selected.front()->row());
}

void TrackerPanel::selectCombatant(int combatant)
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (combatantAt(row) == combatant)
            m_table->selectRow(row);
    }
}

void TrackerPanel::report(const QString& error)
{
    m_error = error;
    m_status->setText(error);
    m_status->setVisible(!error.isEmpty());
}

QString TrackerPanel::step(const QString& description,
    const std::function<TrackerStep(const Ruleset&, const TrackerState&, const Roster&, int)>&
        action)
{
    // The combatant picked in the table, else the one the panel names as next to act.
    std::optional<int> combatant = selectedCombatant();
    if (!combatant && m_session->ruleset() && m_session->tracker().roundOpen)
        combatant = nextToAct(*m_session->ruleset(), m_session->tracker(), m_session->roster());
    if (!combatant)
        return tr("Select a combatant first.");
    const int c = *combatant;
    const QString name = qs(m_session->tracker().combatants[static_cast<std::size_t>(c)].name);
    const QString error
        = m_session->trackerStep([&](const Ruleset& rs, const TrackerState& state,
                                     const Roster& roster) { return action(rs, state, roster, c); },
            description.arg(name));
    selectCombatant(c);
    return error;
}

QString TrackerPanel::act()
{
    return step(
        tr("%1 acts"), [](const Ruleset& rs, const TrackerState& s, const Roster& r, int c) {
            return takeAction(rs, s, r, c);
        });
}

QString TrackerPanel::hold()
{
    return step(tr("%1 holds an action"),
        [](const Ruleset& rs, const TrackerState& s, const Roster& r, int c) {
            return holdAction(rs, s, r, c);
        });
}

QString TrackerPanel::useOpportunity()
{
    return step(tr("%1 uses a held action"),
        [](const Ruleset& rs, const TrackerState& s, const Roster& r, int c) {
            return hitspread::useOpportunity(rs, s, r, c);
        });
}

QString TrackerPanel::plan(std::array<int, PhasesPerRound> phases)
{
    return step(tr("%1 plans the phases"),
        [phases](const Ruleset&, const TrackerState& s, const Roster&, int c) {
            return planActions(s, c, phases);
        });
}

QString TrackerPanel::split(const SplitRequest& request)
{
    selectCombatant(request.combatant);
    return step(tr("%1 splits an action"),
        [request](const Ruleset& rs, const TrackerState& s, const Roster& r, int) {
            return splitAction(rs, s, r, request);
        });
}

QString TrackerPanel::remove()
{
    return step(
        tr("%1 leaves the fight"), [](const Ruleset&, const TrackerState& s, const Roster&, int c) {
            return removeCombatant(s, c);
        });
}

QString TrackerPanel::endPhase()
{
    return m_session->endPhase();
}

void TrackerPanel::refresh()
{
    const Ruleset* rs = m_session->ruleset();
    const TrackerState& t = m_session->tracker();
    const std::optional<int> selected = selectedCombatant();
    m_table->setRowCount(0);
    m_log->setPlainText(m_session->trackerLog().join('\n'));
    m_log->moveCursor(QTextCursor::End);
    if (!rs) {
        m_round->clear();
        m_next->clear();
        return;
    }
    if (t.round == 0)
        m_round->setText(tr("No round yet: add the scene, then start a round."));
    else if (t.roundOpen)
        m_round->setText(tr("<b>Round %1, phase %2</b>").arg(t.round).arg(t.phase));
    else
        m_round->setText(tr("<b>Round %1 is over</b>; start the next.").arg(t.round));
    const Roster roster = m_session->roster();
    // −1: nobody (an int, not an optional: GCC 12 warns falsely about the optional in the loop).
    const int next = t.roundOpen ? nextToAct(*rs, t, roster).value_or(-1) : -1;
    m_next->setText(next >= 0 ? tr("Next to act: <b>%1</b>")
                                    .arg(qs(t.combatants[static_cast<std::size_t>(next)].name))
            : t.roundOpen ? tr("Nobody has an action left in this phase: end it.")
                          : QString());
    m_next->setVisible(!m_next->text().isEmpty()); // no empty line above the order

    // The phase's order first (§10: the highest initiative acts first), then the others.
    std::vector<int> order = t.roundOpen ? phaseOrder(t, t.phase) : std::vector<int> {};
    for (int i = 0; i < static_cast<int>(t.combatants.size()); ++i) {
        if (std::find(order.begin(), order.end(), i) == order.end())
            order.push_back(i);
    }
    m_table->setRowCount(static_cast<int>(order.size()));
    for (int row = 0; row < static_cast<int>(order.size()); ++row) {
        const int i = order[static_cast<std::size_t>(row)];
        const TrackerEntry& c = t.combatants[static_cast<std::size_t>(i)];
        const CombatantSummary s = summarize(*rs, t, roster, i);
        QString name = qs(s.name);
        if (next == i)
            name = QStringLiteral("▶ ") + name;
        m_table->setItem(row, NameColumn, cell(name, i));
        m_table->setItem(row, Initiative,
            cell(s.inRound ? tr("%1 (%2+%3+%4, INI %5)")
                                 .arg(s.initiative)
                                 .arg(s.initiativeDice[0])
                                 .arg(s.initiativeDice[1])
                                 .arg(s.initiativeDice[2])
                                 .arg(s.ini)
                           : tr("—")));
        QString actions = s.inRound
            ? tr("%1 / %2").arg(s.actionsLeftInPhase).arg(s.actionsLeftInRound)
            : tr("—");
        if (s.extraActionsLeft > 0)
            actions += tr(" (+%1 extra)").arg(s.extraActionsLeft);
        m_table->setItem(row, Actions, cell(actions));
        m_table->setItem(
            row, Plan, cell(tr("%1 / %2 / %3").arg(c.plan[0]).arg(c.plan[1]).arg(c.plan[2])));
        m_table->setItem(row, Held, cell(s.held ? QString::number(s.held) : QString()));
        m_table->setItem(row, Wounds,
            cell(s.wounds ? tr("%1 (%2 to all rolls)").arg(s.wounds).arg(s.woundPenalty)
                          : tr("none")));
        const bool down = c.character >= 0 && c.character < static_cast<int>(roster.size())
            && roster[static_cast<std::size_t>(c.character)].knockedDown;
        m_table->setItem(row, State, cell(statusText(s.status, down)));
        m_table->setItem(row, Bleeding,
            cell(s.roundsUntilBleeding > 0
                    ? tr("loses %1 in %2")
                          .arg(s.bleeding.hits == 1 ? tr("1 hit")
                                                    : tr("%1 hits").arg(s.bleeding.hits),
                              s.roundsUntilBleeding == 1
                                  ? tr("1 round")
                                  : tr("%1 rounds").arg(s.roundsUntilBleeding))
                    : QString()));
    }
    if (selected)
        selectCombatant(*selected);
    for (const char* name : { "act", "hold", "useOpportunity", "split", "endPhase" })
        button(QString::fromLatin1(name))->setEnabled(t.roundOpen);
}

SplitDialog::SplitDialog(
    const Ruleset& ruleset, const CharacterState& character, int combatant, QWidget* parent)
    : QDialog(parent)
    , m_character(character)
    , m_combatant(combatant)
    , m_primary(new QComboBox(this))
    , m_primaryRanks(new QSpinBox(this))
    , m_secondary(new QComboBox(this))
    , m_secondaryRanks(new QSpinBox(this))
    , m_hold(new QCheckBox(tr("The secondary action &waits as an opportunity action"), this))
    , m_cap(new QLabel(this))
{
    setWindowTitle(tr("Split an Action"));
    for (const auto& [id, name] : ruleset.skills) {
        const int rank = character.sheet ? character.sheet->skill(id) : 0;
        if (rank <= 0)
            continue;
        const QString text = tr("%1 (rank %2)").arg(qs(name)).arg(rank);
        m_primary->addItem(text, qs(id));
        m_secondary->addItem(text, qs(id));
    }
    m_primary->setAccessibleName(tr("Primary skill"));
    m_secondary->setAccessibleName(tr("Secondary skill"));
    m_primaryRanks->setAccessibleName(tr("Ranks kept by the primary action"));
    m_secondaryRanks->setAccessibleName(tr("Ranks given to the secondary action"));
    m_cap->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("&Primary skill:"), m_primary);
    form->addRow(tr("Its &ranks:"), m_primaryRanks);
    form->addRow(tr("&Secondary skill:"), m_secondary);
    form->addRow(tr("Its r&anks:"), m_secondaryRanks);
    form->addRow(QString(), m_hold);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_cap);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QComboBox* box : { m_primary, m_secondary })
        connect(box, &QComboBox::currentIndexChanged, this, &SplitDialog::showCap);
    if (m_secondary->count() > 1)
        m_secondary->setCurrentIndex(1);
    showCap();
}

void SplitDialog::showCap()
{
    const auto rank = [this](const QComboBox* box) {
        return m_character.sheet
            ? m_character.sheet->skill(box->currentData().toString().toStdString())
            : 0;
    };
    const int primary = rank(m_primary), secondary = rank(m_secondary);
    m_primaryRanks->setRange(0, primary);
    m_secondaryRanks->setRange(0, std::min(primary, secondary));
    m_primaryRanks->setValue(primary - m_secondaryRanks->value());
    // §8: the two share the primary rank, and the secondary gets no more than its own rank.
    m_cap->setText(tr("Primary + secondary ranks may not exceed the primary rank (%1); the "
                      "secondary may not exceed "
                      "the character's own rank in it (%2).")
                       .arg(primary)
                       .arg(secondary));
}

SplitRequest SplitDialog::request() const
{
    SplitRequest r;
    r.combatant = m_combatant;
    r.primarySkill = m_primary->currentData().toString().toStdString();
    r.primaryRanks = m_primaryRanks->value();
    r.secondarySkill = m_secondary->currentData().toString().toStdString();
    r.secondaryRanks = m_secondaryRanks->value();
    r.holdSecondary = m_hold->isChecked();
    return r;
}

} // namespace hitspread
