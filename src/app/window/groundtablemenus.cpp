// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The ground map window's menus: File, Edit, View, Combat and Help, with the keys both windows
// share (documentui.h).
#include "app/window/groundtable.h"

#include "app/dialogs/preferencesdialog.h"
#include "app/window/bodytable.h"
#include "app/window/documentui.h"
#include "app/window/groundmapmodel.h"
#include "app/window/helpmenu.h"
#include "app/window/mapview.h"
#include "app/window/rulesetmenu.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QIcon>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QUndoStack>

namespace hitspread {

void GroundTable::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(
        QIcon::fromTheme("document-new"), tr("&New Session"), QKeySequence::New, this, [this] {
            if (maybeSave())
                m_scene->newSession();
        });
    file->addAction(
        QIcon::fromTheme("document-open"), tr("&Open Session…"), QKeySequence::Open, this, [this] {
            if (!maybeSave())
                return;
            const QString path = QFileDialog::getOpenFileName(
                this, tr("Open Session"), QString(), groundSessionKind().filter);
            if (!path.isEmpty())
                openSessionAsked(path);
        });
    keepRecentMenu(file->addMenu(tr("Open &Recent")), m_scene, [this](const QString& path) {
        if (maybeSave())
            openSessionAsked(path);
    });
    file->addAction(QIcon::fromTheme("document-save"), tr("&Save Session"), QKeySequence::Save,
        this, [this] { saveDocument(this, *m_scene, groundSessionKind(), false); });
    file->addAction(QIcon::fromTheme("document-save-as"), tr("Save Session &As…"),
        QKeySequence::SaveAs, this,
        [this] { saveDocument(this, *m_scene, groundSessionKind(), true); });
    file->addSeparator();
    file->addAction(tr("Open R&uleset…"), this, [this] {
        useRuleset(QFileDialog::getExistingDirectory(
            this, tr("Open Ruleset"), rulesetDialogFolder(m_scene->rulesetDirectory())));
    });
    keepRulesetMenu(
        file->addMenu(tr("Rulese&ts")), [this] { return m_scene->rulesetDirectory(); },
        [this](const QString& dir) { useRuleset(dir); });
    file->addAction(QIcon::fromTheme("view-refresh"), tr("Re&load Ruleset"), QKeySequence::Refresh,
        this, &GroundTable::reloadRuleset);
    file->addSeparator();
    // Closes the window the table is in (TableWindow), which asks this table first.
    file->addAction(QIcon::fromTheme("application-exit"), tr("&Quit"), QKeySequence::Quit, this,
        [this] { window()->close(); });

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    addUndoRedo(edit, m_scene, this);
    edit->addSeparator();
    edit->addAction(QIcon::fromTheme("preferences-system"), tr("&Preferences…"), this,
            [this] { PreferencesDialog(this).exec(); })
        ->setMenuRole(QAction::PreferencesRole);

    QMenu* combat = menuBar()->addMenu(tr("&Combat"));
    QAction* resolve
        = combat->addAction(QIcon::fromTheme("media-playback-start"), tr("&Resolve"), this, [this] {
              const QString why = resolveNow();
              if (!why.isEmpty())
                  QMessageBox::information(this, tr("Not possible"), why);
          });
    resolve->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    combat->addAction(tr("Start &Round"), QKeySequence(Qt::CTRL | Qt::Key_R), this, [this] {
        const QString why = startRoundNow();
        if (!why.isEmpty())
            QMessageBox::information(this, tr("Not possible"), why);
    });
    QAction* endTurn = combat->addAction(tr("End &Turn"), this, [this] {
        const QString why = m_scene->nextTurn();
        if (!why.isEmpty())
            QMessageBox::information(this, tr("Not possible"), why);
    });
    endTurn->setShortcuts(endTurnKeys(true));
    endTurn->setObjectName(QStringLiteral("endTurnAction"));
    combat->addAction(tr("&Heal Everyone"), this, [this] { m_scene->healAll(); });
    combat->addSeparator();
    addDiceActions(combat, m_scene, this);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(QIcon::fromTheme("zoom-in"), tr("Zoom &In"), QKeySequence::ZoomIn, this,
        [this] { m_view->setZoom(m_view->zoom() * 1.25); });
    view->addAction(QIcon::fromTheme("zoom-out"), tr("Zoom &Out"), QKeySequence::ZoomOut, this,
        [this] { m_view->setZoom(m_view->zoom() / 1.25); });
    view->addAction(QIcon::fromTheme("zoom-fit-best"), tr("Fit the &Map"),
        QKeySequence(Qt::CTRL | Qt::Key_0), this, [this] {
            m_view->setZoom(1.0);
            m_view->refit();
        });
    // The same setting as the body diagram's window: a throw lands at once.
    QAction* reduceMotion = view->addAction(tr("&Reduce Motion"));
    reduceMotion->setObjectName(QStringLiteral("groundReduceMotion"));
    reduceMotion->setCheckable(true);
    reduceMotion->setToolTip(tr("Show where a throw lands at once instead of its flight"));
    reduceMotion->setChecked(QSettings().value(QStringLiteral("reduceMotion"), false).toBool());
    m_view->setReduceMotion(reduceMotion->isChecked());
    connect(reduceMotion, &QAction::toggled, this, [this](bool on) {
        m_view->setReduceMotion(on);
        QSettings().setValue(QStringLiteral("reduceMotion"), on);
    });
    view->addSeparator();
    for (QDockWidget* d : findChildren<QDockWidget*>())
        view->addAction(d->toggleViewAction());

    // The ground map reads no keys of its own besides the wheel.
    addHelpMenu(this, [this] { return m_scene->ruleset(); },
        { tr("Ground map"),
            { { nativeKeys(QList<QKeySequence> { QKeySequence(Qt::CTRL) }) + tr("Wheel"),
                tr("Zoom in or out") } } });
}

} // namespace hitspread
