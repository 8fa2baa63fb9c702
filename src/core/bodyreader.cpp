// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedatareader.h"
#include "yamlreader.h"

#include <map>

namespace hitspread::detail {

// The body hex diagram (rules §3, DESIGN.md "Ruleset files").
bool readBody(const std::string& file, Ruleset& rs, std::vector<LoadError>& errors)
{
    const std::size_t errorsBefore = errors.size();
    YamlReader r(file, errors);
    auto doc = r.load();
    if (!doc || !r.checkMap(*doc, "the file", { "body" }, { "body" }))
        return false;
    const YAML::Node top = (*doc)["body"];
    if (!r.checkMap(top, "body",
            { "orientation", "offset", "standard_aim", "lower_third_row", "locations", "legend", "rows" },
            { "standard_aim", "lower_third_row", "locations", "legend", "rows" }))
        return false;
    Body& body = rs.body;
    if (r.string(top, "orientation", "flat-top") != "flat-top")
        r.error(top["orientation"], "'orientation' must be flat-top (the only one Hitspread draws)");
    if (r.string(top, "offset", "odd-q") != "odd-q")
        r.error(top["offset"], "'offset' must be odd-q (odd columns sit half a hex lower)");

    std::map<std::string, YAML::Mark> locationMarks;
    if (r.isMap(top["locations"], "locations")) {
        for (auto it = top["locations"].begin(); it != top["locations"].end(); ++it) {
            auto id = r.identifier(it->first, "location id");
            if (!id)
                continue;
            if (locationMarks.count(*id)) {
                r.error(it->first, "duplicate location id '" + *id + "'");
                continue;
            }
            const YAML::Node loc = it->second;
            if (!r.checkMap(loc, "location '" + *id + "'", { "name", "vital" }, { "name" }))
                continue;
            Location location { *id, r.string(loc, "name", *id), r.boolean(loc, "vital", false) };
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
                r.error(it->first, "legend key '" + glyph + "' must be one character other than '.'");
                continue;
            }
            if (glyphs.count(glyph[0])) {
                r.error(it->first, "duplicate legend glyph '" + glyph + "'");
                continue;
            }
            const YAML::Node entry = it->second;
            const std::string what = "legend entry '" + glyph + "'";
            if (!r.checkMap(entry, what, { "location", "sub", "name" }, { "location", "sub", "name" }))
                continue;
            auto locationId = r.identifier(entry["location"], what + " location");
            auto subId = r.identifier(entry["sub"], what + " sub");
            auto name = r.string(entry["name"], what + " name");
            if (!locationId || !subId || !name)
                continue;
            const int location = body.locationIndex(*locationId);
            if (location < 0) {
                r.error(entry["location"], "unknown location '" + *locationId + "' in " + what);
                continue;
            }
            if (subIds.count(*subId)) {
                r.error(entry["sub"], "duplicate sub-location id '" + *subId + "'");
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
            r.error(rows, "rows must hold at least one row");
        for (std::size_t i = 0; i < rows.size(); ++i) {
            auto text = r.string(rows[i], "row " + std::to_string(i + 1));
            if (!text)
                continue;
            const int width = static_cast<int>(text->size());
            if (i == 0) {
                body.columns = width;
                body.cells.assign(static_cast<std::size_t>(body.columns * body.rows), -1);
            } else if (width != body.columns) {
                r.error(rows[i], "ragged rows: row " + std::to_string(i + 1) + " has " + std::to_string(width)
                        + " glyphs, row 1 has " + std::to_string(body.columns));
                continue;
            }
            for (int col = 0; col < width; ++col) {
                const char g = (*text)[static_cast<std::size_t>(col)];
                if (g == '.')
                    continue;
                auto found = glyphs.find(g);
                if (found == glyphs.end()) {
                    r.error(scalarMark(rows[i], col), std::string("glyph '") + g + "' in row " + std::to_string(i + 1)
                            + " at column " + columnLetters(col) + " is not in the legend");
                    continue;
                }
                body.cells[static_cast<std::size_t>(static_cast<int>(i) * body.columns + col)] = found->second;
            }
        }
    }

    if (errors.size() == errorsBefore) {
        std::vector<int> subCount(body.subLocations.size(), 0);
        std::vector<int> locationCount(body.locations.size(), 0);
        for (int cell : body.cells) {
            if (cell >= 0) {
                ++subCount[static_cast<std::size_t>(cell)];
                ++locationCount[static_cast<std::size_t>(body.subLocations[static_cast<std::size_t>(cell)].location)];
            }
        }
        for (std::size_t i = 0; i < body.locations.size(); ++i) {
            if (locationCount[i] == 0)
                r.error(locationMarks[body.locations[i].id], "location '" + body.locations[i].id + "' has no hexes in rows");
        }
        for (std::size_t i = 0; i < body.subLocations.size(); ++i) {
            if (subCount[i] == 0)
                r.error(r.keyMark(top["legend"], std::string(1, body.subLocations[i].glyph)),
                    "legend glyph '" + std::string(1, body.subLocations[i].glyph) + "' ("
                        + body.subLocations[i].id + ") is used by no hex in rows");
        }
    }

    const YAML::Node aim = top["standard_aim"];
    if (auto text = r.string(aim, "'standard_aim'")) {
        auto hex = parseHex(*text);
        if (!hex)
            r.error(aim, "'standard_aim' '" + *text + "' is not a hex label like K14");
        else if (errors.size() == errorsBefore && body.subLocationAt(*hex) < 0)
            r.error(aim, "'standard_aim' " + *text + " is not a body hex");
        else
            body.standardAim = *hex;
    }
    if (auto row = r.integer(top["lower_third_row"], "'lower_third_row'", 0, 10000)) {
        if (body.rows > 0 && *row >= body.rows)
            r.error(top["lower_third_row"], "'lower_third_row' " + std::to_string(*row) + " is past the last row ("
                    + std::to_string(body.rows - 1) + ", 0-based)");
        body.lowerThirdRow = *row;
    }
    return errors.size() == errorsBefore;
}

} // namespace hitspread::detail
