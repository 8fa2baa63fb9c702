// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/document/session.h"
#include "qs.h"

#include "app/document/commands/changescene.h"
#include "app/document/commands/changevalue.h"
#include "app/document/coreterms.h"
#include "app/document/sessionfile.h"
#include "places.h"
#include "rulesetreader.h"

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
    : Document(QStringLiteral("autosave.hitspread"), QStringLiteral("recentFiles"), parent)
{
}

Session::~Session() = default;

QStringList Session::loadRuleset(const QString& directory)
{
    RulesetLoad load = hitspread::loadRuleset(directory.toStdString());
    if (!load.ruleset)
        return messages(load.errors);
    // This window draws the 3d System's body hex diagram; the other systems play on the
    // ground map, in a window of their own (GroundTable).
    if (load.ruleset->ground)
        return { tr(
            "Ruleset '%1' (system %2) plays on the ground map, not on the body hex diagram.")
                     .arg(QString::fromStdString(load.ruleset->id),
                         QString::fromStdString(load.ruleset->system)) };
    const bool sameRuleset = m_ruleset && m_ruleset->id == load.ruleset->id;
    // The same ruleset reloaded: the table goes on if it still holds under the new files. It
    // is written out and read back against them, which checks every id and replays every
    // shot; if anything no longer fits, a fresh session starts and says why.
    std::optional<Encounter> kept;
    if (sameRuleset) {
        EncounterLoad reread
            = readEncounter(*load.ruleset, writeEncounter(*m_ruleset, m_data), "session");
        if (!reread.encounter) {
            QStringList errors { tr(
                "The reloaded ruleset no longer fits the session at the table; the ruleset in use "
                "stays. Save the session and start a new one to use the new files:") };
            for (const auto& e : reread.errors)
                errors << translated(e.message);
            return errors;
        }
        kept = std::move(*reread.encounter);
    }
    m_ruleset = std::make_unique<Ruleset>(std::move(*load.ruleset));
    m_rulesetDirectory = directory;
    if (kept) {
        const QString path = filePath();
        const int selected = m_selected;
        const bool modified = isModified();
        adoptSession(std::move(*kept), path);
        if (modified)
            undoStack()->resetClean(); // the history is gone, the unsaved changes are not
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
    req.rollKnockback = true; // §7
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
    startDocument(QString());
    m_data = Encounter {};
    m_selected = -1;
    if (m_ruleset) {
        // Two different characters face each other (the ruleset's default shooter and target).
        m_data = newEncounter(*m_ruleset);
        m_data.settings = defaultSettings(shooter());
        if (!m_ruleset->grenades.empty()) {
            m_data.grenade.request.grenade = m_ruleset->grenades.front().id;
            m_data.grenade.request.thrower = shooter().name;
            m_data.grenade.request.skill = shooter().skill("throwing");
        }
    }
    m_data.dice.seed = freshSeed();
    rebuildShown();
    rebuildLog();
    announceNewDocument();
}

void Session::announceNewDocument()
{
    m_trackerLog.clear();
    emit documentReplaced();
    emit settingsChanged();
    emit targetChanged();
    emit logChanged();
    emit diceChanged();
    emit grenadeChanged();
    emit trackerChanged();
    emit rosterChanged();
    emit selectedEntryChanged(m_selected);
    emit documentChanged();
}

void Session::adoptSession(Encounter data, const QString& filePath)
{
    startDocument(filePath);
    m_data = std::move(data);
    rebuildShown();
    rebuildLog();
    m_selected = static_cast<int>(m_data.log.size()) - 1;
    announceNewDocument();
}

QString Session::writeFile(const QString& path) const
{
    Encounter data = m_data;
    keptReadiness(SceneSnapshot::of(m_data)).applyTo(data);
    settlePlaces(*m_ruleset, data); // one revived under another steps aside
    return writeSessionFile(*m_ruleset, data, path);
}

Readiness Session::actorReadiness() const
{
    Readiness kept = readinessOf(m_data.settings, m_data.target);
    if (const Combatant* actor = m_data.find(m_data.actor))
        kept.lastTarget = actor->readiness.lastTarget;
    return kept;
}

SceneSnapshot Session::keptReadiness(SceneSnapshot scene) const
{
    for (Combatant& c : scene.combatants)
        if (c.id == m_data.actor)
            c.readiness = actorReadiness();
    return scene;
}

Encounter Session::rosterNow() const
{
    Encounter roster;
    keptReadiness(SceneSnapshot::of(m_data)).applyTo(roster);
    return roster;
}

std::optional<SceneSnapshot> Session::sceneOfCaught(const std::vector<CombatantId>& caught) const
{
    std::vector<CombatantId> ids;
    for (CombatantId id : caught)
        if (id != m_data.actor)
            ids.push_back(id);
    if (ids.empty())
        return std::nullopt;
    SceneSnapshot scene = SceneSnapshot::of(m_data);
    scene.target = ids.front();
    scene.others.assign(ids.begin() + 1, ids.end());
    if (scene.target == m_data.target && scene.others == m_data.others)
        return std::nullopt;
    return scene;
}

QStringList Session::readFile(const QString& path)
{
    auto read = readSessionFile(*m_ruleset, path);
    if (!read.session)
        return read.errors;
    adoptSession(std::move(*read.session), path);
    return {};
}

void Session::changeGrenade(const GrenadeAction& action, const QString& description)
{
    undoStack()->push(new ChangeGrenade(this, action, description));
}

std::shared_ptr<const GrenadeAction> Session::shareGrenade(GrenadeAction action)
{
    return m_sharedGrenades.share(std::move(action));
}

void Session::swapGrenade(std::shared_ptr<const GrenadeAction>& action)
{
    std::shared_ptr<const GrenadeAction> now = shareGrenade(std::move(m_data.grenade));
    m_data.grenade = *action;
    action = std::move(now);
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
        const ShooterProfile fresh = ShooterProfile::fromSheet(*m_ruleset, shooter(), *w);
        next.shooter.skill = fresh.skill;
        next.shooter.martialArts = fresh.martialArts;
    }
    fitToWeapon(*m_ruleset, next);
    undoStack()->push(new ChangeSettings(this, next, description));
}

