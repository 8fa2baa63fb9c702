// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Characters and dice in session files: a sheet in the character-file format, and its state in
// play (hits left per location, armour ID left on each location it covers).
#include "characterio.h"

#include "dice.h"
#include "gamedatareader.h"

#include <charconv>
#include <functional>
#include <limits>

namespace hitspread::detail {

namespace {

    // A mapping keyed by location id (`locations`, `id_left`): each key a location of the body,
    // given once and not refused by `refuse` (a reason, or nothing); `read` takes its value.
    // Returns which locations were given, for the caller to name those it lacks; nothing when
    // the node is not a mapping (and says so).
    std::optional<std::vector<bool>> readLocationMap(YamlReader& r, const Ruleset& rs,
        const YAML::Node& node, const Text& what,
        const std::function<Text(std::size_t, const std::string&)>& refuse,
        const std::function<void(std::size_t, const std::string&, const YAML::Node&)>& read)
    {
        if (!r.isMap(node, what))
            return std::nullopt;
        std::vector<bool> seen(rs.body.locations.size(), false);
        for (auto it = node.begin(); it != node.end(); ++it) {
            const std::string id = it->first.Scalar();
            const int index = rs.body.locationIndex(id);
            if (index < 0) {
                r.error(it->first, say(HS_TEXT("core", "unknown location '%1' in %2"), id, what));
                continue;
            }
            const auto i = static_cast<std::size_t>(index);
            if (Text reason = refuse(i, id); !reason.source.empty()) {
                r.error(it->first, std::move(reason));
                continue;
            }
            if (seen[i]) {
                r.error(it->first, say(HS_TEXT("core", "duplicate location '%1'"), id));
                continue;
            }
            seen[i] = true;
            read(i, id, it->second);
        }
        return seen;
    }

    void readLocations(YamlReader& r, const Ruleset& rs, const YAML::Node& node, CharacterState& s)
    {
        const auto seen = readLocationMap(
            r, rs, node, literal("locations"),
            [](std::size_t, const std::string&) { return Text(); },
            [&](std::size_t i, const std::string& id, const YAML::Node& entry) {
                if (!r.checkMap(entry, say(HS_TEXT("core", "location %1"), id),
                        { "hits", "wounds", "stuck_bullets" },
                        { "hits", "wounds", "stuck_bullets" }))
                    return;
                LocationState& l = s.locations[i];
                // Hits go below 0 as overflow (§7), never above the sheet's.
                l.hits = r.integer(entry["hits"], say(HS_TEXT("core", "hits of %1"), id), -9999,
                              l.maxHits)
                             .value_or(l.hits);
                l.wounds
                    = r.integer(entry["wounds"], say(HS_TEXT("core", "wounds of %1"), id), 0, 99)
                          .value_or(0);
                l.stuckBullets = r.integer(entry["stuck_bullets"],
                                      say(HS_TEXT("core", "stuck bullets of %1"), id), 0, 99)
                                     .value_or(0);
            });
        for (std::size_t i = 0; seen && i < seen->size(); ++i) {
            if (!(*seen)[i])
                r.error(node,
                    say(HS_TEXT("core", "locations lacks the location '%1'"),
                        rs.body.locations[i].id));
        }
    }

    void readIdLeft(YamlReader& r, const Ruleset& rs, const YAML::Node& node, ArmourLayer& layer)
    {
        const auto seen = readLocationMap(
            r, rs, node, literal("id_left"),
            [&](std::size_t i, const std::string& id) {
                return layer.idLeft[i] < 0
                    ? say(HS_TEXT("core", "'%1' does not cover the location '%2'"), layer.armourId,
                        id)
                    : Text();
            },
            [&](std::size_t i, const std::string& id, const YAML::Node& value) {
                layer.idLeft[i]
                    = r.integer(value, say(HS_TEXT("core", "ID left on %1"), id), 0, 99999)
                          .value_or(0);
            });
        for (std::size_t i = 0; seen && i < seen->size() && i < layer.idLeft.size(); ++i) {
            if (layer.idLeft[i] >= 0 && !(*seen)[i])
                r.error(node,
                    say(HS_TEXT("core", "id_left lacks the location '%1', which '%2' covers"),
                        rs.body.locations[i].id, layer.armourId));
        }
    }

