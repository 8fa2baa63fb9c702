// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/panels/targetpanel.h"

#include "app/window/burstplayer.h"

#include "qs.h"

#include "app/document/coreterms.h"
#include "app/document/session.h"
#include "app/widgets/columnfit.h"
#include "app/widgets/flowlayout.h"
#include "bodyrenderer.h"
#include "ui_targetpanel.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace hitspread {

namespace {
    enum Column { LocationColumn, HitsColumn, StateColumn, PvColumn, IdColumn };

    // The armour layer whose ID the table shows for a location: the strongest that covers it.
    int shownLayer(const CharacterState& target, std::size_t location)
    {
        int best = -1;
        for (std::size_t i = 0; i < target.armour.size(); ++i) {
            if (target.armour[i].idLeft[location] >= 0
                && (best < 0
                    || target.armour[i].pv > target.armour[static_cast<std::size_t>(best)].pv))
                best = static_cast<int>(i);
        }
        return best;
    }
}

TargetPanel::TargetPanel(Session* session, BurstPlayer* player, QWidget* parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::TargetPanel>())
    , m_session(session)
    , m_player(player)
{
    m_ui->setupUi(this);
    m_ui->locationTable->verticalHeader()->hide();
    fitColumns(m_ui->locationTable, {}, 5);
    connect(session, &Session::rulesetChanged, this, [this] {
        populate();
        showTarget();
    });
    connect(session, &Session::targetChanged, this, &TargetPanel::showTarget);
    connect(player, &BurstPlayer::revealedChanged, this, &TargetPanel::showTarget);
    connect(m_ui->targetCombo, &QComboBox::activated, this, [this] {
        if (!m_updating)
            m_session->pickTarget(m_ui->targetCombo->currentData().toUInt());
    });
    connect(m_ui->locationTable, &QTableWidget::cellChanged, this, &TargetPanel::cellEdited);
    // Walking fire's scene: further targets side by side with this one.
    m_otherCombo = new QComboBox(this);
    m_otherCombo->setAccessibleName(tr("Character to add to the scene"));
    auto* add = new QPushButton(tr("Add to scene"), this);
    auto* remove = new QPushButton(tr("Remove last"), this);
    add->setAccessibleName(tr("Add a further target to the scene"));
    remove->setAccessibleName(tr("Take the last further target from the scene"));
    // The character to add above its buttons, side by side where the dock has room.
    auto* sceneButtons = new FlowLayout(2);
    sceneButtons->addWidget(add);
    sceneButtons->addWidget(remove);
    m_sceneLabel = new QLabel(this);
    m_sceneLabel->setWordWrap(true);
    layout()->addWidget(m_otherCombo);
    static_cast<QVBoxLayout*>(layout())->addLayout(sceneButtons);
    layout()->addWidget(m_sceneLabel);
    connect(add, &QPushButton::clicked, this, [this] {
        m_session->addOtherTarget(m_otherCombo->currentData().toString().toStdString());
    });
    connect(remove, &QPushButton::clicked, m_session, &Session::removeOtherTarget);
    for (QSpinBox* spin : { m_ui->incapSpin, m_ui->bruisingSpin, m_ui->woundsSpin })
        connect(spin, &QSpinBox::editingFinished, this, &TargetPanel::numberEdited);
}

TargetPanel::~TargetPanel() = default;

QString TargetPanel::statusText() const
{
    return m_ui->statusLabel->text();
}

int TargetPanel::hitsShown(int location) const
{
    const QTableWidgetItem* item = m_ui->locationTable->item(location, HitsColumn);
    return item ? item->text().section('/', 0, 0).trimmed().toInt() : 0;
}

void TargetPanel::populate()
{
    const Ruleset* rs = m_session->ruleset();
    if (!rs)
        return;
    m_otherCombo->clear();
    for (const auto& [key, sheet] : rs->characters)
        m_otherCombo->addItem(qs(sheet.name), qs(key));
}

