// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "groundwindow.h"

#include "coreterms.h"
#include "groundview.h"
#include "mainwindow.h"
#include "rulesetmenu.h"
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
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTableWidget>
#include <QTextBrowser>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

namespace hitspread {

namespace {
    QString qs(const std::string& s)
    {
        return QString::fromStdString(s);
    }

    QString percent(double p)
    {
        return QStringLiteral("%1 %").arg(p * 100, 0, 'f', p > 0 && p < 0.001 ? 3 : 1);
    }

    // The metres right and forward of the intended point, as the CLI gives them.
    QString placeText(Hex h, Hex aim)
    {
        const ground::Point p = ground::centre(h - aim);
        return QCoreApplication::translate("GroundWindow", "%1 m right, %2 m forward")
            .arg(std::round(p.x * 10) / 10)
            .arg(std::round(-p.y * 10) / 10);
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

GroundWindow::GroundWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_scene(new GroundScene(this))
    , m_view(new GroundView(m_scene, this))
{
    setObjectName(QStringLiteral("groundWindow"));
    setCentralWidget(m_view);

    auto* actionDock = new QDockWidget(tr("Action"), this);
    actionDock->setObjectName(QStringLiteral("actionDock"));
    actionDock->setWidget(buildActionPanel());
    addDockWidget(Qt::RightDockWidgetArea, actionDock);

    m_figures = new QTableWidget(this);
    m_figures->setObjectName(QStringLiteral("figureTable"));
    m_figures->setColumnCount(7);
    m_figures->setHorizontalHeaderLabels({ tr("Figure"), tr("Where"), tr("Distance"), tr("Range band"), tr("State"),
        tr("Last result"), tr("Blast odds") });
    m_figures->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_figures->setSelectionMode(QAbstractItemView::SingleSelection);
    m_figures->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_figures->verticalHeader()->hide();
    m_figures->horizontalHeader()->setStretchLastSection(true);
    auto* figureDock = new QDockWidget(tr("Figures"), this);
    figureDock->setObjectName(QStringLiteral("figureDock"));
    figureDock->setWidget(m_figures);
    addDockWidget(Qt::BottomDockWidgetArea, figureDock);

    auto* logSplit = new QSplitter(Qt::Vertical, this);
    m_log = new QListWidget(logSplit);
    m_log->setObjectName(QStringLiteral("groundLog"));
    m_working = new QTextBrowser(logSplit);
    m_working->setObjectName(QStringLiteral("groundWorking"));
    auto* logDock = new QDockWidget(tr("Roll Log"), this);
    logDock->setObjectName(QStringLiteral("groundLogDock"));
    logDock->setWidget(logSplit);
    addDockWidget(Qt::RightDockWidgetArea, logDock);

    buildMenus();
    statusBar();

    connect(m_scene, &GroundScene::rulesetChanged, this, [this] {
        rebuildChoices();
        updateTitle();
    });
    connect(m_scene->undoStack(), &QUndoStack::cleanChanged, this, &GroundWindow::updateTitle);
    connect(m_scene, &GroundScene::changed, this, &GroundWindow::updateTitle);
    connect(m_scene, &GroundScene::actionChanged, this, [this] {
        rebuildOptions();
    });
    connect(m_scene, &GroundScene::changed, this, &GroundWindow::refresh);
    connect(m_log, &QListWidget::currentRowChanged, this, [this](int row) {
        showEntry(row);
        refresh();
    });
    connect(m_view, &GroundView::figureSelected, this, [this](std::optional<int> index) {
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
        m_view->selectFigure(items.isEmpty() ? std::nullopt : std::optional<int>(items.first()->row()));
        m_updating = false;
    });
    connect(m_view, &GroundView::hovered, this, [this](std::optional<Hex> hex) {
        if (!hex) {
            statusBar()->clearMessage();
            return;
        }
        const ground::Scene& s = m_scene->scene();
        const Hex from = s.figures.empty() ? s.aim : s.figures[static_cast<std::size_t>(s.shooter)].position;
        statusBar()->showMessage(tr("%1 — %2 m from the one acting").arg(placeText(*hex, s.aim)).arg(distance(from, *hex)));
    });
    resize(1280, 860);
    resizeDocks({ figureDock }, { 170 }, Qt::Vertical);
    resizeDocks({ actionDock, logDock }, { 430, 300 }, Qt::Vertical);
}

GroundWindow::~GroundWindow() = default;

void GroundWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(QIcon::fromTheme("document-open"), tr("&Open Session…"), QKeySequence::Open, this, [this] {
        if (!maybeSave())
            return;
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Session"), QString(),
            tr("Hitspread ground sessions (*.yaml);;All files (*)"));
        if (path.isEmpty())
            return;
        const QStringList errors = openSession(path);
        if (!errors.isEmpty())
            QMessageBox::warning(this, tr("Session not opened"),
                tr("The session cannot be read; the table stays as it was.") + QStringLiteral("\n\n") + errors.join('\n'));
    });
    file->addAction(QIcon::fromTheme("document-save"), tr("&Save Session"), QKeySequence::Save, this, [this] { save(false); });
    file->addAction(QIcon::fromTheme("document-save-as"), tr("Save Session &As…"), QKeySequence::SaveAs, this, [this] { save(true); });
    file->addSeparator();
    file->addAction(tr("Open R&uleset…"), this, [this] {
        useRuleset(QFileDialog::getExistingDirectory(this, tr("Open Ruleset"), rulesetDialogFolder(m_scene->rulesetDirectory())));
    });
    keepRulesetMenu(file->addMenu(tr("Rulese&ts")), [this] { return m_scene->rulesetDirectory(); },
        [this](const QString& dir) { useRuleset(dir); });
    file->addSeparator();
    file->addAction(QIcon::fromTheme("application-exit"), tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_scene->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcuts(QKeySequence::Undo);
    QAction* redo = m_scene->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({ QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo });
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu* combat = menuBar()->addMenu(tr("&Combat"));
    QAction* resolve = combat->addAction(QIcon::fromTheme("media-playback-start"), tr("&Resolve"), this, [this] {
        const QString why = resolveNow();
        if (!why.isEmpty())
            QMessageBox::information(this, tr("Not possible"), why);
    });
    resolve->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    combat->addAction(tr("New R&ound"), QKeySequence(Qt::CTRL | Qt::Key_R), this, [this] { m_scene->newRound(); });
    combat->addAction(tr("&Heal Everyone"), this, [this] { m_scene->healAll(); });
    combat->addAction(tr("Fit the &Map"), this, [this] { m_view->refit(); });
}

QWidget* GroundWindow::buildActionPanel()
{
    auto* panel = new QWidget(this);
    panel->setMinimumWidth(340);
    auto* layout = new QVBoxLayout(panel);
    auto* form = new QFormLayout;
    m_weapon = new QComboBox(panel);
    m_weapon->setObjectName(QStringLiteral("groundWeapon"));
    m_mode = new QComboBox(panel);
    m_mode->setObjectName(QStringLiteral("groundMode"));
    m_target = new QComboBox(panel);
    m_target->setObjectName(QStringLiteral("groundTarget"));
    m_modifier = new QSpinBox(panel);
    m_modifier->setRange(-30, 30);
    m_modifier->setObjectName(QStringLiteral("groundModifier"));
    form->addRow(tr("&Weapon:"), m_weapon);
    form->addRow(tr("Fire &mode:"), m_mode);
    form->addRow(tr("&Target:"), m_target);
    form->addRow(tr("Other m&odifier:"), m_modifier);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Situations:"), panel));
    m_situations = new QListWidget(panel);
    m_situations->setObjectName(QStringLiteral("groundSituations"));
    m_situations->setMaximumHeight(170);
    layout->addWidget(m_situations);
    m_optionForm = new QFormLayout;
    layout->addLayout(m_optionForm);
    auto* diceForm = new QFormLayout;
    m_typedDice = new QLineEdit(panel);
    m_typedDice->setObjectName(QStringLiteral("groundTypedDice"));
    m_typedDice->setPlaceholderText(tr("empty: Hitspread rolls"));
    m_typedDice->setToolTip(tr("The dice rolled by hand, in the order the ruleset's README gives, e.g. 5,6,4,2."));
    diceForm->addRow(tr("Typed &dice:"), m_typedDice);
    layout->addLayout(diceForm);
    m_showOdds = new QCheckBox(tr("Show where it may land"), panel);
    m_showOdds->setObjectName(QStringLiteral("groundShowOdds"));
    m_showOdds->setChecked(true);
    layout->addWidget(m_showOdds);
    m_oddsLabel = new QLabel(panel);
    m_oddsLabel->setObjectName(QStringLiteral("groundOdds"));
    m_oddsLabel->setWordWrap(true);
    layout->addWidget(m_oddsLabel);
    m_resolve = new QPushButton(tr("Resolve"), panel);
    m_resolve->setObjectName(QStringLiteral("groundResolve"));
    layout->addWidget(m_resolve);
    layout->addStretch();

    auto changed = [this] { readPanel(); };
    connect(m_weapon, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating)
            return;
        m_updating = true;
        m_mode->clear();
        for (const ground::WeaponChoice& w : m_scene->engine()->weapons())
            if (qs(w.id) == m_weapon->currentData().toString())
                for (const ground::Choice& m : w.modes)
                    m_mode->addItem(translated(term(m.name)), qs(m.id));
        m_mode->setEnabled(m_mode->count() > 1);
        m_updating = false;
        readPanel();
    });
    connect(m_mode, &QComboBox::currentIndexChanged, this, changed);
    connect(m_target, &QComboBox::currentIndexChanged, this, changed);
    connect(m_modifier, &QSpinBox::valueChanged, this, changed);
    connect(m_situations, &QListWidget::itemChanged, this, changed);
    connect(m_showOdds, &QCheckBox::toggled, this, &GroundWindow::refresh);
    connect(m_resolve, &QPushButton::clicked, this, [this] {
        const QString why = resolveNow();
        if (!why.isEmpty())
            QMessageBox::information(this, tr("Not possible"), why);
    });
    return panel;
}

