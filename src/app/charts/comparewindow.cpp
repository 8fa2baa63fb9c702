// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/comparewindow.h"

#include "app/charts/comparecharts.h"
#include "app/document/coreterms.h"
#include "app/document/session.h"
#include "app/widgets/windowsize.h"
#include "qs.h"

#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPromise>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace hitspread {

namespace {
    constexpr int DefaultTrials = 100'000; // as hitspread-cli compare and the Odds dock sample

    // The choices' colours, told apart by most eyes (Okabe and Ito).
    const QColor Colours[CompareWindow::Rows] = { QColor(0x00, 0x72, 0xb2),
        QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73), QColor(0xcc, 0x79, 0xa7) };

    bool firearm(const Weapon& w)
    {
        return !w.isMelee() && w.kind != WeaponKind::Thrown;
    }

    // The ammo the rules fire when none is named: the weapon's first.
    std::string ammoFired(const Ruleset& rs, const std::string& weapon, const std::string& ammo)
    {
        const Weapon* w = rs.weapon(weapon);
        return ammo.empty() && w && !w->ammo.empty() ? w->ammo.front() : ammo;
    }
}

// What one run of the work is given: copies, so the session may change while it runs.
struct CompareWindow::Job {
    std::shared_ptr<const Ruleset> ruleset;
    CharacterState target;
    AttackRequest base;
    CharacterSheet shooter;
    std::vector<WeaponChoice> choices;
    int trials = DefaultTrials;
    std::uint64_t seed = 1;
    std::vector<CharacterState> others; // walking fire's further targets (§6)
};