const CharacterSheet* Session::character(const std::string& key) const
{
    if (!m_ruleset)
        return nullptr;
    auto it = m_ruleset->characters.find(key);
    return it == m_ruleset->characters.end() ? nullptr : &it->second;
}

const CharacterSheet& Session::shooter() const
{
    static const CharacterSheet none;
    const CharacterState& actor = actorState();
    return actor.sheet ? *actor.sheet : none;
}

const CharacterState& Session::actorState() const
{
    static const CharacterState none;
    const Combatant* c = m_data.find(m_data.actor);
    return c ? c->state : none;
}

const CharacterState& Session::target() const
{
    static const CharacterState none;
    const Combatant* c = m_data.find(m_data.target);
    return c ? c->state : none;
}

AttackRequest Session::settingsFor(const CharacterSheet& sheet, const AttackRequest& from) const
{
    AttackRequest next = from;
    // The actor takes up its own weapon unless it carries the one set up.
    const bool carries
        = std::find(sheet.weapons.begin(), sheet.weapons.end(), next.weapon) != sheet.weapons.end();
    if (!sheet.weapons.empty() && !carries)
        next.weapon = sheet.weapons.front();
    return fittedForSheet(*m_ruleset, &sheet, std::move(next));
}

SceneSnapshot Session::withActor(SceneSnapshot scene, CombatantId id) const
{
    if (scene.actor == id)
        return scene;
    const CombatantId previous = scene.actor;
    scene.actor = id;
    // The target follows the turn (places.h): the one it last attacked while that one stands,
    // else the nearest enemy standing; the further targets of the actor before are let go.
    Encounter roster; // the roster alone: the log is not copied
    scene.applyTo(roster);
    if (const CombatantId next = m_ruleset ? defaultTarget(*m_ruleset, roster, id) : 0) {
        scene.target = next;
        scene.others.clear();
        return scene;
    }
    scene.others.erase(
        std::remove(scene.others.begin(), scene.others.end(), id), scene.others.end());
    // The actor cannot be its own target: the one who acted before takes its place.
    if (scene.target == id) {
        scene.target = previous;
        scene.others.erase(
            std::remove(scene.others.begin(), scene.others.end(), previous), scene.others.end());
    }
    return scene;
}

