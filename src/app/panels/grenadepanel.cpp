// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/panels/grenadepanel.h"

#include "qs.h"

#include "app/document/coreterms.h"
#include "app/document/session.h"
#include "app/widgets/columnfit.h"
#include "app/widgets/wrapcheckbox.h"
#include "localnumber.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hitspread {

namespace {
    QString typeName(GrenadeType type)
    {
        switch (type) {
        case GrenadeType::Frag:
            return GrenadePanel::tr("fragmentation");
        case GrenadeType::Blast:
            return GrenadePanel::tr("blast (bruising)");
        case GrenadeType::Smoke:
            return GrenadePanel::tr("smoke");
        case GrenadeType::Flash:
            return GrenadePanel::tr("flash/bang");
        }
        return {};
    }

    QTableWidgetItem* cell(
        const QString& text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter)
    {
        auto* item = new QTableWidgetItem(text);
        item->setToolTip(text);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        item->setTextAlignment(align);
        return item;
    }

    enum SceneColumn { NameColumn, Distance, Zone, Chance, Locations, Damage, SceneColumns };
}

GrenadePanel::GrenadePanel(Session* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_grenade(new QComboBox(this))
    , m_info(new QLabel(this))
    , m_onFloor(new WrapCheckBox(tr("Already lying on the floor (no throw)"), this))
    , m_distance(new QDoubleSpinBox(this))
    , m_band(new QLabel(this))
    , m_skill(new QSpinBox(this))
    , m_modifier(new QSpinBox(this))
    , m_impact(new QLabel(this))
    , m_atBody(new QPushButton(tr("At the Target's &Body"), this))
    , m_scene(new QTableWidget(this))
    , m_oddsTable(new QTableWidget(this))
    , m_heatCheck(new WrapCheckBox(tr("Impact odds on the diagram"), this))
    , m_status(new QLabel(this))
    , m_throw(new QPushButton(tr("&Throw"), this))
    , m_jump(new QPushButton(tr("&Jump on It…"), this))
{
    m_grenade->setAccessibleName(tr("Grenade"));
    m_info->setWordWrap(true);
    m_distance->setRange(0, 1000);
    m_distance->setDecimals(1);
    m_distance->setSuffix(tr(" m"));
    m_distance->setAccessibleName(tr("Throwing distance"));
    m_distance->setToolTip(
        tr("How far the thrower stands from the impact point; it sets the range band (§4)"));
    m_skill->setRange(0, 30);
    m_skill->setAccessibleName(tr("Throwing skill"));
    m_modifier->setRange(-30, 30);
    m_modifier->setAccessibleName(tr("Modifier"));
    m_modifier->setToolTip(tr("The referee's modifier for the throw (visibility, cover, …)"));
    m_band->setWordWrap(true);
    m_impact->setWordWrap(true);
    m_status->setWordWrap(true);
    m_status->setAccessibleName(tr("Why the grenade cannot be thrown"));
    m_throw->setAccessibleName(tr("Throw the grenade"));
    m_jump->setAccessibleName(tr("Jump on the grenade"));

    m_scene->setColumnCount(SceneColumns);
    m_scene->setHorizontalHeaderLabels({ tr("Character"), tr("Distance"), tr("Zone"), tr("Caught"),
        tr("Locations hit"), tr("Damage") });
    m_scene->setAccessibleName(tr("Characters near the blast"));
    m_scene->verticalHeader()->hide();
    // A narrow dock leaves out the zone and the chance of being caught (the tooltip says).
    fitColumns(m_scene, { Zone, Chance }, 2);
    m_scene->setToolTip(tr("Zone: the character's blast zone in hexes, R − distance ÷ blast radius "
                           "(§9); below 0 unaffected. "
                           "Caught: the exact chance that a location is inside it. Locations hit "
                           "and damage: the selected grenade in the roll log."));
    m_oddsTable->setAccessibleName(tr("Chance of each location being in the blast zone"));
    fitColumns(m_oddsTable, {}, 3);

    auto* form = new QFormLayout;
    form->addRow(tr("&Grenade:"), m_grenade);
    form->addRow(m_info);
    form->addRow(m_onFloor);
    auto* distanceLabel = new QLabel(tr("&Distance:"), this);
    distanceLabel->setBuddy(m_distance);
    form->addRow(distanceLabel, m_distance);
    form->addRow(QString(), m_band); // the range band the distance gives
    form->addRow(tr("Throwing &skill:"), m_skill);
    form->addRow(tr("&Modifier:"), m_modifier);
    // The impact point's long sentence under its label, the dock's width wide.
    form->addRow(new QLabel(tr("Impact point:"), this));
    form->addRow(m_impact);
    // Thrown at a hex of the map (a press on its open ground): back to the target's body.
    m_atBody->setObjectName(QStringLiteral("atBodyButton"));
    m_atBody->setToolTip(tr("Throw at the target's body instead of the point on the map"));
    connect(m_atBody, &QPushButton::clicked, this, [this] {
        edit(tr("Grenade at the target's body"), [](GrenadeAction& a) {
            a.point.reset();
            a.targetDistance = 0;
        });
    });
    form->addRow(m_atBody);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_throw);
    buttons->addWidget(m_jump);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(form);
    layout->addWidget(m_scene, 2);
    layout->addWidget(m_heatCheck);
    layout->addWidget(m_oddsTable, 3);
    layout->addWidget(m_status);
    layout->addLayout(buttons);

    connect(m_grenade, &QComboBox::activated, this, [this] {
        edit(tr("Grenade %1").arg(m_grenade->currentText()),
            [id = m_grenade->currentData().toString().toStdString()](
                GrenadeAction& a) { a.request.grenade = id; });
    });
    connect(m_onFloor, &QCheckBox::toggled, this, [this](bool on) {
        edit(on ? tr("Grenade on the floor") : tr("Grenade thrown"),
            [on](GrenadeAction& a) { a.request.onFloor = on; });
    });
    connect(m_distance, &QDoubleSpinBox::valueChanged, this, [this](double metres) {
        edit(tr("Throwing distance"), [metres](GrenadeAction& a) { a.request.distance = metres; });
    });
    connect(m_skill, &QSpinBox::valueChanged, this, [this](int skill) {
        edit(tr("Throwing skill"), [skill](GrenadeAction& a) { a.request.skill = skill; });
    });
    connect(m_modifier, &QSpinBox::valueChanged, this, [this](int modifier) {
        edit(tr("Throw modifier"), [modifier](GrenadeAction& a) { a.request.modifier = modifier; });
    });
    connect(m_heatCheck, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            showOdds();
        else
            emit heatChanged(std::nullopt);
    });
    connect(m_throw, &QPushButton::clicked, this, &GrenadePanel::throwRequested);
    connect(m_jump, &QPushButton::clicked, this, &GrenadePanel::jumpRequested);

    connect(session, &Session::rulesetChanged, this, &GrenadePanel::showRuleset);
    connect(session, &Session::grenadeChanged, this, &GrenadePanel::showAction);
    connect(
        session, &Session::settingsChanged, this, &GrenadePanel::showAction); // the impact point
    connect(session, &Session::targetChanged, this, &GrenadePanel::showAction);
    // Who stands where sets the distances of a throw at a hex of the map.
    connect(session, &Session::rosterChanged, this, &GrenadePanel::showAction);
    connect(session, &Session::selectedEntryChanged, this, &GrenadePanel::showScene);
    showRuleset();
}

