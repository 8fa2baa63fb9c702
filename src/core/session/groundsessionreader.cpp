// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a ground session file: every key checked against the ruleset and the system, each
// error with its line and column, and the log replayed so that the file never disagrees with
// the rules (groundsession.cpp writes it).
#include "groundsession.h"

#include "characterio.h"
#include "replay.h"
#include "retiredoptions.h"
#include "ruleset.h"
#include "yamlreader.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <set>

namespace hitspread {

using detail::YamlReader;
using namespace detail;

namespace {
    // Coordinates far beyond any table, but far from overflowing the hex arithmetic.
    constexpr int MaxCoordinate = 100000;
    constexpr int MaxModifier = 1000;
    constexpr int MaxSides = 16;

    bool isColour(const std::string& text)
    {
        return text.size() == 7 && text[0] == '#'
            && std::all_of(text.begin() + 1, text.end(),
                [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; });
    }

    std::string joinIds(const std::vector<std::string>& ids)
    {
        std::string text;
        for (const std::string& id : ids)
            text += (text.empty() ? "" : ", ") + id;
        return text;
    }

    class Reader {
    public:
        Reader(YamlReader& r, const ground::Engine& engine)
            : m_r(r)
            , m_engine(engine)
            , m_weapons(engine.weapons())
            , m_situations(engine.situations())
            , m_characters(engine.characters())
        {
        }

        std::optional<Hex> hex(const YAML::Node& node, const Text& what)
        {
            if (!m_r.checkMap(node, what, { "q", "r" }, { "q", "r" }))
                return std::nullopt;
            auto q = m_r.integer(node["q"], keyOf(what, "q"), -MaxCoordinate, MaxCoordinate);
            auto r = m_r.integer(node["r"], keyOf(what, "r"), -MaxCoordinate, MaxCoordinate);
            if (!q || !r)
                return std::nullopt;
            return Hex { *q, *r };
        }

        std::optional<ground::Figure> figure(const YAML::Node& node, const Text& what)
        {
            if (!m_r.checkMap(node, what,
                    { "character", "name", "side", "position", "state", "weapon", "mode" },
                    { "character", "name", "position" }))
                return std::nullopt;
            const std::size_t before = m_r.errorCount();
            ground::Figure f;
            const YAML::Node character = node["character"];
            if (auto key = m_r.string(character, keyOf(what, "character"))) {
                const bool known = std::any_of(m_characters.begin(), m_characters.end(),
                    [&](const ground::Choice& c) { return c.id == *key; });
                if (known)
                    f.character = *key;
                else
                    m_r.error(character,
                        say(HS_TEXT("core", "%1: unknown character '%2' (the ruleset has: %3)"),
                            what, *key, joinIds(characterIds())));
            }
            if (auto name = m_r.string(node["name"], keyOf(what, "name"), MaxNameLength))
                f.name = *name;
            // A figure of a file without sides is given one by the scene (its shooter on the
            // first side, the others on the second); -1 until then.
            f.side = -1;
            if (const YAML::Node side = node["side"]) {
                if (auto index = m_r.integer(side, keyOf(what, "side"), 0, MaxSides - 1))
                    f.side = *index;
            }
            if (auto at = hex(node["position"], keyOf(what, "position")))
                f.position = *at;
            // Its readiness: a weapon of the rules, and one of that weapon's modes.
            if (const YAML::Node weapon = node["weapon"]) {
                if (auto id = m_r.string(weapon, keyOf(what, "weapon"))) {
                    const auto w = std::find_if(m_weapons.begin(), m_weapons.end(),
                        [&](const ground::WeaponChoice& c) { return c.id == *id; });
                    if (w == m_weapons.end())
                        m_r.error(
                            weapon, say(HS_TEXT("core", "%1: unknown weapon '%2'"), what, *id));
                    else
                        f.weapon = *id;
                    if (const YAML::Node mode = node["mode"]; mode && w != m_weapons.end()) {
                        if (auto m = m_r.string(mode, keyOf(what, "mode"))) {
                            if (std::none_of(w->modes.begin(), w->modes.end(),
                                    [&](const ground::Choice& c) { return c.id == *m; }))
                                m_r.error(mode,
                                    say(HS_TEXT("core", "%1: %2 has no fire mode '%3'"), what,
                                        w->name, *m));
                            else
                                f.mode = *m;
                        }
                    }
                }
            } else if (node["mode"]) {
                m_r.error(node["mode"], say(HS_TEXT("core", "%1: a mode needs its weapon"), what));
            }
            // Each value one the system keeps, within what its rules allow this character (no
            // negative wounds, no health above the sheet's).
            std::vector<ground::StateKey> keys;
            if (!f.character.empty())
                keys = m_engine.stateKeys(f);
            if (const YAML::Node state = node["state"];
                state && m_r.isMap(state, keyOf(what, "state"))) {
                for (auto it = state.begin(); it != state.end(); ++it) {
                    auto key = m_r.string(it->first, keyOf(what, "state"));
                    if (!key)
                        continue;
                    const auto range = std::find_if(keys.begin(), keys.end(),
                        [&](const ground::StateKey& k) { return k.key == *key; });
                    if (range == keys.end()) {
                        if (!f.character.empty()) {
                            std::vector<std::string> names;
                            for (const ground::StateKey& k : keys)
                                names.push_back(k.key);
                            m_r.error(it->first,
                                say(HS_TEXT(
                                        "core", "%1: unknown state '%2' (the system keeps: %3)"),
                                    what, *key, joinIds(names)));
                        }
                        continue;
                    }
                    const Text valueWhat = say(HS_TEXT("core", "%1 state '%2'"), what, *key);
                    if (auto value = m_r.integer(it->second, valueWhat, range->min, range->max)) {
                        if (!f.state.emplace(*key, *value).second)
                            m_r.error(it->first,
                                say(HS_TEXT("core", "duplicate key '%1' in %2"), *key,
                                    keyOf(what, "state")));
                    }
                }
            }
            if (m_r.errorCount() != before)
                return std::nullopt;
            return f;
        }

