// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "text.h"

namespace hitspread {

Text literal(std::string text)
{
    Text t;
    t.source = std::move(text);
    t.literal = true;
    return t;
}

std::string fill(const std::string& source, const std::vector<std::string>& args)
{
    std::string out;
    out.reserve(source.size() + 16);
    for (std::size_t i = 0; i < source.size(); ++i) {
        const char c = source[i];
        if (c == '%' && i + 1 < source.size() && source[i + 1] >= '1' && source[i + 1] <= '9') {
            const std::size_t n = static_cast<std::size_t>(source[i + 1] - '1');
            if (n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

Text joined(const std::vector<Text>& parts)
{
    if (parts.empty())
        return literal(std::string());
    // Two at a time, from the back: a template takes nine arguments at most. "%1%2" is no
    // sentence of the catalogue, so the window fills it in as it is.
    Text out = parts.back();
    for (std::size_t i = parts.size() - 1; i-- > 0;) {
        Text pair;
        pair.source = "%1%2";
        pair.args = { parts[i], std::move(out) };
        out = std::move(pair);
    }
    return out;
}

std::string withCount(const std::string& source, long long count)
{
    std::string out;
    out.reserve(source.size() + 8);
    for (std::size_t i = 0; i < source.size(); ++i) {
        if (source[i] == '%' && i + 1 < source.size() && source[i + 1] == 'n') {
            out += std::to_string(count);
            ++i;
        } else {
            out += source[i];
        }
    }
    return out;
}

std::string Text::english() const
{
    if (literal)
        return source;
    std::vector<std::string> filled;
    filled.reserve(args.size());
    for (const Text& a : args)
        filled.push_back(a.english());
    if (count >= 0)
        return fill(withCount(count == 1 ? singular : source, count), filled);
    return fill(source, filled);
}

} // namespace hitspread
