// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shownname.h"

#include <QString>

#include <string>

namespace hitspread {

// The core's UTF-8 text as a QString: the one conversion the drawings, the window and the
// command line share.
inline QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

inline QString qs(const char* text)
{
    return QString::fromUtf8(text);
}

// A ruleset's name as people see it: in the language names are shown in (shownname.h), which
// hitspread-cli leaves at English.
inline QString qs(const Name& name)
{
    return shown(name);
}

} // namespace hitspread
