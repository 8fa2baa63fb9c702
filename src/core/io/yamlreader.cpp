// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "yamlreader.h"

#include "decimal.h"
#include "textfile.h"

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <limits>
#include <map>
#include <set>
#include <sstream>

namespace hitspread::detail {

namespace {
    std::string join(std::initializer_list<const char*> names)
    {
        std::string result;
        for (const char* name : names) {
            if (!result.empty())
                result += ", ";
            result += name;
        }
        return result;
    }
}

Text describe(const YAML::Node& node)
{
    switch (node.Type()) {
    case YAML::NodeType::Map:
        return say(HS_TEXT("core", "a mapping"));
    case YAML::NodeType::Sequence:
        return say(HS_TEXT("core", "a list"));
    case YAML::NodeType::Scalar:
        return literal("'" + node.Scalar() + "'");
    default:
        return say(HS_TEXT("core", "nothing"));
    }
}

YAML::Mark scalarMark(const YAML::Node& scalar, int offset)
{
    YAML::Mark mark = scalar.Mark();
    // yaml-cpp tags quoted scalars "!" and plain ones "?".
    mark.column += offset + (scalar.Tag() == "!" ? 1 : 0);
    return mark;
}

std::optional<YAML::Node> YamlReader::load()
{
    TextFileRead read = readTextFile(
        m_file, MaxYamlFileBytes, term(HS_TEXT("core", "a ruleset or character file")));
    if (!read.text) {
        record(std::move(*read.error));
        return std::nullopt;
    }
    return parse(*read.text);
}

namespace {

    // Where each document of a text begins, for at most two documents, and the first key
    // given twice in one mapping of the first. yaml-cpp's LoadAll never returns on a text that
    // starts with a stray ',', ']' or '}' (its parser stands still on the token and makes empty
    // documents without end), so documents are counted here, one call of the parser per
    // document and two calls at most. yaml-cpp keeps both values of a key given twice and
    // every lookup finds the first: `{en: Pistol, en: Gun}` would read as Pistol without a
    // word, so a duplicate is refused wherever it stands.
    class DocumentCheck final : public YAML::EventHandler {
    public:
        std::vector<YAML::Mark> starts;
        struct Duplicate {
            YAML::Mark mark;
            std::string key;
        };
        std::optional<Duplicate> duplicate;

        void OnDocumentStart(const YAML::Mark& mark) override { starts.push_back(mark); }
        void OnDocumentEnd() override { }
        void OnNull(const YAML::Mark& mark, YAML::anchor_t) override { node(mark, nullptr); }
        void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override { node(mark, nullptr); }
        void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
            const std::string& value) override
        {
            node(mark, &value);
        }
        void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
            YAML::EmitterStyle::value) override
        {
            node(mark, nullptr);
            m_open.push_back({ false, true, {} });
        }
        void OnSequenceEnd() override { m_open.pop_back(); }
        void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
            YAML::EmitterStyle::value) override
        {
            node(mark, nullptr);
            m_open.push_back({ true, true, {} });
        }
        void OnMapEnd() override { m_open.pop_back(); }

    private:
        struct Open {
            bool map;
            bool atKey; // in a mapping: the next node is a key, else a value
            std::set<std::string> keys;
        };
        // A node begins inside the innermost list or mapping open (a scalar key's text).
        void node(const YAML::Mark& mark, const std::string* scalar)
        {
            if (m_open.empty() || !m_open.back().map || starts.size() > 1)
                return;
            Open& map = m_open.back();
            if (map.atKey && scalar && !duplicate && !map.keys.insert(*scalar).second)
                duplicate = Duplicate { mark, *scalar };
            map.atKey = !map.atKey;
        }

        std::vector<Open> m_open;
    };

} // namespace

