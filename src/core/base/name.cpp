// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "name.h"

namespace hitspread {

const std::string* translationFor(
    const std::map<std::string, std::string>& translations, std::string_view language)
{
    if (translations.empty() || language.empty())
        return nullptr;
    if (auto it = translations.find(std::string(language)); it != translations.end())
        return &it->second;
    const std::size_t country = language.find('_');
    if (country == std::string_view::npos)
        return nullptr;
    auto it = translations.find(std::string(language.substr(0, country)));
    return it == translations.end() ? nullptr : &it->second;
}

const std::string& Name::in(std::string_view language) const
{
    const std::string* text = translationFor(m_translations, language);
    return text ? *text : m_english;
}

void Name::translate(const std::string& language, std::string text)
{
    m_translations[language] = std::move(text);
}

bool isLanguageCode(std::string_view code)
{
    const auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
    const auto upper = [](char c) { return c >= 'A' && c <= 'Z'; };
    std::size_t letters = 0;
    while (letters < code.size() && lower(code[letters]))
        ++letters;
    if (letters < 2 || letters > 3)
        return false;
    if (letters == code.size())
        return true;
    return code.size() == letters + 3 && code[letters] == '_' && upper(code[letters + 1])
        && upper(code[letters + 2]);
}

} // namespace hitspread
