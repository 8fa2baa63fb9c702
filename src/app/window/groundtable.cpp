// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/groundtable.h"

#include "qs.h"

#include "app/dialogs/diceentrydialog.h"
#include "app/dialogs/preferencesdialog.h"
#include "app/document/coreterms.h"
#include "app/panels/groundtrackerpanel.h"
#include "app/widgets/columnfit.h"
#include "app/widgets/dicestrip.h"
#include "app/widgets/docklayout.h"
#include "app/widgets/windowsize.h"
#include "app/window/bodytable.h"
#include "app/window/documentui.h"
#include "app/window/groundmapmodel.h"
#include "app/window/helpmenu.h"
#include "app/window/mapview.h"
#include "app/window/rulesetmenu.h"
#include "dicerun.h"
#include "localnumber.h"
#include "rulesetreader.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPixmap>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTableWidget>
#include <QTextBrowser>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

#include <cmath>

namespace hitspread {

namespace {
    // The metres right and forward of the intended point, as the CLI gives them.
    QString placeText(Hex h, Hex aim)
    {
        const ground::Point p = ground::centre(h - aim);
        return QCoreApplication::translate("GroundTable", "%1 m right, %2 m forward")
            .arg(QLocale().toString(std::round(p.x * 10) / 10))
            .arg(QLocale().toString(std::round(-p.y * 10) / 10));
    }

