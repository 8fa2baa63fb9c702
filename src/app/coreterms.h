// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace hitspread {

// A word the core names things with (toString of a location's condition, a character's
// status, a range band; what a die is rolled for), in the language of the window. The
// core's words stay English: files, JSON and the command line use them.
QString coreTerm(const char* word);

} // namespace hitspread
