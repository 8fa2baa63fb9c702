// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "groundreader.h"

namespace hitspread::detail {

void readIdNames(YamlReader& r, const YAML::Node& node, const char* key, const Text& idWhat,
    const char* nameWhat, const char* duplicate, std::map<std::string, Name>& out)
{
    if (!r.isMap(node, key))
        return;
    for (auto it = node.begin(); it != node.end(); ++it) {
        auto id = r.identifier(it->first, idWhat);
        auto name = r.name(it->second, say(nameWhat, it->first.Scalar()));
        if (id && name && !out.emplace(*id, *name).second && duplicate)
            r.error(it->first, say(duplicate, *id));
    }
}

void readDefaultCharacters(YamlReader& r, const YAML::Node& top,
    const std::set<std::string>& characterFiles, std::string& shooter, std::string& target)
{
    for (const char* key : { "default_shooter", "default_target" }) {
        if (const YAML::Node node = top[key]) {
            auto name = r.identifier(node, literal(std::string("'") + key + "'"));
            if (name && !characterFiles.count(*name))
                r.error(node,
                    say(HS_TEXT("core", "'%1' names no character file: '%2.yaml'"), key, *name));
            (std::string(key) == "default_shooter" ? shooter : target) = name.value_or("");
        }
    }
}

ground::Scatter readScatter(
    YamlReader& r, const YAML::Node& node, const std::vector<std::string>& bands)
{
    ground::Scatter scatter;
    if (!r.checkMap(node, "scatter", { "direction", "distance" }, { "direction", "distance" }))
        return scatter;
    if (auto direction = r.string(node["direction"], "scatter direction")) {
        if (*direction == "hex_d6")
            scatter.direction = ground::DirectionDie::HexD6;
        else if (*direction == "clock_d12")
            scatter.direction = ground::DirectionDie::ClockD12;
        else
            r.error(node["direction"],
                say(HS_TEXT("core", "scatter direction must be hex_d6 or clock_d12, not '%1'"),
                    *direction));
    }
    const YAML::Node distance = node["distance"];
    if (!r.isMap(distance, "scatter distance"))
        return scatter;
    for (auto it = distance.begin(); it != distance.end(); ++it) {
        const std::string band = it->first.Scalar();
        bool known = false;
        for (const std::string& b : bands)
            known = known || b == band;
        if (!known) {
            std::string list;
            for (const std::string& b : bands)
                list += (list.empty() ? "" : ", ") + b;
            r.error(it->first,
                say(HS_TEXT("core", "scatter distance: unknown range band '%1' (the bands are %2)"),
                    band, list));
            continue;
        }
        if (auto dice
            = r.integer(it->second, say(HS_TEXT("core", "scatter distance %1"), band), 0, 20))
            scatter.distanceDice[band] = *dice;
    }
    for (const std::string& b : bands)
        if (!scatter.distanceDice.count(b) && !distance[b])
            r.error(
                distance, say(HS_TEXT("core", "scatter distance lacks the range band '%1'"), b));
    return scatter;
}

} // namespace hitspread::detail