CompareWindow::CompareWindow(Session* session, QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_session(session)
    , m_target(new QLabel(this))
    , m_trials(new QSpinBox(this))
    , m_seed(new QSpinBox(this))
    , m_progress(new QProgressBar(this))
    , m_stop(new QPushButton(tr("&Stop"), this))
    , m_state(new QLabel(this))
    , m_charts(new CompareCharts(this))
    , m_note(new QLabel(this))
{
    setObjectName(QStringLiteral("compareWindow"));
    setWindowTitle(tr("Compare Weapons"));
    m_target->setObjectName(QStringLiteral("compareTarget"));
    m_target->setWordWrap(true);
    m_target->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_note->setObjectName(QStringLiteral("compareNote"));
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_trials->setObjectName(QStringLiteral("compareTrials"));
    m_trials->setRange(100, MaxCompareTrials);
    m_trials->setSingleStep(10'000);
    m_trials->setGroupSeparatorShown(true);
    m_trials->setValue(DefaultTrials);
    m_trials->setToolTip(tr("Seeded trials of each choice that is more than one shot, at each "
                            "range band"));
    m_seed->setObjectName(QStringLiteral("compareSeed"));
    m_seed->setRange(0, 2'000'000'000);
    m_seed->setValue(1);
    m_seed->setToolTip(tr("The trials' dice: the same seed gives the same figures"));
    auto* trialsLabel = new QLabel(tr("&Trials:"), this);
    trialsLabel->setBuddy(m_trials);
    auto* seedLabel = new QLabel(tr("S&eed:"), this);
    seedLabel->setBuddy(m_seed);
    m_progress->setObjectName(QStringLiteral("compareProgress"));
    m_progress->setAccessibleName(tr("Progress of the comparison"));
    m_progress->setTextVisible(false);
    m_progress->setMaximumWidth(220);
    m_stop->setObjectName(QStringLiteral("compareStop"));
    m_stop->setVisible(false);
    m_state->setObjectName(QStringLiteral("compareState"));
    auto* work = new QHBoxLayout;
    work->addWidget(trialsLabel);
    work->addWidget(m_trials);
    work->addSpacing(12);
    work->addWidget(seedLabel);
    work->addWidget(m_seed);
    work->addSpacing(12);
    work->addWidget(m_progress);
    work->addWidget(m_stop);
    work->addWidget(m_state, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_target);
    layout->addWidget(createChoices());
    layout->addLayout(work);
    layout->addWidget(m_charts, 1);
    m_charts->addUnderTable(m_note);

    connect(&m_watcher, &QFutureWatcher<Comparison>::finished, this, &CompareWindow::finished);
    connect(&m_watcher, &QFutureWatcher<Comparison>::progressRangeChanged, m_progress,
        &QProgressBar::setRange);
    connect(&m_watcher, &QFutureWatcher<Comparison>::progressValueChanged, m_progress,
        &QProgressBar::setValue);
    connect(m_stop, &QPushButton::clicked, this, &CompareWindow::stopOrRestart);
    connect(m_trials, &QSpinBox::valueChanged, this, &CompareWindow::schedule);
    connect(m_seed, &QSpinBox::valueChanged, this, &CompareWindow::schedule);
    connect(session, &Session::rulesetChanged, this, [this] {
        const Ruleset* rs = m_session->ruleset();
        const bool other = !rs || !m_ruleset || rs->id != m_ruleset->id;
        m_ruleset = rs ? std::make_shared<const Ruleset>(*rs) : nullptr;
        m_listed.clear(); // a reload may change a weapon's ammo or modes
        fillWeapons();
        if (other)
            resetChoices();
        documentChanged();
    });
    for (auto signal : { &Session::settingsChanged, &Session::targetChanged, &Session::logChanged,
             &Session::rosterChanged })
        connect(session, signal, this, &CompareWindow::documentChanged);

    if (const Ruleset* rs = m_session->ruleset())
        m_ruleset = std::make_shared<const Ruleset>(*rs);
    fillWeapons();
    resetChoices();
    showTarget();
    schedule();
    resizeToFit(this, QSize(1100, 760));
}

CompareWindow::~CompareWindow()
{
    // The work under way stops after the band it is on; it holds nothing of this window.
    m_watcher.future().cancel();
    m_watcher.waitForFinished();
}

QWidget* CompareWindow::createChoices()
{
    auto* box = new QGroupBox(tr("Choices"), this);
    auto* grid = new QGridLayout(box);
    const QStringList headers { QString(), tr("Weapon"), tr("Ammo"), tr("Fire mode"), tr("Aims") };
    for (int column = 0; column < headers.size(); ++column)
        grid->addWidget(new QLabel(headers[column], box), 0, column);
    for (int r = 0; r < Rows; ++r) {
        Row& row = m_rows[static_cast<std::size_t>(r)];
        const QString n = QString::number(r + 1);
        row.swatch = new QLabel(QStringLiteral("%1.").arg(n), box);
        row.swatch->setAlignment(Qt::AlignCenter);
        row.swatch->setMinimumWidth(28);
        row.swatch->setStyleSheet(QStringLiteral("QLabel { background: %1; color: white; "
                                                 "font-weight: bold; padding: 2px 4px; }")
                                      .arg(Colours[r].name()));
        row.weapon = new QComboBox(box);
        row.ammo = new QComboBox(box);
        row.mode = new QComboBox(box);
        row.aims = new QSpinBox(box);
        row.use = new QPushButton(tr("Use This"), box);
        row.weapon->setObjectName("compareWeapon" + n);
        row.ammo->setObjectName("compareAmmo" + n);
        row.mode->setObjectName("compareMode" + n);
        row.aims->setObjectName("compareAims" + n);
        row.use->setObjectName("compareUse" + n);
        row.weapon->setAccessibleName(tr("Weapon of choice %1").arg(n));
        row.ammo->setAccessibleName(tr("Ammo of choice %1").arg(n));
        row.mode->setAccessibleName(tr("Fire mode of choice %1").arg(n));
        row.aims->setAccessibleName(tr("Aims of choice %1").arg(n));
        row.use->setToolTip(
            tr("Set this weapon, ammo, fire mode and aims up in the Shooter panel"));
        for (QComboBox* combo : { row.weapon, row.ammo, row.mode })
            combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        row.aims->setRange(0, 6); // §5: six aims at most
        grid->addWidget(row.swatch, r + 1, 0);
        grid->addWidget(row.weapon, r + 1, 1);
        grid->addWidget(row.ammo, r + 1, 2);
        grid->addWidget(row.mode, r + 1, 3);
        grid->addWidget(row.aims, r + 1, 4);
        grid->addWidget(row.use, r + 1, 5);
        connect(row.weapon, &QComboBox::currentIndexChanged, this, [this, r] { weaponPicked(r); });
        for (QComboBox* combo : { row.ammo, row.mode })
            connect(combo, &QComboBox::currentIndexChanged, this, [this] {
                if (!m_filling)
                    schedule();
            });
        connect(row.aims, &QSpinBox::valueChanged, this, [this] {
            if (!m_filling)
                schedule();
        });
        connect(row.use, &QPushButton::clicked, this, [this, r] { useChoice(r); });
    }
    grid->setColumnStretch(6, 1); // the lists as wide as their names, not the window
    return box;
}

void CompareWindow::fillWeapons()
{
    const Ruleset* rs = m_ruleset.get();
    std::vector<const Weapon*> own, others;
    if (rs && !rs->ground && m_session->ruleset()) { // the body's rules: a shooter with weapons
        for (const std::string& id : m_session->shooter().weapons)
            if (const Weapon* w = rs->weapon(id); w && firearm(*w))
                own.push_back(w);
        for (const Weapon& w : rs->weapons)
            if (firearm(w) && std::find(own.begin(), own.end(), &w) == own.end())
                others.push_back(&w);
    }
    std::vector<std::string> listed;
    for (const Weapon* w : own)
        listed.push_back(w->id);
    listed.emplace_back(); // between the shooter's and the others
    for (const Weapon* w : others)
        listed.push_back(w->id);
    if (listed == m_listed)
        return; // the same shooter's weapons: the rows stay as they are
    m_listed = listed;
    m_filling = true;
    for (int r = 0; r < Rows; ++r) {
        Row& row = m_rows[static_cast<std::size_t>(r)];
        const QString picked = row.weapon->currentData().toString();
        row.weapon->clear();
        if (r > 0)
            row.weapon->addItem(tr("None"), QString());
        for (const Weapon* w : own)
            row.weapon->addItem(tr("%1 (carried)").arg(qs(w->name)), qs(w->id));
        if (!own.empty() && !others.empty())
            row.weapon->insertSeparator(row.weapon->count());
        for (const Weapon* w : others)
            row.weapon->addItem(qs(w->name), qs(w->id));
        row.weapon->setCurrentIndex(std::max(0, row.weapon->findData(picked)));
    }
    m_filling = false;
    for (int r = 0; r < Rows; ++r)
        weaponPicked(r);
}

void CompareWindow::weaponPicked(int r)
{
    if (m_filling)
        return;
    Row& row = m_rows[static_cast<std::size_t>(r)];
    const Ruleset* rs = m_ruleset.get();
    const Weapon* w = rs ? rs->weapon(row.weapon->currentData().toString().toStdString()) : nullptr;
    m_filling = true;
    const QString ammo = row.ammo->currentData().toString();
    const QVariant mode = row.mode->currentData();
    row.ammo->clear();
    row.mode->clear();
    if (w) {
        for (const std::string& id : w->ammo) {
            const Ammo* a = rs->findAmmo(id);
            row.ammo->addItem(a ? qs(a->name) : qs(id), qs(id));
        }
        // The Shooter panel's names of the modes.
        if (w->canFire(FireMode::Single))
            row.mode->addItem(tr("Single shot"), static_cast<int>(FireMode::Single));
        if (w->canFire(FireMode::Semi))
            row.mode->addItem(tr("Semi-auto"), static_cast<int>(FireMode::Semi));
        if (w->canFire(FireMode::Burst))
            row.mode->addItem(tr("Burst of %1").arg(w->burst), static_cast<int>(FireMode::Burst));
        if (w->canFire(FireMode::Full))
            row.mode->addItem(tr("Full auto"), static_cast<int>(FireMode::Full));
        row.ammo->setCurrentIndex(std::max(0, row.ammo->findData(ammo)));
        row.mode->setCurrentIndex(std::max(0, row.mode->findData(mode)));
    }
    for (QWidget* widget : { static_cast<QWidget*>(row.mode), static_cast<QWidget*>(row.aims) })
        widget->setEnabled(w != nullptr);
    row.ammo->setEnabled(w && row.ammo->count() > 1);
    m_filling = false;
    schedule();
}

void CompareWindow::fillRow(int r, const WeaponChoice& choice)
{
    Row& row = m_rows[static_cast<std::size_t>(r)];
    m_filling = true;
    row.weapon->setCurrentIndex(std::max(0, row.weapon->findData(qs(choice.weapon))));
    row.aims->setValue(choice.aims);
    m_filling = false;
    weaponPicked(r);
    m_filling = true;
    const FireMode mode = choice.mode == FireMode::Double ? FireMode::Single : choice.mode;
    row.mode->setCurrentIndex(std::max(0, row.mode->findData(static_cast<int>(mode))));
    row.ammo->setCurrentIndex(std::max(0, row.ammo->findData(qs(choice.ammo))));
    m_filling = false;
    schedule();
}

void CompareWindow::resetChoices()
{
    const Ruleset* rs = m_ruleset.get();
    if (!rs)
        return;
    // The first row is the action as set up, when its weapon is a firearm; else the first
    // firearm the list offers.
    const AttackRequest& s = m_session->settings();
    const Weapon* w = rs->weapon(s.weapon);
    WeaponChoice first { s.weapon, s.ammo, s.mode, s.aims };
    if (!w || !firearm(*w))
        first = { m_rows[0].weapon->itemData(0).toString().toStdString(), {}, FireMode::Single,
            s.aims };
    fillRow(0, first);
    for (int r = 1; r < Rows; ++r)
        fillRow(r, {});
}

std::vector<int> CompareWindow::choiceRows() const
{
    std::vector<int> rows;
    for (int r = 0; r < Rows; ++r)
        if (!m_rows[static_cast<std::size_t>(r)].weapon->currentData().toString().isEmpty())
            rows.push_back(r);
    return rows;
}

std::vector<WeaponChoice> CompareWindow::choices() const
{
    std::vector<WeaponChoice> list;
    for (int r : choiceRows()) {
        const Row& row = m_rows[static_cast<std::size_t>(r)];
        list.push_back({ row.weapon->currentData().toString().toStdString(),
            row.ammo->currentData().toString().toStdString(),
            static_cast<FireMode>(row.mode->currentData().toInt()), row.aims->value() });
    }
    return list;
}

int CompareWindow::trials() const
{
    return m_trials->value();
}

std::uint64_t CompareWindow::seed() const
{
    return static_cast<std::uint64_t>(m_seed->value());
}

void CompareWindow::useChoice(int r)
{
    const Row& row = m_rows[static_cast<std::size_t>(r)];
    const std::vector<int> rows = choiceRows();
    const auto at = std::find(rows.begin(), rows.end(), r);
    if (at == rows.end() || !m_session->ruleset())
        return;
    const WeaponChoice choice = choices()[static_cast<std::size_t>(at - rows.begin())];
    AttackRequest s = m_session->settings();
    s.weapon = choice.weapon;
    s.ammo = choice.ammo;
    s.mode = choice.mode;
    s.aims = choice.aims;
    // One undo step; the session drops the figures of the other fire modes (§6) and takes the
    // shooter's skill in the weapon.
    m_session->changeSettings(
        s, tr("Use %1, %2").arg(row.weapon->currentText(), row.mode->currentText()));
}

void CompareWindow::documentChanged()
{
    // The shooter may have changed: its weapons head the lists.
    fillWeapons();
    showTarget();
    schedule();
}

void CompareWindow::showTarget()
{
    const Ruleset* rs = m_session->ruleset();
    if (!rs || rs->ground) {
        m_target->setText(tr("No target to compare the weapons against."));
        return;
    }
    const CharacterState& t = m_session->target();
    const QString rosterName = m_session->targetName();
    const QString name = rosterName.isEmpty() ? tr("The target") : rosterName;
    QStringList state;
    if (t.status(*rs) != CharacterStatus::Ok)
        state << coreTerm(toString(t.status(*rs)));
    if (t.incap < t.incapMax)
        state << tr("Incap %1").arg(hitsLeft(t.incap, t.incapMax));
    if (t.bruising > 0)
        state << tr("bruising %1").arg(t.bruising);
    if (t.wounds > 0)
        state << tr("%n wound(s)", nullptr, t.wounds);
    for (std::size_t i = 0; i < t.locations.size() && i < rs->body.locations.size(); ++i)
        if (t.locations[i].hits < t.locations[i].maxHits)
            state << tr("%1 %2 hits")
                         .arg(shownTerm(rs->body.locations[i].name),
                             hitsLeft(t.locations[i].hits, t.locations[i].maxHits));
    if (state.isEmpty())
        state << tr("unhurt");
    const AttackRequest& s = m_session->settings();
    m_target->setText(
        tr("Against <b>%1</b> as it stands now (%2). %3 fires as set up in the "
           "Shooter panel, aimed at %4.")
            .arg(name.toHtmlEscaped(), state.join(QStringLiteral(", ")).toHtmlEscaped(),
                m_session->actorName().toHtmlEscaped(), qs(label(s.target))));
    for (int r = 0; r < Rows; ++r) {
        const Row& row = m_rows[static_cast<std::size_t>(r)];
        const std::string weapon = row.weapon->currentData().toString().toStdString();
        const bool same = weapon == s.weapon
            && ammoFired(*rs, weapon, row.ammo->currentData().toString().toStdString())
                == ammoFired(*rs, s.weapon, s.ammo)
            && row.mode->currentData().toInt() == static_cast<int>(s.mode)
            && row.aims->value() == s.aims;
        row.use->setEnabled(!weapon.empty() && !same);
    }
}

void CompareWindow::schedule()
{
    if (m_filling)
        return;
    m_comparison.reset(); // no longer the figures of what is asked
    // The settings, the target and the log say one change together: one run for them all.
    if (!m_queued) {
        m_queued = true;
        QTimer::singleShot(0, this, &CompareWindow::start);
    }
}

void CompareWindow::start()
{
    m_queued = false;
    showTarget();
    m_watcher.future().cancel(); // what was under way is for choices no longer asked
    m_comparison.reset();
    const Ruleset* rs = m_session->ruleset();
    if (!m_ruleset || !rs || rs->ground) {
        m_charts->clear();
        showProblem(tr("No ruleset of the 3d System is loaded."));
        return;
    }
    Job job { m_ruleset, m_session->target(), m_session->settings(), m_session->shooter(),
        choices(), trials(), seed(), m_session->others() };
    if (job.choices.empty()) {
        m_charts->clear();
        showProblem(tr("Pick a weapon in a row to compare."));
        return;
    }
    m_charts->setEnabled(false); // the figures shown are for what was asked before
    m_progress->setRange(0, static_cast<int>(job.choices.size() * ComparedBands.size()));
    m_progress->setValue(0);
    m_progress->setVisible(true);
    m_stopped = false;
    m_stop->setText(tr("&Stop"));
    m_stop->setVisible(true);
    m_state->setText(tr("Working out…"));
    m_watcher.setFuture(QtConcurrent::run([job = std::move(job)](QPromise<Comparison>& promise) {
        promise.setProgressRange(0, static_cast<int>(job.choices.size() * ComparedBands.size()));
        Comparison comparison;
        try {
            comparison = compare(
                *job.ruleset, job.target, job.base, job.choices, job.trials, job.seed, &job.shooter,
                [&promise](int done, int) {
                    promise.setProgressValue(done);
                    return !promise.isCanceled();
                },
                job.others);
        } catch (const Refused&) {
            comparison.stopped = true; // the window asks for neither: at most four, a trial
        }
        promise.addResult(std::move(comparison));
    }));
}

void CompareWindow::finished()
{
    const QFuture<Comparison> future = m_watcher.future();
    if (future.isCanceled() || future.resultCount() == 0 || future.result().stopped)
        return; // dropped: a newer run is under way or the window closes
    m_comparison = future.result();
    showComparison();
    emit compared();
}

void CompareWindow::stopOrRestart()
{
    if (!m_stopped) {
        m_stopped = true;
        m_watcher.future().cancel(); // finished() drops what it brings
        m_progress->setVisible(false);
        m_charts->setEnabled(true); // they show what was asked before, as the note says
        m_stop->setText(tr("Work It &Out"));
        m_state->setText(tr("Stopped: the charts are of what was asked before."));
        return;
    }
    start();
}

void CompareWindow::showProblem(const QString& text)
{
    m_progress->setVisible(false);
    m_stop->setVisible(false);
    m_state->clear();
    m_note->setText(text);
    m_charts->setEnabled(true);
}

void CompareWindow::showComparison()
{
    const Comparison& comparison = *m_comparison;
    const std::vector<int> rows = choiceRows();
    QStringList names;
    std::vector<QColor> colours;
    bool sampled = false, exact = false;
    QStringList impossible;
    for (std::size_t c = 0; c < comparison.choices.size() && c < rows.size(); ++c) {
        const Row& row = m_rows[static_cast<std::size_t>(rows[c])];
        const ChoiceComparison& choice = comparison.choices[c];
        const QString aims = tr("%n aim(s)", nullptr, choice.choice.aims);
        names << tr("%1. %2, %3, %4")
                     .arg(rows[c] + 1)
                     .arg(row.weapon->currentText(), row.mode->currentText(), aims);
        colours.push_back(Colours[rows[c]]);
        for (const BandComparison& band : choice.bands) {
            if (band.effect) {
                (band.effect->exact ? exact : sampled) = true;
            } else if (band.impossible) {
                const QString why = tr("Choice %1 is impossible: %2")
                                        .arg(rows[c] + 1)
                                        .arg(translated(*band.impossible));
                if (!impossible.contains(why))
                    impossible << why;
            }
        }
    }
    m_charts->show(comparison, names, colours);
    m_charts->setEnabled(true);
    m_progress->setVisible(false);
    m_stop->setVisible(false);
    m_state->clear();
    QStringList note;
    if (exact && sampled)
        note << tr("Figures with ± are sampled over %L1 seeded trials (seed %2), ± the 95 % "
                   "interval; the others are exact, counted over every dice sequence.")
                    .arg(trials())
                    .arg(seed());
    else if (sampled)
        note << tr("Every figure is sampled over %L1 seeded trials (seed %2), ± the 95 % "
                   "interval.")
                    .arg(trials())
                    .arg(seed());
    else if (exact)
        note << tr("Every figure is exact, counted over every dice sequence of the shot.");
    note << impossible;
    m_note->setText(note.join(QLatin1Char('\n')));
}

} // namespace hitspread