void GrenadePanel::showRuleset()
{
    const QSignalBlocker blocker(m_grenade);
    m_grenade->clear();
    if (const Ruleset* rs = m_session->ruleset()) {
        for (const Grenade& g : rs->grenades)
            m_grenade->addItem(qs(g.name), qs(g.id));
    }
    showAction();
}

void GrenadePanel::edit(
    const QString& description, const std::function<void(GrenadeAction&)>& change)
{
    if (!m_session->ruleset())
        return;
    GrenadeAction next = m_session->grenadeAction();
    change(next);
    if (next.request.onFloor) {
        next.request.distance.reset(); // nobody throws it: no range band (§9)
        next.request.range.reset();
    } else if (!next.request.distance) {
        next.request.distance = m_distance->value();
    }
    m_session->changeGrenade(next, description);
}

QDoubleSpinBox* GrenadePanel::distanceOf(int character) const
{
    if (character < 1 || character >= m_scene->rowCount())
        return nullptr;
    return qobject_cast<QDoubleSpinBox*>(m_scene->cellWidget(character, Distance));
}

QString GrenadePanel::refusal() const
{
    return m_status->text();
}

bool GrenadePanel::heatMapOn() const
{
    return m_heatCheck->isChecked();
}

void GrenadePanel::setHeatMapOn(bool on)
{
    m_heatCheck->setChecked(on);
}

