// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "loaderror.h"

namespace hitspread {

std::string LoadError::where() const
{
    return file + ":" + std::to_string(line) + ":" + std::to_string(column);
}

std::string LoadError::text() const
{
    return where() + ": " + message.english();
}

} // namespace hitspread
