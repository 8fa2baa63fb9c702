// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "defence.h"

#include "attackrules.h"
#include "damage.h"

#include <algorithm>
#include <array>

namespace hitspread {

namespace {
    constexpr std::array<const char*, 5> defenceNames { "none", "parry", "dodge", "quick-dodge",
        "dance" };
    constexpr std::array<const char*, 6> knockbackNames { "not_rolled", "already_down",
        "knocked_back", "knocked_down", "loses_round", "knocked_out" };

    // A defence roll (§8): 3d6 + rank against 13 like every skill roll (§1), the defender's
    // wounds −1 each, a harder attack declared raising the target.
    AttackRoll rollDefence(const Ruleset& rs, int skill, std::vector<ModifierTerm> modifiers,
        const AttackRequest& req, DiceSource& dice)
    {
        const int success = dice.roll("defence success die");
        const int second = dice.roll("defence die");
        const int third = dice.roll("defence die");
        if (req.defence.defender.wounds > 0)
            modifiers.push_back({ HS_TEXT("core", "wounds"), -req.defence.defender.wounds });
        if (req.harder > 0)
            modifiers.push_back({ HS_TEXT("core", "harder attack"), -req.harder });
        rules::AttackSetup setup;
        setup.skill = skill;
        setup.modifiers = std::move(modifiers);
        return rules::scoreAttack(rs, setup, success, second, third, 0, nullptr);
    }

