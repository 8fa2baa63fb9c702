// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the session reader: an attack request (the Shooter panel, a shot in the log) and
// a grenade action (the Grenade panel, a grenade in the log) in a session file.

#include "grenade.h"
#include "yamlreader.h"

#include <optional>
#include <string>

namespace hitspread::detail {

// A name from a closed list (mode, range band, …) under `key` of `map`, parsed by the core's
// own *FromString; `choices` names them in the error.
template <typename Enum>
std::optional<Enum> choice(YamlReader& r, const YAML::Node& map, const char* key,
    std::optional<Enum> (*parse)(const std::string&), const Text& choices)
{
    const YAML::Node node = map[key];
    if (!node)
        return std::nullopt;
    auto text = r.string(node, literal(std::string("'") + key + "'"));
    if (!text)
        return std::nullopt;
    auto value = parse(*text);
    if (!value)
        r.error(node, say(HS_TEXT("core", "'%1' must be %2, not '%3'"), key, choices, *text));
    return value;
}

// A decimal as short as it reads back the same (12.5, not 12.500000).
std::string decimalText(double value);

void writeRequest(YAML::Emitter& out, const AttackRequest& req);
void writeGrenade(YAML::Emitter& out, const GrenadeAction& action);
// Each records every problem with its position and returns nothing when there was one.
std::optional<AttackRequest> readRequest(
    YamlReader& r, const Ruleset& rs, const YAML::Node& node, const Text& what);
std::optional<GrenadeAction> readGrenade(
    YamlReader& r, const Ruleset& rs, const YAML::Node& node, const Text& what);

} // namespace hitspread::detail
