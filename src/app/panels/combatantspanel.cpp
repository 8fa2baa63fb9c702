// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/panels/combatantspanel.h"

#include "app/document/coreterms.h"
#include "app/document/session.h"
#include "app/widgets/columnfit.h"
#include "app/widgets/flowlayout.h"
#include "characterfile.h"
#include "qs.h"

#include <QFileDialog>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace hitspread {

namespace {
    QTableWidgetItem* cell(const QString& text, CombatantId id)
    {
        auto* item = new QTableWidgetItem(text);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        item->setData(Qt::UserRole, id);
        return item;
    }

    // §8: a dodge that still counts: its value off the attacks, its penalty on the dodger.
    QString dodgeText(const ActiveDodge& d)
    {
        QStringList parts;
        if (d.value > 0)
            parts << (static_cast<DefenceKind>(d.kind) == DefenceKind::Dance
                    ? CombatantsPanel::tr("dancing, −%1 to ranged attacks on it").arg(d.value)
                    : CombatantsPanel::tr("dodging, −%1 to blows on it").arg(d.value));
        if (d.penalty < 0)
            parts << (static_cast<DefenceKind>(d.kind) == DefenceKind::Dodge
                    ? CombatantsPanel::tr("%1 on its actions this round").arg(d.penalty)
                    : CombatantsPanel::tr("%1 on its next action").arg(d.penalty));
        return parts.join(", ");
    }

    QString statusText(const Combatant& c, const Ruleset& ruleset)
    {
        if (c.absent)
            return CombatantsPanel::tr("left the fight");
        switch (c.state.status(ruleset)) {
        case CharacterStatus::Ok: {
            const QString stance = c.state.knockedDown ? CombatantsPanel::tr("knocked down")
                                                       : CombatantsPanel::tr("fighting");
            QStringList parts { stance };
            if (c.state.dodge)
                parts << dodgeText(*c.state.dodge);
            for (const std::string& id : c.state.jammedWeapons) {
                const Weapon* w = ruleset.weapon(id);
                parts << CombatantsPanel::tr("%1 jammed").arg(qs(w ? w->name : Name(id)));
            }
            return parts.join(", ");
        }
        case CharacterStatus::Unconscious:
            return CombatantsPanel::tr("unconscious");
        case CharacterStatus::Dead:
            return CombatantsPanel::tr("dead");
        }
        return {};
    }
}

CombatantsPanel::CombatantsPanel(Session* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_table(new QTableWidget(this))
    , m_status(new QLabel(this))
    , m_addMenu(new QMenu(this))
    , m_sideMenu(new QMenu(this))
{
    m_table->setObjectName("combatantsTable");
    m_table->setAccessibleName(tr("Combatants"));
    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels({ tr("Name"), tr("Part"), tr("Side"), tr("State"),
        tr("Incap"), tr("Wounds"), tr("Initiative") });
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // A narrow dock leaves out the initiative and the wounds (the tracker has them), then the
    // side.
    fitColumns(m_table, { Initiative, Wounds, Side }, 3);
    m_status->setWordWrap(true);

    // The roster's edits, then who acts on whom: three in a row, fewer in a narrow dock.
    auto* roster = new FlowLayout(3);
    auto* roles = new FlowLayout(3);
    const auto add = [&](FlowLayout* buttons, const QString& name, const QString& text,
                         const QString& tip, QString (CombatantsPanel::*edit)()) {
        auto* b = new QToolButton(this);
        b->setObjectName(name);
        b->setText(text);
        b->setToolTip(tip);
        b->setAccessibleName(tip);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        buttons->addWidget(b);
        if (edit)
            connect(b, &QToolButton::clicked, this, [this, edit] { (this->*edit)(); });
        return b;
    };
    QToolButton* addButton = add(roster, "add", tr("&Add"), tr("Add a combatant"), nullptr);
    addButton->setMenu(m_addMenu);
    addButton->setPopupMode(QToolButton::InstantPopup);
    add(roster, "duplicate", tr("D&uplicate"), tr("Add another of the selected combatant's kind"),
        &CombatantsPanel::duplicate);
    add(roster, "remove", tr("Re&move"), tr("Take the selected combatant out of the fight"),
        &CombatantsPanel::remove);
    QToolButton* renameButton
        = add(roster, "rename", tr("Re&name…"), tr("Rename the selected combatant"), nullptr);
    connect(renameButton, &QToolButton::clicked, this, &CombatantsPanel::renameAsked);
    QToolButton* sideButton = add(
        roster, "side", tr("S&ide"), tr("Move the selected combatant to another side"), nullptr);
    sideButton->setMenu(m_sideMenu);
    sideButton->setPopupMode(QToolButton::InstantPopup);
    add(roles, "act", tr("A&cts"), tr("The selected combatant acts"), &CombatantsPanel::act);
    add(roles, "target", tr("&Target"), tr("The selected combatant is the target"),
        &CombatantsPanel::target);
    add(roles, "further", tr("&Further target"),
        tr("Add the selected combatant to the scene as a further target, or take it out"),
        &CombatantsPanel::furtherTarget);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_table, 1);
    layout->addLayout(roster);
    layout->addLayout(roles);
    layout->addWidget(m_status);

    connect(m_table, &QTableWidget::itemSelectionChanged, this, &CombatantsPanel::updateButtons);
    // A double click picks the target: the usual choice at the table.
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this] { target(); });
    for (auto signal : { &Session::rosterChanged, &Session::targetChanged, &Session::trackerChanged,
             &Session::rulesetChanged })
        connect(session, signal, this, &CombatantsPanel::refresh);
    connect(session, &Document::documentChanged, this, &CombatantsPanel::refresh);
    connect(session, &Session::rulesetChanged, this, &CombatantsPanel::rebuildMenus);
    rebuildMenus();
    refresh();
}

