// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <string>

namespace hitspread {

// The core's UTF-8 text as a QString: the one conversion the drawings, the window and the
// command line share.
inline QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

} // namespace hitspread
