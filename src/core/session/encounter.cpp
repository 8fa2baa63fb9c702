// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "encounter.h"

#include "damage.h"
#include "defence.h"

#include "actorcheck.h"
#include "dicerun.h"
#include "places.h"
#include "uniquenames.h"

#include <algorithm>
#include <array>

namespace hitspread {

namespace {

    constexpr std::array<std::pair<Posture, const char*>, 4> postureNames { {
        { Posture::Standing, "standing" },
        { Posture::Kneeling, "kneeling" },
        { Posture::Prone, "prone" },
        { Posture::Down, "down" },
    } };

    // The weapon arm recoil bruises (§5): the right arm, the left for the off-hand weapon of
    // two (off_hand); the ruleset's first arm when it names neither; −1 when it has no arm.
    int weaponArm(const Ruleset& ruleset, const AttackRequest& request)
    {
        const int named = ruleset.body.locationIndex(request.offHand ? "left_arm" : "right_arm");
        if (named >= 0)
            return named;
        for (std::size_t i = 0; i < ruleset.body.locations.size(); ++i)
            if (ruleset.body.locations[i].arm)
                return static_cast<int>(i);
        return -1;
    }

    // §5: for each point of RCL above STR + 3 the firing arm takes 1 bruising damage per shot;
    // §7: bruising goes to the Incap/bruising track. Since rules revision 4 the arm's track
    // takes it too ("one point DAM to his weapon arm … This damage is bruising damage, and
    // causes no wounds"), and a failed PHYS roll to stay conscious knocks the shooter out.
    CharacterState actorAfterOf(
        const Ruleset& ruleset, const CharacterState& before, const LogEntry& log)
    {
        CharacterState after = before;
        if (!log.grenade)
            after.bruising += log.outcome.shooterBruising;
        if (!log.grenade && log.outcome.shooterBruising > 0 && log.request.rulesRevision >= 4) {
            if (const int arm = weaponArm(ruleset, log.request);
                arm >= 0 && static_cast<std::size_t>(arm) < after.locations.size())
                after.locations[static_cast<std::size_t>(arm)].hits -= log.outcome.shooterBruising;
            if (log.outcome.recoilTest && !log.outcome.recoilTest->passed)
                after.knockedOut = true;
        }
        // §7 knockback: a victim knocked down "looses his next Action trying to overcome the
        // force of the hit" (the tracker takes it); one that acts has overcome it and stands
        // (a reading of revision 2: an action logged before replays as it was).
        if (!log.grenade && log.request.rulesRevision >= 2)
            after.knockedDown = false;
        return after;
    }

    // What an action leaves ready (places.h): the weapon and its settings as used, the aims
    // spent, a quick draw made; its first target is whom it last attacked. A grenade leaves
    // the weapon in hand as it was.
    Readiness readinessAfterOf(const Readiness& before, const LogEntry& log, CombatantId actor,
        const std::vector<CombatantId>& targets)
    {
        Readiness after = log.grenade ? before : readinessOf(log.request, 0);
        after.aims = 0;
        after.aimedAt = 0;
        after.quickDraw = false;
        after.lastTarget = before.lastTarget;
        for (CombatantId id : targets) {
            if (id != actor) {
                after.lastTarget = id;
                break;
            }
        }
        return after;
    }