Session::Joined Session::joined(
    const CharacterSheet& sheet, int side, const std::string& name) const
{
    // The roster alone joins, not a copy of the whole encounter: the log stays where it is.
    Encounter roster;
    roster.combatants = m_data.combatants;
    roster.nextId = m_data.nextId;
    Joined j;
    j.id = joinEncounter(roster, *m_ruleset, sheet, side, name);
    j.name = qs(roster.combatants.back().name);
    j.scene = SceneSnapshot::of(m_data);
    j.scene.combatants = std::move(roster.combatants);
    j.scene.nextId = roster.nextId;
    return j;
}

void Session::pushScene(SceneSnapshot after, const QString& description, QStringList lines)
{
    undoStack()->push(new ChangeScene(this, std::move(after), std::move(lines), description));
}

const Combatant* Session::freeWithCharacter(const std::string& key, CombatantId other) const
{
    for (const Combatant& c : m_data.combatants) {
        if (!c.absent && c.id != other && c.state.sheet && c.state.sheet->key == key)
            return &c;
    }
    return nullptr;
}

void Session::changeShooter(const std::string& key)
{
    const CharacterSheet* sheet = character(key);
    if (!sheet)
        return;
    if (const Combatant* free = freeWithCharacter(key, m_data.target)) {
        pickActor(free->id);
        return;
    }
    // Nobody of that character is free to act: one joins the actor's side and acts.
    const Combatant* actor = m_data.find(m_data.actor);
    Joined next = joined(*sheet, actor ? actor->side : 0);
    const AttackRequest settings = settingsFor(*sheet, m_data.settings);
    const QString name = next.name;
    undoStack()->beginMacro(tr("Shooter %1").arg(name));
    pushScene(withActor(std::move(next.scene), next.id), tr("%1 joins the fight").arg(name));
    undoStack()->push(new ChangeSettings(this, settings, tr("Shooter %1").arg(name)));
    undoStack()->endMacro();
}

void Session::useShooter(const CharacterSheet& sheet)
{
    if (!m_ruleset)
        return;
    // The character editor's sheet: the actor now stands as that sheet, unhurt.
    SceneSnapshot scene = SceneSnapshot::of(m_data);
    Combatant* actor = nullptr;
    for (Combatant& c : scene.combatants) {
        if (c.id == scene.actor)
            actor = &c;
    }
    const QString name = qs(sheet.name);
    undoStack()->beginMacro(tr("Shooter %1").arg(name));
    if (actor) {
        actor->state = CharacterState::fromSheet(*m_ruleset, sheet);
        pushScene(std::move(scene), tr("Shooter %1").arg(name));
    } else {
        Joined next = joined(sheet, 0);
        pushScene(withActor(std::move(next.scene), next.id), tr("%1 joins the fight").arg(name));
    }
    undoStack()->push(
        new ChangeSettings(this, settingsFor(sheet, m_data.settings), tr("Shooter %1").arg(name)));
    undoStack()->endMacro();
}

void Session::changeTarget(const CharacterState& target, const QString& description)
{
    SceneSnapshot scene = SceneSnapshot::of(m_data);
    for (Combatant& c : scene.combatants) {
        if (c.id == scene.target) {
            c.state = target;
            pushScene(std::move(scene), description);
            return;
        }
    }
}

void Session::resetTarget(const std::string& key)
{
    const CharacterSheet* sheet = character(key);
    if (!sheet)
        return;
    if (const Combatant* free = freeWithCharacter(key, m_data.actor)) {
        pickTarget(free->id);
        return;
    }
    const Combatant* target = m_data.find(m_data.target);
    Joined next = joined(*sheet, target ? target->side : 1);
    next.scene.target = next.id;
    pushScene(std::move(next.scene), tr("Target %1").arg(next.name));
}

std::shared_ptr<const AttackRequest> Session::shareSettings(AttackRequest settings)
{
    return m_sharedSettings.share(std::move(settings));
}

