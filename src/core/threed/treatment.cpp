// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "treatment.h"

#include "attackrules.h"
#include "working.h"

#include <algorithm>

namespace hitspread {

namespace {

    // The seed: "Standard DAM for this operation is 6 points, but each point scored on the
    // Success Die lowers this value by one point."
    constexpr int ExtractionDamage = 6;
    // The seed: "Should he fail his roll, he causes one point of damage".
    constexpr int FailedFirstAidDamage = 1;

    std::string nameOf(const CharacterState& patient)
    {
        return patient.sheet ? patient.sheet->name : std::string();
    }

    // §1: 3d6 + skill against 13 with the medic's wounds and the GM's modifier, criticals
    // added to the success die.
    AttackRoll paramedicRoll(const Ruleset& rs, const TreatRequest& req, DiceSource& dice)
    {
        rules::AttackSetup setup;
        setup.skill = req.skill;
        if (req.medicWounds != 0)
            setup.modifiers.push_back({ HS_TEXT("core", "wounds"), -req.medicWounds });
        if (req.modifier != 0)
            setup.modifiers.push_back({ HS_TEXT("core", "GM modifier"), req.modifier });
        const int success = dice.roll("Paramedic success die");
        const int second = dice.roll("Paramedic die");
        const int third = dice.roll("Paramedic die");
        return rules::scoreAttack(rs, setup, success, second, third);
    }