std::optional<YAML::Node> YamlReader::parse(const std::string& text)
{
    YAML::Node document;
    try {
        document = YAML::Load(text);
    } catch (const YAML::DeepRecursion& e) {
        // yaml-cpp's own word for it is only "bad file".
        record({ m_file, e.mark.line + 1, e.mark.column + 1,
            say(HS_TEXT("core",
                    "YAML syntax: lists and mappings nested %1 deep or more, deeper than a file "
                    "may nest"),
                e.depth()) });
        return std::nullopt;
    } catch (const YAML::Exception& e) {
        record({ m_file, e.mark.line + 1, e.mark.column + 1,
            say(HS_TEXT("core", "YAML syntax: %1"), e.msg) });
        return std::nullopt;
    }
    // One document a file: a second one (after ---) would be ignored without a word, and a
    // stray ',' or closing bracket at the top would read as an empty file.
    std::istringstream in(text);
    YAML::Parser parser(in);
    DocumentCheck documents;
    try {
        if (parser.HandleNextDocument(documents))
            parser.HandleNextDocument(documents);
    } catch (const YAML::Exception&) {
        // A second document that does not parse is a second document all the same.
    }
    if (documents.starts.size() > 1) {
        const YAML::Mark& first = documents.starts[0];
        const YAML::Mark& second = documents.starts[1];
        if (second.pos == first.pos)
            error(second,
                say(HS_TEXT("core",
                    "YAML syntax: a ',', ']' or '}' outside any list or mapping in brackets")));
        else
            error(second,
                say(HS_TEXT("core", "a second YAML document (---): a file holds only one")));
        return std::nullopt;
    }
    if (documents.duplicate) {
        error(documents.duplicate->mark,
            say(HS_TEXT("core", "duplicate key '%1' in %2"), documents.duplicate->key,
                say(HS_TEXT("core", "a mapping"))));
        return std::nullopt;
    }
    return document;
}

namespace {
    constexpr const char* UnlistedOne = "%n more problem after these is not listed";
    constexpr const char* UnlistedMany
        = HS_TEXT_N("core", "%n more problems after these are not listed");

    // The last message of a load past the cap: how many more errors there were.
    bool isUnlistedCount(const LoadError& e)
    {
        return e.message.count >= 0 && e.message.source == UnlistedMany;
    }
}

void YamlReader::error(const YAML::Mark& mark, Text message)
{
    const int line = mark.line < 0 ? 1 : mark.line + 1;
    const int column = mark.column < 0 ? 1 : mark.column + 1;
    record({ m_file, line, column, std::move(message) });
}

void YamlReader::record(LoadError e)
{
    if (m_errors.size() < MaxListedErrors) {
        m_errors.push_back(std::move(e));
        return;
    }
    if (!m_errors.empty() && isUnlistedCount(m_errors.back())) {
        Text& count = m_errors.back().message;
        count = sayCount(UnlistedOne, UnlistedMany, count.count + 1);
        return;
    }
    // The first error past the cap: where it is, and from here on how many follow.
    e.message = sayCount(UnlistedOne, UnlistedMany, 1);
    m_errors.push_back(std::move(e));
}

std::size_t YamlReader::errorCount() const
{
    if (!m_errors.empty() && isUnlistedCount(m_errors.back()))
        return m_errors.size() - 1 + static_cast<std::size_t>(m_errors.back().message.count);
    return m_errors.size();
}

bool YamlReader::isMap(const YAML::Node& node, const What& what)
{
    if (node.IsMap())
        return true;
    error(node,
        say(HS_TEXT("core", "%1 must be a mapping (key: value), not %2"), what.text,
            describe(node)));
    return false;
}

bool YamlReader::isSequence(const YAML::Node& node, const What& what)
{
    if (node.IsSequence())
        return true;
    error(node, say(HS_TEXT("core", "%1 must be a list, not %2"), what.text, describe(node)));
    return false;
}

bool YamlReader::checkMap(const YAML::Node& node, const What& what,
    std::initializer_list<const char*> allowed, std::initializer_list<const char*> required)
{
    if (!isMap(node, what))
        return false;
    bool ok = true;
    std::set<std::string> seen;
    for (auto it = node.begin(); it != node.end(); ++it) {
        const std::string key = it->first.Scalar();
        if (!seen.insert(key).second) {
            error(it->first, say(HS_TEXT("core", "duplicate key '%1' in %2"), key, what.text));
            ok = false;
        } else if (std::none_of(
                       allowed.begin(), allowed.end(), [&](const char* a) { return key == a; })) {
            error(it->first,
                say(HS_TEXT("core", "unknown key '%1' in %2 (known: %3)"), key, what.text,
                    join(allowed)));
            ok = false;
        }
    }
    for (const char* key : required) {
        if (!seen.count(key)) {
            error(node, say(HS_TEXT("core", "%1 lacks the key '%2'"), what.text, key));
            ok = false;
        }
    }
    return ok;
}

