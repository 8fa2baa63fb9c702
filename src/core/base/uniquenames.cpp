// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "uniquenames.h"

namespace hitspread {

std::string UniqueNames::take(const std::string& stem)
{
    if (m_taken.insert(stem).second)
        return stem;
    // Every number below the one kept for the stem is taken: the names are only ever added.
    int& n = m_nextNumber.try_emplace(stem, 2).first->second;
    for (;; ++n) {
        std::string name = stem + " " + std::to_string(n);
        if (m_taken.insert(name).second) {
            ++n;
            return name;
        }
    }
}

} // namespace hitspread
