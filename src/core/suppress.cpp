// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "suppress.h"

#include "attackrules.h"
#include "working.h"

namespace hitspread {

namespace {
    std::string signedNumber(int v)
    {
        return (v >= 0 ? "+" : "") + std::to_string(v);
    }

    std::string nameOf(const CharacterState& c)
    {
        return c.sheet ? c.sheet->name : std::string("someone");
    }

    void add(std::vector<ModifierTerm>& terms, const char* name, int value)
    {
        if (value != 0)
            terms.push_back({ name, value });
    }

    // §8: the DM of the armour a figure wears comes off its Dodge rolls (natural armour has none).
    int armourDodgeModifier(const Ruleset& rs, const CharacterState& figure)
    {
        int dm = 0;
        for (const ArmourLayer& layer : figure.armour) {
            if (layer.natural != NaturalArmour::None)
                continue;
            if (const Armour* armour = rs.findArmour(layer.armourId))
                dm += armour->dodgeModifier;
        }
        return dm;
    }

    // One bullet of the spray (§6): a wild single shot, never aimed, at `target`.
    // Reading: the seed calls it a wild shot, so the shooter's Rapid Fire does not turn it into
    // a snap shot as it would an ordinary unaimed shot (§5).
    AttackRequest bulletRequest(const SuppressRequest& req, Hex target)
    {
        AttackRequest bullet;
        bullet.weapon = req.weapon;
        bullet.ammo = req.ammo;
        bullet.mode = FireMode::Single;
        bullet.shot = ShotType::Wild;
        bullet.aims = 0;
        bullet.target = target;
        bullet.shooter = req.shooter;
        bullet.shooter.advantages.erase("rapid_fire");
        bullet.suppressiveBullet = true;
        return bullet;
    }

    // A 3d6 roll scored by §1 (target or roll modifiers, criticals), with its dice named.
    AttackRoll rollSkill(const Ruleset& rs, const Weapon& weapon, int skill,
        std::vector<ModifierTerm> modifiers, const char* const (&purposes)[3], DiceSource& dice)
    {
        rules::AttackSetup setup;
        setup.weapon = &weapon;
        setup.skill = skill;
        setup.modifiers = std::move(modifiers);
        const int success = dice.roll(purposes[0]);
        const int damage = dice.roll(purposes[1]);
        const int penetration = dice.roll(purposes[2]);
        return rules::scoreAttack(rs, setup, success, damage, penetration);
    }