void GrenadePanel::showAction()
{
    const Ruleset* rs = m_session->ruleset();
    setEnabled(rs && !rs->grenades.empty());
    if (!rs)
        return;
    const GrenadeAction action = m_session->grenadeAction();
    const ThrowRequest& req = action.request;
    {
        const QSignalBlocker b1(m_grenade), b2(m_onFloor), b3(m_distance), b4(m_skill),
            b5(m_modifier);
        m_grenade->setCurrentIndex(m_grenade->findData(qs(req.grenade)));
        m_onFloor->setChecked(req.onFloor);
        // Thrown at a hex of the map, the distance is the thrower's from it.
        m_distance->setEnabled(!req.onFloor && !action.point);
        m_distance->setValue(req.distance.value_or(0));
        m_skill->setEnabled(!req.onFloor);
        m_skill->setValue(req.skill);
        m_modifier->setEnabled(!req.onFloor);
        m_modifier->setValue(req.modifier);
    }
    const Grenade* g = rs->grenade(req.grenade);
    if (g) {
        QString info = tr("%1; zone %2 hexes, 1 hex less per %3 m; damage %4")
                           .arg(typeName(g->type))
                           .arg(g->blastZone)
                           .arg(g->blastRadius)
                           .arg(g->damage);
        info += g->pen ? tr(", PEN %1").arg(*g->pen) : tr(", no PEN (armour does not stop it)");
        m_info->setText(info + tr("; optimum range %1 m.").arg(g->rng));
        Weapon thrown;
        thrown.rng = g->rng;
        const auto band = rangeBandFor(*rs, thrown, m_distance->value());
        m_band->setText(req.onFloor ? QString()
                : band              ? tr("%1 range").arg(coreTerm(toString(*band)))
                                    : tr("beyond extreme range"));
    } else {
        m_info->clear();
        m_band->clear();
    }
    m_impact->setText(action.point
            ? tr("%1,%2 on the map (press its ground to move it); on each body %3, the hex "
                 "aimed at on the diagram")
                  .arg(action.point->q)
                  .arg(action.point->r)
                  .arg(qs(label(req.impact)))
            : tr("%1 — the hex aimed at on the diagram (the lower third, rows %2 to %3)")
                  .arg(qs(label(req.impact)))
                  .arg(rs->body.lowerThirdRow + 1)
                  .arg(rs->body.rows));
    m_atBody->setVisible(action.point.has_value());
    m_throw->setText(req.onFloor ? tr("Set &Off") : tr("&Throw"));
    const QString refused = m_session->checkGrenade(action);
    m_status->setText(refused);
    m_status->setVisible(!refused.isEmpty());
    m_throw->setEnabled(refused.isEmpty());
    m_jump->setEnabled(g && (g->type == GrenadeType::Frag || g->type == GrenadeType::Blast));
    showScene();
}

void GrenadePanel::showScene()
{
    const Ruleset* rs = m_session->ruleset();
    if (!rs)
        return;
    const GrenadeAction action = m_session->grenadeAction();
    const Grenade* g = rs->grenade(action.request.grenade);
    std::vector<CharacterState> scene { m_session->target() };
    scene.insert(scene.end(), m_session->others().begin(), m_session->others().end());
    // Each by its name in the roster.
    const auto nameAt = [this](std::size_t i) {
        const QString name = i == 0 ? m_session->targetName() : m_session->otherName(i - 1);
        return name.isEmpty() ? tr("someone") : name;
    };

    // The selected log entry's grenade, when it went off among this many characters.
    const BlastTrace* results = nullptr;
    const int selected = m_session->selectedEntry();
    const ThrowOutcome* shown = nullptr;
    if (selected >= 0 && selected < static_cast<int>(m_session->log().size())) {
        const LogEntry& entry = m_session->log()[static_cast<std::size_t>(selected)];
        if (entry.grenade && entry.grenadeOutcome.thrown
            && entry.grenadeOutcome.thrown->characters.size() == scene.size())
            shown = &*entry.grenadeOutcome.thrown;
    }

    m_scene->setRowCount(static_cast<int>(scene.size()));
    for (int row = 0; row < static_cast<int>(scene.size()); ++row) {
        const std::size_t i = static_cast<std::size_t>(row);
        const double metres = row == 0 ? action.targetDistance : action.distances[i - 1];
        m_scene->setItem(row, NameColumn, cell(nameAt(i)));
        if (row == 0) {
            m_scene->setItem(
                row, Distance, cell(action.point ? tr("%1 m").arg(metres) : tr("0 m (on it)")));
        } else {
            auto* spin = qobject_cast<QDoubleSpinBox*>(m_scene->cellWidget(row, Distance));
            if (!spin) {
                spin = new QDoubleSpinBox;
                spin->setRange(0, 1000);
                spin->setDecimals(2);
                spin->setSingleStep(0.5);
                spin->setSuffix(tr(" m"));
                spin->setFrame(false);
                m_scene->setCellWidget(row, Distance, spin);
                connect(spin, &QDoubleSpinBox::valueChanged, this, [this, row](double value) {
                    edit(tr("Distance of target %1").arg(row + 1), [row, value](GrenadeAction& a) {
                        a.distances[static_cast<std::size_t>(row - 1)] = value;
                    });
                });
            }
            spin->setAccessibleName(tr("Distance of %1 from the impact point").arg(nameAt(i)));
            const QSignalBlocker blocker(spin);
            spin->setValue(metres);
            spin->setEnabled(!action.point); // where they stand on the map
        }
        const int radius = g ? rules::blastZoneRadius(*g, metres) : -1;
        m_scene->setItem(row, Zone,
            cell(radius < 0       ? tr("unaffected")
                    : radius == 1 ? tr("1 hex")
                                  : tr("%1 hexes").arg(radius),
                Qt::AlignRight | Qt::AlignVCenter));
        results = shown ? &shown->characters[i] : nullptr;
        QString locations, damage;
        if (results) {
            QStringList names;
            for (int loc : results->locations)
                names << qs(rs->body.locations[static_cast<std::size_t>(loc)].name);
            locations = names.isEmpty() ? tr("none") : names.join(", ");
            if (results->incapDamage > 0)
                damage = tr("%1 Incap").arg(results->incapDamage);
            else if (results->bruising > 0)
                damage = tr("%1 bruising").arg(results->bruising);
            else
                damage = results->locations.empty() ? QString() : qs(shown->effect);
        }
        m_scene->setItem(row, Locations, cell(locations));
        m_scene->setItem(row, Damage, cell(damage));
    }
    for (int row = static_cast<int>(scene.size()); row < m_scene->rowCount(); ++row)
        m_scene->removeCellWidget(row, Distance);
    showOdds();
}

