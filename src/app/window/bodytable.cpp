// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// BodyTable: the body diagram's table, its docks wired together, and firing, throwing and rounds
// with Hitspread's dice or the table's. Its menus are built in bodytablemenus.cpp, its files
// handled in bodytablefile.cpp.
#include "app/window/bodytable.h"
#include "qs.h"

#include "app/charts/comparewindow.h"
#include "app/dialogs/diceentrydialog.h"
#include "app/dialogs/influencedialog.h"
#include "app/dialogs/jumpdialog.h"
#include "app/dialogs/suppressdialog.h"
#include "app/dialogs/treatdialog.h"
#include "app/document/coreterms.h"
#include "app/document/session.h"
#include "app/panels/aimpanel.h"
#include "app/panels/combatantspanel.h"
#include "app/panels/grenadepanel.h"
#include "app/panels/oddspanel.h"
#include "app/panels/rolllogpanel.h"
#include "app/panels/shooterpanel.h"
#include "app/panels/targetpanel.h"
#include "app/panels/trackerpanel.h"
#include "app/widgets/docklayout.h"
#include "app/widgets/windowsize.h"
#include "app/window/bodyview.h"
#include "app/window/burstplayer.h"
#include "app/window/documentui.h"
#include "app/window/fightmapmodel.h"
#include "app/window/mapview.h"
#include "app/window/playerdisplay.h"

#include <QDockWidget>
#include <QIcon>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QUndoStack>