    // The faces a resolver rolled from `from` on.
    std::vector<int> facesSince(const DiceSource& dice, std::size_t from)
    {
        std::vector<int> faces;
        for (std::size_t i = from; i < dice.used().size(); ++i)
            faces.push_back(dice.used()[i].face);
        return faces;
    }

} // namespace

const Combatant& presentCombatant(const Encounter& encounter, CombatantId id)
{
    const Combatant* c = encounter.find(id);
    if (!c)
        throw Refused(say(HS_TEXT("core", "no combatant number %1 in the encounter"), id));
    if (c->absent)
        throw Refused(say(HS_TEXT("core", "%1 has left the fight"), c->name));
    return *c;
}

const char* toString(Posture posture)
{
    for (const auto& [p, name] : postureNames) {
        if (p == posture)
            return name;
    }
    return "standing";
}

std::optional<Posture> postureFromString(const std::string& text)
{
    for (const auto& [p, name] : postureNames) {
        if (text == name)
            return p;
    }
    return std::nullopt;
}

const Combatant* Encounter::find(CombatantId id) const
{
    const int i = indexOf(id);
    return i < 0 ? nullptr : &combatants[static_cast<std::size_t>(i)];
}

Combatant* Encounter::find(CombatantId id)
{
    const int i = indexOf(id);
    return i < 0 ? nullptr : &combatants[static_cast<std::size_t>(i)];
}

const Combatant* Encounter::findByName(const std::string& name) const
{
    const auto it = std::find_if(
        combatants.begin(), combatants.end(), [&](const Combatant& c) { return c.name == name; });
    return it == combatants.end() ? nullptr : &*it;
}

int Encounter::indexOf(CombatantId id) const
{
    const auto it = std::find_if(
        combatants.begin(), combatants.end(), [&](const Combatant& c) { return c.id == id; });
    return it == combatants.end() ? -1 : static_cast<int>(it - combatants.begin());
}

std::string Encounter::uniqueName(const std::string& base) const
{
    UniqueNames names;
    for (const Combatant& c : combatants)
        names.take(c.name);
    return names.take(base.empty() ? "Combatant" : base);
}

CombatantId joinEncounter(Encounter& encounter, const Ruleset& ruleset, const CharacterSheet& sheet,
    int side, const std::string& name)
{
    Combatant c;
    c.id = encounter.nextId++;
    c.name = encounter.uniqueName(name.empty() ? sheet.name : name);
    c.side = side;
    c.state = CharacterState::fromSheet(ruleset, sheet);
    c.position = freeHexOfSide(ruleset, encounter, side);
    encounter.combatants.push_back(std::move(c));
    return encounter.combatants.back().id;
}

Encounter newEncounter(const Ruleset& ruleset)
{
    Encounter e;
    e.rulesetId = ruleset.id;
    e.sides = defaultSides();
    const auto byKey = [&](const std::string& key) -> const CharacterSheet* {
        const auto it = ruleset.characters.find(key);
        return it == ruleset.characters.end() ? nullptr : &it->second;
    };
    const CharacterSheet* shooter = byKey(ruleset.defaultShooter);
    if (!shooter && !ruleset.characters.empty())
        shooter = &ruleset.characters.begin()->second;
    const CharacterSheet* target = byKey(ruleset.defaultTarget);
    // Two different characters face each other: never one character shooting itself.
    if (!target || (shooter && target->key == shooter->key)) {
        target = nullptr;
        for (const auto& [key, sheet] : ruleset.characters) {
            if (!shooter || key != shooter->key) {
                target = &sheet;
                break;
            }
        }
    }
    if (shooter)
        e.actor = joinEncounter(e, ruleset, *shooter, 0);
    if (target)
        e.target = joinEncounter(e, ruleset, *target, 1);
    if (shooter && shooter->weapons.size() > 0)
        e.settings.weapon = shooter->weapons.front();
    e.settings.rollKnockback = true; // §7: the fight's attacks roll their knockback tests
    return e;
}

Roster encounterRoster(const Encounter& encounter)
{
    Roster roster;
    roster.reserve(encounter.combatants.size());
    for (const Combatant& c : encounter.combatants)
        roster.push_back(c.state);
    return roster;
}

void adoptRoster(Encounter& encounter, const Roster& characters)
{
    for (std::size_t i = 0; i < encounter.combatants.size() && i < characters.size(); ++i)
        encounter.combatants[i].state = characters[i];
}

EncounterEntry resolveEncounterAction(const Ruleset& ruleset, const Encounter& encounter,
    CombatantId actorId, const std::vector<CombatantId>& targetIds, const EncounterAction& action,
    DiceSource& dice)
{
    const Combatant& actor = presentCombatant(encounter, actorId);
    if (targetIds.empty())
        throw Refused(say(HS_TEXT("core", "%1 acts on nobody: pick a target"), actor.name));
    EncounterEntry entry;
    entry.actor = actorId;
    entry.targets = targetIds;
    entry.actorBefore = actor.state;
    entry.readinessBefore = actor.readiness;
    LogEntry& log = entry.action;
    // A thrower near its own grenade's point is caught by the blast (§9) like anyone there.
    const bool throw_ = action.grenade && !action.grenade->jumper;
    for (std::size_t i = 0; i < targetIds.size(); ++i) {
        const Combatant& target = presentCombatant(encounter, targetIds[i]);
        if (target.id == actorId && !throw_)
            throw Refused(say(HS_TEXT("core", "%1 cannot be its own target"), actor.name));
        if (std::find(
                targetIds.begin(), targetIds.begin() + static_cast<std::ptrdiff_t>(i), target.id)
            != targetIds.begin() + static_cast<std::ptrdiff_t>(i))
            throw Refused(say(HS_TEXT("core", "%1 is named twice as a target"), target.name));
        if (i == 0)
            log.targetBefore = target.state;
        else
            log.othersBefore.push_back(target.state);
    }

    const std::size_t rolledBefore = dice.used().size();
    if (action.grenade) {
        GrenadeAction grenade = *action.grenade;
        if (grenade.jumper) {
            const std::size_t jumper = static_cast<std::size_t>(*grenade.jumper);
            if (jumper < targetIds.size()) {
                const CharacterState& state
                    = jumper == 0 ? log.targetBefore : log.othersBefore[jumper - 1];
                if (auto why = whyCannotJump(ruleset, state))
                    throw Refused(*why);
            }
        } else if (auto why = whyCannotThrow(ruleset, actor.state)) {
            throw Refused(*why);
        }
        // §7: each wound is −1 to every roll, the throw's too.
        grenade.request.wounds = actor.state.wounds;
        grenade.request.thrower = actor.name;
        log.grenadeOutcome
            = resolveGrenade(ruleset, log.targetBefore, log.othersBefore, grenade, dice);
        log.grenade = std::move(grenade);
    } else {
        if (auto why = whyCannotAttack(ruleset, actor.state, action.request))
            throw Refused(*why);
        AttackRequest request = action.request;
        request.shooter.wounds = actor.state.wounds; // §7
        request.shooter.name = actor.name;
        // §8: the actor's own dodge costs it −(7 − success die): every action this round for a
        // regular dodge, the next action for a quick dodge or a dance.
        if (actor.state.dodge && actor.state.dodge->penalty < 0)
            request.ownDodgePenalty = actor.state.dodge->penalty;
        // §8: a dodge the target made counts against this attack: a dodge or quick dodge
        // against a melee blow (unless the request parries), a dance against a ranged one.
        const Combatant& attacked = *encounter.find(targetIds.front());
        const Weapon* weapon = ruleset.weapon(request.weapon);
        if (const auto& dodge = attacked.state.dodge; dodge && dodge->value > 0 && weapon) {
            const auto kind = static_cast<DefenceKind>(dodge->kind);
            if (weapon->isMelee() && kind != DefenceKind::Dance
                && request.defence.kind != DefenceKind::Parry) {
                request.defence.kind = kind;
                request.defence.dodgeValue = dodge->value;
            } else if (!weapon->isMelee() && kind == DefenceKind::Dance && request.dance == 0) {
                request.dance = dodge->value;
            }
        }
        if (request.defence.kind != DefenceKind::None) {
            // §8: the target defends as it stands: its skills, wounds, armour and weapons.
            const Combatant& defender = *encounter.find(targetIds.front());
            const auto& held = defender.state.sheet->weapons;
            request.defence.defender = DefenderProfile::fromState(ruleset, log.targetBefore,
                request.defence.kind == DefenceKind::Parry
                    ? parryWeaponOf(ruleset, held, request.defence.parryWeapon)
                    : nullptr);
            request.defence.defender.name = defender.name;
        }
        log.outcome = resolveAttack(ruleset, log.targetBefore, log.othersBefore, request, dice);
        // §5: the recoil's bruising "requires a PHYS roll to stay conscious": the shooter's
        // PHYS test (its wounds −1 each, §7), after the shots (rules revision 4).
        if (log.outcome.shooterBruising > 0 && request.rulesRevision >= 4)
            log.outcome.recoilTest
                = rollStatTest(dice, "PHYS", actor.state.phys, actor.state.woundPenalty());
        // §8: a dodge rolled against the blow goes on counting for the dodger.
        if (const auto& d = log.outcome.defence;
            d && d->roll && d->kind != DefenceKind::Parry && (d->value > 0 || d->penalty < 0))
            log.outcome.targetAfter.dodge
                = ActiveDodge { static_cast<int>(d->kind), d->value, d->penalty };
        log.request = std::move(request);
    }
    log.dice = facesSince(dice, rolledBefore);
    entry.actorAfter = actorAfterOf(ruleset, entry.actorBefore, log);
    entry.readinessAfter = readinessAfterOf(entry.readinessBefore, log, actorId, targetIds);
    // §1, §11: the weapon jammed; it fires again once the jam is cleared.
    if (!log.grenade && jammedIn(log.outcome))
        keepJammed(entry.actorAfter, log.request.weapon);
    if (entry.actorAfter.dodge && !log.grenade
        && static_cast<DefenceKind>(entry.actorAfter.dodge->kind) != DefenceKind::Dodge) {
        // §8: a quick dodge's or a dance's penalty falls on the next action only: paid now.
        entry.actorAfter.dodge->penalty = 0;
        if (entry.actorAfter.dodge->value == 0)
            entry.actorAfter.dodge.reset();
    }
    return entry;
}

void applyEntry(Encounter& encounter, const EncounterEntry& entry)
{
    applyEntry(encounter, EncounterEntry(entry));
}

void applyEntry(Encounter& encounter, EncounterEntry&& entry)
{
    const LogEntry& log = entry.action;
    if (Combatant* actor = encounter.find(entry.actor)) {
        actor->state = entry.actorAfter;
        actor->readiness = entry.readinessAfter;
    }
    for (std::size_t i = 0; i < entry.targets.size(); ++i) {
        Combatant* target = encounter.find(entry.targets[i]);
        if (!target)
            continue;
        if (i == 0)
            target->state = log.targetAfter();
        else if (i - 1 < log.othersAfter().size())
            target->state = log.othersAfter()[i - 1];
    }
    encounter.log.push_back(std::move(entry));
}

EncounterEntry unapplyEntry(Encounter& encounter)
{
    if (encounter.log.empty())
        return {};
    const EncounterEntry& entry = encounter.log.back();
    const LogEntry& log = entry.action;
    if (Combatant* actor = encounter.find(entry.actor)) {
        actor->state = entry.actorBefore;
        actor->readiness = entry.readinessBefore;
    }
    for (std::size_t i = 0; i < entry.targets.size(); ++i) {
        Combatant* target = encounter.find(entry.targets[i]);
        if (!target)
            continue;
        if (i == 0)
            target->state = log.targetBefore;
        else if (i - 1 < log.othersBefore.size())
            target->state = log.othersBefore[i - 1];
    }
    EncounterEntry taken = std::move(encounter.log.back());
    encounter.log.pop_back();
    return taken;
}

const EncounterEntry& rollAction(const Ruleset& ruleset, Encounter& encounter, CombatantId actor,
    const std::vector<CombatantId>& targets, const EncounterAction& action)
{
    auto run = runWithDice(
        DiceSupply::seeded(encounter.dice.seed, encounter.dice.facesUsed), [&](DiceSource& dice) {
            return resolveEncounterAction(ruleset, encounter, actor, targets, action, dice);
        });
    encounter.dice.facesUsed += run.faces.size();
    applyEntry(encounter, run.outcome);
    return encounter.log.back();
}

Encounter encounterFromSession(const Ruleset& ruleset, const SessionData& session)
{
    Encounter e;
    e.rulesetId = session.rulesetId.empty() ? ruleset.id : session.rulesetId;
    e.sides = defaultSides();
    e.dice = session.dice;
    e.settings = session.settings;
    e.grenade = session.grenade;
    e.tracker = session.tracker; // its characters: 0 the shooter, 1 the target, 2 … the others
    e.actor = joinEncounter(e, ruleset, session.shooter, 0);
    const auto joinAs = [&](const CharacterState& state, bool absent) {
        const CombatantId id
            = joinEncounter(e, ruleset, state.sheet ? *state.sheet : CharacterSheet {}, 1);
        Combatant& c = e.combatants.back();
        c.state = state;
        c.absent = absent;
        return id;
    };
    e.target = joinAs(session.target, false);
    for (const CharacterState& other : session.others)
        e.others.push_back(joinAs(other, false));

    // The log's targets by their sheets: the scene's own first (the target for the target, the
    // n-th further target for the n-th), then anyone else on side B with that sheet; a target
    // the scene no longer holds joins as absent, as the log left it.
    const auto sameSheet = [](const CharacterState& a, const CharacterState& b) {
        return a.sheet && b.sheet && *a.sheet == *b.sheet;
    };
    const CharacterState shooterState = e.combatants.front().state;
    for (const LogEntry& entry : session.log) {
        EncounterEntry converted;
        converted.actor = e.actor;
        converted.actorBefore = shooterState;
        // The shooter's wounds were the request's (the Shooter panel's) in those files.
        converted.actorBefore.wounds
            = entry.grenade ? entry.grenade->request.wounds : entry.request.shooter.wounds;
        converted.action = entry;
        converted.actorAfter = actorAfterOf(ruleset, converted.actorBefore, entry);
        std::vector<const CharacterState*> befores { &entry.targetBefore };
        for (const CharacterState& other : entry.othersBefore)
            befores.push_back(&other);
        for (std::size_t i = 0; i < befores.size(); ++i) {
            const CombatantId preferred = i == 0 ? e.target
                : i - 1 < e.others.size()        ? e.others[i - 1]
                                                 : 0;
            const auto free = [&](const Combatant& c) {
                return c.id != e.actor
                    && std::find(converted.targets.begin(), converted.targets.end(), c.id)
                    == converted.targets.end()
                    && sameSheet(c.state, *befores[i]);
            };
            CombatantId id = 0;
            if (const Combatant* p = e.find(preferred); p && free(*p))
                id = p->id;
            for (std::size_t c = 0; id == 0 && c < e.combatants.size(); ++c) {
                if (free(e.combatants[c]))
                    id = e.combatants[c].id;
            }
            if (id == 0)
                id = joinAs(*befores[i], true);
            converted.targets.push_back(id);
        }
        // An absent combatant stands as the log last left it.
        for (std::size_t i = 0; i < converted.targets.size(); ++i) {
            Combatant* c = e.find(converted.targets[i]);
            if (c && c->absent)
                c->state = i == 0 ? entry.targetAfter() : entry.othersAfter()[i - 1];
        }
        e.log.push_back(std::move(converted));
    }
    // Those files place nobody: the sides face each other at the distance the range setting
    // implied, and the actor takes up what the Shooter panel had set.
    setOutInLines(ruleset, e, impliedDistance(ruleset, e.settings));
    if (Combatant* actor = e.find(e.actor)) {
        actor->readiness = readinessOf(e.settings, e.target);
        if (!e.log.empty() && !e.log.back().targets.empty())
            actor->readiness.lastTarget = e.log.back().targets.front();
    }
    return e;
}

} // namespace hitspread