void GroundWindow::rebuildChoices()
{
    const ground::Engine* engine = m_scene->engine();
    m_updating = true;
    m_weapon->clear();
    for (const ground::WeaponChoice& w : engine->weapons()) {
        const QString kind = w.kind == ground::WeaponKind::Thrown ? tr("thrown")
            : w.kind == ground::WeaponKind::Melee                 ? tr("melee")
                                                                  : tr("ranged");
        m_weapon->addItem(tr("%1 (%2)").arg(qs(w.name), kind), qs(w.id));
    }
    m_weapon->setCurrentIndex(m_weapon->findData(qs(m_scene->action().weapon)));
    m_situations->clear();
    for (const ground::Choice& c : engine->situations()) {
        auto* item = new QListWidgetItem(c.detail.empty() ? qs(c.name) : tr("%1 (%2)").arg(qs(c.name), qs(c.detail)), m_situations);
        item->setData(Qt::UserRole, qs(c.id));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    m_updating = false;
    // The fire modes of the weapon picked.
    emit m_weapon->currentIndexChanged(m_weapon->currentIndex());
}

void GroundWindow::rebuildOptions()
{
    const ground::Engine* engine = m_scene->engine();
    if (!engine)
        return;
    const std::vector<ground::OptionSpec> specs = engine->options(m_scene->action());
    bool same = specs.size() == m_options.size();
    for (std::size_t i = 0; same && i < specs.size(); ++i)
        same = specs[i].id == m_options[i].first;
    if (same)
        return;
    while (m_optionForm->rowCount() > 0)
        m_optionForm->removeRow(0);
    m_options.clear();
    for (const ground::OptionSpec& s : specs) {
        auto* spin = new QSpinBox;
        spin->setObjectName(QStringLiteral("groundOption_") + qs(s.id));
        spin->setRange(s.min, s.max);
        spin->setValue(m_scene->action().option(s.id, s.value));
        connect(spin, &QSpinBox::valueChanged, this, [this] { readPanel(); });
        auto* label = new QLabel(translated(term(s.name)) + QLatin1Char(':'));
        label->setWordWrap(true);
        label->setBuddy(spin);
        spin->setToolTip(translated(term(s.name)));
        m_optionForm->addRow(label, spin);
        m_options.emplace_back(s.id, spin);
    }
}

void GroundWindow::readPanel()
{
    if (m_updating || !m_scene->engine())
        return;
    ground::Action a = m_scene->action();
    a.weapon = m_weapon->currentData().toString().toStdString();
    a.isThrow = false;
    for (const ground::WeaponChoice& w : m_scene->engine()->weapons())
        if (w.id == a.weapon)
            a.isThrow = w.kind == ground::WeaponKind::Thrown;
    a.mode = m_mode->currentData().toString().toStdString();
    if (m_target->currentData().isValid())
        a.target = m_target->currentData().toInt();
    a.modifier = m_modifier->value();
    a.situations.clear();
    for (int i = 0; i < m_situations->count(); ++i)
        if (m_situations->item(i)->checkState() == Qt::Checked)
            a.situations.push_back(m_situations->item(i)->data(Qt::UserRole).toString().toStdString());
    a.options.clear();
    for (const auto& [id, spin] : m_options)
        a.options[id] = spin->value();
    m_scene->setAction(a);
}

QString GroundWindow::resolveNow()
{
    readPanel();
    std::optional<std::vector<int>> typed;
    const QString text = m_typedDice->text().trimmed();
    if (!text.isEmpty()) {
        try {
            typed = TypedDice::parseList(text.toStdString(), m_scene->engine() ? m_scene->engine()->maxFace() : 6);
        } catch (const std::invalid_argument& e) {
            return tr("The typed dice do not do: %1").arg(QString::fromStdString(e.what()));
        }
    }
    const QString why = m_scene->resolve(typed);
    if (why.isEmpty()) {
        m_typedDice->clear();
        m_log->setCurrentRow(m_log->count() - 1);
    }
    return why;
}

const GroundLogEntry* GroundWindow::shownEntry() const
{
    const auto& log = m_scene->state().log;
    const int row = m_log->currentRow();
    return row >= 0 && row < static_cast<int>(log.size()) ? &log[static_cast<std::size_t>(row)] : nullptr;
}

void GroundWindow::refresh()
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
    m_target->setEnabled(!action.isThrow);
    m_updating = false;
    m_resolve->setText(action.isThrow ? tr("Throw") : tr("Attack"));
    m_showOdds->setEnabled(action.isThrow);

    const GroundScene::Odds odds = m_scene->odds();
    if (!odds.refusal.isEmpty())
        m_oddsLabel->setText(tr("Not possible: %1").arg(odds.refusal));
    else if (odds.hit)
        m_oddsLabel->setText(action.isThrow ? tr("Chance to land where aimed: %1").arg(percent(*odds.hit))
                                            : tr("Chance to hit: %1").arg(percent(*odds.hit)));
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
        v.target = !action.isThrow && static_cast<int>(i) == action.target;
        const Text status = engine->status(f);
        v.down = isDown(status);
        QStringList caption;
        const Hex from = scene.figures[static_cast<std::size_t>(scene.shooter)].position;
        if (!v.shooter) {
            const int metres = distance(from, f.position);
            const std::optional<std::string> band = engine->band(action.weapon, metres);
            caption << tr("%1 m").arg(metres) << (band ? translated(term(*band)) : tr("out of reach"));
        }
        if (!out && action.isThrow && !odds.landing.empty()) {
            std::vector<int> upTo;
            for (const ground::Ring& r : engine->rings(action.weapon))
                upTo.push_back(r.upTo);
            if (!upTo.empty()) {
                const std::vector<double> p = ground::ringOdds(odds.landing, f.position, upTo);
                caption << tr("caught %1").arg(percent(1.0 - p.back()));
            }
        }
        if (out)
            for (const ground::FigureResult& r : out->figures)
                if (r.figure == static_cast<int>(i) && r.figure < static_cast<int>(entry->before.figures.size())) {
                    v.affected = r.affected;
                    caption << translated(r.result);
                }
        v.caption = caption.join(QStringLiteral(" · "));
        paint.figures.push_back(v);
    }
    paint.aim = out && out->isThrow ? out->aim : scene.aim;
    paint.showAim = action.isThrow || (out && out->isThrow);
    if (out && out->isThrow) {
        paint.landing = out->landing;
        paint.direction = out->direction;
        paint.ringCentre = out->landing;
    } else if (action.isThrow) {
        paint.ringCentre = scene.aim;
    }
    for (const ground::Ring& r : engine->rings(weapon)) {
        paint.rings.push_back(r.upTo);
        paint.ringNames.push_back(translated(term(r.name)));
    }
    if (!paint.ringCentre) {
        paint.rings.clear();
        paint.ringNames.clear();
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

void GroundWindow::refreshFigures(const GroundScene::Odds& odds)
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
    const Hex from = scene.figures.empty() ? scene.aim : scene.figures[static_cast<std::size_t>(scene.shooter)].position;
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
                parts << tr("%1 %2").arg(translated(term(rings[k].name)), percent(p[k]));
            blast = parts.join(QStringLiteral(" · "));
        }
        const QStringList cells { acting ? tr("%1 (acts)").arg(qs(f.name)) : qs(f.name), placeText(f.position, scene.aim),
            acting ? QString() : tr("%1 m").arg(metres),
            acting ? QString() : (band ? translated(term(*band)) : tr("out of reach")), translated(engine->status(f)), last,
            blast };
        for (int c = 0; c < cells.size(); ++c) {
            QTableWidgetItem* item = m_figures->item(row, c);
            if (!item) {
                item = new QTableWidgetItem;
                m_figures->setItem(row, c, item);
            }
            item->setText(cells[c]);
        }
    }
    m_figures->resizeColumnsToContents();
    if (selected && *selected < m_figures->rowCount())
        m_figures->selectRow(*selected);
    m_updating = false;
}