    // Damage done by the treatment, to the location and to Incap (§7), a wound when it is
    // above the wound threshold.
    void harm(TreatOutcome& out, int damage)
    {
        out.damage = damage;
        if (damage <= 0)
            return;
        LocationState& l = out.after.locations[static_cast<std::size_t>(out.location)];
        l.hits -= damage;
        out.after.incap -= damage;
        if (damage > out.after.woundThreshold) {
            out.wound = true;
            ++out.after.wounds;
            ++l.wounds;
        }
    }

} // namespace

const char* toString(Treatment treatment)
{
    return treatment == Treatment::ExtractBullet ? "extract_bullet" : "close_wound";
}

std::optional<Treatment> treatmentFromString(const std::string& text)
{
    if (text == "close_wound")
        return Treatment::CloseWound;
    if (text == "extract_bullet")
        return Treatment::ExtractBullet;
    return std::nullopt;
}

TreatOutcome treat(
    const Ruleset& rs, const CharacterState& patient, const TreatRequest& req, DiceSource& dice)
{
    const std::string name = nameOf(patient);
    if (req.location < 0 || static_cast<std::size_t>(req.location) >= patient.locations.size())
        throw Refused(say(HS_TEXT("core", "no location number %1 on the body"), req.location));
    const Location& where = rs.body.locations[static_cast<std::size_t>(req.location)];
    const LocationState& l = patient.locations[static_cast<std::size_t>(req.location)];
    if (patient.status(rs) == CharacterStatus::Dead)
        throw Refused(say(HS_TEXT("core", "%1 is dead: there is nothing left to treat"), name));
    if (req.treatment == Treatment::CloseWound) {
        if (patient.wounds <= 0)
            throw Refused(say(HS_TEXT("core", "%1 has no wound to close"), name));
        if (l.wounds <= 0)
            throw Refused(say(HS_TEXT("core", "%1 has no wound in the %2"), name, where.name));
    } else if (l.stuckBullets <= 0) {
        throw Refused(say(HS_TEXT("core", "no bullet is stuck in %1's %2"), name, where.name));
    }

    TreatOutcome out;
    out.treatment = req.treatment;
    out.medic = req.medic;
    out.patient = name;
    out.location = req.location;
    out.woundsBefore = patient.wounds;
    out.after = patient;
    const std::size_t first = dice.used().size();
    out.roll = paramedicRoll(rs, req, dice);
    LocationState& treated = out.after.locations[static_cast<std::size_t>(req.location)];
    if (req.treatment == Treatment::CloseWound) {
        // "a Success Die equal to or higher than the total of wounds"
        out.closed = out.roll.hit && out.roll.successValue >= out.woundsBefore;
        if (out.closed) {
            --out.after.wounds;
            --treated.wounds;
        } else if (!out.roll.hit || rs.options.firstAidShortDieDamages) {
            harm(out, FailedFirstAidDamage);
        }
    } else {
        out.extracted = out.roll.hit;
        if (out.extracted)
            --treated.stuckBullets;
        // "This operation will always cause damage, but the higher the Success Die on this
        // roll, the less damage it causes. Standard DAM for this operation is 6 points, but
        // each point scored on the Success Die lowers this value by one point": never below
        // extraction_least_damage (1 by default).
        harm(out,
            out.extracted ? std::max(
                rs.options.extractionLeastDamage, ExtractionDamage - out.roll.successValue)
                          : ExtractionDamage);
    }
    out.dice.assign(dice.used().begin() + static_cast<std::ptrdiff_t>(first), dice.used().end());
    return out;
}

std::vector<Text> describeTreatmentText(const Ruleset& rs, const TreatOutcome& out)
{
    std::vector<Text> lines;
    const Name& where = rs.body.locations.at(static_cast<std::size_t>(out.location)).name;
    const AttackRoll& r = out.roll;
    lines.push_back(out.treatment == Treatment::CloseWound
            ? sayCount("%1 treats a wound of %2's %3 (%n wound in all).",
                HS_TEXT_N("core", "%1 treats a wound of %2's %3 (%n wounds in all)."),
                out.woundsBefore, out.medic.empty() ? std::string("The medic") : out.medic,
                out.patient, where)
            : say(HS_TEXT("core", "%1 extracts a bullet from %2's %3."),
                out.medic.empty() ? std::string("The medic") : out.medic, out.patient, where));
    const Text roll
        = say(HS_TEXT("core", "Paramedic roll %1,%2,%3 + skill %4%5: total %6 against %7"),
            r.success, r.damage, r.penetration, r.skill, working::rollModifiers(r), r.total,
            working::rollTarget(r));
    lines.push_back(r.hit
            ? say(HS_TEXT("core", "%1 — success, success die %2."), roll, r.successValue)
            : say(HS_TEXT("core", "%1 — failure by %2."), roll, r.missedBy()));
    if (out.treatment == Treatment::CloseWound) {
        if (out.closed)
            lines.push_back(say(HS_TEXT("core",
                                    "Success die %1 reaches the %2 wounds: one wound closed, %3 "
                                    "left."),
                r.successValue, out.woundsBefore, out.after.wounds));
        else if (r.hit)
            lines.push_back(
                say(HS_TEXT("core", "Success die %1 is short of the %2 wounds: no wound closed."),
                    r.successValue, out.woundsBefore));
        else
            lines.push_back(say(HS_TEXT("core", "No wound closed.")));
    } else {
        lines.push_back(out.extracted
                ? say(HS_TEXT("core", "The bullet is out: 6 − success die %1 = %2 damage."),
                    r.successValue, out.damage)
                : say(HS_TEXT("core", "The bullet stays in: the full 6 damage.")));
    }
    if (out.damage > 0) {
        const LocationState& l = out.after.locations.at(static_cast<std::size_t>(out.location));
        lines.push_back(say(HS_TEXT("core", "%1 damage to the %2 (hits %3) and Incap (%4)."),
            out.damage, where, l.hits, out.after.incap));
        if (out.wound)
            lines.push_back(say(HS_TEXT("core", "Above the wound threshold %1: a wound (%2 now)."),
                out.after.woundThreshold, out.after.wounds));
    }
    if (const CharacterStatus status = out.after.status(rs); status != CharacterStatus::Ok)
        lines.push_back(working::namedStatusSentence(out.patient, status));
    return lines;
}

std::vector<std::string> describeTreatment(const Ruleset& rs, const TreatOutcome& out)
{
    return english(describeTreatmentText(rs, out));
}

} // namespace hitspread
