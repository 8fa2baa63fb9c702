// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shownname.h"

namespace hitspread {

namespace {
    std::string& language()
    {
        static std::string code;
        return code;
    }
}

void setNameLanguage(const std::string& code)
{
    language() = code;
}

const std::string& nameLanguage()
{
    return language();
}

QString shown(const Name& name)
{
    return QString::fromStdString(name.in(nameLanguage()));
}

QString shown(const std::string& english, const std::map<std::string, std::string>& translations)
{
    const std::string* text = translationFor(translations, nameLanguage());
    return QString::fromStdString(text ? *text : english);
}

} // namespace hitspread