YAML::Mark YamlReader::keyMark(const YAML::Node& map, const std::string& key) const
{
    for (auto it = map.begin(); it != map.end(); ++it) {
        if (it->first.Scalar() == key)
            return it->first.Mark();
    }
    return map.Mark();
}

std::optional<int> YamlReader::integer(const YAML::Node& node, const What& what, int min, int max)
{
    long long value = 0;
    bool ok = node.IsScalar();
    if (ok) {
        const std::string& text = node.Scalar();
        std::size_t used = 0;
        try {
            value = std::stoll(text, &used);
        } catch (const std::exception&) {
            ok = false;
        }
        ok = ok && used == text.size();
    }
    if (!ok) {
        error(node,
            say(HS_TEXT("core", "%1 must be a whole number, not %2"), what.text, describe(node)));
        return std::nullopt;
    }
    if (value < min || value > max) {
        error(node, say(HS_TEXT("core", "%1 is %2, outside %3 to %4"), what.text, value, min, max));
        return std::nullopt;
    }
    return static_cast<int>(value);
}

int YamlReader::integer(const YAML::Node& map, const char* key, int fallback, int min, int max)
{
    const YAML::Node node = map[key];
    if (!node)
        return fallback;
    return integer(node, literal(std::string("'") + key + "'"), min, max).value_or(fallback);
}

std::optional<double> YamlReader::decimal(
    const YAML::Node& node, const What& what, double min, double max)
{
    // The point is the decimal mark in every locale (decimal.h).
    double value = 0;
    bool ok = node.IsScalar();
    if (ok) {
        const std::optional<double> parsed = parseDecimal(node.Scalar());
        ok = parsed && std::isfinite(*parsed);
        value = parsed.value_or(0);
    }
    if (!ok) {
        error(node, say(HS_TEXT("core", "%1 must be a number, not %2"), what.text, describe(node)));
        return std::nullopt;
    }
    if (value < min || value > max) {
        error(node,
            say(HS_TEXT("core", "%1 is %2, outside %3 to %4"), what.text, node.Scalar(), min, max));
        return std::nullopt;
    }
    return value;
}

std::optional<std::string> YamlReader::string(
    const YAML::Node& node, const What& what, std::size_t maxLength)
{
    if (!node.IsScalar() || node.Scalar().empty()) {
        error(node, say(HS_TEXT("core", "%1 must be text, not %2"), what.text, describe(node)));
        return std::nullopt;
    }
    if (node.Scalar().size() > maxLength) {
        error(node,
            say(HS_TEXT("core", "%1 has %2 characters, more than the %3 it may have"), what.text,
                static_cast<long long>(node.Scalar().size()), static_cast<long long>(maxLength)));
        return std::nullopt;
    }
    return node.Scalar();
}

std::string YamlReader::string(const YAML::Node& map, const char* key, const std::string& fallback)
{
    const YAML::Node node = map[key];
    if (!node)
        return fallback;
    return string(node, literal(std::string("'") + key + "'")).value_or(fallback);
}

std::optional<Name> YamlReader::name(const YAML::Node& node, const What& what)
{
    if (node.IsScalar())
        return string(node, what);
    if (!node.IsMap()) {
        error(node,
            say(HS_TEXT("core", "%1 must be text or a mapping of languages to text, not %2"),
                what.text, describe(node)));
        return std::nullopt;
    }
    const std::size_t before = errorCount();
    std::optional<std::string> english;
    std::map<std::string, std::string> others;
    for (auto it = node.begin(); it != node.end(); ++it) {
        const std::string language = it->first.IsScalar() ? it->first.Scalar() : std::string();
        if (!isLanguageCode(language)) {
            error(it->first,
                say(HS_TEXT("core", "%1: %2 is not a language code (such as en, de or de_AT)"),
                    what.text, describe(it->first)));
            continue;
        }
        auto text = string(it->second, say(HS_TEXT("core", "%1 in '%2'"), what.text, language));
        if (!text)
            continue;
        if (language == "en")
            english = std::move(*text);
        else
            others[language] = std::move(*text);
    }
    if (!english && errorCount() == before)
        error(node, say(HS_TEXT("core", "%1 gives no English name (en)"), what.text));
    if (errorCount() != before)
        return std::nullopt;
    Name out(std::move(*english));
    for (auto& [language, text] : others)
        out.translate(language, std::move(text));
    return out;
}

