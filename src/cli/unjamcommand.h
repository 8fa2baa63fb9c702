// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace hitspread::cli {

// `hitspread-cli unjam`: one attempt at clearing a jammed firearm, a Weapons Maintenance roll
// (the seed's "Jamming Factor"; one action per attempt).
int unjamCommand(const QStringList& args);

} // namespace hitspread::cli