    // The armour as worn now: the sheet's pieces, in the sheet's order, with what is left of them.
    void readArmourState(
        YamlReader& r, const Ruleset& rs, const YAML::Node& node, CharacterState& s)
    {
        if (!r.isSequence(node, "armour"))
            return;
        if (node.size() != s.armour.size()) {
            r.error(node,
                node.size() == 1
                    ? say(HS_TEXT("core", "armour lists %1 piece, but the sheet wears %2"),
                        node.size(), s.armour.size())
                    : say(HS_TEXT("core", "armour lists %1 pieces, but the sheet wears %2"),
                        node.size(), s.armour.size()));
            return;
        }
        std::size_t index = 0;
        for (const YAML::Node& entry : node) {
            ArmourLayer& layer = s.armour[index++];
            const Text what = say(HS_TEXT("core", "armour entry %1"), index);
            if (!r.checkMap(entry, what, { "id", "pv", "id_left" }, { "id", "pv", "id_left" }))
                continue;
            const YAML::Node idNode = entry["id"];
            auto id = r.identifier(idNode, say(HS_TEXT("core", "armour")));
            if (!id)
                continue;
            if (*id != layer.armourId) {
                r.error(idNode,
                    say(HS_TEXT("core", "%1 is '%2', but the sheet wears '%3' there"), what, *id,
                        layer.armourId));
                continue;
            }
            layer.pv = r.integer(entry["pv"], say(HS_TEXT("core", "pv of %1"), *id), 0, 99)
                           .value_or(layer.pv);
            readIdLeft(r, rs, entry["id_left"], layer);
        }
    }

} // namespace

// ------------------------------------------------------------------ writing

void writeSheet(YAML::Emitter& out, const Ruleset& rs, const CharacterSheet& c)
{
    out << YAML::BeginMap;
    out << YAML::Key << "name" << YAML::Value << c.name;
    if (!c.species.empty())
        out << YAML::Key << "species" << YAML::Value << c.species;
    out << YAML::Key << "stats" << YAML::Value << YAML::Flow << YAML::BeginMap;
    out << YAML::Key << "str" << YAML::Value << c.stats.str << YAML::Key << "dex" << YAML::Value
        << c.stats.dex;
    out << YAML::Key << "dia" << YAML::Value << c.stats.dia << YAML::Key << "conc" << YAML::Value
        << c.stats.conc;
    out << YAML::Key << "cha" << YAML::Value << c.stats.cha << YAML::Key << "cool" << YAML::Value
        << c.stats.cool;
    out << YAML::EndMap;
    out << YAML::Key << "skills" << YAML::Value << YAML::Flow << YAML::BeginMap;
    for (const auto& [id, rank] : c.skills)
        out << YAML::Key << id << YAML::Value << rank;
    out << YAML::EndMap;
    out << YAML::Key << "advantages" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    for (const std::string& id : c.advantages)
        out << id;
    out << YAML::EndSeq;
    out << YAML::Key << "hits" << YAML::Value << YAML::Flow << YAML::BeginMap;
    for (std::size_t i = 0; i < rs.body.locations.size() && i < c.hits.size(); ++i)
        out << YAML::Key << rs.body.locations[i].id << YAML::Value << c.hits[i];
    out << YAML::EndMap;
    out << YAML::Key << "incap" << YAML::Value << c.incap;
    out << YAML::Key << "armour" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    for (const WornArmour& worn : c.armour) {
        // A plain id, or {id, pv} for a Vevaphon's chosen PV, as in character files.
        if (worn.pv)
            out << YAML::Flow << YAML::BeginMap << YAML::Key << "id" << YAML::Value << worn.id
                << YAML::Key << "pv" << YAML::Value << *worn.pv << YAML::EndMap;
        else
            out << worn.id;
    }
    out << YAML::EndSeq;
    out << YAML::Key << "weapons" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    for (const std::string& id : c.weapons)
        out << id;
    out << YAML::EndSeq;
    out << YAML::Key << "regenerates" << YAML::Value << c.regenerates;
    out << YAML::EndMap;
}

void writeState(YAML::Emitter& out, const Ruleset& rs, const CharacterState& s)
{
    out << YAML::BeginMap;
    out << YAML::Key << "incap" << YAML::Value << s.incap;
    out << YAML::Key << "bruising" << YAML::Value << s.bruising;
    out << YAML::Key << "wounds" << YAML::Value << s.wounds;
    out << YAML::Key << "knocked_down" << YAML::Value << s.knockedDown;
    if (s.knockedOut) // §7 knockback: written only when it happened, as files before it knew
        out << YAML::Key << "knocked_out" << YAML::Value << s.knockedOut;
    if (!s.jammedWeapons.empty()) { // §11: jammed and not cleared yet
        out << YAML::Key << "jammed" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (const std::string& id : s.jammedWeapons)
            out << id;
        out << YAML::EndSeq;
    }
    if (s.dodge) // §8: a dodge that still counts
        out << YAML::Key << "dodge" << YAML::Value << YAML::Flow << YAML::BeginMap << YAML::Key
            << "kind" << YAML::Value << toString(static_cast<DefenceKind>(s.dodge->kind))
            << YAML::Key << "value" << YAML::Value << s.dodge->value << YAML::Key << "penalty"
            << YAML::Value << s.dodge->penalty << YAML::EndMap;
    out << YAML::Key << "locations" << YAML::Value << YAML::BeginMap;
    for (std::size_t i = 0; i < rs.body.locations.size() && i < s.locations.size(); ++i) {
        const LocationState& l = s.locations[i];
        out << YAML::Key << rs.body.locations[i].id << YAML::Value << YAML::Flow << YAML::BeginMap;
        out << YAML::Key << "hits" << YAML::Value << l.hits << YAML::Key << "wounds" << YAML::Value
            << l.wounds;
        out << YAML::Key << "stuck_bullets" << YAML::Value << l.stuckBullets << YAML::EndMap;
    }
    out << YAML::EndMap;
    out << YAML::Key << "armour" << YAML::Value << YAML::BeginSeq;
    for (const ArmourLayer& layer : s.armour) {
        out << YAML::Flow << YAML::BeginMap;
        out << YAML::Key << "id" << YAML::Value << layer.armourId << YAML::Key << "pv"
            << YAML::Value << layer.pv;
        out << YAML::Key << "id_left" << YAML::Value << YAML::Flow << YAML::BeginMap;
        for (std::size_t i = 0; i < rs.body.locations.size() && i < layer.idLeft.size(); ++i) {
            if (layer.idLeft[i] >= 0)
                out << YAML::Key << rs.body.locations[i].id << YAML::Value << layer.idLeft[i];
        }
        out << YAML::EndMap << YAML::EndMap;
    }
    out << YAML::EndSeq;
    out << YAML::EndMap;
}

// A character in play: {key, character, state}.
void writeCharacterState(YAML::Emitter& out, const Ruleset& rs, const CharacterState& s)
{
    out << YAML::BeginMap;
    if (s.sheet && !s.sheet->key.empty())
        out << YAML::Key << "key" << YAML::Value << s.sheet->key;
    out << YAML::Key << "character" << YAML::Value;
    writeSheet(out, rs, s.sheet ? *s.sheet : CharacterSheet {});
    out << YAML::Key << "state" << YAML::Value;
    writeState(out, rs, s);
    out << YAML::EndMap;
}

// ------------------------------------------------------------------ reading

// YamlReader's whole numbers are ints; a seed takes the whole uint64 range.
std::uint64_t unsigned64(YamlReader& r, const YAML::Node& map, const char* key,
    std::uint64_t fallback, std::uint64_t max)
{
    const YAML::Node node = map[key];
    if (!node)
        return fallback;
    const Text what = literal(std::string("'") + key + "'");
    const std::string limit = std::to_string(max);
    if (node.IsScalar()) {
        const std::string& text = node.Scalar();
        std::uint64_t value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec == std::errc() && end == text.data() + text.size() && value <= max)
            return value;
        if ((ec == std::errc::result_out_of_range || ec == std::errc())
            && end == text.data() + text.size()) {
            r.error(node, say(HS_TEXT("core", "%1 is %2, outside %3 to %4"), what, text, 0, limit));
            return fallback;
        }
    }
    r.error(node,
        say(HS_TEXT("core", "%1 must be a whole number from 0 to %2, not %3"), what, limit,
            describe(node)));
    return fallback;
}

