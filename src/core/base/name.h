// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A name a ruleset gives a thing (a location, a weapon, a situation …) in English and, where
// the file gives them, in other languages: `name: Head` or `name: {en: Head, de: Kopf}`
// (rulesets/README.md, "Names in several languages").
//
// A Name is its English text wherever a std::string is wanted: files, JSON, the command line
// and every comparison read the English, as they did before names had translations. Only
// what is shown in the window asks for in(language); a Name given to say() as an argument
// carries its translations into the sentence (text.h).

#include <cstddef>
#include <map>
#include <string>
#include <string_view>

namespace hitspread {

class Name {
public:
    Name() = default;
    Name(std::string english)
        : m_english(std::move(english))
    {
    }
    Name(const char* english)
        : m_english(english)
    {
    }

    operator const std::string&() const { return m_english; }
    const std::string& english() const { return m_english; }
    // The name in `language` ("de", "de_AT"): that language's, else its base language's
    // (de_AT → de), else the English.
    const std::string& in(std::string_view language) const;

    // The name in another language than English, by its code as the file writes it.
    void translate(const std::string& language, std::string text);
    // The names in other languages than English, by language code.
    const std::map<std::string, std::string>& translations() const { return m_translations; }

    bool empty() const { return m_english.empty(); }
    const char* c_str() const { return m_english.c_str(); }
    std::size_t size() const { return m_english.size(); }

    // Two names are equal when they are equal in every language; a name and a string are
    // equal when its English is that string.
    friend bool operator==(const Name&, const Name&) = default;
    friend bool operator==(const Name& name, const std::string& text)
    {
        return name.m_english == text;
    }
    friend bool operator==(const Name& name, const char* text) { return name.m_english == text; }

private:
    std::string m_english;
    std::map<std::string, std::string> m_translations;
};

// The text for `language` among `translations` (a Name's, or a Text argument's): that
// language's, else its base language's (de_AT → de); null when neither is given.
const std::string* translationFor(
    const std::map<std::string, std::string>& translations, std::string_view language);

// Whether `code` is a language code a name may be given in: two or three lower case letters,
// optionally followed by _ and a two-letter country in capitals ("de", "de_AT", "gsw").
bool isLanguageCode(std::string_view code);

} // namespace hitspread
