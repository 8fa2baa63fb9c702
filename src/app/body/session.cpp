// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "session.h"

#include "changegrenade.h"
#include "changesettings.h"
#include "coreterms.h"
#include "edittarget.h"
#include "rulesetreader.h"
#include "setdice.h"

#include <QFileInfo>

namespace hitspread {

namespace {
    QStringList messages(const std::vector<LoadError>& errors)
    {
        QStringList list;
        for (const auto& e : errors)
            list << translated(e);
        return list;
    }
}

Session::Session(QObject* parent)
    : QObject(parent)
{
    connect(&m_undo, &QUndoStack::cleanChanged, this, &Session::documentChanged);
}

Session::~Session()
{
    // The undo stack goes with the session and may still announce it; nobody listens now.
    m_undo.blockSignals(true);
    blockSignals(true);
}

QStringList Session::loadRuleset(const QString& directory)
{
    RulesetLoad load = hitspread::loadRuleset(directory.toStdString());
    if (!load.ruleset)
        return messages(load.errors);
    // This window draws the 3d System's body hex diagram; the other systems play on the
    // ground map, in a window of their own (GroundWindow).
    if (load.ruleset->ground)
        return { tr(
            "Ruleset '%1' (system %2) plays on the ground map, not on the body hex diagram.")
                     .arg(QString::fromStdString(load.ruleset->id),
                         QString::fromStdString(load.ruleset->system)) };
    const bool sameRuleset = m_ruleset && m_ruleset->id == load.ruleset->id;
    // The same ruleset reloaded: the table goes on if it still holds under the new files. It
    // is written out and read back against them, which checks every id and replays every
    // shot; if anything no longer fits, a fresh session starts and says why.
    std::optional<SessionData> kept;
    if (sameRuleset) {
        SessionLoad reread
            = readSession(*load.ruleset, writeSession(*m_ruleset, m_data), "session");
        if (!reread.session) {
            QStringList errors { tr(
                "The reloaded ruleset no longer fits the session at the table; the ruleset in use "
                "stays. Save the session and start a new one to use the new files:") };
            for (const auto& e : reread.errors)
                errors << translated(e.message);
            return errors;
        }
        kept = std::move(*reread.session);
    }
    m_ruleset = std::make_unique<Ruleset>(std::move(*load.ruleset));
    m_rulesetDirectory = directory;
    if (kept) {
        const QString path = m_filePath;
        const int selected = m_selected;
        const bool modified = isModified();
        adoptSession(std::move(*kept), path);
        if (modified)
            m_undo.resetClean(); // the history is gone, the unsaved changes are not
        selectEntry(std::min(selected, static_cast<int>(m_data.log.size()) - 1));
    } else {
        newSession();
    }
    emit rulesetChanged();
    emit settingsChanged();
    emit targetChanged();
    return {};
}

QStringList Session::reloadRuleset()
{
    if (m_rulesetDirectory.isEmpty())
        return { tr("No ruleset is loaded.") };
    return loadRuleset(m_rulesetDirectory);
}

AttackRequest Session::defaultSettings(const CharacterSheet& shooter) const
{
    AttackRequest req;
    if (!shooter.weapons.empty())
        req.weapon = shooter.weapons.front();
    else if (!m_ruleset->weapons.empty())
        req.weapon = m_ruleset->weapons.front().id;
    req.aims = 1;
    req.target = m_ruleset->body.standardAim;
    if (const Weapon* w = m_ruleset->weapon(req.weapon)) {
        req.shooter = ShooterProfile::fromSheet(*m_ruleset, shooter, *w);
        req.mode = w->firstMode();
        if (req.mode == FireMode::Full)
            req.burstDice = 3;
    }
    return req;
}

void Session::newSession()
{
    m_undo.clear();
    m_data = SessionData {};
    m_selected = -1;
    m_filePath.clear();
    if (m_ruleset) {
        m_data.rulesetId = m_ruleset->id;
        auto pick = [&](const std::string& key) {
            if (const CharacterSheet* sheet = character(key))
                return *sheet;
            return m_ruleset->characters.empty() ? CharacterSheet {}
                                                 : m_ruleset->characters.begin()->second;
        };
        m_data.shooter = pick(m_ruleset->defaultShooter);
        m_data.settings = defaultSettings(m_data.shooter);
        m_data.target = CharacterState::fromSheet(*m_ruleset, pick(m_ruleset->defaultTarget));
        if (!m_ruleset->grenades.empty()) {
            m_data.grenade.request.grenade = m_ruleset->grenades.front().id;
            m_data.grenade.request.thrower = m_data.shooter.name;
            m_data.grenade.request.skill = m_data.shooter.skill("throwing");
        }
    }
    m_data.dice.seed = 1;
    announceNewDocument();
}

void Session::announceNewDocument()
{
    m_trackerLog.clear();
    setRevealed(-1);
    emit settingsChanged();
    emit targetChanged();
    emit logChanged();
    emit diceChanged();
    emit grenadeChanged();
    emit trackerChanged();
    emit selectedEntryChanged(m_selected);
    emit documentChanged();
}

void Session::adoptSession(SessionData data, const QString& filePath)
{
    m_undo.clear();
    m_data = std::move(data);
    m_filePath = filePath;
    m_selected = static_cast<int>(m_data.log.size()) - 1;
    announceNewDocument();
}

void Session::markSaved(const QString& filePath)
{
    m_filePath = filePath;
    m_undo.setClean();
    emit documentChanged();
}

void Session::changeGrenade(const GrenadeAction& action, const QString& description)
{
    m_undo.push(new ChangeGrenade(this, m_data.grenade, action, description));
}

void Session::applyGrenade(const GrenadeAction& action)
{
    m_data.grenade = action;
    emit grenadeChanged();
}

void Session::changeSettings(const AttackRequest& settings, const QString& description)
{
    if (!m_ruleset)
        return;
    AttackRequest next = settings;
    // Figures of other fire modes do not linger into this one.
    if (next.mode != FireMode::Full) {
        next.burstDice = 0;
        next.burstAdjust = 0;
    } else if (next.burstDice == 0) {
        next.burstDice = 3;
    }
    if (next.mode != FireMode::Semi)
        next.shots = 0;
    if (next.mode != FireMode::Burst && next.mode != FireMode::Full)
        next.influence.clear();
    // The shooter's figures follow the weapon's skill unless the panel set them.
    if (const Weapon* w = m_ruleset->weapon(next.weapon);
        w && next.weapon != m_data.settings.weapon) {
        const ShooterProfile fresh = ShooterProfile::fromSheet(*m_ruleset, m_data.shooter, *w);
        next.shooter.skill = fresh.skill;
        next.shooter.martialArts = fresh.martialArts;
    }
    m_undo.push(new ChangeSettings(
        this, m_data.shooter, m_data.settings, m_data.shooter, next, description));
}

const CharacterSheet* Session::character(const std::string& key) const
{
    if (!m_ruleset)
        return nullptr;
    auto it = m_ruleset->characters.find(key);
    return it == m_ruleset->characters.end() ? nullptr : &it->second;
}

void Session::changeShooter(const std::string& key)
{
    if (const CharacterSheet* found = character(key))
        useShooter(*found);
}

void Session::useShooter(const CharacterSheet& sheet)
{
    if (!m_ruleset)
        return;
    AttackRequest next = m_data.settings;
    if (!sheet.weapons.empty())
        next.weapon = sheet.weapons.front();
    if (const Weapon* w = m_ruleset->weapon(next.weapon)) {
        next.shooter = ShooterProfile::fromSheet(*m_ruleset, sheet, *w);
        if (!w->canFire(next.mode))
            next.mode = w->firstMode();
    }
    next.burstDice
        = next.mode == FireMode::Full ? std::max(1, next.burstDice ? next.burstDice : 3) : 0;
    next.burstAdjust = next.mode == FireMode::Full ? next.burstAdjust : 0;
    next.shots = next.mode == FireMode::Semi ? next.shots : 0;
    m_undo.push(new ChangeSettings(this, m_data.shooter, m_data.settings, sheet, next,
        tr("Shooter %1").arg(QString::fromStdString(sheet.name))));
}

void Session::changeTarget(const CharacterState& target, const QString& description)
{
    m_undo.push(new EditTarget(this, m_data.target, target, description));
}

void Session::resetTarget(const std::string& key)
{
    if (const CharacterSheet* sheet = character(key))
        changeTarget(CharacterState::fromSheet(*m_ruleset, *sheet),
            tr("Target %1").arg(QString::fromStdString(sheet->name)));
}

void Session::setDiceMode(bool typed, std::uint64_t seed)
{
    DiceSettings next = m_data.dice;
    next.typed = typed;
    if (seed != next.seed) {
        next.seed = seed;
        next.facesUsed = 0; // a new seed starts its sequence from the beginning
    }
    if (next.typed == m_data.dice.typed && next.seed == m_data.dice.seed)
        return;
    m_undo.push(new SetDice(this, m_data.dice, next));
}

void Session::selectEntry(int index)
{
    if (index < -1 || index >= static_cast<int>(m_data.log.size()) || index == m_selected)
        return;
    m_selected = index;
    emit selectedEntryChanged(index);
    setRevealed(-1);
}

void Session::setRevealed(double shots)
{
    if (shots == m_revealed)
        return;
    m_revealed = shots;
    emit revealedChanged();
}

const CharacterState& Session::shownOther(std::size_t index) const
{
    const bool replaying
        = m_revealed >= 0 && m_selected >= 0 && m_selected < static_cast<int>(m_data.log.size());
    if (!replaying || index >= m_data.log[static_cast<std::size_t>(m_selected)].othersBefore.size())
        return m_data.others.at(index);
    const LogEntry& entry = m_data.log[static_cast<std::size_t>(m_selected)];
    if (entry.grenade) // the blast comes when the grenade has landed
        return m_revealed >= entry.steps() ? entry.othersAfter().at(index)
                                           : entry.othersBefore[index];
    const int shown
        = std::min(static_cast<int>(m_revealed), static_cast<int>(entry.outcome.shots.size()));
    for (int i = shown - 1; i >= 0; --i) {
        const ShotTrace& shot = entry.outcome.shots[static_cast<std::size_t>(i)];
        if (shot.target == static_cast<int>(index) + 1 && !shot.stray && shot.targetAfter)
            return *shot.targetAfter;
    }
    return entry.othersBefore[index];
}

const CharacterState& Session::shownTarget() const
{
    if (m_revealed < 0 || m_selected < 0 || m_selected >= static_cast<int>(m_data.log.size()))
        return m_data.target;
    const LogEntry& entry = m_data.log[static_cast<std::size_t>(m_selected)];
    if (entry.grenade)
        return m_revealed >= entry.steps() ? entry.targetAfter() : entry.targetBefore;
    // The newest revealed shot at the first target (walking fire may have moved on since).
    const int shown
        = std::min(static_cast<int>(m_revealed), static_cast<int>(entry.outcome.shots.size()));
    for (int i = shown - 1; i >= 0; --i) {
        const ShotTrace& shot = entry.outcome.shots[static_cast<std::size_t>(i)];
        if (shot.target == 0 && !shot.stray)
            return shot.targetAfter ? *shot.targetAfter : entry.outcome.targetAfter;
    }
    return entry.targetBefore;
}

void Session::applySettings(const CharacterSheet& shooter, const AttackRequest& settings)
{
    m_data.shooter = shooter;
    m_data.settings = settings;
    emit settingsChanged();
}

void Session::applyTargets(const CharacterState& target, const std::vector<CharacterState>& others)
{
    m_data.target = target;
    m_data.others = others;
    emit targetChanged();
}

void Session::addOtherTarget(const std::string& key)
{
    const CharacterSheet* sheet = character(key);
    if (!sheet || m_data.others.size() >= 3)
        return;
    std::vector<CharacterState> others = m_data.others;
    others.push_back(CharacterState::fromSheet(*m_ruleset, *sheet));
    m_undo.push(new EditTarget(this, m_data.target, m_data.others, m_data.target, others,
        tr("Add %1 to the scene").arg(QString::fromStdString(sheet->name))));
}

void Session::removeOtherTarget()
{
    if (m_data.others.empty())
        return;
    // The target taken from the scene leaves the combat tracker too (its combatants number the
    // session's characters: 0 shooter, 1 target, 2 … the others); undo brings both back.
    TrackerSnapshot after = trackerSnapshot();
    after.others.pop_back();
    after.tracker = withoutCharacter(m_data.tracker, static_cast<int>(m_data.others.size()) + 1);
    m_undo.push(new TrackerStepCommand(
        this, trackerSnapshot(), std::move(after), {}, tr("Take a target from the scene")));
}

void Session::applyShot(const LogEntry& entry, std::uint64_t facesUsedAfter)
{
    m_data.log.push_back(entry);
    m_data.target = entry.targetAfter();
    m_data.others = entry.othersAfter();
    m_data.dice.facesUsed = facesUsedAfter;
    announceShotChange();
}

void Session::unapplyShot(std::uint64_t facesUsedBefore)
{
    if (m_data.log.empty())
        return;
    m_data.target = m_data.log.back().targetBefore;
    m_data.others = m_data.log.back().othersBefore;
    m_data.log.pop_back();
    m_data.dice.facesUsed = facesUsedBefore;
    announceShotChange();
}

void Session::announceShotChange()
{
    // A shot fired or taken back: the newest entry is the one shown, in full.
    m_selected = static_cast<int>(m_data.log.size()) - 1;
    setRevealed(-1);
    emit logChanged();
    emit targetChanged();
    emit diceChanged();
    emit selectedEntryChanged(m_selected);
}

void Session::applyDice(const DiceSettings& dice)
{
    m_data.dice = dice;
    emit diceChanged();
}

} // namespace hitspread
