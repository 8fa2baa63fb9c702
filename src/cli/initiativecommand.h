// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace hitspread::cli {

// `hitspread-cli initiative`: the order of a round on the ground map as the system rolls it
// (ground::Engine::initiative): for the figures of a ground session as they stand (the order
// of its round kept where the system keeps it) or for characters of the ruleset.
int initiativeCommand(const QStringList& args);

} // namespace hitspread::cli