void Session::swapSettings(std::shared_ptr<const AttackRequest>& settings)
{
    std::shared_ptr<const AttackRequest> now = shareSettings(std::move(m_data.settings));
    m_data.settings = *settings;
    settings = std::move(now);
    rebuildShown();
    emit settingsChanged();
}

void Session::addOtherTarget(const std::string& key)
{
    const CharacterSheet* sheet = character(key);
    if (!sheet || !m_ruleset)
        return;
    const Combatant* target = m_data.find(m_data.target);
    Joined next = joined(*sheet, target ? target->side : 1);
    next.scene.others.push_back(next.id);
    pushScene(std::move(next.scene), tr("Add %1 to the scene").arg(next.name));
}

void Session::removeOtherTarget()
{
    if (m_data.others.empty())
        return;
    // The further target stays in the fight (and in the tracker); it is only no longer shot at.
    SceneSnapshot scene = SceneSnapshot::of(m_data);
    scene.others.pop_back();
    pushScene(std::move(scene), tr("Take a target from the scene"));
}

void Session::rebuildShown()
{
    m_othersShown.clear();
    for (CombatantId id : m_data.others) {
        if (const Combatant* c = m_data.find(id))
            m_othersShown.push_back(c->state);
    }
    // The shooter's profile follows its combatant: its name, and its wounds (§7), which the
    // resolver counts from the actor's state.
    m_data.settings.shooter.name = shooter().name;
    m_data.settings.shooter.wounds = actorState().wounds;
}

void Session::rebuildLog()
{
    m_logShown.clear();
    m_logShown.reserve(m_data.log.size());
    for (const EncounterEntry& entry : m_data.log)
        m_logShown.push_back(entry.action);
}

void Session::changeScene(
    const std::function<void(Encounter&)>& change, const QStringList& lines, bool forward)
{
    change(m_data);
    rebuildShown();
    if (forward)
        m_trackerLog << lines;
    else
        m_trackerLog
            = m_trackerLog.mid(0, std::max<qsizetype>(0, m_trackerLog.size() - lines.size()));
    emit rosterChanged();
    emit trackerChanged();
    emit targetChanged();
    emit settingsChanged();
    emit diceChanged();
}

namespace {
    // The Shooter panel's actor takes up what its action left ready, or had before it: aims
    // spent by a shot, a quick draw made (places.h).
    void takeUp(AttackRequest& settings, const Readiness& readiness)
    {
        settings.aims = readiness.aims;
        settings.quickDraw = readiness.quickDraw;
        if (settings.aims == 0 && settings.shot == ShotType::Aimed)
            settings.shot.reset();
    }
}

void Session::applyAction(EncounterEntry entry, std::uint64_t facesUsedAfter)
{
    if (entry.actor == m_data.actor)
        takeUp(m_data.settings, entry.readinessAfter);
    m_logShown.push_back(entry.action);
    hitspread::applyEntry(m_data, std::move(entry));
    m_data.dice.facesUsed = facesUsedAfter;
    rebuildShown();
    emit rosterChanged();
    announceShotChange();
}

EncounterEntry Session::unapplyAction(std::uint64_t facesUsedBefore)
{
    if (m_data.log.empty())
        return {};
    // Everyone the action changed stands again as it found them.
    EncounterEntry entry = hitspread::unapplyEntry(m_data);
    if (entry.actor == m_data.actor)
        takeUp(m_data.settings, entry.readinessBefore);
    m_logShown.pop_back();
    m_data.dice.facesUsed = facesUsedBefore;
    rebuildShown();
    emit rosterChanged();
    announceShotChange();
    return entry;
}

void Session::announceShotChange()
{
    // A shot fired or taken back: the newest entry is the one shown, in full.
    m_selected = static_cast<int>(m_data.log.size()) - 1;
    emit logChanged();
    emit targetChanged();
    emit settingsChanged();
    emit diceChanged();
    emit selectedEntryChanged(m_selected);
}

void Session::applyDice(const DiceSettings& dice)
{
    m_data.dice = dice;
    emit diceChanged();
}

} // namespace hitspread