        // `placed`: the scene where the figures stand now, where two in the fight never share a
        // hex (a scene of the past may have had one revived onto another's hex).
        std::optional<ground::Scene> scene(
            const YAML::Node& node, const Text& what, bool placed = false)
        {
            if (!m_r.checkMap(
                    node, what, { "shooter", "aim", "sides", "figures" }, { "shooter", "figures" }))
                return std::nullopt;
            const std::size_t before = m_r.errorCount();
            ground::Scene scene;
            if (const YAML::Node sides = node["sides"]) {
                scene.sides.clear();
                if (m_r.isSequence(sides, keyOf(what, "sides"))) {
                    std::size_t number = 0;
                    for (const YAML::Node& item : sides) {
                        const Text sideWhat = say(HS_TEXT("core", "%1 side %2"), what, ++number);
                        if (!m_r.checkMap(
                                item, sideWhat, { "name", "colour" }, { "name", "colour" }))
                            continue;
                        Side side;
                        if (auto name
                            = m_r.string(item["name"], keyOf(sideWhat, "name"), MaxNameLength))
                            side.name = *name;
                        if (auto colour = m_r.string(item["colour"], keyOf(sideWhat, "colour"))) {
                            if (isColour(*colour))
                                side.colour = *colour;
                            else
                                m_r.error(item["colour"],
                                    say(HS_TEXT("core", "%1: '%2' is not a colour like #2f6fb0"),
                                        keyOf(sideWhat, "colour"), *colour));
                        }
                        for (const Side& other : scene.sides)
                            if (other.name == side.name)
                                m_r.error(item["name"],
                                    say(HS_TEXT(
                                            "core", "%1: the name '%2' is taken by another side"),
                                        sideWhat, side.name));
                        scene.sides.push_back(std::move(side));
                    }
                }
                if (scene.sides.size() < 2 || scene.sides.size() > MaxSides)
                    m_r.error(sides,
                        say(HS_TEXT("core", "%1: a fight has from 2 to %2 sides, not %3"),
                            keyOf(what, "sides"), MaxSides, scene.sides.size()));
            }
            const YAML::Node figures = node["figures"];
            if (m_r.isSequence(figures, keyOf(what, "figures"))) {
                std::set<std::string> names;
                std::size_t number = 0;
                for (const YAML::Node& item : figures) {
                    const Text figureWhat = say(HS_TEXT("core", "%1 figure %2"), what, ++number);
                    auto f = figure(item, figureWhat);
                    if (!f)
                        continue;
                    if (!names.insert(f->name).second) {
                        m_r.error(item["name"],
                            say(HS_TEXT("core", "%1: the name '%2' is taken by another figure"),
                                figureWhat, f->name));
                        continue;
                    }
                    // Two figures in the fight never share a hex (ground.h).
                    for (const ground::Figure& other : scene.figures) {
                        if (placed && other.position == f->position && m_engine.canAct(other)
                            && m_engine.canAct(*f)) {
                            m_r.error(item["position"],
                                say(HS_TEXT("core", "%1: %2 and %3 both stand on the hex %4,%5"),
                                    figureWhat, other.name, f->name, f->position.q, f->position.r));
                            break;
                        }
                    }
                    scene.figures.push_back(std::move(*f));
                }
            }
            const int last
                = std::max(0, static_cast<int>(figures.IsSequence() ? figures.size() : 0) - 1);
            if (auto shooter = m_r.integer(node["shooter"], keyOf(what, "shooter"), 0, last))
                scene.shooter = *shooter;
            for (std::size_t i = 0; i < scene.figures.size(); ++i) {
                ground::Figure& f = scene.figures[i];
                if (f.side < 0)
                    f.side = static_cast<int>(i) == scene.shooter ? 0 : 1;
                else if (f.side >= static_cast<int>(scene.sides.size()))
                    m_r.error(figures[i]["side"],
                        say(HS_TEXT("core", "%1 figure %2: no side %3 (the scene has %4)"), what,
                            i + 1, f.side + 1, scene.sides.size()));
            }
            if (const YAML::Node aim = node["aim"]) {
                if (auto at = hex(aim, keyOf(what, "aim")))
                    scene.aim = *at;
            }
            if (m_r.errorCount() != before)
                return std::nullopt;
            return scene;
        }

