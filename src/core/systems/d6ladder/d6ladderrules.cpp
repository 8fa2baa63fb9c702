// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The rule tables of system d6ladder (rules/other-systems.md section B, seed 002).
#include "d6ladderrules.h"

#include "byid.h"
#include "text.h"

#include <algorithm>
#include <cctype>

namespace hitspread::d6ladder {

namespace {
    const char* const bandNames[] = { HS_TEXT("core", "point_blank"), HS_TEXT("core", "short"),
        HS_TEXT("core", "medium"), HS_TEXT("core", "long") };
    const char* const levelNames[] = { "healthy", "stunned", "wounded", "wounded_twice",
        "incapacitated", "mortally_wounded", "killed" };

    template <typename Result>
    Result lookUp(const std::vector<TableRow<Result>>& table, int difference, Result last)
    {
        for (const TableRow<Result>& row : table)
            if (!row.upTo || difference <= *row.upTo)
                return row.result;
        return last;
    }
}

std::string toString(DieCode code, bool sign)
{
    std::string text = (sign && code.dice >= 0 && (code.dice > 0 || code.pips >= 0) ? "+" : "")
        + std::to_string(code.dice) + "D";
    if (code.pips > 0)
        text += "+" + std::to_string(code.pips);
    else if (code.pips < 0)
        text += std::to_string(code.pips);
    if (sign && code.dice == 0 && code.pips == 0)
        return "0D";
    return text;
}

std::optional<DieCode> parseDieCode(const std::string& text)
{
    std::size_t at = 0;
    int sign = 1;
    if (at < text.size() && (text[at] == '+' || text[at] == '-'))
        sign = text[at++] == '-' ? -1 : 1;
    auto number = [&](int& out) {
        const std::size_t start = at;
        out = 0;
        while (at < text.size() && std::isdigit(static_cast<unsigned char>(text[at]))
            && at - start < 3)
            out = out * 10 + (text[at++] - '0');
        return at > start;
    };
    DieCode code;
    if (!number(code.dice) || at >= text.size() || (text[at] != 'D' && text[at] != 'd'))
        return std::nullopt;
    ++at;
    if (at < text.size()) {
        const int pipSign = text[at] == '-' ? -1 : text[at] == '+' ? 1 : 0;
        ++at;
        if (pipSign == 0 || !number(code.pips) || at != text.size())
            return std::nullopt;
        code.pips *= pipSign;
    }
    code.dice *= sign;
    code.pips *= sign;
    return code;
}

const char* toString(Band band)
{
    return bandNames[static_cast<int>(band)];
}

std::optional<Band> bandFromString(const std::string& text)
{
    for (int i = 0; i < 4; ++i)
        if (text == bandNames[i])
            return static_cast<Band>(i);
    return std::nullopt;
}

std::optional<Band> bandOf(const Ranges& ranges, int metres)
{
    if (metres < ranges.shortFrom)
        return Band::PointBlank;
    if (metres <= ranges.shortTo)
        return Band::Short;
    if (metres <= ranges.mediumTo)
        return Band::Medium;
    if (metres <= ranges.longTo)
        return Band::Long;
    return std::nullopt;
}

const char* toString(WoundLevel level)
{
    return levelNames[static_cast<int>(level)];
}

std::optional<WoundLevel> woundLevelFromString(const std::string& text)
{
    for (int i = 0; i < 7; ++i)
        if (text == levelNames[i])
            return static_cast<WoundLevel>(i);
    return std::nullopt;
}

Rules::Rules()
{
    // The seed's levels; a number the user does not pick is the band's middle (Heroic, open
    // above, uses 35 — a reading).
    levels = { { "very_easy", "Very Easy", 1, 5, 3 }, { "easy", "Easy", 6, 10, 8 },
        { "moderate", "Moderate", 11, 15, 13 }, { "difficult", "Difficult", 16, 20, 18 },
        { "very_difficult", "Very Difficult", 21, 30, 25 },
        { "heroic", "Heroic", 31, std::nullopt, 35 } };
    rangeDifficulty = { "very_easy", "easy", "moderate", "difficult" };
    thrownRangeDice = { DieCode { -1, 0 }, DieCode {}, DieCode { 1, 0 }, DieCode { 2, 0 } };
    woundTable = { { 3, WoundLevel::Stunned }, { 8, WoundLevel::Wounded },
        { 12, WoundLevel::Incapacitated }, { 15, WoundLevel::MortallyWounded },
        { std::nullopt, WoundLevel::Killed } };
    protectionTable = { { 3, Through {} }, { 8, Through { Through::Dice, 4 } },
        { 12, Through { Through::Dice, 2 } }, { 15, Through { Through::Dice, 1 } },
        { std::nullopt, Through { Through::Full, 0 } } };
    scatter.direction = ground::DirectionDie::HexD6;
    scatter.distanceDice = { { "point_blank", 1 }, { "short", 1 }, { "medium", 2 }, { "long", 3 } };
}

const DifficultyLevel* Rules::level(const std::string& id) const
{
    return byId(levels, id);
}
const Weapon* Rules::weapon(const std::string& id) const
{
    return byId(weapons, id);
}
const Modifier* Rules::modifier(const std::string& id) const
{
    return byId(modifiers, id);
}
const Protection* Rules::findProtection(const std::string& id) const
{
    return byId(protection, id);
}
const Armour* Rules::findArmour(const std::string& id) const
{
    return byId(armour, id);
}

DieCode Rules::attribute(const Character& c, const std::string& id) const
{
    auto it = c.attributes.find(id);
    return it == c.attributes.end() ? DieCode {} : it->second;
}

DieCode Rules::skill(const Character& c, const std::string& id) const
{
    if (auto it = c.skills.find(id); it != c.skills.end())
        return it->second;
    if (auto it = skills.find(id); it != skills.end()) {
        const Skill& s = it->second;
        if (!s.fallback.empty() && c.skills.count(s.fallback))
            return c.skills.at(s.fallback);
        return attribute(c, s.attribute);
    }
    return attribute(c, id);
}

DieCode Rules::armourDice(const Character& c) const
{
    DieCode total;
    for (const std::string& id : c.armour) {
        if (const Armour* a = findArmour(id)) {
            total.dice += a->body.dice;
            total.pips += a->body.pips;
        }
    }
    return total;
}

DamageResult damageResult(const Rules& rules, int difference)
{
    return lookUp(rules.woundTable, difference, WoundLevel::Killed);
}

Through throughProtection(const Rules& rules, int difference)
{
    return lookUp(rules.protectionTable, difference, Through { Through::Full, 0 });
}

Injury applyDamage(Injury injury, DamageResult result, int bodyDice)
{
    using L = WoundLevel;
    const L before = injury.level;
    switch (result) {
    case L::Healthy:
        break;
    case L::Stunned:
        ++injury.stuns;
        injury.level = std::max(injury.level, L::Stunned);
        // "equal to the number of Body dice … the latest stun knocks the character
        // unconscious for 2D minutes".
        if (injury.stuns >= bodyDice)
            injury.unconscious = true;
        // Seed, "Damage": "A Stunned character suffers a penalty of -1D to skill and attribute
        // rolls for the rest of the round and for the next round."
        injury.stunRounds = 2;
        break;
    case L::Wounded:
        if (injury.level < L::Wounded)
            injury.level = L::Wounded;
        else if (injury.level == L::MortallyWounded)
            injury.level = L::Killed; // reading: the seed stops at incapacitated
        else if (injury.level < L::MortallyWounded)
            injury.level = static_cast<L>(static_cast<int>(injury.level) + 1);
        break;
    case L::WoundedTwice: // only from a ruleset's own wound_table: two wounds at once
        return applyDamage(applyDamage(injury, L::Wounded, bodyDice), L::Wounded, bodyDice);
    case L::Incapacitated:
        if (injury.level < L::Incapacitated)
            injury.level = L::Incapacitated;
        else if (injury.level == L::Incapacitated)
            injury.level = L::MortallyWounded;
        else if (injury.level == L::MortallyWounded)
            injury.level = L::Killed; // reading
        break;
    case L::MortallyWounded:
        injury.level = injury.level >= L::MortallyWounded ? L::Killed : L::MortallyWounded;
        break;
    case L::Killed:
        injury.level = L::Killed;
        break;
    }
    // Incapacitated falls unconscious (1D10 minutes); mortally wounded cannot wake unhealed.
    if (injury.level >= L::Incapacitated)
        injury.unconscious = true;
    // Seed, "Damage": "A Wounded character falls prone and can take no actions for the rest of
    // the round", and so does one wounded twice; incapacitated and mortally wounded ones fall
    // prone too.
    if (injury.level > before && injury.level >= L::Wounded) {
        injury.prone = true;
        injury.noActions = true;
    }
    return injury;
}

Injury nextRound(Injury injury)
{
    injury.stunRounds = std::max(0, injury.stunRounds - 1);
    injury.noActions = false;
    return injury;
}

Injury reviveFromStuns(Injury injury)
{
    if (injury.unconscious && injury.level < WoundLevel::Incapacitated) {
        injury.unconscious = false;
        injury.stuns = std::max(0, injury.stuns - 1);
    }
    return injury;
}

WoundLevel naturalHealing(WoundLevel level, int roll)
{
    using L = WoundLevel;
    switch (level) {
    case L::Healthy:
    case L::Killed:
        return level;
    case L::Stunned:
        return L::Healthy;
    case L::Wounded: // 2–4 worsens to wounded twice, 5–6 remains, 7+ fully healed
        return roll <= 4 ? L::WoundedTwice : roll <= 6 ? L::Wounded : L::Healthy;
    case L::WoundedTwice: // 2–4 incapacitated, 5–6 remains, 7+ wounded
        return roll <= 4 ? L::Incapacitated : roll <= 6 ? L::WoundedTwice : L::Wounded;
    case L::Incapacitated: // 2–6 mortally wounded, 7–8 remains, 9+ wounded twice
        return roll <= 6 ? L::MortallyWounded : roll <= 8 ? L::Incapacitated : L::WoundedTwice;
    case L::MortallyWounded: // 2–6 dies, 7–8 remains, 9+ incapacitated
        return roll <= 6 ? L::Killed : roll <= 8 ? L::MortallyWounded : L::Incapacitated;
    }
    return level;
}

int restDays(WoundLevel level)
{
    switch (level) {
    case WoundLevel::Wounded:
    case WoundLevel::WoundedTwice:
        return 3;
    case WoundLevel::Incapacitated:
        return 14;
    case WoundLevel::MortallyWounded:
        return 30;
    default:
        return 0;
    }
}

WoundLevel medicalHealing(WoundLevel level)
{
    if (level == WoundLevel::Healthy || level == WoundLevel::Killed)
        return level;
    return static_cast<WoundLevel>(static_cast<int>(level) - 1);
}

bool diesOfMortalWound(int twoDiceTotal, int roundsMortallyWounded)
{
    return twoDiceTotal < roundsMortallyWounded;
}

} // namespace hitspread::d6ladder