void GroundWindow::refreshLog()
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
        if (o.isThrow)
            line = o.hit ? tr("%1 throws %2: lands where aimed").arg(qs(actor.name), weapon)
                         : tr("%1 throws %2: %3 m off").arg(qs(actor.name), weapon).arg(o.drift);
        else
            line = tr("%1 attacks %2 with %3: %4")
                       .arg(qs(actor.name), qs(e.before.figures[static_cast<std::size_t>(e.action.target)].name), weapon,
                           o.hit ? tr("hit") : tr("miss"));
        m_log->addItem(line);
    }
    m_log->blockSignals(false);
    m_updating = false;
    if (atEnd || m_log->currentRow() >= m_log->count())
        m_log->setCurrentRow(m_log->count() - 1);
    showEntry(m_log->currentRow());
}

void GroundWindow::showEntry(int row)
{
    const auto& log = m_scene->state().log;
    if (row < 0 || row >= static_cast<int>(log.size())) {
        m_working->clear();
        return;
    }
    const ground::Outcome& o = log[static_cast<std::size_t>(row)].outcome;
    QStringList lines;
    for (const Text& t : o.working)
        lines << translated(t).toHtmlEscaped();
    QStringList dice;
    for (int f : o.dice)
        dice << QString::number(f);
    lines << tr("Dice: %1").arg(dice.join(QLatin1Char(',')));
    m_working->setHtml(QStringLiteral("<p>") + lines.join(QStringLiteral("</p><p>")) + QStringLiteral("</p>"));
}