        // The tracker's round on a scene of `figures` figures.
        std::optional<ground::Round> round(const YAML::Node& node, const Text& what, int figures)
        {
            if (!m_r.checkMap(
                    node, what, { "number", "current", "turns" }, { "number", "current", "turns" }))
                return std::nullopt;
            const std::size_t before = m_r.errorCount();
            ground::Round round;
            if (auto number = m_r.integer(node["number"], keyOf(what, "number"), 0, 1000000))
                round.number = *number;
            const YAML::Node turns = node["turns"];
            if (m_r.isSequence(turns, keyOf(what, "turns"))) {
                std::size_t count = 0;
                for (const YAML::Node& item : turns) {
                    const Text turnWhat = say(HS_TEXT("core", "%1 turn %2"), what, ++count);
                    if (!m_r.checkMap(item, turnWhat,
                            { "figure", "score", "action", "with_previous" },
                            { "figure", "score", "action" }))
                        continue;
                    ground::Turn t;
                    if (auto f = m_r.integer(
                            item["figure"], keyOf(turnWhat, "figure"), 0, std::max(0, figures - 1)))
                        t.figure = *f;
                    if (auto score = m_r.integer(
                            item["score"], keyOf(turnWhat, "score"), -MaxModifier, MaxModifier))
                        t.score = *score;
                    if (auto action = m_r.integer(item["action"], keyOf(turnWhat, "action"), 1, 2))
                        t.action = *action;
                    t.withPrevious = m_r.boolean(item, "with_previous", false);
                    round.turns.push_back(t);
                }
            }
            const int last = std::max(0, static_cast<int>(round.turns.size()) - 1);
            if (auto current = m_r.integer(node["current"], keyOf(what, "current"), 0, last))
                round.current = *current;
            if (m_r.errorCount() != before)
                return std::nullopt;
            return round;
        }

