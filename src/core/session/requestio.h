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
