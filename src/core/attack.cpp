// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "attack.h"

#include "damage.h"

#include <algorithm>
#include <cmath>

namespace hitspread {

namespace {
    constexpr std::array<const char*, 5> positionNames { "standing", "diving", "prone", "kneeling", "down" };

    std::string number(double metres)
    {
        std::string text = std::to_string(metres);
        text.erase(text.find_last_not_of('0') + 1);
        if (!text.empty() && text.back() == '.')
            text.pop_back();
        return text;
    }

    // Everything about an attack that is fixed before the dice: checked against the rules.
    struct Setup {
        const Weapon* weapon = nullptr;
        const Ammo* ammo = nullptr;
        RangeBand band = RangeBand::Optimum;
        ShotType type = ShotType::Aimed;
        bool stance = false;
        int effectiveRcl = 0;
        int aimBonus = 0;
        int skill = 0;
        int spread = 0;
        int shooterBruising = 0;
        std::vector<ModifierTerm> modifiers;
    };

    void add(std::vector<ModifierTerm>& terms, const char* name, int value)
    {
        if (value != 0)
            terms.push_back({ name, value });
    }

    Setup prepare(const Ruleset& rs, const AttackRequest& req)
    {
        Setup s;
        s.weapon = rs.weapon(req.weapon);
        if (!s.weapon)
            throw Refused("unknown weapon '" + req.weapon + "'");
        const Weapon& w = *s.weapon;
        if (!w.canFire(req.mode))
            throw Refused(w.name + " cannot fire in " + toString(req.mode) + " mode");
        if (w.kind == WeaponKind::Thrown)
            throw Refused(w.name + " is thrown: resolve it as a throw");
        if (req.mode != FireMode::Single)
            throw Refused(std::string("this version resolves single shots and melee attacks, not ")
                + toString(req.mode) + " fire");
        if (w.kind == WeaponKind::Shotgun || w.kind == WeaponKind::Rotary)
            throw Refused(w.name + " hits with a template; this version resolves single-hex weapons");
        if (!w.isMelee()) {
            const std::string ammoId = req.ammo.empty() ? (w.ammo.empty() ? "" : w.ammo.front()) : req.ammo;
            if (!ammoId.empty()) {
                s.ammo = rs.findAmmo(ammoId);
                if (!s.ammo)
                    throw Refused("unknown ammo '" + ammoId + "'");
                if (std::find(w.ammo.begin(), w.ammo.end(), ammoId) == w.ammo.end())
                    throw Refused(w.name + " does not fire " + s.ammo->name + " ammo");
            }
        }
        const ShooterProfile& shooter = req.shooter;

        // §5 aiming: six aims at most; more than four need a stance, six a stance and a rest.
        if (req.aims < 0 || req.aims > 6)
            throw Refused("aims must be 0 to 6 (the rules allow six at most), not " + std::to_string(req.aims));
        if (req.underFire && req.aims > 0 && !rs.options.underFire)
            throw Refused("a character under fire cannot aim (the optional under_fire rule would allow a COOL test)");
        if (req.quickDraw && req.aims > 0)
            throw Refused("a quick-drawn weapon fires in the same action: the shot cannot be aimed");
        if (req.offHand && !req.twoWeapons)
            throw Refused("the off-hand penalty applies only when firing two weapons");
        s.stance = req.stance || (req.aims > 0 && !req.twoWeapons);
        if (req.aims > 4 && !s.stance)
            throw Refused("more than four aims need a firing stance (none while firing two weapons)");
        if (req.aims == 6 && !req.rest)
            throw Refused("six aims need a firing stance and a rest for the weapon");
        if (req.rest && !s.stance && !w.isMelee())
            throw Refused("a rest lowers recoil only in a firing stance");

        if (w.isMelee()) {
            // §8: deviation is the handling factor; each aim action gives +1 to the aiming die.
            s.type = ShotType::Aimed;
            s.aimBonus = req.aims;
            s.spread = w.handling;
        } else {
            // §4 range bands.
            if (req.distance) {
                if (*req.distance < 0)
                    throw Refused("distance cannot be negative");
                auto band = rangeBandFor(rs, w, *req.distance);
                if (!band)
                    throw Refused("the target is " + number(*req.distance) + " m away, beyond extreme range of "
                        + w.name + " (" + std::to_string(rs.rangeBands[3] * w.rng) + " m): the shot is impossible");
                s.band = *band;
            } else {
                s.band = req.range.value_or(RangeBand::Optimum);
            }
            // §5 shot type; Reading: snap is an unaimed shot by a shooter with Rapid Fire.
            const bool rapidFire = shooter.has("rapid_fire");
            ShotType natural = req.aims > 0 ? ShotType::Aimed : (rapidFire ? ShotType::Snap : ShotType::Wild);
            if (req.shot) {
                if (*req.shot == ShotType::Aimed && req.aims == 0)
                    throw Refused("an aimed shot needs at least one aim");
                if (*req.shot != ShotType::Aimed && req.aims > 0)
                    throw Refused(std::string("a ") + toString(*req.shot) + " shot has no aims");
                if (*req.shot == ShotType::Snap && !rapidFire)
                    throw Refused("a snap shot needs the Rapid Fire advantage");
                if (*req.shot == ShotType::Wild && rapidFire)
                    natural = ShotType::Snap; // Rapid Fire turns every unaimed shot into a snap shot
                else
                    natural = *req.shot;
            }
            s.type = natural;
            // §5 effective RCL: −1 in a firing stance, −1 more with a rest, less any baffling.
            s.effectiveRcl = std::max(0, w.rcl - (s.stance ? 1 : 0) - (s.stance && req.rest ? 1 : 0) - req.recoilBaffling);
            // §5: the first aim cancels the wild-shot malus; each further aim +1, capped by Marksman.
            s.aimBonus = std::min(std::max(0, req.aims - 1), shooter.marksman);
            s.spread = s.effectiveRcl + rs.hitSpread[static_cast<std::size_t>(s.type)][static_cast<std::size_t>(s.band)]
                - w.accuracy;
        }

        // §4 to-hit modifiers, each named in the outcome.
        s.skill = req.twoWeapons ? shooter.skill / 2 : shooter.skill;
        if (!w.isMelee()) {
            if (s.type == ShotType::Wild)
                add(s.modifiers, "wild shot", rs.toHit.wildShot);
            if (req.quickDraw && !shooter.has("quick_draw"))
                add(s.modifiers, "quick draw", rs.toHit.quickDraw);
            if (s.effectiveRcl > shooter.str) {
                add(s.modifiers, "recoil above STR", -(s.effectiveRcl - shooter.str));
                s.shooterBruising = std::max(0, s.effectiveRcl - (shooter.str + 3));
            }
            switch (req.position) {
            case TargetPosition::DivingForCover:
                if (!req.shooterInitiative || !req.targetInitiative)
                    throw Refused("diving for cover needs both initiative totals (the target's must be higher)");
                if (*req.targetInitiative <= *req.shooterInitiative)
                    throw Refused("the target cannot dive for cover: the attacker acts on a higher or equal initiative");
                add(s.modifiers, "target diving for cover", rs.toHit.divingForCover);
                break;
            case TargetPosition::Prone:
                add(s.modifiers, "target prone", rs.toHit.prone);
                break;
            case TargetPosition::Kneeling:
                add(s.modifiers, "target kneeling", rs.toHit.kneeling);
                break;
            case TargetPosition::Down:
                add(s.modifiers, "target down", rs.toHit.down);
                break;
            case TargetPosition::Standing:
                break;
            }
        }
        if (req.twoWeapons && req.offHand && !shooter.has("ambidextrous"))
            add(s.modifiers, "off-hand weapon", rs.toHit.offHand);
        add(s.modifiers, "wounds", -shooter.wounds);
        add(s.modifiers, "GM modifier", req.modifier);
        return s;
    }