        // An action on a scene of `figures` figures.
        std::optional<ground::Action> action(const YAML::Node& node, const Text& what, int figures)
        {
            // A procedure (ground.h: first aid, a bonus die spent …) needs no weapon.
            const bool isProcedure = node.IsMap() && node["procedure"];
            const bool shaped = isProcedure
                ? m_r.checkMap(node, what,
                    { "procedure", "weapon", "mode", "throw", "target", "situations", "modifier",
                        "options" },
                    {})
                : m_r.checkMap(node, what,
                    { "weapon", "mode", "throw", "target", "situations", "modifier", "options" },
                    { "weapon" });
            if (!shaped)
                return std::nullopt;
            const std::size_t before = m_r.errorCount();
            ground::Action a;
            if (isProcedure) {
                const YAML::Node procedure = node["procedure"];
                if (auto id = m_r.string(procedure, keyOf(what, "procedure"))) {
                    std::vector<std::string> ids;
                    for (const ground::Choice& c : m_engine.procedures())
                        ids.push_back(c.id);
                    if (std::find(ids.begin(), ids.end(), *id) != ids.end())
                        a.procedure = *id;
                    else
                        m_r.error(procedure,
                            ids.empty()
                                ? say(HS_TEXT("core",
                                          "%1: unknown procedure '%2' (the rules have none)"),
                                    what, *id)
                                : say(HS_TEXT("core",
                                          "%1: unknown procedure '%2' (the rules have: %3)"),
                                    what, *id, joinIds(ids)));
                }
            }
            const ground::WeaponChoice* weapon = nullptr;
            const YAML::Node weaponNode = node["weapon"];
            if (weaponNode) {
                if (auto id = m_r.string(weaponNode, keyOf(what, "weapon"))) {
                    for (const ground::WeaponChoice& w : m_weapons)
                        if (w.id == *id)
                            weapon = &w;
                    if (weapon)
                        a.weapon = *id;
                    else
                        m_r.error(weaponNode,
                            say(HS_TEXT("core", "%1: unknown weapon '%2' (the ruleset has: %3)"),
                                what, *id, joinIds(weaponIds())));
                }
            }
            if (const YAML::Node mode = node["mode"]) {
                if (auto id = m_r.string(mode, keyOf(what, "mode")); id && weapon) {
                    const bool known = std::any_of(weapon->modes.begin(), weapon->modes.end(),
                        [&](const ground::Choice& c) { return c.id == *id; });
                    if (known)
                        a.mode = *id;
                    else {
                        std::vector<std::string> ids;
                        for (const ground::Choice& c : weapon->modes)
                            ids.push_back(c.id);
                        m_r.error(mode,
                            ids.empty()
                                ? say(HS_TEXT("core",
                                          "%1: weapon '%2' has no fire mode '%3' (it has none)"),
                                    what, weapon->id, *id)
                                : say(HS_TEXT("core",
                                          "%1: weapon '%2' has no fire mode '%3' (it has: %4)"),
                                    what, weapon->id, *id, joinIds(ids)));
                    }
                }
            }
            a.isThrow
                = m_r.boolean(node, "throw", weapon && weapon->kind == ground::WeaponKind::Thrown);
            if (const YAML::Node target = node["target"]) {
                if (auto index = m_r.integer(target, keyOf(what, "target"), -1, figures - 1))
                    a.target = *index;
            }
            if (const YAML::Node situations = node["situations"];
                situations && m_r.isSequence(situations, keyOf(what, "situations"))) {
                for (const YAML::Node& item : situations) {
                    auto id = m_r.string(item, keyOf(what, "situations"));
                    if (!id)
                        continue;
                    const bool known = std::any_of(m_situations.begin(), m_situations.end(),
                        [&](const ground::Choice& c) { return c.id == *id; });
                    if (!known) {
                        std::vector<std::string> ids;
                        for (const ground::Choice& c : m_situations)
                            ids.push_back(c.id);
                        m_r.error(item,
                            say(HS_TEXT("core", "%1: unknown situation '%2' (the ruleset has: %3)"),
                                what, *id, joinIds(ids)));
                    } else if (std::find(a.situations.begin(), a.situations.end(), *id)
                        != a.situations.end())
                        m_r.error(item,
                            say(HS_TEXT("core", "%1: situation '%2' is listed twice"), what, *id));
                    else
                        a.situations.push_back(*id);
                }
            }
            a.modifier = m_r.integer(node, "modifier", 0, -MaxModifier, MaxModifier);
            // The options the action asks for depend on the weapon, its mode and the situations.
            if (const YAML::Node options = node["options"]; options
                && m_r.isMap(options, keyOf(what, "options")) && m_r.errorCount() == before) {
                const std::vector<ground::OptionSpec> specs = m_engine.options(a);
                for (auto it = options.begin(); it != options.end(); ++it) {
                    auto id = m_r.string(it->first, keyOf(what, "options"));
                    if (!id)
                        continue;
                    auto spec = std::find_if(specs.begin(), specs.end(),
                        [&](const ground::OptionSpec& s) { return s.id == *id; });
                    if (spec == specs.end()) {
                        if (const RetiredOption* retired = retiredOption(m_engine.system(), *id)) {
                            (void)m_r.integer(it->second,
                                say(HS_TEXT("core", "%1 option '%2'"), what, *id), retired->min,
                                retired->max);
                            continue;
                        }
                        std::vector<std::string> ids;
                        for (const ground::OptionSpec& s : specs)
                            ids.push_back(s.id);
                        m_r.error(it->first,
                            ids.empty() ? say(
                                HS_TEXT("core", "%1: unknown option '%2' (this action has none)"),
                                what, *id)
                                        : say(HS_TEXT("core",
                                                  "%1: unknown option '%2' (this action has: %3)"),
                                            what, *id, joinIds(ids)));
                        continue;
                    }
                    const Text valueWhat = say(HS_TEXT("core", "%1 option '%2'"), what, *id);
                    if (auto value = m_r.integer(it->second, valueWhat, spec->min, spec->max)) {
                        if (!a.options.emplace(*id, *value).second)
                            m_r.error(it->first,
                                say(HS_TEXT("core", "duplicate key '%1' in %2"), *id,
                                    keyOf(what, "options")));
                    }
                }
            }
            if (m_r.errorCount() != before)
                return std::nullopt;
            return a;
        }

