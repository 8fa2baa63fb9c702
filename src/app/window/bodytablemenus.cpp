// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// BodyTable's docks, menus and toolbar.
#include "app/window/bodytable.h"

#include "app/dialogs/charactereditor.h"
#include "app/dialogs/preferencesdialog.h"
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
#include "app/window/bodyview.h"
#include "app/window/burstplayer.h"
#include "app/window/documentui.h"
#include "app/window/helpmenu.h"
#include "app/window/rulesetmenu.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QIcon>
#include <QMenuBar>
#include <QSettings>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>

namespace hitspread {

void BodyTable::createDocks()
{
    // Every panel scrolls up and down when the window is short (1024 × 700), and its combo
    // boxes let the dock be narrow: the diagram keeps half the window's width.
    auto dock = [this](QWidget* panel, const QString& title, const QString& name,
                    Qt::DockWidgetArea area) {
        letNarrow(panel);
        auto* d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(new DockScrollArea(panel, d));
        addDockWidget(area, d);
        return d;
    };
    // The shot's set-up and its odds on the left; who acts on whom and the best aim on the
    // right, the tracker and the roll log (with the history) under them. Three tabs a group
    // at most: their titles show whole in a dock a quarter of a 1024 pixels wide window.
    QDockWidget* shooter
        = dock(m_shooter, tr("Shooter"), QStringLiteral("shooterDock"), Qt::LeftDockWidgetArea);
    QDockWidget* grenade
        = dock(m_grenades, tr("Grenade"), QStringLiteral("grenadeDock"), Qt::LeftDockWidgetArea);
    QDockWidget* odds
        = dock(m_odds, tr("Odds"), QStringLiteral("oddsDock"), Qt::LeftDockWidgetArea);
    tabifyDockWidget(shooter, grenade);
    tabifyDockWidget(grenade, odds);
    shooter->raise();
    // The fight's roster beside the target's sheet: pick who acts on whom there.
    QDockWidget* combatants = dock(
        m_combatants, tr("Combatants"), QStringLiteral("combatantsDock"), Qt::RightDockWidgetArea);
    QDockWidget* target
        = dock(m_target, tr("Target"), QStringLiteral("targetDock"), Qt::RightDockWidgetArea);
    QDockWidget* aim
        = dock(m_aim, tr("Best Aim"), QStringLiteral("aimDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(combatants, target);
    tabifyDockWidget(target, aim);
    combatants->raise();
    // The tracker and the roll log each in its own dock under them, both in view: whose turn
    // it is and what the last action did.
    dock(m_tracker, tr("Tracker"), QStringLiteral("trackerDock"), Qt::RightDockWidgetArea);
    QDockWidget* log
        = dock(m_log, tr("Roll log"), QStringLiteral("rollLogDock"), Qt::RightDockWidgetArea);
    // Every change made, one line a step; a click goes back (or on) to that step.
    auto* historyView = new QUndoView(m_session->undoStack());
    historyView->setEmptyLabel(tr("The session as opened"));
    historyView->setObjectName(QStringLiteral("historyView"));
    auto* history = new QDockWidget(tr("History"), this);
    history->setObjectName(QStringLiteral("historyDock"));
    history->setWidget(historyView);
    addDockWidget(Qt::RightDockWidgetArea, history);
    // Shown from the View menu, under the roll log: three tabs are all a group shows whole at
    // 1024 pixels.
    history->hide();
    log->raise();
}

void BodyTable::createActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(QIcon::fromTheme("document-new"), tr("&New Session"), QKeySequence::New, this,
        &BodyTable::newSession);
    file->addAction(QIcon::fromTheme("document-open"), tr("&Open Session…"), QKeySequence::Open,
        this, &BodyTable::openSession);
    keepRecentMenu(file->addMenu(tr("Open &Recent")), m_session, [this](const QString& path) {
        if (maybeSave())
            openSessionAsked(path);
    });
    file->addAction(QIcon::fromTheme("document-save"), tr("&Save Session"), QKeySequence::Save,
        this, &BodyTable::save);
    file->addAction(QIcon::fromTheme("document-save-as"), tr("Save Session &As…"),
        QKeySequence::SaveAs, this, &BodyTable::saveAs);
    file->addSeparator();
    file->addAction(QIcon::fromTheme("document-print"), tr("&Print Combat Sheet…"),
        QKeySequence::Print, this, &BodyTable::printSheet);
    file->addAction(tr("&Export Combat Sheet as PDF…"), this, [this] { exportSheetDialog(false); });
    file->addAction(
        tr("Export &Blank Combat Sheet as PDF…"), this, [this] { exportSheetDialog(true); });
    QAction* exportLog
        = file->addAction(tr("Export Roll Lo&g…"), this, &BodyTable::exportRollLogDialog);
    exportLog->setObjectName(QStringLiteral("exportRollLogAction"));
    QAction* exportDiagram
        = file->addAction(tr("Export D&iagram…"), this, &BodyTable::exportDiagramDialog);
    exportDiagram->setObjectName(QStringLiteral("exportDiagramAction"));
    file->addSeparator();
    file->addAction(tr("Open R&uleset…"), this, &BodyTable::openRulesetDialog);
    keepRulesetMenu(
        file->addMenu(tr("Rulese&ts")), [this] { return m_session->rulesetDirectory(); },
        [this](const QString& dir) { useRuleset(dir); });
    file->addAction(QIcon::fromTheme("view-refresh"), tr("Re&load Ruleset"), QKeySequence::Refresh,
        this, &BodyTable::reloadRuleset);
    file->addSeparator();
    // Closes the window the table is in (TableWindow), which asks this table first.
    file->addAction(QIcon::fromTheme("application-exit"), tr("&Quit"), QKeySequence::Quit, this,
        [this] { window()->close(); });

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    addUndoRedo(edit, m_session, this);
    edit->addSeparator();
    QAction* preferences = edit->addAction(QIcon::fromTheme("preferences-system"),
        tr("&Preferences…"), this, [this] { PreferencesDialog(this).exec(); });
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu* combat = menuBar()->addMenu(tr("&Combat"));
    QAction* fire = combat->addAction(
        QIcon::fromTheme("media-playback-start"), tr("&Fire"), this, &BodyTable::fire);
    fire->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    // The turn flow: End Turn, a click on the target and the aim, Enter.
    QAction* endTurn = combat->addAction(
        QIcon::fromTheme("go-next"), tr("End &Turn"), this, &BodyTable::endTurn);
    endTurn->setShortcuts(endTurnKeys(false));
    endTurn->setObjectName(QStringLiteral("endTurnAction"));
    endTurn->setToolTip(
        tr("The next in the initiative order acts (a round starts when none runs)"));
    combat->addAction(
        tr("Start &Round"), QKeySequence(Qt::CTRL | Qt::Key_R), this, &BodyTable::startRound);
    combat->addAction(tr("&Character Editor…"), this, [this] {
        CharacterEditor editor(m_session, this);
        editor.exec();
    });
    combat->addSeparator();
    combat->addAction(
        tr("&Throw Grenade"), QKeySequence(Qt::CTRL | Qt::Key_G), this, &BodyTable::throwGrenade);
    combat->addAction(tr("&Jump on the Grenade…"), this, &BodyTable::jumpOnGrenade);
    combat->addSeparator();
    combat->addAction(tr("T&reat the Target…"), QKeySequence(Qt::CTRL | Qt::Key_T), this,
        &BodyTable::treatTarget);
    QMenu* dodge = combat->addMenu(tr("Target &Dodges"));
    dodge->addAction(tr("&Dodge (This Round)"), this, [this] { dodgeTarget(DefenceKind::Dodge); });
    dodge->addAction(
        tr("&Quick Dodge (This Phase)"), this, [this] { dodgeTarget(DefenceKind::QuickDodge); });
    dodge->addAction(
        tr("D&ance or Ballet of Death"), this, [this] { dodgeTarget(DefenceKind::Dance); });
    // §8: the one who acts spends its turn dodging, for the round.
    QAction* dodgeSelf = combat->addAction(
        tr("D&odge (the One Who Acts)"), this, [this] { dodgeTarget(DefenceKind::Dodge, true); });
    dodgeSelf->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    dodgeSelf->setObjectName(QStringLiteral("dodgeActorAction"));
    combat->addAction(tr("C&lear the Jam"), this, &BodyTable::clearJam);
    // §6: the one who acts sprays an area the target crosses.
    combat->addAction(tr("Su&ppressive Fire on the Target…"), this, &BodyTable::suppressTarget)
        ->setObjectName(QStringLiteral("suppressAction"));
    combat->addSeparator();
    addDiceActions(combat, m_session, this);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->addAction(QIcon::fromTheme("zoom-in"), tr("Zoom &In"), QKeySequence::ZoomIn, this,
        [this] { m_view->setZoom(m_view->zoom() * 1.25); });
    m_viewMenu->addAction(QIcon::fromTheme("zoom-out"), tr("Zoom &Out"), QKeySequence::ZoomOut,
        this, [this] { m_view->setZoom(m_view->zoom() / 1.25); });
    m_viewMenu->addAction(QIcon::fromTheme("zoom-fit-best"), tr("&Fit to Window"),
        QKeySequence(Qt::CTRL | Qt::Key_0), this, [this] { m_view->setZoom(1.0); });
    m_heatAction = m_viewMenu->addAction(tr("&Heat Map"));
    m_heatAction->setCheckable(true);
    m_heatAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    connect(m_heatAction, &QAction::toggled, m_odds, &OddsPanel::setHeatMapOn);
    connect(m_odds, &OddsPanel::heatChanged, this,
        [this] { m_heatAction->setChecked(m_odds->heatMapOn()); });
    QAction* aimMap = m_viewMenu->addAction(tr("&Aim Map"));
    aimMap->setObjectName(QStringLiteral("aimMapAction"));
    aimMap->setCheckable(true);
    aimMap->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    connect(aimMap, &QAction::toggled, m_aim, &AimPanel::setAimMapOn);
    connect(m_aim, &AimPanel::aimMapChanged, aimMap,
        [this, aimMap] { aimMap->setChecked(m_aim->aimMapOn()); });
    QAction* nextAim = m_viewMenu->addAction(tr("Aim at the &Next Best Hex"));
    nextAim->setObjectName(QStringLiteral("nextBestAimAction"));
    nextAim->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    nextAim->setToolTip(tr("Each press aims at the next of the ten best hexes for the Best Aim "
                           "dock's goal, from the best"));
    connect(nextAim, &QAction::triggered, m_aim, &AimPanel::aimAtNext);
    QAction* compare = m_viewMenu->addAction(tr("Compare &Weapons…"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W), this, &BodyTable::compareWeapons);
    compare->setObjectName(QStringLiteral("compareWeaponsAction"));
    compare->setToolTip(tr("Up to four weapons, ammo, fire modes and aims against the target as "
                           "it stands, at each range band"));
    QAction* reduceMotion = m_viewMenu->addAction(tr("&Reduce Motion"));
    reduceMotion->setCheckable(true);
    reduceMotion->setToolTip(tr("Show the end of a burst at once instead of playing it"));
    reduceMotion->setChecked(QSettings().value(QStringLiteral("reduceMotion"), false).toBool());
    m_player->setReduceMotion(reduceMotion->isChecked());
    connect(reduceMotion, &QAction::toggled, this, [this](bool on) {
        m_player->setReduceMotion(on);
        QSettings().setValue(QStringLiteral("reduceMotion"), on);
    });
    m_displayAction = m_viewMenu->addAction(tr("&Player Display"));
    m_displayAction->setObjectName(QStringLiteral("playerDisplayAction"));
    m_displayAction->setCheckable(true);
    m_displayAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_displayAction->setToolTip(tr("A window for a second screen or a projector: the bodies, the "
                                   "shots as they land and the result, nothing else"));
    connect(m_displayAction, &QAction::toggled, this, &BodyTable::setPlayerDisplayShown);
    m_viewMenu->addSeparator();
    for (QDockWidget* d : findChildren<QDockWidget*>())
        m_viewMenu->addAction(d->toggleViewAction());

    // Help, with the keys the body diagram reads itself (BodyView::keyPressEvent and
    // wheelEvent): they are no actions, so the list of shortcuts would not know them.
    const auto keys = [](std::initializer_list<QKeySequence> sequences) {
        return nativeKeys(QList<QKeySequence>(sequences));
    };
    addHelpMenu(this, [this] { return m_session->ruleset(); },
        { tr("Body diagram"),
            { { keys({ Qt::Key_Up }), tr("Move the aim one hex up its column") },
                { keys({ Qt::Key_Down }), tr("Move the aim one hex down its column") },
                { keys({ Qt::Key_Left }), tr("Move the aim one column to the left") },
                { keys({ Qt::Key_Right }), tr("Move the aim one column to the right") },
                { keys({ Qt::Key_Return, Qt::Key_Enter }), tr("Fire") },
                // The modifier alone reads "Ctrl+" (on macOS "⌘").
                { keys({ QKeySequence(Qt::CTRL) }) + tr("Wheel"), tr("Zoom in or out") } } });

    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->addAction(fire);
    bar->addAction(endTurn);
    // The toolbar's undo and redo keep short names; the menu's say what they undo.
    QUndoStack* stack = m_session->undoStack();
    QAction* undoButton
        = bar->addAction(QIcon::fromTheme("edit-undo"), tr("Undo"), stack, &QUndoStack::undo);
    QAction* redoButton
        = bar->addAction(QIcon::fromTheme("edit-redo"), tr("Redo"), stack, &QUndoStack::redo);
    undoButton->setEnabled(false);
    redoButton->setEnabled(false);
    connect(stack, &QUndoStack::canUndoChanged, undoButton, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, redoButton, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, undoButton,
        [undoButton](const QString& text) { undoButton->setToolTip(tr("Undo %1").arg(text)); });
    connect(stack, &QUndoStack::redoTextChanged, redoButton,
        [redoButton](const QString& text) { redoButton->setToolTip(tr("Redo %1").arg(text)); });
    bar->addSeparator();
    bar->addAction(m_heatAction);
}

} // namespace hitspread