void GrenadePanel::showOdds()
{
    const Ruleset* rs = m_session->ruleset();
    m_odds.reset();
    if (rs && m_session->checkGrenade(m_session->grenadeAction()).isEmpty()
        && !m_session->grenadeAction().jumper) {
        const GrenadeAction action = m_session->grenadeAction();
        try {
            m_odds = throwOdds(*rs,
                blastScene(m_session->target(), m_session->others(), action.distances,
                    action.targetDistance),
                action.request);
        } catch (const Refused&) {
        }
    }
    // Each character's chance to be caught, in the scene table.
    for (int row = 0; row < m_scene->rowCount(); ++row) {
        QString text;
        if (m_odds && row < static_cast<int>(m_odds->characters.size())) {
            const ThrowOdds::Character& c = m_odds->characters[static_cast<std::size_t>(row)];
            text = percentText(m_odds->probability(m_odds->denominator - c.unaffected));
        }
        m_scene->setItem(row, Chance, cell(text, Qt::AlignRight | Qt::AlignVCenter));
    }
    // Per location and character: the chance that the location is inside the zone.
    m_oddsTable->clear();
    if (!m_odds || !rs) {
        m_oddsTable->setRowCount(0);
        m_oddsTable->setColumnCount(0);
    } else {
        QStringList columns;
        for (const ThrowOdds::Character& c : m_odds->characters)
            columns << qs(c.name);
        m_oddsTable->setColumnCount(static_cast<int>(columns.size()));
        m_oddsTable->setHorizontalHeaderLabels(columns);
        QStringList rows;
        for (const Location& loc : rs->body.locations)
            rows << qs(loc.name);
        m_oddsTable->setRowCount(static_cast<int>(rows.size()));
        m_oddsTable->setVerticalHeaderLabels(rows);
        for (int col = 0; col < static_cast<int>(m_odds->characters.size()); ++col) {
            const ThrowOdds::Character& c = m_odds->characters[static_cast<std::size_t>(col)];
            for (int row = 0;
                 row < static_cast<int>(rows.size()) && row < static_cast<int>(c.locations.size());
                 ++row)
                m_oddsTable->setItem(row, col,
                    cell(percentText(
                             m_odds->probability(c.locations[static_cast<std::size_t>(row)])),
                        Qt::AlignRight | Qt::AlignVCenter));
        }
    }
    if (!m_heatCheck->isChecked())
        return;
    // The heat map: where the grenade lands (the first target's point, on the floor).
    std::map<Hex, double> heat;
    if (m_odds) {
        for (const auto& [hex, weight] : m_odds->hexes)
            heat[hex] = m_odds->probability(weight);
    }
    emit heatChanged(std::move(heat));
}

} // namespace hitspread