        // One log entry, its outcome resolved again from its action, dice and scene before.
        std::optional<GroundSessionEntry> entry(const YAML::Node& node, std::size_t number)
        {
            const Text what = say(HS_TEXT("core", "log entry %1"), number);
            if (!m_r.checkMap(
                    node, what, { "action", "dice", "before" }, { "action", "dice", "before" }))
                return std::nullopt;
            const std::size_t errors = m_r.errorCount();
            GroundSessionEntry e;
            auto before = scene(node["before"], keyOf(what, "before"));
            if (before)
                e.before = std::move(*before);
            auto action = before ? this->action(node["action"], keyOf(what, "action"),
                              static_cast<int>(e.before.figures.size()))
                                 : std::nullopt;
            if (action)
                e.action = std::move(*action);
            const int maxFace = m_engine.maxFace();
            if (const YAML::Node dice = node["dice"]; m_r.isSequence(dice, keyOf(what, "dice"))) {
                for (const YAML::Node& face : dice) {
                    const Text die = say(HS_TEXT("core", "%1 die %2"), what, e.dice.size() + 1);
                    e.dice.push_back(m_r.integer(face, die, 1, maxFace).value_or(1));
                }
            }
            if (m_r.errorCount() != errors || !before || !action)
                return std::nullopt;

            Text why;
            auto outcome = replayWithDice(e.dice, maxFace, what, why,
                [&](DiceSource& dice) { return m_engine.act(e.before, e.action, dice); });
            if (!outcome) {
                m_r.error(node, why);
                return std::nullopt;
            }
            e.outcome = std::move(*outcome);
            return e;
        }

    private:
        std::vector<std::string> characterIds() const
        {
            std::vector<std::string> ids;
            for (const ground::Choice& c : m_characters)
                ids.push_back(c.id);
            return ids;
        }
        std::vector<std::string> weaponIds() const
        {
            std::vector<std::string> ids;
            for (const ground::WeaponChoice& w : m_weapons)
                ids.push_back(w.id);
            return ids;
        }