QToolButton* CombatantsPanel::button(const QString& name) const
{
    return findChild<QToolButton*>(name);
}

std::optional<CombatantId> CombatantsPanel::combatantAt(int row) const
{
    const QTableWidgetItem* item = m_table->item(row, Name);
    if (!item)
        return std::nullopt;
    return static_cast<CombatantId>(item->data(Qt::UserRole).toUInt());
}

std::optional<CombatantId> CombatantsPanel::selected() const
{
    const auto rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return std::nullopt;
    return combatantAt(rows.front().row());
}

void CombatantsPanel::select(CombatantId id)
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (combatantAt(row) == id) {
            m_table->selectRow(row);
            return;
        }
    }
}

void CombatantsPanel::rebuildMenus()
{
    m_addMenu->clear();
    const Ruleset* rs = m_session->ruleset();
    if (rs) {
        for (const auto& [key, sheet] : rs->characters) {
            const std::string k = key;
            m_addMenu->addAction(
                qs(sheet.name), this, [this, k] { addCharacter(k, sideForNew()); });
        }
    }
    m_addMenu->addSeparator();
    m_addMenu->addAction(tr("From a Character &File…"), this, &CombatantsPanel::addFromFileAsked);
}

int CombatantsPanel::sideForNew() const
{
    const Encounter& e = m_session->data();
    if (const auto id = selected()) {
        if (const Combatant* c = e.find(*id))
            return c->side;
    }
    if (const Combatant* t = e.find(e.target))
        return t->side;
    return e.sides.size() > 1 ? 1 : 0;
}

void CombatantsPanel::refresh()
{
    const Ruleset* rs = m_session->ruleset();
    const Encounter& e = m_session->data();
    const std::optional<CombatantId> keep = selected();
    const QSignalBlocker blocker(m_table);
    m_table->setRowCount(0);
    if (!rs) {
        updateButtons();
        return;
    }
    const Roster roster = encounterRoster(e);
    std::optional<int> next;
    if (e.tracker.roundOpen) {
        if (const auto n = nextToAct(*rs, e.tracker, roster))
            next = e.tracker.combatants[static_cast<std::size_t>(*n)].character;
    }
    m_table->setRowCount(static_cast<int>(e.combatants.size()));
    for (std::size_t i = 0; i < e.combatants.size(); ++i) {
        const Combatant& c = e.combatants[i];
        const int row = static_cast<int>(i);
        m_table->setItem(row, Name, cell(qs(c.name), c.id));
        const hitspread::Side* side = c.side >= 0 && c.side < static_cast<int>(e.sides.size())
            ? &e.sides[static_cast<std::size_t>(c.side)]
            : nullptr;
        QTableWidgetItem* sideCell = cell(side ? qs(side->name) : QString(), c.id);
        if (side)
            sideCell->setData(Qt::DecorationRole, QColor(qs(side->colour)));
        m_table->setItem(row, Side, sideCell);
        m_table->setItem(row, State, cell(statusText(c, *rs), c.id));
        m_table->setItem(row, Incap, cell(hitsLeft(c.state.incap, c.state.incapMax), c.id));
        m_table->setItem(row, Wounds, cell(QString::number(c.state.wounds), c.id));
        QString initiative = QStringLiteral("–");
        for (const TrackerEntry& t : e.tracker.combatants) {
            if (t.character == row && t.inRound)
                initiative = QString::number(effectiveInitiative(t, e.tracker.phase));
        }
        m_table->setItem(row, Initiative, cell(initiative, c.id));
        QStringList parts;
        if (c.id == e.actor)
            parts << tr("acts");
        else if (c.id == e.target)
            parts << tr("target");
        else if (std::find(e.others.begin(), e.others.end(), c.id) != e.others.end())
            parts << tr("further target");
        if (next == row)
            parts << tr("next to act");
        QTableWidgetItem* part = cell(parts.join(QStringLiteral(" · ")), c.id);
        if (c.id == e.actor || c.id == e.target) {
            QFont bold = part->font();
            bold.setBold(true);
            part->setFont(bold);
        }
        m_table->setItem(row, Part, part);
    }
    if (keep)
        select(*keep);
    updateButtons();
}

