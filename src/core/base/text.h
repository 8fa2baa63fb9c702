// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the core says to people (the working of an outcome, why a request is refused, what
// the tracker did) as sentences the program can translate: an English template with %1 … %9
// for its arguments, and the arguments. The window translates the template (Qt Linguist
// context "core") and fills the arguments in; files, JSON and the command line use english().
//
// A template is written where it is said, inside HS_TEXT("core", "…"), so that lupdate finds
// it (scripts/update-translations passes -tr-function-alias QT_TRANSLATE_NOOP+=HS_TEXT):
//
//     say(HS_TEXT("core", "Roll %1 + skill %2: total %3 against %4."), faces, skill, total, target)
//
// An argument is a number, a name the ruleset or a file gives (taken as it is; a Name of the
// ruleset brings its names in other languages, shown in the window's), or a sentence of its
// own (a Text, translated in its turn).

#include "decimal.h"
#include "name.h"

#include <map>
#include <string>
#include <type_traits>
#include <vector>

#define HS_TEXT(context, source) source
// A counted sentence's plural form, for the translations' plural forms (QT_TRANSLATE_N_NOOP):
// its count is written %n (see sayCount).
#define HS_TEXT_N(context, source) source

namespace hitspread {

struct Text {
    std::string source; // the English template, or the literal itself
    std::vector<Text> args;
    bool literal = false; // a number or a name: never translated
    // A counted sentence (sayCount): `source` is its plural form, `singular` its English form
    // for one, and %n in either stands for `count`; −1 when the text counts nothing.
    std::string singular;
    long long count = -1;
    // A literal that is a ruleset's Name: the name in other languages, by language code.
    std::map<std::string, std::string> translations;

    std::string english() const;
    bool operator==(const Text&) const = default;
};

// A number, a name or a sentence as an argument.
Text literal(std::string text);
inline Text argument(const Text& text)
{
    return text;
}
inline Text argument(const std::string& text)
{
    return literal(text);
}
inline Text argument(const char* text)
{
    return literal(text);
}
inline Text argument(const Name& name)
{
    Text t = literal(name.english());
    t.translations = name.translations();
    return t;
}
template <typename Number>
requires std::is_arithmetic_v<Number> Text argument(Number value)
{
    if constexpr (std::is_floating_point_v<Number>) {
        return literal(decimalText(value));
    } else {
        return literal(std::to_string(value));
    }
}

// A word of the core's (a range band, a condition, …) whose English is marked with HS_TEXT
// where it is defined, e.g. in the table of a toString(): translated like a sentence.
inline Text term(std::string word)
{
    Text t;
    t.source = std::move(word);
    return t;
}

// A sentence from its template (given inside HS_TEXT) and its arguments.
template <typename... Args> Text say(const char* source, const Args&... args)
{
    Text t;
    t.source = source;
    t.args = { argument(args)... };
    return t;
}

// A sentence that counts something, in the plural form a language gives `count` ("1 success",
// "2 successes"): `plural` is marked HS_TEXT_N and translated with its plural forms; the
// English `singular` stands for one. The count is %n in both, the other arguments %1, %2 ….
template <typename... Args>
Text sayCount(const char* singular, const char* plural, long long count, const Args&... args)
{
    Text t;
    t.source = plural;
    t.singular = singular;
    t.count = count;
    t.args = { argument(args)... };
    return t;
}

// Texts one after another, each shown as it would be alone (a list of the ruleset's names
// with the punctuation between them: joined({ argument(sub), literal(" ("), argument(location),
// literal(")") })). Its English is the parts' English run together.
Text joined(const std::vector<Text>& parts);

// %n in `source` replaced by `count`.
std::string withCount(const std::string& source, long long count);

// Fills %1 … %9 of a template with the texts given (a lone % or %0 stays as it is).
std::string fill(const std::string& source, const std::vector<std::string>& args);

} // namespace hitspread