// A character sheet inline under `character:`, with the file name it came from under `key:`.
std::optional<CharacterSheet> readInlineSheet(
    YamlReader& r, const Ruleset& rs, const YAML::Node& node)
{
    std::string key;
    if (const YAML::Node keyNode = node["key"])
        key = r.string(keyNode, "'key'").value_or("");
    auto sheet = detail::readCharacterNode(r, node["character"], rs, detail::Available {});
    if (sheet)
        sheet->key = key;
    return sheet;
}

// The sheet's state rebuilt, then everything that happened to it laid over it.
bool readState(YamlReader& r, const Ruleset& rs, const YAML::Node& node, CharacterState& s)
{
    if (!r.checkMap(node, "state",
            { "incap", "bruising", "wounds", "knocked_down", "knocked_out", "dodge", "jammed",
                "locations", "armour" },
            { "incap", "bruising", "wounds", "knocked_down", "locations", "armour" }))
        return false;
    const std::size_t before = r.errorCount();
    s.incap = r.integer(node["incap"], "'incap'", -9999, s.incapMax).value_or(s.incap);
    s.bruising = r.integer(node, "bruising", 0, 0, 9999);
    s.wounds = r.integer(node, "wounds", 0, 0, 999);
    s.knockedDown = r.boolean(node, "knocked_down", false);
    s.knockedOut = r.boolean(node, "knocked_out", false);
    if (const YAML::Node jammed = node["jammed"]; jammed && r.isSequence(jammed, "'jammed'")) {
        for (const YAML::Node& item : jammed) {
            if (auto id = r.identifier(item, "a jammed weapon")) {
                if (!rs.weapon(*id))
                    r.error(item, say(HS_TEXT("core", "unknown weapon '%1'"), *id));
                s.jammedWeapons.push_back(*id);
            }
        }
    }
    if (const YAML::Node dodge = node["dodge"];
        dodge && r.checkMap(dodge, "'dodge'", { "kind", "value", "penalty" }, { "kind" })) {
        ActiveDodge d;
        const std::string kind = r.string(dodge, "kind", "dodge");
        const auto parsed = defenceKindFromString(kind);
        if (!parsed || *parsed == DefenceKind::None || *parsed == DefenceKind::Parry)
            r.error(dodge["kind"],
                say(HS_TEXT("core", "a dodge's 'kind' is dodge, quick-dodge or dance, not '%1'"),
                    kind));
        else
            d.kind = static_cast<int>(*parsed);
        d.value = r.integer(dodge, "value", 0, 0, 12);
        d.penalty = r.integer(dodge, "penalty", 0, -6, 0);
        s.dodge = d;
    }
    readLocations(r, rs, node["locations"], s);
    readArmourState(r, rs, node["armour"], s);
    return r.errorCount() == before;
}

