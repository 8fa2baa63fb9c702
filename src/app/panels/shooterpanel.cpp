// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/panels/shooterpanel.h"

#include "qs.h"

#include "app/document/coreterms.h"
#include "app/document/session.h"
#include "app/widgets/flowlayout.h"
#include "ui_shooterpanel.h"

#include <QSignalBlocker>

namespace hitspread {

namespace {
    void selectData(QComboBox* combo, const QVariant& data)
    {
        const int index = combo->findData(data);
        combo->setCurrentIndex(std::max(0, index));
    }

    constexpr int BeyondItem = 4; // the range combo's last entry: beyond extreme range
}

ShooterPanel::ShooterPanel(Session* session, QWidget* parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::ShooterPanel>())
    , m_session(session)
{
    m_ui->setupUi(this);
    // The check boxes two in a row where the dock has room, else one under the other.
    auto* checks = new FlowLayout(2, m_ui->checksBox);
    for (QCheckBox* check :
        { m_ui->stanceCheck, m_ui->restCheck, m_ui->silencerCheck, m_ui->quickDrawCheck,
            m_ui->twoWeaponsCheck, m_ui->offHandCheck, m_ui->underFireCheck })
        checks->addWidget(check);
    m_ui->rangeCombo->addItem(tr("Optimum"), 0);
    m_ui->rangeCombo->addItem(tr("Medium (to 2 × RNG)"), 1);
    m_ui->rangeCombo->addItem(tr("Long (to 4 × RNG)"), 2);
    m_ui->rangeCombo->addItem(tr("Extreme (to 8 × RNG)"), 3);
    m_ui->rangeCombo->addItem(tr("Beyond extreme range"), BeyondItem);
    // The range is where the shooter and the target stand (places.h): the map sets it.
    for (QWidget* w : std::initializer_list<QWidget*> { m_ui->rangeCombo, m_ui->distanceSpin }) {
        w->setEnabled(false);
        w->setToolTip(tr("From where the shooter and the target stand: move them on the map"));
    }
    m_ui->shotCombo->addItem(tr("From the aims"), -1);
    m_ui->shotCombo->addItem(tr("Aimed"), static_cast<int>(ShotType::Aimed));
    m_ui->shotCombo->addItem(tr("Wild"), static_cast<int>(ShotType::Wild));
    m_ui->shotCombo->addItem(tr("Snap (Rapid Fire)"), static_cast<int>(ShotType::Snap));
    m_ui->influenceCombo->addItem(tr("Don't influence"), static_cast<int>(InfluencePolicy::None));
    m_ui->influenceCombo->addItem(
        tr("Steer toward the aimed hex"), static_cast<int>(InfluencePolicy::TowardAim));
    m_ui->influenceCombo->addItem(
        tr("Ask me for each bullet"), static_cast<int>(InfluencePolicy::Ask));
    m_ui->burstAdjustSpin->setToolTip(
        tr("Rounds added or taken off the dice's length, up to Auto/Support ÷ 2"));
    m_ui->influenceCombo->setToolTip(
        tr("How the first Auto/Support ÷ 2 deviations of a burst are turned by ±1"));
    m_ui->stanceCheck->setToolTip(
        tr("A firing stance taken without aiming; every aimed shot takes one by itself"));
    m_ui->restCheck->setToolTip(
        tr("The weapon rests on something: RCL −1 more in a stance; six aims need it"));
    m_ui->defenceCombo->addItem(tr("None"), static_cast<int>(DefenceKind::None));
    m_ui->defenceCombo->addItem(tr("Parry"), static_cast<int>(DefenceKind::Parry));
    m_ui->defenceCombo->addItem(tr("Dodge (this round)"), static_cast<int>(DefenceKind::Dodge));
    m_ui->defenceCombo->addItem(
        tr("Quick dodge (this phase)"), static_cast<int>(DefenceKind::QuickDodge));
    m_ui->parryFaceCombo->addItem(tr("No"), 0);
    m_ui->parryFaceCombo->addItem(tr("One step back (−1)"), -1);
    m_ui->parryFaceCombo->addItem(tr("One step on (+1)"), 1);
    m_ui->positionCombo->addItem(tr("Standing"), static_cast<int>(TargetPosition::Standing));
    m_ui->positionCombo->addItem(
        tr("Diving for cover"), static_cast<int>(TargetPosition::DivingForCover));
    m_ui->positionCombo->addItem(tr("Prone"), static_cast<int>(TargetPosition::Prone));
    m_ui->positionCombo->addItem(tr("Kneeling"), static_cast<int>(TargetPosition::Kneeling));
    m_ui->positionCombo->addItem(tr("Down (knocked over)"), static_cast<int>(TargetPosition::Down));

    connect(session, &Session::rulesetChanged, this, [this] {
        populate();
        showSettings();
    });
    connect(session, &Session::settingsChanged, this, &ShooterPanel::showSettings);
    connect(session, &Session::targetChanged, this, &ShooterPanel::showSettings);
    // Who stands where sets the range.
    connect(session, &Session::rosterChanged, this, &ShooterPanel::showSettings);
    connect(m_ui->fireButton, &QPushButton::clicked, this, &ShooterPanel::fireRequested);

    connect(m_ui->shooterCombo, &QComboBox::activated, this, [this] {
        if (!m_updating)
            m_session->pickActor(m_ui->shooterCombo->currentData().toUInt());
    });
    for (QComboBox* combo : { m_ui->weaponCombo, m_ui->ammoCombo, m_ui->modeCombo, m_ui->rangeCombo,
             m_ui->shotCombo, m_ui->positionCombo, m_ui->influenceCombo, m_ui->defenceCombo,
             m_ui->parryWeaponCombo, m_ui->parryFaceCombo, m_ui->scopeCombo,
             m_ui->scopeSettingCombo, m_ui->otherWeaponCombo })
        connect(
            combo, &QComboBox::activated, this, [this, combo] { edited(combo->accessibleName()); });
    for (QSpinBox* spin : { m_ui->aimsSpin, m_ui->skillSpin, m_ui->strSpin, m_ui->marksmanSpin,
             m_ui->modifierSpin, m_ui->shotsSpin, m_ui->burstDiceSpin, m_ui->burstAdjustSpin,
             m_ui->dodgeValueSpin, m_ui->harderSpin, m_ui->danceSpin, m_ui->enemiesSpin,
             m_ui->bulletsSpin, m_ui->bafflingSpin })
        connect(
            spin, &QSpinBox::valueChanged, this, [this, spin] { edited(spin->accessibleName()); });
    for (QCheckBox* check :
        { m_ui->stanceCheck, m_ui->restCheck, m_ui->silencerCheck, m_ui->quickDrawCheck,
            m_ui->twoWeaponsCheck, m_ui->offHandCheck, m_ui->underFireCheck })
        connect(
            check, &QCheckBox::toggled, this, [this, check] { edited(check->text().remove('&')); });
    connect(m_ui->advantagesList, &QListWidget::itemChanged, this,
        [this] { edited(tr("Advantages")); });
    connect(
        m_ui->walkEdit, &QLineEdit::editingFinished, this, [this] { edited(tr("Walk on after")); });
}

ShooterPanel::~ShooterPanel() = default;

QString ShooterPanel::statusText() const
{
    return m_ui->statusLabel->text();
}

void ShooterPanel::populate()
{
    const Ruleset* rs = m_session->ruleset();
    const QSignalBlocker b1(m_ui->shooterCombo), b2(m_ui->weaponCombo), b3(m_ui->advantagesList);
    m_ui->shooterCombo->clear();
    m_ui->weaponCombo->clear();
    m_ui->advantagesList->clear();
    if (!rs)
        return;
    const QSignalBlocker b4(m_ui->otherWeaponCombo);
    m_ui->otherWeaponCombo->clear();
    m_ui->otherWeaponCombo->addItem(tr("The same (a pair)"), QString());
    for (const Weapon& w : rs->weapons) {
        if (w.kind != WeaponKind::Thrown)
            m_ui->otherWeaponCombo->addItem(qs(w.name), qs(w.id));
    }
    for (const Weapon& w : rs->weapons) {
        if (w.kind != WeaponKind::Thrown)
            m_ui->weaponCombo->addItem(qs(w.name), qs(w.id));
    }
    for (const auto& [id, name] : rs->advantages) {
        auto* item = new QListWidgetItem(qs(name), m_ui->advantagesList);
        item->setData(Qt::UserRole, qs(id));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
}

void ShooterPanel::showSettings()
{
    const Ruleset* rs = m_session->ruleset();
    setEnabled(rs != nullptr);
    if (!rs)
        return;
    m_updating = true;
    const QList<QWidget*> widgets = findChildren<QWidget*>();
    for (QWidget* w : widgets)
        w->blockSignals(true);
    const AttackRequest& s = m_session->settings();
    const Weapon* weapon = rs->weapon(s.weapon);
    // The shooter is the encounter's actor: any combatant present may act.
    m_ui->shooterCombo->clear();
    for (const Combatant& c : m_session->data().combatants) {
        if (!c.absent)
            m_ui->shooterCombo->addItem(qs(c.name), c.id);
    }
    m_ui->shooterCombo->setCurrentIndex(m_ui->shooterCombo->findData(m_session->data().actor));
    selectData(m_ui->weaponCombo, qs(s.weapon));
    m_ui->ammoCombo->clear();
    m_ui->modeCombo->clear();
    if (weapon) {
        for (const std::string& id : weapon->ammo) {
            const Ammo* ammo = rs->findAmmo(id);
            m_ui->ammoCombo->addItem(ammo ? qs(ammo->name) : qs(id), qs(id));
        }
        if (weapon->canFire(FireMode::Single))
            m_ui->modeCombo->addItem(weapon->isMelee() ? tr("Melee attack") : tr("Single shot"),
                static_cast<int>(FireMode::Single));
        if (weapon->canFire(FireMode::Semi))
            m_ui->modeCombo->addItem(tr("Semi-auto"), static_cast<int>(FireMode::Semi));
        if (weapon->canFire(FireMode::Burst))
            m_ui->modeCombo->addItem(
                tr("Burst of %1").arg(weapon->burst), static_cast<int>(FireMode::Burst));
        if (weapon->canFire(FireMode::Full))
            m_ui->modeCombo->addItem(tr("Full auto"), static_cast<int>(FireMode::Full));
    }
    m_ui->ammoCombo->setEnabled(m_ui->ammoCombo->count() > 1);
    selectData(m_ui->ammoCombo, qs(s.ammo));
    selectData(m_ui->modeCombo, static_cast<int>(s.mode));
    // The range as the map has it: the metres between the actor and its target, and their band.
    const std::optional<double> metres = m_session->asResolved(s).distance;
    const std::optional<RangeBand> band
        = metres && weapon ? rangeBandFor(*rs, *weapon, *metres) : std::nullopt;
    selectData(m_ui->rangeCombo, band ? static_cast<int>(*band) : BeyondItem);
    m_ui->distanceSpin->setValue(metres.value_or(0));
    selectData(m_ui->shotCombo, s.shot ? static_cast<int>(*s.shot) : -1);
    m_ui->aimsSpin->setValue(s.aims);
    m_ui->skillSpin->setValue(s.shooter.skill);
    m_ui->strSpin->setValue(s.shooter.str);
    m_ui->marksmanSpin->setValue(s.shooter.marksman);
    selectData(m_ui->positionCombo, static_cast<int>(s.position));
    m_ui->modifierSpin->setValue(s.modifier);
    m_ui->bafflingSpin->setValue(s.recoilBaffling);
    m_ui->shotsSpin->setValue(s.shots);
    m_ui->burstDiceSpin->setValue(s.burstDice > 0 ? s.burstDice : 3);
    m_ui->burstAdjustSpin->setValue(s.burstAdjust);
    selectData(m_ui->influenceCombo, static_cast<int>(s.influencePolicy));
    // Only the controls of the chosen fire mode are in play.
    const bool semi = s.mode == FireMode::Semi, full = s.mode == FireMode::Full,
               burst = full || s.mode == FireMode::Burst;
    for (QWidget* w :
        { static_cast<QWidget*>(m_ui->shotsSpin), static_cast<QWidget*>(m_ui->shotsSpinLabel) })
        w->setVisible(semi);
    for (QWidget* w : { static_cast<QWidget*>(m_ui->burstDiceSpin),
             static_cast<QWidget*>(m_ui->burstDiceSpinLabel),
             static_cast<QWidget*>(m_ui->burstAdjustSpin),
             static_cast<QWidget*>(m_ui->burstAdjustSpinLabel) })
        w->setVisible(full);
    for (QWidget* w : { static_cast<QWidget*>(m_ui->influenceCombo),
             static_cast<QWidget*>(m_ui->influenceComboLabel),
             static_cast<QWidget*>(m_ui->walkEdit), static_cast<QWidget*>(m_ui->walkEditLabel) })
        w->setVisible(burst);
    QStringList walk;
    for (const WalkStep& step : s.walk)
        walk << QString("%1:%2")
                    .arg(step.afterBullets)
                    .arg(step.spendInfluence ? "influence" : "stray");
    if (!m_ui->walkEdit->hasFocus())
        m_ui->walkEdit->setText(walk.join(", "));
    // §8: a melee blow meets the target's parry or dodge; a ranged attack its Dance of Death.
    const bool melee = weapon && weapon->isMelee();
    const DefenceKind defence = s.defence.kind;
    const bool parry = melee && defence == DefenceKind::Parry;
    const bool dodge
        = melee && (defence == DefenceKind::Dodge || defence == DefenceKind::QuickDodge);
    selectData(m_ui->defenceCombo, static_cast<int>(defence));
    m_ui->parryWeaponCombo->clear();
    m_ui->parryWeaponCombo->addItem(tr("Its first melee weapon"), QString());
    if (const Combatant* target = m_session->data().find(m_session->data().target)) {
        for (const std::string& id : target->state.sheet->weapons)
            if (const Weapon* w = rs->weapon(id); w && w->isMelee())
                m_ui->parryWeaponCombo->addItem(qs(w->name), qs(w->id));
    }
    for (const Weapon& w : rs->weapons)
        if (w.isMelee() && w.bareHands)
            m_ui->parryWeaponCombo->addItem(tr("%1 (bare-handed)").arg(qs(w.name)), qs(w.id));
    selectData(m_ui->parryWeaponCombo, qs(s.defence.parryWeapon));
    selectData(m_ui->parryFaceCombo, s.defence.faceShift);
    m_ui->dodgeValueSpin->setValue(s.defence.dodgeValue.value_or(-1));
    m_ui->harderSpin->setValue(s.harder);
    m_ui->danceSpin->setValue(s.dance);
    const auto show = [](std::initializer_list<QWidget*> widgets, bool shown) {
        for (QWidget* w : widgets)
            w->setVisible(shown);
    };
    show({ m_ui->defenceCombo, m_ui->defenceComboLabel, m_ui->harderSpin, m_ui->harderSpinLabel },
        melee);
    show({ m_ui->parryWeaponCombo, m_ui->parryWeaponComboLabel, m_ui->parryFaceCombo,
             m_ui->parryFaceComboLabel },
        parry);
    show({ m_ui->dodgeValueSpin, m_ui->dodgeValueSpinLabel }, dodge);
    show({ m_ui->danceSpin, m_ui->danceSpinLabel }, weapon && !melee);
    // §11: a scope on a firearm; the enemies shooting at an aiming shooter (optional rule
    // under_fire); the bullets already fired this round (optional rule jamming).
    m_ui->scopeCombo->clear();
    m_ui->scopeCombo->addItem(tr("None"), QString());
    for (const Scope& scope : rs->scopes)
        m_ui->scopeCombo->addItem(qs(scope.name), qs(scope.id));
    selectData(m_ui->scopeCombo, qs(s.scope));
    m_ui->enemiesSpin->setValue(std::max(1, s.enemiesShooting));
    m_ui->bulletsSpin->setValue(s.bulletsThisRound);
    show({ m_ui->scopeCombo, m_ui->scopeComboLabel }, weapon && !melee && !rs->scopes.empty());
    // §11: magnification is lowered band by band from the band the scope is made for.
    m_ui->scopeSettingCombo->clear();
    const Scope* scope = rs->findScope(s.scope);
    if (scope) {
        m_ui->scopeSettingCombo->addItem(
            tr("As it comes (%1)").arg(translated(term(toString(scope->band)))), -1);
        for (int band = static_cast<int>(scope->band) - 1; band >= 0; --band)
            m_ui->scopeSettingCombo->addItem(
                tr("%1 (lowered)").arg(translated(term(toString(static_cast<RangeBand>(band))))),
                band);
    }
    selectData(m_ui->scopeSettingCombo, s.scopeSetting ? static_cast<int>(*s.scopeSetting) : -1);
    show({ m_ui->scopeSettingCombo, m_ui->scopeSettingComboLabel },
        weapon && !melee && scope && scope->band != RangeBand::Optimum);
    show({ m_ui->enemiesSpin, m_ui->enemiesSpinLabel },
        weapon && !melee && s.underFire && rs->options.underFire);
    show({ m_ui->bulletsSpin, m_ui->bulletsSpinLabel }, weapon && !melee && rs->options.jamming);
    // A blow has no ammo, range, shot type or Marksman (§8): only the firearm's rows show.
    show({ m_ui->ammoCombo, m_ui->ammoComboLabel, m_ui->rangeCombo, m_ui->rangeComboLabel,
             m_ui->distanceSpin, m_ui->distanceSpinLabel, m_ui->shotCombo, m_ui->shotComboLabel,
             m_ui->marksmanSpin, m_ui->marksmanSpinLabel, m_ui->bafflingSpin,
             m_ui->bafflingSpinLabel },
        !melee);
    m_ui->stanceCheck->setChecked(s.stance);
    m_ui->restCheck->setChecked(s.rest);
    m_ui->silencerCheck->setChecked(s.silencer);
    m_ui->quickDrawCheck->setChecked(s.quickDraw);
    m_ui->twoWeaponsCheck->setChecked(s.twoWeapons);
    m_ui->offHandCheck->setChecked(s.offHand);
    selectData(m_ui->otherWeaponCombo, qs(s.otherWeapon));
    show({ m_ui->otherWeaponCombo, m_ui->otherWeaponComboLabel }, weapon && s.twoWeapons);
    m_ui->underFireCheck->setChecked(s.underFire);
    for (int i = 0; i < m_ui->advantagesList->count(); ++i) {
        QListWidgetItem* item = m_ui->advantagesList->item(i);
        item->setCheckState(s.shooter.has(item->data(Qt::UserRole).toString().toStdString())
                ? Qt::Checked
                : Qt::Unchecked);
    }
    const QString problem = m_session->checkSettings();
    m_ui->statusLabel->setText(problem.isEmpty()
            ? tr("Aiming at %1. Ready to fire.").arg(qs(label(s.target)))
            : tr("Cannot fire: %1").arg(problem));
    m_ui->fireButton->setEnabled(problem.isEmpty());
    for (QWidget* w : widgets)
        w->blockSignals(false);
    m_updating = false;
}

void ShooterPanel::edited(const QString& what)
{
    if (m_updating || !m_session->ruleset())
        return;
    AttackRequest s = m_session->settings();
    s.weapon = m_ui->weaponCombo->currentData().toString().toStdString();
    s.ammo = s.weapon == m_session->settings().weapon
        ? m_ui->ammoCombo->currentData().toString().toStdString()
        : std::string();
    s.mode = static_cast<FireMode>(m_ui->modeCombo->currentData().toInt());
    if (s.weapon != m_session->settings().weapon) {
        // A new weapon starts in its first fire mode (a WarMonger fires only full auto).
        if (const Weapon* w = m_session->ruleset()->weapon(s.weapon))
            s.mode = w->firstMode();
    }
    const int shot = m_ui->shotCombo->currentData().toInt();
    s.shot = shot < 0 ? std::nullopt : std::optional<ShotType>(static_cast<ShotType>(shot));
    s.aims = m_ui->aimsSpin->value();
    s.shooter.skill = m_ui->skillSpin->value();
    s.shooter.str = m_ui->strSpin->value();
    s.shooter.marksman = m_ui->marksmanSpin->value();
    s.position = static_cast<TargetPosition>(m_ui->positionCombo->currentData().toInt());
    s.modifier = m_ui->modifierSpin->value();
    s.shots = s.mode == FireMode::Semi ? m_ui->shotsSpin->value() : 0;
    s.burstDice = s.mode == FireMode::Full ? std::max(1, m_ui->burstDiceSpin->value()) : 0;
    s.burstAdjust = s.mode == FireMode::Full ? m_ui->burstAdjustSpin->value() : 0;
    s.influencePolicy = static_cast<InfluencePolicy>(m_ui->influenceCombo->currentData().toInt());
    s.walk.clear();
    if (s.mode == FireMode::Burst || s.mode == FireMode::Full) {
        for (const QString& item : m_ui->walkEdit->text().split(',', Qt::SkipEmptyParts)) {
            const QStringList parts = item.trimmed().split(':');
            bool ok = false;
            const int after = parts.value(0).trimmed().toInt(&ok);
            const QString pay = parts.value(1, "influence").trimmed();
            if (!ok || after < 1 || parts.size() > 2 || (pay != "influence" && pay != "stray")) {
                m_ui->statusLabel->setText(tr("Walk on after: give BULLETS:influence or "
                                              "BULLETS:stray for each switch, not '%1'.")
                                               .arg(item.trimmed()));
                return; // nothing changes until it reads right
            }
            s.walk.push_back({ after, pay == "influence" });
        }
    }
    // §8: what a melee blow meets, what comes off a ranged attack; none of it for the other.
    const Weapon* weapon = m_session->ruleset()->weapon(s.weapon);
    const bool melee = weapon && weapon->isMelee();
    s.defence = {};
    s.harder = 0;
    s.dance = 0;
    if (melee) {
        s.defence.kind = static_cast<DefenceKind>(m_ui->defenceCombo->currentData().toInt());
        s.harder = m_ui->harderSpin->value();
        if (s.defence.kind == DefenceKind::Parry) {
            s.defence.parryWeapon = m_ui->parryWeaponCombo->currentData().toString().toStdString();
            s.defence.faceShift = m_ui->parryFaceCombo->currentData().toInt();
        } else if (s.defence.kind != DefenceKind::None && m_ui->dodgeValueSpin->value() >= 0) {
            s.defence.dodgeValue = m_ui->dodgeValueSpin->value();
        }
    } else if (weapon) {
        s.dance = m_ui->danceSpin->value();
    }
    s.stance = m_ui->stanceCheck->isChecked();
    s.rest = m_ui->restCheck->isChecked();
    s.silencer = m_ui->silencerCheck->isChecked();
    s.quickDraw = m_ui->quickDrawCheck->isChecked();
    s.twoWeapons = m_ui->twoWeaponsCheck->isChecked();
    s.offHand = m_ui->offHandCheck->isChecked();
    s.otherWeapon = s.twoWeapons ? m_ui->otherWeaponCombo->currentData().toString().toStdString()
                                 : std::string();
    s.underFire = m_ui->underFireCheck->isChecked();
    s.scope = melee ? std::string() : m_ui->scopeCombo->currentData().toString().toStdString();
    const int setting = m_ui->scopeSettingCombo->currentData().toInt();
    s.scopeSetting = s.scope == m_session->settings().scope && setting >= 0
        ? std::optional<RangeBand>(static_cast<RangeBand>(setting))
        : std::nullopt;
    s.enemiesShooting = !melee && s.underFire ? m_ui->enemiesSpin->value() : 0;
    s.bulletsThisRound = melee ? 0 : m_ui->bulletsSpin->value();
    s.recoilBaffling = melee ? 0 : m_ui->bafflingSpin->value();
    s.shooter.advantages.clear();
    for (int i = 0; i < m_ui->advantagesList->count(); ++i) {
        const QListWidgetItem* item = m_ui->advantagesList->item(i);
        if (item->checkState() == Qt::Checked)
            s.shooter.advantages.insert(item->data(Qt::UserRole).toString().toStdString());
    }
    m_session->changeSettings(s, what);
}

} // namespace hitspread