namespace hitspread {

BodyTable::BodyTable(QWidget* parent)
    : QMainWindow(parent)
    , m_session(new Session(this))
    , m_player(new BurstPlayer(m_session, this))
    , m_view(new BodyView(m_session, m_player))
    , m_mapModel(new FightMapModel(m_session, this))
    , m_map(new MapView(m_mapModel))
    , m_shooter(new ShooterPanel(m_session))
    , m_target(new TargetPanel(m_session, m_player))
    , m_log(new RollLogPanel(m_session, m_player))
    , m_odds(new OddsPanel(m_session))
    , m_aim(new AimPanel(m_session))
    , m_grenades(new GrenadePanel(m_session))
    , m_tracker(new TrackerPanel(m_session))
    , m_combatants(new CombatantsPanel(m_session))
{
    setWindowIcon(QIcon(QStringLiteral(":/icons/hitspread.svg")));
    // The map of the fight and the body diagram of the one aimed at, side by side.
    auto* centre = new QSplitter(Qt::Horizontal, this);
    centre->setObjectName(QStringLiteral("tableSplitter"));
    centre->setChildrenCollapsible(false);
    m_map->setObjectName(QStringLiteral("mapView"));
    m_map->setMinimumWidth(120);
    m_map->setMinimumHexPixels(2);
    centre->addWidget(m_map);
    centre->addWidget(new BodyScrollArea(m_view, centre));
    centre->setStretchFactor(0, 2);
    centre->setStretchFactor(1, 3);
    setCentralWidget(centre);
    const auto showMap = [this] {
        m_map->setPaintState(m_mapModel->paintState());
        m_map->keepInView();
    };
    for (auto signal : { &Session::rosterChanged, &Session::targetChanged,
             &Session::settingsChanged, &Session::logChanged })
        connect(m_session, signal, m_map, showMap);
    connect(m_session, &Session::selectedEntryChanged, m_map, showMap);
    connect(m_session, &Session::rulesetChanged, m_map, [this, showMap] {
        showMap();
        m_map->refit();
    });
    const auto tellRefused = [this](const QString& why) { statusBar()->showMessage(why, 5000); };
    connect(m_map, &MapView::moveRefused, this, tellRefused);
    // Enter on the map resolves what is set up: the grenade when its dock is up, else the shot.
    connect(m_map, &MapView::activated, this, [this] {
        if (m_session->data().grenade.point && m_grenades->isVisible())
            throwGrenade();
        else
            fire();
    });
    connect(m_mapModel, &FightMapModel::refused, this, tellRefused);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    addDiceLabel(statusBar(), m_session);
    createDocks();
    createActions();

    connect(m_view, &BodyView::hexHovered, this, &BodyTable::showHovered);
    connect(m_view, &BodyView::hexHovered, m_odds, &OddsPanel::setFocusHex);
    connect(m_view, &BodyView::fireRequested, this, &BodyTable::fire);
    connect(m_shooter, &ShooterPanel::fireRequested, this, &BodyTable::fire);
    // One map over the body at a time: the shot's odds, the grenade's impact point, or the
    // aim map.
    connect(
        m_odds, &OddsPanel::heatChanged, this, [this](std::optional<std::map<Hex, double>> heat) {
            if (heat && m_grenades->heatMapOn())
                m_grenades->setHeatMapOn(false);
            if (heat && m_aim->aimMapOn())
                m_aim->setAimMapOn(false);
            m_view->setHeat(std::move(heat));
        });
    connect(m_grenades, &GrenadePanel::heatChanged, this,
        [this](std::optional<std::map<Hex, double>> heat) {
            if (heat && m_odds->heatMapOn())
                m_odds->setHeatMapOn(false);
            if (heat && m_aim->aimMapOn())
                m_aim->setAimMapOn(false);
            m_view->setHeat(std::move(heat));
        });
    connect(m_aim, &AimPanel::aimMapChanged, this, [this](std::optional<AimOverlay> overlay) {
        if (overlay && m_odds->heatMapOn())
            m_odds->setHeatMapOn(false);
        if (overlay && m_grenades->heatMapOn())
            m_grenades->setHeatMapOn(false);
        m_view->setAimMap(std::move(overlay));
    });
    connect(m_grenades, &GrenadePanel::throwRequested, this, &BodyTable::throwGrenade);
    // A new turn shows the Shooter dock: the Grenade dock's tab goes back for the next to act.
    connect(m_session, &Session::rosterChanged, this, [this] {
        if (m_session->data().actor == m_shownActor)
            return;
        m_shownActor = m_session->data().actor;
        if (auto* dock = findChild<QDockWidget*>(QStringLiteral("shooterDock")))
            dock->raise();
    });
    connect(m_mapModel, &FightMapModel::grenadeAimed, this, [this] {
        if (auto* dock = findChild<QDockWidget*>(QStringLiteral("grenadeDock")))
            dock->raise();
    });
    connect(m_grenades, &GrenadePanel::jumpRequested, this, &BodyTable::jumpOnGrenade);
    connect(m_tracker, &TrackerPanel::startRoundRequested, this, &BodyTable::startRound);
    connect(m_session, &Session::documentChanged, this, &BodyTable::updateTitle);
    connect(m_session, &Session::rulesetChanged, this, &BodyTable::updateTitle);
    resizeToFit(this, QSize(1100, 800)); // the window's size when it holds this table first
    // The docks on either side about a quarter of the window each, the diagram at least
    // half; on the right the roster over the tracker and the roll log.
    m_docks = new DockLayout(this, QStringLiteral("window"), { 0.2, 200, 440 }, { 0.28, 270, 600 });
    m_docks->setStartHeights({ findChild<QDockWidget*>(QStringLiteral("combatantsDock")),
                                 findChild<QDockWidget*>(QStringLiteral("trackerDock")),
                                 findChild<QDockWidget*>(QStringLiteral("rollLogDock")) },
        { 7, 6, 7 });
    m_docks->restore();
    updateTitle();
}

BodyTable::~BodyTable()
{
    delete m_display; // no child of the window (a second screen's window): it goes with it
    delete m_compare; // before the session it reads
}

CompareWindow* BodyTable::compareWindow() const
{
    return m_compare;
}

void BodyTable::compareWeapons()
{
    if (!m_compare) {
        m_compare = new CompareWindow(m_session, this);
        m_compare->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_compare->show();
    m_compare->raise();
    m_compare->activateWindow();
}

void BodyTable::showHovered(std::optional<Hex> hex)
{
    if (!hex) {
        statusBar()->clearMessage();
        return;
    }
    const Ruleset* rs = m_session->ruleset();
    QString text = QString::fromStdString(label(*hex));
    if (rs) {
        const int sub = rs->body.subLocationAt(*hex);
        text = sub < 0
            ? tr("%1 — empty space").arg(text)
            : tr("%1 — %2 (%3)")
                  .arg(text, qs(rs->body.subLocations[static_cast<std::size_t>(sub)].name),
                      qs(rs->body
                              .locations[static_cast<std::size_t>(
                                  rs->body.subLocations[static_cast<std::size_t>(sub)].location)]
                              .name));
    }
    statusBar()->showMessage(text);
}

std::optional<std::vector<int>> BodyTable::askFaces(
    const AttackRequest& request, std::vector<int> faces)
{
    DiceEntryDialog dialog(
        [this, request](const std::vector<int>& tried) { m_session->tryFaces(request, tried); },
        std::move(faces), this);
    if (dialog.result() != QDialog::Accepted && dialog.exec() != QDialog::Accepted)
        return std::nullopt; // cancelled: nothing changes
    return dialog.faces();
}

void BodyTable::fire()
{
    if (!m_session->ruleset())
        return;
    const bool typed = m_session->data().dice.typed;
    AttackRequest request = m_session->settings();
    request.rollKnockback = true; // §7: every attack made in the window rolls its knockback
    std::vector<int> faces;
    if (typed) {
        auto entered = askFaces(request, {});
        if (!entered)
            return;
        faces = *entered;
    } else {
        faces = m_session->nextSeededFaces(request);
    }
    const bool ask = request.influencePolicy == InfluencePolicy::Ask
        && (request.mode == FireMode::Burst || request.mode == FireMode::Full);
    if (ask) {
        // §6: after each bullet that may still be influenced the table picks the face; the
        // diagram shows the burst so far and the three hexes it can go to.
        request.influence.clear();
        for (int k = 0;; ++k) {
            Outcome outcome;
            try {
                outcome = m_session->tryFaces(request, faces);
            } catch (const DiceExhausted&) {
                auto more = askFaces(request, faces); // a fresh damage die per bullet, say
                if (!more)
                    return;
                faces = *more;
                --k;
                continue;
            } catch (const Refused& e) {
                QMessageBox::warning(this, tr("Cannot fire"), translated(e.text()));
                return;
            } catch (const std::exception& e) {
                QMessageBox::warning(this, tr("Cannot fire"), QString::fromStdString(e.what()));
                return;
            }
            if (!outcome.burst || k >= outcome.burst->influences
                || k + 1 >= static_cast<int>(outcome.shots.size()))
                break;
            const ShotTrace& bullet = outcome.shots[static_cast<std::size_t>(k + 1)];
            InfluenceDialog dialog(*m_session->ruleset(), k + 2, *bullet.direction, *bullet.fromHex,
                bullet.deviation, this);
            m_view->setChoices(dialog.choices(), *bullet.fromHex, bullet.target);
            const int answer = dialog.exec();
            m_view->setChoices({}, std::nullopt);
            if (answer != QDialog::Accepted)
                return;
            request.influence.push_back(dialog.influence());
            if (!typed)
                faces = m_session->nextSeededFaces(request);
        }
    }
    const QString error = m_session->fireRequest(request, faces);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot fire"), error);
}

void BodyTable::throwGrenade()
{
    if (!m_session->ruleset())
        return;
    const GrenadeAction action = m_session->grenadeAction();
    const auto faces = facesFor(
        [this, action](const std::vector<int>& tried) { m_session->tryGrenade(action, tried); },
        [this, action] { return m_session->nextSeededFaces(action); });
    if (!faces)
        return; // cancelled: nothing changes
    const QString error = m_session->throwGrenade(action, *faces);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot throw"), error);
}

void BodyTable::jumpOnGrenade()
{
    if (!m_session->ruleset())
        return;
    JumpDialog dialog(m_session, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    GrenadeAction action = m_session->grenadeAction();
    action.jumper = dialog.jumper();
    const QString error = m_session->throwGrenade(action, {});
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot jump on the grenade"), error);
}

std::optional<std::vector<int>> BodyTable::facesFor(
    const std::function<void(const std::vector<int>&)>& tryFaces,
    const std::function<std::vector<int>()>& seeded)
{
    if (!m_session->data().dice.typed)
        return seeded();
    DiceEntryDialog dice(tryFaces, {}, this);
    if (dice.result() != QDialog::Accepted && dice.exec() != QDialog::Accepted)
        return std::nullopt;
    return dice.faces();
}

void BodyTable::carryOut(const QString& refusedTitle,
    const std::function<std::vector<Text>(const std::vector<int>&)>& tryFaces,
    const std::function<std::vector<int>()>& seeded,
    const std::function<QString(const std::vector<int>&)>& apply)
{
    const auto faces
        = facesFor([&tryFaces](const std::vector<int>& tried) { tryFaces(tried); }, seeded);
    if (!faces)
        return; // cancelled: nothing changes
    // The working goes into the tracker's log; the status bar says it too, for a moment.
    QStringList working;
    try {
        for (const Text& line : tryFaces(*faces))
            working << translated(line);
    } catch (const std::exception&) {
        // apply says what is wrong
    }
    const QString error = apply(*faces);
    if (!error.isEmpty())
        QMessageBox::warning(this, refusedTitle, error);
    else
        statusBar()->showMessage(working.join(' '), 10000);
}

void BodyTable::treatTarget()
{
    if (!m_session->ruleset())
        return;
    TreatDialog dialog(m_session, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const TreatRequest request = dialog.request();
    carryOut(
        tr("Cannot treat"),
        [this, request](const std::vector<int>& faces) {
            return describeTreatmentText(
                *m_session->ruleset(), m_session->tryTreatment(request, faces));
        },
        [this, request] { return m_session->nextTreatmentFaces(request); },
        [this, request](
            const std::vector<int>& faces) { return m_session->treatTarget(request, faces); });
}

void BodyTable::suppressTarget()
{
    if (!m_session->ruleset())
        return;
    SuppressDialog dialog(m_session, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const SuppressRequest request = dialog.request();
    carryOut(
        tr("No suppressive fire"),
        [this, request](const std::vector<int>& faces) {
            return describeSuppressionText(
                *m_session->ruleset(), m_session->trySuppression(request, faces));
        },
        [this, request] { return m_session->nextSuppressionFaces(request); },
        [this, request](
            const std::vector<int>& faces) { return m_session->suppressTarget(request, faces); });
}

void BodyTable::dodgeTarget(DefenceKind kind, bool actor)
{
    if (!m_session->ruleset())
        return;
    const CombatantId who = actor ? m_session->data().actor : m_session->data().target;
    if (!who) {
        QMessageBox::warning(this, tr("Cannot dodge"),
            actor ? tr("Nobody acts: pick the one who dodges in the Combatants dock.")
                  : tr("Nobody is the target: pick one in the Combatants dock."));
        return;
    }
    const auto faces = facesFor(
        [this, kind, who](const std::vector<int>& tried) { m_session->tryDodge(kind, tried, who); },
        [this, kind, who] { return m_session->nextDodgeFaces(kind, who); });
    if (!faces)
        return; // cancelled: nothing changes
    const QString error = m_session->dodgeTarget(kind, *faces, who);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot dodge"), error);
    else if (!m_session->trackerLog().isEmpty())
        statusBar()->showMessage(m_session->trackerLog().last(), 10000);
}

void BodyTable::clearJam()
{
    if (!m_session->ruleset())
        return;
    const auto faces
        = facesFor([this](const std::vector<int>& tried) { m_session->tryUnjam(tried); },
            [this] { return m_session->nextUnjamFaces(); });
    if (!faces)
        return; // cancelled: nothing changes
    const QString error = m_session->clearJam(*faces);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot clear the jam"), error);
    else if (!m_session->trackerLog().isEmpty())
        statusBar()->showMessage(m_session->trackerLog().last(), 10000);
}

void BodyTable::startRound()
{
    if (!m_session->ruleset())
        return;
    const auto faces
        = facesFor([this](const std::vector<int>& tried) { m_session->tryStartRound(tried); },
            [this] { return m_session->nextInitiativeFaces(); });
    if (!faces)
        return; // cancelled: nothing changes
    const QString error = m_session->startRound(*faces);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot start the round"), error);
}

void BodyTable::endTurn()
{
    if (!m_session->ruleset())
        return;
    if (!m_session->tracker().roundOpen) {
        startRound();
        return;
    }
    const QString error = m_session->endTurn();
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot end the turn"), error);
}

} // namespace hitspread