std::optional<CharacterState> readCharacterState(
    YamlReader& r, const Ruleset& rs, const YAML::Node& node, const Text& what)
{
    if (!r.checkMap(node, what, { "key", "character", "state" }, { "character", "state" }))
        return std::nullopt;
    auto sheet = readInlineSheet(r, rs, node);
    if (!sheet)
        return std::nullopt;
    CharacterState state = CharacterState::fromSheet(rs, *sheet);
    if (!readState(r, rs, node["state"], state))
        return std::nullopt;
    return state;
}

void readDice(YamlReader& r, const YAML::Node& node, DiceSettings& dice)
{
    if (!r.checkMap(
            node, "dice", { "typed", "seed", "faces_used" }, { "typed", "seed", "faces_used" }))
        return;
    dice.typed = r.boolean(node, "typed", false);
    dice.seed = unsigned64(r, node, "seed", dice.seed);
    // How far into the seed's faces the session has rolled: the generator steps there when
    // the next action rolls, so a hostile count is refused rather than stepped through.
    dice.facesUsed = unsigned64(r, node, "faces_used", 0, MaxFacesUsed);
}

void writeDice(YAML::Emitter& out, const DiceSettings& dice)
{
    out << YAML::Flow << YAML::BeginMap;
    out << YAML::Key << "typed" << YAML::Value << dice.typed;
    out << YAML::Key << "seed" << YAML::Value << static_cast<unsigned long long>(dice.seed);
    out << YAML::Key << "faces_used" << YAML::Value
        << static_cast<unsigned long long>(dice.facesUsed);
    out << YAML::EndMap;
}

void writeSessionHead(YAML::Emitter& out, int format, const std::string& rulesetId,
    std::size_t logEntries, const DiceSettings& dice)
{
    out << YAML::Key << "hitspread_session" << YAML::Value << format;
    out << YAML::Key << "ruleset" << YAML::Value << rulesetId;
    out << YAML::Key << "log_entries" << YAML::Value << logEntries;
    out << YAML::Key << "dice" << YAML::Value;
    writeDice(out, dice);
}

bool hasRequestOrGrenade(YamlReader& r, const YAML::Node& entry, const Text& what)
{
    if (!entry["request"] != !entry["grenade"])
        return true;
    r.error(entry,
        entry["request"]
            ? say(HS_TEXT("core",
                      "%1 needs either 'request' (a shot) or 'grenade' (a grenade), not both"),
                what)
            : say(HS_TEXT("core",
                      "%1 needs either 'request' (a shot) or 'grenade' (a grenade), and has "
                      "neither"),
                what));
    return false;
}

std::vector<int> readFaces(YamlReader& r, const YAML::Node& dice)
{
    std::vector<int> faces;
    if (!r.isSequence(dice, "dice"))
        return faces;
    for (const YAML::Node& face : dice) {
        const Text die = say(HS_TEXT("core", "die %1"), faces.size() + 1);
        faces.push_back(r.integer(face, die, 1, 6).value_or(1));
    }
    return faces;
}

bool sameState(const CharacterState& a, const CharacterState& b)
{
    return a.locations == b.locations && a.armour == b.armour && a.incap == b.incap
        && a.incapMax == b.incapMax && a.bruising == b.bruising && a.wounds == b.wounds
        && a.knockedDown == b.knockedDown && a.knockedOut == b.knockedOut && a.dodge == b.dodge
        && a.jammedWeapons == b.jammedWeapons && a.phys == b.phys
        && a.woundThreshold == b.woundThreshold;
}

} // namespace hitspread::detail
