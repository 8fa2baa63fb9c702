// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the reader: the files a ruleset includes. Each reads one file into the
// ruleset and records every problem; none throws.

#include "characterfile.h"
#include "yamlreader.h"

#include <optional>
#include <set>

namespace hitspread::detail {

// Which files could be read at all: ids are checked only against lists that exist, so a
// missing or unparsable file is one error, not one for every reference to it.
struct Available {
    bool body = true;
    bool ammo = true;
    bool weapons = true;
    bool armour = true;
};

bool readBody(const std::string& file, Ruleset& ruleset, std::vector<LoadError>& errors);
bool readAmmo(const std::string& file, Ruleset& ruleset, std::vector<LoadError>& errors);
bool readWeapons(const std::string& file, Ruleset& ruleset, std::vector<LoadError>& errors,
    const Available& available);
bool readArmour(const std::string& file, Ruleset& ruleset, std::vector<LoadError>& errors,
    const Available& available);
void readGrenades(const std::string& file, Ruleset& ruleset, std::vector<LoadError>& errors);
// scopes.yaml (rules §11), in scopereader.cpp.
bool readScopes(const std::string& file, Ruleset& ruleset, std::vector<LoadError>& errors);
// Reads every character file; returns the names of all files found, readable or not.
std::set<std::string> readCharacters(const std::string& folder, Ruleset& ruleset,
    std::vector<LoadError>& errors, const Available& available);
// One character file's sheet, or none after recording its errors.
std::optional<CharacterSheet> readCharacterFile(const std::string& file, const Ruleset& ruleset,
    std::vector<LoadError>& errors, const Available& available);
// The sheet under a `character:` key, checked as in a character file (session files hold
// their characters inline). Unlike the functions above it lets yaml-cpp's exceptions through,
// as the caller owns the document.
std::optional<CharacterSheet> readCharacterNode(YamlReader& reader, const YAML::Node& character,
    const Ruleset& ruleset, const Available& available);

// The rest of a `system: d6pool` ruleset.yaml and the files it names (d6poolreader.cpp).
// The rest of a 3d System ruleset.yaml (`top`) and the files it names, into `ruleset`;
// `knownSystems` lists the systems this version plays, for the message naming another.
void readThreeDRuleset(YamlReader& reader, const YAML::Node& top, const std::string& directory,
    Ruleset& ruleset, std::vector<LoadError>& errors, const std::string& knownSystems);

} // namespace hitspread::detail
