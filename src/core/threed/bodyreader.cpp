// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedatareader.h"
#include "yamlreader.h"

#include <map>

namespace hitspread::detail {

// The body hex diagram (rules §3, DESIGN.md "Ruleset files").
bool readBody(const std::string& file, Ruleset& rs, std::vector<LoadError>& errors)
{
    YamlReader r(file, errors);
    const std::size_t errorsBefore = r.errorCount();
    auto doc = r.load();
    if (!doc || !r.checkMap(*doc, say(HS_TEXT("core", "the file")), { "body" }, { "body" }))
        return false;
    const YAML::Node top = (*doc)["body"];
    if (!r.checkMap(top, "body",
            { "orientation", "offset", "standard_aim", "lower_third_row", "locations", "legend",
                "rows" },
            { "standard_aim", "lower_third_row", "locations", "legend", "rows" }))
        return false;
    Body& body = rs.body;
    if (r.string(top, "orientation", "flat-top") != "flat-top")
        r.error(top["orientation"],
            say(HS_TEXT("core", "'orientation' must be flat-top (the only one Hitspread draws)")));
    if (r.string(top, "offset", "odd-q") != "odd-q")
        r.error(top["offset"],
            say(HS_TEXT("core", "'offset' must be odd-q (odd columns sit half a hex lower)")));

    std::map<std::string, YAML::Mark> locationMarks;
    if (r.isMap(top["locations"], "locations")) {
        for (auto it = top["locations"].begin(); it != top["locations"].end(); ++it) {
            auto id = r.identifier(it->first, say(HS_TEXT("core", "location id")));
            if (!id)
                continue;
            if (locationMarks.count(*id)) {
                r.error(it->first, say(HS_TEXT("core", "duplicate location id '%1'"), *id));
                continue;
            }
            const YAML::Node loc = it->second;
            if (!r.checkMap(loc, say(HS_TEXT("core", "location '%1'"), *id),
                    { "name", "vital", "arm" }, { "name" }))
                continue;
            Location location { *id, r.name(loc, "name", *id), r.boolean(loc, "vital", false),
                r.boolean(loc, "arm", false) };
            locationMarks.emplace(*id, it->first.Mark());
            body.locations.push_back(std::move(location));
        }
    }

    std::map<char, int> glyphs;
    std::map<std::string, bool> subIds;
    if (r.isMap(top["legend"], "legend")) {
        for (auto it = top["legend"].begin(); it != top["legend"].end(); ++it) {
            const std::string glyph = it->first.Scalar();
            if (glyph.size() != 1 || glyph == ".") {
                r.error(it->first,
                    say(HS_TEXT("core", "legend key '%1' must be one character other than '.'"),
                        glyph));
                continue;
            }
            if (glyphs.count(glyph[0])) {
                r.error(it->first, say(HS_TEXT("core", "duplicate legend glyph '%1'"), glyph));
                continue;
            }
            const YAML::Node entry = it->second;
            const Text what = say(HS_TEXT("core", "legend entry '%1'"), glyph);
            if (!r.checkMap(
                    entry, what, { "location", "sub", "name" }, { "location", "sub", "name" }))
                continue;
            auto locationId = r.identifier(entry["location"], detail::keyOf(what, "location"));
            auto subId = r.identifier(entry["sub"], detail::keyOf(what, "sub"));
            auto name = r.name(entry["name"], detail::keyOf(what, "name"));
            if (!locationId || !subId || !name)
                continue;
            const int location = body.locationIndex(*locationId);
            if (location < 0) {
                r.error(entry["location"],
                    say(HS_TEXT("core", "unknown location '%1' in %2"), *locationId, what));
                continue;
            }
            if (subIds.count(*subId)) {
                r.error(
                    entry["sub"], say(HS_TEXT("core", "duplicate sub-location id '%1'"), *subId));
                continue;
            }
            subIds.emplace(*subId, true);
            glyphs.emplace(glyph[0], static_cast<int>(body.subLocations.size()));
            body.subLocations.push_back({ *subId, *name, location, glyph[0] });
        }
    }

    const YAML::Node rows = top["rows"];
    if (r.isSequence(rows, "rows")) {
        body.rows = static_cast<int>(rows.size());
        if (body.rows == 0)
            r.error(rows, say(HS_TEXT("core", "rows must hold at least one row")));
        for (std::size_t i = 0; i < rows.size(); ++i) {
            auto text = r.string(rows[i], say(HS_TEXT("core", "row %1"), i + 1));
            if (!text)
                continue;
            const int width = static_cast<int>(text->size());
            if (i == 0) {
                body.columns = width;
                body.cells.assign(static_cast<std::size_t>(body.columns * body.rows), -1);
            } else if (width != body.columns) {
                r.error(rows[i],
                    say(HS_TEXT("core", "ragged rows: row %1 has %2 glyphs, row 1 has %3"), i + 1,
                        width, body.columns));
                continue;
            }
            for (int col = 0; col < width; ++col) {
                const char g = (*text)[static_cast<std::size_t>(col)];
                if (g == '.')
                    continue;
                auto found = glyphs.find(g);
                if (found == glyphs.end()) {
                    r.error(scalarMark(rows[i], col),
                        say(HS_TEXT(
                                "core", "glyph '%1' in row %2 at column %3 is not in the legend"),
                            std::string(1, g), i + 1, columnLetters(col)));
                    continue;
                }
                body.cells[static_cast<std::size_t>(static_cast<int>(i) * body.columns + col)]
                    = found->second;
            }
        }
    }

    if (r.errorCount() == errorsBefore) {
        std::vector<int> subCount(body.subLocations.size(), 0);
        std::vector<int> locationCount(body.locations.size(), 0);
        for (int cell : body.cells) {
            if (cell >= 0) {
                ++subCount[static_cast<std::size_t>(cell)];
                ++locationCount[static_cast<std::size_t>(
                    body.subLocations[static_cast<std::size_t>(cell)].location)];
            }
        }
        for (std::size_t i = 0; i < body.locations.size(); ++i) {
            if (locationCount[i] == 0)
                r.error(locationMarks[body.locations[i].id],
                    say(HS_TEXT("core", "location '%1' has no hexes in rows"),
                        body.locations[i].id));
        }
        for (std::size_t i = 0; i < body.subLocations.size(); ++i) {
            if (subCount[i] == 0)
                r.error(r.keyMark(top["legend"], std::string(1, body.subLocations[i].glyph)),
                    say(HS_TEXT("core", "legend glyph '%1' (%2) is used by no hex in rows"),
                        std::string(1, body.subLocations[i].glyph), body.subLocations[i].id));
        }
    }

    const YAML::Node aim = top["standard_aim"];
    if (auto text = r.string(aim, "'standard_aim'")) {
        auto hex = parseHex(*text);
        if (!hex)
            r.error(aim,
                say(HS_TEXT("core", "'standard_aim' '%1' is not a hex label like K14"), *text));
        else if (r.errorCount() == errorsBefore && body.subLocationAt(*hex) < 0)
            r.error(aim, say(HS_TEXT("core", "'standard_aim' %1 is not a body hex"), *text));
        else
            body.standardAim = *hex;
    }
    if (auto row = r.integer(top["lower_third_row"], "'lower_third_row'", 0, 10000)) {
        if (body.rows > 0 && *row >= body.rows)
            r.error(top["lower_third_row"],
                say(HS_TEXT("core", "'lower_third_row' %1 is past the last row (%2, 0-based)"),
                    *row, body.rows - 1));
        body.lowerThirdRow = *row;
    }
    return r.errorCount() == errorsBefore;
}

} // namespace hitspread::detail
