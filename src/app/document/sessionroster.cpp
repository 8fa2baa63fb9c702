// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The session's roster: combatants joining, leaving, renamed and moved between sides, and who
// acts on whom. Each change is one undo command.
#include "app/document/session.h"
#include "qs.h"

#include "places.h"
#include "textfile.h"

#include "app/document/commands/changevalue.h"
#include "app/document/coreterms.h"

#include <algorithm>

namespace hitspread {

namespace {
    Combatant* inScene(SceneSnapshot& scene, CombatantId id)
    {
        const auto it = std::find_if(scene.combatants.begin(), scene.combatants.end(),
            [id](const Combatant& c) { return c.id == id; });
        return it == scene.combatants.end() ? nullptr : &*it;
    }

    bool named(const Encounter& encounter, CombatantId id)
    {
        return std::any_of(encounter.log.begin(), encounter.log.end(), [id](const auto& entry) {
            return entry.actor == id
                || std::find(entry.targets.begin(), entry.targets.end(), id) != entry.targets.end();
        });
    }

    QString nameOf(const Combatant& c)
    {
        return qs(c.name);
    }
}

QString Session::addCombatant(const CharacterSheet& sheet, int side)
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    if (side < 0 || side >= static_cast<int>(m_data.sides.size()))
        return tr("There is no side %1.").arg(side + 1);
    Joined next = joined(sheet, side);
    // The first to join an empty scene acts; the next one is its target.
    if (next.scene.actor == 0)
        next.scene.actor = next.id;
    else if (next.scene.target == 0)
        next.scene.target = next.id;
    pushScene(std::move(next.scene), tr("%1 joins the fight").arg(next.name));
    return {};
}

QString Session::duplicateCombatant(CombatantId id)
{
    const Combatant* original = m_data.find(id);
    if (!original || !m_ruleset)
        return tr("No such combatant.");
    if (!original->state.sheet)
        return tr("%1 has no character sheet to copy.").arg(nameOf(*original));
    // The copy is unhurt: another of the same kind, not the same wounds twice.
    Joined next = joined(*original->state.sheet, original->side, original->state.sheet->name);
    pushScene(std::move(next.scene), tr("%1 joins the fight").arg(next.name));
    return {};
}

QString Session::removeCombatant(CombatantId id)
{
    const int index = m_data.indexOf(id);
    if (index < 0 || m_data.combatants[static_cast<std::size_t>(index)].absent)
        return tr("No such combatant.");
    SceneSnapshot scene = SceneSnapshot::of(m_data);
    const QString name = nameOf(scene.combatants[static_cast<std::size_t>(index)]);
    if (named(m_data, id)) {
        // The log names it: it stays in the file, absent, so the log still reads; the tracker
        // lets it go.
        scene.combatants[static_cast<std::size_t>(index)].absent = true;
        auto& entries = scene.tracker.combatants;
        entries.erase(std::remove_if(entries.begin(), entries.end(),
                          [index](const TrackerEntry& e) { return e.character == index; }),
            entries.end());
    } else {
        scene.combatants.erase(scene.combatants.begin() + index);
        scene.tracker = withoutCharacter(scene.tracker, index);
    }
    scene.others.erase(
        std::remove(scene.others.begin(), scene.others.end(), id), scene.others.end());
    // Whoever is left takes its part: the first present combatant not otherwise picked.
    const auto free = [&](CombatantId not1, CombatantId not2) -> CombatantId {
        for (const Combatant& c : scene.combatants) {
            if (!c.absent && c.id != not1 && c.id != not2
                && std::find(scene.others.begin(), scene.others.end(), c.id) == scene.others.end())
                return c.id;
        }
        return 0;
    };
    if (scene.actor == id)
        scene.actor = free(scene.target, id);
    if (scene.target == id)
        scene.target = free(scene.actor, id);
    pushScene(std::move(scene), tr("%1 leaves the fight").arg(name));
    return {};
}