    // Whether a figure is out of the fight, from its state line (the map draws it lying).
    bool isDown(const Text& status)
    {
        const std::string english = status.english();
        for (const char* word : { "dead", "unconscious", "killed", "incapacitated", "mortally" })
            if (english.find(word) != std::string::npos)
                return true;
        return false;
    }
}

GroundTable::GroundTable(QWidget* parent)
    : QMainWindow(parent)
    , m_scene(new GroundScene(this))
    , m_mapModel(new GroundMapModel(m_scene, this))
    , m_view(new MapView(m_mapModel, this))
{
    setObjectName(QStringLiteral("groundWindow"));
    setCentralWidget(m_view);
    connect(m_scene, &GroundScene::rulesetChanged, m_view, &MapView::refit);
    connect(m_scene, &GroundScene::changed, m_view, &MapView::keepInView);
    connect(m_mapModel, &GroundMapModel::figureRemoved, m_view,
        [this] { m_view->selectFigure(std::nullopt); });
    connect(m_view, &MapView::activated, this, [this] {
        const QString why = resolveNow();
        if (!why.isEmpty())
            statusBar()->showMessage(why, 5000);
    });
    connect(m_view, &MapView::moveRefused, this,
        [this](const QString& why) { statusBar()->showMessage(why, 5000); });

    auto* actionDock = new QDockWidget(tr("Action"), this);
    actionDock->setObjectName(QStringLiteral("actionDock"));
    // The panel scrolls when the window is short (1024 × 700): the map keeps its room.
    QWidget* actionPanel = buildActionPanel();
    letNarrow(actionPanel);
    auto* actionScroll = new DockScrollArea(actionPanel, this);
    actionScroll->setObjectName(QStringLiteral("groundActionScroll"));
    // Under the scrolling panel, always in view: the odds of the action and its button.
    auto* actionBox = new QWidget(actionDock);
    auto* actionLayout = new QVBoxLayout(actionBox);
    actionLayout->setContentsMargins(0, 0, 0, 0);
    actionLayout->addWidget(actionScroll, 1);
    auto* foot = new QVBoxLayout;
    foot->setContentsMargins(9, 4, 9, 6);
    foot->addWidget(m_oddsLabel);
    foot->addWidget(m_resolve);
    actionLayout->addLayout(foot);
    actionDock->setWidget(actionBox);
    addDockWidget(Qt::RightDockWidgetArea, actionDock);

    m_figures = new QTableWidget(this);
    m_figures->setObjectName(QStringLiteral("figureTable"));
    m_figures->setColumnCount(8);
    m_figures->setHorizontalHeaderLabels({ tr("Figure"), tr("Side"), tr("Where"), tr("Distance"),
        tr("Range band"), tr("State"), tr("Last result"), tr("Blast odds") });
    m_figures->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_figures->setSelectionMode(QAbstractItemView::SingleSelection);
    m_figures->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_figures->verticalHeader()->hide();
    fitColumns(m_figures, {}, 2);
    auto* figureDock = new QDockWidget(tr("Figures"), this);
    figureDock->setObjectName(QStringLiteral("figureDock"));
    figureDock->setWidget(m_figures);
    addDockWidget(Qt::BottomDockWidgetArea, figureDock);

    auto* logSplit = new QSplitter(Qt::Vertical, this);
    m_log = new QListWidget(logSplit);
    m_log->setObjectName(QStringLiteral("groundLog"));
    wrapEntries(m_log);
    auto* shown = new QWidget(logSplit);
    auto* shownLayout = new QVBoxLayout(shown);
    shownLayout->setContentsMargins(0, 0, 0, 0);
    m_dice = new DiceStrip(shown);
    m_dice->setObjectName(QStringLiteral("groundDice"));
    m_working = new QTextBrowser(shown);
    m_working->setObjectName(QStringLiteral("groundWorking"));
    shownLayout->addWidget(m_dice);
    shownLayout->addWidget(m_working, 1);
    auto* logDock = new QDockWidget(tr("Roll Log"), this);
    logDock->setObjectName(QStringLiteral("groundLogDock"));
    logDock->setWidget(logSplit);
    addDockWidget(Qt::RightDockWidgetArea, logDock);
    m_tracker = new GroundTrackerPanel(m_scene, this);
    auto* trackerDock = new QDockWidget(tr("Tracker"), this);
    trackerDock->setObjectName(QStringLiteral("groundTrackerDock"));
    trackerDock->setWidget(new DockScrollArea(m_tracker, trackerDock));
    // The order of the round between the Action dock and the roll log: both in view.
    addDockWidget(Qt::RightDockWidgetArea, trackerDock);
    splitDockWidget(actionDock, trackerDock, Qt::Vertical);
    // Every change made, one line a step; a click goes back (or on) to that step.
    auto* historyView = new QUndoView(m_scene->undoStack());
    historyView->setEmptyLabel(tr("The session as opened"));
    historyView->setObjectName(QStringLiteral("historyView"));
    auto* historyDock = new QDockWidget(tr("History"), this);
    historyDock->setObjectName(QStringLiteral("groundHistoryDock"));
    historyDock->setWidget(historyView);
    addDockWidget(Qt::RightDockWidgetArea, historyDock);
    historyDock->hide(); // shown from the View menu, under the roll log
    logDock->raise();
    auto tell = [this](const QString& why) {
        if (!why.isEmpty())
            QMessageBox::information(this, tr("Not possible"), why);
    };
    connect(m_tracker, &GroundTrackerPanel::startRoundRequested, this,
        [this, tell] { tell(startRoundNow()); });
    connect(m_tracker, &GroundTrackerPanel::nextTurnRequested, this,
        [this, tell] { tell(m_scene->nextTurn()); });

    buildMenus();
    addDiceLabel(statusBar(), m_scene);

    connect(m_scene, &GroundScene::rulesetChanged, this, [this] {
        rebuildChoices();
        updateTitle();
    });
    connect(m_scene, &Document::documentChanged, this, &GroundTable::updateTitle);
    connect(m_scene, &GroundScene::changed, this, &GroundTable::updateTitle);
    connect(m_scene, &GroundScene::actionChanged, this, [this] { rebuildOptions(); });
    connect(m_scene, &GroundScene::changed, this, &GroundTable::refresh);
    connect(m_log, &QListWidget::currentRowChanged, this, [this](int row) {
        showEntry(row);
        refresh();
    });
    connect(m_view, &MapView::figureSelected, this, [this](std::optional<int> index) {
        if (m_updating)
            return;
        m_updating = true;
        if (index)
            m_figures->selectRow(*index);
        else
            m_figures->clearSelection();
        m_updating = false;
    });
    connect(m_figures, &QTableWidget::itemSelectionChanged, this, [this] {
        if (m_updating)
            return;
        const QList<QTableWidgetItem*> items = m_figures->selectedItems();
        m_updating = true;
        m_view->selectFigure(
            items.isEmpty() ? std::nullopt : std::optional<int>(items.first()->row()));
        m_updating = false;
    });
    connect(m_view, &MapView::hovered, this, [this](std::optional<Hex> hex) {
        if (!hex) {
            statusBar()->clearMessage();
            return;
        }
        const ground::Scene& s = m_scene->scene();
        const Hex from
            = s.figures.empty() ? s.aim : s.figures[static_cast<std::size_t>(s.shooter)].position;
        statusBar()->showMessage(tr("%1 — %2 m from the one acting")
                                     .arg(placeText(*hex, s.aim))
                                     .arg(distance(from, *hex)));
    });
    resizeToFit(this, QSize(1280, 860)); // the window's size when it holds this table first
    // The map keeps at least half the window's width; the Action dock takes a little more of
    // the height than the tracker and the roll log under it.
    m_docks = new DockLayout(this, QStringLiteral("groundWindow"), {}, { 0.28, 300, 460 });
    m_docks->setStartHeights({ actionDock, trackerDock, logDock }, { 7, 5, 6 });
    resizeDocks({ figureDock }, { 170 }, Qt::Vertical);
    m_docks->restore();
}

GroundTable::~GroundTable() = default;

QString GroundTable::resolveNow()
{
    readPanel();
    if (!m_scene->dice().typed) {
        const QString why = m_scene->resolve();
        if (why.isEmpty())
            landed();
        return why;
    }
    // The player's own dice, asked for one at a time; each die checked as it comes.
    DiceEntryDialog dialog(
        [this](const std::vector<int>& tried) { m_scene->tryFaces(tried); }, {}, this);
    if (dialog.result() != QDialog::Accepted && dialog.exec() != QDialog::Accepted)
        return {}; // cancelled: nothing changes
    return resolveWith(dialog.faces());
}

void GroundTable::landed()
{
    m_log->setCurrentRow(m_log->count() - 1);
    if (m_scene->state().log.back().outcome.isThrow)
        m_view->playThrow();
}

QString GroundTable::startRoundNow()
{
    if (!m_scene->dice().typed)
        return m_scene->startRound();
    DiceEntryDialog dialog(
        [this](const std::vector<int>& tried) { m_scene->tryInitiative(tried); }, {}, this);
    if (dialog.result() != QDialog::Accepted && dialog.exec() != QDialog::Accepted)
        return {}; // cancelled: nothing changes
    return m_scene->startRound(dialog.faces());
}

QString GroundTable::resolveWith(const std::vector<int>& faces)
{
    readPanel();
    const QString why = m_scene->resolve(faces);
    if (why.isEmpty())
        landed();
    return why;
}

const GroundLogEntry* GroundTable::shownEntry() const
{
    const auto& log = m_scene->state().log;
    const int row = m_log->currentRow();
    return row >= 0 && row < static_cast<int>(log.size()) ? &log[static_cast<std::size_t>(row)]
                                                          : nullptr;
}

void GroundTable::refresh()
{
    const ground::Engine* engine = m_scene->engine();
    if (!engine)
        return;
    refreshLog();
    const ground::Scene& scene = m_scene->scene();
    const ground::Action& action = m_scene->action();

    // The target list follows the scene.
    m_updating = true;
    m_target->clear();
    for (std::size_t i = 0; i < scene.figures.size(); ++i)
        if (static_cast<int>(i) != scene.shooter)
            m_target->addItem(qs(scene.figures[i].name), static_cast<int>(i));
    m_target->setCurrentIndex(m_target->findData(action.target));
    const bool procedure = !action.procedure.empty();
    m_target->setEnabled(procedure || !action.isThrow);
    for (QWidget* w : { static_cast<QWidget*>(m_weapon), static_cast<QWidget*>(m_modifier),
             static_cast<QWidget*>(m_situations) })
        w->setEnabled(!procedure);
    m_mode->setEnabled(!procedure && m_mode->count() > 1);
    m_procedure->setCurrentIndex(std::max(0, m_procedure->findData(qs(action.procedure))));
    // The weapon and mode shown follow the action (a session opened sets its own).
    if (m_weapon->currentData().toString() == qs(action.weapon))
        m_mode->setCurrentIndex(std::max(0, m_mode->findData(qs(action.mode))));
    m_updating = false;
    if (m_weapon->currentData().toString() != qs(action.weapon)
        && m_weapon->findData(qs(action.weapon)) >= 0)
        m_weapon->setCurrentIndex(m_weapon->findData(qs(action.weapon))); // its modes, its mode
    m_resolve->setText(procedure ? m_scene->procedureName(action.procedure)
            : action.isThrow     ? tr("Throw")
                                 : tr("Attack"));
    m_showOdds->setEnabled(!procedure && action.isThrow);

    const GroundScene::Odds odds = m_scene->odds();
    if (!odds.refusal.isEmpty())
        m_oddsLabel->setText(tr("Not possible: %1").arg(odds.refusal));
    else if (procedure && scene.shooter >= 0
        && scene.shooter < static_cast<int>(scene.figures.size()))
        m_oddsLabel->setText(
            tr("%1, for %2.")
                .arg(m_scene->procedureName(action.procedure),
                    qs(scene.figures[static_cast<std::size_t>(scene.shooter)].name)));
    else if (odds.hit)
        m_oddsLabel->setText(
            (action.isThrow ? tr("Chance to land where aimed: %1").arg(percentText(*odds.hit))
                            : tr("Chance to hit: %1").arg(percentText(*odds.hit)))
            + (*odds.hit <= 0 ? QLatin1Char(' ')
                        + tr("(no roll of the dice as set up can make it: look at the skill, "
                             "the range and the modifiers)")
                              : QString()));
    m_resolve->setEnabled(odds.refusal.isEmpty());
    refreshFigures(odds);

    render::GroundPaintState paint;
    const GroundLogEntry* entry = shownEntry();
    const ground::Outcome* out = entry ? &entry->outcome : nullptr;
    const std::string weapon = out && out->isThrow ? out->weapon : action.weapon;
    for (std::size_t i = 0; i < scene.figures.size(); ++i) {
        const ground::Figure& f = scene.figures[i];
        render::GroundFigureView v;
        v.name = qs(f.name);
        v.position = f.position;
        v.shooter = static_cast<int>(i) == scene.shooter;
        if (f.side >= 0 && f.side < static_cast<int>(scene.sides.size()))
            v.side = QColor(qs(scene.sides[static_cast<std::size_t>(f.side)].colour));
        v.target = !action.isThrow && static_cast<int>(i) == action.target;
        const Text status = engine->status(f);
        v.down = isDown(status);
        QStringList caption;
        const Hex from = scene.figures[static_cast<std::size_t>(scene.shooter)].position;
        if (!v.shooter) {
            const int metres = distance(from, f.position);
            const std::optional<std::string> band = engine->band(action.weapon, metres);
            caption << tr("%1 m").arg(metres)
                    << (band ? tr("range %1").arg(translated(term(*band))) : tr("out of reach"));
        }
        if (!out && action.isThrow && !odds.landing.empty()) {
            std::vector<int> upTo;
            for (const ground::Ring& r : engine->rings(action.weapon))
                upTo.push_back(r.upTo);
            if (!upTo.empty()) {
                const std::vector<double> p = ground::ringOdds(odds.landing, f.position, upTo);
                caption << tr("caught %1").arg(percentText(1.0 - p.back()));
            }
        }
        if (out)
            for (const ground::FigureResult& r : out->figures)
                if (r.figure == static_cast<int>(i)
                    && r.figure < static_cast<int>(entry->before.figures.size())) {
                    v.affected = r.affected;
                    caption << translated(r.result);
                }
        v.caption = caption.join(QStringLiteral(" · "));
        paint.figures.push_back(v);
    }
    paint.aim = out && out->isThrow ? out->aim : scene.aim;
    paint.showAim = action.isThrow || !action.procedure.empty() || (out && out->isThrow);
    if (out && out->isThrow) {
        paint.landing = out->landing;
        paint.direction = out->direction;
        // The arrow says the metres the roll log says: the ones rolled.
        paint.drift = out->drift;
        paint.ringCentre = out->landing;
    } else if (action.isThrow) {
        paint.ringCentre = scene.aim;
    }
    for (const ground::Ring& r : engine->rings(weapon)) {
        paint.rings.push_back(r.upTo);
        // Named as blast rings, so that a ring's word is not taken for a range band.
        paint.ringNames.push_back(tr("blast %1").arg(shownTerm(r.name)));
    }
    if (!paint.ringCentre) {
        paint.rings.clear();
        paint.ringNames.clear();
    }
    // A move picked: how far the one acting may still go this turn, around it.
    if (const std::optional<int> reach = engine->procedureReach(scene, action);
        reach && scene.shooter >= 0 && scene.shooter < static_cast<int>(scene.figures.size())) {
        paint.rings = { *reach };
        paint.ringNames = { tr("%1 m left this turn").arg(*reach) };
        paint.ringCentre = scene.figures[static_cast<std::size_t>(scene.shooter)].position;
    }
    if (m_showOdds->isChecked() && !out)
        paint.heat = odds.landing;
    const ground::Scatter scatter = engine->scatter(weapon);
    paint.directionDie = scatter.direction;
    if (!scene.figures.empty()) {
        const Hex thrower = scene.figures[static_cast<std::size_t>(scene.shooter)].position;
        paint.forwardDegrees = thrower == paint.aim ? 0 : ground::bearing(thrower, paint.aim);
    }
    m_view->setPaintState(paint);
}

void GroundTable::refreshFigures(const GroundScene::Odds& odds)
{
    const ground::Engine* engine = m_scene->engine();
    const ground::Scene& scene = m_scene->scene();
    const ground::Action& action = m_scene->action();
    const GroundLogEntry* entry = shownEntry();
    const std::vector<ground::Ring> rings = engine->rings(action.weapon);
    std::vector<int> upTo;
    for (const ground::Ring& r : rings)
        upTo.push_back(r.upTo);
    m_updating = true;
    const std::optional<int> selected = m_view->selectedFigure();
    m_figures->setRowCount(static_cast<int>(scene.figures.size()));
    const Hex from = scene.figures.empty()
        ? scene.aim
        : scene.figures[static_cast<std::size_t>(scene.shooter)].position;
    for (std::size_t i = 0; i < scene.figures.size(); ++i) {
        const ground::Figure& f = scene.figures[i];
        const int row = static_cast<int>(i);
        const bool acting = row == scene.shooter;
        const int metres = distance(from, f.position);
        const std::optional<std::string> band = engine->band(action.weapon, metres);
        QString last;
        if (entry)
            for (const ground::FigureResult& r : entry->outcome.figures)
                if (r.figure == row)
                    last = translated(r.result);
        QString blast;
        if (action.isThrow && !odds.landing.empty() && !rings.empty()) {
            const std::vector<double> p = ground::ringOdds(odds.landing, f.position, upTo);
            QStringList parts;
            for (std::size_t k = 0; k < rings.size(); ++k)
                parts << tr("%1 %2").arg(translated(term(rings[k].name)), percentText(p[k]));
            blast = parts.join(QStringLiteral(" · "));
        }
        const Side* side = f.side >= 0 && f.side < static_cast<int>(scene.sides.size())
            ? &scene.sides[static_cast<std::size_t>(f.side)]
            : nullptr;
        const QStringList cells { acting ? tr("%1 (acts)").arg(qs(f.name)) : qs(f.name),
            side ? qs(side->name) : QString(), placeText(f.position, scene.aim),
            acting ? QString() : tr("%1 m").arg(metres),
            acting ? QString() : (band ? translated(term(*band)) : tr("out of reach")),
            translated(engine->status(f)), last, blast };
        for (int c = 0; c < cells.size(); ++c) {
            QTableWidgetItem* item = m_figures->item(row, c);
            if (!item) {
                item = new QTableWidgetItem;
                m_figures->setItem(row, c, item);
            }
            item->setText(cells[c]);
        }
        if (side) {
            // The side's colour beside its name, as the map's badge shows it.
            QPixmap swatch(12, 12);
            swatch.fill(QColor(qs(side->colour)));
            m_figures->item(row, 1)->setIcon(QIcon(swatch));
        }
    }
    if (selected && *selected < m_figures->rowCount())
        m_figures->selectRow(*selected);
    m_updating = false;
}

void GroundTable::refreshLog()
{
    const auto& log = m_scene->state().log;
    if (m_log->count() == static_cast<int>(log.size()))
        return;
    const bool atEnd = m_log->currentRow() == m_log->count() - 1;
    m_updating = true;
    m_log->blockSignals(true);
    m_log->clear();
    std::map<std::string, QString> names;
    for (const ground::WeaponChoice& w : m_scene->engine()->weapons())
        names[w.id] = qs(w.name);
    for (const GroundLogEntry& e : log) {
        const ground::Outcome& o = e.outcome;
        const QString weapon = names.count(o.weapon) ? names[o.weapon] : qs(o.weapon);
        const ground::Figure& actor = e.before.figures[static_cast<std::size_t>(e.before.shooter)];
        QString line;
        if (!e.action.procedure.empty())
            line = o.working.empty()
                ? tr("%1: %2").arg(qs(actor.name), m_scene->procedureName(e.action.procedure))
                : tr("%1: %2: %3")
                      .arg(qs(actor.name), m_scene->procedureName(e.action.procedure),
                          translated(o.working.back()));
        else if (o.isThrow)
            line = o.hit ? tr("%1 throws %2: lands where aimed").arg(qs(actor.name), weapon)
                         : tr("%1 throws %2: %3 m off").arg(qs(actor.name), weapon).arg(o.drift);
        else
            line = tr("%1 attacks %2 with %3: %4")
                       .arg(qs(actor.name),
                           qs(e.before.figures[static_cast<std::size_t>(e.action.target)].name),
                           weapon, o.hit ? tr("hit") : tr("miss"));
        m_log->addItem(line);
    }
    m_log->blockSignals(false);
    m_updating = false;
    if (atEnd || m_log->currentRow() >= m_log->count())
        m_log->setCurrentRow(m_log->count() - 1);
    showEntry(m_log->currentRow());
}

void GroundTable::showEntry(int row)
{
    const auto& log = m_scene->state().log;
    if (row < 0 || row >= static_cast<int>(log.size())) {
        m_dice->setDice({});
        m_working->clear();
        return;
    }
    const GroundLogEntry& entry = log[static_cast<std::size_t>(row)];
    const ground::Outcome& o = entry.outcome;
    QStringList lines;
    for (const Text& t : o.working)
        lines << translated(t).toHtmlEscaped();
    m_working->setHtml(
        QStringLiteral("<p>") + lines.join(QStringLiteral("</p><p>")) + QStringLiteral("</p>"));
    // Each die with its size and what it was for: the entry replayed with its own faces.
    std::vector<ShownDie> dice;
    try {
        const auto run = runWithDice(
            DiceSupply::typed(o.dice, m_scene->engine()->maxFace()), [&](DiceSource& source) {
                return m_scene->engine()->act(entry.before, entry.action, source);
            });
        for (const DiceSource::Use& use : run.uses)
            dice.push_back({ use.face, use.sides, coreTerm(use.purpose) });
    } catch (const std::exception&) {
        // An entry replays with the faces it was resolved with; should the ruleset have been
        // edited under it since, the faces are listed in words.
        QStringList faces;
        for (int face : o.dice)
            faces << QString::number(face);
        m_working->append(tr("Dice: %1").arg(faces.join(QLatin1Char(','))));
    }
    m_dice->setDice(std::move(dice));
}

} // namespace hitspread
