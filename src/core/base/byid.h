// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Finding a ruleset's entry (a weapon, an armour, a fire mode …) by its id.

#include <algorithm>
#include <string>
#include <vector>

namespace hitspread {

// The entry of `list` whose `id` is `id`, or null.
template <typename T> const T* byId(const std::vector<T>& list, const std::string& id)
{
    auto it = std::find_if(list.begin(), list.end(), [&](const T& t) { return t.id == id; });
    return it == list.end() ? nullptr : &*it;
}

} // namespace hitspread