    // Everyone has bare hands; a weapon is held when the defender's sheet lists it.
    bool holds(const std::vector<std::string>& held, const Weapon& weapon)
    {
        return weapon.bareHands || std::find(held.begin(), held.end(), weapon.id) != held.end();
    }
}

const char* toString(DefenceKind kind)
{
    return defenceNames[static_cast<std::size_t>(kind)];
}

std::optional<DefenceKind> defenceKindFromString(const std::string& text)
{
    for (std::size_t i = 0; i < defenceNames.size(); ++i)
        if (text == defenceNames[i])
            return static_cast<DefenceKind>(i);
    return std::nullopt;
}

const char* toString(KnockbackResult result)
{
    return knockbackNames[static_cast<std::size_t>(result)];
}

DefenderProfile DefenderProfile::fromState(
    const Ruleset& rs, const CharacterState& state, const Weapon* parryWeapon)
{
    DefenderProfile p;
    if (!state.sheet)
        return p;
    const CharacterSheet& sheet = *state.sheet;
    p.name = sheet.name;
    p.parrySkill = parryWeapon ? sheet.skill(parryWeapon->skill) : 0;
    p.dodgeSkill = sheet.skill("dodge");
    p.strBonus = rs.derivedValue(sheet.stats, "str_bonus", sheet.stats.str / 3);
    p.wounds = state.wounds;
    p.dodgeModifier = armourDodgeModifier(rs, state);
    p.advantages = sheet.advantages;
    p.weapons = sheet.weapons;
    return p;
}

const Weapon* parryWeaponOf(
    const Ruleset& rs, const std::vector<std::string>& held, const std::string& named)
{
    if (!named.empty())
        return rs.weapon(named);
    for (const std::string& id : held) {
        const Weapon* w = rs.weapon(id);
        if (w && w->isMelee())
            return w;
    }
    for (const Weapon& w : rs.weapons)
        if (w.isMelee() && w.bareHands)
            return &w;
    return nullptr;
}

void checkDefence(const Ruleset& rs, const Weapon& attack, const AttackRequest& req)
{
    const DefenceRequest& d = req.defence;
    if (req.harder < 0 || req.harder > 30)
        throw Refused(
            say(HS_TEXT("core", "a harder attack is declared as 0 to 30, not %1"), req.harder));
    if (req.harder > 0 && !attack.isMelee())
        throw Refused(say(HS_TEXT("core", "a harder attack is declared in melee only (§8)")));
    if (req.dance < 0 || req.dance > 12)
        throw Refused(say(HS_TEXT("core",
                              "a Dance of Death takes 0 to 12 off the attack (its success value), "
                              "not %1"),
            req.dance));
    if (req.dance > 0 && attack.isMelee())
        throw Refused(say(HS_TEXT("core",
            "Dance and Ballet of Death dodge ranged attacks; a melee attack is parried or "
            "dodged")));
    if (d.kind == DefenceKind::None)
        return;
    if (d.kind == DefenceKind::Dance)
        throw Refused(say(HS_TEXT("core",
            "a Dance or Ballet of Death is made before the attacks: its value comes off each "
            "ranged attack this phase")));
    if (!attack.isMelee())
        throw Refused(say(HS_TEXT("core",
            "a ranged attack cannot be parried or dodged (§8): only with Dance or Ballet of "
            "Death")));
    if (d.kind == DefenceKind::Parry) {
        if (d.dodgeValue)
            throw Refused(say(HS_TEXT("core", "a dodge value belongs to a dodge, not a parry")));
        if (d.faceShift < -1 || d.faceShift > 1)
            throw Refused(
                say(HS_TEXT("core", "a parry turns the deviation face by −1, 0 or +1, not %1"),
                    d.faceShift));
        const Weapon* with = parryWeaponOf(rs, d.defender.weapons, d.parryWeapon);
        if (!with)
            throw Refused(d.parryWeapon.empty()
                    ? say(HS_TEXT("core", "the ruleset has no weapon to parry with"))
                    : say(HS_TEXT("core", "unknown weapon '%1'"), d.parryWeapon));
        if (!with->isMelee())
            throw Refused(
                say(HS_TEXT("core", "%1 is not a melee weapon: it cannot parry"), with->name));
        if (!holds(d.defender.weapons, *with))
            throw Refused(say(HS_TEXT("core", "%1 does not hold %2: it cannot parry with it"),
                d.defender.name.empty() ? std::string("the defender") : d.defender.name,
                with->name));
        if (with->bareHands && attack.vibro)
            throw Refused(
                say(HS_TEXT("core", "%1 cannot be parried bare-handed (§8: you will bleed)"),
                    attack.name));
        return;
    }
    if (d.faceShift != 0)
        throw Refused(say(HS_TEXT("core", "only a parry turns the deviation face")));
    if (d.dodgeValue) {
        if (*d.dodgeValue < 0 || *d.dodgeValue > 12)
            throw Refused(say(HS_TEXT("core",
                                  "a dodge takes 0 to 12 off the attack (its success value), "
                                  "not %1"),
                *d.dodgeValue));
        return;
    }
    if (d.defender.dodgeSkill <= 0)
        throw Refused(say(HS_TEXT("core", "%1 has no Dodge skill: a dodge needs it (§8)"),
            d.defender.name.empty() ? std::string("the defender") : d.defender.name));
}

DefenceOutcome resolveDodge(const Ruleset& rs, const AttackRequest& req, DiceSource& dice)
{
    const DefenceRequest& d = req.defence;
    if (!d.dodgeValue)
        return rollDodge(rs, d.kind, d.defender, req.harder, dice);
    // A dodge made before: its value stands; its penalty was counted when it was made.
    DefenceOutcome out;
    out.kind = d.kind;
    out.defender = d.defender.name;
    out.penaltyWholeRound = d.kind == DefenceKind::Dodge;
    out.succeeded = *d.dodgeValue > 0;
    out.value = *d.dodgeValue;
    return out;
}

int armourDodgeModifier(const Ruleset& rs, const CharacterState& state)
{
    int dm = 0, layers = 0;
    for (const ArmourLayer& layer : state.armour) {
        if (layer.natural != NaturalArmour::None)
            continue;
        if (const Armour* piece = rs.findArmour(layer.armourId)) {
            dm += piece->dodgeModifier;
            ++layers;
        }
    }
    return dm + (rs.options.layeredArmour ? std::max(0, layers - 1) : 0);
}

void checkDanceOf(const CharacterState& target, const AttackRequest& req)
{
    if (req.dance <= 0 || !target.sheet || req.rulesRevision < 2)
        return;
    const std::set<std::string>& advantages = target.sheet->advantages;
    if (!advantages.count("dance_of_death") && !advantages.count("ballet_of_death"))
        throw Refused(say(HS_TEXT("core",
                              "%1 has neither Dance nor Ballet of Death: bullets are not dodged "
                              "(§8)"),
            target.sheet->name));
}

DefenceOutcome rollDodge(const Ruleset& rs, DefenceKind kind, const DefenderProfile& defender,
    int harder, DiceSource& dice)
{
    if (kind != DefenceKind::Dodge && kind != DefenceKind::QuickDodge && kind != DefenceKind::Dance)
        throw Refused(say(HS_TEXT("core", "a dodge is a dodge, a quick dodge or a dance")));
    const bool ballet = defender.advantages.count("ballet_of_death") > 0;
    if (kind == DefenceKind::Dance && !ballet && !defender.advantages.count("dance_of_death"))
        throw Refused(say(HS_TEXT("core",
                              "%1 has neither Dance nor Ballet of Death: bullets are not dodged "
                              "(§8)"),
            defender.name.empty() ? std::string("the defender") : defender.name));
    if (defender.dodgeSkill <= 0)
        throw Refused(say(HS_TEXT("core", "%1 has no Dodge skill: a dodge needs it (§8)"),
            defender.name.empty() ? std::string("the defender") : defender.name));
    DefenceOutcome out;
    out.kind = kind;
    out.defender = defender.name;
    out.penaltyWholeRound = kind == DefenceKind::Dodge;
    std::vector<ModifierTerm> modifiers;
    if (defender.dodgeModifier > 0)
        modifiers.push_back({ HS_TEXT("core", "armour DM"), -defender.dodgeModifier });
    AttackRequest against;
    against.harder = harder;
    against.defence.defender = defender;
    out.roll = rollDefence(rs, defender.dodgeSkill, std::move(modifiers), against, dice);
    out.succeeded = out.roll->hit;
    // §8: "subtract the Success Die Value … (if successful) from all attacks made on him";
    // "that character suffers a −(7 − Success Die Value) situational penalty". Reading: the
    // success die's face, as in the Shrike example (S = 5, value 10, penalty −2). A Ballet of
    // Death costs nothing ("Characters who possess the Advantage Ballet Of Death suffer no
    // such penalty", which the rule text keeps although the Shrike example applies −2).
    out.value = out.succeeded ? out.roll->successValue : 0;
    if ((out.succeeded || rs.options.failedDodgePenalty) && !(kind == DefenceKind::Dance && ballet))
        out.penalty = -(7 - out.roll->success);
    return out;
}

DefenceOutcome resolveParry(const Ruleset& rs, const Weapon& attack, const AttackRequest& req,
    int attackDam, DiceSource& dice)
{
    const DefenceRequest& d = req.defence;
    DefenceOutcome out;
    out.kind = DefenceKind::Parry;
    out.defender = d.defender.name;
    const Weapon* with = parryWeaponOf(rs, d.defender.weapons, d.parryWeapon);
    out.parryWeapon = with->id;
    out.parryWeaponDam = with->dam;
    out.parryStrBonus = d.defender.strBonus;
    // §8: "Halve your total Parry score when parrying bare-handed against normal weapons."
    out.bareHanded = with->bareHands && !attack.bareHands;
    out.roll = rollDefence(rs, d.defender.parrySkill, {}, req, dice);
    // bare_hand_parry: halve_roll — the roll's total is halved before it is judged;
    // halve_reduction — what the parry takes off the DAM is. A parry logged under rules
    // revisions 1–3 halved what it took off (their default).
    const bool halveRoll
        = out.bareHanded && rs.options.bareHandParryHalvesRoll.value_or(req.rulesRevision >= 4);
    if (halveRoll) {
        AttackRoll& roll = *out.roll;
        roll.total /= 2;
        roll.hit = roll.total >= roll.target;
        roll.successValue = roll.success + std::max(0, roll.total - 18);
    }
    out.succeeded = out.roll->hit;
    if (!out.succeeded)
        return out;
    // §8: the success die (with the critical) + the parrying weapon's DAM + STR bonus comes
    // off the attack's DAM; each success die point adds 1 to the handling factor; the parrier
    // may turn the deviation face by one step.
    out.value = out.roll->successValue + with->dam + d.defender.strBonus;
    if (out.bareHanded && !halveRoll)
        out.value /= 2;
    out.stopped = attackDam - out.value <= 0;
    out.handlingAdded = out.roll->successValue;
    out.faceShift = out.stopped ? 0 : d.faceShift;
    return out;
}

void rollKnockback(Knockback& k, CharacterState& target, DiceSource& dice)
{
    if (k.knockedDown) {
        // §7: "If the DAM is higher than the victim's doubled PHYS, the victim will be knocked
        // down and must pass a PHYS roll to remain conscious." Reading: a plain PHYS test.
        target.knockedDown = true;
        if (target.knockedOut) {
            k.result = KnockbackResult::KnockedOut;
            return;
        }
        k.test = rollStatTest(dice, "PHYS", k.phys, 0);
        k.result = k.test->passed ? KnockbackResult::LosesRound : KnockbackResult::KnockedOut;
        target.knockedOut = !k.test->passed;
        return;
    }
    if (target.knockedDown) {
        k.result = KnockbackResult::AlreadyDown;
        return;
    }
    // §7: "subtract PHYS from the DAM of the attack an make a PHYS roll minus the difference."
    k.test = rollStatTest(dice, "PHYS", k.phys, k.testModifier);
    k.result = k.test->passed ? KnockbackResult::KnockedBack : KnockbackResult::KnockedDown;
    target.knockedDown = !k.test->passed;
}

} // namespace hitspread
