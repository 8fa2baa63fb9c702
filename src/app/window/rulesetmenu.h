// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where the program finds rulesets: the installed ones, the user's own and, when it runs
// from its build tree, the source tree's.

#include <QString>

#include <functional>
#include <string>
#include <vector>

class QMenu;

namespace hitspread {

// The folders searched for a ruleset id, in order (rulesetSearchPath for this program).
std::vector<std::string> rulesetFolders();
// The user's own rulesets: GenericDataLocation/hitspread/rulesets, e.g.
// ~/.local/share/hitspread/rulesets.
QString userRulesetFolder();
// Where the Open Ruleset dialog starts: the user's rulesets folder when there is one,
// otherwise the folder holding the ruleset in use (`current`).
QString rulesetDialogFolder(const QString& current);
// Fills `menu` whenever it opens with every ruleset found, the one in use (`current()`)
// checked; choosing one calls `open` with its folder.
void keepRulesetMenu(
    QMenu* menu, std::function<QString()> current, std::function<void(const QString&)> open);

} // namespace hitspread