    int sum(const std::vector<ModifierTerm>& terms)
    {
        int total = 0;
        for (const auto& t : terms)
            total += t.value;
        return total;
    }

    // §1: 3d6 + skill against 13; modifiers on the target or on the roll; critical above 18.
    AttackRoll rollAttack(const Ruleset& rs, DiceSource& dice, int skill, std::vector<ModifierTerm> modifiers)
    {
        AttackRoll roll;
        roll.success = dice.roll("success die");
        roll.damage = dice.roll("damage die");
        roll.penetration = dice.roll("penetration die");
        roll.skill = skill;
        roll.modifierSum = sum(modifiers);
        roll.modifiers = std::move(modifiers);
        const int dice3 = roll.success + roll.damage + roll.penetration;
        if (rs.options.difficultyOnRoll) {
            roll.total = dice3 + skill + roll.modifierSum;
            roll.target = 13;
        } else {
            roll.total = dice3 + skill;
            roll.target = 13 - roll.modifierSum;
        }
        roll.hit = roll.total >= roll.target;
        roll.successValue = roll.success + std::max(0, roll.total - 18);
        roll.jammed = rs.options.jamming && roll.success == 1 && roll.damage == 1 && roll.penetration == 1;
        return roll;
    }
}

const char* toString(TargetPosition position) { return positionNames[static_cast<std::size_t>(position)]; }

std::optional<TargetPosition> targetPositionFromString(const std::string& text)
{
    for (std::size_t i = 0; i < positionNames.size(); ++i) {
        if (text == positionNames[i])
            return static_cast<TargetPosition>(i);
    }
    return std::nullopt;
}

ShooterProfile ShooterProfile::fromSheet(const Ruleset& rs, const CharacterSheet& sheet, const Weapon& weapon)
{
    ShooterProfile p;
    p.name = sheet.name;
    p.skill = sheet.skill(weapon.skill);
    p.str = sheet.stats.str;
    p.dex = sheet.stats.dex;
    p.cool = sheet.stats.cool;
    p.marksman = sheet.skill("marksman");
    p.autoSupport = sheet.skill("auto_support");
    p.martialArts = weapon.skill == "martial_arts" ? sheet.skill("martial_arts") : 0;
    p.strBonus = rs.derivedValue(sheet.stats, "str_bonus", sheet.stats.str / 3);
    p.advantages = sheet.advantages;
    return p;
}

std::optional<RangeBand> rangeBandFor(const Ruleset& rs, const Weapon& weapon, double metres)
{
    for (std::size_t i = 0; i < rs.rangeBands.size(); ++i) {
        if (metres <= static_cast<double>(rs.rangeBands[i]) * weapon.rng)
            return static_cast<RangeBand>(i);
    }
    return std::nullopt;
}

Outcome resolveAttack(const Ruleset& rs, const CharacterState& target, const AttackRequest& req, DiceSource& dice)
{
    Setup s = prepare(rs, req);
    const Weapon& w = *s.weapon;
    const std::size_t firstDie = dice.used().size();
    auto usedHere = [&] { return std::vector<DiceSource::Use>(dice.used().begin() + static_cast<std::ptrdiff_t>(firstDie), dice.used().end()); };
    Outcome out;
    out.ruleset = rs.id;
    out.weapon = w.id;
    out.ammo = s.ammo ? s.ammo->id : "";
    out.mode = req.mode;
    out.melee = w.isMelee();
    out.range = s.band;
    out.shotType = s.type;
    out.effectiveRcl = s.effectiveRcl;
    out.aimBonus = s.aimBonus;
    out.stance = s.stance;
    out.shooterBruising = s.shooterBruising;
    out.targetAfter = target;

    if (req.underFire && rs.options.underFire && !w.isMelee()) {
        // §4 under fire (optional): −5, reduced by 1 per point a COOL test scores above 16.
        StatTest cool = rollStatTest(dice, "COOL", req.shooter.cool, 0);
        const int modifier = std::min(0, rs.toHit.underFire + std::max(0, cool.total - 16));
        add(s.modifiers, "under fire", modifier);
        out.coolTest = cool;
    }

    ShotTrace shot;
    shot.aimHex = req.target;
    shot.roll = rollAttack(rs, dice, s.skill, s.modifiers);
    if (shot.roll.jammed) {
        out.shots.push_back(std::move(shot));
        out.dice = usedHere();
        return out;
    }
    if (shot.roll.hit) {
        // §5: deviation of a hit = max(0, hit spread − aiming points).
        shot.spread = s.spread;
        shot.aimingPoints = shot.roll.successValue + s.aimBonus;
        shot.deviation = std::max(0, shot.spread - shot.aimingPoints);
    } else if (w.isMelee() || rs.options.cleanMiss) {
        // §8 a missed melee attack does not land; clean_miss: a missed shot simply misses.
        out.shots.push_back(std::move(shot));
        out.dice = usedHere();
        return out;
    } else {
        // §5 missed shot: effective RCL + the amount missed (+3 wild, +2 snap); aiming does not help.
        shot.spread = s.effectiveRcl + shot.roll.missedBy() + rs.missedShotExtra[static_cast<std::size_t>(s.type)];
        shot.deviation = shot.spread;
    }
    Hex landing = req.target;
    if (shot.deviation > 0) {
        const int face = dice.roll("direction");
        shot.direction = face;
        landing = step(req.target, face, shot.deviation);
    }
    shot.landing = landing;
    shot.hexes = { landing };
    shot.subLocation = rs.body.subLocationAt(landing);
    if (shot.subLocation >= 0) {
        shot.location = rs.body.subLocations[static_cast<std::size_t>(shot.subLocation)].location;
        HitInput hit;
        // §7: ammo modifies PEN and DAM before the dice; a silencer costs 1 PEN.
        const int weaponPen = s.ammo ? s.ammo->pen.apply(w.pen) : w.pen;
        const int weaponDam = s.ammo ? s.ammo->dam.apply(w.dam) : w.dam;
        hit.pen = shot.roll.penetration + weaponPen - (req.silencer ? 1 : 0);
        hit.dam = shot.roll.damage + weaponDam;
        hit.ad = w.ad;
        hit.armourPiercing = s.ammo && s.ammo->armourPiercing;
        if (w.isMelee()) {
            // §8 / §2: melee adds the STR bonus; Martial Arts adds rank / 3 rounded up.
            hit.melee = true;
            hit.dam += req.shooter.strBonus + (req.shooter.martialArts + 2) / 3;
            hit.bruisingOnly = w.bruising;
        }
        shot.hits.push_back(applyHit(rs, out.targetAfter, shot.location, shot.subLocation, hit, dice));
    }
    out.shots.push_back(std::move(shot));
    out.dice = usedHere();
    return out;
}

} // namespace hitspread