QStringList GroundWindow::openRuleset(const QString& directory)
{
    return m_scene->loadRuleset(directory);
}

void GroundWindow::updateTitle()
{
    if (!m_scene->ruleset())
        return;
    const QString name = m_scene->filePath().isEmpty() ? tr("Untitled") : QFileInfo(m_scene->filePath()).fileName();
    setWindowTitle(tr("%1[*] — %2 — ground map — Hitspread").arg(name, qs(m_scene->ruleset()->name)));
    setWindowModified(m_scene->isModified());
}

bool GroundWindow::save(bool askForPath)
{
    QString path = m_scene->filePath();
    if (askForPath || path.isEmpty()) {
        path = QFileDialog::getSaveFileName(this, tr("Save Session"), path.isEmpty() ? tr("ground-session.yaml") : path,
            tr("Hitspread ground sessions (*.yaml);;All files (*)"));
        if (path.isEmpty())
            return false;
    }
    const QString error = m_scene->saveTo(path);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Session not saved"), error);
        return false;
    }
    updateTitle();
    statusBar()->showMessage(tr("Saved %1.").arg(QDir::toNativeSeparators(path)), 3000);
    return true;
}

bool GroundWindow::maybeSave()
{
    if (!m_scene->isModified())
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved changes"),
        tr("The table has changes that are not saved. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save(false);
    return answer == QMessageBox::Discard;
}

void GroundWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    // A clean close leaves nothing to recover.
    QFile::remove(GroundScene::autosavePath());
    event->accept();
}

