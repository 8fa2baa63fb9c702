// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Names unique among a fight's: a second "Thug" becomes "Thug 2", a third "Thug 3", as the
// windows and the CLI name the combatants they bring in. Giving n names costs n log n (a
// thousand figures of one character are named at once, not by trying every number again).

#include <map>
#include <set>
#include <string>

namespace hitspread {

class UniqueNames {
public:
    UniqueNames() = default;
    // `taken`'s names are in use already.
    template <typename Range> explicit UniqueNames(const Range& taken)
    {
        for (const auto& name : taken)
            m_taken.insert(std::string(name));
    }
    // `stem` itself when it is free, else "stem N" with the least N from 2 that is; it is
    // taken from then on.
    std::string take(const std::string& stem);

private:
    std::set<std::string> m_taken;
    std::map<std::string, int> m_nextNumber; // per stem: where the search for a free N goes on
};

} // namespace hitspread