void CombatantsPanel::updateButtons()
{
    const Encounter& e = m_session->data();
    const std::optional<CombatantId> id = selected();
    const Combatant* c = id ? e.find(*id) : nullptr;
    const bool present = c && !c->absent;
    button("add")->setEnabled(m_session->ruleset() != nullptr);
    for (const char* name : { "duplicate", "rename", "side" })
        button(name)->setEnabled(c != nullptr);
    for (const char* name : { "remove", "act" })
        button(name)->setEnabled(present);
    button("target")->setEnabled(present && c->id != e.actor);
    button("further")->setEnabled(present && c->id != e.actor && c->id != e.target);

    m_sideMenu->clear();
    for (std::size_t s = 0; s < e.sides.size(); ++s) {
        const int side = static_cast<int>(s);
        QAction* a
            = m_sideMenu->addAction(qs(e.sides[s].name), this, [this, side] { changeSide(side); });
        a->setCheckable(true);
        a->setChecked(c && c->side == side);
    }
}

QString CombatantsPanel::say(const QString& error)
{
    m_error = error;
    m_status->setText(error);
    return error;
}

QString CombatantsPanel::addCharacter(const std::string& key, int side)
{
    const Ruleset* rs = m_session->ruleset();
    if (!rs)
        return say(tr("No ruleset is loaded."));
    const auto it = rs->characters.find(key);
    if (it == rs->characters.end())
        return say(tr("The ruleset has no character '%1'.").arg(qs(key)));
    const QString error = say(m_session->addCombatant(it->second, side));
    if (error.isEmpty())
        select(m_session->data().combatants.back().id);
    return error;
}

QString CombatantsPanel::addFromFile(const QString& path, int side)
{
    const Ruleset* rs = m_session->ruleset();
    if (!rs)
        return say(tr("No ruleset is loaded."));
    const CharacterLoad load = loadCharacter(*rs, path.toStdString());
    if (!load.sheet) {
        QStringList errors;
        for (const LoadError& e : load.errors)
            errors << translated(e);
        return say(errors.join('\n'));
    }
    const QString error = say(m_session->addCombatant(*load.sheet, side));
    if (error.isEmpty())
        select(m_session->data().combatants.back().id);
    return error;
}

void CombatantsPanel::addFromFileAsked()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Add a Combatant from a File"),
        QString(), tr("Character files (*.yaml *.yml);;All files (*)"));
    if (!path.isEmpty())
        addFromFile(path, sideForNew());
}

QString CombatantsPanel::duplicate()
{
    const auto id = selected();
    if (!id)
        return say(tr("Select a combatant first."));
    const QString error = say(m_session->duplicateCombatant(*id));
    if (error.isEmpty())
        select(m_session->data().combatants.back().id);
    return error;
}

QString CombatantsPanel::remove()
{
    const auto id = selected();
    return say(id ? m_session->removeCombatant(*id) : tr("Select a combatant first."));
}

QString CombatantsPanel::rename(const QString& name)
{
    const auto id = selected();
    return say(id ? m_session->renameCombatant(*id, name) : tr("Select a combatant first."));
}

void CombatantsPanel::renameAsked()
{
    const auto id = selected();
    const Combatant* c = id ? m_session->data().find(*id) : nullptr;
    if (!c)
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(
        this, tr("Rename Combatant"), tr("Name:"), QLineEdit::Normal, qs(c->name), &ok);
    if (ok)
        rename(name);
}

QString CombatantsPanel::changeSide(int side)
{
    const auto id = selected();
    return say(id ? m_session->changeSide(*id, side) : tr("Select a combatant first."));
}

QString CombatantsPanel::act()
{
    const auto id = selected();
    return say(id ? m_session->pickActor(*id) : tr("Select a combatant first."));
}

QString CombatantsPanel::target()
{
    const auto id = selected();
    return say(id ? m_session->pickTarget(*id) : tr("Select a combatant first."));
}

QString CombatantsPanel::furtherTarget()
{
    const auto id = selected();
    return say(id ? m_session->toggleFurtherTarget(*id) : tr("Select a combatant first."));
}

} // namespace hitspread