void TargetPanel::showTarget()
{
    const Ruleset* rs = m_session->ruleset();
    setEnabled(rs != nullptr);
    if (!rs)
        return;
    m_updating = true;
    const QSignalBlocker blocker(m_ui->locationTable);
    const CharacterState& t = m_player->shownTarget();
    // While a replay shows an earlier moment, the sheet is for reading only.
    const bool live = m_player->revealed() < 0;
    for (QWidget* w :
        { static_cast<QWidget*>(m_ui->incapSpin), static_cast<QWidget*>(m_ui->bruisingSpin),
            static_cast<QWidget*>(m_ui->woundsSpin), static_cast<QWidget*>(m_ui->targetCombo) })
        w->setEnabled(live);
    m_ui->locationTable->setEditTriggers(live
            ? QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
            : QAbstractItemView::NoEditTriggers);
    // The target is any combatant present but the actor.
    {
        const QSignalBlocker comboBlocker(m_ui->targetCombo);
        m_ui->targetCombo->clear();
        for (const Combatant& c : m_session->data().combatants) {
            if (!c.absent && c.id != m_session->data().actor)
                m_ui->targetCombo->addItem(qs(c.name), c.id);
        }
        m_ui->targetCombo->setCurrentIndex(m_ui->targetCombo->findData(m_session->data().target));
    }
    QTableWidget* table = m_ui->locationTable;
    table->setRowCount(static_cast<int>(t.locations.size()));
    for (std::size_t i = 0; i < t.locations.size(); ++i) {
        const int row = static_cast<int>(i);
        const LocationState& l = t.locations[i];
        auto set = [&](int column, const QString& text, bool editable) {
            auto* item = new QTableWidgetItem(text);
            item->setFlags(editable
                    ? (Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable)
                    : (Qt::ItemIsEnabled | Qt::ItemIsSelectable));
            table->setItem(row, column, item);
            return item;
        };
        QTableWidgetItem* name = set(LocationColumn, qs(rs->body.locations[i].name), false);
        name->setBackground(BodyRenderer::locationColor(row, false));
        name->setForeground(Qt::black);
        set(HitsColumn, hitsLeft(l.hits, l.maxHits, QStringLiteral(" / ")), true)
            ->setToolTip(tr("Hits left / hits; edit the first number"));
        QString state = coreTerm(toString(t.condition(row)));
        if (l.wounds)
            state += tr(", %n wound(s)", nullptr, l.wounds);
        if (l.stuckBullets)
            state += tr(", bullet stuck");
        set(StateColumn, state, false);
        const int layer = shownLayer(t, i);
        set(PvColumn,
            layer < 0 ? QString("—")
                      : QString::number(t.armour[static_cast<std::size_t>(layer)].pv),
            false);
        set(IdColumn,
            layer < 0 ? QString("—")
                      : QString::number(t.armour[static_cast<std::size_t>(layer)].idLeft[i]),
            layer >= 0);
    }
    m_ui->incapSpin->setMaximum(t.incapMax);
    m_ui->incapSpin->setValue(t.incap);
    m_ui->bruisingSpin->setValue(t.bruising);
    m_ui->woundsSpin->setValue(t.wounds);
    QString status
        = tr("%1: %2. Incap %3, bruising %4.")
              .arg(m_player->shownName(0).isEmpty() ? tr("Target") : m_player->shownName(0))
              .arg(coreTerm(toString(t.status(*rs))))
              .arg(hitsLeft(t.incap, t.incapMax))
              .arg(t.bruising);
    if (t.wounds > 0)
        status += tr(" %n wound(s): %1 to all rolls.", nullptr, t.wounds).arg(t.woundPenalty());
    if (t.knockedDown)
        status += tr(" Knocked down (+3 to be hit).");
    m_ui->statusLabel->setText(status);
    QStringList scene;
    for (std::size_t i = 0; i < m_session->others().size(); ++i) {
        const CharacterState& other = m_player->shownOther(i);
        scene << tr("Target %1: %2, %3, Incap %4")
                     .arg(i + 2)
                     .arg(m_player->shownName(i + 1))
                     .arg(coreTerm(toString(other.status(*rs))))
                     .arg(hitsLeft(other.incap, other.incapMax));
    }
    m_sceneLabel->setText(
        scene.isEmpty() ? tr("No further targets: add some for walking fire.") : scene.join('\n'));
    m_updating = false;
}

void TargetPanel::cellEdited(int row, int column)
{
    if (m_updating || m_player->revealed() >= 0)
        return;
    CharacterState t = m_session->target();
    const std::size_t loc = static_cast<std::size_t>(row);
    bool ok = false;
    const int value
        = m_ui->locationTable->item(row, column)->text().section('/', 0, 0).trimmed().toInt(&ok);
    const QString where = qs(m_session->ruleset()->body.locations[loc].name);
    if (!ok) {
        showTarget(); // not a number: the sheet stays as it was
        return;
    }
    if (column == HitsColumn) {
        // A location heals up to its hits and can be damaged into overflow; what comes off
        // the location comes off Incap too (§7), which never rises above its total.
        const int hits = std::clamp(value, -2 * t.locations[loc].maxHits, t.locations[loc].maxHits);
        t.incap = std::min(t.incapMax, t.incap - (t.locations[loc].hits - hits));
        t.locations[loc].hits = hits;
        m_session->changeTarget(t, tr("%1 hits %2").arg(where).arg(hits));
    } else if (column == IdColumn) {
        const int layer = shownLayer(t, loc);
        if (layer < 0 || value < 0) {
            showTarget();
            return;
        }
        t.armour[static_cast<std::size_t>(layer)].idLeft[loc] = std::min(value, 99999);
        m_session->changeTarget(t, tr("%1 armour ID %2").arg(where).arg(value));
    }
}

void TargetPanel::numberEdited()
{
    if (m_updating)
        return;
    if (m_player->revealed() >= 0)
        return;
    CharacterState t = m_session->target();
    if (t.incap == m_ui->incapSpin->value() && t.bruising == m_ui->bruisingSpin->value()
        && t.wounds == m_ui->woundsSpin->value())
        return;
    t.incap = std::min(m_ui->incapSpin->value(), t.incapMax);
    t.bruising = m_ui->bruisingSpin->value();
    t.wounds = m_ui->woundsSpin->value();
    m_session->changeTarget(t, tr("Edit Incap, bruising and wounds"));
}

} // namespace hitspread