QString Session::renameCombatant(CombatantId id, const QString& name)
{
    const Combatant* c = m_data.find(id);
    if (!c)
        return tr("No such combatant.");
    const std::string wanted = name.trimmed().toStdString();
    if (wanted.empty())
        return tr("A combatant needs a name.");
    // A name the session file could not hold again (textfile.h).
    if (wanted.size() > MaxNameLength)
        return tr("A name has at most %1 characters.").arg(MaxNameLength);
    if (wanted == c->name)
        return {};
    if (m_data.findByName(wanted))
        return tr("%1 is the name of another combatant: names are unique in a fight.")
            .arg(QString::fromStdString(wanted));
    SceneSnapshot scene = SceneSnapshot::of(m_data);
    inScene(scene, id)->name = wanted;
    // The tracker names its combatants as the roster does (its rows, its log and the file).
    const int index = m_data.indexOf(id);
    for (TrackerEntry& entry : scene.tracker.combatants)
        if (entry.character == index)
            entry.name = wanted;
    pushScene(
        std::move(scene), tr("Rename %1 to %2").arg(nameOf(*c), QString::fromStdString(wanted)));
    return {};
}

QString Session::changeSide(CombatantId id, int side)
{
    const Combatant* c = m_data.find(id);
    if (!c)
        return tr("No such combatant.");
    if (side < 0 || side >= static_cast<int>(m_data.sides.size()))
        return tr("There is no side %1.").arg(side + 1);
    if (c->side == side)
        return {};
    SceneSnapshot scene = SceneSnapshot::of(m_data);
    inScene(scene, id)->side = side;
    pushScene(std::move(scene),
        tr("%1 changes to %2")
            .arg(nameOf(*c), qs(m_data.sides[static_cast<std::size_t>(side)].name)));
    return {};
}

QString Session::moveCombatant(CombatantId id, Hex to)
{
    if (!m_ruleset)
        return tr("No ruleset is loaded.");
    if (const auto why = whyCannotMove(*m_ruleset, m_data, id, to))
        return translated(*why);
    const Combatant* c = m_data.find(id);
    if (c->position == to)
        return {};
    Encounter moved = rosterNow();
    hitspread::moveCombatant(*m_ruleset, moved, id, to);
    const QString text = tr("%1 moves to %2,%3").arg(nameOf(*c)).arg(to.q).arg(to.r);
    const Readiness kept
        = moved.find(m_data.actor) ? moved.find(m_data.actor)->readiness : Readiness {};
    undoStack()->beginMacro(text);
    pushScene(SceneSnapshot::of(moved), text);
    // The actor moved, or its target out of sight: its panel loses the aims (and the stance).
    if (m_data.find(m_data.actor)
        && (kept.aims != m_data.settings.aims || kept.firingStance != m_data.settings.stance)) {
        AttackRequest settings = m_data.settings;
        settings.aims = kept.aims;
        settings.stance = kept.firingStance;
        if (settings.aims == 0 && settings.shot == ShotType::Aimed)
            settings.shot.reset();
        undoStack()->push(new ChangeSettings(this, settings, text));
    }
    undoStack()->endMacro();
    return {};
}

QString Session::pickActor(CombatantId id)
{
    const Combatant* c = m_data.find(id);
    if (!c || c->absent || !m_ruleset)
        return tr("No such combatant.");
    if (id == m_data.actor)
        return {};
    const QString text = tr("%1 acts").arg(nameOf(*c));
    undoStack()->beginMacro(text);
    // The one who acted keeps its readiness as the Shooter panel left it (places.h); the new
    // actor takes up its own.
    pushScene(withActor(keptReadiness(SceneSnapshot::of(m_data)), id), text);
    if (const CharacterSheet* sheet = m_data.find(id)->state.sheet.get()) {
        undoStack()->push(new ChangeSettings(
            this, readied(*m_ruleset, *m_data.find(id), m_data.settings, m_data.target), text));
        // The grenade goes with its thrower's Throwing skill.
        GrenadeAction grenade = m_data.grenade;
        grenade.request.thrower = sheet->name;
        grenade.request.skill = sheet->skill("throwing");
        // The point of the map the last one aimed at is not this one's.
        grenade.point.reset();
        grenade.targetDistance = 0;
        if (grenade.request.skill != m_data.grenade.request.skill
            || grenade.request.thrower != m_data.grenade.request.thrower
            || grenade.point != m_data.grenade.point)
            undoStack()->push(new ChangeGrenade(this, grenade, text));
    }
    undoStack()->endMacro();
    return {};
}