QStringList GroundWindow::openSession(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return { tr("%1: cannot be read: %2").arg(QDir::toNativeSeparators(path), file.errorString()) };
    // The ruleset the session was played with, when it is not the one in use.
    static const QRegularExpression rulesetLine(QStringLiteral("^ruleset:\\s*([A-Za-z0-9_-]+)\\s*$"),
        QRegularExpression::MultilineOption);
    const QRegularExpressionMatch match = rulesetLine.match(QString::fromUtf8(file.readAll()));
    if (match.hasMatch() && m_scene->ruleset() && match.captured(1).toStdString() != m_scene->ruleset()->id) {
        const std::string dir = findRuleset(match.captured(1).toStdString(), rulesetFolders());
        RulesetLoad load = dir.empty() ? RulesetLoad {} : loadRuleset(dir);
        if (!load.ruleset || !load.ruleset->ground)
            return { tr("%1 was played with ruleset '%2', which is not here or not of the ground map.")
                         .arg(QDir::toNativeSeparators(path), match.captured(1)) };
        const GroundState kept = m_scene->state();
        const QString keptDirectory = m_scene->rulesetDirectory();
        QStringList errors = m_scene->loadRuleset(QString::fromStdString(dir));
        if (errors.isEmpty())
            errors = m_scene->openFrom(path);
        if (!errors.isEmpty()) {
            // Back to the table as it was.
            m_scene->loadRuleset(keptDirectory);
            m_scene->apply(kept);
        }
        return errors;
    }
    return m_scene->openFrom(path);
}

