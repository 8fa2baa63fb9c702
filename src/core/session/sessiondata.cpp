// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessiondata.h"

namespace hitspread {

Roster sessionCharacters(const Ruleset& ruleset, const SessionData& session)
{
    Roster characters;
    characters.reserve(2 + session.others.size());
    characters.push_back(CharacterState::fromSheet(ruleset, session.shooter));
    characters.push_back(session.target);
    characters.insert(characters.end(), session.others.begin(), session.others.end());
    return characters;
}

void adoptSessionCharacters(SessionData& session, const Roster& characters)
{
    if (characters.size() > 1)
        session.target = characters[1];
    for (std::size_t i = 0; i < session.others.size() && i + 2 < characters.size(); ++i)
        session.others[i] = characters[i + 2];
}

} // namespace hitspread