    std::string rollLine(const char* what, const AttackRoll& r)
    {
        std::string line = std::string(what) + " roll " + std::to_string(r.success) + ","
            + std::to_string(r.damage) + "," + std::to_string(r.penetration) + " + skill "
            + std::to_string(r.skill);
        for (const auto& m : r.modifiers)
            line += std::string(", ") + m.name + " " + signedNumber(m.value);
        line += ": total " + std::to_string(r.total) + " against " + std::to_string(r.target)
            + " — "
            + (r.hit ? std::string("success") : "failure by " + std::to_string(r.missedBy()));
        if (r.hit && r.successValue != r.success)
            line += "; critical: success die " + std::to_string(r.success) + " + "
                + std::to_string(r.successValue - r.success) + " = "
                + std::to_string(r.successValue);
        else if (r.hit)
            line += ", success die value " + std::to_string(r.successValue);
        return line + ".";
    }
}

const char* toString(EvasionSkill skill)
{
    return skill == EvasionSkill::Acrobatics ? "acrobatics" : "dodge";
}

const char* toString(SuppressVerdict verdict)
{
    switch (verdict) {
    case SuppressVerdict::NoSuppression:
        return "no_suppression";
    case SuppressVerdict::Unharmed:
        return "unharmed";
    case SuppressVerdict::OneBullet:
        return "one_bullet";
    case SuppressVerdict::TwoBullets:
        return "two_bullets";
    }
    return "no_suppression";
}

SuppressOutcome resolveSuppression(
    const Ruleset& rs, const CharacterState& figure, const SuppressRequest& req, DiceSource& dice)
{
    // Everything that can be refused is checked before the first die.
    const Weapon* weapon = rs.weapon(req.weapon);
    if (!weapon)
        throw Refused("unknown weapon '" + req.weapon + "'");
    const Weapon& w = *weapon;
    // §6: suppressive fire is an Auto/Support roll, the skill of full-auto fire, and its
    // bullets come from a spray: a weapon that cannot fire full auto cannot lay it down.
    if (!w.canFire(FireMode::Full))
        throw Refused(w.name + " cannot fire full auto: suppressive fire sprays an area");
    const rules::AttackSetup bulletSetup
        = rules::prepare(rs, bulletRequest(req, rs.body.standardAim));

    const std::size_t firstDie = dice.used().size();
    SuppressOutcome out;
    out.ruleset = rs.id;
    out.weapon = w.id;
    out.ammo = bulletSetup.ammo ? bulletSetup.ammo->id : "";
    out.shooter = req.shooter.name;
    out.figure = nameOf(figure);
    out.fa = w.fa;
    out.evasion = req.evasion;
    out.figureAfter = figure;

    // §6: the shooter rolls Auto/Support; its success die value (critical included) is the bar.
    std::vector<ModifierTerm> shooterTerms;
    add(shooterTerms, "wounds", -req.shooter.wounds);
    static const char* const autoSupportDice[3]
        = { "Auto/Support success die", "Auto/Support damage die", "Auto/Support penetration die" };
    out.autoSupportRoll
        = rollSkill(rs, w, req.shooter.autoSupport, std::move(shooterTerms), autoSupportDice, dice);
    // Reading: a failed (or jammed) Auto/Support roll lays down no suppression; the seed gives
    // no bar to beat, so the figure crosses unharmed and rolls nothing.
    out.suppressing = out.autoSupportRoll.hit && !out.autoSupportRoll.jammed;
    if (!out.suppressing) {
        out.dice.assign(
            dice.used().begin() + static_cast<std::ptrdiff_t>(firstDie), dice.used().end());
        return out;
    }
    out.bar = out.autoSupportRoll.successValue;

    // §6: Dodge or Acrobatics minus the weapon's FA stat, with the figure's wounds (§7), the
    // armour DM on a Dodge roll (§8) and the GM's modifier, scored like every roll (§1).
    const bool dodge = req.evasion == EvasionSkill::Dodge;
    const int skill = figure.sheet ? figure.sheet->skill(dodge ? "dodge" : "acrobatics") : 0;
    std::vector<ModifierTerm> figureTerms;
    add(figureTerms, "weapon FA", -w.fa);
    if (dodge)
        add(figureTerms, "armour DM", -armourDodgeModifier(rs, figure));
    add(figureTerms, "wounds", figure.woundPenalty());
    add(figureTerms, "GM modifier", req.modifier);
    static const char* const dodgeDice[3]
        = { "Dodge success die", "Dodge damage die", "Dodge penetration die" };
    static const char* const acrobaticsDice[3]
        = { "Acrobatics success die", "Acrobatics damage die", "Acrobatics penetration die" };
    AttackRoll figureRoll
        = rollSkill(rs, w, skill, std::move(figureTerms), dodge ? dodgeDice : acrobaticsDice, dice);
    figureRoll.jammed = false; // only firearms jam
    out.figureRoll = figureRoll;
    if (!figureRoll.hit)
        out.verdict = SuppressVerdict::TwoBullets;
    else if (figureRoll.successValue > out.bar)
        out.verdict = SuppressVerdict::Unharmed;
    else
        out.verdict = SuppressVerdict::OneBullet;

    // §6: one bullet is a wild shot at the standard aiming point. Two bullets are a wild
    // semi-auto hit. Reading: two wild shots in turn, the second deviating from the hex the
    // first landed on, as semi-auto's later shots do (§6); each is resolved as a single shot
    // so the shooter's semi-auto limits (STR − RCL, DEX ÷ 2), which belong to aimed fire and
    // not to a spray, never cut the second bullet, and weapons without a semi-auto mode (a
    // support gun) fire it too. The dice are those semi-auto would use, shot by shot.
    int bullets = 0;
    if (out.verdict == SuppressVerdict::OneBullet)
        bullets = 1;
    else if (out.verdict == SuppressVerdict::TwoBullets)
        bullets = 2;
    Hex aim = rs.body.standardAim;
    for (int i = 0; i < bullets; ++i) {
        Outcome bullet = resolveAttack(rs, out.figureAfter, bulletRequest(req, aim), dice);
        out.figureAfter = bullet.targetAfter;
        const ShotTrace& shot = bullet.shots.front();
        aim = shot.landing.value_or(shot.aimHex);
        const bool jammed = shot.roll.jammed;
        out.bullets.push_back(std::move(bullet));
        if (jammed)
            break; // a jammed weapon fires nothing more, as in semi-auto
    }
    out.dice.assign(dice.used().begin() + static_cast<std::ptrdiff_t>(firstDie), dice.used().end());
    return out;
}

std::vector<std::string> describeSuppression(const Ruleset& rs, const SuppressOutcome& out)
{
    std::vector<std::string> lines;
    const Weapon* weapon = rs.weapon(out.weapon);
    const std::string skill = out.evasion == EvasionSkill::Acrobatics ? "Acrobatics" : "Dodge";
    lines.push_back("Suppressive fire with " + (weapon ? weapon->name : out.weapon) + " (FA "
        + std::to_string(out.fa) + ")" + (out.shooter.empty() ? "" : " by " + out.shooter) + "; "
        + out.figure + " crosses the area with " + skill + ".");
    lines.push_back(rollLine("Auto/Support", out.autoSupportRoll));
    if (out.autoSupportRoll.jammed) {
        lines.push_back(
            "Three ones: the weapon jams; no suppression, " + out.figure + " crosses unharmed.");
        return lines;
    }
    if (!out.suppressing) {
        lines.push_back("No suppression: " + out.figure + " crosses unharmed without a roll.");
        return lines;
    }
    lines.push_back("The bar is " + std::to_string(out.bar) + ".");
    const AttackRoll& r = *out.figureRoll;
    lines.push_back(rollLine(skill.c_str(), r));
    switch (out.verdict) {
    case SuppressVerdict::Unharmed:
        lines.push_back("Success die value " + std::to_string(r.successValue) + " above the bar "
            + std::to_string(out.bar) + ": " + out.figure + " crosses unharmed.");
        break;
    case SuppressVerdict::OneBullet:
        lines.push_back("Success, but success die value " + std::to_string(r.successValue)
            + " is not above the bar " + std::to_string(out.bar)
            + ": hit by one bullet, a wild shot at the standard aiming point "
            + label(rs.body.standardAim) + ".");
        break;
    case SuppressVerdict::TwoBullets:
        lines.push_back("Failure: hit by two bullets, a wild semi-auto hit (the second deviates "
                        "from where the first landed).");
        break;
    case SuppressVerdict::NoSuppression:
        break;
    }
    int number = 0;
    for (const Outcome& bullet : out.bullets) {
        lines.push_back("Bullet " + std::to_string(++number) + ":");
        for (const std::string& line : describeOutcome(rs, bullet))
            lines.push_back("  " + line);
    }
    if (const CharacterStatus status = out.figureAfter.status(rs); status != CharacterStatus::Ok)
        lines.push_back(out.figure + " is " + toString(status) + ".");
    return lines;
}

} // namespace hitspread
