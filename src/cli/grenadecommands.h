// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace hitspread::cli {

// `hitspread-cli throw`: a grenade thrown, or lying on the floor, among characters (§9).
int throwCommand(const QStringList& args);
// `hitspread-cli jump`: a character jumps on a grenade to shield the others (§9).
int jumpCommand(const QStringList& args);
// `hitspread-cli odds --grenade ID --impact HEX …`: the exact odds of a throw.
int grenadeOddsCommand(const QStringList& args);
// `hitspread-cli aim --grenade ID …`: every impact point of the lower third rated by a goal.
int grenadeAimCommand(const QStringList& args);
// Whether `odds` arguments ask about a grenade rather than a weapon.
bool asksForGrenade(const QStringList& args);

} // namespace hitspread::cli