        YamlReader& m_r;
        const ground::Engine& m_engine;
        std::vector<ground::WeaponChoice> m_weapons;
        std::vector<ground::Choice> m_situations;
        std::vector<ground::Choice> m_characters;
    };

    std::optional<GroundSessionData> readDocument(
        YamlReader& r, const Ruleset& rs, const YAML::Node& doc)
    {
        if (!doc.IsDefined() || doc.IsNull()) {
            r.error(YAML::Mark::null_mark(),
                say(HS_TEXT("core", "the file is empty, not a Hitspread ground map session")));
            return std::nullopt;
        }
        if (!r.isMap(doc, say(HS_TEXT("core", "the file"))))
            return std::nullopt;
        // The version and ruleset first: a file from a newer Hitspread or for another
        // ruleset is refused with one message, not one per id it does not know.
        if (!readSessionHead(r, doc, "hitspread_ground_session",
                say(HS_TEXT("core",
                    "the file lacks the key 'hitspread_ground_session': it is not a Hitspread "
                    "ground map session")),
                GroundSessionFormatVersion, rs.id))
            return std::nullopt;
        if (!rs.ground) {
            r.error(doc["ruleset"],
                say(HS_TEXT("core",
                        "ruleset '%1' plays on the body hex diagram, not on the ground map"),
                    rs.id));
            return std::nullopt;
        }
        if (!r.checkMap(doc, say(HS_TEXT("core", "the file")),
                { "hitspread_ground_session", "ruleset", "action", "start", "scene", "dice",
                    "round", "log", "log_entries" },
                { "hitspread_ground_session", "ruleset", "action", "scene", "log_entries" }))
            return std::nullopt;

        Reader reader(r, *rs.ground);
        const std::size_t before = r.errorCount();
        GroundSessionData session;
        session.rulesetId = rs.id;
        // readSessionHead took it as a format from 1 up to this one.
        session.fileFormat = doc["hitspread_ground_session"].as<int>(GroundSessionFormatVersion);
        auto scene = reader.scene(doc["scene"], literal("scene"), true);
        if (scene)
            session.scene = std::move(*scene);
        if (scene) {
            if (auto action = reader.action(doc["action"], literal("action"),
                    static_cast<int>(session.scene.figures.size())))
                session.action = std::move(*action);
        }
        if (const YAML::Node dice = doc["dice"])
            readDice(r, dice, session.dice);
        if (const YAML::Node node = doc["round"]; node && scene) {
            if (auto round = reader.round(
                    node, literal("round"), static_cast<int>(session.scene.figures.size())))
                session.round = std::move(*round);
        }
        std::optional<ground::Scene> start;
        if (const YAML::Node node = doc["start"])
            start = reader.scene(node, literal("start"));
        std::size_t entries = 0;
        if (const YAML::Node log = doc["log"]; log && r.isSequence(log, "log")) {
            for (const YAML::Node& node : log) {
                if (auto entry = reader.entry(node, ++entries))
                    session.log.push_back(std::move(*entry));
            }
        }
        checkLogEntries(r, doc["log_entries"], entries);
        if (r.errorCount() != before)
            return std::nullopt;
        session.start = start     ? std::move(*start)
            : session.log.empty() ? session.scene
                                  : session.log.front().before;
        return session;
    }

} // namespace

GroundSessionLoad readGroundSession(
    const Ruleset& ruleset, const std::string& text, const std::string& fileName)
{
    GroundSessionLoad result;
    YamlReader r(fileName, result.errors);
    try {
        result.session = readOneDocument(
            r, text, [&](const YAML::Node& doc) { return readDocument(r, ruleset, doc); });
    } catch (const std::exception& e) {
        // A system's own reader refusing what it cannot hold: the file's error all the same.
        result.errors.push_back({ fileName, 1, 1, literal(e.what()) });
        result.session.reset();
    }
    if (!result.session && result.errors.empty())
        result.errors.push_back({ fileName, 1, 1,
            say(HS_TEXT("core", "the file is not a Hitspread ground map session")) });
    return result;
}

} // namespace hitspread
