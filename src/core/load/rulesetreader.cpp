// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesetreader.h"

#include "d6ladderreader.h"
#include "d6poolreader.h"
#include "gamedatareader.h"
#include "groundreader.h"
#include "rollunderreader.h"
#include "successpoolreader.h"
#include "yamlreader.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <set>

namespace hitspread {

using detail::YamlReader;
namespace fs = std::filesystem;

namespace {

    // The rest of a ruleset.yaml of a ground-map system and the files it names.
    using SystemReader = void (*)(YamlReader& reader, const YAML::Node& top,
        const std::string& directory, detail::SystemRuleset& out, std::vector<LoadError>& errors);

    // Each ground-map system and the reader of its ruleset.yaml.
    const std::pair<const char*, SystemReader> systemReaders[] = {
        { "d6pool", detail::readD6PoolRuleset },
        { "successpool", detail::readSuccessPoolRuleset },
        { "d6ladder", detail::readD6LadderRuleset },
        { "rollunder", detail::readRollUnderRuleset },
    };

    // The reader of a ground-map system, or null for the 3d System and unknown names.
    SystemReader groundSystemReader(const std::string& system)
    {
        for (const auto& [name, reader] : systemReaders)
            if (system == name)
                return reader;
        return nullptr;
    }

    // Every system this version plays, for the message naming an unknown one ("3d, d6pool, …").
    std::string knownSystems()
    {
        std::string list = "3d";
        for (const auto& entry : systemReaders)
            list += std::string(", ") + entry.first;
        return list;
    }

}

RulesetLoad loadRuleset(const std::string& directory)
{
    RulesetLoad result;
    auto& errors = result.errors;
    const fs::path dir(directory);
    YamlReader r((dir / "ruleset.yaml").string(), errors);
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        errors.push_back({ directory, 1, 1, say(HS_TEXT("core", "no such ruleset folder")) });
        return result;
    }
    const auto doc = detail::fileValue(r, "ruleset");
    if (!doc)
        return result;
    const YAML::Node top = *doc;
    // Each system has its own keys; the system is known first so that the right ones are checked.
    const std::string systemName = top.IsMap() && top["system"] && top["system"].IsScalar()
        ? top["system"].Scalar()
        : std::string();
    if (const SystemReader readSystem = groundSystemReader(systemName)) {
        detail::SystemRuleset system;
        detail::guarded(errors, r.file(), [&] { readSystem(r, top, directory, system, errors); });
        if (!errors.empty())
            return result;
        Ruleset rs;
        rs.directory = directory;
        rs.system = systemName;
        rs.id = std::move(system.id);
        rs.name = std::move(system.name);
        rs.ground = std::move(system.engine);
        result.ruleset = std::move(rs);
        return result;
    }
    Ruleset rs;
    rs.directory = directory;
    detail::guarded(errors, r.file(),
        [&] { detail::readThreeDRuleset(r, top, directory, rs, errors, knownSystems()); });
    if (errors.empty())
        result.ruleset = std::move(rs);
    return result;
}

std::vector<std::string> rulesetSearchPath(
    const std::string& installedDataDir, const std::string& relocatedDataDir)
{
    std::vector<std::string> path;
    const auto add = [&path](const fs::path& folder) {
        const std::string text = folder.lexically_normal().string();
        if (std::find(path.begin(), path.end(), text) == path.end())
            path.push_back(text);
    };
    std::error_code ec;
    const bool installed = !relocatedDataDir.empty()
        && fs::is_directory(fs::path(relocatedDataDir) / "rulesets", ec);
    if (const char* env = std::getenv("HITSPREAD_RULESETS"); env && *env)
        add(env);
#ifdef HITSPREAD_SOURCE_RULESETS
    if (!relocatedDataDir.empty() && !installed)
        add(HITSPREAD_SOURCE_RULESETS);
#endif
    if (const char* data = std::getenv("XDG_DATA_HOME"); data && *data)
        add(fs::path(data) / "hitspread" / "rulesets");
    else if (const char* home = std::getenv("HOME"); home && *home)
        add(fs::path(home) / ".local" / "share" / "hitspread" / "rulesets");
    if (installed)
        add(fs::path(relocatedDataDir) / "rulesets");
    const char* dataDirs = std::getenv("XDG_DATA_DIRS");
    std::string dirs = dataDirs && *dataDirs ? dataDirs : "/usr/local/share:/usr/share";
    for (std::size_t from = 0; from <= dirs.size();) {
        const std::size_t colon = std::min(dirs.find(':', from), dirs.size());
        if (colon > from && dirs[from] == '/')
            add(fs::path(dirs.substr(from, colon - from)) / "hitspread" / "rulesets");
        from = colon + 1;
    }
    if (!installedDataDir.empty())
        add(fs::path(installedDataDir) / "rulesets");
#ifdef HITSPREAD_SOURCE_RULESETS
    if (relocatedDataDir.empty())
        add(HITSPREAD_SOURCE_RULESETS);
#endif
    return path;
}

std::string findRuleset(const std::string& idOrPath, const std::vector<std::string>& searchPath)
{
    std::error_code ec;
    if (fs::is_regular_file(fs::path(idOrPath) / "ruleset.yaml", ec))
        return idOrPath;
    for (const auto& folder : searchPath) {
        const fs::path candidate = fs::path(folder) / idOrPath;
        if (fs::is_regular_file(candidate / "ruleset.yaml", ec))
            return candidate.string();
    }
    return {};
}

std::vector<RulesetEntry> listRulesets(const std::vector<std::string>& searchPath)
{
    std::vector<RulesetEntry> found;
    std::set<std::string> ids;
    for (const auto& folder : searchPath) {
        std::error_code ec;
        std::vector<fs::path> here;
        for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
            std::error_code fileError;
            if (fs::is_regular_file(it->path() / "ruleset.yaml", fileError))
                here.push_back(it->path());
        }
        std::sort(here.begin(), here.end());
        for (const fs::path& dir : here) {
            if (ids.insert(dir.filename().string()).second)
                found.push_back({ dir.filename().string(), dir.string() });
        }
    }
    std::sort(found.begin(), found.end(),
        [](const RulesetEntry& a, const RulesetEntry& b) { return a.id < b.id; });
    return found;
}

} // namespace hitspread
