// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The ruleset reader of every system on any bytes in place of one of a shipped ruleset's
// files. The input's first line names the file ("3d-system/weapons.yaml"); the rest of it
// is that file's text. A first line that names no shipped file picks one by its bytes, so a
// mutated name still reaches a file. The rulesets are copied once into a temporary folder;
// each input replaces one file there, the folder is loaded, and the file is put back. The
// load reads the ruleset or refuses it with a position, and never crashes, hangs or throws.
#include "fuzzsupport.h"
#include "rulesetreader.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <sstream>
#include <vector>

namespace fs = std::filesystem;

namespace {

struct ShippedFile {
    std::string name; // "3d-system/weapons.yaml"
    std::string text;
};

struct Copy {
    fs::path root;
    std::vector<ShippedFile> files;
};

void writeText(const fs::path& path, const std::string& text)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    if (!out) {
        std::fprintf(stderr, "cannot write %s\n", path.c_str());
        std::abort();
    }
}

void removeCopy();

// The source tree's rulesets, copied into a fresh temporary folder.
const Copy& copy()
{
    static const Copy made = [] {
        Copy c;
        std::string pattern = (fs::temp_directory_path() / "hitspread-fuzz-XXXXXX").string();
        if (!mkdtemp(pattern.data())) {
            std::perror("mkdtemp");
            std::abort();
        }
        c.root = pattern;
        const fs::path source = HITSPREAD_SOURCE_RULESETS;
        for (const fs::directory_entry& entry : fs::recursive_directory_iterator(source)) {
            const fs::path relative = fs::relative(entry.path(), source);
            if (entry.is_directory()) {
                fs::create_directories(c.root / relative);
            } else if (entry.path().extension() == ".yaml") {
                std::ifstream in(entry.path(), std::ios::binary);
                std::ostringstream text;
                text << in.rdbuf();
                c.files.push_back({ relative.generic_string(), text.str() });
                writeText(c.root / relative, c.files.back().text);
            }
        }
        if (c.files.empty()) {
            std::fprintf(stderr, "no ruleset files under %s\n", source.c_str());
            std::abort();
        }
        return c;
    }();
    static const bool cleanup = (std::atexit(removeCopy), true);
    (void)cleanup;
    return made;
}

void removeCopy()
{
    std::error_code ignored;
    fs::remove_all(copy().root, ignored);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace hitspread;
    const Copy& c = copy();
    const std::string input = fuzz::textOf(data, size);
    const std::size_t eol = input.find('\n');
    const std::string name = input.substr(0, eol);
    const std::string text = eol == std::string::npos ? std::string() : input.substr(eol + 1);

    std::size_t index = c.files.size();
    for (std::size_t i = 0; i < c.files.size(); ++i)
        if (c.files[i].name == name)
            index = i;
    if (index == c.files.size())
        index = std::accumulate(name.begin(), name.end(), std::size_t(0),
                    [](std::size_t sum, char ch) { return sum + static_cast<unsigned char>(ch); })
            % c.files.size();
    const ShippedFile& file = c.files[index];
    const fs::path rulesetFolder = c.root / fs::path(file.name).begin()->string();

    writeText(c.root / file.name, text);
    const RulesetLoad load = loadRuleset(rulesetFolder.string());
    writeText(c.root / file.name, file.text);
    fuzz::checkAllOrNothing(load.ruleset.has_value(), !load.errors.empty());
    return 0;
}