QString Session::whyNotTarget(CombatantId id) const
{
    const Combatant* c = m_data.find(id);
    if (!c || c->absent)
        return tr("No such combatant.");
    if (id == m_data.actor)
        return tr("%1 acts and cannot be its own target.").arg(nameOf(*c));
    return {};
}

QString Session::pickTarget(CombatantId id)
{
    if (QString why = whyNotTarget(id); !why.isEmpty())
        return why;
    const Combatant* c = m_data.find(id);
    if (id == m_data.target)
        return {};
    SceneSnapshot scene = SceneSnapshot::of(m_data);
    // A further target picked as the target trades places with it: the scene keeps its bodies.
    const auto further = std::find(scene.others.begin(), scene.others.end(), id);
    if (further != scene.others.end()) {
        if (scene.target != 0)
            *further = scene.target;
        else
            scene.others.erase(further);
    }
    scene.target = id;
    const QString text = tr("Target %1").arg(nameOf(*c));
    // Aims taken at one target are lost on another (places.h).
    if (m_data.settings.aims == 0) {
        pushScene(std::move(scene), text);
        return {};
    }
    undoStack()->beginMacro(text);
    pushScene(std::move(scene), text);
    AttackRequest settings = m_data.settings;
    settings.aims = 0;
    if (settings.shot == ShotType::Aimed)
        settings.shot.reset();
    undoStack()->push(new ChangeSettings(this, settings, text));
    undoStack()->endMacro();
    return {};
}

QString Session::toggleFurtherTarget(CombatantId id)
{
    if (QString why = whyNotTarget(id); !why.isEmpty())
        return why;
    const Combatant* c = m_data.find(id);
    if (id == m_data.target)
        return tr("%1 is the target already.").arg(nameOf(*c));
    SceneSnapshot scene = SceneSnapshot::of(m_data);
    const auto it = std::find(scene.others.begin(), scene.others.end(), id);
    const bool adding = it == scene.others.end();
    if (adding)
        scene.others.push_back(id);
    else
        scene.others.erase(it);
    const QString text = adding ? tr("Add %1 to the scene").arg(nameOf(*c))
                                : tr("Take %1 from the scene").arg(nameOf(*c));
    // §6: a burst or full auto walks on to each further target; a step for one picked after an
    // even share of the rounds (the Shooter dock's Walk box changes it).
    AttackRequest settings = m_data.settings;
    const Weapon* w = m_ruleset ? m_ruleset->weapon(settings.weapon) : nullptr;
    if (w && (settings.mode == FireMode::Burst || settings.mode == FireMode::Full)) {
        // At most four targets side by side; a switch paid with an influence chance while the
        // shooter's Auto/Support gives one, else with a stray bullet.
        const std::size_t steps = std::min<std::size_t>(scene.others.size(), 3);
        if (settings.walk.size() < steps) {
            // The rounds: a burst's own, full auto's dice at 3.5 a die.
            const int rounds
                = settings.mode == FireMode::Burst ? w->burst : settings.burstDice * 7 / 2;
            const int share = std::max(1, rounds / static_cast<int>(steps + 1));
            const int influences
                = settings.shooter.autoSupport / std::max(1, m_ruleset->options.autoSupportDivisor);
            int spent = 0;
            for (const WalkStep& step : settings.walk)
                spent += step.spendInfluence ? 1 : 0;
            while (settings.walk.size() < steps) {
                settings.walk.push_back({ share, spent < influences });
                spent += spent < influences ? 1 : 0;
            }
        } else if (settings.walk.size() > steps) {
            settings.walk.resize(steps);
        }
    }
    if (settings.walk == m_data.settings.walk) {
        pushScene(std::move(scene), text);
        return {};
    }
    undoStack()->beginMacro(text);
    pushScene(std::move(scene), text);
    undoStack()->push(new ChangeSettings(this, settings, text));
    undoStack()->endMacro();
    return {};
}

} // namespace hitspread