Name YamlReader::name(const YAML::Node& map, const char* key, const std::string& fallback)
{
    const YAML::Node node = map[key];
    if (!node)
        return fallback;
    return name(node, literal(std::string("'") + key + "'")).value_or(Name(fallback));
}

std::optional<std::string> YamlReader::identifier(const YAML::Node& node, const What& what)
{
    auto text = string(node, what);
    if (!text)
        return std::nullopt;
    const bool ok = std::all_of(text->begin(), text->end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    });
    if (!ok) {
        error(node,
            say(HS_TEXT("core", "%1 '%2' is not an id (lower case letters, digits, - and _)"),
                what.text, *text));
        return std::nullopt;
    }
    return text;
}

bool YamlReader::boolean(const YAML::Node& map, const char* key, bool fallback)
{
    const YAML::Node node = map[key];
    if (!node)
        return fallback;
    if (node.IsScalar()) {
        const std::string& t = node.Scalar();
        if (t == "true" || t == "yes")
            return true;
        if (t == "false" || t == "no")
            return false;
    }
    error(node, say(HS_TEXT("core", "'%1' must be true or false, not %2"), key, describe(node)));
    return fallback;
}

std::optional<YAML::Node> fileValue(YamlReader& r, const char* key)
{
    auto doc = r.load();
    if (!doc || !r.checkMap(*doc, say(HS_TEXT("core", "the file")), { key }, { key }))
        return std::nullopt;
    return (*doc)[key];
}

std::optional<YAML::Node> listOf(YamlReader& r, const char* key)
{
    auto value = fileValue(r, key);
    if (!value || !r.isSequence(*value, key))
        return std::nullopt;
    return value;
}

void checkLogEntries(YamlReader& r, const YAML::Node& count, std::size_t entries)
{
    if (auto n = r.integer(count, "'log_entries'", 0, std::numeric_limits<int>::max());
        n && static_cast<std::size_t>(*n) != entries)
        r.error(count,
            say(HS_TEXT("core",
                    "'log_entries' is %1, but the log holds %2 entries: the file is cut short "
                    "or was edited"),
                *n, entries));
}

std::vector<std::filesystem::path> yamlFiles(const std::string& folder)
{
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
        if (entry.path().extension() == ".yaml")
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

std::string includePath(YamlReader& r, const YAML::Node& top, const char* key,
    const std::filesystem::path& dir, bool folder)
{
    const YAML::Node node = top[key];
    if (!node)
        return {};
    auto text = r.string(node, literal(std::string("'") + key + "'"));
    if (!text)
        return {};
    const std::filesystem::path path = dir / *text;
    std::error_code ec;
    if (folder ? !std::filesystem::is_directory(path, ec)
               : !std::filesystem::is_regular_file(path, ec)) {
        r.error(node, say(HS_TEXT("core", "'%1' names '%2', which does not exist"), key, *text));
        return {};
    }
    return path.string();
}

bool readSessionHead(YamlReader& r, const YAML::Node& doc, const char* versionKey,
    const Text& notASession, int newestFormat, const std::string& rulesetId)
{
    const YAML::Node version = doc[versionKey];
    if (!version) {
        r.error(doc, notASession);
        return false;
    }
    const auto format = r.integer(
        version, literal(std::string("'") + versionKey + "'"), 1, std::numeric_limits<int>::max());
    if (!format)
        return false;
    if (*format > newestFormat) {
        r.error(version,
            say(HS_TEXT("core",
                    "this session was written by a newer Hitspread (format %1); this version reads "
                    "format %2"),
                *format, newestFormat));
        return false;
    }
    const YAML::Node rulesetNode = doc["ruleset"];
    if (!rulesetNode) {
        r.error(doc, say(HS_TEXT("core", "the file lacks the key 'ruleset'")));
        return false;
    }
    const auto id = r.string(rulesetNode, "'ruleset'");
    if (!id)
        return false;
    if (*id != rulesetId) {
        r.error(rulesetNode,
            say(HS_TEXT("core", "session is for ruleset '%1', but '%2' is loaded"), *id,
                rulesetId));
        return false;
    }
    return true;
}

} // namespace hitspread::detail
