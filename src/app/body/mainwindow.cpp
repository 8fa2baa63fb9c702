// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"
#include "rulesetreader.h"

#include "aboutdialog.h"
#include "bodyview.h"
#include "burstplayer.h"
#include "charactereditor.h"
#include "combatsheet.h"
#include "coreterms.h"
#include "diceentrydialog.h"
#include "grenadepanel.h"
#include "groundwindow.h"
#include "influencedialog.h"
#include "jumpdialog.h"
#include "oddspanel.h"
#include "preferencesdialog.h"
#include "rolllogpanel.h"
#include "rulesetmenu.h"
#include "session.h"
#include "sessionfile.h"
#include "shooterpanel.h"
#include "targetpanel.h"
#include "trackerpanel.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

namespace hitspread {

namespace {
    constexpr int MaxRecentFiles = 8;
    const char* const SessionFilter = QT_TRANSLATE_NOOP(
        "hitspread::MainWindow", "Hitspread sessions (*.hitspread);;All files (*)");
}

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_session(new Session(this))
    , m_player(new BurstPlayer(m_session, this))
    , m_view(new BodyView(m_session))
    , m_shooter(new ShooterPanel(m_session))
    , m_target(new TargetPanel(m_session))
    , m_log(new RollLogPanel(m_session, m_player))
    , m_odds(new OddsPanel(m_session))
    , m_grenades(new GrenadePanel(m_session))
    , m_tracker(new TrackerPanel(m_session))
    , m_diceLabel(new QLabel(this))
{
    setWindowIcon(QIcon(QStringLiteral(":/icons/hitspread.svg")));
    setCentralWidget(new BodyScrollArea(m_view, this));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    statusBar()->addPermanentWidget(m_diceLabel);
    createDocks();
    createActions();

    connect(m_view, &BodyView::hexHovered, this, &MainWindow::showHovered);
    connect(m_view, &BodyView::hexHovered, m_odds, &OddsPanel::setFocusHex);
    connect(m_view, &BodyView::fireRequested, this, &MainWindow::fire);
    connect(m_shooter, &ShooterPanel::fireRequested, this, &MainWindow::fire);
    // One heat map at a time: the shot's odds or the grenade's impact point.
    connect(
        m_odds, &OddsPanel::heatChanged, this, [this](std::optional<std::map<Hex, double>> heat) {
            if (heat && m_grenades->heatMapOn())
                m_grenades->setHeatMapOn(false);
            m_view->setHeat(std::move(heat));
        });
    connect(m_grenades, &GrenadePanel::heatChanged, this,
        [this](std::optional<std::map<Hex, double>> heat) {
            if (heat && m_odds->heatMapOn())
                m_odds->setHeatMapOn(false);
            m_view->setHeat(std::move(heat));
        });
    connect(m_grenades, &GrenadePanel::throwRequested, this, &MainWindow::throwGrenade);
    connect(m_grenades, &GrenadePanel::jumpRequested, this, &MainWindow::jumpOnGrenade);
    connect(m_tracker, &TrackerPanel::startRoundRequested, this, &MainWindow::startRound);
    connect(m_session, &Session::documentChanged, this, &MainWindow::updateTitle);
    connect(m_session, &Session::rulesetChanged, this, &MainWindow::updateTitle);
    connect(m_session, &Session::diceChanged, this, [this] {
        const DiceSettings& d = m_session->data().dice;
        m_diceLabel->setText(d.typed
                ? tr("Dice: yours")
                : tr("Dice: Hitspread, seed %1 (%2 rolled)").arg(d.seed).arg(d.facesUsed));
        m_typedDiceAction->setChecked(d.typed);
        m_seededDiceAction->setChecked(!d.typed);
    });

    // Anything that changes the table (a command, undo, redo, another document) is due for
    // the next autosave.
    connect(
        m_session->undoStack(), &QUndoStack::indexChanged, this, [this] { m_autosaveDue = true; });
    connect(m_session, &Session::documentChanged, this, [this] { m_autosaveDue = true; });
    connect(&m_autosaveTimer, &QTimer::timeout, this, &MainWindow::autosave);
    m_autosaveTimer.start(30000);

    QSettings settings;
    resize(1100, 800);
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    updateRecentMenu();
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::createDocks()
{
    auto dock = [this](QWidget* panel, const QString& title, const QString& name,
                    Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(panel);
        addDockWidget(area, d);
        return d;
    };
    QDockWidget* shooter
        = dock(m_shooter, tr("Shooter"), QStringLiteral("shooterDock"), Qt::LeftDockWidgetArea);
    QDockWidget* grenade
        = dock(m_grenades, tr("Grenade"), QStringLiteral("grenadeDock"), Qt::LeftDockWidgetArea);
    tabifyDockWidget(shooter, grenade);
    shooter->raise();
    QDockWidget* target
        = dock(m_target, tr("Target"), QStringLiteral("targetDock"), Qt::RightDockWidgetArea);
    QDockWidget* odds
        = dock(m_odds, tr("Odds"), QStringLiteral("oddsDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(target, odds);
    target->raise();
    QDockWidget* log
        = dock(m_log, tr("Roll log"), QStringLiteral("rollLogDock"), Qt::RightDockWidgetArea);
    QDockWidget* tracker
        = dock(m_tracker, tr("Tracker"), QStringLiteral("trackerDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(log, tracker);
    log->raise();
}

void MainWindow::createActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(QIcon::fromTheme("document-new"), tr("&New Session"), QKeySequence::New, this,
        &MainWindow::newSession);
    file->addAction(QIcon::fromTheme("document-open"), tr("&Open Session…"), QKeySequence::Open,
        this, &MainWindow::openSession);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addAction(QIcon::fromTheme("document-save"), tr("&Save Session"), QKeySequence::Save,
        this, &MainWindow::save);
    file->addAction(QIcon::fromTheme("document-save-as"), tr("Save Session &As…"),
        QKeySequence::SaveAs, this, &MainWindow::saveAs);
    file->addSeparator();
    file->addAction(QIcon::fromTheme("document-print"), tr("&Print Combat Sheet…"),
        QKeySequence::Print, this, &MainWindow::printSheet);
    file->addAction(tr("&Export Combat Sheet as PDF…"), this, [this] { exportSheetDialog(false); });
    file->addAction(
        tr("Export &Blank Combat Sheet as PDF…"), this, [this] { exportSheetDialog(true); });
    file->addSeparator();
    file->addAction(tr("Open R&uleset…"), this, &MainWindow::openRulesetDialog);
    keepRulesetMenu(
        file->addMenu(tr("Rulese&ts")), [this] { return m_session->rulesetDirectory(); },
        [this](const QString& dir) { useRuleset(dir); });
    file->addAction(QIcon::fromTheme("view-refresh"), tr("Re&load Ruleset"), QKeySequence::Refresh,
        this, &MainWindow::reloadRuleset);
    file->addSeparator();
    file->addAction(QIcon::fromTheme("application-exit"), tr("&Quit"), QKeySequence::Quit, this,
        &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_session->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcuts(QKeySequence::Undo);
    undo->setIcon(QIcon::fromTheme("edit-undo"));
    QAction* redo = m_session->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({ QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo });
    redo->setIcon(QIcon::fromTheme("edit-redo"));
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction* preferences = edit->addAction(QIcon::fromTheme("preferences-system"),
        tr("&Preferences…"), this, [this] { PreferencesDialog(this).exec(); });
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu* combat = menuBar()->addMenu(tr("&Combat"));
    QAction* fire = combat->addAction(
        QIcon::fromTheme("media-playback-start"), tr("&Fire"), this, &MainWindow::fire);
    fire->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    combat->addAction(
        tr("Start &Round"), QKeySequence(Qt::CTRL | Qt::Key_R), this, &MainWindow::startRound);
    combat->addAction(tr("&Character Editor…"), this, [this] {
        CharacterEditor editor(m_session, this);
        editor.exec();
    });
    combat->addSeparator();
    combat->addAction(
        tr("&Throw Grenade"), QKeySequence(Qt::CTRL | Qt::Key_G), this, &MainWindow::throwGrenade);
    combat->addAction(tr("&Jump on the Grenade…"), this, &MainWindow::jumpOnGrenade);
    combat->addSeparator();
    auto* diceGroup = new QActionGroup(this);
    m_seededDiceAction = combat->addAction(tr("&Hitspread Rolls the Dice"));
    m_typedDiceAction = combat->addAction(tr("&I Roll My Dice"));
    for (QAction* a : { m_seededDiceAction, m_typedDiceAction }) {
        a->setCheckable(true);
        diceGroup->addAction(a);
    }
    m_seededDiceAction->setChecked(true);
    connect(m_seededDiceAction, &QAction::triggered, this,
        [this] { m_session->setDiceMode(false, m_session->data().dice.seed); });
    connect(m_typedDiceAction, &QAction::triggered, this,
        [this] { m_session->setDiceMode(true, m_session->data().dice.seed); });
    combat->addAction(tr("Set the &Seed…"), this, &MainWindow::chooseSeed);

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
    QAction* reduceMotion = m_viewMenu->addAction(tr("&Reduce Motion"));
    reduceMotion->setCheckable(true);
    reduceMotion->setToolTip(tr("Show the end of a burst at once instead of playing it"));
    reduceMotion->setChecked(QSettings().value(QStringLiteral("reduceMotion"), false).toBool());
    m_player->setReduceMotion(reduceMotion->isChecked());
    connect(reduceMotion, &QAction::toggled, this, [this](bool on) {
        m_player->setReduceMotion(on);
        QSettings().setValue(QStringLiteral("reduceMotion"), on);
    });
    m_viewMenu->addSeparator();
    for (QDockWidget* d : findChildren<QDockWidget*>())
        m_viewMenu->addAction(d->toggleViewAction());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(
        tr("&About Hitspread"), this, [this] { AboutDialog(m_session->ruleset(), this).exec(); });

    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->addAction(fire);
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

QStringList MainWindow::openRuleset(const QString& directory)
{
    return m_session->loadRuleset(directory);
}

void MainWindow::updateTitle()
{
    const Ruleset* rs = m_session->ruleset();
    const QString name = m_session->filePath().isEmpty()
        ? tr("Untitled")
        : QFileInfo(m_session->filePath()).fileName();
    setWindowTitle(tr("%1[*] — %2 — Hitspread")
                       .arg(name, rs ? QString::fromStdString(rs->name) : tr("no ruleset")));
    setWindowModified(m_session->isModified());
}

void MainWindow::showHovered(std::optional<Hex> hex)
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
                  .arg(text,
                      QString::fromStdString(
                          rs->body.subLocations[static_cast<std::size_t>(sub)].name),
                      QString::fromStdString(
                          rs->body
                              .locations[static_cast<std::size_t>(
                                  rs->body.subLocations[static_cast<std::size_t>(sub)].location)]
                              .name));
    }
    statusBar()->showMessage(text);
}

std::optional<std::vector<int>> MainWindow::askFaces(
    const AttackRequest& request, std::vector<int> faces)
{
    DiceEntryDialog dialog(m_session, request, std::move(faces), this);
    if (dialog.result() != QDialog::Accepted && dialog.exec() != QDialog::Accepted)
        return std::nullopt; // cancelled: nothing changes
    return dialog.faces();
}

void MainWindow::fire()
{
    if (!m_session->ruleset())
        return;
    const bool typed = m_session->data().dice.typed;
    AttackRequest request = m_session->settings();
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

void MainWindow::throwGrenade()
{
    if (!m_session->ruleset())
        return;
    const GrenadeAction action = m_session->grenadeAction();
    std::vector<int> faces;
    if (m_session->data().dice.typed) {
        DiceEntryDialog dialog(
            [this, action](const std::vector<int>& tried) { m_session->tryGrenade(action, tried); },
            {}, this);
        if (dialog.result() != QDialog::Accepted && dialog.exec() != QDialog::Accepted)
            return; // cancelled: nothing changes
        faces = dialog.faces();
    } else {
        faces = m_session->nextSeededFaces(action);
    }
    const QString error = m_session->throwGrenade(action, faces);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot throw"), error);
}

void MainWindow::jumpOnGrenade()
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

namespace {
    // Letter where the locale prints on it, A4 elsewhere.
    QPageSize::PageSizeId localPageSize()
    {
        const QLocale::Territory t = QLocale().territory();
        return t == QLocale::UnitedStates || t == QLocale::Canada || t == QLocale::Mexico
            ? QPageSize::Letter
            : QPageSize::A4;
    }
}

void MainWindow::printSheet()
{
    const Ruleset* rs = m_session->ruleset();
    if (!rs)
        return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(combatSheetPageLayout(localPageSize()));
    printer.setDocName(
        tr("Combat sheet of %1")
            .arg(QString::fromStdString(
                m_session->target().sheet ? m_session->target().sheet->name : std::string())));
    QPrintPreviewDialog preview(&printer, this);
    preview.setWindowTitle(tr("Print Combat Sheet"));
    // The same painter code as the PDF and the screen: the target as it stands now.
    connect(&preview, &QPrintPreviewDialog::paintRequested, this, [this, rs](QPrinter* device) {
        QPainter painter(device);
        paintCombatSheet(painter, combatSheetArea(*device), *rs, &m_session->target());
    });
    preview.exec();
}

QString MainWindow::exportSheet(const QString& path, bool blank, QPageSize::PageSizeId page)
{
    const Ruleset* rs = m_session->ruleset();
    if (!rs)
        return tr("No ruleset is loaded.");
    QString error;
    if (!writeCombatSheetPdf(path, page, *rs, blank ? nullptr : &m_session->target(), &error))
        return error.isEmpty() ? tr("Cannot write %1.").arg(path) : error;
    return {};
}

void MainWindow::exportSheetDialog(bool blank)
{
    if (!m_session->ruleset())
        return;
    const CharacterState& target = m_session->target();
    const QString name
        = blank || !target.sheet ? tr("combat-sheet") : QString::fromStdString(target.sheet->name);
    QString path = QFileDialog::getSaveFileName(this,
        blank ? tr("Export Blank Combat Sheet") : tr("Export Combat Sheet"),
        name + QStringLiteral(".pdf"), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    const QString error = exportSheet(path, blank, localPageSize());
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Combat sheet not written"), error);
    else
        statusBar()->showMessage(tr("Combat sheet written to %1.").arg(path), 5000);
}

void MainWindow::startRound()
{
    if (!m_session->ruleset())
        return;
    std::vector<int> faces;
    if (m_session->data().dice.typed) {
        DiceEntryDialog dialog(
            [this](const std::vector<int>& tried) { m_session->tryStartRound(tried); }, {}, this);
        if (dialog.result() != QDialog::Accepted && dialog.exec() != QDialog::Accepted)
            return; // cancelled: nothing changes
        faces = dialog.faces();
    } else {
        faces = m_session->nextInitiativeFaces();
    }
    const QString error = m_session->startRound(faces);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot start the round"), error);
}

void MainWindow::showErrors(const QString& title, const QString& intro, const QStringList& errors)
{
    QMessageBox box(QMessageBox::Warning, title, intro, QMessageBox::Ok, this);
    box.setInformativeText(errors.mid(0, 12).join('\n')
        + (errors.size() > 12
                ? tr("\n… and %n more.", nullptr, static_cast<int>(errors.size() - 12))
                : QString()));
    box.setDetailedText(errors.join('\n'));
    box.exec();
}

void MainWindow::openRulesetDialog()
{
    useRuleset(QFileDialog::getExistingDirectory(
        this, tr("Open Ruleset"), rulesetDialogFolder(m_session->rulesetDirectory())));
}

void MainWindow::useRuleset(const QString& dir)
{
    if (dir.isEmpty() || !maybeSave())
        return;
    RulesetLoad load = loadRuleset(dir.toStdString());
    if (load.ruleset && load.ruleset->ground) {
        // A ruleset of the ground map: its window takes over (the session here is saved or
        // given up above).
        QStringList errors;
        showWindowFor(dir, &errors);
        m_session->undoStack()->setClean();
        close();
        return;
    }
    const QStringList errors = openRuleset(dir);
    if (!errors.isEmpty())
        showErrors(
            tr("Ruleset not loaded"), tr("The ruleset has errors; the one in use stays."), errors);
}

void MainWindow::reloadRuleset()
{
    const QStringList errors = m_session->reloadRuleset();
    if (!errors.isEmpty())
        showErrors(tr("Ruleset not reloaded"), tr("The ruleset has errors; the one in use stays."),
            errors);
    else
        statusBar()->showMessage(tr("Ruleset reloaded."), 3000);
}

void MainWindow::chooseSeed()
{
    bool ok = false;
    const QString text = QInputDialog::getText(this, tr("Seed"),
        tr("The seed of Hitspread's dice (the same seed rolls the same dice):"), QLineEdit::Normal,
        QString::number(m_session->data().dice.seed), &ok);
    if (!ok)
        return;
    const quint64 seed = text.trimmed().toULongLong(&ok);
    if (!ok) {
        QMessageBox::warning(
            this, tr("Seed"), tr("'%1' is not a seed: give a whole number from 0 up.").arg(text));
        return;
    }
    m_session->setDiceMode(false, seed);
}

bool MainWindow::maybeSave()
{
    if (!m_session->isModified())
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved session"),
        tr("The session has changes. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::newSession()
{
    if (maybeSave())
        m_session->newSession();
}

void MainWindow::openSession()
{
    if (!maybeSave())
        return;
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Open Session"), QString(), tr(SessionFilter));
    if (path.isEmpty())
        return;
    const QStringList errors = openSessionFrom(path);
    if (!errors.isEmpty())
        showErrors(tr("Session not opened"),
            tr("The file cannot be opened; the current session stays."), errors);
}

QStringList MainWindow::openSessionFrom(const QString& path)
{
    if (!m_session->ruleset())
        return { tr("No ruleset is loaded.") };
    auto read = readSessionFile(*m_session->ruleset(), path);
    if (!read.session)
        return read.errors;
    m_session->adoptSession(std::move(*read.session), path);
    addRecentFile(path);
    return {};
}

bool MainWindow::save()
{
    if (m_session->filePath().isEmpty())
        return saveAs();
    const QString error = saveSessionTo(m_session->filePath());
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Session not saved"), error);
    return error.isEmpty();
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save Session"), m_session->filePath(), tr(SessionFilter));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".hitspread");
    const QString error = saveSessionTo(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Session not saved"), error);
    return error.isEmpty();
}

QString MainWindow::saveSessionTo(const QString& path)
{
    if (!m_session->ruleset())
        return tr("No ruleset is loaded.");
    const QString error = writeSessionFile(*m_session->ruleset(), m_session->data(), path);
    if (!error.isEmpty())
        return error;
    m_session->markSaved(path);
    addRecentFile(path);
    if (path != autosavePath())
        QFile::remove(autosavePath()); // saved by hand: nothing left to recover
    return {};
}

QString MainWindow::autosavePath() const
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/autosave.hitspread");
}

bool MainWindow::autosave()
{
    if (!m_session->ruleset() || !m_session->isModified() || !m_autosaveDue)
        return false;
    if (!writeSessionFile(*m_session->ruleset(), m_session->data(), autosavePath()).isEmpty())
        return false;
    m_autosaveDue = false;
    return true;
}

void MainWindow::offerRecovery()
{
    const QString path = autosavePath();
    if (!QFile::exists(path) || !m_session->ruleset())
        return;
    const auto answer = QMessageBox::question(this, tr("Recover session"),
        tr("Hitspread did not close cleanly last time. Restore the session it saved then?"),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer == QMessageBox::Yes) {
        const QStringList errors = openSessionFrom(path);
        if (!errors.isEmpty())
            showErrors(
                tr("Session not recovered"), tr("The saved session cannot be read."), errors);
        else {
            // Recovered, not yet saved anywhere by the user: it stays "modified" until it is.
            m_session->markSaved(QString());
            m_session->undoStack()->resetClean();
            updateTitle();
        }
    }
    QFile::remove(path);
}

void MainWindow::addRecentFile(const QString& path)
{
    if (path == autosavePath())
        return;
    QSettings settings;
    QStringList files = settings.value(QStringLiteral("recentFiles")).toStringList();
    files.removeAll(path);
    files.prepend(path);
    settings.setValue(QStringLiteral("recentFiles"), files.mid(0, MaxRecentFiles));
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString& path : files) {
        m_recentMenu
            ->addAction(QFileInfo(path).fileName(), this,
                [this, path] {
                    if (!maybeSave())
                        return;
                    const QStringList errors = openSessionFrom(path);
                    if (!errors.isEmpty())
                        showErrors(tr("Session not opened"),
                            tr("The file cannot be opened; the current session stays."), errors);
                })
            ->setToolTip(path);
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    QFile::remove(autosavePath()); // a clean close leaves nothing to recover
    event->accept();
}

} // namespace hitspread
