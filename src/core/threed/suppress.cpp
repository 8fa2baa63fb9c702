// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "suppress.h"

#include "attackrules.h"
#include "defence.h"
#include "working.h"

namespace hitspread {

namespace {

    std::string nameOf(const CharacterState& c)
    {
        return c.sheet ? c.sheet->name : std::string("someone");
    }

    void add(std::vector<ModifierTerm>& terms, const char* name, int value)
    {
        if (value != 0)
            terms.push_back({ name, value });
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
        // §7: a bullet of the spray is a hit like any other: DAM above PHYS rolls knockback.
        bullet.rollKnockback = true;
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

    // "Dodge roll …": what is a word marked with HS_TEXT where it is chosen.
    Text rollLine(const Text& what, const AttackRoll& r)
    {
        const Text roll = say(HS_TEXT("core", "%1 roll %2,%3,%4 + skill %5%6: total %7 against %8"),
            what, r.success, r.damage, r.penetration, r.skill, working::rollModifiers(r), r.total,
            working::rollTarget(r));
        if (!r.hit)
            return say(HS_TEXT("core", "%1 — failure by %2."), roll, r.missedBy());
        if (r.successValue != r.success)
            return say(HS_TEXT("core", "%1 — success; critical: success die %2 + %3 = %4."), roll,
                r.success, r.successValue - r.success, r.successValue);
        return say(HS_TEXT("core", "%1 — success, success die value %2."), roll, r.successValue);
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
        throw Refused(say(HS_TEXT("core", "unknown weapon '%1'"), req.weapon));
    const Weapon& w = *weapon;
    // §6: suppressive fire is an Auto/Support roll, the skill of full-auto fire, and its
    // bullets come from a spray: a weapon that cannot fire full auto cannot lay it down.
    if (!w.canFire(FireMode::Full))
        throw Refused(say(
            HS_TEXT("core", "%1 cannot fire full auto: suppressive fire sprays an area"), w.name));
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
    add(shooterTerms, HS_TEXT("core", "wounds"), -req.shooter.wounds);
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
    add(figureTerms, HS_TEXT("core", "weapon FA"), -w.fa);
    if (dodge)
        add(figureTerms, HS_TEXT("core", "armour DM"), -armourDodgeModifier(rs, figure));
    add(figureTerms, HS_TEXT("core", "wounds"), figure.woundPenalty());
    add(figureTerms, HS_TEXT("core", "GM modifier"), req.modifier);
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

std::vector<Text> describeSuppressionText(const Ruleset& rs, const SuppressOutcome& out)
{
    std::vector<Text> lines;
    const Weapon* weapon = rs.weapon(out.weapon);
    const Text skill = out.evasion == EvasionSkill::Acrobatics ? term(HS_TEXT("core", "Acrobatics"))
                                                               : term(HS_TEXT("core", "Dodge"));
    const Name name = weapon ? weapon->name : Name(out.weapon);
    if (out.shooter.empty())
        lines.push_back(
            say(HS_TEXT("core", "Suppressive fire with %1 (FA %2); %3 crosses the area with %4."),
                name, out.fa, out.figure, skill));
    else
        lines.push_back(say(
            HS_TEXT("core", "Suppressive fire with %1 (FA %2) by %3; %4 crosses the area with %5."),
            name, out.fa, out.shooter, out.figure, skill));
    lines.push_back(rollLine(term(HS_TEXT("core", "Auto/Support")), out.autoSupportRoll));
    if (out.autoSupportRoll.jammed) {
        lines.push_back(say(
            HS_TEXT("core", "Three ones: the weapon jams; no suppression, %1 crosses unharmed."),
            out.figure));
        return lines;
    }
    if (!out.suppressing) {
        lines.push_back(say(
            HS_TEXT("core", "No suppression: %1 crosses unharmed without a roll."), out.figure));
        return lines;
    }
    lines.push_back(say(HS_TEXT("core", "The bar is %1."), out.bar));
    const AttackRoll& r = *out.figureRoll;
    lines.push_back(rollLine(skill, r));
    switch (out.verdict) {
    case SuppressVerdict::Unharmed:
        lines.push_back(
            say(HS_TEXT("core", "Success die value %1 above the bar %2: %3 crosses unharmed."),
                r.successValue, out.bar, out.figure));
        break;
    case SuppressVerdict::OneBullet:
        lines.push_back(say(HS_TEXT("core",
                                "Success, but success die value %1 is not above the bar %2: hit by "
                                "one bullet, a wild shot "
                                "at the standard aiming point %3."),
            r.successValue, out.bar, label(rs.body.standardAim)));
        break;
    case SuppressVerdict::TwoBullets:
        lines.push_back(say(HS_TEXT("core",
            "Failure: hit by two bullets, a wild semi-auto hit (the second deviates from where the "
            "first landed).")));
        break;
    case SuppressVerdict::NoSuppression:
        break;
    }
    int number = 0;
    for (const Outcome& bullet : out.bullets) {
        lines.push_back(say(HS_TEXT("core", "Bullet %1:"), ++number));
        for (const Text& line : describeOutcomeText(rs, bullet))
            lines.push_back(say(HS_TEXT("core", "  %1"), line));
    }
    if (const CharacterStatus status = out.figureAfter.status(rs); status != CharacterStatus::Ok)
        lines.push_back(working::namedStatusSentence(out.figure, status));
    return lines;
}

std::vector<std::string> describeSuppression(const Ruleset& rs, const SuppressOutcome& out)
{
    return english(describeSuppressionText(rs, out));
}

} // namespace hitspread
