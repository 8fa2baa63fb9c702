// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the reader files: checked access to yaml-cpp nodes that records every
// problem with its file, line and column instead of throwing.

#include "loaderror.h"
#include "name.h"
#include "textfile.h"

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hitspread::detail {

// A node as a message names it: 'text', a mapping, a list or nothing.
Text describe(const YAML::Node& node);

// What a check names in its message: a sentence (say(HS_TEXT("core", "hits of %1"), id)) or,
// from a string literal, a key as the file writes it ("'skill'", "to_hit"): a name, never
// translated. A std::string is not taken, so that no sentence is glued together in English.
struct What {
    Text text;
    What(Text t)
        : text(std::move(t))
    {
    }
    What(const char* key)
        : text(literal(key))
    {
    }
};

// The position of character `offset` inside a scalar, past the opening quote of a quoted one.
YAML::Mark scalarMark(const YAML::Node& scalar, int offset);

// A key of the thing `what` names, as "weapon 'x' kind": the key is a name.
inline Text keyOf(const Text& what, const char* key)
{
    return say(HS_TEXT("core", "%1 %2"), what, key);
}

// At most this many errors are listed for one load; the ones after them are counted in one
// last message ("… and 2,199,900 more problems"), so that a file whose one mistake repeats a
// million times (a list given by an alias in many places) costs neither memory nor a screen
// of messages.
constexpr std::size_t MaxListedErrors = 100;

class YamlReader {
public:
    YamlReader(std::string file, std::vector<LoadError>& errors)
        : m_file(std::move(file))
        , m_errors(errors)
    {
    }

    // Parses the file; on a syntax error records it and returns an undefined node.
    std::optional<YAML::Node> load();
    // The same for text already in memory (the file name is only for the messages).
    std::optional<YAML::Node> parse(const std::string& text);

    const std::string& file() const { return m_file; }
    // Every error recorded, those past the cap counted too.
    std::size_t errorCount() const;
    void error(const YAML::Mark& mark, Text message);
    void error(const YAML::Node& node, Text message) { error(node.Mark(), std::move(message)); }

    // A mapping whose keys are all in `allowed` and which has every key in `required`.
    bool checkMap(const YAML::Node& node, const What& what,
        std::initializer_list<const char*> allowed, std::initializer_list<const char*> required);
    bool isMap(const YAML::Node& node, const What& what);
    bool isSequence(const YAML::Node& node, const What& what);
    // The mark of key `key` in a mapping (where to point when a value is missing).
    YAML::Mark keyMark(const YAML::Node& map, const std::string& key) const;

    std::optional<int> integer(const YAML::Node& node, const What& what, int min, int max);
    int integer(const YAML::Node& map, const char* key, int fallback, int min, int max);
    std::optional<double> decimal(const YAML::Node& node, const What& what, double min, double max);
    // Text of at most `maxLength` characters (bytes of UTF-8; textfile.h).
    std::optional<std::string> string(
        const YAML::Node& node, const What& what, std::size_t maxLength = MaxTextLength);
    std::string string(const YAML::Node& map, const char* key, const std::string& fallback);
    std::optional<std::string> identifier(const YAML::Node& node, const What& what);
    // A name a person reads, as text (`Head`) or in several languages (`{en: Head, de: Kopf}`:
    // language codes to text, English among them).
    std::optional<Name> name(const YAML::Node& node, const What& what);
    Name name(const YAML::Node& map, const char* key, const std::string& fallback);
    bool boolean(const YAML::Node& map, const char* key, bool fallback);

private:
    // Every error goes through here: listed up to MaxListedErrors, counted past them.
    void record(LoadError error);

    std::string m_file;
    std::vector<LoadError>& m_errors;
};

// Runs `read`. yaml-cpp throws on a node of an unexpected shape that a check let through;
// that is still the error of `file`, recorded at its position, and `read` gives its empty value.
template <typename Read>
auto guarded(std::vector<LoadError>& errors, const std::string& file, Read&& read)
{
    try {
        return read();
    } catch (const YAML::Exception& e) {
        errors.push_back({ file, e.mark.line + 1, e.mark.column + 1, literal(e.msg) });
        return decltype(read())();
    }
}

// The one YAML parse of every session reader: `text` as one document, read by `read` (which
// gives an empty optional when the document is not what it should be). yaml-cpp throws on a
// node of a shape no check expected; that is still the file's error, at its position. The
// value read is dropped when any error was said.
template <typename Read> auto readOneDocument(YamlReader& r, const std::string& text, Read&& read)
{
    decltype(read(std::declval<const YAML::Node&>())) result;
    try {
        if (const std::optional<YAML::Node> doc = r.parse(text))
            result = read(*doc);
    } catch (const YAML::Exception& e) {
        r.error(e.mark, literal(e.msg));
    }
    if (r.errorCount() > 0)
        result.reset();
    return result;
}

// Loads the file and gives the value of its one key `key` ("weapons:", "character:");
// nullopt when the file does not load or holds something else (said).
std::optional<YAML::Node> fileValue(YamlReader& r, const char* key);
// The same, a list.
std::optional<YAML::Node> listOf(YamlReader& r, const char* key);

// The head of a session file: `versionKey: N` with N up to `newestFormat`, and `ruleset: ID`
// naming the ruleset loaded (`rulesetId`). False, with the problem recorded, when it is not
// (`notASession` says what a file without the version key is not).
bool readSessionHead(YamlReader& r, const YAML::Node& doc, const char* versionKey,
    const Text& notASession, int newestFormat, const std::string& rulesetId);

// A session's `log_entries: N` (`count`), which must be the number of log entries read: a
// file cut short, or edited, is refused at the count.
void checkLogEntries(YamlReader& r, const YAML::Node& count, std::size_t entries);

// The .yaml files of a folder, sorted by name (none when the folder cannot be read).
std::vector<std::filesystem::path> yamlFiles(const std::string& folder);

// The file (or, with `folder`, the folder) a key of ruleset.yaml names, relative to the
// ruleset's folder; empty when the key is absent, or names nothing there (said with its position).
std::string includePath(YamlReader& r, const YAML::Node& top, const char* key,
    const std::filesystem::path& dir, bool folder);

} // namespace hitspread::detail