void GroundWindow::offerRecovery()
{
    const std::optional<QString> path = m_scene->recoveryFile();
    if (!path)
        return;
    const auto answer = QMessageBox::question(this, tr("Recover session"),
        tr("Hitspread did not close cleanly last time. Restore the ground map it saved then?"),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer == QMessageBox::Yes) {
        const QStringList errors = openSession(*path);
        if (!errors.isEmpty())
            QMessageBox::warning(this, tr("Session not recovered"), errors.join('\n'));
    }
    QFile::remove(*path);
}

void GroundWindow::useRuleset(const QString& directory)
{
    if (directory.isEmpty() || !maybeSave())
        return;
    RulesetLoad load = loadRuleset(directory.toStdString());
    if (load.ruleset && !load.ruleset->ground) {
        // A ruleset of the body hex diagram: its own window takes over.
        QStringList errors;
        if (showWindowFor(directory, &errors)) {
            m_scene->undoStack()->setClean(); // saved or given up above
            close();
        }
        return;
    }
    const QStringList errors = openRuleset(directory);
    if (!errors.isEmpty())
        QMessageBox::warning(this, tr("Ruleset not loaded"), tr("The ruleset has errors; the one in use stays.") + QStringLiteral("\n\n") + errors.join('\n'));
}

QMainWindow* showWindowFor(const QString& directory, QStringList* errors)
{
    RulesetLoad load = loadRuleset(directory.toStdString());
    QMainWindow* window = nullptr;
    if (load.ruleset && load.ruleset->ground) {
        auto* ground = new GroundWindow;
        *errors = ground->openRuleset(directory);
        window = ground;
    } else {
        auto* main = new MainWindow;
        *errors = main->openRuleset(directory);
        window = main;
    }
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    return window;
}

} // namespace hitspread
