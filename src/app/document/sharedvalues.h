// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Values the history holds many times over, held once. A fight's combatants act again and
// again with the settings they had before: each pick of an actor hands the Shooter dock's
// settings to the undo stack, and most are equal to one it holds already. `share` gives the
// one held when an equal value is still alive, else holds this one; the undo commands keep
// the pointer, so equal values cost their bytes once however long the history.

#include <cstddef>
#include <memory>
#include <vector>

namespace hitspread {

template <class T> class SharedValues {
public:
    std::shared_ptr<const T> share(T value)
    {
        for (std::size_t i = 0; i < m_held.size();) {
            std::shared_ptr<const T> held = m_held[i].lock();
            if (!held) {
                m_held.erase(m_held.begin() + static_cast<std::ptrdiff_t>(i));
                continue;
            }
            if (*held == value)
                return held;
            ++i;
        }
        // Its own allocation, apart from the count: a value no command holds any more is freed
        // at once, the watch on it only when it is next looked at.
        std::shared_ptr<const T> made(new T(std::move(value)));
        m_held.push_back(made);
        if (m_held.size() > Watched)
            m_held.erase(m_held.begin());
        return made;
    }

private:
    // The values looked among: the most recent, enough for everyone of a big fight.
    static constexpr std::size_t Watched = 64;
    std::vector<std::weak_ptr<const T>> m_held;
};

} // namespace hitspread
