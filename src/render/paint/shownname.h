// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The language the ruleset's names are shown in (a location on the diagram and the sheet, a
// weapon in a list, a name inside a sentence of the working): the window's, set with its
// translators. Nothing sets it in hitspread-cli, whose drawings and files name things in
// English, as its JSON does.

#include "name.h"

#include <QString>

#include <map>
#include <string>

namespace hitspread {

// A language code such as "de" or "de_AT"; empty (the default) for English.
void setNameLanguage(const std::string& language);
const std::string& nameLanguage();

// A ruleset's name in the language names are shown in (Name::in).
QString shown(const Name& name);
// The same for a name's translations apart from it (a Text argument's).
QString shown(const std::string& english, const std::map<std::string, std::string>& translations);

} // namespace hitspread
